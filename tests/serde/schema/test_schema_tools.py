"""Snapshot of the installed torch's schema, and spec diffs with their classification."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import serde
from serde.schema.snapshot import snapshot_installed_torch, write_spec
from serde.schema.spec import Spec
from serde.schema.spec_diff import diff_specs


@pytest.mark.torch
def test_snapshot_of_torch_2_13_equals_frozen_8_20() -> None:
    import torch

    assert torch.__version__.startswith("2.13.0"), "dev installs pin torch 2.13.0"
    snapshot = snapshot_installed_torch()
    assert str(snapshot.version) == "8.20"
    assert snapshot.schema_content() == serde.spec_for("8.20").schema_content()


@pytest.mark.torch
def test_write_spec_merges_torch_releases(tmp_path: Path) -> None:
    frozen = serde.spec_for("8.20")
    (tmp_path / "8.20.json").write_text(frozen.to_json())
    target = write_spec(snapshot_installed_torch(), tmp_path)
    written = Spec.from_dict(json.loads(target.read_text()))
    assert set(frozen.torch_versions) <= set(written.torch_versions)
    assert any(v.startswith("2.13") for v in written.torch_versions)


def test_diff_flags_type_change_inside_minor_bump() -> None:
    changes = serde.diff("5.1", "5.3")
    flagged = [c for c in changes if c.within_minor_bump]
    assert any("OptionalTensorArgument" in c.where for c in flagged)
    assert all(c.classification == "breaking" for c in flagged)


def test_diff_of_identical_specs_is_empty() -> None:
    assert serde.diff("8.20", "8.20") == []


def test_every_released_step_has_changes_and_classifications() -> None:
    known = serde.known_versions()
    for old, new in zip(known, known[1:], strict=False):
        changes = serde.diff(old, new)
        assert changes, f"{old} -> {new} has no changes"
        assert {c.classification for c in changes} <= {"additive", "breaking"}


def test_adding_a_defaulted_field_is_additive_and_removing_it_breaking() -> None:
    base = serde.spec_for("8.20").to_dict()
    grown = json.loads(json.dumps(base))
    grown["schema_version"] = "8.21"
    grown["classes"]["Node"]["fields"].append({"name": "extra", "type": "str", "default": ""})
    shrunk = json.loads(json.dumps(base))
    shrunk["schema_version"] = "8.22"
    forward = diff_specs(Spec.from_dict(base), Spec.from_dict(grown))
    backward = diff_specs(Spec.from_dict(grown), Spec.from_dict(shrunk))
    assert [(c.classification, c.where) for c in forward] == [("additive", "Node.extra")]
    assert [c.classification for c in backward] == ["breaking"]
    assert backward[0].within_minor_bump


def test_required_field_addition_is_breaking() -> None:
    base = serde.spec_for("8.20").to_dict()
    grown = json.loads(json.dumps(base))
    grown["schema_version"] = "9.0"
    grown["classes"]["Node"]["fields"].append({"name": "extra", "type": "str"})
    changes = diff_specs(Spec.from_dict(base), Spec.from_dict(grown))
    assert [c.classification for c in changes] == ["breaking"]
    assert not changes[0].within_minor_bump
