"""One walk of the chain for many releases (:func:`serde.engine.run.upgrade_to_each`, what ``check`` and
``matrix`` use) gives each release exactly what its own chain (:func:`serde.engine.run.upgrade_artifact`)
gives: the same program, members, layout and report, or the same refusal or error, word for word, lossless
and lossy."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from corpus_index import CORPUS, UNSEEN
from packaging.version import Version
from release_samples import MULTI_PROGRAM, corpus_releases, multi_program_releases

from serde.containers.artifact import Artifact
from serde.containers.reader import read_artifact
from serde.engine.operator_check import called_operators, has_every_operator
from serde.engine.registry import StepContext, discover
from serde.engine.run import UpgradeResult, plan, upgrade_artifact, upgrade_to_each
from serde.errors import InternalError, SerdeError, UpgradeRefusedError
from serde.releases.profile import known_releases

RELEASES = known_releases()
NEWEST_UNSEEN = max((p.parent.parent for p in UNSEEN.glob("*/scan/model.pt2")), key=lambda p: Version(p.name))
SAMPLE = [
    *(CORPUS / release / model / "model.pt2" for release in corpus_releases() for model in ("ops_zoo", "cond")),
    NEWEST_UNSEEN / "scan" / "model.pt2",
    MULTI_PROGRAM / f"{multi_program_releases()[-1]}.pt2",
]
"""Every corpus release's operator zoo and ``cond`` program (upgrades, downgrades, lossless refusals and lossy
drops), a ``scan`` program that older releases lack an operator of (those releases take their own chain), and a
PT2 archive holding further programs."""


def _read(path: Path) -> Artifact:
    return read_artifact(str(path), trust_pickles=True)


def _outcome(outcome: UpgradeResult | SerdeError) -> tuple[Any, ...]:
    """Everything a caller can see of a chain's result or error."""
    if isinstance(outcome, SerdeError):
        items = [(item.path, item.message) for item in getattr(outcome, "items", None) or []]
        return type(outcome).__name__, str(outcome), items
    reached = outcome.artifact
    members = {name: blob.read() for name, blob in reached.members.items()}
    return json.dumps(reached.program, default=repr), reached.layout, members, outcome.report.to_dict()


def _own_chains(path: Path, lossy: bool, **options: Any) -> dict[str, tuple[Any, ...]]:
    """Each release's result of a chain of its own, on a fresh read of ``path``."""
    artifact = _read(path)
    outcomes: dict[str, tuple[Any, ...]] = {}
    for release in RELEASES:
        try:
            outcomes[release] = _outcome(upgrade_artifact(artifact, release, lossy=lossy, **options))
        except SerdeError as exc:
            outcomes[release] = _outcome(exc)
    return outcomes


@pytest.mark.parametrize("lossy", [False, True], ids=["lossless", "lossy"])
@pytest.mark.parametrize("path", SAMPLE, ids=[str(p.relative_to(p.parents[2])) for p in SAMPLE])
def test_each_release_gets_what_its_own_chain_gives(path: Path, lossy: bool) -> None:
    artifact = _read(path)
    before = copy.deepcopy(artifact.program)
    walked = {release: _outcome(outcome) for release, outcome in upgrade_to_each(artifact, RELEASES, lossy=lossy)}
    assert artifact.program == before, "the walk changed its input"
    assert walked == _own_chains(path, lossy)


def test_the_sample_takes_every_way_through_the_walk() -> None:
    """The sample above holds what each branch of the walk handles, so that its equality proves each."""
    artifacts = [_read(path) for path in SAMPLE]
    assert any(artifact.further_programs for artifact in artifacts)
    called = [called_operators(a.program, a.version) for a in artifacts if not a.further_programs]
    assert any(not has_every_operator(release, names) for names in called for release in RELEASES)
    newest = CORPUS / corpus_releases()[-1] / "cond" / "model.pt2"  # up to itself, down with losses
    lossless = [outcome for _, outcome in upgrade_to_each(_read(newest), RELEASES)]
    assert any(isinstance(outcome, UpgradeResult) and outcome.report.steps for outcome in lossless)
    assert any(isinstance(outcome, UpgradeRefusedError) for outcome in lossless)
    guarded = CORPUS / corpus_releases()[-1] / "ops_zoo" / "model.pt2"  # input guards: dropped below 2.9
    lossy = [outcome for _, outcome in upgrade_to_each(_read(guarded), RELEASES, lossy=True)]
    assert any(isinstance(o, UpgradeResult) and any(n.kind == "dropped" for n in o.report.notes) for o in lossy)


def test_a_step_failing_mid_walk_fails_the_releases_beyond_it_as_their_own_chains_do() -> None:
    """A step that breaks (a pt2-serde bug, reported as such) stops the walk there: the releases before it
    get their results and every release beyond it the error, as each one's own chain gives them."""
    path = CORPUS / corpus_releases()[0] / "ops_zoo" / "model.pt2"
    upward = plan(_read(path).version, RELEASES[-1]).steps
    broken_at = upward[len(upward) // 2]

    def broken(ctx: StepContext) -> None:
        raise KeyError("a key the step expected")

    steps = [replace(step, function=broken) if step == broken_at else step for step in discover()]
    walked = dict(upgrade_to_each(_read(path), RELEASES, steps=steps))
    assert any(isinstance(outcome, InternalError) for outcome in walked.values())
    assert any(isinstance(outcome, UpgradeResult) for outcome in walked.values())
    assert {release: _outcome(outcome) for release, outcome in walked.items()} == _own_chains(path, False, steps=steps)


def test_each_result_is_a_copy_of_its_own() -> None:
    """What one release gets can be changed without changing what the next one gets."""
    path = CORPUS / corpus_releases()[0] / "ops_zoo" / "model.pt2"
    programs = {}
    for release, outcome in upgrade_to_each(_read(path), RELEASES):
        if isinstance(outcome, UpgradeResult):
            programs[release] = json.dumps(outcome.program)
            outcome.program.clear()
            outcome.artifact.members.clear()
    assert len(programs) > 1
    artifact = _read(path)
    assert programs == {release: json.dumps(upgrade_artifact(artifact, release).program) for release in programs}
