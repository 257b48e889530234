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
from project_paths import DATA, ROOT

import serde
from serde.cli.commands import main
from serde.compat.check import VERDICTS, check
from serde.releases.profile import known_releases

HERE = DATA
OUTCOMES = json.loads((DATA / "old_torch_outcomes.json").read_text())


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
    assert not refused.loadable_lossy


def test_a_higher_order_operator_its_own_release_cannot_load_is_refused_there() -> None:
    """torch 2.4.1's non-strict export of a forward that switches grad mode (``export.py`` beside it) calls
    ``torch._higher_order_ops.wrap.wrap_with_set_grad_enabled``; torch 2.4, 2.5 and 2.6 load it only in a process
    that imported that module (a fresh ``torch.export.load`` fails), so ``check`` does not call it native."""
    path = DATA / "set_grad_2.4.1" / "model.pt2"
    verdicts = _verdicts(path, ["2.4.1", "2.5.1", "2.6.0", "2.7.1", "2.13.0"])
    assert verdicts == {"2.4.1": "refused", "2.5.1": "refused", "2.6.0": "refused", "2.7.1": "after-upgrade",
                        "2.13.0": "after-upgrade"}  # fmt: skip
    reason = check(str(path), ["2.4.1"]).targets[0].reasons[0]
    assert "wrap_with_set_grad_enabled" in reason.message and reason.path.endswith(".target")


def test_a_lossy_downgrade_lists_what_it_drops() -> None:
    target = check(str(CORPUS / "2.13.0" / "ops_zoo" / "model.pt2"), ["2.8.0"]).targets[0]
    assert target.verdict == "after-downgrade-lossy" and target.dropped
    assert all(reason.path.startswith("$") for reason in target.dropped)
    assert not target.loadable and target.loadable_lossy
    lossless = serde.upgrade(serde.load(str(CORPUS / "2.13.0" / "ops_zoo" / "model.pt2")), to="2.8.0", lossy=True)
    assert {n.path for n in lossless.report.notes if n.kind == "dropped"} == {r.path for r in target.dropped}


def test_an_artifact_of_the_writing_release_is_native_only_in_releases_of_its_schema() -> None:
    verdicts = _verdicts(CORPUS / "2.9.1" / "cnn_bn_eval" / "model.pt2")
    assert verdicts["2.9.1"] == "native"
    assert all(
        v != "native" for r, v in verdicts.items() if serde.schema_for_torch(r) != serde.schema_for_torch("2.9.1")
    )


def test_cli_exit_status_json_and_lossy_ok() -> None:
    path = str(CORPUS / "2.13.0" / "ops_zoo" / "model.pt2")
    strict = CliRunner().invoke(main, ["check", path, "--torch", "2.8.0", "--torch", "2.13.0"])
    assert strict.exit_code == 1 and "after-downgrade-lossy" in strict.output and "native" in strict.output
    lenient = CliRunner().invoke(main, ["check", path, "--torch", "2.8.0,2.13.0", "--lossy-ok", "--format", "json"])
    assert lenient.exit_code == 0, lenient.output
    data = json.loads(lenient.output)
    assert data["ok"] and [t["verdict"] for t in data["artifacts"][0]["targets"]] == ["after-downgrade-lossy", "native"]
    bad = CliRunner().invoke(main, ["check", path, "--torch", "1.13.0"])
    assert bad.exit_code == 2 and "predates" in bad.output
    both = CliRunner().invoke(main, ["check", path, "--all", "--torch", "2.4.1"])
    assert both.exit_code == 2


def test_pre_commit_hook_is_declared_for_pt2_files() -> None:
    text = (ROOT / ".pre-commit-hooks.yaml").read_text()
    assert "id: pt2-serde-check" in text and "entry: pt2-serde check" in text and "files: \\.pt2$" in text
    done = subprocess.run(
        [sys.executable, "-m", "serde", "check", str(CORPUS / "2.4.1" / "mlp" / "model.pt2"), "--torch", "2.4.1"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def _recorded_groups() -> dict[tuple[str, str, bool], list[dict[str, object]]]:
    groups: dict[tuple[str, str, bool], list[dict[str, object]]] = {}
    for entry in OUTCOMES:
        groups.setdefault((entry["source"], entry["model"], entry["decompose"]), []).append(entry)
    return groups


RECORDED = _recorded_groups()


@pytest.mark.torch
@pytest.mark.parametrize("key", list(RECORDED), ids=[f"{s}/{m}{' decompose' if d else ''}" for s, m, d in RECORDED])
def test_predictions_agree_with_real_old_torch(key: tuple[str, str, bool]) -> None:
    """What real old releases did with pt2-serde's (lossy) output, recorded by ``tools/verify_old_torch.py``,
    is what ``check`` predicts: "loaded" (same outputs) means a loadable verdict; "refused" (by pt2-serde) and
    "failed" (inside the old release's loader) mean ``refused``, a failure with the reason that names it."""
    import unseen_types  # noqa: F401  (registers the unseen models' namedtuple, as the recording run did)

    source, model, decompose = key
    entries = RECORDED[key]
    path = HERE / source / model / "model.pt2"
    report = check(str(path), [str(e["release"]) for e in entries], trust_pickles=True, decompose=decompose)
    for entry, target in zip(entries, report.targets, strict=True):
        if entry["outcome"] == "loaded":
            assert target.loadable_lossy, (entry["release"], target.verdict, target.reasons[:2])
        else:
            assert target.verdict == "refused" and target.reasons, (entry["release"], entry["detail"])
            if entry["outcome"] == "failed":
                assert any("loader limitation" in r.message for r in target.reasons), target.reasons


def test_recorded_outcomes_cover_loader_failures_and_decomposition() -> None:
    """The record holds failures inside old loaders and decomposed downgrades, not only pt2-serde's refusals."""
    kinds = {(e["outcome"], e["decompose"]) for e in OUTCOMES}
    assert {("loaded", False), ("loaded", True), ("refused", False), ("failed", False), ("failed", True)} <= kinds


@pytest.mark.torch
def test_known_loader_failures_refuse_only_the_releases_they_affect() -> None:
    """while_loop fails inside the loaders of torch 2.3-2.6 (carried inputs passed as a list) and loads from
    2.7; a None output fails in 2.2/2.3 only; the reason names the JSON path and the limitation."""
    loop = check(str(HERE / "unseen" / "2.12.1" / "while_loop" / "model.pt2"), ["2.6.0", "2.7.1"])
    refused, loaded = loop.targets
    assert refused.verdict == "refused" and loaded.loadable_lossy
    assert refused.reasons[0].path.endswith(".target") and "while-loop-operands" in refused.reasons[0].message
    outputs = str(HERE / "unseen" / "2.12.1" / "passthrough_outputs" / "model.pt2")
    none_output = check(outputs, ["2.2.2", "2.4.1"], decompose=True)
    assert none_output.targets[0].verdict == "refused" and none_output.targets[1].loadable_lossy
    assert none_output.targets[0].steps[0] == "decompose"
    assert none_output.targets[0].reasons[0].path.endswith("user_output.arg.as_none")


@pytest.mark.torch
def test_cli_check_decompose() -> None:
    path = str(HERE / "unseen" / "2.12.1" / "attention" / "model.pt2")
    plain = CliRunner().invoke(main, ["check", path, "--torch", "2.4.1"])
    lowered = CliRunner().invoke(
        main, ["check", path, "--torch", "2.4.1", "--decompose", "--lossy-ok", "--format", "json"]
    )
    assert plain.exit_code == 1 and "TRAINING-dialect" in plain.output
    assert lowered.exit_code == 0, lowered.output
    assert json.loads(lowered.output)["artifacts"][0]["targets"][0]["steps"][0] == "decompose"


def test_a_foreign_aten_opset_is_refused_by_releases_that_check_it() -> None:
    """torch 2.1-2.3 refuse an ``opset_version`` other than their own (aten 10 in every release); 2.4 and
    later do not look at it."""
    artifact = serde.load(str(CORPUS / "2.4.1" / "mlp" / "model.pt2"))
    artifact.program["opset_version"] = {"aten": 11}
    refused, loaded = check(artifact, ["2.2.2", "2.4.1"]).targets
    assert refused.verdict == "refused" and refused.reasons[0].path == "$.opset_version['aten']"
    assert "opset-version" in refused.reasons[0].message and loaded.verdict == "native"


def test_results_cannot_be_misread() -> None:
    """``ok`` and ``loadable`` are booleans (properties, the lossy variants named as such); a report or a
    verdict used as a condition is a TypeError rather than always true."""
    report = check(str(CORPUS / "2.13.0" / "mlp" / "model.pt2"), ["2.13.0", "2.4.1"])
    assert report.ok is False and report.ok_lossy is False  # torch 2.4 cannot take a TRAINING program
    native, refused = report.targets
    assert native.loadable is True and refused.loadable is False and refused.loadable_lossy is False
    with pytest.raises(TypeError, match="no truth value"):
        bool(report)
    with pytest.raises(TypeError, match="no truth value"):
        bool(native)
    assert check(str(CORPUS / "2.13.0" / "mlp" / "model.pt2"), ["2.13.0"]).ok is True


def test_a_migration_report_and_a_diff_are_no_conditions_either(tmp_path: Path) -> None:
    """A run that failed is still a report, and two different artifacts still a diff: ``if report:`` and
    ``if diff:`` would read either way, so they are TypeErrors naming what to test."""
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "broken.pt2").write_bytes(b"PK\x03\x04 truncated")
    report = serde.migrate(str(tmp_path / "src"), dest=str(tmp_path / "out"))
    assert report.ok is False
    with pytest.raises(TypeError, match=r"no truth value: test \.ok"):
        bool(report)
    mlp = str(CORPUS / "2.13.0" / "mlp" / "model.pt2")
    with pytest.raises(TypeError, match=r"no truth value: test \.same"):
        bool(serde.diff_artifacts(mlp, mlp))


def test_a_release_that_never_came_out_is_refused_with_the_nearest_known() -> None:
    with pytest.raises(serde.VersionError, match=r"2\.6\.9 is not a release.*nearest known: 2\.6\.0"):
        check(str(CORPUS / "2.13.0" / "mlp" / "model.pt2"), ["2.6.9"])
    assert [t.release for t in check(str(CORPUS / "2.13.0" / "mlp" / "model.pt2"), ["2.4.0"]).targets] == ["2.4.0"]
    result = CliRunner().invoke(main, ["check", str(CORPUS / "2.13.0" / "mlp" / "model.pt2"), "--torch", "2.6.9"])
    assert result.exit_code == 2 and "nearest known: 2.6.0" in result.output


@pytest.mark.torch
def test_a_program_torch_cannot_load_to_lower_is_refused_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    """``decompose`` loads the program in the installed torch first; when torch's loader refuses it (its
    verifier, a missing registration), the release is refused with torch's reason, not a traceback."""
    import torch

    def refuse(*args: object, **kwargs: object) -> None:
        raise RuntimeError("Node.meta wrap_with_set_grad_enabled is missing val field.")

    monkeypatch.setattr(torch.export, "load", refuse)
    report = check(str(CORPUS / "2.13.0" / "mlp" / "model.pt2"), ["2.4.1"], decompose=True)
    (target,) = report.targets
    assert target.verdict == "refused"
    assert any("cannot load this program to lower it" in reason.message for reason in target.reasons), target.reasons
