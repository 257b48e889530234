"""pt2-serde's grammar for ``ExportedProgram.guards_code`` entries, and their canonical rendering.

Since torch 2.9 an exported program carries its input guards as Python source (``L['x'].size()[0] >= 2``);
``ExportedProgram.module()`` pastes every entry into the body of a generated function and ``exec``s it
(``torch.export._unlift._convert_guards_code_to_fn``), so a guard holding a newline and a statement, or a
call of anything, runs code when a program is merely turned into a module. pt2-serde parses each entry with
``ast`` in eval mode (a parser: nothing is evaluated), accepts only the node kinds torch's guard emitter
produces, and renders the entry again with ``ast.unparse``: one expression, one line, no comment.

Accepted: comparisons, ``and``/``or``/``not``, arithmetic (``+ - * / // % **``, the exponent of a constant
base bounded as in :mod:`serde.schema.expressions`), integer, float and boolean constants, the inputs
``L['name']`` (string keys and integer indices, which may nest), their ``.size()``, ``.stride()``,
``.storage_offset()``, ``.dim()`` and ``.numel()`` (indexed by integers), and calls of the sympy helpers
torch's printer uses (``Min``, ``Max``, ``Abs``, ``FloorDiv`` ...) and of ``math.floor``/``ceil``/``trunc``/
``sqrt``. Anything else raises :class:`GuardError`.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache

from serde.schema.expressions import MAX_DEPTH, MAX_EXPONENT, MAX_LENGTH

__all__ = ["GuardError", "canonical_guard"]

INPUTS = "L"
"""The name torch's guards give the exported call's inputs."""
TENSOR_METHODS = frozenset({"size", "stride", "storage_offset", "dim", "numel"})
"""Tensor methods a guard may call (no arguments, or one integer dimension)."""
FUNCTIONS = frozenset(
    {"Min", "Max", "Abs", "FloorDiv", "CeilDiv", "Mod", "PythonMod", "CleanDiv", "IntTrueDiv", "FloatTrueDiv",
     "TruncToInt", "RoundToInt", "ToFloat", "Identity", "sym_max", "sym_min", "sym_sum", "abs", "min", "max"}
)  # fmt: skip
"""Helpers torch's guard printer calls by name (the sympy interpreter namespace ``module()`` binds)."""
MATH_FUNCTIONS = frozenset({"floor", "ceil", "trunc", "sqrt"})
KEY = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\- ]{0,127}")
"""String keys of ``L[...]``: argument names and dict keys, without quotes, backslashes or newlines (the
generated source also places the guard inside a double-quoted message)."""

_OPERATORS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)
_COMPARISONS = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE)


class GuardError(ValueError):
    """A guard outside pt2-serde's grammar (the message says which construct)."""


def _check_input(node: ast.expr) -> None:
    """``L`` followed by subscripts with string or integer keys."""
    while isinstance(node, ast.Subscript):
        key = node.slice
        if not isinstance(key, ast.Constant) or isinstance(key.value, bool):
            raise GuardError("an input subscript that is not a constant key")
        if isinstance(key.value, str):
            if not KEY.fullmatch(key.value):
                raise GuardError(f"input key {key.value!r} holds characters guards never use")
        elif not isinstance(key.value, int):
            raise GuardError("an input key that is neither a string nor an integer")
        node = node.value
    if not (isinstance(node, ast.Name) and node.id == INPUTS):
        raise GuardError(f"subscript of something other than the inputs {INPUTS}[...]")


def _check(node: ast.AST, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise GuardError(f"nested deeper than {MAX_DEPTH} levels")
    if isinstance(node, ast.Expression):
        _check(node.body, depth + 1)
    elif isinstance(node, ast.Constant):
        if not isinstance(node.value, (int, float, bool)):
            raise GuardError(f"a {type(node.value).__name__} constant")
        if isinstance(node.value, int) and not isinstance(node.value, bool) and abs(node.value) >= 2**64:
            raise GuardError("an integer constant beyond 64 bits")
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            _check(value, depth + 1)
    elif isinstance(node, ast.UnaryOp):
        if not isinstance(node.op, (ast.Not, ast.USub, ast.UAdd)):
            raise GuardError(f"the unary operator {type(node.op).__name__}")
        _check(node.operand, depth + 1)
    elif isinstance(node, ast.BinOp):
        if not isinstance(node.op, _OPERATORS):
            raise GuardError(f"the operator {type(node.op).__name__}")
        if isinstance(node.op, ast.Pow):
            _check_power(node)
        _check(node.left, depth + 1)
        _check(node.right, depth + 1)
    elif isinstance(node, ast.Compare):
        if not all(isinstance(op, _COMPARISONS) for op in node.ops):
            raise GuardError("a comparison other than == != < <= > >=")
        for part in (node.left, *node.comparators):
            _check(part, depth + 1)
    elif isinstance(node, ast.Subscript):
        base = node.value
        if isinstance(base, ast.Call):  # L['x'].size()[0]
            if not (isinstance(node.slice, ast.Constant) and type(node.slice.value) is int):
                raise GuardError("an index of a tensor method's result that is not an integer")
            _check(base, depth + 1)
        else:
            _check_input(node)
    elif isinstance(node, ast.Call):
        _check_call(node, depth)
    elif isinstance(node, ast.Name):
        if node.id != INPUTS:
            raise GuardError(f"the name {node.id!r}")
    else:
        raise GuardError(f"a {type(node).__name__} expression")


def _check_call(node: ast.Call, depth: int) -> None:
    if node.keywords:
        raise GuardError("a call with keyword arguments")
    function = node.func
    if isinstance(function, ast.Attribute) and function.attr in TENSOR_METHODS:
        _check_input(function.value)
        if len(node.args) > 1 or not all(isinstance(a, ast.Constant) and type(a.value) is int for a in node.args):
            raise GuardError(f".{function.attr}() with arguments other than one integer dimension")
        return
    if isinstance(function, ast.Attribute) and isinstance(function.value, ast.Name):
        if function.value.id != "math" or function.attr not in MATH_FUNCTIONS:
            raise GuardError(f"a call of {function.value.id}.{function.attr}")
    elif not (isinstance(function, ast.Name) and function.id in FUNCTIONS):
        raise GuardError("a call of something other than a tensor size method or a known helper")
    for arg in node.args:
        if isinstance(arg, ast.Starred):
            raise GuardError("a starred argument")
        _check(arg, depth + 1)


def _constant(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) or (isinstance(node, ast.UnaryOp) and _constant(node.operand))


def _check_power(node: ast.BinOp) -> None:
    if not _constant(node.left):
        return
    exponent = node.right
    if isinstance(exponent, ast.UnaryOp) and isinstance(exponent.op, (ast.USub, ast.UAdd)):
        exponent = exponent.operand
    value = exponent.value if isinstance(exponent, ast.Constant) else None
    if not isinstance(value, (int, float)) or abs(value) > MAX_EXPONENT:
        raise GuardError(f"a power of a constant whose exponent is not a literal of at most {MAX_EXPONENT}")


@lru_cache(maxsize=4096)
def canonical_guard(text: str) -> str:
    """``text`` rendered again by ``ast.unparse`` from its parse, or :class:`GuardError` when it is not one
    expression of the grammar in the module docstring."""
    if not isinstance(text, str):
        raise GuardError(f"expected a string, found {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise GuardError(f"{len(text)} characters long (at most {MAX_LENGTH})")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, RecursionError, MemoryError) as exc:
        raise GuardError(f"not one Python expression ({type(exc).__name__})") from None
    _check(tree, 0)
    return ast.unparse(tree)
