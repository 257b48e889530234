"""Codec speed: decode + validate and encode of a ~1.5 MB program, as ratios to plain orjson.

Run: ``python benchmarks/bench_codec.py``. Targets (issue #2): decode + validate within 3x of
``orjson.loads`` on the same bytes, encode within 3x of ``orjson.dumps`` of the same tree.
"""

from __future__ import annotations

import orjson
from _programs import transformer_program_json
from _timing import fastest_times

import serde

TARGET = 3.0


def main() -> int:
    """Print timings and ratios; exit status 1 if a ratio misses its target."""
    data = transformer_program_json()
    payload = serde.decode(data)
    version = serde.validate(payload)
    print(
        f"program: {len(data) / 1e6:.2f} MB, schema {version}, {len(payload['graph_module']['graph']['nodes'])} nodes"
    )
    base_loads, ours_loads = fastest_times(lambda: orjson.loads(data), lambda: serde.validate(serde.decode(data)))
    base_dumps, ours_dumps = fastest_times(
        lambda: orjson.dumps(payload), lambda: serde.encode(payload, version, "json")
    )
    failed = False
    for label, ours, base in (
        ("decode+validate / orjson.loads", ours_loads, base_loads),
        ("encode / orjson.dumps", ours_dumps, base_dumps),
    ):
        ratio = ours / base
        verdict = "ok" if ratio <= TARGET else "MISSED"
        failed |= ratio > TARGET
        timing = f"{ours * 1e3:7.2f} ms vs {base * 1e3:7.2f} ms"
        print(f"{label:<32} {timing}  ratio {ratio:4.2f} (target <= {TARGET}) {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
