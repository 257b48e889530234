"""The storage layer against real stores: local disk, memory://, moto S3, fake-gcs-server GCS and Azurite."""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
import tracemalloc
import uuid
from collections.abc import Iterator
from pathlib import Path

import fsspec
import pytest
from fsspec.implementations.memory import MemoryFileSystem
from processes import command_lines
from servers import LoopbackTLS, flaky_proxy

from backends import ObjectMetadata, ObjectState, WriteMode, open_store, register_publisher
from backends import gcs as gcs_module
from backends import publish as publish_module
from backends import s3 as s3_module
from backends.blocks import HeldBlocks
from backends.local import LocalPublisher
from backends.memory import MemoryPublisher
from backends.testing import StoreConformance
from serde.errors import (
    ConditionUnsupportedError,
    NotFoundError,
    PermissionDeniedError,
    PreconditionFailedError,
    StorageError,
    UnreachableError,
)


class TestLocalStore(StoreConformance):
    @pytest.fixture
    def root(self, tmp_path: Path) -> tuple[str, dict[str, object]]:
        return str(tmp_path / "root"), {}


class TestMemoryStore(StoreConformance):
    @pytest.fixture
    def root(self, memory_bucket: str) -> tuple[str, dict[str, object]]:
        return memory_bucket, {}


class TestS3Store(StoreConformance):
    keeps_content_type = True

    @pytest.fixture
    def root(self, s3_bucket: str, s3_options: dict[str, object]) -> tuple[str, dict[str, object]]:
        return s3_bucket, s3_options


class TestGCSStore(StoreConformance):
    keeps_content_type = True

    @pytest.fixture
    def root(self, gcs_bucket: str, gcs_options: dict[str, object]) -> tuple[str, dict[str, object]]:
        return gcs_bucket, gcs_options


@pytest.mark.parametrize("kind", ["s3", "gcs"])
def test_a_read_of_a_listed_object_is_pinned_to_the_version_listed(kind: str, request: pytest.FixtureRequest) -> None:
    """S3's read is ``If-Match`` the listed ETag and GCS's names the listed generation: an object replaced by
    another of the same size since it was listed is refused, never read as the listed one (the conformance
    kit asks every store to refuse one of another size). S3's read also says the metadata a replacement
    keeps, which GCS's listing said already."""
    store, base = open_store(request.getfixturevalue(f"{kind}_bucket"), **request.getfixturevalue(f"{kind}_options"))
    target = store.join(base, "pinned.pt2")
    store.write_bytes(target, b"first")
    (listed,) = [state for found, state in store.find_with_state(base) if found == target]
    data, read = store.read_listed(target, listed)
    assert data == b"first" and read.metadata == store.metadata(target)
    store.write_bytes(target, b"other")
    with pytest.raises(PreconditionFailedError, match="changed since it was listed"):
        store.read_listed(target, listed)


class TestAzureStore(StoreConformance):
    keeps_content_type = True

    @pytest.fixture
    def root(self, azure_bucket: str, azure_options: dict[str, object]) -> tuple[str, dict[str, object]]:
        return azure_bucket, azure_options


class ThirdPartyFileSystem(MemoryFileSystem):
    """A store pt2-serde does not ship a publisher for (stands in for, say, adlfs)."""

    protocol = "pt2thirdparty"


class ThirdPartyPublisher(MemoryPublisher):
    """Its publisher, registered from outside pt2-serde by ``module:Class`` path."""


class TestRegisteredThirdPartyStore(StoreConformance):
    """A publisher added through the registry passes the same suite, create-only and CAS included."""

    @pytest.fixture
    def root(self) -> Iterator[tuple[str, dict[str, object]]]:
        fsspec.register_implementation("pt2thirdparty", ThirdPartyFileSystem, clobber=True)
        register_publisher("pt2thirdparty", f"{__name__}:ThirdPartyPublisher")
        name = f"t-{uuid.uuid4().hex[:12]}"
        yield f"pt2thirdparty://{name}", {}
        fs = ThirdPartyFileSystem()
        if fs.exists(f"/{name}"):
            fs.rm(f"/{name}", recursive=True)

    def test_the_registered_publisher_is_used(self, root: tuple[str, dict[str, object]]) -> None:
        store, _ = open_store(root[0])
        assert type(store._publisher) is ThirdPartyPublisher
        assert publish_module.publisher_class("no-such-protocol") is publish_module.Publisher


def test_entry_point_publishers_are_read_only_for_protocols_without_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """An installed package's ``pt2_serde.publishers`` entry point gives a new protocol its publisher; a
    protocol pt2-serde already has a publisher for never pays for scanning the installed distributions."""
    import importlib.metadata

    scans: list[str] = []

    def entry_points(*, group: str) -> list[importlib.metadata.EntryPoint]:
        scans.append(group)
        value = f"{__name__}:ThirdPartyPublisher"
        return [importlib.metadata.EntryPoint(name="pt2entrypoint", value=value, group=group)]

    monkeypatch.setattr(publish_module.importlib.metadata, "entry_points", entry_points)
    monkeypatch.setattr(publish_module, "_entry_points_loaded", False)
    monkeypatch.setattr(publish_module, "_PUBLISHERS", dict(publish_module._PUBLISHERS))
    assert publish_module.publisher_class("file") is LocalPublisher
    assert scans == []
    assert publish_module.publisher_class("pt2entrypoint") is ThirdPartyPublisher
    assert scans == [publish_module.ENTRY_POINT_GROUP]
    assert publish_module.publisher_class("another-protocol") is publish_module.Publisher
    assert len(scans) == 1, "the installed entry points are read once per process"


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
    monkeypatch.setattr(s3_module, "S3_SINGLE_REQUEST_LIMIT", 1024)
    store, path = open_store(f"{s3_bucket}/x.bin", **s3_options)
    store.write_bytes(path, b"original")
    with pytest.raises(ConditionUnsupportedError, match="If-Match"):
        store.write_bytes(path, b"y" * 4096, WriteMode.IF_MATCH, store.stat(path))
    assert store.read_bytes(path) == b"original"


def _distinct_mebibytes(count: int) -> list[bytes]:
    """``count`` chunks of 1 MiB, each its own (a chunk written twice or out of order shows)."""
    base = os.urandom(1 << 20)
    return [index.to_bytes(4, "big") + base[4:] for index in range(count)]


@contextlib.contextmanager
def _peak_memory() -> Iterator[list[int]]:
    """The most memory Python allocated (tracemalloc) inside the block, in a list filled on exit."""
    peak = [0]
    tracemalloc.start()
    try:
        yield peak
        peak[0] = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_s3_compare_and_swap_past_the_old_single_request_limit(s3_bucket: str, s3_options: dict[str, object]) -> None:
    """A compare-and-swap write on S3 of 120 MiB (above the 100 MiB it was once limited to: an in-place
    migration of a large model) is one PutObject with If-Match, streamed from its spool with a bounded amount
    of memory held; a stale ETag is still refused and changes nothing."""
    store, path = open_store(f"{s3_bucket}/x.bin", **s3_options)
    store.write_bytes(path, b"original")
    seen = store.stat(path)
    chunks = _distinct_mebibytes(120)
    with pytest.raises(PreconditionFailedError, match="changed"):
        with store.writer(path, WriteMode.IF_MATCH, ObjectState(size=8, token='"stale"', etag='"stale"')) as handle:
            for chunk in chunks:
                handle.write(chunk)
    assert store.read_bytes(path) == b"original"
    with _peak_memory() as peak:
        with store.writer(path, WriteMode.IF_MATCH, seen, ObjectMetadata(content_type="application/x-pt2")) as handle:
            for chunk in chunks:
                handle.write(chunk)
    assert peak[0] < 40 << 20, f"{peak[0]} bytes held at the peak: the PutObject is not streamed"
    assert store.read_bytes(path) == b"".join(chunks)
    assert store.metadata(path).content_type == "application/x-pt2"


def test_gcs_conditional_writes_past_the_old_multipart_limit_hold_bounded_memory(
    gcs_bucket: str, gcs_options: dict[str, object]
) -> None:
    """Create-only and compare-and-swap writes on GCS are one multipart upload sent from its spooled body: 64
    MiB (above the 50 MiB they were once limited to) is written with a bounded amount of memory held, and
    the precondition is still checked on the whole request."""
    store, path = open_store(f"{gcs_bucket}/x.bin", **gcs_options)
    store.write_bytes(path, b"original")
    seen = store.stat(path)
    chunks = _distinct_mebibytes(64)
    with _peak_memory() as peak:
        with store.writer(path, WriteMode.IF_MATCH, seen) as handle:
            for chunk in chunks:
                handle.write(chunk)
    assert peak[0] < 16 << 20, f"{peak[0]} bytes held at the peak: the body is not sent from its file"
    assert store.read_bytes(path) == b"".join(chunks)
    with pytest.raises(PreconditionFailedError, match="changed"):
        with store.writer(path, WriteMode.IF_MATCH, seen) as handle:
            for _ in range(64):
                handle.write(b"\0" * (1 << 20))
    assert store.read_range(path, 0, 8) == chunks[0][:8]


def test_bytes_that_look_like_a_multipart_boundary_are_written_as_they_are(
    gcs_bucket: str, gcs_options: dict[str, object]
) -> None:
    """An artifact's bytes are untrusted: the delimiter a fixed boundary would have (pt2-serde's own, once)
    inside them must not end the media part of a conditional upload early, which would publish a truncated
    object and call it written."""
    data = b"head" * 700 + b"\r\n--pt2-serde-boundary--\r\n" + b"\r\n--pt2-serde-boundary\r\n" + b"tail" * 700
    store, path = open_store(f"{gcs_bucket}/x.bin", **gcs_options)
    with store.writer(path, WriteMode.CREATE) as handle:
        handle.write(data)
    assert store.read_bytes(path) == data


@pytest.mark.parametrize("via", ["writer", "write_file"])
@pytest.mark.parametrize("remote", ["gcs", "s3"])
def test_a_conditional_write_that_meets_a_transient_fault_is_sent_whole_again(
    remote: str, via: str, request: pytest.FixtureRequest, tmp_path: Path, loopback_tls: LoopbackTLS
) -> None:
    """A conditional write whose upload meets a 503 (a transient fault, answered after the server read the
    whole body) is retried by the store's client with the whole body again, and succeeds: the body (spooled
    by the writer, or the caller's file given to ``write_file``) survives an attempt that sent it (aiohttp
    closes a file it has sent). A real proxy on loopback in front of the server fails the first upload."""
    bucket: str = request.getfixturevalue(f"{remote}_bucket")
    options: dict[str, object] = request.getfixturevalue(f"{remote}_options")
    direct, path = open_store(f"{bucket}/x.bin", **options)
    direct.write_bytes(path, b"original")
    seen = direct.stat(path)
    chunks = _distinct_mebibytes(12)  # past the writer's spool in memory (8 MiB)
    upload = "/upload/" if remote == "gcs" else f"/{path}"
    failed: list[str] = []

    def fail_first_upload(method: str, where: str) -> bool:
        if method in ("POST", "PUT") and where.startswith(upload) and not failed:
            failed.append(where)
            return True
        return False

    with flaky_proxy(str(options["endpoint_url"]), fail_first_upload, tls=loopback_tls) as (address, log):
        store, _ = open_store(f"{bucket}/x.bin", **{**options, "endpoint_url": address})
        if via == "writer":
            with store.writer(path, WriteMode.IF_MATCH, seen) as handle:
                for chunk in chunks:
                    handle.write(chunk)
        else:
            with open(tmp_path / "body.bin", "w+b") as source:
                source.writelines(chunks)
                store.write_file(path, source, source.tell(), WriteMode.IF_MATCH, seen)
    uploads = [length for method, where, length in log if method in ("POST", "PUT") and where.startswith(upload)]
    assert len(uploads) == 2 and uploads[0] == uploads[1] >= sum(map(len, chunks)), log
    assert direct.read_bytes(path) == b"".join(chunks)


@pytest.mark.parametrize(("remote", "mode"), [("gcs", "CREATE"), ("gcs", "IF_MATCH"), ("s3", "IF_MATCH")])
def test_write_file_sends_a_conditional_write_from_the_callers_file_without_spooling_it(
    remote: str, mode: str, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The writes a store spools whole (GCS create-only and compare-and-swap, S3 compare-and-swap) are sent by
    ``write_file`` from the caller's file (a conversion's verified output) without a second spool: here any
    spool made is an error. 12 MiB, each mebibyte its own, read back whole."""
    bucket: str = request.getfixturevalue(f"{remote}_bucket")
    store, path = open_store(f"{bucket}/x.bin", **request.getfixturevalue(f"{remote}_options"))
    store.write_bytes(path, b"original")
    seen = store.stat(path)
    if mode == "CREATE":
        path += ".new"
    chunks = _distinct_mebibytes(12)

    def no_spool(*args: object, **kwargs: object) -> None:
        raise AssertionError("the write was spooled again")

    assert store.spools(WriteMode[mode])
    monkeypatch.setattr(publish_module.tempfile, "SpooledTemporaryFile", no_spool)
    monkeypatch.setattr(publish_module.tempfile, "TemporaryFile", no_spool)
    with open(tmp_path / "output.pt2", "w+b") as source:
        source.writelines(chunks)
        store.write_file(path, source, source.tell(), WriteMode[mode], seen if mode == "IF_MATCH" else None)
    assert store.read_bytes(path) == b"".join(chunks)


@pytest.mark.parametrize(("remote", "mode"), [("gcs", "CREATE"), ("gcs", "IF_MATCH"), ("s3", "IF_MATCH")])
def test_a_conditional_write_told_its_size_streams_with_bounded_memory(
    remote: str, mode: str, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Told its size first (as a conversion's output is), a write a store would otherwise spool whole (GCS
    create-only and compare-and-swap, S3 compare-and-swap over TLS) streams into its one request: no spool is
    made (any is an error here), Python holds a bounded amount of the 48 MiB at any time, and the object is
    every mebibyte in order."""
    bucket: str = request.getfixturevalue(f"{remote}_bucket")
    store, path = open_store(f"{bucket}/x.bin", **request.getfixturevalue(f"{remote}_options"))
    store.write_bytes(path, b"original")
    seen = store.stat(path) if mode == "IF_MATCH" else None
    if mode == "CREATE":
        path += ".new"
    chunks = _distinct_mebibytes(48)

    def no_spool(*args: object, **kwargs: object) -> None:
        raise AssertionError("the write was spooled")

    assert store.spools(WriteMode[mode]) and not store.spools(WriteMode[mode], size_known=True)
    monkeypatch.setattr(publish_module.tempfile, "SpooledTemporaryFile", no_spool)
    monkeypatch.setattr(publish_module.tempfile, "TemporaryFile", no_spool)
    with _peak_memory() as peak:
        with store.writer(path, WriteMode[mode], seen, size=48 << 20) as handle:
            for chunk in chunks:
                handle.write(chunk)
    monkeypatch.undo()
    assert peak[0] < 24 << 20, peak
    assert store.read_bytes(path) == b"".join(chunks)


def test_s3_compare_and_swap_over_plain_http_spools_even_told_its_size(loopback_tls: LoopbackTLS) -> None:
    """Over plain HTTP botocore reads a PutObject's whole body before sending it (to sign its sha256, or to put
    its checksum in a header), so an S3 compare-and-swap write told its size is still spooled there, and
    still swaps: a moto server of its own, without TLS."""
    from servers import moto_server

    with moto_server() as endpoint:
        options = {"endpoint_url": endpoint, "key": "testing", "secret": "testing", "skip_instance_cache": True}
        store, path = open_store("s3://plain-http/x.bin", **options)
        store.fs.mkdir("plain-http")
        store.write_bytes(path, b"original")
        assert store.spools(WriteMode.IF_MATCH, size_known=True)
        with store.writer(path, WriteMode.IF_MATCH, store.stat(path), size=3 << 20) as handle:
            handle.write(b"n" * (3 << 20))
        assert store.read_bytes(path) == b"n" * (3 << 20)


STREAMED_FAULTS = [
    ("gcs", "503-after-the-body"),
    ("gcs", "503-before-the-body"),
    ("s3", "503-after-the-body"),
    ("s3", "503-before-the-body"),
    ("s3", "dropped-after-the-body"),
    ("s3", "dropped-after-the-body-s3fs-retries"),
]


@pytest.mark.parametrize(("remote", "fault"), STREAMED_FAULTS)
def test_a_streamed_upload_that_meets_a_fault_fails_at_once_and_writes_nothing(
    remote: str, fault: str, request: pytest.FixtureRequest, loopback_tls: LoopbackTLS
) -> None:
    """Clients retry an upload that met a transient fault, but a streamed body cannot be sent twice: the write
    fails at once (not after the client's backoff) with a StorageError that says so, and the object stays as
    it was. A real proxy on loopback (speaking TLS in front of S3, since only there an S3 write streams)
    answers the first upload 503 after reading its whole body, or after its first 64 KiB while the writer is
    still writing, or drops its connection after the whole body with no answer. botocore then rewinds the
    body to send it again, which a pipe refuses; with botocore's retries off, s3fs sends the same body object
    in a request of its own, which the pipe refuses too (else that request would carry what is left of the
    body, here nothing, as if it were all: an empty object, had the pipe not refused, which the proxy would
    have let through)."""
    bucket: str = request.getfixturevalue(f"{remote}_bucket")
    options: dict[str, object] = request.getfixturevalue(f"{remote}_options")
    direct, path = open_store(f"{bucket}/x.bin", **options)
    direct.write_bytes(path, b"original")
    seen = direct.stat(path)
    upload = ("POST", "/upload/") if remote == "gcs" else ("PUT", f"/{path}")
    failed: list[str] = []

    def fail_first_upload(method: str, where: str) -> bool:
        if (method, where[: len(upload[1])]) == upload and not failed:
            failed.append(where)
            return True
        return False

    proxy = flaky_proxy(
        str(options["endpoint_url"]),
        fail_first_upload,
        early=fault.endswith("before-the-body"),
        drop=fault.startswith("dropped"),
        tls=loopback_tls,
        secure=remote == "s3",
    )
    with proxy as (address, log):
        through: dict[str, object] = {**options, "endpoint_url": address}
        if fault.endswith("s3fs-retries"):
            through["config_kwargs"] = {"retries": {"total_max_attempts": 1}}
        store, _ = open_store(f"{bucket}/x.bin", **through)
        assert not store.spools(WriteMode.IF_MATCH, size_known=True)
        started = time.monotonic()
        with pytest.raises(StorageError, match="cannot be sent twice"):
            with store.writer(path, WriteMode.IF_MATCH, seen, size=12 << 20) as handle:
                for chunk in _distinct_mebibytes(12):
                    handle.write(chunk)
    took = time.monotonic() - started
    assert took < 10, took
    assert failed and [m for m, where, _ in log if (m, where[: len(upload[1])]) == upload][0] == upload[0], log
    assert direct.read_bytes(path) == b"original"


def test_a_streamed_read_still_open_at_exit_does_not_hold_the_exit(
    s3_bucket: str, s3_options: dict[str, object]
) -> None:
    """A streamed S3 read left open until the interpreter ends (a file only the finalization frees) lets the
    process exit: closing its stream then cannot wait for fsspec's loop, whose thread no longer runs."""
    import subprocess
    import sys

    store, path = open_store(f"{s3_bucket}/x.bin", **s3_options)
    store.write_bytes(path, os.urandom(3 << 20))
    program = (
        "import json, sys\n"
        "from backends import open_store\n"
        "store, path = open_store(sys.argv[1], **json.loads(sys.argv[2]))\n"
        "handle = store.open_read(path)\n"
        "assert len(handle.read(10)) == 10\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program, store.url(path), json.dumps(s3_options)], capture_output=True, timeout=60
    )
    assert done.returncode == 0, done.stderr


def test_a_pipe_gives_its_body_to_one_request_only() -> None:
    """A streamed body is read by one request (the task that first reads it) or iterated once; another reader
    or a second iteration is refused, and the writer's next write is told the upload ended."""
    import asyncio

    from backends.piped import AttemptedAgain, Pipe, PipeEnded

    async def read_in_two_tasks(pipe: Pipe) -> bytes:
        first = await asyncio.create_task(pipe.read(3))
        with pytest.raises(AttemptedAgain):
            await asyncio.create_task(pipe.read(3))
        return first

    reading = Pipe()
    reading.put(b"abcdef")
    assert asyncio.run(read_in_two_tasks(reading)) == b"abc"
    with pytest.raises(PipeEnded):
        reading.put(b"more")

    async def iterate(pipe: Pipe) -> list[bytes]:
        return [piece async for piece in pipe]

    iterated = Pipe(b"head:", b":tail")
    iterated.put(b"body")
    iterated.finish()
    assert asyncio.run(iterate(iterated)) == [b"head:", b"body", b":tail"]
    with pytest.raises(AttemptedAgain):
        asyncio.run(iterate(iterated))


def test_a_content_type_from_metadata_cannot_add_headers_or_parts_to_an_upload(
    gcs_bucket: str, gcs_options: dict[str, object]
) -> None:
    """The Content-Type of a replaced object is carried into the upload's media part only when it is plain
    printable ASCII; the resource (JSON) keeps it exactly, escaped."""
    store, path = open_store(f"{gcs_bucket}/x.bin", **gcs_options)
    hostile = 'text/plain\r\nX-Injected: 1\r\n\r\n--pt2-serde-boundary\r\nContent-Type: "a"'
    request = gcs_module._Request(store.fs, path, "0", {"content_type": hostile})
    header_lines = request.head.split(b"\r\n\r\n")[1].split(b"\r\n")
    assert b"X-Injected: 1" not in request.head.replace(b"\\r\\nX-Injected", b"")
    assert header_lines[-1] == b"Content-Type: application/octet-stream"
    assert json.loads(request.head.split(b"\r\n\r\n")[1].split(b"\r\n")[0])["contentType"] == hostile
    plain = gcs_module._Request(store.fs, path, "0", {"content_type": "application/x-pt2"})
    assert plain.head.endswith(b"Content-Type: application/x-pt2\r\n\r\n")


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


@pytest.mark.parametrize("kind", ["s3", "gcs", "azure"])
def test_overwrites_stream_without_a_temporary_file(
    kind: str, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """S3, GCS and Azure overwrites go straight into the store's upload: nothing is spooled on local disk."""
    bucket, options = request.getfixturevalue(f"{kind}_bucket"), request.getfixturevalue(f"{kind}_options")

    def no_spool(*args: object, **kwargs: object) -> object:
        raise AssertionError("the write was spooled to a temporary file")

    monkeypatch.setattr(publish_module.tempfile, "SpooledTemporaryFile", no_spool)
    store, base = open_store(bucket, **options)
    target = store.join(base, "big.bin")
    with store.writer(target) as handle:
        for _ in range(3):
            handle.write(b"x" * (8 << 20))
    assert store.stat(target).size == 24 << 20


def test_held_blocks_fetch_each_full_block_once_and_never_past_the_end() -> None:
    """The cache of streamed remote reads: a reader that visits the end and the head of an object before
    reading it through (as a zip reader does, its directory in the last, partial block) fetches every full
    block once with two blocks kept (the small last one twice), and no range it asks for runs past the
    object's end (fake-gcs-server answers such a range with 416)."""
    data = bytes(range(256)) * 41 + bytes(44)  # 10,540 bytes: 10 blocks of 1,024 and a partial one of 300
    asked: list[tuple[int, int]] = []

    def fetch(start: int, end: int) -> bytes:
        assert 0 <= start < end <= len(data), (start, end)
        asked.append((start, end))
        return data[start:end]

    cache = HeldBlocks(1024, fetch, len(data), maxblocks=2)
    assert cache._fetch(len(data) - 22, len(data)) == data[-22:]  # the end-of-directory record
    assert cache._fetch(len(data) - 280, len(data) - 22) == data[-280:-22]  # the central directory
    assert cache._fetch(0, 30) == data[:30]  # the first local header
    assert cache._fetch(len(data) - 280, len(data)) == data[-280:]  # the directory again: still held
    read = b"".join(cache._fetch(start, min(start + 700, len(data))) for start in range(0, len(data), 700))
    assert read == data
    tail = (10240, len(data))
    assert asked.count(tail) == 2, asked  # the small last block, dropped during the read through, once more
    assert sorted(set(asked)) == [(start, min(start + 1024, len(data))) for start in range(0, len(data), 1024)]
    assert len(asked) == 12, asked  # every full block fetched once: the head was still held when read through
    assert cache._fetch(len(data), len(data) + 10) == b""


def test_the_test_azure_server_runs_with_its_telemetry_off(azurite_endpoint: str) -> None:
    """The suite's traffic stays on 127.0.0.1: the Azurite it started was told not to report usage (by default it
    does, every minute, to Microsoft)."""
    from urllib.parse import urlsplit

    port = str(urlsplit(azurite_endpoint).port)
    commands = [
        arguments
        for _, arguments in command_lines()
        if any(a.endswith(b"azurite-blob") for a in arguments[:2]) and port.encode() in arguments
    ]
    assert len(commands) == 1, commands
    assert b"--disableTelemetry" in commands[0]


def test_the_test_s3_server_keeps_a_connection_open_between_requests(
    moto_endpoint: str, loopback_tls: LoopbackTLS
) -> None:
    """As S3 does (``servers._MOTO_SERVER``): three requests on one TLS connection, none answered with
    ``Connection: close`` (moto's own development server closes each, so every request paid a handshake)."""
    import http.client
    from urllib.parse import urlsplit

    address = urlsplit(moto_endpoint)
    connection = http.client.HTTPSConnection(
        str(address.hostname), address.port, context=loopback_tls.client_context(), timeout=10
    )
    try:
        sockets = []
        for _ in range(3):
            connection.request("GET", "/moto-api/")
            response = connection.getresponse()
            response.read()
            assert response.status == 200 and response.getheader("Connection", "").lower() != "close"
            sockets.append(connection.sock)
        assert sockets[0] is not None and sockets.count(sockets[0]) == 3
    finally:
        connection.close()
