"""A default ``serde.migrate`` keeps its records on disk: memory per record is its offset, not the record."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

from project_paths import DATA

import serde
from serde.jobs.records import SPOOL_IN_MEMORY, MigrationRecord, SpooledRecords, Status


def _record(index: int) -> MigrationRecord:
    return MigrationRecord(
        url=f"s3://bucket/models/{index:08d}/model.pt2",
        status=Status.MIGRATED,
        output=f"s3://mirror/models/{index:08d}/model.pt2",
        from_version="5.3",
        to_version="8.20",
        steps=[f"{a}->{b}" for a, b in (("5.3", "7.3"), ("7.3", "8.2"), ("8.2", "8.7"), ("8.7", "8.20"))],
        notes=[{"step": "8.7->8.20", "path": "$.nodes[0]", "what": "x" * 200}],
        input_sha256="ab" * 32,
        output_sha256="cd" * 32,
        tool="pt2-serde 0.1.0",
    )


def test_spooled_records_hold_a_few_bytes_per_record_and_read_back_the_same() -> None:
    records = SpooledRecords()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    for index in range(20_000):
        records.append(_record(index))
    grown = sum(stat.size_diff for stat in tracemalloc.take_snapshot().compare_to(before, "filename"))
    grown -= SPOOL_IN_MEMORY  # the spool holds its first MiB in memory, then moves to disk
    tracemalloc.stop()
    assert grown < 20_000 * 64, f"{grown / 20_000:.0f} bytes per record (a kept record is about 1.5 KB)"
    assert len(records) == 20_000 and records[12_345] == _record(12_345) and records[-1] == _record(19_999)
    assert records[:3] == [_record(0), _record(1), _record(2)] and list(records)[7] == _record(7)
    records.close()
    assert len(records) == 0 and records == []


def test_a_default_migration_reports_spooled_records_that_equal_what_progress_heard(tmp_path: Path) -> None:
    source = DATA / "corpus" / "2.4.1" / "mlp"
    heard: list[MigrationRecord] = []
    report = serde.migrate(str(source), dest=str(tmp_path / "out"), progress=heard.append)
    assert isinstance(report.records, SpooledRecords) and len(heard) == 4
    assert sorted(report.records, key=lambda r: r.url) == sorted(heard, key=lambda r: r.url)
    assert report.counts["migrated"] == 1 and report.counts["copied"] == 3
