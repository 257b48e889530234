"""Dependencies between the three packages point one way: upgraders -> serde -> backends (checked on every
import statement, at module level or inside functions)."""

from __future__ import annotations

import ast
from pathlib import Path

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
