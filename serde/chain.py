"""The upgrade engine: resolve a target version, plan the chain of steps, and run it between a validation
of the input and one of the result."""

from __future__ import annotations

import pickle
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from packaging.version import InvalidVersion, Version

from serde.codec import decode, encode
from serde.containers.artifact import Artifact
from serde.containers.blobs import BytesBlob
from serde.containers.convert import PICKLED, convert_members
from serde.containers.layouts import Layout, default_layout
from serde.containers.screen import screen
from serde.detect import detect_version
from serde.diff import diff
from serde.errors import InternalError, PlanError, SchemaError, UpgradeRefusedError, VersionError
from serde.operators import check_operators
from serde.registry import known_versions, newest_version, require_known, spec_for
from serde.releases import schema_for_torch
from serde.report import UpgradeReport
from serde.steps import Refusal, Step, StepContext, discover
from serde.validate import validate
from serde.versions import SchemaVersion
from serde.wire import rules_for, schema_version_wire_value


@dataclass
class UpgradeResult:
    """An upgraded artifact (or bare payload) and the report of how it got there."""

    artifact: Artifact
    report: UpgradeReport

    @property
    def program(self) -> dict[str, Any]:
        """The upgraded program payload."""
        return self.artifact.program

    @property
    def version(self) -> SchemaVersion:
        """The version reached."""
        return self.artifact.version


def installed_torch_version() -> SchemaVersion:
    """The schema version the installed torch reads and writes."""
    try:
        from torch._export.serde.schema import SCHEMA_VERSION
    except ImportError:
        raise VersionError("to='torch' needs torch installed; install pt2-serde[torch]") from None
    return require_known(SCHEMA_VERSION)


OPERATORS_STEP = "operators"
"""The label of the operator check that runs before the steps when the target names a torch release."""


def _installed_torch_release() -> str:
    import torch

    return str(torch.__version__)


def _resolve(to: Any) -> tuple[SchemaVersion, str | None]:
    """The schema version meant by ``to`` and the torch release it names, if it names one."""
    if to is None:
        return newest_version(), None
    if to == "torch":
        return installed_torch_version(), _installed_torch_release()
    if isinstance(to, str) and (to.count(".") >= 2 or "+" in to):
        return schema_for_torch(to), to
    try:
        return require_known(to), None
    except VersionError as exc:
        if not isinstance(to, str):
            raise
        try:
            Version(to)
        except InvalidVersion:
            raise exc from None
        return schema_for_torch(to), to


def resolve_target(to: Any) -> SchemaVersion:
    """The schema version meant by ``to``: None (newest known), ``"torch"`` (the installed torch's),
    a torch release (``"2.4.1"``) or a schema version (``"8.20"``, ``(5, 3)``, ``SchemaVersion``)."""
    return _resolve(to)[0]


def plan(source: SchemaVersion, target: SchemaVersion) -> list[Step]:
    """The steps from ``source`` to ``target``, in order (empty when they are equal); downgraders when
    ``target`` is older."""
    forward = target >= source
    steps = {s.source: s for s in discover() if (s.target > s.source) == forward}
    chain: list[Step] = []
    current = source
    while current != target:
        step = steps.get(current)
        if step is None or (step.target > target if forward else step.target < target):
            known = ", ".join(str(v) for v in known_versions())
            raise PlanError(f"no chain of steps from schema {current} to {target} (known versions: {known})")
        chain.append(step)
        current = step.target
    return chain


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
    copied: dict[str, Any] = pickle.loads(pickle.dumps(program, protocol=pickle.HIGHEST_PROTOCOL))
    return copied


def _further_program(artifact: Artifact, member: str) -> Artifact:
    source = f"{artifact.source}#{member}" if artifact.source else member
    return Artifact(
        program=decode(artifact.members[member].read(), "json", source=source), layout=Layout.PAYLOAD, source=source
    )


def _refuse(
    refusals: list[Refusal], chain: list[Step], target: SchemaVersion, source: str | None
) -> UpgradeRefusedError:
    by_label = {step.label: step for step in chain}
    items = []
    for refusal in refusals:
        message = (
            refusal.message
            if refusal.droppable
            else f"{refusal.message} (cannot be dropped without changing the program)"
        )
        step = by_label.get(refusal.step)
        if step is not None:
            releases = spec_for(step.source).torch_versions
            oldest = releases[0] if releases else str(step.source)
            message += f"; supported from torch {oldest} (schema {step.source})"
        items.append((refusal.path, message))
    wanted = spec_for(target).torch_versions
    message = (
        f"cannot write schema {target} ({', '.join(wanted) or 'no release'}) without losing information; "
        f"{len(items)} item(s): " + " | ".join(f"{path}: {text}" for path, text in items)
    )
    if any(refusal.droppable for refusal in refusals):
        message += "; pass lossy=True (--lossy) to drop the droppable ones"
    first = refusals[0]
    return UpgradeRefusedError(message, step=first.step, path=first.path, source=source, items=items)


def upgrade_artifact(artifact: Artifact, to: Any = None, *, lossy: bool = False, copy: bool = True) -> UpgradeResult:
    """Run the chain from the artifact's version to ``to``; the input is left untouched.

    The payload is validated against the source spec before the first step (a violation is a
    SchemaError with its JSON path) and the result against the target spec after the last one, except
    where every step declares it leaves the payload unchanged and the spec diff proves validity carries
    over. A step that fails on its (valid) input, or a result that violates the target spec, is an
    InternalError naming the step. When ``to`` names a torch release, or the chain goes down (to the oldest
    release writing the target schema), calls of operators that release lacks are checked before any
    step runs (see :mod:`serde.operators`): runtime assertions are dropped when ``lossy``, anything
    else is refused, each operator listed with a JSON path.
    ``copy=False`` lets the steps edit the input's program in place (for callers that will not use it
    again). The further programs of a PT2 archive (``artifact.further_programs``) go the same way, each
    validated and upgraded on its own; their notes name the member.
    """
    source_version = detect_version(artifact.program, source=artifact.source)
    target, release = _resolve(to)
    if release is None and target < source_version:
        release = spec_for(target).torch_versions[0]
    chain = plan(source_version, target)
    report = UpgradeReport(artifact.source, str(source_version), str(target))
    validate(artifact.program, source_version, source=artifact.source)
    further = artifact.further_programs
    if not chain and release is None and not further:
        return UpgradeResult(artifact, report)
    screen(artifact)
    context = StepContext(
        _copy(artifact.program) if copy else artifact.program,
        dict(artifact.members),
        artifact.layout,
        artifact.source,
        lossy=lossy,
    )
    if release is not None:
        context.step = OPERATORS_STEP
        check_operators(context, source_version, release)
        if any(not refusal.droppable for refusal in context.refusals):
            raise _refuse(context.refusals, chain, target, artifact.source)
    for step in chain:
        context.step = step.label
        _run_step(context, step, artifact.source)
        if any(not refusal.droppable for refusal in context.refusals):
            raise _refuse(context.refusals, chain, target, artifact.source)
        context.program["schema_version"] = schema_version_wire_value(step.target)
        _follow_layout(context, step.target)
        report.steps.append(step.label)
    if context.refusals:
        raise _refuse(context.refusals, chain, target, artifact.source)
    if any(step.rewrites_payload for step in chain) or not validation_implied(source_version, target):
        _validate_result(context, chain, target, artifact.source)
    report.notes = list(context.notes)
    for member in further:
        upgraded_program = upgrade_artifact(_further_program(artifact, member), to, lossy=lossy, copy=False)
        context.members[member] = BytesBlob(encode(upgraded_program.program, upgraded_program.version, "json"))
        report.notes += [replace(note, path=f"{member}:{note.path}") for note in upgraded_program.report.notes]
    upgraded = Artifact(
        program=context.program,
        layout=context.layout,
        members=context.members,
        source=artifact.source,
        archive_root=artifact.archive_root,
        program_format=artifact.program_format,
        state=artifact.state,
        report=report,
        trust_pickles=artifact.trust_pickles,
        screened=True,
    )
    return UpgradeResult(upgraded, report)


def _run_step(context: StepContext, step: Step, source: str | None) -> None:
    try:
        step.function(context)
    except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
        raise InternalError(
            f"step {step.label} ({step.name}) failed on a payload that satisfied its source spec: "
            f"{type(exc).__name__}: {exc}; this is a pt2-serde bug, please report it",
            source=source,
        ) from exc


def _validate_result(context: StepContext, chain: list[Step], target: SchemaVersion, source: str | None) -> None:
    try:
        validate(context.program, target, source=source)
    except SchemaError as exc:
        names = ", ".join(f"{step.label} ({step.name})" for step in chain)
        raise InternalError(
            f"the chain {names} produced a payload that violates schema {target} at {exc.path}: {exc.reason}; "
            "this is a pt2-serde bug, please report it",
            source=source,
        ) from None


def _follow_layout(context: StepContext, version: SchemaVersion) -> None:
    """Rename members to the layout torch writes for ``version`` when that is a pure renaming."""
    wanted = default_layout(version)
    renamable = context.layout in PICKLED and wanted in PICKLED
    unpacked = context.layout is Layout.P2 and wanted in PICKLED
    if (renamable or unpacked) and wanted is not context.layout:
        interim = Artifact(
            program=context.program,
            layout=context.layout,
            members=context.members,
            source=context.source,
            screened=True,  # the chain screened its input before the first step
        )
        context.members = convert_members(interim, wanted)
        context.layout = wanted


def upgrade(
    value: Artifact | dict[str, Any], to: Any = None, *, lossy: bool = False, copy: bool = True
) -> UpgradeResult:
    """Upgrade an :class:`Artifact` or a bare program payload to ``to`` (default: the newest known schema).

    ``to`` may be ``"torch"`` (the installed torch's schema), a torch release (``"2.4.1"``) or a
    schema version. An older target runs the downgraders: by default anything the older schema cannot
    express is refused (every item listed with its JSON path); ``lossy=True`` drops what can be dropped
    without changing the program and reports each loss. Calls of operators the target release lacks
    (e.g. ``scan`` for torch 2.5) are refused, except runtime assertions, which ``lossy`` drops.
    Returns the result with an :class:`UpgradeReport` of every step and every defaulted, derived or
    dropped item. The input is left untouched unless ``copy=False``, which saves copying a payload that
    will not be used again.
    """
    if isinstance(value, Artifact):
        return upgrade_artifact(value, to, lossy=lossy, copy=copy)
    if not isinstance(value, dict):
        raise TypeError(f"expected an Artifact or a program payload dict, got {type(value).__name__}")
    return upgrade_artifact(Artifact(program=value, layout=Layout.PAYLOAD), to, lossy=lossy, copy=copy)
