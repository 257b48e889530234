"""Compiling the code pt2-serde generates from a spec (validators, visitors) so it can be debugged, and
caching the compiled code on disk so that a fresh process does not compile it again.

Generated source is registered in :mod:`linecache` under a stable pseudo-file name, so tracebacks,
``pdb`` and ``inspect.getsource`` show its lines; with ``PT2_SERDE_DUMP_CODE=DIR`` in the environment it
is also written to ``DIR/<name>.py`` (``pt2-serde debug show-validator VERSION`` prints it instead).

The code cache is what ``__pycache__`` is for modules: compiled code objects (``marshal``), one file per
generated source, named by the sha256 of the pseudo-file name and the source (so a changed spec or
generator is a new file), under ``$PT2_SERDE_CODE_CACHE`` or ``$XDG_CACHE_HOME/pt2-serde`` (default
``~/.cache/pt2-serde``), in a folder per Python implementation and version. Since loading a cached code
object runs it, the cache is used only where nobody else can write: on POSIX the folder must belong to the
user and be writable by nobody else (created ``0700``), and each file must be a regular file of the user's,
opened without following links; otherwise the code is compiled in memory as if there were no cache.
``PT2_SERDE_CODE_CACHE=off`` turns the cache off. The source is only ever pt2-serde's own generated code,
never a string from an artifact.
"""

from __future__ import annotations

import contextlib
import hashlib
import linecache
import marshal
import os
import re
import stat
import sys
import tempfile
from pathlib import Path
from types import CodeType
from typing import Any

__all__ = ["CACHE_ENVIRONMENT", "DUMP_ENVIRONMENT", "cache_folder", "compile_generated", "generated_source"]


DUMP_ENVIRONMENT = "PT2_SERDE_DUMP_CODE"
CACHE_ENVIRONMENT = "PT2_SERDE_CODE_CACHE"
_SOURCES: dict[str, str] = {}


def cache_folder() -> Path | None:
    """Where compiled generated code is cached for this Python (None: caching is off)."""
    chosen = os.environ.get(CACHE_ENVIRONMENT)
    if chosen == "off":
        return None
    if chosen:
        base = Path(chosen)
    else:
        base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "pt2-serde"
    return base / (sys.implementation.cache_tag or "python")


def _private(folder: Path) -> bool:
    """Whether ``folder`` exists (made ``0700`` if missing) and only this user can write to it (POSIX)."""
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        facts = os.stat(folder, follow_symlinks=False)
    except OSError:
        return False
    if not stat.S_ISDIR(facts.st_mode):
        return False
    if os.name != "posix":
        return True
    return facts.st_uid == os.getuid() and not facts.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def _read_cached(path: Path) -> CodeType | None:
    """The code object at ``path`` if it is a regular file of this user's, writable by nobody else, holding a
    code object this Python wrote; else None."""
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    with os.fdopen(descriptor, "rb") as handle:
        facts = os.fstat(handle.fileno())
        if not stat.S_ISREG(facts.st_mode):
            return None
        if os.name == "posix" and (facts.st_uid != os.getuid() or facts.st_mode & (stat.S_IWGRP | stat.S_IWOTH)):
            return None
        try:
            code = marshal.loads(handle.read())
        except (EOFError, ValueError, TypeError):
            return None
    return code if isinstance(code, CodeType) else None


def _write_cached(folder: Path, path: Path, code: CodeType) -> None:
    """Write ``code`` to ``path`` atomically (a ``0600`` temporary file in the same folder, then a rename); a
    cache that cannot be written is no error."""
    try:
        handle = tempfile.NamedTemporaryFile(dir=folder, prefix=".tmp-", delete=False)  # noqa: SIM115 - renamed below
    except OSError:
        return
    try:
        with handle:
            handle.write(marshal.dumps(code))
        os.replace(handle.name, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(handle.name)


def _compiled(source: str, filename: str) -> CodeType:
    """``compile(source, filename)``, from the on-disk cache when it holds it (see the module docstring)."""
    folder = cache_folder()
    if folder is None or not _private(folder):
        return compile(source, filename, "exec")
    key = hashlib.sha256(f"{filename}\0{source}".encode()).hexdigest()
    path = folder / f"{key}.code"
    code = _read_cached(path)
    if code is None:
        code = compile(source, filename, "exec")
        _write_cached(folder, path, code)
    return code


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
    exec(_compiled(source, filename), namespace)
    return namespace


def generated_source(name: str) -> str | None:
    """The source compiled under ``name`` in this process, if any."""
    return _SOURCES.get(name)
