"""Everything that needs torch (the ``torch`` extra): layout conversions and building ExportedPrograms."""

from __future__ import annotations

import threading
from types import ModuleType

from serde.errors import SerdeError

EXPORT_LOAD_LOCK = threading.Lock()
"""torch.export.load keeps its deserializer in a module global, so concurrent loads in one process collide."""


class TorchUnavailableError(SerdeError):
    """An operation needs torch, which is not installed."""


def require_torch(why: str) -> ModuleType:
    """Import torch or explain which extra to install for ``why``."""
    try:
        import torch
    except ImportError:
        raise TorchUnavailableError(f"{why} needs torch; install pt2-serde[torch]") from None
    return torch
