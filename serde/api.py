"""The top-level entry points ``serde.load`` and ``serde.load_exported_program`` (``serde.save`` is the writer's)."""

from __future__ import annotations

from typing import Any

from serde.chain import upgrade_artifact
from serde.containers.archive import DEFAULT_MAX_UNCOMPRESSED
from serde.containers.artifact import Artifact
from serde.containers.reader import read_artifact


def load(
    url: str,
    *,
    to: Any = None,
    lossy: bool = False,
    max_uncompressed: int = DEFAULT_MAX_UNCOMPRESSED,
    **storage_options: Any,
) -> Artifact:
    """Read the artifact at any fsspec ``url``: a container of any torch release, or a program payload file.

    The layout is detected from content. With ``to`` (as in :func:`serde.upgrade`: a schema version,
    a torch release, ``"torch"`` or ``"newest"``; older targets run the downgraders, refusing any loss
    unless ``lossy``) the artifact is converted and ``artifact.report`` says how. Blobs are read
    lazily; ``max_uncompressed`` caps the real uncompressed bytes read from a zip.
    ``storage_options`` go to fsspec.
    """
    artifact = read_artifact(url, max_uncompressed=max_uncompressed, **storage_options)
    if to is None:
        return artifact
    return upgrade_artifact(artifact, None if to == "newest" else to, lossy=lossy, copy=False).artifact


def load_exported_program(url: str, **storage_options: Any) -> Any:
    """A ``torch.export.ExportedProgram`` for the artifact at ``url``, whatever torch release wrote it.

    The artifact is upgraded to the installed torch's schema and handed to that torch's own
    ``torch.export.load`` (needs the ``torch`` extra).
    """
    from serde.torch_bridge.program import load_exported_program as build

    return build(url, **storage_options)
