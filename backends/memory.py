"""The in-memory driver (fsspec's ``memory://``): writes with create-only and compare-and-swap under a lock,
for tests and for runs that stage objects in the process."""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator
from typing import IO, Any

from backends.errors import PreconditionFailedError
from backends.listing import Page, memory_pages
from backends.publish import Publisher
from backends.state import ObjectState, WriteMode

__all__ = ["MemoryPublisher"]


class MemoryPublisher(Publisher):
    """memory://: the store lives in this process, so a lock makes compare-then-write atomic."""

    supports_create = True
    supports_if_match = True
    _lock = threading.Lock()

    def open_read(self, path: str, block_size: int | None) -> IO[bytes]:
        """The object's bytes, already in this process."""
        return self.fs.open(path, "rb")  # type: ignore[no-any-return]

    def pages(self, path: str, follow_symlinks: bool) -> Iterator[Page]:
        """The listing below ``path``, its keys grouped by folder in one pass."""
        return memory_pages(self.fs, path, self.state_from_info)

    def state_from_info(self, path: str, info: dict[str, Any]) -> ObjectState:
        """The size, and the MD5 of the bytes as token and ETag, as S3 gives a small object's."""
        data = self.fs.cat_file(path)
        digest = hashlib.md5(data, usedforsecurity=False).hexdigest()
        return ObjectState(size=len(data), token=digest, etag=digest)

    def publish(
        self,
        path: str,
        scratch: IO[bytes],
        size: int,
        mode: WriteMode,
        expected: ObjectState | None,
        extra: dict[str, Any],
    ) -> None:
        """Write ``scratch``'s bytes at ``path`` under this process's lock, after checking the condition ``mode``
        asks for against ``expected``."""
        data = scratch.read()
        with self._lock:
            exists = self.fs.exists(path)
            if mode is WriteMode.CREATE and exists:
                raise PreconditionFailedError("already exists; nothing was written", source=self.url(path))
            if mode is WriteMode.IF_MATCH:
                assert expected is not None
                if not exists or self.state_from_info(path, {}).token != expected.token:
                    raise PreconditionFailedError(
                        "changed since it was read; nothing was written", source=self.url(path)
                    )
            self.fs.pipe_file(path, data)
