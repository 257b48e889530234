"""Real program payloads of every corpus artifact: decode, validate, re-encode, msgpack round trip (also
of the unseen-model artifacts)."""

from __future__ import annotations

import json
import math
from typing import Any

import pytest
from corpus_index import UNSEEN, CorpusArtifact, corpus_artifacts

import serde

ARTIFACTS = corpus_artifacts()
WITH_UNSEEN = ARTIFACTS + corpus_artifacts(UNSEEN)


def _same(a: Any, b: Any) -> bool:
    """Structural equality that treats NaN as equal to NaN (torch writes NaN for unbounded ranges)."""
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=False))
    return bool(a == b)


def test_corpus_is_bundled() -> None:
    releases = {a.torch_version for a in ARTIFACTS}
    assert len(releases) == 15 and len(ARTIFACTS) >= 15 * 8


@pytest.mark.parametrize("artifact", ARTIFACTS, ids=str)
def test_program_decodes_validates_and_reencodes(artifact: CorpusArtifact) -> None:
    raw = artifact.program_bytes()
    payload = serde.decode(raw, source=str(artifact.path))
    declared = serde.SchemaVersion.parse(artifact.meta["schema_version"])
    assert serde.detect_version(payload) == declared
    assert serde.validate(payload, declared) == declared
    again = serde.decode(serde.encode(payload, declared, "json"))
    assert _same(again, payload)


@pytest.mark.parametrize("artifact", WITH_UNSEEN, ids=lambda a: f"{a.folder.parent.parent.name}/{a}")
def test_program_json_msgpack_json(artifact: CorpusArtifact) -> None:
    payload = serde.decode(artifact.program_bytes())
    packed = serde.encode(payload, format="msgpack")
    assert serde.sniff_format(packed) == "msgpack"
    from_msgpack = serde.decode(packed)
    assert _same(from_msgpack, payload)
    assert _same(serde.decode(serde.encode(from_msgpack, format="json")), payload)


def test_bare_nonfinite_tokens_up_to_8_2() -> None:
    """Schemas up to 8.2 wrote non-finite floats as bare Infinity/NaN tokens; they must be read and written back."""
    dynamic = next(a for a in ARTIFACTS if a.torch_version == "2.5.1" and a.model == "dynamic_batch")
    payload = serde.decode(dynamic.program_bytes())
    name = next(iter(payload["range_constraints"]))
    payload["range_constraints"][name]["max_val"] = math.inf
    encoded = serde.encode(payload)
    assert b'"max_val":Infinity' in encoded
    assert serde.decode(encoded)["range_constraints"][name]["max_val"] == math.inf
    serde.validate(serde.decode(encoded))


def test_string_nonfinite_spelling_from_8_7() -> None:
    payload = serde.decode(next(a for a in ARTIFACTS if a.torch_version == "2.13.0").program_bytes())
    payload["range_constraints"]["s_test"] = {"min_val": 2, "max_val": math.inf}
    assert b'"max_val":"Infinity"' in serde.encode(payload)


@pytest.mark.parametrize("where", ["first in a list", "later in a list", "object value"])
@pytest.mark.parametrize("value", [math.inf, -math.inf, math.nan])
def test_a_non_finite_float_is_spelled_by_its_era_wherever_it_is(where: str, value: float) -> None:
    """orjson writes a non-finite float as ``null``; the encoder sees that token and spells the value as the
    era does, whether or not the payload holds other nulls or the letters ``null`` in strings."""
    spelled = {math.inf: "Infinity", -math.inf: "-Infinity"}.get(value, "NaN")
    payload = serde.decode(next(a for a in ARTIFACTS if a.torch_version == "2.13.0").program_bytes())
    payload["graph_module"]["metadata"] = {"text": 'a "null", :null'}
    node = payload["graph_module"]["graph"]["nodes"][0]
    if where == "object value":
        argument: dict[str, Any] = {"as_float": value}
        expected: dict[str, Any] = {"as_float": spelled}
    else:
        argument = {"as_floats": [value, 1.0] if where == "first in a list" else [1.0, value]}
        expected = {"as_floats": [spelled, 1.0] if where == "first in a list" else [1.0, spelled]}
    node["inputs"].append({"name": "v", "arg": argument, "kind": 1})
    decoded = serde.decode(serde.encode(payload))
    assert decoded["graph_module"]["graph"]["nodes"][0]["inputs"][-1]["arg"] == expected
    assert decoded["graph_module"]["metadata"]["text"] == 'a "null", :null'
    serde.validate(decoded)


def test_bytes_fields_of_schema_1_are_bytes_in_memory_and_base64_in_json() -> None:
    artifact = next(a for a in ARTIFACTS if a.torch_version == "2.1.2" and a.model == "tensor_constant")
    payload = serde.decode(artifact.program_bytes())
    spec = serde.spec_for("1.0")
    bytes_fields = [(c.name, f.name) for c in spec.classes.values() for f in c.fields if "bytes" in f.type]
    assert bytes_fields, "schema 1 declares bytes fields"
    example = payload.get("example_inputs")
    if example is not None:
        assert all(isinstance(b, bytes) for b in example[0])
    assert serde.decode(serde.encode(payload, format="msgpack")) == serde.decode(serde.encode(payload))


@pytest.mark.parametrize("text", ['say "NaN", -Infinity: [Infinity]', 'x = "NaN, -Infinity\\" Infinity" \\\\ NaN'])
def test_bare_nonfinite_tokens_are_read_exactly_as_the_standard_library_reads_them(text: str) -> None:
    """Schemas <= 8.2 write bare Infinity/NaN tokens, which strict JSON parsers reject; they become
    floats, token-like text inside strings stays text."""
    item = next(a for a in ARTIFACTS if a.torch_version == "2.4.1" and a.model == "dynamic_batch")
    program = serde.load(str(item.path)).program
    program["range_constraints"]["s0"]["max_val"] = math.inf
    node = program["graph_module"]["graph"]["nodes"][0]
    node["metadata"]["stack_trace"] = text
    node["inputs"].append({"name": "alpha", "arg": {"as_float": -math.inf}})
    node["inputs"].append({"name": "beta", "arg": {"as_floats": [math.nan, 1.5, math.inf]}})
    data = serde.encode(program)
    assert b"-Infinity" in data and b'\\"NaN' in data
    expected = json.loads(data)
    decoded = serde.decode(data)
    assert _same(decoded, expected)
    assert decoded["range_constraints"]["s0"]["max_val"] == math.inf
    assert node["metadata"]["stack_trace"] == decoded["graph_module"]["graph"]["nodes"][0]["metadata"]["stack_trace"]


def test_a_bare_token_where_the_spec_has_no_float_is_read_as_the_standard_library_reads_it() -> None:
    """A bare token outside any float field (here free-form metadata) is still read as a float."""
    item = next(a for a in ARTIFACTS if a.torch_version == "2.4.1" and a.model == "dynamic_batch")
    program = serde.load(str(item.path)).program
    program["graph_module"]["graph"]["nodes"][0]["metadata"]["odd"] = math.nan
    data = serde.encode(program)
    decoded = serde.decode(data)
    assert _same(decoded, json.loads(data))
    assert math.isnan(decoded["graph_module"]["graph"]["nodes"][0]["metadata"]["odd"])


def test_integers_beyond_64_bits_and_lone_surrogates_are_read_as_the_standard_library_reads_them() -> None:
    """Python's json (which torch writes and reads with) keeps any integer exact and any escaped
    surrogate; so must decode, whichever parser takes the text."""
    item = next(a for a in ARTIFACTS if a.torch_version == "2.4.1" and a.model == "dynamic_batch")
    program = serde.load(str(item.path)).program
    node = program["graph_module"]["graph"]["nodes"][0]
    node["inputs"].append({"name": "big", "arg": {"as_int": 2**80 + 1}})
    node["inputs"].append({"name": "small", "arg": {"as_ints": [-(2**64) - 1, 2**64]}})
    data = serde.encode(program)
    decoded = serde.decode(data)
    assert _same(decoded, json.loads(data))
    assert decoded["graph_module"]["graph"]["nodes"][0]["inputs"][-2]["arg"]["as_int"] == 2**80 + 1
    node["metadata"]["stack_trace"] = "\ud800 lone"
    data = json.dumps(program).encode()
    assert serde.decode(data)["graph_module"]["graph"]["nodes"][0]["metadata"]["stack_trace"] == "\ud800 lone"


def test_a_bare_token_as_an_object_key_is_a_decode_error_with_its_line() -> None:
    item = next(a for a in ARTIFACTS if a.torch_version == "2.4.1" and a.model == "dynamic_batch")
    program = serde.load(str(item.path)).program
    program["graph_module"]["graph"]["nodes"][0]["inputs"].append({"name": "beta", "arg": {"as_float": -math.inf}})
    data = json.dumps(program).replace('"as_float": -Infinity', "Infinity: 1.0").encode()
    with pytest.raises(serde.DecodeError, match="line 1"):
        serde.decode(data)


@pytest.mark.parametrize("artifact", WITH_UNSEEN, ids=lambda a: f"{a.folder.parent.parent.name}/{a}")
def test_a_payload_known_valid_encodes_as_one_scanned_whole(artifact: CorpusArtifact) -> None:
    """Told a payload is valid (a chain's result), the encoder reads whether a float is non-finite from the
    text where the spec puts floats; it writes the very bytes of the scan of the whole tree."""
    payload = serde.decode(artifact.program_bytes())
    version = serde.validate(payload)
    assert serde.encode(payload, version, valid=True) == serde.encode(payload, version)


def _as_read(value: Any, bare: bool) -> Any:
    """``value`` as a decoded payload holds it: non-finite floats as themselves in the eras of bare tokens, as
    the strings ``"Infinity"``, ``"-Infinity"``, ``"NaN"`` from 8.7 on."""
    if isinstance(value, float) and not math.isfinite(value) and not bare:
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    if isinstance(value, dict):
        return {key: _as_read(item, bare) for key, item in value.items()}
    if isinstance(value, list):
        return [_as_read(item, bare) for item in value]
    return value


FLOAT_PLACES: list[tuple[str, Any]] = [
    ("as_float", lambda value: {"as_float": value}),
    ("as_floats first", lambda value: {"as_floats": [value, 1.5]}),
    ("as_floats later", lambda value: {"as_floats": [1.5, 2.5, value]}),
    ("as_float_lists", lambda value: {"as_float_lists": [[1.5], [], [2.5, value]]}),
    ("complex", lambda value: {"as_complex": {"real": 1.0, "imag": value}}),
]


@pytest.mark.parametrize("release", sorted({a.torch_version for a in ARTIFACTS}))
@pytest.mark.parametrize("value", [math.inf, -math.inf, math.nan])
def test_a_non_finite_float_of_a_valid_payload_is_found_where_the_spec_puts_floats(release: str, value: float) -> None:
    """Every float place of every era's spec (arguments, float lists, complex parts, the ±Infinity bounds of the
    eras that write them into int fields), holding a non-finite float in a payload that stays valid: told
    valid, the encoder writes what the scan of the whole tree writes, which reads back as the value."""
    artifact = next(a for a in ARTIFACTS if a.torch_version == release)
    payload = serde.decode(artifact.program_bytes())
    version = serde.validate(payload)
    spec = serde.spec_for(version)
    members = spec.classes["Argument"].by_name
    bare = serde.program.wire.rules_for(version).bare_nonfinite
    node = next(n for n in payload["graph_module"]["graph"]["nodes"] if n.get("inputs"))
    placed = 0
    for name, make in FLOAT_PLACES:
        member = next(iter(make(value)))
        if member not in members:
            continue
        argument = make(value)
        if serde.program.wire.rules_for(version).all_union_members:  # schema 1/2: every member listed
            argument = {field.name: argument.get(field.name) for field in spec.classes["Argument"].fields}
        candidate = json.loads(json.dumps(payload, allow_nan=True))  # a copy
        candidate_node = next(n for n in candidate["graph_module"]["graph"]["nodes"] if n.get("inputs"))
        candidate_node["inputs"].append({**node["inputs"][0], "arg": argument})
        try:
            serde.validate(candidate, version)
        except serde.SchemaError:
            continue  # this era's Argument takes no such value
        placed += 1
        written = serde.encode(candidate, version, valid=True)
        assert written == serde.encode(candidate, version), name
        read = serde.decode(written)
        back = next(n for n in read["graph_module"]["graph"]["nodes"] if n.get("inputs"))["inputs"][-1]["arg"]
        assert _same(back[member], _as_read(argument[member], bare)), name
    ranges = payload.get("range_constraints") or {}
    if ranges and "RangeConstraint.max_val" in serde.program.wire.rules_for(version).infinite_int_fields:
        key = next(iter(ranges))
        payload["range_constraints"][key] = {**ranges[key], "max_val": math.inf}
        serde.validate(payload, version)
        placed += 1
        assert serde.encode(payload, version, valid=True) == serde.encode(payload, version)
    assert placed
