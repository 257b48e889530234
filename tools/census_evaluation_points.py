"""The census of the places where torch's load and ``module()`` paths evaluate, execute, compile or import by
name, for every release whose sources are at hand (``docs/evaluation-points.md``, "Code generation and
pytree loading").

Run: ``python tools/census_evaluation_points.py SOURCES`` where ``SOURCES`` holds one folder per release,
each with torch's Python sources below it (``SOURCES/2.6.0/torch/fx/graph.py`` ...), for example unpacked
from the release wheels (``unzip torch-2.6.0-*.whl 'torch/fx/*' 'torch/export/*' 'torch/_export/*'
'torch/utils/_pytree.py'``). It parses each file of :data:`FILES` with ``ast`` (nothing is imported) and
prints, per file and function, the calls of ``exec``, ``eval``, ``compile``, ``__import__``,
``importlib.import_module``, ``pydoc.locate`` and ``sympify``, and the ``getattr``/``setattr`` calls whose
attribute name is not a literal (a walk driven by data), with the releases that have each. The output is
the table of the docs page, one row per (file, function, construct).
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import defaultdict
from pathlib import Path

FILES = (
    "torch/_export/serde/serialize.py",
    "torch/_export/serde/schema_check.py",
    "torch/export/__init__.py",
    "torch/export/_unlift.py",
    "torch/export/exported_program.py",
    "torch/export/unflatten.py",
    "torch/export/pt2_archive/_package.py",
    "torch/fx/graph.py",
    "torch/fx/graph_module.py",
    "torch/fx/node.py",
    "torch/fx/_pytree.py",
    "torch/utils/_pytree.py",
)
"""The modules ``torch.export.load``, ``ExportedProgram.module()`` and ``torch.export.unflatten`` run through."""
EVALUATING = frozenset({"exec", "eval", "compile", "__import__"})
IMPORTING = frozenset({"import_module", "locate", "sympify"})
WALKING = frozenset({"getattr", "setattr"})


def _construct(call: ast.Call) -> str | None:
    """The construct a call is, or None when it is none of the census's."""
    function = call.func
    if isinstance(function, ast.Name):
        if function.id in EVALUATING:
            return function.id
        if function.id in WALKING and len(call.args) >= 2 and not isinstance(call.args[1], ast.Constant):
            return f"{function.id} (name from data)"
        if function.id in IMPORTING:
            return function.id
    if isinstance(function, ast.Attribute) and function.attr in IMPORTING:
        return function.attr
    return None


def census(path: Path) -> list[tuple[str, str]]:
    """``(function, construct)`` of every census call in the Python file ``path``."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return []
    found: list[tuple[str, str]] = []

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                visit(child, f"{where}.{child.name}" if where else child.name)
                continue
            if isinstance(child, ast.Call):
                construct = _construct(child)
                if construct is not None:
                    found.append((where or "<module>", construct))
            visit(child, where)

    visit(tree, "")
    return found


def _key(release: str) -> tuple[int, ...]:
    return tuple(int(part) for part in release.split(".") if part.isdigit())


def _span(releases: list[str], every: list[str]) -> str:
    """``2.1 - 2.14``-style spans of ``releases`` within the ordered ``every``."""
    spans: list[str] = []
    run: list[str] = []
    for release in every:
        if release in releases:
            run.append(release)
            continue
        if run:
            spans.append(run[0] if len(run) == 1 else f"{run[0]} – {run[-1]}")
            run = []
    if run:
        spans.append(run[0] if len(run) == 1 else f"{run[0]} – {run[-1]}")
    return ", ".join(spans)


def main(argv: list[str] | None = None) -> int:
    """Print the census of the releases under the given folder as a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sources", type=Path, help="a folder holding one folder of torch sources per release")
    args = parser.parse_args(argv)
    releases = sorted((p.name for p in args.sources.iterdir() if (p / "torch").is_dir()), key=_key)
    if not releases:
        print(f"no release folder with torch/ sources under {args.sources}", file=sys.stderr)
        return 2
    rows: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for release in releases:
        for file in FILES:
            for function, construct in sorted(set(census(args.sources / release / file))):
                rows[(file, function, construct)].append(release)
    print(f"Releases read: {', '.join(releases)}\n")
    print("| file | function | construct | releases |")
    print("|---|---|---|---|")
    for (file, function, construct), found in sorted(rows.items()):
        print(f"| `{file}` | `{function}` | {construct} | {_span(found, releases)} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
