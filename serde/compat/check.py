"""Will this artifact load in torch X? One verdict per torch release, predicted from the specs, the steps
and the operator census, without torch.

For each target release the artifact is taken through the same chain :func:`serde.upgrade` runs (on a
copy; nothing is written) and the outcome becomes a verdict:

- ``native``: the file is already what that release's ``torch.export.load`` reads (its schema, a layout it
  reads, only operators it has);
- ``after-upgrade``: pt2-serde's upgrade (or container rewrite) makes it loadable;
- ``after-downgrade``: a lossless downgrade does;
- ``after-downgrade-lossy``: only a lossy downgrade does (``dropped`` lists what would go, with paths);
- ``refused``: nothing does; ``reasons`` lists every item with its JSON path (schema features, operators
  the census says the release lacks, the program's dialect, and the features the release's own loader is
  known to fail on: :mod:`serde.releases.loader_limits`).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from serde.compat.inspect import writer_inferred
from serde.containers.artifact import Artifact
from serde.containers.integrity import IntegrityReport, verify_integrity
from serde.containers.reader import Source, read_artifact
from serde.engine.run import UpgradeResult, upgrade_to_each
from serde.engine.torch_port import handoff
from serde.errors import CorruptArtifactError, SerdeError, UnsafePickleError, UpgradeRefusedError, spell
from serde.findings import Finding
from serde.program.side_effects import side_effect_calls
from serde.releases.catalog import released, schema_for_torch
from serde.releases.dialects import STEP, needs_decomposition
from serde.releases.loader_limits import loader_failures
from serde.releases.profile import known_releases, profile
from serde.schema.versions import SchemaVersion
from serde.schema.versions.detect import detect_version

__all__ = ["VERDICTS", "CompatReport", "Reason", "TargetVerdict", "Verdict", "check"]


class Verdict(StrEnum):
    """What pt2-serde must do for a torch release to load an artifact (see the module docstring)."""

    NATIVE = "native"
    AFTER_UPGRADE = "after-upgrade"
    AFTER_DOWNGRADE = "after-downgrade"
    AFTER_DOWNGRADE_LOSSY = "after-downgrade-lossy"
    REFUSED = "refused"
    CORRUPT = "corrupt"


VERDICTS = tuple(Verdict)


Reason = Finding
"""One item behind a verdict (a :class:`serde.findings.Finding`: where, a JSON path or member, and what)."""


@dataclass
class TargetVerdict:
    """The verdict for one torch release."""

    release: str
    schema: str
    verdict: Verdict
    steps: list[str] = field(default_factory=list)
    dropped: list[Reason] = field(default_factory=list)
    reasons: list[Reason] = field(default_factory=list)

    @property
    def loadable(self) -> bool:
        """Whether the release can load the artifact, as it is or after pt2-serde's rewrite without losses."""
        return self.verdict in (Verdict.NATIVE, Verdict.AFTER_UPGRADE, Verdict.AFTER_DOWNGRADE)

    @property
    def loadable_lossy(self) -> bool:
        """Whether the release can load the artifact, allowing a lossy downgrade (``--lossy``)."""
        return self.loadable or self.verdict == Verdict.AFTER_DOWNGRADE_LOSSY

    def __bool__(self) -> bool:
        raise TypeError("a TargetVerdict has no truth value: test .loadable or .loadable_lossy")

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "release": self.release,
            "schema": self.schema,
            "verdict": self.verdict,
            "steps": list(self.steps),
            "dropped": [r.to_dict() for r in self.dropped],
            "reasons": [r.to_dict() for r in self.reasons],
        }


@dataclass
class CompatReport:
    """Every target's verdict for one artifact, and who wrote it (as recorded, and as its schema implies)."""

    source: str | None
    schema_version: str
    layout: str
    writer_recorded: str | None
    writer_inferred: list[str]
    targets: list[TargetVerdict]
    integrity: dict[str, list[str]] = field(default_factory=dict)
    """What was checked of the stored bytes (``checked``) and what was not (``not_checked``)."""

    @property
    def ok(self) -> bool:
        """Whether every target can load the artifact without losses."""
        return all(target.loadable for target in self.targets)

    @property
    def ok_lossy(self) -> bool:
        """Whether every target can load the artifact, allowing lossy downgrades."""
        return all(target.loadable_lossy for target in self.targets)

    def __bool__(self) -> bool:
        raise TypeError("a CompatReport has no truth value: test .ok or .ok_lossy")

    def __repr__(self) -> str:
        """One line: the artifact, and each release with its verdict (``to_dict()`` holds the reasons)."""
        verdicts = ", ".join(f"{t.release}: {t.verdict}" for t in self.targets)
        return f"<CompatReport {self.source or 'artifact'} (schema {self.schema_version}, {self.layout}): {verdicts}>"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "source": self.source,
            "schema_version": self.schema_version,
            "layout": self.layout,
            "writer_recorded": self.writer_recorded,
            "writer_inferred": list(self.writer_inferred),
            "targets": [t.to_dict() for t in self.targets],
            "integrity": self.integrity,
        }


def _items(error: UpgradeRefusedError) -> list[Reason]:
    return [Reason(item.path, item.message) for item in error.items]


Lowered = Artifact | UpgradeRefusedError | None
"""The program lowered to ATen once for every target that needs it, the refusal to lower it, or None."""


def _lower(artifact: Artifact, releases: list[str]) -> Lowered:
    if not any(needs_decomposition(artifact, schema_for_torch(release)) for release in releases):
        return None
    lowering = handoff(spell("decompose=True", "--decompose"))
    try:
        return lowering.lower(replace(artifact, program=copy.deepcopy(artifact.program)))[0]
    except UpgradeRefusedError as exc:
        return exc


def _verdicts(artifact: Artifact, releases: list[str]) -> dict[str, TargetVerdict]:
    """Each release's verdict on pt2-serde's rewrite of ``artifact`` (lossless, else for an older schema lossy)
    and on what the release's own loader is known to fail on in the program it would receive. The chain is
    walked once for all of them (:func:`serde.engine.run.upgrade_to_each`), and each program received is judged
    and let go before the next."""
    source = detect_version(artifact.program, source=artifact.source)
    verdicts: dict[str, TargetVerdict] = {}
    downgrades: list[str] = []
    for release, outcome in upgrade_to_each(artifact, releases):
        if isinstance(outcome, UpgradeRefusedError) and source > schema_for_torch(release):
            downgrades.append(release)  # only a lossy downgrade may still do
        else:
            verdicts[release] = _judged(artifact, source, release, outcome, lossy=False)
    for release, outcome in upgrade_to_each(artifact, downgrades, lossy=True):
        verdicts[release] = _judged(artifact, source, release, outcome, lossy=True)
    return verdicts


def _judged(
    artifact: Artifact, source: SchemaVersion, release: str, outcome: UpgradeResult | SerdeError, *, lossy: bool
) -> TargetVerdict:
    """The verdict for ``release`` on the chain's ``outcome`` for it (``lossy``: of the lossy downgrade)."""
    schema = schema_for_torch(release)
    verdict = TargetVerdict(release, str(schema), Verdict.REFUSED)
    if isinstance(outcome, UpgradeRefusedError):
        verdict.reasons = _items(outcome)
        return verdict
    if isinstance(outcome, SerdeError):
        verdict.reasons = [Reason(getattr(outcome, "path", None) or "$", str(outcome))]
        return verdict
    verdict.steps = list(outcome.report.steps)
    if lossy:
        verdict.verdict = Verdict.AFTER_DOWNGRADE_LOSSY
        verdict.dropped = [Reason(n.path, n.message) for n in outcome.report.notes if n.kind in ("dropped", "lossy")]
    elif source == schema and not outcome.report.steps and artifact.layout in profile(release).reads:
        verdict.verdict = Verdict.NATIVE
    elif source <= schema:
        verdict.verdict = Verdict.AFTER_UPGRADE
    else:
        verdict.verdict = Verdict.AFTER_DOWNGRADE
    failures = loader_failures(outcome.program, release)
    if failures:
        verdict.verdict, verdict.dropped = Verdict.REFUSED, []
        verdict.reasons = [Reason(path, message) for path, message in failures]
    return verdict


def check(
    url_or_artifact: Source | Artifact,
    targets: list[str] | None = None,
    *,
    storage_options: dict[str, Any] | None = None,
    trust_pickles: bool = False,
    decompose: bool = False,
    allow_side_effects: bool = False,
    quick: bool = False,
) -> CompatReport:
    """Predict, for each torch release in ``targets`` (default: every release the specs name), whether it can
    load the artifact (a URL on any fsspec store, a path object, a binary file object, or an :class:`Artifact`),
    and what pt2-serde must do for
    it (see the module docstring for the verdicts). Nothing is written and torch is not needed, except with
    ``decompose=True``: then TRAINING-dialect programs bound for torch 2.1-2.4 are lowered with the installed
    torch's ``run_decompositions()`` as ``upgrade(..., decompose=True)`` would, and judged as lowered.
    A program calling an operator with effects outside tensors (:mod:`serde.program.side_effects`) is
    ``refused`` for every release, as pt2-serde's hand-off refuses to load it, unless ``allow_side_effects``.
    Every member is read against its CRC-32 and every storage record against its tensors
    (:func:`serde.containers.integrity.verify_integrity`; ``quick`` skips reading blob bytes): an artifact whose
    stored bytes are not the ones it records is ``corrupt`` for every release, since torch would load other
    weights than the recorded ones or fail. ``integrity`` in the report says what was and was not checked."""
    artifact = (
        url_or_artifact
        if isinstance(url_or_artifact, Artifact)
        else read_artifact(url_or_artifact, trust_pickles=trust_pickles, storage_options=storage_options)
    )
    releases = known_releases() if targets is None else [released(release) for release in targets]
    for release in releases:
        profile(release)  # strict parsing at the edge: an unknown release fails before any work
    effects = [] if allow_side_effects else side_effect_calls(artifact.program, artifact.version)
    lowered = _lower(artifact, releases) if decompose and not effects else None
    wanted = list(dict.fromkeys(releases))
    lowering = [] if lowered is None else [r for r in wanted if needs_decomposition(artifact, schema_for_torch(r))]
    judged = _verdicts(artifact, [release for release in wanted if release not in lowering])
    if isinstance(lowered, UpgradeRefusedError):
        for release in lowering:
            judged[release] = TargetVerdict(
                release, str(schema_for_torch(release)), Verdict.REFUSED, reasons=_items(lowered)
            )
    elif lowered is not None and lowering:
        for release, verdict in _verdicts(lowered, lowering).items():
            verdict.steps.insert(0, STEP)
            judged[release] = verdict
    verdicts = [judged[release] for release in releases]
    if effects:
        for verdict in verdicts:
            verdict.verdict, verdict.dropped = Verdict.REFUSED, []
            verdict.reasons = [Reason(path, message) for path, message in effects]
    try:
        integrity = verify_integrity(artifact, quick=quick)
    except (CorruptArtifactError, UnsafePickleError) as exc:
        integrity = IntegrityReport()
        finding = Verdict.CORRUPT if isinstance(exc, CorruptArtifactError) else Verdict.REFUSED
        for verdict in verdicts:
            verdict.verdict, verdict.dropped = finding, []
            verdict.reasons = [Reason(exc.member or "$", exc.reason)]
    return CompatReport(
        integrity={"checked": integrity.checked, "not_checked": integrity.not_checked},
        source=artifact.source,
        schema_version=str(artifact.version),
        layout=artifact.layout.value,
        writer_recorded=artifact.torch_version,
        writer_inferred=writer_inferred(artifact),
        targets=verdicts,
    )
