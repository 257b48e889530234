"""`UpgradeReport`: what a chain of steps did, and every piece of information it defaulted, derived or lost."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class NoteKind(StrEnum):
    """What a step did with a piece of information it could not carry over verbatim."""

    DEFAULTED = "defaulted"
    DERIVED = "derived"
    DROPPED = "dropped"
    LOSSY = "lossy"


NOTE_KINDS = tuple(NoteKind)


@dataclass(frozen=True)
class UpgradeNote:
    """One item a step could not carry over verbatim: where (JSON path or member), what, and why."""

    step: str
    kind: NoteKind
    path: str
    message: str

    def to_dict(self) -> dict[str, str]:
        """JSON-ready form."""
        return {"step": self.step, "kind": self.kind, "path": self.path, "message": self.message}

    def __str__(self) -> str:
        return f"[{self.step}] {self.kind} {self.path}: {self.message}"


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
            kinds[note.kind] = kinds.get(note.kind, 0) + 1
        return {
            "source": self.source,
            "from": self.from_version,
            "to": self.to_version,
            "steps": len(self.steps),
            "notes": dict(sorted(kinds.items())),
        }

    def describe(self) -> str:
        """A short multi-line text for terminals: the route, the steps, every note."""
        lines = [f"{self.source or 'payload'}: schema {self.from_version} -> {self.to_version}"]
        lines.append(f"  steps: {', '.join(self.steps) if self.steps else 'none (already at the target)'}")
        for note in self.notes:
            lines.append(f"  {note}")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.describe()
