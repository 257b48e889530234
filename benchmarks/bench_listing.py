"""A plan over a bucket of millions: ``migrate --plan`` walks its path one folder at a time.

Run: ``python benchmarks/bench_listing.py`` (``--objects N`` for memory://, ``--s3-objects N`` for the moto
bucket, ``--skip-s3``, ``--skip-memory``). Each run is a fresh process that fills its store, then runs the
command ``pt2-serde migrate URL --plan --format jsonl`` in that process (memory:// lives in it), which streams
one JSON line per record as it completes, and prints:

- the peak RSS of the plan over the process's RSS just before it (the peak is reset first, through
  ``/proc/self/clear_refs``, so filling the store does not count);
- the seconds until the first record's line;
- as the baseline, the peak RSS over the same starting point of holding the path's whole listing (the path
  and state of every object, sorted), as a run did before it walked pages, measured in the same process.
  A lower bound of what runs held before: fsspec's ``find(detail=True)``, which they called, also builds
  an info dict per object (and on memory:// scans every key once per folder, minutes for this tree).

The objects are small files that are not artifacts (each read and recognised as such, as a plan does),
1,000 per folder (prefix), with one real artifact every ten folders. Targets (issue #39): peak RSS <= 300 MB
over baseline and the first record within 5 s, over 1,000,000 objects on memory:// and on a moto bucket of a
size that fits the machine (moto holds every object in its own process: 50,000 by default).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "tests"))

RSS_TARGET_MB = 300
FIRST_RECORD_TARGET_S = 5.0
PER_FOLDER = 1000

CHILD = r"""
import gc, json, os, sys, threading, time
import serde
from backends import open_store

kind, count, artifact, endpoint = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
PER_FOLDER = int(sys.argv[5])
model = open(artifact, "rb").read()

def name(index):
    folder = index // PER_FOLDER
    if index % PER_FOLDER == 0 and folder % 10 == 0:
        return f"f{folder:05d}/model.pt2", model
    return f"f{folder:05d}/o{index % PER_FOLDER:04d}.bin", b"not an artifact %d" % index

if kind == "memory":
    from fsspec.implementations.memory import MemoryFile, MemoryFileSystem
    fs = MemoryFileSystem()
    for index in range(count):
        path, data = name(index)
        fs.store["/bench/" + path] = MemoryFile(fs, "/bench/" + path, data)
    url, options = "memory://bench", {}
else:
    import boto3
    from concurrent.futures import ThreadPoolExecutor
    client = boto3.client("s3", endpoint_url=endpoint, aws_access_key_id="testing",
                          aws_secret_access_key="testing", region_name="us-east-1")
    client.create_bucket(Bucket="bench")
    def put(index):
        path, data = name(index)
        client.put_object(Bucket="bench", Key=path, Body=data)
    with ThreadPoolExecutor(16) as pool:
        list(pool.map(put, range(count), chunksize=256))
    url, options = "s3://bench", {"endpoint_url": endpoint, "key": "testing", "secret": "testing"}

def rss_mb(field):
    for line in open("/proc/self/status"):
        if line.startswith(field):
            return int(line.split()[1]) / 1024

def reset_peak():
    gc.collect()
    with open("/proc/self/clear_refs", "w") as handle:
        handle.write("5")
    return rss_mb("VmRSS:")

store, root = open_store(url, **options)
base = reset_peak()
whole = sorted((entry for page in store.pages(root) for entry in page.files), key=lambda entry: entry[0])
listed_whole = len(whole)
whole_peak = rss_mb("VmHWM:") - base
del whole
store.fs.invalidate_cache()

class Lines:
    # Standard output of the command: the time of its first line (a record, as --format jsonl streams them)
    # and its last (the summary); everything else is counted and dropped.
    def __init__(self):
        self.first, self.last, self.count = None, "", 0
    def write(self, text):
        if self.first is None:
            self.first = time.perf_counter() - started
        if text.strip():
            self.last = text
        self.count += text.count("\n")
        return len(text)
    def flush(self):
        pass
    def isatty(self):
        return False

from serde.cli.commands import main
arguments = ["migrate", url, "--plan", "--schema", "8.20", "--format", "jsonl"]
arguments += ["--storage-options", json.dumps(options)]
base = reset_peak()
lines = Lines()
real_stdout, sys.stdout = sys.stdout, lines
started = time.perf_counter()
try:
    main(arguments, standalone_mode=False)
except SystemExit:
    pass
seconds = time.perf_counter() - started
sys.stdout = real_stdout
summary = json.loads(lines.last)["summary"]
print(json.dumps({"peak": rss_mb("VmHWM:") - base, "first": lines.first, "seconds": seconds,
                  "objects": summary["objects"], "artifacts": summary["artifacts"], "listed_whole": listed_whole,
                  "whole_peak": whole_peak}))
"""


def run(kind: str, count: int, artifact: Path, endpoint: str = "") -> bool:
    """Fill a store of ``kind`` with ``count`` objects in a fresh process, plan over it, print one line."""
    done = subprocess.run(
        [sys.executable, "-c", CHILD, kind, str(count), str(artifact), endpoint, str(PER_FOLDER)],
        check=True,
        capture_output=True,
        text=True,
        env={**os.environ, "AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing"},
    )
    numbers = json.loads(done.stdout.strip().splitlines()[-1])
    ok = numbers["peak"] <= RSS_TARGET_MB and numbers["first"] <= FIRST_RECORD_TARGET_S
    assert numbers["objects"] == numbers["listed_whole"] == count, numbers
    print(
        f"{kind:>6} {count:>9,} objects ({numbers['artifacts']} artifacts): plan in {numbers['seconds']:7.1f} s, "
        f"first record after {numbers['first']:5.2f} s (target <= {FIRST_RECORD_TARGET_S:.0f} s), peak RSS "
        f"{numbers['peak']:6.0f} MB over baseline (target <= {RSS_TARGET_MB} MB; the whole listing held: "
        f"{numbers['whole_peak']:.0f} MB, {numbers['whole_peak'] / max(numbers['peak'], 1):.1f}x)  "
        f"[{'ok' if ok else 'MISSES TARGET'}]"
    )
    return ok


def main() -> int:
    """Plan over memory:// and over a moto bucket; exit 1 when a target is missed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--objects", type=int, default=1_000_000, help="objects on memory://")
    parser.add_argument("--s3-objects", type=int, default=50_000, help="objects in the moto bucket")
    parser.add_argument("--skip-s3", action="store_true")
    parser.add_argument("--skip-memory", action="store_true")
    arguments = parser.parse_args()
    from corpus_index import CORPUS

    artifact = CORPUS / "2.4.1" / "mlp" / "model.pt2"
    ok = arguments.skip_memory or run("memory", arguments.objects, artifact)
    if not arguments.skip_s3:
        from servers import moto_server

        with moto_server() as endpoint:
            ok = run("s3", arguments.s3_objects, artifact, endpoint) and ok
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
