"""Local disk without importing fsspec: the calls a local store makes most, on the standard library.

Importing fsspec costs about 170 ms on this project's reference machine (it imports asyncio and every
compression codec it finds), more than half of a fresh ``pt2-serde inspect`` of a local file, which needs
only to open, read and stat it. :class:`LocalFiles` answers those calls itself, exactly as fsspec's
``LocalFileSystem`` answers them (names are absolute POSIX paths, ``info`` gives name, size and type), and
hands every other call to a ``LocalFileSystem`` created when first needed (a glob, for instance), so local
behaviour stays fsspec's. Remote stores use fsspec as before. POSIX only, as the rest of ``backends``
(compare-and-swap uses ``fcntl``); elsewhere :func:`strip_local` defers to fsspec.
"""

from __future__ import annotations

import os
import stat as stat_module
from collections.abc import Sequence
from typing import IO, Any

__all__ = ["LOCAL_PROTOCOLS", "LocalFiles", "strip_local"]

LOCAL_PROTOCOLS = ("file", "local")
_PREFIXES = tuple(f"{protocol}{separator}" for protocol in LOCAL_PROTOCOLS for separator in ("://", ":"))


def strip_local(path: str) -> str:
    """``path`` (a local path or a ``file://`` / ``local://`` URL) as the absolute path fsspec's
    ``LocalFileSystem`` names it: protocol removed, ``~`` expanded, relative paths made absolute against the
    working directory (not normalised), no trailing slash."""
    for prefix in _PREFIXES:
        if path.startswith(prefix):
            path = path[len(prefix) :]
            break
    if os.sep != "/":
        from fsspec.core import strip_protocol

        return str(strip_protocol(f"file://{path}"))
    if path.startswith("~"):
        path = os.path.expanduser(path)
    elif not path.startswith("/"):
        relative = "" if path == "." else path[2:] if path.startswith("./") else path
        path = f"{os.getcwd()}/{relative}"
    return path.rstrip("/") or "/"


class LocalFiles:
    """The file-system calls of a local :class:`backends.store.Store`, answered on the standard library; any
    other attribute is fsspec's ``LocalFileSystem``'s (created on first use)."""

    protocol = LOCAL_PROTOCOLS
    root_marker = "/"

    def __init__(self, **storage_options: Any) -> None:
        """``storage_options`` are kept for the ``LocalFileSystem`` that answers the other calls (which, as
        fsspec's, accepts and ignores options it does not know)."""
        self.storage_options = storage_options
        self._fsspec: Any = None

    def __getattr__(self, name: str) -> Any:
        """Any call this class does not answer itself: fsspec's ``LocalFileSystem``'s."""
        if name.startswith("__") or name in ("storage_options", "_fsspec"):
            raise AttributeError(name)
        if self._fsspec is None:
            from fsspec.implementations.local import LocalFileSystem

            self._fsspec = LocalFileSystem(**self.storage_options)
        return getattr(self._fsspec, name)

    def open(self, path: str, mode: str = "rb", **kwargs: Any) -> IO[Any]:
        """The file itself (the operating system's page cache does the caching); only binary reads."""
        if mode != "rb":
            return self.__getattr__("open")(path, mode, **kwargs)  # type: ignore[no-any-return]
        return open(strip_local(path), "rb")

    def cat_file(self, path: str, start: int | None = None, end: int | None = None, **kwargs: Any) -> bytes:
        """Bytes ``[start, end)`` of a file (all of it by default; negative offsets count from the end), as
        fsspec's ``AbstractFileSystem.cat_file`` reads them."""
        with open(strip_local(path), "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if start is not None:
                handle.seek(start if start >= 0 else max(0, size + start))
            if end is None:
                return handle.read()
            if end < 0:
                end = size + end
            return handle.read(max(0, end - handle.tell()))

    def cat_ranges(
        self, paths: Sequence[str], starts: Sequence[int], ends: Sequence[int], on_error: str = "return", **kwargs: Any
    ) -> list[bytes]:
        """Each range of each file, in order (``on_error="raise"`` is the only mode a store uses)."""
        if on_error != "raise":
            return self.__getattr__("cat_ranges")(paths, starts, ends, on_error=on_error)  # type: ignore[no-any-return]
        return [self.cat_file(path, start, end) for path, start, end in zip(paths, starts, ends, strict=True)]

    def info(self, path: str, **kwargs: Any) -> dict[str, Any]:
        """What fsspec's ``LocalFileSystem.info`` gives: name, size and type (``file``, ``directory`` or
        ``other``) of what ``path`` leads to (a link is followed; a dangling one is FileNotFoundError), the
        creation time, ``islink`` and the link's destination, mode, owner, group, mtime, inode and links."""
        name = strip_local(path)
        status = os.stat(name, follow_symlinks=False)
        link = stat_module.S_ISLNK(status.st_mode)
        if link:
            status = os.stat(name)
        if stat_module.S_ISDIR(status.st_mode):
            kind = "directory"
        elif stat_module.S_ISREG(status.st_mode):
            kind = "file"
        else:
            kind = "other"
        result: dict[str, Any] = {
            "name": name,
            "size": status.st_size,
            "type": kind,
            "created": getattr(status, "st_birthtime", status.st_ctime),
            "islink": link,
        }
        for field in ("mode", "uid", "gid", "mtime", "ino", "nlink"):
            result[field] = getattr(status, f"st_{field}")
        if link:
            result["destination"] = os.readlink(name)
        return result

    def exists(self, path: str, **kwargs: Any) -> bool:
        """Whether anything is at ``path`` (a dangling link is nothing, as for fsspec)."""
        return os.path.exists(strip_local(path))

    def isdir(self, path: str) -> bool:
        """Whether ``path`` is a directory."""
        return os.path.isdir(strip_local(path))

    def isfile(self, path: str) -> bool:
        """Whether ``path`` is a regular file."""
        return os.path.isfile(strip_local(path))

    def rm_file(self, path: str) -> None:
        """Remove one file."""
        os.remove(strip_local(path))

    def invalidate_cache(self, path: str | None = None) -> None:
        """Nothing is cached."""
