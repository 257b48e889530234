"""Seeded fuzzing: every failure of load, screen, upgrade and save on a mutated real artifact is a SerdeError
(``benchmarks/fuzz_bad_input.py`` runs thousands of cases)."""

from __future__ import annotations

import warnings
from collections import Counter
from pathlib import Path

from fuzzing import exercise, mutant

CASES = 300


def test_every_failure_on_a_mutated_artifact_is_a_serde_error(tmp_path: Path) -> None:
    outcomes: Counter[str] = Counter()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for seed in range(CASES):
            description, data = mutant(seed)
            path = tmp_path / "in.pt2"
            path.write_bytes(data)
            try:
                outcomes[exercise(path, tmp_path / "out.pt2")] += 1
            except Exception as exc:  # noqa: BLE001 - the assertion names the case
                raise AssertionError(f"{description}: {type(exc).__name__} escaped: {exc}") from exc
    assert sum(outcomes.values()) == CASES
    assert outcomes["ok"] > 0 and sum(n for kind, n in outcomes.items() if kind != "ok") > CASES // 2, outcomes
