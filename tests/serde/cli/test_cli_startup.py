"""Commands import torch only when they need it (``benchmarks/bench_startup.py`` times them)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from artifact_trees import CORPUS

PROBE = (
    "import sys\nfrom serde.cli.commands import main\ntry:\n    main(sys.argv[1:])\nexcept SystemExit as exc:\n"
    "    assert not exc.code, exc.code\nprint('torch' in sys.modules)\n"
)


def _imports_torch(*arguments: str) -> bool:
    done = subprocess.run([sys.executable, "-c", PROBE, *arguments], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1] == "True"


@pytest.mark.parametrize(
    "arguments",
    [
        ["--help"],
        ["versions"],
        ["inspect", str(CORPUS / "2.4.1" / "mlp" / "model.pt2")],
        ["validate", str(CORPUS / "2.1.2" / "cond" / "model.pt2")],
        ["steps", "--check"],
        ["migrate", str(CORPUS / "2.13.0"), "--plan", "--format", "json"],
    ],
    ids=["help", "versions", "inspect", "validate", "steps", "plan-at-target"],
)
def test_commands_that_need_no_torch_do_not_import_it(arguments: list[str]) -> None:
    assert not _imports_torch(*arguments)


@pytest.mark.parametrize(
    "arguments",
    [
        ["inspect", str(CORPUS / "2.4.1" / "mlp" / "model.pt2")],
        ["validate", str(CORPUS / "2.1.2" / "cond" / "model.pt2")],
        ["migrate", str(CORPUS / "2.13.0"), "--plan", "--format", "json"],
    ],
    ids=["inspect", "validate", "plan-at-target"],
)
def test_local_files_are_read_without_importing_fsspec(arguments: list[str]) -> None:
    """fsspec's import (asyncio, compression codecs) costs more than half of a fresh local inspect."""
    probe = PROBE.replace("print('torch' in sys.modules)", "print('fsspec' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", probe, *arguments], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "False"


def test_a_payload_upgrade_needs_no_torch(tmp_path: Path) -> None:
    payload = tmp_path / "p.msgpack"
    source = str(CORPUS / "2.4.1" / "mlp" / "model.pt2")
    assert not _imports_torch("upgrade", source, str(payload), "--encoding", "msgpack")
    assert not _imports_torch("upgrade", str(payload), str(tmp_path / "q.json"), "--layout", "payload")
