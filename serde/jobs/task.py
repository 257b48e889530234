"""Migrating one artifact of a tree: judge whether its output is up to date, then convert it
(:func:`serde.jobs.convert.convert_read`) into the destination or in place (:mod:`serde.jobs.outputs`).

A task never raises: every outcome, including unexpected errors, becomes a MigrationRecord, so one
bad object cannot stop the others. The function and its configuration are picklable, so it runs on
threads, processes or a Dask cluster alike.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from backends.state import ObjectState
from backends.store import Store, open_store
from serde.containers.artifact import Artifact
from serde.containers.layouts import Layout
from serde.containers.reader import WHOLE_READ_LIMIT, read_from_store
from serde.errors import (
    NotAnArtifactError,
    NotFoundError,
    PreconditionFailedError,
    SerdeError,
    TooNewVersionError,
    UnsafePickleError,
    UnsafeProgramError,
    UpgradeRefusedError,
)
from serde.jobs.convert import Request, convert_read, output_layout
from serde.jobs.copies import NOT_ARTIFACT, copy_verbatim
from serde.jobs.executors import Batch, run_bounded
from serde.jobs.outputs import Destination, InPlace, Output
from serde.jobs.provenance import tool
from serde.jobs.records import MigrationRecord, Status
from serde.jobs.sources import judge, read_source_record, token_text
from serde.jobs.streams import sha256_of
from serde.schema.versions import SchemaVersion
from serde.untrusted.keys import check_relative_key
from serde.untrusted.treespecs import allow_treespec_names, allowed_treespec_names

__all__ = ["BATCH_THREADS", "MigrationConfig", "Task", "migrate_batch", "migrate_one"]


_REFUSALS = (UpgradeRefusedError, TooNewVersionError, UnsafePickleError, UnsafeProgramError)
"""What ``migrate`` reports as ``refused``: data the target cannot express, or that must not be loaded.
Everything else (bad input, storage, missing steps, pt2-serde bugs: :class:`InternalError`) is ``failed``."""


@dataclass(frozen=True)
class MigrationConfig:
    """Everything a task needs besides the artifact's location (picklable)."""

    target: SchemaVersion
    root: str
    dest: str | None = None
    format: str | None = None
    layout: str | None = None
    dry_run: bool = False
    lossy: bool = False
    decompose: bool = False
    verify: str = "schema"
    backup: str | None = None
    storage_options: dict[str, Any] = field(default_factory=dict)
    dest_storage_options: dict[str, Any] = field(default_factory=dict)
    """The destination's storage options (the source's, unless the run was given others)."""
    trust_pickles: bool = False
    max_uncompressed: int | None = None
    explicit_file: bool = False
    """The run names this one file: an object that is not an artifact fails instead of being skipped."""
    signing_key: str | None = None
    """A model-signing private key (PEM): outputs whose input carried a signature are signed anew."""
    dest_listed: bool = False
    """The runner listed the destination: an output missing from the listing is absent (no request)."""
    default_target: bool = False
    """The target is the default (the installed torch's), not named: newer artifacts are left as they are."""
    checksum: bool = False
    """Hash every source to judge whether its output is up to date, even when its version token matches."""
    artifacts_only: bool = False
    """Into ``dest``, leave out the objects that are not artifacts instead of copying them verbatim."""
    treespec_names: tuple[frozenset[str], frozenset[str]] = field(default_factory=allowed_treespec_names)
    """The pytree type names and modules the user allowed in the process that started the run
    (:func:`serde.untrusted.treespecs.allow_treespec_names`), allowed again in a worker's process."""

    @property
    def request(self) -> Request:
        """What each artifact is converted to (a bare payload is skipped unless the run names that one file)."""
        return Request(
            self.target,
            named=not self.default_target,
            layout=self.layout,
            format=self.format,
            lossy=self.lossy,
            decompose=self.decompose,
            verify=self.verify,
            skip_payloads=not self.explicit_file,
        )


def migrate_one(
    url: str,
    relative: str,
    config: MigrationConfig,
    state: ObjectState | None = None,
    dest_state: ObjectState | None = None,
    signatures: tuple[str, ...] | None = None,
) -> MigrationRecord:
    """Migrate the artifact at ``url`` (``relative`` to the job's root) and say what happened.

    ``state`` is the object's state from the listing, if known (it saves a request per object);
    ``dest_state`` the state of its output in the destination's listing (None: absent, when
    ``config.dest_listed``; else unknown and asked for); ``signatures`` the model-signing signatures the
    listing of its folder showed beside it (None when its folder was not listed: the store is asked).
    """
    started = time.perf_counter()
    record = MigrationRecord(url=url, to_version=str(config.target), dry_run=config.dry_run, tool=tool())
    if config.treespec_names != allowed_treespec_names():  # a worker process: screen as the run's process does
        types, modules = config.treespec_names
        allow_treespec_names(types=types, modules=modules)
    source: _Object | None = None
    try:
        try:
            source = _open(url, relative, config, state)
            _migrate(source, relative, config, record, dest_state, signatures)
        except NotAnArtifactError as exc:
            listed_regular = state is None or state.is_regular  # a link or a device is never copied
            if config.dest is None or config.explicit_file or config.artifacts_only or not listed_regular:
                record.status = Status.FAILED if config.explicit_file else Status.SKIPPED
                record.error_type, record.error = "NotAnArtifact", str(exc)
                record.reason, record.output = NOT_ARTIFACT, None  # nothing was written
            else:
                assert source is not None  # only reading an opened object tells it is none
                _copy(source, relative, config, record, dest_state)
    except PreconditionFailedError as exc:
        record.status, record.error_type, record.error = (
            Status.FAILED,
            "ChangedUnderneath",
            f"changed underneath: {exc}",
        )
    except _REFUSALS as exc:
        record.status, record.error_type, record.error = Status.REFUSED, type(exc).__name__, str(exc)
    except SerdeError as exc:
        record.status, record.error_type, record.error = Status.FAILED, type(exc).__name__, str(exc)
    except OSError as exc:  # scratch space: a full disk or a quota is a storage error, not a pt2-serde bug
        record.status, record.error_type = Status.FAILED, "StorageError"
        record.error = f"cannot write scratch data: {exc.strerror or exc}"
    except Exception as exc:  # noqa: BLE001 - a task reports every failure instead of stopping the job
        record.status, record.error_type = Status.FAILED, "InternalError"
        record.error = f"unexpected {type(exc).__name__} (a pt2-serde bug, please report it): {exc}"
    record.seconds = round(time.perf_counter() - started, 6)
    return record


Task = tuple[str, str, MigrationConfig, ObjectState | None, ObjectState | None, tuple[str, ...] | None]
"""The arguments of :func:`migrate_one`, in order, as a runner hands them to an executor."""


BATCH_THREADS = 2
"""Threads a batch's objects run on, so that one object's CPU work overlaps another's waits for storage (a
local write's fsync): on two Dask worker processes of one thread each, the bundled corpus ran 1.68x one
thread with two, against 1.47x with one and 1.62x with three (``bench_dask_cluster.py``, 2026-12-05)."""


def migrate_batch(tasks: Batch[Task]) -> Batch[MigrationRecord]:
    """:func:`migrate_one` for each of ``tasks`` (its arguments), on :data:`BATCH_THREADS` threads, the
    records in the tasks' order: one Dask task (or process-pool task) for a batch of artifacts, so that a
    bucket of millions is not millions of tasks for the scheduler."""
    if len(tasks) < 2:
        return Batch([migrate_one(*arguments) for arguments in tasks])
    records: list[MigrationRecord | None] = [None] * len(tasks)
    numbered = [(index, arguments) for index, arguments in enumerate(tasks)]
    for index, record in run_bounded(_numbered, numbered, workers=BATCH_THREADS):
        records[index] = record
    return Batch([record for record in records if record is not None])


def _numbered(index: int, arguments: Task) -> tuple[int, MigrationRecord]:
    """``(index, migrate_one(*arguments))``: a batch's record with its place in the batch."""
    return index, migrate_one(*arguments)


@dataclass
class _Object:
    """The object a task works on, opened once: its URL as the run gave it, its store, path and state (the
    listing's, else asked), and its bytes once read whole, which the reader and, when it is no artifact, its
    copy share (one read, and the bytes judged are the bytes copied)."""

    url: str
    store: Store
    path: str
    state: ObjectState
    content: bytes | None = None

    def read(self, config: MigrationConfig) -> Artifact:
        """The artifact the object holds, opened as the run's configuration says (:class:`NotAnArtifactError`
        if it is none); an object small enough is read whole first (and kept)."""
        if self.content is None and self.state.is_regular and self.state.size <= WHOLE_READ_LIMIT:
            self.content, self.state = self.store.read_listed(self.path, self.state)
        return read_from_store(
            self.store,
            self.path,
            state=self.state,
            data=self.content,
            trust_pickles=config.trust_pickles,
            max_uncompressed=config.max_uncompressed,
        )


def _open(url: str, relative: str, config: MigrationConfig, state: ObjectState | None) -> _Object:
    """The object at ``url`` (``relative`` to the run's root, a key checked when it names an output)."""
    if config.dest is not None or config.backup is not None:
        check_relative_key(relative, source=url)
    store, path = open_store(url, **config.storage_options)
    return _Object(url, store, path, state or store.stat(path))


def _migrate(
    source: _Object,
    relative: str,
    config: MigrationConfig,
    record: MigrationRecord,
    dest_state: ObjectState | None,
    signatures: tuple[str, ...] | None,
) -> None:
    url, store, path, state = source.url, source.store, source.path, source.state
    record.input_token = token_text(state.token)
    output: Output
    artifact: Artifact | None = None
    if config.dest is None:
        record.output = url
        output = InPlace(store, path, relative, config.backup, config.storage_options, config.dry_run)
    else:
        out_store, out_path, existing = _destination(config, relative, dest_state)
        record.output = out_store.url(out_path)
        stale: str | None = None
        layout = output_layout(config.layout, config.format, None, config.target)
        if existing is not None and layout is not Layout.PAYLOAD:
            if _looks_copied(state, existing):  # most likely a file copied beside the artifacts: is it one?
                artifact = source.read(config)
            try:
                stale = _judge_existing(store, path, state, out_store, out_path, existing, config, layout, record)
            except BaseException:
                if artifact is not None:
                    artifact.close()
                raise
            if stale is None:
                if artifact is not None:
                    artifact.close()
                return
        output = Destination(out_store, out_path, existing=existing, stale=stale, dry_run=config.dry_run)
    if artifact is None:
        artifact = source.read(config)
    try:
        convert_read(
            artifact,
            record,
            config.request,
            output,
            store=store,
            path=path,
            relative=relative,
            signing_key=config.signing_key,
            signatures=signatures,
        )
    finally:
        artifact.close()


def _looks_copied(state: ObjectState, existing: ObjectState) -> bool:
    """Whether the output path holds what looks like a verbatim copy of the source (the same size, as a file
    copied beside the artifacts has): then the source is read first, since when it is no artifact its copy is
    judged from the listing alone and the output's zip directory need not be read at all. Only the order of
    the reads depends on it, never a verdict."""
    return existing.is_regular and existing.size == state.size


def _copy(
    source: _Object, relative: str, config: MigrationConfig, record: MigrationRecord, dest_state: ObjectState | None
) -> None:
    """Mirror ``source``, which is not an artifact, into the destination (:mod:`serde.jobs.copies`), from the
    bytes its reading kept where it was read whole."""
    out_store, out_path, existing = _destination(config, relative, dest_state)
    copy_verbatim(
        source.store,
        source.path,
        source.state,
        out_store,
        out_path,
        existing,
        record,
        checksum=config.checksum,
        dry_run=config.dry_run,
        content=source.content,
    )


def _destination(
    config: MigrationConfig, relative: str, dest_state: ObjectState | None
) -> tuple[Store, str, ObjectState | None]:
    """The store and path of ``relative``'s output in the run's destination, and what that path holds (the
    listed ``dest_state`` when the runner listed the destination, else asked)."""
    assert config.dest is not None
    out_store, out_path = open_store(config.dest, **config.dest_storage_options)
    out_path = out_store.join(out_path, relative)
    return out_store, out_path, dest_state if config.dest_listed else _state_or_none(out_store, out_path)


def _state_or_none(store: Store, path: str) -> ObjectState | None:
    """The state of an output that may not exist yet."""
    try:
        return store.stat(path)
    except NotFoundError:
        return None


def _judge_existing(
    store: Store,
    path: str,
    state: ObjectState,
    out_store: Store,
    out_path: str,
    existing: ObjectState,
    config: MigrationConfig,
    layout: Layout,
    record: MigrationRecord,
) -> str | None:
    """Whether the container at ``out_path`` is up to date with the source (:mod:`serde.jobs.sources`):
    if so, ``record`` becomes ``skipped`` and None is returned; else why it is stale."""
    found = read_source_record(out_store, out_path, existing)
    fmt = config.format or "json"
    verdict = judge(found, state, target=str(config.target), layout=layout, program_format=fmt)
    if verdict.needs_digest or (config.checksum and verdict.fresh):
        digest = sha256_of(store, path)
        verdict = judge(found, state, target=str(config.target), layout=layout, program_format=fmt, sha256=digest)
    if not verdict.fresh:
        return verdict.reason
    assert found is not None
    source = found["source"]
    record.status, record.reason = Status.SKIPPED, verdict.reason
    record.layout = record.output_layout = layout.value
    record.from_version, record.steps = found.get("from"), list(found.get("steps") or [])
    record.bytes_in, record.input_sha256 = state.size, source.get("sha256")
    return None
