"""The operator census (serde/releases/operators.json) and the refusal of programs a target release cannot load."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from corpus_index import CORPUS, UNSEEN
from project_paths import ROOT

import serde
from serde.releases.operators import census, lacks
from serde.releases.series import series_of

COND_2_13 = CORPUS / "2.13.0" / "cond" / "model.pt2"
MLP_2_13 = CORPUS / "2.13.0" / "mlp" / "model.pt2"
SCAN = "torch.ops.higher_order.scan"


def _load(path: Path) -> serde.Artifact:
    return serde.load(str(path))


def _retarget(program: dict[str, Any], index: int, target: str) -> None:
    program["graph_module"]["graph"]["nodes"][index]["target"] = target


def test_census_covers_every_release_the_specs_name_with_ordered_spans() -> None:
    facts = census()
    named = {
        series_of(release) for version in serde.known_versions() for release in serde.spec_for(version).torch_versions
    }
    assert facts.releases == tuple(sorted(named))
    for target, span in facts.spans.items():
        assert target.startswith("torch.ops.") and target.count(".") >= 3, target
        assert span.first in facts.releases and (span.last is None or span.first <= span.last)
        assert (span.first, span.last) != (facts.releases[0], None), f"{target} is in every release: not listed"


@pytest.mark.torch
@pytest.mark.slow
def test_census_agrees_with_the_installed_torch() -> None:
    """The census tool's own listing of the installed torch says exactly which listed operators it lacks."""
    import torch

    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "census_operators.py"), "list"],
        capture_output=True,
        text=True,
        check=True,
    )
    installed = set(json.loads(run.stdout.splitlines()[-1])["operators"])  # a module may print on import
    release = torch.__version__.split("+")[0]
    for target in census().spans:
        assert (lacks(target, release) is None) == (target in installed), target


def test_known_facts_of_the_census() -> None:
    assert lacks(SCAN, "2.5.1") == "torch 2.6 added it"
    assert lacks(SCAN, "2.6.0") is None
    assert lacks("torch.ops.higher_order.map_impl", "2.1.2") == "torch 2.2 added it"
    assert lacks("torch.ops.aten._assert_scalar.default", "2.2.2") == "torch 2.3 added it"
    assert lacks("torch.ops.aten.qr.default", "2.14.1") == "torch 2.13 was the last release with it"
    assert lacks("torch.ops.aten.qr.default", "2.13.0") is None
    assert lacks("torch.ops.aten.add.Tensor", "2.1.2") is None
    assert lacks("torch.ops.my_lib.custom.default", "2.1.2") is None
    # namespaces torch registers besides aten and prims, some only when a module of torch is imported
    nn = "torch.ops.torch_nn._linear_cross_entropy_batch_chunked.default"
    assert lacks(nn, "2.12.1") == "torch 2.13 added it" and lacks(nn, "2.13.0") is None
    no_fuse = "torch.ops.quantized_decomposed.convert_element_type.no_fuse"
    assert lacks(no_fuse, "2.5.1") == "torch 2.6 added it" and lacks(no_fuse, "2.6.0") is None
    assert lacks(SCAN, "2.15.0") is None, "releases outside the census are not judged"


def test_downgrade_refuses_a_higher_order_op_the_target_lacks_even_when_lossy() -> None:
    artifact = _load(UNSEEN / "2.12.1" / "scan" / "model.pt2")
    nodes = artifact.program["graph_module"]["graph"]["nodes"]
    index = next(i for i, node in enumerate(nodes) if node["target"] == SCAN)
    for to in ("2.5.1", "7.3"):
        with pytest.raises(serde.UpgradeRefusedError) as info:
            serde.upgrade(artifact, to=to, lossy=True)
        assert info.value.step == "operators"
        assert info.value.path == f"$.graph_module.graph.nodes[{index}].target"
        assert "torch 2.5.1 has no such operator (torch 2.6 added it); 1 call" in str(info.value)
        assert str(artifact.source) in str(info.value)
    assert serde.upgrade(artifact, to="2.6.0", lossy=True).version == serde.SchemaVersion(8, 2)


def test_every_missing_operator_is_listed_once_with_its_number_of_calls() -> None:
    artifact = _load(MLP_2_13)
    nodes = artifact.program["graph_module"]["graph"]["nodes"]
    calls = [i for i, node in enumerate(nodes) if node["target"] == "torch.ops.aten.relu.default"]
    assert calls
    for index in calls:
        _retarget(artifact.program, index, "torch.ops.aten.rms_norm.default")
    _retarget(artifact.program, 0, "torch.ops.aten._safe_softmax.default")
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(artifact, to="2.3.1")
    reasons = {item.path: item.message for item in info.value.items}
    assert any("rms_norm.default: torch 2.3.1 has no such operator (torch 2.4 added it)" in r for r in reasons.values())
    assert any("_safe_softmax.default" in r and "(torch 2.5 added it); 1 call" in r for r in reasons.values())
    assert len(reasons) == 2
    if len(calls) > 1:
        assert f"{len(calls)} calls" in str(info.value)


def test_operators_inside_subgraphs_are_found_with_their_path() -> None:
    artifact = _load(UNSEEN / "2.12.1" / "cond_multi" / "model.pt2")
    cond = artifact.program["graph_module"]["graph"]["nodes"][2]
    branch = cond["inputs"][1]["arg"]["as_graph"]["graph"]
    branch["nodes"][0]["target"] = "torch.ops.aten.rms_norm.default"
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(artifact, to="2.3.1", lossy=True)
    assert [(item.path, item.message) for item in info.value.items] == [
        (
            "$.graph_module.graph.nodes[2].inputs[1].arg.as_graph.graph.nodes[0].target",
            "torch.ops.aten.rms_norm.default: torch 2.3.1 has no such operator (torch 2.4 added it); 1 call "
            "(cannot be dropped without changing the program)",
        )
    ]


@pytest.fixture(scope="module")
def asserting_aten_artifact(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A torch 2.8 dynamic-shape program re-exported in the ATen dialect: it holds an _assert_scalar call."""
    import torch

    path = tmp_path_factory.mktemp("aten") / "dynamic_batch.pt2"
    torch.export.save(
        serde.load_exported_program(str(CORPUS / "2.8.0" / "dynamic_batch" / "model.pt2")).run_decompositions(),
        str(path),
    )
    return path


@pytest.mark.torch
def test_runtime_assertions_are_droppable_for_releases_that_lack_them(asserting_aten_artifact: Path) -> None:
    artifact = _load(asserting_aten_artifact)
    nodes = artifact.program["graph_module"]["graph"]["nodes"]
    (index,) = [i for i, node in enumerate(nodes) if node["target"] == "torch.ops.aten._assert_scalar.default"]
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(artifact, to="2.2.2")
    assert info.value.path == f"$.graph_module.graph.nodes[{index}]"
    assert "runtime assertion" in str(info.value) and "pass lossy=True" in str(info.value)
    result = serde.upgrade(artifact, to="2.2.2", lossy=True)
    (note,) = [n for n in result.report.notes if n.step == "operators"]
    assert note.kind == "dropped" and note.path == f"$.graph_module.graph.nodes[{index}]"
    assert "torch 2.3 added it" in note.message
    targets = [node["target"] for node in result.program["graph_module"]["graph"]["nodes"]]
    assert "torch.ops.aten._assert_scalar.default" not in targets and len(targets) == len(nodes) - 1
    assert len(artifact.program["graph_module"]["graph"]["nodes"]) == len(nodes), "the input is left alone"
    assert serde.upgrade(artifact, to="2.3.1", lossy=True).version == serde.SchemaVersion(5, 1)


@pytest.mark.torch
def test_a_program_without_its_assertions_still_computes_the_same(
    asserting_aten_artifact: Path, tmp_path: Path
) -> None:
    import torch
    from torch_outputs import check_outputs

    down = serde.upgrade(_load(asserting_aten_artifact), to="2.2.2", lossy=True)
    back = serde.upgrade(down.artifact, to="torch")
    serde.save(back.artifact, str(tmp_path / "back.pt2"))
    check_outputs(torch.export.load(str(tmp_path / "back.pt2")), CORPUS / "2.8.0" / "dynamic_batch")


def test_a_named_release_is_checked_even_within_one_schema() -> None:
    """torch 2.12 and 2.13 both write 8.20, but only 2.13 has register_hook."""
    artifact = _load(MLP_2_13)
    _retarget(artifact.program, 0, "torch.ops.higher_order.register_hook")
    with pytest.raises(serde.UpgradeRefusedError, match="torch 2.13 added it"):
        serde.upgrade(artifact, to="2.12.1")
    assert serde.upgrade(artifact, to="2.13.0").version == serde.SchemaVersion(8, 20)
    assert serde.upgrade(artifact).version == serde.newest_version(), "a schema target names no release"


def test_an_operator_a_newer_release_removed_is_refused_for_it() -> None:
    artifact = _load(CORPUS / "2.1.2" / "mlp" / "model.pt2")
    nodes = artifact.program["graph_module"]["graph"]["nodes"]
    index = next(i for i, node in enumerate(nodes) if node["target"] == "torch.ops.aten.relu.default")
    nodes[index]["target"] = "torch.ops.aten.qr.default"
    with pytest.raises(serde.UpgradeRefusedError) as info:
        serde.upgrade(artifact, to="2.14.1")
    assert info.value.path.endswith(f"nodes[{index}].target")
    assert "torch 2.13 was the last release with it" in str(info.value)
    assert serde.upgrade(artifact, to="2.13.0").version == serde.SchemaVersion(8, 20)


def test_cli_refuses_and_writes_nothing(tmp_path: Path) -> None:
    out = tmp_path / "down.pt2"
    run = subprocess.run(
        [sys.executable, "-m", "serde", "upgrade", str(UNSEEN / "2.12.1" / "scan" / "model.pt2"), str(out)]
        + ["--to", "2.5.1", "--lossy"],
        capture_output=True,
        text=True,
    )
    assert run.returncode != 0
    assert "torch.ops.higher_order.scan: torch 2.5.1 has no such operator" in run.stderr
    assert not out.exists()


def test_a_target_that_is_neither_a_schema_nor_a_release_is_a_version_error() -> None:
    with pytest.raises(serde.VersionError, match="not a schema version: 'latest'"):
        serde.resolve_target("latest")


def test_extending_the_census_by_one_release() -> None:
    """``census_operators.py extend``: ends spans of removed operators, lists new ones and ones that were in
    every release until now, and refuses what its format cannot say."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("census_tool", ROOT / "tools" / "census_operators.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    current = {
        "format": tool.FORMAT,
        "releases": ["2.1", "2.2"],
        "operators": {"a": ["2.2", None], "b": ["2.1", "2.1"]},
    }
    reference = {"torch": "2.2.2", "operators": ["a", "always", "dropped"]}
    newer = {"torch": "2.3.1", "operators": ["always", "fresh"]}
    extended = tool.extend(current, newer, reference)
    assert extended["releases"] == ["2.1", "2.2", "2.3"]
    assert extended["operators"] == {
        "a": ["2.2", "2.2"],
        "b": ["2.1", "2.1"],
        "dropped": ["2.1", "2.2"],
        "fresh": ["2.3", None],
    }
    with pytest.raises(SystemExit, match="comes back"):
        tool.extend(current, {"torch": "2.3.1", "operators": ["a", "b", "always", "dropped"]}, reference)
    with pytest.raises(SystemExit, match="not newer"):
        tool.extend(current, {"torch": "2.2.2", "operators": []}, reference)
