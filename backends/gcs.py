"""Google Cloud Storage (``gs://``, ``gcs://`` through gcsfs): streamed, atomic, conditional writes.

- Overwrites stream into gcsfs's resumable upload, which GCS finalises only with its last chunk, after the
  writer's block succeeded (:func:`backends.publish.streamed_upload`).
- Create-only (``ifGenerationMatch=0``) and compare-and-swap (``ifGenerationMatch=<generation>``) writes
  are one multipart upload whose body streams as it is written: the JSON resource, then the bytes in
  chunks of :data:`CHUNK`, at most :data:`IN_FLIGHT` of them waiting to be sent, then the closing
  boundary, which is sent only when the writer's block succeeded. GCS creates the object only from a
  complete request and checks the precondition on it, so nothing is spooled, no size is refused and no
  partial object is ever visible: a failed block cancels the request before its end. A write of at most
  :data:`SINGLE_REQUEST` bytes is one multipart request of bytes in memory, which gcsfs retries.
- Each upload has a boundary of its own, random, since the bytes written are an artifact's (untrusted): a
  fixed one inside them would end the media part early and publish a truncated object. A write also fails
  unless the object GCS reports holds as many bytes as were written.

Why multipart and not a resumable upload with the precondition on its initiation: GCS honours both, but
fake-gcs-server, the only local server to test against, ignores preconditions on resumable uploads (and
on compose, copy and rewrite), while it checks them on multipart uploads as GCS does. A streamed request
cannot be sent again, so it is not retried: a failure fails the artifact, and a re-run writes it again.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import io
import json
import re
import secrets
from collections.abc import AsyncIterator, Iterator
from typing import IO, Any
from urllib.parse import quote

from backends.errors import ConditionUnsupportedError, NotFoundError, PreconditionFailedError, translate_errors
from backends.publish import Publisher, metadata_keywords, streamed_upload
from backends.state import ObjectMetadata, ObjectState, WriteMode

SINGLE_REQUEST = 8 * 2**20
"""A conditional write up to this size is one multipart request of bytes in memory, which gcsfs retries;
a larger one streams."""
CHUNK = 2**20
"""Bytes handed to the streamed request at a time."""
IN_FLIGHT = 4
"""Chunks waiting to be sent while the writer goes on. What a streamed write holds is bounded whatever its
size: the first :data:`SINGLE_REQUEST` bytes, these chunks, and the one being sent with its framing
(``tests/test_backends.py`` measures it)."""
GCS_API_PATH = "/storage/v1/"
"""The JSON API's path below the endpoint; uploads go to the same path under ``/upload``."""
_HEADER_VALUE = re.compile(r"[\x20-\x7e]+")
"""What a Content-Type from an object's metadata may be to go into a header of the body: no CR or LF that
could start a header or part of its own, nothing outside printable ASCII."""
_END = None
"""What the writer queues after its last block: the request may send its closing boundary."""


class GCSPublisher(Publisher):
    """GCS: resumable uploads to overwrite, streamed multipart uploads with ``ifGenerationMatch`` otherwise."""

    supports_create = True
    supports_if_match = True
    read_block = 8 * 2**20
    """Bytes per ranged read of a streamed read (the window of :func:`backends.streamed.gcs_opener`). Measured
    with ``benchmarks/bench_large.py --gcs`` (1 GB C4 -> P2 on fake-gcs-server, 2026-11-26): 32 MiB took
    1.04x the gcsfs copy at 202 MB of peak RSS over baseline, 8 MiB 1.03x at 136 MB."""

    def state_from_info(self, path: str, info: dict[str, Any]) -> ObjectState:
        state = super().state_from_info(path, info)
        return ObjectState(size=state.size, token=state.generation, etag=state.etag, generation=state.generation)

    def open_read(self, path: str, block_size: int | None) -> IO[bytes]:
        """Reads of :attr:`read_block` bytes per request, each of the generation seen now
        (:func:`backends.streamed.gcs_opener`), kept in :class:`backends.streamed.StreamedFile`'s pages; a
        caller asking for a ``block_size`` gets fixed blocks of that size."""
        if block_size is not None:
            return super().open_read(path, block_size)
        from backends.streamed import gcs_opener

        return self.streamed_read(path, lambda info, url: gcs_opener(self.fs, path, info, url, self.read_block))

    def metadata(self, path: str) -> ObjectMetadata:
        info = self.fs.info(path)
        user = info.get("metadata")
        return ObjectMetadata(content_type=info.get("contentType"), user=dict(user) if user else None)

    def metadata_arguments(self, metadata: ObjectMetadata | None) -> dict[str, Any]:
        return metadata_keywords(metadata, "content_type", "metadata")

    @contextlib.contextmanager
    def writer(
        self, path: str, mode: WriteMode, expected: ObjectState | None, metadata: ObjectMetadata | None = None
    ) -> Iterator[IO[bytes]]:
        """Yield a file that streams into the upload; the object appears when the block succeeds (with the
        precondition ``mode`` asks for), and nothing otherwise."""
        if mode is WriteMode.OVERWRITE:
            with streamed_upload(self, path, mode, metadata, _no_conditions) as handle:
                yield handle
            return
        url = self.store.url(path)
        generation = "0" if mode is WriteMode.CREATE else (expected.generation if expected else None)
        if generation is None:
            raise ConditionUnsupportedError("no generation known for the object; nothing was written", source=url)
        upload = _StreamedMultipart(self.fs, path, generation, self.metadata_arguments(metadata))
        handle = io.BufferedWriter(upload, buffer_size=2**20)
        try:
            yield handle  # an exception here cancels the request before its end: nothing is created
            handle.flush()
        except BaseException as exc:
            upload.abandon()
            if exc is upload.failure:  # the request's own refusal, met while writing
                with translate_errors(url, "write"), self._preconditions(url, mode):
                    raise
            raise
        with translate_errors(url, "write"), self._preconditions(url, mode):
            upload.finish()
        self.fs.invalidate_cache(path)

    @contextlib.contextmanager
    def _preconditions(self, url: str, mode: WriteMode) -> Iterator[None]:
        """Turn GCS's refusals of a condition (gcsfs raises 412 as FileExistsError) into
        :class:`PreconditionFailedError`, and a missing bucket into :class:`NotFoundError`."""
        try:
            yield
        except FileExistsError:
            what = "already exists" if mode is WriteMode.CREATE else "changed since it was read"
            raise PreconditionFailedError(f"{what}; nothing was written", source=url) from None
        except FileNotFoundError:
            if mode is WriteMode.IF_MATCH:
                what = "was deleted since it was read; nothing was written"
                raise PreconditionFailedError(what, source=url) from None
            raise NotFoundError("no such bucket", source=url) from None


@contextlib.contextmanager
def _no_conditions(path: str, mode: WriteMode) -> Iterator[None]:
    """An overwrite has no precondition, so no refusal to translate."""
    yield


class _StreamedMultipart(io.RawIOBase):
    """A write-only file whose bytes become the body of one multipart upload carrying ``ifGenerationMatch``.

    The request starts, on gcsfs's event loop, once more than :data:`SINGLE_REQUEST` bytes were written; each
    chunk then waits for room among the :data:`IN_FLIGHT` queued (or for the request's end, whose error is
    raised). :meth:`finish` queues the end and checks what GCS created; :meth:`abandon` cancels the
    request."""

    def __init__(self, fs: Any, path: str, generation: str, extra: dict[str, Any]) -> None:
        super().__init__()
        self._fs = fs
        self._path = path
        self._request_parts = _Request(fs, path, generation, extra)
        self._pending = bytearray()
        self._written = 0
        self._queue: asyncio.Queue[bytes | None] = asyncio.Queue(maxsize=IN_FLIGHT)
        self._request: concurrent.futures.Future[Any] | None = None
        self.failure: BaseException | None = None
        """The error that ended the request while chunks were still being written, if any."""

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        view = memoryview(data).cast("B")
        self._pending += view
        self._written += len(view)
        if self._request is None and len(self._pending) <= SINGLE_REQUEST:
            return len(view)
        while len(self._pending) >= CHUNK:
            self._send(bytes(self._pending[:CHUNK]))
            del self._pending[:CHUNK]
        return len(view)

    def _send(self, block: bytes | None) -> None:
        """Queue ``block`` (a chunk, or the end) for the request, starting it first if needed."""
        if self._request is None:
            headers = self._request_parts.headers()  # credentials refreshed here, not on the event loop
            self._request = asyncio.run_coroutine_threadsafe(self._upload(headers), self._fs.loop)
        queued = asyncio.run_coroutine_threadsafe(self._queue.put(block), self._fs.loop)
        done, _ = concurrent.futures.wait((queued, self._request), return_when=concurrent.futures.FIRST_COMPLETED)
        if queued not in done:  # the request ended before taking its body: its error says why
            queued.cancel()
            try:
                self._request.result()
            except BaseException as exc:
                self.failure = exc
                raise
            self.failure = OSError("the upload ended before its body was sent; nothing was written")
            raise self.failure

    def finish(self) -> None:
        """Send what is left and the end of the body, then check that the object GCS created holds as many
        bytes as were written."""
        if self._request is None:
            data = bytes(self._pending)
            resource = self._fs.call(
                "POST",
                self._request_parts.url,
                **self._request_parts.params,
                headers={"Content-Type": self._request_parts.content_type},
                data=self._request_parts.head + data + self._request_parts.tail,
                json_out=True,
            )
        else:
            if self._pending:
                self._send(bytes(self._pending))
                self._pending.clear()
            self._send(_END)
            resource = self._request.result()
        if str(resource.get("size")) != str(self._written):
            raise OSError(
                f"GCS created an object of {resource.get('size')} bytes from a write of {self._written}; "
                "the store does not hold what was written"
            )

    def abandon(self) -> None:
        """After a failed write: cancel the request before its end, so that nothing is created."""
        if self._request is not None:
            self._request.cancel()
            concurrent.futures.wait((self._request,))

    async def _body(self) -> AsyncIterator[bytes]:
        yield self._request_parts.head
        while (block := await self._queue.get()) is not _END:
            yield block
        yield self._request_parts.tail

    async def _upload(self, headers: dict[str, str]) -> Any:
        """The streamed request, on a session of its own made as gcsfs makes its own (``session_kwargs``):
        gcsfs's public ``call`` would retry it, sending a body that cannot be sent twice."""
        import aiohttp
        from gcsfs.retry import validate_response  # type: ignore[import-untyped]

        request = self._request_parts
        # no total time limit: the request lasts as long as the writer takes to produce the object
        timeout = aiohttp.ClientTimeout(total=None, sock_connect=60, sock_read=600)
        async with aiohttp.ClientSession(**self._fs.session_kwargs) as session:
            async with session.post(
                request.url, params=request.params, headers=headers, data=self._body(), timeout=timeout
            ) as response:
                contents = await response.read()
                validate_response(response.status, contents, request.url)
                return json.loads(contents)


class _Request:
    """The parts of one multipart upload of ``path``: a boundary of its own (random, so that no byte
    sequence of an artifact can end the media part early), the body's head (the object's resource: name,
    Content-Type and user metadata in ``extra`` as :meth:`GCSPublisher.metadata_arguments` spells them; then
    the media part's header) and tail, the upload URL on the endpoint gcsfs's public ``base`` names, and the
    query parameters (with the project a requester-pays bucket bills, as gcsfs sends it)."""

    def __init__(self, fs: Any, path: str, generation: str, extra: dict[str, Any]) -> None:
        self._fs = fs
        boundary = f"pt2-serde-{secrets.token_hex(16)}"
        bucket, key, _ = fs.split_path(path)
        resource: dict[str, Any] = {"name": key}
        if "content_type" in extra:
            resource["contentType"] = extra["content_type"]
        if "metadata" in extra:
            resource["metadata"] = extra["metadata"]
        # the media part's header names the Content-Type too (fake-gcs-server reads it from there, GCS from
        # the resource); a value from an object's metadata that is not plain printable ASCII stays out of it
        media_type = resource.get("contentType", "")
        if not _HEADER_VALUE.fullmatch(media_type):
            media_type = "application/octet-stream"
        self.head = (
            f"--{boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n{json.dumps(resource)}\r\n"
            f"--{boundary}\r\nContent-Type: {media_type}\r\n\r\n"
        ).encode()
        self.tail = f"\r\n--{boundary}--".encode()
        self.content_type = f'multipart/related; boundary="{boundary}"'
        base: str = fs.base
        if not base.endswith(GCS_API_PATH):
            raise ConditionUnsupportedError(
                f"gcsfs names an unexpected API base {base!r}; no conditional upload is possible, nothing was written",
                source=path,
            )
        self.url = f"{base[: -len(GCS_API_PATH)]}/upload{GCS_API_PATH}b/{quote(bucket)}/o"
        self.params = {"uploadType": "multipart", "ifGenerationMatch": generation}
        if fs.requester_pays:
            self.params["userProject"] = fs.requester_pays if isinstance(fs.requester_pays, str) else fs.project

    def headers(self) -> dict[str, str]:
        """The streamed request's headers: its Content-Type and the credentials gcsfs holds."""
        headers = {"Content-Type": self.content_type, "User-Agent": "pt2-serde"}
        self._fs.credentials.apply(headers)
        return headers
