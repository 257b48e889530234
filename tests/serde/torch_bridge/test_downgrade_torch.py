"""Downgrades that need the real torch: downgraded corpus artifacts and ATen re-exports loaded and run again,
non-persistent buffers of freshly exported modules, and ``decompose`` (TRAINING programs lowered by the
installed torch). The torch-free downgrade tests are in ``tests/serde/engine/test_downgrade.py``."""

from __future__ import annotations

import io
import json
import logging
from pathlib import Path
from typing import Any

import pytest
import torch
from corpus_index import CorpusArtifact
from downgrades import EVERY, NEWEST, TARGETS, downgrade_or_undroppable
from torch_outputs import check_outputs

import serde

pytestmark = pytest.mark.torch
SOURCES = [a for a in EVERY if a.torch_version in ("2.13.0", "2.8.0", "2.5.1", "2.2.2")]


@pytest.fixture(autouse=True)
def _quiet_torch_warnings() -> None:
    logging.getLogger("torch.export.pt2_archive._package").setLevel(logging.ERROR)


@pytest.mark.parametrize("item", SOURCES, ids=str)
def test_downgraded_artifacts_still_run_when_upgraded_again(item: CorpusArtifact, tmp_path: Path) -> None:
    original = serde.load(str(item.path))
    for target in [t for t in TARGETS if t < original.version]:
        down = downgrade_or_undroppable(original, target)
        if down is None:
            continue
        path = tmp_path / f"{target}.pt2"
        serde.save(down.artifact, str(path))
        assert serde.load(str(path)).version == target
        check_outputs(serde.load_exported_program(str(path)), item.folder)


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
    assert info.value.path in refused  # forward_arg_names are kept now, no longer a refusal
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
