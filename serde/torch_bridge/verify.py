"""``verify='torch'`` for the migration task: a written output's node targets are resolved against the
installed torch, then the output is loaded and run in the sandboxed child (:mod:`serde.torch_bridge.sandbox`),
and compared with the original where the installed torch still loads the original unchanged."""

from __future__ import annotations

import tempfile
from typing import IO, Any

from serde.containers.artifact import Artifact
from serde.containers.layouts import Layout
from serde.containers.writer import plan
from serde.errors import spell
from serde.jobs.verify import RAN_ON_EXAMPLE_INPUTS, RAN_ON_SYNTHESISED_INPUTS, VerificationError
from serde.releases.catalog import installed_torch_version
from serde.schema.versions import SchemaVersion
from serde.torch_bridge import require_torch
from serde.torch_bridge.inputs import EXAMPLE_INPUTS
from serde.torch_bridge.sandbox import SandboxError, run_program
from serde.torch_bridge.targets import check_resolved_targets

__all__ = ["SPOOL_IN_MEMORY", "run_output"]


SPOOL_IN_MEMORY = 64 * 2**20
"""Originals up to this size are rebuilt for comparison in memory; larger ones through a temporary file."""


def run_output(
    output: IO[bytes], program: dict[str, Any], target: SchemaVersion, original: Artifact, source: str | None
) -> str:
    """Check that every node target of the output's ``program`` resolves to what pt2-serde allows, then load
    and run ``output``; return what was checked (raise VerificationError when torch cannot load or run it)."""
    require_torch(spell("verify='torch'", "--verify torch"))
    check_resolved_targets(program, target, source=source)
    return _verify_with_torch(output, original, source)


def _verify_with_torch(output: IO[bytes], original: Artifact, source: str | None) -> str:
    """Load and run the output in the sandboxed child (:mod:`serde.torch_bridge.sandbox`), comparing its
    outputs with the original's when the installed torch still loads the original unchanged."""
    comparable = original.layout is not Layout.PAYLOAD and original.version == installed_torch_version()
    with tempfile.SpooledTemporaryFile(max_size=SPOOL_IN_MEMORY) as rebuilt:
        if comparable:
            plan(original, original.layout).write(rebuilt)
        try:
            how = run_program(output, rebuilt if comparable else None)
        except SandboxError as exc:
            raise VerificationError(
                f"the installed torch cannot load or run the output: {exc}", source=source
            ) from None
    return RAN_ON_EXAMPLE_INPUTS if how == EXAMPLE_INPUTS else RAN_ON_SYNTHESISED_INPUTS
