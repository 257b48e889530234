"""``serde.check`` / ``pt2-serde check``: one verdict per torch release, and predictions that agree with what
real old releases did with pt2-serde's output (``tests/data/old_torch_outcomes.json``, recorded by
``tools/verify_old_torch.py --record``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS

import serde
from serde.cli import main
from serde.compat import VERDICTS, check, known_releases

HERE = Path(__file__).resolve().parent
OUTCOMES = json.loads((HERE / "data" / "old_torch_outcomes.json").read_text())


def _verdicts(path: Path, releases: list[str] | None = None) -> dict[str, str]:
    return {t.release: t.verdict for t in check(str(path), releases).targets}


def test_every_release_gets_one_of_the_verdicts() -> None:
    report = check(str(CORPUS / "2.13.0" / "mlp" / "model.pt2"))
    assert [t.release for t in report.targets] == known_releases()
    assert {t.verdict for t in report.targets} <= set(VERDICTS)
    assert report.writer_recorded == "2.13.0+cpu" and "2.13.0" in report.writer_inferred


def test_native_upgrade_downgrade_and_refusal_with_paths() -> None:
    new = _verdicts(CORPUS / "2.13.0" / "mlp" / "model.pt2", ["2.13.0", "2.15.0", "2.6.0", "2.4.1"])
    assert new == {"2.13.0": "native", "2.15.0": "native", "2.6.0": "after-downgrade", "2.4.1": "refused"}
    old = _verdicts(CORPUS / "2.4.1" / "mlp" / "model.pt2", ["2.4.1", "2.13.0"])
    assert old == {"2.4.1": "native", "2.13.0": "after-upgrade"}
    refused = check(str(CORPUS / "2.13.0" / "mlp" / "model.pt2"), ["2.4.1"]).targets[0]
    assert refused.reasons[0].path == "$.verifiers[0]" and "TRAINING" in refused.reasons[0].message
    assert not refused.loadable(lossy_ok=True)


def test_a_lossy_downgrade_lists_what_it_drops() -> None:
    target = check(str(CORPUS / "2.13.0" / "ops_zoo" / "model.pt2"), ["2.9.1"]).targets[0]
    assert target.verdict == "after-downgrade-lossy" and target.dropped
    assert all(reason.path.startswith("$") for reason in target.dropped)
    assert not target.loadable() and target.loadable(lossy_ok=True)
    lossless = serde.upgrade(serde.load(str(CORPUS / "2.13.0" / "ops_zoo" / "model.pt2")), to="2.9.1", lossy=True)
    assert {n.path for n in lossless.report.notes if n.kind == "dropped"} == {r.path for r in target.dropped}


def test_an_artifact_of_the_writing_release_is_native_only_in_releases_of_its_schema() -> None:
    verdicts = _verdicts(CORPUS / "2.9.1" / "cnn_bn_eval" / "model.pt2")
    assert verdicts["2.9.1"] == "native"
    assert all(
        v != "native" for r, v in verdicts.items() if serde.schema_for_torch(r) != serde.schema_for_torch("2.9.1")
    )


def test_cli_exit_status_json_and_lossy_ok() -> None:
    path = str(CORPUS / "2.13.0" / "ops_zoo" / "model.pt2")
    strict = CliRunner().invoke(main, ["check", path, "--torch", "2.9.1", "--torch", "2.13.0"])
    assert strict.exit_code == 1 and "after-downgrade-lossy" in strict.output and "native" in strict.output
    lenient = CliRunner().invoke(main, ["check", path, "--torch", "2.9.1,2.13.0", "--lossy-ok", "--json"])
    assert lenient.exit_code == 0, lenient.output
    data = json.loads(lenient.output)
    assert data["ok"] and [t["verdict"] for t in data["artifacts"][0]["targets"]] == ["after-downgrade-lossy", "native"]
    bad = CliRunner().invoke(main, ["check", path, "--torch", "1.13.0"])
    assert bad.exit_code == 2 and "predates" in bad.output
    both = CliRunner().invoke(main, ["check", path, "--all", "--torch", "2.4.1"])
    assert both.exit_code == 2


def test_pre_commit_hook_is_declared_for_pt2_files() -> None:
    text = (HERE.parent / ".pre-commit-hooks.yaml").read_text()
    assert "id: pt2-serde-check" in text and "entry: pt2-serde check" in text and "files: \\.pt2$" in text
    done = subprocess.run(
        [sys.executable, "-m", "serde", "check", str(CORPUS / "2.4.1" / "mlp" / "model.pt2"), "--torch", "2.4.1"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr


COMPARABLE = [e for e in OUTCOMES if not e["decompose"]]


@pytest.mark.parametrize("entry", COMPARABLE, ids=[f"{e['source']}/{e['model']}->{e['release']}" for e in COMPARABLE])
def test_predictions_agree_with_real_old_torch(entry: dict[str, object]) -> None:
    """What a real old release did with pt2-serde's (lossy) output is what ``check`` predicts: loaded means a
    loadable verdict, refused means refused."""
    import unseen_types  # noqa: F401  (registers the unseen models' namedtuple, as the recording run did)

    path = HERE / str(entry["source"]) / str(entry["model"]) / "model.pt2"
    target = check(str(path), [str(entry["release"])]).targets[0]
    if entry["outcome"] == "loaded":
        assert target.loadable(lossy_ok=True), (target.verdict, target.reasons[:2])
    elif entry["outcome"] == "refused":
        assert target.verdict == "refused"
    else:
        pytest.fail(f"recorded a failure in torch {entry['release']}: {entry['detail']}")
