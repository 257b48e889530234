"""pt2-serde: load, check, upgrade and migrate torch.export artifacts of every torch release."""

from serde.api import load, load_exported_program
from serde.artifact_diff import ArtifactDiff, diff_artifacts
from serde.chain import UpgradeResult, plan, upgrade
from serde.codec import decode, encode, sniff_format
from serde.compat import CompatReport, TargetVerdict, check
from serde.containers.artifact import Artifact
from serde.containers.layouts import Layout
from serde.containers.writer import save
from serde.diff import SpecChange, diff
from serde.errors import (
    ConditionUnsupportedError,
    ContainerError,
    DecodeError,
    EncodeError,
    InternalError,
    NotAnArtifactError,
    NotFoundError,
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
    UpgradeError,
    UpgradeRefusedError,
    UsageError,
    VersionError,
)
from serde.migration.records import MigrationRecord, MigrationReport
from serde.migration.runner import migrate
from serde.report import UpgradeNote, UpgradeReport
from serde.spec import Spec
from serde.validate import validate
from serde.versions import SchemaVersion
from serde.versions.detect import declared_version, detect_version
from serde.versions.registry import known_versions, newest_version, spec_for
from serde.versions.releases import VersionInfo, resolve_target, schema_for_torch, versions

__all__ = [
    "Artifact",
    "ArtifactDiff",
    "CompatReport",
    "ConditionUnsupportedError",
    "ContainerError",
    "DecodeError",
    "EncodeError",
    "InternalError",
    "Layout",
    "MigrationRecord",
    "MigrationReport",
    "NotAnArtifactError",
    "NotFoundError",
    "PermissionDeniedError",
    "PlanError",
    "PreconditionFailedError",
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
    "UpgradeError",
    "UpgradeNote",
    "UpgradeRefusedError",
    "UsageError",
    "UpgradeReport",
    "UpgradeResult",
    "VersionError",
    "VersionInfo",
    "check",
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
    "versions",
]
