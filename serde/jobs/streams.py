"""A built output as :func:`serde.jobs.convert.build_verified` yields it, and the sha256 of a stored object."""

from __future__ import annotations

from dataclasses import dataclass
from typing import IO

from backends.local import file_sha256
from backends.store import Store

__all__ = ["Built", "sha256_of"]


@dataclass
class Built:
    """An output built and verified: where all of its bytes are kept, if they are (``scratch``, when the
    build was asked to keep them), their size, what was checked, their sha256 (None when the build was asked
    for none), and whether they were ``sent`` to a destination's writer as they were built."""

    scratch: IO[bytes] | None
    size: int
    verified: str
    sha256: str | None
    sent: bool = False


def sha256_of(store: Store, path: str) -> str:
    """The sha256 of an object's bytes, streamed (on local disk without the store's layers)."""
    return file_sha256(path) if store.protocol == "file" else store.sha256(path)
