"""A built output as :func:`serde.jobs.convert.build_verified` yields it, the scratch space it is built in, and
the sha256 of a stored object."""

from __future__ import annotations

import io
import tempfile
from dataclasses import dataclass
from typing import IO

from backends.local import file_sha256
from backends.store import Store

__all__ = ["Built", "scratch_space", "sha256_of"]


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


def scratch_space(size: int | None, in_memory: int) -> IO[bytes]:
    """An empty seekable file for an output of ``size`` bytes (None: not known), in memory up to ``in_memory``
    bytes. Of a known size that fits, its buffer is allocated once, at that size: writing then never moves the
    bytes already written (a growing buffer copies them each time it grows), and reading the whole back
    (``getvalue()``, :func:`serde.containers.reader.read_written`) takes them without a copy. Of a known size
    that does not fit, a temporary file; of an unknown one, a file that moves to disk past ``in_memory``."""
    if size is None:
        return tempfile.SpooledTemporaryFile(max_size=in_memory)
    if size > in_memory:
        return tempfile.TemporaryFile()
    buffer = io.BytesIO()
    if size:
        buffer.seek(size - 1)
        buffer.write(b"\0")
        buffer.seek(0)
    return buffer
