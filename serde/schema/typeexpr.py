"""Parser for the normalised type expressions used in spec files (``list[SymInt]``, ``int | None``)."""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["PRIMITIVES", "TypeExpr", "parse_type"]


PRIMITIVES = frozenset({"int", "float", "bool", "str", "bytes"})
_TOKEN = re.compile(r"\s*(\(\)|[A-Za-z_][A-Za-z0-9_]*|\[|\]|,|\|)")


@dataclass(frozen=True)
class TypeExpr:
    """One node of a type: ``prim``, ``ref`` (class or enum), ``list``, ``dict``, ``tuple`` or ``optional``."""

    kind: str
    name: str = ""
    args: tuple[TypeExpr, ...] = ()

    def __str__(self) -> str:
        if self.kind in ("prim", "ref"):
            return self.name
        if self.kind == "optional":
            return f"{self.args[0]} | None"
        if self.kind == "tuple" and not self.args:
            return "tuple[()]"
        return f"{self.kind}[{', '.join(str(a) for a in self.args)}]"

    def walk(self) -> list[TypeExpr]:
        """This node and every node below it."""
        out = [self]
        for arg in self.args:
            out.extend(arg.walk())
        return out


def parse_type(text: str) -> TypeExpr:
    """Parse a normalised type expression; raise ValueError on anything else."""
    tokens = [m.group(1) for m in _TOKEN.finditer(text)]
    if "".join(tokens) != text.replace(" ", ""):
        raise ValueError(f"cannot parse type expression {text!r}")
    expr, rest = _parse_union(tokens, text)
    if rest:
        raise ValueError(f"trailing text in type expression {text!r}")
    return expr


def _parse_union(tokens: list[str], text: str) -> tuple[TypeExpr, list[str]]:
    expr, rest = _parse_atom(tokens, text)
    if rest[:1] == ["|"]:
        if rest[1:2] != ["None"]:
            raise ValueError(f"only 'T | None' unions are supported: {text!r}")
        return TypeExpr("optional", args=(expr,)), rest[2:]
    return expr, rest


def _parse_atom(tokens: list[str], text: str) -> tuple[TypeExpr, list[str]]:
    if not tokens:
        raise ValueError(f"unexpected end of type expression {text!r}")
    name, rest = tokens[0], tokens[1:]
    if rest[:1] != ["["]:
        return TypeExpr("prim" if name in PRIMITIVES else "ref", name), rest
    rest = rest[1:]
    if name == "tuple" and rest[:2] == ["()", "]"]:
        return TypeExpr("tuple"), rest[2:]
    args = []
    while True:
        arg, rest = _parse_union(rest, text)
        args.append(arg)
        if rest[:1] == [","]:
            rest = rest[1:]
            continue
        if rest[:1] == ["]"]:
            rest = rest[1:]
            break
        raise ValueError(f"malformed type expression {text!r}")
    if name == "list" and len(args) == 1:
        return TypeExpr("list", args=tuple(args)), rest
    if name == "dict" and len(args) == 2:
        return TypeExpr("dict", args=tuple(args)), rest
    if name == "tuple":
        return TypeExpr("tuple", args=tuple(args)), rest
    raise ValueError(f"unsupported generic {name!r} in {text!r}")
