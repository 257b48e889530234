"""The objects of a mirrored tree that are not artifacts (``config.json``, ``README.md``, tokenizers, sidecar
files): copied verbatim into the destination, as ``aws s3 sync`` copies them, unless the run is
``artifacts_only``.

A copy is streamed chunk by chunk from the version the listing saw (its size told to the writer, so no store
spools it, and a byte more or less publishes nothing), then checked: the published object must have the size
the source was listed with. It is skipped when the destination already holds the object as it is: the same
size and, where both stores report times, a modification time no older than the source's (the rule of
``aws s3 sync``); with ``checksum``, or where a store reports no times, the same sha256, streamed from both.
Nothing in the object is read for meaning: it is never parsed or unpickled. Only what the listing calls a
regular file is copied (a symbolic link is one only where ``follow_symlinks`` resolved it inside the tree);
links, FIFOs, sockets and devices stay skipped, never opened.
"""

from __future__ import annotations

import hashlib

from backends.state import ObjectState, WriteMode
from backends.store import Store
from serde.errors import StorageError
from serde.jobs.records import MigrationRecord, Status

__all__ = ["COPIED", "NOT_ARTIFACT", "UP_TO_DATE", "copy_verbatim"]

NOT_ARTIFACT = "not a torch.export artifact"
"""The reason of an object that is not an artifact, left alone (in place, or ``artifacts_only``)."""
COPIED = "not a torch.export artifact: copied verbatim"
UP_TO_DATE = "not a torch.export artifact: its copy is up to date"


def copy_verbatim(
    store: Store,
    path: str,
    state: ObjectState,
    out_store: Store,
    out_path: str,
    existing: ObjectState | None,
    record: MigrationRecord,
    *,
    checksum: bool = False,
    dry_run: bool = False,
    content: bytes | None = None,
) -> None:
    """Copy the object at ``path`` (listed as ``state``) to ``out_path`` (holding ``existing``, None if
    nothing) and say so in ``record``: ``copied``, or ``skipped`` when the copy is up to date. ``content`` is
    the object's bytes when the caller read it whole as ``state`` lists it: they are written (and hashed) as
    they are instead of being read again."""
    if not state.is_regular:
        record.status, record.error_type, record.reason = Status.SKIPPED, "NotAnArtifact", f"a {state.kind}: not copied"
        return
    record.bytes_in = state.size
    record.output = out_store.url(out_path)
    if existing is not None and _up_to_date(store, path, state, out_store, out_path, existing, checksum, content):
        record.status, record.reason = Status.SKIPPED, UP_TO_DATE
        record.error_type = "NotAnArtifact"
        return
    record.status, record.reason = Status.COPIED, COPIED
    if dry_run:
        return
    metadata = store.metadata(path)
    if content is None:
        digest = out_store.copy_from(
            store, path, out_path, WriteMode.OVERWRITE, metadata=metadata, listed_size=state.size
        )
    else:
        with out_store.writer(out_path, WriteMode.OVERWRITE, metadata=metadata, size=len(content)) as handle:
            handle.write(content)
        digest = hashlib.sha256(content).hexdigest()
    written = out_store.stat(out_path)
    if written.size != state.size:
        raise StorageError(
            f"the copy holds {written.size} bytes where the source was listed with {state.size}",
            source=record.output,
        )
    record.input_sha256 = record.output_sha256 = digest
    record.bytes_out = written.size


def _up_to_date(
    store: Store,
    path: str,
    state: ObjectState,
    out_store: Store,
    out_path: str,
    existing: ObjectState,
    checksum: bool,
    content: bytes | None,
) -> bool:
    """Whether ``out_path`` holds the object already (see the module's rule); ``content``, the source's bytes
    where they were read, hashed instead of reading it again."""
    if not existing.is_regular or existing.size != state.size:
        return False
    if not checksum and existing.mtime is not None and state.mtime is not None:
        return existing.mtime >= state.mtime
    source_digest = store.sha256(path) if content is None else hashlib.sha256(content).hexdigest()
    return source_digest == out_store.sha256(out_path)
