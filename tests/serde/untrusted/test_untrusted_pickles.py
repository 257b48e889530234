"""No pickle of an artifact runs without the user's opt-in: every layout's pickled members, through every
entry point (load_exported_program, upgrade + save, migrate with each verify mode, the CLI)."""

from __future__ import annotations

import io
import json
import logging
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
import torch
from poison import POSITIONS, evil_pickle, migrate_bucket_in_place, poisoned
from project_paths import DATA

import serde
from serde.containers.screen import screen

pytestmark = [pytest.mark.torch, pytest.mark.filterwarnings("ignore::UserWarning")]


@pytest.fixture(autouse=True)
def _quiet_torch_logs() -> None:
    """torch 2.13 logs its weights_only fallback with a broken format string; keep that out of the way."""
    for name in ("torch.export.pt2_archive._package", "torch._export.serde.serialize", "torch.export"):
        logging.getLogger(name).setLevel(logging.ERROR)


def _live(marker: Path, artifact: Path, member: str) -> None:
    """Prove the poison is real: unpickled as torch does without pt2-serde, it runs."""
    with zipfile.ZipFile(artifact) as archive:
        names = archive.namelist()
        if member == "opaque_obj":
            data = archive.read(next(n for n in names if n.endswith("opaque_obj_0")))
            __import__("pickle").loads(data)
        elif member == "graph.constants":
            program = json.loads(archive.read("serialized_exported_program.json"))
            blob = __import__("base64").b64decode(program["graph_module"]["graph"]["constants"]["evil"])
            torch.load(io.BytesIO(blob), weights_only=False)
        else:
            if member.startswith("use_pickle:"):
                kind = member.split(":")[1]
                config = json.loads(archive.read(next(n for n in names if n.endswith(f"{kind}_config.json"))))
                entry = next(e for e in config["config"].values() if e["use_pickle"])
                member = f"data/{kind}/{entry['path_name']}"
            data = archive.read(next(n for n in names if n.endswith(member)))
            torch.load(io.BytesIO(data), weights_only=False)
    assert marker.exists(), "the poison did not run when loaded unscreened"
    marker.unlink()


@pytest.mark.parametrize(("release", "model", "member"), POSITIONS, ids=["-".join(p) for p in POSITIONS])
def test_poison_is_refused_by_every_entry_point(tmp_path: Path, release: str, model: str, member: str) -> None:
    marker = tmp_path / "pwned"
    artifact = poisoned(release, model, member, marker, tmp_path)
    _live(marker, artifact, member)

    with pytest.raises(serde.UnsafePickleError) as refused:
        serde.load_exported_program(str(artifact))
    assert refused.value.member is not None and refused.value.source == str(artifact)
    shown = member.split(":")[0] if ":" in member else member
    assert shown.split("/")[0] in str(refused.value) or "data/" in str(refused.value)
    assert refused.value.global_name == "builtins.exec"
    assert isinstance(refused.value, serde.SerdeError)

    with pytest.raises(serde.UnsafePickleError):
        result = serde.upgrade(serde.load(str(artifact)), to="torch")
        serde.save(result.artifact, str(tmp_path / "out.pt2"))
    assert not (tmp_path / "out.pt2").exists()

    for verify in ("schema", "torch", "none"):
        report = serde.migrate(str(artifact), to="torch", dest=str(tmp_path / f"dest-{verify}"), verify=verify)
        (record,) = report.records
        assert record.status == "refused", (verify, record)
        assert record.error_type == "UnsafePickleError"
        assert "builtins.exec" in (record.error or "")
        assert not (tmp_path / f"dest-{verify}").exists() or not any((tmp_path / f"dest-{verify}").rglob("*.pt2"))
    assert not marker.exists()


def test_in_place_migration_refuses_and_leaves_the_poisoned_file_alone(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    artifact = poisoned("2.4.1", "mlp", "serialized_example_inputs.pt", marker, tmp_path)
    before = artifact.read_bytes()
    report = serde.migrate(str(tmp_path), to="torch", verify="torch")
    assert [r.status for r in report.records] == ["refused"]
    assert artifact.read_bytes() == before
    assert not marker.exists()


def test_artifact_already_at_the_target_is_refused_not_skipped(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    artifact = poisoned("2.13.0", "mlp", "data/sample_inputs/model.pt", marker, tmp_path)
    (record,) = serde.migrate(str(artifact), to="torch").records
    assert record.status == "refused" and record.error_type == "UnsafePickleError"
    with pytest.raises(serde.UnsafePickleError):
        serde.load_exported_program(str(artifact))
    assert not marker.exists()


def test_cli_refuses_and_names_member_and_global(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    artifact = poisoned("2.8.0", "mlp", "data/weights/model.pt", marker, tmp_path)
    cli = [sys.executable, "-m", "serde"]
    done = subprocess.run([*cli, "upgrade", str(artifact), str(tmp_path / "o.pt2")], capture_output=True, text=True)
    assert done.returncode == 1
    assert "data/weights/model.pt" in done.stderr and "builtins.exec" in done.stderr
    done = subprocess.run([*cli, "validate", str(artifact)], capture_output=True, text=True)
    assert done.returncode == 1 and "UnsafePickle" not in done.stdout and "unsafe pickle" in done.stderr
    assert not marker.exists() and not (tmp_path / "o.pt2").exists()


def test_trust_pickles_is_the_opt_in_for_custom_objects(tmp_path: Path) -> None:
    """The dataclass-input model keeps user objects in its example inputs: refused by default, loaded with
    the opt-in (the class's module is imported here, registering ``Box`` with pytree as its author does)."""
    import unseen_types  # noqa: F401 - the author's own module, imported by whoever loads the model

    unseen = DATA / "unseen" / "2.6.0" / "dataclass_io" / "model.pt2"
    with pytest.raises(serde.UnsafePickleError) as refused:
        serde.load_exported_program(str(unseen))
    assert refused.value.global_name == "unseen_types.Box"
    program = serde.load_exported_program(str(unseen), trust_pickles=True)
    assert program.example_inputs is not None
    (record,) = serde.migrate(str(unseen), to="torch", dest=str(tmp_path / "d"), trust_pickles=True).records
    assert record.status == "migrated"
    (record,) = serde.migrate(str(unseen), to="torch", dest=str(tmp_path / "e")).records
    assert record.status == "refused"


def test_every_corpus_artifact_passes_the_screen() -> None:
    corpus = DATA / "corpus"
    artifacts = sorted(corpus.glob("*/*/model.pt2"))
    assert len(artifacts) == 120
    for path in artifacts:
        screen(serde.load(str(path)))


def test_a_plain_pickle_instead_of_a_torch_save_zip_is_refused(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    source = DATA / "corpus" / "2.4.1" / "mlp" / "model.pt2"
    target = tmp_path / "legacy.pt2"
    from poison import rewrite_zip

    rewrite_zip(source, target, {"serialized_state_dict.pt": evil_pickle(marker)})
    with pytest.raises(serde.UnsafePickleError, match="zip format of torch.save"):
        serde.load_exported_program(str(target))
    assert not marker.exists()


def test_inspect_reports_the_unsafe_member_without_running_it(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    artifact = poisoned("2.6.0", "mlp", "serialized_example_inputs.pt", marker, tmp_path)
    done = subprocess.run(
        [sys.executable, "-m", "serde", "inspect", "--format", "json", str(artifact)], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    verdict = json.loads(done.stdout)["pickles"]
    assert verdict["safe"] is False and verdict["global"] == "builtins.exec"
    assert verdict["member"] == "serialized_example_inputs.pt"
    clean = subprocess.run(
        [
            sys.executable,
            "-m",
            "serde",
            "inspect",
            str(DATA / "corpus" / "2.6.0" / "mlp" / "model.pt2"),
        ],
        capture_output=True,
        text=True,
    )
    assert "pickles: screened: every global" in clean.stdout and "program strings: every symbolic" in clean.stdout
    assert not marker.exists()


@pytest.mark.slow
def test_poisoned_artifacts_in_a_bucket_are_refused_and_left_alone(
    s3_bucket: str, s3_options: dict[str, object], tmp_path: Path
) -> None:
    marker = tmp_path / "pwned"
    sources = {
        "bad.pt2": poisoned("2.8.0", "mlp", "data/sample_inputs/model.pt", marker, tmp_path).read_bytes(),
        "good.pt2": (DATA / "corpus" / "2.8.0" / "mlp" / "model.pt2").read_bytes(),
    }
    store, base, statuses = migrate_bucket_in_place(s3_bucket, s3_options, sources, "torch")
    assert statuses == {"bad.pt2": ("refused", "UnsafePickleError"), "good.pt2": ("migrated", None)}
    assert store.read_bytes(store.join(base, "m/bad.pt2")) == sources["bad.pt2"]
    assert not store.exists(store.join(base, "m/bad.pt2.orig"))
    assert store.read_bytes(store.join(base, "m/good.pt2.orig")) == sources["good.pt2"]
    assert not marker.exists()
