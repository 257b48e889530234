"""Lossless means lossless: a program taken down to torch 2.6's schema (8.2) without ``lossy`` comes back up,
to the schema it was written at, as the same program (defaults written or left out aside, which every
loader reads alike): argument kinds and node names included, which 8.2 has no fields for."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from project_paths import DATA

import serde
from serde.untrusted.treespecs import allowed_treespec_names, set_allowed_treespec_names

TESTS = DATA
ARTIFACTS = sorted(
    path
    for folder in ("corpus", "unseen")
    for path in (TESTS / folder).glob("*/*/model.pt2")
    if tuple(int(part) for part in path.parent.parent.name.split(".")) >= (2, 7)
)
"""Every bundled artifact torch 2.7 or newer wrote (schema 8.7 and up)."""
KNOWN: dict[str, str] = {}
"""Round trips that do not come back exact yet, with the reason (each must still fail: xfail is strict)."""


@pytest.fixture(autouse=True)
def unseen_types() -> Iterator[None]:
    """The unseen corpus's own pytree types (``unseen.Box``, ``unseen.Pair``), allowed as a user loading those
    programs names them (without torch, which would register them itself)."""
    previous = allowed_treespec_names()
    serde.allow_treespec_names(types=["unseen.Box", "unseen.Pair"])
    yield
    set_allowed_treespec_names(previous)


def _without_defaults(value: Any) -> Any:
    """``value`` with the members holding a field's default (None, an empty list or dict) left out."""
    if isinstance(value, dict):
        return {k: _without_defaults(v) for k, v in value.items() if v not in (None, {}, [])}
    if isinstance(value, list):
        return [_without_defaults(v) for v in value]
    return value


def _case(path: Path) -> Any:
    name = str(path.parent.relative_to(TESTS))
    marks = [pytest.mark.xfail(reason=KNOWN[name], strict=True)] if name in KNOWN else []
    return pytest.param(path, id=name, marks=marks)


@pytest.mark.parametrize("path", [_case(path) for path in ARTIFACTS])
def test_a_lossless_downgrade_to_torch_2_6_comes_back_as_the_same_program(path: Path) -> None:
    original = serde.load(str(path), trust_pickles=True)
    try:
        down = serde.upgrade(original, to="8.2")
    except serde.UpgradeRefusedError as refused:  # what torch 2.6 lacks (an operator, a dtype), named
        assert refused.items and all(item.path for item in refused.items)
        return
    back = serde.upgrade(down.artifact, to=str(original.version))
    assert _without_defaults(back.program) == _without_defaults(original.program)


def test_most_artifacts_reach_torch_2_6() -> None:
    reached = 0
    for path in ARTIFACTS:
        try:
            serde.upgrade(serde.load(str(path), trust_pickles=True), to="8.2")
            reached += 1
        except serde.UpgradeRefusedError:
            pass
    assert reached >= 0.9 * len(ARTIFACTS), (reached, len(ARTIFACTS))
