"""Reading any artifact from any store: layout detected from content, members read lazily."""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import tempfile
import weakref
from dataclasses import replace
from typing import IO, Any, Union, cast

from backends.state import ObjectState
from backends.store import COPY_CHUNK, Store, merge_options, open_store
from serde.containers.artifact import Artifact
from serde.containers.blobs import ArchiveBlob, Blob, BytesBlob
from serde.containers.digest import HashedReads
from serde.containers.layouts import (
    LEGACY_VERSION_MEMBER,
    PROGRAMS_DIR,
    ROLES,
    Layout,
    detect_layout,
    legacy_version_text,
    may_hold_artifact,
    pt2_root,
)
from serde.containers.p2 import config_members, read_config
from serde.containers.screen import pickled_members, screen_pickles, screen_programs
from serde.containers.sparse_copy import SparseImage
from serde.errors import (
    ContainerError,
    DecodeError,
    NotAnArtifactError,
    SerdeError,
    UnsafeProgramError,
    VersionError,
)
from serde.program.codec import decode, sniff_format
from serde.schema.versions import SchemaVersion
from serde.schema.versions.detect import detect_version
from serde.untrusted.archive import ZIP_MAGIC, ZipArchive
from serde.untrusted.formats import parse_json, parse_msgpack_leniently

__all__ = [
    "AOTINDUCTOR_DIR",
    "DROP_FROM",
    "PREFIX",
    "READ_BACK_WHOLE",
    "WHOLE_READ_LIMIT",
    "Source",
    "held_in_memory",
    "held_sha256",
    "read_artifact",
    "read_from_store",
    "read_written",
    "read_zip",
    "source_sha256",
    "spooled",
    "unread_members",
]


WHOLE_READ_LIMIT = 64 * 2**20
READ_BACK_WHOLE = 8 * 2**20
"""The largest output :func:`read_written` reads back whole (scratch space keeps as much in memory)."""
PREFIX = 4096
"""Bytes read to recognise a file larger than WHOLE_READ_LIMIT before anything else of it is read."""


Source = Union[str, "os.PathLike[str]", IO[bytes]]
"""What the reading entry points take, as ``torch.export.load`` does: a path or URL string, a path object, or
a binary file object."""


def read_artifact(
    url: Source,
    *,
    max_uncompressed: int | None = None,
    trust_pickles: bool = False,
    storage_options: dict[str, Any] | None = None,
    **shorthand: Any,
) -> Artifact:
    """Read the artifact at ``url``: a torch.export.save container of any release, or a bare payload file.
    ``url`` may also be a path object or a binary file object (:func:`spooled`). ``storage_options`` go to
    fsspec; extra keywords are a shorthand for entries of it."""
    if not isinstance(url, str) and not isinstance(url, os.PathLike):
        path, remove = spooled(url)
        artifact = read_artifact(path, max_uncompressed=max_uncompressed, trust_pickles=trust_pickles)
        weakref.finalize(artifact, remove)  # its blobs are read from the copy while the artifact lives
        return artifact
    store, path = open_store(os.fspath(url), **merge_options(storage_options, shorthand))
    return read_from_store(store, path, max_uncompressed=max_uncompressed, trust_pickles=trust_pickles)


def spooled(handle: IO[bytes]) -> tuple[str, Any]:
    """A private temporary copy of what the binary file object ``handle`` holds from its current position, and
    the function that removes it. Copied in chunks, so memory stays bounded whatever the object holds."""
    if not callable(getattr(handle, "read", None)):
        raise TypeError(f"expected a path, a URL or a binary file object, not {type(handle).__name__}")
    fd, path = tempfile.mkstemp(prefix="pt2-serde-", suffix=".pt2")  # readable by this user only
    try:
        with os.fdopen(fd, "wb") as copy:
            while chunk := handle.read(COPY_CHUNK):
                if not isinstance(chunk, bytes | bytearray | memoryview):
                    raise TypeError(f"expected a binary file object, not one returning {type(chunk).__name__}")
                copy.write(chunk)
    except BaseException:
        os.unlink(path)
        raise

    def remove() -> None:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)

    return path, remove


def read_from_store(
    store: Store,
    path: str,
    *,
    max_uncompressed: int | None = None,
    state: ObjectState | None = None,
    trust_pickles: bool = False,
    data: bytes | None = None,
) -> Artifact:
    """Read the artifact at ``path`` of an open store (see :func:`read_artifact`).

    ``state``, when the caller already has it from a listing, saves one request; a compare-and-swap
    against it is only stricter (an object changed after the listing is then refused, never overwritten).
    ``max_uncompressed`` caps the bytes a zip may decompress to (default: proportional to its size,
    see :func:`serde.untrusted.archive.default_max_uncompressed`). ``trust_pickles`` marks the artifact
    as the caller's to hand to torch unscreened. ``data`` is the object's bytes when the caller read it whole
    as ``state`` lists it (:meth:`backends.store.Store.read_listed`): it is then not read again.
    """
    artifact = _read(store, path, max_uncompressed, state, data)
    artifact.trust_pickles = trust_pickles
    _screen_valid_programs(artifact)
    return artifact


def _screen_valid_programs(artifact: Artifact) -> None:
    """Screen the program strings of an artifact whose programs satisfy their specs, so that every reader
    (``inspect``, ``diff``, ``check``) sees what torch would be handed; a program that violates its spec is
    left for the validation every use starts with (nothing reaches torch or a step before it)."""
    try:
        screen_programs(artifact)
    except UnsafeProgramError:
        raise
    except SerdeError:
        return


def _read(
    store: Store, path: str, max_uncompressed: int | None, state: ObjectState | None, data: bytes | None
) -> Artifact:
    source = store.url(path)
    state = state or store.stat(path)
    if not state.is_regular:
        raise NotAnArtifactError(
            f"a {state.kind}, not a regular file: never followed or opened (a link may point anywhere, a FIFO "
            "or a device may never end)",
            source=source,
        )
    if data is not None:
        head = data[:8]
    elif state.size <= WHOLE_READ_LIMIT:
        data, state = store.read_listed(path, state)
        head = data[:8]
    else:
        data = None
        head = store.read_range(path, 0, PREFIX)
    if head.startswith(ZIP_MAGIC):
        if data is not None and not may_hold_artifact(data):
            raise _not_an_artifact_zip(b"data.pkl" in data, source)
        if data is not None:
            archive = ZipArchive.from_bytes(source, data, max_uncompressed=max_uncompressed, check_records=False)
            artifact = read_zip(archive, state)
            artifact.source_digest = _Digest(data)
            return artifact

        hashed: list[HashedReads] = []

        def opener() -> IO[bytes]:
            hashed.append(HashedReads(store.open_read(path), state.size))
            return cast(IO[bytes], hashed[-1])

        def spans(ranges: list[tuple[int, int]]) -> list[bytes]:
            return store.read_ranges(path, ranges)

        # Every local header is checked before any member is read (read_zip does it once the names show an
        # artifact), remote or not; a remote store fetches them in one concurrent batch, so a large remote
        # archive costs one round trip more, not one per member.
        archive = ZipArchive(
            source,
            opener,
            size=state.size,
            max_uncompressed=max_uncompressed,
            check_records=False,
            spans=None if store.protocol == "file" else spans,
        )
        artifact = read_zip(archive, state)
        artifact.source_digest = hashed[0].hexdigest
        artifact.close_source = hashed[0].close
        return artifact
    if head[:1] == b"\x80" and head[1:2] in (b"\x02", b"\x03", b"\x04", b"\x05"):
        raise NotAnArtifactError(
            "a Python pickle (a torch.save checkpoint in the legacy format, or a plain pickle), not a torch.export "
            "artifact; pt2-serde never unpickles it",
            source=source,
        )
    if data is None and sniff_format(head) is None:
        raise NotAnArtifactError(
            "unknown layout: neither a zip container nor a JSON/msgpack program payload (judged from its first "
            f"{PREFIX} bytes)",
            source=source,
        )
    payload_bytes, payload_state = (data, state) if data is not None else store.read_listed(path, state)
    fmt = sniff_format(payload_bytes)
    if fmt is None:
        raise NotAnArtifactError(
            "unknown layout: neither a zip container nor a JSON/msgpack program payload", source=source
        )
    try:
        program = decode(payload_bytes, fmt, source=source)
    except VersionError:
        if not _has_graph_module(payload_bytes, fmt):
            raise NotAnArtifactError(
                f"a {fmt} document without a graph_module: not a program payload", source=source
            ) from None
        raise
    except DecodeError:
        if b"graph_module" not in payload_bytes:
            raise NotAnArtifactError(
                "unknown layout: neither a zip container nor a JSON/msgpack program payload", source=source
            ) from None
        raise
    if "graph_module" not in program:
        raise NotAnArtifactError(f"a {fmt} document without a graph_module: not a program payload", source=source)
    artifact = Artifact(program=program, layout=Layout.PAYLOAD, source=source, program_format=fmt, state=payload_state)
    artifact.source_digest = _Digest(payload_bytes)
    return artifact


def _not_an_artifact_zip(checkpoint: bool, source: str | None) -> NotAnArtifactError:
    """Why a zip is no artifact: a torch.save ``checkpoint`` (it holds a ``data.pkl``), or of no layout at all;
    said alike of a zip parsed (:func:`read_zip`) and of one told from its bytes
    (:func:`serde.containers.layouts.may_hold_artifact`)."""
    if checkpoint:
        return NotAnArtifactError(
            "a torch.save checkpoint (zip format), not a torch.export artifact; pt2-serde never unpickles it",
            source=source,
        )
    return NotAnArtifactError(
        "unknown layout: no 'serialized_exported_program.json' and not a PT2 archive",
        source=source,
        member=ROLES[Layout.C1].program,
    )


class _Digest:
    """The sha256 of an object read whole (``data``), hashed when first asked for (a job's record asks; the
    torch hand-off and ``serde.load`` never do) and kept."""

    def __init__(self, data: bytes) -> None:
        self._data: bytes | None = data
        self._digest: str | None = None

    def __call__(self) -> str:
        if self._digest is None:
            assert self._data is not None
            self._digest, self._data = hashlib.sha256(self._data).hexdigest(), None
        return self._digest


def _has_graph_module(data: bytes, fmt: str) -> bool:
    """Whether ``data`` parses to an object with a ``graph_module`` key (a program, if a broken one).

    Text without the word is not parsed: JSON can spell a letter only as itself or as a ``\\u`` escape,
    msgpack only as itself (most JSON files beside artifacts are configs and metadata)."""
    if b"graph_module" not in data and (fmt != "json" or b"\\u" not in data):
        return False
    try:
        root = parse_json(data) if fmt == "json" else parse_msgpack_leniently(data)
    except Exception:
        return False
    return isinstance(root, dict) and "graph_module" in root


AOTINDUCTOR_DIR = "data/aotinductor/"
"""Where a PT2 archive keeps code compiled by AOTInductor (``aoti_compile_and_package``)."""


def read_written(
    handle: IO[bytes],
    size: int,
    like: Artifact,
    *,
    copied: Artifact | None = None,
    known_program: tuple[bytes, dict[str, Any]] | None = None,
    directory: list[tuple[str, int, int, int]] | None = None,
) -> Artifact:
    """The archive pt2-serde just wrote to ``handle`` (a private scratch file or buffer) from ``like``, read
    back with its records checked and its pickles screened again (unless ``like``'s are trusted, or both
    ``like`` and ``copied``, the artifact the archive was built from, are :func:`held_in_memory`).

    Why again: what the writer copied from a large source was read from the source's file a second time,
    after the screen. A source rewritten in place in between (same inode, size and mtime restored, CRC-32s
    forged, which takes four bytes per member) would pass every other check; the private copy cannot change
    under us, so what is screened here is what is handed on. When the source was read whole into memory,
    everything built from it was made from the very bytes that were screened, so screening the copy again
    proves nothing. ``known_program`` as for :func:`read_zip`.

    An output of at most :data:`READ_BACK_WHOLE` bytes is read back whole, so that its stored members are
    sliced from its bytes (:meth:`ZipArchive.from_bytes`) rather than read through ``zipfile`` one by one,
    unless it is a :class:`serde.containers.sparse_copy.SparseImage` (which holds only the bytes
    :func:`unread_members` does not exclude). Read back whole with the ``directory`` its writer laid out
    (:meth:`serde.containers.zip_writer.StoredZip.directory`), it is opened from that directory
    (:meth:`ZipArchive.written`) rather than by parsing it again."""
    if size <= READ_BACK_WHOLE and not isinstance(handle, SparseImage):
        # a buffer allocated at the archive's size (serde.jobs.streams.scratch_space) gives its bytes uncopied
        if isinstance(handle, io.BytesIO) and handle.seek(0, io.SEEK_END) == size:
            data = handle.getvalue()
        else:
            handle.seek(0)
            data = handle.read(size)
        source = like.source or "output"
        archive = (
            ZipArchive.from_bytes(source, data) if directory is None else ZipArchive.written(source, data, directory)
        )
    else:
        archive = ZipArchive(like.source or "output", lambda: handle, size=size)
    written = read_zip(archive, like.state or ObjectState(size=size, token=None), known_program=known_program)
    written.trust_pickles = like.trust_pickles
    if copied is None or not (held_in_memory(like) and held_in_memory(copied)):
        screen_pickles(written)
    return written


DROP_FROM = 1 << 20
"""The smallest member :func:`unread_members` leaves out: a smaller one costs less to keep than to skip."""


def unread_members(built_from: Artifact, layout: Layout, members: dict[str, Blob], like: Artifact) -> set[str]:
    """The members an output container of ``layout`` built from ``built_from`` with ``members``
    (:func:`serde.containers.writer.output_members`) holds whose bytes :func:`read_written` does not read, of
    at least :data:`DROP_FROM` bytes: all but the P2 configs and, when the read-back screens the pickles
    again (``like`` and ``built_from`` as for :func:`read_written`), the pickled members. The program, the
    legacy version entry and the source record are not among ``members``. A verification then needs only
    their sizes and CRC-32, which :class:`serde.containers.sparse_copy.SparseCopy` checks as they stream out;
    if the written archive says otherwise (a config naming another pickle), its read-back fails instead of
    passing."""
    large = {name for name, blob in members.items() if blob.size >= DROP_FROM}
    if not large:
        return large  # the common small artifact: nothing to leave out, no config or pickle to look for
    planned = replace(built_from, layout=layout, members=members)
    read = set(config_members(planned)) if layout is Layout.P2 else set()
    if not like.trust_pickles and not (held_in_memory(like) and held_in_memory(built_from)):
        read.update(member for member, _ in pickled_members(planned))
    return large - read


def held_sha256(artifact: Artifact) -> str | None:
    """The sha256 of the object ``artifact`` was read from when it costs no read: listed with it, or of bytes
    read whole (hashed now if not yet); None for a large archive, whose digest completes with its conversion
    (:func:`source_sha256`)."""
    if artifact.state is not None and artifact.state.sha256 is not None:
        return artifact.state.sha256
    return artifact.source_digest() if isinstance(artifact.source_digest, _Digest) else None


def source_sha256(artifact: Artifact) -> str | None:
    """The sha256 of the object ``artifact`` was read from: hashed as it was read whole, or completed from the
    reads made of it (for a large archive, whose conversion has by then read nearly every byte in order: see
    :mod:`serde.containers.digest`). None for an artifact that was not read from a store."""
    if artifact.state is not None and artifact.state.sha256 is not None:
        return artifact.state.sha256
    return artifact.source_digest() if artifact.source_digest is not None else None


def held_in_memory(artifact: Artifact) -> bool:
    """Whether every member of ``artifact`` is bytes in memory (made by pt2-serde, or a member of a source read
    whole): nothing copied from it can differ from what was read and screened."""
    return all(
        isinstance(blob, BytesBlob) or (isinstance(blob, ArchiveBlob) and blob.archive.in_memory)
        for blob in artifact.members.values()
    )


def read_zip(
    archive: ZipArchive, state: ObjectState, *, known_program: tuple[bytes, dict[str, Any]] | None = None
) -> Artifact:
    """The artifact in an opened zip: its layout detected from the member names (:func:`detect_layout`),
    its program decoded, the legacy version entry checked against it, P2 payload configs validated.

    What is not an artifact (a torch.save checkpoint, an AOTInductor package, another zip) is told from
    the central directory's names alone; the local headers of the rest are checked
    (:meth:`ZipArchive.check_records`) before any member is read. Most objects beside artifacts in a
    bucket are checkpoints, and their headers cost as much to check as an artifact's.

    ``known_program`` is a program's encoded bytes and the tree they were encoded from: a program member of
    exactly those bytes is taken as that tree instead of being decoded (the codec gives back the tree it
    encoded), which spares a verification the second parse of what was just written."""
    source = archive.source
    names = archive.names()
    root = pt2_root(names)
    if root is not None:
        relative = {n[len(root) + 1 :]: n for n in names}
        programs = sorted(n for n in relative if n.startswith(PROGRAMS_DIR) and n.endswith(".json"))
        if not programs and any(n.startswith(AOTINDUCTOR_DIR) for n in relative):
            raise NotAnArtifactError(
                f"an AOTInductor package: compiled code under {AOTINDUCTOR_DIR} and no exported program under "
                f"{PROGRAMS_DIR}; torch._inductor.aoti_load_package loads it, there is no program to upgrade",
                source=source,
            )
        archive.check_records()
        detected = detect_layout(set(relative), rooted=True)
        if detected is None:
            raise ContainerError(
                "PT2 archive without weights in either known layout (P1 pickles or P2 configs)", source=source
            )
        layout = detected
        program_member = "models/model.json"
        if program_member not in relative:
            if len(programs) != 1:
                found = ", ".join(programs) or "none"
                raise ContainerError(
                    f"missing program member (models/*.json found: {found})",
                    source=source,
                    member=f"{root}/models/model.json",
                )
            program_member = programs[0]
    else:
        relative = {n: n for n in names}
        legacy = detect_layout(set(names), rooted=False)
        if legacy is None:
            raise _not_an_artifact_zip(any(n.split("/", 1)[-1] == "data.pkl" for n in names), source)
        archive.check_records()
        layout = legacy
        program_member = ROLES[layout].program
    program = _decode_member(archive, relative[program_member], known_program)
    members: dict[str, Blob] = {
        name: ArchiveBlob(archive, full) for name, full in relative.items() if name != program_member
    }
    if layout.is_legacy_zip:
        _check_legacy_version(archive, members, program, source)
    artifact = Artifact(
        program=program,
        layout=layout,
        members=members,
        source=source,
        archive_root=root or "model",
        state=state,
    )
    if layout is Layout.P2:
        for config in config_members(artifact):
            read_config(artifact, config)
    return artifact


def _decode_member(
    archive: ZipArchive, member: str, known: tuple[bytes, dict[str, Any]] | None = None
) -> dict[str, Any]:
    data = archive.read(member)
    if known is not None and data == known[0]:
        return known[1]
    try:
        return decode(data, "json", source=f"{archive.source}#{member}")
    except DecodeError as exc:
        raise ContainerError(f"program is not valid JSON: {exc.reason}", source=archive.source, member=member) from None


def _check_legacy_version(archive: ZipArchive, members: dict[str, Blob], program: dict[str, Any], source: str) -> None:
    entry = members.pop(LEGACY_VERSION_MEMBER, None)
    if entry is None:
        raise ContainerError("legacy zip without its 'version' entry", source=source, member=LEGACY_VERSION_MEMBER)
    text = entry.read().strip()
    declared = detect_version(program, source=source)
    if text != legacy_version_text(declared):
        try:
            entry_version: str = str(SchemaVersion.parse(text.decode("ascii", "replace")))
        except Exception:
            entry_version = repr(text)
        raise ContainerError(
            f"the version entry says {entry_version} but the program declares schema {declared}",
            source=source,
            member=LEGACY_VERSION_MEMBER,
        )
