"""The findings vocabulary: one :class:`Finding` (a place and what was found there, with the kind of finding and
the step that made it where those apply), serialised once; and the :class:`UpgradeReport` of a chain of steps,
whose notes are findings of a :class:`NoteKind`."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

__all__ = ["Finding", "NOTE_KINDS", "NoteKind", "UpgradeNote", "UpgradeReport"]


class NoteKind(StrEnum):
    """What a step did with a piece of information it could not carry over verbatim."""

    DEFAULTED = "defaulted"
    DERIVED = "derived"
    DROPPED = "dropped"
    LOSSY = "lossy"


NOTE_KINDS = tuple(NoteKind)


@dataclass(frozen=True)
class Finding:
    """One thing found at one place: where (a JSON path or a member name) and what; ``kind`` (a
    :class:`NoteKind` for a step's notes) and ``step`` (the step that made it) where they apply.

    The one shape behind a step's notes (:data:`UpgradeNote`), the reasons and drops of a ``check`` verdict
    (``serde.compat.check.Reason``) and the items of a refusal; :meth:`to_dict` writes the fields that apply."""

    path: str
    message: str
    kind: NoteKind | None = None
    step: str | None = None

    def to_dict(self) -> dict[str, str]:
        """JSON-ready form: ``step``, ``kind``, ``path``, ``message``, leaving out the ones that do not apply."""
        fields = (("step", self.step), ("kind", self.kind), ("path", self.path), ("message", self.message))
        return {name: str(value) for name, value in fields if value is not None}

    def __str__(self) -> str:
        where = f"{self.path}: {self.message}"
        if self.kind is not None:
            where = f"{self.kind} {where}"
        return f"[{self.step}] {where}" if self.step is not None else where


UpgradeNote = Finding
"""A step's note: a :class:`Finding` with its ``kind`` (a :class:`NoteKind`) and ``step``."""


@dataclass
class UpgradeReport:
    """The steps applied from one schema version to another, and every note they made."""

    source: str | None
    from_version: str
    to_version: str
    steps: list[str] = field(default_factory=list)
    notes: list[UpgradeNote] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        """Whether any step ran."""
        return bool(self.steps)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "source": self.source,
            "from": self.from_version,
            "to": self.to_version,
            "steps": list(self.steps),
            "notes": [n.to_dict() for n in self.notes],
        }

    def summary(self) -> dict[str, Any]:
        """Totals, as every ``summary()`` of pt2-serde returns them (a JSON-ready dict): where from and to, how
        many steps ran, and the notes counted by kind (``describe()`` is the text for people)."""
        kinds: dict[str, int] = {}
        for note in self.notes:
            kind = str(note.kind)
            kinds[kind] = kinds.get(kind, 0) + 1
        return {
            "source": self.source,
            "from": self.from_version,
            "to": self.to_version,
            "steps": len(self.steps),
            "notes": dict(sorted(kinds.items())),
        }

    def lines(self) -> list[str]:
        """The report for terminals, a line each: the route, the steps, every note."""
        lines = [f"{self.source or 'payload'}: schema {self.from_version} -> {self.to_version}"]
        lines.append(f"  steps: {', '.join(self.steps) if self.steps else 'none (already at the target)'}")
        for note in self.notes:
            lines.append(f"  {note}")
        return lines

    def describe(self) -> str:
        """A short multi-line text for terminals: :meth:`lines`, joined."""
        return "\n".join(self.lines())

    def __str__(self) -> str:
        return self.describe()
