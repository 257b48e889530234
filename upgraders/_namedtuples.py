"""Namedtuple types registered with torch's pytree in this process.

Up to schema 5.1 a namedtuple treespec context records the class name and fields; from 5.3 it records
the name the type is registered under (``torch.utils._pytree._register_namedtuple``), which the
loading process looks up. Only this process's registry links the two spellings.
"""

from __future__ import annotations

from typing import Any

from serde.untrusted.formats import parse_json
from upgraders._pytree_registry import registered_types

__all__ = ["Definition", "describe", "old_context", "registered_definition", "registered_names"]


Definition = tuple[str, tuple[str, ...]]
"""A namedtuple's class name and field names."""


def _definition(cls: Any) -> Definition | None:
    fields = getattr(cls, "_fields", None)
    if not (isinstance(cls, type) and issubclass(cls, tuple) and isinstance(fields, tuple)):
        return None
    return cls.__name__, tuple(str(name) for name in fields)


def old_context(context: Any) -> Definition | None:
    """The class name and fields of a schema-5.1 context (an object, or that object as a JSON string)."""
    if isinstance(context, str):
        try:
            context = parse_json(context)
        except ValueError:
            return None
    if not isinstance(context, dict):
        return None
    name, fields = context.get("class_name"), context.get("fields")
    if not (isinstance(name, str) and isinstance(fields, list) and all(isinstance(f, str) for f in fields)):
        return None
    return name, tuple(fields)


def registered_names(definition: Definition) -> list[str]:
    """The names under which namedtuple types with exactly this class name and these fields are registered."""
    return sorted(name for name, cls in registered_types().items() if _definition(cls) == definition)


def registered_definition(name: str) -> Definition | None:
    """The class name and fields of the namedtuple type registered as ``name``, if any."""
    return _definition(registered_types().get(name))


def describe(definition: Definition) -> str:
    """``Pair(low, high)``."""
    return f"{definition[0]}({', '.join(definition[1])})"
