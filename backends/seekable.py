"""The position keeping every seekable, read-only file pt2-serde implements shares (a view of a zip member,
a hashing reader, a streamed remote object, an object whose end was read ahead): a subclass supplies
``readinto``."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import IO, Any

__all__ = ["SeekableReader", "TailReadAhead"]


class SeekableReader(io.RawIOBase):
    """The position keeping of a seekable, read-only file of ``size`` bytes; a subclass reads (``readinto``)."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self._size = size
        self._position = 0

    def readable(self) -> bool:
        """Yes: a file to read."""
        return True

    def seekable(self) -> bool:
        """Yes: any position can be read."""
        return True

    def tell(self) -> int:
        """The position the next read starts at."""
        return self._position

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        """Move to ``offset`` from ``whence`` (never before the start; past the end reads nothing) and return the new
        position."""
        base = {io.SEEK_SET: 0, io.SEEK_CUR: self._position, io.SEEK_END: self._size}[whence]
        self._position = max(0, base + offset)
        return self._position


class TailReadAhead(SeekableReader):
    """An object of ``size`` bytes whose last bytes, ``tail``, were read ahead in one request: reads inside
    them are slices, and only a read before them opens the object (``opener``, once) and reads it there. For
    a reader that wants the end of a zip (its directory, its last member) and rarely anything else."""

    def __init__(self, tail: bytes, size: int, opener: Callable[[], IO[bytes]]) -> None:
        super().__init__(size)
        self._tail, self._tail_start = tail, size - len(tail)
        self._opener = opener
        self._handle: IO[bytes] | None = None

    def readinto(self, buffer: Any) -> int:
        """Fill ``buffer`` from the current position (fewer bytes only at the object's end): from the object
        up to where the tail starts, then from the tail."""
        view = memoryview(buffer).cast("B")
        wanted = max(0, min(len(view), self._size - self._position))
        filled = 0
        while filled < wanted and self._position < self._tail_start:
            if self._handle is None:
                self._handle = self._opener()
            self._handle.seek(self._position)
            data = self._handle.read(min(wanted - filled, self._tail_start - self._position))
            if not data:
                return filled  # the object ended early: a short read, as a file that shrank gives
            view[filled : filled + len(data)] = data
            filled += len(data)
            self._position += len(data)
        if filled < wanted:
            offset = self._position - self._tail_start
            data = self._tail[offset : offset + wanted - filled]
            view[filled : filled + len(data)] = data
            filled += len(data)
            self._position += len(data)
        return filled

    def close(self) -> None:
        """Close the object if a read before the tail opened it."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None
        super().close()
