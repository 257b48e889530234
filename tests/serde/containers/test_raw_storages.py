"""Torch-free layout conversion (``serde.containers.raw_storages``) against the torch-based conversion it
replaced (``tests/support/torch_conversion_oracle.py``, kept here as the oracle): for every corpus and unseen
artifact, in both directions, every tensor comes out bit-identical (values, dtype, size, stride, offset,
parameter or not, ``requires_grad``, which tensors share a storage); the pickles it writes carry the opcodes
``torch.save`` writes; and random state dicts round-trip pickled -> P2 -> pickled (Hypothesis)."""

from __future__ import annotations

import ctypes
import io
import json
import pickletools
import subprocess
import sys
import zipfile
import zlib
from pathlib import Path
from typing import Any

import pytest
import torch
import torch_conversion_oracle as oracle
from corpus_index import UNSEEN, CorpusArtifact, corpus_artifacts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from unseen_types import Pair  # noqa: F401  (registers unseen.Pair)

import serde
from serde.containers import raw_storages
from serde.containers.artifact import Artifact
from serde.containers.blobs import BytesBlob
from serde.containers.layouts import Layout
from serde.containers.zip_writer import ALIGNMENT, Record, StoredZip

pytestmark = pytest.mark.torch

ARTIFACTS = corpus_artifacts() + corpus_artifacts(UNSEEN)
WEIGHTS, CONSTANTS = "data/weights/model.pt", "data/constants/model.pt"


def _storage_bytes(tensor: torch.Tensor) -> bytes:
    storage = tensor.untyped_storage()
    return ctypes.string_at(storage.data_ptr(), storage.nbytes()) if storage.nbytes() else b""


def _describe(tensors: dict[str, Any]) -> dict[str, Any]:
    """Everything that makes two state dicts the same: per tensor its type, view and storage bytes, and
    which tensors share a storage."""
    groups: dict[int, list[str]] = {}
    described = {}
    for name, tensor in tensors.items():
        assert isinstance(tensor, torch.Tensor), name
        described[name] = (
            isinstance(tensor, torch.nn.Parameter),
            tensor.requires_grad,
            tensor.dtype,
            tuple(tensor.shape),
            tuple(tensor.stride()),
            tensor.storage_offset(),
            _storage_bytes(tensor),
        )
        if tensor.untyped_storage().nbytes():
            groups.setdefault(tensor.untyped_storage().data_ptr(), []).append(name)
    return {"tensors": described, "shared": sorted(sorted(g) for g in groups.values() if len(g) > 1)}


def _loaded(blob: Any) -> dict[str, Any]:
    data = blob.read()
    return torch.load(io.BytesIO(data), weights_only=True) if data else {}


def _p2_tensors(members: dict[str, Any], artifact: Artifact) -> dict[str, dict[str, Any]]:
    p2 = Artifact(program=artifact.program, layout=Layout.P2, members=members, source=artifact.source)
    return {
        directory: oracle._tensors_from_config(p2, f"{directory}model_{kind}_config.json", directory)[0]
        for directory, kind in (("data/weights/", "weights"), ("data/constants/", "constants"))
    }


def _pickled(item: CorpusArtifact) -> Artifact:
    """The artifact at schema 8.20 in a pickled layout (P1), converted by the oracle when it is P2."""
    upgraded = serde.load(str(item.path), to="8.20", trust_pickles=item.trust_pickles)
    return oracle.p2_to_pickles(upgraded) if upgraded.layout is Layout.P2 else upgraded


@pytest.mark.parametrize("item", ARTIFACTS, ids=[f"{a.torch_version}/{a.model}" for a in ARTIFACTS])
def test_both_directions_match_the_torch_conversion_bit_for_bit(item: CorpusArtifact) -> None:
    pickled = _pickled(item)
    new_p2 = raw_storages.pickles_to_p2(pickled)
    old_p2 = oracle.pickles_to_p2(pickled)
    assert set(new_p2) == set(old_p2)
    for name in new_p2:
        if name.endswith("_config.json"):
            assert json.loads(new_p2[name].read()) == json.loads(old_p2[name].read()), name
    new_tensors, old_tensors = _p2_tensors(new_p2, pickled), _p2_tensors(old_p2, pickled)
    for directory in new_tensors:
        assert _describe(new_tensors[directory]) == _describe(old_tensors[directory]), directory

    p2 = Artifact(program=pickled.program, layout=Layout.P2, members=old_p2, source=pickled.source)
    new_back, old_back = raw_storages.p2_to_pickles(p2), oracle.p2_to_pickles(p2)
    for member in (WEIGHTS, CONSTANTS):
        assert _describe(_loaded(new_back.members[member])) == _describe(_loaded(old_back.members[member])), member
        assert _describe(_loaded(new_back.members[member])) == _describe(_loaded(pickled.members[member])), member


def _torch_save(value: dict[str, Any]) -> bytes:
    buffer = io.BytesIO()
    torch.save(value, buffer)
    return buffer.getvalue()


def _opcodes(archive: bytes) -> str:
    with zipfile.ZipFile(io.BytesIO(archive)) as opened:
        text = io.StringIO()
        pickletools.dis(opened.read("archive/data.pkl"), text)
        return text.getvalue()


def _mlp_program() -> dict[str, Any]:
    item = next(a for a in corpus_artifacts() if a.torch_version == "2.13.0" and a.model == "mlp")
    return serde.load(str(item.path)).program


def _round_trip(value: dict[str, Any]) -> tuple[bytes, dict[str, Any]]:
    """torch.save(value) -> P2 members -> a torch.save archive, as pt2-serde converts them without torch."""
    pickled = Artifact(
        program=_mlp_program(),
        layout=Layout.P1,
        members={WEIGHTS: BytesBlob(_torch_save(value)), CONSTANTS: BytesBlob(b"")},
    )
    p2 = Artifact(program=pickled.program, layout=Layout.P2, members=raw_storages.pickles_to_p2(pickled))
    back = raw_storages.p2_to_pickles(p2).members[WEIGHTS].read()
    return back, torch.load(io.BytesIO(back), weights_only=True)


def test_the_pickle_written_is_the_one_torch_save_writes() -> None:
    base = torch.arange(24, dtype=torch.float32).reshape(4, 6)
    value = {
        "weight": torch.nn.Parameter(torch.randn(3, 5)),
        "frozen": torch.nn.Parameter(torch.randn(2), requires_grad=False),
        "view": base[1:, ::2],
        "same_storage": base.t(),
        "scalar": torch.tensor(2.5, dtype=torch.float64),
        "empty": torch.zeros(0, 3, dtype=torch.int64),
        "fp8": torch.zeros(4, dtype=torch.float8_e4m3fn),
        "u16": torch.arange(3).to(torch.uint16),
        "flags": torch.tensor([True, False]),
        "complex": torch.zeros(2, dtype=torch.complex64),
        "bf16": torch.ones(3, dtype=torch.bfloat16),
    }
    back, loaded = _round_trip(value)
    assert _opcodes(back) == _opcodes(_torch_save(value))
    assert _describe(loaded) == _describe(value)
    with zipfile.ZipFile(io.BytesIO(back)) as opened:
        assert opened.testzip() is None
        assert opened.read("archive/.storage_alignment") == b"64" and opened.read("archive/version") == b"3\n"


def test_records_are_aligned_and_a_lying_source_is_caught() -> None:
    data = [bytes([i]) * (i * 37) for i in range(1, 6)]
    records = [Record(f"archive/data/{i}", len(d), zlib.crc32(d), lambda d=d: iter((d,))) for i, d in enumerate(data)]
    archive = StoredZip(records)
    raw = archive.read()
    assert len(raw) == archive.size
    with zipfile.ZipFile(io.BytesIO(raw)) as opened:
        assert opened.testzip() is None
        for info, expected in zip(opened.infolist(), data, strict=True):
            start = (
                info.header_offset
                + 30
                + len(info.filename)
                + int.from_bytes(raw[info.header_offset + 28 :][:2], "little")
            )
            assert start % ALIGNMENT == 0 and raw[start : start + len(expected)] == expected
    short = StoredZip([Record("archive/data/0", 10, 0, lambda: iter((b"123",)))])
    with pytest.raises(ValueError, match="produced 3 bytes, not the 10"):
        short.read()


def test_a_zip64_archive_reads_back(tmp_path: Path) -> None:
    """Records past 4 GiB need zip64 fields; a sparse source keeps the test cheap on disk."""
    size = 2**32 + 7
    block = b"\0" * (1 << 20)

    def zeros() -> Any:
        left = size
        while left:
            chunk = block[: min(left, len(block))]
            left -= len(chunk)
            yield chunk

    crc = 0
    for chunk in zeros():
        crc = zlib.crc32(chunk, crc)
    archive = StoredZip(
        [Record("archive/big", size, crc, zeros), Record("archive/after", 2, zlib.crc32(b"ok"), lambda: iter((b"ok",)))]
    )
    path = tmp_path / "big.zip"
    with path.open("wb") as out:
        for chunk in archive.chunks():
            if chunk is block:  # the zeros: leave a hole (a sparse file) instead of writing 4 GiB
                out.seek(len(chunk), io.SEEK_CUR)
            else:
                out.write(chunk)
    assert path.stat().st_size == archive.size
    with zipfile.ZipFile(path) as opened:
        big, small = opened.infolist()
        assert big.file_size == size and small.header_offset > 2**32
        assert opened.read("archive/after") == b"ok"


DTYPES = [
    torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int8, torch.uint8, torch.int16,
    torch.int32, torch.int64, torch.bool, torch.complex64, torch.complex128, torch.uint16, torch.uint32,
    torch.uint64, torch.float8_e4m3fn, torch.float8_e5m2, torch.float8_e4m3fnuz, torch.float8_e5m2fnuz,
]  # fmt: skip


@st.composite
def state_dicts(draw: Any) -> dict[str, Any]:
    """Random state dicts: dtypes, 0-dim and 0-size shapes, parameters, tensors sharing a storage through
    views with offsets and non-contiguous strides."""
    value: dict[str, Any] = {}
    for index in range(draw(st.integers(1, 6))):
        dtype = draw(st.sampled_from(DTYPES))
        shape = tuple(draw(st.lists(st.integers(0, 5), max_size=3)))
        base = torch.randint(0, 100, shape or (), dtype=torch.int64).to(dtype)
        kind = draw(st.sampled_from(["plain", "param", "view", "transpose"]))
        if kind == "param" and dtype.is_floating_point:
            value[f"p{index}"] = torch.nn.Parameter(base, requires_grad=draw(st.booleans()))
        elif kind == "view" and base.dim() and base.shape[0] > 1:
            value[f"b{index}"] = base
            value[f"v{index}"] = base[1:]
        elif kind == "transpose" and base.dim() == 2:
            value[f"b{index}"] = base
            value[f"t{index}"] = base.t()
        else:
            value[f"x{index}"] = base
    return value


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state_dicts())
def test_random_state_dicts_round_trip_pickled_p2_pickled(value: dict[str, Any]) -> None:
    back, loaded = _round_trip(value)
    assert _describe(loaded) == _describe(value)
    assert _opcodes(back) == _opcodes(_torch_save(value))


def test_what_p2_cannot_express_is_refused_naming_the_entry() -> None:
    quantized = torch.quantize_per_tensor(torch.randn(4), 0.1, 0, torch.qint8)
    for value, expected in (
        ({"q": quantized}, "'q' is a quantized tensor"),
        ({"fp4": torch.empty(2, dtype=torch.float4_e2m1fn_x2)}, "'fp4' is a float4_e2m1fn_x2 tensor"),
        ({"raw": torch.empty(2, dtype=torch.bits8)}, "'raw' is a bits8 tensor"),
    ):
        pickled = Artifact(
            program=_mlp_program(),
            layout=Layout.P1,
            members={WEIGHTS: BytesBlob(_torch_save(value)), CONSTANTS: BytesBlob(b"")},
            source="mem://x.pt2",
        )
        with pytest.raises(serde.ContainerError, match=expected) as info:
            raw_storages.pickles_to_p2(pickled)
        assert info.value.member == WEIGHTS


def test_conversion_does_not_import_torch(tmp_path: Path) -> None:
    """Every layout pair, in a fresh interpreter where importing torch fails."""
    item = next(a for a in corpus_artifacts() if a.torch_version == "2.13.0" and a.model == "cnn_bn_eval")
    old = next(a for a in corpus_artifacts() if a.torch_version == "2.5.1" and a.model == "cnn_bn_eval")
    script = f"""
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "torch" or name.startswith("torch."):
            raise ImportError("torch is blocked in this test")
sys.meta_path.insert(0, Block())
import serde
for source, layout in (({str(item.path)!r}, "P1"), ({str(item.path)!r}, "C4"), ({str(old.path)!r}, "P2")):
    out = {str(tmp_path)!r} + "/" + layout + ".pt2"
    serde.save(serde.load(source, to="8.20"), out, layout=layout)
    assert serde.load(out).layout.value == layout
assert "torch" not in sys.modules
print("ok")
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=False)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-2000:]
    for layout in ("P1", "C4", "P2"):
        program = torch.export.load(str(tmp_path / f"{layout}.pt2"))
        reference = torch.export.load(str(item.path))
        assert _describe(program.state_dict) == _describe(reference.state_dict)


def test_a_generated_archive_knows_its_crc_without_reading_its_records() -> None:
    data = [bytes(range(i % 256)) * 7 for i in range(40, 60)]
    read: list[int] = []

    def source(index: int) -> Any:
        read.append(index)
        return iter((data[index],))

    archive = StoredZip(
        [Record(f"archive/data/{i}", len(d), zlib.crc32(d), lambda i=i: source(i)) for i, d in enumerate(data)]
    )
    crc = archive.crc32
    assert not read
    assert crc == zlib.crc32(archive.read())


def test_a_corrupt_storage_record_fails_the_conversion_naming_the_member() -> None:
    """Storages are copied without being parsed, so their CRC-32 is what catches a flipped byte."""
    saved = bytearray(_torch_save({"w": torch.arange(64, dtype=torch.float32)}))
    with zipfile.ZipFile(io.BytesIO(bytes(saved))) as opened:
        info = opened.getinfo("archive/data/0")
    start = info.header_offset + 30 + len(info.filename)
    start += int.from_bytes(saved[info.header_offset + 28 : info.header_offset + 30], "little")
    saved[start + 5] ^= 0xFF
    pickled = Artifact(
        program=_mlp_program(),
        layout=Layout.P1,
        members={WEIGHTS: BytesBlob(bytes(saved)), CONSTANTS: BytesBlob(b"")},
        source="mem://corrupt.pt2",
    )
    p2 = Artifact(program=pickled.program, layout=Layout.P2, members=raw_storages.pickles_to_p2(pickled))
    with pytest.raises(serde.ContainerError, match="CRC-32") as info_error:
        serde.save(p2, "memory://corrupt-out.pt2")
    assert info_error.value.member == WEIGHTS and info_error.value.source == "mem://corrupt.pt2"


def test_a_config_copied_into_another_blob_is_not_validated_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same config bytes at the same version, in another blob (an output's copy), give the config already
    validated; other bytes are parsed and validated."""
    from serde.containers import p2
    from serde.containers.blobs import BytesBlob

    artifact = serde.load(str(next(a for a in corpus_artifacts() if a.torch_version == "2.13.0").path))
    member = p2.config_members(artifact)[0]
    first = p2.read_config(artifact, member)
    parsed: list[str] = []
    real = p2.validate_and_screen

    def counting(config: object, *args: object, **kwargs: object) -> object:
        parsed.append(str(kwargs.get("source")))
        return real(config, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(p2, "validate_and_screen", counting)
    data = artifact.members[member].read()
    artifact.members[member] = BytesBlob(bytes(data))
    assert p2.read_config(artifact, member) is first and parsed == []
    artifact.members[member] = BytesBlob(data.replace(b'"config"', b' "config"', 1))
    assert p2.read_config(artifact, member) == first and len(parsed) == 1
