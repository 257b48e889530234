"""zlib-ng's CRC-32 is the zip format's: the standard library's ``zlib.crc32`` on any bytes, continued from any
value, and its ``crc32_combine`` the CRC-32 of two byte strings laid end to end."""

from __future__ import annotations

import zlib

from hypothesis import given
from hypothesis import strategies as st

from serde.untrusted.checksums import crc32, crc32_combine


@given(st.binary(max_size=5000), st.integers(0, 2**32 - 1))
def test_crc32_is_zlibs(data: bytes, start: int) -> None:
    assert crc32(data) == zlib.crc32(data)
    assert crc32(data, start) == zlib.crc32(data, start)


@given(st.binary(max_size=600), st.binary(max_size=600))
def test_crc32_combine_is_the_crc_of_the_concatenation(first: bytes, second: bytes) -> None:
    assert crc32_combine(crc32(first), crc32(second), len(second)) == zlib.crc32(first + second)


def test_a_large_member_and_its_halves() -> None:
    data = bytes(range(256)) * 40_000  # 10 MB, past any small-input path
    half = len(data) // 2
    assert crc32(data) == zlib.crc32(data)
    assert crc32_combine(crc32(data[:half]), crc32(data[half:]), len(data) - half) == crc32(data)
