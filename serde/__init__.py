"""pt2-serde: load, check, upgrade and migrate torch.export artifacts of every torch release."""

import os as _os
import sys as _sys

# ``python -m serde`` puts the working directory first on sys.path before this package is imported; a
# sympy.py or orjson.py in the folder being processed must not be imported in place of the library (see
# serde.jobs.user_modules). While -m locates the module, sys.argv[0] is "-m".
if (
    _sys.argv[:1] == ["-m"]
    and _sys.path
    and _sys.path[0] in ("", _os.getcwd())
    and _os.path.dirname(_os.path.dirname(_os.path.abspath(__file__))) != _os.path.abspath(_sys.path[0] or ".")
):
    del _sys.path[0]

from serde.api import load, load_exported_program
from serde.compat.artifact_diff import ArtifactDiff, diff_artifacts
from serde.compat.check import CompatReport, TargetVerdict, check
from serde.containers.artifact import Artifact
from serde.containers.integrity import IntegrityReport, verify_integrity
from serde.containers.layouts import Layout
from serde.containers.writer import save
from serde.engine.run import UpgradeResult, plan, upgrade
from serde.errors import (
    ConditionUnsupportedError,
    ContainerError,
    CorruptArtifactError,
    DecodeError,
    EncodeError,
    InternalError,
    NotAnArtifactError,
    NotFoundError,
    OptionError,
    PermissionDeniedError,
    PlanError,
    PreconditionFailedError,
    SchemaError,
    SerdeError,
    StorageError,
    TooNewVersionError,
    UnknownVersionError,
    UnreachableError,
    UnsafePickleError,
    UnsafeProgramError,
    UnwritableError,
    UpgradeError,
    UpgradeRefusedError,
    UsageError,
    VersionError,
)
from serde.findings import Finding, NoteKind, UpgradeNote, UpgradeReport
from serde.jobs.convert import Conversion, ReadOptions, WriteOptions, convert_one
from serde.jobs.records import MigrationRecord, MigrationReport
from serde.jobs.runner import migrate
from serde.releases.catalog import VersionInfo, resolve_target, schema_for_torch, versions
from serde.schema.codec import decode, encode, sniff_format
from serde.schema.spec import Spec
from serde.schema.spec_diff import SpecChange, diff
from serde.schema.validate import validate
from serde.schema.versions import SchemaVersion, VersionLike
from serde.schema.versions.detect import declared_version, detect_version
from serde.schema.versions.registry import known_versions, newest_version, spec_for
from serde.torch_bridge import port as _torch_port  # noqa: F401 - plugs torch into serde.engine.torch_port

__all__ = [
    "Artifact",
    "ArtifactDiff",
    "CompatReport",
    "Conversion",
    "ConditionUnsupportedError",
    "ContainerError",
    "CorruptArtifactError",
    "DecodeError",
    "EncodeError",
    "Finding",
    "IntegrityReport",
    "InternalError",
    "Layout",
    "MigrationRecord",
    "MigrationReport",
    "NotAnArtifactError",
    "NotFoundError",
    "NoteKind",
    "OptionError",
    "PermissionDeniedError",
    "PlanError",
    "PreconditionFailedError",
    "ReadOptions",
    "SchemaError",
    "SchemaVersion",
    "SerdeError",
    "Spec",
    "SpecChange",
    "StorageError",
    "TargetVerdict",
    "TooNewVersionError",
    "UnknownVersionError",
    "UnreachableError",
    "UnsafePickleError",
    "UnwritableError",
    "UnsafeProgramError",
    "UpgradeError",
    "UpgradeNote",
    "UpgradeRefusedError",
    "UsageError",
    "UpgradeReport",
    "UpgradeResult",
    "VersionError",
    "VersionInfo",
    "VersionLike",
    "WriteOptions",
    "check",
    "convert_one",
    "declared_version",
    "decode",
    "detect_version",
    "diff",
    "diff_artifacts",
    "encode",
    "known_versions",
    "load",
    "load_exported_program",
    "migrate",
    "newest_version",
    "plan",
    "resolve_target",
    "save",
    "schema_for_torch",
    "sniff_format",
    "spec_for",
    "upgrade",
    "validate",
    "verify_integrity",
    "versions",
]
