"""Schema 7.3 (torch 2.5) <-> 8.2 (torch 2.6): optional range bounds, ``as_none: true``, expressions in
torch 2.6's spelling. Goldens against what torch 2.6 wrote for the same models."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
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


def _numbered_as_first_written(nodes: list[dict[str, Any]]) -> int:
    """The first implementation of ``number_module_calls`` (each depth's prefix compared on its own), kept
    as the reference of the faster one."""
    from upgraders._module_stack import CALL_SEPARATOR, EMPTY_STACK_KEY, parse, render

    calls: dict[str, int] = {}
    previous: list[tuple[str, str, str]] = []
    previous_numbers: list[int] = []
    changed = 0
    for node in nodes:
        metadata = node.get("metadata") or {}
        text = metadata.get("nn_module_stack")
        if not text:
            continue
        entries = parse(text)
        if any(CALL_SEPARATOR in key for key, _, _ in entries):
            previous, previous_numbers = entries, [0] * len(entries)
            continue
        numbers = []
        for depth, (_, path, _) in enumerate(entries):
            if depth < len(previous) and previous[: depth + 1] == entries[: depth + 1]:
                numbers.append(previous_numbers[depth])
            elif not path or path == EMPTY_STACK_KEY:
                numbers.append(0)
            else:
                numbers.append(calls.get(path, 0))
                calls[path] = numbers[-1] + 1
        previous, previous_numbers = entries, numbers
        if any(numbers):
            metadata["nn_module_stack"] = render(
                (f"{key}{CALL_SEPARATOR}{n}" if n else key, path, type_name)
                for (key, path, type_name), n in zip(entries, numbers, strict=True)
            )
            changed += 1
    return changed


_ENTRIES = [
    "L__self__,,M",
    "a,a,Lin",
    "b,b,Seq",
    "b0,b.0,Lin",
    "c@1,c,Lin",
    "e,_empty_nn_module_stack_from_metadata_hook,E",
]


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.one_of(st.none(), st.lists(st.sampled_from(_ENTRIES), max_size=4).map(";".join)),
        max_size=30,
    )
)
def test_module_calls_are_numbered_as_by_the_first_implementation(stacks: list[str | None]) -> None:
    from upgraders._module_stack import number_module_calls

    def nodes() -> list[dict[str, Any]]:
        return [{"metadata": {} if text is None else {"nn_module_stack": text}} for text in stacks]

    ours, reference = nodes(), nodes()
    assert number_module_calls(ours) == _numbered_as_first_written(reference)
    assert ours == reference


@pytest.mark.parametrize(
    "text",
    [
        "StrictGreaterThan(Symbol('s77', positive=True, integer=True), Integer(2))",
        "GreaterThan(Symbol('s0', positive=True, integer=True), Integer(1))",
        "Equality(Symbol('s0', positive=True, integer=True), Integer(3))",
        "And(StrictLessThan(Integer(2), Symbol('s0', positive=True, integer=True)), "
        "Unequality(Symbol('s1', positive=True, integer=True), Integer(1)))",
    ],
)
def test_symbolic_booleans_go_down_in_str_form_and_come_back_as_written(text: str) -> None:
    """torch 2.5's loader re-creates size symbols as integers only; an srepr boolean kept as srepr would make
    it a second, positive symbol it has no range for (KeyError at load), so it goes down as ``str()``."""
    from upgraders._srepr import srepr_to_str
    from upgraders.from_7_3_to_8_2 import to_srepr

    printed = srepr_to_str(text)
    assert printed is not None and "Symbol" not in printed
    assert to_srepr(printed) == text
