"""One torch release at a glance: what it writes (schema and container layout), what its loader reads
(layouts, dialects), which operators it lacks and which known loader failures it has. Every question of the
form "what does torch R write, read, verify or lack" is answered here, from the specs (schema per release),
``serde.containers.layouts`` (layout per schema), the operator census and the loader-failure table; a new torch
release is its spec, its step, the censuses and (for a new fact) a line here."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from packaging.version import Version

from serde.containers.layouts import Layout, default_layout
from serde.releases.catalog import schema_for_torch, versions
from serde.releases.dialects import ATEN_ONLY_BEFORE
from serde.releases.loader_limits import loader_failures
from serde.releases.operators import lacks
from serde.releases.series import ReleaseRange, Series, series_of
from serde.schema.versions import SchemaVersion

__all__ = ["P1_READERS", "ReleaseProfile", "known_releases", "layouts_read", "profile", "releases_reading"]

P1_READERS = ReleaseRange.parse("2.9")
"""From torch 2.9 the PT2 loader also reads P1 archives (weights as pickles), with a warning."""


@dataclass(frozen=True)
class ReleaseProfile:
    """The facts of one torch release."""

    release: str
    series: Series
    schema: SchemaVersion
    """The schema its ``torch.export.save`` writes (and the newest its loader reads, same major)."""
    layout: Layout
    """The container layout it writes."""
    reads: frozenset[Layout]
    """The container layouts its ``torch.export.load`` reads."""
    aten_only: bool
    """Whether its loader verifies ATen programs only (a TRAINING program must be lowered for it)."""

    def lacks(self, target: str) -> str | None:
        """Why this release cannot call operator ``target`` (per the census), or None."""
        return lacks(target, self.release)

    def loader_failures(self, program: dict[str, Any]) -> list[tuple[str, str]]:
        """(JSON path, message) for each known failure of this release's loader on ``program``."""
        return loader_failures(program, self.release)

    def reads_as_is(self, schema: SchemaVersion, layout: Layout) -> bool:
        """Whether this release loads an artifact of ``schema`` in ``layout`` as it is: the same schema major,
        a minor no newer than its own (a minor adds what older readers do not know), a layout it reads."""
        return schema.major == self.schema.major and schema <= self.schema and layout in self.reads


@cache
def profile(release: str) -> ReleaseProfile:
    """The profile of torch ``release`` (``"2.4.1"``); VersionError for a release no spec names the series of."""
    schema = schema_for_torch(release)
    return ReleaseProfile(
        release,
        series_of(release),
        schema,
        default_layout(schema),
        layouts_read(release, schema),
        schema < ATEN_ONLY_BEFORE,
    )


def layouts_read(release: str, schema: SchemaVersion) -> frozenset[Layout]:
    """The container layouts torch ``release`` (which writes ``schema``) reads: the one it writes, and P1 from
    torch 2.9. Takes the schema so that it answers for the installed torch even when no spec names it yet."""
    return frozenset({default_layout(schema)} | ({Layout.P1} if release in P1_READERS else set()))


def known_releases() -> list[str]:
    """Every torch release the specs name, oldest first (the default targets)."""
    found = {release for info in versions() for release in info.torch_versions}
    return sorted(found, key=Version)


def releases_reading(schema: SchemaVersion, layouts: set[Layout]) -> list[str]:
    """The known releases whose ``torch.export.load`` reads outputs of ``schema`` in every one of ``layouts`` as
    they are (a payload file alone is no loadable artifact, so none reads it)."""
    if Layout.PAYLOAD in layouts:
        return []
    return [
        release
        for release in known_releases()
        if profile(release).reads_as_is(schema, profile(release).layout)
        and all(profile(release).reads_as_is(schema, layout) for layout in layouts)
    ]
