"""Safe random-access reading of zip containers from any store.

The central directory is parsed once per archive and its raw bytes are checked before any member is
read: member names must be unique, free of control characters (checked on the stored bytes, since
``zipfile`` cuts a name at a NUL), relative and without ``..`` components. Every byte decompressed counts
against a cap on the archive's total uncompressed size, measured on the bytes actually produced, not on
the sizes the zip declares; the default cap is proportional to the archive's real size (see
:func:`default_max_uncompressed`). Stored members can be opened as seekable views of the archive's own
bytes, so a nested zip (a ``torch.save`` pickle) is read without copying it.
"""

from __future__ import annotations

import io
import struct
import threading
import zipfile
import zlib
from collections.abc import Callable, Iterator
from typing import IO, Any

from backends.seekable import SeekableReader
from serde.errors import ContainerError, CorruptArtifactError
from serde.untrusted.checksums import crc32
from serde.untrusted.keys import unsafe_name_reason

__all__ = [
    "CHUNK",
    "MAX_CEILING",
    "MAX_RATIO",
    "MAX_SLACK",
    "MemberView",
    "Spans",
    "ZIP_MAGIC",
    "ZipArchive",
    "default_max_uncompressed",
]


CHUNK = 1 << 20
ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")
MAX_RATIO = 16
"""Default cap: at most this many uncompressed bytes per byte of the archive (plus :data:`MAX_SLACK`)."""
MAX_SLACK = 64 * 2**20
MAX_CEILING = 64 * 2**30
"""Default cap, whatever the archive's size."""
_LOCAL_HEADER = struct.Struct("<4s2B4HL2L2H")
_ZIP_ERRORS = (
    zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError, NotImplementedError, RuntimeError, struct.error,
    OverflowError,
)  # fmt: skip
"""What ``zipfile`` raises on a corrupt archive (RuntimeError: a member flagged as encrypted; OverflowError:
an offset near 2**63 that no file can hold)."""


def default_max_uncompressed(archive_size: int) -> int:
    """The uncompressed-size cap used unless the caller gives one: ``16 x`` the archive's size plus 64 MiB,
    at most 64 GiB. Containers torch writes are stored (uncompressed), so a genuine artifact stays near
    ``1 x``; a zip bomb needs ratios of 1000 or more."""
    return min(MAX_CEILING, MAX_RATIO * archive_size + MAX_SLACK)


class _Budget:
    """Real uncompressed bytes read per member, summed against the cap (thread-safe, constant time a charge)."""

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self.seen: dict[str, int] = {}
        self.total = 0
        self.lock = threading.Lock()

    def charge(self, member: str, produced: int, source: str) -> None:
        with self.lock:
            before = self.seen.get(member, 0)
            if produced <= before:
                return
            self.seen[member] = produced
            self.total += produced - before
            total = self.total
        if total > self.cap:
            raise ContainerError(
                f"uncompressed data exceeds the cap of {self.cap} bytes (possible zip bomb); raise max_uncompressed "
                "if the artifact is genuine",
                source=source,
                member=member,
            )


class MemberView(SeekableReader):
    """A seekable, read-only view of bytes ``[start, start + size)`` of a file (a stored zip member)."""

    def __init__(self, handle: IO[bytes], start: int, size: int, lock: Any) -> None:
        super().__init__(size)
        self._handle, self._start, self._lock = handle, start, lock

    def readinto(self, buffer: Any) -> int:
        """Fill ``buffer`` from the member's bytes at the current position (fewer only at its end)."""
        wanted = min(len(buffer), self._size - self._position)
        if wanted <= 0:
            return 0
        with self._lock:
            self._handle.seek(self._start + self._position)
            data = self._handle.read(wanted)
        buffer[: len(data)] = data
        self._position += len(data)
        return len(data)


class ZipArchive:
    """A zip container opened through ``opener`` (a seekable binary file; opened once and kept)."""

    def __init__(
        self,
        source: str,
        opener: Callable[[], IO[bytes]],
        *,
        size: int | None = None,
        max_uncompressed: int | None = None,
        check_records: bool = True,
        spans: Spans | None = None,
    ) -> None:
        """``spans`` reads several byte ranges at once (default: from the handle, one after the other);
        ``check_records=False`` leaves the local headers unchecked until :meth:`check_records` is called
        (each is still checked when its member is opened), for a caller that first decides from the names
        alone whether it wants the archive at all, or that reads one small member of an archive it does not
        hand on."""
        self.source = source
        self._bytes: bytes | None = None
        """The archive's bytes when held in memory (:meth:`from_bytes`): stored members are sliced from them."""
        self.from_writer = False
        """Whether the archive was opened from its writer's directory (:meth:`written`)."""
        try:
            self._handle = opener()
            self._zip = zipfile.ZipFile(self._handle)
            self._lock: Any = self._zip._lock  # type: ignore[attr-defined]  # zipfile's own, over the same handle
            infos = self._zip.infolist()
            raw_names, directory_end = _raw_central_names(self._handle, self._zip)
        except zipfile.BadZipFile as exc:
            raise ContainerError(f"not a readable zip (truncated or corrupt: {exc})", source=source) from None
        except _ZIP_ERRORS as exc:
            raise ContainerError(f"not a readable zip ({type(exc).__name__}: {exc})", source=source) from None
        if size is None:
            size = self._handle.seek(0, io.SEEK_END)
        self._spans = spans
        self._records = (infos, raw_names)
        self._starts: dict[str, int] = {}
        """Where each stored member's data starts (its local header read once: a remote read is a request)."""
        self._records_checked = False
        try:
            _check_end_records(self._handle, directory_end, size)
            if not check_records and infos and min(info.header_offset for info in infos) != 0:
                raise zipfile.BadZipFile("bytes before the first record")
        except _ZIP_ERRORS as exc:
            raise ContainerError(
                f"not a canonical zip ({exc}): zip readers could disagree on its contents", source=source
            ) from None
        if check_records:
            self.check_records()
        cap = default_max_uncompressed(size) if max_uncompressed is None else max_uncompressed
        self._budget = _Budget(cap)
        self.infos: dict[str, zipfile.ZipInfo] = {}
        folded: dict[str, str] = {}
        for info, raw in zip(infos, raw_names, strict=True):
            key = info.filename.lower()
            if key in folded and folded[key] != info.filename:
                raise ContainerError(
                    f"two members whose names differ only in case ({folded[key]!r}); torch's zip reader finds "
                    "members case-insensitively, so it could read either",
                    source=source,
                    member=info.filename,
                )
            folded[key] = info.filename
            # The name as stored, NULs and all (zipfile cuts ``info.filename`` at a NUL; other readers do not).
            # Decoded as zipfile decodes (so "replace" never acts), and rendered once, escaped, in the message.
            stored_name = raw.decode("utf-8" if info.flag_bits & 0x800 else "cp437", "replace")
            reason = unsafe_name_reason(stored_name)
            if reason:
                raise ContainerError(f"unsafe member name ({reason})", source=source, member=stored_name)
            if info.filename in self.infos:
                raise ContainerError(
                    "the archive holds two members of this name (readers disagree on which one counts)",
                    source=source,
                    member=info.filename,
                )
            if not info.is_dir():
                self.infos[info.filename] = info
        declared = sum(i.file_size for i in self.infos.values())
        if declared > cap:
            raise ContainerError(
                f"declares {declared} uncompressed bytes, over the cap of {cap} (possible zip bomb); raise "
                "max_uncompressed if the artifact is genuine",
                source=source,
            )

    def check_records(self) -> None:
        """Check every local header against the central directory, and that the records tile the archive
        from offset 0 to the central directory with nothing before, between or overlapping them (once; the
        constructor does it unless told not to)."""
        if self._records_checked:
            return
        infos, raw_names = self._records
        try:
            read = self._spans or _handle_spans(self._handle, self._lock)
            self._starts = _check_records(read, infos, raw_names, self._zip.start_dir)
        except _ZIP_ERRORS as exc:
            raise ContainerError(
                f"not a canonical zip ({exc}): zip readers could disagree on its contents", source=self.source
            ) from None
        self._records_checked = True

    @classmethod
    def from_bytes(
        cls, source: str, data: bytes, *, max_uncompressed: int | None = None, check_records: bool = True
    ) -> ZipArchive:
        """An archive held in memory (``check_records`` as for the constructor)."""
        archive = cls(
            source,
            lambda: io.BytesIO(data),
            size=len(data),
            max_uncompressed=max_uncompressed,
            check_records=check_records,
        )
        archive._bytes = data
        return archive

    @classmethod
    def written(cls, source: str, data: bytes, directory: list[tuple[str, int, int, int]]) -> ZipArchive:
        """The stored zip pt2-serde's own writer just produced (:class:`serde.containers.zip_writer.StoredZip`),
        held in memory as ``data`` and opened from the ``directory`` it laid out (name, where the member's
        bytes start, size, CRC-32, per member) instead of parsing its bytes back: the writer placed the
        records end to end from offset 0 with local headers equal to the central directory, and checked each
        member's bytes against its CRC-32 as it wrote them, so reading a member does not check it again
        (:attr:`from_writer`). Each name is still held to the rules every archive's names are, the members
        must lie inside ``data``, and a name may occur once."""
        archive = cls.__new__(cls)
        archive.source, archive._bytes = source, data
        archive._handle = io.BytesIO(data)
        archive._lock = threading.RLock()
        archive._spans, archive._records, archive._records_checked = None, ([], []), True
        archive._budget = _Budget(len(data))
        archive._starts, archive.infos = {}, {}
        archive.from_writer = True
        for name, start, size, crc in directory:
            reason = unsafe_name_reason(name)
            if reason or name in archive.infos or start + size > len(data):
                why = reason or ("a name written twice" if name in archive.infos else "past the archive's end")
                raise ContainerError(f"the writer laid out a member it cannot hold ({why})", source=source, member=name)
            info = zipfile.ZipInfo(name)
            info.file_size = info.compress_size = size
            info.CRC, info.compress_type, info.flag_bits = crc, zipfile.ZIP_STORED, 0x800
            archive.infos[name], archive._starts[name] = info, start
        return archive

    @property
    def in_memory(self) -> bool:
        """Whether the archive's bytes are held in memory (:meth:`from_bytes`): they cannot change while read."""
        return self._bytes is not None

    def names(self) -> list[str]:
        """Every file member, in archive order."""
        return list(self.infos)

    def size(self, name: str) -> int:
        """Declared uncompressed size of a member."""
        return self.infos[name].file_size

    def _info(self, name: str) -> zipfile.ZipInfo:
        info = self.infos.get(name)
        if info is None:
            raise ContainerError("no such member", source=self.source, member=name)
        return info

    def chunks(self, name: str) -> Iterator[bytes]:
        """The member's bytes in chunks, counted against the uncompressed-size cap."""
        info = self._info(name)
        if self._bytes is not None and info.compress_type == zipfile.ZIP_STORED:
            try:
                start = self._data_start(name, info)
            except _ZIP_ERRORS as exc:
                raise ContainerError(
                    f"cannot read ({type(exc).__name__}: {exc})", source=self.source, member=name
                ) from None
            yield from self._stored_chunks(name, info, start, self._bytes)
            return
        produced = 0
        try:
            with self._zip.open(info) as member:
                while True:
                    block = member.read(CHUNK)
                    if not block:
                        break
                    produced += len(block)
                    self._budget.charge(name, produced, self.source)
                    yield block
        except ContainerError:
            raise
        except zipfile.BadZipFile as exc:
            if str(exc).startswith("Bad CRC-32"):
                raise self._crc_mismatch(name) from None
            raise ContainerError(f"cannot read (BadZipFile: {exc})", source=self.source, member=name) from None
        except _ZIP_ERRORS as exc:
            raise ContainerError(
                f"cannot read ({type(exc).__name__}: {exc})", source=self.source, member=name
            ) from None
        if produced != info.file_size:
            raise self._size_mismatch(name, produced, info.file_size)

    def _stored_chunks(self, name: str, info: zipfile.ZipInfo, start: int, data: bytes) -> Iterator[bytes]:
        """A stored member of an archive held in memory, sliced from its bytes (its local header was checked,
        which gave ``start``) with the checks ``zipfile`` makes while reading one: the bytes its record holds
        (``compress_size``) against the size its entry declares, charged to the cap, and its CRC-32, over
        all of it before the first chunk is handed on. A member of a few kilobytes, the common case, costs a
        slice instead of ``zipfile``'s reader."""
        view = memoryview(data)[start : start + info.compress_size]
        if len(view) != info.file_size:
            raise self._size_mismatch(name, len(view), info.file_size)
        self._budget.charge(name, info.file_size, self.source)
        if not self.from_writer and crc32(view) != info.CRC:
            raise self._crc_mismatch(name)
        for offset in range(0, info.file_size, CHUNK):
            yield bytes(view[offset : offset + CHUNK])

    def _crc_mismatch(self, name: str) -> CorruptArtifactError:
        return CorruptArtifactError(
            "its bytes do not match the CRC-32 the archive records for them (damaged in storage or transit; torch "
            "would load them as they are)",
            source=self.source,
            member=name,
        )

    def _size_mismatch(self, name: str, produced: int, declared: int) -> CorruptArtifactError:
        return CorruptArtifactError(
            f"holds {produced} bytes but its entry declares {declared}", source=self.source, member=name
        )

    def _data_start(self, name: str, info: zipfile.ZipInfo) -> int:
        """Where a stored member's bytes start: known once its local header was checked, else read from that
        header (an archive opened with ``check_records=False``), which must name this member."""
        start = self._starts.get(name)
        if start is None:
            with self._lock:
                self._handle.seek(info.header_offset)
                header = _LOCAL_HEADER.unpack(self._handle.read(_LOCAL_HEADER.size))
                local_name = self._handle.read(header[-2])
            if (
                header[0] != b"PK\x03\x04"
                or local_name.decode("utf-8" if info.flag_bits & 0x800 else "cp437", "replace") != info.filename
            ):
                raise zipfile.BadZipFile("a local header that disagrees with the central directory")
            start = self._starts[name] = info.header_offset + _LOCAL_HEADER.size + header[-2] + header[-1]
        return start

    def read(self, name: str) -> bytes:
        """All bytes of a member."""
        return b"".join(self.chunks(name))

    def open(self, name: str) -> IO[bytes]:
        """A seekable binary file of the member: a view of the archive's bytes when the member is stored,
        else a decompressing stream (seeking backwards re-reads it) whose bytes count against the cap."""
        info = self._info(name)
        try:
            if info.compress_type == zipfile.ZIP_STORED:
                start = self._data_start(name, info)
                return io.BufferedReader(MemberView(self._handle, start, info.file_size, self._lock), CHUNK)
            return io.BufferedReader(_CountingStream(self, name), CHUNK)
        except _ZIP_ERRORS as exc:
            raise ContainerError(
                f"cannot open ({type(exc).__name__}: {exc})", source=self.source, member=name
            ) from None


class _CountingStream(io.RawIOBase):
    """A compressed member read through ``zipfile``, every byte produced charged to the archive's budget."""

    def __init__(self, archive: ZipArchive, name: str) -> None:
        super().__init__()
        self._archive, self._name = archive, name
        self._stream = archive._zip.open(archive._info(name))

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def tell(self) -> int:
        return self._stream.tell()

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        return self._stream.seek(offset, whence)

    def readinto(self, buffer: Any) -> int:
        data = self._stream.read(len(buffer))
        buffer[: len(data)] = data
        self._archive._budget.charge(self._name, self._stream.tell(), self._archive.source)
        return len(data)

    def close(self) -> None:
        self._stream.close()
        super().close()


def _raw_central_names(handle: IO[bytes], archive: zipfile.ZipFile) -> tuple[list[bytes], int]:
    """Every member name as the central directory stores it (``zipfile`` decodes them and stops at a NUL),
    and the offset where the central directory ends."""
    start = archive.start_dir
    handle.seek(start)
    names: list[bytes] = []
    for _ in archive.infolist():
        fixed = handle.read(46)
        if len(fixed) < 46 or fixed[:4] != b"PK\x01\x02":
            raise zipfile.BadZipFile("bad central directory entry")
        name_length, extra_length, comment_length = struct.unpack("<3H", fixed[28:34])
        names.append(handle.read(name_length))
        handle.seek(extra_length + comment_length, io.SEEK_CUR)
    return names, handle.tell()


_DESCRIPTOR_SIZES = (16, 24, 12, 20)
"""A data descriptor: CRC-32 and two sizes (4 or 8 bytes each), with or without its ``PK\x07\x08`` signature."""


def _check_end_records(handle: IO[bytes], directory_end: int, size: int) -> None:
    """The central directory is followed directly by the end records (zip64 record and locator, if any,
    then the end-of-central-directory record and its comment), which end the file."""
    handle.seek(directory_end)
    position = directory_end
    signature = handle.read(4)
    if signature == b"PK\x06\x06":
        (record_size,) = struct.unpack("<Q", handle.read(8))
        position += 12 + record_size + 20
        handle.seek(position - 20)
        if handle.read(4) != b"PK\x06\x07":
            raise zipfile.BadZipFile("bytes between the zip64 end record and its locator")
        handle.seek(position)
        signature = handle.read(4)
    if signature != b"PK\x05\x06":
        raise zipfile.BadZipFile("bytes between the central directory and the end record")
    handle.seek(position + 20)
    (comment_length,) = struct.unpack("<H", handle.read(2))
    if position + 22 + comment_length != size:
        raise zipfile.BadZipFile("bytes after the end record")


Spans = Callable[[list[tuple[int, int]]], list[bytes]]
"""Reads byte ranges ``[start, end)`` of the archive, all in one go (a remote store fetches them concurrently)."""


def _handle_spans(handle: IO[bytes], lock: Any) -> Spans:
    def read(spans: list[tuple[int, int]]) -> list[bytes]:
        with lock:
            parts = []
            for start, end in spans:
                handle.seek(start)
                parts.append(handle.read(end - start))
            return parts

    return read


def _check_records(
    spans: Spans, infos: list[zipfile.ZipInfo], raw_names: list[bytes], directory: int
) -> dict[str, int]:
    """Every record's local header agrees with its central entry, and the records follow each other from
    offset 0 to the central directory with nothing before, between or overlapping them (Python's ``zipfile``
    shifts offsets past prepended data and trusts the central directory; torch's reader does neither).
    Returns where each member's data starts. The local headers are fetched together, then the data
    descriptors of the members that have one: two batches whatever the number of members."""
    ordered = sorted(zip(infos, raw_names, strict=True), key=lambda pair: pair[0].header_offset)
    headers = spans([(i.header_offset, i.header_offset + _LOCAL_HEADER.size + len(raw)) for i, raw in ordered])
    starts: dict[str, int] = {}
    ends: list[int] = []
    for (info, raw), data in zip(ordered, headers, strict=True):
        if len(data) != _LOCAL_HEADER.size + len(raw):
            raise zipfile.BadZipFile(f"the local header of {info.filename!r} is cut short")
        header = _LOCAL_HEADER.unpack(data[: _LOCAL_HEADER.size])
        flags, method, crc, compressed, name_length, extra_length = *header[3:5], *header[7:9], *header[10:12]
        if (
            header[0] != b"PK\x03\x04"
            or name_length != len(raw)
            or data[_LOCAL_HEADER.size :] != raw
            or method != info.compress_type
        ):
            raise zipfile.BadZipFile(f"the local header of {info.filename!r} disagrees with the central directory")
        if not flags & 0x8 and (crc != info.CRC or compressed not in (info.compress_size, 0xFFFFFFFF)):
            raise zipfile.BadZipFile(f"the local header of {info.filename!r} declares other sizes or CRC")
        starts[info.filename] = info.header_offset + _LOCAL_HEADER.size + name_length + extra_length
        ends.append(starts[info.filename] + info.compress_size)
    described = [k for k, (info, _) in enumerate(ordered) if info.flag_bits & 0x8]
    if described:
        for k, data in zip(described, spans([(ends[k], ends[k] + 24) for k in described]), strict=True):
            ends[k] += _descriptor_size(data, ordered[k][0])
    expected = 0
    for (info, _), end in zip(ordered, ends, strict=True):
        if info.header_offset != expected:
            where = "before the first record" if expected == 0 else f"between records (at {expected})"
            raise zipfile.BadZipFile(f"bytes {where}" if info.header_offset > expected else "overlapping records")
        expected = end
    if expected != directory:
        raise zipfile.BadZipFile("bytes between the last record and the central directory")
    return starts


def _descriptor_size(data: bytes, info: zipfile.ZipInfo) -> int:
    """The size of the data descriptor at the start of ``data`` (its four forms), checked against ``info``."""
    for size in _DESCRIPTOR_SIZES:
        body = data[4:size] if size in (16, 24) else data[:size]
        if size in (16, 24) and data[:4] != b"PK\x07\x08":
            continue
        if len(body) == size - (4 if size in (16, 24) else 0) and struct.unpack("<L", body[:4])[0] == info.CRC:
            return size
    raise zipfile.BadZipFile(f"the data descriptor of {info.filename!r} is missing or disagrees")
