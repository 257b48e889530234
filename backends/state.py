"""What a store says about one object, and the preconditions a write can carry."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, TypeAlias

__all__ = ["Expected", "ObjectMetadata", "ObjectState", "WriteMode", "resolve_expected"]


class WriteMode(Enum):
    """How a write treats an existing object: replace it, create only if absent, or replace only if unchanged."""

    OVERWRITE = "overwrite"
    CREATE = "create"
    IF_MATCH = "if_match"


@dataclass(frozen=True)
class ObjectMetadata:
    """What a replacement or a copy of an object keeps of it besides its bytes.

    Local disk: permission bits, owner and group (applied where the process may set them). Object
    stores: the Content-Type and the user metadata.
    """

    mode: int | None = None
    uid: int | None = None
    gid: int | None = None
    content_type: str | None = None
    user: dict[str, str] | None = None


@dataclass(frozen=True)
class ObjectState:
    """Size and change markers of one object, as the store reported them.

    ``token`` is the marker a compare-and-swap write is checked against: the S3 ETag, the GCS
    generation, or (size, mtime in ns, inode) on local disk, where ``sha256`` (of the bytes read, when
    known) is checked as well, since size and mtime can be restored by a rewrite in place.
    """

    @property
    def is_regular(self) -> bool:
        """Whether the listing found an object or a regular file (anything else is never opened)."""
        return self.kind == "file"

    size: int
    token: Any
    etag: str | None = None
    generation: str | None = None
    mtime: float | None = None
    sha256: str | None = None
    kind: str = "file"
    """``file`` for an object or a regular file; on local disk a listing also reports what it does not read,
    as ``symlink``, ``fifo``, ``socket``, ``device`` or ``other`` (with size 0 and no token)."""
    metadata: ObjectMetadata | None = field(default=None, compare=False)
    """What a replacement or a copy keeps of this version of the object, where the store said it with the
    state: a GCS or Azure listing or stat, an S3 read (:meth:`backends.store.Store.read_listed`); None where
    it takes a request of its own (:meth:`backends.store.Store.metadata`). Not part of what a
    compare-and-swap checks."""


Expected: TypeAlias = "ObjectState | Callable[[], ObjectState]"
"""What a compare-and-swap write expects the object to be: its state, or a function that gives the state when
the write commits, for a state completed while the bytes are written (the sha256 of a source that is read as
its replacement is built)."""


def resolve_expected(expected: Expected | None) -> ObjectState | None:
    """The state ``expected`` stands for, asked for now (a write calls this once, when it commits)."""
    return expected() if callable(expected) else expected
