"""Storage on fsspec: whole-object and streamed reads, listing, stat, and safe (atomic, conditional) writes.

The storage errors belong to serde's error hierarchy, and serde's containers use this package, so
the ``serde`` package is initialised first whichever of the two a program imports first.
"""

import serde  # noqa: F401  (initialise serde before its storage layer; see the module docstring)
from backends.state import ObjectState, WriteMode
from backends.store import Store, open_store

__all__ = ["ObjectState", "Store", "WriteMode", "open_store"]
