"""pt2-serde's grammar for serialized pytree specs (``in_spec``/``out_spec``), parsed into a typed form and
rendered anew.

Torch reads a treespec with ``torch.utils._pytree.treespec_loads``: ``json.loads`` of
``[<protocol>, {"type": ..., "context": ..., "children_spec": [...]}]``, the type looked up among the pytree
node types registered in the process, and each context either decoded with ``enum_object_hook`` (which
*imports* the module named by any ``{"__enum__": true, "fqn": "module:Class"}`` object inside it) or passed
to the type's ``from_dumpable_context`` (``collections.defaultdict``'s imports ``default_factory_module``).
A module shipped next to a model and found on ``sys.path`` then runs at load.

pt2-serde parses the text into :class:`TreeSpecNode` (protocol 1; at most :data:`MAX_DEPTH` levels). A node's
type must be one torch registers itself in some release 2.1 - 2.15 (:data:`TORCH_PYTREE_TYPES`), one registered
with torch's pytree in this process (the user's own types: ``torch.export.register_dataclass`` in a module the
user imported, e.g. with ``--import``) or one the user named (:func:`allow_treespec_names`). Any context that
would import is refused: an ``__enum__`` object anywhere in a context, and a ``defaultdict`` factory other than
the builtin containers and scalars, unless the user named that module. The rendering is ``json.dumps`` of the
parse, which is what torch's own ``treespec_dumps`` writes, so a treespec torch wrote renders to itself.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from serde.untrusted.names import NameGrammarError, dotted_name, identifier

__all__ = [
    "MAX_DEPTH",
    "TORCH_PYTREE_TYPES",
    "TreeSpecError",
    "TreeSpecNode",
    "allow_treespec_names",
    "allowed_treespec_names",
    "canonical_treespec",
    "parse_treespec",
    "registered_types",
    "set_allowed_treespec_names",
]

MAX_DEPTH = 200
"""Deepest nesting of tree nodes accepted."""
MAX_LENGTH = 1 << 22
"""Longest treespec text accepted (4 MiB)."""
PROTOCOL = 1
"""The one serialization protocol of every release 2.1 - 2.15."""
BUILTIN_FACTORIES = frozenset({"list", "dict", "set", "frozenset", "int", "float", "str", "bool", "tuple"})
"""``defaultdict`` factories from ``builtins`` (importing ``builtins`` runs nothing)."""
_KEYS = ("type", "context", "children_spec")
TORCH_PYTREE_TYPES = frozenset(
    {
        "builtins.tuple",
        "builtins.list",
        "builtins.dict",
        "collections.namedtuple",
        "collections.OrderedDict",
        "collections.defaultdict",
        "collections.deque",
        "torch.Size",
        "torch.fx.immutable_collections.immutable_list",
        "torch.fx.immutable_collections.immutable_dict",
        # torch 2.1's preserve_module_call_signature recorded tracer-internal containers (read as the public ones)
        "torch._dynamo.variables.lists.TupleVariable",
        "torch._dynamo.variables.lists.ListVariable",
        "torch._dynamo.variables.dicts.ConstDictVariable",
    }
)
"""The serialized type names torch registers itself, in any release 2.1 - 2.15: the ``serialized_type_name``
literals of ``torch/utils/_pytree.py``, ``torch/fx/immutable_collections.py`` and
``torch/fx/experimental/proxy_tensor.py`` (2.2 and later), and in 2.1, which had no such names, the
``module.name`` torch derived for the same types (``tools/census_evaluation_points.py`` lists them per release)."""

_allowed_types: frozenset[str] = frozenset()
_allowed_modules: frozenset[str] = frozenset()


def allow_treespec_names(*, types: Iterable[str] = (), modules: Iterable[str] = ()) -> None:
    """Let treespecs of this process name the pytree ``types`` (serialized names of types the user will register
    with torch before loading) and contexts import the ``modules`` (an enum's ``module:Class``, a
    ``defaultdict`` factory's module): the user's explicit opt-in, added to what was allowed before. Torch imports
    those modules when it loads such a program, so name only modules you trust."""
    global _allowed_types, _allowed_modules
    new_types, new_modules = frozenset(types), frozenset(modules)
    for name in new_types | new_modules:
        dotted_name(name)
    _allowed_types |= new_types
    _allowed_modules |= new_modules


def set_allowed_treespec_names(names: tuple[frozenset[str], frozenset[str]]) -> None:
    """Make ``names`` (a pair :func:`allowed_treespec_names` returned) the allowed types and modules again."""
    global _allowed_types, _allowed_modules
    _allowed_types, _allowed_modules = names


def allowed_treespec_names() -> tuple[frozenset[str], frozenset[str]]:
    """The type names and modules the user allowed in this process (:func:`allow_treespec_names`), for
    workers that must screen as this process does."""
    return _allowed_types, _allowed_modules


def registered_types() -> dict[str, Any]:
    """torch's serialized-name -> type registry in this process; empty when torch's pytree was never imported
    here (then nothing can have been registered)."""
    pytree = sys.modules.get("torch.utils._pytree")
    registry = getattr(pytree, "SERIALIZED_TYPE_TO_PYTHON_TYPE", None)
    return dict(registry) if isinstance(registry, dict) else {}


def _known_type(name: str) -> bool:
    if name in TORCH_PYTREE_TYPES or name in _allowed_types:
        return True
    pytree = sys.modules.get("torch.utils._pytree")
    registry = getattr(pytree, "SERIALIZED_TYPE_TO_PYTHON_TYPE", None)
    return isinstance(registry, dict) and name in registry


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
    if not _known_type(node_type):
        raise TreeSpecError(
            f"node type {node_type!r} is neither a type torch registers nor one registered with torch's pytree "
            "in this process (import the module that registers it, e.g. with --import, or allow the name with "
            "serde.allow_treespec_names)"
        )
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
    return _node(data[1], 0, modules | _allowed_modules)


@lru_cache(maxsize=4096)
def canonical_treespec(text: str, modules: frozenset[str] = frozenset()) -> str:
    """``text`` rendered again from its parse (:func:`parse_treespec`), as torch's ``treespec_dumps`` writes it;
    the empty string (schema 1's call spec of a program without one, which torch reads as none) stays empty."""
    if text == "":
        return text
    return json.dumps([PROTOCOL, parse_treespec(text, modules).to_json()])
