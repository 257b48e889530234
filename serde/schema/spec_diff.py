"""Every change between two schema specs, each classified additive or breaking.

The rule is the upgrader's question: is every payload valid under the old spec still a valid payload,
with the same meaning, under the new one? Additions with defaults and new union members or enum
members are additive. Anything else is breaking: removals, new required fields, changed defaults and
every type change, even one that only widens. Removing a class no program payload can contain is
additive. Breaking changes inside a minor bump are flagged,
because torch's own bump policy reserves them for major bumps (its checker let some through).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from serde.schema.spec import ClassSpec, FieldSpec, Spec
from serde.schema.versions.number import VersionLike
from serde.schema.versions.registry import spec_for

__all__ = ["ADDITIVE", "BREAKING", "SpecChange", "diff", "diff_specs"]


ADDITIVE = "additive"
BREAKING = "breaking"


@dataclass(frozen=True)
class SpecChange:
    """One difference: ``kind`` (e.g. ``type_changed``), ``where`` (``Class.field``), ``detail``, ``classification``."""

    kind: str
    where: str
    detail: str
    classification: str
    within_minor_bump: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The change as a JSON-ready dict."""
        return asdict(self)


def _default_text(f: FieldSpec) -> str:
    if f.default_factory is not None:
        return f"{f.default_factory}()"
    return repr(f.default) if f.has_default else "required"


def _field_changes(old: ClassSpec, new: ClassSpec) -> list[tuple[str, str, str, str]]:
    out = []
    member = "union_member" if new.kind == "union" else "field"
    for f in new.fields:
        if f.name not in old.by_name:
            if new.kind == "union":
                out.append((f"{member}_added", f"{new.name}.{f.name}", f.type, ADDITIVE))
            elif f.has_default:
                out.append(
                    (f"{member}_added", f"{new.name}.{f.name}", f"{f.type} (default {_default_text(f)})", ADDITIVE)
                )
            else:
                out.append((f"{member}_added", f"{new.name}.{f.name}", f"{f.type}, required", BREAKING))
    for f in old.fields:
        g = new.by_name.get(f.name)
        where = f"{new.name}.{f.name}"
        if g is None:
            out.append((f"{member}_removed", where, f.type, BREAKING))
            continue
        if f.type != g.type:
            out.append(("type_changed", where, f"{f.type} -> {g.type}", BREAKING))
        if _default_text(f) != _default_text(g):
            kind = ADDITIVE if not f.has_default else BREAKING
            out.append(("default_changed", where, f"{_default_text(f)} -> {_default_text(g)}", kind))
    return out


def diff_specs(old: Spec, new: Spec) -> list[SpecChange]:
    """All changes from ``old`` to ``new``, in class order."""
    raw: list[tuple[str, str, str, str]] = []
    for name, members in new.enums.items():
        if name not in old.enums:
            raw.append(("enum_added", name, f"members {sorted(members)}", ADDITIVE))
            continue
        for member, value in members.items():
            if member not in old.enums[name]:
                raw.append(("enum_member_added", f"{name}.{member}", f"= {value}", ADDITIVE))
            elif old.enums[name][member] != value:
                raw.append(
                    ("enum_value_changed", f"{name}.{member}", f"{old.enums[name][member]} -> {value}", BREAKING)
                )
    for name, members in old.enums.items():
        if name not in new.enums:
            raw.append(("enum_removed", name, "", BREAKING))
            continue
        for member, value in members.items():
            if member not in new.enums[name]:
                raw.append(("enum_member_removed", f"{name}.{member}", f"= {value}", BREAKING))
    for name, cls in new.classes.items():
        prior = old.classes.get(name)
        if prior is None:
            raw.append(("class_added", name, f"{cls.kind} with fields {[f.name for f in cls.fields]}", ADDITIVE))
        elif prior.kind != cls.kind:
            raw.append(("kind_changed", name, f"{prior.kind} -> {cls.kind}", BREAKING))
        else:
            raw.extend(_field_changes(prior, cls))
    in_programs = set(old.reachable())
    for name, cls in old.classes.items():
        if name not in new.classes:
            if name in in_programs:
                raw.append(("class_removed", name, f"{cls.kind} with fields {[f.name for f in cls.fields]}", BREAKING))
            else:
                raw.append(("class_removed", name, f"{cls.kind}, never part of a program payload", ADDITIVE))
    same_major = old.version.major == new.version.major and new.version > old.version
    return [
        SpecChange(kind, where, detail, cls, within_minor_bump=same_major and cls == BREAKING)
        for kind, where, detail, cls in raw
    ]


def diff(old: VersionLike, new: VersionLike) -> list[SpecChange]:
    """Changes between two schema versions (``"5.1"``, ``(5, 3)``, …) or two :class:`Spec` objects."""
    a = old if isinstance(old, Spec) else spec_for(old)
    b = new if isinstance(new, Spec) else spec_for(new)
    return diff_specs(a, b)
