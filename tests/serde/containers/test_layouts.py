"""Telling a zip that cannot be an artifact from its bytes alone (``serde.containers.layouts.may_hold_artifact``)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from serde.containers.layouts import may_hold_artifact

CORPUS = Path(__file__).resolve().parents[2] / "data" / "corpus"


def _zip(members: dict[str, bytes], *, zip64: bool = False, comment: bytes = b"") -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in members.items():
            with archive.open(zipfile.ZipInfo(name), "w", force_zip64=zip64) as handle:
                handle.write(data)
        archive.comment = comment
    return buffer.getvalue()


@pytest.mark.torch
def test_a_torch_save_checkpoint_is_told_from_an_artifact_by_its_directory(tmp_path: Path) -> None:
    """torch.save writes a zip64 end record and locator before the plain one; its directory is still found,
    and names no artifact's mark."""
    import torch  # the torch-free tier collects this module without torch

    buffer = io.BytesIO()
    torch.save({"weight": torch.ones(3)}, buffer)
    data = buffer.getvalue()
    assert b"PK\x06\x06" in data[-120:]  # the zip64 tail this test is about
    assert not may_hold_artifact(data)


def test_every_bundled_artifact_may_hold_one() -> None:
    artifacts = sorted(CORPUS.rglob("*.pt2"))
    assert len(artifacts) == 120
    assert all(may_hold_artifact(path.read_bytes()) for path in artifacts)


@pytest.mark.parametrize("name", ["model/archive_format", "model/ARCHIVE_FORMAT", "x/Serialized_Exported_Program.json"])
def test_a_directory_naming_a_mark_in_any_case_may_hold_one(name: str) -> None:
    assert may_hold_artifact(_zip({name: b"pt2"}))
    assert may_hold_artifact(_zip({name: b"pt2"}, zip64=True))


def test_only_a_complete_plain_zip_is_judged_from_its_bytes() -> None:
    plain = _zip({"notes.txt": b"x" * 100})
    assert not may_hold_artifact(plain)
    assert may_hold_artifact(_zip({"notes.txt": b"x"}, comment=b"a comment"))
    assert may_hold_artifact(plain[:-1])
    directory = int.from_bytes(plain[-6:-2], "little")
    assert may_hold_artifact(plain[:directory] + b"pad" + plain[directory:])
    # A mark only in a member's data, not in any name, is no artifact's.
    assert not may_hold_artifact(_zip({"notes.txt": b"archive_format"}))
