"""A Dask worker plugin importing the user's modules on every worker, present and future."""

from __future__ import annotations

from typing import Any

from distributed.diagnostics.plugin import WorkerPlugin

from serde.jobs.user_modules import import_modules

__all__ = ["ModulesImported"]


class ModulesImported(WorkerPlugin):  # type: ignore[misc]  # distributed ships no type hints
    """Imports ``names`` on each worker when it joins, with ``directory`` searched first."""

    name = "pt2-serde-imports"

    def __init__(self, names: tuple[str, ...], directory: str) -> None:
        self.names = names
        self.directory = directory

    def setup(self, worker: Any) -> None:
        """Import the modules in the worker process."""
        import_modules(self.names, self.directory)
