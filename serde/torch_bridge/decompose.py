"""Lowering a TRAINING-dialect program to ATen with the installed torch (``run_decompositions()``), so that it
can be written for releases whose loaders verify ATen programs only (torch 2.1 … 2.4, schemas before 7.3)."""

from __future__ import annotations

import tempfile

from serde.containers.artifact import Artifact
from serde.containers.reader import read_zip
from serde.errors import UpgradeRefusedError, UsageError, spell
from serde.findings import Finding, NoteKind
from serde.releases.dialects import STEP, dialects
from serde.torch_bridge import loading_with_torch, require_torch
from serde.torch_bridge.program import HANDOFF_IN_MEMORY, readable_by_torch
from serde.torch_bridge.torch_load import torch_export_load
from serde.untrusted.archive import ZipArchive

__all__ = ["decompose"]


def decompose(artifact: Artifact) -> tuple[Artifact, Finding]:
    """The artifact with its program replaced by ``run_decompositions()`` of it, as the installed torch
    builds, decomposes and saves it (weights, constants and example inputs carried by torch), and the
    report note saying so. The result keeps the original's source and object state (an in-place migration
    still checks the original was not replaced meanwhile); its members are screened again before any step.
    Programs of ATen or TRAINING dialect only: other dialects (EDGE, …) have their own lowering."""
    unknown = [d for d in dialects(artifact.program) if d not in ("ATEN", "TRAINING")]
    if unknown:
        raise UsageError(
            f"decompose lowers TRAINING-dialect programs to ATen; this program declares {', '.join(unknown)}"
        )
    if artifact.further_programs:
        raise UsageError("decompose handles archives of one program; this one holds several")
    if artifact.state is None:
        raise UsageError("decompose needs an artifact read from a store (torch rebuilds its weights from it)")
    torch = require_torch(spell("decompose=True", "--decompose"))
    lowered_from = " and ".join(dialects(artifact.program))
    readable = readable_by_torch(artifact)
    try:
        with readable, loading_with_torch():
            program = torch_export_load()(readable)
    except Exception as exc:  # noqa: BLE001 - torch's own loader refuses the program: it cannot be lowered
        first = (str(exc).strip().splitlines() or [""])[0]
        raise UpgradeRefusedError(
            f"torch {torch.__version__} cannot load this program to lower it ({type(exc).__name__}: {first[:300]}), "
            "and the release written for verifies ATen programs only",
            step=STEP,
            path="$.verifiers",
            source=artifact.source,
        ) from None
    try:
        lowered = program.run_decompositions()
    except Exception as exc:  # noqa: BLE001 - whatever torch's decompositions raise, the program cannot go
        first = (str(exc).strip().splitlines() or [""])[0]
        raise UpgradeRefusedError(
            f"torch {torch.__version__}'s run_decompositions() fails on this program "
            f"({type(exc).__name__}: {first[:300]}), and the release written for verifies ATen programs only",
            step=STEP,
            path="$.verifiers",
            source=artifact.source,
        ) from None
    del program
    spool = tempfile.SpooledTemporaryFile(max_size=HANDOFF_IN_MEMORY)  # noqa: SIM115 - the archive keeps it open
    torch.export.save(lowered, spool)
    del lowered
    spool.seek(0)
    result = read_zip(ZipArchive(artifact.source or "decomposed", lambda: spool), artifact.state)
    result.trust_pickles = artifact.trust_pickles
    note = Finding(
        step=STEP,
        kind=NoteKind.DERIVED,
        path="$.verifiers",
        message=f"{lowered_from} program lowered to ATen by torch {torch.__version__}'s "
        "run_decompositions() (the release written for verifies ATen programs only)",
    )
    return result, note
