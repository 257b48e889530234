"""Downgraders: lossless refusals listing every item, lossy drops reported, containers the older release
reads, and the round trip upgrade(downgrade(x, B), A) == x modulo the reported items. Downgrades that need
the real torch (outputs run again, decompose) are in ``test_downgrade_torch.py``."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from corpus_index import CorpusArtifact, corpus_artifacts
from downgrades import EVERY, NEWEST, REVERSE, TARGETS, downgrade_or_undroppable

import serde
from serde.containers.blobs import BytesBlob
from serde.program.walk import visit

LAYOUT_FOR = {
    "8.17": "P2",
    "8.15": "P2",
    "8.14": "P2",
    "8.8": "P1",
    "8.7": "C4",
    "8.2": "C4",
    "7.3": "C4",
    "5.3": "C4",
    "5.1": "C3",
    "2.0": "C2",
    "1.0": "C1",
}


def test_every_downgrader_is_registered_with_a_docstring() -> None:
    assert [str(s.source) for s in REVERSE] == [str(t) for t in sorted({s.source for s in REVERSE})]
    for step in REVERSE:
        assert step.function.__doc__ and len(step.function.__doc__.split()) > 20


def _without_defaults(version: serde.SchemaVersion, payload: dict[str, Any]) -> None:
    """Drop every field equal to its declared default: absent and default mean the same to every loader."""
    spec = serde.spec_for(version)

    def strip(cls: str) -> Any:
        def handler(obj: dict[str, Any], path: Any) -> dict[str, Any]:
            for field in spec.classes[cls].fields:
                if field.has_default and field.name in obj and obj[field.name] == field.default_value():
                    del obj[field.name]
            return obj

        return handler

    visit(version, payload, {name: strip(name) for name, c in spec.classes.items() if c.kind == "struct"})


_RENAMED = re.compile(r"value '([^']+)' renamed '([^']+)'")


def _undo_renames(value: Any, notes: list[Any]) -> None:
    """Give back the names of values a report note says were renamed (keys of the graph's value tables
    and ``as_name`` references)."""
    back = {m.group(2): m.group(1) for note in notes if (m := _RENAMED.search(note.message))}
    if not back:
        return

    def walk(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                walk(item)
        elif isinstance(node, dict):
            for key in ("sym_int_values", "sym_bool_values"):
                if isinstance(node.get(key), dict):
                    node[key] = {back.get(name, name): item for name, item in node[key].items()}
            if isinstance(node.get("as_name"), str):
                node["as_name"] = back.get(node["as_name"], node["as_name"])
            for item in node.values():
                walk(item)

    walk(value)


def _strip(value: Any, path: str) -> None:
    """Remove the item a report note names (``$.a.b``, ``$.a[3].b``, or ``$..key`` anywhere).

    Schemas before 7.3 spell the verifiers as ``dialect``, so a note on one covers the other.
    """
    if path == "$.dialect":
        _strip(value, "$.verifiers")
    if path.startswith("$.."):
        listed = re.fullmatch(r"\$\.\.(\w+)\[\*\]\.(\w+)", path)
        if listed:
            _remove_in_lists(value, listed.group(1), listed.group(2))
        else:
            _remove_key_everywhere(value, re.split(r"[.\[]", path[3:])[0])
        return
    parts = re.findall(r"\.([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\['([^']*)'\]", path[1:])
    node = value
    for i, (name, index, key) in enumerate(parts):
        step: Any = name or key or int(index)
        last = i == len(parts) - 1
        try:
            if last:
                node.pop(step, None) if isinstance(node, dict) else None
            else:
                node = node[step]
        except (KeyError, IndexError, TypeError):
            return


def _remove_in_lists(value: Any, list_key: str, key: str) -> None:
    if isinstance(value, dict):
        for name, item in value.items():
            if name == list_key and isinstance(item, list):
                for element in item:
                    if isinstance(element, dict):
                        element.pop(key, None)
            _remove_in_lists(item, list_key, key)
    elif isinstance(value, list):
        for item in value:
            _remove_in_lists(item, list_key, key)


def _remove_key_everywhere(value: Any, key: str) -> None:
    if isinstance(value, dict):
        value.pop(key, None)
        for item in value.values():
            _remove_key_everywhere(item, key)
    elif isinstance(value, list):
        for item in value:
            _remove_key_everywhere(item, key)


@pytest.mark.parametrize("item", EVERY, ids=str)
def test_round_trip_equals_original_modulo_reported_items(item: CorpusArtifact) -> None:
    original = serde.load(str(item.path))
    for target in [t for t in TARGETS if t < original.version]:
        down = downgrade_or_undroppable(original, target)
        if down is None:
            continue
        assert down.artifact.layout.value == LAYOUT_FOR[str(target)]
        back = serde.upgrade(down.artifact, to=original.version)
        expected = serde.decode(serde.encode(original.program))
        actual = serde.decode(serde.encode(back.program))
        _undo_renames(actual, down.report.notes)
        for note in [*down.report.notes, *back.report.notes]:
            if not _RENAMED.search(note.message):
                _strip(expected, note.path)
                _strip(actual, note.path)
        _without_defaults(original.version, expected)
        _without_defaults(original.version, actual)
        assert actual == expected, f"{item} via {target}"


def test_lossless_default_refuses_listing_every_item_with_release() -> None:
    ops_zoo = next(a for a in NEWEST if a.model == "ops_zoo")
    # (its node names no longer need lossy for 2.10 and 2.9: they are written as those releases name nodes)
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(serde.load(str(ops_zoo.path)), to="2.8.0")
    error = info.value
    assert error.step == "8.14->8.8" and error.items
    message = str(error)
    assert all(item.path in message and item.step for item in error.items)
    assert "supported from torch 2.9.1" in message and "lossy" in message


def test_undroppable_items_stay_refused_even_when_lossy() -> None:
    program = serde.load(str(next(a for a in NEWEST if a.model == "mlp").path)).program
    node = program["graph_module"]["graph"]["nodes"][0]
    node["inputs"].append({"name": "extra", "arg": {"as_float_lists": [[1.0]]}, "kind": 1})
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(program, to="8.17", lossy=True)
    assert info.value.path.endswith(".arg.as_float_lists")
    assert "cannot be dropped" in str(info.value) and "2.12" in str(info.value)


def test_symbolic_storage_offset_is_refused_for_torch_2_2() -> None:
    source = next(a for a in corpus_artifacts() if a.torch_version == "2.4.1" and a.model == "dynamic_batch")
    program = serde.load(str(source.path)).program
    values = program["graph_module"]["graph"]["tensor_values"]
    name = next(iter(values))
    values[name]["storage_offset"] = {"as_expr": {"expr_str": "2*s0"}}
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(program, to="2.2.2", lossy=True)
    assert info.value.path == f"$.graph_module.graph.tensor_values.{name}.storage_offset"
    assert "symbolic storage offset" in str(info.value) and "2.3.1" in str(info.value)


def test_lossy_drops_are_reported() -> None:
    dynamic = next(a for a in NEWEST if a.model == "dynamic_batch")
    result = serde.upgrade(serde.load(str(dynamic.path)), to="8.8", lossy=True)
    assert "guards_code" not in result.program
    assert any(n.kind == "dropped" and n.path == "$.guards_code" for n in result.report.notes)


def test_cli_downgrade_with_lossy(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from serde.cli.commands import main

    source = next(a for a in NEWEST if a.model == "ops_zoo").path  # its input guards have no place in 2.6
    refused = CliRunner().invoke(main, ["upgrade", str(source), str(tmp_path / "x.pt2"), "--to", "2.6.0"])
    assert refused.exit_code == 1 and "lossy" in refused.output and not (tmp_path / "x.pt2").exists()
    result = CliRunner().invoke(main, ["upgrade", str(source), str(tmp_path / "x.pt2"), "--to", "2.6.0", "--lossy"])
    assert result.exit_code == 0, result.output
    assert serde.load(str(tmp_path / "x.pt2")).layout is serde.Layout.C4


def test_training_dialect_is_refused_below_7_3_with_the_fix() -> None:
    item = next(a for a in NEWEST if a.model == "mlp")
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(serde.load(str(item.path)), to="2.4.1", lossy=True)
    assert info.value.path == "$.verifiers[0]"
    assert "TRAINING" in str(info.value) and "run_decompositions" in str(info.value) and "2.5.1" in str(info.value)


def test_an_unreadable_constants_member_is_an_error_not_a_silent_drop() -> None:
    """The constants are read without torch; a member that is no torch.save archive fails naming it, and
    nothing is dropped."""
    item = next(a for a in EVERY if a.torch_version == "2.2.2" and a.model == "tensor_constant")
    artifact = serde.load(str(item.path))
    (member,) = [m for m in artifact.members if "constants" in m]
    artifact.members[member] = BytesBlob(b"PK\x03\x04 not really a zip")
    with pytest.raises(serde.SerdeError) as info:
        serde.upgrade(artifact, to="1.0", lossy=True)
    assert info.value.member == member and "torch.save" in str(info.value)
