"""Dask as a cluster runs it: a scheduler and worker processes started on their own (``dask scheduler``,
``dask worker``), with an environment of their own that lacks the client's credentials. The run stops
before the first artifact with one message naming each worker and what it lacks; with the explicit
``forward_credentials`` it runs; non-artifacts are counted as they are locally."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import distributed
import pytest
from corpus_index import CORPUS

import serde

DASK = Path(sys.executable).with_name("dask")


@contextlib.contextmanager
def _cluster(tmp_path: Path, environment: dict[str, str], workers: int = 2) -> Iterator[str]:
    """A scheduler and ``workers`` worker processes on 127.0.0.1, in ``environment``; the scheduler's address."""
    scheduler_file = tmp_path / "scheduler.json"
    common = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL, "env": environment, "cwd": tmp_path}
    started = [
        subprocess.Popen(
            [
                str(DASK),
                "scheduler",
                "--host",
                "127.0.0.1",
                "--port",
                "0",
                "--no-dashboard",
                "--scheduler-file",
                str(scheduler_file),
            ],
            **common,  # type: ignore[call-overload]
        )
    ]
    try:
        deadline = time.monotonic() + 60
        while not scheduler_file.exists() and time.monotonic() < deadline:
            time.sleep(0.2)
        address = json.loads(scheduler_file.read_text())["address"]
        started.append(
            subprocess.Popen(
                [
                    str(DASK),
                    "worker",
                    address,
                    "--nworkers",
                    str(workers),
                    "--nthreads",
                    "1",
                    "--no-dashboard",
                    "--host",
                    "127.0.0.1",
                ],
                **common,  # type: ignore[call-overload]
            )
        )
        with distributed.Client(address, timeout=60) as client:
            client.wait_for_workers(workers, timeout=120)
        yield address
    finally:
        for process in reversed(started):
            process.terminate()
        for process in started:
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(timeout=30)
            if process.poll() is None:
                process.kill()


def _bare_environment() -> dict[str, str]:
    """This environment without any AWS credential or configuration (the test server's CA bundle kept, which is
    no credential): what a worker elsewhere has."""
    bare = {key: value for key, value in os.environ.items() if not key.startswith("AWS_") or key == "AWS_CA_BUNDLE"}
    bare["AWS_CONFIG_FILE"] = bare["AWS_SHARED_CREDENTIALS_FILE"] = "/nonexistent"
    bare["AWS_EC2_METADATA_DISABLED"] = "true"
    return bare


@pytest.mark.slow
def test_workers_without_credentials_stop_the_run_once_and_forwarding_is_explicit(
    s3_bucket: str, moto_endpoint: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    options = {"endpoint_url": moto_endpoint, "skip_instance_cache": True, "use_listings_cache": False}
    source = f"{s3_bucket}/cluster"
    keyed = {**options, "key": "testing", "secret": "testing"}
    for release in ("2.4.1", "2.9.1"):
        for name in ("model.pt2", "meta.json"):
            serde_store, base = serde_open(source, keyed)
            serde_store.write_bytes(
                serde_store.join(base, f"{release}/{name}"), (CORPUS / release / "mlp" / name).read_bytes()
            )
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    with _cluster(tmp_path, _bare_environment()) as address, distributed.Client(address) as client:
        with pytest.raises(serde.ClusterError) as refused:
            serde.migrate(source, dest=f"{s3_bucket}/mirror", executor=client, storage_options=options)
        message = str(refused.value)
        assert message.startswith("2 of 2 Dask worker(s) cannot do this run; nothing was started")
        assert message.count("worker tcp://127.0.0.1:") == 2 and "no S3 credentials found" in message
        assert "forward_credentials=True" in message
        store, base = serde_open(f"{s3_bucket}/mirror", keyed)
        assert not store.exists(base)  # nothing was written
        report = serde.migrate(
            source, dest=f"{s3_bucket}/mirror", executor=client, storage_options=options, forward_credentials=True
        )
        local = serde.migrate(source, dest=f"{s3_bucket}/local", storage_options=options)
    assert report.ok and report.counts == local.counts and report.counts["migrated"] == 2
    assert report.counts["copied"] == 2 == report.summary()["not_artifacts"] == local.summary()["not_artifacts"]


def serde_open(url: str, options: dict[str, object]) -> tuple[object, str]:
    from backends.store import open_store

    return open_store(url, **options)


def test_forwarding_credentials_without_dask_is_a_usage_error(tmp_path: Path) -> None:
    shutil.copytree(CORPUS / "2.4.1" / "mlp", tmp_path / "src")
    with pytest.raises(serde.UsageError, match="needs a Client"):
        serde.migrate(str(tmp_path / "src"), dest=str(tmp_path / "out"), forward_credentials=True)


def test_a_worker_with_another_pt2_serde_is_named_with_both_releases(tmp_path: Path) -> None:
    """``probe_workers`` reads what ``Client.run`` answers per worker; a worker on another release is named."""
    from serde.jobs.cluster import probe_workers, worker_probe
    from serde.jobs.provenance import tool

    shutil.copytree(CORPUS / "2.4.1" / "mlp", tmp_path / "src")

    class Answers:  # what Client.run returns: one answer per worker address
        def run(self, function: object, *arguments: object) -> dict[str, dict[str, object]]:
            here = worker_probe(*arguments)  # type: ignore[arg-type]
            return {"tcp://10.0.0.1:4000": here, "tcp://10.0.0.2:4000": {**here, "tool": "pt2-serde 0.0.1"}}

    with pytest.raises(serde.ClusterError) as refused:
        probe_workers(Answers(), str(tmp_path / "src"), {}, str(tmp_path / "out"), {})
    assert "1 of 2 Dask worker(s)" in str(refused.value)
    assert f"worker tcp://10.0.0.2:4000: runs pt2-serde 0.0.1 where the client runs {tool()}" in str(refused.value)
    assert not list((tmp_path / "out").glob("*")), "the probe removes what it wrote"


def test_batches_span_folders_and_close_at_their_byte_budget() -> None:
    """A bucket of one artifact per folder is not one Dask task per artifact; a batch of large objects is
    closed early, and tasks of another configuration (a folder whose destination could not be listed) start
    a batch of their own."""
    import dataclasses

    from backends.state import ObjectState
    from serde.jobs.runner import _batches
    from serde.jobs.task import MigrationConfig

    config = MigrationConfig(target=serde.SchemaVersion(8, 20), root="/r")
    other = dataclasses.replace(config, dest_listed=True)

    def task(folder: int, size: int, with_config: MigrationConfig = config) -> tuple[object, ...]:
        return (f"/r/f{folder}/model.pt2", f"f{folder}/model.pt2", with_config, ObjectState(size, None), None, None)

    small = [task(folder, 1000) for folder in range(70)]
    assert [len(batch) for batch in _batches(iter(small), 32)] == [32, 32, 6]  # type: ignore[arg-type]
    large = [task(folder, 100) for folder in range(10)]
    assert [len(batch) for batch in _batches(iter(large), 32, budget=300)] == [3, 3, 3, 1]  # type: ignore[arg-type]
    mixed = [task(0, 1), task(1, 1), task(2, 1, other), task(3, 1)]
    assert [len(batch) for batch in _batches(iter(mixed), 32)] == [2, 1, 1]  # type: ignore[arg-type]


def test_a_known_total_is_split_so_every_worker_gets_several_batches() -> None:
    """120 objects on two workers go out as eight batches of 15, not one of 120 (it would leave a worker idle for
    the whole run); a large or uncounted run keeps the full batch."""
    from serde.jobs.runner import BATCHES_PER_SLOT, TASK_BATCH, batch_size

    assert batch_size(120, 2) == 15 and 120 / batch_size(120, 2) == 2 * BATCHES_PER_SLOT
    assert batch_size(3, 8) == 1
    assert batch_size(1_000_000, 64) == TASK_BATCH
    assert batch_size(None, 2) == TASK_BATCH


def test_a_batch_travels_as_one_object_and_gives_its_items_back_in_order() -> None:
    """What goes to a worker and comes back is one :class:`Batch` each, not a list: it pickles as one object,
    iterates its items in order and reports their size to a worker's memory accounting."""
    import pickle
    import sys

    from serde.jobs.executors import Batch
    from serde.jobs.records import MigrationRecord
    from serde.jobs.task import migrate_batch

    records = [MigrationRecord(url=f"file:///x/{index}.pt2", to_version="8.20") for index in range(3)]
    shipped = pickle.loads(pickle.dumps(Batch(records)))
    assert not isinstance(shipped, list) and len(shipped) == 3
    assert [record.url for record in shipped] == [record.url for record in records]
    assert sys.getsizeof(shipped) >= sum(sys.getsizeof(record) for record in records)
    assert isinstance(migrate_batch(Batch([])), Batch) and len(migrate_batch(Batch([]))) == 0


def test_worker_slots_count_a_pools_processes_and_a_clients_threads() -> None:
    """The slots a batch size is computed for: a process pool's size (no process is started to learn it), a Dask
    client's worker threads, else the run's ``workers``."""
    import concurrent.futures

    from serde.jobs.executors import DEFAULT_WORKERS, worker_slots

    with concurrent.futures.ProcessPoolExecutor(3) as pool:
        assert worker_slots(pool, workers=16) == 3

    class Client:  # the two things is_dask_client and worker_slots read of a distributed.Client
        __module__ = "distributed.client"

        def gather(self) -> None:
            raise AssertionError("not called")

        def nthreads(self) -> dict[str, int]:
            return {"tcp://10.0.0.1:4000": 2, "tcp://10.0.0.2:4000": 4}

    assert worker_slots(Client()) == 6
    assert worker_slots(None, workers=5) == 5 and worker_slots(None) == DEFAULT_WORKERS
