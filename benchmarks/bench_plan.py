"""A plan costs a fraction of a migration (issue #82, item 5).

Run: ``python benchmarks/bench_plan.py``. Over the bundled corpus (120 artifacts and their sidecar files), in
one process with one worker thread, after a warm-up: the CPU time (``time.process_time``, every thread of the
process; steadier than the wall clock on a shared machine) of

- a migration into an empty destination (read, chain, build, verify, write each artifact);
- a plan into an empty destination: the chain runs for each artifact, since nothing else says what it would
  do, but no output is built, verified or written;
- a plan over a destination whose outputs are up to date: decided from the listing and the outputs' source
  records, no artifact read.

Each is run several times, the least CPU kept; the ratios to the migration are printed, the first against
the target of one half (the chain is a third to a half of a migration's work) and the second against 10%.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

import serde

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "corpus"
ROUNDS = 3
TARGET_FRESH = 0.5
TARGET_UP_TO_DATE = 0.10


def _cpu(dest: Path, *, plan: bool) -> float:
    started = time.process_time()
    report = serde.migrate(str(CORPUS), dest=str(dest), dry_run=plan, workers=1)
    spent = time.process_time() - started
    assert report.ok, report.summary()
    return spent


def main() -> int:
    """Time migrations and plans; print the ratios; exit 1 if one misses its target."""
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp)
        _cpu(scratch / "warm", plan=False)
        migrations = [_cpu(scratch / f"out{index}", plan=False) for index in range(ROUNDS)]
        fresh_plans = [_cpu(scratch / f"empty{index}", plan=True) for index in range(ROUNDS)]
        up_to_date_plans = [_cpu(scratch / "out0", plan=True) for _ in range(ROUNDS)]
    migration, fresh, up_to_date = min(migrations), min(fresh_plans), min(up_to_date_plans)
    print(f"migration of {CORPUS.relative_to(ROOT)}: {migration:.2f} s CPU")
    print(f"plan into an empty destination: {fresh:.2f} s CPU = {fresh / migration:.2f}x (target <= {TARGET_FRESH})")
    print(
        f"plan over up-to-date outputs: {up_to_date:.2f} s CPU = {up_to_date / migration:.2f}x "
        f"(target <= {TARGET_UP_TO_DATE})"
    )
    met = fresh / migration <= TARGET_FRESH and up_to_date / migration <= TARGET_UP_TO_DATE
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
