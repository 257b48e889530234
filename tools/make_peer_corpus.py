"""Maintenance tool: export an old torch release's own export test programs into ``tests/data/peer/<release>/``.

Each release's wheel ships its own versions of the export case database (``torch._export.db.examples``) and
the higher-order operator database (``torch.testing._internal.hop_db``). This tool runs in that release (a
virtual environment with it installed, e.g. made by ``tools/verify_old_torch.py``), exports every supported
case the way that release's tests do (its default ``torch.export.export``, plus ``run_decompositions()``), and
saves for each: ``model.pt2`` (torch's own file), ``inputs.pt`` (``(args, kwargs)``) and ``expected.pt`` (the
output leaves of ``module()``, seed 0). Then, in the dev environment, the stack traces in the programs are
rewritten without machine paths (file names keep only their part from ``site-packages/`` or the file name),
with pt2-serde and at the artifact's own schema.

Run: ``python tools/make_peer_corpus.py /venvs/2.4.1/bin/python`` (writes ``tests/data/peer/2.4.1``).
``tests/acceptance/test_peer_corpus.py`` loads every one in today's torch through pt2-serde.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "peer"

EXPORT = r"""
import copy, json, sys, warnings
from pathlib import Path
warnings.simplefilter("ignore")
import torch
from torch.utils import _pytree as pytree

out = Path(sys.argv[1])
release = torch.__version__.split("+")[0]
made = {}

def save(name, module, args, kwargs, dynamic_shapes=None):
    for mode in ("default", "aten"):
        folder = out / release / f"{name}__{mode}"
        try:
            program = torch.export.export(module, args, kwargs or None, dynamic_shapes=dynamic_shapes)
            if mode == "aten":
                program = program.run_decompositions()
            folder.mkdir(parents=True, exist_ok=True)
            torch.save((args, kwargs or {}), folder / "inputs.pt")  # before a run that may mutate them
            torch.manual_seed(0)
            copied_args, copied_kwargs = copy.deepcopy((args, kwargs or {}))
            with torch.no_grad():
                leaves = pytree.tree_leaves(program.module()(*copied_args, **copied_kwargs))
            torch.export.save(program, str(folder / "model.pt2"))
            torch.save(leaves, folder / "expected.pt")
            made[folder.name] = "exported"
        except Exception as exc:
            made[f"{name}__{mode}"] = f"not exported: {type(exc).__name__}"

from torch._export.db.case import SupportLevel
from torch._export.db.examples import all_examples
for name, case in sorted(all_examples().items()):
    if case.support_level != SupportLevel.SUPPORTED:
        continue
    if getattr(case, "example_args", None) is not None:
        args, kwargs = tuple(case.example_args), dict(case.example_kwargs or {})
    else:
        inputs = case.example_inputs
        args, kwargs = (tuple(inputs.args), dict(inputs.kwargs)) if hasattr(inputs, "args") else (tuple(inputs), {})
    module = case.model if isinstance(case.model, torch.nn.Module) else case.model()
    save(f"examples.{name}", module, args, kwargs, case.dynamic_shapes)

try:
    from torch.testing._internal.hop_db import hop_db
except Exception:
    hop_db = []
seen = set()
for op in hop_db:
    name = f"hop.{op.name}" + (f".{op.variant_test_name}" if op.variant_test_name else "")
    if name in seen:
        continue
    seen.add(name)
    dtype = torch.float32 if torch.float32 in op.dtypes else sorted(op.dtypes, key=str)[0]
    samples = iter(op.sample_inputs("cpu", dtype, requires_grad=False))
    sample = next(samples)
    getattr(samples, "close", lambda: None)()
    function, fixed = op.op, dict(sample.kwargs)

    class OpModule(torch.nn.Module):
        def forward(self, *args, _function=function, _fixed=fixed):
            return _function(*args, **_fixed)

    save(name, OpModule(), (sample.input, *sample.args), {})
print(json.dumps(made))
"""

_PATH = re.compile(r'File \\"([^"\\]+)\\"')
"""A stack-trace file name as it appears inside the program's JSON text (the metadata value is JSON-escaped)."""


def _scrubbed(text: str) -> str:
    def short(match: re.Match[str]) -> str:
        path = match.group(1)
        _, found, tail = path.partition("site-packages/")
        return f'File \\"{tail if found else Path(path).name}\\"'

    return _PATH.sub(short, text)


def scrub(folder: Path) -> None:
    """Rewrite the stack traces of every program under ``folder`` without machine paths (pt2-serde, own schema)."""
    sys.path.insert(0, str(ROOT))
    import serde

    for path in sorted(folder.glob("*/model.pt2")):
        artifact = serde.load(str(path), trust_pickles=True)  # written just now by that torch itself
        cleaned = json.loads(_scrubbed(json.dumps(artifact.program)))
        artifact.program.clear()
        artifact.program.update(cleaned)
        serde.save(artifact, str(path), layout=artifact.layout)


def main() -> int:
    """Export and scrub one release's programs; see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("python", help="the old release's interpreter")
    options = parser.parse_args()
    done = subprocess.run([options.python, "-c", EXPORT, str(OUT)], capture_output=True, text=True)
    if done.returncode != 0:
        print(done.stderr[-3000:], file=sys.stderr)
        return 1
    made = json.loads(done.stdout.strip().splitlines()[-1])
    release = subprocess.run(
        [options.python, "-c", "import torch; print(torch.__version__.split('+')[0])"], capture_output=True, text=True
    ).stdout.strip()
    scrub(OUT / release)
    exported = sorted(name for name, outcome in made.items() if outcome == "exported")
    (OUT / release / "index.json").write_text(json.dumps({"release": release, "cases": made}, indent=1) + "\n")
    print(f"torch {release}: {len(exported)} programs in {OUT / release}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
