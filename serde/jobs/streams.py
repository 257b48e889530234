"""The bytes of a built output: what :func:`serde.jobs.convert.build_verified` yields, and their sha256 as they
are streamed to a store or only hashed."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import IO

from backends.publish import file_sha256
from backends.store import Store

__all__ = ["Built", "sha256_of", "stream"]


@dataclass
class Built:
    """An output built into scratch space and verified: its bytes, their size and what was checked; when it
    was also streamed into a destination as it was built, the sha256 of those bytes."""

    scratch: IO[bytes]
    size: int
    verified: str
    sha256: str | None = None


def stream(scratch: IO[bytes], handle: IO[bytes] | None) -> str:
    """Copy ``scratch`` from its start into ``handle`` (if any) in 1 MiB blocks; the sha256 of the bytes."""
    digest = hashlib.sha256()
    scratch.seek(0)
    for block in iter(lambda: scratch.read(1 << 20), b""):
        digest.update(block)
        if handle is not None:
            handle.write(block)
    return digest.hexdigest()


def sha256_of(store: Store, path: str) -> str:
    """The sha256 of an object's bytes, streamed (on local disk without the store's layers)."""
    return file_sha256(path) if store.protocol == "file" else store.sha256(path)
