"""The command line's main job, process start included, against the floor process (issue #82, item 4).

Run: ``python benchmarks/bench_cli_job.py [--rounds 5] [--instructions]``. Two fresh processes over the 120
artifacts of ``tests/data/corpus``, each into an empty destination:

- the job: ``python -m serde migrate CORPUS --dest DEST`` (what ``pt2-serde migrate`` runs, to the installed
  torch's schema, one line of summary);
- the floor: a Python process that reads each artifact, parses its zip directory and program JSON and writes
  it with ``fsync`` (``bench_overhead.floor``), importing what it needs (orjson, zipfile) and nothing more.

A third process, ``migrate --artifacts-only``, is measured beside them: the job without its 481 verbatim copies
of the corpus' other files, each written as durably as an artifact (temporary file, fsync, rename, fsync of the
folder), which the floor does not write. The goal is for the job itself; the third figure says how much of the
gap is those copies.

It prints the CPU time (user + system, from ``wait4``) and wall time of each, fastest of ``--rounds``
interleaved rounds, and their ratios against the goal of #82 (at most 3x). ``--instructions`` (needs
``valgrind``) counts instead the user-space instructions of one process of each under callgrind: the figure
that does not swing with the machine, though it leaves out the kernel's share (fsync, mkdir), which the
CPU-time figure holds.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _callgrind import available, instructions
from _floor import CORPUS, floor

GOAL = 3.0
HERE = Path(__file__).resolve()


def _commands(dest: Path) -> dict[str, list[str]]:
    return {
        "job": _job(dest / "job"),
        "floor": [sys.executable, str(HERE), "--floor", str(dest / "floor")],
        "artifacts": [*_job(dest / "artifacts"), "--artifacts-only"],
    }


def _job(dest: Path) -> list[str]:
    return [sys.executable, "-m", "serde", "migrate", str(CORPUS), "--dest", str(dest)]


def _timed(command: list[str]) -> tuple[float, float]:
    """CPU seconds (user + system) and wall seconds of one process running ``command``."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - started
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"{command} failed: {process.stderr.read().decode() if process.stderr else ''}")
    return usage.ru_utime + usage.ru_stime, wall


def _times(rounds: int) -> dict[str, tuple[list[float], list[float]]]:
    measured: dict[str, tuple[list[float], list[float]]] = {side: ([], []) for side in _commands(Path())}
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(rounds + 1):  # the first round warms the page cache and is not counted
            for side, command in _commands(Path(tmp)).items():
                cpu, wall = _timed(command)
                measured[side][0].append(cpu)
                measured[side][1].append(wall)
                shutil.rmtree(Path(tmp) / side)
    return {side: (cpu[1:], wall[1:]) for side, (cpu, wall) in measured.items()}


def main() -> int:
    """Measure and print; exit status 1 when the CPU-time ratio misses the goal."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--instructions", action="store_true")
    options = parser.parse_args()
    if options.instructions:
        if not available():
            print("valgrind is not installed", file=sys.stderr)
            return 2
        with tempfile.TemporaryDirectory() as tmp:
            counted = {side: instructions(*command[1:]) for side, command in _commands(Path(tmp)).items()}
        ratio = counted["job"] / counted["floor"]
        print(
            f"one process over the 120 bundled artifacts: job {counted['job'] / 1e6:,.0f} M instructions, floor "
            f"{counted['floor'] / 1e6:,.0f} M: {ratio:.2f}x (goal of #82: <= {GOAL:g}x, in CPU time); "
            f"--artifacts-only {counted['artifacts'] / 1e6:,.0f} M: {counted['artifacts'] / counted['floor']:.2f}x"
        )
        return 0
    measured = _times(options.rounds)
    job_cpu, job_wall = (min(values) for values in measured["job"])
    floor_cpu, floor_wall = (min(values) for values in measured["floor"])
    artifacts_cpu, artifacts_wall = (min(values) for values in measured["artifacts"])
    ratio = job_cpu / floor_cpu
    print(
        f"one process over the 120 bundled artifacts, fastest of {options.rounds}: job {job_cpu:.2f} s CPU "
        f"({job_wall:.2f} s wall), floor {floor_cpu:.2f} s CPU ({floor_wall:.2f} s wall)"
    )
    print(
        f"CPU {ratio:.2f}x, wall {job_wall / floor_wall:.2f}x (goal of #82: <= {GOAL:g}x) "
        f"{'ok' if ratio <= GOAL else 'MISSED'}"
    )
    print(
        f"--artifacts-only (no verbatim copies of the other files): {artifacts_cpu:.2f} s CPU ({artifacts_wall:.2f} s "
        f"wall), CPU {artifacts_cpu / floor_cpu:.2f}x, wall {artifacts_wall / floor_wall:.2f}x"
    )
    return 0 if ratio <= GOAL else 1


if __name__ == "__main__":
    if sys.argv[1:2] == ["--floor"]:
        floor(sorted(CORPUS.rglob("*.pt2")), Path(sys.argv[2]))
        raise SystemExit(0)
    raise SystemExit(main())
