"""Storage on fsspec: whole-object and streamed reads, listing, stat, and safe (atomic, conditional) writes."""

from backends.state import ObjectState, WriteMode
from backends.store import Store, open_store

__all__ = ["ObjectState", "Store", "WriteMode", "open_store"]
