"""Schema 2 (torch 2.2) <-> 5.1 (torch 2.3): single-key unions, symbolic storage offsets, persistent
buffer flags. Goldens against what torch 2.3 wrote for the same models."""

from __future__ import annotations

import copy
from collections import OrderedDict
from typing import Any

import orjson
import pytest
from hypothesis import given
from hypothesis import strategies as st
from step_battery import EXAMPLES, StepBattery, edge_of
from strategies import strategies_for

import serde
from serde.program import native
from serde.program.walk import visit
from serde.schema.jsonpath import Path
from upgraders._helpers import union_tag

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
    program["graph_module"]["graph"]["outputs"].append({"as_operator": "torch.ops.aten.add.Tensor"})
    with pytest.raises(serde.UpgradeRefusedError) as refused:
        serde.upgrade(program, to=EDGE.source, lossy=True)
    (item,) = refused.value.items
    assert item.path.startswith("$.graph_module.graph.outputs[") and item.path.endswith("].as_operator")
    assert item.step == EDGE.down.label


def _with_and_without_the_extension(
    monkeypatch: pytest.MonkeyPatch, payload: dict[str, Any]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The step's result with the compiled re-spelling of unions, and with the visitor's alone."""
    monkeypatch.delenv(native.ENVIRONMENT, raising=False)
    assert native.native_available(), "serde.program._native is not built"
    compiled = serde.upgrade(copy.deepcopy(payload), to=EDGE.target).program
    monkeypatch.setenv(native.ENVIRONMENT, "off")
    visited = serde.upgrade(copy.deepcopy(payload), to=EDGE.target).program
    monkeypatch.delenv(native.ENVIRONMENT)
    return compiled, visited


def test_the_compiled_and_the_visitors_respelling_give_the_same_program_on_the_corpus(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    items = EDGE.artifacts(EDGE.source)
    assert items
    for item in items:
        compiled, visited = _with_and_without_the_extension(monkeypatch, serde.decode(item.program_bytes()))
        assert orjson.dumps(compiled) == orjson.dumps(visited), item


@EXAMPLES
@given(data=st.data())
def test_the_compiled_and_the_visitors_respelling_give_the_same_program(data: st.DataObject) -> None:
    payload = data.draw(strategies_for(EDGE.source).payload())
    with pytest.MonkeyPatch.context() as monkeypatch:
        try:
            compiled, visited = _with_and_without_the_extension(monkeypatch, payload)
        except serde.UpgradeRefusedError:
            monkeypatch.setenv(native.ENVIRONMENT, "off")
            with pytest.raises(serde.UpgradeRefusedError):
                serde.upgrade(copy.deepcopy(payload), to=EDGE.target)
            return
    assert orjson.dumps(compiled) == orjson.dumps(visited)


def test_what_the_compiled_walk_leaves_the_visitor_finishes_to_the_same_program(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A union the compiled walk does not re-spell (a dict subclass) stops it part way; the visitor the step
    then runs re-spells every union, those the walk did again to the same, as the visitor alone does."""
    monkeypatch.delenv(native.ENVIRONMENT, raising=False)
    program = serde.decode(EDGE.artifacts(EDGE.source)[0].program_bytes())
    outputs = program["graph_module"]["graph"]["outputs"]
    outputs[-1] = OrderedDict(outputs[-1])
    alone = copy.deepcopy(program)
    handlers = {name: _single_key for name, cls in serde.spec_for(EDGE.source).classes.items() if cls.kind == "union"}
    assert native.single_key_unions(EDGE.source, program) is False
    assert len(program["graph_module"]["graph"]["inputs"][0]) == 1  # it stopped after re-spelling some
    visit(EDGE.source, program, handlers)
    visit(EDGE.source, alone, handlers)
    assert orjson.dumps(program) == orjson.dumps(alone)
    assert all(len(union) == 1 for union in program["graph_module"]["graph"]["outputs"])


def _single_key(obj: dict[str, Any], path: Path) -> dict[str, Any]:
    tag, value = union_tag(obj)
    return {tag: value}
