"""Schema 8.7 (torch 2.7) -> 8.8 (torch 2.8): no schema change; higher-order calls placed in their module."""

from __future__ import annotations

from serde.engine.registry import StepContext, downgrader, upgrader
from serde.schema.jsonpath import render_path
from upgraders import _treespec
from upgraders._helpers import refuse_union_members
from upgraders._module_stack import place_higher_order_calls, root_nodes

__all__ = ["optional_tensor_member_added", "optional_tensor_member_removed"]


@upgrader("8.7", "8.8")
def optional_tensor_member_added(ctx: StepContext) -> None:
    """torch 2.8 only declared the union member ``Argument.as_optional_tensor`` (which no released
    serializer writes) and moved to the PT2 archive container; every 8.7 payload is already a valid 8.8
    payload. Enum-valued treespec contexts, which 2.8 began writing as ``{"__enum__": ...}`` objects, are
    still read in their older plain-value form, so they stay as they are. The container becomes a P1
    archive (the same pickles under new names). torch 2.6 and 2.7 recorded a higher-order operator call
    (``wrap_with_autocast``, ``cond``...) made inside a submodule with the root module's stack only;
    torch 2.8 records the calling module, and ``torch.export.unflatten`` needs it to keep the call inside
    that module's graph (otherwise the call's results are passed between graphs that do not expect them).
    The calling module is derived as the deepest module both the call's body and a neighbouring node of
    the calling graph are inside.
    """
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
    legacy C4 zip (the same pickles under the old names), which torch 2.7 reads.
    """
    refuse_union_members(ctx, "8.8", "Argument", {"as_optional_tensor": "an optional tensor"})
    for signature, index in _treespec.signatures(ctx.program):
        for key in ("in_spec", "out_spec"):
            if "__enum__" in (signature.get(key) or ""):
                path = render_path(("graph_module", "module_call_graph", index, "signature", key))
                ctx.cannot_express(path, "an enum value in a treespec context", droppable=False)
