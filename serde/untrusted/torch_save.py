"""Reading a ``torch.save`` archive without torch and without running its pickle.

``torch.save`` writes a zip whose records all sit under one folder: ``<root>/data.pkl`` (the pickle),
``<root>/data/<key>`` (one raw storage per key), ``<root>/byteorder`` and a few format records.
:func:`read_torch_save` checks that structure the way torch's reader would see it (one root, no
duplicate or unsafe names, the pickle present), reads the pickle with the restricted reader
(:mod:`serde.untrusted.restricted`), and proves every storage's record holds exactly the bytes its id
declares and every tensor's view stays inside its storage, before anything could be allocated for them.
A file that is not such a zip is refused: ``torch.load`` would unpickle it directly (legacy format).
"""

from __future__ import annotations

import io
import re
import struct
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any, Protocol

from serde.errors import ContainerError, CorruptArtifactError, CorruptPickleError, UnsafePickleError
from serde.untrusted.checksums import crc32
from serde.untrusted.restricted import PickleContents, StorageRef, TensorRecord, read_pickle

MAX_PICKLE_BYTES = 1 << 30
"""The largest ``data.pkl`` read (a state dict of a million tensors pickles to about 200 MB)."""
MAX_DEPTH = 1000
_CONTROL = re.compile("[\x00-\x1f]")
"""A control character, which no record name torch.save writes holds."""
_ZIP_ERRORS = (
    zipfile.BadZipFile, OSError, ValueError, EOFError, NotImplementedError, RuntimeError, zlib.error, struct.error
)  # fmt: skip
"""What ``zipfile`` raises on a corrupt archive (RuntimeError: a member flagged as encrypted)."""


@dataclass
class TorchSave:
    """A screened ``torch.save`` archive: its root folder, its pickle's contents, and its storage records."""

    root: str
    contents: PickleContents
    records: dict[str, zipfile.ZipInfo]
    byteorder: str

    @property
    def value(self) -> Any:
        """The unpickled object tree (tensors as :class:`TensorRecord`)."""
        return self.contents.value


def _corrupt(message: str) -> CorruptPickleError:
    return CorruptPickleError(message, global_name="")


def _refuse(message: str) -> UnsafePickleError:
    return UnsafePickleError(message, global_name="")


def read_torch_save(handle: IO[bytes]) -> TorchSave:
    """Screen the ``torch.save`` archive in the seekable file ``handle`` (see the module docstring).

    Raises :class:`UnsafePickleError` without ``source``/``member`` (the caller adds them).
    """
    head = handle.read(4)
    handle.seek(0)
    if head != b"PK\x03\x04":
        raise _refuse("not in the zip format of torch.save (torch.load would unpickle it as a legacy file)")
    try:
        archive = zipfile.ZipFile(handle)
        infos = archive.infolist()
    except _ZIP_ERRORS as exc:
        raise _refuse(f"not a readable torch.save zip ({type(exc).__name__}: {exc})") from None
    if not infos:
        raise _refuse("an empty torch.save zip")
    root = infos[0].filename.split("/", 1)[0]
    names: dict[str, zipfile.ZipInfo] = {}
    for info in infos:
        name = info.filename
        if not name.startswith(root + "/") or ".." in name.split("/") or _CONTROL.search(name):
            raise _refuse(f"a torch.save zip with a record outside its folder {root!r}: {name!r}")
        if name in names:
            raise _refuse(f"a torch.save zip holding two records named {name!r}")
        if info.compress_type != zipfile.ZIP_STORED:
            # torch.save stores every record; a compressed one could expand far beyond the outer archive's
            # cap on uncompressed bytes (a nested zip bomb), so none is accepted
            raise _refuse(f"a torch.save zip with a compressed record {name!r} (torch.save stores records)")
        names[name] = info
    pickle_info = names.get(f"{root}/data.pkl")
    if pickle_info is None:
        raise _refuse("a torch.save zip without data.pkl")
    if pickle_info.file_size > MAX_PICKLE_BYTES:
        raise _refuse(f"data.pkl declares {pickle_info.file_size} bytes, over {MAX_PICKLE_BYTES}")
    try:
        with archive.open(pickle_info) as stream:
            data = stream.read(MAX_PICKLE_BYTES + 1)
    except _ZIP_ERRORS as exc:
        raise _refuse(f"cannot read data.pkl ({type(exc).__name__}: {exc})") from None
    contents = read_pickle(data)
    records: dict[str, zipfile.ZipInfo] = {}
    for key, storage in contents.storages.items():
        record = names.get(f"{root}/data/{key}")
        if record is None:
            raise _corrupt(f"storage {key!r} has no record data/{key}")
        if record.file_size != storage.nbytes:
            raise _corrupt(
                f"storage {key!r} declares {storage.numel} {storage.dtype.name} elements ({storage.nbytes} bytes) "
                f"but its record holds {record.file_size} bytes"
            )
        records[key] = record
    for tensor in tensors(contents.value):
        check_view(tensor)
    byteorder_info = names.get(f"{root}/byteorder")
    byteorder = "little"
    if byteorder_info is not None:
        try:
            with archive.open(byteorder_info) as stream:
                byteorder = stream.read(16).decode("ascii", "replace")
        except _ZIP_ERRORS as exc:
            raise _refuse(f"cannot read byteorder ({type(exc).__name__}: {exc})") from None
        if byteorder not in ("little", "big"):
            raise _refuse(f"an unknown byteorder record {byteorder!r}")
    return TorchSave(root, contents, records, byteorder)


def check_view(tensor: TensorRecord) -> None:
    """Refuse a tensor whose size, stride and offset reach past the end of its storage."""
    needed = tensor.extent() * tensor.dtype.itemsize
    if needed > tensor.storage.nbytes:
        raise _corrupt(
            f"a tensor of size {list(tensor.size)}, stride {list(tensor.stride)} and offset {tensor.storage_offset} "
            f"needs {needed} bytes of storage {tensor.storage.key!r}, which holds {tensor.storage.nbytes}"
        )


def tensors(value: Any) -> Iterator[TensorRecord]:
    """Every tensor record in an unpickled tree (each object visited once, however often it is referenced)."""
    seen: set[int] = set()
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if id(item) in seen:
            continue
        seen.add(id(item))
        if depth > MAX_DEPTH:
            raise _refuse("nested too deeply to read")
        if isinstance(item, TensorRecord):
            yield item
            stack.extend((v, depth + 1) for v in item.attributes.values())
            stack.extend((v, depth + 1) for v in item.quantizer or ())
        elif isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
            stack.extend((v, depth + 1) for v in getattr(item, "attributes", {}).values())
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend((v, depth + 1) for v in item)


__all__ = [
    "NestedRecord",
    "Opener",
    "StorageRef",
    "TensorRecord",
    "TorchSave",
    "check_view",
    "read_torch_save",
    "stored_records",
    "tensors",
]


_LOCAL_HEADER = struct.Struct("<4s5H3L2H")
CHUNK = 1 << 20
"""How much of a storage record :class:`NestedRecord` reads at a time."""


class Opener(Protocol):
    """What holds a ``torch.save`` archive: something that opens a fresh binary file of it."""

    def open(self) -> IO[bytes]:
        """A binary file of the archive, positioned at its start."""
        ...


class NestedRecord:
    """The bytes of one stored record of a ``torch.save`` archive that is itself a blob (a member of the
    artifact, or bytes in memory): read straight from it in chunks, the CRC-32 torch recorded checked as
    they stream."""

    def __init__(self, outer: Opener, info: zipfile.ZipInfo, source: str | None, member: str | None) -> None:
        self.outer, self.info, self.source, self.member = outer, info, source, member

    @property
    def size(self) -> int:
        """The record's size."""
        return self.info.file_size

    @property
    def crc32(self) -> int:
        """The CRC-32 the archive records for it."""
        return self.info.CRC

    def chunks(self) -> Iterator[bytes]:
        """The record's bytes in chunks of 1 MiB, read straight from its place in the archive (a stored
        record: after its local header), their CRC-32 checked against the one recorded at the end."""
        info = self.info
        try:
            with self.outer.open() as handle:
                handle.seek(info.header_offset)
                header = handle.read(_LOCAL_HEADER.size)
                if len(header) != _LOCAL_HEADER.size or header[:4] != b"PK\x03\x04":
                    raise zipfile.BadZipFile("bad local file header")
                name_length, extra_length = _LOCAL_HEADER.unpack(header)[-2:]
                handle.seek(info.header_offset + _LOCAL_HEADER.size + name_length + extra_length)
                left, crc = info.file_size, 0
                while left:
                    block = handle.read(min(CHUNK, left))
                    if not block:
                        raise zipfile.BadZipFile(f"truncated: {left} bytes missing")
                    left -= len(block)
                    crc = crc32(block, crc)
                    yield block
                if crc != info.CRC:
                    raise CorruptArtifactError(
                        f"the storage record {info.filename!r} does not match its CRC-32 ({crc:08x}, recorded "
                        f"{info.CRC:08x}): damaged in storage or transit",
                        source=self.source,
                        member=self.member,
                    )
        except (zipfile.BadZipFile, OSError, EOFError) as exc:
            raise ContainerError(
                f"cannot read the storage record {info.filename!r} ({type(exc).__name__}: {exc})",
                source=self.source,
                member=self.member,
            ) from None

    def read(self) -> bytes:
        """All bytes."""
        return b"".join(self.chunks())

    def open(self) -> IO[bytes]:
        """A file of the bytes (read whole: storage records are opened only to check small views)."""
        return io.BytesIO(self.read())


def stored_records(
    saved: TorchSave, outer: Opener, *, source: str | None, member: str | None
) -> Iterator[tuple[str, NestedRecord]]:
    """Each storage record of the archive ``saved`` (read from ``outer``) by key, read straight from its place;
    a compressed record (which torch.save never writes) is refused, since its bytes cannot be copied as
    they are."""
    for key, info in saved.records.items():
        if info.compress_type != zipfile.ZIP_STORED:
            raise ContainerError(
                f"storage record {info.filename!r} is compressed, which torch.save never writes",
                source=source,
                member=member,
            )
        yield key, NestedRecord(outer, info, source, member)
