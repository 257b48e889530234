"""pt2-serde: load, check, upgrade and migrate torch.export artifacts of every torch release."""

import importlib
import os as _os
import sys as _sys
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
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
        EmptyTreeError,
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
    from serde.jobs.cluster import ClusterError
    from serde.jobs.convert import Conversion, ReadOptions, WriteOptions, convert_one
    from serde.jobs.options import MigrateKeywords, MigrationOptions
    from serde.jobs.records import MigrationRecord, MigrationReport
    from serde.jobs.runner import migrate, run_migration
    from serde.program.codec import decode, encode, sniff_format
    from serde.program.validate import validate
    from serde.releases.catalog import VersionInfo, resolve_target, schema_for_torch, versions
    from serde.schema.spec import Spec
    from serde.schema.spec_diff import SpecChange, diff
    from serde.schema.versions import SchemaVersion, VersionLike
    from serde.schema.versions.detect import declared_version, detect_version
    from serde.schema.versions.registry import known_versions, newest_version, spec_for
    from serde.torch_bridge.load_hook import TorchLoadHook, install_torch_export_load
    from serde.untrusted.treespecs import allow_treespec_names

from serde.torch_bridge import port as _torch_port  # noqa: F401,E402 - plugs torch into serde.engine.torch_port

_LAZY: dict[str, str] = {
    "load": "serde.api",
    "load_exported_program": "serde.api",
    "ArtifactDiff": "serde.compat.artifact_diff",
    "diff_artifacts": "serde.compat.artifact_diff",
    "CompatReport": "serde.compat.check",
    "TargetVerdict": "serde.compat.check",
    "check": "serde.compat.check",
    "Artifact": "serde.containers.artifact",
    "IntegrityReport": "serde.containers.integrity",
    "verify_integrity": "serde.containers.integrity",
    "Layout": "serde.containers.layouts",
    "save": "serde.containers.writer",
    "UpgradeResult": "serde.engine.run",
    "plan": "serde.engine.run",
    "upgrade": "serde.engine.run",
    "ConditionUnsupportedError": "serde.errors",
    "ContainerError": "serde.errors",
    "CorruptArtifactError": "serde.errors",
    "DecodeError": "serde.errors",
    "EncodeError": "serde.errors",
    "InternalError": "serde.errors",
    "NotAnArtifactError": "serde.errors",
    "EmptyTreeError": "serde.errors",
    "NotFoundError": "serde.errors",
    "OptionError": "serde.errors",
    "PermissionDeniedError": "serde.errors",
    "PlanError": "serde.errors",
    "PreconditionFailedError": "serde.errors",
    "SchemaError": "serde.errors",
    "SerdeError": "serde.errors",
    "StorageError": "serde.errors",
    "TooNewVersionError": "serde.errors",
    "UnknownVersionError": "serde.errors",
    "UnreachableError": "serde.errors",
    "UnsafePickleError": "serde.errors",
    "UnsafeProgramError": "serde.errors",
    "UnwritableError": "serde.errors",
    "UpgradeError": "serde.errors",
    "UpgradeRefusedError": "serde.errors",
    "UsageError": "serde.errors",
    "VersionError": "serde.errors",
    "Finding": "serde.findings",
    "NoteKind": "serde.findings",
    "UpgradeNote": "serde.findings",
    "UpgradeReport": "serde.findings",
    "ClusterError": "serde.jobs.cluster",
    "Conversion": "serde.jobs.convert",
    "ReadOptions": "serde.jobs.convert",
    "WriteOptions": "serde.jobs.convert",
    "convert_one": "serde.jobs.convert",
    "MigrationRecord": "serde.jobs.records",
    "MigrationReport": "serde.jobs.records",
    "MigrateKeywords": "serde.jobs.options",
    "MigrationOptions": "serde.jobs.options",
    "migrate": "serde.jobs.runner",
    "run_migration": "serde.jobs.runner",
    "VersionInfo": "serde.releases.catalog",
    "resolve_target": "serde.releases.catalog",
    "schema_for_torch": "serde.releases.catalog",
    "versions": "serde.releases.catalog",
    "TorchLoadHook": "serde.torch_bridge.load_hook",
    "install_torch_export_load": "serde.torch_bridge.load_hook",
    "decode": "serde.program.codec",
    "encode": "serde.program.codec",
    "sniff_format": "serde.program.codec",
    "Spec": "serde.schema.spec",
    "SpecChange": "serde.schema.spec_diff",
    "diff": "serde.schema.spec_diff",
    "allow_treespec_names": "serde.untrusted.treespecs",
    "validate": "serde.program.validate",
    "SchemaVersion": "serde.schema.versions",
    "VersionLike": "serde.schema.versions",
    "declared_version": "serde.schema.versions.detect",
    "detect_version": "serde.schema.versions.detect",
    "known_versions": "serde.schema.versions.registry",
    "newest_version": "serde.schema.versions.registry",
    "spec_for": "serde.schema.versions.registry",
}
"""Where each public name lives; it is imported the first time it is used, so ``import serde`` (and every
command of the CLI) loads only what it needs."""


def __getattr__(name: str) -> Any:
    """The public name ``name``, imported from its module on first use (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'serde' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The public names, as ``__all__`` lists them."""
    return sorted(__all__)


__all__ = [
    "Artifact",
    "ArtifactDiff",
    "CompatReport",
    "Conversion",
    "ConditionUnsupportedError",
    "ClusterError",
    "ContainerError",
    "CorruptArtifactError",
    "DecodeError",
    "EncodeError",
    "Finding",
    "IntegrityReport",
    "InternalError",
    "Layout",
    "MigrateKeywords",
    "MigrationOptions",
    "MigrationRecord",
    "MigrationReport",
    "EmptyTreeError",
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
    "TorchLoadHook",
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
    "allow_treespec_names",
    "check",
    "convert_one",
    "declared_version",
    "install_torch_export_load",
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
    "run_migration",
    "save",
    "schema_for_torch",
    "sniff_format",
    "spec_for",
    "upgrade",
    "validate",
    "verify_integrity",
    "versions",
]
