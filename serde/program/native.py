"""The compiled validator's tables: a spec and its era's wire rules, written out for ``serde.program._native``.

:mod:`serde.program.validate` owns what a valid payload is; its generated Python checker is the reference and
the one source of error messages. The C extension ``serde.program._native`` (``serde/program/_native.c``)
applies the same checks and answers only "passes" or "fails", several times faster. When it says "fails",
or raises, the Python checker runs on the same payload and reports the first violation with its JSON path,
so the C code can cost speed but never a message. It must never pass what the Python checker refuses:
``tests/serde/program/test_native.py`` runs both on every corpus program and on Hypothesis-mutated ones. The same tables
drive :func:`single_key_unions`, the re-spelling of schema 1/2 unions that step 2 -> 5.1 does.

The extension is built with the package (``ext-modules`` in ``pyproject.toml``); where no compiler was at
hand the Python checker and visitor do all the work (:func:`native_available` says which; ``pt2-serde
--version`` prints it). ``PT2_SERDE_NATIVE=off`` in the environment turns the extension off.
"""

from __future__ import annotations

import os
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

from serde.program.wire import NONFINITE_STRINGS, WireRules, rules_for
from serde.schema.spec import ClassSpec, Spec
from serde.schema.typeexpr import TypeExpr
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import spec_for
from serde.untrusted.string_kinds import NAME_POSITIONS, name_rules

if TYPE_CHECKING:
    from serde.program._native import Checker


__all__ = ["ENVIRONMENT", "native_available", "native_checker", "passes", "single_key_unions"]


ENVIRONMENT = "PT2_SERDE_NATIVE"

try:
    from serde.program import _native as _extension
except ImportError:  # built without a compiler: the Python checker does the work
    _loaded: ModuleType | None = None
else:
    _loaded = _extension


def native_available() -> bool:
    """Whether the compiled checker is built and not turned off by ``PT2_SERDE_NATIVE=off``."""
    return _loaded is not None and os.environ.get(ENVIRONMENT) != "off"


class _Tables:
    """Writes one spec's classes as the tuples ``_native.Checker`` reads (see ``_native.c``)."""

    def __init__(self, native: ModuleType, spec: Spec, rules: WireRules, hooked: tuple[str, ...]) -> None:
        self.native = native
        self.spec = spec
        self.rules = rules
        self.hooked = hooked
        self.index = {name: i for i, name in enumerate(spec.classes)}

    def type_node(self, t: TypeExpr, owner: str, position: str = "") -> tuple[Any, ...]:
        """The node for type ``t`` of the field ``owner`` (``Class.field``), at ``position`` inside it (spelled as
        :mod:`serde.untrusted.string_kinds` spells positions: a name's kind is checked here too)."""
        n = self.native
        position = position or owner
        if t.kind == "optional":
            return (n.T_OPT, self.type_node(t.args[0], owner, position))
        if t.kind == "list":
            return (n.T_LIST, self.type_node(t.args[0], owner, position + "[*]"))
        if t.kind == "dict":
            key = self.type_node(t.args[0], owner, position + "{key}")
            return (n.T_DICT, key, self.type_node(t.args[1], owner, position + "{value}"))
        if t.kind == "tuple":
            return (n.T_TUPLE, tuple(self.type_node(arg, owner, f"{position}[{i}]") for i, arg in enumerate(t.args)))
        if t.kind == "ref":
            if t.name in self.spec.enums:
                return (n.T_ENUM, frozenset(self.spec.enums[t.name].values()))
            return (n.T_REF, self.index[t.name])
        if t.kind != "prim":
            raise ValueError(f"unsupported type {t}")
        if t.name == "int":
            flags = (n.INT_INFINITE if owner in self.rules.infinite_int_fields else 0) | (
                n.INT_BOOL if owner in self.rules.bool_int_fields else 0
            )
            return (n.T_INT, flags)
        if t.name == "float":
            return (n.T_FLOAT, None if self.rules.bare_nonfinite else NONFINITE_STRINGS)
        if t.name == "str" and position in NAME_POSITIONS:
            empty, refused = name_rules(NAME_POSITIONS[position])
            return (n.T_STR, n.STR_IDENTIFIER | (n.STR_EMPTY if empty else 0), refused)
        return ({"str": n.T_STR, "bool": n.T_BOOL, "bytes": n.T_BYTES}[t.name],)

    def class_entry(self, cls: ClassSpec) -> tuple[Any, ...]:
        """The entry for one class: its kind, its hook's index (-1: none) and its fields."""
        n = self.native
        if cls.kind == "union":
            kind = n.C_UNION_ALL if self.rules.all_union_members else n.C_UNION_ONE
        else:
            kind = n.C_STRUCT
        hook = self.hooked.index(cls.name) if cls.name in self.hooked else -1
        fields = tuple((f.name, self.type_node(f.type_expr, f"{cls.name}.{f.name}"), f.has_default) for f in cls.fields)
        return (kind, hook, fields)


@cache
def native_checker(version: SchemaVersion, root: str, hooked: tuple[str, ...] = ()) -> Checker | None:
    """The compiled checker of ``root`` for the spec of ``version`` (calling hooks for the classes ``hooked``, in
    that order), or None when the extension is not built. Call it with ``(payload)`` or ``(payload, hooks)``: it
    returns True or False, or raises what a hook raised."""
    if _loaded is None:
        return None
    spec = spec_for(version)
    tables = _Tables(_loaded, spec, rules_for(version), hooked)
    classes = tuple(tables.class_entry(cls) for cls in spec.classes.values())
    return cast("Checker", _loaded.Checker(classes, tables.index[root], len(hooked)))


def _in_use(version: SchemaVersion, root: str, hooked: tuple[str, ...] = ()) -> Checker | None:
    """:func:`native_checker`, unless the extension is not built or ``PT2_SERDE_NATIVE=off``."""
    return native_checker(version, root, hooked) if native_available() else None


def passes(version: SchemaVersion, root: str, hooked: tuple[str, ...], called: tuple[Any, ...]) -> bool:
    """Whether the compiled checker passes ``called`` (the payload, and the hooks if ``hooked``). False when it
    is not in use, when it fails the payload, or when it raised (a hook's refusal, nesting it does not follow):
    :func:`serde.program.validate.validate` then runs the generated checker, which reports the violation, so
    every error comes from one place."""
    checker = _in_use(version, root, hooked)
    if checker is None:
        return False
    try:
        return checker(*called)
    except Exception:  # the generated checker meets the same cause and reports it with its path
        return False


def single_key_unions(version: SchemaVersion, payload: dict[str, Any]) -> bool:
    """Re-spell in place every union object of a schema 1/2 ``payload`` as ``{tag: value}`` (the member that is
    not null, the first if several), as torch 2.3 writes unions, with the compiled walk over the spec of
    ``version``. False when the extension is not available or when it left work to the caller (an object that
    is a subclass of dict or list, a union with no member set, nesting it does not follow): the caller's
    visitor then re-spells every union, those done here again to the same."""
    if not rules_for(version).all_union_members:
        raise ValueError(f"schema {version} writes single-key unions already")
    checker = _in_use(version, spec_for(version).root)
    if checker is None:
        return False
    try:
        return checker.single_key_unions(payload)
    except Exception:  # the caller's visitor meets the same cause and reports it
        return False
