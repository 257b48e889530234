"""Trees of many small artifacts for the migration benchmarks and tests: copies of bundled corpus artifacts."""

from __future__ import annotations

import itertools
from pathlib import Path

CORPUS = Path(__file__).parent / "corpus"
LEGACY_RELEASES = ("2.1.2", "2.2.2", "2.3.1", "2.4.1", "2.5.1")
MIXED_RELEASES = LEGACY_RELEASES + ("2.6.0", "2.7.1", "2.8.0", "2.9.1", "2.11.0", "2.13.0")


def legacy_sources(releases: tuple[str, ...] = LEGACY_RELEASES) -> list[Path]:
    """Every bundled ``model.pt2`` written by ``releases``."""
    return sorted(p for release in releases for p in (CORPUS / release).glob("*/model.pt2"))


def upload(paths: list[Path], root: Path, bucket_url: str, storage_options: dict[str, object]) -> list[str]:
    """Copy local files (below ``root``) under ``bucket_url`` with 8 threads; return their URLs."""
    from concurrent.futures import ThreadPoolExecutor

    from backends import open_store

    store, base = open_store(bucket_url, **storage_options)

    def put(path: Path) -> str:
        target = store.join(base, str(path.relative_to(root)))
        store.write_bytes(target, path.read_bytes())
        return store.url(target)

    with ThreadPoolExecutor(8) as pool:
        return list(pool.map(put, paths))


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
