"""Calls of operators with effects outside the tensor world, found without torch.

The census in ``side_effect_operators.json`` (written by ``tools/census_side_effects.py`` from the operator
schemas of a real torch) lists every operator whose schema takes a string naming a file, path, directory,
URL, library or module: running a program that calls one can read or overwrite any file. ``check`` reports
such a program as refused for every release unless the user opts in, and the torch hand-off refuses to load
it (:mod:`serde.torch_bridge.targets`, which applies :data:`PATH_ARGUMENT` to the resolved operator's own
schema, so custom operators are covered there too).
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from typing import Any

from serde.errors import spell
from serde.program.walk import visit
from serde.schema.jsonpath import Path, render_path
from serde.schema.versions import SchemaVersion
from serde.untrusted.formats import parse_json

__all__ = ["PATH_ARGUMENT", "side_effect_calls", "side_effect_operators"]

PATH_ARGUMENT = re.compile(r"file|path|dir|url|library|module", re.IGNORECASE)
"""Names of string arguments that make an operator reach outside the tensor world."""


@cache
def side_effect_operators() -> dict[str, str]:
    """``{payload target: argument}`` of the census shipped with pt2-serde."""
    text = resources.files("serde.program").joinpath("side_effect_operators.json").read_text(encoding="utf-8")
    operators: dict[str, str] = parse_json(text)["operators"]
    return operators


def side_effect_calls(program: dict[str, Any], version: SchemaVersion) -> list[tuple[str, str]]:
    """``(JSON path, message)`` of every node of ``program`` (all graphs) calling a censused operator."""
    census = side_effect_operators()
    found: list[tuple[str, str]] = []

    def node(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        target = obj.get("target")
        if isinstance(target, str) and target in census:
            found.append(
                (
                    render_path((*path, "target")),
                    f"{target} takes {census[target]!r}, a location outside the program: running it can read or "
                    f"overwrite any file ({spell('allow_side_effects=True', '--allow-side-effects')} for a program "
                    "you trust)",
                )
            )
        return obj

    visit(version, program, {"Node": node})
    return found
