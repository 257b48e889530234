"""Reading the schema version a program payload declares."""

from __future__ import annotations

from functools import cache
from typing import Any

from serde.errors import VersionError
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import known_versions, require_known

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
    """The known schema version ``payload`` declares; unknown or too-new versions raise with the fix. A known
    version spelled as torch spells it is looked up directly (the chain asks a dozen times per artifact);
    anything else goes through :func:`declared_version`, which says what is wrong with it."""
    raw = payload.get("schema_version") if type(payload) is dict else None
    if type(raw) is dict and len(raw) == 2:
        major, minor = raw.get("major"), raw.get("minor")
        if type(major) is int and type(minor) is int:
            known = _known_numbers().get((major, minor))
            if known is not None:
                return known
    elif type(raw) is int:
        known = _known_numbers().get((raw, 0))
        if known is not None:
            return known
    return require_known(declared_version(payload, source=source), source=source)


@cache
def _known_numbers() -> dict[tuple[int, int], SchemaVersion]:
    """Every known version by its (major, minor)."""
    return {(version.major, version.minor): version for version in known_versions()}
