"""The on-disk cache of compiled generated code: a fresh process reuses what an earlier one compiled, and the
cache is used only where nobody but the user can write (loading a cached code object runs it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from serde.program import codegen

SOURCE = "def answer():\n    return FORTY + 2\n"


def _compile_fails(*args: object, **kwargs: object) -> object:
    raise AssertionError("compiled although the cache holds the code")


def test_a_second_compile_comes_from_the_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(codegen.CACHE_ENVIRONMENT, str(tmp_path))
    assert codegen.compile_generated(SOURCE, "cache probe", {"FORTY": 40})["answer"]() == 42
    folder = codegen.cache_folder()
    assert folder is not None and folder.parent == tmp_path
    (cached,) = folder.glob("*.code")
    assert cached.stat().st_mode & 0o777 == 0o600 and folder.stat().st_mode & 0o777 == 0o700
    monkeypatch.setattr("builtins.compile", _compile_fails)
    assert codegen.compile_generated(SOURCE, "cache probe", {"FORTY": 1})["answer"]() == 3


def test_a_fresh_process_reuses_the_validators_another_compiled(tmp_path: Path) -> None:
    environment = {**os.environ, codegen.CACHE_ENVIRONMENT: str(tmp_path)}
    probe = (
        "import builtins, serde\n"
        "from serde.program.validate import _checker\n"
        "import sys\n"
        "if sys.argv[1] == 'cached':\n"
        "    builtins.compile = None  # any compile now fails\n"
        "for version in serde.known_versions():\n"
        "    _checker(version, 'TensorMeta')  # not built with the package: generated and compiled here\n"
    )
    subprocess.run([sys.executable, "-c", probe, "first"], check=True, env=environment)
    assert len(list(tmp_path.rglob("*.code"))) == len(__import__("serde").known_versions())
    subprocess.run([sys.executable, "-c", probe, "cached"], check=True, env=environment)


def test_a_folder_others_can_write_is_not_used(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(codegen.CACHE_ENVIRONMENT, str(tmp_path))
    folder = codegen.cache_folder()
    assert folder is not None
    folder.mkdir(parents=True)
    folder.chmod(0o777)
    assert codegen.compile_generated(SOURCE, "shared folder", {"FORTY": 40})["answer"]() == 42
    assert list(folder.iterdir()) == []


def test_a_planted_or_broken_file_is_never_loaded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(codegen.CACHE_ENVIRONMENT, str(tmp_path))
    codegen.compile_generated(SOURCE, "planted", {"FORTY": 40})
    folder = codegen.cache_folder()
    assert folder is not None
    (cached,) = folder.glob("*.code")
    hostile = compile("def answer():\n    return 'hostile'\n", "<x>", "exec")
    elsewhere = tmp_path / "elsewhere.code"
    elsewhere.write_bytes(__import__("marshal").dumps(hostile))
    cached.unlink()
    cached.symlink_to(elsewhere)  # a link is not followed
    assert codegen.compile_generated(SOURCE, "planted", {"FORTY": 40})["answer"]() == 42
    cached.unlink()
    cached.write_bytes(__import__("marshal").dumps(hostile))
    cached.chmod(0o666)  # writable by others: not trusted
    assert codegen.compile_generated(SOURCE, "planted", {"FORTY": 40})["answer"]() == 42
    cached.chmod(0o600)
    cached.write_bytes(b"\x00not marshal")  # broken: compiled again and replaced
    assert codegen.compile_generated(SOURCE, "planted", {"FORTY": 40})["answer"]() == 42
    assert cached.read_bytes() != b"\x00not marshal"


def test_the_cache_can_be_turned_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(codegen.CACHE_ENVIRONMENT, "off")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert codegen.cache_folder() is None
    assert codegen.compile_generated(SOURCE, "off", {"FORTY": 40})["answer"]() == 42
    assert list(tmp_path.iterdir()) == []
