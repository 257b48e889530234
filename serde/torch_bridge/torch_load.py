"""torch's own ``torch.export.load``, whether or not :mod:`serde.torch_bridge.load_hook` replaced the public
name: what pt2-serde hands the archives it rebuilt to (the hook, calling pt2-serde, must never call itself)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from serde.torch_bridge import require_torch

__all__ = ["set_original", "torch_export_load"]

_original: Callable[..., Any] | None = None
"""torch's own ``torch.export.load`` while the hook is installed (None otherwise)."""


def torch_export_load() -> Callable[..., Any]:
    """torch's own ``torch.export.load``, hook installed or not."""
    torch = require_torch("load_exported_program")
    return _original if _original is not None else torch.export.load


def set_original(function: Callable[..., Any] | None) -> Callable[..., Any] | None:
    """Remember ``function`` as torch's own loader (None: the public name is torch's again); the previous one."""
    global _original
    previous, _original = _original, function
    return previous
