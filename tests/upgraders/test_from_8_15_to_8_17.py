"""Schema 8.15 (torch 2.10) <-> 8.17 (torch 2.11): nested tensor lists and node names: the battery, and the corpus
programs written at 8.15 unchanged but for their version."""

from __future__ import annotations

from typing import Any

from step_battery import StepBattery, edge_of

import serde

EDGE = edge_of(__name__)


class TestBattery(StepBattery):
    """The battery every step gets."""


def _names(program: dict[str, Any]) -> list[Any]:
    return [node.get("name") for node in program["graph_module"]["graph"]["nodes"]]


def _drop_node_names(value: Any) -> None:
    """Remove ``name`` from every node, subgraphs' included."""
    if isinstance(value, dict):
        if "target" in value and "outputs" in value:
            value.pop("name", None)
        for item in value.values():
            _drop_node_names(item)
    elif isinstance(value, list):
        for item in value:
            _drop_node_names(item)


def test_node_names_are_written_as_torch_2_11_writes_them_where_derivable() -> None:
    """Each node with a single output gets that output's name, as torch 2.11's exporter names it (a
    higher-order op returning a tuple keeps none: its name is not derivable); nothing else changes."""
    for model in ("mlp", "cond", "ops_zoo"):
        original = EDGE.written(EDGE.source, model)
        upgraded = serde.upgrade(original, to=EDGE.target).program
        native = EDGE.written(EDGE.target, model).program
        pairs = list(zip(_names(upgraded), _names(native), strict=True))
        assert all(ours in (theirs, None) for ours, theirs in pairs) and any(ours for ours, _ in pairs), model
        _drop_node_names(upgraded)
        before = {k: v for k, v in original.program.items() if k != "schema_version"}
        assert {k: v for k, v in upgraded.items() if k != "schema_version"} == before, model


def test_a_name_the_older_loader_would_change_survives_the_round_trip() -> None:
    """A name torch 2.10's loader cannot give the node (a node without outputs, a higher-order operator named
    apart from its first output) is written in 2.10's form, noted, kept in metadata, and restored."""
    program = EDGE.written(EDGE.target, "cond").program
    nodes = program["graph_module"]["graph"]["nodes"]
    renamed = next(n for n in nodes if n["target"].startswith("torch.ops.higher_order"))
    renamed["name"] = "cond_custom"
    down = serde.upgrade(program, to=EDGE.source)
    assert all("name" not in n for n in down.program["graph_module"]["graph"]["nodes"])
    assert any("cond_custom" in note.message and note.path.endswith(".name") for note in down.report.notes)
    back = serde.upgrade(down.artifact, to=EDGE.target).program
    assert _names(back) == _names(program)
    assert all("pt2_serde_node_name" not in n["metadata"] for n in back["graph_module"]["graph"]["nodes"])
