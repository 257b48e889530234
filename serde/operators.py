"""Which operators each torch release provides, so that a program written for a release only calls
operators that release can load.

The facts are in ``serde/operators.json``, gathered by ``tools/census_operators.py`` from the real
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
from typing import Any

from packaging.version import Version

from serde.jsonpath import Path, render_path
from serde.steps import StepContext
from serde.visit import visit

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


def _series(text: str) -> Series:
    release = Version(text)
    return release.major, release.minor


def _spell(series: Series) -> str:
    return f"{series[0]}.{series[1]}"


@cache
def census() -> Census:
    """The operator census shipped with pt2-serde."""
    data = json.loads(resources.files("serde").joinpath("operators.json").read_text(encoding="utf-8"))
    spans = {
        target: (_series(first), None if last is None else _series(last))
        for target, (first, last) in data["operators"].items()
    }
    return Census(tuple(_series(release) for release in data["releases"]), spans)


def lacks(target: str, release: str) -> str | None:
    """Why torch ``release`` cannot call the operator ``target`` (a payload target such as
    ``torch.ops.aten.rms_norm.default``), or None if it can or the census cannot tell."""
    facts = census()
    series = _series(release)
    span = facts.spans.get(target)
    if span is None or series not in facts.releases:
        return None
    first, last = span
    if series < first:
        return f"torch {_spell(first)} added it"
    if last is not None and series > last:
        return f"torch {_spell(last)} was the last release with it"
    return None


def check_operators(ctx: StepContext, version: Any, release: str) -> None:
    """Report, through ``ctx``, every call of an operator torch ``release`` lacks in the program (of schema
    ``version``): a call that can go without changing what the program returns (a runtime assertion) is
    dropped and reported, or refused as droppable; any other operator is refused once, with the path of
    one call and the number of calls."""
    if _series(release) not in census().releases:
        return
    calls: dict[str, list[Path]] = {}

    def graph(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        nodes = obj.get("nodes")
        if not isinstance(nodes, list):
            return obj
        kept = []
        for index, node in enumerate(nodes):
            target = node.get("target") if isinstance(node, dict) else None
            reason = lacks(target, release) if isinstance(target, str) else None
            if reason is None:
                kept.append(node)
            elif target in DROPPABLE:
                message = f"{target}, {DROPPABLE[target]}: torch {release} has no such operator ({reason})"
                if not ctx.cannot_express(render_path(path + ("nodes", index)), message, droppable=True):
                    kept.append(node)
            else:
                calls.setdefault(str(target), []).append(path + ("nodes", index, "target"))
                kept.append(node)
        if len(kept) != len(nodes):
            obj["nodes"] = kept
        return obj

    visit(version, ctx.program, {"Graph": graph})
    for target, paths in calls.items():
        count = f"{len(paths)} calls" if len(paths) > 1 else "1 call"
        message = f"{target}: torch {release} has no such operator ({lacks(target, release)}); {count}"
        ctx.cannot_express(render_path(paths[0]), message, droppable=False)
