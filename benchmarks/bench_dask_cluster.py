"""The bundled corpus migrated on a real Dask cluster (a ``dask scheduler`` and ``dask worker`` processes
started on their own, as on a cluster) against one thread in this process: wall time, and the ratio.

Run: ``python benchmarks/bench_dask_cluster.py [--workers 2]``. Prints the seconds of each and
``dask/one-thread speed``; a ratio under 1 means the cluster was slower than one thread (issue #82 sets the
goal: two worker processes at least 1.7 times one thread on this corpus).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import distributed

import serde

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpus"
DASK = Path(sys.executable).with_name("dask")


@contextlib.contextmanager
def cluster(folder: Path, workers: int) -> Iterator[str]:
    """A scheduler and ``workers`` single-threaded worker processes on 127.0.0.1; the scheduler's address."""
    scheduler_file = folder / "scheduler.json"
    quiet = {"stdout": subprocess.DEVNULL, "stderr": subprocess.DEVNULL}
    scheduler = [str(DASK), "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard"]
    processes = [subprocess.Popen([*scheduler, "--scheduler-file", str(scheduler_file)], **quiet)]  # type: ignore[call-overload]
    try:
        while not scheduler_file.exists():
            time.sleep(0.1)
        address = json.loads(scheduler_file.read_text())["address"]
        worker = [str(DASK), "worker", address, "--nworkers", str(workers), "--nthreads", "1", "--no-dashboard"]
        processes.append(subprocess.Popen([*worker, "--host", "127.0.0.1"], **quiet))  # type: ignore[call-overload]
        yield address
    finally:
        for process in processes:
            process.terminate()
            process.wait(timeout=30)


def main() -> int:
    """Time both runs and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        serde.migrate(str(CORPUS / "2.4.1"), dest=str(folder / "warm"), workers=1)  # imports, caches
        started = time.perf_counter()
        alone = serde.migrate(str(CORPUS), dest=str(folder / "one-thread"), workers=1)
        one_thread = time.perf_counter() - started
        with cluster(folder, options.workers) as address, distributed.Client(address) as client:
            client.wait_for_workers(options.workers, timeout=120)
            serde.migrate(str(CORPUS / "2.4.1"), dest=str(folder / "warm-dask"), executor=client)
            started = time.perf_counter()
            spread = serde.migrate(str(CORPUS), dest=str(folder / "dask"), executor=client)
            on_dask = time.perf_counter() - started
    assert alone.counts == spread.counts, (alone.counts, spread.counts)
    artifacts = alone.summary()["artifacts"]
    print(f"one thread: {one_thread:.1f} s for {artifacts} artifacts ({alone.tally.objects} objects)")
    print(f"dask, {options.workers} worker processes: {on_dask:.1f} s")
    print(f"dask/one-thread speed: {one_thread / on_dask:.2f}x (goal of #82: 1.7x with 2 workers)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
