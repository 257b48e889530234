"""Building a real ``torch.export.ExportedProgram`` from any artifact with the installed torch's own loader."""

from __future__ import annotations

import io
import os
from typing import Any

from serde.chain import installed_torch_version, upgrade_artifact
from serde.containers.convert import convert_members
from serde.containers.layouts import Layout, default_layout
from serde.containers.reader import read_artifact
from serde.containers.writer import write_container
from serde.errors import ContainerError
from serde.torch_bridge import EXPORT_LOAD_LOCK, require_torch
from serde.torch_bridge.op_libraries import register_operator_libraries


def _handoff_layout(current: Layout, wanted: Layout) -> Layout:
    """The layout to hand to torch: what it writes itself, except that an existing P1 archive stays P1
    where torch also reads P1 (2.9+), which saves rebuilding raw storages."""
    if current is Layout.P1 and wanted is Layout.P2:
        return Layout.P1
    return wanted


def load_exported_program(url: str, **storage_options: Any) -> Any:
    """Load the artifact at ``url`` (any torch release, any fsspec URL), upgrade it to the installed torch's
    schema, and return the ``ExportedProgram`` built by ``torch.export.load`` of the installed torch.
    Operator libraries torch registers only on import (``quantized_decomposed``) are imported first.
    """
    torch = require_torch("load_exported_program")
    readable = _readable_by_torch(url, storage_options)
    with EXPORT_LOAD_LOCK:
        return torch.export.load(readable)


def _readable_by_torch(url: str, storage_options: dict[str, Any]) -> str | io.BytesIO:
    """``url`` itself when it is a local file already in the installed torch's schema, else the upgraded
    container in memory. pt2-serde's own tree of the program is released on return, before torch builds
    its own, so the two never occupy memory (or the garbage collector) at once."""
    artifact = read_artifact(url, **storage_options)
    if artifact.layout is Layout.PAYLOAD:
        raise ContainerError(
            "a bare program payload has no weights, constants or example inputs; load the full artifact",
            source=artifact.source,
        )
    result = upgrade_artifact(artifact, installed_torch_version(), copy=False)
    register_operator_libraries(result.artifact.program)
    if not result.report.steps and os.path.isfile(url):
        return url
    upgraded = result.artifact
    layout = _handoff_layout(upgraded.layout, default_layout(upgraded.version))
    buffer = io.BytesIO()
    write_container(buffer, upgraded, layout, convert_members(upgraded, layout))
    buffer.seek(0)
    return buffer
