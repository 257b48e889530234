"""Checking an output before it is published: read it back, decode, validate; optionally run it in torch.

The output is read back from its scratch file member by member, never copied whole into memory."""

from __future__ import annotations

import io
import tempfile
from typing import IO, Any

from serde.codec import decode
from serde.containers.archive import ZipArchive
from serde.containers.artifact import Artifact
from serde.containers.layouts import Layout
from serde.containers.reader import read_zip
from serde.errors import SerdeError, UsageError
from serde.validate import validate
from serde.versions import SchemaVersion

VERIFY_MODES = ("none", "schema", "torch")
NOT_VERIFIED = "none"
SCHEMA_ONLY = "schema"
PAYLOAD_SCHEMA_ONLY = "schema (a program-only payload: torch cannot load one alone)"
RAN_ON_EXAMPLE_INPUTS = "torch: loaded and run on its example inputs"
RAN_ON_SYNTHESISED_INPUTS = "torch: loaded and run on inputs made from its input specs (it has no example inputs)"
SPOOL_IN_MEMORY = 64 * 2**20
"""Outputs up to this size are verified in memory; larger ones through a temporary file."""


class VerificationError(SerdeError):
    """An output that did not read back as a valid artifact of the target version (it was not published)."""


def verify_output(
    scratch: IO[bytes],
    size: int,
    target: SchemaVersion,
    layout: Layout,
    mode: str,
    original: Artifact,
    *,
    source: str | None,
) -> str:
    """Read the built output back from ``scratch`` and check it; raise VerificationError if it is wrong.

    Returns what was checked (one of this module's ``NOT_VERIFIED`` … ``RAN_ON_SYNTHESISED_INPUTS``), so
    that a report never implies a program ran when it did not."""
    if mode not in VERIFY_MODES:
        raise UsageError(f"verify must be one of {VERIFY_MODES}")
    if mode == "none":
        return NOT_VERIFIED
    written_size = scratch.seek(0, io.SEEK_END)
    scratch.seek(0)
    if written_size != size:
        raise VerificationError(f"output is {written_size} bytes, expected {size}", source=source)
    try:
        if layout is Layout.PAYLOAD:
            program = decode(scratch.read(), source=source)
            members_ok = True
        else:
            archive = ZipArchive(source or "output", lambda: scratch, size=size)
            written = read_zip(archive, original.state) if original.state else None
            assert written is not None
            program = written.program
            for blob in written.members.values():
                for _ in blob.chunks():
                    pass
            members_ok = written.layout is layout
        validate(program, target, source=source)
    except SerdeError as exc:
        raise VerificationError(
            f"output does not read back as a valid schema {target} artifact: {exc}", source=source
        ) from None
    if not members_ok:
        raise VerificationError(f"output reads back as another layout than {layout.value}", source=source)
    if mode == "torch" and layout is Layout.PAYLOAD:
        return PAYLOAD_SCHEMA_ONLY
    if mode == "torch":
        from serde.torch_bridge.targets import check_resolved_targets

        check_resolved_targets(program, target, source=source)
        scratch.seek(0)
        return _verify_with_torch(scratch, original, source)
    return SCHEMA_ONLY


def _verify_with_torch(output: IO[bytes], original: Artifact, source: str | None) -> str:
    from serde.torch_bridge import EXPORT_LOAD_LOCK, quiet_loader, require_torch
    from serde.torch_bridge.inputs import EXAMPLE_INPUTS, inputs_for
    from serde.torch_bridge.op_libraries import register_operator_libraries

    torch = require_torch("verify='torch'")
    with EXPORT_LOAD_LOCK, quiet_loader():
        try:
            register_operator_libraries(original.program)
            program = torch.export.load(output)
            args, kwargs, how = inputs_for(program)
            with torch.no_grad():
                outputs = program.module()(*args, **kwargs)
        except Exception as exc:
            raise VerificationError(
                f"the installed torch cannot load or run the output: {type(exc).__name__}: {exc}", source=source
            ) from None
        _compare_with_original(original, args, kwargs, outputs, source)
    return RAN_ON_EXAMPLE_INPUTS if how == EXAMPLE_INPUTS else RAN_ON_SYNTHESISED_INPUTS


def _compare_with_original(
    original: Artifact, args: tuple[Any, ...], kwargs: dict[str, Any], outputs: object, source: str | None
) -> None:
    """When the installed torch can still load the original unchanged, its outputs must match."""
    import torch as t
    from torch.utils._pytree import tree_leaves

    from serde.containers.writer import build
    from serde.versions.releases import installed_torch_version

    if original.layout is Layout.PAYLOAD or original.version != installed_torch_version():
        return
    with tempfile.SpooledTemporaryFile(max_size=SPOOL_IN_MEMORY) as buffer:
        build(buffer, original, original.layout)
        buffer.seek(0)
        try:
            expected = t.export.load(buffer).module()(*args, **kwargs)
        except Exception:
            return
    for got, want in zip(tree_leaves(outputs), tree_leaves(expected), strict=False):
        if isinstance(want, t.Tensor) and not t.allclose(got, want, rtol=1e-4, atol=1e-4):
            raise VerificationError("outputs differ from the original's on its example inputs", source=source)
