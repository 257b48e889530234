"""The runner's own thread pool (``serde.jobs.executors.run_bounded`` without an executor): results as they come,
a bounded number of tasks in flight, a stop that lets the running tasks finish and starts no other, a task's
exception raised in the caller, and no thread left behind however the caller stops reading."""

from __future__ import annotations

import threading
import time

import pytest

from serde.jobs.executors import run_bounded


def _pool_threads() -> list[threading.Thread]:
    return [thread for thread in threading.enumerate() if thread.name.startswith("pt2-serde-worker-")]


def test_every_result_comes_back_with_at_most_four_tasks_per_worker_in_flight() -> None:
    lock, running, most = threading.Lock(), [0], [0]

    def task(number: int) -> int:
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        time.sleep(0.001)
        with lock:
            running[0] -= 1
        return number * 2

    fed: list[int] = []

    def arguments() -> object:
        for number in range(200):
            fed.append(number)
            yield (number,)

    results = []
    for result in run_bounded(task, arguments(), workers=3):  # type: ignore[arg-type]
        results.append(result)
        assert len(fed) - len(results) <= 3 * 4  # never more than the window handed out ahead
    assert sorted(results) == [number * 2 for number in range(200)]
    assert most[0] <= 3 and not _pool_threads()


def test_a_stop_starts_nothing_more_and_lets_the_running_tasks_finish() -> None:
    stop, started = threading.Event(), []

    def task(number: int) -> int:
        started.append(number)
        if number == 0:
            stop.set()
            time.sleep(0.05)
        return number

    results = list(run_bounded(task, ((n,) for n in range(1000)), workers=2, should_stop=stop.is_set))
    assert 0 in results and sorted(results) == sorted(started) and len(results) < 1000
    assert not _pool_threads()


def test_a_task_s_exception_is_raised_in_the_caller_and_the_threads_end() -> None:
    def task(number: int) -> int:
        if number == 5:
            raise ValueError("task five")
        return number

    with pytest.raises(ValueError, match="task five"):
        list(run_bounded(task, ((n,) for n in range(50)), workers=2))
    assert not _pool_threads()


def test_a_caller_that_stops_reading_leaves_no_thread_and_runs_no_queued_task() -> None:
    ran: list[int] = []

    def task(number: int) -> int:
        ran.append(number)
        time.sleep(0.01)
        return number

    results = run_bounded(task, ((n,) for n in range(100)), workers=1)
    assert next(results) == 0
    results.close()
    assert not _pool_threads() and len(ran) <= 2  # the one running when the caller stopped, at most
