"""Plugs the torch hand-off into :mod:`serde.engine.torch_port`, so that ``decompose`` and ``verify='torch'``
reach torch without any layer below this one importing it. Imported by ``serde/__init__``; importing it does
not import torch, nor the modules that talk to it (each request does), so ``import serde`` stays light."""

from __future__ import annotations

from typing import IO, Any

from serde.containers.artifact import Artifact
from serde.engine.torch_port import install
from serde.findings import Finding
from serde.schema.versions import SchemaVersion

__all__ = ["InstalledTorch"]


class InstalledTorch:
    """The installed torch, as the layers below see it through the port."""

    def require(self, why: str) -> None:
        """:func:`serde.torch_bridge.require_torch`."""
        from serde.torch_bridge import require_torch

        require_torch(why)

    def lower(self, artifact: Artifact) -> tuple[Artifact, Finding]:
        """:func:`serde.torch_bridge.decompose.decompose`."""
        from serde.torch_bridge.decompose import decompose

        return decompose(artifact)

    def run_output(
        self, output: IO[bytes], program: dict[str, Any], target: SchemaVersion, original: Artifact, source: str | None
    ) -> str:
        """:func:`serde.torch_bridge.verify.run_output`."""
        from serde.torch_bridge.verify import run_output

        return run_output(output, program, target, original, source)


install(InstalledTorch())
