"""Trees of many small artifacts for the migration benchmarks and tests: copies of bundled corpus artifacts."""

from __future__ import annotations

import itertools
from pathlib import Path

CORPUS = Path(__file__).parent.parent / "tests" / "corpus"
LEGACY_RELEASES = ("2.1.2", "2.2.2", "2.3.1", "2.4.1", "2.5.1")


def legacy_sources(releases: tuple[str, ...] = LEGACY_RELEASES) -> list[Path]:
    """Every bundled ``model.pt2`` written by ``releases``."""
    return sorted(p for release in releases for p in (CORPUS / release).glob("*/model.pt2"))


def populate(root: Path, count: int, releases: tuple[str, ...] = LEGACY_RELEASES) -> list[Path]:
    """Write ``count`` artifacts under ``root`` (cycling through the sources) and return their paths."""
    sources = legacy_sources(releases)
    written = []
    for index, source in zip(range(count), itertools.cycle(sources)):
        target = root / f"group{index % 10:02d}" / f"{index:05d}-{source.parent.parent.name}-{source.parent.name}.pt2"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(source.read_bytes())
        written.append(target)
    return written
