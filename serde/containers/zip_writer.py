"""A stored (uncompressed) zip produced on demand: its exact size is known before a byte is written, and
its bytes come out in chunks as the records' sources are read, never all held at once.

``torch.save`` archives are such zips (every record stored, its data aligned to 64 bytes by padding the
local header's extra field, as torch's writer does). :class:`StoredZip` lays one out from records whose
sizes and CRC-32 are known in advance, so the archive can be a member of an outer container whose
writer wants the member's size first, and so a conversion never spools it. ``zipfile`` cannot serve
here: it writes into a file (it pushes, a blob pulls) and learns sizes only while writing.

A record's CRC-32 may also be given as a function, called when the archive's bytes reach that record: its
content may then depend on what the records before it made the writer read (the source record of a
conversion carries the sha256 of the source, computed from the reads that copied it). Its size is fixed in
advance all the same, so the archive's layout and size still are.
"""

from __future__ import annotations

import io
import struct
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import IO

from serde.untrusted.checksums import crc32, crc32_combine

ALIGNMENT = 64
"""torch.save aligns every record's data to 64 bytes (``.storage_alignment`` says so)."""
_LOCAL = struct.Struct("<4s5H3L2H")
_CENTRAL = struct.Struct("<4s6H3L5H2L")
_END = struct.Struct("<4s4H2LH")
_END64 = struct.Struct("<4sQ2H2L4Q")
_LOCATOR64 = struct.Struct("<4sLQL")
_LIMIT = 0xFFFFFFFF
_PAD_ID = 0x4246  # "FB", the extra field torch's writer (miniz) pads with
_UTF8 = 0x800
_SPOOL = 64 * 2**20


@dataclass(frozen=True)
class Record:
    """One record: its name, size, CRC-32 (or a function giving it once the records before it were read)
    and a source of its bytes in chunks (called once per read). ``checked``: the source checks its bytes
    against that CRC-32 itself as they stream (a zip member's reader does); otherwise the archive checks
    them as it writes them (:meth:`StoredZip.chunks`), so that every record written holds the CRC-32 its
    headers say."""

    name: str
    size: int
    crc32: int | Callable[[], int]
    chunks: Callable[[], Iterator[bytes]]
    checked: bool = False

    def known_crc32(self) -> int:
        """The CRC-32, asking the function for it if it was deferred."""
        return self.crc32 if isinstance(self.crc32, int) else self.crc32()


@dataclass(frozen=True)
class _Placed:
    record: Record
    offset: int
    name: bytes
    extra: bytes

    def header(self, crc: int) -> bytes:
        """The record's local header, name and extra field, for its CRC-32 ``crc``."""
        big = self.record.size >= _LIMIT
        size32 = _LIMIT if big else self.record.size
        fixed = _LOCAL.pack(
            b"PK\x03\x04", 45 if big else 20, _UTF8, 0, 0, 0, crc, size32, size32, len(self.name), len(self.extra)
        )
        return fixed + self.name + self.extra


def _zip64_extra(values: list[int]) -> bytes:
    return struct.pack("<2H", 1, 8 * len(values)) + b"".join(struct.pack("<Q", v) for v in values)


class StoredZip:
    """A stored zip of ``records`` in order (see the module docstring); a :class:`serde.containers.blobs.Blob`."""

    def __init__(self, records: list[Record]) -> None:
        placed: list[_Placed] = []
        offset = 0
        for record in records:
            name = record.name.encode("utf-8")
            big = record.size >= _LIMIT
            extra = _zip64_extra([record.size, record.size]) if big else b""
            before_pad = offset + _LOCAL.size + len(name) + len(extra) + 4
            pad = -before_pad % ALIGNMENT
            extra += struct.pack("<2H", _PAD_ID, pad) + b"\0" * pad
            placed.append(_Placed(record, offset, name, extra))
            offset += _LOCAL.size + len(name) + len(extra) + record.size
        self._placed = placed
        self._start = offset
        self._deferred = any(not isinstance(item.record.crc32, int) for item in placed)
        # A deferred CRC-32 changes the directory's bytes, never its length: lay it out with zeros for now.
        self._tail = self._central_directory(offset, known=not self._deferred)
        self._size = offset + len(self._tail)

    def _central_directory(self, start: int, *, known: bool = True) -> bytes:
        """The central directory and end records (with every CRC-32 as 0 unless ``known``)."""
        entries = []
        for item in self._placed:
            record, name = item.record, item.record.name.encode("utf-8")
            wide = [v for v in (record.size, record.size) if v >= _LIMIT]
            if item.offset >= _LIMIT:
                wide.append(item.offset)
            extra = _zip64_extra(wide) if wide else b""
            size32 = _LIMIT if record.size >= _LIMIT else record.size
            entries.append(
                _CENTRAL.pack(
                    b"PK\x01\x02",
                    45 if wide else 20,
                    45 if wide else 20,
                    _UTF8,
                    0,
                    0,
                    0,
                    record.known_crc32() if known else 0,
                    size32,
                    size32,
                    len(name),
                    len(extra),
                    0,
                    0,
                    0,
                    0,
                    min(item.offset, _LIMIT),
                )
                + name
                + extra
            )
        directory = b"".join(entries)
        count, size = len(entries), len(directory)
        tail = directory
        if count >= 0xFFFF or size >= _LIMIT or start >= _LIMIT:
            end64 = start + size
            tail += _END64.pack(b"PK\x06\x06", _END64.size - 12, 45, 45, 0, 0, count, count, size, start)
            tail += _LOCATOR64.pack(b"PK\x06\x07", 0, end64, 1)
        tail += _END.pack(b"PK\x05\x06", 0, 0, min(count, 0xFFFF), min(count, 0xFFFF), min(size, _LIMIT),
                          min(start, _LIMIT), 0)  # fmt: skip
        return tail

    @property
    def size(self) -> int:
        """The archive's exact size in bytes."""
        return self._size

    @property
    def crc32(self) -> int:
        """The archive's CRC-32, from those of its parts (its records' data are not read)."""
        crc = 0
        for item in self._placed:
            known = item.record.known_crc32()
            crc = crc32(item.header(known), crc)
            crc = crc32_combine(crc, known, item.record.size)
        return crc32(self._central_directory(self._start), crc)

    def chunks(self) -> Iterator[bytes]:
        """The archive's bytes: each record's header, then its source's chunks, then the central directory.
        A source yielding more or fewer bytes than its record declares is an error (the layout is fixed), and
        so is one whose bytes do not match its CRC-32 (checked here unless the record is ``checked`` by its
        source, before the next record starts)."""
        for item in self._placed:
            declared = item.record.known_crc32()  # asked for now if it was deferred
            yield item.header(declared)
            produced, crc, checking = 0, 0, not item.record.checked
            for block in item.record.chunks():
                produced += len(block)
                if produced > item.record.size:
                    break
                if checking:
                    crc = crc32(block, crc)
                yield block
            if produced != item.record.size:
                raise ValueError(
                    f"record {item.record.name!r} produced {produced} bytes, not the {item.record.size} it declares"
                )
            if checking and crc != declared:
                raise ValueError(f"record {item.record.name!r} produced bytes that do not match its CRC-32")
        yield self._central_directory(self._start) if self._deferred else self._tail

    def directory(self) -> list[tuple[str, int, int, int]]:
        """Each record as the archive lays it out: its name, where its bytes start, its size and CRC-32 (asked
        for now if deferred: call it once the bytes were written)."""
        return [
            (item.record.name, item.offset + _LOCAL.size + len(item.name) + len(item.extra), item.record.size,
             item.record.known_crc32())
            for item in self._placed
        ]  # fmt: skip

    def read(self) -> bytes:
        """All bytes (for small archives; conversions stream :meth:`chunks`)."""
        return b"".join(self.chunks())

    def open(self) -> IO[bytes]:
        """A seekable file of the bytes, spooled to disk beyond 64 MiB."""
        spool = tempfile.SpooledTemporaryFile(max_size=_SPOOL)  # noqa: SIM115 - the caller closes it
        for block in self.chunks():
            spool.write(block)
        spool.seek(0, io.SEEK_SET)
        return spool

    def __repr__(self) -> str:
        return f"StoredZip({len(self._placed)} records, {self.size} bytes)"


__all__ = ["ALIGNMENT", "Record", "StoredZip"]
