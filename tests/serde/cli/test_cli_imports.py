"""``pt2-serde --import MODULE``: the user's namedtuple registrations reach the upgrade, in the CLI's own
process and on Dask workers (fresh processes, so nothing registered by this test process leaks in)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import distributed
import pytest
from corpus_index import UNSEEN

import serde

SOURCE = UNSEEN / "2.3.1" / "namedtuple_out" / "model.pt2"
REGISTRATION = """
import collections
import torch.utils._pytree as pytree

Pair = collections.namedtuple("Pair", ["low", "high"])
pytree._register_namedtuple(Pair, serialized_type_name="cli.Pair")
"""


def _cli(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "serde", *args], cwd=cwd, capture_output=True, text=True, timeout=300, check=False
    )


def _out_spec_context(url: Path) -> object:
    program = serde.load(str(url)).program
    return json.loads(program["graph_module"]["module_call_graph"][0]["signature"]["out_spec"])[1]["context"]


def test_upgrade_without_the_registration_is_refused_naming_what_to_register(tmp_path: Path) -> None:
    result = _cli(tmp_path, "upgrade", str(SOURCE), str(tmp_path / "out.pt2"))
    assert result.returncode == 1
    assert "_register_namedtuple" in result.stderr and "Pair" in result.stderr
    assert not (tmp_path / "out.pt2").exists()


def test_import_from_the_working_directory_makes_the_registration_visible(tmp_path: Path) -> None:
    (tmp_path / "pairs.py").write_text(REGISTRATION)
    result = _cli(tmp_path, "--import", "pairs", "upgrade", str(SOURCE), str(tmp_path / "out.pt2"))
    assert result.returncode == 0, result.stderr
    assert "cli.Pair" in result.stdout
    assert _out_spec_context(tmp_path / "out.pt2") == "cli.Pair"


def test_a_module_that_cannot_be_imported_is_an_error_naming_it(tmp_path: Path) -> None:
    (tmp_path / "broken.py").write_text("raise RuntimeError('registration failed')\n")
    for module, problem in [("no_such_module", "ModuleNotFoundError"), ("broken", "registration failed")]:
        result = _cli(tmp_path, "--import", module, "versions")
        assert result.returncode == 2  # a wrong command line
        assert f"cannot import module '{module}'" in result.stderr and problem in result.stderr


@pytest.mark.slow
def test_migrate_on_dask_imports_the_module_on_every_worker(tmp_path: Path) -> None:
    (tmp_path / "pairs.py").write_text(REGISTRATION)
    (tmp_path / "src").mkdir()
    shutil.copy(SOURCE, tmp_path / "src" / "model.pt2")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None, host="127.0.0.1"
    ) as cluster:
        result = _cli(
            tmp_path,
            "--import",
            "pairs",
            "migrate",
            str(tmp_path / "src"),
            "--dest",
            str(tmp_path / "dest"),
            "--dask",
            cluster.scheduler_address,
            "--format",
            "json",
        )
    assert result.returncode == 0, result.stdout + result.stderr
    assert json.loads(result.stdout)["migrated"] == 1
    assert _out_spec_context(tmp_path / "dest" / "model.pt2") == "cli.Pair"
