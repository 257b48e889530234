"""The sha256 of what a conversion reads and writes: of a large source computed from the reads its conversion
makes anyway, instead of a second read (:class:`HashedReads`), and hashed beside the thread that feeds it
(:class:`Sha256`).

A conversion reads an archive's members roughly in file order (its local headers in one batch, then each
member's bytes as it is copied). :class:`HashedReads` wraps the source's file: every byte read in order
extends the digest; a read that starts a little ahead (at most :data:`GAP` bytes, such as the local header
and small members between two large ones) first reads and hashes the gap itself; a read further ahead or
behind leaves the digest where it is. :meth:`HashedReads.hexdigest` reads and hashes whatever is left after
the last byte hashed (the central directory, or everything from the first jump on: the worst case is one
extra read, as before). The digest is therefore always the sha256 of the bytes the file held as read, never
a guess; and, unlike a separate read, it describes the very bytes the conversion used.
"""

from __future__ import annotations

import hashlib
import queue
import threading
from typing import IO, Any

from backends.seekable import SeekableReader

__all__ = ["GAP", "HashedReads", "Sha256"]

GAP = 1 << 20
"""The largest gap ahead of the digest that a read fills by itself (the headers and small members between
two large members are well below it)."""
_BLOCK = 1 << 20
BESIDE_FROM = 256 << 10
"""The size of a piece from which :class:`Sha256` hashes on a thread of its own (smaller inputs, the common
small artifact, are hashed in the caller's thread, with no thread started)."""
QUEUED = 4
"""Pieces a :class:`Sha256` holds for its thread (each a copy of at most one write or read, a few MiB)."""
IDLE = 2.0
"""Seconds a :class:`Sha256`'s thread waits for a piece before it ends (a new piece starts another)."""


class Sha256:
    """A sha256 of the bytes given to :meth:`update`, in order, that hashes them on a thread of its own from
    the first piece of :data:`BESIDE_FROM` bytes on: hashlib lets go of the GIL while it hashes a large
    buffer, so the hashing overlaps the reads, writes and CRCs of the thread that feeds it. On a CPU without
    SHA extensions (sha256 at 230-380 MB/s) the two digests of a 1 GB conversion, its input's and its
    output's, were 60% of its time in one thread. Each piece is copied before it is queued (a caller reuses
    its buffer), at most :data:`QUEUED` of them; the thread ends after :data:`IDLE` seconds without one, so a
    digest abandoned mid-way leaves no thread behind. :meth:`hexdigest` waits for what is queued."""

    def __init__(self) -> None:
        self._digest = hashlib.sha256()
        self._pieces: queue.Queue[bytes | None] = queue.Queue(maxsize=QUEUED)
        self._worker: threading.Thread | None = None
        self._lock = threading.Lock()

    def update(self, data: Any) -> None:
        """Add ``data`` (bytes or a buffer) to the digest."""
        with self._lock:
            if self._worker is None:
                if len(memoryview(data).cast("B")) < BESIDE_FROM:
                    self._digest.update(data)
                    return
                self._worker = threading.Thread(target=self._hash, name="pt2-serde-sha256", daemon=True)
                self._worker.start()
            # queued under the lock: the thread, finding its queue empty, ends under the same lock
            self._pieces.put(data if isinstance(data, bytes) else bytes(data))

    def _hash(self) -> None:
        while True:
            try:
                piece = self._pieces.get(timeout=IDLE)
            except queue.Empty:
                # Never wait for the lock here: a feeder holds it while it queues, and waits while the queue
                # is full (which it can become meanwhile), so only this thread's draining lets it go on.
                if self._lock.acquire(blocking=False):
                    try:
                        if self._pieces.empty():
                            self._worker = None
                            return
                    finally:
                        self._lock.release()
                continue
            if piece is None:
                return
            self._digest.update(piece)

    def hexdigest(self) -> str:
        """The digest of everything given so far, once the thread hashed it."""
        with self._lock:
            worker, self._worker = self._worker, None
            if worker is not None:
                self._pieces.put(None)
        if worker is not None:
            worker.join()
        return self._digest.hexdigest()


class HashedReads(SeekableReader):
    """A seekable, readable file over ``raw`` (of ``size`` bytes) that hashes what is read in file order."""

    def __init__(self, raw: IO[bytes], size: int) -> None:
        super().__init__(size)
        self._raw: Any = raw  # a binary file with readinto (IO[bytes] does not declare it)
        self._digest = Sha256()
        self._hashed = 0
        self._lock = threading.Lock()
        self.extra_bytes = 0
        """Bytes read only for the digest (gaps filled, and the rest read by :meth:`hexdigest`)."""

    def readinto(self, buffer: Any) -> int:
        """Fill ``buffer`` from ``raw`` at the current position, hashing the bytes that extend the digest (a short
        gap before them is read and hashed first)."""
        view = memoryview(buffer).cast("B")
        with self._lock:
            start = self._position
            if self._hashed < start <= self._hashed + GAP:
                self._fill(start)
            self._raw.seek(start)
            count = self._raw.readinto(view) or 0
            end = start + count
            if start <= self._hashed < end:
                self._digest.update(view[self._hashed - start : count])
                self._hashed = end
            self._position = end
        return count

    def _fill(self, until: int) -> None:
        """Read and hash the bytes from the digest's end up to ``until``."""
        self._raw.seek(self._hashed)
        while self._hashed < until:
            block = self._raw.read(min(_BLOCK, until - self._hashed))
            if not block:
                break
            self._digest.update(block)
            self._hashed += len(block)
            self.extra_bytes += len(block)

    def hexdigest(self) -> str:
        """The sha256 of the whole file: what was hashed as read, then the rest read to its end."""
        with self._lock:
            self._fill(self._size)
            return self._digest.hexdigest()

    @property
    def hashed(self) -> int:
        """How many bytes from the start the digest covers so far."""
        return self._hashed

    def close(self) -> None:
        """Close ``raw`` too."""
        self._raw.close()
        super().close()
