"""Objects real buckets hold besides artifacts are recognised and left alone, never unpickled and never
reported as failures, unless the user names one of them on its own."""

from __future__ import annotations

import hashlib
import io
import os
import pickle
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest
import torch
from artifact_trees import CORPUS
from click.testing import CliRunner

import serde
from backends.state import ObjectState
from backends.store import Store
from serde.cli.commands import main

pytestmark = pytest.mark.torch


def _bucket_clutter(root: Path) -> dict[str, str]:
    """Files of every kind a model bucket holds, with the phrase their refusal must contain."""
    root.mkdir(parents=True)
    torch.save({"w": torch.ones(2)}, root / "checkpoint.pt")
    legacy = io.BytesIO()
    torch.save({"w": torch.ones(2)}, legacy, _use_new_zipfile_serialization=False)
    (root / "legacy.pth").write_bytes(legacy.getvalue())
    (root / "state.pkl").write_bytes(pickle.dumps({"a": 1}))
    (root / "image.png").write_bytes(b"\x89PNG\r\n\x1a\n" + os.urandom(256))
    (root / "README.md").write_text("# models\n")
    (root / "_SUCCESS").write_bytes(b"")
    (root / "blob.bin").write_bytes(bytes([0x83]) + os.urandom(64))  # starts like a msgpack map
    (root / "config.json").write_text('{"lr": 0.1}')
    (root / "broken.json").write_text('{"lr": 0.1,')
    shutil.copy(CORPUS / "2.4.1" / "mlp" / "model.pt2", root / "model.pt2")
    return {
        "checkpoint.pt": "torch.save checkpoint (zip format)",
        "legacy.pth": "Python pickle",
        "state.pkl": "Python pickle",
        "image.png": "unknown layout",
        "README.md": "unknown layout",
        "_SUCCESS": "unknown layout",
        "blob.bin": "unknown layout",
        "config.json": "without a graph_module",
        "broken.json": "unknown layout",
    }


def test_clutter_is_skipped_as_not_artifacts_and_the_run_succeeds(tmp_path: Path) -> None:
    expected = _bucket_clutter(tmp_path / "bucket")
    report = serde.migrate(str(tmp_path / "bucket"), dest=str(tmp_path / "out"), artifacts_only=True)
    by_name = {Path(r.url).name: r for r in report.records}
    assert by_name["model.pt2"].status == "migrated" and report.ok
    for name, phrase in expected.items():
        record = by_name[name]
        assert (record.status, record.error_type, record.output) == ("skipped", "NotAnArtifact", None), name
        assert phrase in (record.error or ""), (name, record.error)
        assert not (tmp_path / "out" / name).exists(), name
    result = CliRunner().invoke(
        main, ["migrate", str(tmp_path / "bucket"), "--dest", str(tmp_path / "out2"), "--artifacts-only"]
    )
    assert result.exit_code == 0 and f"{len(expected)} other objects (not artifacts) left alone" in result.output


def test_a_mirror_copies_the_objects_that_are_not_artifacts_verbatim(tmp_path: Path) -> None:
    """``aws s3 sync`` semantics: every object that is not an artifact arrives byte for byte (never parsed), is
    skipped on a re-run while it is up to date, and is copied again once its source changes."""
    expected = _bucket_clutter(tmp_path / "bucket")
    report = serde.migrate(str(tmp_path / "bucket"), dest=str(tmp_path / "out"))
    by_name = {Path(r.url).name: r for r in report.records}
    assert report.ok and report.summary()["copied"] == len(expected) == report.summary()["not_artifacts"]
    for name in expected:
        source, copy = tmp_path / "bucket" / name, tmp_path / "out" / name
        assert copy.read_bytes() == source.read_bytes(), name
        assert by_name[name].status == "copied" and by_name[name].output == str(copy)
        assert by_name[name].output_sha256 == hashlib.sha256(source.read_bytes()).hexdigest()
    again = serde.migrate(str(tmp_path / "bucket"), dest=str(tmp_path / "out"))
    assert again.summary()["copied"] == 0 and {r.status for r in again.records} == {"skipped"}
    (tmp_path / "bucket" / "README.md").write_text("changed, same length? no: longer than before")
    third = {
        Path(r.url).name: r.status for r in serde.migrate(str(tmp_path / "bucket"), dest=str(tmp_path / "out")).records
    }
    assert third["README.md"] == "copied" and third["config.json"] == "skipped"
    assert (tmp_path / "out" / "README.md").read_text().startswith("changed")
    result = CliRunner().invoke(main, ["migrate", str(tmp_path / "bucket"), "--dest", str(tmp_path / "out2")])
    assert result.exit_code == 0 and f"copied {len(expected)} other objects (not artifacts) verbatim" in result.output


def test_a_file_named_on_its_own_that_is_no_artifact_fails(tmp_path: Path) -> None:
    _bucket_clutter(tmp_path / "bucket")
    result = CliRunner().invoke(
        main, ["migrate", str(tmp_path / "bucket" / "state.pkl"), "--dest", str(tmp_path / "o")]
    )
    assert result.exit_code == 1 and "never unpickles it" in result.output


def test_a_program_key_spelled_with_escapes_is_not_taken_for_clutter(tmp_path: Path) -> None:
    """JSON may spell ``graph_module`` with ``\\u`` escapes, as torch's reader would still see it: such a document
    is a (broken) program, reported as failed, never skipped as an object that is not an artifact."""
    (tmp_path / "escaped.json").write_text('{"\\u0067raph_module": {}}')
    (tmp_path / "plain.json").write_text('{"graph": {}}')
    report = serde.migrate(str(tmp_path), dest=str(tmp_path / "out"), workers=1, artifacts_only=True)
    statuses = {Path(r.url).name: (r.status, r.error_type) for r in report.records}
    assert statuses["plain.json"] == ("skipped", "NotAnArtifact")
    assert statuses["escaped.json"][0] == "failed" and statuses["escaped.json"][1] != "NotAnArtifact"


def _zip(members: dict[str, bytes], *, comment: bytes = b"") -> bytes:
    """A zip of ``members``, as the standard library writes it (names taken as given)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in members.items():
            archive.writestr(zipfile.ZipInfo(name), data)
        archive.comment = comment
    return buffer.getvalue()


def test_a_complete_zip_without_an_artifact_s_names_is_mirrored_unparsed_whatever_its_names(tmp_path: Path) -> None:
    """A zip that names neither ``archive_format`` nor ``serialized_exported_program.json`` anywhere is no artifact
    to any reader: it is told so without being parsed, and a mirror copies it as it is, even with member names
    that would be refused in an artifact. One whose directory holds either name, in any case (torch finds members
    case-insensitively), is parsed and refused as before, and so is a truncated zip or one with bytes before its
    directory, whatever it names."""
    bucket = tmp_path / "bucket"
    bucket.mkdir()
    (bucket / "unsafe.zip").write_bytes(_zip({"../escape.txt": b"x", "a/b": b"y"}))
    (bucket / "cased.zip").write_bytes(_zip({"A.txt": b"x", "a.txt": b"y"}))
    hidden = _zip({"model/archive_format": b"pt2", "model/../escape": b"x"})
    (bucket / "hidden.pt2").write_bytes(hidden)
    (bucket / "shouted.pt2").write_bytes(_zip({"model/ARCHIVE_FORMAT": b"pt2", "model/../escape": b"x"}))
    plain = _zip({"../escape.txt": b"x"})
    directory = int.from_bytes(plain[-6:-2], "little")
    # Bytes between the records and the directory: it no longer ends where the end record begins.
    (bucket / "padded.zip").write_bytes(plain[:directory] + b"junk" + plain[directory:])
    (bucket / "legacy.pt2").write_bytes(_zip({"serialized_exported_program.json": b"{}", "version": b"1"}))
    (bucket / "commented.zip").write_bytes(_zip({"../escape.txt": b"x"}, comment=b"note"))
    (bucket / "truncated.zip").write_bytes(_zip({"data.txt": b"x" * 64})[:-30])
    report = serde.migrate(str(bucket), dest=str(tmp_path / "out"), workers=1)
    records = {Path(r.url).name: r for r in report.records}
    for name in ("unsafe.zip", "cased.zip"):
        assert (records[name].status, records[name].error_type) == ("copied", None), records[name]
        assert (tmp_path / "out" / name).read_bytes() == (bucket / name).read_bytes()
    for name in ("hidden.pt2", "shouted.pt2", "padded.zip", "legacy.pt2", "commented.zip", "truncated.zip"):
        assert records[name].status == "failed", records[name]
        assert records[name].error_type == ("VersionError" if name == "legacy.pt2" else "ContainerError"), name
        assert not (tmp_path / "out" / name).exists(), name
    assert "unsafe member name" in (records["hidden.pt2"].error or "")
    assert "unsafe member name" in (records["shouted.pt2"].error or "")
    assert "not a readable zip" in (records["truncated.zip"].error or "")


def test_an_object_that_is_no_artifact_is_read_once_and_its_copy_is_what_was_judged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A small object is read whole to be classified; when it is no artifact, its copy is written from those
    bytes, so it is never opened a second time and what is copied is what was judged."""
    bucket = tmp_path / "bucket"
    bucket.mkdir()
    (bucket / "config.json").write_bytes(b'{"hidden_size": 8}')
    (bucket / "weights.zip").write_bytes(_zip({"weights.bin": b"\x00" * 32}))
    reads: list[str] = []
    whole = Store.read_listed

    def counted(self: Store, path: str, state: ObjectState) -> tuple[bytes, ObjectState]:
        reads.append(path)
        return whole(self, path, state)

    def refused(self: Store, path: str) -> Any:
        raise AssertionError(f"{path} opened again")

    monkeypatch.setattr(Store, "read_listed", counted)
    monkeypatch.setattr(Store, "open_read", refused)
    report = serde.migrate(str(bucket), dest=str(tmp_path / "out"), workers=1)
    assert sorted(Path(r.url).name for r in report.records if r.status == "copied") == ["config.json", "weights.zip"]
    assert sorted(Path(path).name for path in reads) == ["config.json", "weights.zip"]
    for name in ("config.json", "weights.zip"):
        assert (tmp_path / "out" / name).read_bytes() == (bucket / name).read_bytes()
        record = next(r for r in report.records if Path(r.url).name == name)
        assert record.output_sha256 == hashlib.sha256((bucket / name).read_bytes()).hexdigest()
