"""Instruction counts of a Python process, by callgrind: the measure that does not swing with the VM.

Wall times on a shared VM swing by a factor of two from minute to minute; the instructions a process
executes do not. A workload is measured as the difference of two runs of the same script, one doing the
work ``n`` more times than the other, so that start-up (imports, compiling validators, reading files)
cancels out. pt2-serde's cache of compiled generated code is off in both (``PT2_SERDE_CODE_CACHE=off``): with
it on, the first run would compile and store what the second only loads, and the difference would not be
the work's alone.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path


def available() -> bool:
    """Whether ``valgrind`` is installed."""
    return shutil.which("valgrind") is not None


def instructions(script: str, *arguments: str) -> int:
    """Instructions callgrind counts for ``python script arguments...`` (hash seed fixed, code cache off)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={Path(tmp) / 'callgrind.out'}",
                sys.executable,
                script,
                *arguments,
            ],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": "0", "PT2_SERDE_CODE_CACHE": "off"},
        )
    match = re.search(r"Collected : (\d+)", out.stderr)
    if match is None:
        raise RuntimeError(f"callgrind printed no instruction count:\n{out.stderr[-2000:]}")
    return int(match.group(1))


def per_run(script: str, sides: tuple[str, ...]) -> dict[str, int]:
    """The instructions of one run of each of ``sides``: ``script --run SIDE 1`` less ``script --run SIDE 0``
    (the same process and warm-up doing no run), so that start-up and warm-up cancel out."""
    return {side: instructions(script, "--run", side, "1") - instructions(script, "--run", side, "0") for side in sides}
