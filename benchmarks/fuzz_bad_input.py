"""Fuzz load/screen/upgrade/save with seeded mutations of the bundled corpus (see tests/support/fuzzing.py).

Usage: python benchmarks/fuzz_bad_input.py [--cases 5000] [--first-seed 0]
Prints the outcome counts, then every case where an exception other than a SerdeError escaped; exits 1
if there was any.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
import traceback
import warnings
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from fuzzing import exercise, mutant  # noqa: E402


def main() -> int:
    """Run the cases and report."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=5000)
    parser.add_argument("--first-seed", type=int, default=0)
    options = parser.parse_args()
    warnings.simplefilter("ignore")
    outcomes: Counter[str] = Counter()
    escaped: list[str] = []
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        for seed in range(options.first_seed, options.first_seed + options.cases):
            description, data = mutant(seed)
            (folder / "in.pt2").write_bytes(data)
            try:
                outcomes[exercise(folder / "in.pt2", folder / "out.pt2")] += 1
            except Exception as exc:  # noqa: BLE001 - reported below
                where = traceback.extract_tb(exc.__traceback__)[-1]
                escaped.append(f"{description}: {type(exc).__name__}: {exc} ({where.filename}:{where.lineno})")
    seconds = time.perf_counter() - started
    print(f"{options.cases} cases in {seconds:.1f} s: " + ", ".join(f"{k} {v}" for k, v in outcomes.most_common()))
    print(f"escaped (not a SerdeError): {len(escaped)}")
    for line in escaped:
        print("  " + line)
    return 1 if escaped else 0


if __name__ == "__main__":
    sys.exit(main())
