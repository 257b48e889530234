"""Migrating one artifact: read, upgrade, build the output, verify it, then publish it safely.

A task never raises: every outcome, including unexpected errors, becomes a MigrationRecord, so one
bad object cannot stop the others. The function and its configuration are picklable, so it runs on
threads, processes or a Dask cluster alike.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Any

from backends.names import check_relative_key
from backends.state import ObjectState, WriteMode
from backends.store import Store, open_store
from serde.containers.layouts import Layout
from serde.containers.reader import read_from_store
from serde.containers.writer import SourceRecord
from serde.errors import (
    NotAnArtifactError,
    NotFoundError,
    PreconditionFailedError,
    SerdeError,
    TooNewVersionError,
    UnsafePickleError,
    UnsafeProgramError,
    UpgradeRefusedError,
    spell,
)
from serde.jobs.backups import write_backup
from serde.jobs.convert import (
    PAYLOAD_ONLY,
    build_verified,
    input_sha256,
    output_layout,
    record_chain,
    record_source,
    run_chain,
    sha256_of,
    sign_if_signed,
    stream,
)
from serde.jobs.provenance import tool
from serde.jobs.records import MigrationRecord, Status
from serde.jobs.sources import judge, read_source_record, token_text
from serde.schema.versions import SchemaVersion

SPOOL_IN_MEMORY = 8 * 2**20
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


def migrate_one(
    url: str,
    relative: str,
    config: MigrationConfig,
    state: ObjectState | None = None,
    dest_state: ObjectState | None = None,
) -> MigrationRecord:
    """Migrate the artifact at ``url`` (``relative`` to the job's root) and say what happened.

    ``state`` is the object's state from the listing, if known (it saves a request per object);
    ``dest_state`` the state of its output in the destination's listing (None: absent, when
    ``config.dest_listed``; else unknown and asked for).
    """
    started = time.perf_counter()
    record = MigrationRecord(url=url, to_version=str(config.target), dry_run=config.dry_run, tool=tool())
    try:
        _migrate(url, relative, config, record, state, dest_state)
    except NotAnArtifactError as exc:
        record.status = Status.FAILED if config.explicit_file else Status.SKIPPED
        record.error_type, record.error = "NotAnArtifact", str(exc)
        record.reason = "not a torch.export artifact"
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


def _migrate(
    url: str,
    relative: str,
    config: MigrationConfig,
    record: MigrationRecord,
    state: ObjectState | None,
    dest_state: ObjectState | None,
) -> None:
    if config.dest is not None or config.backup is not None:
        check_relative_key(relative, source=url)
    store, path = open_store(url, **config.storage_options)
    state = state or store.stat(path)
    record.input_token = token_text(state.token)
    layout = output_layout(config.layout, config.format, None, config.target)
    existing: ObjectState | None = None
    stale: str | None = None
    if config.dest is not None:
        out_store, out_path = open_store(config.dest, **config.dest_storage_options)
        out_path = out_store.join(out_path, relative)
        record.output = out_store.url(out_path)
        existing = dest_state if config.dest_listed else _state_or_none(out_store, out_path)
        if existing is not None and layout is not Layout.PAYLOAD:
            stale = _judge_existing(store, path, state, out_store, out_path, existing, config, layout, record)
            if stale is None:
                return
    artifact = read_from_store(
        store, path, state=state, trust_pickles=config.trust_pickles, max_uncompressed=config.max_uncompressed
    )
    assert artifact.state is not None
    record.layout = artifact.layout.value
    layout = output_layout(config.layout, config.format, artifact.layout, config.target)
    if artifact.layout is Layout.PAYLOAD and layout is not Layout.PAYLOAD:
        if config.explicit_file:
            raise UpgradeRefusedError(PAYLOAD_ONLY.format(layout=layout.value), step="save", path="$", source=url)
        record.status, record.error_type = Status.SKIPPED, "PayloadOnly"
        record.reason = PAYLOAD_ONLY.format(layout=layout.value)
        return
    record.from_version = str(artifact.version)
    record.bytes_in = artifact.state.size
    if config.default_target and artifact.version > config.target:
        record.status, record.error_type = Status.SKIPPED, "NewerThanTarget"
        record.reason = (
            f"newer (schema {artifact.version}) than the default target {config.target}, the installed torch's: "
            f"left as it is; `pt2-serde downgrade {url} DESTINATION --to {config.target}` writes it for that torch"
        )
        return
    # Objects up to WHOLE_READ_LIMIT were read whole and hashed then; a larger one is hashed from the reads
    # that convert it (its sha256 is known once the output is built: see serde.containers.digest).
    record.input_sha256 = artifact.state.sha256
    copy = config.verify == "torch"
    result = run_chain(artifact, config.target, lossy=config.lossy, decompose=config.decompose, copy=copy)
    fmt = config.format or (artifact.program_format if layout is Layout.PAYLOAD else "json")
    record_chain(record, result, layout)

    expected: ObjectState | None = None
    metadata = None
    provenance: SourceRecord | None = None
    if config.dest is None:
        out_store, out_path = store, path
        record.output = url
        expected = artifact.state
        if layout is Layout.PAYLOAD and artifact.layout is not Layout.PAYLOAD:
            raise UpgradeRefusedError(
                "a program-only payload in place would discard the artifact's weights, constants and example "
                f"inputs; use {spell('dest=', '--dest')}",
                step="save",
                path="$",
                source=url,
            )
        if (
            not result.report.steps
            and artifact.layout is layout
            and (layout is not Layout.PAYLOAD or fmt == artifact.program_format)
        ):
            record.status, record.reason = Status.SKIPPED, "already at the target schema and layout"
            record.input_sha256 = input_sha256(artifact, store, path)
            return
    elif layout is not Layout.PAYLOAD:
        provenance = record_source(record, artifact, relative, layout, fmt)

    # Into a destination, the output streams out as it is built (reading the source and writing the output
    # overlap) and is published once verified; in place, and in a dry run, it is built and checked first.
    streamed = (
        config.dest is not None and not config.dry_run and not (existing is not None and layout is Layout.PAYLOAD)
    )
    with build_verified(
        result.artifact,
        layout,
        fmt,
        target=config.target,
        verify=config.verify,
        original=artifact,
        output=record.output,
        record=provenance,
        publish=out_store.writer(out_path, WriteMode.OVERWRITE) if streamed else None,
    ) as built:
        record.input_sha256 = input_sha256(artifact, store, path)
        scratch, size, record.verified = built.scratch, built.size, built.verified
        if streamed:  # sent as it was built; published when this block ends
            record.output_sha256 = built.sha256
        else:
            if config.dry_run or (existing is not None and layout is Layout.PAYLOAD):
                record.output_sha256 = stream(scratch, None)
                if (
                    existing is not None
                    and layout is Layout.PAYLOAD
                    and _same_bytes(out_store, out_path, existing, record, size)
                ):
                    record.status, record.reason = Status.SKIPPED, "up to date: the output holds these bytes"
                    return
            if config.dry_run:
                record.status, record.bytes_out = Status.MIGRATED, size  # what would be written
                record.reason = _migrated_reason(stale, existing)
                return
            if config.dest is None:
                metadata = store.metadata(path)
                if config.backup:
                    backup = write_backup(store, path, relative, config.backup, metadata, config.storage_options)
                    record.backup, record.backup_sha256 = backup.url, backup.sha256
            scratch.seek(0)
            mode = WriteMode.IF_MATCH if config.dest is None else WriteMode.OVERWRITE
            if config.dest is None and store.protocol == "file" and expected is not None and expected.sha256 is None:
                expected = replace(expected, sha256=record.input_sha256)  # what the local compare-and-swap checks
            with out_store.writer(out_path, mode, expected, metadata) as handle:
                record.output_sha256 = stream(scratch, handle)
    record.bytes_out = size  # counted once published: a failed write wrote nothing
    record.status = Status.MIGRATED
    record.reason = _migrated_reason(stale, existing)
    sign_if_signed(record, store, path, out_store, out_path, config.signing_key)


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


def _same_bytes(store: Store, path: str, existing: ObjectState, record: MigrationRecord, size: int) -> bool:
    """Whether the output at ``path`` already holds the ``size`` bytes just built (whose sha256 ``record``
    holds)."""
    if existing.size != size:
        return False
    held = existing.sha256 or sha256_of(store, path)
    return held == record.output_sha256


def _migrated_reason(stale: str | None, existing: ObjectState | None) -> str | None:
    """Why an artifact was migrated when its destination already held an output."""
    if existing is None:
        return None
    return f"replaced a stale output: {stale}" if stale else "replaced an output that differs from this source's"
