"""The ``pt2-serde versions``, ``validate`` and ``schema`` commands, run in-process through click."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import corpus_artifacts
from project_paths import DATA

import serde
from serde.cli.commands import main

MLP = next(a for a in corpus_artifacts() if a.torch_version == "2.4.1" and a.model == "mlp")


def test_versions_table_and_json() -> None:
    runner = CliRunner()
    table = runner.invoke(main, ["versions"])
    assert table.exit_code == 0 and "8.20" in table.output and "2.4.1" in table.output
    rows = json.loads(runner.invoke(main, ["versions", "--format", "json"]).output)
    assert [r["schema_version"] for r in rows] == [str(v) for v in serde.known_versions()]


def test_validate_valid_payload(tmp_path: Path) -> None:
    program = tmp_path / "program.json"
    program.write_bytes(MLP.program_bytes())
    result = CliRunner().invoke(main, ["validate", str(program), "--format", "json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output) == {"url": str(program), "valid": True, "schema_version": "5.3"}


def test_validate_msgpack_payload(tmp_path: Path) -> None:
    program = tmp_path / "program.msgpack"
    program.write_bytes(serde.encode(serde.decode(MLP.program_bytes()), format="msgpack"))
    result = CliRunner().invoke(main, ["validate", str(program)])
    assert result.exit_code == 0 and "5.3" in result.output


def test_validate_invalid_payload_exits_1_with_path(tmp_path: Path) -> None:
    payload = serde.decode(MLP.program_bytes())
    del payload["graph_module"]["graph"]["nodes"][2]["target"]
    program = tmp_path / "broken.json"
    program.write_bytes(serde.encode(payload))
    result = CliRunner().invoke(main, ["validate", str(program), "--format", "json"])
    assert result.exit_code == 1
    report = json.loads(result.output)
    assert report["valid"] is False and report["error"] == "SchemaError"
    assert "$.graph_module.graph.nodes[2].target" in report["message"]


def test_validate_checks_every_program_of_an_archive(tmp_path: Path) -> None:
    source = DATA / "multi_program" / "2.8.0.pt2"
    assert CliRunner().invoke(main, ["validate", str(source)]).exit_code == 0
    with zipfile.ZipFile(source) as original, zipfile.ZipFile(tmp_path / "broken.pt2", "w") as broken:
        for info in original.infolist():
            data = original.read(info)
            if info.filename.endswith("models/other.json"):
                payload = json.loads(data)
                del payload["graph_module"]["graph"]["nodes"][0]["target"]
                data = json.dumps(payload).encode()
            broken.writestr(info, data)
    result = CliRunner().invoke(main, ["validate", str(tmp_path / "broken.pt2"), "--format", "json"])
    assert result.exit_code == 1
    report = json.loads(result.output)
    assert "broken.pt2#models/other.json" in report["message"]
    assert "$.graph_module.graph.nodes[0].target" in report["message"]


def test_validate_missing_file_cannot_answer(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["validate", str(tmp_path / "absent.json")])
    assert result.exit_code == 2 and "absent.json" in result.output


def test_schema_diff_text_and_json() -> None:
    runner = CliRunner()
    text = runner.invoke(main, ["schema", "diff", "5.1", "5.3"])
    assert text.exit_code == 0 and "breaking inside a minor bump" in text.output
    data = json.loads(runner.invoke(main, ["schema", "diff", "8.17", "8.20", "--format", "json"]).output)
    assert data["from"] == "8.17" and data["to"] == "8.20" and data["changes"]


def test_schema_diff_unknown_version_is_a_clean_error() -> None:
    result = CliRunner().invoke(main, ["schema", "diff", "8.20", "9.4"])
    assert result.exit_code != 0 and "9.4" in result.output and "Traceback" not in result.output


@pytest.mark.torch
def test_schema_snapshot_writes_spec(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["schema", "snapshot", "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    written = json.loads((tmp_path / "8.20.json").read_text())
    assert written["schema_version"] == "8.20"
    assert written["classes"] == json.loads(serde.spec_for("8.20").to_json())["classes"]
