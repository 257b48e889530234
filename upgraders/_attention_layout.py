"""Views that depended on the memory layout of an attention kernel's output.

Programs hold ``aten.view`` where the tracer saw a tensor whose strides allowed it; a view is only valid
for those strides. torch 2.5 changed the layout the CPU attention kernels return (before, the output
was laid out so that ``transpose(1, 2)`` of it was contiguous; from 2.5 it is contiguous itself), so a
``view`` traced after ``transpose`` by torch 2.2–2.4 fails in today's torch, eagerly in some models and
in ``run_decompositions()`` in all of them. ``reshape`` is the same view where the strides allow one and
a copy where they do not; in a functional program (every program these releases exported) nothing
observes the difference.
"""

from __future__ import annotations

from typing import Any

from upgraders._helpers import tensor_names

__all__ = ["ATTENTION_OPS", "LAYOUT_OPS", "RESHAPE", "VIEW", "views_to_reshapes"]


ATTENTION_OPS = frozenset(
    {
        "torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default",
        "torch.ops.aten._scaled_dot_product_flash_attention.default",
        "torch.ops.aten._scaled_dot_product_efficient_attention.default",
        "torch.ops.aten.scaled_dot_product_attention.default",
    }
)
"""Operators whose output layout changed in torch 2.5."""
LAYOUT_OPS = frozenset(
    {
        "torch.ops.aten.transpose.int",
        "torch.ops.aten.permute.default",
        "torch.ops.aten.t.default",
        "torch.ops.aten.alias.default",
        "torch.ops.aten.detach.default",
        "torch.ops.aten.unsqueeze.default",
        "torch.ops.aten.squeeze.dim",
        "torch.ops.aten.expand.default",
        "torch.ops.aten.slice.Tensor",
        "torch.ops.aten.select.int",
    }
)
"""Operators whose output is a view with the strides of their input rearranged (never a copy)."""
VIEW = "torch.ops.aten.view.default"
RESHAPE = "torch.ops.aten.reshape.default"


def views_to_reshapes(graph: dict[str, Any]) -> int:
    """Turn every ``view`` of an attention output (directly or through transposes, permutes, other
    stride-rearranging views and the views so turned: a reshape that needs no copy keeps the input's
    layout) into ``reshape``; return how many were turned."""
    laid_out: set[str] = set()
    changed = 0
    for node in graph.get("nodes", []):
        target = node.get("target")
        if target in ATTENTION_OPS:
            laid_out.update(tensor_names(node.get("outputs", [])))
            continue
        if not laid_out:  # no attention output so far: nothing this node reads can be one
            continue
        first = next(iter(tensor_names([node["inputs"][0]["arg"]])), None) if node.get("inputs") else None
        if first not in laid_out:
            continue
        if target == VIEW:
            node["target"] = RESHAPE
            for argument in node["inputs"]:
                if argument.get("name") == "size":
                    argument["name"] = "shape"
            changed += 1
        if target in LAYOUT_OPS or target in (VIEW, RESHAPE):
            laid_out.update(tensor_names(node.get("outputs", [])))
    return changed
