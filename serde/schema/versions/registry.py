"""The frozen specs shipped inside ``serde/schema/specs``: which schema versions pt2-serde knows."""

from __future__ import annotations

from functools import cache, lru_cache
from importlib import resources

from serde.errors import TooNewVersionError, UnknownVersionError
from serde.schema.spec import Spec
from serde.schema.versions import SchemaVersion
from serde.schema.versions.number import VersionLike
from serde.untrusted.formats import parse_json

__all__ = ["known_versions", "newest_version", "require_known", "spec_for"]


@lru_cache(maxsize=1)
def known_versions() -> tuple[SchemaVersion, ...]:
    """Every schema version with a frozen spec, oldest first."""
    names = [p.name for p in resources.files("serde.schema.specs").iterdir() if p.name.endswith(".json")]
    return tuple(sorted(SchemaVersion.parse(n[: -len(".json")]) for n in names))


@lru_cache(maxsize=1)
def _known_set() -> frozenset[SchemaVersion]:
    """:func:`known_versions` as a set: asked once per spec lookup and version check, dozens of times per
    artifact, where a scan of the tuple compared up to a dozen dataclasses each time."""
    return frozenset(known_versions())


def newest_version() -> SchemaVersion:
    """The newest schema version pt2-serde knows."""
    return known_versions()[-1]


def require_known(version: VersionLike, *, source: str | None = None) -> SchemaVersion:
    """Parse ``version`` and make sure a spec exists for it, or explain what to do."""
    parsed = SchemaVersion.parse(version)
    if parsed in _known_set():
        return parsed
    newest = newest_version()
    if parsed > newest:
        raise TooNewVersionError(
            f"schema version {parsed} is newer than {newest}, the newest this pt2-serde knows; "
            "upgrade pt2-serde, or run `pt2-serde schema snapshot` with the torch that wrote it",
            version=parsed,
            newest=newest,
            source=source,
        )
    known = ", ".join(str(v) for v in known_versions())
    raise UnknownVersionError(
        f"schema version {parsed} was never released by torch (known versions: {known})",
        version=parsed,
        newest=newest,
        source=source,
    )


@cache
def _load(version: SchemaVersion) -> Spec:
    text = resources.files("serde.schema.specs").joinpath(f"{version}.json").read_text(encoding="utf-8")
    return Spec.from_dict(parse_json(text))


def spec_for(version: VersionLike) -> Spec:
    """The frozen spec of a known schema version."""
    return _load(require_known(version))
