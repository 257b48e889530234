"""The engine's discovery and planning, and walks every step shares. Each step's own tests (goldens,
Hypothesis up and down, the corpus crossing its edge) are in ``tests/upgraders/``."""

from __future__ import annotations

import json
from typing import Any

import pytest
from corpus_index import CorpusArtifact, corpus_artifacts

import serde
from serde.engine.registry import discover
from upgraders._helpers import graphs

ARTIFACTS = corpus_artifacts()
STEPS = [step for step in discover() if step.target > step.source]


def _item(release: str, model: str) -> CorpusArtifact:
    return next(a for a in ARTIFACTS if a.torch_version == release and a.model == model)


def test_every_released_step_is_discovered_in_order() -> None:
    labels = [s.label for s in STEPS]
    known = [str(v) for v in serde.known_versions()]
    assert labels == [f"{a}->{b}" for a, b in zip(known, known[1:], strict=False)]
    for step in STEPS:
        assert step.function.__doc__ and len(step.function.__doc__.split()) > 20, step.name
        assert step.name.startswith("upgraders.")


def test_plan_and_targets() -> None:
    up = serde.plan(serde.SchemaVersion(5, 3), serde.SchemaVersion(8, 2))
    assert up.labels == ["5.3->7.3", "7.3->8.2"] and up.release is None and up.validate_result
    newest = serde.newest_version()
    assert serde.plan(newest, newest).steps == ()
    down = serde.plan("8.20", "2.4.1")
    assert down.target == serde.SchemaVersion(5, 3) and down.release == "2.4.1" and down.labels[0] == "8.20->8.17"
    assert serde.plan("8.20", "5.3").release == "2.4.1", "a downgrade checks the oldest release writing the target"
    additive = serde.plan("8.17", "8.20")
    assert not additive.validate_result, "additive steps that leave the payload alone need no second validation"
    assert serde.plan("8.14", "8.20").validate_result, "8.15 -> 8.17 names nodes, so its result is validated"
    assert str(serde.resolve_target("2.4.1")) == "5.3"
    assert str(serde.resolve_target("8.14")) == "8.14"
    assert str(serde.resolve_target((7, 3))) == "7.3"
    assert serde.resolve_target(None) == serde.newest_version()


@pytest.mark.torch
def test_torch_as_a_target_is_the_schema_of_the_installed_torch() -> None:
    from torch._export.serde.schema import SCHEMA_VERSION

    assert serde.resolve_target("torch") == serde.SchemaVersion(*SCHEMA_VERSION)


def test_graphs_lists_the_root_then_subgraphs_and_runs_other_handlers_in_the_same_walk() -> None:
    program = serde.load(str(_item("2.1.2", "cond").path)).program
    seen: list[str] = []

    def node(obj: dict[str, Any], path: Any) -> dict[str, Any]:
        seen.append(obj["target"])
        return obj

    found = graphs("1.0", program, also={"Node": node})
    assert found[0] == (program["graph_module"]["graph"], ("graph_module", "graph"))
    assert len(found) == 3 and all(path[-1] == "graph" and len(path) > 2 for _, path in found[1:])
    assert len(seen) == sum(len(graph["nodes"]) for graph, _ in found)
    assert found == graphs("1.0", program)
    with pytest.raises(ValueError, match="no Graph handler"):
        graphs("1.0", program, also={"Graph": node})


def test_upgrade_does_not_modify_its_input() -> None:
    original = serde.load(str(_item("2.1.2", "cond").path))
    snapshot = json.dumps(original.program, default=str)
    serde.upgrade(original)
    assert json.dumps(original.program, default=str) == snapshot
