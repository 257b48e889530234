"""The sha256 of a large source computed from the reads its conversion makes anyway, instead of a second read.

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
import threading
from typing import IO, Any

from backends.seekable import SeekableReader

__all__ = ["GAP", "HashedReads"]

GAP = 1 << 20
"""The largest gap ahead of the digest that a read fills by itself (the headers and small members between
two large members are well below it)."""
_BLOCK = 1 << 20


class HashedReads(SeekableReader):
    """A seekable, readable file over ``raw`` (of ``size`` bytes) that hashes what is read in file order."""

    def __init__(self, raw: IO[bytes], size: int) -> None:
        super().__init__(size)
        self._raw: Any = raw  # a binary file with readinto (IO[bytes] does not declare it)
        self._digest = hashlib.sha256()
        self._hashed = 0
        self._lock = threading.Lock()
        self.extra_bytes = 0
        """Bytes read only for the digest (gaps filled, and the rest read by :meth:`hexdigest`)."""

    def readinto(self, buffer: Any) -> int:
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
        self._raw.close()
        super().close()
