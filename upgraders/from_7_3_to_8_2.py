"""Schema 7.3 (torch 2.5) -> 8.2 (torch 2.6): optional range bounds, boolean as_none, srepr expressions."""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from serde.engine.registry import StepContext, downgrader, upgrader
from serde.program.walk import Handlers, Holding, visit
from serde.schema.jsonpath import Path, render_path
from serde.untrusted.formats import parse_json
from upgraders._helpers import refuse_dtypes, refuse_union_members
from upgraders._module_stack import number_module_calls, root_nodes, strip_call_numbers
from upgraders._srepr import monomial_srepr, srepr_to_str

if TYPE_CHECKING:
    import sympy


__all__ = [
    "FORWARD_ARG_NAMES",
    "optional_ranges_bool_none_and_srepr",
    "ranges_none_flags_and_expressions_respelled",
    "to_srepr",
]

FORWARD_ARG_NAMES = "pt2_serde_forward_arg_names"
"""The graph-module metadata key under which a downgrade to 7.3 keeps each module call's ``forward_arg_names``
(JSON: one list of names, or null, per ``module_call_graph`` entry): schema 7.3 has no field for them, torch
2.5's loader reads only the ``custom`` key of that metadata, and the upgrade back restores them exactly."""


_SIZE_SYMBOL = re.compile(r"^s\d+$")
_UNBACKED_SYMBOL = re.compile(r"^u\d+$")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def _symbol(name: str) -> sympy.Symbol:
    import sympy  # imported when an expression is met: most chains never need it (~30 MB)

    if _SIZE_SYMBOL.match(name):
        return sympy.Symbol(name, positive=True, integer=True)
    if _UNBACKED_SYMBOL.match(name):
        return sympy.Symbol(name, integer=True)
    return sympy.Symbol(name)


_ARITHMETIC = re.compile(r"[\sA-Za-z0-9_+\-*()<>=!&|~,]+")
_CONNECTIVES = frozenset({"Eq", "Ne", "And", "Or", "Not"})


@lru_cache(maxsize=4096)
def to_srepr(text: str) -> str | None:
    """``text`` (sympy ``str()`` form) as ``sympy.srepr`` with symbol assumptions, or None if it is not a
    polynomial in size/unbacked symbols, or a comparison or connective of such polynomials (those keep
    their old spelling, which torch still parses).

    Only text made of such symbols, integers, ``+ - * **``, comparisons, ``& | ~``, ``Eq``/``Ne``/``And``/
    ``Or``/``Not`` and parentheses reaches ``sympify``, so no untrusted name or call is ever evaluated."""
    simple = monomial_srepr(text)
    if simple is not None:
        return simple
    if not _ARITHMETIC.fullmatch(text):
        return None
    found = set(_NAME.findall(text))
    if not all(_SIZE_SYMBOL.match(n) or _UNBACKED_SYMBOL.match(n) or n in _CONNECTIVES for n in found):
        return None
    import sympy

    names: dict[str, Any] = {name: _symbol(name) for name in found - _CONNECTIVES}
    names.update(Eq=sympy.Eq, Ne=sympy.Ne, And=sympy.And, Or=sympy.Or, Not=sympy.Not)
    polynomial_parts = (sympy.Symbol, sympy.Integer, sympy.Add, sympy.Mul, sympy.Pow)
    boolean_parts = (sympy.core.relational.Relational, sympy.And, sympy.Or, sympy.Not)
    boolean = bool(found & _CONNECTIVES) or any(c in text for c in "<>=!&|~")
    try:  # a boolean is kept as written (evaluated, s0 >= 1 would become True), a polynomial is canonical
        expr = sympy.sympify(text, locals=names, rational=False, evaluate=not boolean)
    except (sympy.SympifyError, SyntaxError, TypeError, ValueError):
        return None
    for part in sympy.preorder_traversal(expr):
        if not isinstance(part, polynomial_parts + boolean_parts):
            return None
        if isinstance(part, sympy.Pow) and not (part.exp.is_Integer and part.exp > 0):
            return None
    return str(sympy.srepr(expr))


@upgrader("7.3", "8.2")
def optional_ranges_bool_none_and_srepr(ctx: StepContext) -> None:
    """torch 2.6 made ``RangeConstraint`` bounds ``Optional[int]`` (``null`` for an unbounded side where
    torch 2.5 wrote ``Infinity``), typed every ``as_none`` as ``bool`` (``true`` where ``[]`` was written)
    and prints ``SymExpr.expr_str`` with ``sympy.srepr`` so that symbol assumptions travel with the
    program. The first two are re-spellings of the same facts. Assumptions were never stored in 7.3, so
    they are derived from torch's naming convention (``s<n>``: backed size, positive integer;
    ``u<n>``: unbacked, integer), which is how torch 2.5 created them; expressions that are not
    polynomials keep their old spelling (which torch still parses) and are reported. torch 2.4 and 2.5
    wrote a bool constant input as ``ConstantValue.as_int`` (a JSON bool there; their serializer tested
    ``isinstance(value, int)`` first) and torch 2.6 as ``as_bool``; loaders from 2.6 read ``as_int`` with
    ``int()``, turning ``True`` into ``1``, so the value is re-spelled as the ``as_bool`` it always was.
    torch 2.6's tracer also numbers the calls of a module called more than once (``key@1``, ``key@2`` in
    ``nn_module_stack``), and ``torch.export.unflatten`` needs the numbers to give each call its own
    graph (without them it merges the calls and references attributes that do not exist); they are
    derived from where each call's nodes begin in the root graph, which is where torch 2.5 recorded them.
    """
    program = ctx.program
    kept: list[str] = []
    converted = 0

    def bounds(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        for key in ("min_val", "max_val"):
            value = obj.get(key)
            if isinstance(value, float) and math.isinf(value):
                obj[key] = None
        return obj

    def none_flag(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if "as_none" in obj:
            obj["as_none"] = True
        return obj

    def constant(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        value = obj.get("as_int")
        if value is True or value is False:
            ctx.note("derived", render_path(path), "bool constant input that torch 2.4/2.5 spelled as_int: as_bool")
            return {"as_bool": value}
        return none_flag(obj, path)

    def expr(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        nonlocal converted
        text = obj.get("expr_str")
        if isinstance(text, str):
            printed = to_srepr(text)
            if printed is None:
                kept.append(text)
            else:
                obj["expr_str"] = printed
                converted += 1
        return obj

    handlers: Handlers = {
        "RangeConstraint": bounds,
        "ConstantValue": Holding(("as_int", "as_none"), constant),
        "Argument": Holding(("as_none",), none_flag),
        "OptionalTensorArgument": Holding(("as_none",), none_flag),
        "SymExpr": expr,
    }
    visit("7.3", program, handlers)
    if converted:
        ctx.note(
            "derived",
            "$..expr_str",
            f"{converted} expression(s) re-printed with sympy.srepr; symbol assumptions inferred from torch's "
            "symbol names (s<n>: positive integer, u<n>: integer)",
        )
    if kept:
        sample = ", ".join(sorted(set(kept))[:3])
        ctx.note("lossy", "$..expr_str", f"{len(kept)} expression(s) kept in str() form without assumptions: {sample}")
    _restore_forward_arg_names(ctx)
    numbered = number_module_calls(root_nodes(program))
    if numbered:
        ctx.note(
            "derived",
            "$.graph_module.graph.nodes[*].metadata.nn_module_stack",
            f"{numbered} node(s) belong to a second or later call of a module: keys numbered key@<n> as torch 2.6 "
            "writes them (calls that follow each other directly count as one, as torch 2.5 recorded them)",
        )


def _calls(program: dict[str, Any]) -> list[Any]:
    calls = program["graph_module"].get("module_call_graph")
    return calls if isinstance(calls, list) else []


def _keep_forward_arg_names(ctx: StepContext) -> None:
    """Move each call signature's ``forward_arg_names`` into the graph-module metadata (:data:`FORWARD_ARG_NAMES`)."""
    kept: list[list[str] | None] = []
    for entry in _calls(ctx.program):
        signature = entry.get("signature") if isinstance(entry, dict) else None
        kept.append(signature.pop("forward_arg_names", None) if isinstance(signature, dict) else None)
    if any(names is not None for names in kept):
        metadata = ctx.program["graph_module"].setdefault("metadata", {})
        metadata[FORWARD_ARG_NAMES] = json.dumps(kept)
        ctx.note(
            "derived",
            "$.graph_module.module_call_graph[*].signature.forward_arg_names",
            f"argument names of the exported calls, kept in the graph metadata ({FORWARD_ARG_NAMES}), which "
            "torch 2.5 does not read (restored by the upgrade back)",
        )


def _restore_forward_arg_names(ctx: StepContext) -> None:
    """Put back the ``forward_arg_names`` a downgrade kept (:func:`_keep_forward_arg_names`); a value of another
    shape is refused (the names themselves are held to the identifier grammar when the result is validated)."""
    metadata = ctx.program["graph_module"].get("metadata")
    if not isinstance(metadata, dict) or FORWARD_ARG_NAMES not in metadata:
        return
    where = f"$.graph_module.metadata.{FORWARD_ARG_NAMES}"
    try:
        kept = parse_json(metadata.pop(FORWARD_ARG_NAMES))
    except (TypeError, ValueError, RecursionError):
        kept = None
    calls = _calls(ctx.program)
    if not (
        isinstance(kept, list)
        and len(kept) == len(calls)
        and all(names is None or (isinstance(names, list) and all(type(n) is str for n in names)) for names in kept)
    ):
        ctx.refuse(where, "kept argument names that are not one list of names (or null) per module call")
    for entry, names in zip(calls, kept, strict=True):
        if names is not None and isinstance(entry.get("signature"), dict):
            entry["signature"]["forward_arg_names"] = names
    ctx.note("derived", where, "argument names of the exported calls restored from where a downgrade kept them")


@downgrader("8.2", "7.3")
def ranges_none_flags_and_expressions_respelled(ctx: StepContext) -> None:
    """Writing for torch 2.5: unbounded range sides return from ``null`` to ``-Infinity``/``Infinity``,
    ``as_none`` from ``true`` to ``[]`` and expressions from ``srepr`` to sympy's ``str()`` form (the same
    expressions; the 2.5 loader re-creates size symbols as integers itself). 7.3 has no SymFloat values
    or arguments and no UINT16 dtype (refused), and no ``forward_arg_names`` (argument names of the
    exported call, which torch 2.5's own exporter never wrote): they are kept in the graph-module metadata
    that torch 2.5 does not read (:data:`FORWARD_ARG_NAMES`) and restored by the upgrade. Module call
    numbers (``key@<n>`` in ``nn_module_stack``) are removed: torch 2.5 neither writes nor reads them.
    """
    refuse_union_members(
        ctx, "8.2", "Argument", {"as_sym_float": "a symbolic float", "as_sym_floats": "symbolic floats"}
    )
    refuse_dtypes(ctx, "8.2", ("UINT16",))
    kept: list[str] = []

    def bounds(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if obj.get("min_val") is None:
            obj["min_val"] = -math.inf
        if obj.get("max_val") is None:
            obj["max_val"] = math.inf
        return obj

    def none_flag(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if "as_none" in obj:
            obj["as_none"] = []
        return obj

    def expr(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        text = obj.get("expr_str")
        if isinstance(text, str):
            printed = srepr_to_str(text)
            if printed is None:
                kept.append(text)
            else:
                obj["expr_str"] = printed
        return obj

    def graph(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if obj.get("sym_float_values"):
            ctx.cannot_express(render_path(path + ("sym_float_values",)), "symbolic float values", droppable=False)
        obj.pop("sym_float_values", None)
        return obj

    visit(
        "8.2",
        ctx.program,
        {
            "RangeConstraint": bounds,
            "Argument": Holding(("as_none",), none_flag),
            "OptionalTensorArgument": Holding(("as_none",), none_flag),
            "ConstantValue": Holding(("as_none",), none_flag),
            "SymExpr": expr,
            "Graph": graph,
        },
    )
    _keep_forward_arg_names(ctx)
    if kept:
        ctx.note("lossy", "$..expr_str", f"{len(kept)} expression(s) kept in srepr form, which torch 2.5 also parses")
    stripped = strip_call_numbers(root_nodes(ctx.program))
    if stripped:
        ctx.note(
            "derived",
            "$.graph_module.graph.nodes[*].metadata.nn_module_stack",
            f"{stripped} node(s): module call numbers (key@<n>) removed, as torch 2.5 recorded the stack",
        )
