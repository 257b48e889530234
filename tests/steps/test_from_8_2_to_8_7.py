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
