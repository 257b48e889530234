"""Small helpers shared by the version steps: the typed walk of a program's graphs, union spelling, targets
(the nodes with their paths, untyped, are :func:`serde.program.graphs.node_paths`)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import Any

from serde.engine.registry import StepContext
from serde.program.walk import Handlers, Holding, visit
from serde.schema.jsonpath import Path, render_path
from serde.schema.versions.number import SchemaVersion, VersionLike
from serde.schema.versions.registry import spec_for

__all__ = [
    "HIGHER_ORDER_PREFIX",
    "all_members_union",
    "graphs",
    "has_member",
    "is_higher_order",
    "refuse_dtypes",
    "refuse_enum_members",
    "refuse_fields",
    "refuse_union_members",
    "tensor_names",
    "union_tag",
]


HIGHER_ORDER_PREFIX = "torch.ops.higher_order."
"""Target prefix of higher-order operators (cond, map_impl, …), which have no operator schema."""


def is_higher_order(node: dict[str, Any]) -> bool:
    """Whether the node calls a higher-order operator."""
    target = node.get("target")
    return isinstance(target, str) and target.startswith(HIGHER_ORDER_PREFIX)


def graphs(
    version: VersionLike, program: dict[str, Any], also: Handlers | None = None
) -> list[tuple[dict[str, Any], Path]]:
    """Every Graph object of the program (root graph first, then subgraphs of higher-order ops) with its path.

    ``also`` (handlers of other classes) run in the same walk, which saves a pass over the program.
    """
    found: list[tuple[dict[str, Any], Path]] = []

    def collect(graph: dict[str, Any], path: Path) -> dict[str, Any]:
        found.append((graph, path))
        return graph

    if also and "Graph" in also:
        raise ValueError("graphs() collects Graph objects itself; pass no Graph handler in also")
    visit(version, program, {**(also or {}), "Graph": collect})
    found.sort(key=lambda item: len(item[1]))
    return found


@cache
def _union_members(version: str | SchemaVersion, cls: str) -> dict[str, None]:
    """The members of the union ``cls``, cached per spelling of the version (the steps ask once per object)."""
    return dict.fromkeys(f.name for f in spec_for(SchemaVersion.parse(version)).classes[cls].fields)


def has_member(version: str | SchemaVersion, cls: str, tag: str) -> bool:
    """Whether the union ``cls`` of ``version`` has the member ``tag``."""
    return tag in _union_members(version, cls)


def all_members_union(version: str | SchemaVersion, cls: str, tag: str, value: Any) -> dict[str, Any]:
    """A union object in the schema 1/2 wire form: every member key present, only ``tag`` non-null."""
    members = _union_members(version, cls)
    if tag not in members:
        raise ValueError(f"{cls} has no member {tag!r} in schema {version}")
    union = members.copy()
    union[tag] = value
    return union


def tensor_names(arguments: Iterable[dict[str, Any]]) -> list[str]:
    """The tensors a sequence of ``Argument`` unions names (``as_tensor`` and ``as_tensors``), in order."""
    names: list[str] = []
    for argument in arguments:
        tag, value = union_tag(argument)
        if tag == "as_tensor":
            names.append(value["name"])
        elif tag == "as_tensors":
            names.extend(item["name"] for item in value)
    return names


def union_tag(union: dict[str, Any]) -> tuple[str, Any]:
    """The one set member of a union object, in either wire form."""
    for key, value in union.items():
        if value is not None:
            return key, value
    raise ValueError("union object with no member set")


def refuse_union_members(ctx: StepContext, version: VersionLike, cls: str, members: dict[str, str]) -> None:
    """Refuse every ``cls`` union object whose member is one of ``members`` (tag -> what it is)."""

    def check(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        for tag, value in obj.items():
            if tag in members and value is not None:
                ctx.cannot_express(render_path(path + (tag,)), f"{cls}.{tag} ({members[tag]})", droppable=False)
        return obj

    visit(version, ctx.program, {cls: Holding(tuple(members), check)})


def refuse_dtypes(ctx: StepContext, version: VersionLike, names: tuple[str, ...]) -> None:
    """Refuse every tensor dtype or scalar-type argument using one of the ScalarType members ``names``."""
    enum = spec_for(version).enums["ScalarType"]
    values = {enum[name]: name for name in names if name in enum}

    def tensor_meta(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if obj.get("dtype") in values:
            ctx.cannot_express(render_path(path + ("dtype",)), f"dtype {values[obj['dtype']]}", droppable=False)
        return obj

    def argument(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if obj.get("as_scalar_type") in values:
            value = values[obj["as_scalar_type"]]
            ctx.cannot_express(render_path(path + ("as_scalar_type",)), f"dtype {value}", droppable=False)
        return obj

    visit(version, ctx.program, {"TensorMeta": tensor_meta, "Argument": Holding(("as_scalar_type",), argument)})


def refuse_enum_members(ctx: StepContext, version: VersionLike, enum: str, names: tuple[str, ...]) -> None:
    """Refuse every field value (or list element) of enum type ``enum`` that is one of the members ``names``."""
    spec = spec_for(version)
    values = {spec.enums[enum][name]: name for name in names if name in spec.enums[enum]}
    fields_by_class = {
        cls.name: [f.name for f in cls.fields if any(n.kind == "ref" and n.name == enum for n in f.type_expr.walk())]
        for cls in spec.classes.values()
    }

    def handler(fields: list[str]) -> Any:
        def check(obj: dict[str, Any], path: Path) -> dict[str, Any]:
            for name in fields:
                value = obj.get(name)
                found = value if isinstance(value, list) else [value]
                for item in found:
                    if type(item) is int and item in values:
                        ctx.cannot_express(render_path(path + (name,)), f"{enum}.{values[item]}", droppable=False)
            return obj

        return check

    visit(version, ctx.program, {name: handler(fields) for name, fields in fields_by_class.items() if fields})


def refuse_fields(ctx: StepContext, version: VersionLike, cls: str, defaults: dict[str, Any]) -> None:
    """For fields the older schema lacks (``defaults``: each one's default): remove one from every ``cls``
    object where it holds its default, ``None`` included (torch writes defaults out, ``"field": null``, and
    the older spec knows no such key), and refuse every one set to anything else (what it says would be lost:
    the older loader would reject or ignore it)."""

    def check(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        for name, default in defaults.items():
            if name not in obj:
                continue
            if obj[name] == default:
                del obj[name]
            else:
                ctx.cannot_express(render_path(path + (name,)), f"{cls}.{name}", droppable=False)
        return obj

    visit(version, ctx.program, {cls: Holding(tuple(defaults), check)})
