"""Schema 8.7 (torch 2.7) -> 8.8 (torch 2.8): no schema change; higher-order calls placed in their module,
``invoke_subgraph`` operands passed one by one."""

from __future__ import annotations

from typing import Any

from serde.engine.registry import StepContext, downgrader, upgrader
from serde.schema.jsonpath import render_path
from upgraders import _treespec
from upgraders._helpers import HIGHER_ORDER_PREFIX, graphs, refuse_union_members
from upgraders._module_stack import mark_calls_kept_at_root, place_higher_order_calls, root_nodes

__all__ = ["optional_tensor_member_added", "optional_tensor_member_removed"]

INVOKE_SUBGRAPH = HIGHER_ORDER_PREFIX + "invoke_subgraph"


def _invoke_subgraph_calls(version: str, program: dict[str, Any]) -> list[tuple[dict[str, Any], Any]]:
    """Every ``invoke_subgraph`` node of the program, with the path of its inputs."""
    return [
        (node, (*path, "nodes", index, "inputs"))
        for graph, path in graphs(version, program)
        for index, node in enumerate(graph.get("nodes") or [])
        if node.get("target") == INVOKE_SUBGRAPH
    ]


@upgrader("8.7", "8.8")
def optional_tensor_member_added(ctx: StepContext) -> None:
    """torch 2.8 only declared the union member ``Argument.as_optional_tensor`` (which no released
    serializer writes) and moved to the PT2 archive container; every 8.7 payload is already a valid 8.8
    payload. Enum-valued treespec contexts, which 2.8 began writing as ``{"__enum__": ...}`` objects, are
    still read in their older plain-value form, so they stay as they are. The container becomes a P1
    archive (the same pickles under new names). torch 2.8 made ``invoke_subgraph`` take its operands as
    separate arguments (``invoke_subgraph(subgraph, identifier, *operands)``, where 2.6 and 2.7 took one
    list), so a call's operand list becomes one positional argument each. torch 2.6 and 2.7 recorded a
    higher-order operator call (``wrap_with_autocast``, ``cond``...) made inside a submodule with the root
    module's stack only; torch 2.8 records the calling module, and ``torch.export.unflatten`` needs it to
    keep the call inside that module's graph (otherwise the call's results are passed between graphs that
    do not expect them). The calling module is derived as the deepest module both the call's body and a
    neighbouring node of the calling graph are inside.
    """
    spread = 0
    for node, _ in _invoke_subgraph_calls("8.7", ctx.program):
        inputs = node.get("inputs") or []
        operands = inputs[2]["arg"].get("as_tensors") if len(inputs) == 3 else None
        if isinstance(operands, list):
            node["inputs"] = inputs[:2] + [{"name": "", "arg": {"as_tensor": t}, "kind": 1} for t in operands]
            spread += 1
    if spread:
        ctx.note(
            "derived",
            "$..nodes[*].inputs",
            f"{spread} invoke_subgraph call(s): the operand list passed as separate arguments, as torch 2.8's "
            "invoke_subgraph(subgraph, identifier, *operands) takes them",
        )
    moved = place_higher_order_calls(root_nodes(ctx.program))
    if moved:
        ctx.note(
            "derived",
            "$.graph_module.graph.nodes[*].metadata.nn_module_stack",
            f"{moved} higher-order operator call(s) recorded at the root module placed in the module that made "
            "them, as torch 2.8 records them",
        )


@downgrader("8.8", "8.7")
def optional_tensor_member_removed(ctx: StepContext) -> None:
    """Writing for torch 2.7: ``Argument.as_optional_tensor`` (declared in 8.8, written by no released
    serializer) is refused; enum values in treespec contexts written as ``{"__enum__": ...}`` objects
    need the enum class to turn back into plain values, so they are refused. The container becomes a
    legacy C4 zip (the same pickles under the old names), which torch 2.7 reads. ``invoke_subgraph``
    operands go back into one list, as torch 2.7 takes them. A higher-order call recorded at the root module
    that the upgrade would place in a submodule is marked to stay (``KEPT_AT_ROOT``, a key torch 2.7 ignores).
    """
    refuse_union_members(ctx, "8.8", "Argument", {"as_optional_tensor": "an optional tensor"})
    for node, path in _invoke_subgraph_calls("8.8", ctx.program):
        inputs = node.get("inputs") or []
        operands = [named.get("arg", {}).get("as_tensor") for named in inputs[2:]]
        if any(operand is None for operand in operands):
            ctx.cannot_express(render_path(path), "invoke_subgraph operands that are not tensors", droppable=False)
            continue
        node["inputs"] = inputs[:2] + [{"name": "", "arg": {"as_tensors": operands}, "kind": 1}]
    kept = mark_calls_kept_at_root(root_nodes(ctx.program))
    if kept:
        ctx.note(
            "derived",
            "$.graph_module.graph.nodes[*].metadata.nn_module_stack",
            f"{kept} higher-order call(s) torch 2.8+ recorded at the root module marked to stay there on the way "
            "back up (where the upgrade would place them in the calling module)",
        )
    for signature, index in _treespec.signatures(ctx.program):
        for key in ("in_spec", "out_spec"):
            if "__enum__" in (signature.get(key) or ""):
                path = render_path(("graph_module", "module_call_graph", index, "signature", key))
                ctx.cannot_express(path, "an enum value in a treespec context", droppable=False)
