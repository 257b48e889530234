"""Backups of originals replaced in place: written once, never overwritten, never migrated.

A backup of ``X`` is ``X<suffix>`` (``backup=".orig"``) or ``<prefix>/<relative path of X>``
(``backup="s3://b/backup/"``). Before its bytes are copied, a marker ``<backup>.pt2-serde-backup.json``
is created beside it, create-only: the marker claims the name. When the name is taken (an earlier run's
backup, or anyone's file), the next free one is used: ``X.orig.1``, ``X.orig.2``, and so on; a claim whose
copy finds the name taken is withdrawn. The backup itself is copied create-only, with the original's
permissions (local disk) or Content-Type and user metadata (S3, GCS); the marker then records its name,
size and sha256, which also go into the migration report.

A listing trusts a marker only when it is consistent (:func:`consistent_backups`): a small JSON document of
:data:`MARKER_FORMAT` naming the very object beside it, whose size and sha256 are the recorded ones. Only
then is the object left out of every later run, whatever its flags; a stray or forged marker hides nothing,
and a file that merely carries the marker suffix but is no marker is an ordinary object. Backups written
before this format (:func:`legacy_backups`) cannot be verified either way: they are never rewritten, and
every run reports them instead of hiding them.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from backends.state import ObjectMetadata, ObjectState, WriteMode
from backends.store import Store, open_store
from serde.errors import PreconditionFailedError, SerdeError, StorageError
from serde.untrusted.formats import parse_json

__all__ = [
    "Backup",
    "LEGACY_KEYS",
    "LEGACY_REASON",
    "MARKER_FORMAT",
    "MARKER_SUFFIX",
    "MAX_MARKER_BYTES",
    "MAX_NUMBERED",
    "consistent_backups",
    "is_backup",
    "is_marker",
    "legacy_backups",
    "read_marker",
    "write_backup",
]


MARKER_SUFFIX = ".pt2-serde-backup.json"
"""Appended to a backup's name to name its marker."""
MARKER_FORMAT = "pt2-serde-backup/1"
MAX_MARKER_BYTES = 64 * 1024
"""Markers are a few hundred bytes; a larger file of that name is not read."""
MAX_NUMBERED = 1000


@dataclass(frozen=True)
class Backup:
    """A backup written: where, and the sha256 of its bytes."""

    url: str
    sha256: str


def is_marker(path: str) -> bool:
    """Whether ``path`` is a backup's marker."""
    return path.endswith(MARKER_SUFFIX)


def _marker_json(store: Store, marker: str, size: int | None = None) -> dict[str, Any] | None:
    """The JSON object a marker-sized file at ``marker`` holds, or None (too large, not a JSON object)."""
    try:
        size = store.stat(marker).size if size is None else size
        if size > MAX_MARKER_BYTES:
            return None
        document = parse_json(store.read_range(marker, 0, size))
    except (SerdeError, ValueError):
        return None
    return document if isinstance(document, dict) else None


def read_marker(store: Store, marker: str, size: int | None = None) -> dict[str, Any] | None:
    """The marker document at ``marker``, or None when it is not one (too large, not JSON, another format)."""
    document = _marker_json(store, marker, size)
    return document if document is not None and document.get("format") == MARKER_FORMAT else None


def _consistent(store: Store, named: str, document: dict[str, Any], size: int | None) -> bool:
    """Whether ``document`` describes the object ``named``: its name, its size and its sha256."""
    if document.get("backup") != named.rsplit("/", 1)[-1] or size is None or document.get("size") != size:
        return False
    try:
        return store.sha256(named) == document.get("sha256")
    except SerdeError:
        return False


def consistent_backups(store: Store, listed: dict[str, ObjectState]) -> set[str]:
    """The markers among ``listed`` (a listing: path -> state) that are markers, and the objects they name
    when consistent (see the module docstring): what a run leaves out."""
    left_out: set[str] = set()
    for marker, state in listed.items():
        if not is_marker(marker):
            continue
        document = read_marker(store, marker, state.size)
        if document is None:
            continue
        left_out.add(marker)
        named = marker[: -len(MARKER_SUFFIX)]
        named_state = listed.get(named)
        if _consistent(store, named, document, named_state.size if named_state else None):
            left_out.add(named)
    return left_out


LEGACY_KEYS = frozenset({"backup_of", "created"})
"""The marker pt2-serde wrote before :data:`MARKER_FORMAT`: where the backup came from and when, nothing more."""
LEGACY_REASON = (
    "a backup an earlier pt2-serde wrote (its marker predates recorded sizes and digests, so it cannot be "
    "verified): never rewritten or mirrored; remove its marker {marker} to treat it as an ordinary file"
)


def legacy_backups(store: Store, listed: dict[str, ObjectState]) -> dict[str, str]:
    """The objects among ``listed`` that a marker of the earlier format names, each with its marker: they
    cannot be verified, so a run neither trusts the marker to hide them nor treats them as inputs to rewrite;
    ``migrate`` reports each as ``skipped`` (``LegacyBackup``) and leaves it as it is."""
    found: dict[str, str] = {}
    for marker, state in listed.items():
        named = marker[: -len(MARKER_SUFFIX)]
        if not is_marker(marker) or named not in listed:
            continue
        document = _marker_json(store, marker, state.size)
        if document is not None and set(document) == LEGACY_KEYS:
            found[named] = marker
    return found


def is_backup(store: Store, path: str) -> bool:
    """Whether ``path`` is a marker, or an object a consistent marker names (requests: the marker's)."""
    if is_marker(path):
        return read_marker(store, path) is not None
    document = read_marker(store, path + MARKER_SUFFIX)
    if document is None:
        return False
    try:
        size: int | None = store.stat(path).size
    except SerdeError:
        size = None
    return _consistent(store, path, document, size)


def _base(store: Store, spec: str, path: str, relative: str, options: dict[str, object]) -> tuple[Store, str]:
    if spec.endswith("/"):
        backup_store, prefix = open_store(spec, **options)
        return backup_store, backup_store.join(prefix, relative)
    return store, path + spec


def write_backup(
    store: Store, path: str, relative: str, spec: str, metadata: ObjectMetadata, options: dict[str, object]
) -> Backup:
    """Copy the object at ``path`` to its first free backup name (see the module docstring)."""
    backup_store, base = _base(store, spec, path, relative, options)
    for number in range(MAX_NUMBERED):
        candidate = base if number == 0 else f"{base}.{number}"
        claim: dict[str, Any] = {"format": MARKER_FORMAT, "backup_of": store.url(path)}
        claim["backup"] = candidate.rsplit("/", 1)[-1]
        claim["created"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        marker = candidate + MARKER_SUFFIX
        try:
            backup_store.write_bytes(marker, json.dumps(claim).encode(), WriteMode.CREATE)
        except PreconditionFailedError:
            continue
        try:
            digest = backup_store.copy_from(store, path, candidate, WriteMode.CREATE, metadata=metadata)
        except PreconditionFailedError:
            backup_store.delete(marker)  # the name is someone else's: withdraw the claim, never hide their file
            continue
        claim.update(sha256=digest, size=backup_store.stat(candidate).size)
        backup_store.write_bytes(marker, json.dumps(claim).encode(), WriteMode.OVERWRITE)
        return Backup(backup_store.url(candidate), digest)
    raise StorageError(
        f"no free backup name: {base} and {MAX_NUMBERED - 1} numbered ones exist", source=store.url(path)
    )
