"""Schema 5.3 (torch 2.4) -> 7.3 (torch 2.5): dialect becomes verifiers; extension-op targets."""

from __future__ import annotations

import json
import math
from typing import Any

from serde.engine.registry import StepContext, downgrader, upgrader
from serde.errors import spell
from serde.program.walk import visit
from serde.schema.jsonpath import Path, render_path
from serde.untrusted.formats import parse_json
from upgraders import _fx_names
from upgraders._attention_layout import views_to_reshapes
from upgraders._helpers import graphs
from upgraders._module_stack import root_nodes

__all__ = ["KEPT_FIELDS", "VALUE_NAME", "dialect_to_verifiers", "verifiers_to_dialect"]

VALUE_NAME = "pt2_serde_value_name"
"""The node metadata key under which a downgrade to 5.3 keeps the name of a symbolic value it renamed to the
name torch 2.4's loader gives (:func:`_names_the_loader_gives`); the upgrade back gives the value its name again."""
KEPT_FIELDS = "pt2_serde_kept_fields"
"""The metadata key of the root graph's first node under which a downgrade to 5.3 keeps what schema 5.3 has no
field for: ``torch_version`` and ``GraphModule.metadata`` (JSON: ``{"torch_version": ..., "metadata": {...}}``).
Torch 2.4's loader reads only the node metadata keys it knows, and the upgrade back restores both exactly."""


@upgrader("5.3", "7.3")
def dialect_to_verifiers(ctx: StepContext) -> None:
    """torch 2.5 replaced ``ExportedProgram.dialect`` with the list ``verifiers`` (written as
    ``[v.dialect for v in ep.verifiers]``, so a single dialect is exactly a one-element list), added
    ``torch_version`` (default ``"<=2.4"``, which is exactly right for artifacts that reach this step)
    and ``GraphModule.metadata`` (default empty), and spells registered extension-op targets
    ``#namespace:op`` where torch 2.4 wrote ``$namespace:op`` (which no loader could read).
    torch 2.5 also changed the memory layout of the CPU attention kernels' outputs, so a ``view`` that
    torch 2.2–2.4 traced after one (typically after ``transpose(1, 2)``) is no longer valid; it becomes
    ``reshape``, which is that view where possible and a copy otherwise (see ``_attention_layout``).
    """
    program = ctx.program
    dialect = program.pop("dialect", None)
    program["verifiers"] = [dialect] if dialect else []
    _restore_kept_fields(ctx)
    _restore_value_names(ctx)
    if "torch_version" not in program:
        ctx.note("defaulted", "$.torch_version", 'left at its default "<=2.4": the writer predates the field')

    reshaped = 0
    for graph, _ in graphs("5.3", program):
        for node in graph["nodes"]:
            target = node["target"]
            if target.startswith("$"):
                node["target"] = "#" + target[1:]
        reshaped += views_to_reshapes(graph)
    if reshaped:
        ctx.note(
            "derived",
            "$..nodes[*].target",
            f"{reshaped} view(s) of attention outputs became reshape: torch 2.5 changed the layout of those outputs, "
            "and a view traced for the old layout fails on the new one",
        )


@downgrader("7.3", "5.3")
def verifiers_to_dialect(ctx: StepContext) -> None:
    """Writing for torch 2.4: ``verifiers`` becomes the single ``dialect`` (2.4 calls ``load_verifier(dialect)``,
    which knows ``ATEN`` only), so one ATen verifier is exact, none means ``ATEN``, extra ones are a reported
    loss, and programs of other dialects (the TRAINING IR that torch.export produces from 2.5 on) are refused:
    2.4 cannot verify them and no JSON rewrite lowers them (``decompose=True`` has the installed torch
    decompose the program before the chain runs). 5.3 rejects the unknown keys ``torch_version`` and
    ``GraphModule.metadata``: they are kept in the metadata of the root graph's first node, which torch 2.4
    reads only by the keys it knows (:data:`KEPT_FIELDS`), and restored by the upgrade; a program without
    nodes loses them (reported).
    Extension-op targets (``#ns:op``) are refused: no 2.4 loader can resolve them. The 2.3/2.4 loaders name
    the node of an ATen operator returning a SymInt (``aten.sym_size.int``) themselves and then check the
    signature against that name, so such values are renamed to it (a ``derived`` note each): the same program,
    and a signature those loaders accept.
    """
    program = ctx.program
    verifiers = program.pop("verifiers", None) or []
    if len(verifiers) > 1:
        ctx.cannot_express("$.verifiers", f"verifiers {verifiers[1:]} besides {verifiers[0]!r}", droppable=True)
    dialect = verifiers[0] if verifiers else "ATEN"
    if dialect != "ATEN":
        ctx.cannot_express(
            "$.verifiers[0]",
            f"a {dialect}-dialect program: torch 2.4 verifies ATen programs only "
            f"({spell('decompose=True', '--decompose')} lowers it with the installed torch's "
            "run_decompositions() first)",
            droppable=False,
            remedy="decompose",
        )
    program["dialect"] = dialect
    _keep_fields(ctx)

    def node(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        target = obj.get("target")
        if isinstance(target, str) and target.startswith("#"):
            ctx.cannot_express(render_path(path + ("target",)), f"extension operator {target}", droppable=False)
        return obj

    visit("7.3", program, {"Node": node})
    _names_the_loader_gives(ctx)


def _unreadable_ranges(ctx: StepContext) -> dict[str, Any]:
    """Take out the range constraints without a lower bound, which torch 2.4's loader cannot read (it calls
    ``int()`` on every lower bound: "Cannot convert -oo to int"); torch 2.4's exporter wrote none for the
    unbacked symbols that have them. A range unbounded on both sides says nothing and goes as derived; one
    with an upper bound is a reported loss (torch 2.4 will not check it). Both are kept for the way back."""
    ranges = ctx.program.get("range_constraints")
    if not isinstance(ranges, dict):
        return {}
    taken: dict[str, Any] = {}
    for name, bounds in list(ranges.items()):
        low = bounds.get("min_val") if isinstance(bounds, dict) else None
        if not (isinstance(low, float) and math.isinf(low)):
            continue
        high = bounds.get("max_val")
        if not (isinstance(high, float) and math.isinf(high)) and not ctx.cannot_express(
            f"$.range_constraints.{name}", f"the range of {name} without a lower bound, which torch 2.4's loader "
            "cannot read", droppable=True
        ):  # fmt: skip
            continue
        taken[name] = ranges.pop(name)
    if taken:
        ctx.note("derived", "$.range_constraints", f"range(s) of {sorted(taken)} without a lower bound left out, as "
                 "torch 2.4 exports them (its loader cannot read them); kept for the upgrade back")  # fmt: skip
    return taken


def _keep_fields(ctx: StepContext) -> None:
    """Move ``torch_version``, the graph metadata and the ranges torch 2.4 cannot read into the first root
    node's metadata (:data:`KEPT_FIELDS`); a program without nodes has no such place, and loses them (a reported
    loss)."""
    program = ctx.program
    ranges = _unreadable_ranges(ctx)
    version = program.pop("torch_version", None)
    metadata = program["graph_module"].pop("metadata", None) or {}
    kept: dict[str, Any] = {"torch_version": version} if version is not None else {}
    if metadata:
        kept["metadata"] = metadata
    if ranges:
        kept["range_constraints"] = {name: [b.get("min_val"), b.get("max_val")] for name, b in ranges.items()}
    if not kept:
        return
    nodes = root_nodes(program)
    if nodes and isinstance(nodes[0].get("metadata"), dict):
        nodes[0]["metadata"][KEPT_FIELDS] = json.dumps(kept)
        places = {"torch_version": "$.torch_version", "metadata": "$.graph_module.metadata"}
        for field in kept:
            where = places.get(field, "$.range_constraints")
            ctx.note("derived", where, f"{field} kept in the first node's metadata ({KEPT_FIELDS}), which torch 2.4 "
                     "does not read (restored by the upgrade back)")  # fmt: skip
        return
    if version is not None:
        ctx.cannot_express("$.torch_version", f"the writer's torch version {version!r}", droppable=True)
    if metadata:
        ctx.cannot_express("$.graph_module.metadata", f"graph metadata keys {sorted(metadata)}", droppable=True)
    if ranges:
        ctx.cannot_express("$.range_constraints", f"the ranges of {sorted(ranges)}", droppable=True)


def _is_range(bounds: Any) -> bool:
    return isinstance(bounds, list) and len(bounds) == 2 and all(type(b) in (int, float) for b in bounds)


def _restore_kept_fields(ctx: StepContext) -> None:
    """Put back what a downgrade kept (:func:`_keep_fields`); a value of another shape is refused."""
    nodes = root_nodes(ctx.program)
    metadata = nodes[0].get("metadata") if nodes else None
    if not isinstance(metadata, dict) or KEPT_FIELDS not in metadata:
        return
    where = f"$.graph_module.graph.nodes[0].metadata.{KEPT_FIELDS}"
    try:
        kept = parse_json(metadata.pop(KEPT_FIELDS))
    except (TypeError, ValueError, RecursionError):
        kept = None
    graph_metadata = kept.get("metadata", {}) if isinstance(kept, dict) else None
    ranges = kept.get("range_constraints", {}) if isinstance(kept, dict) else None
    if not (
        isinstance(kept, dict)
        and set(kept) <= {"torch_version", "metadata", "range_constraints"}
        and type(kept.get("torch_version", "")) is str
        and isinstance(graph_metadata, dict)
        and all(type(k) is str and type(v) is str for k, v in graph_metadata.items())
        and isinstance(ranges, dict)
        and all(_is_range(bounds) for bounds in ranges.values())
    ):
        ctx.refuse(where, "kept fields that are not a torch version, a string-to-string metadata map and ranges")
    if "torch_version" in kept:
        ctx.program["torch_version"] = kept["torch_version"]
    if graph_metadata:
        ctx.program["graph_module"]["metadata"] = graph_metadata
    if ranges:
        into = ctx.program.setdefault("range_constraints", {})
        for name, (low, high) in ranges.items():
            into[name] = {"min_val": low, "max_val": high}
    ctx.note("derived", where, f"{sorted(kept)} restored from where a downgrade kept them")


def _restore_value_names(ctx: StepContext) -> None:
    """Give the symbolic values a downgrade renamed (:data:`VALUE_NAME`) their names again, where no other value
    took the name meanwhile (a name is held to the identifier grammar when the result is validated)."""
    graph = ctx.program["graph_module"]["graph"]
    renames: dict[str, str] = {}
    for node in graph.get("nodes") or []:
        old = node.get("metadata", {}).pop(VALUE_NAME, None)
        new = _fx_names.symbolic_output(node)
        if type(old) is str and new is not None:
            renames[new] = old
    taken = {*graph.get("tensor_values", {}), *graph.get("sym_int_values", {}), *graph.get("sym_bool_values", {})}
    renames = {new: old for new, old in renames.items() if old not in taken}
    if renames:
        _fx_names.rename_symbolic_values(ctx.program, renames)
        ctx.note("derived", "$.graph_module.graph.nodes[*].outputs", f"{len(renames)} symbolic value(s) given "
                 "back the names a downgrade for torch 2.4's loader had changed")  # fmt: skip


def _names_the_loader_gives(ctx: StepContext) -> None:
    """Rename the top-level graph's SymInt/SymBool values computed by ATen operators to the names torch
    2.3/2.4's loader gives their nodes (see :mod:`upgraders._fx_names`), where no other value has that name."""
    program = ctx.program
    graph = program["graph_module"]["graph"]
    taken = {*graph.get("tensor_values", {}), *graph.get("sym_int_values", {}), *graph.get("sym_bool_values", {})}
    given = _fx_names.loader_names(graph, _fx_names.placeholder_names(program))
    renames = {old: new for old, new in given.items() if new != old and new not in taken}
    if not renames:
        return
    _fx_names.rename_symbolic_values(program, renames)
    renamed_from = {new: old for old, new in renames.items()}
    for index, node in enumerate(graph["nodes"]):
        new = _fx_names.symbolic_output(node)
        old = renamed_from.get(new) if new is not None else None
        if old is not None:
            node["metadata"][VALUE_NAME] = old
            ctx.note(
                "derived",
                render_path(("graph_module", "graph", "nodes", index, "outputs", 0)),
                f"value {old!r} renamed {new!r}: torch 2.3/2.4's loader names this {node['target']} node itself "
                "and checks the signature against that name",
            )
