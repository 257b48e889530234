"""``check`` and ``matrix`` over every release: one walk of the chain for all of them against a chain per release.

Run: ``python benchmarks/bench_check.py``. On every artifact of ``tests/data/corpus`` and
``tests/data/unseen`` (637), for
every release pt2-serde knows (15), both sides give each release the chain's result, lossless and then lossy for
the releases only a lossy downgrade may reach, as :func:`serde.check` needs them:

- the baseline runs :func:`serde.engine.run.upgrade_artifact` once per release, each chain from the artifact's
  schema to the release's (what ``check`` did before 2026-11-28);
- pt2-serde runs :func:`serde.engine.run.upgrade_to_each`, one walk each way shared by the releases on it.

Both run in this process, interleaved over three rounds (``_timing.fastest_times``), after checking that they
give every release the same program, members, layout and report, or the same error. It prints both fastest
times and their ratio, and then the time of ``check`` over the same artifacts (what ``pt2-serde matrix`` adds:
reading, the integrity of the stored bytes, the loader census). No target was set for this; it is recorded in
the README.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from _timing import fastest_times  # noqa: E402

import serde  # noqa: E402
from serde.containers.artifact import Artifact  # noqa: E402
from serde.containers.reader import read_artifact  # noqa: E402
from serde.engine.run import UpgradeResult, upgrade_artifact, upgrade_to_each  # noqa: E402
from serde.errors import SerdeError, UpgradeRefusedError  # noqa: E402
from serde.releases.catalog import schema_for_torch  # noqa: E402
from serde.releases.profile import known_releases  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TREES = (ROOT / "tests" / "data" / "corpus", ROOT / "tests" / "data" / "unseen")


def _outcome(outcome: UpgradeResult | SerdeError) -> tuple[Any, ...]:
    if isinstance(outcome, SerdeError):
        return type(outcome).__name__, str(outcome)
    reached = outcome.artifact
    members = {name: blob.read() for name, blob in reached.members.items()}
    return json.dumps(reached.program, default=repr), reached.layout, members, outcome.report.to_dict()


Seen = Callable[[UpgradeResult | SerdeError], Any]
"""What a side keeps of each result: all of it to compare the sides, nothing while timed."""


def _nothing(outcome: UpgradeResult | SerdeError) -> None:
    return None


def per_release(artifact: Artifact, releases: list[str], seen: Seen) -> dict[str, Any]:
    """Each release's own chain, and a lossy one where only a lossy downgrade may do (the baseline)."""
    outcomes: dict[str, Any] = {}
    for release in releases:
        for lossy in (False, True):
            try:
                outcomes[release] = seen(upgrade_artifact(artifact, release, lossy=lossy))
                break
            except UpgradeRefusedError as exc:
                outcomes[release] = seen(exc)
                if artifact.version <= schema_for_torch(release):
                    break
            except SerdeError as exc:
                outcomes[release] = seen(exc)
                break
    return outcomes


def one_walk(artifact: Artifact, releases: list[str], seen: Seen) -> dict[str, Any]:
    """The same from one walk each way, and one more for the lossy downgrades (pt2-serde's ``check``)."""
    outcomes: dict[str, Any] = {}
    retry = []
    for release, outcome in upgrade_to_each(artifact, releases):
        outcomes[release] = seen(outcome)
        if isinstance(outcome, UpgradeRefusedError) and artifact.version > schema_for_torch(release):
            retry.append(release)
    outcomes.update((release, seen(outcome)) for release, outcome in upgrade_to_each(artifact, retry, lossy=True))
    return outcomes


def main() -> int:
    """Print both sides' fastest times and their ratio, and the time of ``check`` over every artifact."""
    import unseen_types  # noqa: F401  (the unseen models' example inputs name its classes)

    releases = known_releases()
    artifacts = []
    for tree in TREES:
        for path in sorted(tree.rglob("model.pt2")):
            artifacts.append(read_artifact(str(path), trust_pickles=True))
    for artifact in artifacts:
        if per_release(artifact, releases, _outcome) != one_walk(artifact, releases, _outcome):
            print(f"DIFFERENT RESULTS: {artifact.source}")
            return 1
    baseline, ours = fastest_times(
        lambda: [per_release(artifact, releases, _nothing) for artifact in artifacts],
        lambda: [one_walk(artifact, releases, _nothing) for artifact in artifacts],
        repeat=3,
    )
    start = time.perf_counter()
    for artifact in artifacts:
        serde.check(artifact, releases)
    checked = time.perf_counter() - start
    print(f"{len(artifacts)} artifacts x {len(releases)} releases, the same result for each")
    print(f"a chain per release: {baseline:.2f} s")
    print(f"one walk each way:   {ours:.2f} s ({baseline / ours:.1f}x faster)")
    print(f"check of every artifact (reading excluded): {checked:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
