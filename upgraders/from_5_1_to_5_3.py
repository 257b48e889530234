"""Schema 5.1 (torch 2.3) -> 5.3 (torch 2.4): TensorArgument in optional-tensor lists, namedtuple treespecs,
while_loop's additional inputs, ranges of unbacked symbols."""

from __future__ import annotations

import math
import re
from functools import partial
from typing import Any

from serde.engine.registry import StepContext, downgrader, upgrader
from serde.program.walk import visit
from serde.schema.jsonpath import Path, render_path
from upgraders import _namedtuples, _treespec
from upgraders._helpers import HIGHER_ORDER_PREFIX, refuse_union_members, tensor_names, union_tag

__all__ = [
    "LAYER_NORM",
    "NATIVE_LAYER_NORM",
    "WHILE_LOOP",
    "optional_tensor_arguments_and_example_inputs",
    "optional_tensor_names_and_tokens",
]


WHILE_LOOP = HIGHER_ORDER_PREFIX + "while_loop"
_UNBACKED_SYMBOL = re.compile(r"\bu\d+\b")


@upgrader("5.1", "5.3")
def optional_tensor_arguments_and_example_inputs(ctx: StepContext) -> None:
    """torch 2.4 changed ``OptionalTensorArgument.as_tensor`` from a bare tensor name to a
    ``TensorArgument`` object (a type change inside a minor bump), began requiring the
    ``serialized_example_inputs.pt`` container entry, and spells namedtuple treespec contexts as the
    registered ``serialized_type_name`` instead of ``{"class_name", "fields"}``. Wrapping the name is
    exact. The missing example-inputs entry is written empty, which every loader reads as "no example
    inputs". A namedtuple context becomes the name under which this process registered a namedtuple
    with the same class name and fields (the loader looks the type up by that name); with no such
    registration, or several, the payload is refused with the registration it needs. torch 2.4 also
    gave ``while_loop`` a fourth argument, ``additional_inputs`` (values the body reads but does not
    carry); torch 2.3 carried every operand, so its calls get an empty list, which means the same loop.
    torch 2.3's non-strict export (``strict=False``) left the range constraints of unbacked symbols
    (``u<n>``, the sizes of data-dependent results) out, while every loader from 2.3 on looks up the range
    of each symbol the graph uses and fails without it (torch 2.3 on its own such exports too); such a
    symbol gets the unbounded range, which claims nothing about its values. torch 2.4 also stopped
    decomposing ``layer_norm`` into the three-output ``native_layer_norm`` at export; a preserved call
    signature that names the normalised output of a ``native_layer_norm`` (a ``getitem``) cannot be
    followed through ``run_decompositions()`` (the decomposition rebuilds the tuple without that node), so
    there the node becomes the ``layer_norm`` call torch 2.4 records, which computes the same first output
    (the mean and reciprocal deviation it drops are unused).
    """

    def optional_tensor(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        name = obj.get("as_tensor")
        if isinstance(name, str):
            obj["as_tensor"] = {"name": name}
        return obj

    def while_loop(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        inputs = obj.get("inputs")
        if obj.get("target") == WHILE_LOOP and isinstance(inputs, list) and len(inputs) == 3:
            inputs.append({"name": "", "arg": {"as_tensors": []}})
            ctx.note(
                "derived",
                render_path(path + ("inputs", 3)),
                "while_loop additional_inputs: [] (torch 2.3 carried every operand through the loop)",
            )
        return obj

    unbacked: set[str] = set()

    def expression(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        text = obj.get("expr_str")
        if isinstance(text, str):
            unbacked.update(_UNBACKED_SYMBOL.findall(text))
        return obj

    visit(
        "5.1",
        ctx.program,
        {"OptionalTensorArgument": optional_tensor, "Node": while_loop, "SymExpr": expression},
    )
    _unbounded_ranges(ctx, unbacked)

    _treespec.rewrite_signatures(ctx.program, partial(_registered_namedtuple, ctx))
    _single_output_forms_at_boundaries(ctx)
    if ctx.layout.is_legacy_zip:
        ctx.note(
            "defaulted",
            "serialized_example_inputs.pt",
            "written empty (no example inputs): torch 2.3 did not save them and torch 2.4+ requires the entry",
        )


NATIVE_LAYER_NORM = "torch.ops.aten.native_layer_norm.default"
LAYER_NORM = "torch.ops.aten.layer_norm.default"


def _single_output_forms_at_boundaries(ctx: StepContext) -> None:
    """``native_layer_norm`` nodes whose normalised output a preserved call signature names, and whose
    other outputs nothing reads, become ``layer_norm`` (same inputs, that one output)."""
    module = ctx.program["graph_module"]
    named: set[str] = set()
    for entry in module.get("module_call_graph") or []:
        signature = entry.get("signature")
        if entry.get("fqn") and isinstance(signature, dict):
            named |= set(tensor_names([*signature.get("inputs", []), *signature.get("outputs", [])]))
    if not named:
        return
    graph = module["graph"]
    read = set(tensor_names(graph.get("outputs", [])))
    for node in graph["nodes"]:
        read |= set(tensor_names(argument["arg"] for argument in node.get("inputs", [])))
    for index, node in enumerate(graph["nodes"]):
        outputs = node.get("outputs") or []
        if node.get("target") != NATIVE_LAYER_NORM or len(outputs) != 3:
            continue
        first, *others = (union_tag(output)[1].get("name") for output in outputs)
        if first in named and not read & set(others):
            node["target"] = LAYER_NORM
            node["outputs"] = outputs[:1]
            ctx.note(
                "derived",
                render_path(("graph_module", "graph", "nodes", index, "target")),
                f"native_layer_norm -> layer_norm: its output {first} is named by a preserved call signature "
                "(torch 2.4 records layer_norm; run_decompositions cannot follow a native_layer_norm getitem)",
            )


def _unbounded_ranges(ctx: StepContext, symbols: set[str]) -> None:
    """Give each of ``symbols`` without a range constraint the unbounded range, with a note."""
    ranges = ctx.program.setdefault("range_constraints", {})
    for name in sorted(symbols - ranges.keys(), key=lambda symbol: int(symbol[1:])):
        ranges[name] = {"min_val": -math.inf, "max_val": math.inf}
        ctx.note(
            "defaulted",
            render_path(("range_constraints", name)),
            f"range of unbacked symbol {name}: unbounded (torch 2.3's non-strict export did not record it)",
        )


def _registered_namedtuple(ctx: StepContext, node: dict[str, Any], path: Path) -> bool:
    """Spell a schema-5.1 namedtuple context as the name its type is registered under in this process."""
    if node.get("type") != "collections.namedtuple":
        return False
    definition = _namedtuples.old_context(node.get("context"))
    if definition is None:
        ctx.refuse(
            render_path(path),
            f"a namedtuple treespec context without a class name and fields: {node.get('context')!r}",
        )
    names = _namedtuples.registered_names(definition)
    described = _namedtuples.describe(definition)
    if len(names) != 1:
        found = f"{len(names)} are: {', '.join(names)}" if names else "none is"
        ctx.refuse(
            render_path(path),
            f"namedtuple {described}: torch 2.4+ records the name its type is registered under, and {found} "
            "registered in this process; call torch.utils._pytree._register_namedtuple(<the class>, "
            "serialized_type_name=<a name>) for exactly one such class before upgrading or loading",
        )
    node["context"] = names[0]
    ctx.note(
        "derived",
        render_path(path),
        f"namedtuple {described} spelled as {names[0]!r}, the name its type is registered under in this process "
        "(register it under the same name wherever the upgraded artifact is loaded)",
    )
    return True


@downgrader("5.3", "5.1")
def optional_tensor_names_and_tokens(ctx: StepContext) -> None:
    """Writing for torch 2.3: optional-tensor list entries go back from ``TensorArgument`` objects to bare
    names (the same information). 5.1 has no token or constant-input specs (refused: they are graph
    inputs and outputs), and torch 2.3 keeps no example inputs, so a non-empty example-inputs entry is a
    reported loss. A namedtuple treespec context goes back from the registered name to the class name
    and fields of the type registered under that name in this process; an unregistered name is refused
    (a 5.3 payload does not hold the fields). ``while_loop`` calls lose their empty ``additional_inputs``;
    non-empty ones are refused (torch 2.3 could only carry them through the loop, a different program).
    """

    def optional_tensor(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        value = obj.get("as_tensor")
        if isinstance(value, dict):
            obj["as_tensor"] = value.get("name")
        return obj

    def while_loop(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        inputs = obj.get("inputs")
        if obj.get("target") != WHILE_LOOP or not isinstance(inputs, list) or len(inputs) != 4:
            return obj
        tag, value = union_tag(inputs[3]["arg"])
        if tag == "as_tensors" and not value:
            inputs.pop()
        else:
            ctx.cannot_express(
                render_path(path + ("inputs", 3)), "while_loop additional inputs (torch 2.4 on)", droppable=False
            )
        return obj

    visit("5.3", ctx.program, {"OptionalTensorArgument": optional_tensor, "Node": while_loop})
    refuse_union_members(
        ctx, "5.3", "InputSpec", {"token": "an effect token input", "constant_input": "a constant input"}
    )
    refuse_union_members(ctx, "5.3", "OutputSpec", {"token": "an effect token output"})
    _treespec.rewrite_signatures(ctx.program, partial(_namedtuple_fields, ctx))
    member = ctx.role_member("example_inputs")
    blob = ctx.members.get(member) if member else None
    if member and blob is not None:
        if blob.size == 0 or ctx.cannot_express(member, "the saved example inputs", droppable=True):
            del ctx.members[member]


def _namedtuple_fields(ctx: StepContext, node: dict[str, Any], path: Path) -> bool:
    """Spell a registered namedtuple name as the class name and fields schema 5.1 records."""
    if node.get("type") != "collections.namedtuple":
        return False
    name = node.get("context")
    definition = _namedtuples.registered_definition(name) if isinstance(name, str) else None
    if definition is None:
        ctx.cannot_express(
            render_path(path),
            f"namedtuple {name!r}, whose class name and fields only its registration in this process can tell "
            "(torch.utils._pytree._register_namedtuple)",
            droppable=False,
        )
        return False
    node["context"] = {"class_name": definition[0], "fields": list(definition[1])}
    return True
