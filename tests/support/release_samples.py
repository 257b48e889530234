"""Lists of torch releases for tests, derived from what the repository holds (the corpus folders) and from the
release profiles (``serde.releases.profile``), never written out: a new torch release joins them by its corpus
folder and its spec, with no test to edit."""

from __future__ import annotations

from collections.abc import Iterable

from packaging.version import Version
from project_paths import DATA

from serde.releases.profile import profile

CORPUS = DATA / "corpus"
MULTI_PROGRAM = DATA / "multi_program"


def corpus_releases() -> list[str]:
    """Every release with artifacts in the bundled corpus, oldest first."""
    return sorted((p.name for p in CORPUS.iterdir() if p.is_dir() and any(p.glob("*/model.pt2"))), key=Version)


def legacy_releases() -> list[str]:
    """The corpus releases whose ``torch.export.save`` writes a legacy zip (not a PT2 archive)."""
    return [r for r in corpus_releases() if not profile(r).layout.is_pt2]


def one_per_schema(releases: Iterable[str]) -> list[str]:
    """The oldest of ``releases`` for each schema version they write, oldest first: every wire format once."""
    chosen: dict[object, str] = {}
    for release in sorted(releases, key=Version):
        chosen.setdefault(profile(release).schema, release)
    return list(chosen.values())


def multi_program_releases() -> list[str]:
    """The releases with a bundled multi-program archive (``tests/data/multi_program/<release>.pt2``), oldest first."""
    return sorted((p.stem for p in MULTI_PROGRAM.glob("*.pt2")), key=Version)
