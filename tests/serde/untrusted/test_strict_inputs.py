"""Strict containers and values: what torch and pt2-serde could read differently is refused, sizes are
proven before anything is allocated, and every failure on bad input is a SerdeError naming file and member."""

from __future__ import annotations

import json
import subprocess
import sys
import warnings
import zipfile
import zlib
from pathlib import Path

import pytest
from artifact_trees import CORPUS

import serde

MLP_P2 = CORPUS / "2.13.0" / "mlp" / "model.pt2"


def _copy_with(
    source: Path, target: Path, extra: list[tuple[str, bytes]], replace: dict[str, bytes] | None = None
) -> Path:
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w") as new:
        for info in old.infolist():
            new.writestr(info, (replace or {}).get(info.filename, old.read(info)))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # zipfile warns about the duplicate name we write on purpose
            for name, data in extra:
                new.writestr(name, data)
    return target


def test_duplicate_member_names_are_refused(tmp_path: Path) -> None:
    path = _copy_with(MLP_P2, tmp_path / "dup.pt2", [("model/models/model.json", b"{}")])
    with pytest.raises(serde.ContainerError, match="two members of this name") as refused:
        serde.load(str(path))
    assert refused.value.member == "model/models/model.json" and refused.value.source == str(path)


@pytest.mark.parametrize("char", [b"\x00", b"\x01", b"\x1f", b"\x7f"])
def test_control_characters_in_raw_member_names_are_refused(tmp_path: Path, char: bytes) -> None:
    path = _copy_with(MLP_P2, tmp_path / "ctl.pt2", [("model/extra/aZb", b"x")])
    data = path.read_bytes().replace(b"extra/aZb", b"extra/a" + char + b"b")
    path.write_bytes(data)
    with pytest.raises(serde.ContainerError, match="control character"):
        serde.load(str(path))


def test_integers_beyond_int64_are_schema_errors(tmp_path: Path) -> None:
    artifact = serde.load(str(MLP_P2))
    program = artifact.program
    program["graph_module"]["graph"]["tensor_values"]["p_fc1_weight"]["sizes"][0]["as_int"] = 2**63
    with pytest.raises(serde.SchemaError, match="outside int64") as refused:
        serde.validate(program)
    assert refused.value.path.endswith("sizes[0].as_int")


def test_payload_configs_are_validated_on_every_read(tmp_path: Path) -> None:
    with zipfile.ZipFile(MLP_P2) as archive:
        config = json.loads(archive.read("model/data/weights/model_weights_config.json"))
    next(iter(config["config"].values()))["is_param"] = "yes"
    path = _copy_with(
        MLP_P2, tmp_path / "cfg.pt2", [], {"model/data/weights/model_weights_config.json": json.dumps(config).encode()}
    )
    with pytest.raises(serde.ContainerError, match="invalid payload config") as refused:
        serde.load(str(path))
    assert refused.value.member == "data/weights/model_weights_config.json"


def _peak_rss_mb(code: str) -> tuple[int, str]:
    """Run ``code`` in a fresh interpreter; its peak RSS above the interpreter's own, in MB, and stderr."""
    script = (
        "import resource, serde\n"
        "base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
        f"try:\n    {code}\n"
        "except serde.SerdeError as exc:\n    import sys; print(type(exc).__name__, exc, file=sys.stderr)\n"
        "print((resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base) // 1024)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return int(done.stdout.strip().splitlines()[-1]), done.stderr


def test_empty_raw_weight_declaring_a_huge_tensor_allocates_nothing(tmp_path: Path) -> None:
    with zipfile.ZipFile(MLP_P2) as archive:
        config = json.loads(archive.read("model/data/weights/model_weights_config.json"))
    entry = next(iter(config["config"].values()))
    entry["tensor_meta"]["sizes"] = [{"as_int": 16000}, {"as_int": 16000}]
    entry["tensor_meta"]["strides"] = [{"as_int": 16000}, {"as_int": 1}]
    replace = {
        "model/data/weights/model_weights_config.json": json.dumps(config).encode(),
        f"model/data/weights/{entry['path_name']}": b"",
    }
    path = _copy_with(MLP_P2, tmp_path / "huge.pt2", [], replace)
    grown, errors = _peak_rss_mb(f"serde.upgrade(serde.load({str(path)!r}), to='2.8.0')")
    assert "CorruptArtifactError" in errors and "needs 1024000000 bytes" in errors  # a ContainerError
    assert grown < 300


class _RepeatedBlocks:
    """A raw deflate compressor for a stream of identical blocks: the first block is compressed and ended
    with a full flush (no back-references across it), so every later block deflates to the same bytes,
    which are repeated instead of computed. zipfile still counts sizes and the CRC-32 of what is written;
    building a 4 GiB member takes a second instead of half a minute."""

    def __init__(self) -> None:
        self._zlib = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -15)
        self._block: bytes | None = None
        self._deflated = b""

    def compress(self, data: bytes) -> bytes:
        if data != self._block:
            self._block = data
            self._deflated = self._zlib.compress(data) + self._zlib.flush(zlib.Z_FULL_FLUSH)
        return self._deflated

    def flush(self) -> bytes:
        return self._zlib.flush()


@pytest.mark.slow
@pytest.mark.parametrize(("member", "blocks"), [("model/extra/zeros", 256), ("model/models/model.json", 64)])
def test_a_deflate_bomb_is_refused_by_the_default_cap(tmp_path: Path, member: str, blocks: int) -> None:
    """A few MiB of deflated zeros declaring 1-4 GiB, as an extra file or as the program itself."""
    path = tmp_path / "bomb.pt2"
    with zipfile.ZipFile(MLP_P2) as old, zipfile.ZipFile(path, "w") as new:
        for info in old.infolist():
            if info.filename != member:
                new.writestr(info, old.read(info))
        bomb = zipfile.ZipInfo(member)
        bomb.compress_type = zipfile.ZIP_DEFLATED
        with new.open(bomb, "w", force_zip64=True) as out:
            out._compressor = _RepeatedBlocks()  # type: ignore[attr-defined]
            block = b"\0" * (1 << 24)
            for _ in range(blocks):  # 16 MiB each, deflating about 1000:1
                out.write(block)
    assert path.stat().st_size < 8 * 2**20
    for code in (
        f"serde.load({str(path)!r})",
        f"serde.save(serde.upgrade(serde.load({str(path)!r}), to='2.8.0').artifact, {str(tmp_path / 'o.pt2')!r})",
        f"serde.load_exported_program({str(path)!r})",
        f"serde.migrate({str(path)!r}, dest={str(tmp_path / 'out')!r})",
    ):
        grown, errors = _peak_rss_mb(code)
        assert grown < 300, code
        if "migrate" not in code:
            assert "possible zip bomb" in errors, code


def test_a_flipped_bit_in_the_central_directory_is_a_container_error(tmp_path: Path) -> None:
    data = bytearray(MLP_P2.read_bytes())
    start = data.rfind(b"PK\x01\x02")
    data[start + 6] = 148  # "version needed to extract" 14.8: zipfile raises NotImplementedError
    path = tmp_path / "flip.pt2"
    path.write_bytes(bytes(data))
    with pytest.raises(serde.ContainerError) as refused:
        artifact = serde.load(str(path))
        for blob in artifact.members.values():
            blob.read()
    assert refused.value.source == str(path)


def test_reading_many_members_stays_linear(tmp_path: Path) -> None:
    """4,000 extra files: every member read once, in well under the quadratic time seen before (43 s)."""
    path = _copy_with(MLP_P2, tmp_path / "many.pt2", [(f"model/extra/f{i}", b"x" * 10) for i in range(4000)])
    done = subprocess.run(
        [sys.executable, "-c",
         "import sys, time, serde\n"
         "a = serde.load(sys.argv[1]); t = time.process_time()\n"
         "for b in a.members.values(): b.read()\n"
         "print(time.process_time() - t)\n", str(path)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert float(done.stdout) < 10
