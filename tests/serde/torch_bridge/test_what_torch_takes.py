"""The entry points take what ``torch.export.load`` takes: path strings, path objects and binary file objects
(as well as fsspec URLs); ``load_exported_program`` fills ``extra_files`` as torch does; a keyword that
neither the call nor the store takes is a ``TypeError`` naming it, never passed on unread."""

from __future__ import annotations

import gc
import io
import tempfile
from pathlib import Path

import pytest
from artifact_trees import CORPUS
from project_paths import DATA

import serde

MLP = CORPUS / "2.4.1" / "mlp" / "model.pt2"
EXTRA = DATA / "extra_files"


@pytest.mark.parametrize("how", ["str", "path", "bytesio", "file"])
def test_load_check_upgrade_and_diff_take_paths_and_file_objects(how: str) -> None:
    def source() -> object:
        if how == "str":
            return str(MLP)
        if how == "path":
            return MLP
        if how == "bytesio":
            return io.BytesIO(MLP.read_bytes())
        return MLP.open("rb")

    assert serde.load(source()).version == serde.SchemaVersion(5, 3)  # type: ignore[arg-type]
    assert serde.check(source(), ["2.13.0"]).ok  # type: ignore[arg-type]
    assert serde.upgrade(source()).artifact.version == serde.newest_version()  # type: ignore[arg-type]
    assert serde.diff_artifacts(source(), str(MLP)).same  # type: ignore[arg-type]


def test_a_file_object_s_copy_goes_with_the_artifact() -> None:
    """The members are read lazily from a private copy, removed when the artifact goes."""
    scratch = Path(tempfile.gettempdir())
    before = set(scratch.glob("pt2-serde-*.pt2"))
    artifact = serde.load(io.BytesIO(MLP.read_bytes()))
    (copy,) = set(scratch.glob("pt2-serde-*.pt2")) - before
    assert copy.stat().st_mode & 0o077 == 0  # readable by this user only
    assert {name: blob.read() for name, blob in artifact.members.items()}  # read from the copy
    del artifact
    gc.collect()
    assert not copy.exists()


def test_a_text_stream_or_another_object_is_refused() -> None:
    with pytest.raises(TypeError, match="binary file object"):
        serde.load(io.StringIO("not bytes"))  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="a path, a URL or a binary file object"):
        serde.load(42)  # type: ignore[arg-type]


def test_misspelled_keywords_are_type_errors() -> None:
    with pytest.raises(TypeError, match="'trust_pickle'.*neither load\\(\\) nor a local path"):
        serde.load(str(MLP), trust_pickle=True)
    with pytest.raises(TypeError, match="'ket'.*the s3:// store"):
        serde.load("s3://bucket/model.pt2", ket="x")


@pytest.mark.torch
@pytest.mark.parametrize("release", ["2.1.2", "2.5.1", "2.12.1"])
def test_load_exported_program_takes_what_torch_export_load_takes(release: str) -> None:
    import torch

    path = EXTRA / f"{release}.pt2"
    ours: dict[str, object] = {"notes.txt": "", "config.json": ""}
    program = serde.load_exported_program(path, extra_files=ours)
    assert ours == {"notes.txt": "hello", "config.json": '{"a": 1}'}
    with path.open("rb") as handle:
        from_file = serde.load_exported_program(handle)
    assert str(from_file.graph) == str(program.graph)
    assert isinstance(serde.load_exported_program(io.BytesIO(path.read_bytes())), torch.export.ExportedProgram)
    with pytest.raises(TypeError, match="'trust_pickle'"):
        serde.load_exported_program(str(path), trust_pickle=True)


def test_results_show_in_a_notebook_as_one_short_line(tmp_path: Path) -> None:
    """A notebook prints ``repr`` of what a cell returns: never the program tree (megabytes for a real model)."""
    source = CORPUS / "2.9.1" / "ops_zoo" / "model.pt2"
    artifact = serde.load(str(source))
    shown = [
        repr(artifact),
        repr(serde.upgrade(artifact)),
        repr(serde.check(str(source))),
        repr(serde.migrate(str(source.parent), dest=str(tmp_path / "out"))),
    ]
    for line in shown:
        assert "\n" not in line and "graph_module" not in line and len(line) < 2048, line[:300]
    assert shown[0].startswith(f"<Artifact schema {artifact.version}, layout {artifact.layout.value}, ")
    assert shown[1].startswith(f"<UpgradeResult {artifact.version} -> ") and shown[2].startswith("<CompatReport ")
