"""Amazon S3 and S3-compatible stores (``s3://``, ``s3a://`` through s3fs): atomic, conditional writes.

- Overwrites and create-only writes (``If-None-Match: *`` on the final request) stream into s3fs's upload:
  one PutObject when the object fits in one 8 MiB block, else a multipart upload of 8 MiB parts, aborted on
  any error, so no partial object is ever visible (:func:`backends.publish.streamed_upload`).
- Compare-and-swap writes (``If-Match: <ETag>``) are one PutObject, since s3fs drops ``If-Match`` on
  multipart uploads (and moto, the server the tests run, checks none on a multipart upload's completion);
  S3 takes at most 5 GiB in one request, so a larger one is refused before anything is sent. A write told
  its size before its first byte (:meth:`S3Publisher.sized_writer`: conversions, backups and copies are)
  streams into that PutObject as it is written (:class:`backends.piped.PipedRequest`, at most 8 MiB ahead of
  the network) wherever botocore can send a body it has not read yet: over TLS with SigV4 signing, a body of
  announced length goes out as ``aws-chunked`` with its CRC-32 in a trailer and the payload unsigned
  (``STREAMING-UNSIGNED-PAYLOAD-TRAILER``), which S3 checks against what arrived. The body ends only once
  the writer's block succeeded; a block that raises cancels the request, whose connection then closes
  short of the announced length, so S3 creates nothing. Over plain HTTP botocore signs the body's sha256 or
  puts its checksum in a header, both read before the first byte goes, so such a write is spooled (above
  8 MiB to a temporary file) and sent from the spool, as is a write not told its size; a caller holding the
  bytes in a file already gives it to :meth:`backends.publish.Publisher.write_file`, which sends from it.
- A streamed body cannot be sent twice. botocore rewinds a body to retry a request, which the pipe cannot
  do, so a fault ends the write at once with an error saying so; s3fs retries some faults itself with the
  same body, and the pipe refuses a second request's reads (:class:`backends.piped.Pipe`).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from functools import cached_property
from typing import IO, Any

import fsspec.asyn

from backends.errors import (
    CHANGED_SINCE_LISTED,
    ConditionUnsupportedError,
    PreconditionFailedError,
    s3_precondition_failed,
    translate_errors,
)
from backends.piped import SENT_TWICE, PipedRequest, PipeEnded, cancellable_call
from backends.publish import Publisher, metadata_keywords, streamed_upload
from backends.state import Expected, ObjectMetadata, ObjectState, WriteMode, resolve_expected

__all__ = ["S3Publisher", "S3_SINGLE_REQUEST_LIMIT"]


S3_SINGLE_REQUEST_LIMIT = 5 * 2**30
"""The largest object one S3 PutObject may carry, and so the largest compare-and-swap write on S3."""


class S3Publisher(Publisher):
    """S3: conditional PutObject (If-None-Match / If-Match); compare-and-swap streamed when told its size over
    TLS, spooled otherwise."""

    supports_create = True
    supports_if_match = True

    def state_from_info(self, path: str, info: dict[str, Any]) -> ObjectState:
        """The ETag as the token: S3 compares a conditional write against it (If-Match)."""
        state = super().state_from_info(path, info)
        return ObjectState(size=state.size, token=state.etag, etag=state.etag, mtime=state.mtime)

    def open_read(self, path: str, block_size: int | None) -> IO[bytes]:
        """A streamed read (:class:`backends.streamed.StreamedFile`): one open-ended GET, pinned to the ETag
        seen now, per jump to bytes not held, instead of one GET per block; a caller asking for a
        ``block_size`` (a few small ranges) gets fixed blocks of that size."""
        if block_size is not None:
            return super().open_read(path, block_size)
        from backends.streamed import s3_opener

        return self.streamed_read(path, lambda info, url: s3_opener(self.fs, path, info, url))

    def metadata(self, path: str) -> ObjectMetadata:
        """Content-Type and user metadata from one HeadObject (s3fs's ``info`` and ``metadata`` each send
        one)."""
        bucket, key, version = self.fs.split_path(path)
        return _metadata(
            self.fs.call_s3("head_object", Bucket=bucket, Key=key, **({"VersionId": version} if version else {}))
        )

    def read_listed(self, path: str, state: ObjectState) -> tuple[bytes, ObjectMetadata | None]:
        """One GetObject of the listed bytes (and one more, which shows growth), ``If-Match`` the listed ETag,
        retried on transient faults as s3fs retries its own reads. Its answer carries the Content-Type and
        user metadata of the very version read: the HeadObject a replacement in place sent for them before
        is saved (one request of three per object migrated in place), and they cannot belong to a later
        version. A changed object is refused (S3's 412) instead of read."""
        try:
            from s3fs.core import _error_wrapper  # the retry s3fs's cat_file runs its GetObject in
        except ImportError:  # an s3fs without it: its own read, and the metadata asked for when needed
            return super().read_listed(path, state)
        bucket, key, version = self.fs.split_path(path)
        request = {"Bucket": bucket, "Key": key, "Range": f"bytes=0-{state.size}"}
        if version:
            request["VersionId"] = version
        if state.etag:
            request["IfMatch"] = state.etag

        async def get() -> tuple[bytes, dict[str, Any]]:
            response = await self.fs._call_s3("get_object", **request)
            try:
                return await response["Body"].read(), response
            finally:
                response["Body"].close()

        try:
            data, response = fsspec.asyn.sync(self.fs.loop, _error_wrapper, get, retries=self.fs.retries)
        except OSError as exc:
            if s3_precondition_failed(exc):
                raise PreconditionFailedError(CHANGED_SINCE_LISTED, source=self.url(path)) from None
            raise
        return bytes(data), _metadata(response)

    def metadata_arguments(self, metadata: ObjectMetadata | None) -> dict[str, Any]:
        """The Content-Type and user metadata as s3fs's writes take them (``ContentType``, ``Metadata``)."""
        return metadata_keywords(metadata, "ContentType", "Metadata")

    def spools(self, mode: WriteMode) -> bool:
        """Compare-and-swap writes only (one PutObject, sent with its length); the others stream."""
        return mode is WriteMode.IF_MATCH

    def spools_sized(self, mode: WriteMode) -> bool:
        """Compare-and-swap writes where botocore cannot stream a body (:attr:`streams_told_size`)."""
        return mode is WriteMode.IF_MATCH and not self.streams_told_size

    @cached_property
    def streams_told_size(self) -> bool:
        """Whether a PutObject here can send a body as it is written: the client's endpoint speaks TLS and
        signs with SigV4 (then botocore sends a body of announced length as ``aws-chunked`` with a trailing
        CRC-32, unsigned, reading it as it goes), and s3fs has ``_call_s3``, the coroutine behind its public
        ``call_s3``, which the streamed request runs as a task it can cancel."""
        if not cancellable_call(self.fs, "_call_s3"):
            return False
        meta = self.fs.s3.meta  # s3fs's client (made on first use; no request is sent)
        return str(meta.endpoint_url).startswith("https://") and meta.config.signature_version != "s3"

    def refuse_unsupported(self, path: str, mode: WriteMode, size: int | None = None) -> None:
        """Refuse what S3 cannot honour: a compare-and-swap write of 5 GiB or more, which takes a multipart upload,
        on which s3fs drops If-Match."""
        if mode is WriteMode.IF_MATCH and size is not None and size >= S3_SINGLE_REQUEST_LIMIT:
            raise ConditionUnsupportedError(
                f"compare-and-swap needs a single-request upload (< {S3_SINGLE_REQUEST_LIMIT >> 30} GiB, S3's limit "
                f"for one PutObject), but the object is {size} bytes and s3fs drops If-Match on multipart uploads; "
                "nothing was written",
                source=self.url(path),
            )

    @contextlib.contextmanager
    def writer(
        self, path: str, mode: WriteMode, expected: Expected | None, metadata: ObjectMetadata | None = None
    ) -> Iterator[IO[bytes]]:
        """Overwrites and create-only writes stream straight into an upload (one PutObject when the object
        fits in one 8 MiB block, else a multipart upload of 8 MiB parts, ``If-None-Match: *`` on the final
        request for create-only), so nothing is spooled; an error in the block aborts the upload, so no
        partial object is ever visible. Compare-and-swap writes are spooled and sent as one conditional
        PutObject (see :meth:`refuse_unsupported`); told their size first, they can stream instead
        (:meth:`sized_writer`)."""
        if mode is WriteMode.IF_MATCH:
            with super().writer(path, mode, expected, metadata) as scratch:
                yield scratch
            return
        with streamed_upload(self, path, mode, metadata, self._preconditions) as handle:
            yield handle

    def sized_writer(
        self,
        path: str,
        size: int,
        mode: WriteMode,
        expected: Expected | None,
        metadata: ObjectMetadata | None = None,
    ) -> contextlib.AbstractContextManager[IO[bytes]]:
        """:meth:`writer`, except that a compare-and-swap write of ``size`` bytes streams into its PutObject
        where :attr:`streams_told_size` holds (:meth:`_streamed`)."""
        if self.spools_sized(mode) or mode is not WriteMode.IF_MATCH:
            return self.writer(path, mode, expected, metadata)
        self.refuse_unsupported(path, mode, size)
        return self._streamed(path, size, resolve_expected(expected), metadata)

    @contextlib.contextmanager
    def _streamed(
        self, path: str, size: int, expected: ObjectState | None, metadata: ObjectMetadata | None
    ) -> Iterator[IO[bytes]]:
        """One PutObject carrying ``If-Match`` and a Content-Length of ``size``, whose body is sent as the block
        writes it, with its CRC-32 in a trailer (botocore computes it as the body goes; S3 checks it). The body
        ends only once the block succeeded: until then the request is short of its length, and S3 creates
        an object only from a complete one. A block that raises cancels the request, so nothing is written."""
        url = self.url(path)
        if expected is None or expected.etag is None:
            raise ConditionUnsupportedError("no ETag known for the object; nothing was written", source=url)
        bucket, key, _ = self.fs.split_path(path)
        arguments = {
            "Bucket": bucket,
            "Key": key,
            "ContentLength": size,
            "ChecksumAlgorithm": "CRC32",
            "IfMatch": expected.etag,
            **self.metadata_arguments(metadata),
        }
        request = PipedRequest(self.fs.loop, lambda pipe: self.fs._call_s3("put_object", Body=pipe, **arguments))
        try:
            with request.writing() as handle:
                yield handle
        except PipeEnded:  # the request ended first: the store's answer (a refusal), or an attempt made again
            with translate_errors(url, "write"), self._preconditions(path, WriteMode.IF_MATCH):
                _answer(request)
            with translate_errors(url, "write"):
                raise
        with translate_errors(url, "write"), self._preconditions(path, WriteMode.IF_MATCH):
            _answer(request)
        self.fs.invalidate_cache(path)

    @contextlib.contextmanager
    def _preconditions(self, path: str, mode: WriteMode) -> Iterator[None]:
        """Turn S3's refusals of a condition into :class:`PreconditionFailedError`."""
        try:
            yield
        except FileExistsError:
            raise PreconditionFailedError("already exists; nothing was written", source=self.url(path)) from None
        except FileNotFoundError:
            if mode is WriteMode.IF_MATCH:
                raise PreconditionFailedError(
                    "was deleted since it was read; nothing was written", source=self.url(path)
                ) from None
            raise
        except OSError as exc:
            if s3_precondition_failed(exc):
                raise PreconditionFailedError(
                    "changed since it was read; nothing was written", source=self.url(path)
                ) from None
            raise

    def publish(
        self,
        path: str,
        scratch: IO[bytes],
        size: int,
        mode: WriteMode,
        expected: ObjectState | None,
        extra: dict[str, Any],
    ) -> None:
        """A compare-and-swap write (the only mode spooled): one PutObject with ``If-Match`` whose body streams
        from the spooled file (s3fs's ``pipe_file`` would hold it in memory, and turn a write of 100 MiB or
        more into a multipart upload without the condition)."""
        assert mode is WriteMode.IF_MATCH and expected is not None and expected.etag is not None
        bucket, key, _ = self.fs.split_path(path)
        with self._preconditions(path, mode):
            self.fs.call_s3(
                "put_object", Bucket=bucket, Key=key, Body=scratch, ContentLength=size, IfMatch=expected.etag, **extra
            )


def _metadata(answer: dict[str, Any]) -> ObjectMetadata:
    """The Content-Type and user metadata of a HeadObject's or GetObject's answer; user keys are spelled as
    s3fs's ``metadata`` spells them (``_`` as ``-``)."""
    user = {name.replace("_", "-"): value for name, value in (answer.get("Metadata") or {}).items()}
    return ObjectMetadata(content_type=answer.get("ContentType"), user=user or None)


def _answer(request: PipedRequest) -> Any:
    """What a streamed PutObject ended with; botocore's refusal to rewind the body for another attempt (its
    retry after a fault, matched by class name as :mod:`backends.errors` matches botocore's) is said as such."""
    try:
        return request.answer()
    except Exception as exc:
        if type(exc).__name__ == "UnseekableStreamError":
            raise OSError(SENT_TWICE) from None
        raise
