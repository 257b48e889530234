"""Finding the few values of a large payload that matter, at C speed.

A payload's msgpack encoding holds every key, string and number verbatim, and a container's encoding
is its header followed by its children's encodings. So a byte pattern that matches the encoding of a
value also matches the encoding of every container around it, and of every run of siblings it is
in. Encoding the children of a container one by one (runs of about square-root length first, for
long ones) and descending only into those that match finds the matching values with a few encoder
calls per level; the encoder does the rest. Containers msgpack cannot encode (huge integers,
foreign objects) are searched child by child.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import msgspec

from serde.registry import spec_for
from serde.transform import Path
from serde.typeexpr import TypeExpr
from serde.versions import SchemaVersion

_Range = tuple[Path, Sequence[Any], Sequence[Any], int, int]
_ONE_BY_ONE = 32


def packed(value: Any) -> bytes | None:
    """The msgpack encoding of ``value``, or None if it holds something msgpack cannot encode."""
    try:
        return msgspec.msgpack.encode(value)
    except (TypeError, OverflowError, ValueError, msgspec.EncodeError):
        return None


def exact_string(text: str) -> re.Pattern[bytes]:
    """A pattern matching the msgpack encoding of the string ``text`` (as a key or a value)."""
    return re.compile(re.escape(msgspec.msgpack.encode(text)))


def string_prefix(prefix: str) -> re.Pattern[bytes]:
    """A pattern matching the msgpack encoding of every string (key or value) that starts with ``prefix``."""
    text = re.escape(prefix.encode())
    headers = (rb"[\xa0-\xbf]", rb"\xd9.", rb"\xda..", rb"\xdb....")
    after_header = b"|".join(b"(?<=" + header + text + b")" for header in headers)
    return re.compile(text + b"(?:" + after_header + b")", re.DOTALL)


def occurring(payload: Any, patterns: Iterable[re.Pattern[bytes]]) -> frozenset[re.Pattern[bytes]]:
    """The ``patterns`` that match the msgpack encoding of ``payload`` (all of them when it cannot be
    encoded); a pattern that does not occur there matches no key or value inside."""
    wanted = frozenset(patterns)
    data = packed(payload)
    if data is None:
        return wanted
    return frozenset(pattern for pattern in wanted if pattern.search(data) is not None)


def find_values(payload: Any, pattern: re.Pattern[bytes]) -> list[tuple[Path, Any]]:
    """Path and value of every non-container value (not key) whose msgpack encoding matches ``pattern``,
    in document order."""
    found: list[tuple[Path, Any]] = []
    stack: list[_Range] = []
    _push_children(stack, (), payload)
    while stack:
        path, keys, values, lo, hi = stack.pop()
        if hi - lo > 1:
            step = 1 if hi - lo <= _ONE_BY_ONE else math.isqrt(hi - lo)
            chunks = [(start, min(start + step, hi)) for start in range(lo, hi, step)]
            for start, end in reversed(chunks):
                data = packed(values[start:end])
                if data is None or pattern.search(data) is not None:
                    stack.append((path, keys, values, start, end))
            continue
        child_path, child = path + (keys[lo],), values[lo]
        if isinstance(child, (dict, list, tuple)):
            _push_children(stack, child_path, child)
            continue
        data = packed(child)
        if data is not None and pattern.search(data) is not None:
            found.append((child_path, child))
    return found


def _push_children(stack: list[_Range], path: Path, container: Any) -> None:
    if not container:
        return
    if isinstance(container, dict):
        stack.append((path, list(container), list(container.values()), 0, len(container)))
    elif isinstance(container, (list, tuple)):
        stack.append((path, range(len(container)), container, 0, len(container)))


def set_value(payload: Any, path: Path, value: Any) -> None:
    """Replace the value at ``path`` (at least one step long) in place; tuples on the way become lists."""
    parent = payload
    for key in path[:-1]:
        child = parent[key]
        if isinstance(child, tuple):
            child = list(child)
            parent[key] = child
        parent = child
    parent[path[-1]] = value


def rewrite_matching(
    version: SchemaVersion,
    payload: Any,
    pattern: re.Pattern[bytes],
    prim: str,
    fn: Callable[[Any, Path], Any],
) -> None:
    """In place, ``fn(value, path)`` for every value whose msgpack encoding matches ``pattern`` and whose
    declared type is the primitive ``prim``.

    Equivalent to :func:`serde.transform.map_prim` for an ``fn`` that leaves every value the pattern
    does not match alone, at a fraction of the cost when few values match.
    """
    spec = spec_for(version)
    for path, value in find_values(payload, pattern):
        if spec.type_at(path) != TypeExpr("prim", prim):
            continue
        new = fn(value, path)
        if new is not value:
            set_value(payload, path, new)
