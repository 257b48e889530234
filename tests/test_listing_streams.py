"""``migrate`` walks its path one folder at a time: work starts before the listing ends, the total is heard
when it is known, a report that keeps no records says the same, and per-folder checks still refuse early."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from artifact_trees import CORPUS

import serde
import serde.jobs.runner as runner
from backends.listing import Page
from backends.store import Store

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
    with pytest.raises(serde.NotFoundError, match="holds no object"):
        serde.migrate(str(root / "empty0"), dry_run=True)


def test_dask_tasks_are_batches_of_one_folder() -> None:
    config = serde.jobs.task.MigrationConfig(target=serde.newest_version(), root="/r")
    other = serde.jobs.task.MigrationConfig(target=serde.newest_version(), root="/r", dest_listed=True)
    tasks = [(f"/r/a/{i}", f"a/{i}", config, None, None) for i in range(5)]
    tasks += [
        ("/r/b/0", "b/0", config, None, None),
        ("/r/b/1", "b/1", other, None, None),
        ("/r/top", "top", config, None, None),
    ]
    batches = [[task[1] for task in batch] for batch in runner._batches(iter(tasks), 2)]  # type: ignore[arg-type]
    assert batches == [["a/0", "a/1"], ["a/2", "a/3"], ["a/4"], ["b/0"], ["b/1"], ["top"]]
