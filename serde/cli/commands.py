"""The ``pt2-serde`` command line: the group (:mod:`serde.cli.app`) with every command registered by importing
its module, one per group of use cases (:mod:`.questions`, :mod:`.conversions`, :mod:`.migration`,
:mod:`.maintainers`). Each command parses its arguments, calls one library function and prints the result."""

from __future__ import annotations

from serde.cli import conversions, maintainers, migration, questions  # noqa: F401 - importing registers the commands
from serde.cli.app import EXIT_STATUS_HELP, main

__all__ = ["EXIT_STATUS_HELP", "main"]
