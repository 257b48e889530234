"""Census: which higher-order operators each torch release's ``torch.export.load`` can resolve, observed in
the release itself.

A serialized node names its target as ``torch.ops.higher_order.<name>``; every release's deserializer
resolves it with ``getattr`` on ``torch.ops.higher_order``, which holds only the operators whose Python
objects exist, that is, whose defining module was imported by then. Modules only export's tracing imports
(``replace_set_grad_with_hop_pass`` imports ``torch._higher_order_ops.wrap``) leave their operators
unresolvable in a process that only loads: ``SerializeError: Failed deserializing node``. What a load
imports before it resolves a node differs by release and is not visible in the sources alone (functions
of the load path import more), so the census observes it:

1. a probe artifact per release: the release's own ``mlp`` corpus artifact with one node prepended whose
   target, ``torch.ops.higher_order.pt2_serde_probe``, no release defines;
2. in a fresh process of that release (its own virtual environment), ``torch.export.load`` of the probe,
   which fails on that first node; at that moment ``torch._ops._higher_order_ops`` holds exactly the
   operators the deserializer can resolve;
3. then every module of ``torch._higher_order_ops`` (and ``functorch.experimental.control_flow``) is
   imported, giving every operator the release defines in Python.

The difference is written per release to ``serde/releases/hop_resolution.json``, which
:mod:`serde.releases.loader_limits` reads. Run: ``python tools/census_hop_resolution.py RELEASE=PYTHON ...``
(``2.4.1=/venvs/2.4.1/bin/python``; the probe is built from ``tests/data/corpus/RELEASE/mlp`` with pt2-serde).
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import serde  # noqa: E402

OUT = ROOT / "serde" / "releases" / "hop_resolution.json"
PROBE = "pt2_serde_probe"
CHILD = r"""
import importlib, json, pkgutil, sys, warnings
warnings.simplefilter("ignore")
import torch
from torch import _ops
import io, logging
logged = io.StringIO()  # newer releases log the cause, then raise a general error
for name in ("", "torch", "torch.export"):
    logging.getLogger(name).addHandler(logging.StreamHandler(logged))
try:
    try:  # 2.8 falls back to the legacy reader on any PT2 failure, hiding the cause: call the PT2 reader itself
        from torch.export.pt2_archive._package import load_pt2
    except ImportError:
        torch.export.load(sys.argv[1])
    else:
        load_pt2(sys.argv[1])
    failure = None
except Exception as exc:
    failure = f"{type(exc).__name__}: {str(exc)[:300]} {logged.getvalue()[-3000:]}"
resolvable = sorted(_ops._higher_order_ops)
import torch._higher_order_ops as package
for module in pkgutil.iter_modules(package.__path__):
    try:
        importlib.import_module(f"torch._higher_order_ops.{module.name}")
    except Exception:
        pass
for extra in ("functorch.experimental.control_flow", "torch._export.passes.replace_set_grad_with_hop_pass",
              "torch._export.passes.replace_autocast_with_hop_pass", "torch._prims.rng_prims"):
    try:
        importlib.import_module(extra)
    except Exception:
        pass
print(json.dumps({"release": torch.__version__.split("+")[0], "failure": failure, "resolvable": resolvable,
                  "defined": sorted(_ops._higher_order_ops)}))
"""


def build_probe(release: str, target: Path) -> None:
    """The release's own mlp artifact with a first node calling an operator no release defines."""
    artifact = serde.load(str(ROOT / "tests" / "data" / "corpus" / release / "mlp" / "model.pt2"))
    nodes = artifact.program["graph_module"]["graph"]["nodes"]
    probe = copy.deepcopy(nodes[0])
    probe["target"] = f"torch.ops.higher_order.{PROBE}"
    probe["inputs"], probe["outputs"] = [], []
    nodes.insert(0, probe)
    serde.save(artifact, str(target), layout=artifact.layout)


def census(release: str, python: str) -> dict[str, object]:
    """Observe, in torch ``release`` (its interpreter ``python``), the operators its loader cannot resolve."""
    with tempfile.TemporaryDirectory() as scratch:
        probe = Path(scratch) / "probe.pt2"
        build_probe(release, probe)
        done = subprocess.run(
            [python, "-c", CHILD, str(probe)], capture_output=True, text=True, check=True, cwd=scratch, timeout=600
        )
    found = json.loads(done.stdout.strip().splitlines()[-1])
    if found["release"] != release:
        raise SystemExit(f"{python} runs torch {found['release']}, not {release}")
    if not found["failure"] or PROBE not in found["failure"]:
        raise SystemExit(f"torch {release}: the probe did not fail on its probe node: {found['failure']}")
    defined, resolvable = set(found["defined"]), set(found["resolvable"])
    return {"defined": sorted(defined), "unresolved_on_load": sorted(defined - resolvable)}


def main(arguments: list[str]) -> int:
    """Census every ``RELEASE=PYTHON`` named; merge into the committed JSON."""
    existing = json.loads(OUT.read_text()) if OUT.exists() else {"releases": {}}
    for argument in arguments:
        release, _, python = argument.partition("=")
        entry = census(release, python)
        existing["releases"][release] = entry
        print(f"{release}: unresolved on load: {', '.join(entry['unresolved_on_load']) or 'none'}")  # type: ignore[arg-type]
    existing["releases"] = dict(sorted(existing["releases"].items(), key=lambda kv: tuple(map(int, kv[0].split(".")))))
    existing["how"] = "observed in each release: tools/census_hop_resolution.py"
    OUT.write_text(json.dumps(existing, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
