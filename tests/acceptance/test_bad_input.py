"""Bad payload bytes and malformed versions end in typed serde errors naming the source and position."""

from __future__ import annotations

import pytest
from corpus_index import corpus_artifacts

import serde

SOURCE = "s3://bucket/models/x.json"
GOOD = next(a for a in corpus_artifacts() if a.torch_version == "2.13.0" and a.model == "mlp").program_bytes()


def test_truncated_json_names_source_and_position() -> None:
    with pytest.raises(serde.DecodeError) as info:
        serde.decode(GOOD[: len(GOOD) // 2], source=SOURCE)
    error = info.value
    assert error.source == SOURCE and error.format == "json" and error.position is not None
    assert SOURCE in str(error) and "line" in str(error)


def test_invalid_json_token() -> None:
    with pytest.raises(serde.DecodeError) as info:
        serde.decode(b'{"schema_version": tru}', source=SOURCE)
    assert info.value.position == 19


def test_non_utf8_json() -> None:
    with pytest.raises(serde.DecodeError, match="UTF-8"):
        serde.decode(b'{"a": "\xff\xfe"}', "json", source=SOURCE)


def test_truncated_msgpack() -> None:
    packed = serde.encode(serde.decode(GOOD), format="msgpack")
    with pytest.raises(serde.DecodeError, match="truncated") as info:
        serde.decode(packed[:-10], source=SOURCE)
    assert info.value.format == "msgpack" and SOURCE in str(info.value)


def test_msgpack_with_trailing_garbage() -> None:
    packed = serde.encode(serde.decode(GOOD), format="msgpack")
    with pytest.raises(serde.DecodeError, match="trailing") as info:
        serde.decode(packed + b"\x00\x01", source=SOURCE)
    assert info.value.position == len(packed)


@pytest.mark.parametrize("data", [b"", b"   ", b"PK\x03\x04rest", b"\x00\x00"])
def test_unrecognisable_bytes(data: bytes) -> None:
    with pytest.raises(serde.DecodeError) as info:
        serde.decode(data, source=SOURCE)
    assert info.value.position == 0


@pytest.mark.parametrize(("data", "fmt"), [(b"[1, 2]", "json"), (b"\x92\x01\x02", "msgpack"), (b'"text"', "json")])
def test_non_object_root(data: bytes, fmt: str) -> None:
    with pytest.raises(serde.DecodeError, match="root"):
        serde.decode(data, fmt, source=SOURCE)


def test_missing_schema_version() -> None:
    with pytest.raises(serde.VersionError, match="schema_version") as info:
        serde.decode(b'{"graph_module": {}}', source=SOURCE)
    assert SOURCE in str(info.value)


@pytest.mark.parametrize(
    "declared", [b'"8.20"', b'{"major": 8}', b'{"major": "8", "minor": 20}', b"[8, 20]", b"-3", b"true"]
)
def test_malformed_schema_version(declared: bytes) -> None:
    with pytest.raises(serde.VersionError) as info:
        serde.decode(b'{"schema_version": ' + declared + b"}", source=SOURCE)
    assert "schema_version" in str(info.value)


def test_too_new_version_names_both_versions() -> None:
    with pytest.raises(serde.TooNewVersionError) as info:
        serde.decode(b'{"schema_version": {"major": 9, "minor": 0}}', source=SOURCE)
    error = info.value
    assert str(error.version) == "9.0" and error.newest == serde.newest_version()
    assert "9.0" in str(error) and str(serde.newest_version()) in str(error) and SOURCE in str(error)


@pytest.mark.parametrize("fmt", ["json", "msgpack"])
def test_deep_nesting_is_a_decode_or_schema_error(fmt: str) -> None:
    depth = 200_000
    if fmt == "json":
        data = b'{"schema_version": {"major": 8, "minor": 20}, "x": ' + b"[" * depth + b"]" * depth + b"}"
    else:
        data = b"\x82\xaeschema_version\x82\xa5major\x08\xa5minor\x14\xa1x" + b"\x91" * depth + b"\xc0"
    with pytest.raises((serde.DecodeError, serde.SchemaError)) as info:
        payload = serde.decode(data, fmt, source=SOURCE)
        serde.validate(payload, source=SOURCE)
    assert SOURCE in str(info.value)


def test_deeply_nested_valid_shape_fails_validation_without_recursion_error() -> None:
    payload = serde.decode(GOOD)
    node: dict[str, object] = {"as_none": True}
    for _ in range(50_000):
        node = {"as_string_to_argument": {"k": node}}
    payload["graph_module"]["graph"]["nodes"][0]["inputs"][0]["arg"] = node
    with pytest.raises(serde.SchemaError) as info:
        serde.validate(payload, source=SOURCE)
    assert info.value.path.startswith("$")


def test_encode_rejects_unserialisable_values() -> None:
    payload = serde.decode(GOOD)
    payload["graph_module"]["metadata"] = {"x": object()}
    with pytest.raises(serde.EncodeError):
        serde.encode(payload)
    with pytest.raises(serde.EncodeError):
        serde.encode(payload, format="msgpack")


def test_unknown_format_is_a_usage_error() -> None:
    with pytest.raises(ValueError, match="format"):
        serde.encode(serde.decode(GOOD), format="yaml")


def test_validate_reports_declared_version_mismatch() -> None:
    payload = serde.decode(GOOD)
    with pytest.raises(serde.SchemaError) as info:
        serde.validate(payload, "8.17")
    assert info.value.path.startswith("$")
