"""One line of a migration report per artifact, the running summary, and the JSON-lines report sink."""

from __future__ import annotations

import copy
import json
import tempfile
import threading
import time
from array import array
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import IO, Any, overload

from backends.store import Location, Store
from serde.errors import UsageError
from serde.untrusted.formats import json_bytes, parse_json

__all__ = [
    "COPY_CHUNK",
    "FLUSH_SHARE",
    "MAX_HEAD_BYTES",
    "MigrationRecord",
    "MigrationReport",
    "REMOTE_FLUSH_SECONDS",
    "REPORT_FORMAT",
    "ReportSink",
    "SPOOL_IN_MEMORY",
    "STATUSES",
    "SpooledRecords",
    "Status",
    "Tally",
    "is_run_header",
]


class Status(StrEnum):
    """What happened to one object of a run (or, in a dry run, what would happen)."""

    MIGRATED = "migrated"
    COPIED = "copied"
    """An object that is not an artifact, copied verbatim into a run's destination (:mod:`serde.jobs.copies`)."""
    SKIPPED = "skipped"
    FAILED = "failed"
    REFUSED = "refused"


STATUSES = tuple(Status)
REMOTE_FLUSH_SECONDS = 2.0
"""The shortest pause between two uploads of a report on an object store."""
FLUSH_SHARE = 10.0
"""The pause after an upload of a remote report, in times the upload took (at least
:data:`REMOTE_FLUSH_SECONDS`): uploads take at most about a tenth of the run."""
COPY_CHUNK = 4 * 2**20


@dataclass
class MigrationRecord:
    """What happened to one artifact (or, in a dry run, what would happen)."""

    url: str
    status: Status = Status.FAILED
    layout: str | None = None
    output_layout: str | None = None
    output: str | None = None
    from_version: str | None = None
    to_version: str | None = None
    steps: list[str] = field(default_factory=list)
    notes: list[dict[str, str]] = field(default_factory=list)
    error_type: str | None = None
    error: str | None = None
    reason: str | None = None
    """Why a ``skipped`` artifact needed nothing (up to date, already at the target, not an artifact), or why
    a ``migrated`` one replaced an output the destination already held (it was stale)."""
    backup: str | None = None
    """Where the original was kept (in-place migrations with a backup)."""
    backup_sha256: str | None = None
    verified: str | None = None
    """What the output was checked with before it was published (``verify``): schema only, or loaded and
    run by torch on the artifact's example inputs or on inputs made from its input specs."""
    bytes_in: int = 0
    bytes_out: int = 0
    seconds: float = 0.0
    dry_run: bool = False
    input_sha256: str | None = None
    """The sha256 of the input object as read (streamed)."""
    input_token: str | None = None
    """The store's version token of the input as listed (S3 ETag, GCS generation, local size+mtime+inode), as
    the output's source record holds it: what a re-run compares first."""
    output_sha256: str | None = None
    """The sha256 of the output as written (computed while it streams to the store; in a dry run, of what
    would be written)."""
    tool: str | None = None
    """The pt2-serde that wrote the record (``pt2-serde <version>``); with ``steps``, how the output was made."""
    signature: dict[str, Any] | None = None
    """When an OpenSSF model-signing signature sits next to the input: that it does not cover the output,
    and the output's new signature if a signing key was given (:mod:`serde.jobs.provenance`)."""

    @property
    def left_as_is(self) -> bool:
        """Skipped for a reason the record gives (newer than the default target, a payload where a container
        was asked for, an earlier pt2-serde's backup): neither up to date nor an object that is no artifact."""
        return self.status == Status.SKIPPED and self.error_type not in (None, "NotAnArtifact")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form (``from``/``to`` keys as in the report format)."""
        data = {name: getattr(self, name) for name in _PLAIN_FIELDS}
        data["steps"] = list(self.steps)
        data["notes"] = [dict(note) for note in self.notes]
        data["signature"] = copy.deepcopy(self.signature) if self.signature is not None else None
        data["from"], data["to"] = self.from_version, self.to_version
        return {name: data[name] for name in _DICT_ORDER}

    def to_json(self) -> str:
        """One JSON line."""
        return json.dumps(self.to_dict(), sort_keys=False)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> MigrationRecord:
        """The record :meth:`to_dict` gave ``data`` of (a report's line read back)."""
        fields = dict(data)
        fields["from_version"] = fields.pop("from", None)
        fields["to_version"] = fields.pop("to", None)
        return cls.from_fields(fields)

    @classmethod
    def from_fields(cls, fields: dict[str, Any]) -> MigrationRecord:
        """The record whose fields, by their own names, ``fields`` holds (JSON values: the status a string)."""
        fields["status"] = Status(fields["status"])
        return cls(**fields)


_DICT_ORDER = (
    *(item.name for item in fields(MigrationRecord) if item.name not in ("from_version", "to_version")),
    "from",
    "to",
)
"""The keys of :meth:`MigrationRecord.to_dict` in the order a report line holds them: the fields' order, the
versions last as ``from`` and ``to``."""
_PLAIN_FIELDS = tuple(
    item.name
    for item in fields(MigrationRecord)
    if item.name not in ("steps", "notes", "signature", "from_version", "to_version")
)
"""The fields copied as they are: strings, numbers, None (the lists and the signature are copied apart)."""


@dataclass
class Tally:
    """The running totals of a run, kept whether or not its records are (a run over millions of objects need
    not hold a record per object to say what happened)."""

    objects: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    not_artifacts: int = 0
    up_to_date: int = 0
    left_as_is: int = 0
    replaced_stale: int = 0
    internal_errors: int = 0
    bytes_in: int = 0
    bytes_out: int = 0
    output_layouts: set[str] = field(default_factory=set)
    """The layouts of the outputs written (or that a plan would write), failures left out."""

    def add(self, record: MigrationRecord) -> None:
        """Count one record."""
        self.objects += 1
        self.statuses[record.status] += 1
        skipped = record.status == Status.SKIPPED
        self.not_artifacts += record.error_type == "NotAnArtifact" or record.status == Status.COPIED
        self.up_to_date += skipped and record.error_type is None
        self.left_as_is += record.left_as_is
        self.replaced_stale += record.status == Status.MIGRATED and record.reason is not None
        self.internal_errors += record.error_type == "InternalError"
        self.bytes_in += record.bytes_in
        self.bytes_out += record.bytes_out
        if record.output_layout and record.status != Status.FAILED:
            self.output_layouts.add(record.output_layout)


SPOOL_IN_MEMORY = 2**20
"""Bytes of records kept in memory before their spool moves to a temporary file."""


class SpooledRecords(Sequence[MigrationRecord]):
    """The records of a run, kept as JSON lines in a spool (in memory up to :data:`SPOOL_IN_MEMORY`, then an
    anonymous temporary file) and read back one at a time: a run over millions of objects holds eight bytes per
    record (its offset), whatever the records say. Compares equal to a list of the same records."""

    def __init__(self) -> None:
        self._file: IO[bytes] | None = None  # a SpooledTemporaryFile
        self._offsets = array("q")
        self._end = 0
        self._lock = threading.Lock()

    def append(self, record: MigrationRecord) -> None:
        """Keep one more record (as orjson's JSON of the dataclass itself, its fields by their names: read back
        only here, never shown; a run's output and report lines are :meth:`MigrationRecord.to_json`'s, ASCII
        for a terminal)."""
        line = json_bytes(record) + b"\n"
        with self._lock:
            if self._file is None:
                self._file = tempfile.SpooledTemporaryFile(max_size=SPOOL_IN_MEMORY)
            self._file.seek(self._end)
            self._file.write(line)
            self._offsets.append(self._end)
            self._end += len(line)

    def __len__(self) -> int:
        return len(self._offsets)

    @overload
    def __getitem__(self, index: int) -> MigrationRecord: ...

    @overload
    def __getitem__(self, index: slice) -> list[MigrationRecord]: ...

    def __getitem__(self, index: int | slice) -> MigrationRecord | list[MigrationRecord]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        start = self._offsets[index]  # IndexError as a list raises it
        with self._lock:
            assert self._file is not None
            self._file.seek(start)
            line = self._file.readline()
        return MigrationRecord.from_fields(parse_json(line))

    def __iter__(self) -> Iterator[MigrationRecord]:
        for index in range(len(self)):
            yield self[index]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, SpooledRecords)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable, as a list

    def __repr__(self) -> str:
        return f"<{len(self)} migration records, kept on disk>"

    def close(self) -> None:
        """Forget the records (their file is removed)."""
        with self._lock:
            if self._file is not None:
                self._file.close()
            self._file, self._offsets, self._end = None, array("q"), 0


@dataclass
class MigrationReport:
    """The summary of a run and, unless ``keep_records`` is False, every record of it."""

    path: str
    target: str
    dry_run: bool
    records: SpooledRecords = field(default_factory=SpooledRecords)
    """Every record, in the order the artifacts completed (empty when ``keep_records`` is False): a sequence
    that keeps them on disk and reads each back when asked, so that memory stays bounded by default."""
    keep_records: bool = True
    tally: Tally = field(default_factory=Tally)
    started: float = field(default_factory=time.time)
    seconds: float = 0.0
    stopped_early: bool = False
    interrupted: str | None = None
    torch_release: str | None = None
    """The installed torch release the default target came from (None when the target was named)."""
    orphans: list[str] = field(default_factory=list)
    """Outputs in the destination made from a source that is no longer there (left as they are)."""

    def add(self, record: MigrationRecord) -> None:
        """Count one record, and keep it unless ``keep_records`` is False."""
        self.tally.add(record)
        if self.keep_records:
            self.records.append(record)

    def __bool__(self) -> bool:
        raise TypeError("a MigrationReport has no truth value: test .ok (nothing failed or refused)")

    def __repr__(self) -> str:
        """One line: the path, the target and the counts (``records`` and ``summary()`` hold the rest)."""
        counts = ", ".join(f"{count} {status}" for status, count in self.counts.items() if count)
        return f"<MigrationReport {self.path} to {self.target}: {counts or 'nothing'} in {self.seconds:.1f} s>"

    @property
    def counts(self) -> dict[str, int]:
        """Artifacts per status."""
        return {status: self.tally.statuses.get(status, 0) for status in STATUSES}

    @property
    def ok(self) -> bool:
        """Nothing failed or was refused, and the run was neither stopped early nor interrupted."""
        counts = self.counts
        return counts["failed"] == 0 and counts["refused"] == 0 and not self.stopped_early and self.interrupted is None

    def summary(self) -> dict[str, Any]:
        """Totals, as a JSON-ready dict (as every ``summary()`` of pt2-serde returns them): objects listed, artifacts
        among them (``not_artifacts`` are the rest), counts per status over all objects (``copied`` the objects that
        are not artifacts copied into the destination, ``skipped`` includes the others; ``up_to_date`` counts the
        skipped artifacts that needed nothing, ``left_as_is`` those skipped for a reason their record gives: newer
        than the default target, a payload where a container was asked for, an earlier pt2-serde's backup;
        ``replaced_stale`` the migrated ones whose old output was stale), bytes, time, the rate in artifacts per
        second, orphaned outputs, the installed torch the default target came from, and why the run ended early if
        it did (``stopped_early`` for ``max_failures``, ``interrupted`` naming what stopped it, e.g. ``"SIGINT"``)."""
        tally = self.tally
        artifacts = tally.objects - tally.not_artifacts
        return {
            "path": self.path,
            "target": self.target,
            "dry_run": self.dry_run,
            "objects": tally.objects,
            "artifacts": artifacts,
            **self.counts,
            "up_to_date": tally.up_to_date,
            "left_as_is": tally.left_as_is,
            "replaced_stale": tally.replaced_stale,
            "not_artifacts": tally.not_artifacts,
            "internal_errors": tally.internal_errors,
            "bytes_in": tally.bytes_in,
            "bytes_out": tally.bytes_out,
            "seconds": round(self.seconds, 3),
            "artifacts_per_second": round(artifacts / self.seconds, 2) if self.seconds else None,
            "stopped_early": self.stopped_early,
            "interrupted": self.interrupted,
            "orphaned_outputs": len(self.orphans),
            "target_from_torch": self.torch_release,
        }


REPORT_FORMAT = "pt2-serde-report/1"
"""The ``format`` of the header line that starts each run in a report."""
MAX_HEAD_BYTES = 64 * 1024
"""How much of an existing report is read to recognise it as pt2-serde's."""


def is_run_header(line: dict[str, Any]) -> bool:
    """Whether a parsed report line is a run's header rather than an artifact's record."""
    return line.get("format") == REPORT_FORMAT


class ReportSink:
    """Writes records as JSON lines to any fsspec URL as the run goes, after a header line naming the run.

    A report is never overwritten: an existing one is appended to when it is pt2-serde's (its first line is
    a run header or a record), and refused otherwise, before the run starts. Local files are appended and
    flushed line by line. Object stores cannot append, so the lines go to a local spool file (the existing
    object's bytes first) and the whole spool is uploaded, streamed, every few seconds and once at the end:
    memory stays bounded whatever the run's size, and the pause between uploads grows with the time an
    upload takes (:data:`FLUSH_SHARE`), so a report of millions of lines costs a bounded share of the run
    instead of re-sending it every two seconds.
    """

    def __init__(self, location: Location, header: dict[str, Any]) -> None:
        self.store, self.path = location.store, location.path
        self.lock = threading.Lock()
        self.last_flush = 0.0
        self.pause = REMOTE_FLUSH_SECONDS
        self.local: IO[str] | None = None
        self.spool: IO[bytes] | None = None
        existing = self._existing(location.given)
        first = json.dumps({"format": REPORT_FORMAT, "run": header}, sort_keys=True) + "\n"
        if self.store.protocol == "file":
            self.local = _open_local(self.store, self.path)
            self.local.write(first)
            self.local.flush()
            return
        self.spool = tempfile.TemporaryFile()
        self.spool.write(existing if not existing or existing.endswith(b"\n") else existing + b"\n")
        self.spool.write(first.encode())

    def _existing(self, url: str) -> bytes:
        """The report already at the URL (empty if none), refused with a UsageError if it is not pt2-serde's."""
        if not self.store.exists(self.path):
            return b""
        head = self.store.read_range(self.path, 0, MAX_HEAD_BYTES).split(b"\n", 1)[0]
        try:
            first = parse_json(head) if head.strip() else {}
        except ValueError:
            first = None
        if not isinstance(first, dict) or not (not first or is_run_header(first) or {"url", "status"} <= set(first)):
            raise UsageError(f"{url} exists and is not a pt2-serde report; it is never overwritten: choose another")
        return b"" if self.store.protocol == "file" else self.store.read_bytes(self.path)

    def write(self, record: MigrationRecord) -> None:
        """Add one record."""
        line = record.to_json() + "\n"
        with self.lock:
            if self.local is not None:
                self.local.write(line)
                self.local.flush()
                return
            assert self.spool is not None
            self.spool.write(line.encode())
            if time.monotonic() - self.last_flush >= self.pause:
                self._flush_remote()

    def _flush_remote(self) -> None:
        """Upload the whole spool, streamed, and wait :data:`FLUSH_SHARE` times as long before the next."""
        assert self.spool is not None
        started = time.monotonic()
        end = self.spool.tell()
        self.spool.seek(0)
        with self.store.writer(self.path) as handle:
            while self.spool.tell() < end:
                handle.write(self.spool.read(min(COPY_CHUNK, end - self.spool.tell())))
        self.spool.seek(end)
        self.last_flush = time.monotonic()
        self.pause = max(REMOTE_FLUSH_SECONDS, FLUSH_SHARE * (self.last_flush - started))

    def close(self) -> None:
        """Write whatever is pending."""
        with self.lock:
            if self.local is not None:
                self.local.close()
            elif self.spool is not None:
                self._flush_remote()
                self.spool.close()
                self.spool = None


def _open_local(store: Store, path: str) -> IO[str]:
    import os

    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    return open(path, "a", encoding="utf-8")
