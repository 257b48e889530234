"""The suite's markers as a contributor selects with them (``tests/conftest.py``): ``-m "not torch"`` makes
importing torch fail, so an unmarked test that needs torch fails instead of passing quietly, and leaves out
a module marked ``torch`` as a whole without importing it; ``-m zoo`` keeps the zoo, whose tests need torch.
Each runs pytest in a child process on small modules written here, with this suite's conftest as a plugin;
the modules only look at whether torch may be imported, so the children do not pay for importing it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from project_paths import ROOT, SUPPORT

TESTS = ROOT / "tests"
MAY_IMPORT_TORCH = 'assert sys.modules.get("torch", "not imported yet") is not None, "importing torch is forbidden"'
"""A test body that passes where importing torch is allowed (``None`` in sys.modules is what forbids it)."""


def _pytest(folder: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """``pytest`` on ``folder`` with ``tests/conftest.py`` loaded as a plugin, in one process, no cache. Its
    temporary folder is inside ``folder``, and it is not told it is one of this run's xdist workers (the
    conftest would then share its parent's folder, ``/tmp/pytest-of-<user>``, and leave files there)."""
    plugins = ["-p", "conftest", "-p", "no:cacheprovider", "-p", "no:xdist"]
    settings = ["-q", "-rA", "--tier", "full", "--rootdir", str(folder), "-c", os.devnull]
    settings += ["--basetemp", str(folder / "basetemp")]
    environment = {name: value for name, value in os.environ.items() if not name.startswith("PYTEST_XDIST_")}
    return subprocess.run(
        [sys.executable, "-m", "pytest", *plugins, *settings, *arguments, str(folder)],
        capture_output=True,
        text=True,
        check=False,
        env={**environment, "PYTHONPATH": os.pathsep.join([str(TESTS), str(SUPPORT), str(ROOT)])},
        cwd=folder,
    )


def _write(folder: Path, name: str, text: str) -> None:
    (folder / name).write_text(text, encoding="utf-8")


@pytest.fixture
def modules(tmp_path: Path) -> Path:
    """Three test modules: one marked ``torch`` as a whole (it records that it was imported), one that
    imports torch in an unmarked test, one that needs nothing."""
    _write(
        tmp_path,
        "test_marked.py",
        "import pathlib\nimport sys\n\nimport pytest\n\npytestmark = pytest.mark.torch\n"
        f"pathlib.Path({str(tmp_path / 'imported')!r}).touch()\n\n\ndef test_may_use_torch():\n"
        f"    {MAY_IMPORT_TORCH}\n",
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


def test_with_torch_selected_every_module_runs(modules: Path) -> None:
    run = _pytest(modules, "-m", "torch or not torch")
    assert "PASSED test_marked.py::test_may_use_torch" in run.stdout, run.stdout + run.stderr
    assert "PASSED test_plain.py::test_needs_nothing" in run.stdout and (modules / "imported").exists()


def test_selecting_the_zoo_keeps_its_torch(tmp_path: Path) -> None:
    _write(
        tmp_path,
        "test_zoo.py",
        "import sys\n\nimport pytest\n\npytestmark = [pytest.mark.torch, pytest.mark.zoo]\n\n\n"
        f"def test_loads():\n    {MAY_IMPORT_TORCH}\n",
    )
    _write(tmp_path, "test_other.py", "import pytest\n\n\n@pytest.mark.torch\ndef test_not_zoo():\n    pass\n")
    run = _pytest(tmp_path, "-m", "zoo")
    assert run.returncode == 0 and "PASSED test_zoo.py::test_loads" in run.stdout, run.stdout + run.stderr
    assert "1 passed, 1 deselected" in run.stdout, run.stdout
