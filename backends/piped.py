"""Requests whose body is written as it is sent: the bounded hand-over of a writer's bytes, from the writer's
thread to an async filesystem's event loop, where one request of a known length carries them.

GCS's conditional uploads (:mod:`backends.gcs`) and S3's compare-and-swap PutObject (:mod:`backends.s3`)
are each one request that must announce its length before its first byte and that the store turns into an
object only when it arrived whole. A write told its size first (:meth:`backends.store.Store.writer`) can
therefore stream into it: :class:`PipedRequest` starts the request with a :class:`Pipe` as its body, hands
the writer a file that queues into the pipe, and ends the body only once the writer's block succeeded.
Until then the request is short of its length; a block that raises cancels it, and its connection closes
short, so the store creates nothing.

The body cannot be sent twice, since the bytes sent are not kept: a client that tries the request again
after a fault (gcsfs and s3fs retry; botocore rewinds a body it resends, which a pipe refuses) ends the
write at once with an error saying so, rather than sending the rest of the bytes as if they were all.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import io
import threading
from collections import deque
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator
from concurrent.futures import Future
from typing import IO, Any, cast

__all__ = ["AttemptedAgain", "PIPE_HELD", "Pipe", "PipeEnded", "PipedRequest", "SENT_TWICE", "cancellable_call"]


PIPE_HELD = 8 * 2**20
"""Bytes a streamed request's writer may be ahead of what the HTTP client has taken to send (:class:`Pipe`)."""

SENT_TWICE = "the upload met a fault and was tried again, but a streamed body cannot be sent twice; nothing was written"
"""What a write says when its request was attempted again (:meth:`PipedRequest.answer`)."""


class PipeEnded(OSError):
    """The request a write streams into ended before the write did (the store answered, the request failed
    or was attempted again), or the write was abandoned."""


class AttemptedAgain(PipeEnded):
    """A second request took the body of a first one (its client retrying it after a fault)."""


def cancellable_call(fs: Any, name: str) -> bool:
    """Whether ``fs`` has the coroutine ``name`` (fsspec's async API names an async filesystem's coroutines
    after their public sync twins, with a leading underscore), which a streamed request runs as a task it can
    cancel; without it a store spools the write instead."""
    return inspect.iscoroutinefunction(getattr(fs, name, None))


class Pipe:
    """The body of one streamed request: ``head`` (queued first), the bytes a writer puts in, then ``tail``. At most
    :data:`PIPE_HELD` bytes wait between the writer and the HTTP client (a writer ahead of the network
    waits), so memory stays bounded whatever the size. ``tail`` is queued by :meth:`finish` alone, once the
    writer's block succeeded. The client takes the body either by iterating it (aiohttp, GCS) or by reading
    it (botocore's ``aws-chunked`` wrapper, S3), and only once: the first taker is its consumer, and any
    other (the request attempted again: a second iteration, or reads from another task than the first
    reads' task, which is the HTTP client's writer of that one request) fails at once, and so does the
    writer's next write."""

    def __init__(self, head: bytes = b"", tail: bytes = b"") -> None:
        self._tail = tail
        self._pieces: deque[bytes] = deque([head] if head else [])
        self._held = len(head)
        self._finished = False
        self._aborted = False
        self._consuming = True
        self._consumer: object | None = None
        self._left = memoryview(b"")
        self._changed = threading.Condition()

    def put(self, piece: bytes) -> None:
        """Queue ``piece`` of the writer's bytes, waiting while :data:`PIPE_HELD` bytes are already queued."""
        with self._changed:
            while self._consuming and self._held >= PIPE_HELD:
                self._changed.wait()
            if not self._consuming:
                raise PipeEnded("the upload ended before the write did")
            self._pieces.append(piece)
            self._held += len(piece)
            self._changed.notify_all()

    def finish(self) -> None:
        """Queue the tail: the writer's block succeeded with all its bytes."""
        with self._changed:
            if not self._consuming:
                raise PipeEnded("the upload ended before the write did")
            if self._tail:
                self._pieces.append(self._tail)
                self._held += len(self._tail)
            self._finished = True
            self._changed.notify_all()

    def abort(self) -> None:
        """Drop what is queued and end the body with an error: the writer's block failed."""
        with self._changed:
            self._aborted = True
            self._pieces.clear()
            self._held = 0
            self._changed.notify_all()

    def wait_ended(self) -> None:
        """Wait until the request ended (answered, or failed)."""
        with self._changed:
            while self._consuming:
                self._changed.wait()

    def consumer_gone(self) -> None:
        """The request ended (answered, failed or cancelled): a writer waiting or writing on is told so."""
        with self._changed:
            self._consuming = False
            self._changed.notify_all()

    def _claim(self, consumer: object) -> None:
        """Make ``consumer`` the body's one taker, or fail: another took it first (an attempt made again)."""
        if self._consumer is None:
            self._consumer = consumer
        elif self._consumer is not consumer:
            self.consumer_gone()
            raise AttemptedAgain("the upload was attempted again, and a streamed body cannot be sent twice")

    def __aiter__(self) -> AsyncIterator[bytes]:
        self._claim(object())
        return self._body()

    async def _body(self) -> AsyncIterator[bytes]:
        while True:
            piece = await asyncio.to_thread(self._take)
            if piece is None:
                return
            yield piece

    async def read(self, size: int | None = -1) -> bytes:
        """Up to ``size`` bytes of the body (all of the next queued piece when ``size`` is negative or None),
        waiting for the writer; empty at its end."""
        self._claim(asyncio.current_task())
        if not self._left:
            piece = await asyncio.to_thread(self._take)
            if piece is None:
                return b""
            self._left = memoryview(piece)
        count = len(self._left) if size is None or size < 0 else size
        taken, self._left = self._left[:count], self._left[count:]
        return bytes(taken)

    def _take(self) -> bytes | None:
        """The next queued piece, waiting for one; None once the tail was taken."""
        with self._changed:
            while not self._pieces and not self._finished and not self._aborted:
                self._changed.wait()
            if self._aborted:
                raise PipeEnded("the write was abandoned")
            if not self._pieces:
                return None
            piece = self._pieces.popleft()
            self._held -= len(piece)
            self._changed.notify_all()
            return piece


class _PipeWriter(io.RawIOBase):
    """The writer's side of a :class:`Pipe`: each write queues a copy of its bytes."""

    def __init__(self, pipe: Pipe) -> None:
        super().__init__()
        self._pipe = pipe

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        piece = bytes(data)
        if piece:
            self._pipe.put(piece)
        return len(piece)


class PipedRequest:
    """One request whose body is a :class:`Pipe`: ``send(pipe)``, a coroutine of the filesystem's async API,
    runs on ``loop`` (the filesystem's) from the moment this is made; :meth:`writing` hands a writer the
    pipe, and :meth:`answer` is what the request ended with."""

    def __init__(
        self,
        loop: asyncio.AbstractEventLoop,
        send: Callable[[Pipe], Coroutine[Any, Any, Any]],
        head: bytes = b"",
        tail: bytes = b"",
    ) -> None:
        self._pipe = Pipe(head, tail)
        self._sending: Future[Any] = asyncio.run_coroutine_threadsafe(send(self._pipe), loop)
        self._sending.add_done_callback(lambda _: self._pipe.consumer_gone())

    @contextlib.contextmanager
    def writing(self) -> Iterator[IO[bytes]]:
        """A file whose bytes go into the request as they are written; the body ends when the block succeeded,
        and the request is then waited for. A block that raises cancels the request (nothing is created) and
        re-raises; a write the request ended first (the store's refusal, or an attempt made again) raises
        :class:`PipeEnded`, after which :meth:`answer` says why."""
        try:
            yield cast(IO[bytes], _PipeWriter(self._pipe))
            self._pipe.finish()
        except BaseException:
            self._sending.cancel()
            self._pipe.abort()
            raise
        self._pipe.wait_ended()

    def answer(self) -> Any:
        """What the request returned, or raised. A request not ended (its client is trying it again after a
        fault, which a body sent once cannot be) is cancelled, and an OSError says so; so does a request whose
        client gave up after the pipe refused another attempt its body (whatever the client made of that
        refusal: aiohttp reports it as a body it could not write)."""
        if self._sending.done() and not self._sending.cancelled():
            try:
                return self._sending.result()
            except Exception as exc:
                if _raised_from(exc, AttemptedAgain):
                    raise OSError(SENT_TWICE) from None
                raise
        self._sending.cancel()
        raise OSError(SENT_TWICE)


def _raised_from(exc: BaseException, kind: type[BaseException]) -> bool:
    """Whether ``exc`` or an exception it was raised from or while handling is a ``kind``."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, kind):
            return True
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return False
