"""What ``migrate`` prints per object: a failure once, a refusal as a list ending in a remedy that works, and
under ``-v`` a line for every object."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS

from serde.cli.commands import main


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "models"
    shutil.copytree(CORPUS / "2.13.0" / "mlp", root / "mlp")
    (root / "broken.pt2").write_bytes(b"PK\x03\x04 truncated")
    return root


def test_a_failure_is_printed_once(tree: Path, tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["migrate", str(tree), "--dest", str(tmp_path / "out")])
    assert result.exit_code == 1
    assert result.output.count(str(tree / "broken.pt2")) == 1, result.output
    assert "1 failed or refused: each is printed above, once" in result.stdout


@pytest.mark.torch
def test_a_refusal_is_a_list_whose_remedy_works(tree: Path, tmp_path: Path) -> None:
    (tree / "broken.pt2").unlink()
    refused = CliRunner().invoke(main, ["migrate", str(tree), "--dest", str(tmp_path / "out"), "--to", "2.4.1"])
    assert refused.exit_code == 1
    lines = refused.stderr.splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("refused "))
    assert lines[head].endswith("1 item(s):") and lines[head + 1].startswith("    - $.verifiers[0]: a TRAINING")
    assert lines[head + 2].strip() == "pass --decompose to carry every item above"
    fixed = CliRunner().invoke(
        main, ["migrate", str(tree), "--dest", str(tmp_path / "out"), "--to", "2.4.1", "--decompose"]
    )
    assert fixed.exit_code == 0, fixed.output


def test_verbose_prints_a_line_per_object_anywhere_on_the_line(tree: Path, tmp_path: Path) -> None:
    quiet = CliRunner().invoke(main, ["migrate", str(tree), "--dest", str(tmp_path / "a")])
    verbose = CliRunner().invoke(main, ["migrate", str(tree), "--dest", str(tmp_path / "b"), "-v"])
    names = ["model.pt2", "inputs.pt", "expected.pt", "meta.json"]
    for name in names:
        assert not any(line.endswith(name) or f"/{name} " in line for line in quiet.stderr.splitlines()), name
        assert any(f"/mlp/{name}" in line for line in verbose.stderr.splitlines()), (name, verbose.stderr)
    migrated = [line for line in verbose.stderr.splitlines() if line.startswith("migrated ")]
    assert len(migrated) == 1 and f"/mlp/model.pt2 8.20 -> 8.20 -> {tmp_path / 'b'}" in migrated[0]


def test_processes_migrate_as_threads_do(tree: Path, tmp_path: Path) -> None:
    """``--processes N`` runs the tasks on spawned worker processes (batches of objects), with the same
    outputs, records and exit status as the thread pool; with ``--dask`` it is a usage error."""
    import json
    import subprocess
    import sys

    (tree / "broken.pt2").unlink()
    runs = {}
    for flag in (["--processes", "2"], ["--workers", "1"]):
        out = tmp_path / flag[0].strip("-")
        done = subprocess.run(
            [sys.executable, "-m", "serde", "migrate", str(tree), "--dest", str(out), *flag, "--format", "json"],
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr
        summary = json.loads(done.stdout)
        runs[flag[0]] = (
            {k: summary[k] for k in ("migrated", "copied", "objects")},
            sorted(p.name for p in out.rglob("*")),
        )
        written = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
        runs[flag[0] + " bytes"] = written  # type: ignore[assignment]
    assert runs["--processes"] == runs["--workers"] and runs["--processes"][0]["migrated"] == 1
    assert runs["--processes bytes"] == runs["--workers bytes"]
    both = CliRunner().invoke(main, ["migrate", str(tree), "--dest", str(tmp_path / "x"), "--processes", "2",
                                     "--dask", "tcp://127.0.0.1:1"])  # fmt: skip
    assert both.exit_code == 2 and "give one of them" in both.output
