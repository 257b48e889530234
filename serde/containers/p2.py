"""P2 archives' payload configs (``data/weights/<model>_weights_config.json``,
``data/constants/<model>_constants_config.json``): reading, validating, and checking them against the
files they describe.

Each config maps a tensor's name to its file (``weight_<i>`` / ``tensor_<i>``: the raw bytes of an
untyped storage; or a ``torch.save`` pickle when ``use_pickle``; ``custom_obj_<i>``: a TorchScript pickle
of a torchbind object; ``opaque_obj_<i>``: a plain Python pickle) and, for raw files, its ``TensorMeta``.
Every config is validated against the ``PayloadConfig`` class of the schema, its strings screened by kind
(weight names as qualified names, file names as archive members), on every read, and every raw
view is proven to fit inside its file before torch (or pt2-serde) allocates anything for it.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from serde.containers.artifact import Artifact
from serde.containers.blobs import Blob
from serde.containers.layouts import P2_CONFIGS
from serde.errors import ContainerError, CorruptArtifactError, DecodeError, SchemaError, UnsafeProgramError
from serde.program.program_strings import validate_and_screen
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import newest_version, spec_for
from serde.untrusted.formats import parse_program_json
from serde.untrusted.restricted import ITEMSIZE

__all__ = [
    "CONFIG_SUFFIXES",
    "CONSTANTS_DIR",
    "CUSTOM_OBJ_PREFIX",
    "Entry",
    "OPAQUE_OBJ_PREFIX",
    "RAW_PREFIXES",
    "SCALAR_TYPES",
    "WEIGHTS_DIR",
    "check_raw_views",
    "config_members",
    "config_version",
    "dtype_name",
    "entries",
    "read_config",
]


WEIGHTS_DIR = "data/weights/"
CONSTANTS_DIR = "data/constants/"
CONFIG_SUFFIXES = dict(P2_CONFIGS)
RAW_PREFIXES = ("weight_", "tensor_")
CUSTOM_OBJ_PREFIX = "custom_obj_"
OPAQUE_OBJ_PREFIX = "opaque_obj_"

_SERIALIZED_DTYPES = {
    "BYTE": "uint8", "CHAR": "int8", "SHORT": "int16", "INT": "int32", "LONG": "int64", "HALF": "float16",
    "FLOAT": "float32", "DOUBLE": "float64", "COMPLEXHALF": "complex32", "COMPLEXFLOAT": "complex64",
    "COMPLEXDOUBLE": "complex128", "BOOL": "bool", "BFLOAT16": "bfloat16", "UINT16": "uint16",
    "FLOAT8E4M3FN": "float8_e4m3fn", "FLOAT8E5M2": "float8_e5m2", "FLOAT8E4M3FNUZ": "float8_e4m3fnuz",
    "FLOAT8E5M2FNUZ": "float8_e5m2fnuz", "FLOAT8E8M0FNU": "float8_e8m0fnu", "UINT32": "uint32", "UINT64": "uint64",
}  # fmt: skip
"""Schema ``ScalarType`` member -> torch dtype name."""
SCALAR_TYPES = {dtype: member for member, dtype in _SERIALIZED_DTYPES.items()}
"""torch dtype name -> schema ``ScalarType`` member (dtypes without one cannot be described by a TensorMeta)."""


@dataclass(frozen=True)
class Entry:
    """One tensor or object of a payload config."""

    config: str
    """The config member naming it."""
    name: str
    member: str
    """The file holding it (relative to the archive root)."""
    meta: dict[str, Any]

    @property
    def kind(self) -> str:
        """``raw``, ``pickle`` (a ``torch.save`` file), ``custom_obj`` or ``opaque_obj``: how torch reads the
        file. The weights loader ``torch.load``s every ``use_pickle`` entry whatever its name, so there a
        ``custom_obj_`` or ``opaque_obj_`` name with ``use_pickle`` is a ``pickle``."""
        path_name: str = self.meta["path_name"]
        if self.meta["use_pickle"] and self.config.startswith(WEIGHTS_DIR):
            return "pickle"
        if path_name.startswith(CUSTOM_OBJ_PREFIX):
            return "custom_obj"
        if path_name.startswith(OPAQUE_OBJ_PREFIX):
            return "opaque_obj"
        return "pickle" if self.meta["use_pickle"] else "raw"


def config_version(artifact: Artifact) -> SchemaVersion:
    """The schema whose ``PayloadConfig`` the artifact's configs follow (they carry no version of their own)."""
    version = artifact.version
    return version if "PayloadConfig" in spec_for(version).classes else newest_version()


def config_members(artifact: Artifact) -> list[str]:
    """Every payload config member of the archive."""
    return sorted(
        name
        for name in artifact.members
        if any(name.startswith(d) and name.endswith(s) for d, s in CONFIG_SUFFIXES.items())
    )


_VALIDATED: weakref.WeakKeyDictionary[Blob, tuple[SchemaVersion, dict[str, Any]]] = weakref.WeakKeyDictionary()
"""Configs already parsed and validated, by the blob holding them and the version they were checked against:
an artifact's configs are asked for by the reader, the screen and the conversion (and by the artifacts
an upgrade makes from it, which share its blobs); a blob's bytes never change."""


_BY_TEXT: dict[tuple[SchemaVersion, bytes], tuple[SchemaVersion, dict[str, Any]]] = {}
"""The last configs validated, by version and bytes (the oldest dropped first): a config an output copies from
its source is the same bytes in another blob, and validating the same bytes at the same version again proves
nothing (the output's read-back asks for it)."""
_BY_TEXT_COUNT = 16
_BY_TEXT_LARGEST = 1 << 20
_BY_TEXT_LOCK = threading.Lock()


def read_config(artifact: Artifact, member: str) -> dict[str, Any]:
    """The validated payload config in ``member`` (parsed and validated once per blob; treat it as
    read-only)."""
    source = f"{artifact.source}#{member}"
    blob = artifact.members.get(member)
    if blob is None:
        raise ContainerError("missing payload config", source=artifact.source, member=member)
    version = config_version(artifact)
    known = _VALIDATED.get(blob)
    if known is not None and known[0] == version:
        return known[1]
    if blob.size > 256 * 2**20:
        raise ContainerError(f"a payload config of {blob.size} bytes", source=artifact.source, member=member)
    data = blob.read()
    with _BY_TEXT_LOCK:
        known = _BY_TEXT.get((version, data))
    if known is not None:  # the same bytes, validated for another blob: a config copied into an output
        _VALIDATED[blob] = known
        return known[1]
    try:
        config = parse_program_json(data, source)
    except DecodeError as exc:
        raise ContainerError(
            f"payload config is not JSON: {exc.reason}", source=artifact.source, member=member
        ) from None
    try:
        validate_and_screen(config, version, root="PayloadConfig", source=source)
    except UnsafeProgramError:
        raise
    except SchemaError as exc:
        raise ContainerError(f"invalid payload config: {exc.reason}", source=artifact.source, member=member) from None
    assert isinstance(config, dict)
    _VALIDATED[blob] = (version, config)
    if len(data) <= _BY_TEXT_LARGEST:
        with _BY_TEXT_LOCK:
            _BY_TEXT[(version, data)] = (version, config)
            while len(_BY_TEXT) > _BY_TEXT_COUNT:
                del _BY_TEXT[next(iter(_BY_TEXT))]
    return config


def entries(artifact: Artifact) -> Iterator[Entry]:
    """Every entry of every payload config, each naming the file that holds it."""
    for config_member in config_members(artifact):
        directory = next(d for d in CONFIG_SUFFIXES if config_member.startswith(d))
        for name, meta in read_config(artifact, config_member)["config"].items():
            path_name = meta["path_name"]
            if "/" in path_name or path_name in ("", ".", ".."):
                raise ContainerError(
                    f"entry {name!r} names the file {path_name!r} outside {directory}",
                    source=artifact.source,
                    member=config_member,
                )
            yield Entry(config_member, name, directory + path_name, meta)


def dtype_name(artifact: Artifact, code: int) -> str:
    """The torch dtype name of a ``ScalarType`` value."""
    return _dtype_names(config_version(artifact)).get(code, "")


@cache
def _dtype_names(version: SchemaVersion) -> dict[int, str]:
    """The torch dtype name of each ``ScalarType`` value of ``version`` that raw files can hold."""
    members = spec_for(version).enums["ScalarType"].items()
    return {code: _SERIALIZED_DTYPES[name] for name, code in members if name in _SERIALIZED_DTYPES}


def check_raw_views(artifact: Artifact) -> None:
    """Prove every raw entry's view fits inside its file, and that every file an entry names exists."""
    dtype_names = _dtype_names(config_version(artifact))
    for entry in entries(artifact):
        blob = artifact.members.get(entry.member)
        if blob is None:
            raise CorruptArtifactError(
                f"entry {entry.name!r} names a missing file", source=artifact.source, member=entry.member
            )
        if entry.kind != "raw":
            continue
        if not entry.meta["path_name"].startswith(RAW_PREFIXES):
            raise ContainerError(
                f"entry {entry.name!r} names a file of unknown kind", source=artifact.source, member=entry.member
            )
        meta = entry.meta["tensor_meta"]
        if meta is None:
            raise ContainerError(
                f"raw entry {entry.name!r} has no tensor_meta", source=artifact.source, member=entry.config
            )
        dtype = dtype_names.get(meta["dtype"], "")
        if not dtype:
            raise ContainerError(
                f"entry {entry.name!r} has a dtype raw files cannot hold", source=artifact.source, member=entry.config
            )
        sizes = [s["as_int"] for s in meta["sizes"]]
        strides = [s["as_int"] for s in meta["strides"]]
        offset = meta["storage_offset"]["as_int"]
        if any(not isinstance(n, int) for n in [*sizes, *strides, offset]):
            raise ContainerError(
                f"entry {entry.name!r} has a symbolic size, stride or offset",
                source=artifact.source,
                member=entry.config,
            )
        if len(sizes) != len(strides) or min([0, *sizes, *strides, offset]) < 0:
            raise ContainerError(
                f"entry {entry.name!r} has negative or mismatched sizes and strides",
                source=artifact.source,
                member=entry.config,
            )
        extent = 0 if 0 in sizes else offset + 1 + sum((n - 1) * s for n, s in zip(sizes, strides, strict=True))
        needed = extent * ITEMSIZE[dtype]
        if needed > blob.size:
            raise CorruptArtifactError(
                f"entry {entry.name!r} ({dtype}, size {sizes}, stride {strides}, offset {offset}) needs {needed} "
                f"bytes, but its file holds {blob.size}",
                source=artifact.source,
                member=entry.member,
            )
