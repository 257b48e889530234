"""Spec-guided, in-place visiting of every object of chosen classes in a payload (used by the steps).

Handlers run bottom-up (children first) and may return a replacement object. Only subtrees whose
declared type can reach a handled class are entered. The traversal for a (version, root, class set)
is built once and shared; handlers are passed on each call, so concurrent visits do not interfere.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any

from serde.registry import spec_for
from serde.spec import Spec
from serde.transform import Path
from serde.typeexpr import TypeExpr
from serde.versions import SchemaVersion

Handler = Callable[[dict[str, Any], Path], Any]
Handlers = Mapping[str, Handler]
_Visit = Callable[[Any, Path, Handlers], Any]


class _Visitor:
    def __init__(self, spec: Spec, handled: frozenset[str]) -> None:
        self.spec = spec
        self.handled = handled
        self.reach: dict[str, bool] = {}
        self.class_visits: dict[str, _Visit] = {}

    def reaches(self, name: str, seen: frozenset[str] = frozenset()) -> bool:
        if name in self.reach:
            return self.reach[name]
        if name not in self.spec.classes or name in seen:
            return False
        result = name in self.handled or any(
            n.kind == "ref" and self.reaches(n.name, seen | {name})
            for f in self.spec.classes[name].fields
            for n in f.type_expr.walk()
        )
        if not seen:
            self.reach[name] = result
        return result

    def type_reaches(self, t: TypeExpr) -> bool:
        return any(n.kind == "ref" and self.reaches(n.name) for n in t.walk())

    def for_type(self, t: TypeExpr) -> _Visit | None:
        if not self.type_reaches(t):
            return None
        if t.kind == "optional":
            return self.for_type(t.args[0])
        if t.kind == "list":
            each = self.for_type(t.args[0])
            assert each is not None

            def seq(v: Any, p: Path, h: Handlers) -> Any:
                if isinstance(v, list):
                    for i, x in enumerate(v):
                        if x is not None:
                            y = each(x, p + (i,), h)
                            if y is not x:
                                v[i] = y
                return v

            return seq
        if t.kind == "tuple":
            parts = [self.for_type(a) for a in t.args]

            def tup(v: Any, p: Path, h: Handlers) -> Any:
                if isinstance(v, list):
                    for i, (fn, x) in enumerate(zip(parts, v, strict=False)):
                        if fn is not None and x is not None:
                            y = fn(x, p + (i,), h)
                            if y is not x:
                                v[i] = y
                return v

            return tup
        if t.kind == "dict":
            value = self.for_type(t.args[1])
            assert value is not None

            def mapping(v: Any, p: Path, h: Handlers) -> Any:
                if isinstance(v, dict):
                    for k, x in v.items():
                        if x is not None:
                            y = value(x, p + (k,), h)
                            if y is not x:
                                v[k] = y
                return v

            return mapping
        return self.for_class(t.name)

    def for_class(self, name: str) -> _Visit:
        if name in self.class_visits:
            return self.class_visits[name]
        fields: list[tuple[str, _Visit]] = []
        handled = name in self.handled

        def obj(v: Any, p: Path, h: Handlers) -> Any:
            if not isinstance(v, dict):
                return v
            for key, fn in fields:
                x = v.get(key)
                if x is not None:
                    y = fn(x, p + (key,), h)
                    if y is not x:
                        v[key] = y
            if handled:
                return h[name](v, p)
            return v

        self.class_visits[name] = obj
        for f in self.spec.classes[name].fields:
            fn = self.for_type(f.type_expr)
            if fn is not None:
                fields.append((f.name, fn))
        return obj


@lru_cache(maxsize=256)
def _traversal(version: SchemaVersion, root: str, handled: frozenset[str]) -> _Visit:
    return _Visitor(spec_for(version), handled).for_class(root)


def visit(version: Any, payload: dict[str, Any], handlers: Handlers, *, root: str | None = None) -> Any:
    """Apply ``handlers[class_name](obj, path)`` to every object of those classes, bottom-up, in place.

    Types are read from the spec of ``version`` (the payload's version before the step edits it).
    Returns the (possibly replaced) root.
    """
    parsed = SchemaVersion.parse(version)
    traversal = _traversal(parsed, root or spec_for(parsed).root, frozenset(handlers))
    return traversal(payload, (), handlers)
