"""Conversion between pickled state dicts/constants (C1–C4, P1) and P2's raw storages plus config JSON.

Pickles are loaded with ``torch.load(weights_only=True)``: plain tensors and containers only, so an
untrusted artifact cannot run code. Tensors that share a storage share one raw file, as torch does.
"""

from __future__ import annotations

import ctypes
import io
import json
from typing import Any

from serde.containers.artifact import Artifact
from serde.containers.blobs import Blob, BytesBlob
from serde.containers.layouts import MAIN_PROGRAM, PROGRAMS_DIR, PT2_BOOKKEEPING, PT2_RECORDS, ROLES, Layout
from serde.containers.p2 import CONSTANTS_DIR, RAW_PREFIXES, WEIGHTS_DIR, dtype_name, read_config
from serde.errors import ContainerError
from serde.program.validate import validate
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import spec_for
from serde.torch_bridge import require_torch

P2_SAMPLE_INPUTS = "data/sample_inputs/model.pt"


def _load_pickle(blob: Blob, artifact: Artifact, member: str) -> dict[str, Any]:
    torch = require_torch("converting pickled weights")
    data = blob.read()
    if not data:
        return {}
    try:
        value = torch.load(io.BytesIO(data), weights_only=True, map_location="cpu")
    except Exception as exc:
        raise ContainerError(
            f"cannot read the pickle safely (weights_only=True refused it: {type(exc).__name__}: {str(exc)[:200]}); "
            "it may hold torchbind or custom objects, which pt2-serde does not unpickle",
            source=artifact.source,
            member=member,
        ) from None
    if not isinstance(value, dict):
        raise ContainerError(
            f"expected a dict of tensors, found {type(value).__name__}", source=artifact.source, member=member
        )
    return value


def _pickle(value: Any) -> bytes:
    torch = require_torch("writing pickled weights")
    buffer = io.BytesIO()
    torch.save(value, buffer)
    return buffer.getvalue()


def _tensor_meta(tensor: Any, version: SchemaVersion) -> dict[str, Any]:
    from torch._export.serde import serialize as torch_serialize

    enums = spec_for(version).enums
    dtype = torch_serialize._TORCH_TO_SERIALIZE_DTYPE[tensor.dtype].name
    layout = torch_serialize._TORCH_TO_SERIALIZE_LAYOUT[tensor.layout].name
    return {
        "dtype": enums["ScalarType"][dtype],
        "sizes": [{"as_int": int(n)} for n in tensor.shape],
        "requires_grad": bool(tensor.requires_grad),
        "device": {"type": tensor.device.type, "index": tensor.device.index},
        "strides": [{"as_int": int(n)} for n in tensor.stride()],
        "storage_offset": {"as_int": int(tensor.storage_offset())},
        "layout": enums["Layout"][layout],
    }


def _storage_bytes(tensor: Any) -> bytes:
    storage = tensor.detach().cpu().untyped_storage()
    if storage.nbytes() == 0:
        return b""
    return ctypes.string_at(storage.data_ptr(), storage.nbytes())


def _raw_files(
    values: dict[str, Any],
    directory: str,
    prefix: str,
    first: int,
    version: SchemaVersion,
    artifact: Artifact,
    member: str,
) -> tuple[dict[str, Any], dict[str, Blob]]:
    """The payload config and raw files of ``values``, files numbered from ``first`` (torch numbers them
    across all programs of an archive)."""
    torch = require_torch("writing raw storages")
    config: dict[str, Any] = {}
    files: dict[str, Blob] = {}
    by_storage: dict[tuple[int, int], str] = {}
    index = first
    for fqn, tensor in values.items():
        if not isinstance(tensor, torch.Tensor):
            raise ContainerError(
                f"entry {fqn!r} is a {type(tensor).__name__}, not a tensor; P2 conversion supports tensors only",
                source=artifact.source,
                member=member,
            )
        if type(tensor.data) is not torch.Tensor:
            path_name = f"{prefix}{index}"
            index += 1
            files[directory + path_name] = BytesBlob(_pickle(tensor))
            use_pickle = True
        else:
            storage = tensor.untyped_storage()
            key = (storage.data_ptr(), storage.nbytes())
            shared = by_storage.get(key) if key[0] else None
            if shared is None:
                path_name = f"{prefix}{index}"
                index += 1
                by_storage[key] = path_name
                files[directory + path_name] = BytesBlob(_storage_bytes(tensor))
            else:
                path_name = shared
            use_pickle = False
        config[fqn] = {
            "path_name": path_name,
            "is_param": isinstance(tensor, torch.nn.Parameter),
            "use_pickle": use_pickle,
            "tensor_meta": _tensor_meta(tensor, version),
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
            blob = artifact.members.get(member) if member else None
            values = _load_pickle(blob, artifact, member) if blob is not None and member else {}
            config, files = _raw_files(
                values, directory, prefix, numbered[directory], version, artifact, member or config_name
            )
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


def _tensors_from_config(artifact: Artifact, config_member: str, directory: str) -> tuple[dict[str, Any], list[str]]:
    """The tensors a payload config describes, and the raw files they were read from. The config was
    validated and every view proven to fit its file (:func:`serde.containers.p2.check_raw_views`) by the
    screen that runs before any conversion."""
    torch = require_torch("reading raw storages")
    config = read_config(artifact, config_member)
    storages: dict[str, Any] = {}
    out: dict[str, Any] = {}
    for fqn, meta in config["config"].items():
        member = directory + meta["path_name"]
        if member not in artifact.members:
            raise ContainerError(f"missing tensor file for {fqn!r}", source=artifact.source, member=member)
        if meta["use_pickle"] or not meta["path_name"].startswith(RAW_PREFIXES):
            raise ContainerError(
                f"{fqn!r} is stored as a pickled or custom object; pt2-serde converts raw tensors only",
                source=artifact.source,
                member=member,
            )
        tensor_meta = meta["tensor_meta"]
        try:
            dtype = getattr(torch, dtype_name(artifact, tensor_meta["dtype"]))
            if member not in storages:
                raw = artifact.members[member].read()
                storages[member] = (
                    torch.frombuffer(bytearray(raw), dtype=torch.uint8) if raw else torch.empty(0, dtype=torch.uint8)
                )
            sizes = [s["as_int"] for s in tensor_meta["sizes"]]
            storage = storages[member]
            typed = storage[: storage.numel() // dtype.itemsize * dtype.itemsize].view(dtype)
            tensor = torch.as_strided(
                typed, sizes, [s["as_int"] for s in tensor_meta["strides"]], tensor_meta["storage_offset"]["as_int"]
            )
            out[fqn] = (
                torch.nn.Parameter(tensor, requires_grad=tensor_meta["requires_grad"]) if meta["is_param"] else tensor
            )
        except (RuntimeError, TypeError, ValueError, AttributeError) as exc:
            raise ContainerError(
                f"cannot rebuild {fqn!r} from its raw file ({type(exc).__name__}: {exc})",
                source=artifact.source,
                member=member,
            ) from None
    return out, list(storages)


def p2_to_pickles(artifact: Artifact) -> Artifact:
    """The same artifact in layout P1: weights and constants of every program as ``torch.save`` pickles; the
    raw files they came from go, every other member is kept as it is."""
    members: dict[str, Blob] = dict(artifact.members)
    for name in program_names(artifact):
        for directory, config_name in (
            (WEIGHTS_DIR, f"{WEIGHTS_DIR}{name}_weights_config.json"),
            (CONSTANTS_DIR, f"{CONSTANTS_DIR}{name}_constants_config.json"),
        ):
            tensors, files = _tensors_from_config(artifact, config_name, directory)
            for member in (config_name, *files):
                members.pop(member, None)
            members[f"{directory}{name}.pt"] = BytesBlob(_pickle(tensors))
    return Artifact(program=artifact.program, layout=Layout.P1, members=members, source=artifact.source)
