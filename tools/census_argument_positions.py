"""Maintenance tool: record the positional parameters of the operators whose argument kinds an upgrade derives
(not part of CI).

Schema 8.7 (torch 2.7) added ``NamedArgument.kind``; torch 2.6 and older wrote no kinds, and today's loader
then makes every argument that has a default a keyword argument (``linear(x, w, bias=b)``) where torch's own
serializer writes it positional whenever the call passed it so. The upgrade 8.2 -> 8.7 derives each kind as
torch's serializer decides it: positional when the parameter is not keyword-only and every parameter before
it was passed positionally (serialized arguments follow the schema's order and leave out what was not
passed), keyword otherwise. That needs each operator's positional parameters, which
``serde/releases/argument_positions.json`` records for the ATen and prims operators having a parameter with a
default or a keyword-only one (every parameter of the others is positional and passed).

Run ``python tools/census_argument_positions.py`` in the dev environment to rewrite the file from the
installed torch; ``--python OTHER/bin/python`` adds the operators of another release (a parameter list that
differs between releases keeps the longest, whose prefix the others are).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "serde" / "releases" / "argument_positions.json"
FORMAT = "pt2-serde-argument-positions/1"

LIST = r"""
import json, torch
out = {}
for schema in torch._C._jit_get_all_schemas():
    namespace, _, name = schema.name.partition("::")
    if namespace not in ("aten", "prims"):
        continue
    positional = [a for a in schema.arguments if not a.kwarg_only]
    if len(positional) == len(schema.arguments) and not any(a.has_default_value() for a in positional):
        continue
    overload = schema.overload_name or "default"
    out[f"torch.ops.{namespace}.{name}.{overload}"] = [a.name for a in positional]
print(json.dumps({"torch": torch.__version__.split("+")[0], "operators": out}))
"""


def listed(python: str) -> dict[str, object]:
    """What :data:`LIST` prints in the interpreter ``python``."""
    done = subprocess.run([python, "-c", LIST], capture_output=True, text=True, check=True)
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    """Rewrite :data:`OUT`; see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", action="append", default=[], help="another release's interpreter")
    options = parser.parse_args()
    merged: dict[str, list[str]] = {}  # target -> positional parameter names, comma-joined when written
    releases: list[str] = []
    for python in [sys.executable, *options.python]:
        found = listed(python)
        releases.append(str(found["torch"]))
        operators = found["operators"]
        assert isinstance(operators, dict)
        for target, names in operators.items():
            known = merged.get(target)
            if known is None or len(names) > len(known):
                merged[target] = names
    entries = sorted(merged.items())
    lines = ",\n".join(f"{json.dumps(target)}: {json.dumps(','.join(names))}" for target, names in entries)
    head = f'{{"format": {json.dumps(FORMAT)}, "releases": {json.dumps(sorted(releases))}, "operators": {{\n'
    OUT.write_text(head + lines + "\n}}\n")
    print(f"{len(merged)} operators from torch {', '.join(releases)} -> {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
