"""The running processes as tests look for them: each one's id and command line, read from ``/proc``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path


def command_lines() -> Iterator[tuple[int, list[bytes]]]:
    """Each running process's id and arguments (``/proc/<pid>/cmdline`` split at its NUL bytes); processes
    that end while they are listed are left out."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            arguments = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:  # ended meanwhile
            continue
        yield int(entry.name), arguments
