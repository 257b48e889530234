"""The top-level entry points: ``serde.load`` and ``serde.save``."""

from __future__ import annotations

from typing import Any

from serde.containers.archive import DEFAULT_MAX_UNCOMPRESSED
from serde.containers.artifact import Artifact
from serde.containers.layouts import Layout
from serde.containers.reader import read_artifact
from serde.containers.writer import save as write_artifact


def load(url: str, *, max_uncompressed: int = DEFAULT_MAX_UNCOMPRESSED, **storage_options: Any) -> Artifact:
    """Read the artifact at any fsspec ``url``: a container of any torch release, or a program payload file.

    The layout is detected from content. Blobs are read lazily; ``max_uncompressed`` caps the
    real uncompressed bytes read from a zip. ``storage_options`` go to fsspec.
    """
    return read_artifact(url, max_uncompressed=max_uncompressed, **storage_options)


def save(
    artifact: Artifact,
    url: str,
    *,
    layout: Layout | str | None = None,
    format: str = "json",
    if_absent: bool = False,
    **storage_options: Any,
) -> Layout:
    """Write ``artifact`` to ``url``: a container (default: the layout torch writes for its version) or a payload.

    Blobs are copied byte for byte; conversions between pickled layouts and P2 use torch.
    ``layout="payload"`` writes the program alone as ``format`` (JSON or msgpack).
    """
    return write_artifact(artifact, url, layout=layout, format=format, if_absent=if_absent, **storage_options)
