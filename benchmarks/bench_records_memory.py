"""What a default ``serde.migrate`` holds for its records: a plan over 200,000 objects on memory://, with the
records the report keeps by default (on disk: ``SpooledRecords``) against ``keep_records=False`` (totals only).

Run: ``python benchmarks/bench_records_memory.py [--objects N]``. Each run is a fresh process that fills its
store, resets its peak RSS (``/proc/self/clear_refs``), runs the plan and prints the peak over where it
started. Issue #81 measured +234 MB (records in memory) against +54 MB (``keep_records=False``) for 200,000;
the goal: a default run within the memory of a ``keep_records=False`` one.
"""

from __future__ import annotations

import argparse
import subprocess
import sys

CHILD = r"""
import sys
import serde
from fsspec.implementations.memory import MemoryFile, MemoryFileSystem

count, keep = int(sys.argv[1]), sys.argv[2] == "keep"
fs = MemoryFileSystem()
for index in range(count):
    path = f"/records/f{index // 1000:04d}/o{index % 1000:04d}.bin"
    fs.store[path] = MemoryFile(fs, path, b"not an artifact %d" % index)

def rss_kib(field):
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith(field))

with open("/proc/self/clear_refs", "w") as refs:
    refs.write("5")
before = rss_kib("VmRSS:")
report = serde.migrate("memory://records", dry_run=True, workers=2, keep_records=keep)
assert report.tally.objects == count
print((rss_kib("VmHWM:") - before) / 1024, len(report.records))
"""


def main() -> int:
    """Both runs, and the ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--objects", type=int, default=200_000)
    count = parser.parse_args().objects
    peaks = {}
    for mode in ("keep", "totals"):
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(count), mode], capture_output=True, text=True, check=True
        )
        megabytes, kept = done.stdout.split()
        peaks[mode] = float(megabytes)
        print(f"{mode:>6}: +{peaks[mode]:.0f} MB peak RSS over the start, {kept} records kept")
    ratio = peaks["keep"] / peaks["totals"] if peaks["totals"] else float("inf")
    print(f"default run over keep_records=False: {ratio:.2f}x ({count} objects; #81: within the latter's memory)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
