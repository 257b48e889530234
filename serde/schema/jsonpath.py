"""The JSON path of an item inside a program payload, and its one rendering (``$.graph.nodes[3]``).

A path is a tuple of parts: a ``str`` is a field name, an ``int`` a list index, a :class:`Key` a key of a
``dict[str, T]`` field. Every error, note and refusal renders its location with :func:`render_path`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Key", "Path", "render_path"]


@dataclass(frozen=True)
class Key:
    """A key of a ``dict`` field (rendered ``['name']`` even when it looks like a field name)."""

    value: Any


Path = tuple[Any, ...]
"""Parts: field names (``str``), list indices (``int``) and dict keys (:class:`Key`)."""


def render_path(path: Path) -> str:
    """A JSON path such as ``$.graph_module.graph.nodes[3].inputs[0]`` or ``$.tensor_values['x']``."""
    out = ["$"]
    for part in path:
        if isinstance(part, Key):
            out.append(f"[{part.value!r}]")
        elif isinstance(part, int):
            out.append(f"[{part}]")
        elif isinstance(part, str) and part.isidentifier():
            out.append(f".{part}")
        else:
            out.append(f"[{part!r}]")
    return "".join(out)
