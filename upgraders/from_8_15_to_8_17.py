"""Schema 8.15 (torch 2.10) -> 8.17 (torch 2.11): nested tensor lists and node names."""

from __future__ import annotations

from serde.steps import StepContext, upgrader


@upgrader("8.15", "8.17", rewrites_payload=False)
def nested_tensors_and_node_names_added(ctx: StepContext) -> None:
    """torch 2.11 added ``Argument.as_nested_tensors`` and ``Node.name`` (default None, which its loader
    reads as "name the node as before"), so an 8.15 payload is a valid 8.17 payload; only the version changes.
    """
