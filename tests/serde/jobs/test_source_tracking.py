"""A mirror that never serves a stale output: every container ``migrate --dest`` writes records its source, and
a re-run skips only outputs whose source is unchanged (local disk, moto S3, fake-gcs-server), migrates again
the ones whose source was replaced, and reports outputs whose source was deleted."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import time
import zipfile
from pathlib import Path

import pytest
from artifact_trees import CORPUS
from hypothesis import given
from hypothesis import strategies as st

import serde
from backends import open_store
from serde.containers.layouts import SOURCE_RECORD
from serde.jobs.sources import RECORD_TAIL_BYTES, judge, read_source_record, token_text

MLP = CORPUS / "2.4.1" / "mlp" / "model.pt2"
COND = CORPUS / "2.4.1" / "cond" / "model.pt2"
PAYLOAD = CORPUS / "2.13.0" / "mlp" / "model.pt2"


def _tree(root: Path) -> Path:
    """A source tree with two containers and one bare JSON payload."""
    (root / "a").mkdir(parents=True)
    (root / "b").mkdir()
    shutil.copy(MLP, root / "a" / "model.pt2")
    shutil.copy(COND, root / "b" / "model.pt2")
    payload = serde.load(str(PAYLOAD))
    (root / "payload.json").write_bytes(serde.encode(payload.program))
    return root


def _statuses(report: serde.MigrationReport) -> dict[str, tuple[str, str | None]]:
    return {
        r.url.rsplit("/src/", 1)[-1]: (r.status, r.reason) for r in report.records if r.error_type != "NotAnArtifact"
    }


def _record_of(output: Path) -> dict[str, object]:
    with zipfile.ZipFile(output) as archive:
        (name,) = [n for n in archive.namelist() if n.endswith("/" + SOURCE_RECORD)]
        assert archive.infolist()[-1].filename == name  # last: next to the central directory
        return json.loads(archive.read(name))  # type: ignore[no-any-return]


def test_output_records_its_source(tmp_path: Path) -> None:
    src = _tree(tmp_path / "src")
    serde.migrate(str(src), dest=str(tmp_path / "out"))
    output = tmp_path / "out" / "a" / "model.pt2"
    record = _record_of(output)
    status = os.stat(src / "a" / "model.pt2")
    assert record["format"] == "pt2-serde-source/1"
    assert record["source"] == {
        "url": str(src / "a" / "model.pt2"),
        "relative": "a/model.pt2",
        "size": status.st_size,
        "sha256": hashlib.sha256((src / "a" / "model.pt2").read_bytes()).hexdigest(),
        "token": json.dumps([status.st_size, status.st_mtime_ns, status.st_ino]),
        "modified": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(status.st_mtime)),
    }
    assert record["from"] == "5.3" and record["to"] == str(serde.newest_version()) and record["steps"]
    (reported,) = [r for r in serde.migrate(str(src), dest=str(tmp_path / "out")).records if "a/" in r.url]
    assert reported.input_token == record["source"]["token"]  # type: ignore[index]  # the report says it too


@pytest.mark.torch
def test_plain_torch_loads_the_output_and_reads_the_record_when_asked(tmp_path: Path) -> None:
    import torch

    serde.migrate(str(_tree(tmp_path / "src")), dest=str(tmp_path / "out"))
    output = tmp_path / "out" / "a" / "model.pt2"
    extra = {SOURCE_RECORD: ""}
    torch.export.load(str(output), extra_files=extra)
    assert json.loads(extra[SOURCE_RECORD]) == _record_of(output)


def test_rerun_skips_unchanged_sources_without_writing(tmp_path: Path) -> None:
    src = _tree(tmp_path / "src")
    first = serde.migrate(str(src), dest=str(tmp_path / "out"))
    assert first.counts["migrated"] == 3
    before = {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in (tmp_path / "out").rglob("*") if p.is_file()}
    again = serde.migrate(str(src), dest=str(tmp_path / "out"))
    assert _statuses(again) == {
        "a/model.pt2": ("skipped", "up to date: the source's size and version token match the output's record"),
        "b/model.pt2": ("skipped", "up to date: the source's size and version token match the output's record"),
        "payload.json": ("skipped", "up to date: the output holds these bytes"),
    }
    summary = again.summary()
    assert summary["up_to_date"] == 3 and summary["migrated"] == 0 and summary["bytes_out"] == 0
    after = {p: (p.stat().st_mtime_ns, p.read_bytes()) for p in (tmp_path / "out").rglob("*") if p.is_file()}
    assert after == before


def test_replaced_source_is_migrated_again(tmp_path: Path) -> None:
    src = _tree(tmp_path / "src")
    serde.migrate(str(src), dest=str(tmp_path / "out"))
    shutil.copy(COND, src / "a" / "model.pt2")  # a/ now holds another model
    plan = serde.migrate(str(src), dest=str(tmp_path / "out"), dry_run=True)
    run = serde.migrate(str(src), dest=str(tmp_path / "out"))
    for report in (plan, run):
        status, reason = _statuses(report)["a/model.pt2"]
        assert status == "migrated" and reason is not None and reason.startswith("replaced a stale output")
        assert _statuses(report)["b/model.pt2"][0] == "skipped"
        assert report.summary()["replaced_stale"] == 1
    assert _record_of(tmp_path / "out" / "a" / "model.pt2")["source"]["sha256"] == (  # type: ignore[index]
        hashlib.sha256(COND.read_bytes()).hexdigest()
    )
    output = serde.load(str(tmp_path / "out" / "a" / "model.pt2"))
    expected = serde.load(str(tmp_path / "out" / "b" / "model.pt2"))
    assert output.program == expected.program  # the mirror now serves the new model


def test_touched_source_is_hashed_not_migrated(tmp_path: Path) -> None:
    src = _tree(tmp_path / "src")
    serde.migrate(str(src), dest=str(tmp_path / "out"))
    os.utime(src / "a" / "model.pt2", ns=(1, 1))
    again = serde.migrate(str(src), dest=str(tmp_path / "out"))
    assert _statuses(again)["a/model.pt2"] == (
        "skipped",
        "up to date: the source was touched but its sha256 matches the output's record",
    )


def test_checksum_finds_a_rewrite_that_kept_size_and_mtime(tmp_path: Path) -> None:
    """Size, mtime and inode restored after an in-place rewrite: the token matches, only the digest can tell."""
    src = _tree(tmp_path / "src")
    serde.migrate(str(src), dest=str(tmp_path / "out"))
    target = src / "a" / "model.pt2"
    status = target.stat()
    data = bytearray(target.read_bytes())
    data[-30] ^= 0xFF  # inside the central directory's last entry: still the same size
    with open(target, "r+b") as handle:
        handle.write(bytes(data))
    os.utime(target, ns=(status.st_atime_ns, status.st_mtime_ns))
    assert _statuses(serde.migrate(str(src), dest=str(tmp_path / "out"), dry_run=True))["a/model.pt2"][0] == "skipped"
    checked = serde.migrate(str(src), dest=str(tmp_path / "out"), checksum=True, dry_run=True)
    assert _statuses(checked)["a/model.pt2"][0] != "skipped"


def test_deleted_source_reports_its_orphaned_output(tmp_path: Path) -> None:
    src = _tree(tmp_path / "src")
    serde.migrate(str(src), dest=str(tmp_path / "out"), report=str(tmp_path / "out" / "report.jsonl"))
    shutil.rmtree(src / "b")
    again = serde.migrate(str(src), dest=str(tmp_path / "out"), report=str(tmp_path / "out" / "report.jsonl"))
    assert again.orphans == [str(tmp_path / "out" / "b" / "model.pt2")]
    assert again.summary()["orphaned_outputs"] == 1 and again.ok
    assert (tmp_path / "out" / "b" / "model.pt2").exists()  # reported, never deleted


def test_output_without_record_or_for_another_target_is_replaced(tmp_path: Path) -> None:
    src = _tree(tmp_path / "src")
    out = tmp_path / "out"
    (out / "a").mkdir(parents=True)
    serde.save(serde.upgrade(serde.load(str(MLP))).artifact, str(out / "a" / "model.pt2"))  # at the target, no record
    run = serde.migrate(str(src), dest=str(out))
    assert _statuses(run)["a/model.pt2"] == (
        "migrated",
        "replaced a stale output: the existing output has no source record (not written by this pt2-serde)",
    )
    older = serde.migrate(str(src), dest=str(out), to="8.17")
    status, reason = _statuses(older)["b/model.pt2"]
    assert status == "migrated" and reason is not None and "made for" in reason


def test_judge_rules() -> None:
    from backends.state import ObjectState
    from serde.containers.layouts import Layout

    state = ObjectState(size=10, token="etag-1")
    record = {
        "to": "8.20",
        "layout": "P2",
        "program_format": "json",
        "source": {"size": 10, "token": '"etag-1"', "sha256": "aa"},
    }
    same = {"target": "8.20", "layout": Layout.P2, "program_format": "json"}
    assert judge(record, state, **same).fresh  # type: ignore[arg-type]
    moved = ObjectState(size=10, token="etag-2")
    assert judge(record, moved, **same).needs_digest  # type: ignore[arg-type]
    assert judge(record, moved, sha256="aa", **same).fresh  # type: ignore[arg-type]
    assert not judge(record, moved, sha256="bb", **same).fresh  # type: ignore[arg-type]
    assert not judge(record, ObjectState(size=11, token="etag-1"), **same).fresh  # type: ignore[arg-type]
    assert not judge(None, state, **same).fresh  # type: ignore[arg-type]
    assert not judge(record, state, target="8.17", layout=Layout.P2, program_format="json").fresh


def test_forged_or_oversized_records_are_ignored(tmp_path: Path) -> None:
    """The record is read from the destination only, bounded, and must be pt2-serde's own format."""
    store, root = open_store(str(tmp_path))
    path = tmp_path / "x.pt2"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("model/extra/" + SOURCE_RECORD, json.dumps({"format": "other", "source": {}}))
    assert read_source_record(store, str(path), store.stat(str(path))) is None
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("model/extra/" + SOURCE_RECORD, " " * (65 * 1024))
    assert read_source_record(store, str(path), store.stat(str(path))) is None
    path.write_bytes(b"not a zip at all, just text long enough")
    assert read_source_record(store, str(path), store.stat(str(path))) is None


@pytest.mark.parametrize(("members", "member_bytes"), [(1, 3 * RECORD_TAIL_BYTES), (3000, 1)])
def test_a_record_is_found_in_large_outputs_whatever_part_of_them_the_tail_read_holds(
    tmp_path: Path, members: int, member_bytes: int
) -> None:
    """One large member before the record (the tail read holds the record and the whole directory), or so many
    members that the directory starts before the bytes read ahead (the rest is read on demand): the record is
    found either way."""
    store, _ = open_store(str(tmp_path))
    path = tmp_path / "x.pt2"
    record = {"format": "pt2-serde-source/1", "source": {"size": 1}, "to": "8.20"}
    with zipfile.ZipFile(path, "w") as archive:
        for index in range(members):
            archive.writestr(f"model/data/weights/w{index:05d}-{'n' * 40}", b"x" * member_bytes)
        archive.writestr("model/extra/" + SOURCE_RECORD, json.dumps(record))
    directory_start = zipfile.ZipFile(path).start_dir  # type: ignore[attr-defined]
    size = path.stat().st_size
    assert size > RECORD_TAIL_BYTES and (directory_start < size - RECORD_TAIL_BYTES) == (members > 1)
    assert read_source_record(store, str(path), store.stat(str(path))) == record


@pytest.mark.parametrize("server", ["s3", "gcs", "azure"])
def test_bucket_mirror_rerun(server: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    bucket = request.getfixturevalue(f"{server}_bucket")
    options = request.getfixturevalue(f"{server}_options")
    store, base = open_store(f"{bucket}/src", **options)
    store.write_bytes(store.join(base, "a/model.pt2"), MLP.read_bytes())
    store.write_bytes(store.join(base, "b/model.pt2"), COND.read_bytes())
    first = serde.migrate(f"{bucket}/src", dest=f"{bucket}/out", storage_options=options)
    assert first.counts["migrated"] == 2
    again = serde.migrate(f"{bucket}/src", dest=f"{bucket}/out", storage_options=options)
    assert {r.status for r in again.records} == {"skipped"} and again.summary()["up_to_date"] == 2
    store.write_bytes(store.join(base, "a/model.pt2"), MLP.read_bytes())  # same bytes, a new ETag/generation
    store.write_bytes(store.join(base, "b/model.pt2"), MLP.read_bytes())  # another model
    third = serde.migrate(f"{bucket}/src", dest=f"{bucket}/out", storage_options=options)
    statuses = {r.url.rsplit("/src/", 1)[-1]: (r.status, r.reason) for r in third.records}
    assert statuses["a/model.pt2"][0] == "skipped"
    assert statuses["b/model.pt2"][0] == "migrated" and "stale" in (statuses["b/model.pt2"][1] or "")
    store.delete(store.join(base, "b/model.pt2"))
    fourth = serde.migrate(f"{bucket}/src", dest=f"{bucket}/out", storage_options=options)
    assert [o.rsplit("/out/", 1)[-1] for o in fourth.orphans] == ["b/model.pt2"]


def test_upgrade_output_records_its_source_and_a_rewrite_replaces_the_record(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from serde.cli.commands import main

    first, second = tmp_path / "first.pt2", tmp_path / "second.pt2"
    assert CliRunner().invoke(main, ["upgrade", str(MLP), str(first), "--schema", "8.17"]).exit_code == 0
    assert _record_of(first)["source"]["sha256"] == hashlib.sha256(MLP.read_bytes()).hexdigest()  # type: ignore[index]
    assert CliRunner().invoke(main, ["upgrade", str(first), str(second)]).exit_code == 0
    with zipfile.ZipFile(second) as archive:
        assert sum(name.endswith(SOURCE_RECORD) for name in archive.namelist()) == 1  # the old record is dropped
    assert _record_of(second)["source"]["url"] == str(first) and _record_of(second)["from"] == "8.17"


@given(
    st.one_of(
        st.tuples(st.integers(), st.integers(), st.integers()),
        st.lists(st.one_of(st.integers(), st.booleans(), st.text(), st.none())).map(tuple),
        st.text(),
        st.none(),
    )
)
def test_token_text_spells_every_token_as_its_json(token: object) -> None:
    """Source records written before the direct spelling of local tokens must still match."""
    assert token_text(token) == json.dumps(token, default=str)
