"""Where a mirrored output came from, and whether it is still up to date with its source.

Every container ``migrate`` writes carries a source record (:data:`serde.containers.layouts.SOURCE_RECORD`,
an extra file every release's loader ignores unless asked for it by name): the source's URL, size, sha256
and the store's version token (S3 ETag, GCS generation, local size+mtime+inode), the target, layout and
steps, and the tool. A re-run into the same destination reads that record with one ranged read of the
output's end (:data:`RECORD_TAIL_BYTES`: the record, its member's header, the zip's directory and end
records) instead of reading and upgrading the source again:

- same target, layout and program format, same size and same token: ``skipped`` (up to date);
- same size, another token (touched, copied back, restored): the source is hashed; the same sha256 is
  ``skipped``, another one is migrated again;
- anything else (another size, no record, a record for another target, an unreadable output): migrated
  again, with a note saying why the old output was stale.

A payload file has no place for a record: its output is rebuilt and compared byte for byte with what the
destination holds (``skipped`` when equal, nothing written). The record is only trusted in the
destination, which is the user's own output; an in-place run never trusts a record found in its input.
"""

from __future__ import annotations

import io
import json
from dataclasses import dataclass
from typing import Any

from backends.seekable import TailReadAhead
from backends.state import ObjectState
from backends.store import Store
from serde.containers.layouts import ROLES, SOURCE_RECORD, Layout
from serde.containers.source_record import MAX_RECORD_BYTES, SOURCE_FORMAT, decode_source_record, utc_text
from serde.errors import SerdeError
from serde.untrusted.archive import ZipArchive

__all__ = [
    "Freshness",
    "RECORD_TAIL_BYTES",
    "SOURCE_FORMAT",
    "judge",
    "read_source_record",
    "source_record",
    "token_text",
]

RECORD_TAIL_BYTES = MAX_RECORD_BYTES + 64 * 1024
"""Bytes read from an output's end, in one request, to find its source record (the last member pt2-serde
writes): the record (at most :data:`MAX_RECORD_BYTES`) and the directory of up to about 700 members; an output
whose directory is larger is read further on demand, an output this small is read whole."""


def token_text(token: Any) -> str:
    """The store's version token as one comparable string (tuples and lists alike): its JSON, which source
    records keep. Local disk's token, a tuple of integers, is spelled directly, as ``json.dumps`` spells it."""
    if type(token) is tuple and all(type(part) is int for part in token):
        return "[" + ", ".join(map(str, token)) + "]"
    return json.dumps(token, default=str)


def source_record(
    *,
    url: str,
    relative: str,
    state: ObjectState,
    sha256: str,
    from_version: str,
    target: str,
    layout: Layout,
    program_format: str,
    steps: list[str],
    tool: str,
) -> bytes:
    """The source record of one output (JSON, stable key order: the same source makes the same bytes). Its
    time is the source's, as the store listed it (``source.modified``): the record says which version of the
    source was converted, and the output's own last-modified time says when, so that converting the same
    source twice still writes the same bytes."""
    document = {
        "format": SOURCE_FORMAT,
        "tool": tool,
        "source": {
            "url": url,
            "relative": relative,
            "size": state.size,
            "sha256": sha256,
            "token": token_text(state.token),
            "modified": utc_text(state.mtime),
        },
        "from": from_version,
        "to": target,
        "layout": layout.value,
        "program_format": program_format,
        "steps": steps,
    }
    return json.dumps(document, sort_keys=True).encode()


def read_source_record(store: Store, path: str, state: ObjectState) -> dict[str, Any] | None:
    """The source record of the output at ``path`` (listed as ``state``), or None when it has none or is not
    a container pt2-serde can read (or changed since it was listed): the output's last
    :data:`RECORD_TAIL_BYTES` are read in one request, the zip's directory and the record's member found in
    them (or, past them, read on demand), nothing else."""
    if not state.is_regular or state.size < 22:
        return None
    url = store.url(path)
    try:
        start = max(0, state.size - RECORD_TAIL_BYTES)
        tail = store.read_range(path, start, state.size)
        if len(tail) != state.size - start:
            return None  # changed since it was listed: not judged up to date
        archive = (
            ZipArchive.from_bytes(url, tail, check_records=False)
            if start == 0
            else ZipArchive(
                url,
                lambda: io.BufferedReader(
                    TailReadAhead(tail, state.size, lambda: store.open_read(path, block_size=MAX_RECORD_BYTES))
                ),
                size=state.size,
                check_records=False,
            )
        )
        names = [n for n in archive.names() if n.endswith("/" + SOURCE_RECORD) or n == _legacy_name()]
        if len(names) != 1 or archive.size(names[0]) > MAX_RECORD_BYTES:
            return None
        return decode_source_record(archive.read(names[0]))
    except SerdeError:
        return None


def _legacy_name() -> str:
    """The record's member name in legacy zips (no root folder)."""
    return ROLES[Layout.C1].extra_prefix + SOURCE_RECORD


@dataclass(frozen=True)
class Freshness:
    """Whether an output is up to date with its source (``fresh``), and why, in words for the report.
    ``needs_digest``: size and target match but the token does not; only the source's sha256 can tell."""

    fresh: bool
    reason: str
    needs_digest: bool = False


def judge(
    record: dict[str, Any] | None,
    state: ObjectState,
    *,
    target: str,
    layout: Layout,
    program_format: str,
    sha256: str | None = None,
) -> Freshness:
    """Compare an output's source record with the source as listed now (``state``), and with its ``sha256``
    once hashed (which then decides, whatever the token says)."""
    if record is None:
        return Freshness(False, "the existing output has no source record (not written by this pt2-serde)")
    wanted = (target, layout.value, program_format)
    made = (record.get("to"), record.get("layout"), record.get("program_format"))
    if made != wanted:
        return Freshness(False, f"the existing output was made for {'/'.join(map(str, made))}, not {'/'.join(wanted)}")
    source = record["source"]
    if source.get("size") != state.size:
        return Freshness(
            False, f"the source changed: {state.size} bytes, the output was made from {source.get('size')}"
        )
    same_token = source.get("token") == token_text(state.token)
    if sha256 is None:
        if same_token:
            return Freshness(True, "up to date: the source's size and version token match the output's record")
        return Freshness(False, "the source's version token changed", needs_digest=True)
    if source.get("sha256") != sha256:
        return Freshness(False, "the source changed: its sha256 differs from the one the output was made from")
    if same_token:
        return Freshness(True, "up to date: the source's sha256 matches the output's record")
    return Freshness(True, "up to date: the source was touched but its sha256 matches the output's record")
