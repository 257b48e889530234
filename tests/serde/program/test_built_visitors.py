"""The traversals the steps run are built with the package (``serde/program/built``, written by
``tools/build_visitors.py``), not generated in a user's process."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from project_paths import CORPUS, ROOT

import serde.program.built as built
from serde.program import walk

sys.path.insert(0, str(ROOT / "tools"))
import build_visitors  # noqa: E402


def test_each_built_traversal_is_what_the_specs_and_the_generator_give_for_its_key() -> None:
    keys = list(built.INDEX)
    assert len(keys) >= 20
    files = build_visitors.built_files(keys)
    folder = ROOT / "serde" / "program" / "built"
    present = {path.name: path.read_text(encoding="utf-8") for path in folder.glob("*.py")}
    assert present == files, "stale: run tools/build_visitors.py"


def test_a_migration_of_the_corpus_generates_no_code() -> None:
    """A fresh process migrating every bundled artifact runs only built traversals, and compiles nothing."""
    probe = (
        "import sys, tempfile, serde\n"
        "from serde.program import codegen, walk\n"
        "report = serde.migrate(sys.argv[1], dest=tempfile.mkdtemp() + '/out', workers=2)\n"
        "assert report.ok, report.summary()\n"
        "print(len(walk.GENERATED_HERE), len(codegen._SOURCES))\n"
    )
    environment = {**os.environ, "PT2_SERDE_CODE_CACHE": "off"}
    done = subprocess.run(
        [sys.executable, "-c", probe, str(CORPUS)], capture_output=True, text=True, check=True, env=environment
    )
    assert done.stdout.split() == ["0", "0"], done.stdout + done.stderr


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
