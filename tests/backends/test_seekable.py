"""The seekable readers every file pt2-serde implements shares: an object whose end was read ahead."""

from __future__ import annotations

import io

from hypothesis import given
from hypothesis import strategies as st

from backends.seekable import TailReadAhead


class _Opener:
    """Opens ``data`` as a file, counting how often it is asked to."""

    def __init__(self, data: bytes) -> None:
        self.data, self.opened = data, 0

    def __call__(self) -> io.BytesIO:
        self.opened += 1
        return io.BytesIO(self.data)


def test_reads_inside_the_tail_never_open_the_object_and_one_before_it_opens_it_once() -> None:
    data = bytes(range(256)) * 4
    opener = _Opener(data)
    reader = TailReadAhead(data[-100:], len(data), opener)
    reader.seek(-30, io.SEEK_END)
    assert reader.read(10) == data[-30:-20] and reader.read() == data[-20:] and opener.opened == 0
    reader.seek(5)
    assert reader.read(10) == data[5:15] and reader.read(2000) == data[15:]  # on across the tail's start
    reader.seek(50)
    assert reader.read(1) == data[50:51] and opener.opened == 1
    reader.close()


@given(st.binary(max_size=300), st.integers(0, 300), st.lists(st.tuples(st.integers(0, 320), st.integers(0, 64))))
def test_any_reads_give_the_objects_bytes(data: bytes, kept: int, reads: list[tuple[int, int]]) -> None:
    """Buffered, from any position, as many bytes as asked: the bytes of the object itself."""
    reader = io.BufferedReader(TailReadAhead(data[len(data) - min(kept, len(data)) :], len(data), _Opener(data)), 16)
    for position, count in reads:
        reader.seek(position)
        assert reader.read(count) == data[position : position + count]
