"""Schema 8.17 (torch 2.11) -> 8.20 (torch 2.12 - 2.15): float lists and new dtypes."""

from __future__ import annotations

from serde.steps import StepContext, upgrader


@upgrader("8.17", "8.20", rewrites_payload=False)
def float_lists_and_dtypes_added(ctx: StepContext) -> None:
    """torch 2.12 added ``Argument.as_float_lists`` and the dtypes FLOAT8E8M0FNU, UINT32 and UINT64;
    additions only, so an 8.17 payload is a valid 8.20 payload and only the version changes.
    """
