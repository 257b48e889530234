"""Commands for maintainers of pt2-serde and of the schema history: ``versions``, ``steps``, ``schema
snapshot|diff|new-step`` and ``debug show-validator``."""

from __future__ import annotations

import importlib
import re
import shutil
import sys
import textwrap
from pathlib import Path

import click

from serde.cli.app import (
    Failure,
    Problem,
    WrongUsage,
    echo,
    emit_json,
    main,
)
from serde.cli.options import report_options
from serde.errors import (
    SerdeError,
)
from serde.releases.catalog import versions
from serde.schema.spec import Spec
from serde.schema.spec_diff import diff_specs
from serde.schema.versions.registry import known_versions as spec_versions
from serde.schema.versions.registry import require_known, spec_for
from serde.untrusted.formats import parse_json

__all__ = [
    "debug_group",
    "diff_command",
    "new_step_command",
    "schema_group",
    "show_validator_command",
    "snapshot_command",
    "steps_command",
    "versions_command",
]


@main.command(
    "versions",
    section="schema",
    short_help="Every known schema version and the torch releases that wrote it.",
    examples=(
        "pt2-serde versions",
        "pt2-serde versions --format json",
    ),
)
@report_options(help="How to print the versions (text: a table).")
def versions_command(as_json: bool) -> None:
    """List every known schema version and the torch releases that wrote it."""
    rows = versions()
    if as_json:
        emit_json([{"schema_version": str(r.version), "torch_versions": list(r.torch_versions)} for r in rows])
        return
    echo(f"{'schema':<8} torch releases")
    for r in rows:
        echo(f"{str(r.version):<8} {', '.join(r.torch_versions)}")


@main.group(
    "schema",
    section="schema",
    short_help="Snapshot, diff and scaffold the frozen schema specs.",
    examples=(
        "pt2-serde schema snapshot --out specs/",
        "pt2-serde schema diff 8.17 8.20",
        "pt2-serde schema new-step 8.20 9.0",
    ),
)
def schema_group() -> None:
    """Work with the frozen schema specs."""


@schema_group.command(
    "snapshot",
    section="schema",
    short_help="Write the spec of the installed torch's schema.",
    examples=("pt2-serde schema snapshot --out specs/",),
)
@click.option(
    "--out",
    "out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Directory to write <version>.json into (default: pt2-serde's own spec directory).",
)
def snapshot_command(out: Path | None) -> None:
    """Write the spec of the installed torch's schema (how a new torch schema version is added)."""
    from serde.schema import specs
    from serde.schema.snapshot import snapshot_installed_torch, write_spec
    from serde.torch_bridge import TorchUnavailableError, require_torch

    try:
        require_torch("schema snapshot")
    except TorchUnavailableError as exc:
        raise Failure(exc) from None
    spec = snapshot_installed_torch()
    directory = out or Path(specs.__file__).parent
    directory.mkdir(parents=True, exist_ok=True)
    target = write_spec(spec, directory)
    echo(f"wrote schema {spec.version} ({len(spec.classes)} classes, {len(spec.enums)} enums) to {target}")


def _spec_arg(value: str) -> Spec:
    path = Path(value)
    if path.suffix == ".json" and path.exists():
        return Spec.from_dict(parse_json(path.read_text(encoding="utf-8")))
    return spec_for(value)


@schema_group.command(
    "diff",
    section="schema",
    short_help="Every change between two schemas, additive or breaking.",
    examples=(
        "pt2-serde schema diff 5.1 5.3",
        "pt2-serde schema diff old.json new.json --format json",
    ),
)
@click.argument("old")
@click.argument("new")
@report_options(help="How to print the changes.")
def diff_command(old: str, new: str, as_json: bool) -> None:
    """Every change from schema OLD to NEW (versions like 5.1, or spec files), additive or breaking."""
    try:
        a, b = _spec_arg(old), _spec_arg(new)
    except (SerdeError, ValueError) as exc:
        raise Failure(exc) from None
    changes = diff_specs(a, b)
    if as_json:
        emit_json({"from": str(a.version), "to": str(b.version), "changes": [c.to_dict() for c in changes]})
        return
    breaking = sum(c.classification == "breaking" for c in changes)
    echo(f"schema {a.version} -> {b.version}: {len(changes)} changes, {breaking} breaking")
    for c in changes:
        flag = "  (breaking inside a minor bump)" if c.within_minor_bump else ""
        echo(f"  {c.classification:<9} {c.kind:<20} {c.where}: {c.detail}{flag}")


@main.group(
    "debug",
    section="schema",
    short_help="Look at the code pt2-serde generates from its specs.",
    examples=("pt2-serde debug show-validator 8.20",),
)
def debug_group() -> None:
    """Look at the code pt2-serde generates from its specs (built with the package, or where it is met)."""


@debug_group.command(
    "show-validator",
    section="schema",
    short_help="Print the generated validator of a schema version.",
    examples=("pt2-serde debug show-validator 8.20 --root Graph",),
)
@click.argument("version")
@click.option("--root", default=None, help="The class to validate (default: the spec's root, ExportedProgram).")
def show_validator_command(version: str, root: str | None) -> None:
    """Print the Python source of the validator generated for schema VERSION (what tracebacks point into: a
    module of serde/program/built, or, for a root pt2-serde does not build, the same source generated here;
    PT2_SERDE_DUMP_CODE=DIR writes every module generated in the process to DIR)."""
    from serde.program.validate import _checker, checker_source

    try:
        checked = require_known(version)
    except SerdeError as exc:
        raise WrongUsage(str(exc)) from None
    name = root or spec_for(checked).root
    if name not in spec_for(checked).classes:
        raise Problem(f"schema {checked} has no class {name!r}")
    _checker(checked, name)  # built with the package, or generated (and dumped, if asked) here
    echo(checker_source((str(checked), name, ())), nl=False, one_line=False)  # made from pt2-serde's specs


@schema_group.command(
    "new-step",
    section="schema",
    short_help="Scaffold upgraders/from_OLD_to_NEW.py from the spec diff.",
    examples=("pt2-serde schema new-step 8.20 9.0",),
)
@click.argument("old")
@click.argument("new")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Directory to write the module into (default: the upgraders package).",
)
def new_step_command(old: str, new: str, out: Path | None) -> None:
    """Write upgraders/from_OLD_to_NEW.py: the upgrader and downgrader between two consecutive schemas, from
    their spec diff (additive changes handled, breaking ones refused until written). Never overwrites."""
    from serde.engine.registry import STEP_PACKAGE
    from serde.engine.scaffold import module_file_name, new_step_source

    try:
        source, target = require_known(old), require_known(new)
    except SerdeError as exc:
        raise Failure(exc) from None
    directory = out or Path(importlib.import_module(STEP_PACKAGE).__file__ or ".").parent
    path = directory / module_file_name(source, target)
    if path.exists():
        raise Problem(f"{path} exists; it is never overwritten")
    directory.mkdir(parents=True, exist_ok=True)
    path.write_text(new_step_source(source, target), encoding="utf-8")
    echo(f"wrote {path}; fill in its docstrings, then run `pt2-serde steps --check`")


@main.command(
    "steps",
    section="schema",
    short_help="The upgrader graph; --check fails on a gap (for CI).",
    examples=(
        "pt2-serde steps",
        "pt2-serde steps --check",
    ),
)
@click.option("--check", is_flag=True, help="Only check the graph: exit 1 naming each gap (for CI).")
@report_options(help="How to print the graph.")
def steps_command(check: bool, as_json: bool) -> None:
    """List the upgrader graph: for each pair of consecutive schemas, its upgrader and downgrader."""
    from serde.engine.registry import StepGraphError, discover

    try:
        steps = discover()
    except StepGraphError as exc:
        for problem in exc.problems:
            echo(f"error: {problem}", err=True)
        sys.exit(1)
    if check:
        echo(f"ok: {len(steps)} steps over {len(spec_versions())} schema versions")
        return
    rows = [
        {
            "from": str(step.source),
            "to": str(step.target),
            "direction": "up" if step.target > step.source else "down",
            "step": step.name,
            "rewrites_payload": step.rewrites_payload,
            "summary": _first_sentence(step.function.__doc__ or ""),
        }
        for step in steps
    ]
    if as_json:
        emit_json(rows)
        return
    width = max(60, min(100, shutil.get_terminal_size().columns))
    for row in rows:
        arrow = "->" if row["direction"] == "up" else "<-"
        low, high = (row["from"], row["to"]) if row["direction"] == "up" else (row["to"], row["from"])
        echo(f"{low:>5} {arrow} {high:<5} {row['step']}")
        shown = textwrap.shorten(str(row["summary"]), SUMMARY_CHARACTERS, placeholder=" …")
        indent = " " * 14
        for line in textwrap.wrap(
            shown, width, initial_indent=indent, subsequent_indent=indent, break_on_hyphens=False
        ):
            echo(line)


SUMMARY_CHARACTERS = 240
"""At most this much of a step's first sentence is printed under it (``--format json`` holds all of it)."""


def _first_sentence(docstring: str) -> str:
    """A step docstring's first sentence on one line (what changed in torch, or what writing for the older
    release does), with reStructuredText's double backquotes around literals made single, as Markdown's."""
    paragraph = " ".join(docstring.strip().split("\n\n")[0].split())
    return re.split(r"(?<=\.)\s+(?=[A-Z0-9])", paragraph, maxsplit=1)[0].replace("``", "`")
