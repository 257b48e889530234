"""A signal the kernel hands to a worker thread is still handled at once: Python runs handlers only in the main
thread, so the main thread of a run must never sleep in a wait without a timeout (``serde.jobs.executors``)."""

from __future__ import annotations

import signal
import threading
import time
from collections.abc import Iterator

import pytest

from serde.jobs.executors import run_bounded

PATIENCE = 10.0
"""How long a task waits for the main thread's handler before giving up (the old code made it wait this out)."""
ASLEEP = 0.5
"""How long a task lets the main thread settle into its wait before the signal."""


@pytest.fixture
def handled() -> Iterator[threading.Event]:
    """Set by a SIGUSR1 handler, which Python runs in the main thread only."""
    event = threading.Event()
    previous = signal.signal(signal.SIGUSR1, lambda number, frame: event.set())
    try:
        yield event
    finally:
        signal.signal(signal.SIGUSR1, previous)


def _signal_this_thread_then_wait(handled: threading.Event) -> bool:
    """From a task: once the main thread sleeps in its wait, send SIGUSR1 to this worker thread (where the kernel
    may deliver a terminal's Ctrl-C), then wait for the main thread to run the handler."""
    time.sleep(ASLEEP)
    signal.pthread_kill(threading.get_ident(), signal.SIGUSR1)
    return handled.wait(PATIENCE)


def test_a_signal_on_a_worker_thread_is_handled_while_the_main_thread_waits_for_the_first_result(
    handled: threading.Event,
) -> None:
    assert list(run_bounded(_signal_this_thread_then_wait, [(handled,)], workers=1)) == [True]


def test_a_signal_on_a_worker_thread_is_handled_while_a_stopped_run_finishes_its_work_in_flight(
    handled: threading.Event,
) -> None:
    """After a stop (the first Ctrl-C), the main thread waits for the tasks in flight: a second signal must
    still be heard then (the second Ctrl-C stops at once)."""
    stopped = threading.Event()

    def task(name: str) -> object:
        if name == "quick":  # done first; the run stops, with the slow one in flight
            stopped.set()
            return name
        stopped.wait(PATIENCE)
        return _signal_this_thread_then_wait(handled)

    results = list(run_bounded(task, [("slow",), ("quick",)], workers=2, should_stop=stopped.is_set))
    assert results == ["quick", True]
