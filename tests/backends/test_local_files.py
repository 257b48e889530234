"""``backends.local.LocalFiles`` answers a local store's calls as fsspec's ``LocalFileSystem`` does."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from fsspec.core import strip_protocol
from fsspec.implementations.local import LocalFileSystem

from backends.local import LocalFiles, strip_local


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A file, a folder, a link to the file, a dangling link and a FIFO; the working directory is the tree."""
    (tmp_path / "folder").mkdir()
    (tmp_path / "file.bin").write_bytes(bytes(range(256)) * 4)
    (tmp_path / "link").symlink_to(tmp_path / "file.bin")
    (tmp_path / "dangling").symlink_to(tmp_path / "nothing")
    os.mkfifo(tmp_path / "fifo")
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize(
    "path",
    ["file.bin", "./file.bin", ".", "folder/", "file:///x/y/", "local://x", "file:relative", "~/x", "/", "a/../b"],
)
def test_names_are_fsspecs(tree: Path, path: str) -> None:
    assert strip_local(path) == strip_protocol(path)


def test_calls_answer_as_fsspec_does(tree: Path) -> None:
    ours, theirs = LocalFiles(), LocalFileSystem()
    for name in ("file.bin", "folder", "link", "fifo", str(tree / "file.bin")):
        assert ours.info(name) == theirs.info(name), name
        for call in ("exists", "isdir", "isfile"):
            assert getattr(ours, call)(name) == getattr(theirs, call)(name), (call, name)
    for call in ("info",):
        with pytest.raises(FileNotFoundError):
            getattr(ours, call)("dangling")
        with pytest.raises(FileNotFoundError):
            getattr(theirs, call)("dangling")
    assert ours.exists("dangling") == theirs.exists("dangling") is False
    for start, end in ((None, None), (10, 20), (-8, None), (1000, None), (5, -5), (-2000, 3), (1020, 2000)):
        assert ours.cat_file("file.bin", start, end) == theirs.cat_file("file.bin", start, end), (start, end)
    spans = ([0, 300, 1020], [2, 303, 1024])
    assert ours.cat_ranges(["file.bin"] * 3, *spans, on_error="raise") == theirs.cat_ranges(["file.bin"] * 3, *spans)
    with ours.open("link") as handle:
        assert handle.read(4) == bytes(range(4))
    assert sorted(ours.glob(str(tree / "f*"))) == sorted(theirs.glob(str(tree / "f*")))  # handed to fsspec
    ours.rm_file("link")
    assert not (tree / "link").exists() and (tree / "file.bin").exists()
