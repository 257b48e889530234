"""The local-disk driver: :class:`LocalFiles`, the file-system calls on the standard library, and
:class:`LocalPublisher`, its writes (atomic renames, compare-and-swap under ``fcntl`` locks, fsync).

Local disk without importing fsspec: the calls a local store makes most, on the standard library.

Importing fsspec costs about 170 ms on this project's reference machine (it imports asyncio and every
compression codec it finds), more than half of a fresh ``pt2-serde inspect`` of a local file, which needs
only to open, read and stat it. :class:`LocalFiles` answers those calls itself, exactly as fsspec's
``LocalFileSystem`` answers them (names are absolute POSIX paths, ``info`` gives name, size and type), and
hands every other call to a ``LocalFileSystem`` created when first needed (a glob, for instance), so local
behaviour stays fsspec's. Remote stores use fsspec as before. POSIX only, as the rest of ``backends``
(compare-and-swap uses ``fcntl``); elsewhere :func:`strip_local` defers to fsspec.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import stat as stat_module
import tempfile
import threading
from collections.abc import Iterator, Sequence
from typing import IO, Any

from backends.errors import PreconditionFailedError, translate_errors
from backends.listing import Page, local_pages
from backends.publish import STREAM_CHUNK, TEMP_PREFIX, TEMP_SUFFIX, Publisher
from backends.state import Expected, ObjectMetadata, ObjectState, WriteMode, resolve_expected

__all__ = ["LOCAL_PROTOCOLS", "LocalFiles", "LocalPublisher", "file_sha256", "strip_local"]

LOCAL_PROTOCOLS = ("file", "local")
_PREFIXES = tuple(f"{protocol}{separator}" for protocol in LOCAL_PROTOCOLS for separator in ("://", ":"))


def strip_local(path: str) -> str:
    """``path`` (a local path or a ``file://`` / ``local://`` URL) as the absolute path fsspec's
    ``LocalFileSystem`` names it: protocol removed, ``~`` expanded, relative paths made absolute against the
    working directory (not normalised), no trailing slash."""
    if path[:1] == "/" and os.sep == "/":  # most calls: an absolute path already
        return path.rstrip("/") or "/"
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


class LocalPublisher(Publisher):
    """Local disk: same-directory temp file, fsync, rename; CAS by (size, mtime, inode) under a lock."""

    supports_create = True
    supports_if_match = True

    def spools(self, mode: WriteMode) -> bool:
        """No: every write goes into its temp file in the target's folder, which is the only copy."""
        return False

    def pages(self, path: str, follow_symlinks: bool) -> Iterator[Page]:
        """The listing below ``path``, one ``os.scandir`` per folder (:func:`backends.listing.local_pages`)."""
        return local_pages(path, follow_symlinks=follow_symlinks)

    def open_read(self, path: str, block_size: int | None) -> IO[bytes]:
        """The file itself: the operating system's page cache does the caching."""
        return self.fs.open(path, "rb")  # type: ignore[no-any-return]

    def state_from_info(self, path: str, info: dict[str, Any]) -> ObjectState:
        """The size, and as the token the size, modification time in nanoseconds and inode, which the
        compare-and-swap write checks again under its lock: a file replaced or rewritten changes at least one."""
        stat = os.stat(path)
        return ObjectState(size=stat.st_size, token=(stat.st_size, stat.st_mtime_ns, stat.st_ino), mtime=stat.st_mtime)

    def metadata(self, path: str) -> ObjectMetadata:
        """The permission bits and owner, which a replacement or copy keeps."""
        stat = os.stat(path)
        return ObjectMetadata(mode=stat.st_mode & 0o7777, uid=stat.st_uid, gid=stat.st_gid)

    @contextlib.contextmanager
    def writer(
        self, path: str, mode: WriteMode, expected: Expected | None, metadata: ObjectMetadata | None = None
    ) -> Iterator[IO[bytes]]:
        """Yield a temporary file beside ``path``, given the mode and owner ``metadata`` keeps; when the block
        succeeds, fsync it and put it at ``path`` under the condition ``mode`` asks for (a rename; a link, which
        fails where something exists; a rename under a lock, against the state ``expected`` gives then), then
        fsync the folder. A failure removes the temporary file and leaves ``path`` as it was."""
        directory = os.path.dirname(os.path.abspath(path)) or "."
        with translate_errors(path, "write"):
            fd, temp = _temporary_file(directory)
        try:
            _apply_local_metadata(fd, path, mode, metadata)
            with os.fdopen(fd, "w+b") as handle:
                yield handle
                handle.flush()
                os.fsync(handle.fileno())
            with translate_errors(path, "write"):
                self._commit(temp, path, mode, resolve_expected(expected))
                _fsync_directory(directory)
        finally:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(temp)

    def _commit(self, temp: str, path: str, mode: WriteMode, expected: ObjectState | None) -> None:
        if mode is WriteMode.OVERWRITE:
            os.replace(temp, path)
        elif mode is WriteMode.CREATE:
            try:
                os.link(temp, path)
            except FileExistsError:
                raise PreconditionFailedError("already exists; nothing was written", source=path) from None
        else:
            assert expected is not None
            try:
                target = os.open(path, os.O_RDONLY)
            except FileNotFoundError:
                raise PreconditionFailedError(
                    "was deleted since it was read; nothing was written", source=path
                ) from None
            try:
                fcntl.flock(target, fcntl.LOCK_EX)
                stat = os.stat(path)
                if (stat.st_size, stat.st_mtime_ns, stat.st_ino) != expected.token:
                    raise PreconditionFailedError("changed since it was read; nothing was written", source=path)
                if expected.sha256 is not None and file_sha256(path) != expected.sha256:
                    raise PreconditionFailedError(
                        "content changed since it was read (size and modification time were kept); nothing was written",
                        source=path,
                    )
                os.replace(temp, path)
            finally:
                os.close(target)


def _temporary_file(directory: str) -> tuple[int, str]:
    """A new temporary file in ``directory`` (made first if missing: asked only when the file cannot be made,
    since a tree's folders mostly exist already, so most writes pay no ``mkdir``)."""
    prefix = f"{TEMP_PREFIX}{os.getpid()}-"
    try:
        return tempfile.mkstemp(dir=directory, prefix=prefix, suffix=TEMP_SUFFIX)
    except FileNotFoundError:
        os.makedirs(directory, exist_ok=True)
        return tempfile.mkstemp(dir=directory, prefix=prefix, suffix=TEMP_SUFFIX)


def file_sha256(path: str) -> str:
    """The sha256 of a local file, read in chunks."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(STREAM_CHUNK), b""):
            digest.update(block)
    return digest.hexdigest()


def _apply_local_metadata(fd: int, path: str, mode: WriteMode, metadata: ObjectMetadata | None) -> None:
    """Give the temp file ``fd`` the permissions the published file should have: ``metadata``'s, else those
    of the file it replaces, else ``0666 & ~umask`` (mkstemp creates 0600)."""
    if metadata is None and mode is not WriteMode.CREATE:
        with contextlib.suppress(FileNotFoundError):
            stat = os.stat(path)
            metadata = ObjectMetadata(mode=stat.st_mode & 0o7777, uid=stat.st_uid, gid=stat.st_gid)
    if metadata is None or metadata.mode is None:
        os.fchmod(fd, 0o666 & ~_umask())
        return
    if metadata.uid is not None and metadata.gid is not None:
        with contextlib.suppress(PermissionError):
            os.fchown(fd, metadata.uid, metadata.gid)
    os.fchmod(fd, metadata.mode)


def _umask() -> int:
    """The process umask (read by setting and restoring it, under a lock against concurrent readers)."""
    with _UMASK_LOCK:
        current = os.umask(0o022)
        os.umask(current)
    return current


_UMASK_LOCK = threading.Lock()


def _fsync_directory(directory: str) -> None:
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
