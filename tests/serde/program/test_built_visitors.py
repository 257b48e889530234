"""The traversals the steps run and the schema checkers are built with the package (``serde/program/built``,
written by ``tools/build_visitors.py``), not generated in a user's process."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from project_paths import CORPUS, ROOT
from tool_modules import tool_module

import serde
import serde.program.built as built
from serde.program import walk

build_visitors = tool_module("build_visitors")


def test_each_built_traversal_is_what_the_specs_and_the_generator_give_for_its_key() -> None:
    keys, checkers = list(built.INDEX), list(built.CHECKERS)
    assert len(keys) >= 20 and len(checkers) >= 2 * len(serde.known_versions())
    files = build_visitors.built_files(keys, checkers)
    folder = ROOT / "serde" / "program" / "built"
    present = {path.name: path.read_text(encoding="utf-8") for path in folder.glob("*.py")}
    assert present == files, "stale: run tools/build_visitors.py"


@pytest.mark.parametrize("native", ["on", "off"])
def test_a_migration_of_the_corpus_generates_no_code(native: str) -> None:
    """A fresh process migrating every bundled artifact, then validating a broken program (whose error only
    the Python checker words), runs only built traversals and checkers, and compiles nothing: with the C
    checker, and without it (``PT2_SERDE_NATIVE=off``, as where the package was installed without a compiler)."""
    probe = (
        "import sys, tempfile, serde\n"
        "from serde.program import codegen, validate, walk\n"
        "report = serde.migrate(sys.argv[1], dest=tempfile.mkdtemp() + '/out', workers=2)\n"
        "assert report.ok, report.summary()\n"
        "program = serde.load(sys.argv[2]).program\n"
        "program['graph_module']['graph']['nodes'][0]['name'] = 7\n"
        "try:\n"
        "    serde.validate(program)\n"
        "except serde.SchemaError as exc:\n"
        "    assert exc.path.endswith('.nodes[0].name'), exc.path\n"
        "print(len(walk.GENERATED_HERE), len(validate.GENERATED_HERE), len(codegen._SOURCES))\n"
    )
    environment = {**os.environ, "PT2_SERDE_CODE_CACHE": "off", "PT2_SERDE_NATIVE": native}
    artifact = str(CORPUS / "2.13.0" / "mlp" / "model.pt2")
    done = subprocess.run(
        [sys.executable, "-c", probe, str(CORPUS), artifact], capture_output=True, text=True, env=environment
    )
    assert done.returncode == 0 and done.stdout.split() == ["0", "0", "0"], done.stdout + done.stderr


def test_a_checker_not_built_is_generated_where_it_is_met() -> None:
    """A root no pt2-serde caller validates from is still checked, by a checker generated here."""
    from serde.program import validate

    key = ("8.20", "TensorMeta", ())
    assert key not in built.CHECKERS
    validate._checker.cache_clear()
    with pytest.raises(serde.SchemaError, match="required field missing"):
        serde.validate({"dtype": 1}, "8.20", root="TensorMeta")
    assert key in validate.GENERATED_HERE


def test_a_handler_set_not_built_is_generated_where_it_is_met() -> None:
    """A step written after the package was built (or a handler set no census run asked for) still runs."""
    program = {"graph_module": {"graph": {"nodes": [{"target": "aten.add.Tensor"}]}}}
    seen: list[str] = []
    key = ("8.20", "ExportedProgram", frozenset({"Node", "str"}), frozenset())
    assert key not in built.INDEX
    before = len(walk.GENERATED_HERE)
    walk.visit("8.20", program, {"Node": lambda node, path: seen.append(node["target"]) or node, "str": lambda v, p: v})
    assert seen == ["aten.add.Tensor"] and walk.GENERATED_HERE[before:] == [key]


@pytest.mark.slow
def test_the_built_package_is_what_the_census_gives() -> None:
    """Every handler set the steps ask for over the corpora, each artifact to each schema, is built."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "build_visitors.py"), "--check"], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stdout + done.stderr
