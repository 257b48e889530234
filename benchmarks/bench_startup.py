"""Start-up time of the command line: ``pt2-serde --help``, ``inspect`` and ``validate`` of a bundled
artifact, each against its target: 0.3 s for ``inspect`` of one artifact in a fresh process (#39), 0.5 s for
the others (the first target, set when every command imported torch and took 5-7 s).

Usage: python benchmarks/bench_startup.py [--runs 5]
Prints the median wall time of each command over ``--runs`` fresh processes, its ratio to its target, and
whether torch was imported.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ARTIFACT = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpus" / "2.4.1" / "mlp" / "model.pt2"
COMMANDS = {
    "--help": (["--help"], 0.5, "the first"),
    "inspect": (["inspect", str(ARTIFACT)], 0.3, "#39's"),
    "validate": (["validate", str(ARTIFACT)], 0.5, "the first"),
}
"""Each command's arguments, its target in seconds, and whose target that is."""
PROBE = (
    "import sys\nfrom serde.cli.commands import main\ntry:\n    main(sys.argv[1:])\nexcept SystemExit:\n    pass\n"
    "print('torch imported' if 'torch' in sys.modules else 'torch not imported', file=sys.stderr)\n"
)


def main() -> None:
    """Print one line per command."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    for label, (arguments, target, whose) in COMMANDS.items():
        times = []
        note = ""
        for _ in range(options.runs):
            started = time.perf_counter()
            done = subprocess.run([sys.executable, "-c", PROBE, *arguments], capture_output=True, text=True)
            times.append(time.perf_counter() - started)
            note = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ""
        median = statistics.median(times)
        print(f"pt2-serde {label:<9} {median:6.3f} s  ({median / target:4.2f}x {whose} {target} s target; {note})")


if __name__ == "__main__":
    main()
