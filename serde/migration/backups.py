"""Backups of originals replaced in place: written once, never overwritten, never migrated.

A backup of ``X`` is ``X<suffix>`` (``backup=".orig"``) or ``<prefix>/<relative path of X>``
(``backup="s3://b/backup/"``). Before its bytes are copied, a marker ``<backup>.pt2-serde-backup.json``
is created beside it, create-only: the marker claims the name and tells every later run, whatever its
flags, that the object is a backup, so listings leave it out (see :func:`backup_names`). When the name is
taken (an earlier run's backup, or anyone's file), the next free one is used: ``X.orig.1``, ``X.orig.2``,
and so on. The backup itself is copied create-only, with the original's permissions (local disk) or
Content-Type and user metadata (S3, GCS), and its sha256 goes into the migration report.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from dataclasses import dataclass

from backends.state import ObjectMetadata, WriteMode
from backends.store import Store, open_store
from serde.errors import PreconditionFailedError, StorageError

MARKER_SUFFIX = ".pt2-serde-backup.json"
"""Appended to a backup's name to name its marker."""
MAX_NUMBERED = 1000


@dataclass(frozen=True)
class Backup:
    """A backup written: where, and the sha256 of its bytes."""

    url: str
    sha256: str


def is_marker(path: str) -> bool:
    """Whether ``path`` is a backup's marker."""
    return path.endswith(MARKER_SUFFIX)


def backup_names(paths: Iterable[str]) -> set[str]:
    """The backups and markers among ``paths`` (a listing): every marker, and every path a marker names."""
    markers = {p for p in paths if is_marker(p)}
    return markers | {m[: -len(MARKER_SUFFIX)] for m in markers}


def is_backup(store: Store, path: str) -> bool:
    """Whether ``path`` is a backup or a marker (one request: the marker's existence)."""
    return is_marker(path) or store.exists(path + MARKER_SUFFIX)


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
        marker = json.dumps(
            {"backup_of": store.url(path), "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
        ).encode()
        try:
            backup_store.write_bytes(candidate + MARKER_SUFFIX, marker, WriteMode.CREATE)
        except PreconditionFailedError:
            continue
        try:
            digest = backup_store.copy_from(store, path, candidate, WriteMode.CREATE, metadata=metadata)
        except PreconditionFailedError:
            continue
        return Backup(backup_store.url(candidate), digest)
    raise StorageError(
        f"no free backup name: {base} and {MAX_NUMBERED - 1} numbered ones exist", source=store.url(path)
    )
