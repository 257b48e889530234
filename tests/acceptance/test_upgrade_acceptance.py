"""Acceptance: every corpus artifact, upgraded by pt2-serde, loads and runs in torch 2.13 with its recorded outputs."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
import torch
from corpus_index import CorpusArtifact, corpus_artifacts
from torch_outputs import check_outputs

import serde

pytestmark = pytest.mark.torch

ARTIFACTS = corpus_artifacts()


@pytest.fixture(autouse=True)
def _quiet_torch_warnings() -> None:
    for name in ("torch.export.pt2_archive._package", "torch._export.serde.serialize", "torch.export"):
        logging.getLogger(name).setLevel(logging.ERROR)


def test_plain_torch_refuses_old_artifacts() -> None:
    """The problem pt2-serde solves: torch 2.13 alone cannot load a 2.4.1 artifact."""
    item = next(a for a in ARTIFACTS if a.torch_version == "2.4.1" and a.model == "mlp")
    with pytest.raises(Exception, match="version"):
        torch.export.load(str(item.path))


@pytest.mark.parametrize("item", ARTIFACTS, ids=str)
def test_load_exported_program_runs_with_recorded_outputs(item: CorpusArtifact) -> None:
    program = serde.load_exported_program(str(item.path))
    assert isinstance(program, torch.export.ExportedProgram)
    check_outputs(program, item.folder)


@pytest.mark.parametrize("item", ARTIFACTS, ids=str)
def test_upgraded_and_saved_artifact_loads_with_plain_torch(item: CorpusArtifact, tmp_path: Path) -> None:
    upgraded = serde.upgrade(serde.load(str(item.path)), to="torch")
    assert upgraded.version == serde.SchemaVersion(8, 20)
    target = tmp_path / "upgraded.pt2"
    assert serde.save(upgraded.artifact, str(target)) is serde.Layout.P2
    check_outputs(torch.export.load(str(target)), item.folder)


def test_load_exported_program_from_s3(s3_bucket: str, s3_options: dict[str, object]) -> None:
    item = next(a for a in ARTIFACTS if a.torch_version == "2.3.1" and a.model == "cnn_bn_eval")
    url = f"{s3_bucket}/legacy/model.pt2"
    serde.save(serde.load(str(item.path)), url, layout="C3", **s3_options)
    check_outputs(serde.load_exported_program(url, **s3_options), item.folder)


def test_load_exported_program_of_a_payload_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "p.json").write_bytes(ARTIFACTS[0].program_bytes())
    with pytest.raises(serde.ContainerError, match="payload"):
        serde.load_exported_program(str(tmp_path / "p.json"))
