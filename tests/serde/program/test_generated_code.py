"""Generated validators and visitors show their source in tracebacks, can be printed and dumped."""

from __future__ import annotations

import os
import subprocess
import sys
import traceback
from pathlib import Path

import serde
from serde.program.validate import _checker


def test_a_failure_inside_a_validator_shows_the_generated_line() -> None:
    """In a checker built with the package (a module of ``serde/program/built``) and in one generated here."""
    for root, shown in (("ExportedProgram", "serde/program/built/c_"), ("GraphModule", "<pt2-serde validator ")):
        checker = _checker(serde.newest_version(), root)
        try:
            checker({"graph": 5} if root == "GraphModule" else {"graph_module": 5})
        except Exception:  # noqa: BLE001 - the traceback is what is checked
            text = traceback.format_exc()
        assert shown in text
        assert "raise _Invalid('wrong type', 'object Graph" in text


def test_show_validator_prints_the_source_and_dump_writes_files(tmp_path: Path) -> None:
    env = {**os.environ, "PT2_SERDE_DUMP_CODE": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "serde", "debug", "show-validator", "5.3", "--root", "TensorMeta"],
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert (
        done.stdout.startswith('"""The checker of schema 5.3 from TensorMeta')
        and "\ndef _c_TensorMeta(d):" in done.stdout
    )
    dumped = tmp_path / "validator_5.3_TensorMeta.py"
    assert dumped.read_text() == done.stdout
    compile(done.stdout, str(dumped), "exec")
    bad = subprocess.run([sys.executable, "-m", "serde", "debug", "show-validator", "5.3", "--root", "Nope"])
    assert bad.returncode == 1
