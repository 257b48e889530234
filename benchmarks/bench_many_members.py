"""Reading archives with many members: pt2-serde's load + reading every member vs. zipfile alone.

Usage: python benchmarks/bench_many_members.py [--counts 4000 20000 100000]
Builds a P2 artifact (the bundled torch 2.13 mlp) with N extra files (the 100k case pads it past 64 MiB,
so it is read through random access rather than whole), then prints both times and their ratio. The
baseline is a plain ``zipfile.ZipFile`` opening the archive and reading every member once.
"""

from __future__ import annotations

import argparse
import tempfile
import time
import zipfile
from pathlib import Path

import serde

MLP = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpus" / "2.13.0" / "mlp" / "model.pt2"


def _build(path: Path, count: int) -> None:
    padding = 700 if count >= 100_000 else 10
    with zipfile.ZipFile(MLP) as old, zipfile.ZipFile(path, "w") as new:
        for info in old.infolist():
            new.writestr(info, old.read(info))
        for index in range(count):
            new.writestr(f"model/extra/f{index}", b"x" * padding)


def _zipfile_alone(path: Path) -> float:
    started = time.perf_counter()
    with zipfile.ZipFile(path) as archive:
        for info in archive.infolist():
            archive.read(info)
    return time.perf_counter() - started


def _pt2_serde(path: Path) -> float:
    started = time.perf_counter()
    artifact = serde.load(str(path))
    for blob in artifact.members.values():
        blob.read()
    return time.perf_counter() - started


def main() -> None:
    """Print one line per member count."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--counts", type=int, nargs="+", default=[4000, 20000, 100000])
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        for count in options.counts:
            path = Path(scratch) / f"many-{count}.pt2"
            _build(path, count)
            baseline, ours = _zipfile_alone(path), _pt2_serde(path)
            print(
                f"{count:7d} members, {path.stat().st_size / 2**20:6.1f} MiB: zipfile {baseline:6.2f} s, "
                f"pt2-serde {ours:6.2f} s ({ours / baseline:4.1f}x)"
            )


if __name__ == "__main__":
    main()
