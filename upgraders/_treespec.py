"""Reading and rewriting pytree treespec strings (``[1, {"type": ..., "context": ..., "children_spec": [...]}]``)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from serde.schema.jsonpath import Path
from serde.untrusted.formats import parse_json

__all__ = ["Node", "children", "parse", "rewrite", "rewrite_signatures", "signatures", "spec_nodes", "top"]


Node = dict[str, Any]


def parse(text: str) -> Any:
    """The decoded treespec, or None for an empty or unreadable string."""
    if not text:
        return None
    try:
        return parse_json(text)
    except ValueError:
        return None


def top(tree: Any) -> Node | None:
    """The root node of a decoded treespec ``[version, node]``, or None if ``tree`` has another shape."""
    if isinstance(tree, list) and len(tree) == 2 and isinstance(tree[1], dict):
        return tree[1]
    return None


def children(node: Node) -> list[Any]:
    """A node's ``children_spec`` (empty when absent or not a list)."""
    found = node.get("children_spec")
    return found if isinstance(found, list) else []


def spec_nodes(tree: Any) -> Iterator[Node]:
    """Every node of a decoded treespec, depth first."""
    root = top(tree)
    stack = [root] if root is not None else []
    while stack:
        node = stack.pop()
        yield node
        stack.extend(child for child in children(node) if isinstance(child, dict))


def signatures(program: dict[str, Any]) -> Iterator[tuple[dict[str, Any], int]]:
    """Every module call signature holding treespecs, with its module_call_graph index."""
    for index, entry in enumerate(program["graph_module"].get("module_call_graph") or []):
        signature = entry.get("signature")
        if isinstance(signature, dict):
            yield signature, index


def rewrite(text: str, change: Callable[[Node], bool]) -> str:
    """``text`` with ``change`` applied to every node; the same string when nothing changed."""
    tree = parse(text)
    if tree is None:
        return text
    changed = False
    for node in spec_nodes(tree):
        changed |= change(node)
    return json.dumps(tree) if changed else text


def rewrite_signatures(program: dict[str, Any], change: Callable[[Node, Path], bool]) -> None:
    """Apply ``change(node, path)`` to every node of every module call signature's ``in_spec`` and
    ``out_spec``, ``path`` being the JSON path of that treespec string; rewritten strings are stored back."""
    for signature, index in signatures(program):
        for key in ("in_spec", "out_spec"):
            if isinstance(signature.get(key), str):
                path: Path = ("graph_module", "module_call_graph", index, "signature", key)

                def at(node: Node, path: Path = path) -> bool:
                    return change(node, path)

                signature[key] = rewrite(signature[key], at)
