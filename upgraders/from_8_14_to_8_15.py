"""Schema 8.14 (torch 2.9) -> 8.15 (torch 2.10): new argument kinds only."""

from __future__ import annotations

from serde.steps import StepContext, upgrader


@upgrader("8.14", "8.15", rewrites_payload=False)
def int_lists_and_string_maps_added(ctx: StepContext) -> None:
    """torch 2.10 added the ``Argument`` members ``as_int_lists`` and ``as_string_to_argument``; new union
    members leave every existing payload valid, so only the version changes.
    """
