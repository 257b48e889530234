"""The upgrade engine: resolve a target version, plan the chain of steps, and run it between a validation
of the input and one of the result.

:func:`plan` turns a source version and a target into a frozen :class:`Plan` (the steps, the torch
release whose operators are checked, whether the result must be validated); :func:`run` executes a plan
on an artifact, giving each step a fresh :class:`StepContext` over the current payload and members and
collecting its notes and refusals; :func:`upgrade_artifact` is the two together. The steps come from the
registry discovered in ``upgraders`` unless a caller (a test, a tool) passes its own.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from serde.containers.artifact import Artifact
from serde.containers.blobs import Blob, BytesBlob
from serde.containers.convert import convert_members
from serde.containers.layouts import Layout, default_layout
from serde.containers.reader import Source, read_artifact
from serde.containers.screen import screen
from serde.engine.operator_check import called_operators, check_operators, has_every_operator
from serde.engine.registry import Refusal, Step, StepContext, StepRefused, discover
from serde.engine.torch_port import handoff
from serde.errors import (
    InternalError,
    PlanError,
    SchemaError,
    SerdeError,
    UnsafeProgramError,
    UpgradeRefusedError,
    UsageError,
    spell,
)
from serde.findings import Finding, UpgradeReport
from serde.program.codec import decode, encode
from serde.program.program_strings import Targets, validate_and_screen
from serde.program.validate import validate
from serde.program.wire import rules_for, schema_version_wire_value
from serde.releases.catalog import resolve
from serde.releases.dialects import STEP as DECOMPOSE_STEP
from serde.releases.dialects import needs_decomposition
from serde.schema.spec_diff import diff
from serde.schema.versions import SchemaVersion
from serde.schema.versions.detect import detect_version
from serde.schema.versions.number import VersionLike
from serde.schema.versions.registry import known_versions, require_known, spec_for
from serde.untrusted.formats import tree_copy

__all__ = [
    "OPERATORS_STEP",
    "Plan",
    "UpgradeResult",
    "plan",
    "run",
    "upgrade",
    "upgrade_artifact",
    "upgrade_to_each",
    "validation_implied",
]


@dataclass
class UpgradeResult:
    """An upgraded artifact (or bare payload) and the report of how it got there. Its program is valid at the
    version reached: :func:`run` validated its source (or was told it had been) and either validated the result
    or the spec diff proved that validity carried over (``Plan.validate_result``)."""

    artifact: Artifact
    report: UpgradeReport

    def __repr__(self) -> str:
        """One line: the route, the steps and notes counted, and the artifact's own line."""
        steps, notes = len(self.report.steps), len(self.report.notes)
        route = f"{self.report.from_version} -> {self.report.to_version}"
        return f"<UpgradeResult {route}: {steps} step(s), {notes} note(s); {self.artifact!r}>"

    @property
    def program(self) -> dict[str, Any]:
        """The upgraded program payload."""
        return self.artifact.program

    @property
    def version(self) -> SchemaVersion:
        """The version reached."""
        return self.artifact.version


OPERATORS_STEP = "operators"
"""The label of the operator check that runs before the steps when the target names a torch release."""


@dataclass(frozen=True)
class Plan:
    """What :func:`run` will do: the ``steps`` from ``source`` to ``target`` in order (downgraders when the
    target is older), ``release``, the torch release whose operator census is checked first (None: no
    check), and whether the result is validated against the target spec (``validate_result``; False only
    where every step leaves the payload unchanged and the spec diff proves validity carries over)."""

    source: SchemaVersion
    target: SchemaVersion
    steps: tuple[Step, ...]
    release: str | None = None
    validate_result: bool = True

    @property
    def labels(self) -> list[str]:
        """``["5.3->7.3", ...]``."""
        return [step.label for step in self.steps]


def plan(
    source: VersionLike,
    target: VersionLike | None = None,
    *,
    release: str | None = None,
    steps: Sequence[Step] | None = None,
) -> Plan:
    """The plan from schema ``source`` to ``target`` (as :func:`resolve_target` reads it; a torch release
    also sets the release whose operators are checked). ``steps`` replaces the discovered registry.
    Raises :class:`PlanError` when no chain of steps connects the two versions."""
    source = require_known(source)
    resolved, named = resolve(target)
    release = release or named
    if release is None and resolved < source:
        release = spec_for(resolved).torch_versions[0]
    forward = resolved >= source
    by_source = {s.source: s for s in (discover() if steps is None else steps) if (s.target > s.source) == forward}
    chain: list[Step] = []
    current = source
    while current != resolved:
        step = by_source.get(current)
        if step is None or (step.target > resolved if forward else step.target < resolved):
            known = ", ".join(str(v) for v in known_versions())
            raise PlanError(f"no chain of steps from schema {current} to {resolved} (known versions: {known})")
        chain.append(step)
        current = step.target
    validate_result = any(step.rewrites_payload for step in chain) or not validation_implied(source, resolved)
    return Plan(source, resolved, tuple(chain), release, validate_result)


@cache
def validation_implied(source: SchemaVersion, target: SchemaVersion) -> bool:
    """Whether every valid ``source`` payload (with its version bumped) is a valid ``target`` payload:
    the spec diff is purely additive and the wire rules the validator applies are the same."""
    a, b = rules_for(source), rules_for(target)
    same_rules = (a.all_union_members, a.bare_nonfinite, a.infinite_int_fields) == (
        b.all_union_members,
        b.bare_nonfinite,
        b.infinite_int_fields,
    )
    return same_rules and all(change.classification == "additive" for change in diff(source, target))


def _copy(program: dict[str, Any]) -> dict[str, Any]:
    copied: dict[str, Any] = tree_copy(program)
    return copied


def _further_program(artifact: Artifact, member: str) -> Artifact:
    source = f"{artifact.source}#{member}" if artifact.source else member
    return Artifact(
        program=decode(artifact.members[member].read(), "json", source=source), layout=Layout.PAYLOAD, source=source
    )


def _refuse(refusals: list[Refusal], chosen: Plan, source: str | None) -> UpgradeRefusedError:
    """One error for every refusal of the chain, one item per line. Going up, a refusal means the artifact holds
    something the newer schema cannot carry over (each item as its step said it); going down, each item also
    says from which torch release it is supported, and the last line names the options that carry every item
    (``lossy`` for the droppable ones, ``decompose`` for a dialect), or says that none does."""
    target = chosen.target
    first = refusals[0]
    if target > chosen.source:
        items = [Finding(r.path, f"{r.message} (step {r.step})", step=r.step) for r in refusals]
        message = f"cannot carry the program into schema {target}; {_listed(items)}"
        return UpgradeRefusedError(message, step=first.step or "", path=first.path, source=source, items=items)
    by_label = {step.label: step for step in chosen.steps}
    items = []
    for refusal in refusals:
        message = (
            refusal.message
            if refusal.droppable
            else f"{refusal.message} (cannot be dropped without changing the program)"
        )
        step = by_label.get(refusal.step or "")
        if step is not None:
            releases = spec_for(step.source).torch_versions
            oldest = releases[0] if releases else str(step.source)
            message += f"; supported from torch {oldest} (schema {step.source})"
        items.append(Finding(refusal.path, message, step=refusal.step))
    wanted = spec_for(target).torch_versions
    message = (
        f"cannot write schema {target} ({', '.join(wanted) or 'no release'}) without losing information; "
        f"{_listed(items)}\n{_remedy(refusals)}"
    )
    return UpgradeRefusedError(message, step=first.step or "", path=first.path, source=source, items=items)


def _listed(items: list[Finding]) -> str:
    """``N item(s):`` and then each item on a line of its own."""
    return f"{len(items)} item(s):" + "".join(f"\n  - {item.path}: {item.message}" for item in items)


def _remedy(refusals: list[Refusal]) -> str:
    """The options under which every refused item is carried, or that no option is enough."""
    if any(not refusal.droppable and refusal.remedy is None for refusal in refusals):
        return "no option writes this program for that release: choose a newer target (see each item)"
    options = []
    if any(refusal.droppable for refusal in refusals):
        options.append(spell("lossy=True", "--lossy"))
    remedies = sorted({refusal.remedy for refusal in refusals if refusal.remedy})
    options += [spell(f"{remedy}=True", f"--{remedy}") for remedy in remedies]
    dropped = " (each item lossy drops is reported)" if any(refusal.droppable for refusal in refusals) else ""
    return f"pass {' and '.join(options)} to carry every item above{dropped}"


def upgrade_artifact(
    artifact: Artifact,
    to: VersionLike | None = None,
    *,
    lossy: bool = False,
    copy: bool = True,
    steps: Sequence[Step] | None = None,
    decompose: bool = False,
    validated: bool = False,
) -> UpgradeResult:
    """Plan the chain from the artifact's version to ``to`` and :func:`run` it (the input is left untouched unless
    ``copy=False``); ``steps`` replaces the discovered registry; ``validated`` as in :func:`run`. With
    ``decompose``, a TRAINING-dialect program bound for a release that verifies ATen programs only (torch 2.1 …
    2.4) is first lowered by the installed torch's ``run_decompositions()`` (through
    :mod:`serde.engine.torch_port`; reported)."""
    source_version = detect_version(artifact.program, source=artifact.source)
    chosen = plan(source_version, to, steps=steps)
    if decompose:
        if needs_decomposition(artifact, chosen.target):
            lowering = handoff(spell("decompose=True", "--decompose"))
            artifact, note = lowering.lower(
                artifact if not copy else replace(artifact, program=_copy(artifact.program))
            )
            chosen = plan(detect_version(artifact.program, source=artifact.source), to, steps=steps)
            result = run(chosen, artifact, lossy=lossy, copy=False, steps=steps)
            result.report.notes.insert(0, note)
            result.report.steps.insert(0, note.step or DECOMPOSE_STEP)
            return result
    return run(chosen, artifact, lossy=lossy, copy=copy, steps=steps, validated=validated)


def upgrade_to_each(
    artifact: Artifact, releases: Sequence[str], *, lossy: bool = False, steps: Sequence[Step] | None = None
) -> Iterator[tuple[str, UpgradeResult | SerdeError]]:
    """For each torch release in ``releases``, what :func:`upgrade_artifact` returns (or raises) for it, as
    ``(release, result or error)`` pairs in the order the chain reaches them; the input is left untouched.

    The chain is walked once in each direction: the releases one way share its steps, and each gets a copy of
    the program as the walk passes its schema (a release's plan is a prefix of the longest plan that way, and no
    step depends on the release). What differs by release is checked for each: the operator census (a release
    lacking an operator the program calls is upgraded on its own, since its check may drop calls before the
    steps), the validation of the result its plan asks for, and the refusal naming its schema. The source is
    validated and screened once. Programs with further programs (PT2 archives holding several) are upgraded
    once per release. Each result is a copy of its own; the consumer holds only what it keeps."""
    try:
        source = detect_version(artifact.program, source=artifact.source)
    except SerdeError as exc:
        yield from ((release, exc) for release in releases)
        return
    plans: dict[str, Plan] = {}
    for release in releases:
        try:
            plans[release] = plan(source, release, steps=steps)
        except SerdeError as exc:
            yield release, exc
    try:
        _prove_source(artifact, source)
    except SerdeError as exc:
        yield from ((release, exc) for release in plans)
        return
    called = None if artifact.further_programs else called_operators(artifact.program, source)
    shared: dict[str, Plan] = {}
    for release, chosen in plans.items():
        if called is not None and chosen.release is not None and has_every_operator(chosen.release, called):
            shared[release] = chosen
            continue
        try:
            yield release, upgrade_artifact(artifact, release, lossy=lossy, steps=steps)
        except SerdeError as exc:
            yield release, exc
    for forward in (True, False):
        one_way = {release: chosen for release, chosen in shared.items() if (chosen.target >= source) == forward}
        if one_way:
            yield from _walk_to_each(artifact, source, one_way, lossy)


def _walk_to_each(
    artifact: Artifact, source: SchemaVersion, plans: dict[str, Plan], lossy: bool
) -> Iterator[tuple[str, UpgradeResult | SerdeError]]:
    """One walk of the longest of ``plans`` (all one way from ``source``), yielding each release's result as the
    walk reaches its schema, and the refusal or error that stopped the walk for the releases beyond it."""
    longest = max(plans.values(), key=lambda chosen: len(chosen.steps))
    waiting: dict[SchemaVersion, list[str]] = {}
    for release, chosen in plans.items():
        waiting.setdefault(chosen.target, []).append(release)
    state = _State(_copy(artifact.program), dict(artifact.members), artifact.layout)
    refusals: list[Refusal] = []
    walked = UpgradeReport(artifact.source, str(source), str(source))
    error: SerdeError | None = None
    try:
        steps = _walk(state, longest.steps, artifact.source, lossy, refusals, walked)
        for version in itertools.chain((source,), steps):
            for release in waiting.pop(version, []):
                yield release, _result_at(artifact, state, plans[release], refusals, walked)
    except SerdeError as exc:
        error = exc
    for release in (release for releases in waiting.values() for release in releases):  # beyond where it stopped
        yield release, error if error is not None else _refuse(refusals, plans[release], artifact.source)


def _result_at(
    artifact: Artifact, state: _State, chosen: Plan, refusals: list[Refusal], walked: UpgradeReport
) -> UpgradeResult | SerdeError:
    """What :func:`run` gives for ``chosen`` when the walk's ``state`` is at its target."""
    if refusals:
        return _refuse(refusals, chosen, artifact.source)
    try:
        if chosen.validate_result:
            _validate_result(state.program, chosen, artifact.source)
    except SerdeError as exc:
        return exc
    report = UpgradeReport(
        artifact.source, str(chosen.source), str(chosen.target), list(walked.steps), list(walked.notes)
    )
    snapshot = _State(_copy(state.program), dict(state.members), state.layout)
    return UpgradeResult(_reached(artifact, snapshot, report), report)


def run(
    chosen: Plan,
    artifact: Artifact,
    *,
    lossy: bool = False,
    copy: bool = True,
    steps: Sequence[Step] | None = None,
    validated: bool = False,
) -> UpgradeResult:
    """Run ``chosen`` on ``artifact``.

    The payload is validated against the source spec before the first step (a violation is a SchemaError with its
    JSON path; where its strings are still to be screened, in the screen's walk) and, when the plan says so, the
    result against the target spec after the last one. A step that fails on its (valid) input, or a result that
    violates the target spec, is an InternalError naming the step. With a release in the plan, calls of operators
    that release lacks are checked before any step runs (see :mod:`serde.releases.operators`): runtime assertions
    are dropped when ``lossy``, anything else is refused, each operator listed with a JSON path. Every step gets a
    fresh :class:`StepContext`; the refusals of all steps are gathered into one :class:`UpgradeRefusedError` (a step
    that cannot go on stops the chain after itself). ``copy=False`` lets the steps edit the input's program in
    place. The further programs of a PT2 archive (``artifact.further_programs``) go the same way, each validated and
    upgraded on its own (with the same ``steps``); their notes name the member. ``validated`` says the caller
    validated the program against its declared version and nothing changed it since (the reader does, for what it
    has just read: see ``Artifact.programs_screened``); the source validation is then not repeated.
    """
    if detect_version(artifact.program, source=artifact.source) != chosen.source:
        raise UsageError(f"the plan starts at schema {chosen.source}, the artifact is at {artifact.version}")
    report = UpgradeReport(artifact.source, str(chosen.source), str(chosen.target))
    further = artifact.further_programs
    if not chosen.steps and chosen.release is None and not further:
        if not validated:
            validate(artifact.program, chosen.source, source=artifact.source)
        return UpgradeResult(artifact, report)
    _prove_source(artifact, chosen.source, validated=validated)
    state = _State(_copy(artifact.program) if copy else artifact.program, dict(artifact.members), artifact.layout)
    refusals: list[Refusal] = []
    if chosen.release is not None:
        context = state.context(OPERATORS_STEP, artifact.source, lossy)
        check_operators(context, chosen.source, chosen.release)
        refusals += context.refusals
        report.notes += context.notes
        if any(not refusal.droppable for refusal in refusals):
            raise _refuse(refusals, chosen, artifact.source)
    for _ in _walk(state, chosen.steps, artifact.source, lossy, refusals, report):
        pass
    if refusals:
        raise _refuse(refusals, chosen, artifact.source)
    # the result's operator targets: found by its screen, else the input's unless a step rewrote the payload
    targets: Targets | None
    if chosen.validate_result:
        targets = _validate_result(state.program, chosen, artifact.source)
    else:
        targets = None if any(step.rewrites_payload for step in chosen.steps) else artifact.program_targets
    for member in further:
        program = _further_program(artifact, member)
        own = plan(program.version, str(chosen.target), release=chosen.release, steps=steps)
        upgraded_program = run(own, program, lossy=lossy, copy=False, steps=steps)
        state.members[member] = BytesBlob(encode(upgraded_program.program, upgraded_program.version, "json"))
        report.notes += [replace(note, path=f"{member}:{note.path}") for note in upgraded_program.report.notes]
    reached = _reached(artifact, state, report)
    reached.program_targets = targets
    return UpgradeResult(reached, report)


def _prove_source(artifact: Artifact, version: SchemaVersion, *, validated: bool = False) -> None:
    """Validate the chain's input against ``version`` and screen it: an artifact screened already is validated
    here (unless the caller says it was, ``validated``), one still to screen in the screen's own walk."""
    if not validated and (artifact.screened or artifact.programs_screened):
        validate(artifact.program, version, source=artifact.source)
    screen(artifact, version=version)


def _reached(artifact: Artifact, state: _State, report: UpgradeReport) -> Artifact:
    """The artifact the chain made of ``artifact``: the program, members and layout of ``state``."""
    return Artifact(
        program=state.program,
        layout=state.layout,
        members=state.members,
        source=artifact.source,
        archive_root=artifact.archive_root,
        program_format=artifact.program_format,
        state=artifact.state,
        report=report,
        trust_pickles=artifact.trust_pickles,
        screened=True,
    )


def _walk(
    state: _State,
    steps: Sequence[Step],
    source: str | None,
    lossy: bool,
    refusals: list[Refusal],
    report: UpgradeReport,
) -> Iterator[SchemaVersion]:
    """Run ``steps`` over ``state`` in order, adding their refusals to ``refusals`` and their notes and labels to
    ``report``, and yield the version reached after each; stop after a step with a refusal that cannot be
    dropped (the caller refuses the chain)."""
    for step in steps:
        context = state.context(step.label, source, lossy)
        _run_step(context, step, source)
        refusals += context.refusals
        report.notes += context.notes
        if any(not refusal.droppable for refusal in refusals):
            return
        state.advance(context, step.target, source)
        report.steps.append(step.label)
        yield step.target


@dataclass
class _State:
    """What the chain carries from one step to the next: the payload, the members and their layout."""

    program: dict[str, Any]
    members: dict[str, Blob]
    layout: Layout

    def context(self, label: str, source: str | None, lossy: bool) -> StepContext:
        """A fresh context for the step ``label`` over the current state."""
        return StepContext(self.program, self.members, self.layout, source, step=label, lossy=lossy)

    def advance(self, context: StepContext, version: SchemaVersion, source: str | None) -> None:
        """Take over what the step left, stamp ``version`` and move the members to the layout torch writes
        for it when that is a pure renaming (or unpacking P2's raw storages)."""
        self.program, self.members, self.layout = context.program, context.members, context.layout
        self.program["schema_version"] = schema_version_wire_value(version)
        wanted = default_layout(version)
        renamable = self.layout.is_pickled and wanted.is_pickled
        unpacked = self.layout is Layout.P2 and wanted.is_pickled
        if (renamable or unpacked) and wanted is not self.layout:
            interim = Artifact(
                program=self.program,
                layout=self.layout,
                members=self.members,
                source=source,
                screened=True,  # the chain screened its input before the first step
            )
            self.members = convert_members(interim, wanted)
            self.layout = wanted


def _run_step(context: StepContext, step: Step, source: str | None) -> None:
    try:
        step.function(context)
    except StepRefused:
        return  # its refusal is in context.refusals
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
        raise InternalError(
            f"step {step.label} ({step.name}) failed on a payload that satisfied its source spec: "
            f"{type(exc).__name__}: {exc}; this is a pt2-serde bug, please report it",
            source=source,
        ) from exc


def _validate_result(program: dict[str, Any], chosen: Plan, source: str | None) -> Targets:
    """Validate the chain's result against the target spec and screen its strings in the same walk (every output
    carries only strings pt2-serde's renderers produced): a string outside its kind's grammar is refused as
    unsafe, any other violation is a bug of the chain. Returns the result's operator targets, which the walk
    collects."""
    targets: Targets = {}
    try:
        validate_and_screen(program, chosen.target, source=source, targets=targets)
    except UnsafeProgramError:
        raise
    except SchemaError as exc:
        names = ", ".join(f"{step.label} ({step.name})" for step in chosen.steps)
        raise InternalError(
            f"the chain {names} produced a payload that violates schema {chosen.target} at {exc.path}: "
            f"{exc.reason}; "
            "this is a pt2-serde bug, please report it",
            source=source,
        ) from None
    return targets


def upgrade(
    value: Artifact | dict[str, Any] | Source,
    to: VersionLike | None = None,
    *,
    lossy: bool = False,
    copy: bool = True,
    steps: Sequence[Step] | None = None,
    decompose: bool = False,
) -> UpgradeResult:
    """Upgrade an :class:`Artifact`, a bare program payload, or the artifact at a path, URL or binary file object
    (read as :func:`serde.load` reads it) to ``to`` (default: the newest known schema).

    ``to`` may be ``"torch"`` (the installed torch's schema), a torch release (``"2.4.1"``) or a
    schema version. An older target runs the downgraders: by default anything the older schema cannot
    express is refused (every item listed with its JSON path); ``lossy=True`` drops what can be dropped
    without changing the program and reports each loss. Calls of operators the target release lacks
    (e.g. ``scan`` for torch 2.5) are refused, except runtime assertions, which ``lossy`` drops.
    Returns the result with an :class:`UpgradeReport` of every step and every defaulted, derived or
    dropped item. The input is left untouched unless ``copy=False``, which saves copying a payload that
    will not be used again. ``steps`` replaces the registry discovered in ``upgraders`` (for tests and
    tools that try a step before registering it). ``decompose=True`` lets a TRAINING-dialect program (what
    ``torch.export.export`` makes from torch 2.5 on) be written for torch 2.1 … 2.4, whose loaders verify
    ATen programs only: the installed torch runs ``run_decompositions()`` on it first (needs torch and a
    whole artifact; reported as the ``decompose`` step). Without it such a downgrade is refused.
    """
    if isinstance(value, Artifact):
        return upgrade_artifact(value, to, lossy=lossy, copy=copy, steps=steps, decompose=decompose)
    if not isinstance(value, dict):
        if isinstance(value, str | os.PathLike) or callable(getattr(value, "read", None)):
            artifact = read_artifact(value)  # a path, a URL or a binary file object
            return upgrade_artifact(artifact, to, lossy=lossy, copy=False, steps=steps, decompose=decompose)
        raise UsageError(f"expected an Artifact, a program payload dict, a path or a file, got {type(value).__name__}")
    return upgrade_artifact(Artifact(program=value, layout=Layout.PAYLOAD), to, lossy=lossy, copy=copy, steps=steps)
