"""The port through which the layers below the torch hand-off ask torch for the two things only torch can do:
lower a TRAINING-dialect program to ATen (``decompose``) and load and run a written output (``verify='torch'``).

The layers point one way: the engine, ``check`` and the migration task call this port, and
``serde.torch_bridge.port`` plugs torch in when the ``serde`` package is imported (``serde/__init__`` imports it;
importing any ``serde`` module runs that first). Nothing here imports torch or the layer above; without a
hand-off installed, each request raises :class:`UsageError` saying what is missing."""

from __future__ import annotations

from typing import IO, Any, Protocol

from serde.containers.artifact import Artifact
from serde.errors import UsageError
from serde.findings import Finding
from serde.schema.versions import SchemaVersion

__all__ = ["TorchHandoff", "handoff", "install"]


class TorchHandoff(Protocol):
    """What the torch hand-off supplies to the layers below it."""

    def require(self, why: str) -> None:
        """Raise a :class:`UsageError` saying which extra to install unless torch can be imported (asked before
        a job that will need it starts, so that a missing torch fails the command, not each artifact)."""
        ...

    def lower(self, artifact: Artifact) -> tuple[Artifact, Finding]:
        """The artifact with its program lowered to ATen by the installed torch, and the note saying so."""
        ...

    def run_output(
        self, output: IO[bytes], program: dict[str, Any], target: SchemaVersion, original: Artifact, source: str | None
    ) -> str:
        """Load and run the written ``output`` (whose decoded ``program`` is at ``target``) with the installed
        torch, comparing with ``original`` where it can; return what was checked, or raise a SerdeError."""
        ...


_installed: list[TorchHandoff] = []


def install(implementation: TorchHandoff) -> None:
    """Plug ``implementation`` in (the last one installed answers)."""
    _installed.append(implementation)


def handoff(why: str) -> TorchHandoff:
    """The installed torch hand-off, or UsageError naming ``why`` it was needed."""
    if not _installed:
        raise UsageError(f"{why} needs the torch hand-off (serde.torch_bridge), which is not installed")
    return _installed[-1]
