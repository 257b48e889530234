"""``torch.save`` archives as pt2-serde reads and writes them without torch: tensors as views of storage
records (nothing allocated), storage bytes streamed from member to member.

:func:`read_saved` screens an archive with the restricted reader and gives its object tree (tensors as
:class:`~serde.pickles.restricted.TensorRecord`) and a blob per storage record; :func:`torch_save_archive`
lays out an archive as ``torch.save`` writes one (``data.pkl`` from :mod:`serde.pickles.torch_pickle`,
records aligned by :mod:`serde.containers.zip_writer`) whose storage records stream from the given blobs.
Layout conversions, the schema-1 constant steps and the buffer steps all go through these two.
"""

from __future__ import annotations

import hashlib
import io
import struct
import zipfile
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO, Any

from serde.containers.blobs import Blob, crc32_of, parsed_once
from serde.containers.zip_writer import ALIGNMENT, Record, StoredZip
from serde.errors import ContainerError, CorruptArtifactError, UnsafePickleError
from serde.pickles.restricted import TensorRecord
from serde.pickles.torch_pickle import TensorEntry, state_dict_pickle, tensor_pickle
from serde.pickles.torch_save import read_torch_save

CHUNK = 1 << 20
_LOCAL_HEADER = struct.Struct("<4s5H3L2H")
TORCH_SAVE_ROOT = "archive"
"""The folder ``torch.save`` puts an archive's records in when it writes to a buffer, as torch.export does."""


class NestedRecord:
    """The bytes of one stored record of a ``torch.save`` archive that is itself a blob (a member of the
    artifact, or bytes in memory): read straight from it in chunks, the CRC-32 torch recorded checked as
    they stream."""

    def __init__(self, outer: Blob, info: zipfile.ZipInfo, source: str | None, member: str | None) -> None:
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
                    crc = zlib.crc32(block, crc)
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


@dataclass
class Saved:
    """A screened ``torch.save`` archive: its object tree and the blob of each storage record by key."""

    value: Any
    storages: dict[str, Blob]


def read_saved(blob: Blob, *, source: str | None, member: str | None) -> Saved:
    """Read the ``torch.save`` archive in ``blob`` with the restricted reader (nothing is executed or
    allocated). Big-endian archives and compressed storage records (which torch.save never writes) are
    refused, since their bytes cannot be copied as they are."""
    try:
        saved = parsed_once(blob, "torch.save", read_torch_save)  # shared with the screen of the same blob
    except UnsafePickleError as exc:
        raise exc.located(source, member) from None
    if saved.byteorder != "little":
        raise ContainerError(
            "a big-endian torch.save archive; raw storages are little-endian", source=source, member=member
        )
    storages: dict[str, Blob] = {}
    for key, info in saved.records.items():
        if info.compress_type != zipfile.ZIP_STORED:
            raise ContainerError(
                f"storage record {info.filename!r} is compressed, which torch.save never writes",
                source=source,
                member=member,
            )
        storages[key] = NestedRecord(blob, info, source, member)
    return Saved(saved.value, storages)


def entry_of(name: str, record: TensorRecord, storage_key: str) -> TensorEntry:
    """The entry to write for a tensor read from another archive, its storage renamed ``storage_key``."""
    return TensorEntry(
        name=name,
        storage_key=storage_key,
        storage_nbytes=record.storage.nbytes,
        dtype=record.dtype.name,
        size=record.size,
        stride=record.stride,
        storage_offset=record.storage_offset,
        requires_grad=record.requires_grad,
        is_param=record.is_param,
    )


def _bytes_record(name: str, data: bytes) -> Record:
    return Record(name, len(data), zlib.crc32(data), lambda: iter((data,)))


def torch_save_archive(entries: list[TensorEntry], storages: dict[str, Blob], *, single: bool = False) -> StoredZip:
    """The archive ``torch.save`` writes for ``{entry.name: tensor}`` (or, with ``single``, for the one tensor
    of ``entries``), each entry's storage record streaming from ``storages[entry.storage_key]`` (keys in
    order of first use, as torch numbers them)."""
    pickled = tensor_pickle(entries[0]) if single else state_dict_pickle(entries)
    root = TORCH_SAVE_ROOT
    records = [
        _bytes_record(f"{root}/data.pkl", pickled),
        _bytes_record(f"{root}/.format_version", b"1"),
        _bytes_record(f"{root}/.storage_alignment", str(ALIGNMENT).encode()),
        _bytes_record(f"{root}/byteorder", b"little"),
    ]
    for key in dict.fromkeys(entry.storage_key for entry in entries):
        blob = storages[key]
        records.append(Record(f"{root}/data/{key}", blob.size, crc32_of(blob), blob.chunks))
    records.append(_bytes_record(f"{root}/version", b"3\n"))
    records.append(_bytes_record(f"{root}/.data/serialization_id", hashlib.sha1(pickled).hexdigest().encode()))
    return StoredZip(records)


__all__ = ["NestedRecord", "Saved", "entry_of", "read_saved", "torch_save_archive"]
