"""Which operators each torch release provides, so that a program written for a release only calls
operators that release can load.

The facts are in ``serde/releases/operators.json``, gathered by ``tools/census_operators.py`` from the real
releases: every ATen, prims and higher-order operator that some censused release lacks, with the first
and last release that has it. An operator the census does not list is in every censused release, or is
one it cannot know (a custom op); either way it is never refused. Releases outside the census are not
checked.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from packaging.version import Version

Series = tuple[int, int]
DROPPABLE = {
    "torch.ops.aten._assert_scalar.default": "a runtime assertion that returns nothing (the release will not check it)",
}
"""Operators whose calls a program can go without: dropping them leaves every output as it was."""


@dataclass(frozen=True)
class Census:
    """The censused release series and the span of each operator some of them lack."""

    releases: tuple[Series, ...]
    spans: dict[str, tuple[Series, Series | None]]


def release_series(text: str) -> Series:
    """The (major, minor) series of a torch release such as ``2.4.1``."""
    release = Version(text)
    return release.major, release.minor


def _spell(series: Series) -> str:
    return f"{series[0]}.{series[1]}"


@cache
def census() -> Census:
    """The operator census shipped with pt2-serde."""
    data = json.loads(resources.files("serde.releases").joinpath("operators.json").read_text(encoding="utf-8"))
    spans = {
        target: (release_series(first), None if last is None else release_series(last))
        for target, (first, last) in data["operators"].items()
    }
    return Census(tuple(release_series(release) for release in data["releases"]), spans)


def lacks(target: str, release: str) -> str | None:
    """Why torch ``release`` cannot call the operator ``target`` (a payload target such as
    ``torch.ops.aten.rms_norm.default``), or None if it can or the census cannot tell."""
    facts = census()
    series = release_series(release)
    span = facts.spans.get(target)
    if span is None or series not in facts.releases:
        return None
    first, last = span
    if series < first:
        return f"torch {_spell(first)} added it"
    if last is not None and series > last:
        return f"torch {_spell(last)} was the last release with it"
    return None
