"""Checking an output before it is published: read it back, decode, validate; optionally run it in torch.

The output is read back from its scratch file member by member, never copied whole into memory, or from
the parts of it a :class:`serde.containers.sparse_copy.SparseCopy` kept as it streamed out."""

from __future__ import annotations

import io
from typing import IO, cast

from serde.containers.artifact import Artifact
from serde.containers.blobs import ArchiveBlob
from serde.containers.layouts import Layout
from serde.containers.reader import read_written
from serde.containers.sparse_copy import SparseCopy, SparseImage
from serde.engine.torch_port import handoff
from serde.errors import SerdeError, UnsafePickleError, UsageError, spell
from serde.program.codec import decode
from serde.program.validate import validate
from serde.schema.versions import SchemaVersion

__all__ = [
    "NOT_VERIFIED",
    "PAYLOAD_SCHEMA_ONLY",
    "RAN_ON_EXAMPLE_INPUTS",
    "RAN_ON_SYNTHESISED_INPUTS",
    "SCHEMA_ONLY",
    "VERIFY_MODES",
    "VerificationError",
    "check_verify_mode",
    "verify_output",
]


VERIFY_MODES = ("none", "schema", "torch")
NOT_VERIFIED = "none"
SCHEMA_ONLY = "schema"
PAYLOAD_SCHEMA_ONLY = "schema (a program-only payload: torch cannot load one alone)"
RAN_ON_EXAMPLE_INPUTS = "torch: loaded and run on its example inputs"
RAN_ON_SYNTHESISED_INPUTS = "torch: loaded and run on inputs made from its input specs (it has no example inputs)"


class VerificationError(SerdeError):
    """An output that did not read back as a valid artifact of the target version (it was not published)."""


def check_verify_mode(mode: str) -> None:
    """Before a job starts: refuse an unknown verification ``mode``, and ``torch`` when torch cannot be
    imported (a :class:`UsageError` naming the extra to install, instead of every artifact failing)."""
    if mode not in VERIFY_MODES:
        raise UsageError(f"verify must be one of {VERIFY_MODES}")
    if mode == "torch":
        why = spell("verify='torch'", "--verify torch")
        handoff(why).require(why)


def verify_output(
    scratch: IO[bytes] | SparseCopy,
    size: int,
    target: SchemaVersion,
    layout: Layout,
    mode: str,
    original: Artifact,
    *,
    source: str | None,
    built_from: Artifact | None = None,
    written_program: bytes | None = None,
    valid_at: SchemaVersion | None = None,
    written_directory: list[tuple[str, int, int, int]] | None = None,
) -> str:
    """Read the built output back from ``scratch`` and check it; raise VerificationError if it is wrong.

    ``scratch`` holds all of the output, or is the :class:`serde.containers.sparse_copy.SparseCopy` it was
    streamed through: then the members it dropped were checked (size and CRC-32) as they passed, and the rest
    is read back from what it kept (see that module for why that proves as much; only a ``schema``
    verification can be made so).

    ``built_from`` is the artifact the output was built from: when it is held in memory, its pickles are not
    screened a second time (:func:`serde.containers.reader.read_written` says why).

    ``written_program`` is the program's bytes as :func:`serde.containers.writer.plan` encoded them from
    ``built_from.program``. When the program read back is exactly those bytes, it is not decoded again: its
    tree is ``built_from.program``, because decoding what the codec encoded from a tree gives that tree back
    (``tests/serde/program/test_codec_properties.py`` checks it for every schema), and that tree is what gets validated,
    unless ``valid_at`` is ``target``: the caller then says that tree is already known valid at the target (the
    program of a chain's result, :class:`serde.engine.run.UpgradeResult`), and validating it again would prove
    nothing. Bytes that differ in any way are decoded and validated as before.

    ``written_directory`` is the directory the container's writer laid out
    (:meth:`serde.containers.zip_writer.StoredZip.directory`): an output read back whole is opened from it
    rather than parsed again, and its members are not read again, since the writer checked each one's bytes
    against its CRC-32 as it wrote them; the layout, the configs, the program and (where the source was not
    held in memory) the pickles are checked as for any read-back.

    Returns what was checked (one of this module's ``NOT_VERIFIED`` … ``RAN_ON_SYNTHESISED_INPUTS``), so
    that a report never implies a program ran when it did not."""
    if mode not in VERIFY_MODES:
        raise UsageError(f"verify must be one of {VERIFY_MODES}")
    if mode == "none":
        return NOT_VERIFIED
    if isinstance(scratch, SparseCopy) and (mode == "torch" or layout is Layout.PAYLOAD):
        raise UsageError("only a container verified by schema can be read back from a sparse copy")
    try:
        handle = cast(IO[bytes], scratch.image()) if isinstance(scratch, SparseCopy) else scratch
        unread = scratch.dropped if isinstance(scratch, SparseCopy) else set()
    except SerdeError as exc:
        raise VerificationError(f"output is not the archive that was laid out: {exc}", source=source) from None
    written_size = handle.seek(0, io.SEEK_END)
    handle.seek(0)
    if written_size != size:
        raise VerificationError(f"output is {written_size} bytes, expected {size}", source=source)
    try:
        known = None if built_from is None or written_program is None else (written_program, built_from.program)
        if layout is Layout.PAYLOAD:
            data = handle.read()
            program = known[1] if known is not None and data == known[0] else decode(data, source=source)
            members_ok = True
        else:
            written = read_written(
                handle, size, original, copied=built_from, known_program=known, directory=written_directory
            )
            program = written.program
            for blob in written.members.values():
                if isinstance(blob, ArchiveBlob) and (blob.member in unread or blob.archive.from_writer):
                    continue  # its size and CRC-32 were checked as it was written
                for _ in blob.chunks():
                    pass
            members_ok = written.layout is layout
        if not (valid_at == target and known is not None and program is known[1]):
            validate(program, target, source=source)
    except Exception as exc:
        missed = handle.missed if isinstance(handle, SparseImage) else None
        if missed is not None:  # whatever a reader made of it (a refusal of the pickle, a corrupt zip, …)
            raise VerificationError(
                f"the read-back needed bytes at {missed} that were not kept as the output streamed out (a "
                "pt2-serde bug: serde.containers.reader.unread_members left out what a check reads); nothing "
                "was published",
                source=source,
            ) from None
        if isinstance(exc, UnsafePickleError):
            raise  # a refusal: the copy holds a pickle its source did not show when screened
        if isinstance(exc, SerdeError):
            raise VerificationError(
                f"output does not read back as a valid schema {target} artifact: {exc}", source=source
            ) from None
        raise
    if not members_ok:
        raise VerificationError(f"output reads back as another layout than {layout.value}", source=source)
    if mode == "torch" and layout is Layout.PAYLOAD:
        return PAYLOAD_SCHEMA_ONLY
    if mode == "torch":
        assert not isinstance(scratch, SparseCopy)
        scratch.seek(0)
        return handoff(spell("verify='torch'", "--verify torch")).run_output(scratch, program, target, original, source)
    return SCHEMA_ONLY
