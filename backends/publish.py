"""How each kind of store publishes a finished write atomically, with or without a precondition.

- local disk: temp file in the target directory, fsync, then ``os.replace`` (overwrite),
  ``os.link`` (create-only) or a re-check of (size, mtime, inode) and of the content's sha256 under an
  exclusive lock on the target (compare-and-swap), then fsync of the directory. A replaced file keeps
  its permission bits (and owner and group, where the process may set them); a new file gets
  ``0666 & ~umask`` like any tool's, or the metadata of the object it copies;
- S3: overwrites and create-only writes stream into the upload (multipart beyond 8 MiB, aborted on any
  error, so never partial), ``If-None-Match: *`` for create-only; ``If-Match: <ETag>`` for
  compare-and-swap, one PutObject, up to S3's 5 GiB for one request, streamed when the writer was told the
  size first and the endpoint speaks TLS, else sent from a spooled body (:mod:`backends.s3`);
- GCS: overwrites stream into a resumable upload; create-only (``ifGenerationMatch=0``) and
  compare-and-swap (``ifGenerationMatch``) writes are one multipart upload, any size, streamed when the
  writer was told the size first and sent from a spooled body otherwise (:mod:`backends.gcs`);
- Azure Blob Storage: staged blocks committed with ``If-None-Match: *`` or ``If-Match: <ETag>``, any
  size, streamed (:mod:`backends.azure`);
- memory://: compare under a process-wide lock (the store lives in this process);
- any other fsspec store: plain overwrites only; preconditions are refused.

Publishers are looked up by protocol in a registry (:func:`register_publisher`, or the
``pt2_serde.publishers`` entry-point group for installed packages), imported when first used.

On S3, GCS and Azure a write given :class:`ObjectMetadata` (a replacement or a backup of an object) carries
its Content-Type and user metadata over.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterator
from typing import IO, TYPE_CHECKING, Any, cast

from backends.errors import (
    ConditionUnsupportedError,
    translate_errors,
)
from backends.listing import Page, remote_pages
from backends.redact import url_of
from backends.state import Expected, ObjectMetadata, ObjectState, WriteMode, resolve_expected

if TYPE_CHECKING:
    from backends.streamed import StreamOpener


__all__ = [
    "ENTRY_POINT_GROUP",
    "ExactLength",
    "Publisher",
    "SPOOL_IN_MEMORY",
    "STREAM_CHUNK",
    "TEMP_PREFIX",
    "TEMP_SUFFIX",
    "metadata_keywords",
    "publisher_class",
    "publisher_for",
    "register_publisher",
    "streamed_upload",
]


SPOOL_IN_MEMORY = 8 * 2**20
TEMP_PREFIX = ".pt2-serde-"
TEMP_SUFFIX = ".part"
STREAM_CHUNK = 8 * 2**20


class Publisher:
    """Writes for a store without precondition support: spool, then publish in one request."""

    supports_create = False
    supports_if_match = False
    read_block = 32 * 2**20
    """Bytes per ranged GET of a block-cached read (this class's :meth:`open_read`, for stores pt2-serde has
    no streamed reader for; S3, GCS and Azure read through :mod:`backends.streamed`, where S3 needs no block
    at all and GCS and Azure take theirs as the window of each request). Measured on moto before S3 had
    its streamed reader (``benchmarks/bench_large.py --s3``): the time of a 1 GB conversion there followed the
    number of requests (8 MiB: 3.3x the s3fs copy; 32 MiB: 1.4x), while each block held costs its size."""
    read_blocks_held = 2
    """Blocks a streamed read keeps (:class:`backends.blocks.HeldBlocks`, least recently used dropped): a container's
    reader goes back to the head and the end of the archive a few times before reading on, and two blocks
    keep those bytes instead of fetching a whole block again for each of them (a 1 GB source: 47 GETs
    and 1,186 MiB fetched for its 1,024 MiB became 34 and 1,088 MiB), at a bounded cost of
    ``read_block * read_blocks_held``."""

    def __init__(self, fs: Any, protocol: str) -> None:
        """A publisher for the fsspec filesystem ``fs``, whose URLs are shown with ``protocol``."""
        self.fs = fs
        self.protocol = protocol

    def url(self, path: str) -> str:
        """The URL of ``path`` as errors name it (credentials removed)."""
        return url_of(self.protocol, path)

    def open_read(self, path: str, block_size: int | None) -> IO[bytes]:
        """A seekable binary file fetching ``block_size`` (default :attr:`read_block`) bytes per request and
        keeping :attr:`read_blocks_held` of them."""
        from backends.blocks import HeldBlocks  # registers the cache with fsspec (remote stores only)

        return self.fs.open(  # type: ignore[no-any-return]
            path,
            "rb",
            block_size=block_size or self.read_block,
            cache_type=HeldBlocks.name,
            cache_options={"maxblocks": self.read_blocks_held},
        )

    def streamed_read(
        self, path: str, opener: Callable[[dict[str, Any], str], StreamOpener], info: dict[str, Any] | None = None
    ) -> IO[bytes]:
        """A :class:`backends.streamed.StreamedFile` of ``path``, whose streams ``opener(info, url)`` opens
        (``info``: the object's fsspec ``info``, read now unless given)."""
        from backends.streamed import StreamedFile

        info = self.fs.info(path) if info is None else info
        url = self.url(path)
        return cast(IO[bytes], StreamedFile(opener(info, url), int(info["size"]), url))

    def pages(self, path: str, follow_symlinks: bool) -> Iterator[Page]:
        """The listing below ``path``, one folder at a time (:func:`backends.listing.remote_pages`: one ``ls``
        per folder); ``follow_symlinks`` concerns local disk only."""
        return remote_pages(self.fs, path, self.state_from_info)

    def state_from_info(self, path: str, info: dict[str, Any]) -> ObjectState:
        """The ObjectState of an object from its fsspec ``info``."""
        etag = info.get("ETag") or info.get("etag")
        generation = info.get("generation")
        mtime = info.get("mtime") or info.get("LastModified") or info.get("updated") or info.get("created")
        token = generation or etag or (info.get("size"), str(mtime))
        return ObjectState(
            size=int(info.get("size") or 0),
            token=token,
            etag=str(etag) if etag is not None else None,
            generation=str(generation) if generation is not None else None,
            mtime=mtime if isinstance(mtime, (int, float)) else None,
        )

    def refuse_unsupported(self, path: str, mode: WriteMode, size: int | None = None) -> None:
        """Raise if this store cannot honour ``mode`` for a write of ``size`` bytes."""
        if mode is WriteMode.CREATE and not self.supports_create:
            raise ConditionUnsupportedError(
                f"{self.protocol}:// cannot create-only write; nothing was written", source=self.url(path)
            )
        if mode is WriteMode.IF_MATCH and not self.supports_if_match:
            raise ConditionUnsupportedError(
                f"{self.protocol}:// cannot compare-and-swap; nothing was written", source=self.url(path)
            )

    def metadata(self, path: str) -> ObjectMetadata:
        """What a replacement or copy of the object at ``path`` keeps (nothing, for stores without any)."""
        return ObjectMetadata()

    def read_listed(self, path: str, state: ObjectState) -> tuple[bytes, ObjectMetadata | None]:
        """Bytes ``[0, state.size + 1)`` of the object ``state`` describes, in one request, and what a
        replacement keeps of it where the answer said so (here: None, asked for when needed)."""
        return bytes(self.fs.cat_file(path, start=0, end=state.size + 1)), None

    def metadata_arguments(self, metadata: ObjectMetadata | None) -> dict[str, Any]:
        """Keyword arguments of this store's writes that set ``metadata``."""
        return {}

    def spools(self, mode: WriteMode) -> bool:
        """Whether :meth:`writer` spools a write of ``mode`` whole before sending it (here: every write). A
        caller holding the bytes in a file of its own already then gives that file to :meth:`write_file`
        instead, which sends from it without a second spool."""
        return True

    def spools_sized(self, mode: WriteMode) -> bool:
        """Whether :meth:`sized_writer` spools a write of ``mode`` whole before sending it: as :meth:`spools`,
        unless the store can stream a write whose length it is told first (GCS's conditional uploads)."""
        return self.spools(mode)

    def sized_writer(
        self,
        path: str,
        size: int,
        mode: WriteMode,
        expected: Expected | None,
        metadata: ObjectMetadata | None = None,
    ) -> contextlib.AbstractContextManager[IO[bytes]]:
        """:meth:`writer` for a write of exactly ``size`` bytes, told before the first one (the caller checks the
        count, :meth:`backends.store.Store.writer`). Here the same writer; a store that needs the length up
        front to stream a write (:meth:`spools_sized`) overrides it, and then asks a function ``expected`` for
        its state as the write starts, since its request names the precondition before its body."""
        return self.writer(path, mode, expected, metadata)

    @contextlib.contextmanager
    def writer(
        self, path: str, mode: WriteMode, expected: Expected | None, metadata: ObjectMetadata | None = None
    ) -> Iterator[IO[bytes]]:
        """Yield a scratch file; publish its content (with ``metadata``) when the block succeeds. A
        compare-and-swap write (``mode`` IF_MATCH) checks the state ``expected`` gives then
        (:func:`backends.state.resolve_expected`)."""
        self.refuse_unsupported(path, mode)
        with tempfile.SpooledTemporaryFile(max_size=SPOOL_IN_MEMORY, mode="w+b") as scratch:
            yield scratch
            self.send(path, scratch, scratch.tell(), mode, resolve_expected(expected), metadata)

    def write_file(
        self,
        path: str,
        source: IO[bytes],
        size: int,
        mode: WriteMode,
        expected: ObjectState | None,
        metadata: ObjectMetadata | None = None,
    ) -> None:
        """Publish the content of the seekable file ``source`` (the caller's, left open), which holds ``size``
        bytes, as the object at ``path``, with the precondition of ``mode``: sent straight from ``source``
        where :meth:`writer` would spool it (:meth:`spools`), else copied through :meth:`writer`. A file of
        another length is refused (ValueError) before anything is sent: the caller's bytes are not what it
        said they were."""
        held = source.seek(0, os.SEEK_END)
        if held != size:
            raise ValueError(f"the file to publish holds {held} bytes, not the {size} it was said to hold")
        if not self.spools(mode):
            with self.writer(path, mode, expected, metadata) as handle:
                source.seek(0)
                shutil.copyfileobj(source, handle, STREAM_CHUNK)
            return
        self.send(path, source, size, mode, expected, metadata)

    def send(
        self,
        path: str,
        spooled: IO[bytes],
        size: int,
        mode: WriteMode,
        expected: ObjectState | None,
        metadata: ObjectMetadata | None,
    ) -> None:
        """Publish the content of the file ``spooled`` (``size`` bytes, read from its start), whole or not at all."""
        self.refuse_unsupported(path, mode, size)
        spooled.seek(0)
        with translate_errors(self.url(path), "write"):
            self.publish(path, spooled, size, mode, expected, self.metadata_arguments(metadata))
        self.fs.invalidate_cache(path)

    def publish(
        self,
        path: str,
        scratch: IO[bytes],
        size: int,
        mode: WriteMode,
        expected: ObjectState | None,
        extra: dict[str, Any],
    ) -> None:
        """Make the scratch content the object at ``path`` (overwrite only)."""
        if size <= SPOOL_IN_MEMORY:
            self.fs.pipe_file(path, scratch.read(), **extra)
            return
        self.stream(path, scratch, **extra)

    def stream(self, path: str, scratch: IO[bytes], **kwargs: Any) -> None:
        """Upload a large scratch file through a streamed upload that is discarded on any failure."""
        handle = self.fs.open(path, "wb", block_size=STREAM_CHUNK, **kwargs)
        try:
            shutil.copyfileobj(scratch, handle, STREAM_CHUNK)
        except BaseException:
            discard = getattr(handle, "discard", None)
            if discard is not None:
                discard()
            handle.closed = True
            raise
        handle.close()


def metadata_keywords(metadata: ObjectMetadata | None, content_type: str, user: str) -> dict[str, Any]:
    """``metadata``'s Content-Type and user metadata as the keyword arguments ``content_type`` and ``user`` of a
    store's writes (only those it has)."""
    extra: dict[str, Any] = {}
    if metadata is not None and metadata.content_type:
        extra[content_type] = metadata.content_type
    if metadata is not None and metadata.user:
        extra[user] = dict(metadata.user)
    return extra


class ExactLength(io.RawIOBase):
    """A write-only file passing bytes on to ``handle`` that holds a writer to the length it announced
    (``size``): a write going past it is refused before any of its bytes is passed on, and
    :meth:`check_complete` refuses a write that fell short. Either refusal is a ValueError naming ``url``,
    raised inside the writer's block, so the store publishes nothing."""

    def __init__(self, handle: IO[bytes], size: int, url: str) -> None:
        super().__init__()
        self._handle, self._size, self._url, self.written = handle, size, url, 0

    def writable(self) -> bool:
        """Yes: a write-only file."""
        return True

    def write(self, data: Any) -> int:
        """Pass ``data`` on, unless it would take the write past the announced length (then refused, and nothing of
        it passed on)."""
        count = len(memoryview(data).cast("B"))
        if self.written + count > self._size:
            raise ValueError(
                f"{self._url}: a write announced as {self._size} bytes went past them; nothing was written"
            )
        self._handle.write(data)
        self.written += count
        return count

    def check_complete(self) -> None:
        """Refuse a write that ended before the length it announced."""
        if self.written != self._size:
            raise ValueError(
                f"{self._url}: a write announced as {self._size} bytes ended after {self.written}; nothing was written"
            )


@contextlib.contextmanager
def streamed_upload(
    publisher: Publisher,
    path: str,
    mode: WriteMode,
    metadata: ObjectMetadata | None,
    preconditions: Callable[[str, WriteMode], contextlib.AbstractContextManager[None]],
) -> Iterator[IO[bytes]]:
    """A file that streams into the store's own upload (``xb`` for create-only, ``wb`` to overwrite), in
    blocks of :data:`STREAM_CHUNK`; published when the block exits cleanly, discarded (never visible, never
    partial) when it raises. ``preconditions(path, mode)`` turns the store's refusals into
    :class:`PreconditionFailedError`."""
    url = publisher.url(path)
    with translate_errors(url, "write"), preconditions(path, mode):
        handle = publisher.fs.open(
            path,
            "xb" if mode is WriteMode.CREATE else "wb",
            block_size=STREAM_CHUNK,
            **publisher.metadata_arguments(metadata),
        )
    try:
        yield handle
    except BaseException:
        handle.discard()
        handle.closed = True
        raise
    with translate_errors(url, "write"), preconditions(path, mode):
        handle.close()
    publisher.fs.invalidate_cache(path)


ENTRY_POINT_GROUP = "pt2_serde.publishers"
"""Entry-point group through which other packages add publishers: ``protocol = "module:Class"``."""

_PUBLISHERS: dict[str, str | type[Publisher]] = {
    "file": "backends.local:LocalPublisher",
    "memory": "backends.memory:MemoryPublisher",
    "s3": "backends.s3:S3Publisher",
    "s3a": "backends.s3:S3Publisher",
    "gs": "backends.gcs:GCSPublisher",
    "gcs": "backends.gcs:GCSPublisher",
    "az": "backends.azure:AzurePublisher",
    "abfs": "backends.azure:AzurePublisher",
    "abfss": "backends.azure:AzurePublisher",
}
_REGISTRY_LOCK = threading.Lock()
_entry_points_loaded = False


def register_publisher(protocol: str, publisher: str | type[Publisher]) -> None:
    """Use ``publisher`` (a :class:`Publisher` subclass, or its ``"module:Class"`` path, imported when first
    needed) for stores of ``protocol``, e.g. ``register_publisher("az", "mypkg.azure:AzurePublisher")``.
    Installed packages can do the same through the ``pt2_serde.publishers`` entry-point group."""
    with _REGISTRY_LOCK:
        _PUBLISHERS[protocol] = publisher


def _load_entry_points() -> None:
    global _entry_points_loaded
    with _REGISTRY_LOCK:
        if _entry_points_loaded:
            return
        _entry_points_loaded = True
        import importlib.metadata  # about 16 ms with the email package it needs: only when a protocol is unknown

        for entry in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
            _PUBLISHERS.setdefault(entry.name, entry.value)


def publisher_class(protocol: str) -> type[Publisher]:
    """The publisher registered for ``protocol``; plain :class:`Publisher` (overwrites only, preconditions
    refused) for any other fsspec store. Installed entry points are read only for a protocol with no
    publisher registered yet: they never replace one (``setdefault``), and reading them scans the metadata of
    every installed distribution (about 25 ms), which a local or S3 run need not pay."""
    with _REGISTRY_LOCK:
        known = protocol in _PUBLISHERS
    if not known:
        _load_entry_points()
    with _REGISTRY_LOCK:
        entry = _PUBLISHERS.get(protocol, Publisher)
    if isinstance(entry, str):
        module, _, name = entry.partition(":")
        loaded = getattr(importlib.import_module(module), name)
        if not (isinstance(loaded, type) and issubclass(loaded, Publisher)):
            raise TypeError(f"{entry} (registered for {protocol}://) is not a Publisher subclass")
        with _REGISTRY_LOCK:
            _PUBLISHERS[protocol] = loaded
        return loaded
    return entry


def publisher_for(fs: Any, protocol: str) -> Publisher:
    """The publisher registered for ``protocol``, built on the filesystem ``fs``."""
    return publisher_class(protocol)(fs, protocol)
