"""Provenance: every migrate/upgrade record names the tool, the steps and the sha256 of input and output;
``--manifest`` writes them per run and ``verify-manifest`` checks the store against them later (locally and
on a real S3 server); OpenSSF model-signing signatures next to an input are reported as not covering the
output, and with a key the output is signed so that model-signing itself verifies it."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS

import serde
from serde.cli.commands import main
from serde.jobs.provenance import tool, verify_manifest


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "models"
    for release in ("2.1.2", "2.4.1", "2.13.0"):
        (root / release).mkdir(parents=True)
        shutil.copy(CORPUS / release / "mlp" / "model.pt2", root / release / "mlp.pt2")
    (root / "notes.txt").write_text("not an artifact")
    return root


def test_records_and_manifest_carry_sha256_steps_and_tool(tree: Path, tmp_path: Path) -> None:
    manifest = tmp_path / "manifest.json"
    dest = tmp_path / "out"
    report = serde.migrate(str(tree), dest=str(dest), manifest=str(manifest))
    migrated = [r for r in report.records if r.status == "migrated"]
    assert len(migrated) == 3  # with --dest, an artifact already at the target is copied too
    for record in report.records:
        if record.error_type == "NotAnArtifact":
            continue
        source = Path(record.url)
        assert record.input_sha256 == _sha256(source) and record.tool == tool() and tool().startswith("pt2-serde ")
        if record.status == "migrated":
            assert record.output is not None and record.output_sha256 == _sha256(Path(record.output))
            assert bool(record.steps) == (record.from_version != record.to_version)
    document = json.loads(manifest.read_text())
    assert document["format"] == "pt2-serde-manifest/1" and document["tool"] == tool()
    copies = document["copies"]
    assert [Path(c["input"]).name for c in copies] == ["notes.txt"] and copies[0]["sha256"] == _sha256(
        tree / "notes.txt"
    )
    entries = {Path(e["input"]).name + e["input"].split("/")[-2]: e for e in document["artifacts"]}
    assert len(entries) == 3 and all(e["input_sha256"] for e in entries.values())
    checks = verify_manifest(str(manifest))
    assert checks and {c.status for c in checks} == {"ok"} and {c.role for c in checks} == {"output", "input", "copy"}


def test_verify_manifest_names_changed_and_missing_objects(tree: Path, tmp_path: Path) -> None:
    manifest, dest = tmp_path / "m.json", tmp_path / "out"
    serde.migrate(str(tree), dest=str(dest), manifest=str(manifest))
    ok = CliRunner().invoke(main, ["verify-manifest", str(manifest)])
    assert ok.exit_code == 0 and "objects match" in ok.output
    changed, missing = sorted(dest.rglob("*.pt2"))[:2]
    changed.write_bytes(changed.read_bytes() + b"\0")
    missing.unlink()
    result = CliRunner().invoke(main, ["verify-manifest", str(manifest), "--format", "json"])
    assert result.exit_code == 1
    statuses = {Path(c["url"]).as_posix(): c["status"] for c in json.loads(result.output)["checks"]}
    assert statuses[changed.as_posix()] == "changed" and statuses[missing.as_posix()] == "missing"
    (tmp_path / "other.json").write_text('{"format": "something else"}')
    wrong = CliRunner().invoke(main, ["verify-manifest", str(tmp_path / "other.json")])
    assert wrong.exit_code == 2 and "pt2-serde-manifest/1" in wrong.output  # no answer: not a manifest


def test_in_place_manifest_checks_the_backup(tree: Path, tmp_path: Path) -> None:
    original = tree / "2.4.1" / "mlp.pt2"
    before = _sha256(original)
    manifest = tmp_path / "m.json"
    result = CliRunner().invoke(main, ["migrate", str(original), "--backup", ".orig", "--manifest", str(manifest)])
    assert result.exit_code == 0, result.output
    entry = json.loads(manifest.read_text())["artifacts"][0]
    assert entry["input_sha256"] == entry["backup_sha256"] == before and entry["output"] == entry["input"]
    assert entry["output_sha256"] == _sha256(original) != before
    checks = verify_manifest(str(manifest))
    assert {(c.role, c.status) for c in checks} == {("output", "ok"), ("backup", "ok")}


def test_a_dry_run_writes_no_manifest(tree: Path, tmp_path: Path) -> None:
    with pytest.raises(serde.UsageError, match="dry run"):
        serde.migrate(str(tree), dest=str(tmp_path / "o"), dry_run=True, manifest=str(tmp_path / "m.json"))
    plan = serde.migrate(str(tree), dest=str(tmp_path / "o"), dry_run=True)
    would = next(r for r in plan.records if r.status == "migrated")
    assert would.output_sha256 is None and would.input_sha256 and not (tmp_path / "o").exists()  # nothing built


def test_upgrade_prints_provenance_and_writes_a_manifest(tmp_path: Path) -> None:
    source = CORPUS / "2.1.2" / "cond" / "model.pt2"
    out, manifest = tmp_path / "cond.pt2", tmp_path / "m.json"
    result = CliRunner().invoke(
        main, ["upgrade", str(source), str(out), "--format", "json", "--manifest", str(manifest)]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["input_sha256"] == _sha256(source) and data["output_sha256"] == _sha256(out)
    assert data["tool"] == tool() and data["steps"] and data["signature"] is None
    assert [c.status for c in verify_manifest(str(manifest), roots=[str(CORPUS)])] == ["ok", "ok"]


def test_manifest_on_a_bucket(s3_bucket: str, s3_options: dict[str, object], tmp_path: Path) -> None:
    for release in ("2.1.2", "2.4.1"):
        original = serde.load(str(CORPUS / release / "mlp" / "model.pt2"))
        serde.save(original, f"{s3_bucket}/in/{release}.pt2", layout=original.layout, **s3_options)
    manifest = f"{s3_bucket}/runs/manifest.json"
    serde.migrate(f"{s3_bucket}/in", dest=f"{s3_bucket}/out", manifest=manifest, storage_options=s3_options)
    checks = verify_manifest(manifest, s3_options)
    assert len(checks) == 4 and {c.status for c in checks} == {"ok"}
    options = ["--storage-options", json.dumps(s3_options)]
    assert CliRunner().invoke(main, ["verify-manifest", manifest, *options]).exit_code == 0
    serde.save(serde.load(str(CORPUS / "2.13.0" / "mlp" / "model.pt2")), f"{s3_bucket}/out/2.1.2.pt2", **s3_options)
    assert CliRunner().invoke(main, ["verify-manifest", manifest, *options]).exit_code == 1


def _keys(directory: Path) -> tuple[Path, Path]:
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import ec

    key = ec.generate_private_key(ec.SECP256R1())
    private, public = directory / "key.pem", directory / "pub.pem"
    private.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )
    public.write_bytes(
        key.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    )
    return private, public


def test_model_signing_signature_is_reported_then_renewed_with_a_key(tmp_path: Path) -> None:
    from model_signing import signing, verifying

    private, public = _keys(tmp_path)
    models = tmp_path / "models"
    models.mkdir()
    model = models / "mlp.pt2"
    shutil.copy(CORPUS / "2.4.1" / "mlp" / "model.pt2", model)
    signing.Config().use_elliptic_key_signer(private_key=str(private)).sign(str(model), str(model) + ".sig")

    def verify(path: Path, signature: Path) -> None:
        verifying.Config().use_elliptic_key_verifier(public_key=str(public)).verify(str(path), str(signature))

    plain = serde.migrate(str(model), dest=str(tmp_path / "plain"))
    record = plain.records[0]
    assert record.signature is not None and record.signature["covers_output"] is False
    assert record.signature["original_signature"].endswith("mlp.pt2.sig") and record.signature["signed"] is None
    with pytest.raises(ValueError, match="mismatch"):  # model-signing agrees: the old signature does not cover it
        verify(Path(str(record.output)), Path(str(model) + ".sig"))

    signed = serde.migrate(str(model), dest=str(tmp_path / "signed"), signing_key=str(private)).records[0]
    assert signed.signature is not None and signed.signature["signed"] == str(signed.output) + ".sig"
    verify(Path(str(signed.output)), Path(str(signed.output) + ".sig"))
    verify(model, Path(str(model) + ".sig"))  # the original and its signature are untouched


def test_cli_migrate_summary_mentions_signatures(tmp_path: Path) -> None:
    private, _ = _keys(tmp_path)
    model = tmp_path / "models" / "mlp.pt2"
    model.parent.mkdir()
    shutil.copy(CORPUS / "2.4.1" / "mlp" / "model.pt2", model)
    (model.parent / "model.sig").write_text("{}")  # model-signing's default signature name beside the model
    plain = CliRunner().invoke(main, ["migrate", str(model.parent), "--dest", str(tmp_path / "a")])
    assert plain.exit_code == 0 and "1 input(s) carried a model-signing signature" in plain.output
    assert "--signing-key KEY signs them" in plain.output
    signed = CliRunner().invoke(
        main, ["migrate", str(model.parent), "--dest", str(tmp_path / "b"), "--signing-key", str(private)]
    )
    assert signed.exit_code == 0 and "1 output(s) signed anew" in signed.output
    assert (tmp_path / "b" / "mlp.pt2.sig").exists()


def test_an_oversized_manifest_is_refused_before_it_is_read(tmp_path: Path) -> None:
    from serde.jobs.provenance import MAX_MANIFEST_BYTES

    huge = tmp_path / "huge.json"
    with huge.open("wb") as handle:  # sparse: nothing is written but the size
        handle.truncate(MAX_MANIFEST_BYTES + 1)
    result = CliRunner().invoke(main, ["verify-manifest", str(huge)])
    assert result.exit_code == 2 and "not read" in result.output


def test_verify_manifest_opens_only_regular_files_below_its_roots(tmp_path: Path) -> None:
    """A manifest is untrusted: URLs outside its folder (another file's digest, another host, a link whose real
    path lies elsewhere, such as /dev/zero, which would be read forever) are refused, and special files inside
    it are reported unreadable, without being opened."""
    inside = tmp_path / "out.pt2"
    inside.write_bytes(b"x")
    (tmp_path / "zero.pt2").symlink_to("/dev/zero")
    os.mkfifo(tmp_path / "fifo.pt2")
    entries = [
        {"status": "migrated", "input": str(inside), "output": str(inside), "output_sha256": _sha256(inside)},
        {"status": "migrated", "input": "/etc/passwd", "output": "/etc/passwd", "output_sha256": "0"},
        {"status": "migrated", "input": "x", "output": "http://127.0.0.1:9/x", "output_sha256": "0"},
        {"status": "migrated", "input": "x", "output": f"{tmp_path}/../etc/passwd", "output_sha256": "0"},
        {"status": "migrated", "input": "x", "output": str(tmp_path / "zero.pt2"), "output_sha256": "0"},
        {"status": "migrated", "input": "x", "output": str(tmp_path / "fifo.pt2"), "output_sha256": "0"},
    ]
    manifest = tmp_path / "m.json"
    manifest.write_text(json.dumps({"format": "pt2-serde-manifest/1", "artifacts": entries}))
    statuses = [(c.status, c.url) for c in verify_manifest(str(manifest)) if c.role == "output"]
    assert statuses[0][0] == "ok"
    assert [status for status, _ in statuses[1:]] == ["refused", "refused", "refused", "refused", "unreadable"]
    assert "not opened" in verify_manifest(str(manifest))[1].actual
    assert [c.status for c in verify_manifest(str(manifest), roots=["/etc"]) if c.url == "/etc/passwd"] == ["changed"]


def test_a_tree_moved_with_its_manifest_still_verifies(tree: Path, tmp_path: Path) -> None:
    """Paths below the manifest's folder are stored relative to it: move the folder, verify the copy."""
    mirror = tmp_path / "mirror"
    serde.migrate(str(tree), dest=str(mirror / "out"), manifest=str(mirror / "manifest.json"))
    document = json.loads((mirror / "manifest.json").read_text())
    outputs = [e["output"] for e in document["artifacts"]]
    assert outputs and all(o.startswith("out/") for o in outputs)  # relative to the manifest's folder
    assert all(Path(e["input"]).is_absolute() for e in document["artifacts"])  # the sources lie elsewhere
    moved = tmp_path / "elsewhere" / "mirror-copy"
    shutil.move(str(mirror), str(moved))
    result = CliRunner().invoke(main, ["verify-manifest", str(moved / "manifest.json"), "--root", str(tree)])
    assert result.exit_code == 0, result.output
    checks = verify_manifest(str(moved / "manifest.json"), roots=[str(tree)])
    assert {c.status for c in checks} == {"ok"} and all(
        c.url.startswith(str(moved)) for c in checks if c.role == "output"
    )
    (moved / "out" / "2.4.1" / "mlp.pt2").write_bytes(b"replaced")
    assert (
        CliRunner().invoke(main, ["verify-manifest", str(moved / "manifest.json"), "--root", str(tree)]).exit_code == 1
    )


def test_an_existing_manifest_is_refused_before_the_run_unless_forced(tree: Path, tmp_path: Path) -> None:
    manifest = tmp_path / "m.json"
    manifest.write_text("an earlier audit record")
    with pytest.raises(serde.UsageError, match="audit record"):
        serde.migrate(str(tree), dest=str(tmp_path / "out"), manifest=str(manifest))
    assert not (tmp_path / "out").exists() and manifest.read_text() == "an earlier audit record"
    refused = CliRunner().invoke(
        main, ["migrate", str(tree), "--dest", str(tmp_path / "out"), "--manifest", str(manifest)]
    )
    assert refused.exit_code == 2 and "--force" in refused.output and not (tmp_path / "out").exists()
    source = CORPUS / "2.1.2" / "cond" / "model.pt2"
    upgrade = CliRunner().invoke(main, ["upgrade", str(source), str(tmp_path / "one.pt2"), "--manifest", str(manifest)])
    assert upgrade.exit_code == 2 and not (tmp_path / "one.pt2").exists()
    forced = CliRunner().invoke(
        main, ["migrate", str(tree), "--dest", str(tmp_path / "out"), "--manifest", str(manifest), "--force"]
    )
    assert forced.exit_code == 0, forced.output
    assert json.loads(manifest.read_text())["format"] == "pt2-serde-manifest/1"


def test_a_trees_signatures_are_found_in_its_listing_without_a_request_per_artifact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from backends.store import Store

    source = (CORPUS / "2.4.1" / "mlp" / "model.pt2").read_bytes()
    tree = tmp_path / "tree"
    for name in ("own/a.pt2", "own/b.pt2", "shared/c.pt2", "none/d.pt2"):
        (tree / name).parent.mkdir(parents=True, exist_ok=True)
        (tree / name).write_bytes(source)
    (tree / "own" / "a.pt2.sig").write_text("{}")
    (tree / "shared" / "model.sig").write_text("{}")
    asked: list[str] = []
    exists = Store.exists
    monkeypatch.setattr(Store, "exists", lambda self, path: asked.append(path) or exists(self, path))
    report = serde.migrate(str(tree), dest=str(tmp_path / "out"), workers=1)
    found = {
        Path(str(r.url)).name: r.signature and Path(r.signature["original_signature"]).name
        for r in report.records
        if r.url.endswith(".pt2")
    }
    assert found == {"a.pt2": "a.pt2.sig", "b.pt2": None, "c.pt2": "model.sig", "d.pt2": None}
    assert not [path for path in asked if path.endswith(".sig")]  # the listing said, no request asked
    alone = serde.migrate(str(tree / "own" / "a.pt2"), dest=str(tmp_path / "alone")).records[0]
    assert alone.signature is not None and alone.signature["original_signature"].endswith("a.pt2.sig")


@pytest.mark.parametrize("command", ["upgrade", "downgrade"])
def test_inspect_shows_the_source_record_of_an_output_and_the_torch_of_the_original(
    tmp_path: Path, command: str
) -> None:
    """``inspect`` of an output names pt2-serde as its writer, the torch that wrote the original, the source
    (URL, size, sha256, last-modified time), when the output was written, and the steps; JSON carries the
    same record. The times are the files' own (UTC, to the second)."""
    source = CORPUS / ("2.4.1" if command == "upgrade" else "2.13.0") / "mlp" / "model.pt2"
    out = tmp_path / "out.pt2"
    arguments = [command, str(source), str(out)] + (["--to", "2.6"] if command == "downgrade" else [])
    assert CliRunner().invoke(main, arguments).exit_code == 0
    shown = CliRunner().invoke(main, ["inspect", str(out)])
    assert shown.exit_code == 0, shown.output
    original = serde.load(str(source))
    recorded = f"written by torch {original.torch_version}" if original.torch_version else "writer not recorded"
    assert f"written by {tool()} from schema {original.version}" in shown.output and recorded in shown.output
    assert f"source: {source} ({source.stat().st_size} bytes, sha256 {_sha256(source)})" in shown.output
    os.utime(out, (1_700_000_000, 1_700_000_000))  # 2023-11-14T22:13:20Z
    when = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(source.stat().st_mtime))
    shown = CliRunner().invoke(main, ["inspect", str(out)])
    assert f"source last modified {when}; this output written 2023-11-14T22:13:20Z" in shown.output
    as_json = json.loads(CliRunner().invoke(main, ["inspect", str(out), "--format", "json"]).output)
    made = as_json["provenance"]
    assert made["source"] == str(source) and made["from"] == str(original.version) and made["steps"]
    assert made["source_modified"] == when and made["written"] == "2023-11-14T22:13:20Z"
    plain = json.loads(CliRunner().invoke(main, ["inspect", str(source), "--format", "json"]).output)
    assert plain["provenance"] is None


def test_a_recorded_torch_that_cannot_write_the_schema_is_not_called_its_writer(tmp_path: Path) -> None:
    from serde.compat.inspect import writer

    artifact = serde.load(str(CORPUS / "2.13.0" / "mlp" / "model.pt2"))
    artifact.program["torch_version"] = "2.6.0+cu124"
    assert writer(artifact, None).startswith("says torch 2.6.0+cu124, which does not write schema 8.20")
    artifact.program["torch_version"] = "2.13.0+cpu"
    assert writer(artifact, None) == "written by torch 2.13.0+cpu (recorded in the file)"
