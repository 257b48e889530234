"""Spec-guided, in-place visiting of every object of chosen classes, and of every value of chosen
primitive types, in a payload (used by the steps).

Handlers run bottom-up (children first) and may return a replacement. Only subtrees whose declared
type can reach a handled class or primitive are entered. For each (version, root, handler set) the
traversal is generated once as Python source, as the validator is: a handled class, the root and a
class where it recurses into itself (a subgraph inside a node's argument) each get a function, every
other class is inlined where it is used, and a path is only built where a handler or a function
receives it. Handlers are passed on each
call, so concurrent visits do not interfere.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from serde.program.built import INDEX
from serde.program.codegen import compile_generated
from serde.program.wire import rules_for
from serde.schema.jsonpath import Path
from serde.schema.spec import Spec
from serde.schema.typeexpr import TypeExpr
from serde.schema.versions import SchemaVersion
from serde.schema.versions.number import VersionLike
from serde.schema.versions.registry import spec_for

__all__ = ["GENERATED_HERE", "Handler", "Handlers", "Holding", "TraversalKey", "traversal_source", "visit"]


Handler = Callable[[Any, Path], Any]


@dataclass(frozen=True)
class Holding:
    """A class handler called only for the objects that hold at least one of ``keys``: the others are left as
    they are, as the handler itself would leave them (the walk may then skip them entirely)."""

    keys: tuple[str, ...]
    handler: Handler


Handlers = Mapping[str, "Handler | Holding"]
_Traversal = Callable[[Any, Path, Mapping[str, Handler]], Any]
_Guards = frozenset[tuple[str, tuple[str, ...]]]
"""The handled classes whose handlers are :class:`Holding`, with their keys."""

_MAX_ENTRY_KEYS = 4
"""The most member keys tested before calling a union's function; beyond that, the function is called."""

_MAX_INLINED_LOOPS = 8
"""Nested loops one generated function may hold before a class gets its own function (CPython
refuses a function nested more than 20 blocks or 100 indentation levels deep)."""


_PathCode = tuple[str, ...]
"""A path as source code: the variable holding a path, then the expressions of the segments below it."""


def _holds_any(keys: tuple[str, ...], obj: str) -> str:
    """The condition that the dict held in ``obj`` has one of ``keys``, as source code."""
    return " or ".join(f"{key!r} in {obj}" for key in keys)


def _render(path: _PathCode) -> str:
    base, *segments = path
    return f"{base} + ({', '.join(segments)},)" if segments else base


class _Generator:
    """Writes the traversal source for one spec and one set of handled classes and primitive types."""

    def __init__(self, spec: Spec, handled: frozenset[str], guards: _Guards = frozenset()) -> None:
        self.spec = spec
        self.handled = handled
        self.guards = dict(guards)
        self.single_key_unions = not rules_for(spec.version).all_union_members
        self.reaching = self._reaching()
        self.functions: dict[str, list[str]] = {}
        self.counter = 0
        self.inlining: list[str] = []

    def _reaching(self) -> frozenset[str]:
        found = set(self.handled) & set(self.spec.classes)
        grown = True
        while grown:
            more = {
                name
                for name, cls in self.spec.classes.items()
                if name not in found and any(self._reaches(f.type_expr, found) for f in cls.fields)
            }
            found |= more
            grown = bool(more)
        return frozenset(found)

    def _reaches(self, t: TypeExpr, classes: set[str] | frozenset[str]) -> bool:
        """Whether a value of type ``t`` may hold an object of one of ``classes`` or a value of a handled
        primitive type (dict keys are never visited)."""
        if t.kind == "prim":
            return t.name in self.handled
        if t.kind == "ref":
            return t.name in classes
        if t.kind == "dict":
            return self._reaches(t.args[1], classes)
        return any(self._reaches(arg, classes) for arg in t.args)

    def reaches(self, t: TypeExpr) -> bool:
        return self._reaches(t, self.reaching)

    def var(self, prefix: str) -> str:
        self.counter += 1
        return f"{prefix}{self.counter}"

    def value(self, t: TypeExpr, x: str, path: _PathCode, store: str, pad: str, loops: int) -> list[str]:
        """Lines visiting the non-None value held in ``x``, of declared type ``t``. ``path`` spells its
        path, ``store`` is a format string that puts a replacement in its place."""
        if t.kind == "optional":
            return self.value(t.args[0], x, path, store, pad, loops)
        if t.kind in ("list", "dict"):
            q, key, item = self.var("q"), self.var("k"), self.var("e")
            loop = f"{key}, {item} in enumerate({x})" if t.kind == "list" else f"{key}, {item} in {x}.items()"
            return [
                f"{pad}if isinstance({x}, {t.kind}):",
                f"{pad}    {q} = {_render(path)}",
                f"{pad}    for {loop}:",
                f"{pad}        if {item} is not None:",
                *self.value(t.args[-1], item, (q, key), f"{x}[{key}] = {{}}", pad + "            ", loops + 1),
            ]
        if t.kind == "tuple":
            q = self.var("q")
            lines = [f"{pad}if isinstance({x}, list):", f"{pad}    {q} = {_render(path)}"]
            for index, arg in enumerate(t.args):
                if self.reaches(arg):
                    item = self.var("e")
                    lines += [
                        f"{pad}    if len({x}) > {index}:",
                        f"{pad}        {item} = {x}[{index}]",
                        f"{pad}        if {item} is not None:",
                        *self.value(arg, item, (q, str(index)), f"{x}[{index}] = {{}}", pad + "            ", loops),
                    ]
            return lines
        name = t.name
        if t.kind == "prim":
            result = self.var("y")
            return [
                f"{pad}{result} = h[{name!r}]({x}, {_render(path)})",
                f"{pad}if {result} is not {x}:",
                f"{pad}    {store.format(result)}",
            ]
        if name in self.handled and not any(self.reaches(f.type_expr) for f in self.spec.classes[name].fields):
            return self.leaf(name, x, path, store, pad)
        if name in self.handled or name in self.inlining or loops >= _MAX_INLINED_LOOPS:
            self.function(name)
            result = self.var("y")
            call = [
                f"{pad}{result} = v_{name}({x}, {_render(path)}, h)",
                f"{pad}if {result} is not {x}:",
                f"{pad}    {store.format(result)}",
            ]
            keys = self.entry_keys(name)
            if keys is None:
                return call
            return [f"{pad}if isinstance({x}, dict) and ({_holds_any(keys, x)}):", *("    " + line for line in call)]
        self.inlining.append(name)
        lines = [f"{pad}if isinstance({x}, dict):", *self.fields(name, x, path, pad + "    ", loops)]
        self.inlining.pop()
        return lines

    def leaf(self, name: str, x: str, path: _PathCode, store: str, pad: str) -> list[str]:
        """Lines calling the handler of ``name``, a class with nothing below it to visit, on the object held in
        ``x`` (a dict, holding one of the keys of a :class:`Holding` handler) where it is met: what its own
        function would do, without the call."""
        result = self.var("y")
        condition = f"isinstance({x}, dict)"
        if name in self.guards:
            condition += f" and ({_holds_any(self.guards[name], x)})"
        return [
            f"{pad}if {condition}:",
            f"{pad}    {result} = h[{name!r}]({x}, {_render(path)})",
            f"{pad}    if {result} is not {x}:",
            f"{pad}        {store.format(result)}",
        ]

    def entry_keys(self, name: str) -> tuple[str, ...] | None:
        """The member keys without which a call of ``v_<name>`` would do nothing, for a union in the single-key
        wire form whose handler (if any) is a :class:`Holding`; None where the function is simply called (a
        struct, a union of schemas 1 and 2, which carry every member key, an unconditional handler, or too
        many keys to test)."""
        cls = self.spec.classes[name]
        if cls.kind != "union" or not self.single_key_unions or (name in self.handled and name not in self.guards):
            return None
        keys = tuple(field.name for field in cls.fields if self.reaches(field.type_expr))
        keys += tuple(key for key in self.guards.get(name, ()) if key not in keys)
        return keys if len(keys) <= _MAX_ENTRY_KEYS else None

    def fields(self, name: str, obj: str, path: _PathCode, pad: str, loops: int) -> list[str]:
        """Lines visiting the fields of the ``name`` object held in ``obj``."""
        lines: list[str] = []
        for field in self.spec.classes[name].fields:
            if self.reaches(field.type_expr):
                x = self.var("x")
                lines += [
                    f"{pad}{x} = {obj}.get({field.name!r})",
                    f"{pad}if {x} is not None:",
                    *self.value(
                        field.type_expr,
                        x,
                        (*path, repr(field.name)),
                        f"{obj}[{field.name!r}] = {{}}",
                        pad + "    ",
                        loops,
                    ),
                ]
        return lines

    def function(self, name: str) -> None:
        """Generate ``v_<name>(d, p, h)`` (once)."""
        if name in self.functions:
            return
        self.functions[name] = []
        result = f"h[{name!r}](d, p)" if name in self.handled else "d"
        if name in self.guards:
            result = f"{result} if {_holds_any(self.guards[name], 'd')} else d"
        outer, self.inlining = self.inlining, [name]
        self.functions[name] = [
            f"def v_{name}(d, p, h):",
            "    if not isinstance(d, dict):",
            "        return d",
            *self.fields(name, "d", ("p",), "    ", 0),
            f"    return {result}",
        ]
        self.inlining = outer

    def source(self, root: str) -> str:
        """The traversal's source: ``v_<root>(d, p, h)`` and the functions it calls."""
        self.function(root)
        return "\n".join(line for lines in self.functions.values() for line in lines) + "\n"

    def build(self, root: str) -> _Traversal:
        namespace = compile_generated(self.source(root), f"visitor {self.spec.version} {root}")
        traversal: _Traversal = namespace[f"v_{root}"]
        return traversal


TraversalKey = tuple[str, str, frozenset[str], _Guards]
"""What a traversal is made for: the schema version (as text), the root class, the handled classes and
primitive types, and the :class:`Holding` guards."""


def traversal_source(key: TraversalKey) -> str:
    """The source of the traversal for ``key``, as :mod:`serde.program.built` holds it."""
    version, root, handled, guards = key
    return _Generator(spec_for(SchemaVersion.parse(version)), handled, guards).source(root)


GENERATED_HERE: list[TraversalKey] = []
"""The traversals this process generated because :mod:`serde.program.built` (built with the package) lacked
them: a handler set no census run asked for (``tools/build_visitors.py`` adds it)."""


@lru_cache(maxsize=256)
def _traversal(version: SchemaVersion, root: str, handled: frozenset[str], guards: _Guards) -> _Traversal:
    key = (str(version), root, handled, guards)
    module = INDEX.get(key)
    if module is not None:
        built: _Traversal = importlib.import_module(f"serde.program.built.{module}").TRAVERSAL
        return built
    GENERATED_HERE.append(key)
    return _Generator(spec_for(version), handled, guards).build(root)


def visit(version: VersionLike, payload: dict[str, Any], handlers: Handlers, *, root: str | None = None) -> Any:
    """Apply ``handlers[class_name](obj, path)`` to every object of those classes and
    ``handlers[primitive](value, path)`` to every non-None value declared of that primitive type
    (``"str"``, ``"int"``, ``"float"``, ``"bool"`` or ``"bytes"``), bottom-up, in place; a handler's
    return value takes the visited one's place.

    A class handler given as :class:`Holding` is called only for the objects holding one of its keys.

    Types are read from the spec of ``version`` (the payload's version before the step edits it).
    Returns the (possibly replaced) root.
    """
    parsed = SchemaVersion.parse(version)
    plain: dict[str, Handler] = {}
    guards: set[tuple[str, tuple[str, ...]]] = set()
    for name, handler in handlers.items():
        if isinstance(handler, Holding):
            if not handler.keys or name not in spec_for(parsed).classes:
                raise ValueError(f"a Holding handler needs keys and a class of schema {parsed}, not {name!r}")
            guards.add((name, handler.keys))
            plain[name] = handler.handler
        else:
            plain[name] = handler
    traversal = _traversal(parsed, root or spec_for(parsed).root, frozenset(plain), frozenset(guards))
    return traversal(payload, (), plain)
