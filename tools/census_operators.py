"""Maintenance tool: record which operators each torch release provides (not part of CI).

``serde/releases/operators.json`` lists every operator of a namespace torch itself registers (``aten``,
``prims``, ``quantized_decomposed``, ``torch_nn`` ...) and every higher-order operator that some censused
release lacks, with the first and last release that has it. pt2-serde uses it to refuse writing a program for a
release that could not load it (see ``serde.releases.operators``).

Run ``python tools/census_operators.py list`` inside one torch to print that release's operators (the ``list``
mode imports nothing but torch and its own modules, every one of them, since several register their namespace's
operators when imported: it runs in a bare venv of any release). Run ``python tools/census_operators.py build
--venvs /work/oldtorch`` to run ``list`` in every ``<venvs>/<release>/bin/python`` and in this interpreter, and
rewrite ``serde/releases/operators.json``. ``build --listings DIR`` reads saved ``list`` outputs
(``DIR/<release>.json``) instead, for releases whose venvs were made one at a time and removed. Run ``python
tools/census_operators.py extend --python NEW/bin/python`` to add one newer release to the census without the
venvs of the older ones: this interpreter's torch (any censused release) tells which operators every censused
release has. ``extend --listing NEW.json [--reference-listing OLD.json]`` does the same from saved ``list``
outputs.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import json
import pkgutil
import subprocess
import sys
import warnings
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "serde" / "releases" / "operators.json"
FORMAT = "pt2-serde-operators/1"
NOT_IMPORTED = (
    "torch.testing",
    "torch.utils.benchmark",
    "torch.utils.bottleneck",
    "torch.utils.tensorboard",
    "torch.distributed.elastic",
    "torch.distributed.run",
    "torch.__main__",
    "torch._inductor.compile_worker",
)
"""Modules the walk leaves out: test databases (their operators are a test's custom ops, not torch's) and
entry points that start processes or parse the command line when imported."""
HIGHER_ORDER_MODULES = (
    "torch._higher_order_ops",
    "functorch.experimental.control_flow",
    "torch._prims.rng_prims",
    "torch._export.wrappers",
    "torch._functorch.autograd_function",
    "torch._export.passes.replace_set_grad_with_hop_pass",
    "torch._dynamo",
    "torch._inductor.fx_passes.post_grad",
)
"""Modules that register higher-order operators when imported (besides every ``torch._higher_order_ops`` module)."""


def _import_quietly(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except Exception:  # a module that fails to import in some release registers nothing there
        return None


def _import_every_module(torch: Any) -> None:
    """Import every module of ``torch`` but :data:`NOT_IMPORTED` and test modules, silencing what they print."""
    for info in pkgutil.walk_packages(torch.__path__, "torch.", onerror=lambda name: None):
        if info.name.startswith(NOT_IMPORTED) or ".test" in info.name:
            continue
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            try:
                importlib.import_module(info.name)
            except BaseException:  # noqa: BLE001 - a module failing (or exiting) on import registers nothing
                pass


def list_operators() -> dict[str, Any]:
    """This torch's version and the payload targets of every operator it registers, in every namespace, and
    of its higher-order operators."""
    warnings.filterwarnings("ignore")
    import torch

    _import_every_module(torch)
    targets = set()
    for name in torch._C._dispatch_get_all_op_names():
        namespace, _, rest = name.partition("::")
        op, _, overload = rest.partition(".")
        targets.add(f"torch.ops.{namespace}.{op}.{overload or 'default'}")
    for module in HIGHER_ORDER_MODULES:
        _import_quietly(module)
    package = _import_quietly("torch._higher_order_ops")
    if package is not None:
        for info in pkgutil.walk_packages(package.__path__, "torch._higher_order_ops."):
            _import_quietly(info.name)
    targets.update(f"torch.ops.higher_order.{name}" for name in torch._ops._higher_order_ops)
    return {"torch": torch.__version__.split("+")[0], "operators": sorted(targets)}


def _series(release: str) -> str:
    major, minor = release.split(".")[:2]
    return f"{major}.{minor}"


def _series_key(series: str) -> tuple[int, int]:
    major, minor = series.split(".")
    return int(major), int(minor)


def build(venvs: Path | None = None, listings: Path | None = None) -> dict[str, Any]:
    """The census of every release installed under ``venvs`` and of this interpreter's torch, or of every
    saved listing ``listings/<release>.json``."""
    if listings is not None:
        found = [json.loads(path.read_text()) for path in sorted(listings.glob("*.json"))]
    else:
        assert venvs is not None
        found = [_listed(python) for python in [*sorted(venvs.glob("*/bin/python")), Path(sys.executable)]]
    present: dict[str, set[str]] = {}
    for listed in found:
        present[_series(listed["torch"])] = set(listed["operators"])
        print(f"torch {listed['torch']}: {len(listed['operators'])} operators", file=sys.stderr)
    releases = sorted(present, key=_series_key)
    spans: dict[str, list[str | None]] = {}
    for target in sorted(set().union(*present.values())):
        having = [release for release in releases if target in present[release]]
        first, last = releases.index(having[0]), releases.index(having[-1])
        if len(having) != last - first + 1:
            raise SystemExit(f"{target} comes and goes ({having}); the census format cannot say so")
        if len(having) != len(releases):
            spans[target] = [having[0], having[-1] if having[-1] != releases[-1] else None]
    return {"format": FORMAT, "releases": releases, "operators": spans}


def _listed(python: Path) -> dict[str, Any]:
    run = subprocess.run([str(python), __file__, "list"], capture_output=True, text=True, check=True)
    listed: dict[str, Any] = json.loads(run.stdout.splitlines()[-1])  # a module may print on import
    return listed


def extend(census: dict[str, Any], newer: dict[str, Any], reference: dict[str, Any]) -> dict[str, Any]:
    """``census`` with the release of ``newer`` (a ``list`` result) appended. ``reference`` is the ``list``
    of a censused release: an operator it has that the census does not name is in every censused release."""
    release = _series(newer["torch"])
    releases = list(census["releases"])
    if _series_key(release) <= _series_key(releases[-1]):
        raise SystemExit(f"torch {newer['torch']} is not newer than the census's last release {releases[-1]}")
    if _series(reference["torch"]) not in releases:
        raise SystemExit(f"the reference torch {reference['torch']} is not a censused release")
    present, always = set(newer["operators"]), set(reference["operators"]) - set(census["operators"])
    spans: dict[str, list[str | None]] = {k: list(v) for k, v in census["operators"].items()}
    for target, (first, last) in census["operators"].items():
        if last is None and target not in present:
            spans[target] = [first, releases[-1]]
        elif last is not None and target in present:
            raise SystemExit(f"{target} comes back in {release}; the census format cannot say so")
    for target in sorted(always - present):
        spans[target] = [releases[0], releases[-1]]
    for target in sorted(present - always - set(census["operators"])):
        spans[target] = [release, None]
    return {"format": FORMAT, "releases": [*releases, release], "operators": dict(sorted(spans.items()))}


def _render(census: dict[str, Any]) -> str:
    """The census as JSON with one operator per line (reviewable diffs)."""
    lines = [f"  {json.dumps(target)}: {json.dumps(span)}" for target, span in census["operators"].items()]
    return (
        f'{{"format": {json.dumps(census["format"])}, "releases": {json.dumps(census["releases"])}, "operators": {{\n'
        + ",\n".join(lines)
        + "\n}}\n"
    )


def main() -> int:
    """``list``, ``build`` or ``extend``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="print this torch's operators as JSON")
    builder = commands.add_parser("build", help="census every venv and rewrite serde/releases/operators.json")
    given = builder.add_mutually_exclusive_group(required=True)
    given.add_argument("--venvs", type=Path, help="directory of <release>/bin/python venvs")
    given.add_argument("--listings", type=Path, help="directory of saved `list` outputs, <release>.json")
    builder.add_argument("--out", type=Path, default=OUT)
    extender = commands.add_parser("extend", help="add one newer release to serde/releases/operators.json")
    newer = extender.add_mutually_exclusive_group(required=True)
    newer.add_argument("--python", type=Path, help="the newer release's python")
    newer.add_argument("--listing", type=Path, help="the newer release's saved `list` output")
    extender.add_argument(
        "--reference-listing", type=Path, help="a censused release's saved `list` output (default: this torch's)"
    )
    extender.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    if args.command == "list":
        print(json.dumps(list_operators()))
        return 0
    if args.command == "extend":
        current = json.loads(args.out.read_text())
        added = json.loads(args.listing.read_text()) if args.listing else _listed(args.python)
        reference = (
            json.loads(args.reference_listing.read_text()) if args.reference_listing else _listed(Path(sys.executable))
        )
        census = extend(current, added, reference)
    else:
        census = build(args.venvs, args.listings)
    args.out.write_text(_render(census))
    print(f"{len(census['operators'])} operators with a limited span over {census['releases']}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
