"""CRC-32 speed: zlib-ng's (``serde.untrusted.checksums``, what pt2-serde uses) against the standard library's
``zlib.crc32``, on 64 MB of random bytes in 1 MB blocks (how members stream).

Run: ``python benchmarks/bench_crc.py``. Prints the fastest of seven interleaved rounds of each and the ratio.
"""

from __future__ import annotations

import os
import zlib

from _timing import fastest_times

from serde.untrusted.checksums import crc32

BLOCKS = [os.urandom(1 << 20) for _ in range(64)]


def _standard() -> int:
    crc = 0
    for block in BLOCKS:
        crc = zlib.crc32(block, crc)
    return crc


def _zlib_ng() -> int:
    crc = 0
    for block in BLOCKS:
        crc = crc32(block, crc)
    return crc


def main() -> None:
    """Print both times and the ratio."""
    assert _standard() == _zlib_ng()
    standard, fast = fastest_times(_standard, _zlib_ng)
    print(
        f"CRC-32 of 64 MB: zlib {standard * 1e3:.1f} ms, zlib-ng {fast * 1e3:.1f} ms: "
        f"zlib takes {standard / fast:.1f}x zlib-ng's time"
    )


if __name__ == "__main__":
    main()
