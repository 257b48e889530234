"""Migration throughput: 1,000 small legacy artifacts (torch 2.1-2.5, full chains to 8.20).

Run: ``python benchmarks/bench_migrate.py [--s3]``. Targets (issue #5): local -> local at >= 100
artifacts/s on a 2-core machine; on moto S3, within 2x of the time to merely copy the same objects
with the same worker count.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent.parent / "tests"))

from artifact_trees import populate  # noqa: E402

import serde  # noqa: E402

COUNT = 1000
LOCAL_TARGET = 100.0
S3_TARGET = 2.0


def local(workers: int) -> bool:
    """Migrate a local tree into another local tree; print artifacts/s."""
    with tempfile.TemporaryDirectory() as tmp:
        source = Path(tmp) / "source"
        populate(source, COUNT)
        serde.migrate(str(source / "group00"), dest=str(Path(tmp) / "warm-up"), workers=workers)
        started = time.perf_counter()
        report = serde.migrate(str(source), dest=str(Path(tmp) / "migrated"), workers=workers)
        seconds = time.perf_counter() - started
    rate = COUNT / seconds
    counts = report.counts
    verdict = "ok" if rate >= LOCAL_TARGET and counts["migrated"] == COUNT else "MISSED"
    print(
        f"local -> local: {COUNT} artifacts in {seconds:.2f} s = {rate:.0f} artifacts/s with {workers} workers "
        f"(target >= {LOCAL_TARGET:.0f}/s) {verdict}; {counts}"
    )
    return verdict == "ok"


def s3(workers: int) -> bool:
    """Migrate in place on moto S3 and compare with a plain copy of the same objects."""
    import s3fs
    from servers import moto_server

    os.environ.setdefault("AWS_ACCESS_KEY_ID", "testing")
    os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "testing")
    with moto_server() as endpoint, tempfile.TemporaryDirectory() as tmp:
        options = {"endpoint_url": endpoint, "key": "testing", "secret": "testing"}
        fs = s3fs.S3FileSystem(**options)
        fs.mkdir("bench")
        paths = populate(Path(tmp), COUNT)
        keys = [f"bench/source/{p.relative_to(tmp)}" for p in paths]
        with ThreadPoolExecutor(workers) as pool:
            list(pool.map(lambda pair: fs.pipe_file(pair[1], pair[0].read_bytes()), zip(paths, keys, strict=True)))
        started = time.perf_counter()
        with ThreadPoolExecutor(workers) as pool:
            list(pool.map(lambda key: fs.pipe_file(key.replace("source", "copy", 1), fs.cat_file(key)), keys))
        copy_seconds = time.perf_counter() - started
        started = time.perf_counter()
        report = serde.migrate("s3://bench/source", workers=workers, storage_options=options)
        seconds = time.perf_counter() - started
    ratio = seconds / copy_seconds
    verdict = "ok" if ratio <= S3_TARGET and report.counts["migrated"] == COUNT else "MISSED"
    print(
        f"moto S3 in place: {seconds:.2f} s ({COUNT / seconds:.0f}/s) vs plain copy {copy_seconds:.2f} s: "
        f"ratio {ratio:.2f} (target <= {S3_TARGET}) {verdict}; {report.counts}"
    )
    return verdict == "ok"


def main() -> int:
    """Run the local measurement, and the S3 one with ``--s3``."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--workers", type=int, default=8)
    parser.add_argument("--s3", action="store_true", help="also measure against a local moto S3 server")
    args = parser.parse_args()
    ok = local(args.workers)
    if args.s3:
        ok &= s3(args.workers)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
