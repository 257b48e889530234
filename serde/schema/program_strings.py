"""Screening every string of a program that torch evaluates, executes or resolves, and rendering it anew.

:func:`validate_and_screen` validates a program of any schema version and, in the same walk (hooks of
:func:`serde.schema.validate.validate`, each called once the object holding the string has been checked),
replaces in place:

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
from serde.schema.validate import Hook, HookRefusal, validate
from serde.schema.versions import SchemaVersion
from serde.schema.versions.detect import detect_version

__all__ = ["validate_and_screen"]

METADATA_DELIMITER = ";"
"""How torch joins the entries of a ``source_fn_stack`` (``ST_DELIMITER``)."""


class _Screen:
    """The screen of one program: a hook per class that holds an evaluated string, and whether a string was
    rendered differently from how it was written."""

    def __init__(self, version: SchemaVersion, source: str | None) -> None:
        self.version = version
        self.source = source
        self.changed = False
        self.stacks: set[str] = set()
        """The ``source_fn_stack`` values already checked (a program repeats a few hundred across its nodes)."""

    def refused(self, below: Path, what: str, exc: ValueError) -> HookRefusal:
        """The refusal of the value ``below`` the hooked object."""
        return HookRefusal(below, lambda path: self.error(path, what, exc))

    def error(self, path: str, what: str, exc: ValueError) -> UnsafeProgramError:
        """The error for the string at the rendered JSON ``path``."""
        return UnsafeProgramError(f"{what} refused: {exc}", version=self.version, path=path, source=self.source)

    def expression(self, text: str) -> str:
        """``text`` rendered canonically; raises ExpressionError."""
        rendered = canonical_expression(text)
        self.changed = self.changed or rendered != text
        return rendered

    def sym_expr(self, obj: dict[str, Any]) -> None:
        """Render ``SymExpr.expr_str`` (a string in every schema, checked before the hook runs). Written out
        rather than through :meth:`render`: it runs once per size expression."""
        text = obj["expr_str"]
        try:
            rendered = canonical_expression(text)
        except ExpressionError as exc:
            raise self.refused(("expr_str",), "symbolic expression", exc) from None
        if rendered != text:
            obj["expr_str"] = rendered
            self.changed = True

    def sym_bool(self, obj: dict[str, Any]) -> None:
        """Render schema 1's string ``SymBool.as_expr``."""
        self.render(obj, "as_expr")

    def render(self, obj: dict[str, Any], field: str) -> None:
        """Render the expression held in ``obj[field]`` if it is a string, or refuse it."""
        text = obj.get(field)
        if isinstance(text, str):
            try:
                obj[field] = self.expression(text)
            except ExpressionError as exc:
                raise self.refused((field,), "symbolic expression", exc) from None

    def node(self, obj: dict[str, Any]) -> None:
        """Check a node's target and the callables its ``source_fn_stack`` names (the target is a string and
        the metadata a dict of strings in every schema, checked before the hook runs)."""
        try:
            check_target(obj["target"])
        except TargetError as exc:
            raise self.refused(("target",), "node target", exc) from None
        stack = obj["metadata"].get("source_fn_stack")
        if stack is not None and stack not in self.stacks:
            for entry in stack.split(METADATA_DELIMITER):
                try:
                    check_metadata_callable(entry.rpartition(",")[2])
                except TargetError as exc:
                    raise self.refused(("metadata", Key("source_fn_stack")), "metadata callable", exc) from None
            self.stacks.add(stack)

    def hooks(self) -> dict[str, Hook]:
        """The hooks, by class name."""
        hooks: dict[str, Hook] = {"SymExpr": self.sym_expr, "Node": self.node}
        if self.version < SchemaVersion(2, 0):
            hooks["SymBool"] = self.sym_bool
        return hooks

    def top_level(self, program: dict[str, Any]) -> None:
        """Render the ``range_constraints`` keys and ``guards_code`` entries (no walk needed)."""
        ranges = program.get("range_constraints")
        if isinstance(ranges, dict):
            renamed = {}
            for key, value in ranges.items():
                try:
                    renamed[self.expression(key)] = value
                except ExpressionError as exc:
                    path = render_path(("range_constraints", Key(key)))
                    raise self.error(path, "symbolic expression", exc) from None
            if list(renamed) != list(ranges):
                program["range_constraints"] = renamed
        guards = program.get("guards_code")
        if isinstance(guards, list):
            for index, guard in enumerate(guards):
                try:
                    guards[index] = canonical_guard(guard)
                except GuardError as exc:
                    raise self.error(render_path(("guards_code", index)), "guard", exc) from None
                self.changed = self.changed or guards[index] != guard


def validate_and_screen(
    program: dict[str, Any], version: SchemaVersion | None = None, *, source: str | None = None
) -> tuple[SchemaVersion, bool]:
    """:func:`serde.schema.validate.validate` and the screen of the module docstring in one walk: the version
    validated and whether any string was rendered differently. A string is screened once the object
    holding it has been checked; the first violation of either kind is raised."""
    checked = detect_version(program, source=source) if version is None else version
    screen = _Screen(checked, source)
    validate(program, checked, source=source, hooks=screen.hooks())
    screen.top_level(program)
    return checked, screen.changed
