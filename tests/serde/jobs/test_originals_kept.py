"""In-place migrations never lose an original: backups are create-only and never migrated again, files keep
their permissions and object metadata, and a concurrent rewrite that hides behind size and mtime is caught."""

from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import stat
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from artifact_trees import CORPUS
from project_paths import DATA

import serde
import serde.jobs.convert as convert
from backends import open_store
from serde.jobs.backups import MARKER_SUFFIX

NEWEST = str(serde.newest_version())
"""The target of these runs: the newest schema (what the installed torch reads, without needing torch)."""

EXTRA_FILES = DATA / "extra_files"
"""Artifacts written with ``extra_files`` (``tools/make_extra_files_artifact.py``)."""


@pytest.fixture
def models(tmp_path: Path) -> Path:
    root = tmp_path / "models"
    root.mkdir()
    for release in ("2.1.2", "2.4.1", "2.8.0"):
        shutil.copy(CORPUS / release / "mlp" / "model.pt2", root / f"mlp-{release}.pt2")
    return root


@pytest.fixture
def umask_022() -> Iterator[None]:
    old = os.umask(0o022)
    yield
    os.umask(old)


def _artifacts(root: Path) -> list[Path]:
    return sorted(p for p in root.iterdir() if p.suffix == ".pt2")


def test_a_second_backup_never_overwrites_the_first_and_backups_are_never_migrated(models: Path) -> None:
    pristine = {p.name: p.read_bytes() for p in _artifacts(models)}
    first = serde.migrate(str(models), to="2.6.0", backup=".orig")
    assert first.ok and {r.status for r in first.records} == {"migrated"}
    for record in first.records:
        name = Path(record.url).name
        assert record.backup == str(models / f"{name}.orig")
        assert record.backup_sha256 == hashlib.sha256(pristine[name]).hexdigest()
    after_first = {p.name: p.read_bytes() for p in _artifacts(models)}

    second = serde.migrate(str(models), to=NEWEST, backup=".orig")
    assert len(second.records) == 3, "backups and markers are not inputs"
    for record in second.records:
        name = Path(record.url).name
        assert record.backup == str(models / f"{name}.orig.1")
        assert (models / f"{name}.orig").read_bytes() == pristine[name]
        assert (models / f"{name}.orig.1").read_bytes() == after_first[name]

    third = serde.migrate(str(models), to="2.6.0")  # no --backup: the .orig files are still not inputs
    assert sorted(Path(r.url).name for r in third.records) == sorted(pristine)
    for name, data in pristine.items():
        assert (models / f"{name}.orig").read_bytes() == data
    single = serde.migrate(str(models / "mlp-2.4.1.pt2.orig"), to=NEWEST)
    assert single.records == []
    pattern = serde.migrate(str(models / "*.orig*"), to=NEWEST)
    assert pattern.records == []


def test_backup_markers_name_the_original(models: Path) -> None:
    serde.migrate(str(models), to="2.6.0", backup=".orig")
    marker = json.loads((models / f"mlp-2.1.2.pt2.orig{MARKER_SUFFIX}").read_text())
    assert marker["backup_of"] == str(models / "mlp-2.1.2.pt2")


def test_in_place_keeps_the_mode_and_new_files_follow_the_umask(models: Path, tmp_path: Path, umask_022: None) -> None:
    for path in _artifacts(models):
        path.chmod(0o644)
    (models / "mlp-2.4.1.pt2").chmod(0o640)
    report = serde.migrate(str(models), to=NEWEST, backup=".orig")
    assert report.ok
    assert stat.S_IMODE((models / "mlp-2.1.2.pt2").stat().st_mode) == 0o644
    assert stat.S_IMODE((models / "mlp-2.4.1.pt2").stat().st_mode) == 0o640
    assert stat.S_IMODE((models / "mlp-2.1.2.pt2.orig").stat().st_mode) == 0o644
    assert stat.S_IMODE((models / "mlp-2.4.1.pt2.orig").stat().st_mode) == 0o640
    os.umask(0o027)
    serde.migrate(str(models), to=NEWEST, dest=str(tmp_path / "out"))
    for path in _artifacts(tmp_path / "out"):
        assert stat.S_IMODE(path.stat().st_mode) == 0o640
    serde.save(serde.load(str(models / "mlp-2.1.2.pt2")), str(tmp_path / "saved.pt2"))
    assert stat.S_IMODE((tmp_path / "saved.pt2").stat().st_mode) == 0o640


def test_a_same_size_rewrite_with_restored_mtime_is_not_overwritten(
    models: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    victim = models / "mlp-2.4.1.pt2"
    replacement = (CORPUS / "2.4.1" / "cnn_bn_eval" / "model.pt2").read_bytes()
    original = victim.read_bytes()
    replacement = (replacement + b"\0" * len(original))[: len(original)]
    verify = convert.verify_output

    def rewrite_meanwhile(*args: object, **kwargs: object) -> str:
        checked = verify(*args, **kwargs)  # type: ignore[arg-type]
        if str(kwargs.get("source", "")).endswith("mlp-2.4.1.pt2"):
            before = victim.stat()
            with open(victim, "r+b") as handle:  # rsync --inplace: same inode, same size
                handle.write(replacement)
            os.utime(victim, ns=(before.st_atime_ns, before.st_mtime_ns))  # --times / touch -r
        return checked

    monkeypatch.setattr(convert, "verify_output", rewrite_meanwhile)
    report = serde.migrate(str(models), to=NEWEST)
    record = next(r for r in report.records if r.url.endswith("mlp-2.4.1.pt2"))
    assert record.status == "failed" and record.error_type == "ChangedUnderneath"
    assert victim.read_bytes() == replacement


@pytest.mark.parametrize("kind", ["s3", "gcs", "azure"])
def test_object_metadata_is_carried_over(
    kind: str, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The replacement and its backup keep the original's Content-Type and user metadata, taken from what
    the store said as the original was listed (GCS, Azure) or read (S3), not asked for in a request of
    their own."""
    bucket = request.getfixturevalue(f"{kind}_bucket")
    options = request.getfixturevalue(f"{kind}_options")
    store, base = open_store(bucket, **options)
    data = (CORPUS / "2.4.1" / "mlp" / "model.pt2").read_bytes()
    path = store.join(base, "team/model.pt2")
    if kind == "s3":
        store.fs.pipe_file(path, data, ContentType="application/x-pt2", Metadata={"owner": "team-a"})
    elif kind == "azure":  # written by the Azure SDK itself, as another tool would
        from azure.storage.blob import BlobServiceClient, ContentSettings

        service = BlobServiceClient.from_connection_string(str(options["connection_string"]))
        container, key = path.split("/", 1)
        service.get_blob_client(container, key).upload_blob(
            data, metadata={"owner": "team-a"}, content_settings=ContentSettings(content_type="application/x-pt2")
        )
    else:
        store.fs.pipe_file(path, data, content_type="application/x-pt2", metadata={"owner": "team-a"})
    store.fs.invalidate_cache()
    asked: list[str] = []
    publisher = type(store._publisher)
    ask = publisher.metadata
    monkeypatch.setattr(publisher, "metadata", lambda self, path: asked.append(path) or ask(self, path))
    report = serde.migrate(f"{bucket}/team/", to=NEWEST, backup=".orig", storage_options=options)
    monkeypatch.undo()
    assert asked == [], "the metadata the listing or the read said was asked for again"
    assert report.ok and [r.status for r in report.records] == ["migrated"], [
        (r.error_type, r.error) for r in report.records
    ]
    for name in ("team/model.pt2", "team/model.pt2.orig"):
        metadata = store.metadata(store.join(base, name))
        assert metadata.content_type == "application/x-pt2", name
        assert metadata.user == {"owner": "team-a"}, name
    assert store.read_bytes(store.join(base, "team/model.pt2.orig")) == data
    assert serde.load(f"{bucket}/team/model.pt2", **options).version == serde.newest_version()


@pytest.mark.parametrize("kind", ["s3", "gcs", "azure"])
def test_an_artifact_past_the_streaming_size_is_replaced_in_place_with_its_backup(
    kind: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    """An in-place migration of an artifact above 8 MiB (a torch 2.5 export carrying a 12 MiB extra file),
    where the replacement is a compare-and-swap write too large for one request on GCS (streamed) and
    Azure (staged blocks): the new object is the migrated artifact with every byte of the extra file, the
    backup is the original byte for byte, and a second run finds nothing to do."""
    bucket = request.getfixturevalue(f"{kind}_bucket")
    options = request.getfixturevalue(f"{kind}_options")
    blob = os.urandom(12 << 20)
    original = tmp_path / "model.pt2"
    with zipfile.ZipFile(EXTRA_FILES / "2.5.1.pt2") as source, zipfile.ZipFile(original, "w") as target:
        for info in source.infolist():
            target.writestr(info, source.read(info))
        target.writestr("extra_files/blob.bin", blob)
    store, base = open_store(bucket, **options)
    path = store.join(base, "team/model.pt2")
    store.write_bytes(path, original.read_bytes())
    report = serde.migrate(f"{bucket}/team/", to=NEWEST, backup=".orig", storage_options=options)
    assert [(r.status, r.error_type) for r in report.records] == [("migrated", None)], [r.error for r in report.records]
    assert store.read_bytes(store.join(base, "team/model.pt2.orig")) == original.read_bytes()
    migrated = store.read_bytes(path)
    assert hashlib.sha256(migrated).hexdigest() == report.records[0].output_sha256
    with zipfile.ZipFile(io.BytesIO(migrated)) as archive:
        assert archive.testzip() is None
        assert [name for name in archive.namelist() if archive.getinfo(name).file_size == len(blob)]
        assert any(archive.read(name) == blob for name in archive.namelist() if name.endswith("blob.bin"))
    assert serde.load(f"{bucket}/team/model.pt2", **options).version == serde.newest_version()
    again = serde.migrate(f"{bucket}/team/", to=NEWEST, backup=".orig", storage_options=options)
    assert [r.status for r in again.records if r.url.endswith("model.pt2")] == ["skipped"]
