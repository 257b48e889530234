"""Hypothesis strategies that build random valid program payloads from a frozen spec.

Generation follows the spec's classes and the era's wire rules (union shape, non-finite floats,
``schema_version`` spelling), and a walker lists every place a single mutation can be applied
together with the JSON path the validator must report for it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import Any

from hypothesis import strategies as st

from serde.program.wire import rules_for, schema_version_wire_value
from serde.schema.spec import SPEC_FORMAT, ClassSpec, Spec
from serde.schema.typeexpr import TypeExpr
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import spec_for
from serde.untrusted.string_kinds import FIELD_KINDS, StringKind

INT64 = st.integers(min_value=-(2**63), max_value=2**63 - 1)
TEXT = st.text(max_size=6)
SYMBOLS = st.sampled_from(["s0", "s1", "u0", "s17"])
EXPRESSIONS = SYMBOLS | st.sampled_from(
    ["2*s0", "s0 + 1", "s0*s1", "FloorDiv(s0, 2)", "Symbol('s1', positive=True, integer=True)",
     "Mul(Integer(2), Symbol('s0', positive=True, integer=True))", "s0 >= 2"]
)  # fmt: skip
TARGETS = st.sampled_from(
    ["torch.ops.aten.add.Tensor", "torch.ops.aten.relu.default", "torch.ops.aten.linear.default", "_operator.getitem",
     "torch.ops.higher_order.cond", "torch.ops.aten._assert_scalar.default"]
)  # fmt: skip
GUARDS = st.sampled_from(["L['x'].size()[0] >= 2", "L['x'].size()[0] == L['y'].size()[0]"])
IDENTIFIERS = st.sampled_from(["x", "y", "arg0_1", "linear", "p_fc_weight", "sym_size_int", "getitem_3", "L__self__"])
KIND_STRINGS: dict[StringKind, st.SearchStrategy[str]] = {
    StringKind.IDENTIFIER: IDENTIFIERS,
    StringKind.IDENTIFIER_OR_EMPTY: st.just("") | IDENTIFIERS,
    StringKind.ARGUMENT_NAME: st.just("") | st.sampled_from(["from", "to"]) | IDENTIFIERS,
    StringKind.QUALIFIED_NAME: IDENTIFIERS | st.sampled_from(["fc.weight", "layers.0.bias", "blocks.conv-1.weight"]),
    StringKind.MODULE_PATH: st.sampled_from(["", "fc", "layers.0", "layers.0@1"]),
    StringKind.DOTTED_NAME: st.sampled_from(["torch.nn.modules.linear.Linear", "__torch__.torch.classes.ns.Foo"]),
    StringKind.OPERATOR_TARGET: TARGETS,
    StringKind.SYMBOLIC_EXPRESSION: EXPRESSIONS,
    StringKind.GUARD: GUARDS,
    StringKind.TREESPEC: st.sampled_from(
        [
            '[1, {"type": null, "context": null, "children_spec": []}]',
            '[1, {"type": "builtins.tuple", "context": "null", "children_spec": []}]',
        ]
    ),  # fmt: skip
    StringKind.JSON_TEXT: st.sampled_from(["{}", "[]", '{"a": 1}']),
    StringKind.STACK_TRACE: st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=6),
    StringKind.MODULE_STACK: st.sampled_from(["L__self__,,__main__.M", "L__self___fc:(L['self'].fc,torch.nn.Linear)"]),
    StringKind.CALLABLE_STACK: st.sampled_from(["fc,torch.nn.modules.linear.Linear", "add,_operator.add"]),
    StringKind.TORCH_FN: st.sampled_from(["linear_1;builtin_function_or_method.linear", "sym_size.int_0;f.g"]),
    StringKind.RELEASE: st.sampled_from(["2.13.0+cpu", "2.6.0"]),
    StringKind.ARCHIVE_MEMBER: st.sampled_from(["weight_0", "data/weights/weight_1"]),
    StringKind.FREE_TEXT: TEXT,
}
"""Each string drawn from its kind's grammar (serde/untrusted/string_kinds.py): random text where torch pastes,
evaluates or resolves a string is refused as an UnsafeProgramError, which tests/acceptance/test_hostile_programs.py and
tests/serde/untrusted/test_hostile_strings.py cover."""
METADATA = st.lists(
    st.sampled_from(
        [("stack_trace", 'File "m.py", line 3, in forward\n    return x\n'), ("nn_module_stack", "L__self__,,m.M"),
         ("source_fn_stack", "fc,torch.nn.modules.linear.Linear"), ("torch_fn", "relu_1;function.relu"),
         ("custom", "{}"), ("note", "any text")]
    ),
    max_size=2,
).map(dict)  # fmt: skip
"""Metadata entries: keys torch's loaders read, with values of their kinds, and one key they drop."""


def string_strategy(position: str) -> st.SearchStrategy[Any]:
    """The strings drawn at ``position`` (spelled as serde.untrusted.string_kinds spells it)."""
    if position == "ExportedProgram.range_constraints{key}":
        return SYMBOLS
    return KIND_STRINGS[FIELD_KINDS[position]]


def _minimal_cost(spec: Spec) -> dict[str, float]:
    """For each class, the nesting needed by its smallest instance (lists empty, optionals None)."""
    cost: dict[str, float] = {name: math.inf for name in spec.classes}

    def of_type(t: TypeExpr) -> float:
        if t.kind in ("optional", "list", "dict") or t.kind == "prim":
            return 0
        if t.kind == "tuple":
            return max((of_type(a) for a in t.args), default=0)
        if t.name in spec.enums:
            return 0
        return 1 + cost[t.name]

    changed = True
    while changed:
        changed = False
        for name, cls in spec.classes.items():
            parts = [of_type(f.type_expr) for f in cls.fields if cls.kind == "union" or not f.has_default]
            new = min(parts, default=0) if cls.kind == "union" else max(parts, default=0)
            if new < cost[name]:
                cost[name], changed = new, True
    return cost


class PayloadStrategies:
    """Depth-bounded strategies for every class of one spec."""

    def __init__(self, spec: Spec, depth: int = 4) -> None:
        self.spec = spec
        self.rules = rules_for(spec.version)
        self.depth = depth
        self.cost = _minimal_cost(spec)
        self._cache: dict[tuple[str, int], st.SearchStrategy[Any]] = {}

    def payload(self) -> st.SearchStrategy[dict[str, Any]]:
        """A whole root object declaring the spec's schema version."""
        wire = schema_version_wire_value(self.spec.version)

        def stamp(root: dict[str, Any]) -> dict[str, Any]:
            root["schema_version"] = dict(wire) if isinstance(wire, dict) else wire
            return root

        return self.of_class(self.spec.root, self.depth).map(stamp)

    def of_class(self, name: str, depth: int) -> st.SearchStrategy[Any]:
        key = (name, depth)
        if key not in self._cache:
            self._cache[key] = st.deferred(lambda: self._build(self.spec.classes[name], depth))
        return self._cache[key]

    def _build(self, cls: ClassSpec, depth: int) -> st.SearchStrategy[Any]:
        if cls.kind == "union":
            return self._union(cls, depth)
        required = {
            f.name: self.of_type(f.type_expr, depth, f"{cls.name}.{f.name}") for f in cls.fields if not f.has_default
        }
        optional = {
            f.name: self.of_type(f.type_expr, depth, f"{cls.name}.{f.name}") for f in cls.fields if f.has_default
        }
        order = [f.name for f in cls.fields]

        def ordered(parts: dict[str, Any]) -> dict[str, Any]:
            return {k: parts[k] for k in order if k in parts}

        return st.fixed_dictionaries(required, optional=optional).map(ordered)

    def _union(self, cls: ClassSpec, depth: int) -> st.SearchStrategy[Any]:
        cheapest = min(self._type_cost(f.type_expr) for f in cls.fields)
        options = []
        for f in cls.fields:
            inner = f.type_expr.args[0] if f.type_expr.kind == "optional" else f.type_expr
            if depth <= 0 and self._type_cost(inner) > cheapest:
                continue
            value = self.of_type(inner, depth, f"{cls.name}.{f.name}").filter(lambda v: v is not None)
            options.append(value.map(lambda v, tag=f.name: self._union_wire(cls, tag, v)))
        return st.one_of(options)

    def _type_cost(self, t: TypeExpr) -> float:
        if t.kind == "optional":
            return self._type_cost(t.args[0])
        if t.kind == "ref" and t.name in self.spec.classes:
            return 1 + self.cost[t.name]
        if t.kind == "tuple":
            return max((self._type_cost(a) for a in t.args), default=0)
        return 0

    def _union_wire(self, cls: ClassSpec, tag: str, value: Any) -> dict[str, Any]:
        if self.rules.all_union_members:
            return {f.name: (value if f.name == tag else None) for f in cls.fields}
        return {tag: value}

    def of_type(self, t: TypeExpr, depth: int, owner: str, position: str = "") -> st.SearchStrategy[Any]:
        """Valid values of type ``t`` as torch writes them in this era; ``owner`` is the field (``Class.field``),
        ``position`` where inside it the value lies (``Class.field[*]``, ``{key}``...), for strings."""
        position = position or owner
        if t.kind == "optional":
            return st.none() | self.of_type(t.args[0], depth, owner, position)
        if t.kind == "prim":
            if t.name == "str":
                return string_strategy(position)
            return self._prim(t.name, owner)
        if t.kind == "ref":
            if t.name in self.spec.enums:
                return st.sampled_from(sorted(self.spec.enums[t.name].values()))
            return self.of_class(t.name, depth - 1)
        if t.kind == "list":
            if depth <= 0:
                return st.just(()).map(list)
            return st.lists(self.of_type(t.args[0], depth, owner, position + "[*]"), max_size=2)
        if t.kind == "dict":
            if depth <= 0:
                return st.just(()).map(dict)
            if FIELD_KINDS.get(position + "{value}") is StringKind.METADATA:
                return METADATA
            keys = self.of_type(t.args[0], depth, owner, position + "{key}")
            return st.dictionaries(keys, self.of_type(t.args[1], depth, owner, position + "{value}"), max_size=2)
        return st.tuples(*(self.of_type(a, depth, owner, f"{position}[{i}]") for i, a in enumerate(t.args))).map(list)

    def _prim(self, name: str, owner: str) -> st.SearchStrategy[Any]:
        if name == "int":
            if owner in self.rules.infinite_int_fields:
                return INT64 | st.sampled_from([math.inf, -math.inf])
            return INT64
        if name == "bool":
            return st.booleans()
        if name == "bytes":
            return st.binary(max_size=8)
        finite = st.floats(allow_nan=False, allow_infinity=False)
        if self.rules.bare_nonfinite:
            return finite | st.sampled_from([math.inf, -math.inf])
        return finite | st.sampled_from(["Infinity", "-Infinity", "NaN"])


@cache
def strategies_for(version: SchemaVersion) -> PayloadStrategies:
    """Cached strategies for the frozen spec of one version."""
    return PayloadStrategies(spec_for(version))


@dataclass
class Site:
    """One value inside a payload: where it is, its declared type, and how to replace it."""

    path: str
    container: Any
    key: Any
    type: TypeExpr
    owner: str


@dataclass
class ObjectSite:
    """One struct or union object inside a payload."""

    path: str
    value: dict[str, Any]
    cls: ClassSpec


def _field(path: str, name: str) -> str:
    return f"{path}.{name}" if name.isidentifier() else f"{path}[{name!r}]"


def walk(spec: Spec, payload: Any) -> tuple[list[Site], list[ObjectSite]]:
    """Every typed value and every object of a valid payload, with the validator's JSON paths."""
    sites: list[Site] = []
    objects: list[ObjectSite] = []

    def visit(value: Any, t: TypeExpr, path: str) -> None:
        if t.kind == "optional":
            if value is not None:
                visit(value, t.args[0], path)
        elif t.kind == "ref" and t.name in spec.classes:
            cls = spec.classes[t.name]
            objects.append(ObjectSite(path, value, cls))
            for f in cls.fields:
                if f.name in value and (cls.kind == "struct" or value[f.name] is not None):
                    sites.append(Site(_field(path, f.name), value, f.name, f.type_expr, f"{cls.name}.{f.name}"))
                    visit(value[f.name], f.type_expr, _field(path, f.name))
        elif t.kind == "list":
            for i, item in enumerate(value):
                sites.append(Site(f"{path}[{i}]", value, i, t.args[0], ""))
                visit(item, t.args[0], f"{path}[{i}]")
        elif t.kind == "dict":
            for k, item in value.items():
                sites.append(Site(f"{path}[{k!r}]", value, k, t.args[1], ""))
                visit(item, t.args[1], f"{path}[{k!r}]")
        elif t.kind == "tuple":
            for i, (item, arg) in enumerate(zip(value, t.args, strict=False)):
                sites.append(Site(f"{path}[{i}]", value, i, arg, ""))
                visit(item, arg, f"{path}[{i}]")

    visit(payload, TypeExpr("ref", spec.root), "$")
    return sites, objects


def synthetic_spec(classes: dict[str, dict[str, str]], root: str) -> Spec:
    """A spec of struct classes given as {class: {field: type}}, for shapes no released spec has."""
    return Spec.from_dict(
        {
            "format": SPEC_FORMAT,
            "schema_version": "99.0",
            "torch_versions": [],
            "treespec_version": 1,
            "root": root,
            "enums": {},
            "classes": {
                name: {"kind": "struct", "fields": [{"name": f, "type": t} for f, t in fields.items()]}
                for name, fields in classes.items()
            },
        }
    )
