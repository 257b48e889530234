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
    tests/test_hostile_programs.py.)"""
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
