"""Converting one artifact: the one path from a source to a verified, published output and its record.

Every use case that turns one artifact into another goes through the phases here, in this order: read (the
input hashed as it is read), run the chain (lowering through the torch port when asked; the result screened
even when nothing changed), choose the output layout (:func:`output_layout`, the one rule), build into scratch
space with the output's source record, verify what was built, publish it, record what happened, sign it when
the input was signed. :func:`convert_read` runs them from an artifact just read to an :class:`Output` (nowhere,
a destination, the original's place: :mod:`serde.jobs.outputs`). :func:`convert_one` reads one source and
hands it over (``pt2-serde upgrade``/``downgrade``, ``serde.convert_one``); each task of ``migrate``
(:mod:`serde.jobs.task`) does the same and adds only what a tree needs: up-to-date judging, backups and
compare-and-swap, as its outputs. ``serde.load(to=)`` and the torch hand-off run the same chain
(:func:`run_chain`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Collection, Iterator
from dataclasses import dataclass, field
from typing import IO, Any, cast

from backends.state import WriteMode
from backends.store import Store, open_store
from serde.containers.artifact import Artifact
from serde.containers.layouts import Layout, default_layout
from serde.containers.reader import held_sha256, read_from_store, source_sha256, unread_members
from serde.containers.screen import screen
from serde.containers.sparse_copy import SparseCopy
from serde.containers.writer import (
    HashingWriter,
    LastBytes,
    SourceRecord,
    archive_name,
    check_format,
    members_left_out,
    output_members,
    plan,
)
from serde.engine.run import UpgradeResult, upgrade_artifact
from serde.errors import StorageError, UpgradeRefusedError, UsageError
from serde.findings import UpgradeReport
from serde.jobs.outputs import Destination, Output
from serde.jobs.provenance import sign_output, signature_notice, tool
from serde.jobs.records import MigrationRecord, Status
from serde.jobs.sources import source_record, token_text
from serde.jobs.streams import Built, scratch_space, sha256_of
from serde.jobs.verify import check_verify_mode, verify_output
from serde.releases.catalog import default_target, resolve_target
from serde.schema.versions import SchemaVersion
from serde.schema.versions.number import VersionLike

__all__ = [
    "Conversion",
    "ReadOptions",
    "Request",
    "WriteOptions",
    "build_verified",
    "convert_one",
    "convert_read",
    "output_layout",
    "run_chain",
    "sign_if_signed",
]

SPOOL_IN_MEMORY = 8 * 2**20
"""Outputs up to this size are built in memory; larger ones spill to a temporary file."""

PAYLOAD_ONLY = (
    "a bare program payload: it has no weights or constants to put in a {layout} container; without a layout "
    "asked for, payloads are migrated as payloads in their own format"
)


@dataclass(frozen=True)
class ReadOptions:
    """How sources are read: whether pickles beyond the screen's allowlist may load, the cap on decompressed
    bytes, and the source store's fsspec options."""

    trust_pickles: bool = False
    max_uncompressed: int | None = None
    storage_options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class WriteOptions:
    """How outputs are written: the destination's fsspec options (None: the source's), what is verified
    before publishing (``none``, ``schema``, ``torch``), whether an existing output is replaced, and the
    model-signing key that signs outputs whose input was signed."""

    storage_options: dict[str, Any] | None = None
    verify: str = "schema"
    replace: bool = False
    signing_key: str | None = None


@dataclass(frozen=True)
class Request:
    """What one conversion makes: the ``target`` schema, and whether it was ``named`` (a default target, the
    installed torch's, leaves newer artifacts as they are); the layout and program encoding asked for (None:
    :func:`output_layout` chooses); ``lossy`` and ``decompose`` as in :func:`serde.upgrade`; what is verified
    before publishing (``none``, ``schema``, ``torch``); ``skip_payloads``: a bare payload source when a
    container is asked for is skipped (a tree's policy) instead of refused."""

    target: SchemaVersion
    named: bool = True
    layout: Layout | str | None = None
    format: str | None = None
    lossy: bool = False
    decompose: bool = False
    verify: str = "schema"
    skip_payloads: bool = False


@dataclass
class Conversion:
    """The outcome of :func:`convert_one`: the record (as ``migrate`` writes one per object) and the chain's
    report (None when the artifact was left as it is)."""

    record: MigrationRecord
    report: UpgradeReport | None


def output_layout(asked: Layout | str | None, fmt: str | None, source: Layout | None, target: SchemaVersion) -> Layout:
    """The layout to write: as asked; else a payload for msgpack or for a bare payload source (it has no
    weights to put in a container), else the layout torch writes for the target."""
    if asked is not None:
        return Layout(asked)
    if fmt == "msgpack" or source is Layout.PAYLOAD:
        return Layout.PAYLOAD
    return default_layout(target)


def run_chain(artifact: Artifact, target: SchemaVersion, *, lossy: bool, decompose: bool, copy: bool) -> UpgradeResult:
    """Run the chain from the artifact's schema to ``target`` (``copy`` keeps the input's program intact, as
    ``verify='torch'`` compares with it) and screen the result, also when no step ran: an unsafe artifact is
    refused, never left as it is. The program was validated when it was read (its strings are screened only
    then), so the chain does not validate it again."""
    result = upgrade_artifact(
        artifact, target, lossy=lossy, copy=copy, decompose=decompose, validated=artifact.programs_screened
    )
    screen(result.artifact)
    return result


def _record_chain(record: MigrationRecord, result: UpgradeResult, layout: Layout) -> None:
    """Put the chain's steps and notes, and the note on members a payload leaves behind, into ``record``."""
    record.steps = list(result.report.steps)
    record.notes = [note.to_dict() for note in result.report.notes]
    record.output_layout = layout.value
    left_out = members_left_out(result.artifact, layout)
    if left_out is not None:
        result.report.notes.append(left_out)
        record.notes.append(left_out.to_dict())


def _record_source(
    record: MigrationRecord, artifact: Artifact, relative: str, layout: Layout, fmt: str
) -> SourceRecord:
    """The source record an output container carries (:mod:`serde.jobs.sources`), from what ``record`` says of
    the input (its URL, versions and steps) and the input's state as read. Its sha256 is the record's when
    known; for a large input it is known only once the output is built (hashed from the reads that copied
    it), so the record is then :class:`LastBytes`, made when the writer reaches it."""
    state, from_version = artifact.state, record.from_version
    assert state is not None and from_version is not None

    def render(sha256: str) -> bytes:
        return source_record(
            url=record.url,
            relative=relative,
            state=state,
            sha256=sha256,
            from_version=from_version,
            target=str(record.to_version),
            layout=layout,
            program_format=fmt,
            steps=record.steps,
            tool=record.tool or tool(),
        )

    if record.input_sha256 is not None:
        return render(record.input_sha256)

    def made() -> bytes:
        digest = source_sha256(artifact)
        assert digest is not None, "an input read from a store always has its sha256"
        return render(digest)

    return LastBytes(len(render("0" * 64)), made)


def _input_sha256(artifact: Artifact, store: Store, path: str) -> str:
    """The sha256 of the input at ``path`` as it was read (:func:`serde.containers.reader.source_sha256`), or,
    for an artifact not read through a store, of its bytes streamed once more."""
    return source_sha256(artifact) or sha256_of(store, path)


@contextlib.contextmanager
def build_verified(
    chain: UpgradeResult,
    layout: Layout,
    fmt: str,
    *,
    target: SchemaVersion,
    verify: str,
    original: Artifact,
    output: str | None,
    record: SourceRecord | None = None,
    publish: Callable[[int], contextlib.AbstractContextManager[IO[bytes]]] | None = None,
    keep: bool = False,
    into: Callable[[int], IO[bytes]] | None = None,
    digest: bool = True,
) -> Iterator[Built]:
    """Build the artifact of ``chain`` (the chain's result) as ``layout``/``fmt`` (carrying the source ``record``)
    and verify it as ``verify`` says (:func:`serde.jobs.verify.verify_output`, which raises when it is wrong).
    The chain's program is valid at the version it reached, so the verification does not validate it again
    where the program read back is exactly what was encoded from it.

    ``publish`` makes a destination's writer (``store.writer(..., size=size)``, not yet entered) from the
    output's exact size, laid out before its first byte (:func:`serde.containers.writer.plan`); the writer
    gets the bytes as they are built, so that reading the source and uploading the output overlap, and so
    that a store that needs the length first (a GCS conditional upload) streams too. It publishes them when
    this block ends without error, and nothing otherwise (every store's writer publishes nothing when its
    block raises, as the verification does on a wrong output).

    What the verification reads back is kept in scratch space (:func:`serde.jobs.streams.scratch_space`: in
    memory up to :data:`SPOOL_IN_MEMORY`, allocated once at the output's size), freed on exit. A container keeps
    only that: the large members no check reads stream through a
    :class:`serde.containers.sparse_copy.SparseCopy`, which checks them as they pass, so a large model needs
    no temporary file of its size. All of the output is kept when ``keep`` asks for it (``Built.scratch``: the
    caller sends it from there after verification), for a verification in torch (which loads the file), and
    when ``into`` makes the scratch space, an empty seekable file made from the output's exact size, which is
    the caller's once this block yields (``Built.scratch``, kept open on exit: the torch hand-off passes the
    built archive on) and closed here if building or verifying it fails. ``digest=False`` skips the output's
    sha256 (``Built.sha256`` is then None): the hand-off reports none, and hashing is a fifth of its own work."""
    check_format(layout, fmt)
    with contextlib.ExitStack() as publishing:
        result = chain.artifact
        members = None
        unread: set[str] = set()
        if into is None and not keep and verify != "torch" and layout is not Layout.PAYLOAD:
            members = output_members(result, layout)
            unread = unread_members(result, layout, members, original)
        # a chain's result is valid at the version it reached: its encoder need not scan it for non-finite floats
        planned = plan(result, layout, fmt, source_record=record, members=members, valid=True)
        owned = publishing.enter_context(contextlib.ExitStack())  # the scratch, closed unless handed over
        if into is not None:
            scratch = owned.enter_context(into(planned.size))
        else:  # a sparse copy keeps fewer bytes than the output's size
            scratch = owned.enter_context(scratch_space(None if unread else planned.size, SPOOL_IN_MEMORY))
        sink: IO[bytes] | SparseCopy = scratch
        if unread:
            sink = SparseCopy(scratch, {archive_name(result, layout, n) for n in unread}, output or "output")
        destination = None if publish is None else publishing.enter_context(publish(planned.size))
        handles = [cast(IO[bytes], sink)] if destination is None else [cast(IO[bytes], sink), destination]
        hashing = HashingWriter(*handles, hashing=digest)
        program = planned.write(cast(IO[bytes], hashing))
        verified = verify_output(
            sink,
            hashing.size,
            target,
            layout,
            verify,
            original,
            source=output,
            built_from=result,
            written_program=program,
            valid_at=chain.version,
            written_directory=None if planned.directory is None else planned.directory(),
        )
        kept = scratch if sink is scratch else None
        if kept is not None:
            kept.seek(0)
        if into is not None:
            owned.pop_all()  # the caller's now
        sha256 = None if hashing.digest is None else hashing.digest.hexdigest()
        yield Built(kept, hashing.size, verified, sha256, sent=destination is not None)


def sign_if_signed(
    record: MigrationRecord,
    store: Store,
    path: str,
    out_store: Store,
    out_path: str,
    key: str | None,
    signatures: Collection[str] | None = None,
) -> None:
    """When a model-signing signature sits next to the input: say in ``record`` that it does not cover the
    output, and sign the output with ``key`` if one was given. ``signatures``: those a listing of the input's
    folder showed (None: ask the store)."""
    record.signature = signature_notice(store, path, record.output or store.url(path), listed=signatures)
    if record.signature is not None and key is not None:
        record.signature["signed"] = sign_output(out_store, out_path, key)


def convert_read(
    artifact: Artifact,
    record: MigrationRecord,
    request: Request,
    output: Output,
    *,
    store: Store,
    path: str,
    relative: str,
    signing_key: str | None = None,
    signatures: Collection[str] | None = None,
) -> UpgradeReport | None:
    """The phases after reading: the ``artifact`` read from ``path`` in ``store`` (``relative`` names it in
    the output's source record) converted as ``request`` says and handed to ``output``; ``record`` says what
    happened (``migrated``, or ``skipped`` and why). Returns the chain's report (None when it did not run).
    ``signatures``: the model-signing signatures its folder's listing showed beside it (None: ask the store).
    A refusal is an :class:`UpgradeRefusedError`, a bad output a :class:`VerificationError`, a store's
    failure a :class:`SerdeError` or an :class:`OSError` from scratch space."""
    assert artifact.state is not None
    target = request.target
    record.layout, record.from_version = artifact.layout.value, str(artifact.version)
    record.bytes_in, record.input_token = artifact.state.size, token_text(artifact.state.token)
    if not request.named and artifact.version > target:
        record.status, record.error_type = Status.SKIPPED, "NewerThanTarget"
        record.reason = (
            f"newer (schema {artifact.version}) than the default target {target}, the installed torch's: left as "
            f"it is; `pt2-serde downgrade {record.url} DESTINATION --to torch` writes it for that torch"
        )
        if output.carries_source_record:
            record.output = None  # nothing is written into the destination
        return None
    layout = output_layout(request.layout, request.format, artifact.layout, target)
    if artifact.layout is Layout.PAYLOAD and layout is not Layout.PAYLOAD:
        if request.skip_payloads:
            record.status, record.error_type = Status.SKIPPED, "PayloadOnly"
            record.reason = PAYLOAD_ONLY.format(layout=layout.value)
            if output.carries_source_record:
                record.output = None
            return None
        raise UpgradeRefusedError(PAYLOAD_ONLY.format(layout=layout.value), step="save", path="$", source=record.url)
    record.input_sha256 = held_sha256(artifact)  # a large input's is known once its output is built
    fmt = request.format or (artifact.program_format if layout is Layout.PAYLOAD else "json")
    copy = request.verify == "torch"  # the torch check compares the output with the input as read
    result = run_chain(artifact, target, lossy=request.lossy, decompose=request.decompose, copy=copy)
    _record_chain(record, result, layout)
    if not output.admits(artifact, bool(result.report.steps), layout, fmt, record):
        record.input_sha256 = _input_sha256(artifact, store, path)
        return result.report
    # a plan: the chain tells, and building waits for the run; except where only the build tells (an existing
    # payload that may hold these bytes) or torch's check does (verify='torch': operators torch refuses to load)
    if output.dry_run and not output.judged_by_build and request.verify != "torch":
        record.status, record.reason = Status.MIGRATED, output.migrated_reason
        record.input_sha256 = held_sha256(artifact)
        return result.report
    made = None
    if output.carries_source_record and layout is not Layout.PAYLOAD:
        made = _record_source(record, artifact, relative, layout, fmt)
    with build_verified(
        result,
        layout,
        fmt,
        target=target,
        verify=request.verify,
        original=artifact,
        output=record.output,
        record=made,
        publish=output.streamed(),
        keep=output.sends_after_build(),
    ) as built:
        record.input_sha256 = _input_sha256(artifact, store, path)
        record.verified, record.output_sha256 = built.verified, built.sha256
        if not output.publish(built, record):
            return result.report
    record.status, record.bytes_out = Status.MIGRATED, built.size  # counted once published
    record.reason = output.migrated_reason
    published = output.published_at
    if published is not None:
        sign_if_signed(record, store, path, *published, signing_key, signatures)
    return result.report


def convert_one(
    source: str,
    dest: str | None = None,
    *,
    to: VersionLike | None = None,
    layout: Layout | str | None = None,
    format: str | None = None,
    lossy: bool = False,
    decompose: bool = False,
    downgrade_only: bool = False,
    read: ReadOptions = ReadOptions(),
    write: WriteOptions = WriteOptions(),
) -> Conversion:
    """Convert the artifact at ``source`` (any fsspec URL) to ``to`` and publish it at ``dest``; with ``dest``
    None, everything but the publishing runs (the record says what would be written).

    ``to`` is a schema version, a torch release or ``"torch"``; None means the installed torch's schema
    (the newest known without torch), and an artifact newer than that default is left as it is (record
    ``skipped``, ``NewerThanTarget``, with the downgrade command). ``downgrade_only`` refuses a ``to`` newer
    than the artifact. ``layout``/``format`` as in :func:`output_layout`. The output is verified before it is
    published (``write.verify``) and replaces an existing object only with ``write.replace``; a refusal is
    an :class:`UpgradeRefusedError`, a bad input or store another :class:`SerdeError`."""
    check_verify_mode(write.verify)
    store, path = open_store(source, **read.storage_options)
    artifact = read_from_store(store, path, trust_pickles=read.trust_pickles, max_uncompressed=read.max_uncompressed)
    try:
        named = to is not None
        target = resolve_target(to) if named else default_target()[0]
        if downgrade_only and target > artifact.version:
            raise UsageError(
                f"{source} is at schema {artifact.version}, older than the target {to} (schema {target}): "
                "use `pt2-serde upgrade`"
            )
        record = MigrationRecord(url=store.url(path), to_version=str(target), dry_run=dest is None, tool=tool())
        output = Output()
        if dest is not None:
            out_store, out_path = open_store(
                dest, **(read.storage_options if write.storage_options is None else write.storage_options)
            )
            record.output = out_store.url(out_path)
            output = Destination(out_store, out_path, WriteMode.OVERWRITE if write.replace else WriteMode.CREATE)
        request = Request(target, named, layout, format, lossy, decompose, write.verify)
        try:
            report = convert_read(
                artifact,
                record,
                request,
                output,
                store=store,
                path=path,
                relative=path.rsplit("/", 1)[-1],
                signing_key=write.signing_key,
            )
        except OSError as exc:  # a full disk, a quota, a read-only file system: the store's, not a bug
            if dest is None:
                raise
            raise StorageError(f"cannot write: {exc.strerror or exc}", source=record.output) from None
        return Conversion(record, report)
    finally:
        artifact.close()
