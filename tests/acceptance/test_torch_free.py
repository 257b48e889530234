"""Migration needs no torch: a fresh virtual environment with pt2-serde installed from this checkout (not
editable, no torch) runs the README's main job and converts the migrated corpus into every layout (P2, P1,
C4, C3, C2, C1) for the releases that read them; the outputs then load and run in torch 2.13 here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from corpus_index import CORPUS
from packaging.version import Version
from project_paths import ROOT
from torch_outputs import check_outputs

import serde

pytestmark = pytest.mark.torch

TARGETS = {"2.13.0": "P2", "2.8.0": "P1", "2.6.0": "C4", "2.3.1": "C3", "2.2.2": "C2", "2.1.2": "C1"}
"""Target release -> the layout it reads (and pt2-serde writes for it)."""


@pytest.fixture(scope="module")
def torch_free_venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A venv with pt2-serde (a wheel built from this checkout) and its core dependencies only. The wheel is
    built by this environment's setuptools and installed by its pip (``--python``), without byte-compiling:
    a venv of its own for the build, pip bootstrapped into the new venv and compiling all of sympy cost
    half a minute and test nothing here (CI installs the wheel as users do, see ``.ci/run``)."""
    scratch = tmp_path_factory.mktemp("torch-free")
    venv, wheels = scratch / "venv", scratch / "wheels"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--quiet"]
    subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "--wheel-dir", str(wheels), str(ROOT)],
        check=True,
        capture_output=True,
    )
    subprocess.run(
        [*pip, "--python", str(venv / "bin" / "python"), "install", "--no-compile", *map(str, wheels.glob("*.whl"))],
        check=True,
        capture_output=True,
    )
    probe = _in_venv([str(venv / "bin" / "python"), "-c", "import torch"], capture_output=True, check=False)
    assert probe.returncode != 0, "torch must not be installed in this venv"
    return venv


def _in_venv(argv: list[str], **options: Any) -> subprocess.CompletedProcess[Any]:
    """Run ``argv`` (a command of the torch-free venv) with Python allowed to write bytecode, whatever the
    environment says: the venv is installed without byte-compiling, so where ``PYTHONDONTWRITEBYTECODE`` is set
    (as on this machine) every command compiled the modules it imports from source again: 2 of the 2.6 s of
    CPU a migration of the corpus's eight torch 2.4.1 artifacts took (2026-11-28). The first command writes
    them; the others reuse them."""
    environment = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    return subprocess.run(argv, env=environment, **options)


def _records(report: Path) -> list[dict[str, object]]:
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    return [line for line in lines if "format" not in line]  # each run's header line


@pytest.mark.slow
def test_main_job_and_every_layout_without_torch(torch_free_venv: Path, tmp_path: Path) -> None:
    cli = str(torch_free_venv / "bin" / "pt2-serde")
    migrated = tmp_path / "migrated"
    _in_venv(
        [cli, "migrate", str(CORPUS), "--dest", str(migrated), "--report", str(tmp_path / "main.jsonl")],
        check=True,
        capture_output=True,
    )
    artifacts = [
        r for r in _records(tmp_path / "main.jsonl") if r["error_type"] != "NotAnArtifact" and r["status"] != "copied"
    ]
    assert len(artifacts) == 120 and {r["status"] for r in artifacts} == {"migrated"}
    for release, layout in TARGETS.items():
        out = tmp_path / release
        _in_venv(
            [cli, "migrate", str(migrated), "--to", release, "--lossy", "--dest", str(out), "--report", f"{out}.jsonl"],
            capture_output=True,
            check=False,
        )
        records = [
            r
            for r in _records(Path(str(out) + ".jsonl"))
            if r["error_type"] != "NotAnArtifact" and r["status"] != "copied"
        ]
        assert not [r for r in records if r["status"] == "failed"], release
        done = [r for r in records if r["status"] == "migrated"]
        refused = [r for r in records if r["status"] == "refused"]
        assert {r["output_layout"] for r in done} == {layout}, release
        # without torch nothing can lower TRAINING programs (decompose), so below 2.5 only the exports of
        # releases that wrote ATen programs (2.1-2.4) go down; everything else goes
        assert all("TRAINING" in str(r["error"]) for r in refused), release
        assert len(done) == (40 if Version(release) < Version("2.5") else 120), release
        for folder in sorted(p for p in (out / "2.1.2").iterdir() if (p / "model.pt2").exists()):
            check_outputs(serde.load_exported_program(str(folder / "model.pt2")), CORPUS / "2.1.2" / folder.name)


def test_in_place_without_torch_needs_a_target(torch_free_venv: Path, tmp_path: Path) -> None:
    """Without torch there is no installed release to default to: an in-place run must name its target."""
    cli = str(torch_free_venv / "bin" / "pt2-serde")
    tree = tmp_path / "tree"
    tree.mkdir()
    original = (CORPUS / "2.4.1" / "mlp" / "model.pt2").read_bytes()
    (tree / "model.pt2").write_bytes(original)
    refused = _in_venv([cli, "migrate", str(tree), "--yes"], capture_output=True, text=True, check=False)
    assert refused.returncode == 2 and "--to" in refused.stderr, refused.stderr
    assert (tree / "model.pt2").read_bytes() == original
    named = _in_venv([cli, "migrate", str(tree), "--yes", "--schema", "8.20"], capture_output=True, check=False)
    assert named.returncode == 0 and serde.load(str(tree / "model.pt2")).version == serde.newest_version()


def test_what_needs_torch_is_refused_before_anything_is_written(torch_free_venv: Path, tmp_path: Path) -> None:
    """``--verify torch``, ``--decompose`` of a TRAINING program and ``schema snapshot`` where torch is not
    installed fail the command line (exit status 2, naming the extra to install), before anything is written:
    not each artifact with an internal error."""
    cli = str(torch_free_venv / "bin" / "pt2-serde")
    source = CORPUS / "2.4.1" / "mlp" / "model.pt2"
    training = CORPUS / "2.13.0" / "mlp" / "model.pt2"
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "model.pt2").write_bytes(source.read_bytes())
    out = tmp_path / "out"
    runs = [
        ("--verify torch", [cli, "migrate", str(tree), "--dest", str(out / "tree"), "--verify", "torch"]),
        ("--verify torch", [cli, "upgrade", str(source), str(out / "one.pt2"), "--verify", "torch"]),
        ("--decompose", [cli, "upgrade", str(training), str(out / "two.pt2"), "--to", "2.4.1", "--decompose"]),
        ("schema snapshot", [cli, "schema", "snapshot", "--out", str(out / "specs")]),
    ]
    for what, argv in runs:
        refused = _in_venv(argv, capture_output=True, text=True, check=False)
        assert refused.returncode == 2, (argv, refused.returncode, refused.stderr)
        assert f"{what} needs torch; install pt2-serde[torch]" in refused.stderr, (argv, refused.stderr)
        assert "bug" not in refused.stderr, (argv, refused.stderr)
    assert not out.exists(), "nothing was written"
