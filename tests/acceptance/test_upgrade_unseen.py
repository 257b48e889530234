"""Acceptance on models the shared corpus does not have (tests/data/unseen, exported by the real torch 2.1.2 …
2.12.1 and 2.14.1 with tools/make_unseen_corpus.py): attention, -inf masks, namedtuple outputs, buffer mutation,
pooling and interpolation, embeddings, compound dynamic-shape expressions with unbounded ranges,
multi-result cond, map, dtype/device arguments, unbind/chunk, index_put, GRU and LSTM, a transformer
layer, dict inputs and outputs, tied weights with lifted constants, topk/sort/max-pool indices, in-place
slice updates, bfloat16/float16/int8, grouped and 3-d convolutions, SymInt outputs, constant (None and
bool) inputs, masked/causal SDPA, data-dependent (unbacked) shapes, complex tensors and constants, a preserved
submodule call signature, dataclass inputs and outputs, a custom operator and integer/bitwise operators,
every argument kind (memory format, layout, device, string, optional-tensor lists), an autocast region, a
custom operator mutating a buffer, outputs that alias inputs or are None or constants, nested containers,
side-effecting calls ordered by effect tokens, and a data-dependent shape exported non-strict."""

from __future__ import annotations

import collections
import json
import logging
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import torch
import torch.utils._pytree as pytree
from corpus_index import UNSEEN, CorpusArtifact, corpus_artifacts
from torch_outputs import check_outputs
from unseen_types import Pair  # noqa: F401  (registers unseen.Pair)

import serde

pytestmark = pytest.mark.torch

ARTIFACTS = corpus_artifacts(UNSEEN)


@pytest.fixture(autouse=True)
def _quiet_torch_warnings() -> None:
    for name in ("torch.export.pt2_archive._package", "torch._export.serde.serialize", "torch.export"):
        logging.getLogger(name).setLevel(logging.ERROR)


def _item(release: str, model: str) -> CorpusArtifact:
    return next(a for a in ARTIFACTS if a.torch_version == release and a.model == model)


def test_every_release_from_2_1_to_2_12_and_2_14_is_represented() -> None:
    releases = {a.torch_version for a in ARTIFACTS}
    assert releases == {
        "2.1.2", "2.2.2", "2.3.1", "2.4.1", "2.5.1", "2.6.0", "2.7.1", "2.8.0", "2.9.1", "2.10.0", "2.11.0", "2.12.1",
        "2.14.1",
    }  # fmt: skip
    assert len(ARTIFACTS) >= 517


@pytest.mark.parametrize("item", ARTIFACTS, ids=str)
def test_load_exported_program_runs_with_recorded_outputs(item: CorpusArtifact) -> None:
    check_outputs(serde.load_exported_program(str(item.path), trust_pickles=item.trust_pickles), item.folder)


@pytest.mark.parametrize("item", ARTIFACTS, ids=str)
def test_upgraded_and_saved_artifact_loads_with_plain_torch(item: CorpusArtifact, tmp_path: Path) -> None:
    target = tmp_path / "upgraded.pt2"
    artifact = serde.load(str(item.path), trust_pickles=item.trust_pickles)
    serde.save(serde.upgrade(artifact, to="torch").artifact, str(target))
    check_outputs(torch.export.load(str(target)), item.folder)


@pytest.mark.parametrize("release", ["2.1.2", "2.2.2", "2.3.1"])
def test_namedtuple_context_becomes_the_registered_name_and_is_reported(release: str) -> None:
    result = serde.upgrade(serde.load(str(_item(release, "namedtuple_out").path)))
    signature = result.program["graph_module"]["module_call_graph"][0]["signature"]
    assert json.loads(signature["out_spec"])[1]["context"] == "unseen.Pair"
    notes = [n for n in result.report.notes if "unseen.Pair" in n.message]
    assert notes and notes[0].kind == "derived" and notes[0].path.endswith("signature.out_spec")


def test_namedtuple_registered_under_two_names_is_refused_naming_both() -> None:
    Twin = collections.namedtuple("Pair", ["low", "high"])
    pytree._register_namedtuple(Twin, serialized_type_name="unseen.TwinPair")
    try:
        with pytest.raises(serde.UpgradeRefusedError) as info:
            serde.upgrade(serde.load(str(_item("2.3.1", "namedtuple_out").path)))
    finally:
        pytree.SERIALIZED_TYPE_TO_PYTHON_TYPE.pop("unseen.TwinPair")
        pytree.SUPPORTED_SERIALIZED_TYPES.pop(Twin)
        pytree.SUPPORTED_NODES.pop(Twin, None)
    assert "unseen.Pair" in str(info.value) and "unseen.TwinPair" in str(info.value)
    assert info.value.path == "$.graph_module.module_call_graph[0].signature.out_spec"


def test_namedtuple_downgrade_spells_class_name_and_fields_and_round_trips() -> None:
    original = serde.load(str(_item("2.4.1", "namedtuple_out").path))
    down = serde.upgrade(original, to="2.3.1", lossy=True)
    signature = down.program["graph_module"]["module_call_graph"][0]["signature"]
    assert json.loads(signature["out_spec"])[1]["context"] == {"class_name": "Pair", "fields": ["low", "high"]}
    back = serde.upgrade(down.artifact, to="2.4.1")
    again = back.program["graph_module"]["module_call_graph"][0]["signature"]
    assert json.loads(again["out_spec"]) == json.loads(
        original.program["graph_module"]["module_call_graph"][0]["signature"]["out_spec"]
    )


def _spec_contexts(program: dict[str, Any], key: str) -> list[Any]:
    tree = json.loads(program["graph_module"]["module_call_graph"][0]["signature"][key])
    contexts, stack = [], [tree[1]]
    while stack:
        node = stack.pop()
        if node["type"] == "unseen.Box":
            contexts.append(node["context"])
        stack.extend(node["children_spec"])
    return contexts


def test_dataclass_context_of_torch_2_2_drops_the_class_name_and_is_reported() -> None:
    artifact = serde.load(str(_item("2.2.2", "dataclass_io").path))
    assert _spec_contexts(artifact.program, "out_spec") == [["unseen_types.Box", ["x", "y"], []]]
    result = serde.upgrade(artifact)
    for key in ("in_spec", "out_spec"):
        assert _spec_contexts(result.program, key) == ['[["x", "y"], []]']
    notes = [n for n in result.report.notes if "unseen_types.Box" in n.message]
    assert [n.path for n in notes] == [
        "$.graph_module.module_call_graph[0].signature.in_spec",
        "$.graph_module.module_call_graph[0].signature.out_spec",
    ]
    assert all(n.kind == "derived" for n in notes)


def test_dataclass_context_downgraded_for_torch_2_2_is_what_torch_2_2_wrote() -> None:
    written_by_2_2 = serde.load(str(_item("2.2.2", "dataclass_io").path)).program
    down = serde.upgrade(
        serde.load(str(_item("2.4.1", "dataclass_io").path), trust_pickles=True), to="2.2.2", lossy=True
    )
    for key in ("in_spec", "out_spec"):
        assert _spec_contexts(down.program, key) == _spec_contexts(written_by_2_2, key)


def test_dataclass_shaped_context_of_an_unregistered_type_is_refused_for_torch_2_2() -> None:
    artifact = serde.load(str(_item("2.3.1", "dataclass_io").path))
    signature = artifact.program["graph_module"]["module_call_graph"][0]["signature"]
    signature["out_spec"] = signature["out_spec"].replace("unseen.Box", "unseen.Unregistered")
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(artifact, to="2.2.2")
    assert info.value.path == "$.graph_module.module_call_graph[0].signature.out_spec"
    assert "unseen.Unregistered" in str(info.value) and "register_dataclass" in str(info.value)


def test_dataclass_shaped_context_of_a_type_registered_otherwise_is_left_alone_for_torch_2_2() -> None:
    artifact = serde.load(str(_item("2.3.1", "dataclass_io").path))
    signature = artifact.program["graph_module"]["module_call_graph"][0]["signature"]
    signature["out_spec"] = signature["out_spec"].replace("unseen.Box", "unseen.Pair")
    down = serde.upgrade(artifact, to="2.2.2")
    tree = json.loads(down.program["graph_module"]["module_call_graph"][0]["signature"]["out_spec"])
    assert tree[1]["type"] == "unseen.Pair" and tree[1]["context"] == '[["x", "y"], []]'


def test_preserved_submodule_signature_is_a_reported_loss_for_torch_2_1() -> None:
    artifact = serde.load(str(_item("2.4.1", "preserved_call").path))
    entries = artifact.program["graph_module"]["module_call_graph"]
    index = next(i for i, e in enumerate(entries) if e["fqn"] == "block")
    path = f"$.graph_module.module_call_graph[{index}].signature"
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(artifact, to="2.1.2")
    assert path in [item.path for item in info.value.items]
    down = serde.upgrade(artifact, to="2.1.2", lossy=True)
    assert [e["signature"] for e in down.program["graph_module"]["module_call_graph"] if e["fqn"] == "block"] == [None]
    (note,) = [n for n in down.report.notes if n.path == path]
    assert note.kind == "dropped" and "'block'" in note.message


def test_symint_value_takes_the_name_torch_2_4s_loader_gives_its_node() -> None:
    down = serde.upgrade(serde.load(str(_item("2.5.1", "sym_output").path)), to="2.4.1", lossy=True)
    graph = down.program["graph_module"]["graph"]
    ((index, node),) = _nodes(down.program, "sym_size.int")
    assert node["outputs"] == [{"as_sym_int": {"as_name": "sym_size_int"}}]
    assert "sym_size_int" in graph["sym_int_values"] and "sym_size_int_1" not in graph["sym_int_values"]
    (user,) = _nodes(down.program, "_operator.mul")
    assert user[1]["inputs"][0]["arg"] == {"as_sym_int": {"as_name": "sym_size_int"}}
    specs = down.program["graph_module"]["signature"]["output_specs"]
    assert [spec["user_output"]["arg"] for spec in specs][1] == {"as_sym_int": {"as_name": "sym_size_int"}}
    (note,) = [n for n in down.report.notes if "renamed" in n.message]
    assert note.kind == "derived" and note.path == f"$.graph_module.graph.nodes[{index}].outputs[0]"
    assert "'sym_size_int_1' renamed 'sym_size_int'" in note.message


def test_symint_value_keeps_its_name_where_the_loaders_name_is_another_values() -> None:
    artifact = serde.load(str(_item("2.5.1", "sym_output").path))
    values = artifact.program["graph_module"]["graph"]["tensor_values"]
    values["sym_size_int"] = values["mul"]
    down = serde.upgrade(artifact, to="2.4.1", lossy=True)
    ((_, node),) = _nodes(down.program, "sym_size.int")
    assert node["outputs"] == [{"as_sym_int": {"as_name": "sym_size_int_1"}}]
    assert not [n for n in down.report.notes if "renamed" in n.message]


def test_multi_result_cond_of_torch_2_2_is_respelled_per_result() -> None:
    program = serde.upgrade(serde.load(str(_item("2.2.2", "cond_multi").path))).program
    (node,) = [n for n in program["graph_module"]["graph"]["nodes"] if n["target"].endswith("higher_order.cond")]
    assert node["outputs"] == [{"as_tensor": {"name": "getitem"}}, {"as_tensor": {"name": "getitem_1"}}]
    assert node["is_hop_single_tensor_return"] is False


def _nodes(program: dict[str, Any], suffix: str) -> list[tuple[int, dict[str, Any]]]:
    nodes = program["graph_module"]["graph"]["nodes"]
    return [(index, node) for index, node in enumerate(nodes) if node["target"].endswith(suffix)]


def test_map_operands_of_torch_2_2_become_two_lists() -> None:
    result = serde.upgrade(serde.load(str(_item("2.2.2", "map_hop").path)))
    ((index, node),) = _nodes(result.program, "higher_order.map_impl")
    assert [named["arg"] for named in node["inputs"][1:]] == [
        {"as_tensors": [{"name": "l_xs_"}]},
        {"as_tensors": [{"name": "l_y_"}]},
    ]
    (note,) = [n for n in result.report.notes if "map_impl" in n.message]
    assert note.kind == "derived" and note.path == f"$.graph_module.graph.nodes[{index}].inputs"


def test_map_operands_go_back_to_count_and_operands_for_torch_2_2_and_round_trip() -> None:
    original = serde.load(str(_item("2.3.1", "map_hop").path))
    down = serde.upgrade(original, to="2.2.2")
    ((_, node),) = _nodes(down.program, "higher_order.map_impl")
    arguments = [{k: v for k, v in named["arg"].items() if v is not None} for named in node["inputs"][1:]]
    assert arguments == [{"as_int": 1}, {"as_tensor": {"name": "arg0_1"}}, {"as_tensor": {"name": "arg1_1"}}]
    back = serde.upgrade(down.artifact, to="2.3.1")
    ((_, again),) = _nodes(back.program, "higher_order.map_impl")
    ((_, before),) = _nodes(original.program, "higher_order.map_impl")
    assert again["inputs"][1:] == before["inputs"][1:] and again["outputs"] == before["outputs"]


def test_map_with_a_non_tensor_operand_is_refused_with_its_path() -> None:
    artifact = serde.load(str(_item("2.2.2", "map_hop").path))
    ((index, node),) = _nodes(artifact.program, "higher_order.map_impl")
    node["inputs"][3]["arg"].update(as_tensor=None, as_int=2)
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(artifact)
    assert info.value.path == f"$.graph_module.graph.nodes[{index}].inputs[3]"
    assert "as_int" in str(info.value)


def test_cpu_flash_attention_of_torch_2_2_is_retargeted_keeping_two_results() -> None:
    result = serde.upgrade(serde.load(str(_item("2.2.2", "attention").path)))
    assert not _nodes(result.program, "_scaled_dot_product_flash_attention.default")
    ((index, node),) = _nodes(result.program, "_scaled_dot_product_flash_attention_for_cpu.default")
    assert [named["name"] for named in node["inputs"]] == ["query", "key", "value"]
    assert [output["as_tensor"]["name"] for output in node["outputs"]] == [
        "getitem",
        "_scaled_dot_product_flash_attention_unused_1",
    ]
    values = result.program["graph_module"]["graph"]["tensor_values"]
    assert [name for name in values if name.startswith("_scaled_dot_product_flash_attention_unused_")] == [
        "_scaled_dot_product_flash_attention_unused_1"
    ]
    (note,) = [n for n in result.report.notes if "flash" in n.message]
    assert note.kind == "derived" and note.path == f"$.graph_module.graph.nodes[{index}].target"
    assert "5 unused" in note.message


def test_flash_attention_result_that_is_used_is_refused() -> None:
    artifact = serde.load(str(_item("2.2.2", "attention").path))
    ((index, _),) = _nodes(artifact.program, "_scaled_dot_product_flash_attention.default")
    outputs = artifact.program["graph_module"]["graph"]["outputs"]
    outputs.append({**outputs[0], "as_tensor": {"name": "_scaled_dot_product_flash_attention_unused_2"}})
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(artifact)
    assert info.value.path == f"$.graph_module.graph.nodes[{index}].outputs"
    assert "_unused_2" in str(info.value) and "_for_cpu" in str(info.value)


def test_flash_attention_on_cuda_is_left_alone() -> None:
    artifact = serde.load(str(_item("2.2.2", "attention").path))
    artifact.program["graph_module"]["graph"]["tensor_values"]["getitem"]["device"] = {"type": "cuda", "index": 0}
    program = serde.upgrade(artifact).program
    ((_, node),) = _nodes(program, "_scaled_dot_product_flash_attention.default")
    assert len(node["outputs"]) == 7


def test_cpu_flash_attention_cannot_go_back_to_torch_2_2() -> None:
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(serde.load(str(_item("2.3.1", "attention").path)), to="2.2.2", lossy=True)
    assert "_scaled_dot_product_flash_attention_for_cpu" in str(info.value)
    assert "2.2" in str(info.value)


@pytest.mark.parametrize("release", ["2.4.1", "2.5.1"])
def test_bool_constant_input_spelled_as_int_becomes_as_bool(release: str) -> None:
    artifact = serde.load(str(_item(release, "optional_input").path))
    specs = artifact.program["graph_module"]["signature"]["input_specs"]
    assert specs[2]["constant_input"]["value"] == {"as_int": True}
    result = serde.upgrade(artifact)
    specs = result.program["graph_module"]["signature"]["input_specs"]
    assert specs[2]["constant_input"] == {"name": "flag", "value": {"as_bool": True}}
    (note,) = [n for n in result.report.notes if "as_bool" in n.message]
    assert note.kind == "derived" and note.path == "$.graph_module.signature.input_specs[2].constant_input.value"


def test_a_bool_is_accepted_as_int_only_where_torch_wrote_one() -> None:
    program = serde.load(str(_item("2.4.1", "optional_input").path)).program
    serde.validate(program)
    program["graph_module"]["graph"]["nodes"][0]["inputs"][1]["arg"] = {"as_int": True}
    with pytest.raises(serde.SchemaError) as info:
        serde.validate(program)
    assert info.value.path == "$.graph_module.graph.nodes[0].inputs[1].arg.as_int"
    newer = serde.upgrade(serde.load(str(_item("2.6.0", "optional_input").path))).program
    newer["graph_module"]["signature"]["input_specs"][2]["constant_input"]["value"] = {"as_int": True}
    with pytest.raises(serde.SchemaError) as info:
        serde.validate(newer)
    assert info.value.path == "$.graph_module.signature.input_specs[2].constant_input.value.as_int"


def test_multi_result_cond_goes_back_to_one_list_for_torch_2_2() -> None:
    original = serde.load(str(_item("2.3.1", "cond_multi").path))
    down = serde.upgrade(original, to="2.2.2")
    ((_, node),) = _nodes(down.program, "higher_order.cond")
    assert [{k: v for k, v in output.items() if v is not None} for output in node["outputs"]] == [
        {"as_tensors": [{"name": "getitem"}, {"name": "getitem_1"}]}
    ]
    ((_, again),) = _nodes(serde.upgrade(down.artifact, to="2.3.1").program, "higher_order.cond")
    assert again["outputs"] == [{"as_tensor": {"name": "getitem"}}, {"as_tensor": {"name": "getitem_1"}}]


@pytest.mark.slow
def test_load_exported_program_registers_quantized_decomposed_operators_itself(tmp_path: Path) -> None:
    item = _item("2.12.1", "quantized_ops")
    script = (
        "import sys, torch, serde\n"
        "from torch.utils._pytree import tree_flatten\n"
        "args, kwargs = torch.load(sys.argv[1] + '/inputs.pt')\n"
        "want = tree_flatten(torch.load(sys.argv[1] + '/expected.pt'))[0]\n"
        "got = tree_flatten(serde.load_exported_program(sys.argv[1] + '/model.pt2').module()(*args, **kwargs))[0]\n"
        "assert all(torch.equal(a, b) for a, b in zip(got, want, strict=True))\n"
        "print('ran')\n"
    )
    plain = "import sys, torch\ntorch.export.load(sys.argv[1] + '/model.pt2')\n"
    run = [sys.executable, "-c"]
    refused = subprocess.run([*run, plain, str(item.folder)], capture_output=True, text=True, check=False)
    assert refused.returncode != 0 and "quantized_decomposed" in refused.stderr
    loaded = subprocess.run([*run, script, str(item.folder)], capture_output=True, text=True, check=False)
    assert loaded.returncode == 0 and "ran" in loaded.stdout, loaded.stderr[-2000:]


@pytest.mark.slow
def test_migrate_verifying_with_torch_registers_quantized_decomposed_operators(tmp_path: Path) -> None:
    source = tmp_path / "src"
    source.mkdir()
    (source / "model.pt2").write_bytes(_item("2.4.1", "quantized_ops").path.read_bytes())
    script = (
        "import sys, serde\n"
        "report = serde.migrate(sys.argv[1], dest=sys.argv[2], verify='torch')\n"
        "print(report.counts)\n"
        "assert report.ok and report.counts['migrated'] == 1, [r.error for r in report.records]\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script, str(source), str(tmp_path / "dest")], capture_output=True, text=True, check=False
    )
    assert run.returncode == 0, run.stdout + run.stderr[-2000:]


def test_while_loop_of_torch_2_3_gets_empty_additional_inputs() -> None:
    result = serde.upgrade(serde.load(str(_item("2.3.1", "while_loop").path)))
    ((index, node),) = _nodes(result.program, "higher_order.while_loop")
    assert len(node["inputs"]) == 4 and node["inputs"][3] == {"name": "", "arg": {"as_tensors": []}, "kind": 1}
    (note,) = [n for n in result.report.notes if "while_loop" in n.message]
    assert note.kind == "derived" and note.path == f"$.graph_module.graph.nodes[{index}].inputs[3]"


def test_while_loop_goes_back_to_three_arguments_and_refuses_additional_inputs() -> None:
    down = serde.upgrade(serde.load(str(_item("2.4.1", "while_loop").path)), to="2.3.1", lossy=True)
    ((_, node),) = _nodes(down.program, "higher_order.while_loop")
    assert len(node["inputs"]) == 3
    artifact = serde.load(str(_item("2.4.1", "while_loop").path))
    ((index, node),) = _nodes(artifact.program, "higher_order.while_loop")
    node["inputs"][3]["arg"] = {"as_tensors": [{"name": "x"}]}
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(artifact, to="2.3.1", lossy=True)
    assert info.value.path == f"$.graph_module.graph.nodes[{index}].inputs[3]"


def test_scan_of_torch_2_6_loses_its_default_dim_and_reverse() -> None:
    program = serde.upgrade(serde.load(str(_item("2.6.0", "scan").path))).program
    ((_, node),) = _nodes(program, "higher_order.scan")
    tags = [next(iter(named["arg"])) for named in node["inputs"]]
    assert tags == ["as_graph", "as_tensors", "as_tensors", "as_tensors"]


def test_scan_along_another_dimension_is_refused() -> None:
    artifact = serde.load(str(_item("2.6.0", "scan").path))
    ((index, node),) = _nodes(artifact.program, "higher_order.scan")
    node["inputs"][3]["arg"] = {"as_int": 1}
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(artifact)
    assert info.value.path == f"$.graph_module.graph.nodes[{index}].inputs"
    assert "dimension 1" in str(info.value)


def test_scan_gets_dim_and_reverse_back_for_torch_2_6() -> None:
    down = serde.upgrade(serde.load(str(_item("2.12.1", "scan").path)), to="2.6.0", lossy=True)
    ((_, node),) = _nodes(down.program, "higher_order.scan")
    assert [named["arg"] for named in node["inputs"][3:5]] == [{"as_int": 0}, {"as_bool": False}]


@pytest.mark.parametrize("release", ["2.4.1", "2.6.0"])
def test_effect_tokens_and_their_ordered_calls_survive_the_upgrade(release: str) -> None:
    program = serde.upgrade(serde.load(str(_item(release, "effect_tokens").path))).program
    signature = program["graph_module"]["signature"]
    assert "token" in signature["input_specs"][0] and "token" in signature["output_specs"][0]
    nodes = program["graph_module"]["graph"]["nodes"]
    effects = [i for i, node in enumerate(nodes) if node["target"].endswith("with_effects")]
    printed = [nodes[i]["inputs"][2]["arg"]["as_string"] for i in effects]
    assert printed == ["effect_tokens: before", "effect_tokens: after"]
    tokens = [
        (nodes[i]["inputs"][0]["arg"]["as_tensor"]["name"], nodes[i]["outputs"][0]["as_tensor"]["name"])
        for i in effects
    ]
    assert tokens[0][0] == signature["input_specs"][0]["token"]["arg"]["name"]
    assert tokens[1][0] == tokens[0][1]
    assert tokens[1][1] == signature["output_specs"][0]["token"]["arg"]["name"]


def test_effect_tokens_cannot_go_back_to_torch_2_3() -> None:
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(serde.load(str(_item("2.12.1", "effect_tokens").path)), to="2.3.1", lossy=True)
    assert info.value.path == "$.graph_module.signature.input_specs[0].token"
    assert "supported from torch 2.4.1" in str(info.value)
    assert "$.graph_module.signature.output_specs[0].token" in str(info.value)


def test_unbacked_symbol_torch_2_3_left_without_a_range_gets_the_unbounded_one() -> None:
    artifact = serde.load(str(_item("2.3.1", "nonstrict_nonzero").path))
    assert artifact.program["range_constraints"] == {}
    result = serde.upgrade(artifact)
    assert result.program["range_constraints"] == {"u1": {"min_val": None, "max_val": None}}
    notes = [n for n in result.report.notes if n.path == "$.range_constraints.u1"]
    assert [(n.step, n.kind) for n in notes] == [("5.1->5.3", "defaulted")]
    recorded = serde.upgrade(serde.load(str(_item("2.3.1", "unbacked_nonzero").path)))
    assert not [n for n in recorded.report.notes if n.path.startswith("$.range_constraints")]
