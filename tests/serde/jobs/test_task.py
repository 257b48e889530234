"""A batch of tasks (``serde.jobs.task.migrate_batch``, what a Dask worker or a process runs): every object's
record, in the tasks' order, from objects migrated on ``BATCH_THREADS`` threads at once."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

import pytest

import serde.jobs.task as task_module
from serde.jobs.executors import Batch
from serde.jobs.records import MigrationRecord
from serde.jobs.task import BATCH_THREADS, migrate_batch


def test_a_batch_runs_its_objects_on_its_threads_and_keeps_their_order(monkeypatch: pytest.MonkeyPatch) -> None:
    lock, running, most, threads = threading.Lock(), [0], [0], set()

    def fake(url: str, *rest: Any) -> MigrationRecord:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
            threads.add(threading.get_ident())
        time.sleep(0.01 if url.endswith("0") else 0.001)  # the first of each ten finishes last
        with lock:
            running[0] -= 1
        return MigrationRecord(url=url, to_version="8.20")

    monkeypatch.setattr(task_module, "migrate_one", fake)
    urls = [f"file:///tree/{number}" for number in range(40)]
    records = migrate_batch(Batch([(url, url, None, None, None, None) for url in urls]))  # type: ignore[misc]
    assert [record.url for record in records] == urls
    assert most[0] == BATCH_THREADS == len(threads)


def test_a_batch_of_one_runs_in_the_calling_thread(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen: list[int] = []

    def fake(url: str, *rest: Any) -> MigrationRecord:
        seen.append(threading.get_ident())
        return MigrationRecord(url=url, to_version="8.20")

    monkeypatch.setattr(task_module, "migrate_one", fake)
    records = migrate_batch(Batch([("a", "a", None, None, None, None)]))  # type: ignore[misc]
    assert [record.url for record in records] == ["a"] and seen == [threading.get_ident()]
