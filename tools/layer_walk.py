"""Measure the floor plan at run time: run one job in-process and record every call from one package of the
project to another (``serde/<layer>/``, ``serde`` root modules, ``upgraders``, ``backends``), with the floor of
each from ``tests/test_package_structure.LAYERS``.

Prints the packages in the order they are first entered, the number of hops (calls that cross packages) and
every upward hop (a call into a higher floor than the caller's: only callbacks handed down, such as the torch
port or the executor running a task, can make one). Run from the repository root:

    python tools/layer_walk.py migrate tests/corpus/2.4.1/mlp/model.pt2
    python tools/layer_walk.py load_exported_program tests/corpus/2.4.1/mlp/model.pt2
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
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

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


def main() -> None:
    """Parse the command line, run the job traced, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("job", choices=("migrate", "load_exported_program"))
    parser.add_argument("artifact")
    args = parser.parse_args()
    import serde

    with tempfile.TemporaryDirectory() as scratch:
        if args.job == "migrate":
            source = Path(scratch) / "in"
            source.mkdir()
            (source / "model.pt2").write_bytes(Path(args.artifact).read_bytes())
            serde.migrate(str(source), dest=str(Path(scratch) / "out"), workers=1)
            order, hops = trace(lambda: serde.migrate(str(source), dest=str(Path(scratch) / "out2"), workers=1))
        else:
            serde.load_exported_program(args.artifact)
            order, hops = trace(lambda: serde.load_exported_program(args.artifact))
    upward = collections.Counter((a, b) for a, b in hops if (floor(b) or 0) > (floor(a) or 0))
    print(f"packages entered, in order: {' -> '.join(order)}")
    print(f"crossing calls: {len(hops)}; distinct crossings: {len(set(hops))}")
    print("calls per job: " + ", ".join(f"{name} {counted[name]}" for name in COUNTED))
    print(f"upward calls: {sum(upward.values())}")
    for (caller, callee), count in sorted(upward.items()):
        print(f"  {caller} -> {callee}: {count} ({'; '.join(sorted(upward_functions[(caller, callee)]))})")


if __name__ == "__main__":
    main()
