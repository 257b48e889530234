"""Program payloads to and from bytes, in JSON or msgpack, following each schema era's wire rules.

A payload is the plain dict/list tree torch wrote, transported faithfully, with one exception:
``bytes`` fields (schema 1 only) hold Python ``bytes``; JSON carries them as base64 text, msgpack as
native binary. Era rules applied here: non-finite floats are bare ``Infinity``/``NaN`` tokens up to
8.2 and the strings ``"Infinity"``/``"-Infinity"``/``"NaN"`` from 8.7 (torch 2.7) on.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import re
from typing import Any

import msgpack
import orjson

from serde.detect import detect_version
from serde.errors import DecodeError, EncodeError
from serde.locate import packed, rewrite_matching
from serde.transform import Path, map_prim, render_path
from serde.versions import SchemaVersion
from serde.wire import rules_for

FORMATS = ("json", "msgpack")
_MSGPACK_MAP_MARKERS = frozenset(range(0x80, 0x90)) | {0xDE, 0xDF}
NONFINITE_FLOAT_PACKED = re.compile(rb"\xcb[\x7f\xff][\xf0-\xff]")
"""Matches the msgpack encoding of every ±inf/NaN float (and, rarely, other bytes that look alike)."""
NONFINITE_STRING_PACKED = re.compile(rb"\xa8Infinity|\xa9-Infinity|\xa3NaN")
"""Matches the msgpack encoding of the strings "Infinity", "-Infinity" and "NaN"."""


def sniff_format(data: bytes) -> str | None:
    """``"json"`` if ``data`` starts like a JSON object, ``"msgpack"`` if like a msgpack map, else None."""
    head = data[:64].lstrip(b" \t\r\n")
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:].lstrip(b" \t\r\n")
    if head[:1] == b"{":
        return "json"
    if head and head[0] in _MSGPACK_MAP_MARKERS:
        return "msgpack"
    return None


def decode(data: bytes, format: str | None = None, *, source: str | None = None) -> dict[str, Any]:
    """Parse a program payload (format sniffed when None) and return its plain tree.

    Accepts exactly what torch wrote, including the non-standard ``Infinity``/``NaN`` tokens of
    schemas ≤ 8.2. The declared schema version must be one pt2-serde knows.
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise DecodeError(f"expected bytes, got {type(data).__name__}", source=source, format=format)
    data = bytes(data)
    chosen = format or sniff_format(data)
    if chosen is None:
        raise DecodeError(
            "neither a JSON object nor a msgpack map (empty, truncated or another kind of file)",
            source=source,
            position=0,
        )
    if chosen not in FORMATS:
        raise ValueError(f"unknown format {format!r}; choose one of {FORMATS}")
    quoted = 0
    if chosen == "json":
        payload, quoted = _parse_json(data, source)
    else:
        payload = _parse_msgpack(data, source)
    if not isinstance(payload, dict):
        raise DecodeError(
            f"the root is a {type(payload).__name__}, but a program payload is an object", source=source, format=chosen
        )
    version = detect_version(payload, source=source)
    if chosen == "msgpack":
        return payload
    if quoted and not _unquote_nonfinite_fields(version, payload, quoted):
        payload = _parse_json_exactly(data, source)
    return _base64_fields(version, payload, source)


def _unquote_nonfinite_fields(version: SchemaVersion, payload: dict[str, Any], quoted: int) -> bool:
    """Sentinel strings back to floats, in place, in float fields and in the int fields torch filled with
    ±inf. True when exactly the ``quoted`` sentinels were restored and none is left anywhere; otherwise
    (a payload that breaks its spec or JSON itself) the caller parses the original exactly."""
    restored = rewrite_matching(
        version, payload, _SENTINEL_MSGPACK, "float", _unquote_nonfinite, also=rules_for(version).infinite_int_fields
    )
    remaining = packed(payload)
    return restored == quoted and remaining is not None and _SENTINEL_MSGPACK.search(remaining) is None


_SENTINEL = b"\\u0000pt2-serde-nonfinite:"
_SENTINEL_TEXT = "\x00pt2-serde-nonfinite:"
_SENTINEL_MSGPACK = re.compile(re.escape(_SENTINEL_TEXT.encode()))
_NONFINITE_VALUES = {"Infinity": math.inf, "-Infinity": -math.inf, "NaN": math.nan}


def _parse_json(data: bytes, source: str | None) -> tuple[Any, int]:
    """The parsed tree, and how many bare non-finite tokens were quoted as sentinel strings to let orjson
    parse it (the caller turns them back into floats)."""
    try:
        return orjson.loads(data), 0
    except orjson.JSONDecodeError:
        pass
    quoted = _quote_bare_nonfinite(data)
    if quoted is not None:
        try:
            return orjson.loads(quoted[0]), quoted[1]
        except orjson.JSONDecodeError:
            pass
    return _parse_json_exactly(data, source), 0


def _bare_token_spans(data: bytes) -> list[tuple[int, int]]:
    spans = []
    for token in (b"Infinity", b"NaN"):
        at = data.find(token)
        while at >= 0:
            start = at - 1 if token == b"Infinity" and at > 0 and data[at - 1] == 0x2D else at
            spans.append((start, at + len(token)))
            at = data.find(token, at + len(token))
    return sorted(spans)


def _escaped_quotes(data: bytes) -> list[int]:
    """Positions of the quote characters that are escaped (preceded by an odd run of backslashes)."""
    escaped = []
    at = data.find(b'\\"')
    while at >= 0:
        run = 1
        while at - run >= 0 and data[at - run] == 0x5C:
            run += 1
        if run % 2 == 1:
            escaped.append(at + 1)
        at = data.find(b'\\"', at + 2)
    return escaped


def _quote_bare_nonfinite(data: bytes) -> tuple[bytes, int] | None:
    """``data`` with every ``Infinity``/``-Infinity``/``NaN`` token that lies outside a string replaced by
    a sentinel string, and how many were; None when there is none (or the sentinel already occurs).

    A token is outside every string when the unescaped quotes before it are even in number; counting
    runs at C speed, so the fast parser still does the work on payloads of schemas <= 8.2. Without a
    double backslash anywhere, every backslash-quote pair is an escaped quote and is counted as such;
    otherwise each one's backslash run is measured.
    """
    spans = _bare_token_spans(data)
    if not spans or _SENTINEL in data:
        return None
    escaped = None if b"\\\\" not in data else _escaped_quotes(data)
    pieces: list[bytes] = []
    quotes, counted_to, escaped_at, last, replaced = 0, 0, 0, 0, 0
    for start, end in spans:
        quotes += data.count(b'"', counted_to, start)
        if escaped is None:
            quotes -= data.count(b'\\"', counted_to, start)
        else:
            while escaped_at < len(escaped) and escaped[escaped_at] < start:
                quotes -= 1
                escaped_at += 1
        counted_to = start
        if quotes % 2 == 0:
            pieces += [data[last:start], b'"', _SENTINEL, data[start:end], b'"']
            last = end
            replaced += 1
    if not replaced:
        return None
    pieces.append(data[last:])
    return b"".join(pieces), replaced


def _unquote_nonfinite(value: Any, path: Path) -> Any:
    if isinstance(value, str) and value.startswith(_SENTINEL_TEXT):
        return _NONFINITE_VALUES.get(value[len(_SENTINEL_TEXT) :], value)
    return value


def _parse_json_exactly(data: bytes, source: str | None) -> Any:
    """The standard library's parser: slower, but it reads the bare tokens and pinpoints errors."""
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


def _parse_msgpack(data: bytes, source: str | None) -> Any:
    try:
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


class _BadBase64(ValueError):
    """Internal: a bytes field that is not base64; carries the field's path."""

    def __init__(self, path: Path) -> None:
        super().__init__(render_path(path))
        self.path = path


def _b64decode(value: Any, path: Path) -> Any:
    if not isinstance(value, str):
        return value
    try:
        return base64.b64decode(value.encode("ascii"), validate=True)
    except (binascii.Error, UnicodeEncodeError):
        raise _BadBase64(path) from None


def _base64_fields(version: SchemaVersion, payload: dict[str, Any], source: str | None) -> dict[str, Any]:
    try:
        return map_prim(version, payload, "bytes", _b64decode)  # type: ignore[no-any-return]
    except _BadBase64 as exc:
        raise DecodeError(
            f"{render_path(exc.path)}: bytes field is not valid base64", source=source, format="json"
        ) from None
    except RecursionError:
        raise DecodeError("nested too deeply", source=source, format="json") from None


def encode(payload: dict[str, Any], version: Any = None, format: str = "json") -> bytes:
    """Serialise a payload of ``version`` (default: the version it declares) as ``format`` bytes.

    JSON output is compact UTF-8 with keys in payload order. Non-finite floats follow the era
    (bare tokens up to 8.2, strings from 8.7); bytes become base64 in JSON and binary in msgpack.
    """
    checked = detect_version(payload) if version is None else SchemaVersion.parse(version)
    if format == "msgpack":
        try:
            return msgpack.packb(payload, use_bin_type=True)  # type: ignore[no-any-return]
        except (TypeError, ValueError, OverflowError) as exc:
            raise EncodeError(f"cannot write msgpack: {exc}") from None
    if format != "json":
        raise ValueError(f"unknown format {format!r}; choose one of {FORMATS}")
    if may_hold_nonfinite(payload):
        return _json_exact(payload, bare_tokens=rules_for(checked).bare_nonfinite)
    try:
        return orjson.dumps(payload, default=_json_default)
    except orjson.JSONEncodeError:
        return _json_exact(payload, bare_tokens=rules_for(checked).bare_nonfinite)


def may_hold_nonfinite(payload: Any) -> bool:
    """True if some float may be ±inf/NaN: a C-speed scan for float64 values with all exponent bits set.

    False positives (other bytes that look alike) only send the payload down the exact path.
    """
    data = packed(payload)
    return data is None or NONFINITE_FLOAT_PACKED.search(data) is not None


def _json_default(value: Any) -> Any:
    if isinstance(value, (bytes, bytearray)):
        return base64.b64encode(value).decode("ascii")
    if isinstance(value, tuple):
        return list(value)
    raise TypeError(f"cannot write a {type(value).__name__} into a program payload")


def _nonfinite_as_strings(value: Any) -> Any:
    if type(value) is float and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if type(value) is dict:
        return {k: _nonfinite_as_strings(v) for k, v in value.items()}
    if type(value) in (list, tuple):
        return [_nonfinite_as_strings(v) for v in value]
    return value


def _json_exact(payload: Any, *, bare_tokens: bool) -> bytes:
    tree = payload if bare_tokens else _nonfinite_as_strings(payload)
    try:
        text = json.dumps(tree, ensure_ascii=False, separators=(",", ":"), allow_nan=bare_tokens, default=_json_default)
    except (TypeError, ValueError) as exc:
        raise EncodeError(f"cannot write JSON: {exc}") from None
    except RecursionError:
        raise EncodeError("cannot write JSON: payload nested too deeply") from None
    return text.encode("utf-8")
