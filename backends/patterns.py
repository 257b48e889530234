"""Which paths are patterns: the wildcard characters fsspec's ``glob`` expands, asked by the store (which
lists a pattern with ``glob``), by the errors (whose refusal of a missing path that holds one says it was
not expanded) and by the runs' listings (which name a pattern's fixed base)."""

from __future__ import annotations

__all__ = ["is_glob"]

_WILDCARDS = frozenset("*?[")
"""The characters that make a path a pattern."""


def is_glob(path: str) -> bool:
    """Whether ``path`` holds a wildcard (``*``, ``?``, ``[``)."""
    return bool(_WILDCARDS & set(path))
