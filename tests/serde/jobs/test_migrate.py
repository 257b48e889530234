"""serde.migrate on local disk and memory://: destinations, in place, plans, reports, re-runs, bad objects."""

from __future__ import annotations

import json
import shutil
import zipfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from artifact_trees import CORPUS, MIXED_RELEASES, populate
from click.testing import CliRunner
from project_paths import DATA

import serde
from backends import open_store
from serde.cli.commands import main
from serde.releases.profile import profile


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """44 artifacts of mixed torch releases under ``tmp_path/models``."""
    root = tmp_path / "models"
    populate(root, 44, MIXED_RELEASES)
    return root


NATIVE = [r for r in MIXED_RELEASES if profile(r).schema == serde.newest_version() and profile(r).layout.is_pt2]
"""The releases of the tree that write the target schema and layout: their artifacts are left as they are."""


def _native(name: str) -> bool:
    """Whether the artifact named ``name`` in the tree is written by a release in :data:`NATIVE`."""
    return any(f"-{release}-" in name for release in NATIVE)


def _to_migrate(tree: Path) -> int:
    """How many artifacts of the tree need converting."""
    return sum(1 for p in tree.rglob("*.pt2") if not _native(p.name))


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_migrate_to_destination_mirrors_paths_and_everything_loads(tree: Path, tmp_path: Path) -> None:
    dest = tmp_path / "out"
    before = _files(tree)
    report = serde.migrate(str(tree), dest=str(dest))
    assert report.ok and report.counts["migrated"] == 44
    assert _files(tree) == before, "sources are never modified when writing to a destination"
    assert sorted(_files(dest)) == sorted(before)
    for path in dest.rglob("*.pt2"):
        artifact = serde.load(str(path))
        assert artifact.version == serde.newest_version() and artifact.layout is serde.Layout.P2
    record = next(r for r in report.records if "2.1.2" in r.url)
    assert record.from_version == "1.0" and record.to_version == str(serde.newest_version())
    assert len(record.steps) == len(serde.known_versions()) - 1
    assert record.bytes_in > 0 and record.bytes_out > 0 and record.seconds > 0
    assert any(n["path"] == "$.dialect" for n in record.notes)


def test_in_place_with_backup_then_rerun_changes_nothing(tree: Path) -> None:
    originals = _files(tree)
    first = serde.migrate(str(tree), backup=".orig")
    assert first.ok
    assert any(_native(name) for name in originals), "no artifact at the target: nothing shows they are left alone"
    up_to_date = sum(1 for r in first.records if r.status == "skipped")
    assert up_to_date == sum(1 for name in originals if _native(name))
    for name, data in originals.items():
        backup = tree / (name + ".orig")
        assert (backup.read_bytes() == data) if backup.exists() else _native(name)
    migrated = _files(tree)
    second = serde.migrate(str(tree), backup=".orig")
    assert second.counts == {"migrated": 0, "copied": 0, "skipped": 44, "failed": 0, "refused": 0}
    assert _files(tree) == migrated


def test_outputs_are_deterministic(tree: Path, tmp_path: Path) -> None:
    serde.migrate(str(tree), dest=str(tmp_path / "a"))
    serde.migrate(str(tree), dest=str(tmp_path / "b"))
    assert _files(tmp_path / "a") == _files(tmp_path / "b")


def test_dry_run_equals_the_real_runs_plan(tree: Path) -> None:
    before = _files(tree)
    plan = serde.migrate(str(tree), dry_run=True)
    assert _files(tree) == before, "a dry run writes nothing"
    real = serde.migrate(str(tree))

    def outline(report: serde.MigrationReport) -> dict[str, tuple[object, ...]]:
        return {
            r.url: (r.status, r.from_version, r.to_version, tuple(r.steps), json.dumps(r.notes)) for r in report.records
        }

    assert outline(plan) == outline(real)
    assert all(r.dry_run for r in plan.records)


def test_report_lines_and_summary(tree: Path, tmp_path: Path) -> None:
    report_path = tmp_path / "reports" / "run.jsonl"
    result = serde.migrate(str(tree), dest=str(tmp_path / "out"), report=str(report_path))
    header, *lines = [json.loads(line) for line in report_path.read_text().splitlines()]
    assert header["format"] == "pt2-serde-report/1" and header["run"]["path"] == str(tree)
    assert len(lines) == 44 and {line["status"] for line in lines} == {"migrated"}
    assert set(lines[0]) >= {
        "url",
        "layout",
        "from",
        "to",
        "status",
        "steps",
        "notes",
        "error_type",
        "error",
        "bytes_in",
        "bytes_out",
        "seconds",
    }
    summary = result.summary()
    assert summary["artifacts"] == 44 and summary["migrated"] == 44 and summary["bytes_out"] > 0


def test_corrupt_too_new_and_foreign_objects_are_reported_and_the_rest_proceed(tree: Path) -> None:
    good = sorted(tree.rglob("*.pt2"))
    (tree / "broken.pt2").write_bytes(good[0].read_bytes()[:500])
    future = json.loads(serde.encode(serde.load(str(CORPUS / "2.13.0" / "mlp" / "model.pt2")).program))
    future["schema_version"] = {"major": 9, "minor": 1}
    (tree / "future.json").write_text(json.dumps(future))
    (tree / "notes.txt").write_text("not an artifact")
    report = serde.migrate(str(tree))
    by_name = {Path(r.url).name: r for r in report.records}
    assert by_name["broken.pt2"].status == "failed" and "truncated" in (by_name["broken.pt2"].error or "")
    assert by_name["future.json"].status == "refused" and "9.1" in (by_name["future.json"].error or "")
    assert by_name["notes.txt"].status == "skipped" and by_name["notes.txt"].error_type == "NotAnArtifact"
    assert report.counts["migrated"] + report.counts["skipped"] == 44 + 1
    assert not report.ok


def test_aoti_packages_are_skipped_and_every_program_of_a_package_pt2_archive_is_migrated(tmp_path: Path) -> None:
    tests = DATA
    root = tmp_path / "bucket"
    root.mkdir()
    shutil.copy(tests / "aoti" / "2.13.0.pt2", root / "compiled.pt2")
    shutil.copy(tests / "multi_program" / "2.8.0.pt2", root / "two.pt2")
    before = (root / "compiled.pt2").read_bytes()
    report = serde.migrate(str(root))
    by_name = {Path(r.url).name: r for r in report.records}
    assert by_name["compiled.pt2"].status == "skipped" and by_name["compiled.pt2"].error_type == "NotAnArtifact"
    assert "AOTInductor" in (by_name["compiled.pt2"].error or "")
    assert (root / "compiled.pt2").read_bytes() == before
    assert by_name["two.pt2"].status == "migrated" and report.ok
    migrated = serde.load(str(root / "two.pt2"))
    assert migrated.version == serde.newest_version()
    assert serde.detect_version(serde.decode(migrated.members["models/other.json"].read())) == serde.newest_version()
    assert "data/weights/other_weights_config.json" in migrated.members


def test_max_failures_stops_early(tmp_path: Path) -> None:
    root = tmp_path / "bad"
    for index in range(30):
        (root / f"{index:02d}").mkdir(parents=True)
        (root / f"{index:02d}" / "model.pt2").write_bytes(b"PK\x03\x04 truncated")
    report = serde.migrate(str(root), max_failures=3, workers=1)
    assert report.stopped_early and 3 <= report.counts["failed"] < 30


def test_stop_ends_the_run_cleanly_and_says_why(tree: Path, tmp_path: Path) -> None:
    """``stop`` (what the CLI's signal handler answers) is asked before each artifact is started."""
    finished: list[serde.MigrationRecord] = []
    before = _files(tree)
    report = serde.migrate(
        str(tree),
        dest=str(tmp_path / "out"),
        workers=2,
        progress=finished.append,
        stop=lambda: "SIGINT" if len(finished) >= 5 else None,
    )
    assert report.interrupted == "SIGINT" and not report.ok
    assert 5 <= len(report.records) < 44 and report.records == finished
    assert report.summary()["interrupted"] == "SIGINT"
    assert sorted(_files(tmp_path / "out")) == sorted(str(Path(r.url).relative_to(tree)) for r in finished)
    assert _files(tree) == before
    again = serde.migrate(str(tree), dest=str(tmp_path / "out"), stop=lambda: None)
    assert again.ok and again.interrupted is None and again.counts["migrated"] == 44 - len(finished)


def test_changed_underneath_is_never_overwritten(tmp_path: Path) -> None:
    """Between the listing and the write the object changes: the migration of it fails, the change stays."""
    source = CORPUS / "2.4.1" / "mlp" / "model.pt2"
    target = tmp_path / "m" / "model.pt2"
    target.parent.mkdir()
    target.write_bytes(source.read_bytes())
    store, path = open_store(str(target))
    listed = store.find_with_state(path)
    replacement = (CORPUS / "2.5.1" / "cond" / "model.pt2").read_bytes()
    target.write_bytes(replacement)
    from serde.jobs.task import MigrationConfig, migrate_one

    config = MigrationConfig(serde.newest_version(), str(tmp_path))
    record = migrate_one(str(target), "model.pt2", config, listed[0][1])
    assert record.status == "failed" and record.error_type == "ChangedUnderneath"
    assert target.read_bytes() == replacement


def test_msgpack_program_payloads_to_destination_and_in_place_refusal(tree: Path, tmp_path: Path) -> None:
    report = serde.migrate(str(tree), dest=str(tmp_path / "payloads"), format="msgpack")
    assert report.counts["migrated"] == 44
    sample = next((tmp_path / "payloads").rglob("*.pt2"))
    assert serde.load(str(sample)).program_format == "msgpack"
    assert all(
        any(note["step"] == "save" and note["kind"] == "dropped" for note in record.notes) for record in report.records
    ), "every record says which members the payload leaves out"
    in_place = serde.migrate(str(tree), format="msgpack")
    assert in_place.counts["refused"] == 44
    assert all("discard" in (r.error or "") for r in in_place.records)


def test_older_target_downgrades_newer_artifacts_or_refuses_with_reasons(tree: Path) -> None:
    report = serde.migrate(str(tree), to="2.6.0", dry_run=True)
    newer = [r for r in report.records if "-2.11.0-" in r.url or "-2.13.0-" in r.url]
    assert newer and all(r.status in ("migrated", "refused") for r in newer)
    for record in newer:
        if record.status == "migrated":
            assert record.steps[-1] == "8.7->8.2" and record.output_layout == "C4"
        else:
            assert record.error_type == "UpgradeRefusedError" and "lossy" in (record.error or "")
    lossy = serde.migrate(str(tree), to="2.6.0", dry_run=True, lossy=True)
    assert all(r.status == "migrated" for r in lossy.records if "-2.13.0-" in r.url)
    older = [r for r in report.records if "-2.1.2-" in r.url]
    assert older and all(r.status == "migrated" and r.steps[-1] == "7.3->8.2" for r in older)


def test_glob_and_single_file_paths(tree: Path, tmp_path: Path) -> None:
    report = serde.migrate(str(tree / "group0*" / "*2.4.1*"), dest=str(tmp_path / "g"))
    assert report.counts["migrated"] >= 1
    assert all(p.relative_to(tmp_path / "g").parts[0].startswith("group0") for p in (tmp_path / "g").rglob("*.pt2"))
    single = next(tree.rglob("*2.2.2*"))
    one = serde.migrate(str(single), dest=str(tmp_path / "one"))
    assert one.counts["migrated"] == 1 and (tmp_path / "one" / single.name).exists()


def test_memory_store_in_place(memory_bucket: str, tmp_path: Path) -> None:
    from artifact_trees import upload

    paths = populate(tmp_path / "src", 12)
    upload(paths, tmp_path / "src", memory_bucket, {})
    report = serde.migrate(memory_bucket)
    assert report.counts["migrated"] == 12
    assert serde.migrate(memory_bucket).counts["skipped"] == 12


def test_process_pool_executor(tree: Path, tmp_path: Path) -> None:
    with ProcessPoolExecutor(2) as pool:
        report = serde.migrate(str(tree), dest=str(tmp_path / "out"), executor=pool)
    assert report.counts["migrated"] == 44


@pytest.mark.torch
def test_verify_torch_loads_and_runs_outputs(tmp_path: Path) -> None:
    """Every output runs, on its example inputs (torch 2.4+ saves them) or on inputs made from its input
    specs (torch 2.1–2.3 saved none), and each record says which."""
    from serde.jobs.verify import RAN_ON_EXAMPLE_INPUTS, RAN_ON_SYNTHESISED_INPUTS, SCHEMA_ONLY

    root = tmp_path / "few"
    for release in ("2.1.2", "2.3.1", "2.4.1", "2.6.0"):
        shutil.copytree(CORPUS / release / "dynamic_batch", root / release / "dynamic_batch")
    report = serde.migrate(str(root / "**" / "*.pt2"), dest=str(tmp_path / "out"), verify="torch")
    assert report.counts["migrated"] == 4, [r.error for r in report.records]
    verified = {Path(r.url).parent.parent.name: r.verified for r in report.records}
    assert verified == {
        "2.1.2": RAN_ON_SYNTHESISED_INPUTS,
        "2.3.1": RAN_ON_SYNTHESISED_INPUTS,
        "2.4.1": RAN_ON_EXAMPLE_INPUTS,
        "2.6.0": RAN_ON_EXAMPLE_INPUTS,
    }
    schema_only = serde.migrate(str(root / "2.1.2"), dest=str(tmp_path / "out2"))
    assert [r.verified for r in schema_only.records if r.status == "migrated"] == [SCHEMA_ONLY]


@pytest.mark.torch
def test_verify_torch_fails_an_output_that_cannot_run_on_synthesised_inputs(tmp_path: Path) -> None:
    """Running is real (in the sandboxed child): a program whose operator cannot execute on the inputs its
    input specs describe is not published. Here the input is declared complex, which linear refuses with
    float weights."""
    import json
    import zipfile

    root = tmp_path / "one" / "mlp"
    root.mkdir(parents=True)
    source = CORPUS / "2.1.2" / "mlp" / "model.pt2"
    complex_float = serde.spec_for("1.0").enums["ScalarType"]["COMPLEXFLOAT"]
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(root / "model.pt2", "w") as new:
        for info in old.infolist():
            data = old.read(info.filename)
            if info.filename == "serialized_exported_program.json":
                program = json.loads(data)
                user_input = program["graph_module"]["signature"]["user_inputs"][0]
                program["graph_module"]["graph"]["tensor_values"][user_input]["meta"]["dtype"] = complex_float
                data = json.dumps(program).encode()
            new.writestr(info, data)
    report = serde.migrate(str(tmp_path / "one"), dest=str(tmp_path / "out"), verify="torch")
    record = next(r for r in report.records if r.url.endswith("model.pt2"))
    assert record.status == "failed" and record.error_type == "VerificationError", record
    assert "cannot load or run" in (record.error or "")
    assert not (tmp_path / "out" / "mlp" / "model.pt2").exists()


def test_stale_temporary_files_of_dead_writers_are_removed(tree: Path) -> None:
    stale = tree / "group00" / ".pt2-serde-999999999-abc.part"
    stale.write_bytes(b"half a zip")
    report = serde.migrate(str(tree), dry_run=True)
    assert not stale.exists()
    assert all(".part" not in r.url for r in report.records)


def test_cli_migrate_plan_json_and_exit_status(tree: Path, tmp_path: Path) -> None:
    runner = CliRunner()
    plan = runner.invoke(main, ["migrate", str(tree), "--plan", "--format", "json"])
    assert plan.exit_code == 0, plan.output
    expected = _to_migrate(tree)
    assert json.loads(plan.output)["migrated"] == expected
    (tree / "broken.pt2").write_bytes(b"PK\x03\x04")
    result = runner.invoke(main, ["migrate", str(tree), "--report", str(tmp_path / "r.jsonl"), "--yes"])
    assert result.exit_code == 1
    assert f"migrated {expected}" in result.output and "broken.pt2" in result.output
    with zipfile.ZipFile(next(tree.rglob("*2.1.2*.pt2"))) as archive:
        assert any(n.endswith("models/model.json") for n in archive.namelist())


def test_cli_plan_table_json_records_and_jsonl(tree: Path) -> None:
    runner = CliRunner()
    (tree / "notes.txt").write_text("not an artifact")
    table = runner.invoke(main, ["migrate", str(tree), "--plan"])
    assert table.exit_code == 0, table.output
    rows = [line for line in table.output.splitlines() if "->" in line and ".pt2" in line]
    assert len(rows) == 44 and any("step(s)" in r for r in rows) and any("already at the target" in r for r in rows)
    assert "notes.txt" not in "".join(rows) and "1 other object (not artifacts) left alone" in table.output
    as_json = json.loads(runner.invoke(main, ["migrate", str(tree), "--plan", "--format", "json"]).output)
    expected = _to_migrate(tree)
    assert as_json["migrated"] == expected and len(as_json["records"]) == expected
    assert all(r["status"] == "migrated" and r["steps"] for r in as_json["records"])
    lines = runner.invoke(main, ["migrate", str(tree), "--plan", "--format", "jsonl"]).output.splitlines()
    records = [json.loads(line) for line in lines[:-1]]
    assert len(records) == 45 and json.loads(lines[-1])["summary"]["artifacts"] == 44


def test_reports_are_appended_run_by_run_and_never_overwritten(tmp_path: Path) -> None:
    """A re-run keeps the audit trail: each run appends a header line naming it, then its records; a file that
    is not a pt2-serde report is refused before anything starts, and left as it was."""
    source = tmp_path / "src"
    shutil.copytree(CORPUS / "2.4.1" / "mlp", source / "mlp")
    report = tmp_path / "report.jsonl"
    for _ in range(2):
        serde.migrate(str(source), dest=str(tmp_path / "out"), report=str(report))
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    headers = [n for n, line in enumerate(lines) if line.get("format") == "pt2-serde-report/1"]
    assert headers == [0, 5]  # each run: its header, then a record for each of the folder's four files
    assert [lines[n]["run"]["path"] for n in headers] == [str(source)] * 2
    foreign = tmp_path / "notes.txt"
    foreign.write_text("my own notes\n")
    with pytest.raises(serde.UsageError, match="not a pt2-serde report"):
        serde.migrate(str(source), dest=str(tmp_path / "out"), report=str(foreign))
    assert foreign.read_text() == "my own notes\n"
