"""``backends.streamed.StreamedFile``: how many GETs a read costs, and what happens when one fails.

The stores' own behaviour (bytes served, versions never mixed) is in the conformance kit
(``backends/testing.py``) on moto, fake-gcs-server and Azurite; here the object is bytes in this process so
that every stream opened is counted.
"""

from __future__ import annotations

import random

import pytest

from backends.errors import PreconditionFailedError
from backends.streamed import PAGE, PAGES_KEPT, StreamedFile

DATA = random.Random(3).randbytes(20 * PAGE + 777)


class _Body:
    def __init__(self, data: bytes, start: int, fail_after: int | None) -> None:
        self._data, self._position, self._fail_after = data, start, fail_after

    def read(self, size: int) -> bytes:
        if self._fail_after is not None and self._fail_after <= 0:
            raise ConnectionResetError("connection reset by peer")
        if self._fail_after is not None:
            self._fail_after -= 1
        chunk = self._data[self._position : self._position + size]
        self._position += len(chunk)
        return chunk

    def close(self) -> None:
        self._position = len(self._data)


class _Object:
    """An object that counts the GETs opened on it; ``failures`` streams break after ``fail_after`` reads."""

    def __init__(self, data: bytes = DATA, failures: int = 0, fail_after: int = 1) -> None:
        self.data, self.opened, self._failures, self._fail_after = data, [], failures, fail_after

    def __call__(self, start: int) -> _Body:
        self.opened.append(start)
        failing = len(self.opened) <= self._failures
        return _Body(self.data, start, self._fail_after if failing else None)


def test_an_archive_read_in_order_costs_one_get_and_jumps_back_within_kept_pages_cost_none() -> None:
    source = _Object()
    with StreamedFile(source, len(DATA), "s3://b/k") as reader:
        assert reader.read() == DATA
        assert source.opened == [0]
        last_page = len(DATA) // PAGE
        for start in range((last_page - PAGES_KEPT + 1) * PAGE, len(DATA), 100_000):  # the pages kept
            reader.seek(start)
            assert reader.read(50_000) == DATA[start : start + 50_000]
        assert source.opened == [0]
        reader.seek(5)  # the head was dropped long ago: one GET from its page on
        assert reader.read(10) == DATA[5:15]
        assert source.opened == [0, 0]


def test_a_zip_readers_pattern_end_then_head_then_in_order_costs_three_gets() -> None:
    source = _Object()
    with StreamedFile(source, len(DATA), "gs://b/k") as reader:
        reader.seek(len(DATA) - 100)  # end records, central directory
        assert reader.read(100) == DATA[-100:]
        reader.seek(0)  # first local header, then every member in order
        assert reader.read(30) == DATA[:30]
        reader.seek(30)
        assert reader.read() == DATA[30:]
    assert source.opened == [len(DATA) // PAGE * PAGE, 0]


def test_a_stream_that_breaks_mid_body_is_opened_again_where_it_broke() -> None:
    source = _Object(failures=2, fail_after=3)
    with StreamedFile(source, len(DATA), "az://c/k") as reader:
        assert reader.read() == DATA
    assert source.opened == [0, 3 * PAGE, 6 * PAGE]


def test_a_stream_that_keeps_breaking_fails_the_read() -> None:
    source = _Object(failures=100, fail_after=0)
    with StreamedFile(source, len(DATA), "s3://b/k") as reader, pytest.raises(ConnectionResetError):
        reader.read(10)
    assert len(source.opened) == 4


def test_an_object_shorter_than_listed_is_a_change_not_a_short_read() -> None:
    source = _Object(data=DATA[: 3 * PAGE])
    with StreamedFile(source, len(DATA), "s3://b/k") as reader, pytest.raises(PreconditionFailedError) as failed:
        reader.read()
    assert "changed while read" in str(failed.value) and "s3://b/k" in str(failed.value)
