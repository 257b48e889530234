"""Schema 5.1 (torch 2.3) <-> 5.3 (torch 2.4): optional-tensor arguments as objects, example inputs."""

from __future__ import annotations

import json

from step_battery import StepBattery, edge_of

import serde

EDGE = edge_of(__name__)


class TestBattery(StepBattery):
    """The battery every step gets."""


def test_optional_tensors_and_example_inputs() -> None:
    result = EDGE.crossed("ops_zoo")
    text = json.dumps(result.program)
    assert '"as_optional_tensors"' in text
    for node in result.program["graph_module"]["graph"]["nodes"]:
        for named in node["inputs"]:
            for item in named["arg"].get("as_optional_tensors") or []:
                if "as_tensor" in item:
                    assert isinstance(item["as_tensor"], dict) and "name" in item["as_tensor"]
    assert result.artifact.layout is serde.Layout.C4
    assert result.artifact.members["serialized_example_inputs.pt"].read() == b""
