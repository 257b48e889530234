"""Schema 8.7 (torch 2.7) -> 8.8 (torch 2.8): no payload change."""

from __future__ import annotations

from serde.steps import StepContext, upgrader


@upgrader("8.7", "8.8", rewrites_payload=False)
def optional_tensor_member_added(ctx: StepContext) -> None:
    """torch 2.8 only declared the union member ``Argument.as_optional_tensor`` (which no released
    serializer writes) and moved to the PT2 archive container; every 8.7 payload is already a valid 8.8
    payload, so only the version changes. Enum-valued treespec contexts, which 2.8 began writing as
    ``{"__enum__": ...}`` objects, are still read in their older plain-value form, so they stay as they are.
    The container becomes a P1 archive (the same pickles under new names).
    """
