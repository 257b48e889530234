"""Migrating one artifact: read, upgrade, build the output, verify it, then publish it safely.

A task never raises: every outcome, including unexpected errors, becomes a MigrationRecord, so one
bad object cannot stop the others. The function and its configuration are picklable, so it runs on
threads, processes or a Dask cluster alike.
"""

from __future__ import annotations

import hashlib
import tempfile
import time
from dataclasses import dataclass, field, replace
from typing import IO, Any

from backends.publish import file_sha256
from backends.state import ObjectState, WriteMode
from backends.store import Store, check_relative_key, open_store
from serde.chain import upgrade_artifact
from serde.containers.layouts import Layout, default_layout
from serde.containers.reader import read_from_store
from serde.containers.screen import screen
from serde.containers.writer import build, members_left_out
from serde.errors import (
    NotAnArtifactError,
    PreconditionFailedError,
    SerdeError,
    TooNewVersionError,
    UnsafePickleError,
    UnsafeProgramError,
    UpgradeRefusedError,
)
from serde.migration.backups import write_backup
from serde.migration.records import MigrationRecord
from serde.migration.verify import verify_output
from serde.provenance import sign_output, signature_notice, tool
from serde.versions import SchemaVersion

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
    trust_pickles: bool = False
    max_uncompressed: int | None = None
    explicit_file: bool = False
    """The run names this one file: an object that is not an artifact fails instead of being skipped."""
    signing_key: str | None = None
    """A model-signing private key (PEM): outputs whose input carried a signature are signed anew."""


def _output_layout(config: MigrationConfig) -> Layout:
    if config.layout is not None:
        return Layout(config.layout)
    if config.format == "msgpack":
        return Layout.PAYLOAD
    return default_layout(config.target)


def _already_done(store: Store, path: str, target: SchemaVersion, layout: Layout) -> bool:
    """Whether ``path`` already holds an artifact at ``target`` in ``layout`` (a finished earlier run)."""
    try:
        existing = read_from_store(store, path)
    except SerdeError:
        return False
    return existing.version == target and existing.layout is layout


def migrate_one(url: str, relative: str, config: MigrationConfig, state: ObjectState | None = None) -> MigrationRecord:
    """Migrate the artifact at ``url`` (``relative`` to the job's root) and say what happened.

    ``state`` is the object's state from the listing, if known (it saves a request per object).
    """
    started = time.perf_counter()
    record = MigrationRecord(url=url, to_version=str(config.target), dry_run=config.dry_run, tool=tool())
    try:
        _migrate(url, relative, config, record, state)
    except NotAnArtifactError as exc:
        record.status = "failed" if config.explicit_file else "skipped"
        record.error_type, record.error = "NotAnArtifact", str(exc)
    except PreconditionFailedError as exc:
        record.status, record.error_type, record.error = "failed", "ChangedUnderneath", f"changed underneath: {exc}"
    except _REFUSALS as exc:
        record.status, record.error_type, record.error = "refused", type(exc).__name__, str(exc)
    except SerdeError as exc:
        record.status, record.error_type, record.error = "failed", type(exc).__name__, str(exc)
    except OSError as exc:  # scratch space: a full disk or a quota is a storage error, not a pt2-serde bug
        record.status, record.error_type = "failed", "StorageError"
        record.error = f"cannot write scratch data: {exc.strerror or exc}"
    except Exception as exc:  # noqa: BLE001 - a task reports every failure instead of stopping the job
        record.status, record.error_type = "failed", "InternalError"
        record.error = f"unexpected {type(exc).__name__} (a pt2-serde bug, please report it): {exc}"
    record.seconds = round(time.perf_counter() - started, 6)
    return record


def _migrate(
    url: str, relative: str, config: MigrationConfig, record: MigrationRecord, state: ObjectState | None
) -> None:
    if config.dest is not None or config.backup is not None:
        check_relative_key(relative, source=url)
    store, path = open_store(url, **config.storage_options)
    artifact = read_from_store(
        store, path, state=state, trust_pickles=config.trust_pickles, max_uncompressed=config.max_uncompressed
    )
    assert artifact.state is not None
    record.layout = artifact.layout.value
    record.from_version = str(artifact.version)
    record.bytes_in = artifact.state.size
    # Objects up to WHOLE_READ_LIMIT were read whole and hashed then; larger ones are streamed once more.
    record.input_sha256 = artifact.state.sha256 or (
        file_sha256(path) if store.protocol == "file" else store.sha256(path)
    )
    result = upgrade_artifact(
        artifact, config.target, lossy=config.lossy, copy=config.verify == "torch", decompose=config.decompose
    )
    screen(result.artifact)  # also for artifacts left as they are: an unsafe one is refused, never skipped
    record.steps = list(result.report.steps)
    record.notes = [note.to_dict() for note in result.report.notes]
    layout = _output_layout(config)
    fmt = config.format or (artifact.program_format if layout is Layout.PAYLOAD else "json")
    record.output_layout = layout.value
    left_out = members_left_out(result.artifact, layout)
    if left_out is not None:
        record.notes.append(left_out.to_dict())

    expected: ObjectState | None = None
    metadata = None
    if config.dest is None:
        out_store, out_path = store, path
        record.output = url
        expected = artifact.state
        if store.protocol == "file" and expected.sha256 is None:
            expected = replace(expected, sha256=record.input_sha256)
        if layout is Layout.PAYLOAD and artifact.layout is not Layout.PAYLOAD:
            raise UpgradeRefusedError(
                "a program-only payload in place would discard the artifact's weights, constants and example "
                "inputs; use --dest",
                step="save",
                path="$",
                source=url,
            )
        if (
            not result.report.steps
            and artifact.layout is layout
            and (layout is not Layout.PAYLOAD or fmt == artifact.program_format)
        ):
            record.status = "skipped"
            return
    else:
        out_store, out_path = open_store(config.dest, **config.storage_options)
        out_path = out_store.join(out_path, relative)
        record.output = out_store.url(out_path)
        if _already_done(out_store, out_path, config.target, layout):
            record.status = "skipped"
            return

    with tempfile.SpooledTemporaryFile(max_size=SPOOL_IN_MEMORY, mode="w+b") as scratch:
        build(scratch, result.artifact, layout, fmt)
        record.bytes_out = scratch.tell()
        scratch.seek(0)
        record.verified = verify_output(
            scratch, record.bytes_out, config.target, layout, config.verify, artifact, source=record.output
        )
        if config.dry_run:
            record.output_sha256 = _stream(scratch, None)
            record.status = "migrated"
            return
        if config.dest is None:
            metadata = store.metadata(path)
            if config.backup:
                backup = write_backup(store, path, relative, config.backup, metadata, config.storage_options)
                record.backup, record.backup_sha256 = backup.url, backup.sha256
        scratch.seek(0)
        mode = WriteMode.IF_MATCH if config.dest is None else WriteMode.OVERWRITE
        with out_store.writer(out_path, mode, expected, metadata) as handle:
            record.output_sha256 = _stream(scratch, handle)
    record.status = "migrated"
    record.signature = signature_notice(store, path, record.output)
    if record.signature is not None and config.signing_key is not None:
        record.signature["signed"] = sign_output(out_store, out_path, config.signing_key)


def _stream(scratch: IO[bytes], handle: IO[bytes] | None) -> str:
    """Copy ``scratch`` from its start into ``handle`` (if any) in 1 MiB blocks; the sha256 of the bytes."""
    digest = hashlib.sha256()
    scratch.seek(0)
    for block in iter(lambda: scratch.read(1 << 20), b""):
        digest.update(block)
        if handle is not None:
            handle.write(block)
    return digest.hexdigest()
