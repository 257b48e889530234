"""`SchemaVersion`: the (major, minor) number torch writes into every program payload (parsing and order)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TypeAlias

from serde.errors import VersionError

__all__ = ["SchemaVersion", "VersionLike"]


_VERSION_TEXT = re.compile(r"^\s*(\d+)(?:\.(\d+))?\s*$")


@dataclass(frozen=True, order=True)
class SchemaVersion:
    """A torch.export schema version; totally ordered by (major, minor).

    Schemas 1 and 2 were plain integers on the wire; they are ``SchemaVersion(1, 0)`` and
    ``SchemaVersion(2, 0)`` here.
    """

    major: int
    minor: int = 0

    def __post_init__(self) -> None:
        for part in (self.major, self.minor):
            if type(part) is not int or part < 0:
                raise VersionError(f"schema version parts must be non-negative integers, got {part!r}")

    @classmethod
    def parse(cls, value: VersionLike) -> SchemaVersion:
        """Read ``"8.20"``, ``(8, 20)``, ``1``, ``{"major": 8, "minor": 20}`` or a SchemaVersion."""
        if isinstance(value, SchemaVersion):
            return value
        if type(value) is int:
            return cls(value, 0)
        if isinstance(value, str):
            match = _VERSION_TEXT.match(value)
            if not match:
                raise VersionError(f"not a schema version: {value!r} (expected 'MAJOR' or 'MAJOR.MINOR')")
            return cls(int(match.group(1)), int(match.group(2) or 0))
        if isinstance(value, (tuple, list)) and len(value) in (1, 2):
            return cls(*value)
        if isinstance(value, dict) and set(value) == {"major", "minor"}:
            return cls(value["major"], value["minor"])
        raise VersionError(f"not a schema version: {value!r}")

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}"


VersionLike: TypeAlias = SchemaVersion | str | int | tuple[int, int] | tuple[int] | list[int] | Mapping[str, int]
"""Everything :meth:`SchemaVersion.parse` reads: a SchemaVersion, ``"8.20"``, ``8``, ``(8, 20)`` or the wire's
``{"major": 8, "minor": 20}``. Targets (``to=``) also take a torch release or ``"torch"``, both strings."""
