"""Provenance of what pt2-serde writes: which tool and version wrote an output, from which input, through
which steps, and the sha256 of both; run manifests and their later verification against the store; and
OpenSSF model-signing signatures, which a rewrite leaves covering the original only (with a key and the
``model-signing`` package, the output is signed anew).

A manifest is one JSON document per run: the tool and its version, when, the target, and one entry per
artifact (input and output URLs with their sha256, the steps, the backup and its sha256, the signature
notice). ``pt2-serde verify-manifest`` streams every output and backup again and compares.
"""

from __future__ import annotations

import datetime
import functools
import json
import os
from collections.abc import Collection, Iterable
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from backends.listing import local_tree
from backends.state import WriteMode
from backends.store import Location, Store, open_store
from serde.errors import ContainerError, NotFoundError, PreconditionFailedError, SerdeError, UsageError, spell
from serde.jobs.records import MigrationRecord, Status
from serde.untrusted.formats import parse_json

__all__ = [
    "MANIFEST_FORMAT",
    "ManifestCheck",
    "manifest_document",
    "sign_output",
    "signature_notice",
    "signature_paths",
    "check_manifest_target",
    "tool",
    "verify_manifest",
    "write_manifest",
]

MANIFEST_FORMAT = "pt2-serde-manifest/1"
MAX_MANIFEST_BYTES = 1 << 30
"""verify-manifest reads a manifest whole; about 2 KB per artifact, so this holds half a million of them."""
SIGNATURE_SUFFIX = ".sig"
SIGNATURE_NAMES = ("model.sig",)
"""Besides ``<artifact>.sig``, the file name model-signing's command line writes by default, next to the model."""
SIGNING_HINT = 'signing needs the model-signing package: pip install "pt2-serde[signing]"'


@functools.cache
def tool() -> str:
    """``pt2-serde <version>``, as records and manifests name the writer (read once: every record names it)."""
    try:
        return f"pt2-serde {version('pt2-serde')}"
    except PackageNotFoundError:  # a checkout on sys.path without an install
        return "pt2-serde (not installed)"


def signature_paths(store: Store, path: str) -> tuple[str, ...]:
    """Where an OpenSSF model-signing signature of the object at ``path`` sits if it has one, in the order
    they are looked for: ``<path>.sig``, then ``model.sig`` beside it."""
    directory = path.rsplit("/", 1)[0] if "/" in path else ""
    return (path + SIGNATURE_SUFFIX, *(store.join(directory, name) for name in SIGNATURE_NAMES))


def signature_notice(
    store: Store, path: str, output_url: str, *, listed: Collection[str] | None = None
) -> dict[str, Any] | None:
    """If an OpenSSF model-signing signature sits next to the input at ``path`` (``<name>.sig`` or
    ``model.sig``), what the rewrite means for it: it covers the original's bytes, not ``output_url``'s.
    ``listed``: the signatures a listing of the input's folder showed (from :func:`signature_paths`), so
    that no request per artifact asks for them; None asks the store."""
    places = signature_paths(store, path)
    if listed is not None:
        found = next((place for place in places if place in listed), None)
    else:
        found = next((place for place in places if store.exists(place)), None)
    if found is None:
        return None
    return {
        "original_signature": store.url(found),
        "covers_output": False,
        "message": f"{store.url(found)} signs the original bytes; it does not cover {output_url}: sign the output "
        "again (pt2-serde migrate/upgrade --signing-key KEY does, with model-signing installed)",
        "signed": None,
    }


def sign_output(store: Store, path: str, private_key: str) -> str:
    """Sign the output at ``path`` (local disk) with model-signing and the elliptic-curve ``private_key`` (a
    PEM file); the signature goes to ``<path>.sig``. Returns its URL."""
    if store.protocol != "file":
        raise UsageError(f"model-signing signs local files; {store.url(path)} is not one (sign it where it is read)")
    try:
        from model_signing import signing
    except ImportError as exc:
        raise UsageError(f"{SIGNING_HINT} ({exc})") from None
    signature = path + SIGNATURE_SUFFIX
    try:
        signer = signing.Config().use_elliptic_key_signer(private_key=private_key)  # type: ignore[no-untyped-call]
        signer.sign(path, signature)
    except (OSError, ValueError) as exc:
        raise UsageError(f"signing {store.url(path)} with {private_key} failed: {exc}") from None
    return store.url(signature)


def manifest_document(
    records: Iterable[MigrationRecord],
    *,
    path: str,
    target: str,
    manifest: Location | None = None,
) -> dict[str, Any]:
    """The manifest of a run: one entry per artifact record (``artifacts``), one per object that is not an
    artifact copied verbatim into the destination (``copies``: both sides have the same sha256); the other
    objects that are not artifacts are left out.

    With ``manifest`` (where the document will be written), every URL below the manifest's own folder is
    stored relative to it (``model/x.pt2``), so a tree moved or copied together with its manifest still
    verifies; URLs elsewhere stay absolute."""
    relative = _relativizer(manifest)
    entries, copies = [], []
    for record in records:
        if record.status == Status.COPIED:
            copies.append(
                {
                    "input": relative(record.url),
                    "output": relative(record.output),
                    "sha256": record.output_sha256,
                    "status": record.status,
                }
            )
        if record.error_type == "NotAnArtifact" or record.status == Status.COPIED:
            continue
        entries.append(
            {
                "input": relative(record.url),
                "input_sha256": record.input_sha256,
                "output": relative(record.output),
                "output_sha256": record.output_sha256,
                "status": record.status,
                "from": record.from_version,
                "to": record.to_version,
                "steps": list(record.steps),
                "backup": relative(record.backup),
                "backup_sha256": record.backup_sha256,
                "signature": record.signature,
                "tool": record.tool,
            }
        )
    return {
        "format": MANIFEST_FORMAT,
        "tool": tool(),
        "created": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "path": path,
        "target": target,
        "relative_to": "the manifest's folder" if manifest is not None else None,
        "artifacts": entries,
        "copies": copies,
    }


def _relativizer(manifest: Location | None) -> Any:
    """A function giving a URL relative to the manifest's folder when it lies below it, else the URL."""
    if manifest is None:
        return lambda url: url
    store, path, storage_options = manifest.store, manifest.path, manifest.options
    folder = path.rsplit("/", 1)[0] if "/" in path else ""

    def relative(url: str | None) -> str | None:
        if url is None:
            return None
        try:
            other, other_path = open_store(url, **(storage_options or {}))
        except (SerdeError, ValueError, ImportError):
            return url
        if other.fs is not store.fs or not folder or not other_path.startswith(folder + "/"):
            return url
        return other_path[len(folder) + 1 :]

    return relative


def write_manifest(manifest: Location, document: dict[str, Any], *, replace: bool = False) -> None:
    """Write the manifest ``document`` to ``manifest`` (any fsspec URL). An existing object there is refused
    (:class:`serde.UsageError`: a manifest is an audit record) unless ``replace``."""
    store, path, url = manifest.store, manifest.path, manifest.given
    mode = WriteMode.OVERWRITE if replace else WriteMode.CREATE
    try:
        store.write_bytes(path, (json.dumps(document, indent=1) + "\n").encode("utf-8"), mode)
    except PreconditionFailedError:
        raise UsageError(_refuse_existing_manifest(url)) from None


def _refuse_existing_manifest(url: str) -> str:
    """The message refusing to replace the manifest at ``url``."""
    forced = spell("replace_manifest=True", "--force")
    return f"the manifest {url} exists; a manifest is an audit record: choose another URL, or pass {forced}"


def check_manifest_target(manifest: Location, *, replace: bool = False) -> None:
    """Refuse, before a run starts, a manifest URL that is already taken (unless ``replace``)."""
    if not replace and manifest.store.exists(manifest.path):
        raise UsageError(_refuse_existing_manifest(manifest.given))


@dataclass(frozen=True)
class ManifestCheck:
    """One object a manifest names, checked again: ``ok``, ``changed`` (other bytes), ``missing``,
    ``unreadable`` or ``refused`` (outside the allowed roots, or not a regular file: ``actual`` then holds why)."""

    role: str
    """``output``, ``backup`` or ``input`` (an input kept unchanged beside its output)."""
    url: str
    status: str
    expected: str
    actual: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "role": self.role,
            "url": self.url,
            "status": self.status,
            "expected": self.expected,
            "actual": self.actual,
        }


def _check(role: str, url: str, expected: str, options: dict[str, Any]) -> ManifestCheck:
    store, path = open_store(url, **options)
    try:
        listed = local_tree(path) if store.protocol == "file" else [(path, store.stat(path))]
        if not listed:
            return ManifestCheck(role, url, "missing", expected)
        if listed[0][0] != path or len(listed) != 1:
            return ManifestCheck(role, url, "unreadable", expected, "a folder, not an object: not opened")
        state = listed[0][1]
        if not state.is_regular:
            return ManifestCheck(role, url, "unreadable", expected, f"a {state.kind}, not a regular file: not opened")
        actual = store.sha256(path)
    except (NotFoundError, FileNotFoundError):
        return ManifestCheck(role, url, "missing", expected)
    return ManifestCheck(role, url, "ok" if actual == expected else "changed", expected, actual)


def _root_of(url: str) -> tuple[str, str]:
    """``(protocol, path)`` of a URL as a root that other URLs must fall under."""
    store, path = open_store(url)
    return store.protocol, path.rstrip("/")


def _manifest_root(url: str) -> tuple[str, str]:
    """The root a manifest may name objects below without ``--root``: its bucket on an object store (one
    owner's namespace), its folder on local disk."""
    protocol, path = _root_of(url)
    if protocol in ("file", "memory"):
        return protocol, path.rsplit("/", 1)[0]
    return protocol, path.split("/", 1)[0]


def _outside(url: str, roots: list[tuple[str, str]]) -> str | None:
    """Why ``url`` is not under one of ``roots`` (None when it is)."""
    parts = url.replace("\\", "/").split("/")
    if ".." in parts or "." in parts[1:]:
        return "it has a '..' or '.' segment"
    try:
        protocol, path = _root_of(url)
    except (SerdeError, ValueError, ImportError) as exc:
        return f"it is not a store URL pt2-serde opens ({exc})"
    if any(protocol == root_protocol and _below(protocol, path, root) for root_protocol, root in roots):
        return None
    return "it is outside the manifest's folder and every --root"


def _below(protocol: str, path: str, root: str) -> bool:
    """Whether ``path`` lies strictly below ``root``, component by component; on local disk both resolved to
    their real paths first, so that a link to a folder elsewhere (beside the manifest, or anywhere on the way)
    leads outside."""
    if protocol == "file":
        real, real_root = os.path.realpath(path), os.path.realpath(root)
        return real != real_root and os.path.commonpath([real, real_root]) == real_root
    parts, root_parts = path.split("/"), root.split("/")
    return len(parts) > len(root_parts) and parts[: len(root_parts)] == root_parts and "" not in parts


def verify_manifest(
    url: str,
    storage_options: dict[str, Any] | None = None,
    *,
    roots: Iterable[str] = (),
    allow_outside: bool = False,
) -> list[ManifestCheck]:
    """Stream every output, backup and separate input a manifest names and compare its sha256 with the
    manifest's. A document that is not a pt2-serde manifest is a :class:`ContainerError`.

    A manifest is untrusted input too: only URLs below the manifest's own folder (its bucket, on an object
    store) or one of ``roots`` are opened (``allow_outside=True`` opens any), and on local disk only regular
    files (never a link, a FIFO or a device); any other entry is reported ``refused`` without being touched."""
    options = dict(storage_options or {})
    allowed = [_manifest_root(url)] + [_root_of(root) for root in roots]
    store, path = open_store(url, **options)
    size = store.stat(path).size
    if size > MAX_MANIFEST_BYTES:
        raise ContainerError(f"a manifest of {size} bytes (more than {MAX_MANIFEST_BYTES}); not read", source=url)
    try:
        document = parse_json(store.read_bytes(path))
    except ValueError as exc:
        raise ContainerError(f"not a JSON manifest: {exc}", source=url) from None
    if not isinstance(document, dict) or document.get("format") != MANIFEST_FORMAT:
        raise ContainerError(f"not a {MANIFEST_FORMAT} manifest", source=url)
    folder = path.rsplit("/", 1)[0] if "/" in path else ""
    checks = []

    def located(where: Any) -> Any:
        """An entry's URL: one relative to the manifest's folder resolved below it; absolute ones as they are."""
        if not isinstance(where, str) or "://" in where or where.startswith("/"):
            return where
        return store.url(store.join(folder, where))

    wanted: list[tuple[str, Any, Any]] = []
    for entry in document.get("artifacts") or []:
        if not isinstance(entry, dict) or entry.get("status") != Status.MIGRATED:
            continue
        wanted.append(("output", located(entry.get("output")), entry.get("output_sha256")))
        wanted.append(("backup", located(entry.get("backup")), entry.get("backup_sha256")))
        if entry.get("input") != entry.get("output"):
            wanted.append(("input", located(entry.get("input")), entry.get("input_sha256")))
    for entry in document.get("copies") or []:  # objects that are not artifacts, copied verbatim
        if isinstance(entry, dict) and entry.get("status") == Status.COPIED:
            wanted.append(("copy", located(entry.get("output")), entry.get("sha256")))
            wanted.append(("input", located(entry.get("input")), entry.get("sha256")))
    for role, where, expected in wanted:
        if isinstance(where, str) and isinstance(expected, str):
            reason = None if allow_outside else _outside(where, allowed)
            if reason is not None:
                checks.append(ManifestCheck(role, where, "refused", expected, f"not opened: {reason}"))
                continue
            try:
                checks.append(_check(role, where, expected, options))
            except SerdeError as exc:
                checks.append(ManifestCheck(role, where, "unreadable", expected, str(exc)))
    return checks
