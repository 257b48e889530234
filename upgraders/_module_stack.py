"""The ``nn_module_stack`` node metadata (``key,path,type`` entries joined by ``;``, schema 2+): parsing,
and the per-call numbering of module keys that torch 2.6 introduced."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

__all__ = [
    "CALL_SEPARATOR",
    "EMPTY_STACK_KEY",
    "HIGHER_ORDER_PREFIX",
    "KEPT_AT_ROOT",
    "METADATA_ASSERT",
    "drop_modules_segments",
    "mark_calls_kept_at_root",
    "number_module_calls",
    "parse",
    "place_higher_order_calls",
    "place_metadata_asserts",
    "render",
    "root_nodes",
    "strip_call_numbers",
]


EMPTY_STACK_KEY = "_empty_nn_module_stack_from_metadata_hook"
"""The single entry torch 2.5+ writes for nodes added after tracing (runtime asserts): not a module."""
CALL_SEPARATOR = "@"
"""torch 2.6+ appends ``@<n>`` to the key of a module's entry from its second call on (n = 1, 2, ...)."""


def root_nodes(program: dict[str, Any]) -> list[dict[str, Any]]:
    """The nodes of the program's root graph (none where an earlier, faulty step removed the graph: the
    engine's validation then names that step, rather than this one failing on the missing key)."""
    graph = (program.get("graph_module") or {}).get("graph") or {}
    nodes = graph.get("nodes")
    return nodes if isinstance(nodes, list) else []


def parse(text: str) -> list[tuple[str, str, str]]:
    """The ``(key, path, type)`` entries of a schema-2+ stack, outermost first."""
    out = []
    for entry in filter(None, text.split(";")):
        key, _, rest = entry.partition(",")
        path, _, type_name = rest.partition(",")
        out.append((key, path, type_name))
    return out


def render(entries: Iterable[tuple[str, str, str]]) -> str:
    """The stack text of ``entries``."""
    return ";".join(",".join(entry) for entry in entries)


def number_module_calls(nodes: list[dict[str, Any]]) -> int:
    """Give each module call its own key, as torch 2.6's tracer does: the n-th call (from 0) of the module
    at a path gets the key ``<key>@<n>`` for n >= 1. A call begins where a node's stack stops sharing the
    previous node's entries down to that depth; calls that follow each other with no other node between
    them cannot be told apart in the stack of older releases and count as one. Returns how many keys changed.
    """
    calls: dict[str, int] = {}
    previous: list[tuple[str, str, str]] = []
    previous_numbers: list[int] = []
    previous_text, previous_rendered = None, None
    changed = 0
    for node in nodes:
        metadata = node.get("metadata") or {}
        text = metadata.get("nn_module_stack")
        if not text:
            continue
        if text == previous_text:  # the same stack as the node before: every depth continues its call
            if previous_rendered is not None:
                metadata["nn_module_stack"] = previous_rendered
                changed += 1
            continue
        previous_text, previous_rendered = text, None
        entries = parse(text)
        if any(CALL_SEPARATOR in key for key, _, _ in entries):
            previous, previous_numbers = entries, [0] * len(entries)
            continue
        shared, limit = 0, min(len(previous), len(entries))
        while shared < limit and previous[shared] == entries[shared]:
            shared += 1
        numbers = []
        for depth, (_, path, _) in enumerate(entries):
            if depth < shared:
                numbers.append(previous_numbers[depth])
            elif not path or path == EMPTY_STACK_KEY:
                numbers.append(0)
            else:
                numbers.append(calls.get(path, 0))
                calls[path] = numbers[-1] + 1
        previous, previous_numbers = entries, numbers
        if any(numbers):
            previous_rendered = render(
                (f"{key}{CALL_SEPARATOR}{n}" if n else key, path, type_name)
                for (key, path, type_name), n in zip(entries, numbers, strict=True)
            )
            metadata["nn_module_stack"] = previous_rendered
            changed += 1
    return changed


def strip_call_numbers(nodes: list[dict[str, Any]]) -> int:
    """Remove the ``@<n>`` call numbers from every key (releases before 2.6 did not write them). Returns how
    many stacks changed."""
    changed = 0
    for node in nodes:
        metadata = node.get("metadata") or {}
        text = metadata.get("nn_module_stack")
        if not text or CALL_SEPARATOR not in text:
            continue
        entries = [(key.split(CALL_SEPARATOR, 1)[0], path, type_name) for key, path, type_name in parse(text)]
        metadata["nn_module_stack"] = render(entries)
        changed += 1
    return changed


HIGHER_ORDER_PREFIX = "torch.ops.higher_order."


def _common_prefix(stacks: list[list[tuple[str, str, str]]]) -> list[tuple[str, str, str]]:
    if not stacks:
        return []
    prefix = stacks[0]
    for stack in stacks[1:]:
        length = 0
        while length < min(len(prefix), len(stack)) and prefix[length] == stack[length]:
            length += 1
        prefix = prefix[:length]
    return prefix


def _subgraph_stacks(node: dict[str, Any]) -> list[list[tuple[str, str, str]]]:
    stacks = []
    for argument in node.get("inputs", []):
        graph = (argument.get("arg") or {}).get("as_graph")
        if not isinstance(graph, dict):
            continue
        for inner in graph.get("graph", {}).get("nodes", []):
            text = (inner.get("metadata") or {}).get("nn_module_stack")
            if text:
                stacks.append(parse(text))
    return stacks


KEPT_AT_ROOT = "pt2_serde_kept_at_root"
"""The node metadata key a downgrade to 8.7 sets on a higher-order call that torch 2.8+ recorded at the root
module although :func:`place_higher_order_calls` would place it in a submodule: the upgrade back leaves it
there (torch 2.7's loader reads only the metadata keys it knows)."""


def place_higher_order_calls(nodes: list[dict[str, Any]]) -> int:
    """Give each higher-order operator call (``wrap_with_autocast``, ``cond``, ...) that torch 2.6/2.7
    recorded at the root module the stack of the module that made the call, as torch 2.8+ records it:
    the deepest module that both its body (every node of its subgraphs) and a neighbouring node of the
    calling graph are inside. A call a downgrade marked :data:`KEPT_AT_ROOT` stays (the mark is removed).
    Returns how many calls moved (none, with no stack parsed, in a graph without such calls)."""
    if not any(str(node.get("target", "")).startswith(HIGHER_ORDER_PREFIX) for node in nodes):
        return 0
    stacks = [parse((n.get("metadata") or {}).get("nn_module_stack") or "") for n in nodes]
    moved = 0
    for index, node in enumerate(nodes):
        if not str(node.get("target", "")).startswith(HIGHER_ORDER_PREFIX) or len(stacks[index]) != 1:
            continue
        if isinstance(node.get("metadata"), dict) and node["metadata"].pop(KEPT_AT_ROOT, None) is not None:
            continue
        body = _common_prefix(_subgraph_stacks(node))
        if len(body) <= 1 or body[0] != stacks[index][0]:
            continue
        neighbours = [stacks[i] for i in (index - 1, index + 1) if 0 <= i < len(nodes) and stacks[i]]
        placed = max((_common_prefix([body, stack]) for stack in neighbours), key=len, default=[])
        if len(placed) > 1:
            node["metadata"]["nn_module_stack"] = render(placed)
            stacks[index] = placed
            moved += 1
    return moved


def mark_calls_kept_at_root(nodes: list[dict[str, Any]]) -> int:
    """Mark (:data:`KEPT_AT_ROOT`) each higher-order call recorded at the root module that
    :func:`place_higher_order_calls` would move, so that an upgrade back keeps it where it is. Returns how many
    were marked."""
    # the trial placement writes only each node's metadata dict: those are copied, the rest is shared
    trial = [{**n, "metadata": dict(n["metadata"])} if isinstance(n.get("metadata"), dict) else n for n in nodes]
    if not place_higher_order_calls(trial):
        return 0
    marked = 0
    for node, placed in zip(nodes, trial, strict=True):
        before = (node.get("metadata") or {}).get("nn_module_stack")
        if before != (placed.get("metadata") or {}).get("nn_module_stack"):
            node["metadata"][KEPT_AT_ROOT] = "1"
            marked += 1
    return marked


METADATA_ASSERT = "torch.ops.aten._assert_tensor_metadata.default"


def _first_tensor(node: dict[str, Any]) -> str | None:
    for argument in node.get("inputs", []):
        tensor = (argument.get("arg") or {}).get("as_tensor")
        if isinstance(tensor, dict):
            return str(tensor.get("name"))
    return None


def place_metadata_asserts(nodes: list[dict[str, Any]]) -> int:
    """Give each ``_assert_tensor_metadata`` node the stack of the operation it guards (the next node,
    taking the same tensor), as torch 2.9+ records it; torch 2.8 sometimes recorded the module that
    produced the tensor instead. Returns how many asserts moved."""
    moved = 0
    for node, following in zip(nodes, nodes[1:], strict=False):
        if node.get("target") != METADATA_ASSERT or _first_tensor(node) != _first_tensor(following):
            continue
        guarded = (following.get("metadata") or {}).get("nn_module_stack")
        metadata = node.setdefault("metadata", {})
        if guarded and metadata.get("nn_module_stack") != guarded:
            metadata["nn_module_stack"] = guarded
            moved += 1
    return moved


def drop_modules_segments(nodes: list[dict[str, Any]]) -> int:
    """Module paths as torch 2.7+ records them: torch 2.5 and 2.6 spelled the children of a container
    whose call signature was preserved through its ``_modules`` dict (``layer2._modules.0.conv1``), a
    path no module has; ``_modules`` is never a child's name, so the segment is dropped
    (``layer2.0.conv1``). Returns how many stacks changed."""
    changed = 0
    for node in nodes:
        metadata = node.get("metadata") or {}
        text = metadata.get("nn_module_stack")
        if not text or "_modules." not in text:
            continue
        entries = [(key, _without_modules(path), type_name) for key, path, type_name in parse(text)]
        rendered = render(entries)
        if rendered != text:
            metadata["nn_module_stack"] = rendered
            changed += 1
    return changed


def _without_modules(path: str) -> str:
    return ".".join(part for part in path.split(".") if part != "_modules")
