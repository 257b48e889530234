"""A summary of one artifact: version, layout, writer, graph size, operators, blob sizes and whether its
pickles pass the screen."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from serde.containers.artifact import Artifact
from serde.containers.screen import screen
from serde.errors import UnsafePickleError
from serde.registry import spec_for


def _graphs(value: Any) -> Iterator[dict[str, Any]]:
    """Every graph of a program payload: the root graph and the subgraphs of higher-order ops."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if isinstance(item.get("nodes"), list) and "outputs" in item:
                yield item
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def operators(program: dict[str, Any]) -> Counter[str]:
    """How often each operator target is called, over the root graph and all subgraphs."""
    counts: Counter[str] = Counter()
    for graph in _graphs(program.get("graph_module", {})):
        for node in graph["nodes"]:
            target = node.get("target")
            if isinstance(target, str):
                counts[target] += 1
    return counts


def written_by(artifact: Artifact) -> str:
    """The torch release that wrote the artifact: as recorded (7.3+), else the releases of its schema."""
    if artifact.torch_version:
        return artifact.torch_version
    releases = spec_for(artifact.version).torch_versions
    return " or ".join(releases) if releases else "unknown"


def pickle_verdict(artifact: Artifact) -> dict[str, Any]:
    """``{"safe": True}`` when every pickle passes the screen (``"trusted"`` when the caller opted out of
    it), else the refusal: member (or JSON path), global and reason."""
    if artifact.trust_pickles:
        return {"safe": None, "trusted": True}
    try:
        screen(artifact)
    except UnsafePickleError as exc:
        return {"safe": False, "member": exc.member, "global": exc.global_name or None, "reason": exc.reason}
    return {"safe": True}


def inspect_artifact(artifact: Artifact) -> dict[str, Any]:
    """A JSON-ready summary of the artifact."""
    ops = operators(artifact.program)
    graphs = list(_graphs(artifact.program.get("graph_module", {})))
    root = artifact.program.get("graph_module", {}).get("graph", {})
    return {
        "source": artifact.source,
        "schema_version": str(artifact.version),
        "layout": artifact.layout.value,
        "torch_version": written_by(artifact),
        "graphs": len(graphs),
        "nodes": len(root.get("nodes", [])),
        "nodes_in_all_graphs": sum(len(g["nodes"]) for g in graphs),
        "operators": dict(sorted(ops.items())),
        "blobs": {name: blob.size for name, blob in sorted(artifact.members.items())},
        "blob_bytes": sum(blob.size for blob in artifact.members.values()),
        "pickles": pickle_verdict(artifact),
    }
