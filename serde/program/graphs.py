"""The graphs of a program: its root graph and the subgraphs higher-order operators (cond, map, scan…)
carry in their arguments, found by structure, whatever the schema version.

This is the one structural walk of the node tree: readers that need every node but no types (summaries,
operator libraries, loader limits) and the steps that rewrite nodes (:func:`node_paths`) share it. What must
know each value's declared type in one version uses :func:`serde.program.walk.visit` instead. What is not
shaped as a valid payload is passed over, never a crash: a step before may have broken it, which the chain's
validation then names.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from serde.schema.jsonpath import Path

__all__ = ["graphs", "node_paths", "nodes"]


def graphs(program: dict[str, Any]) -> Iterator[tuple[dict[str, Any], Path]]:
    """Every graph of ``program`` with its path, the root graph first, then subgraphs depth-first."""
    return _walk(program, None)


def node_paths(program: dict[str, Any]) -> list[tuple[dict[str, Any], Path]]:
    """Every node of every graph of ``program`` with its JSON path, graph by graph in :func:`graphs`' order
    (the root graph's first), listed whole before the caller changes any node."""
    found: list[tuple[dict[str, Any], Path]] = []
    for _ in _walk(program, found):
        pass
    return found


def _walk(
    program: dict[str, Any], listed_nodes: list[tuple[dict[str, Any], Path]] | None
) -> Iterator[tuple[dict[str, Any], Path]]:
    """:func:`graphs`, adding each graph's nodes with their paths to ``listed_nodes`` (unless None) in the
    same pass over its nodes that finds its subgraphs."""
    module = program.get("graph_module")
    root = module.get("graph") if isinstance(module, dict) else None
    if not isinstance(root, dict):
        return
    stack: list[tuple[dict[str, Any], Path]] = [(root, ("graph_module", "graph"))]
    while stack:
        graph, path = stack.pop()
        yield graph, path
        found: list[tuple[dict[str, Any], Path]] = []
        for index, node in enumerate(_listed(graph.get("nodes"))):
            if not isinstance(node, dict):
                continue
            if listed_nodes is not None:
                listed_nodes.append((node, (*path, "nodes", index)))
            for position, named in enumerate(_listed(node.get("inputs"))):
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
        yield from (node for node in _listed(graph.get("nodes")) if isinstance(node, dict))


def _listed(value: Any) -> list[Any]:
    """``value`` if it is a list, else no items."""
    return value if isinstance(value, list) else []
