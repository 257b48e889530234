"""Importing modules the user names on the command line, e.g. ones registering namedtuple types with
torch's pytree, which the upgrade of pre-2.4 namedtuple contexts looks up in the running process."""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Iterable


def import_modules(names: Iterable[str], directory: str | None = None) -> None:
    """Import each module of ``names``, searching ``directory`` (default: the working directory) first.

    Raises ImportError naming the module and what went wrong while importing it.
    """
    folder = directory or os.getcwd()
    if folder not in sys.path:
        sys.path.insert(0, folder)
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:
            problem = f"{type(exc).__name__}: {exc}"
            raise ImportError(f"cannot import module {name!r} (searched {folder} first): {problem}") from exc
