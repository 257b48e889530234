"""Storage on fsspec: whole-object and streamed reads, listing, stat, and safe (atomic, conditional) writes.

A leaf package: it owns pt2-serde's root error and the storage errors (:mod:`backends.errors`) and
imports nothing of ``serde`` or ``upgraders``.
"""

from backends.publish import Publisher, register_publisher
from backends.state import ObjectMetadata, ObjectState, WriteMode
from backends.store import Store, open_store

__all__ = ["ObjectMetadata", "ObjectState", "Publisher", "Store", "WriteMode", "open_store", "register_publisher"]
