"""Upgrades of bad input fail with typed errors naming the versions, JSON paths or members, and write nothing."""

from __future__ import annotations

import json
import shutil
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import corpus_artifacts

import serde
from serde.cli.commands import main
from serde.engine import run as chain
from serde.engine.registry import Step, StepContext, StepFunction, discover

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
    assert "9.2" in message and str(serde.newest_version()) in message and "upgrade pt2-serde" in message


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


def _without_member(item: Path, member: str, tmp_path: Path) -> Path:
    """A copy of the container ``item`` lacking ``member``."""
    stripped = tmp_path / "stripped.pt2"
    with zipfile.ZipFile(item) as old, zipfile.ZipFile(stripped, "w") as new:
        for info in old.infolist():
            if info.filename != member:
                new.writestr(info, old.read(info))
    return stripped


def test_missing_blob_the_upgrade_needs_is_named(tmp_path: Path) -> None:
    stripped = _without_member(_item("2.2.2", "bn_train"), "serialized_state_dict.json", tmp_path)
    with pytest.raises(serde.ContainerError, match="missing") as info:
        serde.upgrade(serde.load(str(stripped)))
    assert str(stripped) in str(info.value) and info.value.member == "serialized_state_dict.json"


def test_a_container_without_its_state_dict_names_the_missing_member(tmp_path: Path) -> None:
    """Carrying a C4 container into the P1 layout of 8.8 needs its state dict; without it nothing is written."""
    stripped = _without_member(_item("2.4.1", "bn_train"), "serialized_state_dict.pt", tmp_path)
    out = tmp_path / "out.pt2"
    result = CliRunner().invoke(main, ["upgrade", str(stripped), str(out)])
    assert result.exit_code == 1 and not out.exists()
    assert "'serialized_state_dict.pt': missing: the C4 container has no state dict" in result.output
    assert str(stripped) in result.output


def test_lossy_downgrade_target_is_refused_with_feature_path_and_release() -> None:
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(serde.load(str(_item("2.13.0", "mlp"))), to="2.4.1")
    message = str(info.value)
    assert "$.verifiers[0]" in message and "supported from torch 2.5.1" in message and "decompose" in message


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
    assert "Pair(a, b)" in str(info.value) and "_register_namedtuple" in str(info.value)


def test_upgrade_cli_reports_and_writes(tmp_path: Path) -> None:
    out = tmp_path / "up.pt2"
    result = CliRunner().invoke(main, ["upgrade", str(_item("2.1.2", "mlp")), str(out), "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["from"] == "1.0" and report["to"] == str(serde.newest_version())
    assert len(report["steps"]) == len(serde.known_versions()) - 1
    assert any(n["path"] == "$.dialect" for n in report["notes"])
    assert serde.load(str(out)).version == serde.newest_version()
    text = CliRunner().invoke(
        main,
        ["upgrade", str(_item("2.4.1", "mlp")), str(tmp_path / "p.msgpack"), "--to", "2.6.0", "--encoding", "msgpack"],
    )
    assert text.exit_code == 0 and "5.3 -> 8.2" in text.output
    assert serde.load(str(tmp_path / "p.msgpack")).program_format == "msgpack"
    assert not any(n["step"] == "save" for n in report["notes"]), "a container keeps every member"


def test_writing_a_payload_file_reports_the_members_it_leaves_out(tmp_path: Path) -> None:
    """A payload file holds the program alone; the weights and constants it cannot hold are reported."""
    source = _item("2.13.0", "bn_train")
    result = CliRunner().invoke(main, ["upgrade", str(source), str(tmp_path / "p.msgpack"), "--encoding", "msgpack"])
    assert result.exit_code == 0, result.output
    assert "[save] dropped" in result.output and "data/weights/model_weights_config.json" in result.output
    assert "archive_format" not in result.output, "container records are not model content"
    again = CliRunner().invoke(
        main,
        ["upgrade", str(tmp_path / "p.msgpack"), str(tmp_path / "q.json"), "--layout", "payload", "--format", "json"],
    )
    assert again.exit_code == 0, again.output
    assert json.loads(again.output)["notes"] == [], "a payload has nothing to leave out"


def _with_broken_step(label: str, function: StepFunction) -> list[Step]:
    """The registered steps with ``function`` in place of the step ``label`` (passed to the engine)."""
    return [replace(s, function=function, name=function.__name__) if s.label == label else s for s in discover()]


def test_a_step_that_breaks_the_payload_is_named_and_nothing_is_returned() -> None:
    def drops_the_graph(context: StepContext) -> None:
        """Deletes a required field, as a buggy step might."""
        del context.program["graph_module"]["graph"]

    steps = _with_broken_step("5.3->7.3", drops_the_graph)
    with pytest.raises(serde.InternalError) as info:
        serde.upgrade(serde.load(str(_item("2.4.1", "mlp"))), steps=steps)
    message = str(info.value)
    assert "5.3->7.3 (" in message and "drops_the_graph" in message
    assert "$.graph_module.graph" in message and "schema 8.20" in message and "pt2-serde bug" in message


def test_a_step_that_crashes_is_named() -> None:
    def crashes(context: StepContext) -> None:
        """Reads a field that does not exist, as a buggy step might."""
        context.program["no such field"]

    steps = _with_broken_step("7.3->8.2", crashes)
    with pytest.raises(serde.InternalError) as info:
        serde.upgrade(serde.load(str(_item("2.4.1", "mlp"))), steps=steps)
    assert "step 7.3->8.2" in str(info.value) and "KeyError" in str(info.value)


def test_a_pt2_serde_bug_fails_the_artifact_counts_as_a_failure_and_exits_3(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """An InternalError is not a refusal: the record is failed, max_failures counts it, the CLI exits 3."""

    def crashes(context: StepContext) -> None:
        """Reads a field that does not exist, as a buggy step might."""
        context.program["no such field"]

    broken = tuple(_with_broken_step("7.3->8.2", crashes))
    monkeypatch.setattr(chain, "discover", lambda: broken)  # migrate and the CLI use the discovered registry
    tree = tmp_path / "tree"
    tree.mkdir()
    for name in "abcdefghijklmnop":
        shutil.copy(_item("2.4.1", "mlp"), tree / f"{name}.pt2")
    report = serde.migrate(str(tree), dest=str(tmp_path / "out"), max_failures=2, workers=1)
    assert {r.status for r in report.records} == {"failed"}
    assert {r.error_type for r in report.records} == {"InternalError"}
    assert report.stopped_early and 2 <= len(report.records) < 16
    assert report.summary()["internal_errors"] == len(report.records)
    result = CliRunner().invoke(main, ["migrate", str(tree), "--dest", str(tmp_path / "out2")])
    assert result.exit_code == 3, result.output
    result = CliRunner().invoke(main, ["upgrade", str(tree / "a.pt2"), str(tmp_path / "x.pt2")])
    assert result.exit_code == 3 and "pt2-serde bug" in result.output


def test_missing_steps_are_a_plan_error_and_bad_arguments_usage_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(chain, "discover", lambda: ())
    with pytest.raises(serde.PlanError, match="no chain of steps from schema 5.3"):
        serde.upgrade(serde.load(str(_item("2.4.1", "mlp"))))
    for call in (
        lambda: serde.migrate("memory://nothing", verify="bogus"),
        lambda: serde.migrate("memory://nothing", backup=""),
        lambda: serde.encode({}, serde.newest_version(), "yaml"),
    ):
        with pytest.raises(serde.UsageError) as info:
            call()
        assert isinstance(info.value, ValueError)
