"""``serde.diff_artifacts`` / ``pt2-serde diff``: a semantic diff across schema versions and layouts.

The corpus test is the acceptance criterion: after an upgrade or a (lossy) downgrade, the diff of the
original and the written output shows exactly what the upgrade report lists — every item the report says
was dropped or lost is in the diff, and every change in the diff is one the report names.
"""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS, CorpusArtifact, corpus_artifacts
from project_paths import DATA

import serde
from serde.cli.commands import main
from serde.compat.artifact_diff import Change, diff_artifacts
from serde.findings import UpgradeNote

TARGETS = [("2.15.0", False), ("2.9.1", True), ("2.4.1", True), ("2.1.2", True)]
NODE_NAME = re.compile(r"^(\$\.graph_module\.graph\.nodes\[\d+\])\.(name|outputs\[\d+\])$")
NODE = re.compile(r"^\$\.graph_module\.graph\.nodes\[\d+\]$")
NOT_COMPARED = ("$..expr_str",)
"""What the diff documents it does not compare: the spelling of symbolic expressions."""


def _explains(note: UpgradeNote, change: Change) -> bool:
    """Whether the report ``note`` accounts for the diff ``change`` (by the JSON path or member it names)."""
    named = NODE_NAME.match(note.path)
    if named:
        return change.section == "graph" and change.kind == "renamed" and change.path == named.group(1)
    if NODE.match(note.path):  # a node dropped (a runtime assertion the target lacks)
        return (change.section == "graph" and change.kind == "removed" and change.path == note.path) or (
            change.section == "operators" and change.what in note.message
        )
    if note.path.endswith(".target"):  # operators rewritten (views that became reshapes), and what uses them
        return change.section in ("graph", "operators", "signature")
    if "module_call_graph" in note.path:
        return change.section == "module_call_graph"
    if "treespec_namedtuple_fields" in note.path:
        return change.section == "signature" and "namedtuple" in change.what
    if note.path == "$.torch_version":
        return change.section == "writer"
    if "example_inputs" in note.path or "sample_inputs" in note.path:
        return change.section == "example_inputs"
    if ".tensor_constant" in note.path:
        return change.section in ("constants", "signature") and change.kind in ("renamed", "changed")
    return False


UNSEEN = DATA / "unseen"
ARTIFACTS = corpus_artifacts() + [
    item for item in corpus_artifacts(UNSEEN) if item.torch_version in ("2.2.2", "2.5.1", "2.10.0")
]
"""The corpus, and the unseen models of three releases (runtime assertions, attention views, preserved
signatures, namedtuples)."""


@pytest.mark.torch
@pytest.mark.parametrize("item", ARTIFACTS, ids=lambda item: f"{item.folder.parent.parent.name}/{item}")
def test_diff_of_original_and_output_is_exactly_what_the_report_lists(item: CorpusArtifact, tmp_path: Path) -> None:
    import unseen_types  # noqa: F401  (the unseen models' namedtuple and dataclass)

    original = serde.load(str(item.path), trust_pickles=True)
    checked = 0
    for target, lossy in TARGETS:
        try:
            result = serde.upgrade(original, to=target, lossy=lossy)
        except serde.UpgradeRefusedError:
            continue
        output = tmp_path / f"{target}.pt2"
        serde.save(result.artifact, str(output))
        diff = diff_artifacts(str(item.path), str(output), trust_pickles=True)
        losses = [n for n in result.report.notes if n.kind in ("dropped", "lossy") and n.path not in NOT_COMPARED]
        for note in losses:
            assert any(_explains(note, c) for c in diff.changes), (target, str(note), [str(c) for c in diff.changes])
        notes = result.report.notes + diff.normalized[1]  # and what bringing the output back to compare noted
        for change in diff.changes:
            assert any(_explains(note, change) for note in notes), (target, str(change))
        checked += 1
    assert checked >= 1


def test_same_model_in_two_layouts_and_versions_is_the_same(tmp_path: Path) -> None:
    """torch 2.4's C4 and the P2 copy pt2-serde upgrades it to differ in nothing; torch 2.12's and 2.13's
    exports of the same model (same seed) differ only in the writer."""
    c4 = str(CORPUS / "2.4.1" / "mlp" / "model.pt2")
    p2 = tmp_path / "p2.pt2"
    serde.save(serde.upgrade(serde.load(c4)).artifact, str(p2))
    diff = diff_artifacts(c4, str(p2))
    assert diff.versions == ("5.3", "8.20") and diff.layouts == ("C4", "P2") and diff.same, diff.changes
    releases = diff_artifacts(
        str(CORPUS / "2.12.1" / "mlp" / "model.pt2"), str(CORPUS / "2.13.0" / "mlp" / "model.pt2")
    )
    assert [(c.section, c.before, c.after) for c in releases.changes] == [("writer", "2.12.1+cu130", "2.13.0+cpu")]


def test_changed_weight_node_and_range_are_named(tmp_path: Path) -> None:
    source = CORPUS / "2.13.0" / "dynamic_batch" / "model.pt2"
    artifact = serde.load(str(source))
    program = artifact.program
    node = next(n for n in program["graph_module"]["graph"]["nodes"] if n["target"] == "torch.ops.aten.relu.default")
    node["target"] = "torch.ops.aten.sigmoid.default"
    symbol = next(iter(program["range_constraints"]))
    program["range_constraints"][symbol]["max_val"] = 7
    weight = next(m for m in artifact.members if m.startswith("data/weights/weight_"))
    edited = tmp_path / "edited.pt2"
    serde.save(artifact, str(edited))
    with zipfile.ZipFile(edited) as archive:
        names = archive.namelist()
        contents = {name: archive.read(name) for name in names}
    member = next(n for n in names if n.endswith(weight))
    contents[member] = bytes([contents[member][0] ^ 0xFF]) + contents[member][1:]
    with zipfile.ZipFile(edited, "w", zipfile.ZIP_STORED) as archive:
        for name in names:
            archive.writestr(name, contents[name])
    diff = diff_artifacts(str(source), str(edited))
    kinds = {(c.section, c.kind, c.what) for c in diff.changes}
    assert ("operators", "removed", "torch.ops.aten.relu.default") in kinds
    assert ("operators", "added", "torch.ops.aten.sigmoid.default") in kinds
    assert ("range_constraints", "changed", symbol) in kinds
    graph = next(c for c in diff.changes if c.section == "graph")
    assert graph.kind == "changed" and graph.before["target"] == "torch.ops.aten.relu.default"
    weights = [c for c in diff.changes if c.section == "weights"]
    assert len(weights) == 1 and weights[0].kind == "changed"
    assert (
        weights[0].before["sha256"] != weights[0].after["sha256"]
        and weights[0].before["shape"] == weights[0].after["shape"]
    )


def test_cli_diff_text_json_and_exit_status(tmp_path: Path) -> None:
    a = str(CORPUS / "2.13.0" / "mlp" / "model.pt2")
    b = str(CORPUS / "2.4.1" / "multi_io" / "model.pt2")
    same = CliRunner().invoke(main, ["diff", a, a])
    assert same.exit_code == 0 and "no semantic difference" in same.output
    differ = CliRunner().invoke(main, ["diff", a, b, "--format", "json"])
    assert differ.exit_code == 1
    data = json.loads(differ.output)
    assert data["compared_at"] == str(serde.newest_version()) and not data["same"]
    assert {c["section"] for c in data["changes"]} >= {"weights", "graph", "signature", "writer", "operators"}
    text = CliRunner().invoke(main, ["diff", a, b])
    assert text.exit_code == 1 and "weights" in text.output and "sha256" not in text.output.split("\n")[0]


def test_the_text_reads_with_the_artifacts_own_names_and_the_json_holds_values_whole() -> None:
    """Canonical names only match nodes: what people read names values as the artifacts do, says what an
    added or removed spec is, labels the root module, and shows a changed record by its differing fields."""
    a, b = str(CORPUS / "2.4.1" / "mlp" / "model.pt2"), str(CORPUS / "2.4.1" / "cnn_bn_eval" / "model.pt2")
    diff = diff_artifacts(a, b)
    text = "\n".join(str(change) for change in diff.changes)
    assert "%in" not in text and not re.search(r"%[0-9a-f]{12}", text), text
    assert "signature         added    input_specs[6]: buffer bn.running_mean (as b_bn_running_mean)" in text
    assert "graph             removed  graph: linear_1 = aten.linear.default(relu, p_fc2_weight, p_fc2_bias)" in text
    assert "stride=[1, 1]" in text and "weights           added    conv.weight: float32 8x3x3x3 (sha256 " in text
    added = next(c for c in diff.changes if c.section == "signature" and c.kind == "added")
    whole = added.to_dict()["after"]
    assert whole == {"parameter": {"arg": {"name": "p_fc_bias"}, "parameter_name": "fc.bias"}}
    root = diff_artifacts(a, str(CORPUS / "2.13.0" / "mlp" / "model.pt2"))
    (call,) = [c for c in root.changes if c.section == "module_call_graph"]
    assert str(call).endswith('(the root module): forward_arg_names: (none) -> ["x"]')
    assert call.to_dict()["after"]["forward_arg_names"] == ["x"] and "in_spec" in call.to_dict()["after"]


def test_an_argument_passed_by_keyword_prints_as_one_and_equal_looking_sides_say_what_differs(
    tmp_path: Path,
) -> None:
    """An argument's ``kind`` (positional or keyword) changes the call torch builds: a keyword argument prints as
    ``bias=b``, as FX prints it, so the two sides of the change differ; a change in what the summary does not
    print at all names its place instead of printing two equal sides."""
    source = CORPUS / "2.13.0" / "mlp" / "model.pt2"
    artifact = serde.load(str(source))
    node = next(n for n in artifact.program["graph_module"]["graph"]["nodes"] if n["target"].endswith("linear.default"))
    node["inputs"][-1]["kind"] = 2
    changed = tmp_path / "kind.pt2"
    serde.save(artifact, str(changed))
    lines = [str(change) for change in diff_artifacts(str(source), str(changed)).changes]
    assert len(lines) == 1 and "linear.default(x, p_fc1_weight, p_fc1_bias) -> " in lines[0], lines
    assert lines[0].endswith("linear.default(x, p_fc1_weight, bias=p_fc1_bias)"), lines
    before = {"target": "torch.ops.aten.relu.default", "inputs": [], "outputs": [], "metadata": {"stack_trace": "a"}}
    after = {**before, "metadata": {"stack_trace": "b"}}
    line = str(Change("graph", "changed", "graph", "$.graph_module.graph.nodes[0]", before, after))
    assert line.endswith("aten.relu.default(), differing only in metadata.stack_trace: a -> b"), line
