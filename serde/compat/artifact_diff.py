"""A semantic diff of two artifacts, whatever their schema versions and layouts.

Both artifacts are brought to one schema version (the newest pt2-serde knows, unless ``at`` names another)
with the usual chain, so a field that only moved between versions is no change. What is compared is what a
program means, section by section:

- ``signature``: each input and output spec (kind, parameter or buffer name, value), and the field names
  of the namedtuples in the calling convention;
- ``graph``: the nodes of the root graph and of every subgraph, by target and arguments after canonical
  naming (a graph input is named by its position, a node's output by what computes it, so renaming a
  value is no change and an inserted node changes only the nodes that use it), matched in order; a node
  whose own name or output names alone differ is ``renamed``. Canonical names only match nodes: a change
  carries each node as its artifact spells it, and reads ``linear = aten.linear.default(x, w, b)``;
- ``operators``: how many calls of each operator;
- ``range_constraints``: each symbol's bounds;
- ``module_call_graph``: each module path with its calling convention;
- ``weights`` and ``constants``: by name, with dtype, shape and the sha256 of the tensor's bytes, streamed
  from the archive (never unpickled; the same name with other bytes is ``changed``, the same bytes under
  another name ``renamed``);
- ``example_inputs``: the sha256 of the saved example inputs (or their absence);
- ``writer``: the torch version each file records.

Every change names its section and what it is about (the root module reads ``(the root module)``); its
text form summarises values for people (a spec as ``parameter fc1.weight``, a tensor as dtype, shape and
the start of its sha256, records by the fields that differ), its JSON form holds them whole.

Metadata (stack traces, module stacks), the spelling of symbolic expressions and the kind of an argument
(positional or keyword, which loaders take from the operator's schema) are not compared.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from typing import Any

from serde.containers.artifact import Artifact
from serde.containers.blobs import Blob
from serde.containers.convert import convert_members
from serde.containers.layouts import Layout
from serde.containers.p2 import dtype_name, entries
from serde.containers.reader import Source, read_artifact
from serde.engine.run import upgrade_artifact
from serde.findings import UpgradeNote
from serde.program.graphs import graphs
from serde.schema.jsonpath import Key, Path, render_path
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import newest_version, require_known
from serde.untrusted.formats import parse_json
from serde.untrusted.restricted import ITEMSIZE

__all__ = ["SECTIONS", "ArtifactDiff", "Change", "diff_artifacts"]

SECTIONS = (
    "signature",
    "graph",
    "operators",
    "range_constraints",
    "module_call_graph",
    "weights",
    "constants",
    "example_inputs",
    "writer",
)
SAMPLE_INPUTS = "data/sample_inputs/model.pt"
CHUNK = 1 << 20


@dataclass(frozen=True)
class Change:
    """One difference: its section, ``added``/``removed``/``changed``/``renamed``, what it is, where (a JSON
    path in the first artifact, or in the second for additions), and the values before and after."""

    section: str
    kind: str
    what: str
    path: str
    before: Any = None
    after: Any = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "section": self.section,
            "kind": self.kind,
            "what": self.what,
            "path": self.path,
            "before": self.before,
            "after": self.after,
        }

    def __str__(self) -> str:
        """One line for people: what changed, with the artifacts' own names, summarised (``--format json`` holds the
        values whole)."""
        plain = (
            isinstance(self.before, dict)
            and isinstance(self.after, dict)
            and not (
                {"target", "graph outputs", "sha256"} & (self.before.keys() | self.after.keys())
                or len(self.before) == len(self.after) == 1
            )
        )
        if self.kind == "changed" and plain:
            detail = _differing(self.before, self.after)
        elif self.kind in ("changed", "renamed"):
            shown_before, shown_after = _describe(self.before) or "(none)", _describe(self.after) or "(none)"
            detail = f"{shown_before} -> {shown_after}"
            if shown_before == shown_after:  # the difference is in what the summary does not print: say where
                detail = f"{shown_before}, differing only in {'; '.join(_leaf_differences(self.before, self.after))}"
        else:
            detail = _describe(self.after if self.kind == "added" else self.before)
        return f"{self.section:<17} {self.kind:<8} {self.what}" + (f": {detail}" if detail else "")


@dataclass
class ArtifactDiff:
    """Every change from artifact ``a`` to artifact ``b``, compared at schema ``compared_at``."""

    a: str | None
    b: str | None
    versions: tuple[str, str]
    layouts: tuple[str, str]
    compared_at: str
    changes: list[Change] = field(default_factory=list)
    normalized: tuple[list[UpgradeNote], list[UpgradeNote]] = field(default_factory=lambda: ([], []))
    """What bringing each artifact to ``compared_at`` noted (e.g. views an upgrade turned into reshapes): a
    change the artifacts do not hold themselves but the comparison had to make is named here."""

    def __bool__(self) -> bool:
        raise TypeError("an ArtifactDiff has no truth value: test .same")

    @property
    def same(self) -> bool:
        """Whether the two artifacts mean the same program with the same weights."""
        return not self.changes

    def sections(self) -> set[str]:
        """The sections that changed."""
        return {c.section for c in self.changes}

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        return {
            "a": self.a,
            "b": self.b,
            "versions": list(self.versions),
            "layouts": list(self.layouts),
            "compared_at": self.compared_at,
            "same": self.same,
            "changes": [c.to_dict() for c in self.changes],
            "normalized": [[n.to_dict() for n in notes] for notes in self.normalized],
        }


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, sort_keys=True, default=str)
    return text if len(text) <= 120 else text[:117] + "..."


SPEC_KINDS = {
    "parameter": "parameter",
    "buffer": "buffer",
    "tensor_constant": "constant",
    "custom_obj": "custom object",
    "user_input": "input",
    "constant_input": "constant input",
    "token": "effect token",
    "user_output": "output",
    "loss_output": "loss",
    "buffer_mutation": "buffer update",
    "parameter_mutation": "parameter update",
    "gradient_to_parameter": "gradient of",
    "gradient_to_user_input": "gradient of input",
    "user_input_mutation": "input update",
}
"""How each kind of input or output spec reads in a diff line."""


KEYWORD = 2
"""``ArgumentKind.KEYWORD``: an argument passed by name (``bias=b``), which FX prints so."""
_VALUE_KINDS = ("as_tensor", "as_tensors", "as_sym_int", "as_sym_ints", "as_sym_bool", "as_sym_float", "as_graph")


def _argument(value: Any) -> str:
    """An argument as people write it: a value's name, ``name=literal`` for the rest, lists of them."""
    if isinstance(value, list):
        return "[" + ", ".join(_argument(item) for item in value) + "]"
    if isinstance(value, dict):
        if "arg" in value:  # a node input: the value it passes, a literal or a keyword with its parameter's name
            arg = value["arg"]
            named = isinstance(value.get("name"), str) and (
                value.get("kind") == KEYWORD or not (isinstance(arg, dict) and arg.keys() & set(_VALUE_KINDS))
            )
            return f"{value['name']}={_argument(arg)}" if named else _argument(arg)
        if isinstance(value.get("name"), str) and ("graph" not in value):
            return str(value["name"])
        if len(value) == 1:
            key, item = next(iter(value.items()))
            if key in ("as_none", "none"):
                return "None"
            return _argument(item)
        return _short(value)
    return json.dumps(value) if isinstance(value, str) else str(value)


def _describe(value: Any) -> str:
    """A value of a change summarised for a terminal: a node as ``target(arguments) -> outputs``, an input or
    output spec as its kind and name, a tensor as dtype and shape, anything else as short JSON."""
    if isinstance(value, dict) and "target" in value and "inputs" in value:
        target = str(value["target"]).removeprefix("torch.ops.")
        arguments = ", ".join(_argument(item) for item in value.get("inputs") or [])
        outputs = _argument(value.get("outputs") or []).strip("[]")
        return f"{outputs} = {target}({arguments})" if outputs else f"{target}({arguments})"
    if isinstance(value, dict) and "graph outputs" in value:
        return "returns " + _argument(value["graph outputs"]).strip("[]")
    if isinstance(value, dict) and len(value) == 1 and next(iter(value)) in SPEC_KINDS:
        kind, body = next(iter(value.items()))
        body = body if isinstance(body, dict) else {}
        named = next((body[k] for k in body if k.endswith("_name") and isinstance(body[k], str)), None)
        value_name = _argument(body.get("arg")) if "arg" in body else None
        if named and value_name and named != value_name:
            return f"{SPEC_KINDS[kind]} {named} (as {value_name})"
        return f"{SPEC_KINDS[kind]} {named or value_name or ''}".rstrip()
    if isinstance(value, dict) and "sha256" in value and "shape" in value:
        shape = "x".join(str(d) for d in value.get("shape") or []) or "scalar"
        return f"{value.get('dtype', '?')} {shape} (sha256 {str(value['sha256'])[:12]}…)"
    if value is None or value == {}:
        return ""
    if isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value):
        return f"sha256 {value[:12]}…"
    return _short(value)


def _differing(before: dict[str, Any], after: dict[str, Any]) -> str:
    """Two records side by side, only the fields that differ: ``field: before -> after; ...``."""
    keys = [key for key in sorted(before.keys() | after.keys()) if before.get(key) != after.get(key)]
    return "; ".join(
        f"{key}: {_describe(before.get(key)) or '(none)'} -> {_describe(after.get(key)) or '(none)'}" for key in keys
    )


def _leaf_differences(before: Any, after: Any, where: str = "", limit: int = 3) -> list[str]:
    """Where two values differ, as ``path: before -> after`` for each differing leaf (at most ``limit``, then
    how many more): what a one-line summary of equal-looking values leaves out (an argument's ``kind``)."""
    found: list[str] = []

    def walk(a: Any, b: Any, path: str) -> None:
        if a == b:
            return
        if isinstance(a, dict) and isinstance(b, dict):
            for key in sorted(a.keys() | b.keys(), key=str):
                walk(a.get(key), b.get(key), f"{path}.{key}" if path else str(key))
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for index, (x, y) in enumerate(zip(a, b, strict=True)):
                walk(x, y, f"{path}[{index}]")
        else:
            found.append(f"{path or 'the value'}: {_short(a)} -> {_short(b)}")

    walk(before, after, where)
    return found[:limit] + ([f"{len(found) - limit} more"] if len(found) > limit else [])


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


# -- canonical naming -----------------------------------------------------------------------------------


class _Names:
    """Value names of one graph, canonical: a graph input is named by its position (``%in0``), a node's
    output by what computes it (a digest of the target and the canonical inputs, and the output's index),
    so renaming values, or inserting a node elsewhere, changes no other node's canonical form."""

    def __init__(self) -> None:
        self.canonical: dict[str, str] = {}
        self.seen: Counter[str] = Counter()

    def define_inputs(self, argument: Any) -> None:
        for position, name in enumerate(_value_names(argument)):
            self.canonical.setdefault(name, f"%in{position}")

    def define_outputs(self, computed: str, argument: Any) -> None:
        digest = hashlib.sha256(computed.encode()).hexdigest()[:12]
        self.seen[digest] += 1
        if self.seen[digest] > 1:  # the same computation again (e.g. two draws of a random operator)
            digest += f"#{self.seen[digest]}"
        for index, name in enumerate(_value_names(argument)):
            self.canonical.setdefault(name, f"%{digest}:{index}")

    def rename(self, value: Any) -> Any:
        """``value`` (an argument, a spec) with every value name canonical; subgraphs by their name only."""
        if isinstance(value, list):
            return [self.rename(item) for item in value]
        if not isinstance(value, dict):
            return value
        if "graph" in value and "name" in value and isinstance(value.get("graph"), dict):
            return {"subgraph": value["name"]}
        out: dict[str, Any] = {}
        for key, item in value.items():
            if item is None:
                continue  # a default however the version spells it
            if key in ("name", "as_name") and isinstance(item, str) and "arg" not in value:
                out[key] = self.canonical.get(item, item)
            else:
                out[key] = self.rename(item)
        return out


def _value_names(argument: Any) -> Iterator[str]:
    if isinstance(argument, list):
        for item in argument:
            yield from _value_names(item)
    elif isinstance(argument, dict):
        if "graph" in argument and isinstance(argument.get("graph"), dict):
            return
        for key, item in argument.items():
            if key in ("name", "as_name") and isinstance(item, str) and "arg" not in argument:
                yield item
            else:
                yield from _value_names(item)


def _node_name(node: dict[str, Any]) -> list[str]:
    outputs = list(_value_names(node.get("outputs")))
    own = node.get("name")
    return [own, *outputs] if isinstance(own, str) and own not in outputs else outputs


# -- the sections ---------------------------------------------------------------------------------------


_Node = tuple[str, list[str], Path, dict[str, Any]]
"""One node of a graph view: its canonical key (what matches), its own names, its path, and the node as the
artifact spells it (what a diff shows)."""


@dataclass
class _View:
    """What is compared of one artifact, at the common version."""

    graphs: dict[str, tuple[Path, list[_Node]]]
    signature: dict[str, list[tuple[str, Path, Any]]]
    operators: Counter[str]
    ranges: dict[str, Any]
    calls: dict[str, tuple[str, Path, Any]]
    tensors: dict[str, dict[str, tuple[dict[str, Any], str]]]
    example_inputs: str | None
    writer: str | None


def _graph_view(program: dict[str, Any]) -> tuple[dict[str, tuple[Path, list[_Node]]], _Names]:
    found: dict[str, tuple[Path, list[_Node]]] = {}
    root_names = _Names()
    for graph, path in graphs(program):
        label = _subgraph_label(program, path)
        names = root_names if len(path) == 2 else _Names()
        names.define_inputs(graph.get("inputs"))
        nodes = []
        for index, node in enumerate(graph.get("nodes") or []):
            if not isinstance(node, dict):
                continue
            computed = {"target": node.get("target"), "inputs": names.rename(node.get("inputs"))}
            names.define_outputs(_key(computed), node.get("outputs"))
            key = _key(computed | {"outputs": names.rename(node.get("outputs"))})
            original = {"target": node.get("target"), "inputs": node.get("inputs"), "outputs": node.get("outputs")}
            nodes.append((key, _node_name(node), (*path, "nodes", index), original))
        outputs = {"graph outputs": graph.get("outputs")}
        nodes.append((_key({"graph outputs": names.rename(graph.get("outputs"))}), [], (*path, "outputs"), outputs))
        found[label] = (path, nodes)
    return found, root_names


def _subgraph_label(program: dict[str, Any], path: Path) -> str:
    """``graph`` for the root, then the submodule names leading to a subgraph: ``graph/true_graph_0``."""
    parts = ["graph"]
    node: Any = program
    for index, part in enumerate(path):
        node = node[part.value if isinstance(part, Key) else part]
        if part == "as_graph" and index + 1 < len(path) and isinstance(node, dict):
            parts.append(str(node.get("name")))
    return "/".join(parts)


def _signature_view(program: dict[str, Any], names: _Names) -> dict[str, list[tuple[str, Path, Any]]]:
    module = program.get("graph_module") or {}
    signature = module.get("signature") or {}
    view: dict[str, list[tuple[str, Path, Any]]] = {}
    fields = module.get("treespec_namedtuple_fields") or {}
    view["treespec_namedtuple_fields"] = [
        (_key({name: fields[name]}), ("graph_module", "treespec_namedtuple_fields", Key(name)), {name: fields[name]})
        for name in sorted(fields)
    ]
    for field_name in ("input_specs", "output_specs"):
        view[field_name] = [
            (_key(names.rename(spec)), ("graph_module", "signature", field_name, index), spec)
            for index, spec in enumerate(signature.get(field_name) or [])
        ]
    return view


def _operators(program: dict[str, Any]) -> Counter[str]:
    return Counter(
        str(node.get("target"))
        for graph, _ in graphs(program)
        for node in graph.get("nodes") or []
        if isinstance(node, dict)
    )


def _calls(program: dict[str, Any], names: _Names) -> dict[str, tuple[str, Path, Any]]:
    calls = (program.get("graph_module") or {}).get("module_call_graph") or []
    view: dict[str, tuple[str, Path, Any]] = {}
    for index, entry in enumerate(calls):
        if isinstance(entry, dict):
            signature = entry.get("signature") or {}
            label = str(entry.get("fqn")) or "(the root module)"
            view[label] = (_key(names.rename(signature)), ("graph_module", "module_call_graph", index), signature)
    return view


def _sha256(blob: Blob, start: int = 0, length: int | None = None) -> str:
    digest = hashlib.sha256()
    remaining = blob.size - start if length is None else length
    with blob.open() as handle:
        handle.seek(start)
        while remaining > 0:
            chunk = handle.read(min(CHUNK, remaining))
            if not chunk:
                break
            digest.update(chunk)
            remaining -= len(chunk)
    return digest.hexdigest()


def _tensor_bytes(artifact: Artifact, meta: dict[str, Any], blob: Blob) -> tuple[dict[str, Any], str]:
    """(dtype, shape, strides, storage offset) and the sha256 of the bytes the tensor views: its elements
    when they are contiguous in the file, else the whole file (the view is then part of what is compared)."""
    tensor = meta.get("tensor_meta") or {}
    dtype = dtype_name(artifact, int(tensor.get("dtype", -1)))
    shape = [s.get("as_int") for s in tensor.get("sizes") or []]
    strides = [s.get("as_int") for s in tensor.get("strides") or []]
    offset = (tensor.get("storage_offset") or {}).get("as_int") or 0
    description: dict[str, Any] = {"dtype": dtype, "shape": shape}
    numel, expected, contiguous = 1, 1, True
    for size, stride in reversed(list(zip(shape, strides, strict=False))):
        contiguous &= isinstance(size, int) and (size == 1 or stride == expected)
        expected *= size if isinstance(size, int) else 1
    for size in shape:
        numel *= size if isinstance(size, int) else 0
    itemsize = ITEMSIZE.get(dtype, 0)
    start, length = offset * itemsize, numel * itemsize
    if contiguous and itemsize and start + length <= blob.size:
        return description, _sha256(blob, start, length)
    description |= {"strides": strides, "storage_offset": offset}
    return description, _sha256(blob)


def _stored(artifact: Artifact) -> tuple[dict[str, dict[str, tuple[dict[str, Any], str]]], str | None]:
    """Weights and constants by name, and the sha256 of the saved example inputs (None when there are none),
    from the archive's P2 form (pickled layouts are read, never unpickled)."""
    view: dict[str, dict[str, tuple[dict[str, Any], str]]] = {"weights": {}, "constants": {}}
    if artifact.layout is Layout.PAYLOAD:
        return view, None
    p2 = Artifact(program=artifact.program, layout=Layout.P2, members=convert_members(artifact, Layout.P2))
    for entry in entries(p2):
        section = "weights" if "weights" in entry.config else "constants"
        blob = p2.members[entry.member]
        if entry.kind == "raw":
            view[section][entry.name] = _tensor_bytes(p2, entry.meta, blob)
        else:
            view[section][entry.name] = ({"kind": entry.kind}, _sha256(blob))
    inputs = p2.members.get(SAMPLE_INPUTS)
    return view, _sha256(inputs) if inputs is not None and inputs.size else None


def _view(original: Artifact, at: SchemaVersion) -> tuple[_View, list[UpgradeNote]]:
    upgraded = upgrade_artifact(original, at)
    artifact, program = upgraded.artifact, upgraded.artifact.program
    graph_view, names = _graph_view(program)
    tensors, example_inputs = _stored(artifact)
    view = _View(
        graphs=graph_view,
        signature=_signature_view(program, names),
        operators=_operators(program),
        ranges=dict(program.get("range_constraints") or {}),
        calls=_calls(program, names),
        tensors=tensors,
        example_inputs=example_inputs,
        writer=original.torch_version,
    )
    return view, list(upgraded.report.notes)


# -- comparing ------------------------------------------------------------------------------------------


def _target(key: str) -> str:
    return str(parse_json(key).get("target", "graph outputs"))


def _diff_graph(label: str, a: list[_Node], b: list[_Node]) -> list[Change]:
    """Nodes matched in order (a longest common subsequence) by their canonical keys; inside a replaced run, a
    node is ``changed`` when the other side has an unmatched node of the same target, or when the run replaces
    as many nodes as it removes (a target changed in place); the rest are ``removed`` or ``added``. Changes
    show the nodes as each artifact spells them."""
    changes: list[Change] = []
    matcher = SequenceMatcher(a=[n[0] for n in a], b=[n[0] for n in b], autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            for (key, names_a, path, _), (_, names_b, _, _) in zip(a[i1:i2], b[j1:j2], strict=True):
                if names_a != names_b:
                    what = f"{label}: {_target(key)} named {names_a[0] if names_a else ''}"
                    changes.append(Change("graph", "renamed", what, render_path(path), names_a, names_b))
            continue
        added = list(b[j1:j2])
        unmatched: list[tuple[_Node, int]] = []
        run: list[tuple[int, Change]] = []
        for position, node in enumerate(a[i1:i2]):
            twin = next((i for i, other in enumerate(added) if _target(other[0]) == _target(node[0])), None)
            if twin is None:
                unmatched.append((node, position))
                continue
            after = added.pop(twin)
            run.append((position, Change("graph", "changed", label, render_path(node[2]), node[3], after[3])))
        if len(unmatched) == len(added):  # the same number of nodes, other targets: each one replaced in place
            for (node, position), other in zip(unmatched, added, strict=True):
                run.append((position, Change("graph", "changed", label, render_path(node[2]), node[3], other[3])))
            unmatched, added = [], []
        for node, position in unmatched:
            run.append((position, Change("graph", "removed", label, render_path(node[2]), node[3])))
        changes += [change for _, change in sorted(run, key=lambda item: item[0])]
        for node in added:
            changes.append(Change("graph", "added", label, render_path(node[2]), None, node[3]))
    return changes


def _diff_keyed(section: str, a: dict[str, Any], b: dict[str, Any], where: str) -> list[Change]:
    changes = []
    for name in sorted(a.keys() | b.keys()):
        path = render_path((where, Key(name))) if where else name
        if name not in b:
            changes.append(Change(section, "removed", name, path, a[name]))
        elif name not in a:
            changes.append(Change(section, "added", name, path, None, b[name]))
        elif a[name] != b[name]:
            changes.append(Change(section, "changed", name, path, a[name], b[name]))
    return changes


def _diff_tensors(
    section: str, a: dict[str, tuple[dict[str, Any], str]], b: dict[str, tuple[dict[str, Any], str]]
) -> list[Change]:
    def shown(value: tuple[dict[str, Any], str]) -> dict[str, Any]:
        return value[0] | {"sha256": value[1]}

    changes = []
    removed = {n: a[n] for n in a.keys() - b.keys()}
    added = {n: b[n] for n in b.keys() - a.keys()}
    for name in sorted(removed):
        twin = next((n for n in sorted(added) if added[n] == removed[name]), None)
        if twin is not None:
            changes.append(Change(section, "renamed", name, name, name, twin))
            del added[twin]
        else:
            changes.append(Change(section, "removed", name, name, shown(removed[name])))
    changes += [Change(section, "added", name, name, None, shown(added[name])) for name in sorted(added)]
    for name in sorted(a.keys() & b.keys()):
        if a[name] != b[name]:
            changes.append(Change(section, "changed", name, name, shown(a[name]), shown(b[name])))
    return changes


def _diff_views(a: _View, b: _View) -> list[Change]:
    changes: list[Change] = []
    for field_name in ("input_specs", "output_specs", "treespec_namedtuple_fields"):
        specs_a, specs_b = a.signature[field_name], b.signature[field_name]
        for index in range(max(len(specs_a), len(specs_b))):
            key_a = specs_a[index][0] if index < len(specs_a) else None
            key_b = specs_b[index][0] if index < len(specs_b) else None
            if key_a != key_b:
                kind = "removed" if key_b is None else "added" if key_a is None else "changed"
                path = render_path((specs_a if key_a else specs_b)[index][1])
                before = specs_a[index][2] if key_a else None
                after = specs_b[index][2] if key_b else None
                changes.append(Change("signature", kind, f"{field_name}[{index}]", path, before, after))
    for label in list(a.graphs) + [g for g in b.graphs if g not in a.graphs]:
        if label not in b.graphs:
            changes.append(Change("graph", "removed", label, render_path(a.graphs[label][0])))
        elif label not in a.graphs:
            changes.append(Change("graph", "added", label, render_path(b.graphs[label][0])))
        else:
            changes += _diff_graph(label, a.graphs[label][1], b.graphs[label][1])
    operators = {op: a.operators[op] for op in a.operators}
    changes += _diff_keyed("operators", operators, dict(b.operators), "")
    changes += _diff_keyed("range_constraints", a.ranges, b.ranges, "range_constraints")
    for name in sorted(a.calls.keys() | b.calls.keys()):  # matched by canonical keys, shown as spelled
        old, new = a.calls.get(name), b.calls.get(name)
        if old is None or new is None or old[0] != new[0]:
            kind = "added" if old is None else "removed" if new is None else "changed"
            path = render_path((old or new)[1])  # type: ignore[index]
            changes.append(
                Change("module_call_graph", kind, name, path, old[2] if old else None, new[2] if new else None)
            )
    for section in ("weights", "constants"):
        changes += _diff_tensors(section, a.tensors[section], b.tensors[section])
    if a.example_inputs != b.example_inputs:
        kind = "removed" if b.example_inputs is None else "added" if a.example_inputs is None else "changed"
        changes.append(
            Change("example_inputs", kind, "saved example inputs", SAMPLE_INPUTS, a.example_inputs, b.example_inputs)
        )
    if a.writer != b.writer:
        changes.append(Change("writer", "changed", "torch_version", "$.torch_version", a.writer, b.writer))
    return changes


def diff_artifacts(
    a: Source | Artifact,
    b: Source | Artifact,
    *,
    at: str | SchemaVersion | None = None,
    storage_options: dict[str, Any] | None = None,
    trust_pickles: bool = False,
) -> ArtifactDiff:
    """Every semantic change from ``a`` to ``b`` (URLs on any fsspec store, path objects, binary file objects, or
    artifacts), compared at schema
    ``at`` (default: the newest pt2-serde knows). See the module docstring for the sections."""
    first, second = (
        value
        if isinstance(value, Artifact)
        else read_artifact(value, trust_pickles=trust_pickles, storage_options=storage_options)
        for value in (a, b)
    )
    version = newest_version() if at is None else require_known(at)
    result = ArtifactDiff(
        a=first.source,
        b=second.source,
        versions=(str(first.version), str(second.version)),
        layouts=(first.layout.value, second.layout.value),
        compared_at=str(version),
    )
    (view_a, notes_a), (view_b, notes_b) = _view(first, version), _view(second, version)
    # a node or spec that reads the same in both is matched as changed only because a value it takes was
    # changed upstream (names are canonical by what computes them): that change is listed, this one is not
    changes = [c for c in _diff_views(view_a, view_b) if not (c.kind == "changed" and c.before == c.after)]
    result.changes, result.normalized = changes, (notes_a, notes_b)
    return result
