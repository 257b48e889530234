"""A destination that cannot be written fails the run before the first artifact, with one message and exit
status 2 (nothing upgraded, nothing left behind); summaries count only bytes actually written."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS

import serde
from serde.cli.commands import main


def _tree(root: Path) -> Path:
    for release in ("2.4.1", "2.13.0"):
        (root / release).mkdir(parents=True)
        shutil.copy(CORPUS / release / "mlp" / "model.pt2", root / release / "model.pt2")
    return root


def test_destination_through_a_regular_file_fails_before_any_artifact(tmp_path: Path) -> None:
    tree = _tree(tmp_path / "src")
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the destination's folder should be")
    started: list[int] = []
    with pytest.raises(serde.UnwritableError, match="nothing was migrated"):
        serde.migrate(str(tree), dest=str(blocker / "out"), on_total=started.append)
    assert not started  # refused before the run reported its total, let alone started an artifact
    result = CliRunner().invoke(main, ["migrate", str(tree), "--dest", str(blocker / "out")])
    assert result.exit_code == 2 and result.output.count("cannot write there") == 1, result.output
    assert "migrated" not in result.output.replace("nothing was migrated", "")


def test_missing_bucket_fails_before_any_artifact(
    s3_bucket: str, s3_options: dict[str, object], tmp_path: Path
) -> None:
    tree = _tree(tmp_path / "src")
    missing = "s3://pt2-serde-no-such-bucket/out"
    with pytest.raises(serde.UnwritableError, match="pt2-serde-no-such-bucket"):
        serde.migrate(str(tree), dest=missing, storage_options=s3_options)
    serde.migrate(str(tree), dest=f"{s3_bucket}/out", storage_options=s3_options)
    from backends import open_store

    store, root = open_store(f"{s3_bucket}/out", **s3_options)
    assert not [p for p in store.find(root) if "preflight" in p]  # the probe is removed


def test_in_place_probe_leaves_nothing(tmp_path: Path) -> None:
    tree = _tree(tmp_path / "src")
    before = [str(p.relative_to(tree)) for p in tree.rglob("*")]
    assert serde.migrate(str(tree), backup=".orig").ok
    assert not [p for p in tree.rglob("*") if "preflight" in p.name]
    added = sorted(set(str(p.relative_to(tree)) for p in tree.rglob("*")) - set(before))
    assert added == ["2.4.1/model.pt2.orig", "2.4.1/model.pt2.orig.pt2-serde-backup.json"]  # 2.13.0 is at the target


def test_failed_writes_count_no_bytes(tmp_path: Path) -> None:
    tree = _tree(tmp_path / "src")
    dest = tmp_path / "out"
    (dest / "2.4.1" / "model.pt2").mkdir(parents=True)  # a folder where the output would go: that write fails
    report = serde.migrate(str(tree), dest=str(dest))
    failed = next(r for r in report.records if r.status == "failed")
    assert failed.error_type and failed.bytes_out == 0
    written = sum((dest / r.url.split("/src/")[1]).stat().st_size for r in report.records if r.status == "migrated")
    assert report.summary()["bytes_out"] == written > 0
    plan = serde.migrate(str(tree), dest=str(tmp_path / "planned"), dry_run=True)
    assert plan.summary()["bytes_out"] == 0  # a plan builds nothing: its outputs are built when migrating
