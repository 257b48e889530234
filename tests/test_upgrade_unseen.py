"""Acceptance on models the shared corpus does not have (tests/unseen, exported by the real torch 2.1.2 …
2.6.0 with tools/make_unseen_corpus.py): attention, -inf masks, namedtuple outputs, buffer mutation,
pooling and interpolation, embeddings, compound dynamic-shape expressions with unbounded ranges,
multi-result cond, map, dtype/device arguments, unbind/chunk, index_put and a GRU."""

from __future__ import annotations

import collections
import json
import logging
from pathlib import Path

import pytest
import torch
import torch.utils._pytree as pytree
from corpus_index import UNSEEN, CorpusArtifact, corpus_artifacts
from torch_outputs import check_outputs

import serde

ARTIFACTS = corpus_artifacts(UNSEEN)
Pair = collections.namedtuple("Pair", ["low", "high"])
pytree._register_namedtuple(Pair, serialized_type_name="unseen.Pair")


@pytest.fixture(autouse=True)
def _quiet_torch_warnings() -> None:
    for name in ("torch.export.pt2_archive._package", "torch._export.serde.serialize", "torch.export"):
        logging.getLogger(name).setLevel(logging.ERROR)


def _item(release: str, model: str) -> CorpusArtifact:
    return next(a for a in ARTIFACTS if a.torch_version == release and a.model == model)


def test_every_release_from_2_1_to_2_6_is_represented() -> None:
    releases = {a.torch_version for a in ARTIFACTS}
    assert releases == {"2.1.2", "2.2.2", "2.3.1", "2.4.1", "2.5.1", "2.6.0"}
    assert len(ARTIFACTS) >= 70


@pytest.mark.parametrize("item", ARTIFACTS, ids=str)
def test_load_exported_program_runs_with_recorded_outputs(item: CorpusArtifact) -> None:
    check_outputs(serde.load_exported_program(str(item.path)), item.folder)


@pytest.mark.parametrize("item", ARTIFACTS, ids=str)
def test_upgraded_and_saved_artifact_loads_with_plain_torch(item: CorpusArtifact, tmp_path: Path) -> None:
    target = tmp_path / "upgraded.pt2"
    serde.save(serde.upgrade(serde.load(str(item.path)), to="torch").artifact, str(target))
    check_outputs(torch.export.load(str(target)), item.folder)


@pytest.mark.parametrize("release", ["2.1.2", "2.2.2", "2.3.1"])
def test_namedtuple_context_becomes_the_registered_name_and_is_reported(release: str) -> None:
    result = serde.upgrade(serde.load(str(_item(release, "namedtuple_out").path)))
    signature = result.program["graph_module"]["module_call_graph"][0]["signature"]
    assert json.loads(signature["out_spec"])[1]["context"] == "unseen.Pair"
    notes = [n for n in result.report.notes if "unseen.Pair" in n.message]
    assert notes and notes[0].kind == "derived" and notes[0].path.endswith("signature.out_spec")


def test_namedtuple_registered_under_two_names_is_refused_naming_both() -> None:
    Twin = collections.namedtuple("Pair", ["low", "high"])
    pytree._register_namedtuple(Twin, serialized_type_name="unseen.TwinPair")
    try:
        with pytest.raises(serde.UpgradeRefusedError) as info:
            serde.upgrade(serde.load(str(_item("2.3.1", "namedtuple_out").path)))
    finally:
        pytree.SERIALIZED_TYPE_TO_PYTHON_TYPE.pop("unseen.TwinPair")
        pytree.SUPPORTED_SERIALIZED_TYPES.pop(Twin)
        pytree.SUPPORTED_NODES.pop(Twin, None)
    assert "unseen.Pair" in str(info.value) and "unseen.TwinPair" in str(info.value)
    assert info.value.path == "$.graph_module.module_call_graph[0].signature.out_spec"


def test_namedtuple_downgrade_spells_class_name_and_fields_and_round_trips() -> None:
    original = serde.load(str(_item("2.4.1", "namedtuple_out").path))
    down = serde.upgrade(original, to="2.3.1", lossy=True)
    signature = down.program["graph_module"]["module_call_graph"][0]["signature"]
    assert json.loads(signature["out_spec"])[1]["context"] == {"class_name": "Pair", "fields": ["low", "high"]}
    back = serde.upgrade(down.artifact, to="2.4.1")
    again = back.program["graph_module"]["module_call_graph"][0]["signature"]
    assert json.loads(again["out_spec"]) == json.loads(
        original.program["graph_module"]["module_call_graph"][0]["signature"]["out_spec"]
    )


def test_multi_result_cond_of_torch_2_2_is_respelled_per_result() -> None:
    program = serde.upgrade(serde.load(str(_item("2.2.2", "cond_multi").path))).program
    (node,) = [n for n in program["graph_module"]["graph"]["nodes"] if n["target"].endswith("higher_order.cond")]
    assert node["outputs"] == [{"as_tensor": {"name": "getitem"}}, {"as_tensor": {"name": "getitem_1"}}]
    assert node["is_hop_single_tensor_return"] is False
