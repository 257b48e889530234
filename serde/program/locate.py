"""Finding the few values of a large payload that matter, at C speed.

A payload's msgpack encoding holds every key, string and number verbatim, and a container's encoding
is its header followed by its children's encodings, in order. So the payload is encoded once, the
pattern is searched in those bytes, and only the containers whose byte range holds a match are
entered: msgpack's own skipper measures each child's byte range there, so no part of the payload is
encoded twice and no unmatched part is visited in Python. Containers msgpack cannot encode (huge
integers, foreign objects) are searched child by child.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from typing import Any

from serde.schema.jsonpath import Path
from serde.schema.typeexpr import TypeExpr
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import spec_for
from serde.untrusted.formats import msgpack_bytes, msgpack_item_bounds

__all__ = [
    "MSGPACK_MAP_MARKERS",
    "Packed",
    "SPINE_DEPTH",
    "find_values",
    "match_start",
    "occurring",
    "packed",
    "rewrite_matching",
    "set_value",
    "starting_with",
    "string_prefix",
]


MSGPACK_MAP_MARKERS = frozenset(range(0x80, 0x90)) | {0xDE, 0xDF}
"""First bytes of a msgpack map."""


SPINE_DEPTH = 4
"""How many levels of small objects :func:`packed` encodes piece by piece (the root, ``graph_module``, its
``graph``, …), recording where their items start."""
_FIXMAP_KEYS = 16
"""Objects with fewer keys are msgpack fixmaps, whose header is the one byte ``0x80 | len``."""


class Packed(bytes):
    """A payload's msgpack encoding, with the item offsets of its spine: for each object near the root with
    few keys, ``spine[offset of its header]`` lists where each of its keys and values starts, and where the
    last one ends, as :func:`_item_bounds` would measure them. The few large objects on the way to any value
    (the root, ``graph_module``, ``graph``) are so never skipped over in full to find where a child ends."""

    spine: dict[int, list[int]]


def packed(value: Any) -> Packed | None:
    """The msgpack encoding of ``value`` (exactly :func:`serde.untrusted.formats.msgpack_bytes` of it), or None
    if it holds something msgpack cannot encode. Objects near the root with few keys are encoded key by key, which
    costs no more than encoding them whole and records their item offsets (see :class:`Packed`)."""
    parts: list[bytes] = []
    spine: dict[int, list[int]] = {}
    try:
        _pack(value, parts, spine, 0, SPINE_DEPTH)
    except (TypeError, OverflowError, ValueError):
        return None
    data = Packed(b"".join(parts))
    data.spine = spine
    return data


def _pack(value: Any, parts: list[bytes], spine: dict[int, list[int]], offset: int, depth: int) -> int:
    """Append the encoding of ``value`` (starting at ``offset``) to ``parts``; the offset after it."""
    if depth and type(value) is dict and len(value) < _FIXMAP_KEYS:
        parts.append(bytes((0x80 | len(value),)))
        bounds = [offset + 1]
        for key, child in value.items():
            encoded = msgpack_bytes(key)
            parts.append(encoded)
            bounds.append(bounds[-1] + len(encoded))
            bounds.append(_pack(child, parts, spine, bounds[-1], depth - 1))
        spine[offset] = bounds
        return bounds[-1]
    encoded = msgpack_bytes(value)
    parts.append(encoded)
    return offset + len(encoded)


_LITERALS: dict[re.Pattern[bytes], bytes] = {}
"""The bytes every match of a pattern made by :func:`starting_with` begins with."""


def starting_with(literal: bytes, rest: bytes = b"") -> re.Pattern[bytes]:
    """A pattern whose matches are the bytes ``literal`` followed by the regular expression ``rest``
    (which may look behind). Such a pattern is searched for with ``bytes.find`` on ``literal`` (at
    ``memchr`` speed) and tried only where that occurs, instead of by the regex engine byte by byte."""
    pattern = re.compile(re.escape(literal) + rest, re.DOTALL)
    _LITERALS[pattern] = literal
    return pattern


def string_prefix(prefix: str) -> re.Pattern[bytes]:
    """A pattern matching the msgpack encoding of every string (key or value) that starts with ``prefix``."""
    text = prefix.encode()
    headers = (rb"[\xa0-\xbf]", rb"\xd9.", rb"\xda..", rb"\xdb....")
    after_header = b"|".join(b"(?<=" + header + re.escape(text) + b")" for header in headers)
    return starting_with(text, b"(?:" + after_header + b")")


def match_start(pattern: re.Pattern[bytes], data: bytes, start: int = 0) -> int:
    """Where the first match of ``pattern`` in ``data`` at or after ``start`` begins, or -1."""
    literal = _LITERALS.get(pattern)
    if literal is None:
        match = pattern.search(data, start)
        return -1 if match is None else match.start()
    at = data.find(literal, start)
    while at >= 0 and pattern.match(data, at) is None:
        at = data.find(literal, at + 1)
    return at


def occurring(
    payload: Any, patterns: Iterable[re.Pattern[bytes]], *, encoding: bytes | None = None
) -> frozenset[re.Pattern[bytes]]:
    """The ``patterns`` that match the msgpack encoding of ``payload`` (all of them when it cannot be
    encoded); a pattern that does not occur there matches no key or value inside. ``encoding`` is
    ``packed(payload)`` where the caller already has it."""
    wanted = frozenset(patterns)
    data = encoding if encoding is not None else packed(payload)
    if data is None:
        return wanted
    return frozenset(pattern for pattern in wanted if match_start(pattern, data) >= 0)


def find_values(payload: Any, pattern: re.Pattern[bytes], *, encoding: bytes | None = None) -> list[tuple[Path, Any]]:
    """Path and value of every non-container value (not key) whose msgpack encoding matches ``pattern``
    (a pattern without anchors or negative look-around), in document order. ``encoding`` is
    ``packed(payload)`` where the caller already has it."""
    found: list[tuple[Path, Any]] = []
    _search(payload, (), pattern, found, encoding)
    return found


def _search(
    value: Any, path: Path, pattern: re.Pattern[bytes], found: list[tuple[Path, Any]], encoding: bytes | None = None
) -> None:
    data = encoding if encoding is not None else packed(value)
    if data is not None:
        starts = _match_starts(pattern, data)
        if starts:
            _descend(value, path, data, 0, len(data), starts, pattern, found)
    elif isinstance(value, dict):
        for key, child in value.items():
            _search(child, path + (key,), pattern, found)
    elif isinstance(value, (list, tuple)):
        for index, child in enumerate(value):
            _search(child, path + (index,), pattern, found)


def _match_starts(pattern: re.Pattern[bytes], data: bytes) -> list[int]:
    """Every offset where a match of ``pattern`` starts, overlapping ones included, ascending."""
    starts = []
    at = match_start(pattern, data)
    while at >= 0:
        starts.append(at)
        at = match_start(pattern, data, at + 1)
    return starts


def _descend(
    value: Any,
    path: Path,
    data: bytes,
    lo: int,
    hi: int,
    starts: list[int],
    pattern: re.Pattern[bytes],
    found: list[tuple[Path, Any]],
) -> None:
    """Report the values inside ``value`` (encoded as ``data[lo:hi]``, holding a match start) that match."""
    if not isinstance(value, (dict, list, tuple)):
        if pattern.search(data[lo:hi]) is not None:
            found.append((path, value))
        return
    inside = starts[bisect_left(starts, lo) : bisect_left(starts, hi)]
    bounds = _item_bounds(data, lo, hi, inside[-1])
    keys = list(value) if isinstance(value, dict) else range(len(value))
    per_child = 2 if isinstance(value, dict) else 1
    entered = -1
    for start in inside:
        item = bisect_right(bounds, start) - 1
        child, part = divmod(item, per_child)
        in_header_or_key = item < 0 or part != per_child - 1
        if in_header_or_key or child == entered:
            continue
        entered = child
        key = keys[child]
        _descend(value[key], path + (key,), data, bounds[item], bounds[item + 1], starts, pattern, found)


def _item_bounds(data: bytes, lo: int, hi: int, last: int) -> list[int]:
    """Where each item of the container encoded as ``data[lo:hi]`` starts (a map's items are its keys and
    values, alternating), through the end of the item holding offset ``last`` (all of them for an object
    on the spine of a :class:`Packed` encoding)."""
    known = data.spine.get(lo) if isinstance(data, Packed) else None
    if known is not None:
        return known
    return msgpack_item_bounds(data, lo, hi, last, data[lo] in MSGPACK_MAP_MARKERS)


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
    *,
    encoding: bytes | None = None,
) -> None:
    """In place, ``fn(value, path)`` for every value whose msgpack encoding matches ``pattern`` and whose
    declared type is the primitive ``prim``; ``encoding`` is ``packed(payload)`` where the caller already
    has it.

    Equivalent to :func:`serde.program.walk.visit` with ``{prim: fn}`` for an ``fn`` that leaves every value the
    pattern does not match alone, at a fraction of the cost when few values match.
    """
    spec = spec_for(version)
    for path, value in find_values(payload, pattern, encoding=encoding):
        if spec.type_at(path) != TypeExpr("prim", prim):
            continue
        new = fn(value, path)
        if new is not value:
            set_value(payload, path, new)
