"""Operator libraries that torch ships but registers only when their Python module is imported.

A program calling ``torch.ops.quantized_decomposed.*`` (what pt2e quantization exports) cannot be
loaded by ``torch.export.load`` until ``torch.ao.quantization.fx._decomposed`` has been imported, in
any release. pt2-serde imports such modules, on demand, before it hands a program to torch.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

MODULES_BY_TARGET_PREFIX = {
    "torch.ops.quantized_decomposed.": "torch.ao.quantization.fx._decomposed",
}
"""Target prefix -> the torch module whose import registers those operators."""


def _targets(graph: dict[str, Any]) -> Iterator[str]:
    """Targets of the graph's nodes and of the subgraphs its higher-order ops carry."""
    for node in graph.get("nodes", []):
        target = node.get("target")
        if isinstance(target, str):
            yield target
        for named in node.get("inputs", []):
            argument = named.get("arg")
            subgraph = argument.get("as_graph") if isinstance(argument, dict) else None
            if isinstance(subgraph, dict) and isinstance(subgraph.get("graph"), dict):
                yield from _targets(subgraph["graph"])


def register_operator_libraries(program: dict[str, Any]) -> list[str]:
    """Import the torch modules that register operators ``program`` calls; returns the modules needed."""
    needed = sorted(
        {
            module
            for target in _targets(program["graph_module"]["graph"])
            for prefix, module in MODULES_BY_TARGET_PREFIX.items()
            if target.startswith(prefix)
        }
    )
    for module in needed:
        importlib.import_module(module)
    return needed
