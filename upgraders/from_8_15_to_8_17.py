"""Schema 8.15 (torch 2.10) -> 8.17 (torch 2.11): nested tensor lists and node names."""

from __future__ import annotations

from typing import Any

from serde.engine.registry import StepContext, downgrader, upgrader
from serde.schema.jsonpath import Path, render_path
from serde.schema.walk import visit
from upgraders._helpers import refuse_union_members

__all__ = ["nested_tensors_and_node_names_added", "node_names_and_nested_tensors_removed"]


@upgrader("8.15", "8.17", rewrites_payload=False)
def nested_tensors_and_node_names_added(ctx: StepContext) -> None:
    """torch 2.11 added ``Argument.as_nested_tensors`` and ``Node.name`` (default None, which its loader
    reads as "name the node as before"), so an 8.15 payload is a valid 8.17 payload; only the version changes.
    """


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
    ``Node.name`` is unknown there. Without it the 2.10 loader names each node after its first output,
    so a name equal to that output's name is dropped without loss; any other name would change the
    node names of the loaded graph, which is reported (and refused unless lossy).
    """
    refuse_union_members(ctx, "8.17", "Argument", {"as_nested_tensors": "a list of tensor lists"})
    recomputed = 0

    def node(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        nonlocal recomputed
        name = obj.get("name")
        if name is None:
            obj.pop("name", None)
            return obj
        outputs = obj.get("outputs") or []
        derived = _output_name(outputs[0]) if outputs else None
        recomputed += name == derived
        if name == derived or ctx.cannot_express(
            render_path(path + ("name",)), f"node name {name!r} differs from its output's name", droppable=True
        ):
            obj.pop("name", None)
        return obj

    visit("8.17", ctx.program, {"Node": node})
    if recomputed:
        ctx.note(
            "derived",
            "$..nodes[*].name",
            f"{recomputed} node name(s) left out: the loader gives each node its output's name, which they equal",
        )
