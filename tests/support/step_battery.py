"""The tests every schema step gets, and what a step's own tests share.

Each module under ``tests/upgraders/`` is named after its step's module in ``upgraders`` (``test_from_7_3_to_8_2.py``
for ``upgraders/from_7_3_to_8_2.py``) and holds one :class:`StepBattery` subclass plus that step's goldens
(checked against what the next torch release really wrote for the same model). The edge comes from the
module's name and the releases from the registry, so no version is written out. ``pytest --step 7.3-8.2``
runs one module.

The battery, for the upgrader and the downgrader of the edge:

- both are registered, each with a docstring that says what changed in torch and why;
- Hypothesis: a random valid payload of the source schema upgrades to a valid payload of the target schema,
  and a random valid payload of the target goes down to a valid payload of the source, or is refused with
  findings naming this step and a JSON path;
- the corpus artifacts written at the source schema cross the edge (valid at the target, the step in the
  report) and come back down (valid again, or refused with findings); those written at the target go down
  the edge the same way.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from corpus_index import UNSEEN, CorpusArtifact, corpus_artifacts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import strategies_for

import serde
from serde.engine.registry import Step, discover, step_module_name
from serde.releases.catalog import schema_for_torch

EXAMPLES = settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
"""Hypothesis budget of each direction: a step's module runs in a few seconds."""


@cache
def _written_at(version: serde.SchemaVersion) -> list[CorpusArtifact]:
    for root in (None, UNSEEN):
        found = [
            item
            for item in (corpus_artifacts() if root is None else corpus_artifacts(root))
            if schema_for_torch(item.torch_version) == version
        ]
        if found:
            return found
    return []


@dataclass(frozen=True)
class Edge:
    """One step of the schema graph: its upgrader and downgrader, and the corpus on either side."""

    source: serde.SchemaVersion
    target: serde.SchemaVersion

    @property
    def label(self) -> str:
        """``7.3-8.2``, as ``pytest --step`` takes it."""
        return f"{self.source}-{self.target}"

    @property
    def up(self) -> Step:
        """The registered upgrader."""
        return next(s for s in discover() if (s.source, s.target) == (self.source, self.target))

    @property
    def down(self) -> Step:
        """The registered downgrader."""
        return next(s for s in discover() if (s.source, s.target) == (self.target, self.source))

    def artifacts(self, version: serde.SchemaVersion) -> list[CorpusArtifact]:
        """The corpus artifacts written by the releases whose schema is ``version``: the bundled corpus's, or
        where it has none (a release newer than it), those ``tools/make_unseen_corpus.py`` exported into
        ``tests/data/unseen/<release>/`` (docs/next-release.md, step 7)."""
        return _written_at(version)

    def release(self, version: serde.SchemaVersion) -> str:
        """The oldest corpus release writing ``version``."""
        return min({item.torch_version for item in self.artifacts(version)}, key=_release_key)

    def written(self, version: serde.SchemaVersion, model: str) -> serde.Artifact:
        """The corpus artifact of ``model`` as the oldest release writing ``version`` saved it."""
        release = self.release(version)
        item = next(a for a in self.artifacts(version) if a.torch_version == release and a.model == model)
        return serde.load(str(item.path), trust_pickles=item.trust_pickles)

    def crossed(self, model: str) -> serde.UpgradeResult:
        """The source-side corpus artifact of ``model`` carried up this edge."""
        return serde.upgrade(self.written(self.source, model), to=self.target)


def _release_key(release: str) -> tuple[int, ...]:
    return tuple(int(part) for part in release.split(".")[:3])


def edges() -> list[Edge]:
    """Every upgrade edge the registry discovers, oldest first."""
    return [Edge(step.source, step.target) for step in discover() if step.target > step.source]


def module_of(edge: Edge) -> str:
    """The test module an edge's tests live in: ``test_`` and its step module's name."""
    return f"test_{step_module_name(edge.source, edge.target)}"


@cache
def edge_of(module: str) -> Edge:
    """The edge a test module is named after (``...test_from_7_3_to_8_2`` -> 7.3 -> 8.2)."""
    name = module.rsplit(".", 1)[-1]
    found = next((edge for edge in edges() if module_of(edge) == name), None)
    if found is None:
        raise LookupError(f"{name} names no registered step (steps: {', '.join(e.label for e in edges())})")
    return found


def parse_step(text: str) -> Edge:
    """``7.3-8.2`` (or ``7.3->8.2``) as a registered edge, for ``pytest --step``."""
    parts = re.split(r"-+>?", text.strip())
    known = {edge.label: edge for edge in edges()}
    if len(parts) == 2:
        wanted = f"{serde.SchemaVersion.parse(parts[0])}-{serde.SchemaVersion.parse(parts[1])}"
        if wanted in known:
            return known[wanted]
    raise ValueError(f"--step {text!r}: no such step; the steps are {', '.join(known)}")


def _refused_by(step: Step, refused: serde.UpgradeRefusedError) -> None:
    assert refused.items, refused
    for item in refused.items:
        assert item.path.startswith("$") and item.step == step.label and item.message, item


class StepBattery:
    """Subclass once per step module (``class TestBattery(StepBattery): pass``); the edge is the module's."""

    edge: ClassVar[Edge]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.edge = edge_of(cls.__module__)
        # Hypothesis keys its examples by function: each step's class gets its own property functions.
        cls.test_a_random_valid_source_payload_upgrades_to_a_valid_target_payload = _property(_upgrades)  # type: ignore[method-assign]
        cls.test_a_random_valid_target_payload_goes_down_or_is_refused_with_findings = _property(_goes_down)  # type: ignore[method-assign]

    def test_both_directions_are_registered_with_a_docstring(self) -> None:
        for step in (self.edge.up, self.edge.down):
            assert step.function.__doc__ and len(step.function.__doc__.split()) > 20, step.name
            assert step.name.startswith(f"upgraders.{step_module_name(self.edge.source, self.edge.target)}.")

    def test_a_random_valid_source_payload_upgrades_to_a_valid_target_payload(self) -> None:
        """Replaced per subclass by :func:`_upgrades` under Hypothesis."""
        raise NotImplementedError

    def test_a_random_valid_target_payload_goes_down_or_is_refused_with_findings(self) -> None:
        """Replaced per subclass by :func:`_goes_down` under Hypothesis."""
        raise NotImplementedError

    def _crossings(self, version: serde.SchemaVersion) -> Iterator[tuple[CorpusArtifact, serde.Artifact]]:
        items = self.edge.artifacts(version)
        assert items, f"no corpus artifact is written at schema {version}"
        for item in items:
            yield item, serde.load(str(item.path), trust_pickles=item.trust_pickles)

    def test_the_corpus_written_at_the_source_crosses_the_edge_and_comes_back(self) -> None:
        for item, artifact in self._crossings(self.edge.source):
            up = serde.upgrade(artifact, to=self.edge.target)
            assert up.report.steps == [self.edge.up.label], item
            assert serde.validate(up.program, self.edge.target) == self.edge.target, item
            self._goes_down(item, up.artifact)

    def test_the_corpus_written_at_the_target_goes_down_the_edge(self) -> None:
        for item, artifact in self._crossings(self.edge.target):
            self._goes_down(item, artifact)

    def _goes_down(self, item: CorpusArtifact, artifact: serde.Artifact) -> None:
        try:
            down = serde.upgrade(artifact, to=self.edge.source, lossy=True)
        except serde.UpgradeRefusedError as refused:
            _refused_by(self.edge.down, refused)
            assert all("cannot be dropped" in found.message for found in refused.items), (str(item), refused)
            return
        assert down.report.steps == [self.edge.down.label], item
        assert serde.validate(down.program, self.edge.source) == self.edge.source, item


def only_the_version_changes(edge: Edge) -> None:
    """Assert that the step leaves every corpus program written at its source as it was but for the version
    (the steps whose spec diff is additive and whose rewrites find nothing in those programs)."""
    for item in edge.artifacts(edge.source):
        original = serde.load(str(item.path), trust_pickles=item.trust_pickles)
        upgraded = serde.upgrade(original, to=edge.target).program
        before = {k: v for k, v in original.program.items() if k != "schema_version"}
        after = {k: v for k, v in upgraded.items() if k != "schema_version"}
        assert after == before, str(item)


def kinds(specs: list[dict[str, Any]]) -> list[str]:
    """The member of each single-member union object (``input_specs`` entries and the like)."""
    return [next(k for k, v in spec.items() if v is not None) for spec in specs]


def _property(check: Any) -> Any:
    """A fresh Hypothesis test of ``check(edge, payload drawn for it)``, one per step class."""

    @EXAMPLES
    @given(data=st.data())
    def test(self: StepBattery, data: st.DataObject) -> None:
        check(self.edge, data)

    return test


def _upgrades(edge: Edge, data: st.DataObject) -> None:
    """A random valid payload of the source schema upgrades to a valid payload of the target schema (or is
    refused with findings naming the step)."""
    step = edge.up
    payload = data.draw(strategies_for(step.source).payload())
    try:
        result = serde.upgrade(payload, to=step.target)
    except serde.UpgradeRefusedError as refused:
        _refused_by(step, refused)
        return
    except serde.UnsafePickleError as refused:  # random bytes where schema 1 inlines torch.save pickles
        assert step.source == serde.SchemaVersion(1, 0) and (refused.member or "").startswith("$.")
        return
    assert result.report.steps == [step.label]
    assert serde.validate(result.program, step.target) == step.target


def _goes_down(edge: Edge, data: st.DataObject) -> None:
    """A random valid payload of the target schema goes down to a valid payload of the source schema, or is
    refused with findings naming the step."""
    step = edge.down
    payload = data.draw(strategies_for(step.source).payload())
    try:
        result = serde.upgrade(payload, to=step.target, lossy=True)
    except serde.UpgradeRefusedError as refused:
        _refused_by(step, refused)
        return
    assert result.report.steps == [step.label]
    assert serde.validate(result.program, step.target) == step.target
