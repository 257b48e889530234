"""Per-artifact overhead: the main job with one worker against a read + parse + write + fsync floor (issue #39).

Run: ``python benchmarks/bench_overhead.py``. Both sides handle the 120 artifacts of ``tests/data/corpus`` in one
thread, in this process, interleaved over five rounds (``_timing.round_times``):

- the floor reads each ``.pt2``, parses its zip directory and its program's JSON (orjson), and writes a byte
  copy into a destination tree with ``fsync`` of the file and of its folder: what any tool that looks at
  every artifact and writes a durable output must do;
- the job is ``serde.migrate(corpus, dest=..., workers=1)`` to the installed torch's schema, as the README's
  main job runs it (reading, screening, upgrading, building, verifying, publishing, recording).

It prints both fastest times, the milliseconds per artifact, and their ratio against the 5x target (the
verdict), and beside it the median of each round's own ratio with the range of both sides: the floor is mostly
fsync, whose time on a VM can double from one round to the next, so the fastest times alone can pair a lucky
floor with an ordinary job.

``--instructions`` (needs ``valgrind``) prints instead what does not swing: the instructions one run of the job
and one of the floor execute, by callgrind (``_callgrind``), each the difference of a process doing one run
more than another after the same warm-up. It compares CPU work only: the floor's time is mostly waiting for
fsync, which executes few instructions, so this ratio is no verdict on the 5x target; it shows whether a
change to the per-object path made the job cheaper.
"""

from __future__ import annotations

import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from _callgrind import available, per_run  # noqa: E402
from _floor import CORPUS, floor  # noqa: E402
from _timing import round_times  # noqa: E402

import serde  # noqa: E402

TARGET = 5.0


def job(dest: Path) -> None:
    """The main job, one worker."""
    if dest.exists():
        shutil.rmtree(dest)
    report = serde.migrate(str(CORPUS), dest=str(dest), workers=1)
    assert report.counts["migrated"] == 120, report.counts


def _run(side: str, runs: int) -> None:
    """The child of ``--instructions``: one warm-up run of ``side``, then ``runs`` more."""
    sources = sorted(CORPUS.rglob("*.pt2"))
    with tempfile.TemporaryDirectory() as tmp:
        for index in range(runs + 1):
            dest = Path(tmp) / str(index)
            if side == "floor":
                floor(sources, dest)
            else:
                job(dest)


def count_instructions() -> int:
    """Print the instructions of one run of the job and of the floor (see the module docstring)."""
    if not available():
        print("valgrind is not installed", file=sys.stderr)
        return 2
    spent = per_run(__file__, ("job", "floor"))
    objects = sum(1 for path in CORPUS.rglob("*") if path.is_file())
    print(
        f"one run over {objects} objects (120 artifacts): main job {spent['job'] / 1e6:,.0f} M instructions "
        f"({spent['job'] / objects / 1e3:,.0f} k per object), floor {spent['floor'] / 1e6:,.0f} M: "
        f"{spent['job'] / spent['floor']:.1f}x in CPU work (no verdict: the floor's time is mostly fsync)"
    )
    return 0


def main() -> int:
    """Time both sides; print the ratio; exit 1 if it misses the target."""
    sources = sorted(CORPUS.rglob("*.pt2"))
    with tempfile.TemporaryDirectory() as tmp:
        floors, jobs = round_times(
            lambda: floor(sources, Path(tmp) / "floor"), lambda: job(Path(tmp) / "job"), repeat=5
        )
    floor_seconds, job_seconds = min(floors), min(jobs)
    ratio = job_seconds / floor_seconds
    paired = statistics.median(j / f for j, f in zip(jobs, floors, strict=True))
    verdict = "ok" if ratio <= TARGET else "MISSED"
    print(
        f"{len(sources)} artifacts, one worker: floor (read + parse + write + fsync) {floor_seconds:.2f} s, "
        f"main job {job_seconds:.2f} s ({job_seconds / len(sources) * 1000:.1f} ms per artifact) = "
        f"{ratio:.1f}x the floor (target <= {TARGET:.0f}x) {verdict}; median of the {len(jobs)} rounds' own ratios "
        f"{paired:.1f}x (the floor is mostly fsync, whose time swings within a run: floor {min(floors):.2f}-"
        f"{max(floors):.2f} s, job {min(jobs):.2f}-{max(jobs):.2f} s)"
    )
    return 0 if verdict == "ok" else 1


if __name__ == "__main__":
    if sys.argv[1:2] == ["--run"]:
        _run(sys.argv[2], int(sys.argv[3]))
        sys.exit(0)
    sys.exit(count_instructions() if sys.argv[1:2] == ["--instructions"] else main())
