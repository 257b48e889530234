"""Schema 1 (torch 2.1) <-> 2 (torch 2.2): the signature's name dictionaries and ordered specs, module
stacks, call specs, inline constants. Goldens against what torch 2.2 wrote for the same models."""

from __future__ import annotations

import json
from typing import Any

import pytest
from step_battery import StepBattery, edge_of, kinds

import serde

EDGE = edge_of(__name__)


class TestBattery(StepBattery):
    """The battery every step gets."""


@pytest.mark.parametrize("model", ["mlp", "cnn_bn_eval", "bn_train", "tensor_constant", "multi_io", "dynamic_batch"])
def test_signature_matches_what_the_target_release_wrote(model: str) -> None:
    ours = EDGE.crossed(model).program
    real = EDGE.written(EDGE.target, model).program
    ours_sig, real_sig = ours["graph_module"]["signature"], real["graph_module"]["signature"]
    assert kinds(ours_sig["input_specs"]) == kinds(real_sig["input_specs"])
    assert kinds(ours_sig["output_specs"]) == kinds(real_sig["output_specs"])
    assert ours["dialect"] == real["dialect"] == "ATEN"
    ours_entry, real_entry = ours["graph_module"]["module_call_graph"][0], real["graph_module"]["module_call_graph"][0]
    assert ours_entry["fqn"] == real_entry["fqn"] == ""
    assert json.loads(ours_entry["signature"]["in_spec"]) == json.loads(real_entry["signature"]["in_spec"])
    assert all("dtype" in meta for meta in ours["graph_module"]["graph"]["tensor_values"].values())


def test_metadata_and_report() -> None:
    result = EDGE.crossed("mlp")
    metadata = result.program["graph_module"]["graph"]["nodes"][0]["metadata"]
    assert "source_fn_stack" in metadata and "source_fn" not in metadata
    assert ":(" not in metadata["nn_module_stack"]
    found = {(n.kind, n.path) for n in result.report.notes}
    assert ("defaulted", "$.dialect") in found


def _stacks(program: dict[str, Any]) -> list[list[tuple[str, str]]]:
    from upgraders._module_stack import parse

    nodes = program["graph_module"]["graph"]["nodes"]
    return [[(key, path) for key, path, _ in parse(n["metadata"].get("nn_module_stack", ""))] for n in nodes]


@pytest.mark.parametrize("model", ["mlp", "ops_zoo", "cnn_bn_eval", "multi_io"])
def test_module_stacks_are_what_the_target_release_wrote(model: str) -> None:
    """Every node's stack starts with the root entry and names module paths (``body.0``), not the source
    references torch 2.1 kept (``getattr(L.self.body, '0')``): the same keys and paths as torch 2.2's
    export of the same model, node for node."""
    ours = _stacks(EDGE.crossed(model).program)
    assert ours == _stacks(EDGE.written(EDGE.target, model).program)
    assert all(stack and stack[0] == ("L__self__", "") for stack in ours)


def test_equality_constraint_on_shared_symbol_is_not_reported_lost() -> None:
    result = EDGE.crossed("dynamic_batch")
    assert "equality_constraints" not in result.program
    assert not [n for n in result.report.notes if n.kind == "dropped"]


@pytest.mark.parametrize("spec_text", ["false", "[1, 2]", '[1, {"type": "builtins.tuple", "children_spec": [3, 4]}]'])
def test_a_call_spec_that_is_not_a_treespec_is_refused_before_the_step(spec_text: str) -> None:
    """A treespec string is not checked by the schema but by its kind's grammar (serde.untrusted.treespecs): one of
    another shape, or with children that are not nodes, is refused before any step reads it."""
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
    with pytest.raises(serde.UnsafeProgramError) as refused:
        serde.upgrade(program, EDGE.target)
    assert refused.value.path == "$.graph_module.call_spec.in_spec"
