"""Google Cloud Storage (``gs://``, ``gcs://`` through gcsfs): atomic, conditional writes of any size.

- Overwrites stream into gcsfs's resumable upload, which GCS finalises only with its last chunk, after the
  writer's block succeeded (:func:`backends.publish.streamed_upload`).
- Create-only (``ifGenerationMatch=0``) and compare-and-swap (``ifGenerationMatch=<generation>``) writes
  are one multipart upload, sent with its Content-Length. A write told its size before its first byte
  (:meth:`GCSPublisher.sized_writer`: conversions, backups and copies are) streams into the request as it
  is written (:mod:`backends.piped`, at most 8 MiB ahead of the network); the closing boundary
  goes only once the writer's block succeeded, so until then the request is short of its length, and a block
  that raises cancels it. A write not told its size is spooled (above 8 MiB to a temporary file) and sent
  when the block succeeded, read from the spool in pieces; a caller holding the bytes in a file already
  gives it to :meth:`GCSPublisher.write_file`, which sends from it without spooling it again. GCS creates the
  object only from the complete request and checks the precondition on it, so no partial object is ever
  visible.
- gcsfs retries a request that met a transient error (a 5xx, a dropped connection) by sending the same body
  again. A spooled body is therefore not the file itself (aiohttp closes a file it has sent, and reads it on
  from where the last attempt left it) but a :class:`_Replay`: each attempt iterates over the whole body
  again, from its first byte, at offsets of its own. A streamed body cannot be sent twice: a second attempt
  fails the write at once, rather than after gcsfs's backoff.
- Each upload has a boundary of its own, random, since the bytes written are an artifact's (untrusted): a
  fixed one inside them would end the media part early and publish a truncated object. A write also fails
  unless the object GCS reports holds as many bytes as were written.

Why a multipart upload and not a resumable one with the precondition on its initiation: GCS honours both,
but fake-gcs-server, the only local server to test against, ignores preconditions on resumable uploads (and
on compose, copy and rewrite), while it checks them on multipart uploads as GCS does. Why a write not told its
size is spooled rather than streamed into the request: a request of unknown length goes out with chunked
transfer encoding, which GCS answers with 411 Length Required on the JSON API's uploads (as
reported in parseablehq/parseable#1372).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import secrets
import threading
from collections.abc import AsyncIterator, Iterator
from typing import IO, Any
from urllib.parse import quote

from backends.errors import (
    CHANGED_SINCE_LISTED,
    ConditionUnsupportedError,
    NotFoundError,
    PreconditionFailedError,
    translate_errors,
)
from backends.piped import PipedRequest, PipeEnded, cancellable_call
from backends.publish import Publisher, metadata_keywords, streamed_upload
from backends.state import Expected, ObjectMetadata, ObjectState, WriteMode, resolve_expected

__all__ = ["GCSPublisher", "GCS_API_PATH", "SEND_PIECE"]


SEND_PIECE = 2**20
"""Bytes read from the spool per piece of a request's body."""
GCS_API_PATH = "/storage/v1/"
"""The JSON API's path below the endpoint; uploads go to the same path under ``/upload``."""
_HEADER_VALUE = re.compile(r"[\x20-\x7e]+")
"""What a Content-Type from an object's metadata may be to go into a header of the body: no CR or LF that
could start a header or part of its own, nothing outside printable ASCII."""


class GCSPublisher(Publisher):
    """GCS: resumable uploads to overwrite, multipart uploads with ``ifGenerationMatch`` otherwise (streamed
    when told their size, else spooled)."""

    supports_create = True
    supports_if_match = True
    read_block = 8 * 2**20
    """Bytes per ranged read of a streamed read (the window of :func:`backends.streamed.gcs_opener`). Measured
    with ``benchmarks/bench_large.py --gcs`` (1 GB C4 -> P2 on fake-gcs-server, 2026-11-26): 32 MiB took
    1.04x the gcsfs copy at 202 MB of peak RSS over baseline, 8 MiB 1.03x at 136 MB."""

    def state_from_info(self, path: str, info: dict[str, Any]) -> ObjectState:
        """The generation as the token, and the Content-Type and user metadata, which a listing's object
        resources carry as a stat's does: a replacement in place needs no request of its own for them."""
        state = super().state_from_info(path, info)
        return ObjectState(
            size=state.size,
            token=state.generation,
            etag=state.etag,
            generation=state.generation,
            metadata=_metadata(info),
        )

    def open_read(self, path: str, block_size: int | None) -> IO[bytes]:
        """Reads of :attr:`read_block` bytes per request, each of the generation seen now
        (:func:`backends.streamed.gcs_opener`), kept in :class:`backends.streamed.StreamedFile`'s pages; a
        caller asking for a ``block_size`` gets fixed blocks of that size."""
        if block_size is not None:
            return super().open_read(path, block_size)
        from backends.streamed import gcs_opener

        return self.streamed_read(path, lambda info, url: gcs_opener(self.fs, path, info, url, self.read_block))

    def metadata(self, path: str) -> ObjectMetadata:
        """The object's Content-Type and user metadata, from its resource."""
        return _metadata(self.fs.info(path))

    def read_listed(self, path: str, state: ObjectState) -> tuple[bytes, ObjectMetadata | None]:
        """One read of the listed generation (a replaced one is gone, or in a bucket that keeps versions still
        served as it was: never the replacement's bytes); the metadata came with the listing."""
        if state.generation is None:
            return super().read_listed(path, state)
        try:
            data = self.fs.cat_file(path, start=0, end=state.size + 1, generation=state.generation)
        except FileNotFoundError:
            raise PreconditionFailedError(CHANGED_SINCE_LISTED, source=self.url(path)) from None
        return bytes(data), None

    def metadata_arguments(self, metadata: ObjectMetadata | None) -> dict[str, Any]:
        """The Content-Type and user metadata as gcsfs's writes take them (``content_type``, ``metadata``)."""
        return metadata_keywords(metadata, "content_type", "metadata")

    def spools(self, mode: WriteMode) -> bool:
        """Create-only and compare-and-swap writes of a length not told first (one multipart upload, sent
        with its length); overwrites stream."""
        return mode is not WriteMode.OVERWRITE

    def spools_sized(self, mode: WriteMode) -> bool:
        """Nothing, where gcsfs has the coroutine a streamed upload runs (gcsfs's ``_call``,
        :func:`backends.piped.cancellable_call`): told its length, a conditional write streams into its
        multipart upload."""
        return mode is not WriteMode.OVERWRITE and not cancellable_call(self.fs, "_call")

    def sized_writer(
        self,
        path: str,
        size: int,
        mode: WriteMode,
        expected: Expected | None,
        metadata: ObjectMetadata | None = None,
    ) -> contextlib.AbstractContextManager[IO[bytes]]:
        """An overwrite streams into a resumable upload as :meth:`writer`'s does; a create-only or
        compare-and-swap write of ``size`` bytes streams into one multipart upload (:meth:`_streamed`)."""
        if mode is WriteMode.OVERWRITE or self.spools_sized(mode):
            return self.writer(path, mode, expected, metadata)
        return self._streamed(path, size, mode, resolve_expected(expected), metadata)

    @contextlib.contextmanager
    def _streamed(
        self, path: str, size: int, mode: WriteMode, expected: ObjectState | None, metadata: ObjectMetadata | None
    ) -> Iterator[IO[bytes]]:
        """One multipart upload carrying ``ifGenerationMatch``, its Content-Length counted from ``size``, whose
        body is sent as the block writes it (:class:`backends.piped.PipedRequest`). Its closing boundary goes
        only once the block succeeded: until then the request is short of its length, and GCS creates an
        object only from a complete one. A block that raises cancels the request, whose connection then
        closes short, so nothing is created. gcsfs would retry a request whose body failed; a body cannot be
        sent twice, so a second attempt fails the write at once."""
        url = self.url(path)
        upload = self._request(path, mode, expected, metadata)
        request = PipedRequest(
            self.fs.loop,
            lambda pipe: self.fs._call(
                "POST", upload.url, **upload.params, headers=upload.headers(size), data=pipe, json_out=True
            ),
            upload.head,
            upload.tail,
        )
        try:
            with request.writing() as handle:
                yield handle
        except PipeEnded:  # the request ended first: the store's answer (a refusal), or an attempt made again
            with translate_errors(url, "write"), self._preconditions(url, mode):
                request.answer()
            with translate_errors(url, "write"):
                raise
        with translate_errors(url, "write"), self._preconditions(url, mode):
            resource = request.answer()
            self._check_size(resource, size)
        self.fs.invalidate_cache(path)

    def _request(
        self, path: str, mode: WriteMode, expected: ObjectState | None, metadata: ObjectMetadata | None
    ) -> _Request:
        """The multipart upload of ``path`` with the precondition of ``mode`` (``expected``: the state a
        compare-and-swap checks)."""
        generation = "0" if mode is WriteMode.CREATE else (expected.generation if expected else None)
        if generation is None:
            raise ConditionUnsupportedError(
                "no generation known for the object; nothing was written", source=self.url(path)
            )
        return _Request(self.fs, path, generation, self.metadata_arguments(metadata))

    @staticmethod
    def _check_size(resource: dict[str, Any], size: int) -> None:
        """Refuse an upload after which GCS reports an object of another size than was written."""
        if str(resource.get("size")) != str(size):
            raise OSError(
                f"GCS created an object of {resource.get('size')} bytes from a write of {size}; "
                "the store does not hold what was written"
            )

    @contextlib.contextmanager
    def writer(
        self, path: str, mode: WriteMode, expected: Expected | None, metadata: ObjectMetadata | None = None
    ) -> Iterator[IO[bytes]]:
        """Yield a file that streams into the upload (an overwrite) or is spooled (a conditional write, sent by
        :meth:`send`); the object appears when the block succeeds (with the precondition ``mode`` asks for),
        and nothing otherwise."""
        if mode is WriteMode.OVERWRITE:
            with streamed_upload(self, path, mode, metadata, _no_conditions) as handle:
                yield handle
            return
        with super().writer(path, mode, expected, metadata) as spooled:
            yield spooled

    def send(
        self,
        path: str,
        spooled: IO[bytes],
        size: int,
        mode: WriteMode,
        expected: ObjectState | None,
        metadata: ObjectMetadata | None,
    ) -> None:
        """One multipart upload carrying ``ifGenerationMatch`` whose media part is the content of ``spooled``
        (``size`` bytes), read from it in pieces at each attempt (:class:`_Replay`); then a check that the object
        GCS created holds as many bytes."""
        url = self.url(path)
        request = self._request(path, mode, expected, metadata)
        body = _Replay(request.head, spooled, size, request.tail)
        with translate_errors(url, "write"), self._preconditions(url, mode):
            resource = self.fs.call(
                "POST", request.url, **request.params, headers=request.headers(size), data=body, json_out=True
            )
            self._check_size(resource, size)
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


class _Replay:
    """The body of one upload as aiohttp sends it: ``head``, the first ``size`` bytes of ``spooled``, then
    ``tail``. It is an async iterable whose every iteration (one per attempt gcsfs makes) starts again from
    the first byte, reading ``spooled`` in pieces of :data:`SEND_PIECE` in a worker thread. Each iteration
    keeps its own offset and seeks under a lock, so an attempt abandoned mid-body cannot move where a later
    one reads; ``spooled`` is never closed here (its owner closes it)."""

    def __init__(self, head: bytes, spooled: IO[bytes], size: int, tail: bytes) -> None:
        self._head = head
        self._spooled = spooled
        self._size = size
        self._tail = tail
        self._lock = threading.Lock()

    def __aiter__(self) -> AsyncIterator[bytes]:
        return self._pieces()

    async def _pieces(self) -> AsyncIterator[bytes]:
        yield self._head
        offset = 0
        while offset < self._size:
            piece = await asyncio.to_thread(self._read, offset, min(SEND_PIECE, self._size - offset))
            if not piece:
                raise OSError(f"the spooled upload ended at byte {offset} of {self._size}")
            offset += len(piece)
            yield piece
        yield self._tail

    def _read(self, offset: int, count: int) -> bytes:
        with self._lock:
            self._spooled.seek(offset)
            return self._spooled.read(count)


def _metadata(info: dict[str, Any]) -> ObjectMetadata:
    """The Content-Type and user metadata of an object resource (gcsfs's ``info`` or a listing's entry)."""
    user = info.get("metadata")
    return ObjectMetadata(content_type=info.get("contentType"), user=dict(user) if user else None)


class _Request:
    """The parts of one multipart upload of ``path``: a boundary of its own (random, so that no byte
    sequence of an artifact can end the media part early), the body's head (the object's resource: name,
    Content-Type and user metadata in ``extra`` as :meth:`GCSPublisher.metadata_arguments` spells them; then
    the media part's header) and tail, the upload URL on the endpoint gcsfs's public ``base`` names, the
    query parameters (gcsfs adds the project a requester-pays bucket bills), and the headers
    (:meth:`headers`)."""

    def __init__(self, fs: Any, path: str, generation: str, extra: dict[str, Any]) -> None:
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
        self._content_type = f'multipart/related; boundary="{boundary}"'
        base: str = fs.base
        if not base.endswith(GCS_API_PATH):
            raise ConditionUnsupportedError(
                f"gcsfs names an unexpected API base {base!r}; no conditional upload is possible, nothing was written",
                source=path,
            )
        self.url = f"{base[: -len(GCS_API_PATH)]}/upload{GCS_API_PATH}b/{quote(bucket)}/o"
        self.params = {"uploadType": "multipart", "ifGenerationMatch": generation}

    def headers(self, size: int) -> dict[str, str]:
        """The request's headers for a media part of ``size`` bytes: its type (with the boundary) and length."""
        return {"Content-Type": self._content_type, "Content-Length": str(len(self.head) + size + len(self.tail))}
