"""The CRC-32 of zip members (the checksum every stored member's bytes are checked against and written with),
by zlib-ng: the same polynomial and results as the standard library's ``zlib.crc32``, with the processor's
carry-less multiply, in a sixth of its time on this project's machine (``benchmarks/bench_crc.py``).
``crc32_combine`` gives the CRC-32 of two byte strings laid end to end from theirs, which the standard
library does not expose."""

from __future__ import annotations

from zlib_ng.zlib_ng import crc32, crc32_combine

__all__ = ["crc32", "crc32_combine"]
