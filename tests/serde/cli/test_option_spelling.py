"""Messages name options as the user who meets them asks for them: command-line flags under ``pt2-serde``,
keyword arguments in Python."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS

import serde
from serde.cli.commands import main

PAYLOAD = CORPUS / "2.13.0" / "mlp" / "model.pt2"


def test_python_messages_name_keyword_arguments(tmp_path: Path) -> None:
    with pytest.raises(serde.NotFoundError, match=r"pass allow_empty=True if expected"):
        serde.migrate(str(tmp_path / "missing"))
    payload = tmp_path / "p.json"
    payload.write_bytes(serde.encode(serde.load(str(PAYLOAD)).program))
    with pytest.raises(serde.ContainerError, match="save it with layout='payload'"):
        serde.save(serde.load(str(payload)), str(tmp_path / "x.pt2"), layout="P2")
    with pytest.raises(serde.UpgradeRefusedError, match="pass lossy=True and decompose=True to carry every item"):
        serde.upgrade(serde.load(str(CORPUS / "2.13.0" / "dynamic_batch" / "model.pt2")), "5.3")


def test_command_line_messages_name_flags(tmp_path: Path) -> None:
    runner = CliRunner()
    missing = runner.invoke(main, ["migrate", str(tmp_path / "missing"), "--yes"])
    assert "pass --allow-empty if expected" in missing.output and "allow_empty=True" not in missing.output
    shutil.copy(CORPUS / "2.13.0" / "dynamic_batch" / "model.pt2", tmp_path / "d.pt2")
    lossy = runner.invoke(main, ["downgrade", str(tmp_path / "d.pt2"), str(tmp_path / "old.pt2"), "--schema", "5.3"])
    assert "pass --lossy and --decompose to carry every item" in lossy.output and "lossy=True" not in lossy.output
    # the command's spelling ends with the command: Python callers in the same process see theirs again
    with pytest.raises(serde.NotFoundError, match=r"allow_empty=True"):
        serde.migrate(str(tmp_path / "missing"))
