"""Where a spec holds strings: every string-valued position of its classes, spelled as the string census
(:data:`serde.untrusted.string_kinds.FIELD_KINDS`) keys them."""

from __future__ import annotations

from collections.abc import Iterator

from serde.schema.spec import Spec
from serde.schema.typeexpr import TypeExpr

__all__ = ["string_positions"]


def _positions(t: TypeExpr, where: str) -> Iterator[str]:
    while t.kind == "optional":
        t = t.args[0]
    if t.kind == "prim":
        if t.name == "str":
            yield where
    elif t.kind == "list":
        yield from _positions(t.args[0], where + "[*]")
    elif t.kind == "dict":
        yield from _positions(t.args[0], where + "{key}")
        yield from _positions(t.args[1], where + "{value}")
    elif t.kind == "tuple":
        for index, arg in enumerate(t.args):
            yield from _positions(arg, f"{where}[{index}]")


def string_positions(spec: Spec) -> tuple[str, ...]:
    """Every string position of ``spec``'s classes, spelled as :data:`FIELD_KINDS` keys them (strings inside
    referenced classes belong to those classes)."""
    return tuple(
        position
        for cls in spec.classes.values()
        for field in cls.fields
        for position in _positions(field.type_expr, f"{cls.name}.{field.name}")
    )
