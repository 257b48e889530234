"""``serde.migrate``: list the artifacts under a path, migrate each on a pool of workers, report as it goes."""

from __future__ import annotations

import datetime
import os
import time
from collections.abc import Callable, Iterator
from typing import Any

from backends.publish import TEMP_PREFIX, TEMP_SUFFIX
from backends.state import ObjectState
from backends.store import Store, open_store
from serde.errors import NotFoundError, SerdeError, UnwritableError, UsageError, spell
from serde.jobs.backups import LEGACY_REASON, MARKER_SUFFIX, consistent_backups, is_backup, legacy_backups
from serde.jobs.cleanup import is_temporary, remove_stale_temporaries
from serde.jobs.executors import run_bounded
from serde.jobs.provenance import check_manifest_target, manifest_document, tool, write_manifest
from serde.jobs.records import MigrationRecord, MigrationReport, ReportSink, Status
from serde.jobs.sources import read_source_record
from serde.jobs.task import MigrationConfig, migrate_one
from serde.jobs.verify import VERIFY_MODES
from serde.releases.catalog import default_target, resolve_target
from serde.schema.versions.number import VersionLike

_GLOB_CHARS = set("*?[")


def _glob_base(path: str) -> str:
    """The directory part of a glob before its first wildcard."""
    parts = path.split("/")
    fixed = []
    for part in parts:
        if _GLOB_CHARS & set(part):
            break
        fixed.append(part)
    return "/".join(fixed)


def list_candidates(
    store: Store,
    root: str,
    excluded: Callable[[str], bool],
    *,
    remove_stale: bool = True,
    backup_suffix: str | None = None,
    follow_symlinks: bool = False,
) -> tuple[str, list[tuple[str, str, ObjectState]], int]:
    """The base the relative names are taken from, (path, relative, listed state) for every candidate, and
    how many objects the listing found before backups, markers and pt2-serde's own files were left out.

    Backups with consistent markers, and the markers, are never candidates, whatever the run's flags (see
    :mod:`serde.jobs.backups`): a directory listing holds the markers of the backups it holds; a glob
    is matched once more with the marker suffix; a single file is checked for a marker. ``remove_stale``
    deletes local temporaries left by runs that died (read-only callers pass False). With ``backup_suffix``
    (an in-place run keeping backups as ``X<suffix>``), a candidate whose backup name is already taken by an
    object that is not a consistent backup is a :class:`UsageError` before anything starts: the run would
    otherwise leave that object out as if it were a backup.
    """
    listed = store.find_with_state(root, follow_symlinks=follow_symlinks)
    found = [p for p, _ in listed]
    single = len(found) == 1 and store.strip(root).rstrip("/") == found[0].rstrip("/")
    backups = consistent_backups(store, dict(listed))
    if _GLOB_CHARS & set(root):
        base = _glob_base(root)
        markers = store.find_with_state(root.rstrip("/") + MARKER_SUFFIX)
        backups |= consistent_backups(store, {**dict(listed), **dict(markers)})
    elif single:
        base = found[0].rsplit("/", 1)[0]
        if is_backup(store, found[0]):
            backups.add(found[0])
    else:
        base = root
    if remove_stale and store.protocol == "file":
        remove_stale_temporaries([p for p in found if is_temporary(p)])
    items = [
        (p, store.relative(base, p), state)
        for p, state in listed
        if not is_temporary(p) and p not in backups and not excluded(p)
    ]
    if backup_suffix:
        present = set(found)
        kept = set(legacy_backups(store, dict(listed)))  # an earlier pt2-serde's backups: never rewritten
        taken = [p + backup_suffix for p, _, _ in items if p + backup_suffix in present - backups - kept]
        if taken:
            shown = ", ".join(store.url(t) for t in taken[:3]) + (
                f" and {len(taken) - 3} more" if len(taken) > 3 else ""
            )
            raise UsageError(
                f"the backup suffix {backup_suffix!r} names existing objects that are not pt2-serde backups "
                f"({shown}); choose another suffix or a backup prefix ending in '/'"
            )
    return base, items, len(found)


def migrate(
    path: str,
    *,
    to: VersionLike | None = None,
    dest: str | None = None,
    format: str | None = None,
    layout: str | None = None,
    dry_run: bool = False,
    lossy: bool = False,
    decompose: bool = False,
    workers: int | None = None,
    executor: Any = None,
    max_failures: int | None = None,
    report: str | None = None,
    verify: str = "schema",
    backup: str | None = None,
    storage_options: dict[str, Any] | None = None,
    dest_storage_options: dict[str, Any] | None = None,
    trust_pickles: bool = False,
    max_uncompressed: int | None = None,
    progress: Callable[[MigrationRecord], None] | None = None,
    on_total: Callable[[int], None] | None = None,
    allow_empty: bool = False,
    stop: Callable[[], str | None] | None = None,
    manifest: str | None = None,
    signing_key: str | None = None,
    follow_symlinks: bool = False,
    checksum: bool = False,
    allow_in_place: bool = True,
    replace_manifest: bool = False,
) -> MigrationReport:
    """Migrate every artifact under ``path`` (file, directory, glob or bucket prefix on any fsspec URL).

    Each artifact is upgraded to ``to`` (as in :func:`serde.upgrade`; by default, the schema of the installed
    torch release, so the outputs load in the torch at hand: see
    :func:`serde.releases.catalog.default_target`; an artifact newer than that default is left as it is and
    reported with the command that would downgrade it, while an explicit ``to`` downgrades it), written to
    ``dest`` (mirroring relative paths) or in place (compare-and-swap against the state it was read in; a concurrent
    change fails that artifact as "changed underneath"), after its output has been read back and
    verified (``verify``: ``"schema"``, ``"torch"`` or ``"none"``). ``backup`` keeps originals of
    in-place migrations (a suffix such as ``".orig"``, or a URL prefix ending in ``/``). Artifacts
    already at the target are skipped, so a re-run after a crash finishes the rest. Into ``dest``, each
    container output records its source (URL, size, sha256, version token; :mod:`serde.jobs.sources`),
    so a re-run skips an output whose source is unchanged for a listing and two small reads, and migrates
    again one whose source changed since (its record's ``reason`` says it replaced a stale output);
    ``checksum`` hashes every source instead of trusting an unchanged version token.

    ``storage_options`` go to fsspec for the source (and for in-place outputs and backups);
    ``dest_storage_options``, when given, for ``dest`` instead (S3 to GCS, or two accounts), and then for the
    report and the manifest too.

    Without ``dest``, the originals are rewritten in place: by default (``allow_in_place=True``) the library
    does so as asked, keeping originals only with ``backup``; ``allow_in_place=False`` refuses an in-place run
    without ``backup`` (:class:`serde.UsageError`, before anything is read): the guard the command line
    applies when no terminal can answer its question (``--yes`` lifts it there). A dry run is never refused.

    A target older than an artifact runs the downgraders (``lossy`` and ``decompose`` as in
    :func:`serde.upgrade`). ``dry_run`` computes the plan from the real current state without writing. Every
    pickle an output carries or torch would load is screened first; an unsafe one makes the artifact ``refused``
    (``UnsafePickleError``) unless ``trust_pickles``. ``max_uncompressed`` caps what each zip may
    decompress to (default: proportional to its size). One JSON line per artifact goes
    to ``report`` as the run goes; ``max_failures`` stops the job early. ``on_total`` hears the number
    of objects found, ``progress`` each record as it completes. Work runs on a thread pool,
    or on ``executor`` (any ``concurrent.futures.Executor`` or a ``dask.distributed.Client``). A path
    that holds nothing (a missing directory, prefix or bucket, or a glob matching no object) raises
    :class:`serde.NotFoundError` naming it unless ``allow_empty`` (a path holding only backups is not
    empty: it migrates nothing). Objects that are not artifacts (checkpoints, pickles, images, text) are
    ``skipped`` as ``NotAnArtifact``, never unpickled; a single file named as ``path`` that is not an
    artifact is ``failed``.

    Every record carries the sha256 of its input and of its output (computed as it streams), the
    pt2-serde version and the step chain. ``manifest`` writes them once the run ends, as one JSON
    document (:mod:`serde.jobs.provenance`; ``pt2-serde verify-manifest`` checks the store against it later).
    When an OpenSSF model-signing signature sits next to an input, its record says the signature does not
    cover the output; with ``signing_key`` (a PEM private key; needs ``model-signing``) the output is signed.
    URLs below the manifest's folder are stored relative to it, so a tree moved with its manifest verifies;
    an existing manifest is refused before the run starts unless ``replace_manifest``.

    On local disk only regular files are read: symbolic links inside the tree are reported as ``skipped``
    unless ``follow_symlinks``, which follows those that lead to a regular file inside the tree (never
    outside it); FIFOs, sockets and devices are always skipped, never opened.

    ``stop`` lets a signal handler or another thread end the run cleanly: it is asked before each
    artifact is started, and once it returns a reason (such as ``"SIGINT"``) nothing more is started,
    the artifacts in flight finish (each is published atomically or not at all), their records are
    written, and the report comes back with ``interrupted`` set to that reason.
    """
    if verify not in VERIFY_MODES:
        raise UsageError(f"verify must be one of {VERIFY_MODES}")
    if manifest is not None and dry_run:
        raise UsageError("a manifest records what was written; a dry run writes nothing")
    options = dict(storage_options or {})
    out_options = dict(options if dest_storage_options is None else dest_storage_options)
    written_options = out_options if dest is not None else options  # the report's and the manifest's
    if manifest is not None:
        check_manifest_target(manifest, written_options, replace=replace_manifest)
    if backup is not None and not backup.strip():
        raise UsageError("backup must be a suffix such as '.orig' or a URL prefix ending in '/', not empty")
    if not allow_in_place and dest is None and not backup and not dry_run:
        raise UsageError(
            f"migrating {path} in place would rewrite the originals with no backup and allow_in_place=False; "
            "pass dest=..., backup='.orig' (or a prefix ending in '/'), or allow_in_place=True"
        )
    if to is None:
        target, torch_release = default_target()
        if torch_release is None and dest is None and not dry_run:
            raise UsageError(
                f"migrating {path} in place needs {spell('to=', '--to')} when torch is not installed: name the "
                "schema (8.20) or torch release (2.4.1) the originals must be rewritten for"
            )
    else:
        target, torch_release = resolve_target(to), None
    store, root = open_store(path, **options)
    excluded = _exclusions(
        store,
        options,
        backup,
        (report, written_options, False),
        (dest, out_options, True),
        (manifest, written_options, False),
    )
    in_place_suffix = backup if backup and not backup.endswith("/") and dest is None and not dry_run else None
    base, items, listed = list_candidates(
        store, root, excluded, backup_suffix=in_place_suffix, follow_symlinks=follow_symlinks
    )
    legacy = legacy_backups(store, {item_path: state for item_path, _, state in items})
    if not listed and not allow_empty:
        what = "matches no object" if _GLOB_CHARS & set(root) else "holds no object (missing, or empty)"
        raise NotFoundError(
            f"nothing to migrate: {path} {what}; pass {spell('allow_empty=True', '--allow-empty')} if expected"
        )
    if items and not dry_run:
        _preflight(dest, store, base, backup, options, out_options)
    if on_total is not None:
        on_total(len(items))
    dest_states = _listed_outputs(dest, out_options) if dest is not None else None
    config = MigrationConfig(
        target=target,
        root=store.url(base),
        dest=dest,
        format=format,
        layout=layout,
        dry_run=dry_run,
        lossy=lossy,
        decompose=decompose,
        verify=verify,
        backup=backup,
        storage_options=options,
        dest_storage_options=out_options,
        trust_pickles=trust_pickles,
        max_uncompressed=max_uncompressed,
        explicit_file=len(items) == 1 and not _GLOB_CHARS & set(root) and store.strip(root) == items[0][0],
        signing_key=signing_key,
        dest_listed=dest_states is not None,
        checksum=checksum,
        default_target=to is None,
    )
    result = MigrationReport(path=path, target=str(target), dry_run=dry_run, torch_release=torch_release)
    if dest is not None and dest_states is not None:
        sources = {relative for _, relative, _ in items}
        result.orphans = _orphans(dest_states, sources, dest, out_options, report, manifest)
    header = {
        "tool": tool(),
        "started": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "path": path,
        "target": str(target),
        "dest": dest,
        "dry_run": dry_run,
    }
    sink = ReportSink(report, written_options, header) if report else None
    failures = 0

    def too_many_failures() -> bool:
        return max_failures is not None and failures >= max_failures

    def should_stop() -> bool:
        return too_many_failures() or (stop is not None and stop() is not None)

    def arguments() -> Iterator[tuple[str, str, MigrationConfig, ObjectState, ObjectState | None]]:
        for item_path, relative, state in items:
            if item_path not in legacy:
                yield store.url(item_path), relative, config, state, (dest_states or {}).get(relative)

    for item_path, marker in sorted(legacy.items()):  # reported, never handed to a task that could rewrite them
        kept = MigrationRecord(url=store.url(item_path), status=Status.SKIPPED, to_version=str(target), dry_run=dry_run)
        kept.error_type, kept.reason = "LegacyBackup", LEGACY_REASON.format(marker=store.url(marker))
        result.records.append(kept)
        if sink is not None:
            sink.write(kept)
        if progress is not None:
            progress(kept)

    started = time.perf_counter()
    try:
        for record in run_bounded(
            migrate_one, arguments(), executor=executor, workers=workers, should_stop=should_stop
        ):
            result.records.append(record)
            failures += record.status == Status.FAILED
            if sink is not None:
                sink.write(record)
            if progress is not None:
                progress(record)
    finally:
        result.seconds = time.perf_counter() - started
        unfinished = len(result.records) < len(items)
        result.stopped_early = too_many_failures() and unfinished
        if stop is not None and unfinished:
            result.interrupted = stop()
        if sink is not None:
            sink.close()
        if manifest is not None:
            document = manifest_document(
                result.records, path=path, target=str(target), manifest=manifest, storage_options=written_options
            )
            write_manifest(manifest, document, written_options, replace=replace_manifest)
    return result


def _preflight(
    dest: str | None,
    store: Store,
    base: str,
    backup: str | None,
    options: dict[str, Any],
    out_options: dict[str, Any],
) -> None:
    """Before the first artifact: write and remove one small probe object where outputs (and backups kept
    under a prefix) go, so that a destination that cannot be written (permissions, a read-only file system
    or bucket, a missing bucket) fails the run with one message instead of once per artifact after each was
    upgraded. The probe is named as pt2-serde's temporaries are, which listings leave out."""
    places = []
    if dest is not None:
        places.append(open_store(dest, **out_options))
    else:
        places.append((store, base))
    if backup and backup.endswith("/"):
        places.append(open_store(backup, **options))
    for where, folder in places:
        probe = where.join(folder, f"{TEMP_PREFIX}{os.getpid()}-preflight{TEMP_SUFFIX}")
        try:
            where.write_bytes(probe, b"")
            where.delete(probe)
        except SerdeError as exc:
            raise UnwritableError(
                f"cannot write there ({exc.reason}); nothing was migrated: fix the permissions or the "
                "credentials, or choose another destination",
                source=where.url(folder),
            ) from None


def _listed_outputs(dest: str, options: dict[str, Any]) -> dict[str, ObjectState] | None:
    """What the destination holds, by path relative to it (one listing instead of a request per artifact), or
    None when it cannot be listed (each task then asks for its own output)."""
    try:
        out_store, root = open_store(dest, **options)
        return {out_store.relative(root, p): state for p, state in out_store.find_with_state(root)}
    except SerdeError:
        return None


def _orphans(
    dest_states: dict[str, ObjectState],
    sources: set[str],
    dest: str,
    options: dict[str, Any],
    *own: str | None,
) -> list[str]:
    """Outputs in the destination whose source is no longer listed (deleted or renamed since they were made):
    a mirror reports them rather than serving them silently. Containers count when they carry a source
    record; the run's own report and manifest never count."""
    out_store, root = open_store(dest, **options)
    mine = {out_store.strip(url) for url in own if url}
    orphans = []
    for relative, state in sorted(dest_states.items()):
        output = out_store.join(root, relative)
        if relative in sources or output in mine or is_temporary(output):
            continue
        if read_source_record(out_store, output, state) is not None:
            orphans.append(out_store.url(output))
    return orphans


def _same_store(store: Store, options: dict[str, Any], other: Store, other_options: dict[str, Any]) -> bool:
    """Whether two opened stores reach the same objects: the same instance, or the same protocol at the same
    endpoint (two sets of credentials for one bucket)."""
    if other.fs is store.fs:
        return True
    return other.protocol == store.protocol and options.get("endpoint_url") == other_options.get("endpoint_url")


def _exclusions(
    store: Store,
    options: dict[str, Any],
    backup: str | None,
    *others: tuple[str | None, dict[str, Any], bool],
) -> Callable[[str], bool]:
    """A predicate for objects under the root that are not inputs: backups, and the report, the destination
    and the manifest (``others``: each URL with its storage options, and whether it is a prefix) when they
    lie on the same store, even when reached with other options (other credentials for the same bucket)."""
    prefixes: list[str] = []
    exact: set[str] = set()
    suffix = backup if backup and not backup.endswith("/") else None
    backup_prefix = backup if backup and backup.endswith("/") else None
    for url, url_options, is_prefix in (*others, (backup_prefix, options, True)):
        if not url:
            continue
        other, other_path = open_store(url, **url_options)
        if not _same_store(store, options, other, url_options):
            continue
        normal = store.strip(other_path).rstrip("/")
        if is_prefix:
            prefixes.append(normal + "/")
        else:
            exact.add(normal)

    def excluded(candidate: str) -> bool:
        normal = store.strip(candidate)
        return (
            normal in exact
            or any(normal.startswith(p) for p in prefixes)
            or (suffix is not None and normal.endswith(suffix))
        )

    return excluded
