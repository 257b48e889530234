"""Everything that needs torch (the ``torch`` extra): building ExportedPrograms, decomposing programs,
synthesising inputs; reading and converting artifacts never needs it."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from types import ModuleType
from typing import TYPE_CHECKING

from serde.errors import UsageError

if TYPE_CHECKING:
    import logging


__all__ = [
    "EXPORT_LOAD_LOCK",
    "LOADER_LOGGERS",
    "LOADER_NOISE",
    "TorchUnavailableError",
    "loading_with_torch",
    "quiet_loader",
    "require_torch",
]


EXPORT_LOAD_LOCK = threading.Lock()
"""torch.export.load keeps its deserializer in a module global, so concurrent loads in one process collide."""


class TorchUnavailableError(UsageError):
    """An operation needs torch, which is not installed (a usage error: the command line asked for something
    this installation cannot do; nothing was started)."""


def require_torch(why: str) -> ModuleType:
    """Import torch or explain which extra to install for ``why``."""
    try:
        import torch
    except ImportError:
        raise TorchUnavailableError(f"{why} needs torch; install pt2-serde[torch]") from None
    return torch


LOADER_LOGGERS = ("torch.export.pt2_archive._package", "torch._export.serde.serialize")
"""The loggers of torch's artifact loader."""
LOADER_NOISE = (
    "loading weight from the legacy format",
    "loading constant from the legacy format",
    "Fallback to weights",
)
"""Messages about files the user does not write: the re-save advice for P1 archives, which pt2-serde hands
torch on purpose, and the weights_only fallback notice for pickles pt2-serde screened first."""


def _is_not_noise(record: logging.LogRecord) -> bool:
    """Whether a log record of torch's loader is something other than :data:`LOADER_NOISE`."""
    return not any(text in str(record.msg) for text in LOADER_NOISE)


@contextlib.contextmanager
def quiet_loader() -> Iterator[None]:
    """Drop :data:`LOADER_NOISE` from torch's loader logs while pt2-serde's own load runs (every other message,
    and other code's loads, are left alone). ``logging`` is imported here: a command that never loads with
    torch does not pay for it."""
    import logging

    noise = _is_not_noise
    loggers = [logging.getLogger(name) for name in LOADER_LOGGERS]
    for logger in loggers:
        logger.addFilter(noise)
    try:
        yield
    finally:
        for logger in loggers:
            logger.removeFilter(noise)


@contextlib.contextmanager
def loading_with_torch() -> Iterator[None]:
    """What each of pt2-serde's ``torch.export.load`` calls runs inside: :data:`EXPORT_LOAD_LOCK` held, the
    loader's :data:`LOADER_NOISE` dropped (:func:`quiet_loader`) and torch's schema type hints evaluated once
    per class (:func:`serde.torch_bridge.schema_hints.memoized_schema_hints`)."""
    from serde.torch_bridge.schema_hints import memoized_schema_hints

    with EXPORT_LOAD_LOCK, quiet_loader(), memoized_schema_hints():
        yield
