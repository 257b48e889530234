"""Screening every string of a program against its declared kind, and rendering it anew.

:func:`validate_and_screen` validates a program of any schema version and, in the same walk (hooks of
:func:`serde.program.validate.validate`, each called once the object holding the string has been checked),
checks every string against the grammar of its kind in the census (:mod:`serde.untrusted.string_kinds`) and
replaces in place the strings whose kind has a renderer of its own:

- every ``SymExpr.expr_str``, schema 1's string ``SymBool.as_expr`` and every ``range_constraints`` key by
  :func:`serde.untrusted.expressions.canonical_expression`;
- every ``guards_code`` entry by :func:`serde.untrusted.guards.canonical_guard`;
- every treespec (``in_spec``/``out_spec``) by :func:`serde.untrusted.treespecs.canonical_treespec`.

Names of the identifier kinds (graph inputs, node and value names, keyword names, ``forward_arg_names``,
metadata keys) are checked by the validator itself, as part of each value's type (in C where the extension
is built). State paths, subgraph and module paths, operator targets, metadata values (by key) and the other
short texts are checked here by their grammars, whose renderers are the identity on what they accept. The
first string outside its grammar raises :class:`serde.errors.UnsafeProgramError` naming the artifact, the
JSON path, the kind and the version.
Rendering is the identity on what torch writes, so a screened genuine program is byte-for-byte what it was.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from serde.errors import UnsafeProgramError
from serde.program.validate import Hook, HookRefusal, validate
from serde.schema.jsonpath import Key, Path, render_path
from serde.schema.typeexpr import TypeExpr
from serde.schema.versions import SchemaVersion
from serde.schema.versions.detect import detect_version
from serde.schema.versions.registry import spec_for
from serde.untrusted.expressions import ExpressionError, canonical_expression
from serde.untrusted.string_kinds import FIELD_KINDS, NAME_POSITIONS, RENDERED, StringKind, checker, metadata_kind

__all__ = ["Targets", "screened_classes", "validate_and_screen"]

Targets = dict[tuple[str, str], None]
"""The distinct operator targets of a program as (target, field), in the order first met: each ``Node.target``
and ``Argument.as_operator`` string, which torch resolves by an attribute walk when it loads the program."""

_SPECIAL = frozenset({"SymExpr.expr_str", "Node.target", "Node.metadata{value}"})
"""Positions the screen handles in hooks written out by hand (the commonest objects of a program)."""
_TOP_LEVEL = frozenset({"ExportedProgram.range_constraints{key}", "ExportedProgram.guards_code[*]"})
"""Positions the screen renders after the walk (keys that may be renamed, guards that are rewritten)."""

_FieldCheck = Callable[["_Screen"], Hook]
"""Makes, for one screen, the check of one field's strings (called with the object holding them)."""


def _label(kind: StringKind) -> str:
    return kind.value


_ACCEPTED: dict[StringKind, set[str]] = {kind: set() for kind in StringKind if kind not in RENDERED}
"""Per kind whose renderer is the identity, strings already accepted (most names recur across a program and
across the programs of a run); cleared past :data:`_MAX_ACCEPTED` entries."""
_MAX_ACCEPTED = 1 << 16


def _accept(kind: StringKind, text: str) -> None:
    accepted = _ACCEPTED[kind]
    if len(accepted) >= _MAX_ACCEPTED:
        accepted.clear()
    accepted.add(text)


def _string_check(field: str, kind: StringKind) -> _FieldCheck:
    check = checker(kind)
    label = _label(kind)
    if kind not in RENDERED:
        accepted = _ACCEPTED[kind]

        def make_identity(screen: _Screen) -> Hook:
            # an operator passed as an argument: torch resolves it, so the screen records it
            targets = screen.targets if kind is StringKind.OPERATOR_TARGET else None

            def run(obj: dict[str, Any]) -> None:
                text = obj.get(field)
                if text is None:
                    return
                if text not in accepted:
                    try:
                        check(text)
                    except ValueError as exc:
                        raise screen.refused((field,), label, exc) from None
                    _accept(kind, text)
                if targets is not None:
                    targets[(text, field)] = None

            return run

        return make_identity

    def make(screen: _Screen) -> Hook:
        def run(obj: dict[str, Any]) -> None:
            text = obj.get(field)
            if text is None:
                return
            try:
                rendered = check(text)
            except ValueError as exc:
                raise screen.refused((field,), label, exc) from None
            if rendered is not text and rendered != text:
                obj[field] = rendered
                screen.changed = True

        return run

    return make


def _list_check(field: str, kind: StringKind) -> _FieldCheck:
    check = checker(kind)
    label = _label(kind)

    def make(screen: _Screen) -> Hook:
        def run(obj: dict[str, Any]) -> None:
            items = obj.get(field)
            if not items:
                return
            for index, text in enumerate(items):
                try:
                    rendered = check(text)
                except ValueError as exc:
                    raise screen.refused((field, index), label, exc) from None
                if rendered is not text and rendered != text:
                    items[index] = rendered
                    screen.changed = True

        return run

    return make


def _dict_check(field: str, key_kind: StringKind | None, value_kind: StringKind | None) -> _FieldCheck:
    check_key = checker(key_kind) if key_kind is not None else None
    check_value = checker(value_kind) if value_kind is not None else None
    key_label = f"{_label(key_kind)} (a key)" if key_kind is not None else ""
    value_label = _label(value_kind) if value_kind is not None else ""

    def make(screen: _Screen) -> Hook:
        def run(obj: dict[str, Any]) -> None:
            mapping = obj.get(field)
            if not mapping:
                return
            if check_key is not None:
                for key in mapping:
                    try:
                        check_key(key)
                    except ValueError as exc:
                        raise screen.refused((field, Key(key)), key_label, exc) from None
            if check_value is not None:
                for key, value in mapping.items():
                    try:
                        rendered = check_value(value)
                    except ValueError as exc:
                        raise screen.refused((field, Key(key)), value_label, exc) from None
                    if rendered is not value and rendered != value:
                        mapping[key] = rendered
                        screen.changed = True

        return run

    return make


def _metadata_check(field: str) -> _FieldCheck:
    def make(screen: _Screen) -> Hook:
        def run(obj: dict[str, Any]) -> None:
            mapping = obj.get(field)
            if mapping:
                screen.metadata(mapping, (field,))

        return run

    return make


def _tuple_strings(t: TypeExpr, prefix: str) -> list[tuple[tuple[int, ...], str]]:
    """The index paths and positions of the strings inside a tuple type (schema 1's equality constraints)."""
    out: list[tuple[tuple[int, ...], str]] = []
    for index, arg in enumerate(t.args):
        if arg.kind == "prim" and arg.name == "str":
            out.append(((index,), f"{prefix}[{index}]"))
        elif arg.kind == "tuple":
            out += [((index, *rest), position) for rest, position in _tuple_strings(arg, f"{prefix}[{index}]")]
    return out


def _nested_check(field: str, t: TypeExpr, position: str) -> _FieldCheck | None:
    """The check of the strings inside ``list[tuple[...]]`` and ``tuple[..., dict[str, T]]`` fields (schema 1)."""
    while t.kind == "optional":
        t = t.args[0]
    if t.kind == "list" and t.args[0].kind == "tuple":
        strings = [(path, FIELD_KINDS[p]) for path, p in _tuple_strings(t.args[0], position + "[*]")]
        if not strings:
            return None

        def make_list(screen: _Screen) -> Hook:
            def run_list(obj: dict[str, Any]) -> None:
                for index, item in enumerate(obj.get(field) or ()):
                    for path, kind in strings:
                        value: Any = item
                        for step in path:
                            value = value[step]
                        try:
                            checker(kind)(value)
                        except ValueError as exc:
                            raise screen.refused((field, index, *path), _label(kind), exc) from None

            return run_list

        return make_list
    if t.kind == "tuple":
        keyed = [
            (index, FIELD_KINDS[f"{position}[{index}]{{key}}"])
            for index, arg in enumerate(t.args)
            if arg.kind == "dict" and arg.args[0] == TypeExpr("prim", "str")
        ]

        def make_tuple(screen: _Screen) -> Hook:
            def run_tuple(obj: dict[str, Any]) -> None:
                value = obj.get(field)
                if value is None:
                    return
                for index, kind in keyed:
                    for key in value[index]:
                        try:
                            checker(kind)(key)
                        except ValueError as exc:
                            raise screen.refused((field, index, Key(key)), f"{_label(kind)} (a key)", exc) from None

            return run_tuple

        return make_tuple if keyed else None
    return None


def _validated(position: str) -> bool:
    """Whether the string at ``position`` needs no hook: free text, or a name the validator itself checks
    (:data:`serde.untrusted.string_kinds.NAME_POSITIONS`, in C where the extension is built)."""
    return position in NAME_POSITIONS or FIELD_KINDS[position] is StringKind.FREE_TEXT


def _field_check(class_name: str, field: str, t: TypeExpr) -> _FieldCheck | None:
    """The check of one field's strings, or None where it holds none that this generic hook checks."""
    position = f"{class_name}.{field}"
    while t.kind == "optional":
        t = t.args[0]
    if t.kind == "prim" and t.name == "str":
        if _validated(position) or position in _SPECIAL or position in _TOP_LEVEL:
            return None
        return _string_check(field, FIELD_KINDS[position])
    if t.kind == "list" and t.args[0] == TypeExpr("prim", "str"):
        if _validated(position + "[*]") or position + "[*]" in _TOP_LEVEL:
            return None
        return _list_check(field, FIELD_KINDS[position + "[*]"])
    if t.kind == "dict" and t.args[0] == TypeExpr("prim", "str"):
        if position + "{key}" in _TOP_LEVEL or position + "{value}" in _SPECIAL:
            return None
        if FIELD_KINDS.get(position + "{value}") is StringKind.METADATA:
            return _metadata_check(field)
        key_kind = None if _validated(position + "{key}") else FIELD_KINDS[position + "{key}"]
        value = position + "{value}"
        value_kind = None if value not in FIELD_KINDS or _validated(value) else FIELD_KINDS[value]
        return _dict_check(field, key_kind, value_kind) if key_kind or value_kind else None
    return _nested_check(field, t, position)


@cache
def _class_checks(version: SchemaVersion) -> dict[str, tuple[_FieldCheck, ...]]:
    """Per class of ``version``'s spec, the checks of the strings the generic hook owns."""
    spec = spec_for(version)
    out: dict[str, tuple[_FieldCheck, ...]] = {}
    for cls in spec.classes.values():
        checks = tuple(check for f in cls.fields if (check := _field_check(cls.name, f.name, f.type_expr)) is not None)
        if checks:
            out[cls.name] = checks
    return out


class _Screen:
    """The screen of one program: a hook per class that holds a checked string, and whether a string was
    rendered differently from how it was written."""

    def __init__(self, version: SchemaVersion, source: str | None, targets: Targets | None = None) -> None:
        self.version = version
        self.source = source
        self.changed = False
        self.metadata_seen: set[tuple[str, str]] = set()
        """The metadata entries already checked (a program repeats a few hundred across its nodes)."""
        self.target = checker(FIELD_KINDS["Node.target"])
        self.targets: Targets = {} if targets is None else targets
        """The distinct operator targets met, as (target, field): ``Node.target`` and ``Argument.as_operator``."""

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
        rather than through the generic checks: it runs once per size expression."""
        text = obj["expr_str"]
        try:
            rendered = canonical_expression(text)
        except ExpressionError as exc:
            raise self.refused(("expr_str",), "symbolic expression", exc) from None
        if rendered != text:
            obj["expr_str"] = rendered
            self.changed = True

    def metadata(self, mapping: dict[str, str], below: Path) -> None:
        """Check each metadata value by the kind of its key (the keys are names, which the validator checks)."""
        seen = self.metadata_seen
        for key, value in mapping.items():
            if (key, value) in seen:
                continue
            kind = metadata_kind(key)
            try:
                checker(kind)(value)
            except ValueError as exc:
                raise self.refused((*below, Key(key)), f"metadata {key} ({kind.value})", exc) from None
            seen.add((key, value))

    def node(self, obj: dict[str, Any]) -> None:
        """Check a node's target and its metadata values (the target is a string and the metadata a dict of
        strings in every schema, checked before the hook runs; its name is checked by the validator)."""
        target = obj["target"]
        try:
            self.target(target)
        except ValueError as exc:
            raise self.refused(("target",), "node target (operator target)", exc) from None
        self.targets[(target, "target")] = None
        metadata = obj["metadata"]
        if metadata:
            self.metadata(metadata, ("metadata",))

    def generic(self, checks: tuple[_FieldCheck, ...]) -> Hook:
        """The hook running ``checks`` on each object of one class."""
        runs = tuple(make(self) for make in checks)
        if len(runs) == 1:
            return runs[0]

        def hook(obj: dict[str, Any]) -> None:
            for run in runs:
                run(obj)

        return hook

    def hooks(self, only: tuple[str, ...] | None = None) -> dict[str, Hook]:
        """The hooks, by class name (``only``: just those of these classes)."""

        def wanted(name: str) -> bool:
            return only is None or name in only

        hooks: dict[str, Hook] = {
            name: self.generic(checks)
            for name, checks in _class_checks(self.version).items()
            if name != "Node" and wanted(name)
        }
        if wanted("SymExpr"):
            hooks["SymExpr"] = self.sym_expr
        if not wanted("Node"):
            return hooks
        node_checks = _class_checks(self.version).get("Node")
        if node_checks:
            generic = self.generic(node_checks)

            def node(obj: dict[str, Any]) -> None:
                self.node(obj)
                generic(obj)

            hooks["Node"] = node
        else:
            hooks["Node"] = self.node
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
            guard = checker(StringKind.GUARD)
            for index, text in enumerate(guards):
                try:
                    guards[index] = guard(text)
                except ValueError as exc:
                    raise self.error(render_path(("guards_code", index)), "guard", exc) from None
                self.changed = self.changed or guards[index] != text


@cache
def screened_classes(version: SchemaVersion, root: str) -> tuple[str, ...]:
    """The classes whose objects the screen of a ``root`` object of schema ``version`` is hooked on, sorted (the
    hooks of the checkers :func:`validate_and_screen` runs, which ``tools/build_visitors.py`` builds); known
    once per version and root (a P2 archive's configs ask for it each)."""
    names = {*_class_checks(version), "SymExpr", "Node"}
    spec = spec_for(version)
    if root != spec.root:
        reachable = set(spec.reachable(root))
        return tuple(sorted(name for name in names if name in reachable))
    return tuple(sorted(names))


def validate_and_screen(
    program: dict[str, Any],
    version: SchemaVersion | None = None,
    *,
    source: str | None = None,
    root: str | None = None,
    targets: Targets | None = None,
) -> tuple[SchemaVersion, bool]:
    """:func:`serde.program.validate.validate` and the screen of the module docstring in one walk: the version
    validated and whether any string was rendered differently. A string is screened once the object
    holding it has been checked; the first violation of either kind is raised. ``root`` names another root
    class of the spec (a P2 ``PayloadConfig``), whose strings are screened the same way. ``targets``, when
    given, receives the program's distinct operator targets (:data:`Targets`), found by the same walk."""
    checked = detect_version(program, source=source) if version is None else version
    screen = _Screen(checked, source, targets)
    if root is not None and root != spec_for(checked).root:
        hooked = screened_classes(checked, root)
        hooks = screen.hooks(hooked)
        validate(program, checked, root=root, source=source, hooks={name: hooks[name] for name in hooked})
        return checked, screen.changed
    validate(program, checked, source=source, hooks=screen.hooks())
    screen.top_level(program)
    return checked, screen.changed
