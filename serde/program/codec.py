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
from functools import cache
from typing import Any

from serde.errors import DecodeError, EncodeError, UsageError
from serde.program.locate import MSGPACK_MAP_MARKERS, match_start, packed, starting_with
from serde.program.walk import visit
from serde.program.wire import rules_for
from serde.schema.jsonpath import Path, render_path
from serde.schema.versions import SchemaVersion
from serde.schema.versions.detect import detect_version
from serde.schema.versions.number import VersionLike
from serde.schema.versions.registry import spec_for
from serde.untrusted.formats import json_bytes, msgpack_bytes, parse_program_json, parse_program_msgpack

__all__ = ["FORMATS", "NONFINITE_FLOAT_PACKED", "decode", "encode", "may_hold_nonfinite", "sniff_format"]


FORMATS = ("json", "msgpack")
NONFINITE_FLOAT_PACKED = starting_with(b"\xcb", rb"[\x7f\xff][\xf0-\xff]")
"""Matches the msgpack encoding of every ±inf/NaN float (and, rarely, other bytes that look alike)."""


def sniff_format(data: bytes) -> str | None:
    """``"json"`` if ``data`` starts like a JSON object, ``"msgpack"`` if like a msgpack map, else None."""
    head = data[:64].lstrip(b" \t\r\n")
    if head.startswith(b"\xef\xbb\xbf"):
        head = head[3:].lstrip(b" \t\r\n")
    if head[:1] == b"{":
        return "json"
    if head and head[0] in MSGPACK_MAP_MARKERS:
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
        raise UsageError(f"unknown format {format!r}; choose one of {FORMATS}")
    if chosen == "json":
        payload = parse_program_json(data, source)
    else:
        payload = parse_program_msgpack(data, source)
    if not isinstance(payload, dict):
        raise DecodeError(
            f"the root is a {type(payload).__name__}, but a program payload is an object", source=source, format=chosen
        )
    version = detect_version(payload, source=source)
    if chosen == "msgpack":
        return payload
    return _base64_fields(version, payload, source)


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
        return visit(version, payload, {"bytes": _b64decode})  # type: ignore[no-any-return]
    except _BadBase64 as exc:
        raise DecodeError(
            f"{render_path(exc.path)}: bytes field is not valid base64", source=source, format="json"
        ) from None
    except RecursionError:
        raise DecodeError("nested too deeply", source=source, format="json") from None
    except ValueError as exc:  # an integer literal beyond Python's digit limit (4300), which no schema holds
        raise DecodeError(f"a number too long to read ({exc})", source=source, format="json") from None


def encode(
    payload: dict[str, Any], version: VersionLike | None = None, format: str = "json", *, valid: bool = False
) -> bytes:
    """Serialise a payload of ``version`` (default: the version it declares) as ``format`` bytes.

    JSON output is compact UTF-8 with keys in payload order. Non-finite floats follow the era
    (bare tokens up to 8.2, strings from 8.7); bytes become base64 in JSON and binary in msgpack.
    ``valid``: the caller knows the payload valid at ``version`` (a chain's result), so its floats lie where
    the spec declares them, and whether one is non-finite is read from the text at those places
    (:func:`_nulls_where_floats_lie`) instead of by a scan of the whole tree.
    """
    checked = detect_version(payload) if version is None else SchemaVersion.parse(version)
    if format == "msgpack":
        try:
            return msgpack_bytes(payload)
        except (TypeError, ValueError, OverflowError) as exc:
            raise EncodeError(f"cannot write msgpack: {exc}") from None
    if format != "json":
        raise UsageError(f"unknown format {format!r}; choose one of {FORMATS}")
    try:
        text = json_bytes(payload, default=_json_default)
    except TypeError:
        return _json_exact(payload, bare_tokens=rules_for(checked).bare_nonfinite)
    if not _null_token(text):
        return text
    known = _nulls_where_floats_lie(text, checked) if valid else None
    if known or (known is None and may_hold_nonfinite(payload)):
        return _json_exact(payload, bare_tokens=rules_for(checked).bare_nonfinite)
    return text


@cache
def _float_keys(version: SchemaVersion) -> tuple[tuple[bytes, ...], tuple[tuple[bytes, bytes], ...]] | None:
    """For ``version``'s spec: the compact JSON openings of its float fields (``"as_float":``, and the int fields
    that hold ±Infinity in its era) and of its float lists with the bytes that close them (``"as_floats":[``
    and ``]``), or None where a ``null`` after a float field's name does not mean a non-finite float (the
    all-member unions of schemas 1 and 2 write every member, unset ones as null) or where a float lies in a
    shape this reading does not cover."""
    found: tuple[tuple[bytes, ...], tuple[tuple[bytes, bytes], ...]] | None = None
    rules = rules_for(version)
    if not rules.all_union_members:
        scalars: set[bytes] = set()
        lists: set[tuple[bytes, bytes]] = set()
        covered = True
        for cls in spec_for(version).classes.values():
            for field in cls.fields:
                shape = str(field.type_expr)
                key = b'"' + field.name.encode() + b'":'
                if f"{cls.name}.{field.name}" in rules.infinite_int_fields:  # an int, or ±Infinity in this era
                    covered = covered and shape in ("int", "int | None")
                    scalars.add(key)
                elif shape == "float":
                    scalars.add(key)
                elif shape in ("list[float]", "list[list[float]]"):
                    lists.add((key + b"[", b"]" if shape == "list[float]" else b"]]"))
                elif "float" in shape:
                    covered = False
        found = (tuple(sorted(scalars)), tuple(sorted(lists))) if covered else None
    return found


def _nulls_where_floats_lie(text: bytes, version: SchemaVersion) -> bool | None:
    """Whether orjson's compact ``text`` of a payload valid at ``version`` writes a ``null`` where a float lies
    (how orjson writes a non-finite one), or None where :func:`_float_keys` cannot tell. In a valid payload a
    float lies only in a field the spec declares so, and orjson writes such a field as its quoted name, a colon
    and the value, so a ``null`` there follows those bytes (inside a string, a quote is escaped and cannot)."""
    keys = _float_keys(version)
    if keys is None:
        return None
    scalars, lists = keys
    if any(key + b"null" in text for key in scalars):
        return True
    for opening, closing in lists:
        at = text.find(opening)
        while at >= 0:
            end = text.find(closing, at + len(opening))
            if end < 0 or b"null" in text[at:end]:
                return True
            at = text.find(opening, end)
    return False


def _null_token(text: bytes) -> bool:
    """Whether orjson's compact ``text`` may hold a ``null`` token, which is how orjson writes a non-finite
    float: a ``null`` after ``:``, ``,`` or ``[`` (the same letters inside a string only send the payload to
    the scan for non-finite floats). Without one, the scan is skipped."""
    at = text.find(b"null")
    while at >= 0:
        if text[at - 1 : at] in (b":", b",", b"["):
            return True
        at = text.find(b"null", at + 4)
    return False


def may_hold_nonfinite(payload: Any) -> bool:
    """True if some float may be ±inf/NaN: a C-speed scan for float64 values with all exponent bits set.

    False positives (other bytes that look alike) only send the payload down the exact path.
    """
    data = packed(payload)
    return data is None or match_start(NONFINITE_FLOAT_PACKED, data) >= 0


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
