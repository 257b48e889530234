"""Reading the schema version a program payload declares."""

from __future__ import annotations

from typing import Any

from serde.errors import VersionError
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import require_known

__all__ = ["declared_version", "detect_version"]


def declared_version(payload: Any, *, source: str | None = None) -> SchemaVersion:
    """The version in ``payload["schema_version"]`` (int for schemas 1/2, else ``{major, minor}``), known or not."""
    if not isinstance(payload, dict):
        raise VersionError(f"$: a program payload is a JSON object, found {type(payload).__name__}", source=source)
    if "schema_version" not in payload:
        raise VersionError("$.schema_version: missing; this is not a torch.export program payload", source=source)
    raw = payload["schema_version"]
    if type(raw) is int and raw >= 0:
        return SchemaVersion(raw, 0)
    if (
        isinstance(raw, dict)
        and set(raw) == {"major", "minor"}
        and all(type(raw[k]) is int and raw[k] >= 0 for k in ("major", "minor"))
    ):
        return SchemaVersion(raw["major"], raw["minor"])
    raise VersionError(
        f"$.schema_version: malformed {raw!r}; expected an integer (schemas 1, 2) or "
        '{"major": M, "minor": m} with non-negative integers',
        source=source,
    )


def detect_version(payload: Any, *, source: str | None = None) -> SchemaVersion:
    """The known schema version ``payload`` declares; unknown or too-new versions raise with the fix."""
    return require_known(declared_version(payload, source=source), source=source)
