"""Checking an archive pt2-serde writes as it streams out, keeping only the bytes its verification reads.

A conversion's output is verified before it is published by reading it back
(:func:`serde.containers.reader.read_written`). For a large output, keeping all of it for that meant a
temporary file as large as the model. :class:`SparseCopy` is the sink the build writes into instead: it
keeps every byte of the archive (local headers, the central directory and end records, every member's
data) except the data of the members it was told to ``drop`` (the large tensor files no check reads), and
for those it counts the bytes and computes the CRC-32 as they pass, checking both against the local header
that precedes them. :meth:`SparseCopy.image` is then a seekable file of the archive at its real offsets
(:class:`SparseImage`) that :class:`serde.untrusted.archive.ZipArchive` opens like any other: its central
directory, its local headers against it and the tiling of its records are checked on those bytes.

Why this proves what the full read-back proved. Every check of the read-back reads its bytes from the
image, which holds exactly what was written at the offsets it was written to. A dropped member's bytes are
checked in the stream against its local header, and the image's own checks compare that header with the
central directory, which is what ``zipfile`` compares a member read back with. A read that reaches a
dropped range fails (:class:`DroppedRangeError`, a ``ValueError`` that the archive reader turns into a
:class:`serde.errors.ContainerError`): a check that would need bytes that were not kept fails the
verification instead of passing it. So a wrong choice of what to drop can fail a good output, never pass a
bad one; in particular a pickle is screened from the bytes written, or not at all and the output refused.

The archive is parsed strictly, as pt2-serde's own writer lays it out
(:class:`serde.containers.zip_writer.StoredZip`): stored records, UTF-8 names, no data descriptors, sizes
in the local header (or its zip64 extra field). Anything else in the stream, or a stream that ends inside
a record, stops the parse and is reported by :meth:`SparseCopy.image`.
"""

from __future__ import annotations

import bisect
import io
import struct
from collections.abc import Collection
from typing import IO, Any

from backends.seekable import SeekableReader
from serde.errors import CorruptArtifactError
from serde.untrusted.checksums import crc32

__all__ = ["DroppedRangeError", "SparseCopy", "SparseImage"]

_LOCAL = struct.Struct("<4s5H3L2H")
_LOCAL_SIGNATURE = b"PK\x03\x04"
_ZIP64_ID = 1
_UTF8 = 0x800
_LIMIT = 0xFFFFFFFF


_Problem = tuple[str, str]
"""A problem found in the stream: the reason and the member (empty when none), raised by ``image()``."""


class DroppedRangeError(ValueError):
    """A read of bytes :class:`SparseCopy` did not keep (a check that needs them cannot pass)."""


class SparseImage(SeekableReader):
    """A read-only, seekable file of ``size`` bytes whose kept ranges are read from ``store``: ``segments``
    are ``(offset in the archive, offset in the store, length)``, in order and disjoint; reading anything
    else raises :class:`DroppedRangeError`."""

    def __init__(self, store: IO[bytes], segments: list[tuple[int, int, int]], size: int) -> None:
        super().__init__(size)
        self._store, self._segments = store, segments
        self._starts = [start for start, _, _ in segments]
        self.missed: int | None = None
        """The first offset a read wanted that was not kept (None: none yet): a reader may turn the error into
        another one of its own, so the verification asks here whether a dropped range was the cause."""

    def readinto(self, buffer: Any) -> int:
        """Fill ``buffer`` from the kept range at the current position; a range that was not kept raises
        :class:`DroppedRangeError` (and is remembered in :attr:`missed`)."""
        wanted = min(len(buffer), self._size - self._position)
        if wanted <= 0:
            return 0
        index = bisect.bisect_right(self._starts, self._position) - 1
        start, stored, length = self._segments[index] if index >= 0 else (0, 0, 0)
        inside = self._position - start
        if index < 0 or inside >= length:
            if self.missed is None:
                self.missed = self._position
            raise DroppedRangeError(f"bytes at {self._position} were not kept")
        count = min(wanted, length - inside)
        self._store.seek(stored + inside)
        data = self._store.read(count)
        if len(data) != count:
            raise ValueError("the kept bytes are cut short")
        buffer[:count] = data
        self._position += count
        return count


class SparseCopy(io.RawIOBase):
    """A write-only sink for an archive pt2-serde builds: keeps everything but the data of the members named
    in ``drop`` in ``store`` (an empty seekable file the caller owns), and checks those members' sizes and
    CRC-32 as they pass (see the module docstring). ``source`` names the output in errors."""

    def __init__(self, store: IO[bytes], drop: Collection[str], source: str) -> None:
        super().__init__()
        self._store, self._drop, self._source = store, frozenset(drop), source
        self._segments: list[tuple[int, int, int]] = []
        self._written = 0
        """Bytes of the archive seen so far."""
        self._pending = bytearray()
        """The part of a local header seen so far (at a record boundary)."""
        self._member: str | None = None
        self._remaining = 0
        """Data bytes of the current member still to come (0 at a record boundary)."""
        self._dropping = False
        self._crc = 0
        self._declared_crc = 0
        self._tail = False
        """Past the last record: the central directory and end records, all kept."""
        self._problem: _Problem | None = None
        self.dropped: set[str] = set()
        """The members whose data were checked in the stream and not kept."""

    def writable(self) -> bool:
        """Yes: a sink to write."""
        return True

    def write(self, data: Any) -> int:
        """Take the next bytes of the archive: keep them, or check and drop a dropped member's data. A problem found
        (a record pt2-serde does not write, a CRC-32 unlike its header's) is raised by :meth:`image`."""
        view = memoryview(data).cast("B")
        size = len(view)
        while view and self._problem is None:
            if self._tail:
                self._keep(view)
                break
            if self._remaining:
                view = self._data(view)
            else:
                view = self._header(view)
        return size  # after a problem the rest is not parsed: image() refuses the archive whatever it holds

    def _keep(self, view: memoryview) -> None:
        """Store ``view``, the next bytes of the archive."""
        stored = self._store.tell()
        self._store.write(view)
        last = self._segments[-1] if self._segments else None
        if last is not None and last[0] + last[2] == self._written and last[1] + last[2] == stored:
            self._segments[-1] = (last[0], last[1], last[2] + len(view))
        else:
            self._segments.append((self._written, stored, len(view)))
        self._written += len(view)

    def _data(self, view: memoryview) -> memoryview:
        """The current member's data in ``view``; returns what follows it."""
        part, rest = view[: self._remaining], view[self._remaining :]
        if self._dropping:
            self._crc = crc32(part, self._crc)
            self._written += len(part)
        else:
            self._keep(part)
        self._remaining -= len(part)
        if not self._remaining:
            self._end_member()
        return rest

    def _end_member(self) -> None:
        if self._dropping:
            assert self._member is not None
            if self._crc != self._declared_crc:
                self._problem = ("its bytes do not match the CRC-32 its local header records", self._member)
            else:
                self.dropped.add(self._member)
        self._member, self._dropping = None, False

    def _header(self, view: memoryview) -> memoryview:
        """Bytes at a record boundary: a local header (gathered until whole, then parsed), or the start of the
        tail (anything but a local header's signature); returns what follows the header."""
        while view:
            need = self._header_length()
            take = need - len(self._pending)
            self._pending += view[:take]
            view = view[take:]
            if len(self._pending) < need:
                break
            if len(self._pending) == 4 and self._pending != _LOCAL_SIGNATURE:
                pending = bytes(self._pending)
                self._pending.clear()
                self._tail = True
                self._keep(memoryview(pending))
                break
            if need > 4 and need == self._header_length():
                header = bytes(self._pending)
                self._pending.clear()
                self._open_member(header)
                break
        return view

    def _header_length(self) -> int:
        """How many bytes of the pending local header to gather next: its signature, its fixed part, all."""
        if len(self._pending) < 4:
            return 4
        if len(self._pending) < _LOCAL.size:
            return _LOCAL.size
        name_length, extra_length = struct.unpack_from("<2H", self._pending, _LOCAL.size - 4)
        return int(_LOCAL.size + name_length + extra_length)

    def _open_member(self, header: bytes) -> None:
        """Parse a whole local header (fixed part, name, extra field) and keep it."""
        fixed = _LOCAL.unpack(header[: _LOCAL.size])
        flags, method, crc, compressed, size, name_length = fixed[2], fixed[3], fixed[6], fixed[7], fixed[8], fixed[9]
        name_bytes = header[_LOCAL.size : _LOCAL.size + name_length]
        extra = header[_LOCAL.size + name_length :]
        try:
            name = name_bytes.decode("utf-8")
        except UnicodeDecodeError:
            name = repr(name_bytes)[2:-1]
            self._problem = ("a member name that is not UTF-8", name)
            return
        if flags & ~_UTF8 or method != 0 or compressed != size:
            self._problem = ("a record pt2-serde does not write (flags, compression or sizes)", name)
            return
        if size == _LIMIT:
            wide = _zip64_sizes(extra)
            if wide is None or wide[0] != wide[1]:
                self._problem = ("a record whose zip64 extra field does not give its sizes", name)
                return
            size = wide[0]
        self._keep(memoryview(header))
        self._member, self._remaining, self._declared_crc, self._crc = name, size, crc, 0
        self._dropping = name in self._drop and size > 0
        if not size:
            self._end_member()

    def image(self) -> SparseImage:
        """The archive as written, its dropped ranges unreadable; raises :class:`CorruptArtifactError` if the
        stream was not a whole archive as pt2-serde writes them, or a dropped member's bytes did not match
        its header."""
        if self._problem is None and (self._remaining or self._pending or not self._tail):
            self._problem = ("the archive ends inside a record", self._member or "")
        if self._problem is not None:
            reason, member = self._problem
            raise CorruptArtifactError(reason, source=self._source, member=member or None)
        self._store.flush()
        return SparseImage(self._store, list(self._segments), self._written)


def _zip64_sizes(extra: bytes) -> tuple[int, int] | None:
    """The uncompressed and compressed sizes a local header's zip64 extra field holds (None: none there)."""
    offset = 0
    while offset + 4 <= len(extra):
        tag, length = struct.unpack_from("<2H", extra, offset)
        if tag == _ZIP64_ID and length >= 16:
            sizes: tuple[int, int] = struct.unpack_from("<2Q", extra, offset + 4)
            return sizes
        offset += 4 + length
    return None
