"""Lazily read byte sources for the non-program members of an artifact."""

from __future__ import annotations

import io
import zlib
from collections.abc import Iterator
from typing import IO, Protocol

from serde.containers.archive import ZipArchive


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
        crc = zlib.crc32(block, crc)
    return crc


class ArchiveBlob:
    """One member of a zip container, read only when asked for."""

    def __init__(self, archive: ZipArchive, member: str) -> None:
        self.archive = archive
        self.member = member

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
        return zlib.crc32(self.data)

    def __repr__(self) -> str:
        return f"BytesBlob({self.size} bytes)"
