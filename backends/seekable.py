"""The position keeping every seekable, read-only file pt2-serde implements shares (a view of a zip member,
a hashing reader, a streamed remote object): a subclass supplies ``readinto``."""

from __future__ import annotations

import io

__all__ = ["SeekableReader"]


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
