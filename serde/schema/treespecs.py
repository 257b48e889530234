"""pt2-serde's grammar for serialized pytree specs (``in_spec``/``out_spec``), parsed into a typed form and
rendered anew.

Torch reads a treespec with ``torch.utils._pytree.treespec_loads``: ``json.loads`` of
``[<protocol>, {"type": ..., "context": ..., "children_spec": [...]}]``, the type looked up among the pytree
node types registered in the process, and each context either decoded with ``enum_object_hook`` (which
*imports* the module named by any ``{"__enum__": true, "fqn": "module:Class"}`` object inside it) or passed
to the type's ``from_dumpable_context`` (``collections.defaultdict``'s imports ``default_factory_module``).
A module shipped next to a model and found on ``sys.path`` then runs at load.

pt2-serde parses the text into :class:`TreeSpecNode` (protocol 1; types dotted names; at most
:data:`MAX_DEPTH` levels) and refuses any context that would import: an ``__enum__`` object anywhere in a
context, and a ``defaultdict`` factory other than the builtin containers and scalars, unless the caller
names the module (``modules``). The rendering is ``json.dumps`` of the parse, which is what torch's own
``treespec_dumps`` writes, so a treespec torch wrote renders to itself.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from serde.schema.names import NameGrammarError, dotted_name, identifier

__all__ = ["MAX_DEPTH", "TreeSpecError", "TreeSpecNode", "canonical_treespec", "parse_treespec"]

MAX_DEPTH = 200
"""Deepest nesting of tree nodes accepted."""
MAX_LENGTH = 1 << 22
"""Longest treespec text accepted (4 MiB)."""
PROTOCOL = 1
"""The one serialization protocol of every release 2.1 - 2.15."""
BUILTIN_FACTORIES = frozenset({"list", "dict", "set", "frozenset", "int", "float", "str", "bool", "tuple"})
"""``defaultdict`` factories from ``builtins`` (importing ``builtins`` runs nothing)."""
_KEYS = ("type", "context", "children_spec")


class TreeSpecError(ValueError):
    """A treespec outside pt2-serde's grammar (the message says what)."""


@dataclass(frozen=True)
class TreeSpecNode:
    """One node of a treespec: the serialized type name (None for a leaf), its context as decoded JSON (a
    string where torch wrote the context as JSON text) and its children."""

    type: str | None
    context: Any
    children: tuple[TreeSpecNode, ...]

    def to_json(self) -> dict[str, Any]:
        """The node as torch's ``_TreeSpecSchema`` dumps it."""
        return {"type": self.type, "context": self.context, "children_spec": [c.to_json() for c in self.children]}


def _refuse_imports(value: Any, modules: frozenset[str], where: str) -> None:
    """Refuse an ``__enum__`` object anywhere in ``value`` whose module is not in ``modules``."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if "__enum__" in item:
                fqn = item.get("fqn")
                module = fqn.partition(":")[0] if isinstance(fqn, str) else None
                if module is None or module not in modules:
                    raise TreeSpecError(
                        f"{where} holds an enum whose class torch would import from module {module!r} "
                        "(name the module explicitly to allow it)"
                    )
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def _check_context(node_type: str | None, context: Any, modules: frozenset[str]) -> None:
    if isinstance(context, str):
        try:
            decoded = json.loads(context)
        except (ValueError, RecursionError):
            decoded = context  # a plain string context (a namedtuple's type name): nothing torch decodes
        _refuse_imports(decoded, modules, "a treespec context")
    else:
        _refuse_imports(context, modules, "a treespec context")
    if node_type == "collections.defaultdict" and isinstance(context, dict):
        module, name = context.get("default_factory_module"), context.get("default_factory_name")
        allowed = (module == "builtins" and name in BUILTIN_FACTORIES) or module in modules
        if not allowed:
            raise TreeSpecError(
                f"a defaultdict whose factory torch would import from module {module!r} "
                "(name the module explicitly to allow it)"
            )
    if node_type == "collections.namedtuple" and isinstance(context, dict):
        try:
            identifier(context.get("class_name"))
            for field in context.get("fields", ()):
                identifier(field)
        except (NameGrammarError, TypeError):
            raise TreeSpecError("a namedtuple context whose names are not identifiers") from None


def _node(data: Any, depth: int, modules: frozenset[str]) -> TreeSpecNode:
    if depth > MAX_DEPTH:
        raise TreeSpecError(f"nested deeper than {MAX_DEPTH} levels")
    if not isinstance(data, dict) or tuple(data) != _KEYS:
        raise TreeSpecError("a tree node that is not an object of type, context and children_spec")
    node_type, context, children = data["type"], data["context"], data["children_spec"]
    if not isinstance(children, list):
        raise TreeSpecError("children_spec is not a list")
    if node_type is None:
        if context is not None or children:
            raise TreeSpecError("a leaf (type null) with a context or children")
        return TreeSpecNode(None, None, ())
    try:
        dotted_name(node_type)
    except NameGrammarError as exc:
        raise TreeSpecError(f"node type: {exc}") from None
    _check_context(node_type, context, modules)
    return TreeSpecNode(node_type, context, tuple(_node(child, depth + 1, modules) for child in children))


def parse_treespec(text: str, modules: frozenset[str] = frozenset()) -> TreeSpecNode:
    """The root node of the treespec ``text``, or :class:`TreeSpecError`; ``modules`` are the modules the caller
    allows contexts to import."""
    if type(text) is not str:
        raise TreeSpecError(f"expected a string, found {type(text).__name__}")
    if len(text) > MAX_LENGTH:
        raise TreeSpecError(f"{len(text)} characters long (at most {MAX_LENGTH})")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise TreeSpecError("not one JSON document") from None
    if not (isinstance(data, list) and len(data) == 2 and type(data[0]) is int):
        raise TreeSpecError("not a [protocol, tree] pair")
    if data[0] != PROTOCOL:
        raise TreeSpecError(f"protocol {data[0]} (torch writes {PROTOCOL})")
    return _node(data[1], 0, modules)


@lru_cache(maxsize=4096)
def canonical_treespec(text: str, modules: frozenset[str] = frozenset()) -> str:
    """``text`` rendered again from its parse (:func:`parse_treespec`), as torch's ``treespec_dumps`` writes it;
    the empty string (schema 1's call spec of a program without one, which torch reads as none) stays empty."""
    if text == "":
        return text
    return json.dumps([PROTOCOL, parse_treespec(text, modules).to_json()])
