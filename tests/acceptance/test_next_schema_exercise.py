"""The procedure for the next torch schema (docs/next-release.md), done for real on a temporary copy of the package: a
synthetic 8.21 (the newest spec plus one optional ``Node`` field, as torch minor bumps usually are) needs
the spec file and the scaffolded step module, and nothing else, for a working chain both ways; with the step's
test module and the release's operator census (the slow test) it is released by the book."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from project_paths import ROOT

import serde

PACKAGES = ("serde", "upgraders", "backends")


def _snapshot(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for package in PACKAGES
        for p in sorted((root / package).rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def _new_schema(tmp_path: Path) -> tuple[serde.SchemaVersion, serde.SchemaVersion, Any]:
    """Steps 1 and 2 of the procedure in a copy of the package at ``tmp_path``: the spec of the next schema
    (the newest plus ``Node.debug_handle``, torch release 2.16.0) and its scaffolded step. Returns the newest
    and the next schema and a function running Python in the copy."""
    for package in PACKAGES:
        shutil.copytree(ROOT / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__"))
    before = _snapshot(tmp_path)
    newest = serde.newest_version()
    nxt = serde.SchemaVersion(newest.major, newest.minor + 1)

    # 1. the spec (what `pt2-serde schema snapshot` writes from the new torch), here synthetic
    spec = json.loads((ROOT / "serde" / "schema" / "specs" / f"{newest}.json").read_text())
    spec["schema_version"] = [nxt.major, nxt.minor] if isinstance(spec["schema_version"], list) else str(nxt)
    spec["torch_versions"] = ["2.16.0"]
    node = next(f for f in spec["classes"]["Node"]["fields"])
    assert node["name"] == "target"
    spec["classes"]["Node"]["fields"].append({"name": "debug_handle", "type": "int | None", "default": None})
    (tmp_path / "serde" / "schema" / "specs" / f"{nxt}.json").write_text(json.dumps(spec, indent=1))

    env = {**os.environ, "PYTHONPATH": str(tmp_path)}

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300
        )

    # before the step exists, the graph check names the module to write
    missing = run("-m", "serde", "steps", "--check")
    assert missing.returncode == 1
    assert f"new-step {newest} {nxt}" in missing.stderr and f"from_{newest.major}_{newest.minor}_to_" in missing.stderr

    # 2. the scaffold
    made = run("-m", "serde", "schema", "new-step", str(newest), str(nxt))
    assert made.returncode == 0, made.stderr
    assert run("-m", "serde", "steps", "--check").returncode == 0
    lint = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--config", str(ROOT / "pyproject.toml"), str(tmp_path / "upgraders")],
        capture_output=True,
        text=True,
    )
    assert lint.returncode == 0, lint.stdout
    formatted = subprocess.run(
        [sys.executable, "-m", "ruff", "format", "--check", "--diff", "--config", str(ROOT / "pyproject.toml")]
        + [str(tmp_path / "upgraders")],
        capture_output=True,
        text=True,
    )
    assert formatted.returncode == 0, formatted.stdout + formatted.stderr  # committed as written
    changed = {name for name, data in _snapshot(tmp_path).items() if before.get(name) != data}
    assert changed == {
        f"serde/schema/specs/{nxt}.json",
        f"upgraders/from_{newest.major}_{newest.minor}_to_{nxt.major}_{nxt.minor}.py",
    }
    return newest, nxt, run


def test_a_new_schema_needs_the_spec_and_the_scaffolded_step_only(tmp_path: Path) -> None:
    newest, nxt, run = _new_schema(tmp_path)

    # 3. the chain works both ways on real artifacts, and the downgrader refuses the new field
    check = textwrap.dedent(
        f"""
        import sys, serde
        nxt = serde.SchemaVersion({nxt.major}, {nxt.minor})
        assert serde.newest_version() == nxt
        for release in ("2.1.2", "2.8.0", "2.15.0"):
            artifact = serde.load(r"{ROOT}/tests/data/corpus/" + release + "/mlp/model.pt2")
            up = serde.upgrade(artifact)
            assert up.version == nxt and serde.validate(up.program) == nxt, release
            serde.save(up.artifact, sys.argv[1])
            again = serde.load(sys.argv[1])
            assert again.version == nxt
            down = serde.upgrade(again, to="{newest}")
            assert down.version == serde.SchemaVersion({newest.major}, {newest.minor})
        program = serde.upgrade(serde.load(sys.argv[1])).program
        assert "debug_handle" not in program["graph_module"]["graph"]["nodes"][0]  # absent: goes down as it is
        program["graph_module"]["graph"]["nodes"][0]["debug_handle"] = None  # at its default, as torch writes it
        down = serde.upgrade(program, to="{newest}")
        assert "debug_handle" not in down.program["graph_module"]["graph"]["nodes"][0]
        assert serde.validate(down.program) == serde.SchemaVersion({newest.major}, {newest.minor})
        program["graph_module"]["graph"]["nodes"][0]["debug_handle"] = 7  # set: what 8.20 cannot hold
        try:
            serde.upgrade(program, to="{newest}")
        except serde.UpgradeRefusedError as exc:
            assert exc.path == "$.graph_module.graph.nodes[0].debug_handle", exc.path
        else:
            raise AssertionError("the new field was not refused")
        print("ok")
        """
    )
    done = run("-c", check, str(tmp_path / "out.pt2"))
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr

    # 4. the step's test module: without it, `pytest --step` stops and names the file (it would collect nothing)
    step = f"{newest}-{nxt}"
    no_module = run("-m", "pytest", "-p", "no:cacheprovider", "-n0", "--step", step, str(ROOT / "tests" / "upgraders"))
    assert no_module.returncode == 4, no_module.stdout + no_module.stderr  # a usage error, not exit 5
    wanted = f"tests/upgraders/test_from_{newest.major}_{newest.minor}_to_{nxt.major}_{nxt.minor}.py"
    assert f"step {step} has no test module: write {wanted}" in no_module.stderr + no_module.stdout


@pytest.mark.slow
@pytest.mark.torch
def test_the_next_release_by_the_book_with_its_tests_and_its_census(tmp_path: Path) -> None:
    """Steps 4, 6 and 7 on top of the spec and the step: the release's artifacts and the step's test module (a
    ``StepBattery`` subclass, as the doc says) make ``pytest --step`` run and pass in the copy, its corpus
    crossing the edge both ways with the new field at its default; the release's operator census, appended
    from a saved listing of its operators, makes the copy refuse an operator the new release added when
    going down to the old one, and one it removed when going up; the profile of the new release follows
    from the spec alone."""
    newest, nxt, run = _new_schema(tmp_path)
    shutil.copytree(
        ROOT / "tests",
        tmp_path / "tests",
        ignore=shutil.ignore_patterns("__pycache__", "zoo", "unseen", "peer", "aoti"),
    )
    # 7. the release's artifacts in tests/data/unseen/2.16.0/ (what `tools/make_unseen_corpus.py` writes there, in a
    # venv of the new torch): stand-ins made by the copy's chain from 2.14.1's, with the new field written
    # out at its default on every node, as torch writes defaults
    export = textwrap.dedent(
        """
        import shutil, sys
        from pathlib import Path
        import serde
        from serde.program.graphs import graphs
        for model in ("attention", "gru"):
            source = Path(sys.argv[1]) / model
            artifact = serde.upgrade(serde.load(str(source / "model.pt2"))).artifact
            for graph, _ in graphs(artifact.program):
                for node in graph["nodes"]:
                    node["debug_handle"] = None
            folder = Path("tests/data/unseen/2.16.0") / model
            folder.mkdir(parents=True)
            serde.save(artifact, str(folder / "model.pt2"))
            shutil.copy(source / "meta.json", folder / "meta.json")
        print("ok")
        """
    )
    exported = run("-c", export, str(ROOT / "tests" / "data" / "unseen" / "2.14.1"))
    assert exported.returncode == 0 and exported.stdout.strip() == "ok", exported.stderr
    module = f"test_from_{newest.major}_{newest.minor}_to_{nxt.major}_{nxt.minor}.py"
    (tmp_path / "tests" / "upgraders" / module).write_text(
        textwrap.dedent(
            f'''
            """Schema {newest} <-> {nxt} (torch 2.16): ``Node.debug_handle``."""

            from step_battery import StepBattery


            class TestBattery(StepBattery):
                """The battery every step gets."""
            '''
        ).lstrip()
    )
    tests = run("-m", "pytest", "-p", "no:cacheprovider", "-n0", "-q", "--step", f"{newest}-{nxt}", "tests/upgraders")
    assert tests.returncode == 0, tests.stdout[-3000:] + tests.stderr[-3000:]
    assert " passed" in tests.stdout and " failed" not in tests.stdout

    # 6. release data: `tools/census_operators.py extend` from saved listings (this torch's is the reference)
    listed = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "census_operators.py"), "list"],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    reference = json.loads(listed.stdout.splitlines()[-1])
    spans = json.loads((ROOT / "serde" / "releases" / "operators.json").read_text())["operators"]
    newest_release = {op for op, (_, last) in spans.items() if last is None}  # what the last censused one has
    newest_release |= set(reference["operators"]) - set(spans)  # and what every censused release has
    operators = sorted(newest_release - {"torch.ops.aten.hardswish.default"})
    newer = {"torch": "2.16.0", "operators": [*operators, "torch.ops.aten.debug_handle_demo.default"]}
    (tmp_path / "new.json").write_text(json.dumps(newer))
    (tmp_path / "reference.json").write_text(json.dumps(reference))
    census = tmp_path / "serde" / "releases" / "operators.json"
    extended = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "census_operators.py"), "extend", "--listing", str(tmp_path / "new.json")]
        + ["--reference-listing", str(tmp_path / "reference.json"), "--out", str(census)],
        capture_output=True,
        text=True,
    )
    assert extended.returncode == 0, extended.stderr
    facts = textwrap.dedent(
        """
        import serde
        from serde.releases.operators import lacks
        from serde.releases.profile import profile
        assert str(profile("2.16.0").schema) == "{nxt}", profile("2.16.0")
        assert lacks("torch.ops.aten.debug_handle_demo.default", "2.15.0") == "torch 2.16 added it"
        assert lacks("torch.ops.aten.debug_handle_demo.default", "2.16.0") is None
        assert lacks("torch.ops.aten.hardswish.default", "2.16.0") == "torch 2.15 was the last release with it"
        assert lacks("torch.ops.aten.hardswish.default", "2.15.0") is None
        print("ok")
        """
    ).replace("{nxt}", str(nxt))
    done = run("-c", facts)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stdout + done.stderr
