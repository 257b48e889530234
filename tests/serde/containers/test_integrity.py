"""Corrupt tensor data is never called valid or loadable: one flipped byte inside a storage record of every
layout (C1, C2, C3, C4, P1, P2) makes ``validate`` say corrupt, ``check`` give the ``corrupt`` verdict,
``inspect`` say CORRUPT (all exit 1) and ``migrate`` fail it, while plain torch would load other weights.
A storage record too short for its tensor (with a consistent CRC-32) is corrupt as well; ``--quick`` skips
the reads of blob bytes and says so."""

from __future__ import annotations

import io
import json
import struct
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS

import serde
from serde.cli.commands import main
from serde.errors import CorruptArtifactError
from serde.untrusted.archive import ZipArchive

LAYOUTS = {"2.1.2": "C1", "2.2.2": "C2", "2.3.1": "C3", "2.4.1": "C4", "2.8.0": "P1", "2.13.0": "P2"}
STATE_DICT = {
    "C1": "serialized_state_dict.json",
    "C2": "serialized_state_dict.json",
    "C3": "serialized_state_dict.pt",
    "C4": "serialized_state_dict.pt",
    "P1": "model/data/weights/model.pt",
}


def _data_offset(data: bytes, info: zipfile.ZipInfo) -> int:
    """Where a stored member's bytes start (after its local header)."""
    name_length, extra_length = struct.unpack("<HH", data[info.header_offset + 26 : info.header_offset + 30])
    return info.header_offset + 30 + name_length + extra_length


def storage_byte(data: bytes, layout: str) -> int:
    """The offset in the archive ``data`` of a byte in the middle of the first weight's storage record: a raw
    file of P2, or the ``data/0`` record of the nested ``torch.save`` archive of the pickled layouts."""
    outer = zipfile.ZipFile(io.BytesIO(data))
    if layout == "P2":
        info = outer.getinfo("model/data/weights/weight_0")
        return _data_offset(data, info) + info.file_size // 2
    info = outer.getinfo(STATE_DICT[layout])
    start = _data_offset(data, info)
    nested_bytes = data[start : start + info.file_size]
    nested = zipfile.ZipFile(io.BytesIO(nested_bytes))
    record = next(i for i in nested.infolist() if i.filename.endswith("/data/0"))
    return start + _data_offset(nested_bytes, record) + record.file_size // 2


@pytest.fixture(params=sorted(LAYOUTS, key=lambda r: tuple(map(int, r.split(".")))))
def flipped(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, str]:
    """An mlp artifact of one release with one byte of tensor data flipped, and its layout."""
    release = request.param
    layout = LAYOUTS[release]
    data = bytearray((CORPUS / release / "mlp" / "model.pt2").read_bytes())
    data[storage_byte(bytes(data), layout)] ^= 0x01
    path = tmp_path / f"{release}.pt2"
    path.write_bytes(bytes(data))
    return path, layout


def test_flipped_tensor_byte_is_corrupt_everywhere(flipped: tuple[Path, str], tmp_path: Path) -> None:
    path, layout = flipped
    member = "model/data/weights/weight_0" if layout == "P2" else STATE_DICT[layout]
    runner = CliRunner()

    validated = runner.invoke(main, ["validate", str(path)])
    assert validated.exit_code == 1 and "corrupt:" in validated.output and member in validated.output
    assert "CRC-32" in validated.output

    checked = runner.invoke(main, ["check", str(path), "--format", "json"])
    assert checked.exit_code == 1, checked.output
    verdicts = json.loads(checked.output)["artifacts"][0]["targets"]
    assert {v["verdict"] for v in verdicts} == {"corrupt"}
    assert verdicts[0]["reasons"][0]["path"] == member

    quick = runner.invoke(main, ["check", str(path), "--quick", "--torch", "2.13.0"])
    assert "not checked: the members' CRC-32s (--quick: blob bytes not read)" in quick.output

    inspected = runner.invoke(main, ["inspect", str(path)])
    assert inspected.exit_code == 1 and "integrity: CORRUPT" in inspected.output

    report = serde.migrate(str(path), dest=str(tmp_path / "out"))
    (record,) = report.records
    assert record.status == "failed" and record.error_type == "CorruptArtifactError"
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").rglob("*.pt2"))


@pytest.mark.torch
def test_plain_torch_loads_a_flipped_byte_as_other_weights(tmp_path: Path) -> None:
    """Why pt2-serde checks: torch's own loader reads the damaged P2 archive without a word."""
    import torch

    source = CORPUS / "2.13.0" / "mlp" / "model.pt2"
    data = bytearray(source.read_bytes())
    data[storage_byte(bytes(data), "P2")] ^= 0x40
    damaged = tmp_path / "damaged.pt2"
    damaged.write_bytes(bytes(data))
    original = torch.export.load(str(source)).state_dict
    loaded = torch.export.load(str(damaged)).state_dict
    assert any(not torch.equal(original[name], loaded[name]) for name in original)
    assert CliRunner().invoke(main, ["check", str(damaged), "--torch", "2.13.0"]).exit_code == 1


def _rewrite(source: Path, target: Path, change: dict[str, bytes]) -> None:
    """Copy the archive with some members' bytes replaced (and consistent CRC-32s)."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w") as new:
        for info in old.infolist():
            new.writestr(info, change.get(info.filename, old.read(info)))


def test_short_storage_record_with_a_good_crc_is_corrupt(tmp_path: Path) -> None:
    p2 = tmp_path / "p2.pt2"
    source = CORPUS / "2.13.0" / "mlp" / "model.pt2"
    with zipfile.ZipFile(source) as archive:
        weight = archive.read("model/data/weights/weight_0")
    _rewrite(source, p2, {"model/data/weights/weight_0": weight[:-4]})
    result = CliRunner().invoke(main, ["validate", str(p2), "--quick"])
    assert result.exit_code == 1 and "corrupt:" in result.output and "needs 512 bytes" in result.output

    c4 = tmp_path / "c4.pt2"
    source = CORPUS / "2.4.1" / "mlp" / "model.pt2"
    with zipfile.ZipFile(source) as archive:
        nested_bytes = archive.read("serialized_state_dict.pt")
    nested_out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(nested_bytes)) as nested, zipfile.ZipFile(nested_out, "w") as out:
        for info in nested.infolist():
            data = nested.read(info)
            out.writestr(info, data[:-4] if info.filename.endswith("/data/0") else data)
    _rewrite(source, c4, {"serialized_state_dict.pt": nested_out.getvalue()})
    checked = CliRunner().invoke(main, ["check", str(c4), "--quick", "--format", "json", "--torch", "2.4.1"])
    assert checked.exit_code == 1
    (verdict,) = json.loads(checked.output)["artifacts"][0]["targets"]
    assert verdict["verdict"] == "corrupt" and "its record holds" in verdict["reasons"][0]["message"]


def test_intact_artifacts_say_what_was_checked() -> None:
    path = CORPUS / "2.13.0" / "mlp" / "model.pt2"
    result = CliRunner().invoke(main, ["validate", str(path), "--format", "json"])
    assert result.exit_code == 0
    integrity = json.loads(result.output)["integrity"]
    assert len(integrity["checked"]) == 2 and integrity["not_checked"] == []
    report = serde.check(str(path), ["2.13.0"], quick=True)
    assert report.ok and report.integrity["not_checked"] == ["the members' CRC-32s (--quick: blob bytes not read)"]


def _stored_with_declared_size(declared: int) -> bytes:
    """A zip of one stored member ``a`` (5 bytes) whose local header and central directory both declare
    ``declared`` uncompressed bytes (its records still hold 5)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("a", b"hello")
    data = bytearray(buffer.getvalue())
    data[22:26] = declared.to_bytes(4, "little")  # local header: uncompressed size
    central = data.index(b"PK\x01\x02")
    data[central + 24 : central + 28] = declared.to_bytes(4, "little")
    return bytes(data)


@pytest.mark.parametrize("in_memory", [True, False], ids=["in-memory", "file"])
def test_a_stored_member_holding_other_than_its_declared_size_is_corrupt(in_memory: bool, tmp_path: Path) -> None:
    """Whether a stored member is sliced from bytes held in memory or read through ``zipfile``, the bytes its
    record holds are checked against the size its entry declares."""
    data = _stored_with_declared_size(6)
    if in_memory:
        archive = ZipArchive.from_bytes("x.zip", data)
    else:
        path = tmp_path / "x.zip"
        path.write_bytes(data)
        archive = ZipArchive(str(path), lambda: open(path, "rb"), size=len(data))
    with pytest.raises(CorruptArtifactError, match="holds 5 bytes but its entry declares 6"):
        archive.read("a")
    assert ZipArchive.from_bytes("x.zip", _stored_with_declared_size(5)).read("a") == b"hello"
