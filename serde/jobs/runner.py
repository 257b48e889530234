"""``serde.migrate``: walk the artifacts under a path page by page, migrate each on a pool of workers, report as
it goes."""

from __future__ import annotations

import concurrent.futures
import dataclasses
import datetime
import functools
import itertools
import math
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Unpack

from backends.publish import TEMP_PREFIX, TEMP_SUFFIX
from backends.state import ObjectState
from backends.store import Location
from serde.errors import SerdeError, UnwritableError, UsageError, spell
from serde.jobs.backups import LEGACY_REASON
from serde.jobs.cluster import forwarded_credentials, probe_workers
from serde.jobs.executors import Batch, is_dask_client, run_bounded, worker_slots
from serde.jobs.listing import CandidatePage, candidate_pages, nothing_there
from serde.jobs.mirror import Mirror
from serde.jobs.options import MigrateKeywords, MigrationOptions, options_from_keywords
from serde.jobs.provenance import check_manifest_target, manifest_document, tool, write_manifest
from serde.jobs.records import MigrationRecord, MigrationReport, ReportSink, SpooledRecords, Status
from serde.jobs.task import MigrationConfig, Task, migrate_batch, migrate_one
from serde.releases.catalog import default_target
from serde.schema.versions import SchemaVersion

__all__ = [
    "BATCHES_PER_SLOT",
    "IN_PROCESS",
    "LOCAL_WORKERS",
    "LOOKAHEAD",
    "LOOKAHEAD_SECONDS",
    "TASK_BATCH",
    "TASK_BATCH_BYTES",
    "batch_size",
    "migrate",
    "run_migration",
]


TASK_BATCH = 128
"""Objects per task on a Dask cluster or a process pool: they go out in batches, across folders, one round trip
(and one pickled configuration) for each. A task costs a Dask worker about 7 ms and 0.1 ms per object besides
the work (``benchmarks/bench_scheduler_overhead.py``, 2026-12-04): at 32 that was a tenth of a bucket's work, at
128 a twenty-fifth (#82's goal: at most a twentieth)."""
BATCHES_PER_SLOT = 4
"""When the run's total is known, a batch holds at most a ``1 / BATCHES_PER_SLOT`` share of one worker's part of
it: a small tree is not a handful of batches that leave a worker idle while another finishes."""
TASK_BATCH_BYTES = 256 * 2**20
"""A batch is closed once the listed sizes of its objects reach this many bytes."""
IN_PROCESS = frozenset({"file", "memory"})
"""The protocols of stores read without a network round trip: a plan over them runs in the calling thread."""
LOCAL_WORKERS = os.cpu_count() or 1
"""The threads of a run over local storage given no number of workers: one per core. Such a run waits on the
interpreter's lock and the disk, not on a network, so more threads only contend: on the bundled corpus, 8
threads took 1.1 s of CPU against 0.9 s for 2, in the same wall time (``benchmarks/bench_cli_job.py``)."""
LOOKAHEAD = 10_000
"""Candidates listed before the first artifact starts: a tree of up to this many is counted first (a progress
bar with its total), a larger one starts here and is counted when its listing ends."""
LOOKAHEAD_SECONDS = 1.0
"""...or for this long, once a candidate is found: a slow listing (a remote store answers each folder in a
fraction of a second) does not hold back the first artifact."""


def migrate(path: str | os.PathLike[str], **keywords: Unpack[MigrateKeywords]) -> MigrationReport:
    """Migrate every artifact under ``path`` (file, directory, glob or bucket prefix on any fsspec URL).

    Each artifact is upgraded to ``to`` (as in :func:`serde.upgrade`; by default, the schema of the installed
    torch release, so the outputs load in the torch at hand: see
    :func:`serde.releases.catalog.default_target`; an artifact newer than that default is left as it is and
    reported with the command that would downgrade it, while an explicit ``to`` downgrades it), written to
    ``dest`` (mirroring relative paths) or in place (compare-and-swap against the state it was read in; a concurrent
    change fails that artifact as "changed underneath"), after its output has been read back and
    verified (``verify``: ``"schema"``, ``"torch"`` or ``"none"``). ``backup`` keeps originals of
    in-place migrations (a suffix such as ``".orig"``, or a URL prefix ending in ``/``). Artifacts
    already at the target are skipped, so a re-run after a crash finishes the rest. Into ``dest``, each
    container output records its source (URL, size, sha256, version token; :mod:`serde.jobs.sources`),
    so a re-run skips an output whose source is unchanged for a listing and two small reads, and migrates
    again one whose source changed since (its record's ``reason`` says it replaced a stale output);
    ``checksum`` hashes every source instead of trusting an unchanged version token.

    ``storage_options`` go to fsspec for the source (and for in-place outputs and backups);
    ``dest_storage_options``, when given, for ``dest`` instead (S3 to GCS, or two accounts), and then for the
    report and the manifest too.

    Without ``dest``, the originals are rewritten in place: by default (``allow_in_place=True``) the library
    does so as asked, keeping originals only with ``backup``; ``allow_in_place=False`` refuses an in-place run
    without ``backup`` (:class:`serde.UsageError`, before anything is read): the guard the command line
    applies when no terminal can answer its question (``--yes`` lifts it there). A dry run is never refused.

    A target older than an artifact runs the downgraders (``lossy`` and ``decompose`` as in
    :func:`serde.upgrade`). ``dry_run`` computes the plan from the real current state without writing. Every
    pickle an output carries or torch would load is screened first; an unsafe one makes the artifact ``refused``
    (``UnsafePickleError``) unless ``trust_pickles``. ``max_uncompressed`` caps what each zip may
    decompress to (default: proportional to its size). One JSON line per artifact goes
    to ``report`` as the run goes; ``max_failures`` stops the job early. ``progress`` hears each record as it
    completes, ``on_total`` the number of records the run makes once it is known: an in-place run lists
    its path once before it starts anything (to check backup names, and so that a caller can ask before
    originals are rewritten), so it hears it first; a plan or a run into ``dest`` starts on the first folder
    and hears it when the listing ends. The path is walked one folder (prefix) at a time
    (:mod:`serde.jobs.listing`, the destination alongside it: :mod:`serde.jobs.mirror`), with a bounded number
    of artifacts in flight, so memory follows the largest folder rather than the tree. The report's
    ``records`` are kept on disk (:class:`serde.jobs.records.SpooledRecords`: JSON lines in a spool, read back
    when asked), so a default run over millions of objects holds eight bytes per record;
    ``keep_records=False`` keeps only the totals (records still go to ``progress``, ``report`` and
    ``manifest``). Work runs on a thread pool, or on ``executor`` (any ``concurrent.futures.Executor`` or a
    ``dask.distributed.Client``; a Dask client or a process pool gets one task per batch of up to
    :data:`TASK_BATCH` objects, across folders, closed early at :data:`TASK_BATCH_BYTES`, so that the scheduler
    is not handed a task per object; ``stop`` then lets the batches in flight finish). Before the first
    artifact, every Dask worker is probed (:mod:`serde.jobs.cluster`): the same pt2-serde, the path readable and
    the destination writable with the run's storage options; a worker lacking any stops the run with one
    :class:`serde.jobs.cluster.ClusterError` naming it. ``forward_credentials`` hands the workers the
    credentials the client resolves (S3, GCS, Azure) inside the tasks' storage options: explicit, since they
    then sit in the scheduler's and the workers' memory (``docs/dask.md``). A path that holds nothing (a missing
    directory, prefix or bucket, or a glob matching no object) raises :class:`serde.NotFoundError` naming it
    unless ``allow_empty`` (a path holding only backups is not empty: it migrates nothing). Objects that are
    not artifacts (checkpoints, pickles, images, text) are
    ``skipped`` as ``NotAnArtifact``, never unpickled, in place; into ``dest`` they are copied verbatim
    (``copied``: streamed, their size checked, skipped when the destination holds them already, as
    ``aws s3 sync`` would: :mod:`serde.jobs.copies`), so that the destination mirrors the tree, unless
    ``artifacts_only``. A single file named as ``path`` that is not an artifact is ``failed``.

    Every record carries the sha256 of its input and of its output (computed as it streams), the
    pt2-serde version and the step chain. ``manifest`` writes them once the run ends, as one JSON
    document (:mod:`serde.jobs.provenance`; ``pt2-serde verify-manifest`` checks the store against it later).
    When an OpenSSF model-signing signature sits next to an input, its record says the signature does not
    cover the output; with ``signing_key`` (a PEM private key; needs ``model-signing``) the output is signed.
    URLs below the manifest's folder are stored relative to it, so a tree moved with its manifest verifies;
    an existing manifest is refused before the run starts unless ``replace_manifest``.

    On local disk only regular files are read: symbolic links inside the tree are reported as ``skipped``
    unless ``follow_symlinks``, which follows those that lead to a regular file inside the tree (never
    outside it); FIFOs, sockets and devices are always skipped, never opened.

    ``stop`` lets a signal handler or another thread end the run cleanly: it is asked before each
    artifact is started, and once it returns a reason (such as ``"SIGINT"``) nothing more is started,
    the artifacts in flight finish (each is published atomically or not at all), their records are
    written, and the report comes back with ``interrupted`` set to that reason.
    """
    return run_migration(os.fspath(path), options_from_keywords(keywords))


@dataclass(frozen=True)
class _Places:
    """The locations a run names, each opened once, before anything is read: the source, the destination, the
    report, the manifest, and the backup prefix (when backups go under one)."""

    source: Location
    dest: Location | None
    report: Location | None
    manifest: Location | None
    backup: Location | None

    @classmethod
    def open(cls, path: str, options: MigrationOptions) -> _Places:
        """The run's locations, with the storage options each is reached with."""
        written = options.written_options

        def opened(url: str | None, with_options: dict[str, Any]) -> Location | None:
            return Location.open(url, with_options) if url else None

        backup = options.backup if options.backup and options.backup.endswith("/") else None
        return cls(
            source=Location.open(path, options.storage_options),
            dest=opened(options.dest, options.out_options),
            report=opened(options.report, written),
            manifest=opened(options.manifest, written),
            backup=opened(backup, options.storage_options),
        )


def run_migration(path: str, options: MigrationOptions) -> MigrationReport:
    """:func:`migrate` with its options parsed (:class:`serde.jobs.options.MigrationOptions`): what
    ``serde.migrate`` and ``pt2-serde migrate`` both run."""
    if not options.allow_in_place and options.dest is None and not options.backup and not options.dry_run:
        raise UsageError(
            f"migrating {path} in place would rewrite the originals with no backup and allow_in_place=False; "
            "pass dest=..., backup='.orig' (or a prefix ending in '/'), or allow_in_place=True"
        )
    target, torch_release = _target(path, options)
    places = _Places.open(path, options)
    if places.manifest is not None:
        check_manifest_target(places.manifest, replace=options.replace_manifest)
    store, root = places.source.store, places.source.path
    dry_run, dest = options.dry_run, options.dest
    in_place = dest is None and not dry_run
    walk = functools.partial(
        candidate_pages, store, root, _exclusions(places, options.backup), follow_symlinks=options.follow_symlinks
    )
    total: int | None = None
    if in_place:  # listed once before anything starts: backup names checked, the total known for a question
        suffix = options.backup if options.backup and not options.backup.endswith("/") else None
        total = sum(len(page.candidates) for page in walk(backup_suffix=suffix))
    pages = walk(remove_stale=not in_place)
    head, found, listed = _head(pages)
    total = listed if total is None else total
    if not found and not options.allow_empty:
        hint = f"nothing to migrate (pass {spell('allow_empty=True', '--allow-empty')} if expected)"
        raise nothing_there(store, root, path, hint)
    starts = any(page.candidates for page in head)
    if starts and not dry_run:
        _preflight(places, head[0].base)
    if options.on_total is not None and total is not None:
        options.on_total(total)
    first = head[0] if head else None
    task_options, task_out_options = _task_options(path, options)
    if is_dask_client(options.executor) and starts:
        assert first is not None
        writes_to = None if dry_run else (dest if dest is not None else store.url(first.base))
        probe_workers(
            options.executor, path, task_options, writes_to, task_out_options if dest is not None else task_options
        )
    config = MigrationConfig(
        target=target,
        root=store.url(first.base if first else store.strip(root)),
        dest=dest,
        format=options.format,
        layout=options.layout,
        dry_run=dry_run,
        lossy=options.lossy,
        decompose=options.decompose,
        verify=options.verify,
        backup=options.backup,
        storage_options=task_options,
        dest_storage_options=task_out_options,
        trust_pickles=options.trust_pickles,
        max_uncompressed=options.max_uncompressed,
        explicit_file=first is not None and first.single and len(first.candidates) == 1,
        signing_key=options.signing_key,
        dest_listed=dest is not None,
        checksum=options.checksum,
        default_target=options.to is None,
        artifacts_only=options.artifacts_only,
    )
    result = MigrationReport(
        path=path, target=str(target), dry_run=dry_run, torch_release=torch_release, keep_records=options.keep_records
    )
    run = _Run(path, options, places, config, result, total)
    return run.run(itertools.chain(head, pages))


def _target(path: str, options: MigrationOptions) -> tuple[SchemaVersion, str | None]:
    """The run's target schema and the installed torch release it came from (None when it was named)."""
    if options.to is not None:
        return options.to, None
    target, torch_release = default_target()
    if torch_release is None and options.dest is None and not options.dry_run:
        raise UsageError(
            f"migrating {path} in place needs {spell('to=', '--to')} when torch is not installed: name the "
            "schema (8.20) or torch release (2.4.1) the originals must be rewritten for"
        )
    return target, torch_release


def _task_options(path: str, options: MigrationOptions) -> tuple[dict[str, Any], dict[str, Any]]:
    """The storage options that travel with each task to its worker (source, destination): the run's, or with
    ``forward_credentials`` the credentials the client resolves put into them."""
    if not options.forward_credentials:
        return options.storage_options, options.out_options
    if not is_dask_client(options.executor):
        raise UsageError("forward_credentials hands the client's credentials to Dask workers: it needs a Client")
    source = forwarded_credentials(path, options.storage_options)
    if options.dest is None:
        return source, source
    return source, forwarded_credentials(options.dest, options.out_options)


class _Run:
    """One run once it starts: the tasks handed out, the records taken in (report, manifest, progress), the
    totals, and what is written when it ends, however it ends."""

    def __init__(
        self,
        path: str,
        options: MigrationOptions,
        places: _Places,
        config: MigrationConfig,
        result: MigrationReport,
        total: int | None,
    ) -> None:
        self.path, self.options, self.places, self.config, self.result = path, options, places, config, result
        self.total = total
        self.store = places.source.store
        self.mirror = Mirror(places.dest, options.report, options.manifest) if places.dest is not None else None
        header = {
            "tool": tool(),
            "started": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "path": path,
            "target": str(config.target),
            "dest": options.dest,
            "dry_run": options.dry_run,
        }
        self.sink = ReportSink(places.report, header) if places.report is not None else None
        self.for_manifest = SpooledRecords()  # the manifest's records when the report keeps none (on disk)
        self.failures = self.expected = 0
        self.walked = False

    def too_many_failures(self) -> bool:
        """Whether ``max_failures`` is reached."""
        return self.options.max_failures is not None and self.failures >= self.options.max_failures

    def should_stop(self) -> bool:
        """Whether nothing more may start: too many failures, or ``stop`` gave a reason."""
        return self.too_many_failures() or (self.options.stop is not None and self.options.stop() is not None)

    def goes_on(self, _task: Task) -> bool:
        """Whether the next task may start (:meth:`should_stop` as a predicate over tasks)."""
        return not self.should_stop()

    def add(self, record: MigrationRecord) -> None:
        """Take one record in: the totals, the report, the manifest's spool, ``progress``."""
        options = self.options
        self.result.add(record)
        self.failures += record.status == Status.FAILED
        if options.manifest is not None and not options.keep_records and record.error_type != "NotAnArtifact":
            self.for_manifest.append(record)
        if self.sink is not None:
            self.sink.write(record)
        if options.progress is not None:
            options.progress(record)

    def tasks(self, pages: Iterator[CandidatePage]) -> Iterator[Task]:
        """One task per candidate of each page (legacy backups reported here, never handed to a task)."""
        store, target, dry_run = self.store, str(self.config.target), self.options.dry_run
        for page in pages:
            held, page_config = _mirrored(self.mirror, page, self.config, self.result.orphans)
            for item_path, marker in sorted(page.legacy.items()):
                kept = MigrationRecord(
                    url=store.url(item_path), status=Status.SKIPPED, to_version=target, dry_run=dry_run
                )
                kept.error_type, kept.reason = "LegacyBackup", LEGACY_REASON.format(marker=store.url(marker))
                self.expected += 1
                self.add(kept)
            for item in page.candidates:
                if item.path not in page.legacy:
                    self.expected += 1
                    yield (
                        store.url(item.path),
                        item.relative,
                        page_config,
                        item.state,
                        held.get(item.relative),
                        item.signatures,
                    )
        self.walked = True
        if self.options.on_total is not None and self.total is None:
            self.options.on_total(self.expected)

    def run(self, pages: Iterator[CandidatePage]) -> MigrationReport:
        """Hand every task out, take every record in, and finish (report, manifest) however the run ends."""
        executor, workers = self.options.executor, self.options.workers
        started = time.perf_counter()
        try:
            if is_dask_client(executor) or isinstance(executor, concurrent.futures.ProcessPoolExecutor):
                size = batch_size(self.total, worker_slots(executor, workers))
                batches = ((Batch(batch),) for batch in _batches(self.tasks(pages), size))
                done = run_bounded(
                    migrate_batch, batches, executor=executor, workers=workers, should_stop=self.should_stop
                )
                records: Iterator[MigrationRecord] = (record for batch in done for record in batch)
            elif self.plans_here():
                records = (migrate_one(*task) for task in itertools.takewhile(self.goes_on, self.tasks(pages)))
            else:
                threads = workers or (LOCAL_WORKERS if executor is None and self.in_process() else None)
                records = run_bounded(
                    migrate_one, self.tasks(pages), executor=executor, workers=threads, should_stop=self.should_stop
                )
            for record in records:
                self.add(record)
        finally:
            self.result.seconds = time.perf_counter() - started
            self.finish()
        return self.result

    def plans_here(self) -> bool:
        """Whether the run is a plan over storage in this process (local files, memory) given no executor and no
        number of workers: then its tasks run one after the other in the calling thread. A plan writes nothing,
        so a signal may land anywhere in it; its reads come from the page cache, which threads would not overlap,
        and beside a thread listing and taking records in, each task ran ~50% longer in a worker thread (the
        handing back and forth of the interpreter's lock at every read): 0.13 s against 0.08 s of CPU for the
        bundled corpus over up-to-date outputs (``benchmarks/bench_plan.py``)."""
        options = self.options
        return options.dry_run and options.executor is None and options.workers is None and self.in_process()

    def in_process(self) -> bool:
        """Whether every store of the run lives in this process or on its machine (local files, memory)."""
        places = self.places
        return all(place.store.protocol in IN_PROCESS for place in (places.source, places.dest) if place is not None)

    def finish(self) -> None:
        """What a run writes when it ends: its totals, the report's last lines, the manifest."""
        result, options = self.result, self.options
        result.orphans.sort()
        unfinished = not self.walked or result.tally.objects < self.expected
        result.stopped_early = self.too_many_failures() and unfinished
        if options.stop is not None and unfinished:
            result.interrupted = options.stop()
        if self.sink is not None:
            self.sink.close()
        if self.places.manifest is not None:
            document = manifest_document(
                result.records if options.keep_records else self.for_manifest,
                path=self.path,
                target=result.target,
                manifest=self.places.manifest,
            )
            write_manifest(self.places.manifest, document, replace=options.replace_manifest)
        self.for_manifest.close()


def _head(pages: Iterator[CandidatePage]) -> tuple[list[CandidatePage], int, int | None]:
    """The pages read before anything starts (until :data:`LOOKAHEAD` candidates or
    :data:`LOOKAHEAD_SECONDS`, or all of them), the
    objects they listed, and the number of candidates when that is all of them (None otherwise): whether the
    path holds anything, where the run's base is, and for most trees the total, at the cost of a bounded
    wait before the first artifact."""
    head: list[CandidatePage] = []
    found = candidates = 0
    started = time.monotonic()
    for page in pages:
        head.append(page)
        found += page.found
        candidates += len(page.candidates)
        if candidates >= LOOKAHEAD or (candidates and time.monotonic() - started >= LOOKAHEAD_SECONDS):
            return head, found, None
    return head, found, candidates


def batch_size(total: int | None, slots: int) -> int:
    """Objects per task for a run of ``total`` objects (None: not known yet) on ``slots`` workers: at most
    :data:`TASK_BATCH`, and few enough that each worker gets :data:`BATCHES_PER_SLOT` batches."""
    if total is None:
        return TASK_BATCH
    return max(1, min(TASK_BATCH, math.ceil(total / (slots * BATCHES_PER_SLOT))))


def _batches(tasks: Iterator[Task], size: int, budget: int = TASK_BATCH_BYTES) -> Iterator[list[Task]]:
    """``tasks`` in lists of up to ``size`` consecutive ones of the same configuration, across folders (a bucket
    of one artifact per folder is not one task per artifact), closed early once the listed sizes of its
    objects reach ``budget`` bytes (a batch of large models does not keep one worker busy while the others
    wait)."""
    batch: list[Task] = []
    held = 0
    for task in tasks:
        if batch and (len(batch) >= size or held >= budget or batch[-1][2] is not task[2]):
            yield batch
            batch, held = [], 0
        batch.append(task)
        state = task[3]
        held += state.size if state is not None else 0
    if batch:
        yield batch


def _mirrored(
    mirror: Mirror | None, page: CandidatePage, config: MigrationConfig, orphans: list[str]
) -> tuple[dict[str, ObjectState], MigrationConfig]:
    """What the destination holds for ``page``'s candidates (by relative path), adding the orphans it shows
    to ``orphans``, and the configuration its tasks run with: one that asks each task to look for its own
    output when the destination could not be listed."""
    if mirror is None:
        return {}, config
    sources = {item.relative for item in page.candidates}
    if page.folder is None:
        held, found = mirror.whole(sources)
    else:
        held, found = mirror.folder(page.folder, sources, page.folders)
    orphans += found
    if held is None:
        return {}, dataclasses.replace(config, dest_listed=False)
    return held, config


def _preflight(places: _Places, base: str) -> None:
    """Before the first artifact: write and remove one small probe object where outputs (and backups kept
    under a prefix) go, so that a destination that cannot be written (permissions, a read-only file system
    or bucket, a missing bucket) fails the run with one message instead of once per artifact after each was
    upgraded. The probe is named as pt2-serde's temporaries are, which listings leave out."""
    places_written = [(places.dest.store, places.dest.path) if places.dest is not None else (places.source.store, base)]
    if places.backup is not None:
        places_written.append((places.backup.store, places.backup.path))
    for where, folder in places_written:
        probe = where.join(folder, f"{TEMP_PREFIX}{os.getpid()}-preflight{TEMP_SUFFIX}")
        try:
            where.write_bytes(probe, b"")
            where.delete(probe)
        except SerdeError as exc:
            raise UnwritableError(
                f"cannot write there ({exc.reason}); nothing was migrated: fix the permissions or the "
                "credentials, or choose another destination",
                source=where.url(folder),
            ) from None


def _exclusions(places: _Places, backup: str | None) -> Callable[[str], bool]:
    """A predicate for objects under the root that are not inputs: backups, and the report, the destination
    and the manifest when they lie on the same store, even when reached with other options (other credentials
    for the same bucket)."""
    source = places.source
    store = source.store
    prefixes: list[str] = []
    exact: set[str] = set()
    suffix = backup if backup and not backup.endswith("/") else None
    others = ((places.report, False), (places.dest, True), (places.manifest, False), (places.backup, True))
    for other, is_prefix in others:
        if other is None or not source.reaches(other):
            continue
        normal = store.strip(other.path).rstrip("/")
        if is_prefix:
            prefixes.append(normal + "/")
        else:
            exact.add(normal)

    def excluded(candidate: str) -> bool:
        normal = store.strip(candidate)
        return (
            normal in exact
            or any(normal.startswith(p) for p in prefixes)
            or (suffix is not None and normal.endswith(suffix))
        )

    return excluded
