"""Safe random-access reading of zip containers from any store.

Member names are checked (no ``..`` components, no absolute or drive paths) before anything is
read, and every byte decompressed counts against a cap on the archive's total uncompressed size,
measured on the bytes actually produced, not on the sizes the zip declares.
"""

from __future__ import annotations

import contextlib
import io
import threading
import zipfile
import zlib
from collections.abc import Callable, Iterator
from typing import IO

from serde.errors import ContainerError

DEFAULT_MAX_UNCOMPRESSED = 32 * 2**30
CHUNK = 1 << 20
ZIP_MAGIC = (b"PK\x03\x04", b"PK\x05\x06")


def unsafe_member_reason(name: str) -> str | None:
    """Why a member name is unsafe to extract or mirror, or None if it is fine."""
    if not name or name.startswith(("/", "\\")) or (len(name) > 1 and name[1] == ":"):
        return "absolute path"
    parts = name.replace("\\", "/").split("/")
    if ".." in parts:
        return "'..' path component"
    if "\x00" in name:
        return "NUL byte in name"
    return None


class _Budget:
    """Real uncompressed bytes read per member, summed against the cap (thread-safe)."""

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self.seen: dict[str, int] = {}
        self.lock = threading.Lock()

    def charge(self, member: str, produced: int, source: str) -> None:
        with self.lock:
            if produced <= self.seen.get(member, 0):
                return
            self.seen[member] = produced
            total = sum(self.seen.values())
        if total > self.cap:
            raise ContainerError(
                f"uncompressed data exceeds the cap of {self.cap} bytes (possible zip bomb); raise max_uncompressed "
                "if the artifact is genuine",
                source=source,
                member=member,
            )


class ZipArchive:
    """A zip container opened through ``opener`` (a fresh seekable binary file per call)."""

    def __init__(
        self, source: str, opener: Callable[[], IO[bytes]], *, max_uncompressed: int = DEFAULT_MAX_UNCOMPRESSED
    ) -> None:
        self.source = source
        self._opener = opener
        self._budget = _Budget(max_uncompressed)
        self._shared: zipfile.ZipFile | None = None
        try:
            with opener() as handle, zipfile.ZipFile(handle) as archive:
                infos = archive.infolist()
        except zipfile.BadZipFile as exc:
            raise ContainerError(f"not a readable zip (truncated or corrupt: {exc})", source=source) from None
        except (EOFError, OSError, ValueError) as exc:
            raise ContainerError(f"not a readable zip ({type(exc).__name__}: {exc})", source=source) from None
        self.infos: dict[str, zipfile.ZipInfo] = {}
        for info in infos:
            reason = unsafe_member_reason(info.filename)
            if reason:
                raise ContainerError(f"unsafe member name ({reason})", source=source, member=info.filename)
            if not info.is_dir():
                self.infos[info.filename] = info
        declared = sum(i.file_size for i in self.infos.values())
        if declared > max_uncompressed:
            raise ContainerError(
                f"declares {declared} uncompressed bytes, over the cap of {max_uncompressed} (possible zip bomb)",
                source=source,
            )

    @classmethod
    def from_bytes(cls, source: str, data: bytes, *, max_uncompressed: int = DEFAULT_MAX_UNCOMPRESSED) -> ZipArchive:
        """An archive held in memory; its central directory is parsed once and shared by all reads."""
        archive = cls(source, lambda: io.BytesIO(data), max_uncompressed=max_uncompressed)
        archive._shared = zipfile.ZipFile(io.BytesIO(data))
        return archive

    @contextlib.contextmanager
    def _zip(self) -> Iterator[zipfile.ZipFile]:
        if self._shared is not None:
            yield self._shared
            return
        with self._opener() as handle, zipfile.ZipFile(handle) as archive:
            yield archive

    def names(self) -> list[str]:
        """Every file member, in archive order."""
        return list(self.infos)

    def size(self, name: str) -> int:
        """Declared uncompressed size of a member."""
        return self.infos[name].file_size

    def chunks(self, name: str) -> Iterator[bytes]:
        """The member's bytes in chunks, counted against the uncompressed-size cap."""
        info = self.infos.get(name)
        if info is None:
            raise ContainerError("no such member", source=self.source, member=name)
        produced = 0
        try:
            with self._zip() as archive, archive.open(info) as member:
                while True:
                    block = member.read(CHUNK)
                    if not block:
                        break
                    produced += len(block)
                    self._budget.charge(name, produced, self.source)
                    yield block
        except ContainerError:
            raise
        except (zipfile.BadZipFile, zlib.error, EOFError, OSError, ValueError, NotImplementedError) as exc:
            raise ContainerError(
                f"cannot read ({type(exc).__name__}: {exc})", source=self.source, member=name
            ) from None

    def read(self, name: str) -> bytes:
        """All bytes of a member."""
        return b"".join(self.chunks(name))
