"""Schema 8.15 (torch 2.10) -> 8.17 (torch 2.11): nested tensor lists and node names."""

from __future__ import annotations

from typing import Any

from serde.engine.registry import StepContext, downgrader, upgrader
from serde.program.graphs import node_paths
from serde.program.walk import visit
from serde.schema.jsonpath import Path, render_path
from upgraders._helpers import refuse_union_members

__all__ = ["NODE_NAME", "nested_tensors_and_node_names_added", "node_names_and_nested_tensors_removed"]

NODE_NAME = "pt2_serde_node_name"
"""The node metadata key under which a downgrade to 8.15 keeps a ``Node.name`` that differs from the name
torch 2.10's loader gives the node (its first output's): 8.15 has no field for it, 2.10's loader reads only
the metadata keys it knows, and the upgrade back restores it."""


@upgrader("8.15", "8.17")
def nested_tensors_and_node_names_added(ctx: StepContext) -> None:
    """torch 2.11 added ``Argument.as_nested_tensors`` and ``Node.name`` (default None, which its loader
    reads as "name the node as before": after its first output). The name is written as torch 2.11's
    exporter writes it wherever it can be derived: a node with a single output is that output, and has its
    name; a name a downgrade kept in the node's metadata (:data:`NODE_NAME`) is the node's own again. Other
    nodes (several outputs, none, a higher-order op returning a tuple) keep no name, which the loader reads
    as before.
    """
    restored = 0
    for obj, _ in node_paths(ctx.program):
        metadata = obj.get("metadata")
        kept = metadata.pop(NODE_NAME, None) if isinstance(metadata, dict) else None
        if kept is not None:
            obj["name"] = kept
            restored += 1
        elif obj.get("name") is None:
            outputs = obj.get("outputs")
            outputs = outputs if isinstance(outputs, list) else []
            # a node with one output is that output (a higher-order op's tuple elements are getitems of it)
            single = (
                len(outputs) == 1
                and isinstance(outputs[0], dict)
                and obj.get("is_hop_single_tensor_return") is not False
            )
            derived = _output_name(outputs[0]) if single else None
            if derived is not None:
                obj["name"] = derived
    if restored:
        ctx.note("derived", "$..nodes[*].name", f"{restored} node name(s) restored from the metadata a downgrade kept")


def _output_name(output: dict[str, Any]) -> str | None:
    """The name of a node's single tensor or symbolic output, which older loaders give the node."""
    for tag, value in output.items():
        if tag == "as_tensor" and isinstance(value, dict):
            return value.get("name")
        if tag in ("as_sym_int", "as_sym_bool", "as_sym_float") and isinstance(value, dict):
            return value.get("as_name")
    return None


@downgrader("8.17", "8.15")
def node_names_and_nested_tensors_removed(ctx: StepContext) -> None:
    """Writing for torch 2.10: ``Argument.as_nested_tensors`` does not exist in 8.15 (refused), and
    ``Node.name`` is unknown there. Without it the 2.10 loader names each node after its first output (or
    anew, for a node without one), as torch 2.10's own exporter wrote such programs, so a name equal to that
    output's name is dropped without loss. Any other name (a node without outputs such as
    ``_assert_scalar``, a multi-output operator, control flow) is written in that form too, each renaming
    listed in the notes, and the name is kept in the node's metadata under :data:`NODE_NAME`, which the
    2.10 loader ignores, so that the upgrade back gives the very program again.
    """
    refuse_union_members(ctx, "8.17", "Argument", {"as_nested_tensors": "a list of tensor lists"})
    recomputed = 0

    def node(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        nonlocal recomputed
        name = obj.pop("name", None)
        if name is None:
            return obj
        outputs = obj.get("outputs") or []
        derived = _output_name(outputs[0]) if outputs else None
        if name == derived:
            recomputed += 1
            return obj
        obj["metadata"][NODE_NAME] = name
        given = f"named {derived!r} after its output" if derived else "given a name of its own"
        ctx.note(
            "derived",
            render_path(path + ("name",)),
            f"node {name!r} is {given} by torch 2.10's loader; the name is kept in metadata {NODE_NAME!r}",
        )
        return obj

    visit("8.17", ctx.program, {"Node": node})
    if recomputed:
        ctx.note(
            "derived",
            "$..nodes[*].name",
            f"{recomputed} node name(s) left out: the loader gives each node its output's name, which they equal",
        )
