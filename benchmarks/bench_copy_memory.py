"""Peak memory of copying a ~300 MB artifact from local disk to S3 (moto server on 127.0.0.1).

Run: ``python benchmarks/bench_copy_memory.py``. Target (issue #3): peak RSS of the copying
process stays below 150 MB over its baseline (after imports), i.e. the copy streams.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "tests"))

TARGET_MB = 150

MAKE_ARTIFACT = """
import sys, torch
class Big(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = torch.nn.ModuleList(torch.nn.Linear(4096, 4096) for _ in range(5))
    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x
program = torch.export.export(Big().eval(), (torch.randn(2, 4096),))
torch.export.save(program, sys.argv[1])
"""

COPY = """
import os, resource, sys, time
import serde
def rss_mb(field):
    for line in open("/proc/self/status"):
        if line.startswith(field):
            return int(line.split()[1]) / 1024
options = dict(endpoint_url=sys.argv[3], key="testing", secret="testing")
import s3fs
s3fs.S3FileSystem(**options).mkdir("bench")
baseline = rss_mb("VmRSS:")
start = time.perf_counter()
artifact = serde.load(sys.argv[1])
serde.save(artifact, sys.argv[2], layout=artifact.layout, **options)
seconds = time.perf_counter() - start
print(baseline, rss_mb("VmHWM:"), seconds)
"""


def main() -> int:
    """Build the artifact, copy it in a fresh process, and print the peak RSS over baseline."""
    from servers import moto_server

    with tempfile.TemporaryDirectory() as tmp:
        artifact = os.path.join(tmp, "big.pt2")
        subprocess.run([sys.executable, "-c", MAKE_ARTIFACT, artifact], check=True)
        size_mb = os.path.getsize(artifact) / 2**20
        env = {**os.environ, "AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing"}
        with moto_server() as endpoint:
            out = subprocess.run(
                [sys.executable, "-c", COPY, artifact, "s3://bench/big.pt2", endpoint],
                check=True,
                capture_output=True,
                text=True,
                env=env,
            ).stdout.split()
    baseline, peak, seconds = (float(x) for x in out)
    growth = peak - baseline
    verdict = "ok" if growth < TARGET_MB else "MISSED"
    print(f"artifact {size_mb:.0f} MB copied local -> S3 in {seconds:.1f} s")
    print(f"RSS baseline {baseline:.0f} MB, peak {peak:.0f} MB: +{growth:.0f} MB (target < {TARGET_MB} MB) {verdict}")
    return 0 if growth < TARGET_MB else 1


if __name__ == "__main__":
    raise SystemExit(main())
