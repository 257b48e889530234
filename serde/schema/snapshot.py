"""Reading the schema of an installed torch (``torch._export.serde.schema``) into a spec."""

from __future__ import annotations

import dataclasses
import enum
import inspect
import types
import typing
from pathlib import Path
from types import ModuleType
from typing import Any

from serde.schema.spec import ClassSpec, FieldSpec, Spec
from serde.schema.versions import SchemaVersion
from serde.untrusted.formats import parse_json

__all__ = ["snapshot_installed_torch", "spec_from_module", "type_text", "write_spec"]


_PRIMITIVE_NAMES = {int: "int", float: "float", bool: "bool", str: "str", bytes: "bytes"}


def type_text(annotation: Any) -> str:
    """A resolved annotation in the normalised spelling of spec files (``list[SymInt]``, ``int | None``)."""
    if annotation in _PRIMITIVE_NAMES:
        return _PRIMITIVE_NAMES[annotation]
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Annotated:
        return type_text(args[0])
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        if len(inner) != 1 or len(args) != 2:
            raise ValueError(f"only Optional unions are supported, got {annotation!r}")
        return f"{type_text(inner[0])} | None"
    if origin is list:
        return f"list[{type_text(args[0])}]"
    if origin is dict:
        return f"dict[{type_text(args[0])}, {type_text(args[1])}]"
    if origin is tuple:
        if not args or args == ((),):
            return "tuple[()]"
        return f"tuple[{', '.join(type_text(a) for a in args)}]"
    if inspect.isclass(annotation):
        return annotation.__name__
    raise ValueError(f"unsupported annotation {annotation!r}")


def _field(f: dataclasses.Field[Any], annotation: Any) -> FieldSpec:
    spelled = type_text(annotation)
    if f.default_factory is not dataclasses.MISSING:
        factory = getattr(f.default_factory, "__name__", repr(f.default_factory))
        return FieldSpec(f.name, spelled, default_factory=factory)
    if f.default is not dataclasses.MISSING:
        return FieldSpec(f.name, spelled, default=f.default)
    return FieldSpec(f.name, spelled)


def _is_union(cls: type) -> bool:
    return any(base.__name__ == "_Union" for base in cls.__mro__[1:])


def spec_from_module(module: ModuleType, torch_version: str) -> Spec:
    """Build the spec of a torch schema module (classes in definition order)."""
    version = SchemaVersion.parse(module.SCHEMA_VERSION)
    enums: dict[str, dict[str, int]] = {}
    classes: dict[str, ClassSpec] = {}
    for name, obj in vars(module).items():
        if not inspect.isclass(obj) or obj.__module__ != module.__name__ or name.startswith("_"):
            continue
        if issubclass(obj, enum.Enum):
            enums[name] = {member.name: int(member.value) for member in obj}
        elif dataclasses.is_dataclass(obj):
            hints = typing.get_type_hints(obj, globalns=vars(module))
            fields = tuple(_field(f, hints[f.name]) for f in dataclasses.fields(obj))
            classes[name] = ClassSpec(name, "union" if _is_union(obj) else "struct", fields)
    return Spec(
        version=version,
        root="ExportedProgram",
        classes=classes,
        enums=enums,
        treespec_version=int(getattr(module, "TREESPEC_VERSION", 1)),
        torch_versions=(torch_version,),
    )


def snapshot_installed_torch() -> Spec:
    """The spec of the schema that the installed torch reads and writes."""
    import torch
    from torch._export.serde import schema

    return spec_from_module(schema, torch.__version__.split("+")[0])


def write_spec(spec: Spec, directory: Path) -> Path:
    """Write ``spec`` as ``<directory>/<version>.json``, keeping torch releases already recorded there."""

    target = directory / f"{spec.version}.json"
    if target.exists():
        existing = Spec.from_dict(parse_json(target.read_text(encoding="utf-8")))
        releases = tuple(sorted(set(existing.torch_versions) | set(spec.torch_versions), key=_release_key))
        spec = dataclasses.replace(spec, torch_versions=releases)
    target.write_text(spec.to_json(), encoding="utf-8")
    return target


def _release_key(release: str) -> Any:
    from packaging.version import Version

    return Version(release)
