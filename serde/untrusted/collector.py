"""Pausing Python's cyclic garbage collector while a C parser builds one payload tree.

Parsing a program builds tens of thousands of dicts and lists in one C call (jiter, msgpack, pickle). Each
700 new containers start a collection, every tenth of those examines the previous generation as well, and
every few rounds the whole heap is examined: 40 collections for a 1 MB program, which find nothing, since
every container the parser made is reachable from the tree it is building and a parsed tree holds no cycles.
Those collections were 2-7% of the instructions of an upgrade chain of the bundled large programs (measured by
``benchmarks/bench_upgrade_instructions.py``, which prints the chain with the collector on and off).

:func:`paused` switches automatic collection off for the duration of one such call and back on after, if it
was on. The call holds the GIL throughout (it creates Python objects), so no other thread runs Python code
while the collector is off; objects that become garbage in the meantime are collected by the next collection.
:func:`serde.load_exported_program` also pauses it while it converts an artifact it has read into the archive
it hands torch (local work), so that its short-lived tree is not promoted into the generation that torch's
load then examines whole; other threads' cyclic garbage waits for the next collection meanwhile.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["paused"]


@contextmanager
def paused() -> Iterator[None]:
    """Switch automatic garbage collection off around the ``with`` body (one C call building an acyclic tree)
    and back on after it, if it was on; a collector the caller had switched off stays off."""
    enabled = gc.isenabled()
    if enabled:
        gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
