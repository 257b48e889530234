"""What a store says about one object, and the preconditions a write can carry."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class WriteMode(Enum):
    """How a write treats an existing object: replace it, create only if absent, or replace only if unchanged."""

    OVERWRITE = "overwrite"
    CREATE = "create"
    IF_MATCH = "if_match"


@dataclass(frozen=True)
class ObjectState:
    """Size and change markers of one object, as the store reported them.

    ``token`` is the marker a compare-and-swap write is checked against: the S3 ETag, the GCS
    generation, or (size, mtime in ns, inode) on local disk.
    """

    size: int
    token: Any
    etag: str | None = None
    generation: str | None = None
    mtime: float | None = None
