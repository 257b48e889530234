"""Measure the floor plan at run time: run one job in-process and record every call from one package of the
project to another (``serde/<layer>/``, ``serde`` root modules, ``upgraders``, ``backends``), with the floor of
each from ``tests/test_package_structure.LAYERS``.

Prints the packages in the order they are first entered, the number of hops (calls that cross packages) and
every upward hop (a call into a higher floor than the caller's: only callbacks handed down, such as the torch
port or the executor running a task, can make one). Run from the repository root:

    python tools/layer_walk.py migrate tests/data/corpus/2.4.1/mlp/model.pt2
    python tools/layer_walk.py load_exported_program tests/data/corpus/2.4.1/mlp/model.pt2
    python tools/layer_walk.py --write-docs      # the table of docs/architecture.md (--check-docs: CI's check)
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import threading
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "acceptance"), str(ROOT / "tests" / "support")]

from test_package_structure import floor  # noqa: E402


def package_of(module: str) -> str | None:
    """The package (layer folder, or the module itself in the ``serde`` root) of a dotted module name."""
    parts = module.split(".")
    if parts[0] not in ("serde", "upgraders", "backends"):
        return None
    if parts[0] != "serde":
        return parts[0]
    return ".".join(parts[:2]) if len(parts) > 1 else "serde"


COUNTED = ("detect_version", "screen", "validate", "read_artifact", "upgrade_artifact")
"""Functions whose calls per job are worth knowing (each should run once per artifact)."""
counted: collections.Counter[str] = collections.Counter()
upward_functions: collections.defaultdict[tuple[str, str], set[str]] = collections.defaultdict(set)


def trace(job: Any) -> tuple[list[str], list[tuple[str, str]]]:
    """Run ``job()`` and return (packages in order of first entry, every crossing call as (caller, callee))."""
    order: list[str] = []
    hops: list[tuple[str, str]] = []

    def profile(frame: FrameType, event: str, arg: object) -> None:
        if event != "call" or frame.f_back is None:
            return
        callee = package_of(frame.f_globals.get("__name__", ""))
        caller = package_of(frame.f_back.f_globals.get("__name__", ""))
        if callee is None:
            return
        if frame.f_code.co_name in COUNTED:
            counted[frame.f_code.co_name] += 1
        if callee not in order:
            order.append(callee)
        if caller is not None and caller != callee:
            hops.append((caller, callee))
            if (floor(callee) or 0) > (floor(caller) or 0):
                upward_functions[(caller, callee)].add(
                    f"{frame.f_back.f_code.co_qualname} -> {frame.f_code.co_qualname}"
                )

    sys.setprofile(profile)
    threading.setprofile(profile)
    try:
        job()
    finally:
        sys.setprofile(None)
        threading.setprofile(None)  # type: ignore[arg-type]
    return order, hops


JOBS = {"migrate": "migrate (one artifact, C4 → P2)", "load_exported_program": "load_exported_program"}
"""The jobs the docs' table measures, and how its rows name them."""
DOCS = ROOT / "docs" / "architecture.md"
BEGIN, END = "<!-- layer-walk:begin -->", "<!-- layer-walk:end -->"
ARTIFACT = ROOT / "tests" / "data" / "corpus" / "2.4.1" / "cnn_bn_eval" / "model.pt2"


def measure(job: str, artifact: Path) -> tuple[list[str], list[tuple[str, str]]]:
    """Run ``job`` once untraced (imports, caches), then traced; the packages entered and the crossings."""
    import serde

    with tempfile.TemporaryDirectory() as scratch:
        if job == "migrate":
            source = Path(scratch) / "in"
            source.mkdir()
            (source / "model.pt2").write_bytes(artifact.read_bytes())
            serde.migrate(str(source), dest=str(Path(scratch) / "out"), workers=1)
            return trace(lambda: serde.migrate(str(source), dest=str(Path(scratch) / "out2"), workers=1))
        serde.load_exported_program(str(artifact))
        return trace(lambda: serde.load_exported_program(str(artifact)))


def table(artifact: Path = ARTIFACT) -> str:
    """The docs' table: one row per job of :data:`JOBS`."""
    rows = ["| job | packages entered, in order | crossing calls | upward calls |", "|---|---|---|---|"]
    for job, label in JOBS.items():
        upward_functions.clear()
        order, hops = measure(job, artifact)
        upward = collections.Counter((a, b) for a, b in hops if (floor(b) or 0) > (floor(a) or 0))
        named = ", ".join(name.removeprefix("serde.") for name in order)
        up = "; ".join(
            f"{caller} -> {callee} {count}× ({', '.join(sorted(upward_functions[(caller, callee)]))})"
            for (caller, callee), count in sorted(upward.items())
        )
        rows.append(f"| {label} | {named} | {len(hops)} | {sum(upward.values())}" + (f": {up}" if up else "") + " |")
    return "\n".join(rows)


def main() -> int:
    """Parse the command line, run the job traced, print the figures (or the docs' table)."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("job", nargs="?", choices=tuple(JOBS))
    parser.add_argument("artifact", nargs="?", type=Path, default=ARTIFACT)
    parser.add_argument("--write-docs", action="store_true", help="rewrite the table of docs/architecture.md")
    parser.add_argument("--check-docs", action="store_true", help="exit 1 when that table is not what is measured")
    args = parser.parse_args()
    if args.write_docs or args.check_docs:
        measured = table(args.artifact)
        document = DOCS.read_text(encoding="utf-8")
        head, _, rest = document.partition(BEGIN)
        written, _, tail = rest.partition(END)
        if args.check_docs:
            if written.strip() != measured:
                print(f"docs/architecture.md's table is not what is measured now:\n{measured}", file=sys.stderr)
                return 1
            return 0
        DOCS.write_text(f"{head}{BEGIN}\n{measured}\n{END}{tail}", encoding="utf-8")
        return 0
    if args.job is None:
        parser.error("name a job, or pass --write-docs / --check-docs")
    order, hops = measure(args.job, args.artifact)
    upward = collections.Counter((a, b) for a, b in hops if (floor(b) or 0) > (floor(a) or 0))
    print(f"packages entered, in order: {' -> '.join(order)}")
    print(f"crossing calls: {len(hops)}; distinct crossings: {len(set(hops))}")
    print("calls per job: " + ", ".join(f"{name} {counted[name]}" for name in COUNTED))
    print(f"upward calls: {sum(upward.values())}")
    for (caller, callee), count in sorted(upward.items()):
        print(f"  {caller} -> {callee}: {count} ({'; '.join(sorted(upward_functions[(caller, callee)]))})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
