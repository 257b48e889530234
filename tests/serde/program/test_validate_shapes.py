"""The generated validator on shapes no released spec has yet: empty classes, classes in tuples, and
chains of classes nested deeper than CPython allows blocks in one function."""

from __future__ import annotations

from typing import Any

import pytest
from strategies import synthetic_spec

from serde.program.validate import _Compiler, _Invalid, _path
from serde.schema.jsonpath import render_path

DEPTH = 25


def _check(payload: Any) -> None:
    chain = {f"C{i}": {"next": f"list[C{i + 1}]"} for i in range(DEPTH)}
    spec = synthetic_spec(
        {
            "Root": {"empty": "Empty", "pair": "tuple[int, Leaf]", "chain": "C0"},
            "Empty": {},
            "Leaf": {"value": "int"},
            **chain,
            f"C{DEPTH}": {"leaf": "Leaf"},
        },
        "Root",
    )
    _Compiler(spec).build("Root")(payload)


def _payload() -> dict[str, Any]:
    chain: dict[str, Any] = {"leaf": {"value": 5}}
    for _ in range(DEPTH):
        chain = {"next": [chain]}
    return {"empty": {}, "pair": [1, {"value": 2}], "chain": chain}


def _error_path(payload: dict[str, Any]) -> str:
    with pytest.raises(_Invalid) as caught:
        _check(payload)
    return render_path(_path(caught.value.segments))


def test_a_valid_payload_passes() -> None:
    _check(_payload())


def test_a_key_in_an_empty_class_is_unknown() -> None:
    payload = _payload()
    payload["empty"]["extra"] = 1
    assert _error_path(payload) == "$.empty.extra"


def test_a_wrong_value_in_a_tuple_slot_and_deep_down_a_chain_has_its_path() -> None:
    payload = _payload()
    payload["pair"][1]["value"] = "2"
    assert _error_path(payload) == "$.pair[1].value"
    payload = _payload()
    bottom = payload["chain"]
    for _ in range(DEPTH):
        bottom = bottom["next"][0]
    bottom["leaf"] = {}
    assert _error_path(payload) == "$.chain" + ".next[0]" * DEPTH + ".leaf.value"


@pytest.mark.parametrize(
    ("value", "message"),
    [(True, "wrong type"), (1.0, "wrong type"), ("1", "wrong type"), (None, "wrong type")]
    + [(2**63, "integer outside int64"), (-(2**63) - 1, "integer outside int64")]
    + [(2**63 - 1, None), (-(2**63), None), (0, None)],
)
def test_an_int_field_holds_an_int64_and_nothing_else(value: Any, message: str | None) -> None:
    payload = _payload()
    payload["pair"][1]["value"] = value
    if message is None:
        _check(payload)
        return
    with pytest.raises(_Invalid) as caught:
        _check(payload)
    assert caught.value.message == message
    assert render_path(_path(caught.value.segments)) == "$.pair[1].value"
