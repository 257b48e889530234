"""Where the suite finds things: the repository, the test tree, and its data folders (``tests/data``)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
"""The repository's root."""
TESTS = ROOT / "tests"
"""The test tree."""
SUPPORT = TESTS / "support"
"""The helpers the tests share (servers, strategies, poison builders): on ``sys.path`` while the suite runs."""
DATA = TESTS / "data"
"""Artifacts and expected outcomes: ``corpus``, ``unseen``, ``extra_files``, ``multi_program``, ``aoti``, ``peer``,
``zoo``."""
CORPUS = DATA / "corpus"
UNSEEN = DATA / "unseen"
STEP_TESTS = TESTS / "upgraders"
"""Each step's test module (``test_from_<a>_to_<b>.py``)."""
