"""Hypothesis properties over random valid payloads generated from every version's spec."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from strategies import Site, strategies_for, walk

import serde
from serde.schema.typeexpr import TypeExpr
from serde.untrusted.formats import parse_program_json

VERSIONS = list(serde.known_versions())
FAST = settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=False))
    if isinstance(a, dict) and isinstance(b, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    return type(a) is type(b) and bool(a == b)


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@FAST
@given(data=st.data())
def test_generated_payloads_validate_and_round_trip(version: serde.SchemaVersion, data: st.DataObject) -> None:
    payload = data.draw(strategies_for(version).payload())
    assert serde.validate(payload, version) == version
    as_json = serde.encode(payload, version, "json")
    assert _same(serde.decode(as_json, "json"), payload)
    from_json = serde.decode(as_json)
    packed = serde.encode(from_json, version, "msgpack")
    assert _same(serde.decode(packed, "msgpack"), payload)
    assert serde.encode(serde.decode(packed), version, "json") == as_json


def _unwrap(t: TypeExpr) -> TypeExpr:
    return t.args[0] if t.kind == "optional" else t


def _wrong_value(t: TypeExpr) -> Any:
    inner = _unwrap(t)
    if inner.kind == "prim" and inner.name == "str":
        return 12345
    return "not-a-valid-value"


def _expect_error(payload: Any, version: serde.SchemaVersion, path: str) -> serde.SchemaError:
    with pytest.raises(serde.SchemaError) as info:
        serde.validate(payload, version)
    assert info.value.path == path, str(info.value)
    assert info.value.version == version
    return info.value


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@FAST
@given(data=st.data())
def test_dropping_a_required_field_is_reported_at_its_path(version: serde.SchemaVersion, data: st.DataObject) -> None:
    payload = data.draw(strategies_for(version).payload())
    _, objects = walk(serde.spec_for(version), payload)
    candidates = [
        (o, f.name)
        for o in objects
        if o.cls.kind == "struct"
        for f in o.cls.fields
        if not f.has_default and f.name in o.value and not (o.path == "$" and f.name == "schema_version")
    ]
    assume(candidates)
    obj, name = data.draw(st.sampled_from(candidates))
    del obj.value[name]
    error = _expect_error(payload, version, f"{obj.path}.{name}")
    assert "required field missing" in str(error)


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@FAST
@given(data=st.data())
def test_a_value_of_the_wrong_type_is_reported_at_its_path(version: serde.SchemaVersion, data: st.DataObject) -> None:
    payload = data.draw(strategies_for(version).payload())
    sites, _ = walk(serde.spec_for(version), payload)
    candidates = [s for s in sites if s.path != "$.schema_version"]
    assume(candidates)
    site: Site = data.draw(st.sampled_from(candidates))
    site.container[site.key] = _wrong_value(site.type)
    _expect_error(payload, version, site.path)


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@FAST
@given(data=st.data())
def test_two_union_members_are_reported_at_the_union(version: serde.SchemaVersion, data: st.DataObject) -> None:
    payload = data.draw(strategies_for(version).payload())
    _, objects = walk(serde.spec_for(version), payload)
    unions = [o for o in objects if o.cls.kind == "union" and len(o.cls.fields) > 1]
    assume(unions)
    obj = data.draw(st.sampled_from(unions))
    current = next(k for k, v in obj.value.items() if v is not None)
    other = data.draw(st.sampled_from([f.name for f in obj.cls.fields if f.name != current]))
    obj.value[other] = obj.value[current]
    error = _expect_error(payload, version, obj.path)
    assert "exactly one member" in str(error)


@pytest.mark.parametrize("version", [v for v in VERSIONS if v >= serde.SchemaVersion(5, 1)], ids=str)
@FAST
@given(data=st.data())
def test_an_unknown_or_missing_union_member_is_reported_at_the_union(
    version: serde.SchemaVersion, data: st.DataObject
) -> None:
    """From 5.1 on a union is an object with exactly one key: an empty object and a key that names no
    member are both errors at the union (the unknown key's path ends in that key)."""
    payload = data.draw(strategies_for(version).payload())
    _, objects = walk(serde.spec_for(version), payload)
    unions = [o for o in objects if o.cls.kind == "union"]
    assume(unions)
    obj = data.draw(st.sampled_from(unions))
    ((tag, value),) = obj.value.items()
    obj.value.clear()
    if data.draw(st.booleans()):
        assert "exactly one member" in str(_expect_error(payload, version, obj.path))
    else:
        obj.value["as_no_such_member"] = value
        error = _expect_error(payload, version, obj.path + ".as_no_such_member")
        assert f"unknown member of union {obj.cls.name}" in str(error)


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@FAST
@given(data=st.data())
def test_an_unknown_enum_value_is_reported_at_its_path(version: serde.SchemaVersion, data: st.DataObject) -> None:
    spec = serde.spec_for(version)
    payload = data.draw(strategies_for(version).payload())
    sites, _ = walk(spec, payload)
    enum_sites = [s for s in sites if _unwrap(s.type).kind == "ref" and _unwrap(s.type).name in spec.enums]
    assume(enum_sites)
    site = data.draw(st.sampled_from(enum_sites))
    site.container[site.key] = max(spec.enums[_unwrap(site.type).name].values()) + 1000
    error = _expect_error(payload, version, site.path)
    assert "enum" in str(error)


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_unknown_key_is_reported(version: serde.SchemaVersion, data: st.DataObject) -> None:
    payload = data.draw(strategies_for(version).payload())
    payload["graph_module"]["surprise"] = 1
    _expect_error(payload, version, "$.graph_module.surprise")


TRICKY_TEXT = st.text(
    alphabet=st.sampled_from(['"', "\\", "N", "a", "I", "n", "f", "-", ",", " ", "[", "é"]), max_size=12
)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.floats() | TRICKY_TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TRICKY_TEXT, inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(value=JSON_VALUES, compact=st.booleans())
def test_json_text_with_bare_tokens_is_read_exactly_as_the_standard_library_reads_it(value: Any, compact: bool) -> None:
    """Any JSON text (strings full of quotes, backslashes and token-like text; bare Infinity/NaN tokens)
    parses to what json.loads reads."""
    data = json.dumps(value, separators=(",", ":") if compact else None).encode()
    assert _same(parse_program_json(data, None), json.loads(data))
