"""Building a real ``torch.export.ExportedProgram`` from any artifact with the installed torch's own loader."""

from __future__ import annotations

import os
import tempfile
from typing import IO, Any

from backends.store import merge_options
from serde.chain import upgrade_artifact
from serde.containers.artifact import Artifact
from serde.containers.layouts import Layout, default_layout
from serde.containers.reader import read_artifact
from serde.containers.screen import screen
from serde.containers.writer import build
from serde.errors import ContainerError
from serde.torch_bridge import EXPORT_LOAD_LOCK, quiet_loader, require_torch
from serde.torch_bridge.op_libraries import register_operator_libraries
from serde.versions.releases import installed_torch_version

HANDOFF_IN_MEMORY = 64 * 2**20
"""Upgraded containers up to this size are handed to torch from memory; larger ones from a temporary file."""


def _handoff_layout(current: Layout, wanted: Layout) -> Layout:
    """The layout to hand to torch: what it writes itself, except that an existing P1 archive stays P1
    where torch also reads P1 (2.9+), which saves rebuilding raw storages."""
    if current is Layout.P1 and wanted is Layout.P2:
        return Layout.P1
    return wanted


def load_exported_program(
    url: str,
    *,
    trust_pickles: bool = False,
    max_uncompressed: int | None = None,
    storage_options: dict[str, Any] | None = None,
    **shorthand: Any,
) -> Any:
    """A ``torch.export.ExportedProgram`` for the artifact at ``url`` (any torch release, any fsspec URL):
    upgraded to the installed torch's schema and built by that torch's own ``torch.export.load`` (needs the
    ``torch`` extra). Operator libraries torch registers only on import (``quantized_decomposed``) are
    imported first. Torch is handed only screened bytes: the pickles of the very file it reads were screened
    (:mod:`serde.containers.screen`; torch itself retries ``weights_only=False``) unless ``trust_pickles``.
    ``storage_options`` (and the keyword shorthand) and ``max_uncompressed`` as in :func:`serde.load`.
    """
    torch = require_torch("load_exported_program")
    readable = readable_by_torch(
        url,
        read_artifact(
            url,
            trust_pickles=trust_pickles,
            max_uncompressed=max_uncompressed,
            storage_options=merge_options(storage_options, shorthand),
        ),
    )
    with readable, EXPORT_LOAD_LOCK, quiet_loader():
        return torch.export.load(readable)


def readable_by_torch(url: str, artifact: Artifact) -> IO[bytes]:
    """The local file at ``url`` itself when it is already in the installed torch's schema (opened and
    checked unchanged since it was read and screened: a file renamed over it meanwhile is not read), else
    the upgraded container in memory. pt2-serde's own tree of the program is released on return, before
    torch builds its own, so the two never occupy memory (or the garbage collector) at once."""
    if artifact.layout is Layout.PAYLOAD:
        raise ContainerError(
            "a bare program payload has no weights, constants or example inputs; load the full artifact",
            source=artifact.source,
        )
    result = upgrade_artifact(artifact, installed_torch_version(), copy=False)
    register_operator_libraries(result.artifact.program)
    if not result.report.steps and os.path.isfile(url):
        screen(result.artifact)
        handle = open(url, "rb")  # noqa: SIM115 - torch reads it; the caller closes it
        stat = os.fstat(handle.fileno())
        if artifact.state is not None and (stat.st_size, stat.st_mtime_ns, stat.st_ino) == artifact.state.token:
            return handle
        handle.close()
    upgraded = result.artifact
    layout = _handoff_layout(upgraded.layout, default_layout(upgraded.version))
    buffer = tempfile.SpooledTemporaryFile(max_size=HANDOFF_IN_MEMORY)  # noqa: SIM115 - the caller closes it
    build(buffer, upgraded, layout)
    buffer.seek(0)
    return buffer
