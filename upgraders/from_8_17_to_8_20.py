"""Schema 8.17 (torch 2.11) -> 8.20 (torch 2.12 - 2.15): float lists and new dtypes."""

from __future__ import annotations

from serde.engine.registry import StepContext, downgrader, upgrader
from upgraders._helpers import refuse_dtypes, refuse_union_members

__all__ = ["float_lists_and_dtypes_added", "float_lists_and_dtypes_removed"]


@upgrader("8.17", "8.20", rewrites_payload=False)
def float_lists_and_dtypes_added(ctx: StepContext) -> None:
    """torch 2.12 added ``Argument.as_float_lists`` and the dtypes FLOAT8E8M0FNU, UINT32 and UINT64;
    additions only, so an 8.17 payload is a valid 8.20 payload and only the version changes.
    """


@downgrader("8.20", "8.17")
def float_lists_and_dtypes_removed(ctx: StepContext) -> None:
    """Writing for torch 2.11: ``Argument.as_float_lists`` and the dtypes FLOAT8E8M0FNU, UINT32 and UINT64
    do not exist in 8.17, and its loader fails on an unknown union tag or enum value, so programs using
    them are refused; nothing can be dropped without changing what the program computes. Opaque-object
    constants (``opaque_obj_<i>``, written from torch 2.13) are unreadable for 2.12 and older.
    """
    refuse_union_members(ctx, "8.20", "Argument", {"as_float_lists": "a list of float lists"})
    refuse_dtypes(ctx, "8.20", ("FLOAT8E8M0FNU", "UINT32", "UINT64"))
    for name in ctx.members:
        if name.startswith("data/constants/opaque_obj_"):
            ctx.cannot_express(name, "an opaque-object constant (plain pickle)", droppable=False)
