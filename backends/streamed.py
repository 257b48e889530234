"""Reads of a remote object through streams: one GET per jump, read on as far as the reader goes, pinned to
the version first seen.

A block cache sends a ranged GET for every block it misses, so a 1 GB archive read in order costs dozens
of requests (and on moto, which reads the whole object for every ranged GET, each costs the object's
size). :class:`StreamedFile` instead opens one stream at the wanted position and reads it as the caller
reads; only a jump to bytes it no longer holds opens another (the stream it leaves is closed). The last
:data:`PAGES_KEPT` pages of :data:`PAGE` bytes read are kept, so that the small back-and-forth reads of a
zip reader (end records, central directory, local headers) are served without a request, and memory stays
at those pages (plus a window, below) whatever the object's size.

A stream is one open-ended GET on S3 (:func:`s3_opener`); on GCS and Azure, whose clients read ranges, it
is a run of bounded reads of one window each, the next one requested while the reader takes the current one
(:func:`gcs_opener`, :func:`azure_opener`). Every request is
pinned to the version that was opened (S3 and Azure: ``If-Match`` its ETag; GCS: its generation), so a
read never mixes two versions of an object: one replaced meanwhile fails the next request, reported as a
changed object (:class:`backends.errors.PreconditionFailedError`).
"""

from __future__ import annotations

import asyncio
import sys
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Protocol

from backends.errors import PreconditionFailedError, s3_precondition_failed
from backends.seekable import SeekableReader

__all__ = ["PAGE", "PAGES_KEPT", "Stream", "StreamOpener", "StreamedFile", "azure_opener", "gcs_opener", "s3_opener"]

PAGE = 1 << 20
"""Bytes per kept page (a read from the stream fills whole pages)."""
PAGES_KEPT = 8
"""Pages kept, least recently used dropped: the head and the end of an archive stay while it is read."""
REOPENS = 3
"""How many times a stream that fails mid-body is opened again at the page being read before giving up."""
CHANGED_ETAG = "changed while it was read (its ETag no longer matches)"


class Stream(Protocol):
    """The body of one open GET."""

    def read(self, size: int) -> bytes:
        """Exactly ``size`` bytes, or fewer only at the object's end."""

    def close(self) -> None:
        """Stop reading (the connection is dropped if the body was not read to its end)."""


class StreamOpener(Protocol):
    """Opens a GET of an object from ``start`` to its end, pinned to the version first seen."""

    def __call__(self, start: int) -> Stream:
        """The body from ``start`` to the end of the object."""


class StreamedFile(SeekableReader):
    """A seekable, read-only file of ``size`` bytes read through the streams ``opener`` opens."""

    def __init__(self, opener: StreamOpener, size: int, url: str, *, page: int = PAGE, pages_kept: int = PAGES_KEPT):
        super().__init__(size)
        self._opener, self._url = opener, url
        self._page, self._pages_kept = page, pages_kept
        self._pages: OrderedDict[int, bytes] = OrderedDict()
        self._stream: Stream | None = None
        self._next_page = -1
        """The page the open stream reads next."""
        self.requests = 0
        """Streams opened so far (what a store bills and what moto pays the object's size for)."""

    def readinto(self, buffer: Any) -> int:
        """Fill ``buffer`` from the current position (fewer bytes only at the end of the object)."""
        view = memoryview(buffer).cast("B")
        filled = 0
        while filled < len(view) and self._position < self._size:
            index, offset = divmod(self._position, self._page)
            data = self._page_at(index)
            count = min(len(view) - filled, len(data) - offset)
            view[filled : filled + count] = data[offset : offset + count]
            filled += count
            self._position += count
        return filled

    def close(self) -> None:
        """Drop the open stream and the pages kept."""
        self._drop_stream()
        self._pages.clear()
        super().close()

    def _page_at(self, index: int) -> bytes:
        kept = self._pages.get(index)
        if kept is not None:
            self._pages.move_to_end(index)
            return kept
        wanted = min(self._page, self._size - index * self._page)
        for attempt in range(REOPENS + 1):
            if self._stream is None or self._next_page != index:
                self._drop_stream()
                self._stream = self._opener(index * self._page)
                self._next_page = index
                self.requests += 1
            try:
                data = self._stream.read(wanted)
                break
            except PreconditionFailedError:
                raise
            except OSError:
                self._drop_stream()
                if attempt == REOPENS:
                    raise
        if len(data) != wanted:
            raise PreconditionFailedError(
                f"changed while read: ended at {index * self._page + len(data)} bytes where {self._size} were listed",
                source=self._url,
            )
        self._next_page = index + 1
        self._pages[index] = data
        while len(self._pages) > self._pages_kept:
            self._pages.popitem(last=False)
        return data

    def _drop_stream(self) -> None:
        if self._stream is not None:
            stream, self._stream = self._stream, None
            stream.close()


def _transport_errors() -> tuple[type[BaseException], ...]:
    """What an S3 body read raises when its connection fails (retried by opening the stream again)."""
    import aiohttp
    from botocore.exceptions import BotoCoreError

    return (aiohttp.ClientError, asyncio.TimeoutError, BotoCoreError)


async def _read_body(read: Any, size: int) -> bytes:
    """``size`` bytes from an async ``read(n)`` that may return fewer (fewer only at the end)."""
    parts: list[bytes] = []
    got = 0
    while got < size:
        chunk = await read(size - got)
        if not chunk:
            break
        parts.append(chunk)
        got += len(chunk)
    return b"".join(parts)


class _AsyncBody:
    """A :class:`Stream` over an async body (``read(n)`` coroutine, ``close()``) served by ``loop``."""

    def __init__(self, loop: Any, read: Any, close: Any, url: str) -> None:
        self._loop, self._read, self._close, self._url = loop, read, close, url

    def read(self, size: int) -> bytes:
        from fsspec.asyn import sync

        try:
            data: bytes = sync(self._loop, _read_body, self._read, size)
        except _transport_errors() as exc:
            raise ConnectionError(f"{self._url}: the connection failed mid-read ({type(exc).__name__}: {exc})") from exc
        return data

    def close(self) -> None:
        """Close the body on the loop's thread, which owns its connection; once the interpreter is finalizing
        (a file dropped only then), that thread no longer runs, and waiting for it would hang the exit for
        ever, so the body is closed here."""
        from fsspec.asyn import sync

        if self._loop.is_running() and not sys.is_finalizing():
            sync(self._loop, _on_loop, self._close)  # the connection belongs to the loop's thread
        else:  # the process is ending: fsspec's loop has stopped
            self._close()


async def _on_loop(call: Any) -> None:
    call()


def s3_opener(fs: Any, path: str, info: dict[str, Any], url: str) -> StreamOpener:
    """Streams of the S3 object ``path`` (s3fs ``fs``; ``info``: its ``fs.info``), each ``If-Match`` its ETag."""
    bucket, key, version = fs.split_path(path)
    pinned: dict[str, str] = {"VersionId": version} if version else {}
    if info.get("ETag"):
        pinned["IfMatch"] = info["ETag"]

    def opener(start: int) -> Stream:
        try:
            response = fs.call_s3("get_object", Bucket=bucket, Key=key, Range=f"bytes={start}-", **pinned)
        except OSError as exc:
            if s3_precondition_failed(exc):
                raise PreconditionFailedError(CHANGED_ETAG, source=url) from None
            raise
        body = response["Body"]
        return _AsyncBody(fs.loop, body.read, body.close, url)

    return opener


def gcs_opener(fs: Any, path: str, info: dict[str, Any], url: str, window: int) -> StreamOpener:
    """Streams of the GCS object ``path`` (gcsfs ``fs``; ``info``: its ``fs.info``), read ``window`` bytes per
    request, each of the generation seen now (gcsfs's own file reads name no generation, so a block fetched
    after a replacement would be the new object's). A replaced generation is gone (or, in a bucket that keeps
    versions, still served as it was): either way the read never mixes two objects."""
    size = int(info["size"])
    generation = info.get("generation")

    def fetch(start: int, length: int) -> bytes:
        try:
            data: bytes = fs.cat_file(path, start=start, end=start + length, generation=generation)
        except FileNotFoundError:
            raise PreconditionFailedError(
                "changed or deleted while it was read (its generation is gone)", source=url
            ) from None
        return data

    def opener(start: int) -> Stream:
        return _Windows(lambda at, length: _READS_AHEAD.submit(fetch, at, length), start, size, window)

    return opener


class _Windows:
    """A :class:`Stream` made of bounded reads of ``window`` bytes each, from ``start`` on, for a store read
    through ranges rather than open bodies. ``begin(start, length)`` starts one read and returns its future;
    while the caller takes one window, the next one is already on its way (one read ahead)."""

    def __init__(self, begin: Callable[[int, int], Future[bytes]], start: int, size: int, window: int) -> None:
        self._begin, self._next, self._size, self._window = begin, start, size, window
        self._held = b""
        self._offset = 0
        """Where the unread part of ``_held`` begins."""
        self._ahead: Future[bytes] | None = None
        """The read of the window at ``_next``, started while the one before was being taken."""

    def _start(self) -> Future[bytes] | None:
        if self._next >= self._size:
            return None
        return self._begin(self._next, min(self._window, self._size - self._next))

    def read(self, size: int) -> bytes:
        parts: list[bytes] = []
        wanted = size
        while wanted > 0:
            if self._offset == len(self._held):
                coming = self._ahead or self._start()
                if coming is None:
                    break
                self._held, self._offset, self._ahead = coming.result(), 0, None
                self._next += len(self._held)
                if not self._held:
                    break
                self._ahead = self._start()
            part = self._held[self._offset : self._offset + wanted]
            parts.append(part)
            self._offset += len(part)
            wanted -= len(part)
        return b"".join(parts)

    def close(self) -> None:
        if self._ahead is not None:
            self._ahead.cancel()  # a read already sent ends on its own; its bytes are dropped
            self._ahead = None
        self._held, self._offset = b"", 0


_READS_AHEAD = ThreadPoolExecutor(max_workers=4, thread_name_prefix="pt2-serde-read-ahead")
"""Threads for the reads ahead of stores whose clients read synchronously (gcsfs's ``cat_file``)."""


def azure_opener(fs: Any, path: str, info: dict[str, Any], url: str, window: int) -> StreamOpener:
    """Streams of the Azure blob ``path`` (adlfs ``fs``; ``info``: its ``fs.info``), read ``window`` bytes per
    request, each ``If-Match`` its ETag (adlfs's own reads carry no condition, so a block fetched after a
    replacement would be the new blob's)."""
    from azure.core import MatchConditions
    from azure.core.exceptions import ResourceModifiedError, ResourceNotFoundError

    container, blob, version_id = fs.split_path(path)
    size = int(info["size"])
    etag = info.get("etag")
    pinned: dict[str, Any] = {"etag": etag, "match_condition": MatchConditions.IfNotModified} if etag else {}
    if version_id:
        pinned["version_id"] = version_id

    async def fetch(start: int, length: int) -> bytes:
        client = fs.service_client.get_blob_client(container=container, blob=blob)
        try:
            async with client:
                downloader = await client.download_blob(offset=start, length=length, **pinned)
                data: bytes = await downloader.readall()
        except ResourceModifiedError:
            raise PreconditionFailedError(CHANGED_ETAG, source=url) from None
        except ResourceNotFoundError:
            raise FileNotFoundError(f"{url}: deleted while it was read") from None
        return data

    def opener(start: int) -> Stream:
        return _Windows(
            lambda at, length: asyncio.run_coroutine_threadsafe(fetch(at, length), fs.loop), start, size, window
        )

    return opener
