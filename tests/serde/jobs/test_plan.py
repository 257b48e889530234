"""A plan is a plan: ``migrate --plan`` decides from the listing, the outputs' source records and each
artifact's chain, and never builds, verifies or writes an output."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS

import serde
import serde.jobs.convert as convert
from serde.cli.commands import main
from serde.jobs import copies


def _tree(root: Path) -> Path:
    for release in ("2.1.2", "2.4.1", "2.8.0"):
        (root / release).mkdir(parents=True)
        shutil.copy(CORPUS / release / "mlp" / "model.pt2", root / release / "model.pt2")
    (root / "2.8.0" / "refused.pt2").write_bytes((CORPUS / "2.13.0" / "dynamic_batch" / "model.pt2").read_bytes())
    return root


def test_a_plan_builds_no_output_and_agrees_with_the_migration(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tree = _tree(tmp_path / "src")

    def never(*args: object, **kwargs: object) -> object:
        raise AssertionError("a plan built an output")

    with monkeypatch.context() as patched:
        patched.setattr(convert, "build_verified", never)
        plan = serde.migrate(str(tree), dest=str(tmp_path / "planned"), dry_run=True, to="5.3", workers=1)
    assert not (tmp_path / "planned").exists()
    run = serde.migrate(str(tree), dest=str(tmp_path / "out"), to="5.3", workers=1)
    planned = {Path(r.url).relative_to(tree): (r.status, r.steps, r.output_layout) for r in plan.records}
    done = {Path(r.url).relative_to(tree): (r.status, r.steps, r.output_layout) for r in run.records}
    assert planned == done
    assert {status for status, _, _ in done.values()} >= {"migrated", "refused"}
    assert all(r.output_sha256 is None and r.bytes_out == 0 for r in plan.records)


def test_a_plan_of_outputs_up_to_date_reads_no_artifact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Once the destination holds up-to-date outputs, a plan decides every artifact from the listing and the
    source records, without reading one."""
    tree = _tree(tmp_path / "src")
    (tree / "2.8.0" / "refused.pt2").unlink()
    assert serde.migrate(str(tree), dest=str(tmp_path / "out"), workers=1).ok
    import serde.jobs.task as task

    def never(*args: object, **kwargs: object) -> object:
        raise AssertionError("an artifact was read")

    monkeypatch.setattr(task, "read_from_store", never)
    plan = serde.migrate(str(tree), dest=str(tmp_path / "out"), dry_run=True, workers=1)
    assert plan.ok and plan.summary()["up_to_date"] == 3


def test_the_plan_says_how_it_decided(tmp_path: Path) -> None:
    tree = _tree(tmp_path / "src")
    shown = CliRunner().invoke(main, ["migrate", str(tree), "--dest", str(tmp_path / "p"), "--plan", "--to", "2.4.1"])
    assert "step(s) run" in shown.output and "outputs built and verified when migrating" in shown.output
    assert "decided from the listing and the outputs' source records" in shown.output


def test_a_plan_judges_an_up_to_date_copy_from_the_listing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file copied beside the artifacts (a torch.save zip, the same size at the output path) is read once, as
    a source, never opened at the destination; the verdicts stay the migration's."""
    tree = _tree(tmp_path / "src")
    (tree / "2.8.0" / "refused.pt2").unlink()
    shutil.copy(CORPUS / "2.4.1" / "mlp" / "inputs.pt", tree / "2.4.1" / "inputs.pt")
    assert serde.migrate(str(tree), dest=str(tmp_path / "out"), workers=1).ok
    import serde.jobs.task as task

    opened: list[str] = []
    real = task.read_source_record

    def counted(store: object, path: str, state: object) -> object:
        opened.append(path)
        return real(store, path, state)  # type: ignore[arg-type]

    monkeypatch.setattr(task, "read_source_record", counted)
    plan = serde.migrate(str(tree), dest=str(tmp_path / "out"), dry_run=True, workers=1)
    assert plan.ok and plan.summary()["up_to_date"] == 3
    assert {Path(r.url).name: r.reason for r in plan.records}["inputs.pt"] == copies.UP_TO_DATE
    assert sorted(Path(p).name for p in opened) == ["model.pt2"] * 3


def test_a_verbatim_copy_of_an_artifact_at_the_output_path_is_migrated(tmp_path: Path) -> None:
    """An output path holding the source's own bytes (the same size, no source record) is stale: the artifact,
    read first because it looks copied, is migrated over it, as when the output path held anything else."""
    tree = _tree(tmp_path / "src")
    (tree / "2.8.0" / "refused.pt2").unlink()
    shutil.copytree(tree, tmp_path / "out")
    run = serde.migrate(str(tree), dest=str(tmp_path / "out"), workers=1)
    assert run.ok and {r.status for r in run.records} == {"migrated"}
    for record in run.records:
        assert (tmp_path / "out" / Path(record.url).relative_to(tree)).read_bytes() != Path(record.url).read_bytes()


def _threads_seen(tree: Path, dest: Path, **options: object) -> set[str]:
    """The names of the threads alive while each record of a run over ``tree`` came in."""
    seen: set[str] = set()
    report = serde.migrate(
        str(tree), dest=str(dest), progress=lambda record: seen.update(t.name for t in threading.enumerate()), **options
    )
    assert report.ok, report.summary()
    return seen


def test_a_plan_over_local_files_runs_in_the_calling_thread_unless_workers_are_named(tmp_path: Path) -> None:
    """A plan writes nothing and reads from the page cache: it runs without worker threads, whose handing of the
    interpreter's lock back and forth cost more than the plan's own work; ``workers`` named, or a migration, still
    gets them."""
    tree = _tree(tmp_path / "src")
    (tree / "2.8.0" / "refused.pt2").unlink()
    before = {thread.name for thread in threading.enumerate()}
    assert _threads_seen(tree, tmp_path / "planned", dry_run=True) <= before
    pool = "pt2-serde-worker-"
    assert any(name.startswith(pool) for name in _threads_seen(tree, tmp_path / "p2", dry_run=True, workers=2))
    assert any(name.startswith(pool) for name in _threads_seen(tree, tmp_path / "out"))
    assert _threads_seen(tree, tmp_path / "out", dry_run=True) <= before  # over up-to-date outputs too


def test_a_migration_over_local_files_runs_one_thread_per_core_unless_workers_are_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Over local storage more threads than cores only contend for the interpreter's lock: the default is
    :data:`serde.jobs.runner.LOCAL_WORKERS`; ``workers`` named still wins."""
    from serde.jobs import runner

    tree = _tree(tmp_path / "src")
    (tree / "2.8.0" / "refused.pt2").unlink()
    monkeypatch.setattr(runner, "LOCAL_WORKERS", 3)
    pool = "pt2-serde-worker-"

    def workers(seen: set[str]) -> int:
        return sum(name.startswith(pool) for name in seen)

    assert workers(_threads_seen(tree, tmp_path / "out")) == 3
    assert workers(_threads_seen(tree, tmp_path / "again", workers=5)) == 5
