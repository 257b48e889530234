"""The suite's markers as a contributor selects with them (``tests/conftest.py``): ``-m "not torch"`` makes
importing torch fail, so an unmarked test that needs torch fails instead of passing quietly, and leaves out
a module marked ``torch`` as a whole without importing it; ``-m zoo`` keeps the zoo, whose tests need torch.
Each runs pytest in a child process on small modules written here, with this suite's conftest as a plugin."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent


def _pytest(folder: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """``pytest`` on ``folder`` with ``tests/conftest.py`` loaded as a plugin, one process, no cache."""
    environment = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), str(ROOT)])}
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "conftest",
            "-p",
            "no:cacheprovider",
            "-n0",
            "-q",
            "-rA",
            "--tier",
            "full",
            "--rootdir",
            str(folder),
            "-c",
            os.devnull,
            *arguments,
            str(folder),
        ],  # fmt: skip
        capture_output=True,
        text=True,
        check=False,
        env=environment,
        cwd=folder,
    )


def _write(folder: Path, name: str, text: str) -> None:
    (folder / name).write_text(text, encoding="utf-8")


@pytest.fixture
def modules(tmp_path: Path) -> Path:
    """Three test modules: one marked ``torch`` as a whole that imports torch at its top, one that imports it
    in an unmarked test, one that needs nothing."""
    marker = tmp_path / "imported"
    _write(
        tmp_path,
        "test_marked.py",
        f"import pathlib\nimport pytest\nimport torch\n\npytestmark = pytest.mark.torch\n"
        f"pathlib.Path({str(marker)!r}).touch()\n\n\ndef test_uses_torch():\n    assert torch.ones(1).item() == 1\n",
    )
    _write(tmp_path, "test_unmarked.py", "def test_forgot_its_marker():\n    import torch\n\n    assert torch\n")
    _write(tmp_path, "test_plain.py", "def test_needs_nothing():\n    assert 1 + 1 == 2\n")
    return tmp_path


def test_leaving_torch_out_fails_an_unmarked_test_that_imports_it(modules: Path) -> None:
    run = _pytest(modules, "-m", "not torch")
    assert run.returncode == 1, run.stdout + run.stderr
    assert "PASSED test_plain.py::test_needs_nothing" in run.stdout, run.stdout
    assert "FAILED test_unmarked.py::test_forgot_its_marker - ModuleNotFoundError" in run.stdout, run.stdout
    assert "test_marked.py" not in run.stdout and not (modules / "imported").exists(), "the marked module was imported"


@pytest.mark.torch
def test_with_torch_selected_every_module_runs(modules: Path) -> None:
    run = _pytest(modules)
    assert run.returncode == 0 and "3 passed" in run.stdout, run.stdout + run.stderr
    assert (modules / "imported").exists()


@pytest.mark.torch
def test_selecting_the_zoo_keeps_its_torch(tmp_path: Path) -> None:
    _write(
        tmp_path,
        "test_zoo.py",
        "import pytest\nimport torch\n\npytestmark = [pytest.mark.torch, pytest.mark.zoo]\n\n\n"
        "def test_loads():\n    assert torch.zeros(1).sum().item() == 0\n",
    )
    _write(tmp_path, "test_other.py", "import pytest\n\n\n@pytest.mark.torch\ndef test_not_zoo():\n    pass\n")
    run = _pytest(tmp_path, "-m", "zoo")
    assert run.returncode == 0 and "PASSED test_zoo.py::test_loads" in run.stdout, run.stdout + run.stderr
    assert "1 passed, 1 deselected" in run.stdout, run.stdout
