"""One storage-options convention: ``storage_options=`` on every public function taking a URL (loose
keywords as a shorthand) and ``--storage-option``/``--storage-options`` on every command, against real S3
and GCS servers; plus the CLI's guards and wording around them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from artifact_trees import CORPUS
from click.testing import CliRunner

import serde
from backends import open_store
from serde.cli.commands import main

MLP_24 = CORPUS / "2.4.1" / "mlp" / "model.pt2"


@pytest.fixture(params=["s3", "gcs", "azure"])
def remote(request: pytest.FixtureRequest) -> tuple[str, dict[str, object]]:
    return request.getfixturevalue(f"{request.param}_bucket"), request.getfixturevalue(f"{request.param}_options")


@pytest.mark.torch
def test_every_api_function_takes_storage_options(remote: tuple[str, dict[str, object]]) -> None:
    bucket, options = remote
    serde.save(serde.load(str(MLP_24)), f"{bucket}/a/model.pt2", storage_options=options)
    artifact = serde.load(f"{bucket}/a/model.pt2", storage_options=options)
    assert artifact.version == serde.SchemaVersion(5, 3)
    upgraded = serde.load(f"{bucket}/a/model.pt2", to=str(serde.newest_version()), storage_options=options)
    serde.save(upgraded, f"{bucket}/b/model.pt2", storage_options=options)
    program = serde.load_exported_program(f"{bucket}/b/model.pt2", storage_options=options)
    assert program.example_inputs is not None
    report = serde.migrate(f"{bucket}/a/", to=str(serde.newest_version()), dest=f"{bucket}/c/", storage_options=options)
    assert report.ok and [r.status for r in report.records] == ["migrated"]
    shorthand = serde.load(f"{bucket}/a/model.pt2", **options)
    assert shorthand.version == artifact.version
    with pytest.raises(serde.StorageError, match="given twice"):
        key = next(iter(options))  # endpoint_url on S3 and GCS, connection_string on Azure
        serde.load(f"{bucket}/a/model.pt2", storage_options=options, **{key: "something else"})


def test_every_command_takes_storage_options(remote: tuple[str, dict[str, object]], tmp_path: Path) -> None:
    bucket, options = remote
    store, base = open_store(bucket, **options)
    store.write_bytes(store.join(base, "m/model.pt2"), MLP_24.read_bytes())
    as_json = ["--storage-options", json.dumps(options)]
    as_pairs = [item for key, value in options.items() for item in ("--storage-option", f"{key}={json.dumps(value)}")]
    runner = CliRunner()
    for flags in (as_json, as_pairs):
        inspected = runner.invoke(main, ["inspect", f"{bucket}/m/model.pt2", "--format", "json", *flags])
        assert inspected.exit_code == 0, inspected.output
        assert json.loads(inspected.output)["schema_version"] == "5.3"
        validated = runner.invoke(main, ["validate", f"{bucket}/m/model.pt2", *flags])
        assert validated.exit_code == 0, validated.output
    upgraded = runner.invoke(main, ["upgrade", f"{bucket}/m/model.pt2", f"{bucket}/out/model.pt2", *as_json])
    assert upgraded.exit_code == 0, upgraded.output
    assert serde.load(f"{bucket}/out/model.pt2", storage_options=options).version == serde.newest_version()
    migrated = runner.invoke(
        main, ["migrate", f"{bucket}/m/", "--dest", f"{bucket}/mig/", "--format", "json", *as_pairs]
    )
    assert migrated.exit_code == 0, migrated.output
    bad = runner.invoke(main, ["inspect", f"{bucket}/m/model.pt2", "--storage-options", "[1]"])
    assert bad.exit_code == 2 and "JSON object" in bad.output


def test_upgrade_refuses_to_replace_its_destination_without_force(tmp_path: Path) -> None:
    out = tmp_path / "out.pt2"
    out.write_bytes(b"precious")
    runner = CliRunner()
    refused = runner.invoke(main, ["upgrade", str(MLP_24), str(out)])
    assert refused.exit_code == 1 and "--force" in refused.output and out.read_bytes() == b"precious"
    forced = runner.invoke(main, ["upgrade", str(MLP_24), str(out), "--force"])
    assert forced.exit_code == 0 and serde.load(str(out)).version == serde.newest_version()


def test_inspect_tells_a_recorded_writer_from_an_inferred_one() -> None:
    runner = CliRunner()
    old = runner.invoke(main, ["inspect", str(MLP_24)])
    assert "writer not recorded; schema 5.3 is written by torch 2.4.1" in old.output
    assert json.loads(runner.invoke(main, ["inspect", str(MLP_24), "--format", "json"]).output)["torch_version"] is None
    new = runner.invoke(main, ["inspect", str(CORPUS / "2.6.0" / "mlp" / "model.pt2")])
    assert "written by torch 2.6.0+cu124 (recorded in the file)" in new.output


@pytest.mark.slow
def test_loading_a_p1_archive_prints_no_resave_advice() -> None:
    """torch's "legacy format, please re-save" is about a file pt2-serde hands it, not the user's."""
    code = f"import serde; serde.load_exported_program({str(CORPUS / '2.8.0' / 'mlp' / 'model.pt2')!r})"
    done = subprocess.run([sys.executable, "-W", "ignore", "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "legacy format" not in done.stderr and "Logging error" not in done.stderr


def test_a_path_holding_nothing_is_an_error_naming_it(remote: tuple[str, dict[str, object]], tmp_path: Path) -> None:
    bucket, options = remote
    runner = CliRunner()
    for path, extra in (
        (str(tmp_path / "no-such-dir"), []),
        (f"{bucket}/no-such-prefix/", ["--storage-options", json.dumps(options)]),
        (str(tmp_path / "*.pt2"), []),
    ):
        result = runner.invoke(main, ["migrate", path, "--yes", *extra])
        assert result.exit_code == 2 and "nothing to migrate" in result.output and path in result.output, path
        allowed = runner.invoke(main, ["migrate", path, "--allow-empty", "--yes", *extra])
        assert allowed.exit_code == 0, allowed.output
    with pytest.raises(serde.NotFoundError, match="no-such-dir"):
        serde.migrate(str(tmp_path / "no-such-dir"))
    assert serde.migrate(str(tmp_path / "no-such-dir"), allow_empty=True).records == []
