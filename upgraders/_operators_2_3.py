"""Operator calls whose spelling torch 2.3 changed, re-spelled node by node (used by the 2 <-> 5.1 steps):
``map_impl`` operands, CPU flash attention, and the outputs of higher-order ops with several results.

The rewrites work on one graph at a time, with its unions in either wire form: ``spell`` builds an
``Argument`` in the form the caller's graph is in, and members are read with ``union_tag``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from serde.engine.registry import StepContext
from serde.schema.jsonpath import Path, render_path
from upgraders._helpers import HIGHER_ORDER_PREFIX, is_higher_order, union_tag

__all__ = [
    "FLASH_ATTENTION",
    "FLASH_ATTENTION_FOR_CPU",
    "FOR_CPU_ARGUMENTS",
    "FOR_CPU_RESULTS",
    "MAP_IMPL",
    "Spell",
    "downgrade_graph",
    "flash_attention_for_cpu",
    "map_operands_as_lists",
    "map_operands_flattened",
    "tuple_results_as_one_list",
    "tuple_results_one_per_output",
    "upgrade_graph",
]


MAP_IMPL = HIGHER_ORDER_PREFIX + "map_impl"
FLASH_ATTENTION = "torch.ops.aten._scaled_dot_product_flash_attention.default"
FLASH_ATTENTION_FOR_CPU = "torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default"
FOR_CPU_RESULTS = 2
"""``_scaled_dot_product_flash_attention_for_cpu`` returns (output, logsumexp): the first two results
of the old operator, which also returned seven CUDA-only values (sequence offsets, RNG state, debug mask)."""
FOR_CPU_ARGUMENTS = ("query", "key", "value", "dropout_p", "is_causal", "scale")
"""Arguments the two operators share; the old ``return_debug_mask`` only shaped the dropped debug mask."""

Spell = Callable[[str, Any], dict[str, Any]]


def _argument_names(value: Any) -> Iterator[str]:
    """Every ``name`` inside an argument value: the names of the graph values it refers to (and, for a
    subgraph argument, its own names too, which only makes a use check more cautious)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if key == "name" and isinstance(item, str):
                yield item
            else:
                yield from _argument_names(item)
    elif isinstance(value, list):
        for item in value:
            yield from _argument_names(item)


def _used_names(graph: dict[str, Any]) -> set[str]:
    """Names of the values the graph's nodes consume or the graph returns."""
    used = set(_argument_names(graph.get("outputs")))
    for node in graph.get("nodes", []):
        for named in node.get("inputs", []):
            used.update(_argument_names(named.get("arg")))
    return used


def map_operands_as_lists(ctx: StepContext, node: dict[str, Any], path: Path, spell: Spell) -> None:
    """``map_impl(body, num_mapped, *operands)`` (torch up to 2.2) -> ``map_impl(body, mapped, rest)``."""
    inputs = node.get("inputs", [])
    arguments = [union_tag(named["arg"]) for named in inputs]
    if len(arguments) < 2 or arguments[1][0] != "as_int" or arguments[0][0] != "as_graph":
        ctx.refuse(
            render_path(path + ("inputs",)), "map_impl call is not (body graph, number of mapped operands, operands…)"
        )
    count = arguments[1][1]
    operands = arguments[2:]
    if not 0 <= count <= len(operands):
        ctx.refuse(render_path(path + ("inputs", 1)), f"map_impl maps {count} of {len(operands)} operands")
    for index, (tag, _) in enumerate(operands, start=2):
        if tag != "as_tensor":
            ctx.refuse(
                render_path(path + ("inputs", index)), f"map_impl operand is {tag}; torch 2.3 accepts tensors only"
            )
    tensors = [value for _, value in operands]
    node["inputs"] = [
        inputs[0],
        {"name": "", "arg": spell("as_tensors", tensors[:count])},
        {"name": "", "arg": spell("as_tensors", tensors[count:])},
    ]
    ctx.note(
        "derived",
        render_path(path + ("inputs",)),
        f"map_impl operands re-spelled as two lists ({count} mapped, {len(tensors) - count} passed through), "
        "the calling convention of torch 2.3",
    )


def map_operands_flattened(ctx: StepContext, node: dict[str, Any], path: Path, spell: Spell) -> None:
    """``map_impl(body, mapped, rest)`` (torch 2.3 on) -> ``map_impl(body, num_mapped, *operands)``."""
    inputs = node.get("inputs", [])
    arguments = [union_tag(named["arg"]) for named in inputs]
    if len(arguments) != 3 or arguments[1][0] != "as_tensors" or arguments[2][0] != "as_tensors":
        ctx.refuse(render_path(path + ("inputs",)), "map_impl call is not (body graph, mapped tensors, other tensors)")
    mapped, rest = arguments[1][1], arguments[2][1]
    node["inputs"] = [
        inputs[0],
        {"name": "", "arg": spell("as_int", len(mapped))},
        *({"name": "", "arg": spell("as_tensor", tensor)} for tensor in [*mapped, *rest]),
    ]


def flash_attention_for_cpu(ctx: StepContext, graph: dict[str, Any], node: dict[str, Any], path: Path) -> None:
    """torch 2.3 moved the CPU kernel of ``_scaled_dot_product_flash_attention`` to
    ``_scaled_dot_product_flash_attention_for_cpu``; a call whose result lives on the CPU is re-targeted
    (a CUDA call is left alone), keeping its two results and dropping the unused CUDA-only ones."""
    outputs = node.get("outputs", [])
    first = union_tag(outputs[0]) if outputs else None
    if first is None or first[0] != "as_tensor":
        ctx.refuse(render_path(path + ("outputs",)), "flash-attention call without a tensor result")
    meta = graph.get("tensor_values", {}).get(first[1]["name"], {})
    if (meta.get("device") or {}).get("type", "cpu") != "cpu":
        return
    dropped = [union_tag(output)[1] for output in outputs[FOR_CPU_RESULTS:]]
    dropped_names = {value["name"] for value in dropped if isinstance(value, dict) and "name" in value}
    used = dropped_names & _used_names(graph)
    if used:
        ctx.refuse(
            render_path(path + ("outputs",)),
            f"results {sorted(used)} of _scaled_dot_product_flash_attention are used, but the CPU operator of "
            "torch 2.3 on (_scaled_dot_product_flash_attention_for_cpu) returns only output and logsumexp",
        )
    node["target"] = FLASH_ATTENTION_FOR_CPU
    node["inputs"] = [named for named in node.get("inputs", []) if named.get("name") in FOR_CPU_ARGUMENTS]
    node["outputs"] = outputs[:FOR_CPU_RESULTS]
    values = graph.get("tensor_values", {})
    for name in dropped_names:
        values.pop(name, None)
    ctx.note(
        "derived",
        render_path(path + ("target",)),
        f"{FLASH_ATTENTION} on the CPU re-targeted to {FLASH_ATTENTION_FOR_CPU} (torch 2.3 moved the CPU kernel); "
        f"{len(dropped)} unused CUDA-only result(s) dropped",
    )


def upgrade_graph(ctx: StepContext, graph: dict[str, Any], path: Path, spell: Spell) -> None:
    """Re-spell the graph's map_impl, CPU flash-attention and multi-result higher-order calls as torch 2.3
    writes them."""
    for index, node in enumerate(graph.get("nodes", [])):
        target = node.get("target")
        if is_higher_order(node):
            tuple_results_one_per_output(node, spell)
        if target == MAP_IMPL:
            map_operands_as_lists(ctx, node, path + ("nodes", index), spell)
        elif target == FLASH_ATTENTION:
            flash_attention_for_cpu(ctx, graph, node, path + ("nodes", index))


def tuple_results_one_per_output(node: dict[str, Any], spell: Spell) -> None:
    """A higher-order op returning several tensors: one ``as_tensors`` output listing them (torch 2.2) ->
    one ``as_tensor`` output each, as torch 2.3 writes a tuple of two or more results."""
    outputs = node.get("outputs", [])
    if len(outputs) == 1:
        tag, value = union_tag(outputs[0])
        if tag == "as_tensors" and len(value) > 1:
            node["outputs"] = [spell("as_tensor", tensor) for tensor in value]


def tuple_results_as_one_list(node: dict[str, Any], spell: Spell) -> None:
    """A higher-order op returning several tensors: one ``as_tensor`` output each (torch 2.3 on) -> one
    ``as_tensors`` output listing them, the only multi-result spelling torch 2.2's loader accepts."""
    outputs = node.get("outputs", [])
    members = [union_tag(output) for output in outputs]
    if len(members) > 1 and all(tag == "as_tensor" for tag, _ in members):
        node["outputs"] = [spell("as_tensors", [value for _, value in members])]


def downgrade_graph(ctx: StepContext, graph: dict[str, Any], path: Path, spell: Spell) -> None:
    """Re-spell the graph's map_impl calls and multi-result higher-order ops as torch 2.2 writes them."""
    for index, node in enumerate(graph.get("nodes", [])):
        if is_higher_order(node):
            tuple_results_as_one_list(node, spell)
        if node.get("target") == MAP_IMPL:
            map_operands_flattened(ctx, node, path + ("nodes", index), spell)
