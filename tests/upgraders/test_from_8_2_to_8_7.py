"""Schema 8.2 (torch 2.6) <-> 8.7 (torch 2.7): the higher-order single-tensor flag, non-finite floats
spelled as strings. Goldens against what torch 2.7 wrote for the same models."""

from __future__ import annotations

from typing import Any

from step_battery import StepBattery, edge_of

import serde

EDGE = edge_of(__name__)


class TestBattery(StepBattery):
    """The battery every step gets."""


def test_higher_order_flag_matches_what_the_target_release_wrote() -> None:
    ours = EDGE.crossed("cond").program
    real = EDGE.written(EDGE.target, "cond").program

    def hop(program: dict[str, Any]) -> list[tuple[Any, Any]]:
        return [
            (n.get("is_hop_single_tensor_return"), list(n["outputs"][0]))
            for n in program["graph_module"]["graph"]["nodes"]
            if n["target"].startswith("torch.ops.higher_order")
        ]

    assert hop(ours) == hop(real) and hop(ours)


def test_nonfinite_floats_become_strings_and_come_back() -> None:
    """torch 2.7 spells non-finite floats as strings; the step re-spells them in the tree (not only on
    encoding), and the downgrader restores the floats."""
    program = EDGE.written(EDGE.source, "mlp").program
    node = program["graph_module"]["graph"]["nodes"][0]
    node["inputs"].append({"name": "fill", "arg": {"as_float": float("-inf")}})
    node["inputs"].append({"name": "many", "arg": {"as_floats": [float("nan"), 0.5, float("inf")]}})
    upgraded = serde.upgrade(program, to=EDGE.target).program
    inputs = upgraded["graph_module"]["graph"]["nodes"][0]["inputs"]
    assert inputs[-2]["arg"] == {"as_float": "-Infinity"}
    assert inputs[-1]["arg"] == {"as_floats": ["NaN", 0.5, "Infinity"]}
    back = serde.upgrade(upgraded, to=EDGE.source).program["graph_module"]["graph"]["nodes"][0]["inputs"]
    assert back[-2]["arg"]["as_float"] == float("-inf")
    nan, half, inf = back[-1]["arg"]["as_floats"]
    assert nan != nan and half == 0.5 and inf == float("inf")


def _calls(program: dict[str, Any]) -> list[tuple[str, list[tuple[str, Any]]]]:
    return [
        (n["target"], [(i["name"], i.get("kind")) for i in n["inputs"]])
        for n in program["graph_module"]["graph"]["nodes"]
    ]


def test_argument_kinds_are_derived_as_the_target_release_writes_them() -> None:
    """A torch 2.6 program carries no argument kinds; upgraded, each node's kinds equal those torch 2.7 wrote
    for the same model (same operators, in the same order), and no argument is left without one."""
    compared = 0
    for model in ("mlp", "multi_io", "ops_zoo", "cnn_bn_eval", "tensor_constant"):
        ours, real = _calls(EDGE.crossed(model).program), _calls(EDGE.written(EDGE.target, model).program)
        assert [target for target, _ in ours] == [target for target, _ in real], model
        assert ours == real, model
        assert all(kind in (1, 2) for _, inputs in ours for _, kind in inputs)
        compared += sum(len(inputs) for _, inputs in ours)
    assert compared > 20


def test_kinds_follow_the_operators_parameters() -> None:
    from serde.releases.argument_positions import derived_kinds

    assert derived_kinds("torch.ops.aten.linear.default", ["input", "weight", "bias"]) == [1, 1, 1]
    assert derived_kinds("torch.ops.aten.sum.dim_IntList", ["self", "dim", "dtype"]) == [1, 1, 2]  # keyword-only
    assert derived_kinds("torch.ops.aten.sum.dim_IntList", ["self", "keepdim"]) == [1, 2]  # after a gap
    assert derived_kinds("torch.ops.aten.mm.default", ["self", "mat2"]) == [1, 1]  # nothing optional
    assert derived_kinds("torch.ops.mylib.op.default", ["x"]) is None  # not known: the loader decides
