"""Declarative registration and discovery of version steps (the modules of the ``upgraders`` package).

A step is a plain function decorated with ``@upgrader("5.1", "5.3")``; it receives a
:class:`StepContext` and edits the program payload (and, if the step needs it, the container
members) in place. The engine finds every step by importing each module of ``upgraders``; nothing
lists them by hand. As Alembic checks its revision graph, discovery checks the steps' graph
(:func:`check_graph`): one upgrader and one downgrader between every two consecutive schemas with a
spec, each in the module named after the pair (``upgraders/from_8_17_to_8_20.py``), else
:class:`StepGraphError` names the module to write (``pt2-serde schema new-step OLD NEW`` scaffolds it).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, NoReturn

from serde.containers.blobs import Blob
from serde.containers.layouts import ROLES, Layout
from serde.errors import SerdeError
from serde.findings import NOTE_KINDS, Finding, NoteKind
from serde.schema.versions import SchemaVersion
from serde.schema.versions.number import VersionLike
from serde.schema.versions.registry import known_versions

__all__ = [
    "Refusal",
    "STEP_PACKAGE",
    "Step",
    "StepContext",
    "StepFunction",
    "StepGraphError",
    "StepRefused",
    "check_graph",
    "discover",
    "downgrader",
    "step_module_name",
    "upgrader",
]


STEP_PACKAGE = "upgraders"
"""The package whose modules hold the steps (one module per pair of consecutive schemas)."""
StepFunction = Callable[["StepContext"], None]
_REGISTERED: list[Step] = []


@dataclass(frozen=True)
class Step:
    """One registered transformation from ``source`` to ``target``."""

    source: SchemaVersion
    target: SchemaVersion
    function: StepFunction
    name: str
    rewrites_payload: bool = True

    @property
    def label(self) -> str:
        """``1.0->2.0``."""
        return f"{self.source}->{self.target}"


def downgrader(source: VersionLike, target: VersionLike) -> Callable[[StepFunction], StepFunction]:
    """Register the decorated function as the reverse step from the newer ``source`` to the older ``target``."""
    if SchemaVersion.parse(target) >= SchemaVersion.parse(source):
        raise ValueError(f"a downgrader goes from a newer to an older schema, not {source} -> {target}")
    return upgrader(source, target)


def upgrader(
    source: VersionLike, target: VersionLike, *, rewrites_payload: bool = True
) -> Callable[[StepFunction], StepFunction]:
    """Register the decorated function as the step from schema ``source`` to schema ``target``.

    ``rewrites_payload=False`` declares that the step leaves the payload as it is (only the version
    changes); the engine then relies on the spec diff being additive instead of re-validating.
    """

    def register(function: StepFunction) -> StepFunction:
        if not function.__doc__:
            raise TypeError(f"step {function.__module__}.{function.__name__} needs a docstring saying what changed")
        _REGISTERED.append(
            Step(
                SchemaVersion.parse(source),
                SchemaVersion.parse(target),
                function,
                f"{function.__module__}.{function.__name__}",
                rewrites_payload,
            )
        )
        return function

    return register


@lru_cache(maxsize=1)
def discover() -> tuple[Step, ...]:
    """Every step in the ``upgraders`` package (each module imported once), sorted by source version.

    The package is found by name, as a plugin directory: ``serde`` has no static import of ``upgraders``,
    whose modules import ``serde`` (dependencies point one way: upgraders -> serde -> backends).
    """
    package = importlib.import_module(STEP_PACKAGE)
    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{STEP_PACKAGE}.{module.name}")
    seen: dict[tuple[SchemaVersion, SchemaVersion], Step] = {}
    for step in _REGISTERED:
        key = (step.source, step.target)
        if key in seen and seen[key].name != step.name:
            raise StepGraphError([f"two steps for {step.label}: {seen[key].name} and {step.name}; keep one"])
        seen[key] = step
    steps = tuple(sorted(seen.values(), key=lambda s: (s.source, s.target)))
    check_graph(steps, known_versions())
    return steps


class StepGraphError(SerdeError):
    """The registered steps do not form a complete chain over the known schema versions; ``problems`` lists
    each gap or misplaced step with the module to write or fix."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("the upgrader graph is incomplete: " + "; ".join(problems))


def step_module_name(source: SchemaVersion, target: SchemaVersion) -> str:
    """The module holding the steps between two consecutive schemas: ``from_8_17_to_8_20``, ``from_1_to_2``."""
    low, high = sorted((source, target))

    def part(version: SchemaVersion) -> str:
        return str(version.major) if version.minor == 0 else f"{version.major}_{version.minor}"

    return f"from_{part(low)}_to_{part(high)}"


def check_graph(steps: tuple[Step, ...], versions: tuple[SchemaVersion, ...]) -> None:
    """Raise :class:`StepGraphError` unless every two consecutive ``versions`` have exactly one upgrader and
    one downgrader, each registered in the module named after the pair, and no step skips a version."""
    problems: list[str] = []
    consecutive = list(zip(versions, versions[1:], strict=False))
    allowed = {pair for pair in consecutive} | {(new, old) for old, new in consecutive}
    pairs = {(step.source, step.target) for step in steps}
    for step in steps:
        module = step.name.rsplit(".", 1)[0]
        expected = f"upgraders.{step_module_name(step.source, step.target)}"
        if (step.source, step.target) not in allowed:
            problems.append(
                f"{step.name} registers {step.label}, which is not between two consecutive schemas with a spec"
            )
        elif module != expected:
            problems.append(f"{step.name} registers {step.label} but belongs in {expected.replace('.', '/')}.py")
    for old, new in consecutive:
        module = f"upgraders/{step_module_name(old, new)}.py"
        if (old, new) not in pairs:
            problems.append(f"no upgrader {old} -> {new}: write {module} (pt2-serde schema new-step {old} {new})")
        if (new, old) not in pairs:
            problems.append(f"no downgrader {new} -> {old}: add one to {module}")
    if problems:
        raise StepGraphError(problems)


@dataclass(frozen=True)
class Refusal(Finding):
    """An item a step could not carry into its target version: a :class:`Finding` of that step, and whether
    the item can be dropped (under ``lossy``) without changing what the program computes."""

    droppable: bool = False
    remedy: str | None = None
    """The option that carries the item after all when it cannot be dropped (``"decompose"``), if one does."""


class StepRefused(Exception):
    """Raised by :meth:`StepContext.refuse` to stop a step; the engine turns the refusals it recorded into
    one :class:`serde.UpgradeRefusedError` (never seen outside the engine)."""


@dataclass
class StepContext:
    """What a step works on: the program payload, the container members, and the notes it makes.

    The engine gives every step a fresh context over the current payload and members. A step reports
    what its target cannot express with :meth:`cannot_express` (and goes on) or :meth:`refuse` (and stops);
    the engine gathers every step's refusals into one error, so the caller sees them all at once.
    """

    program: dict[str, Any]
    members: dict[str, Blob]
    layout: Layout
    source: str | None
    step: str = ""
    notes: list[Finding] = field(default_factory=list)
    lossy: bool = False
    refusals: list[Refusal] = field(default_factory=list)

    def cannot_express(self, path: str, message: str, *, droppable: bool, remedy: str | None = None) -> bool:
        """Report an item the target version cannot express. Returns True when the caller should drop it.

        With ``lossy`` a ``droppable`` item's loss is noted and the item is dropped. Otherwise the item
        becomes a refusal: a droppable one is still dropped so that the remaining steps can run and list
        their refusals too, while an undroppable one stops the chain after this step. Either way the
        engine then refuses the whole chain, listing every refusal, and nothing is written. ``remedy`` names the
        option under which an undroppable item is carried after all (``"decompose"``), so that the refusal
        suggests only what works.
        """
        if droppable and self.lossy:
            self.note(NoteKind.DROPPED, path, message)
            return True
        self.refusals.append(Refusal(path, message, step=self.step, droppable=droppable, remedy=remedy))
        return droppable

    def refuse(self, path: str, message: str) -> NoReturn:
        """Record that the item at ``path`` cannot be carried into the target and stop the step here."""
        self.refusals.append(Refusal(path, message, step=self.step))
        raise StepRefused(f"{path}: {message}")

    def note(self, kind: NoteKind | str, path: str, message: str) -> None:
        """Record that the item at ``path`` was defaulted, derived, dropped or is lossy (a :class:`NoteKind`, or
        its value), and why."""
        if kind not in NOTE_KINDS:
            raise ValueError(f"note kind must be one of {[str(k) for k in NOTE_KINDS]}")
        self.notes.append(Finding(path, message, NoteKind(kind), self.step))

    def role_member(self, role: str) -> str | None:
        """The member name of ``role`` (``state_dict``, ``constants``, ``example_inputs``) in the current layout."""
        if self.layout is Layout.PAYLOAD:
            return None
        name: str | None = getattr(ROLES[self.layout], role)
        return name
