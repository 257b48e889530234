"""Timing helper shared by the benchmarks."""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import Any


def round_times(*fns: Callable[[], Any], repeat: int = 7) -> list[list[float]]:
    """Every round's wall time of each of ``fns`` (``repeat`` rounds after one warm-up round), run as
    :func:`fastest_times` runs them: interleaved, each call after a full garbage collection."""
    for fn in fns:
        fn()
    times: list[list[float]] = [[] for _ in fns]
    for _ in range(repeat):
        for fn, samples in zip(fns, times, strict=True):
            gc.collect()
            start = time.perf_counter()
            fn()
            samples.append(time.perf_counter() - start)
    return times


def fastest_times(*fns: Callable[[], Any], repeat: int = 7) -> list[float]:
    """The fastest wall time of each of ``fns`` over ``repeat`` rounds, after one warm-up round.

    The functions run interleaved (one call of each per round), so a machine that slows down or
    speeds up during the measurement affects every function alike. Each call starts after a full
    garbage collection (not timed), so every call starts from the same heap and pays for the
    collections its own garbage triggers, not for another's. The fastest round is reported because
    noise on a shared machine only ever adds time (as ``timeit`` recommends).
    """
    return [min(samples) for samples in round_times(*fns, repeat=repeat)]
