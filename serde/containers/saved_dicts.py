"""``torch.save`` archives as pt2-serde reads and writes them without torch: tensors as views of storage
records (nothing allocated), storage bytes streamed from member to member.

:func:`read_saved` screens an archive with the restricted reader and gives its object tree (tensors as
:class:`~serde.untrusted.restricted.TensorRecord`) and a blob per storage record; :func:`torch_save_archive`
lays out an archive as ``torch.save`` writes one (``data.pkl`` from :mod:`serde.untrusted.torch_pickle`,
records aligned by :mod:`serde.containers.zip_writer`) whose storage records stream from the given blobs.
Layout conversions, the schema-1 constant steps and the buffer steps all go through these two.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any

from serde.containers.blobs import Blob, parsed_once, record_of
from serde.containers.zip_writer import ALIGNMENT, Record, StoredZip
from serde.errors import ContainerError, UnsafePickleError
from serde.untrusted.checksums import crc32
from serde.untrusted.restricted import TensorRecord
from serde.untrusted.torch_pickle import TensorEntry, state_dict_pickle, tensor_pickle
from serde.untrusted.torch_save import read_torch_save, stored_records

TORCH_SAVE_ROOT = "archive"
"""The folder ``torch.save`` puts an archive's records in when it writes to a buffer, as torch.export does."""


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
    storages: dict[str, Blob] = dict(stored_records(saved, blob, source=source, member=member))
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
    return Record(name, len(data), crc32(data), lambda: iter((data,)), checked=True)


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
        records.append(record_of(f"{root}/data/{key}", storages[key]))
    records.append(_bytes_record(f"{root}/version", b"3\n"))
    records.append(_bytes_record(f"{root}/.data/serialization_id", hashlib.sha1(pickled).hexdigest().encode()))
    return StoredZip(records)


__all__ = ["Saved", "entry_of", "read_saved", "torch_save_archive"]
