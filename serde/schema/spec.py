"""The machine-readable description of one schema version: its classes, fields, types and enums."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from serde.schema.typeexpr import TypeExpr, parse_type
from serde.schema.versions import SchemaVersion

__all__ = ["ClassSpec", "FieldSpec", "SPEC_FORMAT", "Spec"]


SPEC_FORMAT = "pt2-serde-spec/1"
_NO_DEFAULT = object()


@dataclass(frozen=True)
class FieldSpec:
    """One dataclass field: name, normalised type, and its default (value or factory) if any."""

    name: str
    type: str
    default: Any = _NO_DEFAULT
    default_factory: str | None = None

    @cached_property
    def type_expr(self) -> TypeExpr:
        """The parsed type."""
        return parse_type(self.type)

    @property
    def has_default(self) -> bool:
        """Whether torch's loader can fill this field in when it is absent."""
        return self.default is not _NO_DEFAULT or self.default_factory is not None

    def default_value(self) -> Any:
        """A fresh copy of the default (``[]``/``{}`` for factories)."""
        if self.default_factory is not None:
            return {"list": list, "dict": dict}[self.default_factory]()
        if self.default is _NO_DEFAULT:
            raise ValueError(f"field {self.name!r} has no default")
        return self.default

    def to_dict(self) -> dict[str, Any]:
        """The field as stored in a spec file."""
        out: dict[str, Any] = {"name": self.name, "type": self.type}
        if self.default is not _NO_DEFAULT:
            out["default"] = self.default
        if self.default_factory is not None:
            out["default_factory"] = self.default_factory
        return out


@dataclass(frozen=True)
class ClassSpec:
    """A schema dataclass: a ``struct`` (all fields) or a ``union`` (exactly one member set)."""

    name: str
    kind: str
    fields: tuple[FieldSpec, ...]

    @cached_property
    def by_name(self) -> dict[str, FieldSpec]:
        """Fields keyed by name."""
        return {f.name: f for f in self.fields}


@dataclass(frozen=True)
class Spec:
    """Every class and enum of one schema version, in torch's definition order."""

    version: SchemaVersion
    root: str
    classes: dict[str, ClassSpec]
    enums: dict[str, dict[str, int]]
    treespec_version: int = 1
    torch_versions: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        for cls in self.classes.values():
            for f in cls.fields:
                for node in f.type_expr.walk():
                    if node.kind == "ref" and node.name not in self.classes and node.name not in self.enums:
                        raise ValueError(
                            f"spec {self.version}: {cls.name}.{f.name} refers to unknown type {node.name!r}"
                        )

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Spec:
        """Build a spec from the JSON form stored in ``serde/schema/specs``."""
        if data.get("format") != SPEC_FORMAT:
            raise ValueError(f"not a {SPEC_FORMAT} document (format={data.get('format')!r})")
        classes = {
            name: ClassSpec(
                name=name,
                kind=c["kind"],
                fields=tuple(
                    FieldSpec(
                        name=f["name"],
                        type=f["type"],
                        default=f["default"] if "default" in f else _NO_DEFAULT,
                        default_factory=f.get("default_factory"),
                    )
                    for f in c["fields"]
                ),
            )
            for name, c in data["classes"].items()
        }
        return cls(
            version=SchemaVersion.parse(data["schema_version"]),
            root=data["root"],
            classes=classes,
            enums={name: dict(members) for name, members in data["enums"].items()},
            treespec_version=data["treespec_version"],
            torch_versions=tuple(data["torch_versions"]),
        )

    def to_dict(self) -> dict[str, Any]:
        """The JSON form stored in ``serde/schema/specs``."""
        return {
            "format": SPEC_FORMAT,
            "schema_version": str(self.version),
            "torch_versions": list(self.torch_versions),
            "treespec_version": self.treespec_version,
            "root": self.root,
            "enums": {name: dict(members) for name, members in self.enums.items()},
            "classes": {
                name: {"kind": c.kind, "fields": [f.to_dict() for f in c.fields]} for name, c in self.classes.items()
            },
        }

    def to_json(self) -> str:
        """The spec file text (stable formatting, trailing newline)."""
        return json.dumps(self.to_dict(), indent=1) + "\n"

    def schema_content(self) -> dict[str, Any]:
        """Everything that defines the wire schema (the spec without the list of torch releases)."""
        data = self.to_dict()
        del data["torch_versions"]
        return data

    def type_at(self, path: tuple[Any, ...], root: str | None = None) -> TypeExpr | None:
        """The declared type of the value at ``path`` (optional wrappers removed), or None if the path
        leaves the schema."""
        t = TypeExpr("ref", root or self.root)
        for key in path:
            while t.kind == "optional":
                t = t.args[0]
            if t.kind == "ref" and t.name in self.classes and isinstance(key, str):
                found = self.classes[t.name].by_name.get(key)
                if found is None:
                    return None
                t = found.type_expr
            elif t.kind == "list" and isinstance(key, int):
                t = t.args[0]
            elif t.kind == "tuple" and isinstance(key, int) and 0 <= key < len(t.args):
                t = t.args[key]
            elif t.kind == "dict":
                t = t.args[1]
            else:
                return None
        while t.kind == "optional":
            t = t.args[0]
        return t

    def reachable(self, start: str | None = None) -> list[str]:
        """Names of classes and enums reachable from ``start`` (default: the root), in spec order (worked out
        once per spec and start: every P2 config read asks)."""
        known: dict[str, tuple[str, ...]] = self.__dict__.setdefault("_reachable", {})  # a frozen spec's own memo
        begin = start or self.root
        if begin not in known:
            known[begin] = tuple(self._reachable_from(begin))
        return list(known[begin])

    def _reachable_from(self, start: str) -> list[str]:
        seen: set[str] = set()
        stack = [start]
        while stack:
            name = stack.pop()
            if name in seen:
                continue
            seen.add(name)
            if name in self.classes:
                for f in self.classes[name].fields:
                    stack.extend(n.name for n in f.type_expr.walk() if n.kind == "ref")
        order = list(self.enums) + list(self.classes)
        return [n for n in order if n in seen]
