"""Dataclass treespec contexts in torch 2.2's spelling and in torch 2.3's.

torch 2.2's ``register_dataclass_as_pytree_node`` gave a dataclass node the context
``(class, field names, None-valued field names)`` and wrote it, through its default
``to_dumpable_context``, as the raw JSON list ``["<module>.<qualname>", [fields...], [none fields...]]``;
its loader found the class again by that dotted name. From torch 2.3 the context is
``[fields, none fields]``, written as a JSON string like any context without a codec of its own, and the
class is found by the node's registered ``type`` name alone (torch 2.13's ``register_dataclass`` reads the
same form).
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from serde.untrusted.formats import parse_json
from upgraders._pytree_registry import has_context_codec, registered_types

__all__ = ["Names", "dotted_name", "is_registered", "new_context", "old_context", "registered_dataclass", "spelled_new"]


Names = tuple[list[str], list[str]]
"""A dataclass node's field names holding values and its fields holding None."""


def _names(value: Any) -> list[str] | None:
    return value if isinstance(value, list) and all(isinstance(n, str) for n in value) else None


def old_context(context: Any) -> tuple[str, Names] | None:
    """The class's dotted name and the field names of a torch 2.2 dataclass context, if ``context`` is one."""
    if not (isinstance(context, list) and len(context) == 3 and isinstance(context[0], str)):
        return None
    flat, none = _names(context[1]), _names(context[2])
    return (context[0], (flat, none)) if flat is not None and none is not None else None


def new_context(context: Any) -> Names | None:
    """The field names of a torch 2.3+ dataclass context (a JSON string of two name lists), if it is one."""
    if not isinstance(context, str):
        return None
    try:
        value = parse_json(context)
    except ValueError:
        return None
    if not (isinstance(value, list) and len(value) == 2):
        return None
    flat, none = _names(value[0]), _names(value[1])
    return (flat, none) if flat is not None and none is not None else None


def spelled_new(names: Names) -> str:
    """The torch 2.3+ context string for these field names."""
    return json.dumps([names[0], names[1]])


def is_registered(type_name: Any) -> bool:
    """Whether some type is registered in this process under ``type_name``."""
    return isinstance(type_name, str) and type_name in registered_types()


def registered_dataclass(type_name: Any) -> type | None:
    """The dataclass registered in this process under ``type_name`` with torch's default context format."""
    cls = registered_types().get(type_name) if isinstance(type_name, str) else None
    if isinstance(cls, type) and dataclasses.is_dataclass(cls) and not has_context_codec(cls):
        return cls
    return None


def dotted_name(cls: type) -> str:
    """The ``<module>.<qualname>`` torch 2.2 recorded for a dataclass."""
    return f"{cls.__module__}.{cls.__qualname__}"
