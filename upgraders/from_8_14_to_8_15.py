"""Schema 8.14 (torch 2.9) -> 8.15 (torch 2.10): new argument kinds only."""

from __future__ import annotations

from serde.engine.registry import StepContext, downgrader, upgrader
from upgraders._helpers import refuse_union_members

__all__ = ["int_lists_and_string_maps_added", "int_lists_and_string_maps_removed"]


@upgrader("8.14", "8.15", rewrites_payload=False)
def int_lists_and_string_maps_added(ctx: StepContext) -> None:
    """torch 2.10 added the ``Argument`` members ``as_int_lists`` and ``as_string_to_argument``; new union
    members leave every existing payload valid, so only the version changes.
    """


@downgrader("8.15", "8.14")
def int_lists_and_string_maps_removed(ctx: StepContext) -> None:
    """Writing for torch 2.9: the ``Argument`` members ``as_int_lists`` and ``as_string_to_argument`` do not
    exist in 8.14 and its loader raises on unknown union tags, so programs using them are refused.
    """
    refuse_union_members(
        ctx, "8.15", "Argument", {"as_int_lists": "a list of int lists", "as_string_to_argument": "a string map"}
    )
