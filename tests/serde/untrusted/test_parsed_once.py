"""A pickle held in memory is parsed once for the screen and the conversion that follows it; one read from a
file is parsed at each read, since the file could change in between."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from serde.containers.blobs import ArchiveBlob, BytesBlob, parsed_once
from serde.untrusted.archive import ZipArchive


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("a/data.pkl", b"pickle bytes")
    return buffer.getvalue()


def test_parses_of_bytes_in_memory_are_kept_and_of_files_are_not(tmp_path: Path) -> None:
    calls: list[bytes] = []

    def parse(handle: io.BufferedIOBase) -> bytes:
        calls.append(data := handle.read())
        return data

    in_memory = ArchiveBlob(ZipArchive.from_bytes("mem.zip", _zip()), "a/data.pkl")
    assert parsed_once(in_memory, "reader", parse) == parsed_once(in_memory, "reader", parse) == b"pickle bytes"
    assert len(calls) == 1
    assert parsed_once(BytesBlob(b"x"), "reader", parse) == b"x" and len(calls) == 2
    path = tmp_path / "on-disk.zip"
    path.write_bytes(_zip())
    on_disk = ArchiveBlob(ZipArchive(str(path), lambda: open(path, "rb"), size=path.stat().st_size), "a/data.pkl")
    parsed_once(on_disk, "reader", parse)
    parsed_once(on_disk, "reader", parse)
    assert len(calls) == 4  # the file could have changed between the screen and the conversion

    def refuse(handle: io.BufferedIOBase) -> bytes:
        calls.append(b"refused")
        raise ValueError("unsafe")

    blob = BytesBlob(b"y")
    for _ in range(2):
        with pytest.raises(ValueError):
            parsed_once(blob, "strict", refuse)
    assert calls[-2:] == [b"refused", b"refused"]  # a refusal is never kept as a result
