"""Writing artifacts: a container in any layout, or a bare program payload, to any store.

Containers are built as stored (uncompressed) zips with fixed timestamps, a stable member order and
member data aligned to 64 bytes as torch aligns them (:class:`serde.containers.zip_writer.StoredZip`), so
the same artifact always produces the same bytes. Blobs are streamed through, never unpickled, and
their CRC-32 is the one already known (a source member's, checked as it is read) rather than computed
again; the write is published only once complete (see :mod:`backends.publish`).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import IO, Any, cast

from backends.state import ObjectState, WriteMode
from backends.store import Store, merge_options, open_store
from serde.containers.artifact import Artifact
from serde.containers.blobs import Blob, BytesBlob, record_of
from serde.containers.convert import convert_members
from serde.containers.digest import Sha256
from serde.containers.layouts import (
    LEGACY_VERSION_MEMBER,
    PT2_BOOKKEEPING,
    ROLES,
    SOURCE_RECORD,
    Layout,
    default_layout,
    legacy_version_text,
)
from serde.containers.screen import screen
from serde.containers.zip_writer import Record, StoredZip
from serde.errors import StorageError, UsageError, spell
from serde.findings import Finding, NoteKind
from serde.program.codec import FORMATS, encode
from serde.untrusted.checksums import crc32

__all__ = [
    "HashingWriter",
    "JSON_FORMAT",
    "LastBytes",
    "PAYLOAD_LAYOUT",
    "Planned",
    "SourceRecord",
    "archive_name",
    "check_format",
    "members_left_out",
    "output_members",
    "plan",
    "plan_container",
    "resolve_layout",
    "save",
    "write_to_store",
]


@dataclass(frozen=True)
class LastBytes:
    """Bytes whose length is known now and whose content only once every other member was written: a
    conversion's source record, which carries the sha256 of the source computed from the reads that copied
    it (:mod:`serde.containers.digest`). ``produce`` is called once, when the writer reaches them."""

    size: int
    produce: Callable[[], bytes]


SourceRecord = bytes | LastBytes
"""A container's source record: its bytes, or :class:`LastBytes` for them."""


def _last_record(name: str, last: LastBytes) -> Record:
    """The archive record of ``last``: its CRC-32 and its bytes are made when the writer reaches it."""
    made: list[bytes] = []

    def content() -> bytes:
        if not made:
            data = last.produce()
            if len(data) != last.size:
                raise ValueError(f"{name}: {len(data)} bytes made, not the {last.size} laid out")
            made.append(data)
        return made[0]

    return Record(name, last.size, lambda: crc32(content()), lambda: iter([content()]), checked=True)


def resolve_layout(artifact: Artifact, layout: Layout | str | None) -> Layout:
    """The layout to write: as given, or the one torch writes for the artifact's schema version."""
    if layout is None:
        return default_layout(artifact.version)
    return Layout(layout) if not isinstance(layout, Layout) else layout


JSON_FORMAT = "format='json'"
PAYLOAD_LAYOUT = "layout='payload'"


def check_format(layout: Layout, format: str) -> None:
    """Refuse a format the layout cannot hold (containers hold JSON programs only)."""
    if format not in FORMATS:
        raise UsageError(f"unknown format {format!r}; choose one of {FORMATS}")
    if layout is not Layout.PAYLOAD and format != "json":
        raise UsageError(
            f"torch reads only JSON programs inside containers; use {spell(JSON_FORMAT, '--format json')} or "
            f"{spell(PAYLOAD_LAYOUT, '--layout payload')} for {format}"
        )


@dataclass(frozen=True)
class Planned:
    """An artifact's bytes laid out before any is written: their exact ``size`` (so that a store can be told
    it first, :meth:`backends.Store.writer`), the program's bytes as encoded, and a source of all the bytes
    in chunks, read once by :meth:`write`, and for a container the directory it was written with."""

    size: int
    program: bytes
    chunks: Callable[[], Iterator[bytes]]
    directory: Callable[[], list[tuple[str, int, int, int]]] | None = None
    """A container's records as its writer laid them out (:meth:`StoredZip.directory`, once written); None
    for a payload."""

    def write(self, handle: IO[bytes]) -> bytes:
        """Write the bytes into ``handle``; returns the program's bytes."""
        for block in self.chunks():
            handle.write(block)
        return self.program


def plan(
    artifact: Artifact,
    layout: Layout,
    format: str = "json",
    *,
    source_record: SourceRecord | None = None,
    members: dict[str, Blob] | None = None,
    valid: bool = False,
) -> Planned:
    """Lay ``artifact`` out as ``layout``: the program alone (``format``) for a payload, else a container with
    its members converted to the layout (pickles screened first, before anything is laid out). The one way
    every writer (save, migrate, verification, the torch hand-off) produces an artifact's bytes; the
    program is encoded from ``artifact.program``.

    A container never carries over the input's source record (:data:`SOURCE_RECORD`: it described another
    write); ``source_record`` is this write's, stored as the container's last member (payloads have no
    place for one). ``members``: what :func:`output_members` gave for ``artifact`` and ``layout``, when the
    caller needed them first. ``valid``: the caller knows the program valid at its version (a chain's result;
    see :func:`serde.program.codec.encode`)."""
    check_format(layout, format)
    if layout is Layout.PAYLOAD:
        program = encode(artifact.program, artifact.version, format, valid=valid)
        return Planned(len(program), program, lambda: iter((program,)))
    if members is None:
        members = output_members(artifact, layout)
    return plan_container(artifact, layout, members, source_record, valid=valid)


def output_members(artifact: Artifact, layout: Layout) -> dict[str, Blob]:
    """The members :func:`plan` lays out for ``artifact`` as the container ``layout`` besides the program, the
    legacy version entry and the source record: ``artifact``'s converted to the layout (pickles screened
    first), without the input's source record. Names relative to the container root
    (:func:`archive_name` gives the names in the archive)."""
    members = convert_members(artifact, layout)
    members.pop(ROLES[layout].extra_prefix + SOURCE_RECORD, None)
    return members


def archive_name(artifact: Artifact, layout: Layout, member: str) -> str:
    """The name a container of ``layout`` written from ``artifact`` gives ``member`` in its zip: under the
    archive's root folder in a PT2 archive, as it is in the legacy zips."""
    return f"{artifact.archive_root or 'model'}/{member}" if layout.is_pt2 else member


def members_left_out(artifact: Artifact, layout: Layout) -> Finding | None:
    """The note to report when writing ``artifact`` as ``layout`` leaves its members behind: a payload file
    holds the program alone, so weights, constants and example inputs are not written. None otherwise."""
    if layout is not Layout.PAYLOAD:
        return None
    names = sorted(name for name in artifact.members if not _bookkeeping(name))
    if not names:
        return None
    total = sum(artifact.members[name].size for name in names)
    shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    return Finding(
        step="save",
        kind=NoteKind.DROPPED,
        path=shown,
        message=(
            f"a payload file holds the program alone: {len(names)} member(s) ({total} bytes: weights, constants, "
            f"example inputs) are not written; write a container (--layout) to keep them"
        ),
    )


def _bookkeeping(member: str) -> bool:
    """Whether ``member`` only describes its container (format records), holding nothing of the model."""
    return member in PT2_BOOKKEEPING or member == LEGACY_VERSION_MEMBER


def plan_container(
    artifact: Artifact,
    target: Layout,
    members: dict[str, Blob],
    source_record: SourceRecord | None = None,
    *,
    valid: bool = False,
) -> Planned:
    """Lay out a container of layout ``target`` (:class:`serde.containers.zip_writer.StoredZip`); its
    pickles are screened first. ``source_record`` goes last (next to the central directory, so a re-run
    reads both in one range); ``valid`` as for :func:`plan`."""
    screen(artifact)
    version = artifact.version
    program = encode(artifact.program, version, "json", valid=valid)
    entries: list[tuple[str, Blob | bytes]] = [(ROLES[target].program, program)]
    entries += sorted(members.items())
    if target.is_legacy_zip:
        entries.append((LEGACY_VERSION_MEMBER, legacy_version_text(version)))
    records = []
    for name, content in entries:
        blob = BytesBlob(content) if isinstance(content, bytes) else content
        records.append(record_of(archive_name(artifact, target, name), blob))
    record_name = ROLES[target].extra_prefix + SOURCE_RECORD
    if isinstance(source_record, LastBytes):
        records.append(_last_record(archive_name(artifact, target, record_name), source_record))
    elif source_record is not None:
        records.append(record_of(archive_name(artifact, target, record_name), BytesBlob(source_record)))
    archive = StoredZip(records)
    return Planned(archive.size, program, archive.chunks, archive.directory)


class HashingWriter(io.RawIOBase):
    """A write-only stream that passes bytes on to each of ``handles``, hashes them (beside the writing thread,
    :class:`serde.containers.digest.Sha256`) and counts them as they go; ``hashing=False`` only counts them
    (``digest`` is then None: the torch hand-off, which reports no digest, saves a sha256 of the archive)."""

    def __init__(self, *handles: IO[bytes], hashing: bool = True) -> None:
        super().__init__()
        self.handles, self.digest, self.size = handles, Sha256() if hashing else None, 0

    def writable(self) -> bool:
        """Yes: a sink to write."""
        return True

    def write(self, data: Any) -> int:
        """Hash and count ``data``, and pass it on to every handle."""
        if self.digest is not None:
            self.digest.update(data)
        self.size += len(data)
        for handle in self.handles:
            handle.write(data)
        return len(data)


def write_to_store(
    artifact: Artifact,
    store: Store,
    path: str,
    *,
    layout: Layout | str | None = None,
    format: str = "json",
    mode: WriteMode = WriteMode.OVERWRITE,
    expected: ObjectState | None = None,
    source_record: bytes | None = None,
) -> tuple[Layout, str]:
    """Write ``artifact`` at ``path`` of an open store (a container carries ``source_record``, see
    :func:`plan`), laid out first so that the store is told the size before the first byte (a GCS
    create-only write then streams); returns the layout written and the sha256 of the bytes written (hashed
    as they stream)."""
    target = resolve_layout(artifact, layout)
    planned = plan(artifact, target, format, source_record=source_record)
    try:
        with store.writer(path, mode, expected, size=planned.size) as handle:
            hashing = HashingWriter(handle)
            planned.write(cast(IO[bytes], hashing))
    except OSError as exc:  # a full disk, a quota, a read-only file system: the store's problem, not a bug
        raise StorageError(f"cannot write: {exc.strerror or exc}", source=store.url(path)) from None
    assert hashing.digest is not None
    return target, hashing.digest.hexdigest()


def save(
    artifact: Artifact,
    url: str,
    *,
    layout: Layout | str | None = None,
    format: str = "json",
    if_absent: bool = False,
    storage_options: dict[str, Any] | None = None,
    **shorthand: Any,
) -> Layout:
    """Write ``artifact`` to any fsspec ``url``: a container (default: the layout torch writes for its
    version) or, with ``layout="payload"``, the program alone as ``format`` (JSON or msgpack).

    Blobs are copied byte for byte; conversions between pickled layouts and P2 use torch.
    ``if_absent=True`` refuses to replace an existing object. ``storage_options`` go to fsspec; extra
    keywords are a shorthand for entries of it. Returns the layout written.
    """
    store, path = open_store(url, **merge_options(storage_options, shorthand))
    mode = WriteMode.CREATE if if_absent else WriteMode.OVERWRITE
    return write_to_store(artifact, store, path, layout=layout, format=format, mode=mode)[0]
