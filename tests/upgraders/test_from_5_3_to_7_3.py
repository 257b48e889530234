"""Schema 5.3 (torch 2.4) <-> 7.3 (torch 2.5): ``dialect`` becomes ``verifiers``, extension-op targets
are respelled. Goldens against what torch 2.5 wrote for the same models."""

from __future__ import annotations

from step_battery import StepBattery, edge_of

import serde

EDGE = edge_of(__name__)


class TestBattery(StepBattery):
    """The battery every step gets."""


def test_verifiers_match_what_the_target_release_wrote() -> None:
    ours = EDGE.crossed("mlp").program
    assert ours["verifiers"] == EDGE.written(EDGE.target, "mlp").program["verifiers"]
    assert "dialect" not in ours


def test_extension_op_targets_are_respelled_and_nothing_else() -> None:
    """torch 2.4 wrote registered extension ops as ``$ns:op``; 2.5 reads ``#ns:op``. Other strings that
    merely contain a ``$`` (or start with one outside a target) are left alone. (A target that is no
    spelling torch writes, such as ``torch.ops.aten.add$.Tensor``, is refused before any step runs:
    tests/acceptance/test_hostile_programs.py.)"""
    program = EDGE.written(EDGE.source, "mlp").program
    nodes = program["graph_module"]["graph"]["nodes"]
    nodes[0]["target"] = "$my_ns:my_op"
    nodes[1]["metadata"]["stack_trace"] = "$ not a target"
    nodes[-1]["metadata"]["stack_trace"] = "torch.ops.aten.add$.Tensor"
    upgraded = serde.upgrade(program, to=EDGE.target).program["graph_module"]["graph"]["nodes"]
    assert upgraded[0]["target"] == "#my_ns:my_op"
    assert upgraded[1]["metadata"]["stack_trace"] == "$ not a target"
    assert upgraded[-1]["metadata"]["stack_trace"] == "torch.ops.aten.add$.Tensor"
    untouched = EDGE.written(EDGE.source, "mlp").program
    again = serde.upgrade(EDGE.written(EDGE.source, "mlp").program, to=EDGE.target).program
    assert again["graph_module"]["graph"]["nodes"] == untouched["graph_module"]["graph"]["nodes"]


def test_what_5_3_cannot_hold_is_kept_for_the_way_back() -> None:
    """``torch_version``, graph metadata and ranges without a lower bound (torch 2.4's loader calls ``int()`` on
    every lower bound) leave the 5.3 program, are kept in its first node's metadata and come back on the way
    up; a range with an upper bound is a reported loss for torch 2.4 itself."""
    from upgraders.from_5_3_to_7_3 import KEPT_FIELDS

    artifact = EDGE.written(EDGE.target, "mlp")
    program = artifact.program
    program["graph_module"]["metadata"] = {"custom": "{}"}
    program["range_constraints"] = {"u0": {"min_val": float("-inf"), "max_val": float("inf")}}
    original = {key: program.get(key) for key in ("torch_version", "range_constraints")}
    down = serde.upgrade(artifact, to="5.3")
    assert "torch_version" not in down.program and not down.program.get("range_constraints")
    assert KEPT_FIELDS in down.program["graph_module"]["graph"]["nodes"][0]["metadata"]
    back = serde.upgrade(down.artifact, to="7.3").program
    assert {key: back.get(key) for key in original} == original
    assert back["graph_module"]["metadata"] == {"custom": "{}"}
    assert KEPT_FIELDS not in back["graph_module"]["graph"]["nodes"][0]["metadata"]

    program["range_constraints"] = {"u0": {"min_val": float("-inf"), "max_val": 5}}
    try:
        serde.upgrade(artifact, to="5.3")
    except serde.UpgradeRefusedError as refused:
        assert any("without a lower bound" in item.message for item in refused.items)
    else:
        raise AssertionError("a range torch 2.4 cannot read was dropped without lossy")
    lossy = serde.upgrade(artifact, to="5.3", lossy=True)
    again = serde.upgrade(lossy.artifact, to="7.3").program
    assert again["range_constraints"] == {"u0": {"min_val": float("-inf"), "max_val": 5}}
