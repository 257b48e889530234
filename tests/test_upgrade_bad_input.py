"""Upgrades of bad input fail with typed errors naming the versions, JSON paths or members, and write nothing."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import corpus_artifacts

import serde
from serde.cli import main

ARTIFACTS = corpus_artifacts()


def _item(release: str, model: str) -> Path:
    return next(a for a in ARTIFACTS if a.torch_version == release and a.model == model).path


def test_too_new_version_names_both_versions_and_the_fix(tmp_path: Path) -> None:
    program = serde.load(str(_item("2.13.0", "mlp"))).program
    program["schema_version"] = {"major": 9, "minor": 2}
    source = tmp_path / "future.json"
    source.write_bytes(json.dumps(program).encode())
    with pytest.raises(serde.TooNewVersionError) as info:
        serde.load(str(source), to="torch")
    message = str(info.value)
    assert "9.2" in message and "8.20" in message and "upgrade pt2-serde" in message


def test_invalid_payload_is_refused_with_its_path_and_nothing_is_written(tmp_path: Path) -> None:
    item = _item("2.4.1", "mlp")
    broken = tmp_path / "broken.pt2"
    with zipfile.ZipFile(item) as old, zipfile.ZipFile(broken, "w") as new:
        for info in old.infolist():
            data = old.read(info)
            if info.filename == "serialized_exported_program.json":
                program = json.loads(data)
                program["graph_module"]["graph"]["nodes"][1]["inputs"][0]["arg"] = {"as_tensor": 5}
                data = json.dumps(program).encode()
            new.writestr(info, data)
    with pytest.raises(serde.SchemaError) as info:
        serde.upgrade(serde.load(str(broken)))
    assert info.value.path == "$.graph_module.graph.nodes[1].inputs[0].arg.as_tensor"
    assert str(info.value.version) == "5.3"
    out = tmp_path / "out.pt2"
    result = CliRunner().invoke(main, ["upgrade", str(broken), str(out)])
    assert result.exit_code == 1 and "nodes[1].inputs[0].arg.as_tensor" in result.output
    assert not out.exists()


def test_missing_blob_the_upgrade_needs_is_named(tmp_path: Path) -> None:
    item = _item("2.2.2", "bn_train")
    stripped = tmp_path / "stripped.pt2"
    with zipfile.ZipFile(item) as old, zipfile.ZipFile(stripped, "w") as new:
        for info in old.infolist():
            if info.filename != "serialized_state_dict.json":
                new.writestr(info, old.read(info))
    with pytest.raises(serde.UpgradeError, match="serialized_state_dict.json") as info:
        serde.upgrade(serde.load(str(stripped)))
    assert str(stripped) in str(info.value)


def test_lossy_downgrade_target_is_refused_with_feature_path_and_release() -> None:
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(serde.load(str(_item("2.13.0", "mlp"))), to="2.4.1")
    message = str(info.value)
    assert "forward_arg_names" in message and "supported from torch 2.6.0" in message and "lossy" in message


def test_namedtuple_treespec_is_refused_with_path() -> None:
    program = serde.load(str(_item("2.3.1", "multi_io"))).program
    signature = program["graph_module"]["module_call_graph"][0]["signature"]
    tree = json.loads(signature["in_spec"])
    tree[1]["children_spec"][0] = {
        "type": "collections.namedtuple",
        "context": json.dumps({"class_name": "Pair", "fields": ["a", "b"]}),
        "children_spec": [],
    }
    signature["in_spec"] = json.dumps(tree)
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(program)
    assert info.value.step == "5.1->5.3"
    assert info.value.path == "$.graph_module.module_call_graph[0].signature.in_spec"


def test_upgrade_cli_reports_and_writes(tmp_path: Path) -> None:
    out = tmp_path / "up.pt2"
    result = CliRunner().invoke(main, ["upgrade", str(_item("2.1.2", "mlp")), str(out), "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["from"] == "1.0" and report["to"] == "8.20" and len(report["steps"]) == 11
    assert any(n["path"] == "$.dialect" for n in report["notes"])
    assert serde.load(str(out)).version == serde.SchemaVersion(8, 20)
    text = CliRunner().invoke(
        main,
        ["upgrade", str(_item("2.4.1", "mlp")), str(tmp_path / "p.msgpack"), "--to", "2.6.0", "--format", "msgpack"],
    )
    assert text.exit_code == 0 and "5.3 -> 8.2" in text.output
    assert serde.load(str(tmp_path / "p.msgpack")).program_format == "msgpack"
