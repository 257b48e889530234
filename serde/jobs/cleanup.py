"""Finding and removing temporary files left on local disk by a writer that was killed mid-write."""

from __future__ import annotations

import os
import re

from backends.publish import TEMP_PREFIX, TEMP_SUFFIX

__all__ = ["is_temporary", "remove_stale_temporaries"]


_TEMP_NAME = re.compile(re.escape(TEMP_PREFIX) + r"(\d+)-.*" + re.escape(TEMP_SUFFIX) + "$")


def is_temporary(path: str) -> bool:
    """Whether ``path`` names one of pt2-serde's in-progress temporary files."""
    return _TEMP_NAME.match(os.path.basename(path)) is not None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def remove_stale_temporaries(paths: list[str]) -> list[str]:
    """Delete the temporary files among ``paths`` whose writing process no longer exists; return them.

    Files of live processes (another run in progress) are left alone. They were never visible under
    an artifact's name, so removing them loses nothing.
    """
    removed = []
    for path in paths:
        match = _TEMP_NAME.match(os.path.basename(path))
        if match and not _alive(int(match.group(1))):
            try:
                os.unlink(path)
            except FileNotFoundError:
                continue
            removed.append(path)
    return removed
