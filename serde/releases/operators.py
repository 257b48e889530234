"""Which operators each torch release provides, so that a program written for a release only calls
operators that release can load.

The facts are in ``serde/releases/operators.json``, gathered by ``tools/census_operators.py`` from the real
releases: every operator of a namespace torch registers itself (``aten``, ``prims``, ``quantized_decomposed``,
``torch_nn`` ...) and every higher-order operator that some censused release lacks, with the first and last
release that has it. An operator the census does not list is in every censused release, or is
one it cannot know (a custom op); either way it is never refused. Releases outside the census are not
checked.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

from serde.releases.series import ReleaseRange, Series, series_of
from serde.untrusted.formats import parse_json

__all__ = ["Census", "DROPPABLE", "census", "censused", "lacks"]


DROPPABLE = {
    "torch.ops.aten._assert_scalar.default": "a runtime assertion that returns nothing (the release will not check it)",
}
"""Operators whose calls a program can go without: dropping them leaves every output as it was."""


@dataclass(frozen=True)
class Census:
    """The censused release series and the range of releases having each operator some of them lack."""

    releases: tuple[Series, ...]
    spans: dict[str, ReleaseRange]


@cache
def census() -> Census:
    """The operator census shipped with pt2-serde."""
    data = parse_json(resources.files("serde.releases").joinpath("operators.json").read_text(encoding="utf-8"))
    spans = {target: ReleaseRange.parse(first, last) for target, (first, last) in data["operators"].items()}
    return Census(tuple(series_of(release) for release in data["releases"]), spans)


def censused(release: str) -> bool:
    """Whether the census covers torch ``release``'s series (releases outside it are never judged)."""
    return series_of(release) in census().releases


def lacks(target: str, release: str) -> str | None:
    """Why torch ``release`` cannot call the operator ``target`` (a payload target such as
    ``torch.ops.aten.rms_norm.default``), or None if it can or the census cannot tell."""
    facts = census()
    series = series_of(release)
    span = facts.spans.get(target)
    if span is None or series not in facts.releases or series in span:
        return None
    if series < span.first:
        return f"torch {span.first} added it"
    return f"torch {span.last} was the last release with it"
