"""Scheduler overhead of a Dask run, extrapolated to a bucket of a million artifacts (issue #82, item 3).

Run: ``python benchmarks/bench_scheduler_overhead.py [--workers 2] [--tasks 400] [--batch 32]``. It measures
two figures on this machine and multiplies them out:

- the work of one artifact: the bundled corpus migrated on one thread in this process without its sidecar
  files (``artifacts_only``: a bucket of artifacts), its CPU seconds (``time.process_time``) divided by the
  artifacts it holds;
- the cost of one task on a real cluster (a ``dask scheduler`` and ``dask worker`` processes, as in
  ``bench_dask_cluster.py``): ``--tasks`` tasks sent through the runner's own path (``run_bounded``, the
  window it keeps in flight, ``as_completed``) that carry what a real task carries (a batch of
  :data:`serde.jobs.runner.TASK_BATCH` task tuples with the run's configuration, and the records of a real
  run back) and do nothing else. Their wall time times the
  number of workers is the worker time lost to the scheduler, the transport and serialization (pessimistic:
  it counts the client's and the scheduler's time as if every worker waited for it). The client's own cost
  of taking a record in (totals, spooled records) is measured on its own: it is serial, so it bounds the
  run's speed whatever the cluster's size.

A million artifacts are ``ceil(1e6 / batch)`` tasks. The overhead is printed as a share of the million
artifacts' work; the goal of #82 is at most 5%.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import distributed
from bench_dask_cluster import CORPUS, cluster

import serde
from backends.state import ObjectState
from serde.jobs.executors import Batch, run_bounded
from serde.jobs.records import MigrationRecord, MigrationReport
from serde.jobs.runner import TASK_BATCH
from serde.jobs.task import MigrationConfig, Task
from serde.schema.versions import SchemaVersion

MILLION = 1_000_000
GOAL = 0.05


def echo(batch: Batch[Task], records: Batch[MigrationRecord]) -> Batch[MigrationRecord]:
    """A task that does no work: it takes a real batch's arguments and gives back a real batch's records, as
    :func:`serde.jobs.task.migrate_batch` does (the records go in too, one object more)."""
    return records if len(batch) else Batch([])


def real_batch(report: MigrationReport, dest: str, size: int) -> tuple[list[Task], list[MigrationRecord]]:
    """``size`` task tuples shaped as the runner makes them (one per artifact of the corpus run, taken in turn,
    its configuration shared) and the records that run made for the same artifacts."""
    migrated = [record for record in report.records if record.status == "migrated"]
    records = [migrated[index % len(migrated)] for index in range(size)]
    config = MigrationConfig(target=SchemaVersion.parse(report.target), root=CORPUS.as_uri(), dest=dest)
    tasks: list[Task] = []
    for record in records:
        local = Path(record.url.removeprefix("file://"))
        stat = local.stat()
        state = ObjectState(size=stat.st_size, token=(stat.st_mtime_ns, stat.st_size, stat.st_ino))
        tasks.append((record.url, str(local.relative_to(CORPUS)), config, state, None, None))
    return tasks, records


def record_intake(records: list[MigrationRecord], total: int) -> float:
    """Seconds the client takes to take ``total`` records in (a report that keeps them, on disk)."""
    report = MigrationReport(path=str(CORPUS), target="8.20", dry_run=False)
    started = time.perf_counter()
    for index in range(total):
        report.add(records[index % len(records)])
    seconds = time.perf_counter() - started
    report.records.close()
    return seconds


def main() -> int:
    """Measure, extrapolate, print; exit status 1 when the overhead misses the goal."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--tasks", type=int, default=400)
    parser.add_argument("--batch", type=int, default=TASK_BATCH, help="objects per task (the runner's by default)")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        serde.migrate(str(CORPUS), dest=str(folder / "warm"), workers=1, artifacts_only=True)  # imports, caches
        cpu = time.process_time()
        alone = serde.migrate(str(CORPUS), dest=str(folder / "one-thread"), workers=1, artifacts_only=True)
        cpu = time.process_time() - cpu
        artifacts = alone.summary()["artifacts"]
        per_artifact = cpu / artifacts
        batch, records = real_batch(alone, str(folder / "unused"), options.batch)
        with cluster(folder, options.workers) as address, distributed.Client(address) as client:
            client.wait_for_workers(options.workers, timeout=120)
            arguments: list[tuple[Any, ...]] = [(Batch(batch), Batch(records))] * options.tasks
            for _ in run_bounded(echo, arguments[: options.workers * 8], executor=client):  # warm the workers
                pass
            started = time.perf_counter()
            returned = sum(len(done) for done in run_bounded(echo, arguments, executor=client))
            seconds = time.perf_counter() - started
        assert returned == options.tasks * len(records), returned
    per_task = seconds * options.workers / options.tasks
    intake = record_intake(records, 50_000) / 50_000
    tasks = math.ceil(MILLION / options.batch)
    work = MILLION * per_artifact
    overhead = tasks * per_task
    share = overhead / work
    print(
        f"work: {per_artifact * 1e3:.1f} ms of CPU per artifact ({cpu:.2f} s for the {artifacts} bundled artifacts "
        f"on one thread, pid {os.getpid()})"
    )
    print(
        f"one task ({len(batch)} artifacts in, {len(records)} records out, no work): {per_task * 1e3:.2f} ms of "
        f"worker time ({options.tasks} tasks in {seconds:.2f} s on {options.workers} workers)"
    )
    print(
        f"1M artifacts: {tasks} tasks of {options.batch}; scheduler overhead {overhead / 3600:.2f} worker-hours "
        f"against {work / 3600:.1f} worker-hours of work: {share:.2%} (goal of #82: <= {GOAL:.0%}) "
        f"{'ok' if share <= GOAL else 'MISSED'}"
    )
    print(
        f"the client takes a record in in {intake * 1e6:.1f} us: {MILLION * intake / 60:.1f} min for 1M, serial "
        f"({MILLION * intake / work * options.workers:.2%} of the run's wall time on {options.workers} workers)"
    )
    return 0 if share <= GOAL else 1


if __name__ == "__main__":
    sys.exit(main())
