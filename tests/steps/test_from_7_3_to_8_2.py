"""Schema 7.3 (torch 2.5) <-> 8.2 (torch 2.6): optional range bounds, ``as_none: true``, expressions in
torch 2.6's spelling. Goldens against what torch 2.6 wrote for the same models."""

from __future__ import annotations

from typing import Any

from step_battery import StepBattery, edge_of

import serde

EDGE = edge_of(__name__)


class TestBattery(StepBattery):
    """The battery every step gets."""


def test_expressions_match_what_the_target_release_wrote() -> None:
    ours = EDGE.crossed("dynamic_batch").program
    real = EDGE.written(EDGE.target, "dynamic_batch").program

    def exprs(program: dict[str, Any]) -> set[str]:
        found = set()
        for meta in program["graph_module"]["graph"]["tensor_values"].values():
            for size in meta["sizes"]:
                if "as_expr" in size:
                    found.add(size["as_expr"]["expr_str"])
        return found

    assert exprs(ours) == exprs(real) and exprs(ours)


def test_unbounded_ranges_become_null() -> None:
    program = EDGE.written(EDGE.source, "dynamic_batch").program
    name = next(iter(program["range_constraints"]))
    program["range_constraints"][name]["max_val"] = float("inf")
    upgraded = serde.upgrade(program, to=EDGE.target).program
    assert upgraded["range_constraints"][name]["max_val"] is None


def test_as_none_becomes_true_wherever_it_occurs() -> None:
    program = EDGE.written(EDGE.source, "mlp").program
    node = program["graph_module"]["graph"]["nodes"][0]
    node["inputs"].append({"name": "maybe", "arg": {"as_none": []}})
    node["inputs"].append({"name": "opt", "arg": {"as_optional_tensors": [{"as_none": []}]}})
    upgraded = serde.upgrade(program, to=EDGE.target).program["graph_module"]["graph"]["nodes"][0]["inputs"]
    assert upgraded[-2]["arg"] == {"as_none": True}
    assert upgraded[-1]["arg"] == {"as_optional_tensors": [{"as_none": True}]}
