"""Reading every corpus container, writing it back in every layout, and refusing bad containers."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus_index import CorpusArtifact, corpus_artifacts

import serde
from serde.cli.commands import main

ARTIFACTS = corpus_artifacts()
EXPECTED_LAYOUT = {
    "2.1.2": "C1",
    "2.2.2": "C2",
    "2.3.1": "C3",
    "2.4.1": "C4",
    "2.5.1": "C4",
    "2.6.0": "C4",
    "2.7.1": "C4",
    "2.8.0": "P1",
}


def _members(artifact: serde.Artifact) -> dict[str, bytes]:
    return {name: blob.read() for name, blob in artifact.members.items()}


@pytest.mark.parametrize("item", ARTIFACTS, ids=str)
def test_layout_and_version_detected_from_content(item: CorpusArtifact, tmp_path: Path) -> None:
    renamed = tmp_path / "no-extension-hint.bin"
    renamed.write_bytes(item.path.read_bytes())
    artifact = serde.load(str(renamed))
    assert artifact.layout.value == EXPECTED_LAYOUT.get(item.torch_version, "P2")
    assert artifact.version == serde.SchemaVersion.parse(item.meta["schema_version"])
    assert serde.validate(artifact.program) == artifact.version
    archive = dict(item.meta["archive"])
    for name, blob in artifact.members.items():
        full = name if artifact.layout.is_legacy_zip else f"{artifact.archive_root}/{name}"
        assert blob.size == archive[full]


@pytest.mark.parametrize("item", ARTIFACTS, ids=str)
def test_same_layout_round_trip_is_byte_exact_for_blobs(item: CorpusArtifact, tmp_path: Path) -> None:
    artifact = serde.load(str(item.path))
    target = tmp_path / "copy.pt2"
    assert serde.save(artifact, str(target), layout=artifact.layout) is artifact.layout
    again = serde.load(str(target))
    assert again.program == artifact.program and again.layout is artifact.layout
    assert _members(again) == _members(artifact)


def test_default_layout_is_the_one_torch_of_that_version_writes(tmp_path: Path) -> None:
    for torch_version, layout in [("2.1.2", "C1"), ("2.3.1", "C3"), ("2.6.0", "C4"), ("2.8.0", "P1"), ("2.13.0", "P2")]:
        item = next(a for a in ARTIFACTS if a.torch_version == torch_version and a.model == "mlp")
        assert serde.save(serde.load(str(item.path)), str(tmp_path / f"{torch_version}.pt2")).value == layout


def test_output_is_deterministic(tmp_path: Path) -> None:
    item = next(a for a in ARTIFACTS if a.torch_version == "2.13.0" and a.model == "ops_zoo")
    artifact = serde.load(str(item.path))
    serde.save(artifact, str(tmp_path / "a.pt2"))
    serde.save(serde.load(str(item.path)), str(tmp_path / "b.pt2"))
    assert (tmp_path / "a.pt2").read_bytes() == (tmp_path / "b.pt2").read_bytes()


@pytest.mark.parametrize("fmt", ["json", "msgpack"])
def test_program_only_payload_files(fmt: str, tmp_path: Path) -> None:
    item = next(a for a in ARTIFACTS if a.torch_version == "2.5.1" and a.model == "cond")
    artifact = serde.load(str(item.path))
    target = tmp_path / "program.bin"
    assert serde.save(artifact, str(target), layout="payload", format=fmt) is serde.Layout.PAYLOAD
    assert serde.sniff_format(target.read_bytes()) == fmt
    again = serde.load(str(target))
    assert again.layout is serde.Layout.PAYLOAD and again.program == artifact.program
    assert again.program_format == fmt and again.members == {}


def test_msgpack_inside_a_container_is_refused(tmp_path: Path) -> None:
    artifact = serde.load(str(ARTIFACTS[0].path))
    with pytest.raises(ValueError, match="JSON"):
        serde.save(artifact, str(tmp_path / "x.pt2"), format="msgpack")
    assert not (tmp_path / "x.pt2").exists()


def test_payload_cannot_become_a_container(tmp_path: Path) -> None:
    (tmp_path / "p.json").write_bytes(ARTIFACTS[-1].program_bytes())
    with pytest.raises(serde.ContainerError, match="payload"):
        serde.save(serde.load(str(tmp_path / "p.json")), str(tmp_path / "x.pt2"), layout="P2")


def test_if_absent_refuses_to_overwrite(tmp_path: Path) -> None:
    artifact = serde.load(str(ARTIFACTS[0].path))
    target = tmp_path / "x.pt2"
    target.write_bytes(b"precious")
    with pytest.raises(serde.PreconditionFailedError):
        serde.save(artifact, str(target), if_absent=True)
    assert target.read_bytes() == b"precious"


def test_extra_files_survive_layout_changes(tmp_path: Path) -> None:
    item = next(a for a in ARTIFACTS if a.torch_version == "2.6.0" and a.model == "mlp")
    source = tmp_path / "with-extra.pt2"
    with zipfile.ZipFile(item.path) as old, zipfile.ZipFile(source, "w") as new:
        for info in old.infolist():
            new.writestr(info, old.read(info))
        new.writestr("extra_files/notes.txt", "hello")
    artifact = serde.load(str(source))
    assert artifact.extra_files["notes.txt"].read() == b"hello"
    serde.save(artifact, str(tmp_path / "p1.pt2"), layout="P1")
    assert serde.load(str(tmp_path / "p1.pt2")).extra_files["notes.txt"].read() == b"hello"


def _zip(path: Path, members: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


def test_truncated_zip(tmp_path: Path) -> None:
    data = ARTIFACTS[-1].path.read_bytes()
    broken = tmp_path / "truncated.pt2"
    broken.write_bytes(data[: len(data) // 2])
    with pytest.raises(serde.ContainerError, match="truncated") as info:
        serde.load(str(broken))
    assert str(broken) in str(info.value)


def test_missing_program_member(tmp_path: Path) -> None:
    path = _zip(tmp_path / "a.pt2", {"serialized_state_dict.pt": b"x", "version": b"5.3"})
    with pytest.raises(serde.ContainerError) as info:
        serde.load(str(path))
    assert info.value.member == "serialized_exported_program.json" and str(path) in str(info.value)


def test_pt2_without_program(tmp_path: Path) -> None:
    path = _zip(tmp_path / "a.pt2", {"model/archive_format": b"pt2", "model/data/weights/model.pt": b"x"})
    with pytest.raises(serde.ContainerError, match="missing program member"):
        serde.load(str(path))


@pytest.mark.parametrize("name", ["../evil.json", "/etc/passwd", "a/../../b", "C:/windows"])
def test_unsafe_member_names(name: str, tmp_path: Path) -> None:
    path = _zip(tmp_path / "a.pt2", {"serialized_exported_program.json": ARTIFACTS[0].program_bytes(), name: b"x"})
    with pytest.raises(serde.ContainerError, match="unsafe") as info:
        serde.load(str(path))
    assert info.value.member == name


@pytest.mark.parametrize("name", ["a\x1b]0;title\x07b.json", "weights\x7f.pt", "\x1b[2J"])
def test_a_member_name_with_control_characters_is_named_exactly_and_escaped_once(name: str, tmp_path: Path) -> None:
    """The refusal keeps the stored name in ``member`` and shows it once, escaped (``'a\\x1b]...'``, never
    the escape doubled to ``'a\\\\x1b]...'``, nor the character itself)."""
    path = _zip(tmp_path / "a.pt2", {"serialized_exported_program.json": ARTIFACTS[0].program_bytes(), name: b"x"})
    with pytest.raises(serde.ContainerError, match="unsafe member name") as info:
        serde.load(str(path))
    assert info.value.member == name
    message = str(info.value)
    assert repr(name) in message and "\\\\" not in message
    assert not any(character in message for character in "\x1b\x07\x7f")


def test_unknown_layout(tmp_path: Path) -> None:
    path = tmp_path / "x.bin"
    path.write_bytes(b"GIF89a\x01\x00")
    with pytest.raises(serde.ContainerError, match="unknown layout"):
        serde.load(str(path))
    path.write_bytes(b"\x89PNG\r\n\x1a\n")
    with pytest.raises(serde.SerdeError) as info:
        serde.load(str(path))
    assert str(path) in str(info.value)


def test_corrupt_program_json_names_member(tmp_path: Path) -> None:
    path = _zip(tmp_path / "a.pt2", {"serialized_exported_program.json": b'{"schema_version": 1, ', "version": b"1"})
    with pytest.raises(serde.ContainerError) as info:
        serde.load(str(path))
    assert info.value.member == "serialized_exported_program.json"


def test_version_entry_disagreeing_with_program(tmp_path: Path) -> None:
    item = next(a for a in ARTIFACTS if a.torch_version == "2.4.1" and a.model == "mlp")
    path = tmp_path / "a.pt2"
    with zipfile.ZipFile(item.path) as old, zipfile.ZipFile(path, "w") as new:
        for info in old.infolist():
            new.writestr(info.filename, b"8.20" if info.filename == "version" else old.read(info))
    with pytest.raises(serde.ContainerError, match="8.20") as info:
        serde.load(str(path))
    assert "5.3" in str(info.value)


def test_zip_bomb_is_capped_on_real_sizes(tmp_path: Path) -> None:
    item = next(a for a in ARTIFACTS if a.torch_version == "2.13.0" and a.model == "mlp")
    path = tmp_path / "bomb.pt2"
    with zipfile.ZipFile(item.path) as old, zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as new:
        for info in old.infolist():
            new.writestr(info.filename, old.read(info))
        new.writestr("model/extra/bomb", b"\0" * (64 << 20))
    artifact = serde.load(str(path), max_uncompressed=1 << 30)
    assert artifact.extra_files["bomb"].size == 64 << 20
    with pytest.raises(serde.ContainerError, match="zip bomb"):
        serde.load(str(path), max_uncompressed=8 << 20)


def test_zip_bomb_with_lying_sizes(tmp_path: Path) -> None:
    """A member whose header declares a small size but inflates to more is stopped by the real count."""
    program = ARTIFACTS[0].program_bytes()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("serialized_exported_program.json", program)
        archive.writestr("serialized_state_dict.json", b"\0" * (4 << 20))
        archive.writestr("version", b"1")
    data = bytearray(buffer.getvalue())
    real = (4 << 20).to_bytes(4, "little")
    fake = (10).to_bytes(4, "little")
    data = bytearray(bytes(data).replace(real, fake))
    path = tmp_path / "liar.pt2"
    path.write_bytes(bytes(data))
    artifact = serde.load(str(path), max_uncompressed=len(program) + 1024)
    with pytest.raises(serde.ContainerError) as info:
        artifact.members["serialized_state_dict.json"].read()
    assert info.value.member == "serialized_state_dict.json"


def test_missing_file() -> None:
    with pytest.raises(serde.NotFoundError, match="nowhere.pt2") as info:
        serde.load("/nonexistent/nowhere.pt2")
    assert "wildcard" not in str(info.value)


def test_a_wildcard_where_one_artifact_is_read_is_said_not_to_be_expanded(tmp_path: Path) -> None:
    """``pt2-serde validate 'models/*.pt2'`` read "no such object" while the pattern matched files: the
    message now says that a pattern is expanded only by the commands that take many artifacts."""
    item = next(a for a in ARTIFACTS if a.torch_version == "2.13.0" and a.model == "mlp")
    (tmp_path / "model.pt2").write_bytes(item.path.read_bytes())
    with pytest.raises(serde.NotFoundError, match=r"wildcards are expanded only where a command takes many"):
        serde.load(str(tmp_path / "*.pt2"))
    validated = CliRunner().invoke(main, ["validate", str(tmp_path / "m?del.pt2")])
    assert validated.exit_code == 2 and "wildcards are expanded only" in validated.output
    checked = CliRunner().invoke(main, ["check", str(tmp_path / "*.pt2"), "--torch", "2.13.0"])
    assert checked.exit_code == 0 and "1/1 loadable" in checked.output


def test_inspect_cli_json() -> None:
    item = next(a for a in ARTIFACTS if a.torch_version == "2.13.0" and a.model == "cond")
    result = CliRunner().invoke(main, ["inspect", str(item.path), "--format", "json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["schema_version"] == "8.20" and summary["layout"] == "P2"
    assert summary["torch_version"].startswith("2.13.0")
    assert {"torch.ops.higher_order.cond", "torch.ops.aten.gt.Scalar", "torch.ops.aten.sum.default"} <= set(
        summary["operators"]
    )
    assert 0 < summary["nodes"] <= item.meta["node_count"] <= summary["nodes_in_all_graphs"] + 10
    assert "torch.ops.higher_order.cond" in summary["operators"]
    assert summary["blobs"]["data/weights/model_weights_config.json"] > 0


def test_inspect_cli_text_and_errors(tmp_path: Path) -> None:
    item = next(a for a in ARTIFACTS if a.torch_version == "2.1.2" and a.model == "mlp")
    result = CliRunner().invoke(main, ["inspect", str(item.path)])
    assert result.exit_code == 0 and "layout C1" in result.output and "2.1.2" in result.output
    (tmp_path / "bad.pt2").write_bytes(b"PK\x03\x04garbage")
    bad = CliRunner().invoke(main, ["inspect", str(tmp_path / "bad.pt2")])
    assert bad.exit_code == 1 and "bad.pt2" in bad.output  # a corrupt artifact: "no", as in every command
