"""Plugs the torch hand-off into :mod:`serde.engine.torch_port`, so that ``decompose`` and ``verify='torch'``
reach torch without any layer below this one importing it. Imported by ``serde/__init__``; importing it does
not import torch (each request does)."""

from __future__ import annotations

from typing import IO, Any

from serde.containers.artifact import Artifact
from serde.engine.torch_port import install
from serde.findings import Finding
from serde.schema.versions import SchemaVersion
from serde.torch_bridge import decompose, verify


class InstalledTorch:
    """The installed torch, as the layers below see it through the port."""

    def lower(self, artifact: Artifact) -> tuple[Artifact, Finding]:
        """:func:`serde.torch_bridge.decompose.decompose`."""
        return decompose.decompose(artifact)

    def run_output(
        self, output: IO[bytes], program: dict[str, Any], target: SchemaVersion, original: Artifact, source: str | None
    ) -> str:
        """:func:`serde.torch_bridge.verify.run_output`."""
        return verify.run_output(output, program, target, original, source)


install(InstalledTorch())
