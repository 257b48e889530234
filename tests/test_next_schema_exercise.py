"""The procedure for the next torch schema (docs/next-release.md), done for real on a temporary copy of the package: a
synthetic 8.21 (the newest spec plus one optional ``Node`` field, as torch minor bumps usually are) needs
the spec file and the scaffolded step module, and nothing else, for a working chain both ways."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import serde

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("serde", "upgraders", "backends")


def _snapshot(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for package in PACKAGES
        for p in sorted((root / package).rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def test_a_new_schema_needs_the_spec_and_the_scaffolded_step_only(tmp_path: Path) -> None:
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
    assert len(changed) <= 4, changed
    assert changed == {
        f"serde/schema/specs/{nxt}.json",
        f"upgraders/from_{newest.major}_{newest.minor}_to_{nxt.major}_{nxt.minor}.py",
    }

    # 3. the chain works both ways on real artifacts, and the downgrader refuses the new field
    check = textwrap.dedent(
        f"""
        import sys, serde
        nxt = serde.SchemaVersion({nxt.major}, {nxt.minor})
        assert serde.newest_version() == nxt
        for release in ("2.1.2", "2.8.0", "2.15.0"):
            artifact = serde.load(r"{ROOT}/tests/corpus/" + release + "/mlp/model.pt2")
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
    no_module = run("-m", "pytest", "-p", "no:cacheprovider", "-n0", "--step", step, str(ROOT / "tests" / "steps"))
    assert no_module.returncode == 4, no_module.stdout + no_module.stderr  # a usage error, not exit 5
    wanted = f"tests/steps/test_from_{newest.major}_{newest.minor}_to_{nxt.major}_{nxt.minor}.py"
    assert f"step {step} has no test module: write {wanted}" in no_module.stderr + no_module.stdout
