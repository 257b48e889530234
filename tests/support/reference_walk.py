"""A reference for the spec-guided walks of ``serde.schema``: copy-on-write rewriting of the values of one
primitive type, written plainly as nested closures (no generated code), so that the generated
:func:`serde.program.walk.visit` and the located rewrite of :mod:`serde.program.locate` can be checked against
an independent implementation."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from itertools import repeat
from typing import Any

from serde.schema.jsonpath import Path
from serde.schema.spec import Spec
from serde.schema.typeexpr import TypeExpr
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import spec_for

Mapper = Callable[[Any, Path], Any]
ValueFn = Callable[[Any, Path], Any]


def _identity(value: Any, path: Path) -> Any:
    return value


class _MapperBuilder:
    """Builds copy-on-write mappers that descend only into types that can hold the target primitive."""

    def __init__(self, spec: Spec, prim: str, fn: ValueFn) -> None:
        self.spec = spec
        self.prim = prim
        self.fn = fn
        self.holds: dict[str, bool] = {}
        self.class_mappers: dict[str, Mapper] = {}

    def class_holds(self, name: str, seen: frozenset[str] = frozenset()) -> bool:
        if name in self.holds:
            return self.holds[name]
        if name in seen or name not in self.spec.classes:
            return False
        result = any(self.type_holds(f.type_expr, seen | {name}) for f in self.spec.classes[name].fields)
        if not seen:
            self.holds[name] = result
        return result

    def type_holds(self, t: TypeExpr, seen: frozenset[str] = frozenset()) -> bool:
        return any(
            (n.kind == "prim" and n.name == self.prim) or (n.kind == "ref" and self.class_holds(n.name, seen))
            for n in t.walk()
        )

    def for_type(self, t: TypeExpr) -> Mapper:
        if not self.type_holds(t):
            return _identity
        if t.kind == "prim":
            return self.fn
        if t.kind == "optional":
            inner = self.for_type(t.args[0])
            return lambda v, p: None if v is None else inner(v, p)
        if t.kind == "list" or t.kind == "tuple":
            parts: Iterable[Mapper] = (
                [self.for_type(a) for a in t.args] if t.kind == "tuple" else repeat(self.for_type(t.args[0]))
            )

            def seq(v: Any, p: Path) -> Any:
                if not isinstance(v, (list, tuple)):
                    return v
                out = None
                for i, (f, x) in enumerate(zip(parts, v, strict=False)):
                    new = f(x, p + (i,))
                    if new is not x:
                        if out is None:
                            out = list(v)
                        out[i] = new
                return v if out is None else out

            return seq
        if t.kind == "dict":
            value_fn = self.for_type(t.args[1])

            def mapping(v: Any, p: Path) -> Any:
                if not isinstance(v, dict):
                    return v
                out = None
                for k, x in v.items():
                    new = value_fn(x, p + (k,))
                    if new is not x:
                        if out is None:
                            out = dict(v)
                        out[k] = new
                return v if out is None else out

            return mapping
        return self.for_class(t.name)

    def for_class(self, name: str) -> Mapper:
        if name in self.class_mappers:
            return self.class_mappers[name]
        fields: list[tuple[str, Mapper]] = []

        def obj(v: Any, p: Path) -> Any:
            if not isinstance(v, dict):
                return v
            out = None
            for key, fn in fields:
                value = v.get(key)
                if value is not None:
                    new = fn(value, p + (key,))
                    if new is not value:
                        if out is None:
                            out = dict(v)
                        out[key] = new
            return v if out is None else out

        self.class_mappers[name] = obj
        cls = self.spec.classes[name]
        for f in cls.fields:
            if self.type_holds(f.type_expr):
                fields.append((f.name, self.for_type(f.type_expr)))
        return obj


@cache
def _cached(version: SchemaVersion, root: str, prim: str, fn: ValueFn) -> Mapper | None:
    builder = _MapperBuilder(spec_for(version), prim, fn)
    if not builder.class_holds(root):
        return None
    return builder.for_class(root)


def map_prim(version: SchemaVersion, payload: Any, prim: str, fn: ValueFn, *, root: str | None = None) -> Any:
    """Return ``payload`` with ``fn(value, path)`` applied to every value of primitive type ``prim``.

    Only subtrees whose declared type can hold ``prim`` are visited; unchanged parts are shared with
    the input, which is never modified. Values of the wrong shape are left for validation to report.
    """
    mapper = _cached(version, root or spec_for(version).root, prim, fn)
    return payload if mapper is None else mapper(payload, ())
