"""The types registered with torch's pytree in this process, by the name treespecs record for them."""

from __future__ import annotations

import sys
from typing import Any

from serde.untrusted.treespecs import registered_types

__all__ = ["has_context_codec", "registered_types"]


def has_context_codec(cls: Any) -> bool:
    """Whether ``cls`` was registered with its own ``to_dumpable_context``/``from_dumpable_context`` (then
    its treespec contexts are the user's format, not torch's default JSON string)."""
    pytree = sys.modules.get("torch.utils._pytree")
    node_def = getattr(pytree, "SUPPORTED_SERIALIZED_TYPES", {}).get(cls)
    return node_def is not None and getattr(node_def, "from_dumpable_context", None) is not None
