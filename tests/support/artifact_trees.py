"""Trees of many small artifacts for the migration benchmarks and tests: copies of bundled corpus artifacts."""

from __future__ import annotations

import itertools
from pathlib import Path

from release_samples import CORPUS, corpus_releases, legacy_releases, one_per_schema

LEGACY_RELEASES = tuple(legacy_releases())
"""The corpus releases that write legacy zips."""
MIXED_RELEASES = tuple(one_per_schema(corpus_releases()))
"""One corpus release per schema version: every wire format and layout once."""


def legacy_sources(releases: tuple[str, ...] = LEGACY_RELEASES) -> list[Path]:
    """Every bundled ``model.pt2`` written by ``releases``, taken from each release in turn (its models in name
    order), so that any prefix of the list mixes the releases."""
    models = [sorted((CORPUS / release).glob("*/model.pt2")) for release in releases]
    return [p for turn in itertools.zip_longest(*models) for p in turn if p is not None]


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
