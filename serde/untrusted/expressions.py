"""pt2-serde's own grammar for the symbolic expressions of a program, and their canonical rendering.

Torch's deserializer passes every ``SymExpr.expr_str`` and every ``range_constraints`` key to
``sympy.sympify``, which is Python's ``eval`` with sympy's names in scope: text such as
``s0 + 0*__import__('os').system(...)`` runs code, and ``9**9**8`` never finishes. pt2-serde therefore
parses each expression itself, accepts only what torch's printers emit, and hands on the text it renders
from its own parse tree, never the text it was given:

- the ``str()`` form: symbols named as torch names them (``s0``, ``u3``, ``zf1`` ...), integer and decimal
  literals, ``+ - * / // % **``, ``~ & |``, one comparison (``== != < <= > >=``), parentheses, and calls
  of the functions torch's printers and sympy's ``str()`` write (``FloorDiv(s0, 2)``, ``Min(...)`` ...);
- the ``srepr`` form of schema 8.x: the same calls plus the constructors ``Symbol('s0', positive=True,
  integer=True)``, ``Integer(n)``, ``Rational(p, q)``, ``Float('1.5', precision=53)`` and sympy's relation
  and logic classes; a quoted string only as the name of a ``Symbol`` or the digits of a ``Float``; keyword
  arguments only as symbol assumptions (``True``/``False``) and a float's precision.

Bounds: :data:`MAX_LENGTH` characters, :data:`MAX_DEPTH` levels of nesting, integer literals of at most
:data:`MAX_DIGITS` digits; and, because sympy folds constants eagerly (``9**(s0 - s0 + 8)`` becomes
``9**8`` before the outer power is taken), a bound on what folding can compute: every exponent and shift can
reach at most :data:`MAX_EXPONENT` and every number sympy can build from the literals at most
:data:`MAX_RESULT_DIGITS` digits, both computed with every symbol taken as 1 (a subtree that folds to a
constant equals its value there), so cancelling terms, products of bounded literals and towers of powers are
all bounded in time, in memory and below CPython's int-to-str limit. Rendering keeps the tree exactly as written
(parentheses included) and only normalises white space the way sympy prints it, so an expression torch
wrote renders to itself; anything else raises :class:`ExpressionError`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from serde.untrusted.magnitude import (
    LOG2,
    MAX_EXPONENT,
    MAX_RESULT_DIGITS,
    ONE,
    MagnitudeError,
    Size,
    exponent_bound,
    literal,
    power,
    product,
    quotient,
    total,
    widest,
)

__all__ = [
    "ExpressionError",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_EXPONENT",
    "MAX_LENGTH",
    "MAX_RESULT_DIGITS",
    "canonical_expression",
]

MAX_LENGTH = 16384
"""Longest expression accepted (the longest in the corpora of every release is under 2,000 characters)."""
MAX_DEPTH = 100
"""Deepest nesting accepted (parentheses, calls and operators each count one level)."""
MAX_DIGITS = 40
"""Most digits in an integer literal (shape bounds are 64-bit: 19 digits)."""
MAX_PRECISION = 1000
"""Largest ``precision=`` of a ``Float``."""

SYMBOL_NAME = re.compile(r"(?:s|u|zf|zuf|f|tmp|ps|i|idx|r0_|r1_|x|y|z|h|q|d|c)[0-9]{1,9}", re.IGNORECASE)
"""Symbol names torch creates (``torch.utils._sympy.symbol.prefix_str`` and older releases' prefixes plus
an index). Every other bare name would be looked up in sympy's namespace by ``sympify``."""
CONSTANTS = frozenset({"True", "False", "true", "false", "oo", "zoo", "nan", "pi", "E", "I"})
"""Bare names that are sympy constants."""
TORCH_FUNCTIONS = frozenset(
    {
        "FloorDiv", "ModularIndexing", "Where", "PythonMod", "Mod", "CleanDiv", "CeilToInt", "FloorToInt",
        "CeilDiv", "LShift", "RShift", "PowByNatural", "FloatPow", "FloatTrueDiv", "IntTrueDiv",
        "IsNonOverlappingAndDenseIndicator", "TruncToFloat", "TruncToInt", "RoundToInt", "RoundDecimal",
        "ToFloat", "Identity", "BitwiseFn_bitwise_and", "BitwiseFn_bitwise_or", "BitwiseFn_bitwise_xor",
    }
)  # fmt: skip
"""The functions torch's deserializers bind for ``sympify`` (``sympy_functions`` of every release)."""
SYMPY_FUNCTIONS = frozenset(
    {
        "Add", "Mul", "Pow", "Min", "Max", "Abs", "Eq", "Ne", "Lt", "Le", "Gt", "Ge", "Equality", "Unequality",
        "GreaterThan", "LessThan", "StrictGreaterThan", "StrictLessThan", "And", "Or", "Not", "floor",
        "ceiling", "sqrt", "Piecewise", "ExprCondPair", "Integer", "Rational", "Float", "Symbol",
        "BooleanTrue", "BooleanFalse", "Tuple",
    }
)  # fmt: skip
"""sympy classes that torch's printers (``str()`` and ``srepr``) write."""
FUNCTIONS = TORCH_FUNCTIONS | SYMPY_FUNCTIONS
POWER_LIKE = frozenset({"Pow", "PowByNatural", "FloatPow", "LShift", "RShift"})
"""Calls whose second argument is an exponent or a shift."""
ASSUMPTIONS = frozenset(
    {
        "integer", "positive", "negative", "nonnegative", "nonpositive", "nonzero", "zero", "real",
        "extended_real", "extended_positive", "extended_negative", "extended_nonnegative",
        "extended_nonpositive", "extended_nonzero", "finite", "infinite", "rational", "irrational",
        "commutative", "even", "odd", "prime", "composite", "complex", "imaginary", "algebraic",
        "transcendental", "hermitian", "antihermitian",
    }
)  # fmt: skip
"""Keyword arguments of ``Symbol`` (sympy's assumption names)."""

_TOKEN = re.compile(
    r"\s*(?:(?P<number>[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]+)?)|(?P<name>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<string>'[A-Za-z0-9_.+\-]{0,64}')|(?P<op>\*\*|//|<<|>>|<=|>=|==|!=|[-+*/%<>~&|(),=]))"
)
_INTEGER = re.compile(r"0|[1-9][0-9]*")
_FLOAT_TEXT = re.compile(r"-?[0-9]+(?:\.[0-9]*)?(?:[eE][+-]?[0-9]{1,3})?|[+-]?inf|nan")
_COMPARISONS = frozenset({"==", "!=", "<", "<=", ">", ">="})
_BINDING = {
    "==": 1, "!=": 1, "<": 1, "<=": 1, ">": 1, ">=": 1, "|": 2, "&": 3, "<<": 4, ">>": 4, "+": 5, "-": 5,
    "*": 6, "/": 6, "//": 6, "%": 6, "**": 8,
}  # fmt: skip
"""How tightly each binary operator binds (Python's precedence); unary ``- + ~`` bind at 7."""
_UNARY = 7
_SPACED = frozenset({"+", "-", "%", "&", "|"}) | _COMPARISONS
"""Binary operators sympy prints with a space on either side; the others it prints without."""


class ExpressionError(ValueError):
    """Text outside pt2-serde's expression grammar (the message says what and where)."""


@dataclass(frozen=True)
class _Node:
    kind: str  # number, string, name, paren, unary, binary, call
    text: str = ""
    children: tuple[_Node, ...] = ()
    keywords: tuple[tuple[str, _Node], ...] = ()


class _Parser:
    def __init__(self, text: str) -> None:
        self.tokens = _tokenize(text)
        self.position = 0

    def peek(self) -> tuple[str, str]:
        return self.tokens[self.position] if self.position < len(self.tokens) else ("end", "")

    def take(self) -> tuple[str, str]:
        token = self.peek()
        self.position += 1
        return token

    def expect(self, op: str) -> None:
        kind, text = self.take()
        if (kind, text) != ("op", op):
            raise ExpressionError(f"expected {op!r}, found {text or 'the end'!r}")

    def expression(self, depth: int, floor: int = 0) -> _Node:
        if depth > MAX_DEPTH:
            raise ExpressionError(f"nested deeper than {MAX_DEPTH} levels")
        left = self.prefix(depth)
        while True:
            kind, op = self.peek()
            binding = _BINDING.get(op) if kind == "op" else None
            if binding is None or binding < floor:
                return left
            self.take()
            # ** is right-associative and binds its right side at the unary level (2**-1); the rest are
            # left-associative; comparisons do not chain.
            right = self.expression(depth + 1, _UNARY if op == "**" else binding + 1)
            if op in _COMPARISONS and self.peek()[1] in _COMPARISONS:
                raise ExpressionError("chained comparisons are not accepted")
            left = _Node("binary", op, (left, right))

    def prefix(self, depth: int) -> _Node:
        kind, text = self.take()
        if kind == "op" and text in ("-", "+", "~"):
            return _Node("unary", text, (self.expression(depth + 1, _UNARY),))
        if kind == "op" and text == "(":
            inner = self.expression(depth + 1)
            self.expect(")")
            return _Node("paren", children=(inner,))
        if kind == "number":
            return _number(text)
        if kind == "name":
            if self.peek() == ("op", "("):
                return self.call(text, depth)
            if text in CONSTANTS or SYMBOL_NAME.fullmatch(text):
                return _Node("name", text)
            raise ExpressionError(f"unknown name {text!r} (not a symbol torch creates, nor a sympy constant)")
        if kind == "string":
            return _Node("string", text[1:-1])
        raise ExpressionError(f"unexpected {text or 'end of text'!r}")

    def call(self, name: str, depth: int) -> _Node:
        if name not in FUNCTIONS:
            raise ExpressionError(f"call of {name!r}, which is not a function torch's printers write")
        self.expect("(")
        args: list[_Node] = []
        keywords: list[tuple[str, _Node]] = []
        while self.peek() != ("op", ")"):
            kind, text = self.peek()
            if kind == "name" and self.tokens[self.position + 1 : self.position + 2] == [("op", "=")]:
                self.position += 2
                keywords.append((text, self.expression(depth + 1)))
            elif keywords:
                raise ExpressionError("a positional argument after a keyword argument")
            else:
                args.append(self.expression(depth + 1))
            if self.peek() == ("op", ","):
                self.take()
            elif self.peek() != ("op", ")"):
                raise ExpressionError(f"expected ',' or ')' in the arguments of {name}, found {self.peek()[1]!r}")
        self.take()
        node = _Node("call", name, tuple(args), tuple(keywords))
        _check_call(node)
        return node


def _tokenize(text: str) -> list[tuple[str, str]]:
    tokens: list[tuple[str, str]] = []
    position = 0
    end = len(text.rstrip())
    while position < end:
        match = _TOKEN.match(text, position)
        if match is None or match.end() == position:
            bad = text[position:end].lstrip()[:1]
            raise ExpressionError(f"character {bad!r} at offset {position} is not part of the grammar")
        kind = match.lastgroup or ""
        tokens.append((kind, match.group(kind)))
        position = match.end()
    return tokens


def _number(text: str) -> _Node:
    if text.isdigit():
        if not _INTEGER.fullmatch(text):
            raise ExpressionError(f"integer literal {text!r} with leading zeros")
        if len(text) > MAX_DIGITS:
            raise ExpressionError(f"integer literal of {len(text)} digits (at most {MAX_DIGITS})")
    elif not _FLOAT_TEXT.fullmatch(text) or len(text) > MAX_DIGITS + 8:
        raise ExpressionError(f"number {text!r} is not a bounded decimal literal")
    return _Node("number", text)


_QUOTIENTS = frozenset({"FloorDiv", "CleanDiv", "CeilDiv", "IntTrueDiv", "FloatTrueDiv"})
_MODULI = frozenset({"Mod", "PythonMod", "ModularIndexing"})
_BITWISE = frozenset({"BitwiseFn_bitwise_and", "BitwiseFn_bitwise_or", "BitwiseFn_bitwise_xor"})


def _call_size(node: _Node, args: list[Size]) -> Size:
    name = node.text
    if name in ("Symbol", "Float") or not args:
        return ONE
    if name == "Rational" and len(args) == 2:
        return quotient(args[0], args[1])
    if name == "Add":
        return total(args)
    if name == "Mul":
        return product(args)
    if name in POWER_LIKE and len(args) == 2:
        if name == "LShift":
            return Size(args[0].numerator + LOG2 * exponent_bound(args[1], name), args[0].denominator)
        if name == "RShift":
            exponent_bound(args[1], name)
            return args[0]
        return power(args[0], args[1], name)
    if name in _QUOTIENTS and len(args) == 2:
        return quotient(args[0], args[1])
    if name in _MODULI:
        return Size(max(a.numerator for a in args) + sum(a.denominator for a in args), sum(a.denominator for a in args))
    return widest(args, LOG2 if name in _BITWISE else 0.0)


def _size(node: _Node) -> Size:
    """The :class:`serde.untrusted.magnitude.Size` of ``node``; refuses a subtree whose folded constants could exceed
    :data:`MAX_RESULT_DIGITS` digits, or whose exponents or shifts could exceed :data:`MAX_EXPONENT`."""
    kind = node.kind
    if kind == "number":
        size = literal(int(node.text) if node.text.isdigit() else float(node.text))
    elif kind in ("name", "string"):
        size = Size(0.5, 0.0) if node.text in ("pi", "E") else ONE
    elif kind == "paren" or (kind == "unary" and node.text in "+-"):
        size = _size(node.children[0])
    elif kind == "unary":  # ~x is -(x + 1)
        inner = _size(node.children[0])
        size = Size(inner.numerator + LOG2, inner.denominator)
    elif kind == "binary":
        op = node.text
        a, b = (_size(child) for child in node.children)
        if op in ("+", "-"):
            size = total([a, b])
        elif op == "*":
            size = product([a, b])
        elif op in ("/", "//"):
            size = quotient(a, b)
        elif op == "%":
            size = Size(max(a.numerator, b.numerator) + a.denominator + b.denominator, a.denominator + b.denominator)
        elif op == "**":
            size = power(a, b, "**")
        elif op == "<<":
            size = Size(a.numerator + LOG2 * exponent_bound(b, "<<"), a.denominator)
        elif op == ">>":
            exponent_bound(b, ">>")
            size = a
        elif op in ("&", "|"):
            size = widest([a, b], LOG2)
        else:  # a comparison: a truth value
            size = ONE
    else:
        quoted = node.text in ("Symbol", "Float")
        args = [] if quoted else [_size(child) for child in node.children]
        size = _call_size(node, args)
    size.check()
    return size


def _check_call(node: _Node) -> None:
    name, args, keywords = node.text, node.children, node.keywords
    if name == "Symbol":
        if len(args) != 1 or args[0].kind != "string" or not SYMBOL_NAME.fullmatch(args[0].text):
            raise ExpressionError("Symbol(...) takes one quoted name of a symbol torch creates")
        for key, value in keywords:
            if key not in ASSUMPTIONS or value.kind != "name" or value.text not in ("True", "False"):
                raise ExpressionError(f"Symbol assumption {key}= must be a sympy assumption set to True or False")
        return
    if name == "Float":
        if len(args) != 1 or args[0].kind != "string" or not _FLOAT_TEXT.fullmatch(args[0].text):
            raise ExpressionError("Float(...) takes one quoted decimal literal")
        for key, value in keywords:
            if key != "precision" or value.kind != "number" or not value.text.isdigit():
                raise ExpressionError("Float(...) accepts only precision=<integer> as a keyword")
            if int(value.text) > MAX_PRECISION:
                raise ExpressionError(f"Float precision {value.text} (at most {MAX_PRECISION})")
        return
    if keywords:
        raise ExpressionError(f"keyword arguments to {name} (only Symbol and Float take them)")
    if name in ("Integer", "Rational") and not all(_integer_literal(arg) for arg in args):
        raise ExpressionError(f"{name}(...) takes integer literals")


def _integer_literal(node: _Node) -> bool:
    """Whether ``node`` is an integer literal, possibly signed or parenthesised."""
    while node.kind == "paren" or (node.kind == "unary" and node.text in "+-"):
        node = node.children[0]
    return node.kind == "number" and node.text.isdigit()


def _check_operators(node: _Node) -> None:
    if node.kind == "string":
        raise ExpressionError("a quoted string outside the name of a Symbol or the digits of a Float")
    quoted = node.kind == "call" and node.text in ("Symbol", "Float")
    for index, child in enumerate(node.children):
        if not (quoted and index == 0):
            _check_operators(child)
    for _, value in node.keywords:
        _check_operators(value)


def _render(node: _Node) -> str:
    kind = node.kind
    if kind in ("number", "name"):
        return node.text
    if kind == "string":
        return f"'{node.text}'"
    if kind == "paren":
        return f"({_render(node.children[0])})"
    if kind == "unary":
        return node.text + _render(node.children[0])
    if kind == "binary":
        left, right = (_render(child) for child in node.children)
        return f"{left} {node.text} {right}" if node.text in _SPACED else f"{left}{node.text}{right}"
    parts = [_render(arg) for arg in node.children] + [f"{key}={_render(value)}" for key, value in node.keywords]
    return f"{node.text}({', '.join(parts)})"


@lru_cache(maxsize=8192)
def canonical_expression(text: str) -> str:
    """``text`` rendered again from pt2-serde's parse of it (see the module docstring), or
    :class:`ExpressionError` when it is outside the grammar or its bounds."""
    if not isinstance(text, str):
        raise ExpressionError(f"expected a string, found {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise ExpressionError(f"{len(text)} characters long (at most {MAX_LENGTH})")
    if not text.strip():
        raise ExpressionError("empty expression")
    parser = _Parser(text)
    tree = parser.expression(0)
    if parser.position != len(parser.tokens):
        raise ExpressionError(f"unexpected {parser.peek()[1]!r} after a complete expression")
    _check_operators(tree)
    try:
        _size(tree)
    except MagnitudeError as exc:
        raise ExpressionError(str(exc)) from None
    return _render(tree)
