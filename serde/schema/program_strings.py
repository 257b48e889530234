"""Screening every string of a program that torch evaluates, executes or resolves, and rendering it anew.

:func:`screen_program_strings` visits a (validated) program of any schema version and replaces, in place:

- every ``SymExpr.expr_str`` (sizes, strides, storage offsets, SymInt/SymBool/SymFloat values, hints'
  expressions), schema 1's string ``SymBool.as_expr`` and every ``range_constraints`` key by
  :func:`serde.schema.expressions.canonical_expression`;
- every ``guards_code`` entry by :func:`serde.schema.guards.canonical_guard`;

and checks every node ``target`` (:func:`serde.schema.targets.check_target`) and every callable named in a
node's ``source_fn_stack`` metadata. The first string outside the grammar raises
:class:`serde.errors.UnsafeProgramError` naming the artifact, the JSON path and the version. Rendering is
the identity on what torch writes, so a screened genuine program is byte-for-byte what it was.
"""

from __future__ import annotations

from typing import Any

from serde.errors import UnsafeProgramError
from serde.schema.expressions import ExpressionError, canonical_expression
from serde.schema.guards import GuardError, canonical_guard
from serde.schema.jsonpath import Key, Path, render_path
from serde.schema.targets import TargetError, check_metadata_callable, check_target
from serde.schema.versions import SchemaVersion
from serde.schema.walk import visit

__all__ = ["screen_program_strings"]

METADATA_DELIMITER = ";"
"""How torch joins the entries of a ``source_fn_stack`` (``ST_DELIMITER``)."""


def screen_program_strings(program: dict[str, Any], version: SchemaVersion, *, source: str | None = None) -> bool:
    """Screen and re-render, in place, every evaluated string of ``program`` (see the module docstring);
    whether any string was rendered differently from how it was written."""
    changed = False

    def refuse(path: Path, what: str, exc: ValueError) -> UnsafeProgramError:
        return UnsafeProgramError(f"{what} refused: {exc}", version=version, path=render_path(path), source=source)

    def expression(text: Any, path: Path, *below: Any) -> str:
        nonlocal changed
        try:
            rendered = canonical_expression(text)
        except ExpressionError as exc:
            raise refuse((*path, *below), "symbolic expression", exc) from None
        changed = changed or rendered != text
        return rendered

    def sym_expr(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if isinstance(obj.get("expr_str"), str):
            obj["expr_str"] = expression(obj["expr_str"], path, "expr_str")
        return obj

    def sym_bool(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if isinstance(obj.get("as_expr"), str):  # schema 1 spells a SymBool expression as a bare string
            obj["as_expr"] = expression(obj["as_expr"], path, "as_expr")
        return obj

    def node(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        target = obj.get("target")
        try:
            check_target(target if isinstance(target, str) else repr(target))
        except TargetError as exc:
            raise refuse((*path, "target"), "node target", exc) from None
        metadata = obj.get("metadata")
        stack = metadata.get("source_fn_stack") if isinstance(metadata, dict) else None
        if isinstance(stack, str):
            for entry in stack.split(METADATA_DELIMITER):
                try:
                    check_metadata_callable(entry.rpartition(",")[2])
                except TargetError as exc:
                    raise refuse((*path, "metadata", Key("source_fn_stack")), "metadata callable", exc) from None
        return obj

    handlers = {"SymExpr": sym_expr, "Node": node}
    if version < SchemaVersion(2, 0):
        handlers["SymBool"] = sym_bool
    visit(version, program, handlers)
    ranges = program.get("range_constraints")
    if isinstance(ranges, dict):
        renamed = {expression(key, ("range_constraints", Key(key))): value for key, value in ranges.items()}
        if list(renamed) != list(ranges):
            program["range_constraints"] = renamed
    guards = program.get("guards_code")
    if isinstance(guards, list):
        for index, guard in enumerate(guards):
            try:
                guards[index] = canonical_guard(guard)
            except GuardError as exc:
                raise refuse(("guards_code", index), "guard", exc) from None
            changed = changed or guards[index] != guard
    return changed
