"""pt2-serde's grammar for ``ExportedProgram.guards_code`` entries, and their canonical rendering.

Since torch 2.9 an exported program carries its input guards as Python source (``L['x'].size()[0] >= 2``);
``ExportedProgram.module()`` pastes every entry into the body of a generated function and ``exec``s it
(``torch.export._unlift._convert_guards_code_to_fn``), so a guard holding a newline and a statement, or a
call of anything, runs code when a program is merely turned into a module. pt2-serde parses each entry with
``ast`` in eval mode (a parser: nothing is evaluated), accepts only the node kinds torch's guard emitter
produces, and hands on either the entry as written, when it is one line of the characters such a guard is
made of (:data:`_VERBATIM`), or its rendering by ``ast.unparse``: one expression, one line, no comment.

Accepted is what torch's guard printer (``torch.utils._sympy.printers.PythonPrinter``, the printer
``produce_guards_verbose`` uses for ``guards_code``) writes, and nothing else: comparisons, ``and``/``or``/
``not``, conditional expressions (``a if c else b``, its ``Piecewise``), arithmetic and bitwise operators
(``+ - * / // % ** & | ^``), integer, float and boolean constants, ``math.inf``/``math.nan`` and ``inf``, the
inputs ``L['name']`` (string keys, integer indices and fields, which may nest), their ``.size()``, ``.stride()``,
``.storage_offset()``, ``.dim()`` and ``.numel()`` (indexed by integers), and calls of the pure helpers the
printer writes: ``torch.sym_float`` (``ToFloat``), ``torch._sym_sqrt``, ``math.floor``/``ceil``/``trunc``/
``sqrt``/``log2`` and the trigonometric functions, ``abs``/``min``/``max``/``round``, and the sympy names older
printers wrote (``Min``, ``Max``, ``FloorDiv`` ...). Constant subexpressions are bounded as in
:mod:`serde.untrusted.magnitude` (Python computes them each time the guard runs). Anything else raises
:class:`GuardError`.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache

from serde.untrusted.expressions import MAX_DEPTH, MAX_LENGTH
from serde.untrusted.magnitude import LOG2, ONE, MagnitudeError, Size, literal, power, product, quotient, total, widest

__all__ = ["GuardError", "canonical_guard"]

INPUTS = "L"
"""The name torch's guards give the exported call's inputs."""
TENSOR_METHODS = frozenset({"size", "stride", "storage_offset", "dim", "numel"})
"""Tensor methods a guard may call (no arguments, or one integer dimension)."""
FUNCTIONS = frozenset(
    {"Min", "Max", "Abs", "FloorDiv", "CeilDiv", "Mod", "PythonMod", "CleanDiv", "IntTrueDiv", "FloatTrueDiv",
     "TruncToInt", "RoundToInt", "ToFloat", "Identity", "sym_max", "sym_min", "sym_sum", "abs", "min", "max",
     "round"}
)  # fmt: skip
"""Helpers torch's guard printer calls by name (builtins, and the sympy names of older printers)."""
MATH_FUNCTIONS = frozenset(
    {"floor", "ceil", "trunc", "sqrt", "log2", "cos", "cosh", "acos", "sin", "sinh", "asin", "tan", "tanh", "atan"}
)  # fmt: skip
"""``math`` functions the printer writes (``floor``/``ceiling``/``TruncToInt``, ``OpaqueUnaryFn_*``)."""
MATH_CONSTANTS = frozenset({"inf", "nan"})
"""``math`` attributes the printer writes for sympy's infinities and NaN."""
TORCH_FUNCTIONS = frozenset({"sym_float", "_sym_sqrt", "sym_int", "sym_max", "sym_min", "sym_not", "sym_ite"})
"""``torch`` functions the printer writes (``ToFloat`` as ``torch.sym_float``, square roots as
``torch._sym_sqrt``) and their pure ``sym_*`` companions."""
NAMES = frozenset({"L", "inf"})
"""Bare names a guard may use: the inputs and the ``inf`` that ``module()`` binds."""
KEY = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\- ]{0,127}")
"""String keys of ``L[...]``: argument names and dict keys, without quotes, backslashes or newlines (the
generated source also places the guard inside a double-quoted message)."""

_VERBATIM = re.compile(r"[A-Za-z0-9_.()\[\]' +\-*/%<>=!&|^,]*")
"""A guard of only these characters (one line: no comment, continuation or quote but those of its checked
``L['key']`` keys) is handed on as written, since pasting it gives the very expression checked; any other is
rendered by ``ast.unparse`` (so torch's own guards keep their spelling, ``1.7*torch.sym_float(...)``)."""

_OPERATORS = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.BitAnd, ast.BitOr, ast.BitXor)
_COMPARISONS = (ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE)


class GuardError(ValueError):
    """A guard outside pt2-serde's grammar (the message says which construct)."""


def _check_input(node: ast.expr) -> None:
    """``L`` followed by subscripts with string or integer keys and attributes that are not dunders (the key
    paths of pytree inputs: ``L['x']['k']``, ``L['args'][0]``, a dataclass field ``L['inputs'].mask``)."""
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        if isinstance(node, ast.Attribute):
            if node.attr.startswith("__") or not KEY.fullmatch(node.attr):
                raise GuardError(f"the input attribute {node.attr!r}")
            node = node.value
            continue
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
        _check(node.left, depth + 1)
        _check(node.right, depth + 1)
    elif isinstance(node, ast.IfExp):
        for part in (node.test, node.body, node.orelse):
            _check(part, depth + 1)
    elif isinstance(node, ast.Attribute):
        if not (isinstance(node.value, ast.Name) and node.value.id == "math" and node.attr in MATH_CONSTANTS):
            if not isinstance(node.value, (ast.Subscript, ast.Attribute)):
                raise GuardError("an attribute other than math.inf, math.nan or a field of an input")
            _check_input(node)
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
        if node.id not in NAMES:
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
        allowed = {"math": MATH_FUNCTIONS, "torch": TORCH_FUNCTIONS}.get(function.value.id, frozenset())
        if function.attr not in allowed:
            raise GuardError(f"a call of {function.value.id}.{function.attr}")
    elif not (isinstance(function, ast.Name) and function.id in FUNCTIONS):
        raise GuardError("a call of something other than a tensor size method or a known helper")
    for arg in node.args:
        if isinstance(arg, ast.Starred):
            raise GuardError("a starred argument")
        _check(arg, depth + 1)


_POWER_OPS = (ast.Pow, ast.LShift, ast.RShift)


def _size(node: ast.AST) -> Size:
    """The :class:`serde.untrusted.magnitude.Size` of a checked guard subtree, every input taken as 1 (a guard's
    constants are computed each time it runs, so they are bounded whatever the inputs)."""
    if isinstance(node, ast.Expression):
        return _size(node.body)
    if isinstance(node, ast.Constant):
        size = literal(node.value) if isinstance(node.value, (int, float)) else ONE
    elif isinstance(node, ast.UnaryOp):
        size = _size(node.operand)
    elif isinstance(node, ast.BinOp):
        a, b = _size(node.left), _size(node.right)
        op = node.op
        if isinstance(op, (ast.Add, ast.Sub)):
            size = total([a, b])
        elif isinstance(op, ast.Mult):
            size = product([a, b])
        elif isinstance(op, (ast.Div, ast.FloorDiv)):
            size = quotient(a, b)
        elif isinstance(op, ast.Pow):
            size = power(a, b, "**")
        else:  # % & | ^: at most the wider operand, one binary digit more
            size = widest([a, b], LOG2)
    elif isinstance(node, ast.Call):
        size = widest([_size(arg) for arg in node.args])
    elif isinstance(node, ast.IfExp):
        size = widest([_size(node.body), _size(node.orelse)])
        _size(node.test)
    elif isinstance(node, (ast.Compare, ast.BoolOp)):
        for part in ast.iter_child_nodes(node):
            _size(part)
        size = ONE
    else:  # inputs, their sizes, math.inf
        size = ONE
    size.check()
    return size


@lru_cache(maxsize=4096)
def canonical_guard(text: str) -> str:
    """``text`` as written when it is one line of :data:`_VERBATIM`'s characters, else rendered again by
    ``ast.unparse`` from its parse; :class:`GuardError` when it is not one
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
    try:
        _size(tree)
    except MagnitudeError as exc:
        raise GuardError(str(exc)) from None
    return text if _VERBATIM.fullmatch(text) else ast.unparse(tree)
