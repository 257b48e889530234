"""The graphs of a program: its root graph and the subgraphs higher-order operators (cond, map, scan…)
carry in their arguments, found by structure, whatever the schema version.

This is the walk for readers that need every node but no types (summaries, operator libraries). Steps,
which must know each value's declared type in one version, use :func:`serde.program.walk.visit` instead.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from serde.schema.jsonpath import Path

__all__ = ["graphs", "nodes"]


def graphs(program: dict[str, Any]) -> Iterator[tuple[dict[str, Any], Path]]:
    """Every graph of ``program`` with its path, the root graph first, then subgraphs depth-first."""
    module = program.get("graph_module")
    root = module.get("graph") if isinstance(module, dict) else None
    if not isinstance(root, dict):
        return
    stack: list[tuple[dict[str, Any], Path]] = [(root, ("graph_module", "graph"))]
    while stack:
        graph, path = stack.pop()
        yield graph, path
        nodes = graph.get("nodes")
        found: list[tuple[dict[str, Any], Path]] = []
        for index, node in enumerate(nodes if isinstance(nodes, list) else []):
            inputs = node.get("inputs") if isinstance(node, dict) else None
            for position, named in enumerate(inputs if isinstance(inputs, list) else []):
                argument = named.get("arg") if isinstance(named, dict) else None
                subgraph = argument.get("as_graph") if isinstance(argument, dict) else None
                inner = subgraph.get("graph") if isinstance(subgraph, dict) else None
                if isinstance(inner, dict):
                    where = (*path, "nodes", index, "inputs", position, "arg", "as_graph", "graph")
                    found.append((inner, where))
        stack.extend(reversed(found))


def nodes(program: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every node of every graph of ``program``."""
    for graph, _ in graphs(program):
        yield from (node for node in graph.get("nodes", []) if isinstance(node, dict))
