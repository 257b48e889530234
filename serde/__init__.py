"""pt2-serde: load, check, upgrade and migrate torch.export artifacts of every torch release."""

from serde.codec import decode, encode, sniff_format
from serde.detect import declared_version, detect_version
from serde.diff import SpecChange, diff
from serde.errors import (
    DecodeError,
    EncodeError,
    SchemaError,
    SerdeError,
    StorageError,
    TooNewVersionError,
    UnknownVersionError,
    VersionError,
)
from serde.registry import known_versions, newest_version, spec_for
from serde.releases import VersionInfo, schema_for_torch, versions
from serde.spec import Spec

from serde.validate import validate
from serde.versions import SchemaVersion

__all__ = [
    "DecodeError",
    "EncodeError",
    "SchemaError",
    "SchemaVersion",
    "SerdeError",
    "Spec",
    "SpecChange",
    "StorageError",
    "TooNewVersionError",
    "UnknownVersionError",
    "VersionError",
    "VersionInfo",
    "declared_version",
    "decode",
    "detect_version",
    "diff",
    "encode",
    "known_versions",
    "newest_version",
    "schema_for_torch",
    "sniff_format",
    "spec_for",
    "validate",
    "versions",
]
