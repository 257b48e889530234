"""Compiling the code pt2-serde generates from a spec (validators, visitors) so it can be debugged.

Generated source is registered in :mod:`linecache` under a stable pseudo-file name, so tracebacks,
``pdb`` and ``inspect.getsource`` show its lines; with ``PT2_SERDE_DUMP_CODE=DIR`` in the environment it
is also written to ``DIR/<name>.py`` (``pt2-serde debug show-validator VERSION`` prints it instead).
"""

from __future__ import annotations

import linecache
import os
import re
from pathlib import Path
from typing import Any

DUMP_ENVIRONMENT = "PT2_SERDE_DUMP_CODE"
_SOURCES: dict[str, str] = {}


def compile_generated(source: str, name: str, constants: dict[str, Any] | None = None) -> dict[str, Any]:
    """Execute generated ``source`` under the pseudo-file ``<pt2-serde NAME>`` with ``constants`` as its
    globals; returns its namespace."""
    filename = f"<pt2-serde {name}>"
    _SOURCES[name] = source
    linecache.cache[filename] = (len(source), None, source.splitlines(keepends=True), filename)
    dump = os.environ.get(DUMP_ENVIRONMENT)
    if dump:
        folder = Path(dump)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / (re.sub(r"[^A-Za-z0-9_.-]+", "_", name) + ".py")).write_text(source, encoding="utf-8")
    namespace: dict[str, Any] = dict(constants or {})
    exec(compile(source, filename, "exec"), namespace)
    return namespace


def generated_source(name: str) -> str | None:
    """The source compiled under ``name`` in this process, if any."""
    return _SOURCES.get(name)
