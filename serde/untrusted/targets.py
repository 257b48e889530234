"""pt2-serde's grammar for node targets and for the callables named in node metadata.

Torch resolves a node's ``target`` by walking attributes from the ``torch``, ``operator`` or ``math`` module
(``GraphModuleDeserializer.deserialize_operator``) and builds a call of whatever *callable* it reaches, which
``module()`` then runs: ``torch.os.system``, ``torch.load`` or ``torch.ops.load_library`` are all reachable
that way. The metadata entries ``source_fn_stack`` and ``torch_fn`` are resolved by the same walk (not called,
but the walk imports torch submodules lazily). pt2-serde accepts only the spellings torch writes:

- ``torch.ops.<namespace>.<operator>.<overload>``, and ``torch.ops.higher_order.<operator>`` (every part an
  identifier, none a dunder but ATen's ``__and__``-style operators, the namespace not one of ``torch.ops``'
  own methods);
- ``torch._higher_order_ops.<module>.<operator>`` (how torch 2.5+ spells some higher-order operators);
- ``_operator.<f>`` for the pure functions torch's symbolic-shape nodes call, ``math.<f>`` for the pure
  math functions, and torch's ``sym_*`` functions;
- ``#<namespace>:<operator>`` for extension operators (resolved through torch's own registry; torch 2.4 wrote
  ``$<namespace>:<operator>``, which the 5.3 -> 7.3 step re-spells).

At the hand-off, :mod:`serde.torch_bridge.targets` resolves each accepted target with the installed torch
and refuses any that is not an operator, so a name that merely fits the grammar still cannot reach a helper
function.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["TargetError", "check_metadata_callable", "check_target"]

_IDENTIFIER = r"(?!__)[A-Za-z_][A-Za-z0-9_]{0,127}"
_DUNDER_OPERATORS = r"__i?(?:and|or|xor|lshift|rshift)__"
"""ATen operators whose names are dunders (``aten::__and__`` ...); every other dunder is an attribute of the
namespace object itself, not an operator."""
_OPS = re.compile(rf"torch\.ops\.(?P<namespace>{_IDENTIFIER})\.(?:{_IDENTIFIER}|{_DUNDER_OPERATORS})\.{_IDENTIFIER}")
_HIGHER_ORDER = re.compile(rf"torch\.ops\.higher_order\.{_IDENTIFIER}")
_HOP_MODULE = re.compile(rf"torch\._higher_order_ops\.{_IDENTIFIER}\.{_IDENTIFIER}")
_EXTENSION = re.compile(rf"[#$]{_IDENTIFIER}:{_IDENTIFIER}(?:\.{_IDENTIFIER})*")
OPS_METHODS = frozenset({"load_library", "import_module", "loaded_libraries"})
"""Attributes of ``torch.ops`` itself that are not operator namespaces (loading a library, importing a module)."""
OPERATOR_FUNCTIONS = frozenset(
    {"getitem", "add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "neg", "pos", "abs", "eq", "ne",
     "lt", "le", "gt", "ge", "and_", "or_", "xor", "not_", "invert", "lshift", "rshift", "matmul"}
)  # fmt: skip
"""Functions of Python's ``operator`` module that symbolic-shape nodes call (pure; no ``setitem``, ``call``
or ``methodcaller``)."""
MATH_FUNCTIONS = frozenset(
    {"trunc", "ceil", "floor", "sqrt", "exp", "log", "log2", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
     "sinh", "cosh", "tanh", "fabs", "pow", "isnan", "isinf"}
)  # fmt: skip
SYM_FUNCTIONS = frozenset({"sym_not", "sym_int", "sym_float", "sym_ite", "sym_max", "sym_min", "sym_sqrt",
                           "sym_sum", "_sym_sqrt", "sym_and", "sym_or"})  # fmt: skip
"""torch's ``sym_*`` functions (``torch.sym_int`` ...)."""


class TargetError(ValueError):
    """A target or metadata callable outside the grammar (the message says which form was expected)."""


@lru_cache(maxsize=4096)
def check_target(target: str) -> None:
    """Raise :class:`TargetError` unless ``target`` is a node target of a form torch writes (module docstring).
    Answers are kept per target (a program calls a few dozen operators thousands of times); a refusal is not
    kept, so each is raised anew."""
    if not isinstance(target, str):
        raise TargetError(f"expected a string, found {type(target).__name__}")
    ops = _OPS.fullmatch(target)
    if ops is not None and ops.group("namespace") not in OPS_METHODS:
        return
    if _HIGHER_ORDER.fullmatch(target) or _HOP_MODULE.fullmatch(target) or _EXTENSION.fullmatch(target):
        return
    module, _, name = target.partition(".")
    if module == "_operator" and name in OPERATOR_FUNCTIONS:
        return
    if module == "math" and name in MATH_FUNCTIONS:
        return
    if module == "torch" and name in SYM_FUNCTIONS:
        return
    raise TargetError(
        f"target {target!r} is not an operator spelling torch writes (torch.ops.<namespace>.<op>.<overload>, "
        "torch.ops.higher_order.<op>, _operator.<f>, math.<f>, torch.sym_<f>)"
    )


_DOTTED = re.compile(rf"{_IDENTIFIER}(?:\.{_IDENTIFIER}){{0,15}}")


@lru_cache(maxsize=4096)
def check_metadata_callable(name: str) -> None:
    """Raise :class:`TargetError` unless ``name`` (a ``source_fn_stack``/``torch_fn`` callable, which torch
    resolves by attribute walk) is a dotted name of identifiers without dunders, or a target as above."""
    if not _DOTTED.fullmatch(name) and not _EXTENSION.fullmatch(name):
        raise TargetError(f"callable name {name!r} is not a dotted name of identifiers")
