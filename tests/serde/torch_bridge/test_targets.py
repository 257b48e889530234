"""The operator targets the hand-off resolves are those the program's screen collected in its own walk: the same
set the spec-guided walk of :func:`serde.torch_bridge.targets.target_positions` finds, on every bundled program
and on a program passing an operator as an argument; a refused target still names the first node using it."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from corpus_index import CORPUS, corpus_artifacts

import serde
from serde.program.program_strings import Targets, validate_and_screen
from serde.torch_bridge.targets import check_targets, target_positions

DYNAMIC = CORPUS / "2.13.0" / "dynamic_batch" / "model.pt2"


def _screened(program: dict[str, Any]) -> Targets:
    targets: Targets = {}
    validate_and_screen(program, serde.detect_version(program), targets=targets)
    return targets


def _resolvable(targets: Targets) -> set[tuple[str, str]]:
    return {key for key in targets if not key[0].startswith("#")}


@pytest.mark.parametrize("artifact", corpus_artifacts(), ids=str)
def test_the_screen_collects_every_target_the_spec_walk_finds(artifact: Any) -> None:
    """Read and upgraded, each bundled program's screen holds exactly the targets of the walk by its spec."""
    read = serde.load(str(artifact.folder / "model.pt2"))
    assert read.program_targets is not None
    assert _resolvable(read.program_targets) == set(target_positions(read.program, read.version))
    upgraded = serde.upgrade(read).artifact
    assert upgraded.program_targets is not None
    assert _resolvable(upgraded.program_targets) == set(target_positions(upgraded.program, upgraded.version))


def test_an_operator_passed_as_an_argument_is_collected_as_the_walk_finds_it() -> None:
    """``Argument.as_operator`` (``with_effects``, ``auto_functionalized`` take one), in a subgraph too."""
    program = copy.deepcopy(serde.load(str(DYNAMIC)).program)
    node = program["graph_module"]["graph"]["nodes"][0]
    node["inputs"].append({"name": "op", "arg": {"as_operator": "torch.ops.aten.relu.default"}, "kind": 1})
    targets = _screened(program)
    assert ("torch.ops.aten.relu.default", "as_operator") in targets
    assert _resolvable(targets) == set(target_positions(program, serde.detect_version(program)))


@pytest.mark.torch
def test_a_refused_target_names_the_first_node_using_it() -> None:
    """The collected set carries no paths: the refusal finds the first use by the walk, only when it refuses."""
    program = copy.deepcopy(serde.load(str(DYNAMIC)).program)
    nodes = program["graph_module"]["graph"]["nodes"]
    for index in (1, 2):
        nodes[index]["target"] = "torch.ops.aten.from_file.default"
    version = serde.detect_version(program)
    with pytest.raises(serde.UnsafeProgramError, match="side effects") as refused:
        check_targets(_screened(program), program, version)
    assert refused.value.path == "$.graph_module.graph.nodes[1].target"
    check_targets(_screened(program), program, version, allow_side_effects=True)
