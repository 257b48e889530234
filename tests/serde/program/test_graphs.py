"""The structural walk of a program's nodes (root graph and the subgraphs of higher-order calls) that readers
and steps share."""

from __future__ import annotations

from typing import Any

import pytest
from corpus_index import corpus_artifacts

import serde
from serde.program.graphs import node_paths, nodes
from serde.program.walk import visit
from serde.schema.jsonpath import Path
from serde.schema.versions.detect import detect_version

PROGRAMS = {str(a): a for a in corpus_artifacts() if a.model in ("cond", "mlp")}
"""Programs with subgraphs (``cond``) and without, of every release."""


def _at(program: dict[str, Any], path: Path) -> Any:
    value: Any = program
    for segment in path:
        value = value[segment]
    return value


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_node_paths_is_each_node_the_spec_walk_finds_once_at_its_path(name: str) -> None:
    """The direct walk finds the nodes the spec-driven walk finds, in subgraphs too, each once, and each path
    leads to its node."""
    program = serde.decode(PROGRAMS[name].program_bytes())
    walked: list[int] = []
    visit(detect_version(program), program, {"Node": lambda obj, path: walked.append(id(obj)) or obj})
    found = node_paths(program)
    assert sorted(id(node) for node, _ in found) == sorted(walked)
    assert len({id(node) for node, _ in found}) == len(found)
    assert all(_at(program, path) is node for node, path in found)
    assert [node for node, _ in found] == list(nodes(program))


def test_what_is_not_shaped_as_a_payload_is_passed_over() -> None:
    """A graph, node list, node or argument of the wrong type is skipped, not a crash: the chain's validation
    names what an earlier step broke."""
    inner = {"nodes": [{"target": "torch.ops.aten.relu.default", "inputs": []}, "not a node"]}
    program = {
        "graph_module": {
            "graph": {
                "nodes": [
                    {"target": "torch.ops.higher_order.cond", "inputs": [{"arg": {"as_graph": {"graph": inner}}}, 7]},
                    {"target": "x", "inputs": {"not": "a list"}},
                    {"target": "y", "inputs": [{"arg": {"as_graph": {"graph": "not a graph"}}}]},
                ]
            }
        }
    }
    found = node_paths(program)
    assert [node["target"] for node, _ in found] == [
        "torch.ops.higher_order.cond",
        "x",
        "y",
        "torch.ops.aten.relu.default",
    ]
    assert found[-1][1] == ("graph_module", "graph", "nodes", 0, "inputs", 0, "arg", "as_graph", "graph", "nodes", 0)
    assert node_paths({}) == [] and node_paths({"graph_module": {"graph": {"nodes": None}}}) == []
