"""``serde.convert_one``: the one "convert one artifact" job behind ``pt2-serde upgrade``/``downgrade`` and each
task of ``migrate`` (read hashing, chain, one layout rule, build, verify, publish, record)."""

from __future__ import annotations

import hashlib
import io
import subprocess
import sys
from pathlib import Path

import pytest
from project_paths import DATA

import serde
from serde.jobs.sources import read_source_record

CORPUS = DATA / "corpus"
MLP_241 = CORPUS / "2.4.1" / "mlp" / "model.pt2"
MLP_2130 = CORPUS / "2.13.0" / "mlp" / "model.pt2"


def test_converts_verifies_publishes_and_records(tmp_path: Path) -> None:
    out = tmp_path / "out.pt2"
    done = serde.convert_one(str(MLP_241), str(out), to="8.20")
    record = done.record
    assert record.status == "migrated" and record.verified == "schema" and not record.dry_run
    assert (record.from_version, record.to_version, record.layout, record.output_layout) == ("5.3", "8.20", "C4", "P2")
    assert record.input_sha256 == hashlib.sha256(MLP_241.read_bytes()).hexdigest()
    assert record.output_sha256 == hashlib.sha256(out.read_bytes()).hexdigest()
    assert record.bytes_out == out.stat().st_size and done.report is not None and done.report.steps == record.steps
    assert serde.load(str(out)).version == serde.SchemaVersion(8, 20)
    store_record = read_source_record(*_local(out))
    assert store_record is not None and store_record["source"]["sha256"] == record.input_sha256


def _local(path: Path) -> tuple[object, ...]:
    from backends.store import open_store

    store, key = open_store(str(path))
    return store, key, store.stat(key)


def test_without_a_destination_nothing_is_written(tmp_path: Path) -> None:
    done = serde.convert_one(str(MLP_241), to="2.13.0")
    assert done.record.dry_run and done.record.status == "migrated" and done.record.output is None
    assert done.record.output_sha256 is not None and list(tmp_path.iterdir()) == []


def test_an_existing_output_is_replaced_only_when_asked(tmp_path: Path) -> None:
    out = tmp_path / "out.pt2"
    out.write_bytes(b"keep me")
    with pytest.raises(serde.PreconditionFailedError):
        serde.convert_one(str(MLP_241), str(out), to="8.20")
    assert out.read_bytes() == b"keep me"
    serde.convert_one(str(MLP_241), str(out), to="8.20", write=serde.WriteOptions(replace=True))
    assert serde.load(str(out)).version == serde.SchemaVersion(8, 20)


def test_direction_and_default_target_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(serde.UsageError, match="use `pt2-serde upgrade`"):
        serde.convert_one(str(MLP_241), str(tmp_path / "x.pt2"), to="8.20", downgrade_only=True)
    assert not (tmp_path / "x.pt2").exists()
    # as if the installed torch were 2.4.1: an artifact newer than the default target is left as it is
    monkeypatch.setattr("serde.jobs.convert.default_target", lambda: (serde.SchemaVersion(5, 3), "2.4.1"))
    done = serde.convert_one(str(MLP_2130), str(tmp_path / "y.pt2"))
    assert (done.record.status, done.record.error_type, done.report) == ("skipped", "NewerThanTarget", None)
    assert "pt2-serde downgrade" in (done.record.reason or "") and not (tmp_path / "y.pt2").exists()
    assert serde.convert_one(str(MLP_2130), str(tmp_path / "z.pt2"), to="8.20").record.status == "migrated"


def test_read_and_write_options_reach_both_stores(
    s3_bucket: str, s3_options: dict[str, object], tmp_path: Path
) -> None:
    import s3fs

    fs = s3fs.S3FileSystem(**s3_options)  # type: ignore[arg-type]
    fs.put(str(MLP_241), f"{s3_bucket}/in/model.pt2")
    done = serde.convert_one(
        f"{s3_bucket}/in/model.pt2",
        str(tmp_path / "local.pt2"),
        to="2.13.0",
        read=serde.ReadOptions(storage_options=dict(s3_options)),
        write=serde.WriteOptions(storage_options={}),
    )
    assert done.record.url.startswith("s3://") and (tmp_path / "local.pt2").exists()
    assert done.record.input_sha256 == hashlib.sha256(MLP_241.read_bytes()).hexdigest()


@pytest.mark.slow
def test_the_cli_verifies_with_torch_when_asked(tmp_path: Path) -> None:
    out = tmp_path / "out.pt2"
    run = subprocess.run(
        [sys.executable, "-m", "serde", "upgrade", str(MLP_241), str(out), "--to", "torch", "--verify", "torch"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert run.returncode == 0, run.stderr
    assert "verified: torch: loaded and run on its example inputs" in run.stdout


def test_the_copy_of_a_source_read_whole_is_not_screened_twice(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A source read whole into memory is screened once: the output is built from those very bytes. (A large
    source, read from its file again while copied, is screened again as written:
    tests/acceptance/test_hostile_programs.py
    rewrites one in place between the two reads.)"""
    from serde.containers import reader

    screened: list[str | None] = []
    real = reader.screen_pickles
    monkeypatch.setattr(reader, "screen_pickles", lambda artifact: screened.append(artifact.source) or real(artifact))
    source = CORPUS / "2.4.1" / "bn_train" / "model.pt2"
    assert reader.held_in_memory(serde.load(str(source)))
    serde.convert_one(str(source), str(tmp_path / "out.pt2"))
    assert screened == []  # what was written was not screened a second time
    written = (tmp_path / "out.pt2").read_bytes()
    copy = reader.read_written(io.BytesIO(written), len(written), serde.load(str(source)))
    assert copy.layout.value in ("C4", "P2") and len(screened) == 1


def test_each_place_an_output_goes_applies_its_own_rules(tmp_path: Path) -> None:
    """The same phases, three places (``serde.jobs.outputs``): a payload in place of a container is refused
    (it would discard the weights) and the original is untouched; a payload into a destination is written;
    an artifact the chain does not change is left alone in place, with its sha256 recorded."""
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "old.pt2").write_bytes(MLP_241.read_bytes())
    (tree / "native.pt2").write_bytes(MLP_2130.read_bytes())
    before = {p.name: p.read_bytes() for p in tree.iterdir()}
    in_place = serde.migrate(str(tree), to="8.20", layout="payload")
    refused = {r.url.rsplit("/", 1)[-1]: r for r in in_place.records}
    assert refused["old.pt2"].status == "refused" and "discard the artifact's weights" in str(refused["old.pt2"].error)
    assert {p.name: p.read_bytes() for p in tree.iterdir()} == before
    copied = serde.migrate(str(tree), to="8.20", layout="payload", dest=str(tmp_path / "out"))
    assert copied.counts["migrated"] == 2
    assert serde.load(str(tmp_path / "out" / "old.pt2")).layout is serde.Layout.PAYLOAD
    unchanged = serde.migrate(str(tree / "native.pt2"), to="8.20")
    (record,) = unchanged.records
    assert (record.status, record.reason) == ("skipped", "already at the target schema and layout")
    assert record.input_sha256 == hashlib.sha256(before["native.pt2"]).hexdigest()
    assert (tree / "native.pt2").read_bytes() == before["native.pt2"]
