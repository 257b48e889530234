"""Conversion between pickled weights and constants (C1–C4, P1: ``torch.save`` archives) and P2's raw
storages plus config JSON, without torch and without holding tensors.

Pickled -> P2: each ``torch.save`` member is read by the restricted reader (:mod:`serde.untrusted.torch_save`,
the same one that screens pickles), which yields every tensor's storage record and view (dtype, size,
stride, offset, ``requires_grad``, parameter or not) without allocating anything; each storage record
becomes one raw file (tensors sharing a storage share it, as torch writes them), whose bytes are copied
from the record in chunks when the output is written. P2 -> pickled: each payload config becomes a
``torch.save`` archive laid out as torch writes one (:mod:`serde.untrusted.torch_pickle` for ``data.pkl``,
:mod:`serde.containers.zip_writer` for the records), whose storage records stream from the raw files.
What a layout cannot express is refused with the entry's name: tensor subclasses and custom objects
(kept as pickles, which cannot be merged into a state dict without unpickling them), quantized tensors
and dtypes the schema has no ``ScalarType`` for (P2's ``TensorMeta`` cannot describe them), big-endian
archives.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from serde.containers.artifact import Artifact
from serde.containers.blobs import Blob, BytesBlob
from serde.containers.layouts import MAIN_PROGRAM, PROGRAMS_DIR, PT2_BOOKKEEPING, PT2_RECORDS, ROLES, Layout
from serde.containers.p2 import CONSTANTS_DIR, RAW_PREFIXES, SCALAR_TYPES, WEIGHTS_DIR, dtype_name, read_config
from serde.containers.saved_dicts import read_saved, torch_save_archive
from serde.containers.zip_writer import StoredZip
from serde.errors import ContainerError
from serde.program.validate import validate
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import spec_for
from serde.untrusted.restricted import TensorRecord
from serde.untrusted.torch_pickle import TensorEntry

P2_SAMPLE_INPUTS = "data/sample_inputs/model.pt"


def _tensor_meta(record: TensorRecord, enums: dict[str, dict[str, int]], name: str, where: str, source: Any) -> Any:
    member = SCALAR_TYPES.get(record.dtype.name)
    if member is None or member not in enums["ScalarType"]:
        raise ContainerError(
            f"{name!r} is a {record.dtype.name} tensor, a dtype P2's TensorMeta cannot describe; keep a pickled "
            "layout (C4 or P1)",
            source=source,
            member=where,
        )
    return {
        "dtype": enums["ScalarType"][member],
        "sizes": [{"as_int": n} for n in record.size],
        "requires_grad": record.requires_grad,
        "device": {"type": "cpu", "index": None},
        "strides": [{"as_int": n} for n in record.stride],
        "storage_offset": {"as_int": record.storage_offset},
        "layout": enums["Layout"]["Strided"],
    }


def _open_pickle(blob: Blob, artifact: Artifact, member: str) -> tuple[dict[str, TensorRecord], dict[str, Blob]]:
    """The tensors of one pickled member, and a blob per storage record (keyed by storage key)."""
    saved = read_saved(blob, source=artifact.source, member=member)
    if not isinstance(saved.value, dict):
        raise ContainerError(
            f"expected a dict of tensors, found {type(saved.value).__name__}", source=artifact.source, member=member
        )
    tensors: dict[str, TensorRecord] = {}
    for name, item in saved.value.items():
        if not isinstance(name, str) or not isinstance(item, TensorRecord) or item.kind != "dense":
            what = "a quantized tensor" if isinstance(item, TensorRecord) else f"a {type(item).__name__}"
            raise ContainerError(
                f"entry {name!r} is {what}; P2 raw storages hold plain tensors only (keep a pickled layout)",
                source=artifact.source,
                member=member,
            )
        tensors[name] = item
    return tensors, saved.storages


def _raw_files(
    artifact: Artifact, member: str | None, directory: str, prefix: str, first: int, version: SchemaVersion
) -> tuple[dict[str, Any], dict[str, Blob]]:
    """The payload config and raw files of one pickled member (files numbered from ``first``: torch numbers
    them across all programs of an archive)."""
    blob = artifact.members.get(member) if member else None
    config: dict[str, Any] = {}
    files: dict[str, Blob] = {}
    if blob is not None and blob.size and member:
        enums = spec_for(version).enums
        tensors, records = _open_pickle(blob, artifact, member)
        file_of: dict[str, str] = {}
        for name, record in tensors.items():
            path_name = file_of.get(record.storage.key)
            if path_name is None:
                path_name = file_of[record.storage.key] = f"{prefix}{first + len(file_of)}"
                files[directory + path_name] = records[record.storage.key]
            config[name] = {
                "path_name": path_name,
                "is_param": record.is_param,
                "use_pickle": False,
                "tensor_meta": _tensor_meta(record, enums, name, member, artifact.source),
            }
    payload = {"config": config}
    validate(payload, version, root="PayloadConfig", source=f"{artifact.source}#{member}")
    return payload, files


def program_names(artifact: Artifact) -> list[str]:
    """``model`` (the artifact's own program) and the name of every further program of a PT2 archive."""
    return [MAIN_PROGRAM, *(member[len(PROGRAMS_DIR) : -len(".json")] for member in artifact.further_programs)]


def pickles_to_p2(artifact: Artifact) -> dict[str, Blob]:
    """P2 members for an artifact whose weights and constants are pickles (C1–C4, P1), for every program a
    P1 archive holds; its other members (further programs, extra files, compiled code) are kept as they are."""
    version = artifact.version
    if "PayloadConfig" not in spec_for(version).classes:
        raise ContainerError(
            f"schema {version} predates P2 archives (8.14+); choose layout P1 or older", source=artifact.source
        )
    roles = ROLES[artifact.layout]
    pickled = [(MAIN_PROGRAM, roles.state_dict, roles.constants)]
    if artifact.layout is Layout.P1:
        pickled += [
            (name, f"{WEIGHTS_DIR}{name}.pt", f"{CONSTANTS_DIR}{name}.pt") for name in program_names(artifact)[1:]
        ]
    out: dict[str, Blob] = {}
    consumed: set[str] = set()
    numbered = {WEIGHTS_DIR: 0, CONSTANTS_DIR: 0}
    for name, state_dict, constants in pickled:
        for member, directory, prefix, config_name in (
            (state_dict, WEIGHTS_DIR, "weight_", f"{WEIGHTS_DIR}{name}_weights_config.json"),
            (constants, CONSTANTS_DIR, "tensor_", f"{CONSTANTS_DIR}{name}_constants_config.json"),
        ):
            config, files = _raw_files(artifact, member, directory, prefix, numbered[directory], version)
            numbered[directory] += len(files)
            consumed.add(member or config_name)
            out.update(files)
            out[config_name] = BytesBlob(json.dumps(config).encode())
    example = artifact.members.get(roles.example_inputs) if roles.example_inputs else None
    consumed.add(roles.example_inputs or P2_SAMPLE_INPUTS)
    out[P2_SAMPLE_INPUTS] = example if example is not None else BytesBlob(b"")
    extra = roles.extra_prefix
    for name, blob in artifact.members.items():
        if name in consumed or name in PT2_BOOKKEEPING:
            continue
        if name.startswith(extra):
            out[ROLES[Layout.P2].extra_prefix + name[len(extra) :]] = blob
        elif artifact.layout.is_pt2:
            out[name] = blob
        else:
            raise ContainerError("member has no counterpart in layout P2", source=artifact.source, member=name)
    for name, value in PT2_RECORDS.items():
        out[name] = artifact.members.get(name) or BytesBlob(value)
    return out


@dataclass(frozen=True)
class _Storage:
    key: str
    blob: Blob
    dtype: str


def _torch_save(artifact: Artifact, config_name: str, directory: str) -> tuple[StoredZip, list[str]]:
    """The ``torch.save`` archive of one payload config's tensors, and the raw files it streams from."""
    config = read_config(artifact, config_name)
    storages: dict[str, _Storage] = {}
    entries: list[TensorEntry] = []
    for name, meta in config["config"].items():
        member = directory + meta["path_name"]
        blob = artifact.members.get(member)
        if blob is None:
            raise ContainerError(f"missing tensor file for {name!r}", source=artifact.source, member=member)
        if meta["use_pickle"] or not meta["path_name"].startswith(RAW_PREFIXES):
            raise ContainerError(
                f"{name!r} is stored as a pickled or custom object; pt2-serde converts raw tensors only",
                source=artifact.source,
                member=member,
            )
        tensor_meta = meta["tensor_meta"]
        dtype = dtype_name(artifact, tensor_meta["dtype"])
        if not dtype:
            raise ContainerError(f"{name!r} has a dtype raw files cannot hold", source=artifact.source, member=member)
        storage = storages.setdefault(member, _Storage(str(len(storages)), blob, dtype))
        if storage.dtype != dtype:
            raise ContainerError(
                f"{name!r} views its file as {dtype} and another entry as {storage.dtype}; torch.save cannot "
                "write one storage as two types",
                source=artifact.source,
                member=member,
            )
        entries.append(
            TensorEntry(
                name=name,
                storage_key=storage.key,
                storage_nbytes=blob.size,
                dtype=dtype,
                size=tuple(s["as_int"] for s in tensor_meta["sizes"]),
                stride=tuple(s["as_int"] for s in tensor_meta["strides"]),
                storage_offset=tensor_meta["storage_offset"]["as_int"],
                requires_grad=bool(tensor_meta["requires_grad"]),
                is_param=bool(meta["is_param"]),
            )
        )
    archive = torch_save_archive(entries, {storage.key: storage.blob for storage in storages.values()})
    return archive, list(storages)


def p2_to_pickles(artifact: Artifact) -> Artifact:
    """The same artifact in layout P1: weights and constants of every program as ``torch.save`` archives
    streaming from the raw files, which go; every other member is kept as it is."""
    members: dict[str, Blob] = dict(artifact.members)
    for name in program_names(artifact):
        for directory, config_name in (
            (WEIGHTS_DIR, f"{WEIGHTS_DIR}{name}_weights_config.json"),
            (CONSTANTS_DIR, f"{CONSTANTS_DIR}{name}_constants_config.json"),
        ):
            archive, files = _torch_save(artifact, config_name, directory)
            for member in (config_name, *files):
                members.pop(member, None)
            members[f"{directory}{name}.pt"] = archive
    return Artifact(program=artifact.program, layout=Layout.P1, members=members, source=artifact.source)


__all__ = ["p2_to_pickles", "pickles_to_p2", "program_names"]
