"""The default target is the installed torch's schema: a default run never leaves artifacts the user's torch
cannot load. Artifacts newer than the default are left as they are, with the command that downgrades them;
an explicit target downgrades them; the summary names the releases that load the outputs as they are."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS

import serde
from serde.cli.commands import main
from serde.jobs import runner
from serde.releases.catalog import default_target
from serde.schema.versions import SchemaVersion

OLD = CORPUS / "2.4.1" / "mlp" / "model.pt2"
NEW = CORPUS / "2.13.0" / "mlp" / "model.pt2"


def _tree(root: Path) -> Path:
    for name, source in (("old", OLD), ("new", NEW)):
        (root / name).mkdir(parents=True)
        shutil.copy(source, root / name / "model.pt2")
    return root


@pytest.mark.torch
def test_default_is_the_installed_torch() -> None:
    import torch
    from torch._export.serde.schema import SCHEMA_VERSION

    schema, release = default_target()
    assert release == torch.__version__ and schema == SchemaVersion(*SCHEMA_VERSION)


@pytest.fixture
def torch_2_11(monkeypatch: pytest.MonkeyPatch) -> None:
    """As if the installed torch were 2.11 (schema 8.17): where default_target reads the installed release."""
    monkeypatch.setattr("importlib.metadata.version", lambda name: "2.11.0" if name == "torch" else "0")


def test_newer_artifacts_are_left_with_the_downgrade_command(tmp_path: Path, torch_2_11: None) -> None:
    assert default_target() == (SchemaVersion(8, 17), "2.11.0")
    tree = _tree(tmp_path / "src")
    report = serde.migrate(str(tree), dest=str(tmp_path / "out"))
    by_name = {Path(r.url).parent.name: r for r in report.records}
    assert by_name["old"].status == "migrated" and by_name["old"].to_version == "8.17"
    assert serde.load(str(tmp_path / "out" / "old" / "model.pt2")).version == SchemaVersion(8, 17)
    newer = by_name["new"]
    assert newer.status == "skipped" and not (tmp_path / "out" / "new").exists()
    assert f"pt2-serde downgrade {tree / 'new' / 'model.pt2'} DESTINATION --to torch" in (newer.reason or "")
    assert report.ok and report.torch_release == "2.11.0"
    explicit = serde.migrate(str(tree), dest=str(tmp_path / "explicit"), to="8.17")
    assert {r.status for r in explicit.records} == {"migrated"}  # a named target downgrades


def test_cli_summary_names_the_default_and_its_readers(tmp_path: Path, torch_2_11: None) -> None:
    tree = _tree(tmp_path / "src")
    result = CliRunner().invoke(main, ["migrate", str(tree), "--dest", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert "to schema 8.17 (the installed torch 2.11.0's)" in result.output
    assert "outputs load as they are in torch 2.11.0 … 2.15.0 (P2)" in result.output
    upgrade = CliRunner().invoke(main, ["upgrade", str(NEW), str(tmp_path / "one.pt2")])
    assert upgrade.exit_code == 1 and "left as it is" in upgrade.output and "--to torch" in upgrade.output
    assert not (tmp_path / "one.pt2").exists()


def test_in_place_without_torch_needs_a_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runner, "default_target", lambda: (serde.newest_version(), None))
    tree = _tree(tmp_path / "src")
    with pytest.raises(serde.UsageError, match=r"needs to= when torch"):
        serde.migrate(str(tree))
    assert serde.migrate(str(tree), dest=str(tmp_path / "out")).ok  # into a destination, the newest is fine


def test_allow_in_place_false_is_the_cli_guard(tmp_path: Path) -> None:
    tree = _tree(tmp_path / "src")
    before = (tree / "old" / "model.pt2").read_bytes()
    with pytest.raises(serde.UsageError, match="allow_in_place=False"):
        serde.migrate(str(tree), allow_in_place=False)
    assert (tree / "old" / "model.pt2").read_bytes() == before
    assert serde.migrate(str(tree), allow_in_place=False, dry_run=True).ok
    assert serde.migrate(str(tree), allow_in_place=False, backup=".orig").ok
    assert (tree / "old" / "model.pt2.orig").read_bytes() == before


def test_every_summary_is_a_dict_and_describe_is_the_text(tmp_path: Path) -> None:
    result = serde.upgrade(serde.load(str(OLD)))
    summary = result.report.summary()
    assert (
        summary["from"] == "5.3" and summary["steps"] == len(result.report.steps) and isinstance(summary["notes"], dict)
    )
    assert str(result.report) == result.report.describe() and "schema 5.3 -> " in result.report.describe()
    assert isinstance(serde.migrate(str(OLD), dest=str(tmp_path / "out")).summary(), dict)
