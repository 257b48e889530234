"""Locating values by their msgpack encoding, and the declared type at a JSON path."""

from __future__ import annotations

import copy
import math
import re
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference_walk import map_prim
from strategies import strategies_for

import serde
from serde.program.codec import NONFINITE_FLOAT_PACKED
from serde.program.locate import (
    _item_bounds,
    find_values,
    match_start,
    occurring,
    packed,
    rewrite_matching,
    set_value,
    starting_with,
    string_prefix,
)
from serde.schema.jsonpath import Path
from serde.schema.typeexpr import TypeExpr
from serde.schema.versions.registry import spec_for


def exact_string(text: str) -> re.Pattern[bytes]:
    """A pattern matching the msgpack encoding of the string ``text`` (as a key or a value)."""
    return starting_with(msgspec.msgpack.encode(text))


NONFINITE_STRING_PACKED = re.compile(rb"\xa8Infinity|\xa9-Infinity|\xa3NaN")
"""The msgpack encoding of the non-finite float spellings of schemas from 8.7: a pattern without a leading
literal, which only the regex engine searches."""
LEAVES = (
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=6) | st.binary(max_size=6)
)
TREES = st.recursive(
    LEAVES,
    lambda inner: (
        st.lists(inner, max_size=80)
        | st.lists(inner, max_size=5).map(tuple)
        | st.dictionaries(st.text(max_size=4), inner, max_size=40)
    ),
    max_leaves=200,
)


def _leaves(value: Any, path: Path = ()) -> list[tuple[Path, Any]]:
    if isinstance(value, dict):
        return [leaf for k, v in value.items() for leaf in _leaves(v, path + (k,))]
    if isinstance(value, (list, tuple)):
        return [leaf for i, v in enumerate(value) for leaf in _leaves(v, path + (i,))]
    return [(path, value)]


def _encodes_matching(value: Any, pattern: re.Pattern[bytes]) -> bool:
    try:
        return pattern.search(msgspec.msgpack.encode(value)) is not None
    except OverflowError:
        return False


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(tree=st.dictionaries(st.text(max_size=4), TREES, max_size=6))
def test_find_values_finds_exactly_the_leaves_whose_encoding_matches_in_document_order(tree: dict[str, Any]) -> None:
    """Same answer as encoding every leaf on its own, for long lists (searched in runs), tuples, and
    integers too large for msgpack (their containers are searched child by child)."""
    for pattern in (NONFINITE_FLOAT_PACKED, NONFINITE_STRING_PACKED, re.compile(rb"\xa1a")):
        expected = [(path, value) for path, value in _leaves(tree) if _encodes_matching(value, pattern)]
        found = find_values(tree, pattern)
        assert [path for path, _ in found] == [path for path, _ in expected]
        assert all(a is b for (_, a), (_, b) in zip(found, expected, strict=True))
        assert find_values(tree, pattern, encoding=packed(tree)) == found
        encoding = packed(tree)
        if encoding is not None:  # the same answer without the spine's offsets, which are those msgpack measures
            assert find_values(tree, pattern, encoding=bytes(encoding)) == found


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(tree=TREES)
def test_packed_is_msgspecs_encoding_and_its_spine_holds_the_offsets_msgpack_measures(tree: Any) -> None:
    try:
        expected = msgspec.msgpack.encode(tree)
    except OverflowError:
        assert packed(tree) is None
        return
    encoding = packed(tree)
    assert encoding == expected
    assert encoding is not None
    for lo, bounds in encoding.spine.items():
        assert _item_bounds(bytes(encoding), lo, len(encoding), bounds[-1] - 1) == bounds


def test_find_values_in_a_long_list_and_an_unencodable_container() -> None:
    tree = {"big": 2**80, "values": [1.0] * 1000 + [math.inf] + [2.0] * 500 + [-math.inf], "t": (0.5, math.nan)}
    assert find_values(tree, NONFINITE_FLOAT_PACKED) == [
        (("values", 1000), math.inf),
        (("values", 1501), -math.inf),
        (("t", 1), tree["t"][1]),
    ]
    assert find_values({"k": [[], {}, ()]}, NONFINITE_FLOAT_PACKED) == []


@pytest.mark.parametrize("length", [0, 5, 31, 32, 255, 256, 65535, 65536])
def test_string_prefix_matches_strings_of_every_header_size(length: int) -> None:
    pattern = string_prefix("$ns:")
    text = "$ns:" + "x" * length
    assert pattern.search(msgspec.msgpack.encode(text))
    assert pattern.search(msgspec.msgpack.encode({text: 1}))
    assert not pattern.search(msgspec.msgpack.encode("y" + "x" * length + "$ns:"))
    assert not pattern.search(msgspec.msgpack.encode([36, 110, 115, 58]))


@given(text=st.text(max_size=40), prefix=st.sampled_from(["$", "torch.ops.higher_order.", "é"]))
def test_string_prefix_never_misses_a_string_that_starts_with_it(text: str, prefix: str) -> None:
    assert string_prefix(prefix).search(msgspec.msgpack.encode(["a", prefix + text, 7])) is not None


def test_exact_string_and_occurring() -> None:
    payload = {"graph": [{"as_none": True}], "note": "as_none is a key"}
    as_none, as_expr = exact_string("as_none"), exact_string("as_expr")
    assert occurring(payload, [as_none, as_expr]) == {as_none}
    assert occurring({"huge": 2**80}, [as_none]) == {as_none}, "unencodable payloads may hold anything"
    assert occurring(payload, [as_none, as_expr], encoding=packed(payload)) == {as_none}
    assert occurring(payload, [as_none, as_expr], encoding=packed({"other": "as_expr"})) == {as_expr}, (
        "the encoding given is the one searched"
    )


FRAGMENTS = st.sampled_from(
    [
        b"\xcb",
        b"\x7f",
        b"\xff",
        b"\xf0",
        b"$n",
        b"$",
        b"\xa2",
        b"\xa3",
        b"\xd9",
        b"\xa7as_none",
        b"as_none",
        b"NaN",
        b"x",
    ]
)


@given(parts=st.lists(FRAGMENTS, max_size=40), start=st.integers(0, 60))
def test_match_start_agrees_with_the_regex_engine(parts: list[bytes], start: int) -> None:
    """Literal-led patterns (searched with bytes.find, look-behind included) and others find the same
    first match as ``pattern.search``."""
    data = b"".join(parts)
    for pattern in (NONFINITE_FLOAT_PACKED, string_prefix("$n"), exact_string("as_none"), NONFINITE_STRING_PACKED):
        match = pattern.search(data, start)
        assert match_start(pattern, data, start) == (match.start() if match else -1)


def test_set_value_turns_tuples_on_the_way_into_lists() -> None:
    tree: dict[str, Any] = {"a": ({"b": 1},)}
    set_value(tree, ("a", 0, "b"), 2)
    assert tree == {"a": [{"b": 2}]}


def test_type_at_follows_classes_unions_lists_dicts_and_optionals() -> None:
    spec = spec_for("8.20")
    nodes = ("graph_module", "graph", "nodes", 3)
    assert spec.type_at(nodes) == TypeExpr("ref", "Node")
    assert spec.type_at(nodes + ("inputs", 0, "arg", "as_float")) == TypeExpr("prim", "float")
    assert spec.type_at(nodes + ("inputs", 0, "arg", "as_floats", 2)) == TypeExpr("prim", "float")
    assert spec.type_at(("range_constraints", "s0", "max_val")) == TypeExpr("prim", "int")
    assert spec.type_at(nodes + ("no_such_field",)) is None
    assert spec.type_at(nodes + (0,)) is None
    assert spec.type_at(("graph_module", "graph", "nodes", "x")) is None


def _nonfinite_as_string(value: Any, path: Path) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    return value


def _string_as_nonfinite(value: Any, path: Path) -> Any:
    if value in ("Infinity", "-Infinity", "NaN"):
        return float(value.replace("Infinity", "inf"))
    return value


@pytest.mark.parametrize("version", [serde.SchemaVersion(7, 3), serde.SchemaVersion(8, 2), serde.newest_version()])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_rewrite_matching_agrees_with_map_prim(version: serde.SchemaVersion, data: st.DataObject) -> None:
    """On random valid payloads (non-finite floats in every float field, as numbers up to 8.2 and as
    strings after), the located rewrite changes exactly what the full spec-guided rewrite changes."""
    payload = data.draw(strategies_for(version).payload())
    pattern, fn = (
        (NONFINITE_FLOAT_PACKED, _nonfinite_as_string)
        if version <= serde.SchemaVersion(8, 2)
        else (NONFINITE_STRING_PACKED, _string_as_nonfinite)
    )
    expected = map_prim(version, payload, "float", fn)
    located = copy.deepcopy(payload)
    rewrite_matching(version, located, pattern, "float", fn)
    assert repr(located) == repr(expected)
