"""Schema 8.2 (torch 2.6) -> 8.7 (torch 2.7): explicit single-tensor-return flag on higher-order-op nodes."""

from __future__ import annotations

import math
from typing import Any

from serde.engine.registry import StepContext, downgrader, upgrader
from serde.program.codec import NONFINITE_FLOAT_PACKED
from serde.program.graphs import node_paths
from serde.program.locate import occurring, packed, rewrite_matching
from serde.program.walk import visit
from serde.program.wire import NONFINITE_STRINGS
from serde.releases.argument_positions import KEYWORD, POSITIONAL, derived_kinds
from serde.schema.jsonpath import Path, render_path
from serde.schema.versions import SchemaVersion
from upgraders._helpers import HIGHER_ORDER_PREFIX, is_higher_order, refuse_dtypes
from upgraders._module_stack import drop_modules_segments, root_nodes

__all__ = ["ARGUMENT_KINDS", "SCAN", "higher_order_single_tensor_return", "single_tensor_return_flag_removed"]


ARGUMENT_KINDS = "pt2_serde_argument_kinds"
"""The node metadata key under which a downgrade to 8.2 keeps the ``NamedArgument.kind`` of each input
(comma-separated ``ArgumentKind`` values, empty for none): schema 8.2 has no field for them, torch 2.6's
loader reads only the metadata keys it knows, and the upgrade back restores them exactly."""
_KIND_VALUES = {"": None, "0": 0, "1": 1, "2": 2}
SCAN = HIGHER_ORDER_PREFIX + "scan"
_SCAN_DIM, _SCAN_REVERSE = 3, 4
"""Positions of ``dim`` and ``reverse`` among torch 2.6's scan arguments."""


@upgrader("8.2", "8.7")
def higher_order_single_tensor_return(ctx: StepContext) -> None:
    """torch 2.7 added ``Node.is_hop_single_tensor_return``: up to 8.2 a higher-order op returning a
    bare tensor was written as one ``as_tensor`` output, and torch 2.2 (and loaders up to 2.6, which
    read it as a flat tuple) spelled one returning an n-tuple of tensors as one ``as_tensors`` output of
    length n; from 8.7 a tuple is one ``as_tensor`` output per element and the flag tells a bare tensor
    from a 1-tuple. Loaders from 2.7 read a missing flag as None and then misread or reject such nodes
    (the torch 2.6 ``cond`` artifacts, torch 2.2 ``cond`` with several results), so tuples are re-spelled
    per element and the flag is set from the old spelling, which encodes it exactly: true for one
    ``as_tensor`` output, false for every other higher-order op node (as torch 2.7 writes it). torch 2.7 also
    spells non-finite floats as strings instead of bare JSON tokens; the same values are re-spelled so.
    torch 2.7 dropped ``scan``'s ``dim`` and ``reverse`` arguments (it scans forwards along dimension 0);
    a call with the defaults (0, false) loses them and means the same, any other is refused.
    torch 2.5 and 2.6 recorded the children of a container whose call signature was preserved with a
    ``_modules`` segment in their module paths (``layer2._modules.0.conv1``); torch 2.7 records the real
    path (``layer2.0.conv1``), which ``torch.export.unflatten`` needs to find the module, so the segment
    (never a child's name) is dropped.
    torch 2.7 also added ``NamedArgument.kind`` (positional or keyword); a program torch 2.6 wrote has none,
    and today's loader then passes every argument with a default by keyword (``linear(x, w, bias=b)``). The
    kinds are set as torch 2.7's serializer writes them (``_derive_kinds``): it makes an argument positional
    exactly when the call passed it positionally, and a call passes its operator's positional parameters one
    after the other from the first; the parameters come from a census of real releases
    (``serde/releases/argument_positions.json``). Kinds a downgrade kept in the node metadata are restored
    instead.
    """
    restored = derived = 0

    def node(obj: dict[str, Any], path: Path) -> None:
        nonlocal restored, derived
        recorded = obj["metadata"].pop(ARGUMENT_KINDS, None) if obj.get("metadata") else None
        if is_higher_order(obj):
            outputs = obj.get("outputs") or []
            tag, value = next(iter(outputs[0].items())) if len(outputs) == 1 else (None, None)
            obj["is_hop_single_tensor_return"] = tag == "as_tensor"
            if tag == "as_tensors" and isinstance(value, list) and value:
                obj["outputs"] = [{"as_tensor": tensor} for tensor in value]
            if obj.get("target") == SCAN:
                _scan_without_dim_and_reverse(ctx, obj, path)
        inputs = obj.get("inputs") or []
        if recorded is not None and _restore_kinds(inputs, recorded):
            restored += 1
        elif inputs and all("kind" not in named for named in inputs) and _derive_kinds(obj.get("target"), inputs):
            derived += 1

    encoding = packed(ctx.program)
    present = occurring(ctx.program, [NONFINITE_FLOAT_PACKED], encoding=encoding)
    if NONFINITE_FLOAT_PACKED in present:
        rewrite_matching(
            SchemaVersion(8, 2), ctx.program, NONFINITE_FLOAT_PACKED, "float", _nonfinite_as_string, encoding=encoding
        )
    for obj, path in node_paths(ctx.program):
        node(obj, path)
    if restored:
        ctx.note(
            "derived",
            "$..inputs[*].kind",
            f"{restored} node(s): argument kinds restored from the node metadata a downgrade to 8.2 kept them in",
        )
    if derived:
        ctx.note(
            "derived",
            "$..inputs[*].kind",
            f"{derived} node(s): argument kinds derived as torch 2.7's serializer writes them (positional while "
            "the operator's positional parameters were passed one after the other, keyword from then on)",
        )
    respelled = drop_modules_segments(root_nodes(ctx.program))
    if respelled:
        ctx.note(
            "derived",
            "$.graph_module.graph.nodes[*].metadata.nn_module_stack",
            f"{respelled} node(s): module paths through a container's _modules dict (layer2._modules.0) spelled "
            "as the module paths torch 2.7 records (layer2.0)",
        )


_HIGHER_ORDER_MODULES = "torch._higher_order_ops."
"""How torch 2.3 - 2.6 spelled some higher-order operators (by the module defining them)."""
_SYMBOLIC_OPERATORS = ("_operator.", "operator.", "math.", "torch.sym_", "torch._sym_")
"""Targets torch's serializer writes with ``serialize_sym_op_inputs`` (every argument positional)."""


def _derive_kinds(target: Any, inputs: list[dict[str, Any]]) -> bool:
    """Give ``inputs`` (a node's, written without kinds) the kinds torch 2.7's serializer writes: a
    higher-order operator's unnamed arguments positional and named ones keyword; a symbolic operator's
    (``_operator.mul``, ``torch.sym_max``) all positional; an ATen or prims operator's by its parameters
    (:func:`serde.releases.argument_positions.derived_kinds`). Other operators keep none (the loader
    decides). Whether kinds were set."""
    if not isinstance(target, str):
        return False
    names = [named.get("name") for named in inputs]
    kinds: list[int] | None
    if target.startswith((HIGHER_ORDER_PREFIX, _HIGHER_ORDER_MODULES)):
        kinds = [POSITIONAL if name == "" else KEYWORD for name in names]
    elif target.startswith(_SYMBOLIC_OPERATORS):
        kinds = [POSITIONAL] * len(names)
    elif target.startswith("torch.ops.") and all(type(name) is str for name in names):
        kinds = derived_kinds(target, names)  # type: ignore[arg-type]  # checked just above
    else:
        kinds = None
    if kinds is None:
        return False
    for named, kind in zip(inputs, kinds, strict=True):
        named["kind"] = kind
    return True


def _restore_kinds(inputs: list[dict[str, Any]], recorded: str) -> bool:
    """Set each input's ``kind`` from the comma-separated ``recorded`` values (whether they fitted the inputs;
    a value that does not is ignored whole, leaving the kinds to the loader, as for any 8.2 program)."""
    values = recorded.split(",")
    if len(values) != len(inputs) or any(v not in _KIND_VALUES for v in values):
        return False
    for named, value in zip(inputs, values, strict=True):
        if _KIND_VALUES[value] is not None:
            named["kind"] = _KIND_VALUES[value]
    return True


def _scan_without_dim_and_reverse(ctx: StepContext, node: dict[str, Any], path: Path) -> None:
    """torch 2.6's ``scan(combine_fn, init, xs, dim, reverse, additional_inputs)`` -> torch 2.7's
    ``scan(combine_fn, init, xs, additional_inputs)``, which always scans forwards along dimension 0."""
    inputs = node.get("inputs") or []
    if len(inputs) != 6:
        return
    dim = inputs[_SCAN_DIM]["arg"].get("as_int")
    reverse = inputs[_SCAN_REVERSE]["arg"].get("as_bool")
    if dim != 0 or reverse is not False:
        ctx.refuse(
            render_path(path + ("inputs",)),
            f"scan along dimension {dim} with reverse={reverse}: torch 2.7+ scans forwards along dimension 0 "
            "only (its exporter moves and flips the operands in the graph instead), which pt2-serde does not "
            "rewrite",
        )
    del inputs[_SCAN_DIM : _SCAN_REVERSE + 1]


def _nonfinite_as_string(value: Any, path: Path) -> Any:
    """torch 2.7 writes non-finite floats as the strings "Infinity", "-Infinity" and "NaN"."""
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    return value


def _nonfinite_as_float(value: Any, path: Path) -> Any:
    """torch 2.6 writes non-finite floats as bare JSON tokens, i.e. Python float values."""
    if isinstance(value, str) and value in NONFINITE_STRINGS:
        return float(value.replace("Infinity", "inf"))
    return value


@downgrader("8.7", "8.2")
def single_tensor_return_flag_removed(ctx: StepContext) -> None:
    """Writing for torch 2.6: the flag ``is_hop_single_tensor_return`` goes, and a higher-order op
    returning a 1-tuple is spelled again as one ``as_tensors`` output of length one (exactly the 8.2
    encoding of the same fact). ``NamedArgument.kind`` has no field in 8.2: the 2.6 loader derives positional
    or keyword from the operator schema, as it always did, and the kinds are kept, comma-separated, in the
    node metadata under :data:`ARGUMENT_KINDS` (a key 2.6 drops), so that the upgrade back gives the very
    program again (``linear(x, w, b)``, not ``linear(x, w, bias=b)``). ``treespec_namedtuple_fields`` has no place in
    8.2 (the loading process must register its namedtuples itself), so non-empty ones are a reported
    loss; FLOAT8E4M3FN/FLOAT8E5M2 tensors are refused. Non-finite floats return to bare tokens, and
    ``scan`` calls get torch 2.6's ``dim=0, reverse=False`` arguments back.
    """
    refuse_dtypes(ctx, "8.7", ("FLOAT8E4M3FN", "FLOAT8E5M2"))
    kept = 0

    def node(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        nonlocal kept
        inputs = obj.get("inputs") or []
        kinds = [named.pop("kind", None) for named in inputs]
        if any(kind is not None for kind in kinds):
            obj["metadata"][ARGUMENT_KINDS] = ",".join("" if kind is None else str(kind) for kind in kinds)
            kept += 1
        flag = obj.pop("is_hop_single_tensor_return", None)
        outputs = obj.get("outputs") or []
        if flag is False and len(outputs) == 1 and "as_tensor" in outputs[0]:
            outputs[0] = {"as_tensors": [outputs[0]["as_tensor"]]}
        if obj.get("target") == SCAN and len(inputs) == 4:
            inputs[_SCAN_DIM:_SCAN_DIM] = [{"name": "", "arg": {"as_int": 0}}, {"name": "", "arg": {"as_bool": False}}]
        return obj

    visit("8.7", ctx.program, {"Node": node, "float": _nonfinite_as_float})
    if kept:
        ctx.note(
            "derived",
            "$..inputs[*].kind",
            f"{kept} node(s): argument kinds kept in node metadata {ARGUMENT_KINDS!r}, which torch 2.6's loader "
            "ignores (it derives them from the operator schemas); the upgrade back restores them",
        )
    module = ctx.program["graph_module"]
    fields = module.get("treespec_namedtuple_fields") or {}
    if not fields or ctx.cannot_express(
        "$.graph_module.treespec_namedtuple_fields", f"field names of {len(fields)} namedtuple type(s)", droppable=True
    ):
        module.pop("treespec_namedtuple_fields", None)
