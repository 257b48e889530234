"""Every corpus artifact copied local -> S3 / GCS -> local with program and blobs identical."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from corpus_index import CorpusArtifact, corpus_artifacts

import serde

ARTIFACTS = corpus_artifacts()


def _contents(artifact: serde.Artifact) -> tuple[dict[str, object], dict[str, bytes]]:
    return artifact.program, {name: blob.read() for name, blob in artifact.members.items()}


@pytest.fixture(params=["s3", "gcs", "azure"])
def remote(request: pytest.FixtureRequest) -> tuple[str, dict[str, object]]:
    """A fresh bucket URL and its storage options on the S3, GCS or Azure test server."""
    return request.getfixturevalue(f"{request.param}_bucket"), request.getfixturevalue(f"{request.param}_options")


@pytest.mark.slow
def test_every_corpus_artifact_round_trips_through_the_bucket(
    remote: tuple[str, dict[str, object]], tmp_path: Path
) -> None:
    bucket, options = remote

    def round_trip(item: CorpusArtifact) -> None:
        original = serde.load(str(item.path))
        url = f"{bucket}/{item.torch_version}/{item.model}/model.pt2"
        serde.save(original, url, layout=original.layout, **options)
        remote_copy = serde.load(url, **options)
        assert remote_copy.layout is original.layout and remote_copy.source == url
        back = tmp_path / item.torch_version / item.model / "model.pt2"
        serde.save(remote_copy, str(back), layout=remote_copy.layout)
        assert _contents(serde.load(str(back))) == _contents(original), str(item)

    with ThreadPoolExecutor(max_workers=8) as pool:
        list(pool.map(round_trip, ARTIFACTS))


def test_payload_files_in_buckets(remote: tuple[str, dict[str, object]]) -> None:
    bucket, options = remote
    original = serde.load(str(ARTIFACTS[40].path))
    serde.save(original, f"{bucket}/p.msgpack", layout="payload", format="msgpack", **options)
    assert serde.load(f"{bucket}/p.msgpack", **options).program == original.program


def test_missing_key_and_bucket(remote: tuple[str, dict[str, object]]) -> None:
    bucket, options = remote
    with pytest.raises(serde.NotFoundError, match="absent.pt2"):
        serde.load(f"{bucket}/absent.pt2", **options)
    scheme = bucket.split("://")[0]
    with pytest.raises(serde.NotFoundError, match="no-such-bucket-zz"):
        serde.load(f"{scheme}://no-such-bucket-zz/x.pt2", **options)


def test_save_if_absent_is_told_its_size_and_refuses_an_existing_object(
    remote: tuple[str, dict[str, object]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``serde.save(..., if_absent=True)`` lays the artifact out before writing it and tells the store its size,
    so no store spools it (GCS streams its create-only upload; any spool made is an error here), the object
    is the artifact, and a second save of it is refused, leaving the first."""
    import tempfile

    bucket, options = remote
    original = serde.load(str(ARTIFACTS[40].path))
    url = f"{bucket}/once.pt2"

    def no_spool(*args: object, **kwargs: object) -> None:
        raise AssertionError("the write was spooled")

    monkeypatch.setattr(tempfile, "SpooledTemporaryFile", no_spool)
    monkeypatch.setattr(tempfile, "TemporaryFile", no_spool)
    serde.save(original, url, layout=original.layout, if_absent=True, **options)
    with pytest.raises(serde.PreconditionFailedError):
        serde.save(original, url, layout="payload", if_absent=True, **options)
    monkeypatch.undo()
    assert _contents(serde.load(url, **options)) == _contents(original)
