"""Lazily read byte sources for the non-program members of an artifact."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from typing import IO, Any, Protocol, TypeVar

from serde.containers.zip_writer import Record, StoredZip
from serde.untrusted.archive import ZipArchive
from serde.untrusted.checksums import crc32
from serde.untrusted.torch_save import NestedRecord

__all__ = ["ArchiveBlob", "Blob", "BytesBlob", "crc32_of", "parsed_once", "record_of"]


T = TypeVar("T")


class Blob(Protocol):
    """A read-only byte source: its size and its bytes, whole or in chunks."""

    @property
    def size(self) -> int:
        """Size in bytes (as declared by the container for archive members)."""
        ...

    def read(self) -> bytes:
        """All bytes."""
        ...

    def chunks(self) -> Iterator[bytes]:
        """The bytes in chunks, for streaming copies."""
        ...

    def open(self) -> IO[bytes]:
        """A seekable binary file of the bytes (random access without reading them all)."""
        ...


def crc32_of(blob: Blob) -> int:
    """The CRC-32 of a blob's bytes: the one it knows without reading them (a zip member's recorded CRC,
    checked again as its bytes stream; a generated archive's, combined from its parts), else computed in one
    pass over its chunks."""
    known = getattr(blob, "crc32", None)
    if isinstance(known, int):
        return known
    crc = 0
    for block in blob.chunks():
        crc = crc32(block, crc)
    return crc


class ArchiveBlob:
    """One member of a zip container, read only when asked for."""

    def __init__(self, archive: ZipArchive, member: str) -> None:
        self.archive = archive
        self.member = member
        self.parsed: dict[str, Any] = {}
        """What a reader made of the bytes, by reader (see :func:`parsed_once`)."""

    @property
    def size(self) -> int:
        """Declared uncompressed size."""
        return self.archive.size(self.member)

    def read(self) -> bytes:
        """All bytes of the member."""
        return self.archive.read(self.member)

    def chunks(self) -> Iterator[bytes]:
        """The member's bytes in chunks."""
        return self.archive.chunks(self.member)

    def open(self) -> IO[bytes]:
        """A seekable view of the member."""
        return self.archive.open(self.member)

    @property
    def crc32(self) -> int:
        """The CRC-32 the archive records for the member (reading the member checks it)."""
        return self.archive.infos[self.member].CRC

    def __repr__(self) -> str:
        return f"ArchiveBlob({self.archive.source!r}, {self.member!r}, {self.size} bytes)"


class BytesBlob:
    """Bytes already in memory (produced by an upgrader or a layout conversion)."""

    def __init__(self, data: bytes) -> None:
        self.data = bytes(data)
        self.parsed: dict[str, Any] = {}
        """What a reader made of the bytes, by reader (see :func:`parsed_once`)."""

    @property
    def size(self) -> int:
        """Length of the bytes."""
        return len(self.data)

    def read(self) -> bytes:
        """The bytes."""
        return self.data

    def chunks(self) -> Iterator[bytes]:
        """The bytes as one chunk."""
        yield self.data

    def open(self) -> IO[bytes]:
        """The bytes as a file."""
        return io.BytesIO(self.data)

    @property
    def crc32(self) -> int:
        """The CRC-32 of the bytes."""
        return crc32(self.data)

    def __repr__(self) -> str:
        return f"BytesBlob({self.size} bytes)"


def record_of(name: str, blob: Blob) -> Record:
    """The archive record ``name`` holding ``blob``: ``checked`` (see :class:`Record`) where the blob's bytes
    are checked against its CRC-32 as they stream (a member of a zip, or of a ``torch.save`` archive inside
    one), derived from them (bytes in memory) or combined from parts so checked (an archive laid out here)."""
    checked = isinstance(blob, (BytesBlob, ArchiveBlob, NestedRecord, StoredZip))
    return Record(name, blob.size, crc32_of(blob), blob.chunks, checked)


def parsed_once(blob: Blob, reader: str, parse: Callable[[IO[bytes]], T]) -> T:
    """``parse`` of the blob's bytes, made once per blob whose bytes cannot change (bytes in memory, or a
    member of an archive held in memory) and kept under ``reader``'s name: the screen of a pickle and the
    conversion that reads it again then share one parse, and what was converted is what was screened. A
    blob read from a file is parsed at each call, since the file could change between two reads. A parse
    that raises is not kept."""
    stable = isinstance(blob, BytesBlob) or (isinstance(blob, ArchiveBlob) and blob.archive.in_memory)
    memo: dict[str, Any] | None = blob.parsed if isinstance(blob, (BytesBlob, ArchiveBlob)) and stable else None
    if memo is not None and reader in memo:
        return memo[reader]  # type: ignore[no-any-return]
    with blob.open() as handle:
        result = parse(handle)
    if memo is not None:
        memo[reader] = result
    return result
