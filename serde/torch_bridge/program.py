"""Building a real ``torch.export.ExportedProgram`` from any artifact with the installed torch's own loader."""

from __future__ import annotations

import functools
from typing import IO, Any

from backends.store import check_shorthand, merge_options
from serde.containers.artifact import Artifact
from serde.containers.layouts import Layout, default_layout
from serde.containers.reader import Source, read_artifact
from serde.errors import ContainerError
from serde.jobs.convert import build_verified, run_chain
from serde.jobs.streams import scratch_space
from serde.releases.catalog import installed_torch_release, installed_torch_version
from serde.releases.profile import layouts_read
from serde.schema.versions import SchemaVersion
from serde.torch_bridge import loading_with_torch, require_torch
from serde.torch_bridge.op_libraries import register_target_libraries
from serde.torch_bridge.targets import check_targets, target_positions
from serde.torch_bridge.torch_load import torch_export_load
from serde.untrusted.collector import paused

__all__ = ["HANDOFF_IN_MEMORY", "load_exported_program", "readable_by_torch"]


HANDOFF_IN_MEMORY = 64 * 2**20
"""Upgraded containers up to this size are handed to torch from memory; larger ones from a temporary file."""


def _handoff_layout(current: Layout, schema: SchemaVersion) -> Layout:
    """The layout to hand to the installed torch (which writes ``schema``): what it writes itself, except that
    an archive in another layout it reads (P1, from torch 2.9) stays as it is, which saves rebuilding raw
    storages."""
    return current if current in layouts_read(installed_torch_release(), schema) else default_layout(schema)


def load_exported_program(
    url: Source,
    *,
    extra_files: dict[str, Any] | None = None,
    expected_opset_version: dict[str, int] | None = None,
    trust_pickles: bool = False,
    allow_side_effects: bool = False,
    max_uncompressed: int | None = None,
    storage_options: dict[str, Any] | None = None,
    **shorthand: Any,
) -> Any:
    """A ``torch.export.ExportedProgram`` for the artifact at ``url`` (any torch release, any fsspec URL):
    upgraded to the installed torch's schema and built by that torch's own ``torch.export.load`` (needs the
    ``torch`` extra). Operator libraries torch registers only on import (``quantized_decomposed``) are
    imported first. Torch is handed only what pt2-serde rebuilt (:func:`readable_by_torch`): never the
    original bytes. Programs calling operators with effects outside tensors (file paths among their
    arguments) are refused unless ``allow_side_effects``. ``storage_options`` (and the keyword shorthand),
    ``trust_pickles`` and ``max_uncompressed`` as in :func:`serde.load`. ``url`` may be a path string or
    object, a binary file object or an fsspec URL; ``extra_files`` and ``expected_opset_version`` are
    ``torch.export.load``'s own (the names of ``extra_files`` are filled with the artifact's extra files, as
    torch fills them). A keyword that neither this function nor the store takes raises ``TypeError``.
    """
    require_torch("load_exported_program")
    if shorthand:
        check_shorthand(url if isinstance(url, str) else "", shorthand, "load_exported_program()")
    artifact = read_artifact(
        url,
        trust_pickles=trust_pickles,
        max_uncompressed=max_uncompressed,
        storage_options=merge_options(storage_options, shorthand),
    )
    with paused():  # see the docstring of :func:`readable_by_torch`
        readable = readable_by_torch(artifact, allow_side_effects=allow_side_effects)
    del artifact  # pt2-serde's tree goes before torch builds its own
    with readable, loading_with_torch():
        return torch_export_load()(readable, extra_files=extra_files, expected_opset_version=expected_opset_version)


def readable_by_torch(artifact: Artifact, *, allow_side_effects: bool = False) -> IO[bytes]:
    """The artifact, upgraded to the installed torch's schema, as a canonical archive pt2-serde wrote itself
    (in memory up to :data:`HANDOFF_IN_MEMORY`, else in a private temporary file): the conversion job's own
    phases (:mod:`serde.jobs.convert`: the chain, the screen of its result, the build, and the verification
    that reads the archive back and validates it) with the installed torch as the target. Its program strings
    screened and re-rendered, its pickles screened, its members only those the layout defines and its zip
    written by :class:`serde.containers.zip_writer.StoredZip` (no prepended data, local headers equal to the
    central directory, unique names). The original file is never reopened, so nothing changed or parsed
    differently since it was read reaches torch. Node targets are resolved as torch will resolve them
    (:func:`serde.torch_bridge.targets.check_targets`), once the operator libraries they name are registered;
    they are the targets the screen of the program collected in its walk (``Artifact.program_targets``).
    pt2-serde's own tree of the program is released on return, before torch builds its own.

    :func:`load_exported_program` runs this with the cyclic garbage collector paused
    (:func:`serde.untrusted.collector.paused`; local work on an artifact already read): otherwise the collections
    this work starts move pt2-serde's tree (tens of thousands of containers, freed by reference counting on
    return) into the oldest generation, which makes torch's own load that follows examine the whole heap,
    torch's modules included, once more (0.2 s of a 1.1 s load of a 24-layer model, measured with
    ``gc.callbacks``)."""
    if artifact.layout is Layout.PAYLOAD:
        raise ContainerError(
            "a bare program payload has no weights, constants or example inputs; load the full artifact",
            source=artifact.source,
        )
    target = installed_torch_version()
    chain = run_chain(artifact, target, lossy=False, decompose=False, copy=False)
    upgraded = chain.artifact
    # the targets the result's screen collected (else one walk): libraries registered first, resolved as torch will
    targets = upgraded.program_targets
    if targets is None:
        targets = dict.fromkeys(target_positions(upgraded.program, target))
    register_target_libraries(name for name, _ in targets)
    check_targets(targets, upgraded.program, target, allow_side_effects=allow_side_effects, source=upgraded.source)
    with build_verified(
        chain,
        _handoff_layout(upgraded.layout, target),
        "json",
        target=target,
        verify="schema",
        original=artifact,
        output=artifact.source,
        into=functools.partial(scratch_space, in_memory=HANDOFF_IN_MEMORY),
        digest=False,
    ) as built:
        assert built.scratch is not None  # a scratch made by ``into`` is always kept whole
        return built.scratch
