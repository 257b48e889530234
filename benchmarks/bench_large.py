"""Large models at copy speed: torch-free layout conversions of multi-GB artifacts, against the floor any
durable zip rewrite pays, with peak memory over the interpreter's baseline.

Run: ``python benchmarks/bench_large.py [--sizes 2 8] [--cache DIR] [--s3] [--gcs] [--azure]``. For each size
(GB) it builds, once (cached under ``--cache``), an artifact of bias-free ``Linear(8192, 8192)`` layers (256
MiB each) exported and saved by the installed torch (P2), then downgraded by pt2-serde to torch 2.6.0 (C4) and
to 2.8.0 (P1). It then runs, each in a fresh process through the CLI (``pt2-serde upgrade``), C4 -> P2, P1 ->
P2, P2 -> C4 and P2 -> P1 on local disk, then C4 -> P2 in place (``migrate --yes``), and prints for each the
peak RSS over the baseline of ``python -c "import serde"`` and the wall time's ratio, in the same run, to the
floor: a streamed copy of the same file in 1 MiB chunks with the CRC-32 of every byte and an fsync. ``--s3``
(``--gcs``, ``--azure``) also runs C4 -> P2 from moto S3 to moto S3 (over TLS, as S3 is; fake-gcs-server to
fake-gcs-server, Azurite to Azurite; all on 127.0.0.1), as an overwrite, as a create-only write and in
place, against a plain s3fs (gcsfs, adlfs) copy of the file (read through one file object, written through
another in 8 MiB chunks: the path any client-side copy takes), and ``--workers`` a ``migrate --workers 4`` of
four artifacts of the smallest size against 4 x 200 MB.

Targets (issue #29): peak RSS <= 200 MB over baseline at any size; time <= 1.5x the floor (local); remote
conversions <= 1.2x the fsspec copy (issue #39 for S3 and GCS, #40 for Azure); ``migrate --workers 4`` of
four 2 GB artifacts <= 4 x 200 MB.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

os.environ.setdefault("GCSFS_EXPERIMENTAL_ZB_HNS_SUPPORT", "false")  # gcsfs would probe gRPC on the emulator
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

RSS_TARGET_MB = 200
TIME_TARGET = 1.5
REMOTE_TIME_TARGET = {"s3": 1.2, "gcs": 1.2, "azure": 1.2}
"""Time over the plain fsspec copy: issue #39's 1.2x for S3 and GCS (#29 asked 1.5x for S3); #40's 1.2x for Azure."""
LAYER_BYTES = 8192 * 8192 * 4

MAKE = """
import sys, torch
layers = int(sys.argv[2])
model = torch.nn.Sequential(*(torch.nn.Linear(8192, 8192, bias=False) for _ in range(layers))).eval()
with torch.no_grad():
    for layer in model:
        layer.weight.normal_(std=0.01)
torch.export.save(torch.export.export(model, (torch.randn(1, 8192),)), sys.argv[1])
"""

MEASURED = """
import resource, subprocess, sys, time
started = time.perf_counter()
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
seconds = time.perf_counter() - started
if done.returncode:
    sys.exit(done.stderr[-3000:])
print(seconds, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)
"""


def _run_measured(command: list[str]) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of ``command`` in a fresh process."""
    done = subprocess.run([sys.executable, "-c", MEASURED, *command], capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr}")
    seconds, peak = done.stdout.split()
    return float(seconds), float(peak)


def baseline_mb() -> float:
    """Peak RSS of an interpreter that imported serde."""
    return _run_measured([sys.executable, "-c", "import serde"])[1]


def floor_seconds(source: Path, scratch: Path) -> float:
    """A streamed copy of ``source`` in 1 MiB chunks with the CRC-32 of every byte and an fsync."""
    target = scratch / "floor.copy"
    started = time.perf_counter()
    crc = 0
    with source.open("rb") as reader, target.open("wb") as writer:
        while block := reader.read(1 << 20):
            crc = zlib.crc32(block, crc)
            writer.write(block)
        writer.flush()
        os.fsync(writer.fileno())
    seconds = time.perf_counter() - started
    target.unlink()
    return seconds


def _cli(*arguments: str) -> list[str]:
    return [sys.executable, "-m", "serde", *arguments]


def build(cache: Path, gigabytes: int) -> Path:
    """The P2 artifact of ``gigabytes`` GB saved by torch, built once."""
    folder = cache / f"{gigabytes}gb"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "P2.pt2"
    if not path.exists():
        layers = max(1, round(gigabytes * 2**30 / LAYER_BYTES))
        print(f"building a {gigabytes} GB artifact ({layers} layers) with torch ...", flush=True)
        subprocess.run([sys.executable, "-c", MAKE, str(path), str(layers)], check=True)
    return path


def derived(p2: Path, layout: str) -> Path:
    """The C4 (torch 2.6.0) or P1 (torch 2.8.0) downgrade of ``p2`` by pt2-serde, built once."""
    path = p2.with_name(f"{layout}.pt2")
    if not path.exists():
        release = {"C4": "2.6.0", "P1": "2.8.0"}[layout]
        subprocess.run(_cli("upgrade", str(p2), str(path), "--to", release), check=True, stdout=subprocess.DEVNULL)
    return path


def local_conversions(p2: Path, scratch: Path, baseline: float, lean: bool) -> list[str]:
    """One line per conversion: peak RSS over baseline and time over the floor. ``lean`` deletes each
    downgraded artifact once its two conversions ran (an 8 GB run needs three times less disk)."""
    lines = []
    for layout, to in (("C4", "2.6.0"), ("P1", "2.8.0")):
        other = derived(p2, layout)
        for source, target, release in ((other, "P2", "8.20"), (p2, layout, to)):
            out = scratch / f"{source.stem}-{target}.pt2"
            floor = floor_seconds(source, scratch)
            seconds, peak = _run_measured(_cli("upgrade", str(source), str(out), "--to", release, "--force"))
            out.unlink()
            over, ratio = peak - baseline, seconds / floor
            verdict = "ok" if over <= RSS_TARGET_MB and ratio <= TIME_TARGET else "MISSES TARGET"
            lines.append(
                f"  {source.stem} -> {target}: {seconds:6.1f} s = {ratio:4.2f}x the floor ({floor:5.1f} s), "
                f"peak RSS {over:6.0f} MB over baseline  [{verdict}]"
            )
            print(lines[-1], flush=True)
        if layout == "C4":
            lines.append(local_in_place(other, scratch, baseline))
            print(lines[-1], flush=True)
        if lean:
            other.unlink()
    return lines


def local_in_place(c4: Path, scratch: Path, baseline: float) -> str:
    """C4 -> P2 in place on local disk (``migrate --yes`` of a folder holding a copy of ``c4``: the replacement
    is a compare-and-swap write, checked against the original's sha256), against the same floor."""
    folder = scratch / "in-place"
    folder.mkdir()
    shutil.copyfile(c4, folder / "model.pt2")
    os.sync()  # the copy's writes do not land in the floor's time or the conversion's
    floor = floor_seconds(folder / "model.pt2", scratch)
    seconds, peak = _run_measured(_cli("migrate", str(folder), "--yes", "--progress-every", "0"))
    shutil.rmtree(folder)
    over, ratio = peak - baseline, seconds / floor
    verdict = "ok" if over <= RSS_TARGET_MB and ratio <= TIME_TARGET else "MISSES TARGET"
    return (
        f"  C4 -> P2 in place: {seconds:6.1f} s = {ratio:4.2f}x the floor ({floor:5.1f} s), "
        f"peak RSS {over:6.0f} MB over baseline  [{verdict}]"
    )


def _remote(kind: str, endpoint: str) -> tuple[dict[str, object], str, str]:
    """Storage options for the test server, the URL scheme and the Python expression of its fsspec client."""
    if kind == "s3":
        options: dict[str, object] = {"endpoint_url": endpoint, "key": "testing", "secret": "testing"}
        return options, "s3", f"s3fs.S3FileSystem(**{options!r})"
    if kind == "gcs":
        options = {"endpoint_url": endpoint, "token": "anon", "project": "test"}
        return options, "gs", f"gcsfs.GCSFileSystem(**{options!r})"
    from servers import azurite_connection_string

    options = {"connection_string": azurite_connection_string(endpoint)}
    return options, "az", f"adlfs.AzureBlobFileSystem(**{options!r})"


def remote_conversion(p2: Path, baseline: float, kind: str) -> list[str]:
    """C4 -> P2 from a bucket to the same bucket on the local test server (moto S3, fake-gcs-server or
    Azurite), once over an existing object (an overwrite), once create-only to a new key and once in place
    (``migrate``: the replacement is a compare-and-swap write; the writes a migration makes carry a
    precondition), each against a plain fsspec
    copy of the C4 file through the same backend (read through one file object, written through another
    in 8 MiB chunks: the path any client-side copy takes)."""
    import json

    import fsspec
    from servers import LoopbackTLS, azurite_server, fake_gcs_server, moto_server

    if kind == "s3":  # over TLS, as S3 is (botocore streams a body it has not read only there)
        tls = LoopbackTLS.create(Path(tempfile.mkdtemp(prefix="pt2-serde-bench-tls-")))
        os.environ["AWS_CA_BUNDLE"] = tls.cert  # trusted by this process and the measured ones
        server = moto_server(tls)
    else:
        server = {"gcs": fake_gcs_server, "azure": azurite_server}[kind]()
    lines = []
    with server as endpoint:
        options, scheme, client = _remote(kind, endpoint)
        fs = fsspec.filesystem(scheme, **options)
        fs.mkdir("bench")
        module = client.split(".", 1)[0]
        probe = f"import serde, {module}; {client}.pipe('bench/probe', b'0' * (20 << 20))"
        library_baseline = _run_measured([sys.executable, "-c", probe])[1]
        fs.put(str(derived(p2, "C4")), "bench/in.pt2")
        started = time.perf_counter()
        with fs.open("bench/in.pt2", "rb") as reader, fs.open("bench/plain-copy.pt2", "wb") as writer:
            shutil.copyfileobj(reader, writer, 8 << 20)
        copy_seconds = time.perf_counter() - started
        fs.pipe("bench/out.pt2", b"an object to overwrite")
        fs.copy("bench/in.pt2", "bench/in-place/model.pt2")
        runs = (
            ("overwrite", ["upgrade", f"{scheme}://bench/in.pt2", f"{scheme}://bench/out.pt2", "--force"]),
            ("create-only", ["upgrade", f"{scheme}://bench/in.pt2", f"{scheme}://bench/created.pt2"]),
            ("in place", ["migrate", f"{scheme}://bench/in-place/", "--yes", "--progress-every", "0"]),
        )
        for how, arguments in runs:
            command = [*_cli(*arguments), "--schema", "8.20", "--storage-options", json.dumps(options)]
            seconds, peak = _run_measured(command)
            over, ratio = peak - baseline, seconds / copy_seconds
            target = REMOTE_TIME_TARGET[kind]
            verdict = "ok" if over <= RSS_TARGET_MB and ratio <= target else "MISSES TARGET"
            lines.append(
                f"  {kind} C4 -> P2 ({how}): {seconds:6.1f} s = {ratio:4.2f}x the {module} copy ({copy_seconds:5.1f} "
                f"s; target <= {target}x), peak RSS {over:6.0f} MB over baseline ({peak - library_baseline:.0f} MB "
                f"over an interpreter that imported serde and {module} and wrote 20 MB through it)  [{verdict}]"
            )
    return lines


def migrate_workers(p2: Path, scratch: Path, baseline: float) -> str:
    """``migrate --workers 4`` of four copies of the C4 artifact into P2."""
    tree = scratch / "tree"
    tree.mkdir()
    for index in range(4):
        os.link(derived(p2, "C4"), tree / f"m{index}.pt2")
    seconds, peak = _run_measured(
        _cli("migrate", str(tree), "--dest", str(scratch / "out"), "--workers", "4", "--format", "json")
    )
    shutil.rmtree(tree)
    shutil.rmtree(scratch / "out", ignore_errors=True)
    over = peak - baseline
    verdict = "ok" if over <= 4 * RSS_TARGET_MB else "MISSES TARGET"
    return f"  migrate --workers 4 of 4 artifacts: {seconds:6.1f} s, peak RSS {over:6.0f} MB over baseline  [{verdict}]"


def main() -> None:
    """Build, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[2, 8], help="artifact sizes in GB")
    parser.add_argument("--cache", type=Path, default=Path(tempfile.gettempdir()) / "pt2-serde-bench-large")
    parser.add_argument("--s3", action="store_true", help="also convert from moto S3 to moto S3")
    parser.add_argument("--gcs", action="store_true", help="also convert from fake-gcs-server to fake-gcs-server")
    parser.add_argument("--azure", action="store_true", help="also convert from Azurite to Azurite")
    parser.add_argument("--workers", action="store_true", help="also migrate four artifacts with 4 workers")
    parser.add_argument("--lean", action="store_true", help="delete each downgraded artifact after its conversions")
    options = parser.parse_args()
    baseline = baseline_mb()
    print(f"baseline (python -c 'import serde'): {baseline:.0f} MB peak RSS")
    for gigabytes in options.sizes:
        p2 = build(options.cache, gigabytes)
        print(f"{gigabytes} GB artifact ({p2.stat().st_size / 2**30:.2f} GiB):", flush=True)
        with tempfile.TemporaryDirectory(dir=options.cache) as scratch:
            local_conversions(p2, Path(scratch), baseline, options.lean)
            for kind in ("s3", "gcs", "azure"):
                if getattr(options, kind) and gigabytes == min(options.sizes):
                    print("\n".join(remote_conversion(p2, baseline, kind)), flush=True)
            if options.workers and gigabytes == min(options.sizes):
                print(migrate_workers(p2, Path(scratch), baseline), flush=True)


if __name__ == "__main__":
    main()
