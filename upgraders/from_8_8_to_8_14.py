"""Schema 8.8 (torch 2.8) -> 8.14 (torch 2.9): additive schema changes only."""

from __future__ import annotations

from serde.engine.registry import StepContext, downgrader, upgrader
from upgraders._helpers import refuse_dtypes, refuse_union_members
from upgraders._module_stack import place_metadata_asserts, root_nodes

__all__ = ["guards_and_parameter_mutations_removed", "guards_code_and_payload_configs_added"]


@upgrader("8.8", "8.14")
def guards_code_and_payload_configs_added(ctx: StepContext) -> None:
    """torch 2.9 added ``ComplexValue``/``Argument.as_complex``, ``OutputSpec.parameter_mutation``,
    ``ExportedProgram.guards_code`` (default empty), two FNUZ float8 dtypes and the P2 payload configs;
    all additions have defaults or are new union tags, so an 8.8 payload is a valid 8.14 payload as is.
    Older writers recorded every ``storage_offset`` as 0; the P2 weight configs pt2-serde writes take
    real offsets from the tensors themselves, so nothing in the program needs to change. torch 2.8
    sometimes recorded an ``_assert_tensor_metadata`` node (the dtype check it puts before ``.to()``) in
    the module that produced the checked tensor rather than the module that converts it;
    ``torch.export.unflatten`` then runs the check in the wrong module's graph, on the wrong tensor. As
    torch 2.9 does, each check takes the stack of the operation it guards (the next node).
    """
    moved = place_metadata_asserts(root_nodes(ctx.program))
    if moved:
        ctx.note(
            "derived",
            "$.graph_module.graph.nodes[*].metadata.nn_module_stack",
            f"{moved} _assert_tensor_metadata check(s) placed in the module of the operation they guard, as "
            "torch 2.9 records them",
        )


@downgrader("8.14", "8.8")
def guards_and_parameter_mutations_removed(ctx: StepContext) -> None:
    """Writing for torch 2.8: 8.8 has no ``ExportedProgram.guards_code`` (its loader rejects unknown keys;
    the guards only add input checks, so they can be dropped, which is reported), no
    ``OutputSpec.parameter_mutation``, ``Argument.as_complex`` or FNUZ float8 dtypes (refused: they change
    what the program computes). The container becomes a P1 archive: the raw storages are packed back into
    ``torch.save`` pickles (needs torch), which torch 2.8 reads.
    """
    guards = ctx.program.get("guards_code") or []
    if not guards or ctx.cannot_express("$.guards_code", f"{len(guards)} input guard(s)", droppable=True):
        ctx.program.pop("guards_code", None)
    refuse_union_members(ctx, "8.14", "OutputSpec", {"parameter_mutation": "a parameter mutation"})
    refuse_union_members(ctx, "8.14", "Argument", {"as_complex": "a complex constant"})
    refuse_dtypes(ctx, "8.14", ("FLOAT8E4M3FNUZ", "FLOAT8E5M2FNUZ"))
