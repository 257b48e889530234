"""Per-step golden tests on the corpus (checked against what the next torch release really wrote for the
same model), the engine's discovery and planning, and a Hypothesis property for every step."""

from __future__ import annotations

import json
from typing import Any

import pytest
from corpus_index import CorpusArtifact, corpus_artifacts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import strategies_for

import serde
from serde.engine.registry import discover
from upgraders._helpers import graphs

ARTIFACTS = corpus_artifacts()
STEPS = [step for step in discover() if step.target > step.source]


def _item(release: str, model: str) -> CorpusArtifact:
    return next(a for a in ARTIFACTS if a.torch_version == release and a.model == model)


def _step_result(release: str, model: str, to: str) -> serde.UpgradeResult:
    return serde.upgrade(serde.load(str(_item(release, model).path)), to=to)


def _real(release: str, model: str) -> dict[str, Any]:
    return serde.load(str(_item(release, model).path)).program


def _kinds(specs: list[dict[str, Any]]) -> list[str]:
    return [next(k for k, v in spec.items() if v is not None) for spec in specs]


def test_every_released_step_is_discovered_in_order() -> None:
    labels = [s.label for s in STEPS]
    known = [str(v) for v in serde.known_versions()]
    assert labels == [f"{a}->{b}" for a, b in zip(known, known[1:], strict=False)]
    for step in STEPS:
        assert step.function.__doc__ and len(step.function.__doc__.split()) > 20, step.name
        assert step.name.startswith("upgraders.")


def test_plan_and_targets() -> None:
    up = serde.plan(serde.SchemaVersion(5, 3), serde.SchemaVersion(8, 2))
    assert up.labels == ["5.3->7.3", "7.3->8.2"] and up.release is None and up.validate_result
    newest = serde.newest_version()
    assert serde.plan(newest, newest).steps == ()
    down = serde.plan("8.20", "2.4.1")
    assert down.target == serde.SchemaVersion(5, 3) and down.release == "2.4.1" and down.labels[0] == "8.20->8.17"
    assert serde.plan("8.20", "5.3").release == "2.4.1", "a downgrade checks the oldest release writing the target"
    additive = serde.plan("8.14", "8.20")
    assert not additive.validate_result, "additive steps that leave the payload alone need no second validation"
    assert str(serde.resolve_target("2.4.1")) == "5.3"
    assert str(serde.resolve_target("8.14")) == "8.14"
    assert str(serde.resolve_target((7, 3))) == "7.3"
    assert serde.resolve_target(None) == serde.newest_version()
    assert str(serde.resolve_target("torch")) == "8.20"


@pytest.mark.parametrize("model", ["mlp", "cnn_bn_eval", "bn_train", "tensor_constant", "multi_io", "dynamic_batch"])
def test_1_to_2_signature_matches_what_torch_2_2_wrote(model: str) -> None:
    ours = _step_result("2.1.2", model, "2.0").program
    real = _real("2.2.2", model)
    ours_sig, real_sig = ours["graph_module"]["signature"], real["graph_module"]["signature"]
    assert _kinds(ours_sig["input_specs"]) == _kinds(real_sig["input_specs"])
    assert _kinds(ours_sig["output_specs"]) == _kinds(real_sig["output_specs"])
    assert ours["dialect"] == real["dialect"] == "ATEN"
    ours_entry, real_entry = ours["graph_module"]["module_call_graph"][0], real["graph_module"]["module_call_graph"][0]
    assert ours_entry["fqn"] == real_entry["fqn"] == ""
    assert json.loads(ours_entry["signature"]["in_spec"]) == json.loads(real_entry["signature"]["in_spec"])
    assert all("dtype" in meta for meta in ours["graph_module"]["graph"]["tensor_values"].values())


def test_1_to_2_metadata_and_report() -> None:
    result = _step_result("2.1.2", "mlp", "2.0")
    metadata = result.program["graph_module"]["graph"]["nodes"][0]["metadata"]
    assert "source_fn_stack" in metadata and "source_fn" not in metadata
    assert ":(" not in metadata["nn_module_stack"]
    kinds = {(n.kind, n.path) for n in result.report.notes}
    assert ("defaulted", "$.dialect") in kinds


def _stacks(program: dict[str, Any]) -> list[list[tuple[str, str]]]:
    from upgraders._module_stack import parse

    nodes = program["graph_module"]["graph"]["nodes"]
    return [[(key, path) for key, path, _ in parse(n["metadata"].get("nn_module_stack", ""))] for n in nodes]


@pytest.mark.parametrize("model", ["mlp", "ops_zoo", "cnn_bn_eval", "multi_io"])
def test_1_to_2_module_stacks_are_what_torch_2_2_wrote(model: str) -> None:
    """Every node's stack starts with the root entry and names module paths (``body.0``), not the source
    references torch 2.1 kept (``getattr(L.self.body, '0')``): the same keys and paths as torch 2.2's
    export of the same model, node for node."""
    ours = _stacks(_step_result("2.1.2", model, "2.0").program)
    assert ours == _stacks(_real("2.2.2", model))
    assert all(stack and stack[0] == ("L__self__", "") for stack in ours)


def test_1_to_2_equality_constraint_on_shared_symbol_is_not_reported_lost() -> None:
    result = _step_result("2.1.2", "dynamic_batch", "2.0")
    assert "equality_constraints" not in result.program
    assert not [n for n in result.report.notes if n.kind == "dropped"]


@pytest.mark.parametrize("spec_text", ["false", "[1, 2]", '[1, {"type": "builtins.tuple", "children_spec": [3, 4]}]'])
def test_1_to_2_and_back_keep_a_call_spec_that_is_not_a_treespec(spec_text: str) -> None:
    """A treespec string is not checked by the schema; one of another shape, or with children that are
    not nodes, comes back from the round trip unchanged (a tuple root is still read as args alone)."""
    graph = {"inputs": [], "outputs": [], "nodes": [], "tensor_values": {}, "sym_int_values": {}, "sym_bool_values": {}}
    signature = {
        "inputs_to_parameters": {},
        "inputs_to_buffers": {},
        "user_inputs": [],
        "user_outputs": [],
        "buffers_to_mutate": {},
        "backward_signature": None,
    }
    program = {
        "graph_module": {
            "graph": graph,
            "signature": signature,
            "call_spec": {"in_spec": spec_text, "out_spec": ""},
            "module_call_graph": [],
        },
        "opset_version": {},
        "range_constraints": {},
        "equality_constraints": [],
        "schema_version": 1,
        "example_inputs": None,
    }
    upgraded = serde.upgrade(program, "2.0").program
    root = upgraded["graph_module"]["module_call_graph"][0]
    assert (root["signature"]["in_spec"] == spec_text) is (not spec_text.startswith("[1, {"))
    downgraded = serde.upgrade(upgraded, "1.0").program
    assert downgraded["graph_module"]["call_spec"]["in_spec"] == spec_text


@pytest.mark.parametrize("model", ["bn_train", "cnn_bn_eval"])
def test_2_to_5_1_persistent_flags_match_torch_2_3(model: str) -> None:
    ours = _step_result("2.2.2", model, "5.1").program
    real = _real("2.3.1", model)

    def flags(program: dict[str, Any]) -> list[bool]:
        return [s["buffer"]["persistent"] for s in program["graph_module"]["signature"]["input_specs"] if "buffer" in s]

    assert flags(ours) == flags(real)
    offsets = [m["storage_offset"] for m in ours["graph_module"]["graph"]["tensor_values"].values()]
    assert offsets and all(o == {"as_int": 0} for o in offsets)


def test_5_1_to_5_3_optional_tensors_and_example_inputs() -> None:
    result = _step_result("2.3.1", "ops_zoo", "5.3")
    text = json.dumps(result.program)
    assert '"as_optional_tensors"' in text
    for node in result.program["graph_module"]["graph"]["nodes"]:
        for named in node["inputs"]:
            for item in named["arg"].get("as_optional_tensors") or []:
                if "as_tensor" in item:
                    assert isinstance(item["as_tensor"], dict) and "name" in item["as_tensor"]
    assert result.artifact.layout is serde.Layout.C4
    assert result.artifact.members["serialized_example_inputs.pt"].read() == b""


def test_5_3_to_7_3_verifiers_match_torch_2_5() -> None:
    ours = _step_result("2.4.1", "mlp", "7.3").program
    assert ours["verifiers"] == _real("2.5.1", "mlp")["verifiers"]
    assert "dialect" not in ours


def test_5_3_to_7_3_extension_op_targets_are_respelled_and_nothing_else() -> None:
    """torch 2.4 wrote registered extension ops as ``$ns:op``; 2.5 reads ``#ns:op``. Other strings that
    merely contain a ``$`` (or start with one outside a target) are left alone. (A target that is no
    spelling torch writes, such as ``torch.ops.aten.add$.Tensor``, is refused before any step runs:
    tests/test_hostile_programs.py.)"""
    program = _real("2.4.1", "mlp")
    nodes = program["graph_module"]["graph"]["nodes"]
    nodes[0]["target"] = "$my_ns:my_op"
    nodes[1]["metadata"]["stack_trace"] = "$ not a target"
    nodes[-1]["metadata"]["stack_trace"] = "torch.ops.aten.add$.Tensor"
    upgraded = serde.upgrade(program, to="7.3").program["graph_module"]["graph"]["nodes"]
    assert upgraded[0]["target"] == "#my_ns:my_op"
    assert upgraded[1]["metadata"]["stack_trace"] == "$ not a target"
    assert upgraded[-1]["metadata"]["stack_trace"] == "torch.ops.aten.add$.Tensor"
    untouched = _real("2.4.1", "mlp")["graph_module"]["graph"]["nodes"]
    assert serde.upgrade(_real("2.4.1", "mlp"), to="7.3").program["graph_module"]["graph"]["nodes"] == untouched


def test_7_3_to_8_2_expressions_match_torch_2_6() -> None:
    ours = _step_result("2.5.1", "dynamic_batch", "8.2").program
    real = _real("2.6.0", "dynamic_batch")

    def exprs(program: dict[str, Any]) -> set[str]:
        found = set()
        for meta in program["graph_module"]["graph"]["tensor_values"].values():
            for size in meta["sizes"]:
                if "as_expr" in size:
                    found.add(size["as_expr"]["expr_str"])
        return found

    assert exprs(ours) == exprs(real) and exprs(ours)


def test_7_3_to_8_2_unbounded_ranges_become_null() -> None:
    program = _real("2.5.1", "dynamic_batch")
    name = next(iter(program["range_constraints"]))
    program["range_constraints"][name]["max_val"] = float("inf")
    upgraded = serde.upgrade(program, to="8.2").program
    assert upgraded["range_constraints"][name]["max_val"] is None


def test_7_3_to_8_2_as_none_becomes_true_wherever_it_occurs() -> None:
    program = _real("2.5.1", "mlp")
    node = program["graph_module"]["graph"]["nodes"][0]
    node["inputs"].append({"name": "maybe", "arg": {"as_none": []}})
    node["inputs"].append({"name": "opt", "arg": {"as_optional_tensors": [{"as_none": []}]}})
    upgraded = serde.upgrade(program, to="8.2").program["graph_module"]["graph"]["nodes"][0]["inputs"]
    assert upgraded[-2]["arg"] == {"as_none": True}
    assert upgraded[-1]["arg"] == {"as_optional_tensors": [{"as_none": True}]}


def test_8_2_to_8_7_higher_order_flag_matches_torch_2_7() -> None:
    ours = _step_result("2.6.0", "cond", "8.7").program
    real = _real("2.7.1", "cond")

    def hop(program: dict[str, Any]) -> list[tuple[Any, Any]]:
        return [
            (n.get("is_hop_single_tensor_return"), list(n["outputs"][0]))
            for n in program["graph_module"]["graph"]["nodes"]
            if n["target"].startswith("torch.ops.higher_order")
        ]

    assert hop(ours) == hop(real) and hop(ours)


def test_8_2_to_8_7_nonfinite_floats_become_strings_and_come_back() -> None:
    """torch 2.7 spells non-finite floats as strings; the step re-spells them in the tree (not only on
    encoding), and the downgrader restores the floats."""
    program = _real("2.6.0", "mlp")
    node = program["graph_module"]["graph"]["nodes"][0]
    node["inputs"].append({"name": "fill", "arg": {"as_float": float("-inf")}})
    node["inputs"].append({"name": "many", "arg": {"as_floats": [float("nan"), 0.5, float("inf")]}})
    upgraded = serde.upgrade(program, to="8.7").program
    inputs = upgraded["graph_module"]["graph"]["nodes"][0]["inputs"]
    assert inputs[-2]["arg"] == {"as_float": "-Infinity"}
    assert inputs[-1]["arg"] == {"as_floats": ["NaN", 0.5, "Infinity"]}
    back = serde.upgrade(upgraded, to="8.2").program["graph_module"]["graph"]["nodes"][0]["inputs"]
    assert back[-2]["arg"]["as_float"] == float("-inf")
    nan, half, inf = back[-1]["arg"]["as_floats"]
    assert nan != nan and half == 0.5 and inf == float("inf")


# Written out rather than derived: every step from 8.2 on is additive by its spec diff, but 8.2 -> 8.7 also
# rewrites values (non-finite floats, the higher-order flag), so "changes only the version" is a claim
# about each step's function, which this test checks for the ones it names.
@pytest.mark.parametrize("release", ["2.7.1", "2.8.0", "2.9.1", "2.10.0", "2.11.0"])
def test_additive_steps_only_change_the_version(release: str) -> None:
    for item in [a for a in ARTIFACTS if a.torch_version == release]:
        original = serde.load(str(item.path))
        step = next(s for s in STEPS if s.source == original.version)
        upgraded = serde.upgrade(original, to=step.target).program
        before = {k: v for k, v in original.program.items() if k != "schema_version"}
        after = {k: v for k, v in upgraded.items() if k != "schema_version"}
        assert after == before, str(item)


def test_graphs_lists_the_root_then_subgraphs_and_runs_other_handlers_in_the_same_walk() -> None:
    program = serde.load(str(_item("2.1.2", "cond").path)).program
    seen: list[str] = []

    def node(obj: dict[str, Any], path: Any) -> dict[str, Any]:
        seen.append(obj["target"])
        return obj

    found = graphs("1.0", program, also={"Node": node})
    assert found[0] == (program["graph_module"]["graph"], ("graph_module", "graph"))
    assert len(found) == 3 and all(path[-1] == "graph" and len(path) > 2 for _, path in found[1:])
    assert len(seen) == sum(len(graph["nodes"]) for graph, _ in found)
    assert found == graphs("1.0", program)
    with pytest.raises(ValueError, match="no Graph handler"):
        graphs("1.0", program, also={"Graph": node})


def test_upgrade_does_not_modify_its_input() -> None:
    original = serde.load(str(_item("2.1.2", "cond").path))
    snapshot = json.dumps(original.program, default=str)
    serde.upgrade(original)
    assert json.dumps(original.program, default=str) == snapshot


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.label)
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_random_valid_payload_upgrades_to_a_valid_payload(step: Any, data: st.DataObject) -> None:
    payload = data.draw(strategies_for(step.source).payload())
    try:
        result = serde.upgrade(payload, to=step.target)
    except serde.UpgradeRefusedError as refused:
        assert refused.path.startswith("$") and refused.step == step.label
        return
    except serde.UnsafePickleError as refused:  # random bytes where schema 1 inlines torch.save pickles
        assert step.source == serde.SchemaVersion(1, 0) and (refused.member or "").startswith("$.")
        return
    assert serde.validate(result.program, step.target) == step.target
