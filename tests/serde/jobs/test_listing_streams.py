"""``migrate`` over buckets of millions: it walks its path one folder at a time (work starts before the
listing ends, the total is heard when it is known, per-folder checks still refuse early), a report that
keeps no records says the same, Dask gets batches, and a remote report is spooled."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from artifact_trees import CORPUS

import serde
import serde.jobs.records as records
import serde.jobs.runner as runner
from backends.listing import Page
from backends.store import Location, Store

MLP = CORPUS / "2.4.1" / "mlp" / "model.pt2"


def _tree(root: Path, folders: int = 6, per_folder: int = 3) -> Path:
    """``folders`` folders of ``per_folder`` small objects that are not artifacts, and one artifact in the
    first and the last folder."""
    for index in range(folders):
        folder = root / f"f{index:02d}"
        folder.mkdir(parents=True)
        for number in range(per_folder):
            (folder / f"note{number}.txt").write_text(f"{index}/{number}")
    shutil.copy(MLP, root / "f00" / "model.pt2")
    shutil.copy(MLP, root / f"f{folders - 1:02d}" / "model.pt2")
    return root


@pytest.fixture
def events(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What happened, in order: each page the store lists (``page <folder>``), each record (``record``), and
    the total (``total <n>``)."""
    happened: list[str] = []
    original = Store.pages

    def pages(self: Store, path: str, **kwargs: Any) -> Iterator[Page]:
        for page in original(self, path, **kwargs):
            happened.append(f"page {page.folder.rsplit('/', 1)[-1]}")
            yield page

    monkeypatch.setattr(Store, "pages", pages)
    monkeypatch.setattr(runner, "LOOKAHEAD", 2)
    return happened


def test_work_starts_before_the_listing_ends(tmp_path: Path, events: list[str]) -> None:
    root = _tree(tmp_path / "models")
    result = serde.migrate(
        str(root),
        dest=str(tmp_path / "out"),
        workers=1,
        progress=lambda record: events.append("record"),
        on_total=lambda total: events.append(f"total {total}"),
    )
    assert result.ok and result.summary()["objects"] == 20
    assert events.index("record") < events.index("page f05")  # the first record came before the last folder
    assert events.count("total 20") == 1 and events.count("record") == 20  # heard once the listing ended
    assert events.index("total 20") > events.index("page f05")


def test_in_place_run_lists_first_and_hears_the_total_before_anything_starts(tmp_path: Path, events: list[str]) -> None:
    root = _tree(tmp_path / "models")
    serde.migrate(
        str(root),
        backup=".orig",
        workers=1,
        progress=lambda record: events.append("record"),
        on_total=lambda total: events.append(f"total {total}"),
    )
    assert events.index("total 20") < events.index("record")
    assert events.index("page f05") < events.index("total 20")  # the whole listing, once, before the question
    assert (root / "f05" / "model.pt2.orig").exists()


def test_a_report_without_records_says_the_same(tmp_path: Path, events: list[str]) -> None:
    root = _tree(tmp_path / "models")
    (root / "f03" / "broken.pt2").write_bytes(b"PK\x03\x04 truncated")
    kept = serde.migrate(str(root), dry_run=True, workers=1)
    counted = serde.migrate(str(root), dry_run=True, workers=1, keep_records=False)
    assert counted.records == [] and len(kept.records) == 21
    assert {**counted.summary(), "seconds": 0, "artifacts_per_second": 0} == {
        **kept.summary(),
        "seconds": 0,
        "artifacts_per_second": 0,
    }
    layouts = {r.output_layout for r in kept.records if r.output_layout and r.status != "failed"}
    assert counted.tally.output_layouts == layouts == {"P2"} and not counted.ok


def test_a_taken_backup_name_in_a_later_folder_refuses_before_anything_is_written(
    tmp_path: Path, events: list[str]
) -> None:
    root = _tree(tmp_path / "models")
    (root / "f05" / "model.pt2.orig").write_bytes(b"someone's own file")
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    with pytest.raises(serde.UsageError, match="f05/model.pt2.orig"):
        serde.migrate(str(root), backup=".orig", workers=1, progress=lambda record: events.append("record"))
    assert "record" not in events
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == before


def test_first_folders_without_candidates_still_find_the_rest(tmp_path: Path, events: list[str]) -> None:
    root = tmp_path / "models"
    for index in range(4):
        (root / f"empty{index}" / "deeper").mkdir(parents=True)
    (root / "z").mkdir()
    shutil.copy(MLP, root / "z" / "model.pt2")
    result = serde.migrate(str(root), dry_run=True)
    assert [r.url.rsplit("/", 2)[-2:] for r in result.records] == [["z", "model.pt2"]]
    with pytest.raises(serde.EmptyTreeError, match="an empty folder"):
        serde.migrate(str(root / "empty0" / "deeper"), dry_run=True)
    with pytest.raises(serde.NotFoundError, match="does not exist"):
        serde.migrate(str(root / "nowhere"), dry_run=True)


def test_dask_tasks_are_batches_across_folders_of_one_configuration() -> None:
    config = serde.jobs.task.MigrationConfig(target=serde.newest_version(), root="/r")
    other = serde.jobs.task.MigrationConfig(target=serde.newest_version(), root="/r", dest_listed=True)
    tasks = [(f"/r/a/{i}", f"a/{i}", config, None, None) for i in range(5)]
    tasks += [
        ("/r/b/0", "b/0", config, None, None),
        ("/r/b/1", "b/1", other, None, None),
        ("/r/top", "top", config, None, None),
    ]
    batches = [[task[1] for task in batch] for batch in runner._batches(iter(tasks), 2)]  # type: ignore[arg-type]
    assert batches == [["a/0", "a/1"], ["a/2", "a/3"], ["a/4", "b/0"], ["b/1"], ["top"]]


def test_a_remote_report_is_spooled_and_uploaded_less_often_as_it_grows(monkeypatch: pytest.MonkeyPatch) -> None:
    """A report on an object store is rewritten whole at each upload: the lines wait in a local spool (not in
    memory), and the pause after an upload is ten times what it took, so a report of millions of lines does
    not spend the run re-sending itself."""
    clock = [1000.0]
    monkeypatch.setattr(records.time, "monotonic", lambda: clock[0])
    url = "memory://reports-spooled/run.jsonl"
    sink = records.ReportSink(Location.open(url), {"path": "x"})
    store, path = sink.store, sink.path
    original = store.writer

    def slow_writer(*args: Any, **kwargs: Any) -> Any:
        clock[0] += 5.0  # each upload takes five seconds
        return original(*args, **kwargs)

    monkeypatch.setattr(store, "writer", slow_writer)
    sink.write(records.MigrationRecord(url="a"))  # the first write uploads at once
    assert sink.pause == 50.0 and store.read_bytes(path).count(b"\n") == 2
    clock[0] += 49.0
    sink.write(records.MigrationRecord(url="b"))  # within the pause: spooled only
    assert store.read_bytes(path).count(b"\n") == 2
    clock[0] += 2.0
    sink.write(records.MigrationRecord(url="c"))
    assert store.read_bytes(path).count(b"\n") == 4
    sink.write(records.MigrationRecord(url="d"))
    sink.close()
    lines = store.read_bytes(path).decode().splitlines()
    assert [json.loads(line).get("url") for line in lines] == [None, "a", "b", "c", "d"]
    again = records.ReportSink(Location.open(url), {"path": "y"})  # a second run appends to it
    again.write(records.MigrationRecord(url="e"))
    again.close()
    assert store.read_bytes(path).decode().splitlines()[:5] == lines and store.read_bytes(path).count(b"\n") == 7
