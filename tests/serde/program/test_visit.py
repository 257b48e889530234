"""The generated spec-guided visitor the steps use, against random valid payloads of every version."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reference_walk import map_prim
from strategies import strategies_for, synthetic_spec, walk

import serde
from serde.program.walk import Holding, _Generator, visit
from serde.schema.jsonpath import Path
from serde.schema.versions.registry import spec_for

VERSIONS = list(serde.known_versions())
FAST = settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)


def _at(root: Any, path: Path) -> Any:
    for part in path:
        root = root[part]
    return root


Seen = list[tuple[str, Path, dict[str, Any]]]


def _recorder(seen: Seen) -> Any:
    """``record(name)``: a handler of class ``name`` that appends (name, path, object) to ``seen``."""

    def record(name: str) -> Any:
        def handler(obj: dict[str, Any], path: Path) -> dict[str, Any]:
            seen.append((name, path, obj))
            return obj

        return handler

    return record


def _handled(data: st.DataObject, version: serde.SchemaVersion) -> set[str]:
    return data.draw(st.sets(st.sampled_from(sorted(spec_for(version).classes)), min_size=1, max_size=4))


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@FAST
@given(data=st.data())
def test_every_object_of_a_handled_class_is_visited_once_children_first_with_its_path(
    version: serde.SchemaVersion, data: st.DataObject
) -> None:
    payload = data.draw(strategies_for(version).payload())
    handled = _handled(data, version)
    seen: Seen = []
    record = _recorder(seen)

    assert visit(version, payload, {name: record(name) for name in handled}) is payload
    _, objects = walk(spec_for(version), payload)
    expected = sorted((site.cls.name, id(site.value)) for site in objects if site.cls.name in handled)
    assert sorted((name, id(obj)) for name, _, obj in seen) == expected
    for _, path, obj in seen:
        assert _at(payload, path) is obj
    for index, (_, earlier, _) in enumerate(seen):
        assert not any(later[: len(earlier)] == earlier for _, later, _ in seen[index + 1 :]), "parent before child"


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@FAST
@given(data=st.data())
def test_a_replacement_returned_by_a_handler_takes_the_objects_place(
    version: serde.SchemaVersion, data: st.DataObject
) -> None:
    payload = data.draw(strategies_for(version).payload())
    handled = _handled(data, version)
    replaced: list[tuple[Path, dict[str, Any]]] = []

    def replace(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        new = dict(obj)
        replaced.append((path, new))
        return new

    root = visit(version, payload, dict.fromkeys(handled, replace))
    for path, new in replaced:
        assert _at(root, path) is new


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@FAST
@given(data=st.data())
def test_a_holding_handler_gets_exactly_the_objects_of_its_class_that_hold_one_of_its_keys(
    version: serde.SchemaVersion, data: st.DataObject
) -> None:
    """The walk may skip a union's function where none of the keys that lead anywhere is present; every object
    that holds one of a :class:`Holding` handler's keys is still visited, once, with its path, and no other."""
    payload = data.draw(strategies_for(version).payload())
    spec = spec_for(version)
    handled = _handled(data, version)
    keys = {
        name: tuple(data.draw(st.sets(st.sampled_from([f.name for f in spec.classes[name].fields]), min_size=1)))
        for name in sorted(handled)
        if spec.classes[name].fields
    }
    seen: Seen = []
    record = _recorder(seen)

    assert visit(version, payload, {name: Holding(keys[name], record(name)) for name in keys}) is payload
    _, objects = walk(spec, payload)
    expected = sorted(
        (site.cls.name, id(site.value))
        for site in objects
        if site.cls.name in keys and any(key in site.value for key in keys[site.cls.name])
    )
    assert sorted((name, id(obj)) for name, _, obj in seen) == expected
    for _, path, obj in seen:
        assert _at(payload, path) is obj


def test_a_holding_handler_names_a_class_and_at_least_one_key() -> None:
    for handlers in ({"Argument": Holding((), lambda obj, path: obj)}, {"str": Holding(("x",), lambda v, p: v)}):
        with pytest.raises(ValueError, match="Holding handler"):
            visit("8.20", {"schema_version": {"major": 8, "minor": 20}}, handlers)


@pytest.mark.parametrize("version", VERSIONS, ids=str)
@FAST
@given(data=st.data())
def test_a_primitive_handler_gets_every_value_of_that_type_and_may_replace_it(
    version: serde.SchemaVersion, data: st.DataObject
) -> None:
    """Same values, paths and result as the reference rewrite of :func:`reference_walk.map_prim`, with a
    class handler alongside."""
    payload = data.draw(strategies_for(version).payload())
    prim = data.draw(st.sampled_from(["str", "int", "float", "bool"]))
    handled = _handled(data, version)
    expected: list[tuple[Path, Any]] = []
    reference = map_prim(version, copy.deepcopy(payload), prim, lambda v, p: expected.append((p, v)) or (v, "seen"))
    seen: list[tuple[Path, Any]] = []
    handlers: dict[str, Any] = dict.fromkeys(handled, lambda obj, path: obj)
    handlers[prim] = lambda v, p: seen.append((p, v)) or (v, "seen")
    assert repr(visit(version, payload, handlers)) == repr(reference)
    assert sorted(map(repr, seen)) == sorted(map(repr, expected))


def test_tuples_dicts_cycles_and_deep_nesting_are_visited() -> None:
    """Shapes no released spec has yet (a class inside a tuple, chains of lists deeper than CPython's
    limit of nested blocks in one function) are visited like the rest."""
    depth = 25
    chain = {f"C{i}": {"next": f"list[C{i + 1}]"} for i in range(depth)}
    spec = synthetic_spec(
        {
            "Root": {"pair": "tuple[int, Leaf]", "table": "dict[str, list[Leaf | None]]", "tree": "Tree | None"},
            "Tree": {"children": "list[Tree]", "leaf": "Leaf | None"},
            "Leaf": {"value": "int"},
            **chain,
            f"C{depth}": {"leaf": "Leaf"},
        },
        "Root",
    )
    payload = {
        "pair": [2, {"value": 1}],
        "table": {"a": [None, {"value": 3}]},
        "tree": {"children": [{"children": [], "leaf": {"value": 4}}], "leaf": None},
    }
    nested: dict[str, Any] = {"leaf": {"value": 5}}
    for _ in range(depth):
        nested = {"next": [nested]}
    seen: list[tuple[Path, int]] = []

    def leaf(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        seen.append((path, obj["value"]))
        return {"value": -obj["value"]}

    traverse = _Generator(spec, frozenset({"Leaf"})).build
    traverse("Root")(payload, (), {"Leaf": leaf})
    traverse("C0")(nested, (), {"Leaf": leaf})
    assert seen == [
        (("pair", 1), 1),
        (("table", "a", 1), 3),
        (("tree", "children", 0, "leaf"), 4),
        (("next", 0) * depth + ("leaf",), 5),
    ]
    assert payload["pair"][1] == {"value": -1} and payload["table"]["a"][1] == {"value": -3}
    assert payload["tree"]["children"][0]["leaf"] == {"value": -4}
