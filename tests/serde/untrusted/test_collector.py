"""The garbage collector is paused while a parser builds a payload tree, and left as the caller had it."""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator
from contextlib import contextmanager

import jiter
import msgpack
import pytest

import serde
from serde.untrusted.collector import paused

PROGRAM = {
    "schema_version": {"major": 8, "minor": 20},
    "items": [{"name": f"t{i}", "sizes": [{"as_int": i}, {"as_int": 2}]} for i in range(20_000)],
}
"""Sixty thousand containers: enough for about eighty collections if nothing pauses the collector."""


@contextmanager
def _collections() -> Iterator[list[int]]:
    started: list[int] = []

    def count(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started.append(info["generation"])

    gc.collect()
    gc.callbacks.append(count)
    try:
        yield started
    finally:
        gc.callbacks.remove(count)


@pytest.mark.usefixtures("python_collector")  # the suite's test processes collect less often than users'
@pytest.mark.parametrize("fmt", ["json", "msgpack"])
def test_decoding_a_large_payload_runs_no_collection(fmt: str) -> None:
    data = json.dumps(PROGRAM).encode() if fmt == "json" else msgpack.packb(PROGRAM)
    serde.decode(data, fmt)  # compiles what decoding this version needs once
    with _collections() as started:
        jiter.from_json(data) if fmt == "json" else msgpack.unpackb(data)
    assert len(started) > 10  # the same parse without the pause: this test can fail
    with _collections() as started:
        decoded = serde.decode(data, fmt)
    assert len(started) <= 1  # at most the one the pause deferred, at the next allocation
    assert decoded["items"][-1]["name"] == "t19999"
    assert gc.isenabled()


def test_the_collector_is_switched_back_on_after_an_error_and_left_off_if_it_was_off() -> None:
    with pytest.raises(serde.DecodeError):
        serde.decode(b'{"schema_version": {"major": 8, "minor": 20}, "x": [1, 2')
    assert gc.isenabled()
    gc.disable()
    try:
        with paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
        serde.decode(json.dumps(PROGRAM).encode())
        assert not gc.isenabled()
    finally:
        gc.enable()
