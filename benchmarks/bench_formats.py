"""The figures behind one library per format and direction (``serde/untrusted/formats.py``, the README's
dependency table): each candidate library reading and writing the bundled large programs, in CPU time, as a
ratio to the library chosen.

Run: ``python benchmarks/bench_formats.py``. It also checks what the choice rests on: msgspec's msgpack is
byte-identical to msgpack's, and each reader gives the same tree (or says why it cannot read the text).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import jiter
import msgpack
import msgspec
import orjson
from _programs import large_legacy_program
from _timing import fastest_times

RELEASES = ("2.1.2", "2.4.1", "2.5.1", "2.13.0")


def _row(label: str, candidates: dict[str, Callable[[], Any]], chosen: str) -> None:
    """One line: the chosen library's time and every candidate's ratio to it (``n/a`` where it refuses)."""
    usable = {}
    for name, fn in candidates.items():
        try:
            fn()
        except (ValueError, TypeError) as exc:
            print(f"    {label}: {name} cannot: {type(exc).__name__}: {str(exc)[:60]}")
        else:
            usable[name] = fn
    times = dict(zip(usable, fastest_times(*usable.values(), repeat=5), strict=True))
    base = times[chosen]
    ratios = "  ".join(f"{name} {times[name] / base:4.2f}x" for name in candidates if name in times)
    print(f"  {label:<14} {chosen} {base * 1e3:7.2f} ms   {ratios}")


def main() -> int:
    """Print one block per large program."""
    for release in RELEASES:
        _program(release)
    return 0


def _program(release: str) -> None:
    """The four rows for the large program ``release`` wrote."""
    data = large_legacy_program(release)
    tree = jiter.from_json(data, allow_inf_nan=True)
    print(f"torch {release}: program {len(data) >> 10} KiB")
    encoded = msgpack.packb(tree, use_bin_type=True)
    assert msgspec.msgpack.encode(tree) == encoded, "msgspec's msgpack differs from msgpack's"
    assert jiter.from_json(data, allow_inf_nan=True) == json.loads(data)
    _row(
        "JSON read",
        {"jiter": lambda: jiter.from_json(data, allow_inf_nan=True), "json": lambda: json.loads(data)}
        | {"orjson": lambda: orjson.loads(data)},
        "jiter",
    )
    _row(
        "JSON write",
        {
            "orjson": lambda: orjson.dumps(tree),
            "json": lambda: json.dumps(tree, ensure_ascii=False, separators=(",", ":")).encode(),
        },
        "orjson",
    )
    _row(
        "msgpack read",
        {
            "msgpack": lambda: msgpack.unpackb(encoded, raw=False, strict_map_key=True),
            "msgspec": lambda: msgspec.msgpack.decode(encoded),
        },
        "msgpack",
    )
    _row(
        "msgpack write",
        {
            "msgspec": lambda: msgspec.msgpack.encode(tree),
            "msgpack": lambda: msgpack.packb(tree, use_bin_type=True),
        },
        "msgspec",
    )


if __name__ == "__main__":
    raise SystemExit(main())
