"""The storage layer against real stores: local disk, memory://, moto S3 and fake-gcs-server GCS."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from backends import ObjectState, WriteMode, open_store
from backends import publish as publish_module
from serde.errors import (
    ConditionUnsupportedError,
    NotFoundError,
    PermissionDeniedError,
    PreconditionFailedError,
    StorageError,
    UnreachableError,
)

KINDS = ["file", "memory", "s3", "gcs"]


@pytest.fixture(params=KINDS)
def root(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, dict[str, object]]:
    """A fresh empty root URL on each kind of store, with its storage options."""
    kind = request.param
    if kind == "file":
        return str(tmp_path / "root"), {}
    if kind == "memory":
        return request.getfixturevalue("memory_bucket"), {}
    if kind == "s3":
        return request.getfixturevalue("s3_bucket"), request.getfixturevalue("s3_options")
    return request.getfixturevalue("gcs_bucket"), request.getfixturevalue("gcs_options")


def test_write_read_stat_list_delete(root: tuple[str, dict[str, object]]) -> None:
    base, options = root
    store, path = open_store(base, **options)
    for name in ["a/one.json", "a/b/two.msgpack", "three.pt2"]:
        store.write_bytes(store.join(path, name), name.encode())
    target = store.join(path, "a/b/two.msgpack")
    assert store.read_bytes(target) == b"a/b/two.msgpack"
    assert store.read_range(target, 2, 5) == b"b/t"
    state = store.stat(target)
    assert state.size == len(b"a/b/two.msgpack") and state.token is not None
    found = [store.relative(path, p) for p in store.find(path)]
    assert found == ["a/b/two.msgpack", "a/one.json", "three.pt2"]
    assert [store.relative(path, p) for p in store.find(store.join(path, "**/*.json"))] == ["a/one.json"]
    assert store.exists(target) and store.is_dir(store.join(path, "a"))
    store.delete(target)
    assert not store.exists(target)
    with pytest.raises(NotFoundError) as info:
        store.read_bytes(target)
    assert "two.msgpack" in str(info.value)


def test_create_only_refuses_existing(root: tuple[str, dict[str, object]]) -> None:
    base, options = root
    store, path = open_store(base, **options)
    target = store.join(path, "x.bin")
    store.write_bytes(target, b"first", WriteMode.CREATE)
    with pytest.raises(PreconditionFailedError):
        store.write_bytes(target, b"second", WriteMode.CREATE)
    assert store.read_bytes(target) == b"first"


def test_compare_and_swap(root: tuple[str, dict[str, object]]) -> None:
    base, options = root
    store, path = open_store(base, **options)
    target = store.join(path, "x.bin")
    store.write_bytes(target, b"original")
    seen = store.stat(target)
    store.write_bytes(target, b"concurrent change!")
    with pytest.raises(PreconditionFailedError, match="changed"):
        store.write_bytes(target, b"mine", WriteMode.IF_MATCH, seen)
    assert store.read_bytes(target) == b"concurrent change!"
    current = store.stat(target)
    store.write_bytes(target, b"mine", WriteMode.IF_MATCH, current)
    assert store.read_bytes(target) == b"mine"


def test_compare_and_swap_on_deleted_object(root: tuple[str, dict[str, object]]) -> None:
    base, options = root
    store, path = open_store(base, **options)
    target = store.join(path, "x.bin")
    store.write_bytes(target, b"original")
    seen = store.stat(target)
    store.delete(target)
    with pytest.raises(PreconditionFailedError):
        store.write_bytes(target, b"mine", WriteMode.IF_MATCH, seen)
    assert not store.exists(target)


def test_failed_write_leaves_no_partial_object(root: tuple[str, dict[str, object]]) -> None:
    base, options = root
    store, path = open_store(base, **options)
    target = store.join(path, "x.bin")
    store.write_bytes(target, b"old content")
    with pytest.raises(RuntimeError, match="boom"):
        with store.writer(target) as handle:
            handle.write(b"half of the new")
            raise RuntimeError("boom")
    assert store.read_bytes(target) == b"old content"
    with pytest.raises(RuntimeError):
        with store.writer(store.join(path, "new.bin")) as handle:
            handle.write(b"x" * 1000)
            raise RuntimeError("boom")
    assert not store.exists(store.join(path, "new.bin"))
    assert [store.relative(path, p) for p in store.find(path)] == ["x.bin"]


def test_streamed_large_write_is_atomic(root: tuple[str, dict[str, object]]) -> None:
    """Past the in-memory spool size, writes stream; a failure midway still publishes nothing."""
    base, options = root
    store, path = open_store(base, **options)
    target = store.join(path, "big.bin")
    chunk = os.urandom(1 << 20)
    with store.writer(target) as handle:
        for _ in range(12):
            handle.write(chunk)
    assert store.stat(target).size == 12 << 20
    with pytest.raises(RuntimeError):
        with store.writer(target) as handle:
            for _ in range(12):
                handle.write(b"\0" * (1 << 20))
            raise RuntimeError("boom")
    assert store.read_range(target, 0, 16) == chunk[:16]


def test_local_compare_and_swap_race(tmp_path: Path) -> None:
    """Eight writers CAS against the same state: exactly one wins."""
    store, path = open_store(str(tmp_path / "x.bin"))
    store.write_bytes(path, b"v0")
    seen = store.stat(path)
    outcomes: list[str] = []

    def attempt(i: int) -> None:
        try:
            store.write_bytes(path, f"writer {i}".encode(), WriteMode.IF_MATCH, seen)
            outcomes.append("won")
        except PreconditionFailedError:
            outcomes.append("refused")

    threads = [threading.Thread(target=attempt, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["refused"] * 7 + ["won"]


def test_s3_large_compare_and_swap_is_refused(
    s3_bucket: str, s3_options: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    """s3fs drops If-Match on multipart uploads, so CAS above the single-request size is refused."""
    monkeypatch.setattr(publish_module, "S3_SINGLE_REQUEST_LIMIT", 1024)
    store, path = open_store(f"{s3_bucket}/x.bin", **s3_options)
    store.write_bytes(path, b"original")
    with pytest.raises(ConditionUnsupportedError, match="If-Match"):
        store.write_bytes(path, b"y" * 4096, WriteMode.IF_MATCH, store.stat(path))
    assert store.read_bytes(path) == b"original"


def test_gcs_large_conditional_write_is_refused(
    gcs_bucket: str, gcs_options: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(publish_module, "GCS_MULTIPART_LIMIT", 1024)
    store, path = open_store(f"{gcs_bucket}/x.bin", **gcs_options)
    with pytest.raises(ConditionUnsupportedError):
        store.write_bytes(path, b"y" * 4096, WriteMode.CREATE)
    assert not store.exists(path)


def test_missing_bucket(s3_options: dict[str, object], gcs_options: dict[str, object]) -> None:
    for url, options in (("s3://no-such-bucket-x/k.json", s3_options), ("gs://no-such-bucket-x/k.json", gcs_options)):
        store, path = open_store(url, **options)
        with pytest.raises(NotFoundError) as info:
            store.read_bytes(path)
        assert "no-such-bucket-x" in str(info.value)


def test_unreachable_endpoint_names_url_and_hides_credentials() -> None:
    from tests_support_ports import closed_port_url

    options = {
        "endpoint_url": closed_port_url(),
        "key": "AKIAVERYSECRETKEY",
        "secret": "very-secret-value",
        "skip_instance_cache": True,
        "config_kwargs": {"retries": {"max_attempts": 1}, "connect_timeout": 1},
    }
    store, path = open_store("s3://bucket/some/model.pt2", **options)
    with pytest.raises(UnreachableError) as info:
        store.read_bytes(path)
    message = str(info.value)
    assert "s3://bucket/some/model.pt2" in message
    assert "AKIAVERYSECRETKEY" not in message and "very-secret-value" not in message


def test_credentials_in_url_are_redacted() -> None:
    store, path = open_store("memory://bucket/x")
    from backends.redact import redact_url

    assert redact_url("https://user:pw@host/p?X-Amz-Signature=abc&a=1") == "https://***@host/p?X-Amz-Signature=***&a=1"
    assert store.url(path) == "memory://bucket/x"


def test_unknown_protocol_is_a_storage_error() -> None:
    with pytest.raises(StorageError, match="nosuchproto"):
        open_store("nosuchproto://bucket/x")


def test_if_match_requires_expected_state(tmp_path: Path) -> None:
    store, path = open_store(str(tmp_path / "x"))
    with pytest.raises(ValueError):
        with store.writer(path, WriteMode.IF_MATCH):
            pass
    assert ObjectState(1, "t").size == 1


def test_permission_denied_on_s3_with_auth_enforced() -> None:
    """A separate moto server with IAM enforcement on: an unknown access key is refused with a typed error."""
    import urllib.request

    from servers import moto_server

    with moto_server() as endpoint:
        request = urllib.request.Request(
            f"{endpoint}/moto-api/reset-auth", data=b"0", method="POST", headers={"Content-Type": "text/plain"}
        )
        urllib.request.urlopen(request).read()
        options = {
            "endpoint_url": endpoint,
            "key": "AKIAUNKNOWNKEY000000",
            "secret": "wrong-secret-value",
            "skip_instance_cache": True,
        }
        store, path = open_store("s3://some-bucket/model.pt2", **options)
        with pytest.raises(PermissionDeniedError) as info:
            store.write_bytes(path, b"data")
        message = str(info.value)
        assert "s3://some-bucket/model.pt2" in message
        assert "AKIAUNKNOWNKEY000000" not in message and "wrong-secret-value" not in message
