"""Layout conversions checked by loading the result with plain torch.export.load (torch 2.13) and running it."""

from __future__ import annotations

import logging
import zipfile
from pathlib import Path

import pytest
import torch
from corpus_index import CorpusArtifact, corpus_artifacts
from project_paths import DATA
from release_samples import multi_program_releases
from torch_outputs import check_outputs

import serde

pytestmark = pytest.mark.torch

CASES = [
    (item, layout)
    for item in corpus_artifacts()
    if item.torch_version in ("2.7.1", "2.8.0", "2.9.1", "2.13.0")
    for layout in (("C4", "P1") if item.torch_version in ("2.7.1", "2.8.0") else ("C4", "P1", "P2"))
]


@pytest.fixture(autouse=True)
def _quiet_torch_legacy_warnings() -> None:
    logging.getLogger("torch.export.pt2_archive._package").setLevel(logging.ERROR)


@pytest.mark.parametrize(("item", "layout"), CASES, ids=[f"{i}->{lay}" for i, lay in CASES])
def test_converted_artifact_loads_and_runs_in_torch(item: CorpusArtifact, layout: str, tmp_path: Path) -> None:
    target = tmp_path / "converted.pt2"
    assert serde.save(serde.load(str(item.path)), str(target), layout=layout).value == layout
    assert serde.load(str(target)).layout.value == layout
    check_outputs(torch.export.load(str(target)), item.folder)


def test_p2_conversion_needs_schema_8_14(tmp_path: Path) -> None:
    item = next(a for a in corpus_artifacts() if a.torch_version == "2.8.0" and a.model == "mlp")
    with pytest.raises(serde.ContainerError, match="8.14"):
        serde.save(serde.load(str(item.path)), str(tmp_path / "x.pt2"), layout="P2")
    assert not (tmp_path / "x.pt2").exists()


def test_p2_to_p1_round_trip_keeps_tensors(tmp_path: Path) -> None:
    item = next(a for a in corpus_artifacts() if a.torch_version == "2.13.0" and a.model == "cnn_bn_eval")
    serde.save(serde.load(str(item.path)), str(tmp_path / "p1.pt2"), layout="P1")
    serde.save(serde.load(str(tmp_path / "p1.pt2")), str(tmp_path / "p2.pt2"), layout="P2")
    original = torch.export.load(str(item.path)).state_dict
    again = torch.export.load(str(tmp_path / "p2.pt2")).state_dict
    assert original.keys() == again.keys()
    for name in original:
        assert torch.equal(original[name], again[name]), name
        assert type(original[name]) is type(again[name]), name


@pytest.mark.parametrize("release", ["2.1.2", "2.3.1", "2.5.1", "2.8.0", "2.12.1"])
def test_extra_files_torch_saved_reach_torch_export_load_after_an_upgrade(release: str, tmp_path: Path) -> None:
    source = DATA / "extra_files" / f"{release}.pt2"
    target = tmp_path / "upgraded.pt2"
    serde.save(serde.upgrade(serde.load(str(source)), to="torch").artifact, str(target))
    found = {"notes.txt": "", "config.json": ""}
    torch.export.load(str(target), extra_files=found)
    assert found == {"notes.txt": "hello", "config.json": '{"a": 1}'}


MULTI_PROGRAM = DATA / "multi_program"
MULTI_PROGRAM_RELEASES = multi_program_releases()


def _check_every_program(path: Path, release: str) -> None:
    from torch.export.pt2_archive._package import load_pt2

    expected = torch.load(MULTI_PROGRAM / f"{release}.expected.pt")
    programs = load_pt2(str(path)).exported_programs
    assert sorted(programs) == ["model", "other"]
    for name, program in programs.items():
        torch.testing.assert_close(program.module()(expected["x"]), expected[name], rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("layout", ["P1", "P2"])
@pytest.mark.parametrize("release", MULTI_PROGRAM_RELEASES)
def test_every_program_of_a_package_pt2_archive_is_upgraded_and_kept(release: str, layout: str, tmp_path: Path) -> None:
    """``package_pt2`` keeps several programs in one archive (``models/<name>.json`` each, with their own
    weights); all of them reach the target version and survive a layout conversion."""
    source = MULTI_PROGRAM / f"{release}.pt2"
    upgraded = serde.upgrade(serde.load(str(source)), to="torch").artifact
    other = serde.decode(upgraded.members["models/other.json"].read())
    assert serde.detect_version(other) == upgraded.version == serde.resolve_target("torch")
    target = tmp_path / "upgraded.pt2"
    serde.save(upgraded, str(target), layout=layout)
    _check_every_program(target, release)
    found = {"notes.txt": ""}
    torch.export.load(str(target), extra_files=found)
    assert found == {"notes.txt": "hello"}


def test_a_downgrade_takes_every_program_of_the_archive_along(tmp_path: Path) -> None:
    upgraded = serde.upgrade(serde.load(str(MULTI_PROGRAM / "2.12.1.pt2")), to="2.8.0").artifact
    assert upgraded.layout is serde.Layout.P1
    target = tmp_path / "for-2.8.pt2"
    assert serde.save(upgraded, str(target)) is serde.Layout.P1
    written = serde.load(str(target))
    assert written.version == serde.SchemaVersion(8, 8)
    assert serde.validate(serde.decode(written.members["models/other.json"].read())) == serde.SchemaVersion(8, 8)
    _check_every_program(target, "2.12.1")


def test_a_legacy_zip_has_no_place_for_a_second_program() -> None:
    with pytest.raises(serde.ContainerError, match=r"models/other.json.*holds one program only"):
        serde.upgrade(serde.load(str(MULTI_PROGRAM / "2.8.0.pt2")), to="2.7.1")


def test_aoti_code_packaged_with_a_program_travels_unchanged_through_an_upgrade(tmp_path: Path) -> None:
    """torch 2.8's ``package_pt2(exported_programs=..., aoti_files=...)``: the P1 archive becomes P2 and the
    compiled code under ``data/aotinductor/`` is copied byte for byte."""
    source = DATA / "aoti" / "2.8.0-with-program.pt2"
    target = tmp_path / "upgraded.pt2"
    serde.save(serde.upgrade(serde.load(str(source)), to="torch").artifact, str(target))

    def compiled(path: Path) -> dict[str, bytes]:
        with zipfile.ZipFile(path) as archive:
            return {n.split("/", 1)[1]: archive.read(n) for n in archive.namelist() if "/data/aotinductor/" in n}

    assert compiled(source) and compiled(target) == compiled(source)
    assert serde.load(str(target)).layout is serde.Layout.P2
    expected = torch.load(source.with_name("2.8.0-with-program.expected.pt"))
    output = torch.export.load(str(target)).module()(expected["x"])
    torch.testing.assert_close(output, expected["model"], rtol=1e-4, atol=1e-4)
