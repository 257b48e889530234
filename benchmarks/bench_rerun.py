"""A no-op re-run of the README's main job costs at most 20% of a fresh run (issue #37).

Run: ``python benchmarks/bench_rerun.py``. Both runs are the README's third command, timed as the user
meets it (a new ``pt2-serde`` process each): a fresh run into an empty destination, then a re-run over
the same sources, which must find every output up to date from its source record (a listing and two small
reads per artifact) rather than read and upgrade the sources again. Each is timed several times, fastest
kept; the ratio of the re-run to the fresh run is printed against the 20% target.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "corpus"
TARGET = 0.20
ROUNDS = 3


def _run(dest: Path) -> tuple[float, dict[str, object]]:
    command = [sys.executable, "-m", "serde", "migrate", str(CORPUS), "--dest", str(dest), "--format", "json"]
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=True, cwd=ROOT)
    return time.perf_counter() - started, json.loads(done.stdout)


def main() -> int:
    """Time fresh runs and no-op re-runs; print the ratio; exit 1 if it misses the target."""
    fresh_times, rerun_times = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for index in range(ROUNDS):
            dest = Path(tmp) / f"out{index}"
            seconds, fresh = _run(dest)
            fresh_times.append(seconds)
            assert fresh["migrated"] == fresh["artifacts"], fresh
            seconds, rerun = _run(dest)
            rerun_times.append(seconds)
            assert rerun["migrated"] == 0 and rerun["up_to_date"] == fresh["artifacts"], rerun
            shutil.rmtree(dest)
    fresh_best, rerun_best = min(fresh_times), min(rerun_times)
    ratio = rerun_best / fresh_best
    verdict = "ok" if ratio <= TARGET else "MISSED"
    print(
        f"main job on {fresh['artifacts']} artifacts ({fresh['objects']} objects): fresh run {fresh_best:.2f} s, "
        f"no-op re-run {rerun_best:.2f} s = {ratio:.0%} of a fresh run (target <= {TARGET:.0%}) {verdict}"
    )
    return 0 if verdict == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
