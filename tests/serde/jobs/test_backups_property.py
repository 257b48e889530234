"""Property: whatever sequence of migrate runs a tree goes through (targets, with or without backups, to a
destination, killed with SIGKILL part-way), no backup is ever modified or removed, and every original's
bytes stay recoverable from the tree once a run with backups has rewritten it."""

from __future__ import annotations

import hashlib
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from artifact_trees import CORPUS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import serde
from serde.jobs.backups import MARKER_SUFFIX

SOURCES = [("2.1.2", "mlp"), ("2.4.1", "tensor_constant"), ("2.6.0", "mlp"), ("2.8.0", "mlp"), ("2.13.0", "mlp")]
TARGETS = [str(serde.newest_version()), "2.6.0", "2.8.0", "8.14", "2.4.1"]

runs = st.lists(
    st.tuples(
        st.sampled_from(TARGETS),
        st.sampled_from(["backup", "no-backup", "dest"]),
        st.one_of(st.none(), st.integers(min_value=0, max_value=len(SOURCES) - 1)),
    ),
    min_size=1,
    max_size=4,
)


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _backups(root: Path) -> dict[Path, str]:
    return {
        Path(str(marker)[: -len(MARKER_SUFFIX)]): _digest(Path(str(marker)[: -len(MARKER_SUFFIX)]))
        for marker in root.glob(f"*{MARKER_SUFFIX}")
        if Path(str(marker)[: -len(MARKER_SUFFIX)]).exists()
    }


def _killed_run(root: Path, target: str, backup: bool, after: int, report: Path) -> None:
    """The CLI run, killed with SIGKILL once ``after`` artifacts are reported (or left to finish)."""
    command = [sys.executable, "-m", "serde", "migrate", str(root), "--to", target, "--lossy", "--report", str(report)]
    command += ["--workers", "1"] + (["--backup", ".orig"] if backup else ["--yes"])
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and process.poll() is None:
        if report.exists() and len(report.read_text().splitlines()) >= after:
            process.send_signal(signal.SIGKILL)
            break
        time.sleep(0.01)
    process.wait()


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sequence=runs)
def test_backups_are_never_modified_and_originals_stay_recoverable(sequence: list[tuple[str, str, int | None]]) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch) / "models"
        root.mkdir()
        pristine: dict[Path, str] = {}
        for release, model in SOURCES:
            path = root / f"{model}-{release}.pt2"
            shutil.copy(CORPUS / release / model / "model.pt2", path)
            pristine[path] = _digest(path)
        seen: dict[Path, str] = {}
        for number, (target, mode, kill_after) in enumerate(sequence):
            kept = set(_backups(root).values())
            protected = all(digest in kept for digest in pristine.values())
            if mode == "no-backup" and not protected:
                mode = "dest"  # an in-place run without backups may only replace what is kept elsewhere
            report = Path(scratch) / f"run-{number}.jsonl"
            if mode == "dest":
                serde.migrate(str(root), to=target, dest=str(Path(scratch) / f"out-{number}"), lossy=True)
            elif kill_after is not None:
                _killed_run(root, target, mode == "backup", kill_after, report)
            else:
                serde.migrate(str(root), to=target, lossy=True, backup=".orig" if mode == "backup" else None)
            backups = _backups(root)
            for path, digest in seen.items():
                assert backups.get(path) == digest, f"backup {path.name} changed or vanished after run {number}"
            seen.update(backups)
            digests = set(backups.values())
            for path, digest in pristine.items():
                assert (path.exists() and _digest(path) == digest) or digest in digests, (
                    f"the original of {path.name} is gone after run {number} ({target}, {mode})"
                )
        for path in root.iterdir():
            assert not path.name.startswith(".pt2-serde-") or not path.name.endswith(".part") or path.exists()
