"""Backups written by a pt2-serde from before verifiable markers (a marker holding only ``backup_of`` and
``created``) are never rewritten or mirrored, and never silently hidden: every run reports them as left as
they are, and a run keeping backups with the same suffix still works (the next free numbered name)."""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

from click.testing import CliRunner
from corpus_index import CORPUS

import serde
from serde.cli.commands import main

OLD = CORPUS / "2.4.1" / "mlp" / "model.pt2"


def _tree(root: Path) -> Path:
    root.mkdir()
    shutil.copy(OLD, root / "model.pt2")
    shutil.copy(OLD, root / "model.pt2.orig")  # an earlier run's backup
    legacy = {"backup_of": str(root / "model.pt2"), "created": "2026-10-01T10:00:00Z"}
    (root / "model.pt2.orig.pt2-serde-backup.json").write_text(json.dumps(legacy))
    return root


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_in_place_run_leaves_a_legacy_backup_as_it_is_and_says_so(tmp_path: Path) -> None:
    tree = _tree(tmp_path / "tree")
    before = _digest(tree / "model.pt2.orig")
    report = serde.migrate(str(tree))
    by_name = {Path(r.url).name: r for r in report.records}
    assert by_name["model.pt2"].status == "migrated"
    kept = by_name["model.pt2.orig"]
    assert kept.status == "skipped" and kept.error_type == "LegacyBackup" and "never rewritten" in (kept.reason or "")
    assert _digest(tree / "model.pt2.orig") == before
    summary = report.summary()
    assert summary["left_as_is"] == 1 and summary["up_to_date"] == 0 and report.ok
    text = CliRunner().invoke(main, ["migrate", str(tree), "--yes"]).output
    assert "left as they are 1" in text and "model.pt2.orig: a backup an earlier pt2-serde wrote" in text
    assert _digest(tree / "model.pt2.orig") == before


def test_same_suffix_takes_the_next_free_name_and_mirrors_leave_legacy_backups_out(tmp_path: Path) -> None:
    tree = _tree(tmp_path / "tree")
    before = _digest(tree / "model.pt2.orig")
    original = _digest(tree / "model.pt2")
    report = serde.migrate(str(tree), backup=".orig")
    assert report.ok
    assert _digest(tree / "model.pt2.orig") == before and _digest(tree / "model.pt2.orig.1") == original
    mirror = serde.migrate(str(tree), dest=str(tmp_path / "mirror"))
    assert not (tmp_path / "mirror" / "model.pt2.orig").exists()
    assert any(r.error_type == "LegacyBackup" for r in mirror.records)


def test_only_the_exact_legacy_form_counts(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    tree.mkdir()
    shutil.copy(OLD, tree / "a.pt2")
    (tree / "a.pt2.pt2-serde-backup.json").write_text(json.dumps({"backup_of": "x", "created": "y", "more": 1}))
    (tree / "b.pt2.pt2-serde-backup.json").write_text(json.dumps({"backup_of": "x", "created": "y"}))  # names nothing
    report = serde.migrate(str(tree), dest=str(tmp_path / "out"))
    assert {r.error_type for r in report.records if Path(r.url).name == "a.pt2"} == {None}  # an ordinary input
    assert not [r for r in report.records if r.error_type == "LegacyBackup"]
