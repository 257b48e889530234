"""The top-level entry points ``serde.load`` and ``serde.load_exported_program`` (the latter is
:mod:`serde.torch_bridge.program`'s, which imports torch only when called; ``serde.save`` is the writer's).
Both run the conversion job's chain (:func:`serde.jobs.convert.run_chain`: the steps, then the screen of
their result)."""

from __future__ import annotations

from typing import Any

from backends.store import check_shorthand, merge_options
from serde.containers.artifact import Artifact
from serde.containers.reader import Source, read_artifact
from serde.jobs.convert import run_chain
from serde.releases.catalog import resolve_target
from serde.schema.versions.number import VersionLike
from serde.torch_bridge.program import load_exported_program

__all__ = ["load", "load_exported_program"]


def load(
    url: Source,
    *,
    to: VersionLike | None = None,
    lossy: bool = False,
    decompose: bool = False,
    max_uncompressed: int | None = None,
    trust_pickles: bool = False,
    storage_options: dict[str, Any] | None = None,
    **shorthand: Any,
) -> Artifact:
    """Read the artifact at any fsspec ``url``: a container of any torch release, or a program payload file.
    ``url`` may also be a path object or a binary file object, as ``torch.export.load`` takes them.

    The layout is detected from content. With ``to`` (as in :func:`serde.upgrade`: a schema version,
    a torch release, ``"torch"`` or ``"newest"``; older targets run the downgraders, refusing any loss
    unless ``lossy``; ``decompose`` as in :func:`serde.upgrade`) the artifact is converted and
    ``artifact.report`` says how. Blobs are read
    lazily; ``max_uncompressed`` caps the real uncompressed bytes read from a zip (default: 16 times the
    archive's size plus 64 MiB, at most 64 GiB). Pickled members are screened before torch or a writer
    sees them (:class:`serde.UnsafePickleError` names an unsafe one); ``trust_pickles=True`` is the
    explicit opt-in to skip that for an artifact from a trusted source. ``storage_options`` go to fsspec
    (``{"endpoint_url": ..., "key": ...}`` for S3); extra keywords are a shorthand for entries of it.
    """
    if shorthand:
        check_shorthand(url if isinstance(url, str) else "", shorthand, "load()")
    artifact = read_artifact(
        url,
        max_uncompressed=max_uncompressed,
        trust_pickles=trust_pickles,
        storage_options=merge_options(storage_options, shorthand),
    )
    if to is None:
        return artifact
    target = resolve_target(None if to == "newest" else to)
    return run_chain(artifact, target, lossy=lossy, decompose=decompose, copy=False).artifact
