"""Maintenance tool: list the operators whose schemas reach outside the tensor world (not part of CI).

An operator whose schema takes a string argument naming a file, path, directory, URL, library or module
(``aten::from_file(str filename, ...)``, ``aten::save(..., str filename)``) reads or writes something other
than its tensors when a program runs it. ``serde/program/side_effect_operators.json`` lists those of the
installed torch, by payload target (``torch.ops.aten.from_file.default``) and the argument that makes them
so; :mod:`serde.program.side_effects` reads it, so that ``check`` flags such calls without torch, and the
hand-off (:mod:`serde.torch_bridge.targets`) applies the same rule to the resolved operator's own schema.

Run ``python tools/census_side_effects.py`` inside the newest censused torch to rewrite the file.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "serde" / "program" / "side_effect_operators.json"
FORMAT = "pt2-serde-side-effect-operators/1"
sys.path.insert(0, str(ROOT))
from serde.program.side_effects import PATH_ARGUMENT  # noqa: E402 - the one definition of the rule


def census() -> dict[str, str]:
    """``{payload target: argument name}`` for every operator schema of the installed torch that takes a
    string argument naming a location."""
    import torch

    found: dict[str, str] = {}
    for schema in torch._C._jit_get_all_schemas():
        for argument in schema.arguments:
            if "str" in str(argument.type).lower() and PATH_ARGUMENT.search(argument.name):
                namespace, _, name = schema.name.partition("::")
                overload = schema.overload_name or "default"
                found[f"torch.ops.{namespace}.{name}.{overload}"] = argument.name
    return dict(sorted(found.items()))


def main() -> None:
    """Rewrite :data:`OUT` from the installed torch."""
    import torch

    document = {"format": FORMAT, "torch": torch.__version__.split("+")[0], "operators": census()}
    OUT.write_text(json.dumps(document, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(document['operators'])} operators to {OUT}")


if __name__ == "__main__":
    main()
