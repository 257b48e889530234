"""Turning ``sympy.srepr`` text back into sympy's ``str()`` form without evaluating any code, and spelling the
simplest expressions both ways without sympy.

:func:`monomial_srepr` and :func:`monomial_str` cover what torch's shapes hold most often (an integer, a size or
unbacked symbol, a positive multiple of one) with the text sympy itself prints for them, so that a chain over
such programs never imports sympy (about 0.6 s of a process's start); a test compares them with sympy on
generated input. Everything else goes through sympy.

For :func:`srepr_to_str`, only the constructors torch's exported shapes use are understood: ``Symbol``,
``Integer``, ``Add``, ``Mul``, ``Pow`` and ``Rational``, and the comparisons and connectives of symbolic booleans
(``StrictGreaterThan``, ``GreaterThan``, ``StrictLessThan``, ``LessThan``, ``Equality``, ``Unequality``, ``And``,
``Or``, ``Not``), built without evaluation so that they print as written; anything else leaves the text as
it is.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["monomial_srepr", "monomial_str", "srepr_to_str"]


_TOKEN = re.compile(r"\s*(?:(?P<name>[A-Za-z_][A-Za-z0-9_]*)|(?P<int>-?\d+)|(?P<str>'[^']*')|(?P<punct>[(),=]))")


_SYMBOL = r"(?P<symbol>[su](?:0|[1-9][0-9]*))"
_MONOMIAL = re.compile(rf"(?P<integer>-?(?:0|[1-9][0-9]*))|(?:(?P<factor>[2-9]|[1-9][0-9]+)\*)?{_SYMBOL}")
_ASSUMPTIONS = {"s": "positive=True, integer=True", "u": "integer=True"}
_SREPR_SYMBOL = r"Symbol\('(?P<name>[A-Za-z_][A-Za-z0-9_]*)'(?:, positive=True, integer=True|, integer=True)?\)"
_SREPR_MONOMIAL = re.compile(
    rf"Integer\((?P<integer>-?(?:0|[1-9][0-9]*))\)|Mul\(Integer\((?P<factor>[2-9]|[1-9][0-9]+)\), {_SREPR_SYMBOL}\)"
    rf"|{_SREPR_SYMBOL.replace('name', 'alone')}"
)


def monomial_srepr(text: str) -> str | None:
    """sympy's ``srepr`` of ``text`` when it is an integer, a size or unbacked symbol (``s3``, ``u0``) or a
    multiple of one by an integer from 2 (``2*s0``), with the assumptions torch gives those symbols; else None."""
    match = _MONOMIAL.fullmatch(text)
    if match is None:
        return None
    if match["integer"] is not None:
        return f"Integer({int(match['integer'])})"
    name = match["symbol"]
    symbol = f"Symbol('{name}', {_ASSUMPTIONS[name[0]]})"
    return symbol if match["factor"] is None else f"Mul(Integer({match['factor']}), {symbol})"


def monomial_str(text: str) -> str | None:
    """sympy's ``str()`` of the srepr ``text`` when it is an ``Integer``, a ``Symbol`` with no assumptions or
    those of a size or unbacked symbol, or a ``Mul`` of such a symbol by an integer from 2; else None."""
    match = _SREPR_MONOMIAL.fullmatch(text)
    if match is None:
        return None
    if match["integer"] is not None:
        return str(int(match["integer"]))
    if match["alone"] is not None:
        return match["alone"]
    return f"{match['factor']}*{match['name']}"


class _Unsupported(ValueError):
    pass


def _tokens(text: str) -> list[tuple[str, str]]:
    out, position = [], 0
    text = text.strip()
    while position < len(text):
        match = _TOKEN.match(text, position)
        if not match or match.end() == position:
            raise _Unsupported(text)
        kind = match.lastgroup or ""
        out.append((kind, match.group(kind)))
        position = match.end()
    return out


def _parse(tokens: list[tuple[str, str]], index: int) -> tuple[Any, int]:
    kind, value = tokens[index]
    if kind == "int":
        return int(value), index + 1
    if kind == "str":
        return value[1:-1], index + 1
    if kind != "name" or index + 1 >= len(tokens) or tokens[index + 1] != ("punct", "("):
        if kind == "name" and value in ("True", "False"):
            return value == "True", index + 1
        raise _Unsupported(value)
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    index += 2
    while tokens[index] != ("punct", ")"):
        if tokens[index][0] == "name" and tokens[index + 1] == ("punct", "="):
            key = tokens[index][1]
            kwargs[key], index = _parse(tokens, index + 2)
        else:
            arg, index = _parse(tokens, index)
            args.append(arg)
        if tokens[index] == ("punct", ","):
            index += 1
    return _build(value, args, kwargs), index + 1


def _build(name: str, args: list[Any], kwargs: dict[str, Any]) -> Any:
    import sympy  # imported when an expression is met: most chains never need it (~30 MB)

    builders: dict[str, Any] = {"Add": sympy.Add, "Mul": sympy.Mul, "Pow": sympy.Pow}
    relations: dict[str, Any] = {
        "StrictGreaterThan": sympy.StrictGreaterThan,
        "GreaterThan": sympy.GreaterThan,
        "StrictLessThan": sympy.StrictLessThan,
        "LessThan": sympy.LessThan,
        "Equality": sympy.Eq,
        "Unequality": sympy.Ne,
    }
    connectives: dict[str, Any] = {"And": sympy.And, "Or": sympy.Or, "Not": sympy.Not}
    if name in relations and len(args) == 2 and not kwargs:
        return relations[name](*args, evaluate=False)
    if name in connectives and args and not kwargs:
        return connectives[name](*args, evaluate=False)
    if (
        name == "Symbol"
        and len(args) == 1
        and isinstance(args[0], str)
        and all(isinstance(v, bool) for v in kwargs.values())
    ):
        return sympy.Symbol(args[0], **kwargs)
    if name == "Integer" and len(args) == 1 and isinstance(args[0], int):
        return sympy.Integer(args[0])
    if name == "Rational" and len(args) == 2 and all(isinstance(a, int) for a in args):
        return sympy.Rational(args[0], args[1])
    if name in builders and args and not kwargs:
        return builders[name](*args)
    raise _Unsupported(name)


def srepr_to_str(text: str) -> str | None:
    """The ``str()`` spelling of an srepr expression, or None if it uses an unsupported constructor."""
    simple = monomial_str(text)
    if simple is not None:
        return simple
    import sympy

    try:
        expr, end = _parse(_tokens(text), 0)
    except (_Unsupported, IndexError, TypeError, ValueError):
        return None
    if end != len(_tokens(text)) or not isinstance(expr, sympy.Basic):
        return None
    return str(expr)
