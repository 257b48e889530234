"""The source record a pt2-serde output carries (``extra/pt2-serde-source.json``): its format name, its size
bound, and the one decoder of its bytes, which are untrusted like every member of an artifact (a file may
claim to be pt2-serde's output). :mod:`serde.jobs.sources` writes and judges records; ``inspect`` shows them.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any

from serde.containers.artifact import Artifact
from serde.containers.layouts import SOURCE_RECORD
from serde.untrusted.formats import parse_json

__all__ = ["MAX_RECORD_BYTES", "SOURCE_FORMAT", "decode_source_record", "source_record_of", "utc_text"]

SOURCE_FORMAT = "pt2-serde-source/1"
MAX_RECORD_BYTES = 64 * 1024
"""A source record is a few hundred bytes; anything larger is not one of pt2-serde's."""


def decode_source_record(data: bytes) -> dict[str, Any] | None:
    """The record in ``data``, or None when it is not a source record of this format (too large, not JSON, no
    ``source`` object)."""
    if len(data) > MAX_RECORD_BYTES:
        return None
    try:
        document = parse_json(data)
    except ValueError:
        return None
    if not isinstance(document, dict) or document.get("format") != SOURCE_FORMAT:
        return None
    return document if isinstance(document.get("source"), dict) else None


def source_record_of(artifact: Artifact) -> dict[str, Any] | None:
    """The source record among ``artifact``'s members (any root folder), or None when it carries none."""
    names = [name for name in artifact.members if name == SOURCE_RECORD or name.endswith("/" + SOURCE_RECORD)]
    if len(names) != 1 or artifact.members[names[0]].size > MAX_RECORD_BYTES:
        return None
    return decode_source_record(artifact.members[names[0]].read())


def utc_text(seconds: float | None) -> str | None:
    """``seconds`` since the epoch as an ISO 8601 UTC time to the second (``2026-12-02T09:58:27Z``), or None
    when the store reported no time."""
    if seconds is None:
        return None
    return datetime.fromtimestamp(seconds, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
