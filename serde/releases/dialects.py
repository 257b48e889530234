"""Which program dialects each torch release's loader verifies: releases before torch 2.5 (schemas before
7.3) verify ATen programs only, so a TRAINING-dialect program bound for them must be lowered first (by the
torch hand-off, through :mod:`serde.engine.torch_port`)."""

from __future__ import annotations

from typing import Any

from serde.containers.artifact import Artifact
from serde.schema.versions import SchemaVersion

__all__ = ["ATEN_ONLY_BEFORE", "STEP", "dialects", "needs_decomposition"]


ATEN_ONLY_BEFORE = SchemaVersion(7, 3)
"""Schemas before 7.3 (torch 2.1 … 2.4) record one ``dialect`` their loaders verify as ATen; torch 2.5
introduced the TRAINING dialect (``verifiers``) that ``torch.export.export`` produces from then on."""
STEP = "decompose"
"""The label of the decomposition in reports."""


def dialects(program: dict[str, Any]) -> list[str]:
    """The dialects a program declares: its ``verifiers`` (7.3+) or its single ``dialect`` (2.0 … 5.3);
    ``ATEN`` when it declares none (schema 1, or an empty list)."""
    verifiers = program.get("verifiers")
    if isinstance(verifiers, list) and verifiers:
        return [str(v) for v in verifiers]
    dialect = program.get("dialect")
    return [str(dialect)] if dialect else ["ATEN"]


def needs_decomposition(artifact: Artifact, target: SchemaVersion) -> bool:
    """Whether writing ``artifact`` at ``target`` needs its program lowered to ATen first."""
    return target < ATEN_ONLY_BEFORE and dialects(artifact.program) != ["ATEN"]
