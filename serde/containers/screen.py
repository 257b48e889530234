"""Screening every pickle of an artifact before torch sees it and before anything is published.

Which bytes of an artifact are pickles depends on its layout and schema (docs/schema-history.md §2.13):

- the weights, constants and example inputs of C1–C4 and P1 (``torch.save`` archives, whatever the
  member is called: C1/C2 name them ``*.json``), for every program of a P1 archive;
- in P2, the example inputs and every config entry with ``use_pickle`` (``torch.save``), every
  ``opaque_obj_<i>`` (a plain pickle, which torch loads with ``pickle.loads``); ``custom_obj_<i>`` files are
  TorchScript pickles, which torch loads with its C++ unpickler that can build only registered torchbind
  classes and runs no Python, so they are carried as they are;
- in schema 1, inside the program itself: ``Graph.constants`` (``torch.save`` archives) and
  ``CustomObjArgument.blob`` (a plain pickle of a torchbind object).

Every string of every program of the artifact that torch evaluates, executes or resolves (symbolic
expressions, guards, node targets) is screened and re-rendered by :mod:`serde.program.program_strings`,
whatever ``trust_pickles`` says: the opt-in covers pickles only.

Each pickle is read with the restricted reader (:mod:`serde.untrusted.restricted`); the first one naming a
global outside the weights-only allowlist raises :class:`UnsafePickleError` with the artifact, the member (or
JSON path) and the global. ``artifact.trust_pickles`` skips the pickles (the caller's explicit opt-in). Raw P2 views
are checked against their files in either case. A screened artifact is marked so, and so are the
artifacts made from it.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import IO, Any

from serde.containers.artifact import Artifact
from serde.containers.blobs import Blob, BytesBlob, parsed_once
from serde.containers.layouts import Layout
from serde.containers.p2 import check_raw_views, entries
from serde.errors import ContainerError, DecodeError, UnsafePickleError
from serde.program.codec import decode, encode
from serde.program.program_strings import Targets, validate_and_screen
from serde.program.walk import visit
from serde.schema.jsonpath import Path, render_path
from serde.schema.versions import SchemaVersion
from serde.untrusted.restricted import read_pickle
from serde.untrusted.torch_save import read_torch_save

__all__ = [
    "PICKLE_DIRS",
    "embedded_pickles",
    "pickled_members",
    "screen",
    "screen_bytes",
    "screen_pickles",
    "screen_programs",
]


PICKLE_DIRS = ("data/weights/", "data/constants/", "data/sample_inputs/")


def pickled_members(artifact: Artifact) -> Iterator[tuple[str, str]]:
    """``(member, format)`` of every pickled member, ``format`` being ``torch.save`` or ``pickle``."""
    layout = artifact.layout
    if layout is Layout.PAYLOAD:
        return
    if layout.is_legacy_zip:
        for role in ("state_dict", "constants", "example_inputs"):
            member = artifact.role_member(role)
            if member is not None and member in artifact.members:
                yield member, "torch.save"
        return
    for name in sorted(artifact.members):
        folded = name.lower()  # torch's zip reader finds members case-insensitively: MODEL.PT is model.pt
        if folded.startswith(PICKLE_DIRS) and folded.endswith(".pt"):
            yield name, "torch.save"
    if layout is Layout.P2:
        seen: set[str] = set()
        for entry in entries(artifact):
            if entry.member in seen or entry.kind in ("raw", "custom_obj"):
                continue
            seen.add(entry.member)
            yield entry.member, "torch.save" if entry.kind == "pickle" else "pickle"


def embedded_pickles(program: dict[str, Any], version: SchemaVersion) -> Iterator[tuple[str, bytes, str]]:
    """``(JSON path, bytes, format)`` of every pickle inside a schema-1 program: every value its spec declares
    as bytes (``Graph.constants`` of every graph and ``ExportedProgram.example_inputs``, ``torch.save``
    archives; ``CustomObjArgument.blob``, a plain pickle), found by the spec-guided walk, which enters only
    what can hold bytes."""
    found: list[tuple[str, bytes, str]] = []

    def note(value: Any, path: Path) -> Any:
        if isinstance(value, bytes) and value:
            found.append((render_path(path), value, "pickle" if "as_custom_obj" in path else "torch.save"))
        return value

    visit(version, program, {"bytes": note})
    return iter(found)


def screen_programs(artifact: Artifact, *, version: SchemaVersion | None = None) -> None:
    """Validate every program of ``artifact`` (its own and the further programs of a PT2 archive) and screen
    and re-render the strings torch evaluates in each (:func:`serde.program.program_strings.validate_and_screen`);
    a further program whose text changed is stored again as rendered. A no-op once it passed. The screen's walk
    also collects the program's operator targets (``artifact.program_targets``).
    The program is validated in the screen's walk, against ``version`` where the caller knows it
    (the engine, from its plan), else against the version it declares."""
    if artifact.programs_screened:
        return
    targets: Targets = {}
    validate_and_screen(artifact.program, version, source=artifact.source, targets=targets)
    for member in artifact.further_programs:
        blob = artifact.members[member]
        located = f"{artifact.source}#{member}"
        try:
            program = decode(blob.read(), "json", source=located)
        except DecodeError as exc:
            raise ContainerError(
                f"program is not valid JSON: {exc.reason}", source=artifact.source, member=member
            ) from None
        further_version, changed = validate_and_screen(program, source=located)
        if changed:
            artifact.members[member] = BytesBlob(encode(program, further_version, "json"))
    artifact.programs_screened = True
    artifact.program_targets = targets


def screen_bytes(handle: IO[bytes], fmt: str) -> None:
    """Screen one pickle (a seekable file); raises an unlocated :class:`UnsafePickleError`."""
    if fmt == "torch.save":
        read_torch_save(handle)
    else:
        read_pickle(handle.read())


def _screen_blob(artifact: Artifact, member: str, blob: Blob, fmt: str) -> None:
    if blob.size == 0:
        return
    try:
        if fmt == "torch.save":
            parsed_once(blob, "torch.save", read_torch_save)  # a conversion reading it next shares this parse
        else:
            with blob.open() as handle:
                screen_bytes(handle, fmt)
    except UnsafePickleError as exc:
        raise exc.located(artifact.source, member) from None


def screen(artifact: Artifact, *, version: SchemaVersion | None = None) -> None:
    """Screen every program string and every pickle of ``artifact`` (see the module docstring); a no-op once
    it passed. ``version`` as in :func:`screen_programs`."""
    if artifact.screened:
        return
    screen_programs(artifact, version=version)
    if artifact.layout is Layout.P2:
        check_raw_views(artifact)
    screen_pickles(artifact)
    artifact.screened = True


def screen_pickles(artifact: Artifact) -> None:
    """Screen every pickle of ``artifact``, its members and (schema 1) those inside its program, unless the
    caller trusts them."""
    if artifact.trust_pickles:
        return
    for member, fmt in pickled_members(artifact):
        _screen_blob(artifact, member, artifact.members[member], fmt)
    if artifact.version < SchemaVersion(2, 0):
        for path, data, fmt in embedded_pickles(artifact.program, artifact.version):
            if not data:
                continue
            try:
                screen_bytes(io.BytesIO(data), fmt)
            except UnsafePickleError as exc:
                raise exc.located(artifact.source, path) from None
