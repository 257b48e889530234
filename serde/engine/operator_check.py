"""The engine's check that a program bound for torch release R only calls operators R has: every call the
operator census (:mod:`serde.releases.operators`) says R lacks is dropped, when dropping it changes no output,
or refused, through the step context of the run; and, for a chain walked once for many releases, which
releases have every operator a program calls (their check finds nothing and changes nothing)."""

from __future__ import annotations

from typing import Any

from serde.engine.registry import StepContext
from serde.program.walk import visit
from serde.releases.operators import DROPPABLE, censused, lacks
from serde.schema.jsonpath import Path, render_path
from serde.schema.versions.number import SchemaVersion

__all__ = ["called_operators", "check_operators", "has_every_operator"]


def called_operators(program: dict[str, Any], version: SchemaVersion) -> frozenset[str]:
    """The target of every node of every graph of ``program`` (of schema ``version``), read only."""
    found: set[str] = set()

    def graph(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        nodes = obj.get("nodes")
        if isinstance(nodes, list):
            targets = (node.get("target") if isinstance(node, dict) else None for node in nodes)
            found.update(target for target in targets if isinstance(target, str))
        return obj

    visit(version, program, {"Graph": graph})
    return frozenset(found)


def has_every_operator(release: str, targets: frozenset[str]) -> bool:
    """Whether :func:`check_operators` for ``release`` finds nothing in a program calling ``targets`` (see
    :func:`called_operators`): the release is not censused, or the census says it has each of them."""
    return not censused(release) or all(lacks(target, release) is None for target in targets)


def check_operators(ctx: StepContext, version: SchemaVersion, release: str) -> None:
    """Report, through ``ctx``, every call of an operator torch ``release`` lacks in the program (of schema
    ``version``): a call that can go without changing what the program returns (a runtime assertion) is
    dropped and reported, or refused as droppable; any other operator is refused once, with the path of
    one call and the number of calls."""
    if not censused(release):
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
