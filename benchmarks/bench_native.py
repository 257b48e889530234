"""What the compiled C checker (``serde/program/_native.c``) earns over the generated Python checker it shadows.

Run: ``python benchmarks/bench_native.py``. Both give the same verdict (``tests/serde/program/test_native.py``
holds them to it on every corpus program and on mutated ones); the C one reads attacker-controlled data in C,
so it must be worth it. On the bundled large programs (24-layer models written by torch 2.1.2, 2.4.1, 2.5.1 and
2.13.0, upgraded to the newest schema so that both check the same spec) and on the 120 bundled corpus
programs, the validation of each payload is timed both ways, fastest of several rounds, and the ratio
Python / C printed; then the main job's CPU time (``serde.migrate`` of the corpus, one worker) with the C checker
and with ``PT2_SERDE_NATIVE=off``, each in a fresh process. ``--instructions`` also counts
callgrind instructions for the largest program (needs valgrind), where wall time swings.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

import _callgrind  # noqa: E402
from _programs import large_legacy_program  # noqa: E402
from _timing import fastest_times  # noqa: E402

import serde  # noqa: E402
from serde.program import native  # noqa: E402
from serde.program.validate import _checker  # noqa: E402

RELEASES = ("2.1.2", "2.4.1", "2.5.1", "2.13.0")
CORPUS = ROOT / "tests" / "data" / "corpus"
PROBE = """
import sys
sys.path.insert(0, {root!r})
import serde
from serde.program import native
from serde.program.validate import _checker
program = serde.upgrade(serde.decode(open({path!r}, 'rb').read())).artifact.program
version = serde.newest_version()
root = serde.spec_for(version).root
check = native.native_checker(version, root) if sys.argv[1] == 'c' else _checker(version, root)
for _ in range(int(sys.argv[2])):
    check(program)
"""


def _programs() -> list[tuple[str, dict[str, object]]]:
    """The payloads checked: each large program and the corpus, upgraded to the newest schema."""
    found = []
    for release in RELEASES:
        payload = serde.decode(large_legacy_program(release))
        found.append((f"large {release}", serde.upgrade(payload).artifact.program))
    corpus = [serde.upgrade(serde.load(str(p))).artifact.program for p in sorted(CORPUS.glob("*/*/model.pt2"))]
    found.append((f"corpus ({len(corpus)} programs)", {"many": corpus}))
    return found


JOB = """
import sys, tempfile, time
sys.path.insert(0, {root!r})
import serde
serde.migrate({corpus!r} + "/2.4.1", dest=tempfile.mkdtemp() + "/warm", workers=1)
started = time.process_time()
serde.migrate({corpus!r}, dest=tempfile.mkdtemp() + "/out", workers=1)
print(time.process_time() - started)
"""


def _job_seconds(native_on: bool) -> float:
    """The CPU seconds of the main job in a fresh process, with or without the C checker."""
    import os
    import subprocess

    environment = {**os.environ, native.ENVIRONMENT: "on" if native_on else "off"}
    done = subprocess.run(
        [sys.executable, "-c", JOB.format(root=str(ROOT), corpus=str(CORPUS))],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
    )
    return float(done.stdout.split()[-1])


def main() -> int:
    """Print the Python / C ratios; exit 1 when the C checker is missing."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--instructions", action="store_true", help="also count callgrind instructions")
    args = parser.parse_args()
    version = serde.newest_version()
    root = serde.spec_for(version).root
    c_checker = native.native_checker(version, root)
    if c_checker is None:
        print("the C checker is not built here (no compiler at install time, or PT2_SERDE_NATIVE=off)")
        return 1
    python_checker = _checker(version, root)
    for label, program in _programs():
        batch = program["many"] if "many" in program else [program]

        def with_c(batch: list[object] = batch) -> None:
            for item in batch:
                c_checker(item)

        def with_python(batch: list[object] = batch) -> None:
            for item in batch:
                python_checker(item)

        c_time, python_time = fastest_times(with_c, with_python, repeat=5)
        ratio = python_time / c_time
        print(f"{label}: C {c_time * 1e3:.2f} ms, Python {python_time * 1e3:.2f} ms: Python / C = {ratio:.1f}x")
    job = [_job_seconds(native_on) for native_on in (True, False) for _ in range(3)]
    with_c, without = min(job[:3]), min(job[3:])
    print(f"main job, CPU: {with_c:.2f} s with the C checker, {without:.2f} s without: {without / with_c - 1:+.0%}")
    if args.instructions and _callgrind.available():
        import tempfile

        with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as script:
            path = str(Path(__file__).resolve().parent / "large" / "2.13.0" / "program.json")
            script.write(PROBE.format(root=str(ROOT), path=path))
        counts = {}
        for kind in ("c", "python"):
            counts[kind] = _callgrind.instructions(script.name, kind, "6") - _callgrind.instructions(
                script.name, kind, "1"
            )
        print(
            f"large 2.13.0, five checks, callgrind: C {counts['c'] / 1e6:.1f} M, Python {counts['python'] / 1e6:.1f} M "
            f"instructions: Python / C = {counts['python'] / counts['c']:.1f}x"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
