"""OPTIONAL acceptance check for downgrades, run against real old torch releases (not part of CI).

For each requested release it creates a virtual environment under ``--venvs`` (default
``.old-torch``), installs that torch (the package index's CUDA builds run on CPU; 2.1-2.4 also need
``numpy<2``), downgrades every bundled torch 2.13.0 corpus artifact to the release's schema with
pt2-serde (lossy, as the acceptance allows), and runs a child process *in the old torch* that loads
each artifact with ``torch.export.load`` and compares its outputs with ``expected.pt``. Artifacts that
pt2-serde refuses are listed with the refusal (feature, JSON path, oldest supporting release).

Run: ``python tools/verify_old_torch.py 2.12.1 2.9.1 2.6.0`` (downloads several GB per release).
``--source tests/data/unseen/2.12.1 --import unseen_types`` checks the unseen-model artifacts of a release
instead (``unseen_types`` registers their namedtuple in both processes).
A release newer than the installed torch works the same way (the artifacts are upgraded to its schema
instead): ``--source tests/data/corpus/2.1.2 2.14.1`` checks that what pt2-serde writes today loads there.
torch 2.4 and older verify ATen programs only; ``--decompose`` downgrades with ``decompose=True``, which
lowers TRAINING-dialect programs with the installed torch's ``run_decompositions()`` first, as a user
targeting those releases would. ``--zoo`` checks the torch 2.13.0 exports of the zoo of public
architectures (``tests/data/zoo/2.13.0.tar.xz``) instead of the corpus.
"""

from __future__ import annotations

import argparse
import importlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "support"))

from corpus_index import corpus_artifacts  # noqa: E402
from zoo_parity import extract  # noqa: E402

import serde  # noqa: E402

CHILD = r"""
import json, sys, torch
from torch.utils._pytree import tree_flatten

def dense(t):
    return t.to_dense() if t.layout != torch.strided else t

def same(got, want):
    got, want = tree_flatten(got)[0], tree_flatten(want)[0]
    return len(got) == len(want) and all(
        torch.allclose(dense(a), dense(b), rtol=1e-4, atol=1e-4, equal_nan=True)
        for a, b in zip(got, want) if isinstance(b, torch.Tensor))

def has_size(value):
    if isinstance(value, torch.Size):
        return True
    if isinstance(value, (list, tuple)):
        return any(has_size(v) for v in value)
    return isinstance(value, dict) and any(has_size(v) for v in value.values())

def as_tuples(value):
    if isinstance(value, torch.Size):
        return tuple(value)
    if isinstance(value, dict):
        return {k: as_tuples(v) for k, v in value.items()}
    if type(value) in (list, tuple):
        return type(value)(as_tuples(v) for v in value)
    return value

results = {}
for job in json.loads(sys.argv[1]):
    try:
        program = torch.export.load(job["artifact"])
        args, kwargs = torch.load(job["inputs"], weights_only=False)
        want = torch.load(job["expected"], weights_only=False)
        try:
            try:
                got, how = program.module()(*args, **kwargs), ""
            except ValueError as exc:
                # torch 2.1 to 2.7 match the arguments' pytree with the input spec strictly: a torch.Size
                # where the program's spec holds a tuple fails (2.8 added eq_spec), so pass a tuple there.
                if "Trying to flatten user inputs" not in str(exc) or not has_size((args, kwargs)):
                    raise
                got = program.module()(*as_tuples(args), **as_tuples(kwargs))
                how = " (torch.Size arguments passed as tuples, as this release's input check asks)"
        except Exception as exc:
            # torch 2.1's module() fails on some of its own artifacts (kwargs, buffer mutation); the
            # corpus of that release was checked through ExportedProgram.__call__ instead.
            try:
                got = program(*args, **kwargs)
            except Exception:
                raise exc from None
            how = f" (via ExportedProgram.__call__; module() failed: {type(exc).__name__})"
        results[job["name"]] = ("same outputs" if same(got, want) else "DIFFERENT outputs") + how
    except Exception as exc:
        results[job["name"]] = f"FAILED: {type(exc).__name__}: {str(exc)[:300]}"
print(json.dumps(results))
"""


def venv_python(venvs: Path, release: str) -> Path:
    """A virtual environment with torch ``release`` installed (created on first use)."""
    target = venvs / release
    python = target / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(target)], check=True)
        extra = ["numpy<2"] if tuple(int(p) for p in release.split(".")[:2]) <= (2, 4) else ["numpy"]
        subprocess.run([str(python), "-m", "pip", "install", f"torch=={release}", *extra], check=True)
    return python


def check(
    release: str, venvs: Path, decompose: bool, source_dir: Path, imports: list[str], trust_pickles: bool = False
) -> dict[str, str]:
    """Downgrade every artifact of ``source_dir`` for ``release`` and run them in that torch."""
    outcome: dict[str, str] = {}
    jobs = []
    with tempfile.TemporaryDirectory() as tmp:
        for item in corpus_artifacts(source_dir.parent):
            if item.folder.parent != source_dir:
                continue
            try:
                result = serde.upgrade(
                    serde.load(str(item.path), trust_pickles=trust_pickles), to=release, lossy=True, decompose=decompose
                )
            except serde.UpgradeRefusedError as refused:
                outcome[item.model] = f"refused by pt2-serde: {refused}"
                continue
            path = Path(tmp) / f"{item.model}.pt2"
            serde.save(result.artifact, str(path))
            jobs.append(
                {
                    "name": item.model,
                    "artifact": str(path),
                    "inputs": str(item.folder / "inputs.pt"),
                    "expected": str(item.folder / "expected.pt"),
                }
            )
        python = venv_python(venvs, release)
        prelude = f"import sys; sys.path.insert(0, {str(ROOT / 'tests' / 'support')!r})\n" + "".join(
            f"import {module}\n" for module in imports
        )
        child = subprocess.run(
            [str(python), "-c", prelude + CHILD, json.dumps(jobs)], capture_output=True, text=True, check=False
        )
        if child.returncode != 0:
            raise RuntimeError(f"torch {release} child process failed:\n{child.stderr[-3000:]}")
        outcome.update(json.loads(child.stdout.strip().splitlines()[-1]))
    return outcome


def record(path: Path, source: str, release: str, decompose: bool, outcome: dict[str, str]) -> None:
    """Merge one release's outcomes into the JSON record (keyed by source, model, release and decompose)."""
    entries = json.loads(path.read_text()) if path.exists() else []
    fresh = {(source, model, release, decompose) for model in outcome}
    entries = [e for e in entries if (e["source"], e["model"], e["release"], e["decompose"]) not in fresh]
    for model, result in sorted(outcome.items()):
        kind = (
            "loaded" if result.startswith("same outputs") else "refused" if result.startswith("refused") else "failed"
        )
        entries.append(
            {"source": source, "model": model, "release": release, "decompose": decompose, "lossy": True,
             "outcome": kind, "detail": result[:300]}
        )  # fmt: skip
    entries.sort(key=lambda e: (e["source"], e["release"], e["decompose"], e["model"]))
    path.write_text(json.dumps(entries, indent=1) + "\n")


def main() -> int:
    """Check each release given on the command line; exit 1 if any loaded artifact misbehaved."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("releases", nargs="+", help="torch releases, e.g. 2.12.1 2.6.0")
    parser.add_argument("--venvs", type=Path, default=ROOT / ".old-torch")
    parser.add_argument("--decompose", action="store_true", help="lower to the ATen dialect first (torch <= 2.4)")
    parser.add_argument("--zoo", action="store_true", help="check the zoo's torch 2.13.0 exports (tests/data/zoo)")
    parser.add_argument(
        "--record",
        type=Path,
        help="merge the outcomes into this JSON file (tests/data/old_torch_outcomes.json: what `check` must predict)",
    )
    parser.add_argument(
        "--source",
        type=Path,
        default=ROOT / "tests" / "data" / "corpus" / "2.13.0",
        help="folder of artifacts to downgrade",
    )
    parser.add_argument(
        "--import",
        dest="imports",
        action="append",
        default=[],
        help="module (under tests/ or installed) to import here and in each old torch first, e.g. unseen_types",
    )
    parser.add_argument(
        "--trust-pickles",
        action="store_true",
        help="read artifacts whose pickles name your own types (e.g. the unseen models' dataclass inputs)",
    )
    args = parser.parse_args()
    for module in args.imports:
        importlib.import_module(module)
    ok = True
    unpacked = tempfile.TemporaryDirectory()
    source = args.source.resolve()
    if args.zoo:
        source = extract("2.13.0", Path(unpacked.name))
    for release in args.releases:
        print(f"torch {release} (schema {serde.schema_for_torch(release)}):", flush=True)
        outcome = check(release, args.venvs, args.decompose, source, args.imports, args.trust_pickles)
        for model, result in sorted(outcome.items()):
            print(f"  {model:<24} {result}")
            ok &= result.startswith(("same outputs", "refused"))
        if args.record:
            label = "zoo/2.13.0" if args.zoo else str(source.relative_to(ROOT / "tests" / "data"))
            record(args.record, label, release, args.decompose, outcome)
    unpacked.cleanup()
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
