"""Schema 2 (torch 2.2) <-> 5.1 (torch 2.3): single-key unions, symbolic storage offsets, persistent
buffer flags. Goldens against what torch 2.3 wrote for the same models."""

from __future__ import annotations

from typing import Any

import pytest
from step_battery import StepBattery, edge_of

import serde

EDGE = edge_of(__name__)


class TestBattery(StepBattery):
    """The battery every step gets."""


@pytest.mark.parametrize("model", ["bn_train", "cnn_bn_eval"])
def test_persistent_flags_match_what_the_target_release_wrote(model: str) -> None:
    ours = EDGE.crossed(model).program
    real = EDGE.written(EDGE.target, model).program

    def flags(program: dict[str, Any]) -> list[bool]:
        return [s["buffer"]["persistent"] for s in program["graph_module"]["signature"]["input_specs"] if "buffer" in s]

    assert flags(ours) == flags(real)
    offsets = [m["storage_offset"] for m in ours["graph_module"]["graph"]["tensor_values"].values()]
    assert offsets and all(o == {"as_int": 0} for o in offsets)


def test_a_member_schema_2_lacks_is_refused_not_a_crash() -> None:
    """Found by the battery's downward property: the union rewrite met the refused member and crashed
    (an InternalError) instead of letting the refusal through."""
    program = EDGE.written(EDGE.target, "mlp").program
    program["graph_module"]["graph"]["outputs"].append({"as_operator": "aten::add"})
    with pytest.raises(serde.UpgradeRefusedError) as refused:
        serde.upgrade(program, to=EDGE.source, lossy=True)
    (item,) = refused.value.items
    assert item.path.startswith("$.graph_module.graph.outputs[") and item.path.endswith("].as_operator")
    assert item.step == EDGE.down.label
