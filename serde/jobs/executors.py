"""Running tasks on a thread pool, any ``concurrent.futures.Executor``, or a ``dask.distributed.Client``.

At most a bounded number of tasks is in flight, so listing a bucket of millions of objects never
turns into millions of pending futures.
"""

from __future__ import annotations

import concurrent.futures
import os
import queue
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from typing import Any, Generic, TypeVar

__all__ = ["DEFAULT_WORKERS", "WAIT_SLICE", "Batch", "is_dask_client", "process_pool", "run_bounded", "worker_slots"]


DEFAULT_WORKERS = min(32, 4 * (os.cpu_count() or 1))
WAIT_SLICE = 0.2
"""Longest a wait of the main thread lasts before Python may run its signal handlers. The kernel hands a
process-wide signal (the terminal's Ctrl-C) to any thread that can take it, often a worker's when the main
thread has another signal pending (a child's SIGCHLD); Python runs the handler only in the main thread, and a
main thread asleep in a wait with no timeout would not run it until a task finished: a Ctrl-C unheard, and a
second one that does not stop at once, for as long as a large model takes in torch."""


T = TypeVar("T")


class Batch(Generic[T]):
    """Items sent to a worker or back as one object rather than a list: a Dask worker takes a list in at a cost
    per item, one object at the cost of one pickle (a task of 128 objects doing no work, its tasks in and its
    records back: 18-21 ms of worker time against 30 ms with lists on this machine,
    ``benchmarks/bench_scheduler_overhead.py``). Iterating it gives the items in order."""

    __slots__ = ("items",)

    def __init__(self, items: list[T]) -> None:
        self.items = items

    def __iter__(self) -> Iterator[T]:
        return iter(self.items)

    def __len__(self) -> int:
        return len(self.items)

    def __sizeof__(self) -> int:
        """What a Dask worker counts against its memory limit: the holder and its items, each shallowly."""
        return object.__sizeof__(self) + sum(sys.getsizeof(item) for item in self.items)


def process_pool(processes: int, imports: tuple[str, ...] = (), directory: str | None = None) -> Any:
    """A pool of ``processes`` fresh Python processes (spawned, not forked: the parent runs threads) for a
    CPU-bound local run, each importing the user's ``imports`` (``directory`` searched first) and ignoring
    SIGINT: the terminal's Ctrl-C reaches the whole process group, and the run's own handler in the parent
    lets the batches in flight finish."""
    import multiprocessing

    return concurrent.futures.ProcessPoolExecutor(
        processes,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_process_setup,
        initargs=(imports, directory or os.getcwd()),
    )


def _process_setup(imports: tuple[str, ...], directory: str) -> None:
    import signal

    from serde.jobs.user_modules import import_modules

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    import_modules(imports, directory)


def is_dask_client(executor: Any) -> bool:
    """Whether ``executor`` is a ``dask.distributed.Client`` (recognised without importing distributed)."""
    return type(executor).__module__.startswith("distributed") and hasattr(executor, "gather")


def worker_slots(executor: Any, workers: int | None = None) -> int:
    """How many tasks ``executor`` runs at once: a Dask client's worker threads, a process pool's processes,
    otherwise ``workers`` (or :data:`DEFAULT_WORKERS`)."""
    if is_dask_client(executor):
        threads: int = sum(executor.nthreads().values())
        return max(1, threads)
    if isinstance(executor, concurrent.futures.ProcessPoolExecutor):
        size: int = getattr(executor, "_max_workers")  # noqa: B009 - the pool's size, kept there since Python 3.2
        return size
    return workers or DEFAULT_WORKERS


def run_bounded(
    function: Callable[..., Any],
    arguments: Iterable[tuple[Any, ...]],
    *,
    executor: Any = None,
    workers: int | None = None,
    should_stop: Callable[[], bool] = lambda: False,
) -> Iterator[Any]:
    """Yield ``function(*args)`` results as they complete, keeping at most ~4 tasks per worker in flight
    (``executor`` None: on ``workers`` threads of this process, :func:`_run_threads`)."""
    if executor is None:
        yield from _run_threads(function, arguments, workers or DEFAULT_WORKERS, should_stop)
        return
    if is_dask_client(executor):
        yield from _run_dask(executor, function, arguments, should_stop)
        return
    if not isinstance(executor, concurrent.futures.Executor):
        raise TypeError(
            f"executor must be a concurrent.futures.Executor or a dask Client, not {type(executor).__name__}"
        )
    yield from _run_futures(executor, function, arguments, (workers or DEFAULT_WORKERS) * 4, should_stop)


_DONE = object()
"""What a worker thread of :func:`_run_threads` is handed to end."""


def _run_threads(
    function: Callable[..., Any], arguments: Iterable[tuple[Any, ...]], workers: int, should_stop: Callable[[], bool]
) -> Iterator[Any]:
    """``function(*args)`` on ``workers`` threads fed through one queue and answering through another, results
    yielded as they come. The same contract as a ``ThreadPoolExecutor`` driven by :func:`_run_futures` (at most
    4 tasks per worker in flight; on a stop, nothing more starts and the tasks running finish; a task's exception
    raised here), at a fraction of its cost per task: no future, condition or waiter per task, and no wait that
    visits every pending future (a plan decides most objects in ~0.1 ms, and a future cost about as much,
    ``benchmarks/bench_plan.py``). Tasks not started when the caller stops early are dropped, not run."""
    inbox: queue.SimpleQueue[Any] = queue.SimpleQueue()
    outbox: queue.SimpleQueue[tuple[bool, Any]] = queue.SimpleQueue()

    def serve() -> None:
        while (task := inbox.get()) is not _DONE:
            try:
                outbox.put((True, function(*task)))
            except BaseException as exc:  # noqa: BLE001 - handed to the main thread, raised there
                outbox.put((False, exc))

    threads = [threading.Thread(target=serve, name=f"pt2-serde-worker-{index}") for index in range(workers)]
    for thread in threads:
        thread.start()
    window, in_flight, source, stopping = workers * 4, 0, iter(arguments), False
    try:
        while True:
            stopping = stopping or should_stop()
            while not stopping and in_flight < window and (task := next(source, None)) is not None:
                inbox.put(task)
                in_flight += 1
            if stopping:
                in_flight -= _drop_queued(inbox)
            if not in_flight:
                return
            ok, value = _next_answer(outbox)
            in_flight -= 1
            if not ok:
                raise value
            yield value
    finally:
        _drop_queued(inbox)
        for _ in threads:
            inbox.put(_DONE)
        for thread in threads:
            thread.join()


def _drop_queued(inbox: queue.SimpleQueue[Any]) -> int:
    """Take the tasks no thread has started off ``inbox``; how many there were."""
    dropped = 0
    while True:
        try:
            inbox.get_nowait()
        except queue.Empty:
            return dropped
        dropped += 1


def _next_answer(outbox: queue.SimpleQueue[tuple[bool, Any]]) -> tuple[bool, Any]:
    """The next answer of a worker thread, waiting in :data:`WAIT_SLICE` steps."""
    while True:
        try:
            return outbox.get(timeout=WAIT_SLICE)
        except queue.Empty:
            continue


def _run_futures(
    pool: concurrent.futures.Executor,
    function: Callable[..., Any],
    arguments: Iterable[tuple[Any, ...]],
    window: int,
    should_stop: Callable[[], bool],
) -> Iterator[Any]:
    pending: set[concurrent.futures.Future[Any]] = set()
    source = iter(arguments)
    exhausted = False
    while True:
        while not exhausted and len(pending) < window and not should_stop():
            args = next(source, None)
            if args is None:
                exhausted = True
                break
            pending.add(pool.submit(function, *args))
        if not pending:
            return
        done, pending = _first_done(pending)
        for future in done:
            yield future.result()
        if should_stop():
            for future in pending:
                future.cancel()
            pending = {future for future in pending if not future.cancelled()}
            while pending:
                done, pending = _first_done(pending)
                for future in done:
                    yield future.result()
            return


def _first_done(
    pending: set[concurrent.futures.Future[Any]],
) -> tuple[set[concurrent.futures.Future[Any]], set[concurrent.futures.Future[Any]]]:
    """The futures done and those not, once at least one is done, waiting in :data:`WAIT_SLICE` steps."""
    while True:
        done, still = concurrent.futures.wait(
            pending, timeout=WAIT_SLICE, return_when=concurrent.futures.FIRST_COMPLETED
        )
        if done:
            return done, still


def _run_dask(
    client: Any, function: Callable[..., Any], arguments: Iterable[tuple[Any, ...]], should_stop: Callable[[], bool]
) -> Iterator[Any]:
    from distributed import as_completed

    window = max(8, 4 * sum(client.nthreads().values()))
    source = iter(arguments)
    first = [client.submit(function, *args, pure=False) for args in _take(source, window)]
    if not first:
        return
    completed = as_completed(first)
    for future in completed:
        yield future.result()
        if should_stop():
            client.cancel(list(completed.futures))
            return
        for args in _take(source, 1):
            completed.add(client.submit(function, *args, pure=False))


def _take(source: Iterator[tuple[Any, ...]], count: int) -> list[tuple[Any, ...]]:
    out = []
    for _ in range(count):
        item = next(source, None)
        if item is None:
            break
        out.append(item)
    return out
