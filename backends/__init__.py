"""Storage on fsspec: whole-object and streamed reads, listing, stat, and safe (atomic, conditional) writes.

A leaf package: it owns pt2-serde's root error and the storage errors (:mod:`backends.errors`) and
imports nothing of ``serde`` or ``upgraders``. Its public names are imported on first use, so that a module
needing only the errors does not load fsspec.
"""

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from backends.publish import Publisher, register_publisher
    from backends.state import ObjectMetadata, ObjectState, WriteMode
    from backends.store import Store, open_store

_LAZY: dict[str, str] = {
    "Publisher": "backends.publish",
    "register_publisher": "backends.publish",
    "ObjectMetadata": "backends.state",
    "ObjectState": "backends.state",
    "WriteMode": "backends.state",
    "Store": "backends.store",
    "open_store": "backends.store",
}
"""Where each public name lives (imported the first time it is used)."""


def __getattr__(name: str) -> Any:
    """The public name ``name``, imported from its module on first use (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'backends' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The public names, as ``__all__`` lists them."""
    return sorted(__all__)


__all__ = ["ObjectMetadata", "ObjectState", "Publisher", "Store", "WriteMode", "open_store", "register_publisher"]
