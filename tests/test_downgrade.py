"""Downgraders: lossless refusals listing every item, lossy drops reported, containers the older release
reads, and the round trip upgrade(downgrade(x, B), A) == x modulo the reported items."""

from __future__ import annotations

import io
import json
import logging
import re
from pathlib import Path
from typing import Any

import pytest
import torch
from corpus_index import CorpusArtifact, corpus_artifacts
from torch_outputs import check_outputs

import serde
from serde.containers.blobs import BytesBlob
from serde.engine.registry import discover
from serde.schema.walk import visit

NEWEST = [a for a in corpus_artifacts() if a.torch_version == "2.13.0"]
EVERY = corpus_artifacts()
SOURCES = [a for a in EVERY if a.torch_version in ("2.13.0", "2.8.0", "2.5.1", "2.2.2")]
REVERSE = [s for s in discover() if s.target < s.source]
TARGETS = sorted({s.target for s in REVERSE}, reverse=True)
LAYOUT_FOR = {
    "8.17": "P2",
    "8.15": "P2",
    "8.14": "P2",
    "8.8": "P1",
    "8.7": "C4",
    "8.2": "C4",
    "7.3": "C4",
    "5.3": "C4",
    "5.1": "C3",
    "2.0": "C2",
    "1.0": "C1",
}


@pytest.fixture(autouse=True)
def _quiet_torch_warnings() -> None:
    logging.getLogger("torch.export.pt2_archive._package").setLevel(logging.ERROR)


def test_every_downgrader_is_registered_with_a_docstring() -> None:
    assert [str(s.source) for s in REVERSE] == [str(t) for t in sorted({s.source for s in REVERSE})]
    for step in REVERSE:
        assert step.function.__doc__ and len(step.function.__doc__.split()) > 20


def _downgrade_or_undroppable(artifact: serde.Artifact, target: serde.SchemaVersion) -> serde.UpgradeResult | None:
    """The lossy downgrade, or None when only items that cannot be dropped stand in the way."""
    try:
        return serde.upgrade(artifact, to=target, lossy=True)
    except serde.UpgradeRefusedError as refused:
        assert all("cannot be dropped" in item.message for item in refused.items), str(refused)
        return None


def _without_defaults(version: serde.SchemaVersion, payload: dict[str, Any]) -> None:
    """Drop every field equal to its declared default: absent and default mean the same to every loader."""
    spec = serde.spec_for(version)

    def strip(cls: str) -> Any:
        def handler(obj: dict[str, Any], path: Any) -> dict[str, Any]:
            for field in spec.classes[cls].fields:
                if field.has_default and field.name in obj and obj[field.name] == field.default_value():
                    del obj[field.name]
            return obj

        return handler

    visit(version, payload, {name: strip(name) for name, c in spec.classes.items() if c.kind == "struct"})


_RENAMED = re.compile(r"value '([^']+)' renamed '([^']+)'")


def _undo_renames(value: Any, notes: list[Any]) -> None:
    """Give back the names of values a report note says were renamed (keys of the graph's value tables
    and ``as_name`` references)."""
    back = {m.group(2): m.group(1) for note in notes if (m := _RENAMED.search(note.message))}
    if not back:
        return

    def walk(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            for key in ("sym_int_values", "sym_bool_values"):
                if isinstance(node.get(key), dict):
                    node[key] = {back.get(name, name): item for name, item in node[key].items()}
            if isinstance(node.get("as_name"), str):
                node["as_name"] = back.get(node["as_name"], node["as_name"])
            for item in node.values():
                walk(item)

    walk(value)


def _strip(value: Any, path: str) -> None:
    """Remove the item a report note names (``$.a.b``, ``$.a[3].b``, or ``$..key`` anywhere).

    Schemas before 7.3 spell the verifiers as ``dialect``, so a note on one covers the other.
    """
    if path == "$.dialect":
        _strip(value, "$.verifiers")
    if path.startswith("$.."):
        listed = re.fullmatch(r"\$\.\.(\w+)\[\*\]\.(\w+)", path)
        if listed:
            _remove_in_lists(value, listed.group(1), listed.group(2))
        else:
            _remove_key_everywhere(value, re.split(r"[.\[]", path[3:])[0])
        return
    parts = re.findall(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\['([^']*)'\]", path[1:])
    node = value
    for i, (name, index, key) in enumerate(parts):
        step: Any = name or key or int(index)
        last = i == len(parts) - 1
        try:
            if last:
                node.pop(step, None) if isinstance(node, dict) else None
            else:
                node = node[step]
        except (KeyError, IndexError, TypeError):
            return


def _remove_in_lists(value: Any, list_key: str, key: str) -> None:
    if isinstance(value, dict):
        for name, item in value.items():
            if name == list_key and isinstance(item, list):
                for element in item:
                    if isinstance(element, dict):
                        element.pop(key, None)
            _remove_in_lists(item, list_key, key)
    elif isinstance(value, list):
        for item in value:
            _remove_in_lists(item, list_key, key)


def _remove_key_everywhere(value: Any, key: str) -> None:
    if isinstance(value, dict):
        value.pop(key, None)
        for item in value.values():
            _remove_key_everywhere(item, key)
    elif isinstance(value, list):
        for item in value:
            _remove_key_everywhere(item, key)


@pytest.mark.parametrize("item", EVERY, ids=str)
def test_round_trip_equals_original_modulo_reported_items(item: CorpusArtifact) -> None:
    original = serde.load(str(item.path))
    for target in [t for t in TARGETS if t < original.version]:
        down = _downgrade_or_undroppable(original, target)
        if down is None:
            continue
        assert down.artifact.layout.value == LAYOUT_FOR[str(target)]
        back = serde.upgrade(down.artifact, to=original.version)
        expected = serde.decode(serde.encode(original.program))
        actual = serde.decode(serde.encode(back.program))
        _undo_renames(actual, down.report.notes)
        for note in [*down.report.notes, *back.report.notes]:
            if not _RENAMED.search(note.message):
                _strip(expected, note.path)
                _strip(actual, note.path)
        _without_defaults(original.version, expected)
        _without_defaults(original.version, actual)
        assert actual == expected, f"{item} via {target}"


@pytest.mark.parametrize("item", SOURCES, ids=str)
def test_downgraded_artifacts_still_run_when_upgraded_again(item: CorpusArtifact, tmp_path: Path) -> None:
    original = serde.load(str(item.path))
    for target in [t for t in TARGETS if t < original.version]:
        down = _downgrade_or_undroppable(original, target)
        if down is None:
            continue
        path = tmp_path / f"{target}.pt2"
        serde.save(down.artifact, str(path))
        assert serde.load(str(path)).version == target
        check_outputs(serde.load_exported_program(str(path)), item.folder)


def test_lossless_default_refuses_listing_every_item_with_release() -> None:
    ops_zoo = next(a for a in NEWEST if a.model == "ops_zoo")
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(serde.load(str(ops_zoo.path)), to="2.9.1")
    error = info.value
    assert error.step == "8.17->8.15" and len(error.items) >= 2
    message = str(error)
    assert all(item.path in message and item.step for item in error.items)
    assert "supported from torch 2.11.0" in message and "lossy" in message


def test_undroppable_items_stay_refused_even_when_lossy() -> None:
    program = serde.load(str(next(a for a in NEWEST if a.model == "mlp").path)).program
    node = program["graph_module"]["graph"]["nodes"][0]
    node["inputs"].append({"name": "extra", "arg": {"as_float_lists": [[1.0]]}, "kind": 1})
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(program, to="8.17", lossy=True)
    assert info.value.path.endswith(".arg.as_float_lists")
    assert "cannot be dropped" in str(info.value) and "2.12" in str(info.value)


def test_symbolic_storage_offset_is_refused_for_torch_2_2() -> None:
    source = next(a for a in corpus_artifacts() if a.torch_version == "2.4.1" and a.model == "dynamic_batch")
    program = serde.load(str(source.path)).program
    values = program["graph_module"]["graph"]["tensor_values"]
    name = next(iter(values))
    values[name]["storage_offset"] = {"as_expr": {"expr_str": "2*s0"}}
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(program, to="2.2.2", lossy=True)
    assert info.value.path == f"$.graph_module.graph.tensor_values.{name}.storage_offset"
    assert "symbolic storage offset" in str(info.value) and "2.3.1" in str(info.value)


def test_lossy_drops_are_reported() -> None:
    dynamic = next(a for a in NEWEST if a.model == "dynamic_batch")
    result = serde.upgrade(serde.load(str(dynamic.path)), to="8.8", lossy=True)
    assert "guards_code" not in result.program
    assert any(n.kind == "dropped" and n.path == "$.guards_code" for n in result.report.notes)


def test_cli_downgrade_with_lossy(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from serde.cli.commands import main

    source = next(a for a in NEWEST if a.model == "cond").path
    refused = CliRunner().invoke(main, ["upgrade", str(source), str(tmp_path / "x.pt2"), "--to", "2.6.0"])
    assert refused.exit_code == 1 and "lossy" in refused.output and not (tmp_path / "x.pt2").exists()
    result = CliRunner().invoke(main, ["upgrade", str(source), str(tmp_path / "x.pt2"), "--to", "2.6.0", "--lossy"])
    assert result.exit_code == 0, result.output
    assert serde.load(str(tmp_path / "x.pt2")).layout is serde.Layout.C4


def test_training_dialect_is_refused_below_7_3_with_the_fix() -> None:
    item = next(a for a in NEWEST if a.model == "mlp")
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(serde.load(str(item.path)), to="2.4.1", lossy=True)
    assert info.value.path == "$.verifiers[0]"
    assert "TRAINING" in str(info.value) and "run_decompositions" in str(info.value) and "2.5.1" in str(info.value)


@pytest.mark.parametrize("model", ["cnn_bn_eval", "multi_io", "dynamic_batch", "tensor_constant"])
def test_aten_programs_downgrade_to_every_release(model: str, tmp_path: Path) -> None:
    """An ATen-dialect export (run_decompositions) of a 2.13 program goes down to every schema, schema 1
    included (tensor constants inline), and runs with the same outputs when loaded again."""
    item = next(a for a in NEWEST if a.model == model)
    decomposed = tmp_path / "aten.pt2"
    torch.export.save(torch.export.load(str(item.path)).run_decompositions(), str(decomposed))
    original = serde.load(str(decomposed))
    assert original.program["verifiers"] == ["ATEN"]
    for target in [t for t in TARGETS if t < original.version]:
        down = serde.upgrade(original, to=target, lossy=True)
        path = tmp_path / f"{target}.pt2"
        serde.save(down.artifact, str(path))
        check_outputs(serde.load_exported_program(str(path)), item.folder)


def test_tensor_constants_go_back_inline_for_schema_1(tmp_path: Path) -> None:
    item = next(a for a in NEWEST if a.model == "tensor_constant")
    decomposed = tmp_path / "aten.pt2"
    torch.export.save(torch.export.load(str(item.path)).run_decompositions(), str(decomposed))
    original = serde.load(str(decomposed))
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(original, to="1.0")
    refused = {item.path: item.message for item in info.value.items}
    assert "forward_arg_names" in info.value.path
    assert (
        "supported from torch 2.2.2 (schema 2.0)"
        in refused["$.graph_module.signature.input_specs[2].tensor_constant.tensor_constant_name"]
    )
    down = serde.upgrade(original, to="1.0", lossy=True)
    graph = down.program["graph_module"]["graph"]
    assert sorted(graph["constants"]) == ["c_offset", "c_table"]
    assert all(isinstance(blob, bytes) and blob for blob in graph["constants"].values())
    assert not {"c_offset", "c_table"} & set(graph["tensor_values"])
    assert [a["as_tensor"]["name"] for a in graph["inputs"]] == ["p_fc_weight", "p_fc_bias", "x"]
    assert list(down.artifact.members) == ["serialized_state_dict.json"]
    renamed = {n.path: n.message for n in down.report.notes if "attribute name" in n.message}
    assert renamed == {
        "$.graph_module.signature.input_specs[2].tensor_constant.tensor_constant_name": (
            "the attribute name 'offset' of a tensor constant (schema 1 names an inline constant after its "
            "node, 'c_offset')"
        ),
        "$.graph_module.signature.input_specs[3].tensor_constant.tensor_constant_name": (
            "the attribute name 'table' of a tensor constant (schema 1 names an inline constant after its "
            "node, 'c_table')"
        ),
    }
    with pytest.raises(serde.UpgradeRefusedError) as bare:
        serde.upgrade(original.program, to="1.0", lossy=True)
    assert "downgrade the whole artifact" in str(bare.value)
    assert {item.path for item in bare.value.items} == {
        "$.graph_module.signature.input_specs[2].tensor_constant.tensor_constant_name",
        "$.graph_module.signature.input_specs[3].tensor_constant.tensor_constant_name",
    }


def test_an_unreadable_constants_member_is_an_error_not_a_silent_drop() -> None:
    """The constants are read without torch; a member that is no torch.save archive fails naming it, and
    nothing is dropped."""
    item = next(a for a in EVERY if a.torch_version == "2.2.2" and a.model == "tensor_constant")
    artifact = serde.load(str(item.path))
    (member,) = [m for m in artifact.members if "constants" in m]
    artifact.members[member] = BytesBlob(b"PK\x03\x04 not really a zip")
    with pytest.raises(serde.SerdeError) as info:
        serde.upgrade(artifact, to="1.0", lossy=True)
    assert info.value.member == member and "torch.save" in str(info.value)


class _WithPositionIds(torch.nn.Module):
    """What Hugging Face models do: a non-persistent buffer (``position_ids``) read, never written."""

    def __init__(self) -> None:
        super().__init__()
        self.embed = torch.nn.Embedding(16, 4)
        self.register_buffer("position_ids", torch.arange(16).unsqueeze(0), persistent=False)
        self.register_buffer("scale", torch.full((4,), 0.5))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (self.embed(self.position_ids[:, : x.shape[1]]) + x) * self.scale


class _CountsCalls(torch.nn.Module):
    """A non-persistent buffer the program mutates."""

    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("calls", torch.zeros(1), persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.calls.add_(1)
        return x + self.calls


class _Nested(torch.nn.Module):
    """The buffer one module down, so its name has a dot (``inner.position_ids``)."""

    def __init__(self) -> None:
        super().__init__()
        self.inner = _WithPositionIds()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.inner(x)


def _exported(module: torch.nn.Module, path: Path, *inputs: torch.Tensor) -> serde.Artifact:
    torch.export.save(torch.export.export(module.eval(), inputs), str(path))
    return serde.load(str(path))


@pytest.mark.parametrize("release", ["2.2.2", "2.1.2"])
def test_a_never_mutated_non_persistent_buffer_becomes_a_lifted_constant(release: str, tmp_path: Path) -> None:
    torch.manual_seed(0)
    module, x = _Nested(), torch.randn(2, 8, 4)
    original = _exported(module, tmp_path / "new.pt2", x)
    down = serde.upgrade(original, to=release, lossy=True, decompose=True)
    assert down.report.steps[0] == "decompose"
    derived = [n for n in down.report.notes if n.kind == "derived" and "'inner.position_ids'" in n.message]
    assert len(derived) == 1 and "lifted tensor constant 'inner_position_ids'" in derived[0].message
    assert derived[0].path.startswith("$.graph_module.signature.input_specs[")
    if release == "2.2.2":
        specs = down.program["graph_module"]["signature"]["input_specs"]
        constants = [s["tensor_constant"] for s in specs if s.get("tensor_constant")]
        buffers = [s["buffer"]["buffer_name"] for s in specs if s.get("buffer")]
        assert [c["tensor_constant_name"] for c in constants] == ["inner_position_ids"]
        assert buffers == ["inner.scale"]
        (member,) = [m for m in down.artifact.members if "constants" in m]
        saved = torch.load(io.BytesIO(down.artifact.members[member].read()), weights_only=True)
        assert list(saved) == ["inner_position_ids"]
        assert torch.equal(saved["inner_position_ids"], torch.arange(16)[None])
    path = tmp_path / f"{release}.pt2"
    serde.save(down.artifact, str(path))
    assert serde.load(str(path)).version == serde.schema_for_torch(release)
    with torch.no_grad():
        got = serde.load_exported_program(str(path)).module()(x)
        assert torch.allclose(got, module(x))


def test_a_mutated_non_persistent_buffer_is_refused_for_torch_2_2(tmp_path: Path) -> None:
    original = _exported(_CountsCalls(), tmp_path / "new.pt2", torch.ones(3))
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(original, to="2.2.2", lossy=True, decompose=True)
    refused = {item.path: item.message for item in info.value.items}
    (path,) = [p for p in refused if p.endswith(".buffer.persistent")]
    assert "'calls'" in refused[path] and "mutates" in refused[path] and "cannot be dropped" in refused[path]


def test_decompose_lowers_training_programs_for_torch_2_4_and_is_reported(tmp_path: Path) -> None:
    item = next(a for a in NEWEST if a.model == "mlp")
    original = serde.load(str(item.path))
    down = serde.upgrade(original, to="2.4.1", lossy=True, decompose=True)
    assert down.program["dialect"] == "ATEN" and down.report.steps[0] == "decompose"
    (note,) = [n for n in down.report.notes if n.step == "decompose"]
    assert note.kind == "derived" and "TRAINING program lowered to ATen" in note.message
    assert original.program["verifiers"] == ["TRAINING"], "the caller's artifact is left as it was"
    serde.save(down.artifact, str(tmp_path / "old.pt2"))
    check_outputs(serde.load_exported_program(str(tmp_path / "old.pt2")), item.folder)
    same = serde.upgrade(original, to="2.6.0", lossy=True, decompose=True)
    assert "decompose" not in same.report.steps, "releases reading TRAINING programs get them as they are"


def test_decompose_failure_is_a_refusal_naming_torch(monkeypatch: pytest.MonkeyPatch) -> None:
    item = next(a for a in NEWEST if a.model == "mlp")

    def fails(self: Any, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("Cannot view a tensor with shape [2, 8, 32]\nmore")

    monkeypatch.setattr(torch.export.ExportedProgram, "run_decompositions", fails)
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(serde.load(str(item.path)), to="2.4.1", decompose=True)
    assert info.value.step == "decompose" and info.value.path == "$.verifiers"
    assert f"torch {torch.__version__}'s run_decompositions() fails" in str(info.value)
    assert "RuntimeError: Cannot view a tensor with shape [2, 8, 32])" in str(info.value)


def test_cli_upgrade_and_migrate_decompose(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from serde.cli.commands import main

    item = next(a for a in NEWEST if a.model == "mlp")
    out = tmp_path / "old.pt2"
    refused = CliRunner().invoke(main, ["upgrade", str(item.path), str(out), "--to", "2.4.1", "--lossy"])
    assert refused.exit_code == 1 and "--decompose" in refused.output
    done = CliRunner().invoke(
        main, ["upgrade", str(item.path), str(out), "--to", "2.4.1", "--lossy", "--decompose", "--format", "json"]
    )
    assert done.exit_code == 0, done.output
    assert json.loads(done.output)["steps"][0] == "decompose"
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "m.pt2").write_bytes(item.path.read_bytes())
    dest = str(tmp_path / "out")
    migrated = CliRunner().invoke(
        main, ["migrate", str(tree), "--to", "2.4.1", "--lossy", "--decompose", "--dest", dest, "--format", "json"]
    )
    assert migrated.exit_code == 0, migrated.output
    assert serde.load(str(tmp_path / "out" / "m.pt2")).program["dialect"] == "ATEN"
