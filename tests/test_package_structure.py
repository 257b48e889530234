"""Dependencies between the three packages point one way: upgraders -> serde -> backends (checked on every
import statement, at module level or inside functions)."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ALLOWED = {"backends": set(), "serde": {"backends"}, "upgraders": {"serde", "backends"}}


def _imports(package: str) -> dict[str, set[str]]:
    """For each module of ``package``, the top-level packages of this project it imports."""
    found: dict[str, set[str]] = {}
    for path in sorted((ROOT / package).rglob("*.py")):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module.split(".")[0])
        found[str(path.relative_to(ROOT))] = names & set(ALLOWED)
    return found


def test_no_package_imports_one_that_depends_on_it() -> None:
    offending = {
        module: sorted(names - ALLOWED[package] - {package})
        for package in ALLOWED
        for module, names in _imports(package).items()
        if names - ALLOWED[package] - {package}
    }
    assert offending == {}


def test_the_check_sees_imports() -> None:
    assert "backends" in _imports("serde")["serde/containers/reader.py"]
    assert "serde" in _imports("upgraders")["upgraders/from_1_to_2.py"]


def _private_filesystem_uses(package: str) -> list[str]:
    """Every ``<filesystem>._name`` in ``package``: attribute access on a name or attribute called ``fs``."""
    found = []
    for path in sorted((ROOT / package).rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__")):
                continue
            owner = node.value
            owner_name = getattr(owner, "id", None) or getattr(owner, "attr", "")
            if owner_name == "fs" or owner_name.endswith("_fs"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {owner_name}.{node.attr}")
    return found


def test_only_public_fsspec_api_is_used() -> None:
    """fsspec implementations are reached through their public API only (no ``fs._strip_protocol``,
    ``fs._call``, ``fs._location``...), so a new fsspec or gcsfs release cannot break pt2-serde silently."""
    assert _private_filesystem_uses("backends") + _private_filesystem_uses("serde") == []


def test_the_private_api_check_sees_uses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "probe"
    package.mkdir()
    (package / "m.py").write_text("def f(fs, store):\n    return fs._call('GET', store.fs._location)\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert sorted(_private_filesystem_uses("probe")) == ["probe/m.py:2: fs._call", "probe/m.py:2: fs._location"]
