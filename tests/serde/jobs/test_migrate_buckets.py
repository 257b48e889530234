"""serde.migrate on real S3 (moto), GCS (fake-gcs-server) and Azure (Azurite) buckets with 1,000 mixed-version
artifacts: concurrent writers, a SIGKILLed run resumed, corrupt and too-new objects, plan equal to the run, Dask."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import distributed
import pytest
from artifact_trees import CORPUS, LEGACY_RELEASES, MIXED_RELEASES, populate, upload

import serde
from backends import open_store

COUNT = 1000
KILLED_COUNT = 400
"""The run killed mid-way: enough that it is killed after 100 records with most of the work still ahead (the
scale itself is the thousand-object test's)."""


@pytest.fixture(params=["s3", "gcs", "azure"])
def bucket(request: pytest.FixtureRequest) -> tuple[str, dict[str, object]]:
    """A fresh bucket URL and storage options on the S3, GCS or Azure test server."""
    return request.getfixturevalue(f"{request.param}_bucket"), request.getfixturevalue(f"{request.param}_options")


@pytest.fixture(params=["s3", "gcs"])
def large_bucket(request: pytest.FixtureRequest) -> tuple[str, dict[str, object]]:
    """The same, for the thousand-object run: two servers prove the scale (Azure's writes, conditions and
    listings are proven on it by every other test here and by the conformance suite, at a fifth of the
    time)."""
    return request.getfixturevalue(f"{request.param}_bucket"), request.getfixturevalue(f"{request.param}_options")


@pytest.mark.slow
def test_thousand_mixed_artifacts_with_bad_objects(large_bucket: tuple[str, dict[str, object]], tmp_path: Path) -> None:
    url, options = large_bucket
    paths = populate(tmp_path / "src", COUNT, MIXED_RELEASES)
    upload(paths, tmp_path / "src", f"{url}/models", options)
    store, base = open_store(f"{url}/models", **options)
    store.write_bytes(store.join(base, "bad/truncated.pt2"), paths[0].read_bytes()[:700])
    future = json.loads(serde.encode(serde.load(str(CORPUS / "2.13.0" / "mlp" / "model.pt2")).program))
    future["schema_version"] = {"major": 9, "minor": 0}
    store.write_bytes(store.join(base, "bad/future.json"), json.dumps(future).encode())

    plan = serde.migrate(f"{url}/models", dry_run=True, storage_options=options)
    real = serde.migrate(f"{url}/models", storage_options=options, report=f"{url}/reports/run.jsonl")

    def outline(report: serde.MigrationReport) -> dict[str, tuple[object, ...]]:
        return {r.url: (r.status, r.from_version, tuple(r.steps), json.dumps(r.notes)) for r in report.records}

    assert outline(plan) == outline(real)
    counts = real.counts
    assert counts["failed"] == 1 and counts["refused"] == 1
    assert counts["migrated"] + counts["skipped"] == COUNT
    assert counts["migrated"] > 0.8 * COUNT
    report_store, report_path = open_store(f"{url}/reports/run.jsonl", **options)
    lines = [json.loads(line) for line in report_store.read_bytes(report_path).decode().splitlines()]
    assert len(lines) == COUNT + 2 + 1 and lines[0]["format"] == "pt2-serde-report/1"  # the run's header first
    again = serde.migrate(f"{url}/models", storage_options=options)
    assert again.counts["migrated"] == 0 and again.counts["skipped"] == COUNT
    # The second run read, validated and judged every output: each is at the newest schema. The public
    # loader reads a sample of them too (every release's, since populate cycles through the sources).
    newest = str(serde.newest_version())
    assert {r.from_version for r in again.records if "/bad/" not in r.url} == {newest}
    for record in again.records[:: COUNT // 40]:
        if "/bad/" not in record.url:
            assert serde.load(record.url, **options).version == serde.newest_version()


@pytest.mark.slow
def test_concurrent_writer_is_never_overwritten(bucket: tuple[str, dict[str, object]], tmp_path: Path) -> None:
    """A writer keeps replacing some objects with a cond model while the job runs. Each replaced object must
    end up holding the writer's model (as written, or migrated from it), never a migration of the original."""
    url, options = bucket
    paths = populate(tmp_path / "src", 300, ("2.1.2", "2.4.1"))
    paths = [p for p in paths if "cond" not in p.name]
    urls = upload(paths, tmp_path / "src", f"{url}/live", options)
    hammered = urls[::7]
    replacement = (CORPUS / "2.5.1" / "cond" / "model.pt2").read_bytes()
    stop = threading.Event()

    def writer() -> None:
        while not stop.is_set():
            for target in hammered:
                store, path = open_store(target, **options)
                store.write_bytes(path, replacement)

    changed_underneath = 0
    for _ in range(3):
        thread = threading.Thread(target=writer)
        thread.start()
        try:
            report = serde.migrate(f"{url}/live", storage_options=options, workers=8)
        finally:
            stop.set()
            thread.join()
            stop.clear()
        changed_underneath += sum(1 for r in report.records if r.error_type == "ChangedUnderneath")
        for target in hammered:
            artifact = serde.load(target, **options)
            operators = json.dumps(artifact.program["graph_module"]["graph"]["nodes"])
            assert "higher_order.cond" in operators, f"{target}: the concurrent write was lost"
        if changed_underneath:
            break
    assert changed_underneath > 0, "the race was never observed; the test could not check refusals"


@pytest.mark.slow
def test_sigkill_mid_run_then_resume(s3_bucket: str, s3_options: dict[str, object], tmp_path: Path) -> None:
    paths = populate(tmp_path / "src", KILLED_COUNT, LEGACY_RELEASES)
    originals = {str(p.relative_to(tmp_path / "src")): p.read_bytes() for p in paths}
    upload(paths, tmp_path / "src", f"{s3_bucket}/kill", s3_options)
    report = tmp_path / "first.jsonl"
    command = [sys.executable, "-m", "serde", "migrate", f"{s3_bucket}/kill", "--report", str(report), "--workers", "4"]
    command.append("--yes")  # in place without a terminal to ask on
    for key, value in s3_options.items():
        command += ["--storage-option", f"{key}={json.dumps(value)}"]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=os.environ.copy())
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None:
        if report.exists() and len(report.read_text().splitlines()) >= 101:  # the run's header, 100 records
            break
        time.sleep(0.05)
    assert process.poll() is None, "the run finished before it could be killed"
    process.send_signal(signal.SIGKILL)
    process.wait()
    done_before = len(report.read_text().splitlines()) - 1  # the run's header line
    assert 100 <= done_before < KILLED_COUNT

    store, base = open_store(f"{s3_bucket}/kill", **s3_options)
    listed = store.find(base)
    assert len(listed) == KILLED_COUNT, "no extra or missing objects after the kill"
    migrated = 0
    for path in listed:
        relative = store.relative(base, path)
        data = store.read_bytes(path)
        if data == originals[relative]:
            continue
        artifact = serde.load(store.url(path), **s3_options)
        assert artifact.version == serde.newest_version(), f"{relative} is neither original nor migrated"
        migrated += 1
    assert migrated >= done_before - 8

    resumed = serde.migrate(f"{s3_bucket}/kill", storage_options=s3_options)
    assert resumed.ok
    assert resumed.counts["skipped"] == migrated and resumed.counts["migrated"] == KILLED_COUNT - migrated


@pytest.mark.slow
def test_sigkill_local_leaves_no_partial_files(tmp_path: Path) -> None:
    paths = populate(tmp_path / "src", 400)
    originals = {p: p.read_bytes() for p in paths}
    report = tmp_path / "first.jsonl"
    process = subprocess.Popen(
        [sys.executable, "-m", "serde", "migrate", str(tmp_path / "src"), "--report", str(report), "--yes"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None:
        if report.exists() and len(report.read_text().splitlines()) >= 50:
            break
        time.sleep(0.02)
    process.send_signal(signal.SIGKILL)
    process.wait()
    for path, data in originals.items():
        if path.read_bytes() != data:
            assert serde.load(str(path)).version == serde.newest_version()
    resumed = serde.migrate(str(tmp_path / "src"))
    assert resumed.ok and resumed.counts["migrated"] + resumed.counts["skipped"] == 400
    assert not [p for p in (tmp_path / "src").rglob("*") if p.name.startswith(".pt2-serde-")]


@pytest.mark.slow
def test_dask_local_cluster(s3_bucket: str, s3_options: dict[str, object], tmp_path: Path) -> None:
    paths = populate(tmp_path / "src", 60, MIXED_RELEASES)
    upload(paths, tmp_path / "src", f"{s3_bucket}/dask", s3_options)
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=2, processes=True, dashboard_address=None, host="127.0.0.1"
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        report = serde.migrate(f"{s3_bucket}/dask", executor=client, storage_options=s3_options)
    assert report.ok and report.counts["migrated"] + report.counts["skipped"] == 60
    assert serde.migrate(f"{s3_bucket}/dask", storage_options=s3_options).counts["skipped"] == 60
