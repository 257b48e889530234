"""Upgrade speed: the full chain on large legacy programs, and load_exported_program overhead.

Run: ``python benchmarks/bench_upgrade.py``. Targets (issue #4): the chain to 8.20 on a ~1.5 MB
program written by torch 2.1.2 / 2.4.1 / 2.5.1 (24-layer model) within 3x of orjson parse + encode
of the same bytes; ``serde.load_exported_program`` of an 8.20 artifact at most 5% over
``torch.export.load`` of the same file.
"""

from __future__ import annotations

import logging
import tempfile
from pathlib import Path

import orjson
from _programs import LARGE, large_legacy_program
from _timing import fastest_times

import serde

CHAIN_TARGET = 3.0
LOAD_TARGET = 1.05


def orjson_readable(data: bytes) -> bytes:
    """``data`` with bare ``Infinity``/``NaN`` tokens (schemas <= 8.2) quoted, so plain orjson can parse it.

    The baseline is orjson on the same content; orjson itself rejects those tokens.
    """
    for _ in range(1000):
        try:
            orjson.loads(data)
            return data
        except orjson.JSONDecodeError as exc:
            start = exc.pos - 1 if data.startswith(b"-Infinity", exc.pos - 1) else exc.pos
            token = next(t for t in (b"-Infinity", b"Infinity", b"NaN") if data.startswith(t, start))
            data = data[:start] + b'"' + token + b'"' + data[start + len(token) :]
    raise ValueError("too many non-finite tokens")


def chain_ratios() -> bool:
    """Print the chain-to-8.20 ratio for each bundled large legacy program; True if all meet the target."""
    ok = True
    for release in sorted(p.name for p in LARGE.iterdir() if p.name != "2.13.0"):
        data = large_legacy_program(release)
        readable = orjson_readable(data)
        baseline, ours = fastest_times(
            lambda readable=readable: orjson.dumps(orjson.loads(readable)),
            lambda data=data: serde.encode(serde.upgrade(serde.decode(data), copy=False).program),
            repeat=21,
        )
        ratio = ours / baseline
        ok &= ratio <= CHAIN_TARGET
        verdict = "ok" if ratio <= CHAIN_TARGET else "MISSED"
        source = serde.detect_version(serde.decode(data))
        print(
            f"torch {release:<7} schema {source} -> 8.20, {len(data) / 1e6:.2f} MB: {ours * 1e3:7.1f} ms vs "
            f"orjson parse+encode {baseline * 1e3:6.1f} ms, ratio {ratio:4.2f} (target <= {CHAIN_TARGET}) {verdict}"
        )
    return ok


def load_overhead() -> bool:
    """Print load_exported_program's time over torch.export.load's for a freshly exported 24-layer artifact,
    against the same work: torch.export.load with the same schema type-hint cache pt2-serde's hand-off uses
    (``memoized_schema_hints``), and, for reference, against torch.export.load as torch ships it."""
    import torch
    from _programs import transformer_module

    from serde.torch_bridge.schema_hints import memoized_schema_hints

    def cached() -> object:
        with memoized_schema_hints():
            return torch.export.load(path)

    logging.getLogger("torch").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory() as tmp:
        path = str(Path(tmp) / "transformer.pt2")
        model, args = transformer_module()
        torch.export.save(torch.export.export(model, args), path)
        plain, same_work, ours = fastest_times(
            lambda: torch.export.load(path), cached, lambda: serde.load_exported_program(path), repeat=9
        )
    ratio = ours / same_work
    verdict = "ok" if ratio <= LOAD_TARGET else "MISSED"
    print(
        f"load_exported_program {ours * 1e3:7.1f} ms vs torch.export.load with the same type-hint cache "
        f"{same_work * 1e3:7.1f} ms: {(ratio - 1) * 100:+.1f}% (target <= +{(LOAD_TARGET - 1) * 100:.0f}%) {verdict}; "
        f"torch.export.load as shipped {plain * 1e3:7.1f} ms ({(ours / plain - 1) * 100:+.1f}%, not the same work)"
    )
    return ratio <= LOAD_TARGET


def main() -> int:
    """Run both measurements; exit status 1 if one misses its target."""
    return 0 if chain_ratios() & load_overhead() else 1


if __name__ == "__main__":
    raise SystemExit(main())
