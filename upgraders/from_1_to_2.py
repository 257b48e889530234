"""Schema 1 (torch 2.1) -> 2 (torch 2.2): graph signature specs, module call graph, lifted constants, hints."""

from __future__ import annotations

import json
import re
from typing import Any

from serde.containers.blobs import Blob, BytesBlob
from serde.containers.p2 import SCALAR_TYPES
from serde.containers.saved_dicts import Saved, entry_of, read_saved, torch_save_archive
from serde.engine.registry import StepContext, downgrader, upgrader
from serde.errors import ContainerError
from serde.schema.jsonpath import Path, render_path
from serde.schema.versions.registry import spec_for
from serde.untrusted.restricted import TensorRecord
from serde.untrusted.torch_pickle import TensorEntry
from upgraders import _treespec
from upgraders._helpers import all_members_union, graphs, tensor_names, union_tag
from upgraders._module_stack import parse as parse_stack
from upgraders._pickles import saved_tensors

__all__ = [
    "DYNAMO_CONTAINERS",
    "ROOT_STACK_KEY",
    "ROOT_TYPE_DEFAULT",
    "V1",
    "V2",
    "signature_dicts_call_spec_and_inline_values",
    "signature_specs_constants_and_hints",
]


V1 = "1.0"
V2 = "2.0"
_ORIG_REF = re.compile(r"^(L\['self'\]|L\.self\b)")
_GETATTR = re.compile(r"getattr\(([^(),]+), ['\"]([^'\"]*)['\"]\)")
DYNAMO_CONTAINERS = {
    "torch._dynamo.variables.lists.TupleVariable": "builtins.tuple",
    "torch._dynamo.variables.lists.ListVariable": "builtins.list",
    "torch._dynamo.variables.dicts.ConstDictVariable": "builtins.dict",
}
"""Tracer-internal types torch 2.1's ``preserve_module_call_signature`` recorded in treespecs, and the
public containers they stand for (same context format: null, or the JSON list of dict keys)."""
ROOT_STACK_KEY = "L__self__"
"""The key torch 2.2+ gives the root module's entry, first in every node's ``nn_module_stack``."""
ROOT_TYPE_DEFAULT = "torch.nn.modules.module.Module"
"""The root module's type where schema 1 did not record it (only ``torch.export.unflatten`` reads the
entry, and it ignores the root's type)."""


def _argument(tag: str, value: Any) -> dict[str, Any]:
    return all_members_union(V2, "Argument", tag, value)


def _input_specs(ctx: StepContext, signature: dict[str, Any], inputs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    parameters = signature.get("inputs_to_parameters") or {}
    buffers = signature.get("inputs_to_buffers") or {}
    specs = []
    for argument in inputs:
        tag, value = union_tag(argument)
        name = value.get("name") if isinstance(value, dict) else None
        if tag == "as_tensor" and name in parameters:
            spec = all_members_union(
                V2, "InputSpec", "parameter", {"arg": {"name": name}, "parameter_name": parameters[name]}
            )
        elif tag == "as_tensor" and name in buffers:
            spec = all_members_union(V2, "InputSpec", "buffer", {"arg": {"name": name}, "buffer_name": buffers[name]})
        else:
            spec = all_members_union(V2, "InputSpec", "user_input", {"arg": argument})
        specs.append(spec)
    return specs


def _output_specs(signature: dict[str, Any], outputs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    mutated = signature.get("buffers_to_mutate") or {}
    backward = signature.get("backward_signature") or {}
    loss = backward.get("loss_output")
    to_parameters = backward.get("gradients_to_parameters") or {}
    to_inputs = backward.get("gradients_to_user_inputs") or {}
    specs = []
    for argument in outputs:
        tag, value = union_tag(argument)
        name = value.get("name") if isinstance(value, dict) else None
        if tag == "as_tensor" and name in mutated:
            member, body = "buffer_mutation", {"arg": {"name": name}, "buffer_name": mutated[name]}
        elif tag == "as_tensor" and name is not None and name == loss:
            member, body = "loss_output", {"arg": {"name": name}}
        elif tag == "as_tensor" and name in to_parameters:
            member, body = "gradient_to_parameter", {"arg": {"name": name}, "parameter_name": to_parameters[name]}
        elif tag == "as_tensor" and name in to_inputs:
            member, body = "gradient_to_user_input", {"arg": {"name": name}, "user_input_name": to_inputs[name]}
        else:
            member, body = "user_output", {"arg": argument}
        specs.append(all_members_union(V2, "OutputSpec", member, body))
    return specs


def _module_path(orig_ref: str) -> str:
    """The module path torch 2.2 records, from the source reference torch 2.1 recorded:
    ``L['self'].layers[0].fc`` -> ``layers.0.fc``; ``getattr(getattr(L.self.body, '0').block, '1')`` ->
    ``body.0.block.1`` (dynamo's spelling for children whose names are not identifiers)."""
    previous = None
    while previous != orig_ref:
        previous, orig_ref = orig_ref, _GETATTR.sub(r"\1.\2", orig_ref)
    path = _ORIG_REF.sub("", orig_ref).lstrip(".")
    return re.sub(r"\[['\"]?([^\]'\"]+)['\"]?\]", r".\1", path).lstrip(".")


def _nn_module_stack(text: str) -> str:
    """A schema-1 stack in the 2.2 spelling, with the root entry 2.2 puts first (``text`` may be empty:
    an operation in the root module's own ``forward``)."""
    entries = [f"{ROOT_STACK_KEY},,{ROOT_TYPE_DEFAULT}"]
    for entry in filter(None, text.split(";")):
        key, _, rest = entry.partition(":")
        if not (rest.startswith("(") and rest.endswith(")")):
            return text
        orig_ref, _, type_name = rest[1:-1].rpartition(",")
        entries.append(f"{key},{_module_path(orig_ref)},{type_name}")
    return ";".join(entries)


def _metadata(node: dict[str, Any]) -> bool:
    metadata = node.setdefault("metadata", {})
    original = metadata.get("nn_module_stack", "")
    metadata["nn_module_stack"] = _nn_module_stack(original)
    changed = bool(metadata["nn_module_stack"] != original)
    if "source_fn" in metadata:
        metadata["source_fn_stack"] = metadata.pop("source_fn")
        changed = True
    return changed


def _leaf_count(text: str) -> int:
    return sum(1 for node in _treespec.spec_nodes(_treespec.parse(text)) if node.get("type") is None)


def _preserved_boundaries(ctx: StepContext, module: dict[str, Any]) -> None:
    """The ``inputs``/``outputs`` of call signatures preserved by torch 2.1, which left them empty
    (torch 2.2+ names the values passed in and out; ``torch.export.unflatten`` calls the submodule with
    them). They are derived from the graph where the boundary is unambiguous: one value flows into the
    submodule's nodes from outside (parameters and buffers aside) and one flows out, matching a signature
    of one argument and one result. Otherwise the signature is dropped (reported): unflatten then keeps
    the submodule as a plain one, which computes the same but cannot be swapped."""
    graph = module["graph"]
    lifted = set()
    for spec in module["signature"]["input_specs"]:
        tag, body = union_tag(spec)
        if tag != "user_input":
            lifted.add(body["arg"]["name"])
    for index, entry in enumerate(module.get("module_call_graph") or []):
        signature = entry.get("signature")
        fqn = entry.get("fqn")
        if not fqn or not isinstance(signature, dict) or signature.get("inputs") or signature.get("outputs"):
            continue
        members: list[dict[str, Any]] = []
        others: list[dict[str, Any]] = []
        for node in graph["nodes"]:
            paths = {path for _, path, _ in parse_stack(node.get("metadata", {}).get("nn_module_stack", ""))}
            (members if fqn in paths else others).append(node)
        inside = {name for node in members for name in tensor_names(node.get("outputs", []))}
        flowing_in = list(
            dict.fromkeys(
                name
                for node in members
                for name in tensor_names(argument["arg"] for argument in node.get("inputs", []))
                if name not in inside and name not in lifted
            )
        )
        used_outside = {
            name for node in others for name in tensor_names(argument["arg"] for argument in node.get("inputs", []))
        } | set(tensor_names(graph.get("outputs", [])))
        flowing_out = [name for name in dict.fromkeys(inside) if name in used_outside]
        path = render_path(("graph_module", "module_call_graph", index, "signature"))
        one_to_one = _leaf_count(signature.get("in_spec", "")) == _leaf_count(signature.get("out_spec", "")) == 1
        if members and one_to_one and len(flowing_in) == 1 and len(flowing_out) == 1:
            signature["inputs"] = [_argument("as_tensor", {"name": flowing_in[0]})]
            signature["outputs"] = [_argument("as_tensor", {"name": flowing_out[0]})]
            ctx.note("derived", path, f"inputs and outputs of {fqn!r}'s preserved call (torch 2.1 left them empty)")
        else:
            entry["signature"] = None
            ctx.note(
                "dropped",
                path,
                f"the preserved call signature of {fqn!r}: torch 2.1 left its inputs and outputs empty and the "
                "graph does not determine them (unflatten keeps the submodule, which cannot be swapped)",
            )


def _public_container_types(ctx: StepContext, program: dict[str, Any]) -> None:
    """Replace tracer-internal container types in call-signature treespecs by the public containers they
    traced (torch 2.2+ records those; no loader can rebuild a ``TupleVariable``); refuse other tracer types."""
    replaced: list[str] = []

    def change(node: dict[str, Any], path: Path) -> bool:
        kind = node.get("type")
        if kind in DYNAMO_CONTAINERS:
            node["type"] = DYNAMO_CONTAINERS[kind]
            replaced.append(render_path(path))
            return True
        if isinstance(kind, str) and kind.startswith("torch._dynamo."):
            ctx.refuse(render_path(path), f"the tracer-internal type {kind} in a treespec has no public equivalent")
        return False

    _treespec.rewrite_signatures(program, change)
    for path in sorted(set(replaced)):
        ctx.note(
            "derived",
            path,
            "tracer-internal container types (TupleVariable, ListVariable, ConstDictVariable) that torch 2.1 "
            "recorded for a preserved call signature replaced by tuple, list and dict",
        )


def _lift_constants(ctx: StepContext, graph: dict[str, Any], constants: dict[str, bytes], path: Path) -> list[str]:
    """Turn schema-1 inline constants (each a ``torch.save`` of one tensor) into graph inputs whose tensors
    live in one constants archive, written as torch writes it with the storages copied as they are."""
    entries: list[TensorEntry] = []
    storages: dict[str, Blob] = {}
    for name, data in constants.items():
        where = render_path(path + ("constants", name))
        saved = read_saved(BytesBlob(data), source=ctx.source, member=where)
        record = saved.value
        if not isinstance(record, TensorRecord) or record.kind != "dense":
            ctx.refuse(where, f"an inline constant that is not a plain tensor ({type(record).__name__})")
        key = str(len(storages))
        storages[key] = saved.storages[record.storage.key]
        entries.append(entry_of(name, record, key))
        meta = _tensor_meta(record)
        if meta is None:
            ctx.refuse(where, f"a {record.dtype.name} constant, a dtype schema 2 has no ScalarType for")
        graph["tensor_values"][name] = meta
    member = ctx.role_member("constants") or "serialized_constants.json"
    ctx.members[member] = torch_save_archive(entries, storages)
    ctx.note(
        "derived",
        render_path(path + ("constants",)),
        f"{len(entries)} inline constant(s) lifted to graph inputs and moved to {member}; schema 1 kept no attribute "
        "path, so each constant is named after its get_attr node",
    )
    return [entry.name for entry in entries]


def _tensor_meta(record: TensorRecord) -> dict[str, Any] | None:
    """The schema-2 ``TensorMeta`` of a tensor read from a pickle (None for a dtype schema 2 cannot name)."""
    enums = spec_for(V2).enums
    member = SCALAR_TYPES.get(record.dtype.name)
    if member is None or member not in enums["ScalarType"]:
        return None
    return {
        "dtype": enums["ScalarType"][member],
        "sizes": [all_members_union(V2, "SymInt", "as_int", n) for n in record.size],
        "requires_grad": record.requires_grad,
        "device": {"type": "cpu", "index": None},
        "strides": [all_members_union(V2, "SymInt", "as_int", n) for n in record.stride],
        "storage_offset": record.storage_offset,
        "layout": enums["Layout"]["Strided"],
    }


def _symbols_of(graph: dict[str, Any], name: str, dim: int) -> str | None:
    meta = graph["tensor_values"].get(name, {})
    sizes = meta.get("sizes") or []
    if not 0 <= dim < len(sizes):
        return None
    tag, value = union_tag(sizes[dim])
    return value["expr_str"] if tag == "as_expr" else str(value)


_EMPTY_KWARGS = {"type": "builtins.dict", "context": "[]", "children_spec": []}


def _args_kwargs_spec(ctx: StepContext, text: str) -> str:
    """torch 2.1 flattened ``(args, kwargs)`` when the export had keyword arguments and ``args`` alone
    otherwise; 2.2 always flattens ``(args, kwargs)``. Wrap an args-only spec with an empty kwargs dict."""
    tree = _treespec.parse(text)
    top = _treespec.top(tree)
    if top is None:
        return text
    children = _treespec.children(top)
    is_pair = (
        top.get("type") == "builtins.tuple"
        and len(children) == 2
        and all(isinstance(child, dict) for child in children)
        and children[0].get("type") == "builtins.tuple"
        and children[1].get("type") == "builtins.dict"
    )
    if is_pair:
        ctx.note(
            "derived",
            "$.graph_module.call_spec.in_spec",
            "read as (args, kwargs): a two-element tuple of a tuple and a dict is how torch 2.1 recorded keyword "
            "arguments",
        )
        return text
    wrapped = {"type": "builtins.tuple", "context": "null", "children_spec": [top, dict(_EMPTY_KWARGS)]}
    return json.dumps([tree[0], wrapped])


@upgrader("1.0", "2.0")
def signature_specs_constants_and_hints(ctx: StepContext) -> None:
    """torch 2.2 replaced the signature's name dictionaries with ordered ``input_specs``/``output_specs``,
    moved ``call_spec`` into the root ``module_call_graph`` entry, unwrapped ``tensor_values`` entries,
    lifted tensor constants out of the program into the constants blob, named custom objects instead of
    inlining their pickles, turned ``SymExpr.hint`` into the ``SymExprHint`` union and ``SymBool.as_expr``
    into a ``SymExpr``, dropped ``equality_constraints``/``example_inputs`` and added ``dialect``. Every
    spec is derived from the old dictionaries by walking the graph inputs and outputs in order (the order
    the 2.2 loader pairs them with placeholders), so the mapping is exact; the dialect is ``ATEN`` because
    schema 1 could only export ATen programs; equality constraints survive only where the equal dimensions
    already share one symbol, and any that do not are reported as lost. torch 2.2 also began writing
    ``nn_module_stack`` as ``key,path,type`` entries headed by the root module's entry, with module paths
    (``body.0``) where torch 2.1 kept the tracer's source references (``getattr(L.self.body, '0')``);
    ``torch.export.unflatten`` builds the module hierarchy from those paths and needs the root entry on
    every node, so both are derived (the root's type, which 2.1 did not record, is defaulted). Call
    signatures preserved with 2.1's ``torch._export.export`` hold the tracer's own container types
    (``TupleVariable``...) in their treespecs, which no loader can rebuild: they become the public
    tuple, list and dict they traced.
    """
    program = ctx.program
    module = program["graph_module"]

    def expr(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        hint = obj.get("hint")
        obj["hint"] = None if hint is None else all_members_union(V2, "SymExprHint", "as_int", hint)
        return obj

    def sym_bool(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if isinstance(obj.get("as_expr"), str):
            obj["as_expr"] = {"expr_str": obj["as_expr"], "hint": None}
        return obj

    def custom_obj(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        ctx.refuse(
            render_path(path),
            "schema-1 custom objects are inline pickles of torchbind objects; re-registering them "
            "by name needs the torchbind class, which pt2-serde does not load",
        )

    found = graphs(V1, program, also={"SymExpr": expr, "SymBool": sym_bool, "CustomObjArgument": custom_obj})

    root = module["graph"]
    lifted: list[str] = []
    for graph, path in found:
        graph["tensor_values"] = {name: value["meta"] for name, value in graph["tensor_values"].items()}
        constants = graph.pop("constants", None) or {}
        if constants:
            if graph is not root:
                ctx.refuse(render_path(path + ("constants",)), "inline constants inside a subgraph cannot be lifted")
            lifted = _lift_constants(ctx, graph, constants, path)

    signature = module.pop("signature")
    user_input_at = len(signature.get("inputs_to_parameters") or {}) + len(signature.get("inputs_to_buffers") or {})
    specs = _input_specs(ctx, signature, root["inputs"])
    for offset, name in enumerate(lifted):
        root["inputs"].insert(user_input_at + offset, _argument("as_tensor", {"name": name}))
        specs.insert(
            user_input_at + offset,
            all_members_union(
                V2, "InputSpec", "tensor_constant", {"arg": {"name": name}, "tensor_constant_name": name}
            ),
        )
    module["signature"] = {"input_specs": specs, "output_specs": _output_specs(signature, root["outputs"])}

    call_spec = module.pop("call_spec", None) or {}
    entries = module.get("module_call_graph") or []
    if not any(entry.get("fqn") == "" for entry in entries):
        entries.insert(
            0,
            {
                "fqn": "",
                "signature": {
                    "inputs": [],
                    "outputs": [],
                    "in_spec": _args_kwargs_spec(ctx, call_spec.get("in_spec", "")),
                    "out_spec": call_spec.get("out_spec", ""),
                },
            },
        )
    module["module_call_graph"] = entries
    _public_container_types(ctx, program)

    rewritten = 0
    for graph, _ in found:
        rewritten += sum(_metadata(node) for node in graph["nodes"])
    _preserved_boundaries(ctx, module)
    if rewritten:
        ctx.note(
            "derived",
            "$..nodes[*].metadata",
            f"{rewritten} node(s): nn_module_stack re-spelled as key,path,type with module paths (not source "
            "references), headed by the root module's entry as torch 2.2+ writes it (its type defaulted to "
            f"{ROOT_TYPE_DEFAULT}: schema 1 does not record it), and source_fn renamed to source_fn_stack "
            "(schema 1 kept only the innermost source function)",
        )

    for index, pair in enumerate(program.pop("equality_constraints", None) or []):
        (a_name, a_dim), (b_name, b_dim) = pair
        a, b = _symbols_of(root, a_name, a_dim), _symbols_of(root, b_name, b_dim)
        if a is None or a != b:
            ctx.note(
                "dropped",
                f"$.equality_constraints[{index}]",
                f"{a_name}.size({a_dim}) == {b_name}.size({b_dim}) has no place in schema 2 and the two dimensions "
                "do not share a symbol",
            )
    if program.pop("example_inputs", None) is not None:
        ctx.note("dropped", "$.example_inputs", "schema 2 keeps no example inputs in the program")
    program["dialect"] = "ATEN"
    ctx.note("defaulted", "$.dialect", "set to ATEN: schema 1 exported ATen programs only and recorded no dialect")


def _name_of(argument: dict[str, Any]) -> str | None:
    tag, value = union_tag(argument)
    if tag == "as_tensor":
        return value.get("name") if isinstance(value, dict) else None
    if tag in ("as_sym_int", "as_sym_bool") and isinstance(value, dict):
        inner_tag, inner = union_tag(value)
        return inner if inner_tag == "as_name" else None
    return None


def _signature_dicts(ctx: StepContext, signature: dict[str, Any], inline: dict[str, tuple[str, str]]) -> dict[str, Any]:
    """The schema-1 signature dictionaries; lifted tensor constants go into ``inline`` as
    placeholder -> (constant name, JSON path of that name)."""
    old: dict[str, Any] = {
        "inputs_to_parameters": {},
        "inputs_to_buffers": {},
        "user_inputs": [],
        "user_outputs": [],
        "buffers_to_mutate": {},
        "backward_signature": None,
    }
    backward: dict[str, Any] = {"gradients_to_parameters": {}, "gradients_to_user_inputs": {}, "loss_output": None}
    for index, spec in enumerate(signature["input_specs"]):
        tag, body = union_tag(spec)
        path = f"$.graph_module.signature.input_specs[{index}]"
        if tag == "parameter":
            old["inputs_to_parameters"][body["arg"]["name"]] = body["parameter_name"]
        elif tag == "buffer":
            old["inputs_to_buffers"][body["arg"]["name"]] = body["buffer_name"]
        elif tag == "user_input":
            name = _name_of(body["arg"])
            if name is None:
                ctx.cannot_express(path, "a user input that is not a tensor or symbol", droppable=False)
            else:
                old["user_inputs"].append(name)
        elif tag == "tensor_constant":
            inline[body["arg"]["name"]] = (body["tensor_constant_name"], f"{path}.tensor_constant.tensor_constant_name")
        else:
            ctx.cannot_express(path, f"a lifted {tag.replace('_', ' ')} input (schema 1 has none)", droppable=False)
    for index, spec in enumerate(signature["output_specs"]):
        tag, body = union_tag(spec)
        name = _name_of(body["arg"]) if tag == "user_output" else body["arg"]["name"]
        if tag == "user_output":
            if name is None:
                ctx.cannot_express(
                    f"$.graph_module.signature.output_specs[{index}]", "a non-tensor output", droppable=False
                )
            else:
                old["user_outputs"].append(name)
        elif tag == "buffer_mutation":
            old["buffers_to_mutate"][name] = body["buffer_name"]
        elif tag == "loss_output":
            backward["loss_output"] = name
        elif tag == "gradient_to_parameter":
            backward["gradients_to_parameters"][name] = body["parameter_name"]
        else:
            backward["gradients_to_user_inputs"][name] = body["user_input_name"]
    if backward["loss_output"] is not None:
        old["backward_signature"] = backward
    return old


def _args_only_spec(text: str) -> str:
    """torch 2.1 flattened ``args`` alone when the export had no keyword arguments."""
    tree = _treespec.parse(text)
    top = _treespec.top(tree)
    if top is None:
        return text
    children = _treespec.children(top)
    if (
        len(children) == 2
        and isinstance(children[1], dict)
        and children[1].get("type") == "builtins.dict"
        and not children[1].get("children_spec")
    ):
        return json.dumps([tree[0], children[0]])
    return text


def _inline_constants(
    ctx: StepContext, graph: dict[str, Any], inline: dict[str, tuple[str, str]], saved: Saved | None
) -> None:
    """Put lifted tensor constants back inline, as torch 2.1 wrote constants it met as get_attr values:
    the placeholder leaves the graph inputs and its tensor (from ``saved``, the constants blob), written
    alone as ``torch.save`` writes one tensor, goes into ``graph.constants`` under the placeholder's name
    (2.1 loads it back as a get_attr node of that name). A bare payload has no constants blob, so its
    constants are refused."""
    if saved is None:
        for name, path in inline.values():
            ctx.cannot_express(
                path,
                f"the tensor constant {name!r}: schema 1 keeps its tensor inline, which needs the artifact's "
                "constants blob (downgrade the whole artifact, not its bare payload)",
                droppable=False,
            )
        return
    graph["inputs"] = [argument for argument in graph["inputs"] if _name_of(argument) not in inline]
    for placeholder, (name, path) in inline.items():
        record = saved.value.get(name)
        if not isinstance(record, TensorRecord):
            raise ContainerError(
                f"missing: step {ctx.step} needs the tensor constant {name!r} from it",
                source=ctx.source,
                member=ctx.role_member("constants"),
            )
        storage = {"0": saved.storages[record.storage.key]}
        graph["constants"][placeholder] = torch_save_archive([entry_of(name, record, "0")], storage, single=True).read()
        graph["tensor_values"].pop(placeholder, None)
        if placeholder != name:
            ctx.cannot_express(
                path,
                f"the attribute name {name!r} of a tensor constant (schema 1 names an inline constant after its "
                f"node, {placeholder!r})",
                droppable=True,
            )


def _drop_submodule_signatures(ctx: StepContext, entries: list[dict[str, Any]], root: dict[str, Any] | None) -> None:
    """Null the call signatures of non-root module call entries, a reported loss (torch 2.1's loader fails
    on any ``Optional`` dataclass field that is not null)."""
    for index, entry in enumerate(entries):
        if entry is root or entry.get("signature") is None:
            continue
        path = render_path(("graph_module", "module_call_graph", index, "signature"))
        what = (
            f"the preserved call signature of submodule {entry.get('fqn')!r}, used only by torch.export.unflatten "
            "(torch 2.1's loader cannot read one)"
        )
        if ctx.cannot_express(path, what, droppable=True):
            entry["signature"] = None


def _old_metadata(node: dict[str, Any]) -> None:
    metadata = node.get("metadata") or {}
    stack = metadata.get("nn_module_stack")
    if stack:
        entries = []
        for entry in filter(None, stack.split(";")):
            key, path, type_name = (entry.split(",", 2) + ["", ""])[:3]
            if not path:
                continue  # the root module's entry, which torch 2.1 did not write
            reference = "L['self']" + f".{path}"
            entries.append(f"{key}:({reference},{type_name})")
        if entries:
            metadata["nn_module_stack"] = ";".join(entries)
        else:
            del metadata["nn_module_stack"]
    if "source_fn_stack" in metadata:
        metadata["source_fn"] = metadata.pop("source_fn_stack").split(";")[-1]


@downgrader("2.0", "1.0")
def signature_dicts_call_spec_and_inline_values(ctx: StepContext) -> None:
    """Writing for torch 2.1: ``input_specs``/``output_specs`` become the name dictionaries of the 2.1
    ``GraphSignature`` (exact for parameters, buffers, user inputs/outputs, buffer mutations and
    gradients), the root ``module_call_graph`` entry becomes ``call_spec`` (with the args-only input spec
    2.1 used when there were no keyword arguments), ``tensor_values`` are wrapped in ``{"meta": ...}``,
    hints go back to plain ints, metadata to the 2.1 spelling, and ``dialect`` is dropped: 2.1 exported
    ATen only, so other dialects are refused (read back, they would be verified as ATen). Lifted tensor
    constants go back inline, as 2.1 wrote them; custom objects would have to be re-pickled and are
    refused. Non-integer hints are a reported loss, and so are the call signatures of submodules exported
    with ``preserve_module_call_signature`` (torch 2.1's loader cannot read a signature that is not null;
    only ``torch.export.unflatten`` uses them). Calls of operators torch 2.1 lacks (``map_impl``, which
    2.1 registered outside ``torch.ops.higher_order``, …) are refused by the engine's operator check.
    """
    program = ctx.program
    module = program["graph_module"]

    def expr(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        hint = obj.get("hint")
        if hint is None:
            obj["hint"] = None
            return obj
        tag, value = union_tag(hint)
        if tag == "as_int":
            obj["hint"] = value
        elif ctx.cannot_express(render_path(path + ("hint",)), f"a {tag[3:]} hint", droppable=True):
            obj["hint"] = None
        return obj

    def sym_bool(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if isinstance(obj.get("as_expr"), dict):
            obj["as_expr"] = obj["as_expr"]["expr_str"]
        return obj

    def custom_obj(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        ctx.cannot_express(render_path(path), "a custom object (schema 1 inlines its pickle)", droppable=False)
        return obj

    also = {"SymExpr": expr, "SymBool": sym_bool, "CustomObjArgument": custom_obj}
    for graph, _ in graphs(V2, program, also=also):
        graph["tensor_values"] = {name: {"meta": meta} for name, meta in graph["tensor_values"].items()}
        graph["constants"] = {}
        for node in graph["nodes"]:
            _old_metadata(node)
    inline: dict[str, tuple[str, str]] = {}
    module["signature"] = _signature_dicts(ctx, module["signature"], inline)
    saved = saved_tensors(ctx, "constants") if ctx.role_member("constants") in ctx.members else None
    if inline:
        _inline_constants(ctx, module["graph"], inline, saved)
    entries = module.get("module_call_graph") or []
    root = next((e for e in entries if e.get("fqn") == "" and e.get("signature")), None)
    signature = root["signature"] if root else {"in_spec": "", "out_spec": ""}
    module["call_spec"] = {"in_spec": _args_only_spec(signature["in_spec"]), "out_spec": signature["out_spec"]}
    module["module_call_graph"] = [e for e in entries if e is not root]
    _drop_submodule_signatures(ctx, entries, root)
    dialect = program.pop("dialect", "ATEN")
    if dialect != "ATEN":
        ctx.cannot_express("$.dialect", f"a {dialect} program (schema 1 holds ATen programs only)", droppable=False)
    program["equality_constraints"] = []
    program["example_inputs"] = None
    constants = ctx.role_member("constants")
    if saved is not None and constants:
        left = set(saved.value) - {name for name, _ in inline.values()}
        if left:
            ctx.cannot_express(
                constants, f"{len(left)} constant(s) in the constants blob that no input refers to", droppable=False
            )
        else:
            del ctx.members[constants]
