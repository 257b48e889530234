"""Payload validation against a schema spec, by a Python checker generated from the spec once per (version,
root class, hooked classes): built with the package into :mod:`serde.program.built` by
``tools/build_visitors.py`` for every checker pt2-serde itself asks for, generated in the process only for
another (a root or a set of hooks a caller chose, listed in :data:`GENERATED_HERE`). Both come from one
renderer, :meth:`_Compiler.module_source`: a self-contained module, its constants written as literals.

The generated checker does no bookkeeping on the happy path. When a check fails it raises ``_Invalid``;
every enclosing level appends its path segment while the exception unwinds, so the JSON path of the
offending value is rebuilt only for the error. List indices are recovered by identity: the element
that failed is the first element of its list that is the very same object (a check is deterministic,
so an identical earlier element would have failed first). Every class has one function, ``_c_<class>``
(inlining classes where they are used made the checkers fifteen times larger for a few percent of speed).

Where the C extension is built, :mod:`serde.program.native` gives the verdict first, from tables derived from
the same spec and wire rules; only a payload it does not pass (or whose hook raised there) reaches the
generated checker, which then finds and reports the violation. So the generated checker stays the reference
and the one source of error messages.

Callers may pass hooks, one per class: each is called with every object of its class once the object has
been checked, in the same walk (the program-string screen uses this to read the strings it screens
without a second walk). A hook refuses an object by raising :class:`HookRefusal`, which unwinds like a
failed check, so the refusal gets the object's JSON path too. A payload the compiled checker does not pass
is walked again by the generated one, so a hook may then see an object twice: hooks must give the same
result when called again (the screen's render strings canonically, which leaves a rendered string as it is).
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Mapping
from functools import cache
from typing import Any

from serde.errors import SchemaError, SerdeError, UnsafeProgramError
from serde.program import native
from serde.program.built import CHECKERS
from serde.program.codegen import compile_generated
from serde.program.wire import NONFINITE_STRINGS, rules_for, schema_version_wire_value
from serde.schema.jsonpath import Key, Path, render_path
from serde.schema.spec import ClassSpec, Spec
from serde.schema.typeexpr import TypeExpr
from serde.schema.versions import SchemaVersion
from serde.schema.versions.number import VersionLike
from serde.schema.versions.registry import require_known, spec_for
from serde.untrusted import names
from serde.untrusted.string_kinds import NAME_POSITIONS

__all__ = ["GENERATED_HERE", "CheckerKey", "Hook", "HookRefusal", "checker_source", "validate", "validator_name"]


_M = object()
"""A field's value when it is absent (``_M`` in the generated checkers, which import it from here)."""
_INF = frozenset({math.inf, -math.inf})
_NONFINITE = NONFINITE_STRINGS
_HELPERS = "_INF, _M, _NONFINITE, _Invalid, _fail_union_arity, _fail_unknown_key, _int_error, _name"
"""What every generated checker imports from this module."""


class _Invalid(Exception):
    """Internal: one failed check, with path segments collected innermost first."""

    def __init__(self, message: str, expected: str | None, found: Any) -> None:
        super().__init__(message)
        self.message = message
        self.expected = expected
        self.found = found
        self.segments: list[tuple[Any, ...]] = []


class _Unsafe(_Invalid):
    """Internal: a name outside its kind's grammar (raised as :class:`serde.errors.UnsafeProgramError`)."""

    def __init__(self, label: str, reason: str) -> None:
        super().__init__(f"{label} refused: {reason}", None, None)


def _name(text: str, check: Callable[[str], str], label: str) -> None:
    """Raise :class:`_Unsafe` unless ``check`` accepts ``text``."""
    try:
        check(text)
    except names.NameGrammarError as exc:
        raise _Unsafe(label, str(exc)) from None


class HookRefusal(_Invalid):
    """Raised by a validation hook to refuse the object it was given: ``below`` is the path from that object
    to the value refused, and ``error(path)`` builds the error for the rendered JSON path of that value."""

    def __init__(self, below: Path, error: Callable[[str], SerdeError]) -> None:
        super().__init__("refused by a hook", None, None)
        self.below = below
        self.error = error


Hook = Callable[[dict[str, Any]], None]
"""Called with each object of one class once it has been checked; raises :class:`HookRefusal` to refuse it."""


def _describe(value: Any) -> str:
    if value is _M:
        return "nothing"
    kind = {dict: "object", list: "array", tuple: "array", str: "string", bool: "boolean", type(None): "null"}.get(
        type(value), type(value).__name__
    )
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{kind} {text}" if value is not None else kind


def _path(segments: list[tuple[Any, ...]]) -> Path:
    """The :mod:`serde.schema.jsonpath` path of the segments a failing check collected (innermost first)."""
    parts: list[Any] = []
    for segment in reversed(segments):
        if segment[0] == "field":
            parts.append(segment[1])
        elif segment[0] == "key":
            parts.append(Key(segment[1]))
        else:
            container, element = segment[1], segment[2]
            parts.append(next(i for i, item in enumerate(container) if item is element))
    return tuple(parts)


def _fail_unknown_key(data: dict[str, Any], known: frozenset[str], cls: str) -> None:
    for key in data:
        if key not in known:
            exc = _Invalid(f"unknown field of {cls}", f"one of {', '.join(sorted(known))}", key)
            exc.segments.append(("field", key))
            raise exc


def _int_error(value: Any) -> _Invalid:
    """The error for a value of a plain ``int`` field that is not an int64."""
    if type(value) is int:
        return _Invalid("integer outside int64", "int64", value)
    return _Invalid("wrong type", "int", value)


def _fail_union_arity(data: dict[str, Any], cls: str, members: frozenset[str], all_members: bool) -> None:
    if all_members:
        unknown = [k for k in data if k not in members]
        if unknown:
            exc = _Invalid(f"unknown member of union {cls}", f"one of {', '.join(sorted(members))}", unknown[0])
            exc.segments.append(("field", unknown[0]))
            raise exc
        absent = sorted(members - set(data))
        if absent:
            raise _Invalid(
                f"union {cls} must list every member (schema 1/2 wire form)", "all member keys", f"missing {absent}"
            )
        present = [k for k, v in data.items() if v is not None]
    else:
        present = list(data)
    raise _Invalid(
        f"union {cls} must hold exactly one member",
        "exactly one of " + ", ".join(sorted(members)),
        f"{len(present)} members {present}",
    )


def _literal(value: Any) -> str:
    """``value`` (a frozenset of str or int, or a dict of str) as Python source, the same in every process
    (a set's order follows string hashing, which differs between processes: its items are sorted)."""
    if isinstance(value, frozenset):
        items = sorted(value)
        return "frozenset((" + "".join(f"{item!r}, " for item in items) + "))" if items else "frozenset()"
    if isinstance(value, dict):
        return repr(value)
    raise TypeError(f"no literal for a {type(value).__name__}")


class _Compiler:
    """Generates the checker module for one spec under one era's wire rules."""

    def __init__(self, spec: Spec, hooked: tuple[str, ...] = ()) -> None:
        self.spec = spec
        self.rules = rules_for(spec.version)
        self.hooked = hooked
        self.hooks_argument = ", h" if hooked else ""
        self.functions: dict[str, list[str]] = {}
        self.consts: dict[str, str] = {}
        """The module's constants: name -> source."""
        self.counter = 0

    def const(self, prefix: str, value: Any) -> str:
        return self.const_source(prefix, _literal(value))

    def const_source(self, prefix: str, source: str) -> str:
        self.counter += 1
        name = f"_{prefix}{self.counter}"
        self.consts[name] = source
        return name

    def var(self) -> str:
        self.counter += 1
        return f"v{self.counter}"

    def check(self, t: TypeExpr, x: str, pad: str, owner: str, position: str = "") -> list[str]:
        """Lines that check the value held in variable ``x`` against type ``t``; ``position`` is where inside
        the field ``owner`` the value lies, spelled as :mod:`serde.untrusted.string_kinds` spells it (names of
        the identifier kinds are checked here)."""
        position = position or owner
        if t.kind == "optional":
            return [f"{pad}if {x} is not None:", *self.check(t.args[0], x, pad + "    ", owner, position)]
        if t.kind == "prim":
            if t.name == "str" and position in NAME_POSITIONS:
                return self.check_name(x, pad, position)
            return self.check_prim(t.name, x, pad, owner)
        if t.kind == "ref":
            if t.name in self.spec.enums:
                values = frozenset(self.spec.enums[t.name].values())
                ev = self.const("E", values)
                expected = f"{t.name} (one of {sorted(values)})"
                return [
                    f"{pad}if type({x}) is not int or {x} not in {ev}:",
                    f"{pad}    raise _Invalid('not a value of enum {t.name}', {expected!r}, {x})",
                ]
            self.function(t.name)
            return [f"{pad}_c_{t.name}({x}{self.hooks_argument})"]
        if t.kind == "list":
            e = self.var()
            return [
                f"{pad}if type({x}) is not list and type({x}) is not tuple:",
                f"{pad}    raise _Invalid('wrong type', {str(t)!r}, {x})",
                f"{pad}try:",
                f"{pad}    for {e} in {x}:",
                *self.check(t.args[0], e, pad + "        ", owner, position + "[*]"),
                f"{pad}except _Invalid as exc:",
                f"{pad}    exc.segments.append(('index', {x}, {e}))",
                f"{pad}    raise",
            ]
        if t.kind == "dict":
            k, e = self.var(), self.var()
            return [
                f"{pad}if type({x}) is not dict:",
                f"{pad}    raise _Invalid('wrong type', {str(t)!r}, {x})",
                f"{pad}try:",
                f"{pad}    for {k}, {e} in {x}.items():",
                *self.check(t.args[0], k, pad + "        ", owner, position + "{key}"),
                *self.check(t.args[1], e, pad + "        ", owner, position + "{value}"),
                f"{pad}except _Invalid as exc:",
                f"{pad}    exc.segments.append(('key', {k}))",
                f"{pad}    raise",
            ]
        if t.kind == "tuple":
            if not t.args:
                return [
                    f"{pad}if (type({x}) is not list and type({x}) is not tuple) or {x}:",
                    f"{pad}    raise _Invalid('wrong type', 'empty array (tuple[()])', {x})",
                ]
            lines = [
                f"{pad}if (type({x}) is not list and type({x}) is not tuple) or len({x}) != {len(t.args)}:",
                f"{pad}    raise _Invalid('wrong type', {str(t)!r}, {x})",
            ]
            for i, arg in enumerate(t.args):
                e = self.var()
                lines += [
                    f"{pad}{e} = {x}[{i}]",
                    f"{pad}try:",
                    *self.check(arg, e, pad + "    ", owner, f"{position}[{i}]"),
                    f"{pad}except _Invalid as exc:",
                    f"{pad}    exc.segments.append(('index', {x}, {e}))",
                    f"{pad}    raise",
                ]
            return lines
        raise ValueError(f"unsupported type {t}")

    def check_name(self, x: str, pad: str, position: str) -> list[str]:
        """Lines that check that ``x`` is a string of its position's identifier kind."""
        kind = NAME_POSITIONS[position]
        check = self.const_source("N", f"checker(StringKind.{kind.name})")
        label = kind.value
        return [
            f"{pad}if type({x}) is not str:",
            f"{pad}    raise _Invalid('wrong type', 'str', {x})",
            f"{pad}_name({x}, {check}, {label!r})",
        ]

    def check_prim(self, name: str, x: str, pad: str, owner: str) -> list[str]:
        if name == "str":
            cond = f"type({x}) is not str"
        elif name == "bool":
            cond = f"{x} is not True and {x} is not False"
        elif name == "bytes":
            cond = f"type({x}) is not bytes"
        elif name == "int":
            if owner not in self.rules.infinite_int_fields and owner not in self.rules.bool_int_fields:
                return [
                    f"{pad}if type({x}) is not int or not {-(2**63)} <= {x} <= {2**63 - 1}:",
                    f"{pad}    raise _int_error({x})",
                ]
            cond = f"type({x}) is not int"
            if owner in self.rules.infinite_int_fields:
                cond += f" and not (type({x}) is float and {x} in _INF)"
            if owner in self.rules.bool_int_fields:
                cond += f" and {x} is not True and {x} is not False"
        else:
            cond = f"type({x}) is not float and type({x}) is not int"
            if not self.rules.bare_nonfinite:
                cond += f" and not (type({x}) is str and {x} in _NONFINITE)"
        expected = name
        if owner in self.rules.infinite_int_fields:
            expected = "int or ±Infinity"
        elif owner in self.rules.bool_int_fields:
            expected = "int or bool"
        elif name == "float" and not self.rules.bare_nonfinite:
            expected = "float or one of 'Infinity', '-Infinity', 'NaN'"
        lines = [f"{pad}if {cond}:", f"{pad}    raise _Invalid('wrong type', {expected!r}, {x})"]
        if name == "int":  # torch reads every schema int as int64 ("Overflow when unpacking long long")
            lines += [
                f"{pad}elif type({x}) is int and not {-(2**63)} <= {x} <= {2**63 - 1}:",
                f"{pad}    raise _Invalid('integer outside int64', 'int64', {x})",
            ]
        return lines

    def function(self, name: str) -> None:
        """Write ``_c_<name>(d)`` (once)."""
        if name not in self.functions:
            self.functions[name] = []
            self.functions[name] = [
                f"def _c_{name}(d{self.hooks_argument}):",
                *self.object(self.spec.classes[name], "d", "    "),
            ]

    def object(self, cls: ClassSpec, d: str, pad: str) -> list[str]:
        """Lines that check the ``cls`` object held in variable ``d`` (then call its hook, if it has one)."""
        lines = self.union(cls, d, pad) if cls.kind == "union" else self.struct(cls, d, pad)
        if cls.name in self.hooked:
            lines.append(f"{pad}h[{self.hooked.index(cls.name)}]({d})")
        return lines

    def struct(self, cls: ClassSpec, d: str, pad: str) -> list[str]:
        """Lines that check the struct held in ``d``. A required field is read by subscript: a missing one
        raises KeyError there, which the struct's handler turns into the error for the field being read.
        No KeyError reaches that handler from below: a nested struct handles its own, and the only other
        subscript (a union's member, by a key just taken from that union) cannot fail."""
        known = self.const("K", frozenset(f.name for f in cls.fields))
        lines = [
            f"{pad}if type({d}) is not dict:",
            f"{pad}    raise _Invalid('wrong type', 'object {cls.name}', {d})",
        ]
        if not cls.fields:
            return [*lines, f"{pad}if {d}:", f"{pad}    _fail_unknown_key({d}, {known}, {cls.name!r})"]
        counted = any(field.has_default for field in cls.fields)
        types = self.const("T", {field.name: str(field.type_expr) for field in cls.fields})
        n, f = self.var(), self.var()
        if counted:
            lines.append(f"{pad}{n} = 0")
        lines += [f"{pad}{f} = None", f"{pad}try:"]
        for field in cls.fields:
            x = self.var()
            lines.append(f"{pad}    {f} = {field.name!r}")
            if field.has_default:
                lines += [
                    f"{pad}    {x} = {d}.get({field.name!r}, _M)",
                    f"{pad}    if {x} is not _M:",
                    f"{pad}        {n} += 1",
                    *self.check(field.type_expr, x, pad + "        ", f"{cls.name}.{field.name}"),
                ]
            else:
                lines.append(f"{pad}    {x} = {d}[{field.name!r}]")
                if counted:
                    lines.append(f"{pad}    {n} += 1")
                lines += self.check(field.type_expr, x, pad + "    ", f"{cls.name}.{field.name}")
        present = n if counted else str(len(cls.fields))
        return [
            *lines,
            f"{pad}except KeyError:",
            f"{pad}    exc = _Invalid('required field missing', {types}[{f}], _M)",
            f"{pad}    exc.segments.append(('field', {f}))",
            f"{pad}    raise exc from None",
            f"{pad}except _Invalid as exc:",
            f"{pad}    exc.segments.append(('field', {f}))",
            f"{pad}    raise",
            f"{pad}if {present} != len({d}):",
            f"{pad}    _fail_unknown_key({d}, {known}, {cls.name!r})",
        ]

    def union(self, cls: ClassSpec, d: str, pad: str) -> list[str]:
        """Lines that check the union object held in ``d``, in the era's wire form."""
        mv = self.const("U", frozenset(f.name for f in cls.fields))
        lines = [
            f"{pad}if type({d}) is not dict:",
            f"{pad}    raise _Invalid('wrong type', 'object {cls.name} (a union)', {d})",
        ]
        if self.rules.all_union_members:
            return [*lines, *self.all_members_union(cls, d, mv, pad)]
        return [*lines, *self.single_key_union(cls, d, mv, pad)]

    def all_members_union(self, cls: ClassSpec, d: str, mv: str, pad: str) -> list[str]:
        """Lines that check the schema 1/2 union object held in ``d`` (a dict): every member key, one non-null.
        The nulls are counted in C; the set member is found by reading the members in declaration order."""
        x = self.var()
        lines = [
            f"{pad}if len({d}) != {len(cls.fields)} or {d}.keys() != {mv} or [*{d}.values()].count(None) != "
            f"{len(cls.fields) - 1}:",
            f"{pad}    _fail_union_arity({d}, {cls.name!r}, {mv}, True)",
            f"{pad}try:",
        ]
        for i, field in enumerate(cls.fields):
            lines += [
                f"{pad}    {'if' if i == 0 else 'elif'} ({x} := {d}[{field.name!r}]) is not None:",
                *self.check(field.type_expr, x, pad + "        ", f"{cls.name}.{field.name}"),
            ]
        return [
            *lines,
            f"{pad}except _Invalid as exc:",
            f"{pad}    exc.segments.append(('field', next(k for k, v in {d}.items() if v is not None)))",
            f"{pad}    raise",
        ]

    def single_key_union(self, cls: ClassSpec, d: str, mv: str, pad: str) -> list[str]:
        """Lines that check the single-key union object held in ``d`` (already known to be a dict). The member
        is found by one membership test per member, in declaration order: no iterator is made to read the
        one key, and the key is only read out for an error's path."""
        x = self.var()
        lines = [
            f"{pad}if len({d}) != 1:",
            f"{pad}    _fail_union_arity({d}, {cls.name!r}, {mv}, False)",
            f"{pad}try:",
        ]
        for i, field in enumerate(cls.fields):
            lines += [
                f"{pad}    {'if' if i == 0 else 'elif'} {field.name!r} in {d}:",
                f"{pad}        {x} = {d}[{field.name!r}]",
                *self.check(field.type_expr, x, pad + "        ", f"{cls.name}.{field.name}"),
            ]
        members = ", ".join(sorted(f.name for f in cls.fields))
        return [
            *lines,
            f"{pad}    else:",
            f"{pad}        raise _Invalid('unknown member of union {cls.name}', {members!r}, next(iter({d})))",
            f"{pad}except _Invalid as exc:",
            f"{pad}    exc.segments.append(('field', next(iter({d}))))",
            f"{pad}    raise",
        ]

    def module_source(self, root: str) -> str:
        """The checker of ``root`` as a module: its imports, its constants as literals, one function per
        class, and ``CHECKER``, the root's function."""
        self.function(root)
        hooks = f", hooked on {len(self.hooked)} classes" if self.hooked else ""
        lines = [
            f'"""The checker of schema {self.spec.version} from {root}{hooks}, made from the spec (do not edit)."""',
            "",
            "# mypy: ignore-errors",
            "# ruff: noqa",
            f"from serde.program.validate import {_HELPERS}",
        ]
        if any(source.startswith("checker(") for source in self.consts.values()):
            lines.append("from serde.untrusted.string_kinds import StringKind, checker")
        lines += ["", '__all__ = ["CHECKER"]', ""]
        lines += [f"{name} = {source}" for name, source in self.consts.items()]
        for function in self.functions.values():
            lines += ["", "", *function]
        lines += ["", "", f"CHECKER = _c_{root}"]
        return "\n".join(lines) + "\n"

    def build(self, root: str) -> _Checker:
        namespace = compile_generated(self.module_source(root), validator_name(self.spec.version, root, self.hooked))
        checker: _Checker = namespace["CHECKER"]
        return checker


_Checker = Callable[..., None]
"""A generated checker: ``checker(payload)``, or ``checker(payload, hooks)`` with the hooks in the order of the
class names it was generated for."""

CheckerKey = tuple[str, str, tuple[str, ...]]
"""What a checker is made for: the schema version (as text), the root class and the hooked classes (sorted)."""

GENERATED_HERE: list[CheckerKey] = []
"""The checkers this process generated because :mod:`serde.program.built` lacked them (a root or a set of
hooks no pt2-serde caller asks for; ``tools/build_visitors.py`` lists those it builds)."""


def validator_name(version: SchemaVersion, root: str, hooked: tuple[str, ...] = ()) -> str:
    """The name the validator of ``root`` for ``version`` (calling hooks for the classes ``hooked``) is compiled
    under when it is generated in the process (see :mod:`serde.program.codegen`)."""
    return f"validator {version} {root}" + (f" hooks {' '.join(hooked)}" if hooked else "")


def checker_source(key: CheckerKey) -> str:
    """The source of the checker for ``key``, as :mod:`serde.program.built` holds it."""
    version, root, hooked = key
    return _Compiler(spec_for(SchemaVersion.parse(version)), hooked).module_source(root)


@cache
def _checker(version: SchemaVersion, root: str, hooked: tuple[str, ...] = ()) -> _Checker:
    spec = spec_for(version)
    for name in (root, *hooked):
        if name not in spec.classes:
            raise ValueError(f"schema {version} has no class {name!r}")
    key = (str(version), root, hooked)
    module = CHECKERS.get(key)
    if module is not None:
        built: _Checker = importlib.import_module(f"serde.program.built.{module}").CHECKER
        return built
    GENERATED_HERE.append(key)
    return _Compiler(spec, hooked).build(root)


def validate(
    payload: Any,
    version: VersionLike | None = None,
    *,
    root: str | None = None,
    source: str | None = None,
    hooks: Mapping[str, Hook] | None = None,
) -> SchemaVersion:
    """Check ``payload`` against the spec of ``version`` (default: the version it declares).

    Checks required fields, types, enum values, exactly one member per union (in the era's wire
    form), unknown keys, and that the declared ``schema_version`` matches. Returns the version
    checked; raises :class:`serde.SchemaError` with the JSON path of the first violation.
    ``hooks`` (class name -> :data:`Hook`) are called with every object of their class once it has been
    checked, in the same walk; the error a hook's :class:`HookRefusal` builds is raised with its JSON path.
    """
    from serde.schema.versions.detect import detect_version

    if version is None:
        checked = detect_version(payload, source=source)
    else:
        checked = require_known(version, source=source)
    spec = spec_for(checked)
    root_name = root or spec.root
    hooked = tuple(sorted(hooks)) if hooks else ()
    called = (payload, tuple(hooks[name] for name in hooked)) if hooks else (payload,)
    try:
        if not native.passes(checked, root_name, hooked, called):
            _checker(checked, root_name, hooked)(*called)
    except HookRefusal as exc:
        raise exc.error(render_path(_path(exc.segments) + exc.below)) from None
    except _Unsafe as exc:
        path = render_path(_path(exc.segments))
        raise UnsafeProgramError(exc.message, version=checked, path=path, source=source) from None
    except _Invalid as exc:
        raise SchemaError(
            exc.message,
            version=checked,
            path=render_path(_path(exc.segments)),
            expected=exc.expected,
            found=_describe(exc.found),
            source=source,
        ) from None
    except RecursionError:
        raise SchemaError("payload nested too deeply to validate", version=checked, path="$", source=source) from None
    if root_name == spec.root:
        declared = payload.get("schema_version")
        if declared != schema_version_wire_value(checked):
            raise SchemaError(
                "payload declares a different schema version",
                version=checked,
                path="$.schema_version",
                expected=repr(schema_version_wire_value(checked)),
                found=_describe(declared),
                source=source,
            )
    return checked
