"""Schema 8.8 (torch 2.8) -> 8.14 (torch 2.9): additive schema changes only."""

from __future__ import annotations

from serde.steps import StepContext, upgrader


@upgrader("8.8", "8.14", rewrites_payload=False)
def guards_code_and_payload_configs_added(ctx: StepContext) -> None:
    """torch 2.9 added ``ComplexValue``/``Argument.as_complex``, ``OutputSpec.parameter_mutation``,
    ``ExportedProgram.guards_code`` (default empty), two FNUZ float8 dtypes and the P2 payload configs;
    all additions have defaults or are new union tags, so an 8.8 payload is a valid 8.14 payload as is.
    Older writers recorded every ``storage_offset`` as 0; the P2 weight configs pt2-serde writes take
    real offsets from the tensors themselves, so nothing in the program needs to change.
    """
