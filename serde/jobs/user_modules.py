"""Importing modules the user names on the command line, e.g. ones registering namedtuple types with
torch's pytree, which the upgrade of pre-2.4 namedtuple contexts looks up in the running process.

The working directory is never put on ``sys.path``: a ``sympy.py`` or ``rich.py`` lying in a folder being
processed must not shadow a library pt2-serde imports later. Only the module a user names with ``--import``
is looked up there, and only that module (and its own submodules) is loaded from there.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Iterable

__all__ = ["import_modules"]


def import_modules(names: Iterable[str], directory: str | None = None) -> None:
    """Import each module of ``names``, looking for its top-level package in ``directory`` (default: the
    working directory) first, then on ``sys.path``; ``sys.path`` itself is left as it is.

    Raises ImportError naming the module and what went wrong while importing it.
    """
    folder = directory or os.getcwd()
    for name in names:
        try:
            _load_top_level_from(name.partition(".")[0], folder)
            importlib.import_module(name)
        except Exception as exc:
            problem = f"{type(exc).__name__}: {exc}"
            raise ImportError(f"cannot import module {name!r} (searched {folder} first): {problem}") from exc


def _load_top_level_from(top: str, folder: str) -> None:
    """Load the module or package ``top`` from ``folder`` into ``sys.modules`` when it is there and not yet
    imported (its submodules are then found through its own ``__path__``)."""
    if top in sys.modules:
        return
    spec = importlib.machinery.PathFinder.find_spec(top, [folder])
    if spec is None or spec.loader is None:
        return
    module = importlib.util.module_from_spec(spec)
    sys.modules[top] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[top]
        raise
