"""The JSON and msgpack libraries, behind one function per use: the only module of ``serde`` and
``upgraders`` that calls a parser of either format (``tests/acceptance/test_package_structure.py`` checks it).

One library per format and direction, chosen by ``benchmarks/bench_formats.py`` (figures in the README):

- JSON read: jiter for programs (it reads the bare ``Infinity``/``NaN`` of schemas <= 8.2 and keeps integers
  beyond 64 bits exact, which orjson does not); the standard library where torch's own parser must be
  reproduced exactly: the JSON strings inside a program that torch ``json.loads`` (treespecs, contexts), and
  the texts jiter refuses but torch reads (lone surrogates, a byte-order mark), whose errors it pinpoints;
- JSON write: orjson; the standard library only for what orjson cannot write (bare non-finite tokens of
  schemas <= 8.2, integers beyond 64 bits);
- msgpack read: msgpack (its skipper also measures encoded items for :mod:`serde.program.locate`);
- msgpack write: msgspec, byte-identical to msgpack's encoder and two to three times faster.
"""

from __future__ import annotations

import json
import pickle
from typing import Any

import jiter
import msgpack
import msgspec
import orjson

from serde.errors import DecodeError
from serde.untrusted.collector import paused

__all__ = [
    "JSONDecodeError",
    "json_bytes",
    "msgpack_bytes",
    "msgpack_item_bounds",
    "parse_json",
    "parse_msgpack_leniently",
    "parse_program_json",
    "parse_program_msgpack",
    "tree_copy",
]

JSONDecodeError = json.JSONDecodeError
"""What :func:`parse_json` raises on broken JSON (a ``ValueError``)."""


def parse_json(text: str | bytes | bytearray) -> Any:
    """``text`` parsed as torch's own ``json.loads`` parses it (small documents, and JSON strings inside a
    program); raises :data:`JSONDecodeError` (a ``ValueError``) when it is not JSON, ``RecursionError`` when
    nested too deeply."""
    return json.loads(text)


def parse_program_json(data: bytes, source: str | None) -> Any:
    """A program payload's JSON text as a tree: jiter's, or the standard library's where jiter refuses the text
    (lone surrogates, a BOM, or broken JSON, which the standard library then pinpoints in the
    :class:`serde.DecodeError`)."""
    try:
        with paused():
            return jiter.from_json(data, allow_inf_nan=True)
    except ValueError:
        return _parse_json_exactly(data, source)


def _parse_json_exactly(data: bytes, source: str | None) -> Any:
    """The standard library's parser: slower, but it reads what torch reads and pinpoints errors."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise DecodeError(f"not UTF-8 text: {exc.reason}", source=source, format="json", position=exc.start) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DecodeError(
            exc.msg, source=source, format="json", position=exc.pos, line=exc.lineno, column=exc.colno
        ) from None
    except RecursionError:
        raise DecodeError("nested too deeply", source=source, format="json") from None
    except ValueError as exc:  # an integer literal beyond Python's digit limit (4300), which no schema holds
        raise DecodeError(f"a number too long to read ({exc})", source=source, format="json") from None


def parse_program_msgpack(data: bytes, source: str | None) -> Any:
    """A program payload's msgpack bytes as a tree (map keys must be strings or bytes); a
    :class:`serde.DecodeError` for trailing data, truncation or nesting too deep."""
    try:
        with paused():
            return msgpack.unpackb(data, raw=False, strict_map_key=True)
    except msgpack.ExtraData as exc:
        raise DecodeError(
            f"trailing data after the payload ({len(exc.extra)} bytes)",
            source=source,
            format="msgpack",
            position=len(data) - len(exc.extra),
        ) from None
    except (ValueError, msgpack.UnpackException, TypeError) as exc:
        reason = str(exc) or type(exc).__name__
        if "incomplete" in reason.lower() or "unpack(b) received extra data" in reason:
            reason = f"truncated ({reason})"
        raise DecodeError(reason, source=source, format="msgpack") from None
    except RecursionError:
        raise DecodeError("nested too deeply", source=source, format="msgpack") from None


def parse_msgpack_leniently(data: bytes) -> Any:
    """``data`` as msgpack with keys of any type (to judge what a file is); raises ``ValueError`` (or a subclass
    of msgpack's) when it is none."""
    return msgpack.unpackb(data, raw=False, strict_map_key=False)


def json_bytes(value: Any, default: Any = None) -> bytes:
    """orjson's compact UTF-8 JSON of ``value`` (``default`` turns other objects into JSON ones); raises
    ``TypeError`` for what orjson cannot write (non-finite floats are written as ``null``: callers that may
    hold them check, see :func:`serde.program.codec.encode`)."""
    return orjson.dumps(value, default=default)


def msgpack_bytes(value: Any) -> bytes:
    """The msgpack encoding of ``value`` (strings as str, bytes as bin, floats as float64); raises
    ``TypeError`` or ``ValueError`` for what msgpack cannot hold (integers beyond 64 bits, other types)."""
    try:
        return msgspec.msgpack.encode(value)
    except msgspec.EncodeError as exc:
        raise ValueError(str(exc)) from None


def msgpack_item_bounds(data: bytes, lo: int, hi: int, last: int, is_map: bool) -> list[int]:
    """Where each item of the msgpack container encoded as ``data[lo:hi]`` starts (a map's items are its keys
    and values, alternating), through the end of the item holding offset ``last``."""
    unpacker = msgpack.Unpacker(max_buffer_size=hi - lo)
    unpacker.feed(memoryview(data)[lo:hi])
    items = 2 * unpacker.read_map_header() if is_map else unpacker.read_array_header()
    bounds = [lo + unpacker.tell()]
    while len(bounds) <= items and bounds[-1] <= last:
        unpacker.skip()
        bounds.append(lo + unpacker.tell())
    return bounds


def tree_copy(tree: Any) -> Any:
    """A deep copy of a payload tree pt2-serde holds (dicts, lists, scalars, bytes), made by pickling it and
    reading the pickle back: several times faster than :func:`copy.deepcopy`. The pickle is made here from
    pt2-serde's own objects and never leaves this call; no pickle from an artifact is ever read this way."""
    with paused():
        return pickle.loads(pickle.dumps(tree, protocol=pickle.HIGHEST_PROTOCOL))
