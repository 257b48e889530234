"""The names torch 2.3/2.4's loader gives the FX nodes of a program's top-level graph.

Those loaders name a node after its serialized output only when it returns one tensor, or when it is a
Python symbolic operator (``operator.mul``, ``torch.sym_max``, …). A node of an ATen operator that
returns a SymInt or SymBool (``aten.sym_size.int``, ``aten.sym_numel``, …) gets the name FX derives from
its target (``sym_size_int``, then ``sym_size_int_1``, …), which differs from the serialized name
whenever the exporter's own counter had moved on. The graph still computes the same values (the loader
looks values up by serialized name), but the exported program's signature names outputs by serialized
name, and the loader's verifier then rejects its own output list. This module replays the loader's
naming with FX's rules (``torch.fx.graph._Namespace.create_name`` of those releases) so that such values
can be given, in advance, the names the loader will give them.
"""

from __future__ import annotations

import builtins
import keyword
import re
from collections import defaultdict
from typing import Any

from upgraders._helpers import union_tag

__all__ = ["loader_names", "placeholder_names", "rename_symbolic_values", "symbolic_output"]


_ILLEGAL_CHARACTERS = re.compile("[^0-9a-zA-Z_]+")
_NUMBERED = re.compile(r"(.*)_(\d+)$")
_FX_BUILTINS = frozenset({"inf", "nan", "NoneType", "torch", "device", "fx_pytree", "pytree"})
_SYMBOLIC_OUTPUTS = ("as_sym_int", "as_sym_bool")
_OPERATOR_PREFIX = "torch.ops."
_HIGHER_ORDER_PREFIX = "torch.ops.higher_order."


class _Namespace:
    """FX's per-graph name allocator, as torch 2.3/2.4 implement it."""

    def __init__(self) -> None:
        self.used: set[str] = set()
        self.base_count: defaultdict[str, int] = defaultdict(int)

    def create(self, candidate: str) -> str:
        """The unique name FX makes of ``candidate`` (for a node with no associated object)."""
        candidate = _ILLEGAL_CHARACTERS.sub("_", candidate) or "_unnamed"
        if candidate[0].isdigit():
            candidate = f"_{candidate}"
        match = _NUMBERED.match(candidate)
        base, num = (candidate, None) if match is None else (match.group(1), int(match.group(2)))
        candidate = base if num is None else f"{base}_{num}"
        if not num:
            num = self.base_count[base]
        while candidate in self.used or _illegal(candidate):
            num += 1
            candidate = f"{base}_{num}"
        self.used.add(candidate)
        self.base_count[base] = num
        return candidate


def _illegal(name: str) -> bool:
    return name in keyword.kwlist or name in builtins.__dict__ or name in _FX_BUILTINS


def _snake_case(text: str) -> str:
    """FX's ``_snake_case``: an underscore before each upper-case letter that follows a lower-case one."""
    out = []
    previous_lower = False
    for char in text:
        if previous_lower and char.isupper():
            out.append("_")
        out.append(char.lower())
        previous_lower = char.islower()
    return "".join(out)


def symbolic_output(node: dict[str, Any]) -> str | None:
    """The serialized name of a node's single SymInt/SymBool output, if that is what it returns."""
    outputs = node.get("outputs") or []
    if len(outputs) != 1:
        return None
    for tag in _SYMBOLIC_OUTPUTS:
        value = outputs[0].get(tag)
        if isinstance(value, dict) and isinstance(value.get("as_name"), str):
            return str(value["as_name"])
    return None


def _single_tensor_output(node: dict[str, Any]) -> str | None:
    outputs = node.get("outputs") or []
    if len(outputs) == 1 and isinstance(outputs[0].get("as_tensor"), dict):
        return str(outputs[0]["as_tensor"].get("name"))
    return None


def _target_name(target: str) -> str:
    """What FX derives a node's name from: ``OpOverload.__name__`` (``sym_size.int``) or the higher-order
    operator's name (``cond``)."""
    if target.startswith(_HIGHER_ORDER_PREFIX):
        return target[len(_HIGHER_ORDER_PREFIX) :]
    parts = target[len(_OPERATOR_PREFIX) :].split(".")
    return ".".join(parts[1:])


def _output_names(outputs: list[dict[str, Any]]) -> list[str | None]:
    """The names of the getitem nodes the loader creates for a node with several (or list) outputs, in
    creation order; None for an unnamed getitem of a list."""
    names: list[str | None] = []
    items: list[Any] = outputs
    if len(outputs) == 1 and isinstance(outputs[0].get("as_tensors"), list):
        items = outputs[0]["as_tensors"]
    for item in items:
        if isinstance(item, dict) and "name" in item:
            names.append(str(item["name"]))
            continue
        value = union_tag(item)[1] if isinstance(item, dict) else None
        if isinstance(value, dict):
            names.append(str(value.get("name", value.get("as_name"))))
        elif isinstance(value, list):
            names.append(None)
            names += [str(v.get("name", v.get("as_name"))) for v in value if isinstance(v, dict)]
    return names


def loader_names(graph: dict[str, Any], input_names: list[str]) -> dict[str, str]:
    """For each node of ``graph`` returning one SymInt or SymBool, its serialized name -> the name torch
    2.3/2.4's loader gives it; ``input_names`` are the placeholder names, in order."""
    namespace = _Namespace()
    for name in input_names:
        namespace.create(_snake_case(name))
    given: dict[str, str] = {}
    for node in graph.get("nodes") or []:
        target = str(node.get("target", ""))
        symbolic = symbolic_output(node)
        if not target.startswith(_OPERATOR_PREFIX):
            namespace.create(symbolic or _snake_case(target.rsplit(".", 1)[-1]))
            continue
        single = _single_tensor_output(node)
        if single is not None:
            namespace.create(single)
            continue
        name = namespace.create(_snake_case(_target_name(target)))
        if symbolic is not None:
            given[symbolic] = name
            continue
        for output in _output_names(node.get("outputs") or []):
            namespace.create(output if output is not None else "getitem")
    return given


def placeholder_names(program: dict[str, Any]) -> list[str]:
    """The names torch 2.3/2.4's loader gives the top-level graph's placeholders, in order: the input's
    own name, or for a constant input the name its input spec records."""
    module = program["graph_module"]
    specs = module.get("signature", {}).get("input_specs") or []
    names = []
    for index, argument in enumerate(module["graph"].get("inputs") or []):
        value = union_tag(argument)[1]
        name = value.get("name", value.get("as_name")) if isinstance(value, dict) else None
        if name is None and index < len(specs):
            spec = union_tag(specs[index])[1]
            name = spec.get("name") or (spec.get("arg") or {}).get("name") if isinstance(spec, dict) else None
        names.append(str(name) if name is not None else "_unnamed")
    return names


def rename_symbolic_values(program: dict[str, Any], renames: dict[str, str]) -> None:
    """Rename SymInt/SymBool values of the top-level graph everywhere the program refers to them (its
    values, node arguments and outputs, graph inputs and outputs, signature and module call graph);
    subgraphs have names of their own and are left alone."""
    module = program["graph_module"]
    graph = module["graph"]
    for key in ("sym_int_values", "sym_bool_values"):
        if isinstance(graph.get(key), dict):
            graph[key] = {renames.get(name, name): value for name, value in graph[key].items()}

    def walk(value: Any) -> None:
        if isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, dict):
            name = value.get("as_name")
            if len(value) == 1 and isinstance(name, str):
                value["as_name"] = renames.get(name, name)
                return
            for key, item in value.items():
                if key != "as_graph":
                    walk(item)

    for node in graph.get("nodes") or []:
        walk(node.get("inputs"))
        walk(node.get("outputs"))
    for part in (graph.get("inputs"), graph.get("outputs"), module.get("signature"), module.get("module_call_graph")):
        walk(part)
