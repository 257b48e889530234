"""Torch release series and ranges of them: the one parser of a release string (``"2.4.1"`` → series 2.4) and
the one range type every release fact is written with (first and last series, inclusive; an open end means
"and every later release")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from packaging.version import InvalidVersion, Version

from serde.errors import VersionError

__all__ = ["ReleaseRange", "Series", "series_of"]


@dataclass(frozen=True, order=True)
class Series:
    """A torch release series (major, minor): patch releases of one series write and read alike."""

    major: int
    minor: int

    def __str__(self) -> str:
        return f"{self.major}.{self.minor}"


@lru_cache(maxsize=256)
def series_of(release: str) -> Series:
    """The series of a torch release such as ``"2.4.1"``, ``"2.4"`` or ``"2.6.0+cpu"``; VersionError otherwise.
    Remembered for the last 256 strings: release facts ask it for the same few releases hundreds of
    thousands of times in a ``matrix`` or ``check`` run (PEP 440 parsing each time was 2 of its seconds)."""
    try:
        parts = Version(release).release
    except InvalidVersion:
        raise VersionError(f"not a torch version: {release!r}") from None
    return Series(parts[0], parts[1] if len(parts) > 1 else 0)


@dataclass(frozen=True)
class ReleaseRange:
    """The series from ``first`` to ``last`` inclusive (``last`` None: no end)."""

    first: Series
    last: Series | None = None

    @classmethod
    def parse(cls, first: str, last: str | None = None) -> ReleaseRange:
        """The range between two release strings (``"2.3"``, ``"2.6"``; ``last`` None for an open end)."""
        return cls(series_of(first), None if last is None else series_of(last))

    def __contains__(self, release: object) -> bool:
        """Whether a release (string) or a :class:`Series` lies in the range."""
        series = release if isinstance(release, Series) else series_of(str(release))
        return self.first <= series and (self.last is None or series <= self.last)

    def __str__(self) -> str:
        if self.last is None:
            return f"{self.first}+"
        return str(self.first) if self.first == self.last else f"{self.first} to {self.last}"
