"""Schema 8.7 (torch 2.7) <-> 8.8 (torch 2.8): no schema change; higher-order calls placed in their module: the
battery, and the corpus programs written at 8.7 unchanged but for their version."""

from __future__ import annotations

from step_battery import StepBattery, edge_of, only_the_version_changes

EDGE = edge_of(__name__)


class TestBattery(StepBattery):
    """The battery every step gets."""


def test_the_corpus_programs_change_only_in_their_version() -> None:
    """The step's spec diff is additive, and what else the step rewrites does not occur in these programs."""
    only_the_version_changes(EDGE)
