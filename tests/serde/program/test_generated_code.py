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
    checker = _checker(serde.newest_version(), "ExportedProgram")
    try:
        checker({"graph_module": 5})
    except Exception:  # noqa: BLE001 - the traceback is what is checked
        text = traceback.format_exc()
    assert f"<pt2-serde validator {serde.newest_version()} ExportedProgram>" in text
    assert "raise _Invalid('wrong type', 'object GraphModule'" in text


def test_show_validator_prints_the_source_and_dump_writes_files(tmp_path: Path) -> None:
    env = {**os.environ, "PT2_SERDE_DUMP_CODE": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "serde", "debug", "show-validator", "5.3", "--root", "TensorMeta"],
        capture_output=True,
        text=True,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("def c_TensorMeta(d):")
    dumped = tmp_path / "validator_5.3_TensorMeta.py"
    assert dumped.read_text() == done.stdout
    compile(done.stdout, str(dumped), "exec")
    bad = subprocess.run([sys.executable, "-m", "serde", "debug", "show-validator", "5.3", "--root", "Nope"])
    assert bad.returncode == 1
