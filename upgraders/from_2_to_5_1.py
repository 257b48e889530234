"""Schema 2 (torch 2.2) -> 5.1 (torch 2.3): single-key unions, SymInt storage offsets, buffer persistence."""

from __future__ import annotations

from typing import Any

from serde.registry import spec_for
from serde.steps import StepContext, upgrader
from serde.transform import Path, render_path
from serde.visit import visit
from upgraders._helpers import refuse, union_tag
from upgraders._pickles import saved_dict_keys

V2 = "2.0"


@upgrader("2.0", "5.1")
def single_key_unions_and_symint_offsets(ctx: StepContext) -> None:
    """torch 2.3 stopped writing unions as objects listing every member (one non-null) and writes
    ``{tag: value}`` instead; it made ``TensorMeta.storage_offset`` a ``SymInt`` union, the schema version
    an object, and added the required ``InputToBufferSpec.persistent`` and ``CustomObjArgument.class_fqn``.
    Re-spelling unions and offsets keeps the same information. ``persistent`` is true exactly when the
    buffer is in the state-dict pickle (torch 2.2 kept every persistent buffer there); ``class_fqn`` names
    a torchbind class that only unpickling could reveal, so payloads with custom objects are refused.
    """
    program = ctx.program
    unions = [name for name, cls in spec_for(V2).classes.items() if cls.kind == "union"]

    def single_key(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        tag, value = union_tag(obj)
        return {tag: value}

    def tensor_meta(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        offset = obj.get("storage_offset")
        if isinstance(offset, int):
            obj["storage_offset"] = {"as_int": offset}
        return obj

    def custom_obj(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        raise refuse(
            ctx,
            path,
            "CustomObjArgument needs class_fqn from schema 5.1 on, which only the torchbind "
            "object's pickle holds; pt2-serde does not unpickle torchbind objects",
        )

    handlers = {name: single_key for name in unions}
    handlers["TensorMeta"] = tensor_meta
    handlers["CustomObjArgument"] = custom_obj
    visit(V2, program, handlers)

    state_keys = saved_dict_keys(ctx, "state_dict")
    for index, spec in enumerate(program["graph_module"]["signature"]["input_specs"]):
        buffer = spec.get("buffer")
        if buffer is None:
            continue
        name = buffer["buffer_name"]
        path = render_path(("graph_module", "signature", "input_specs", index, "buffer", "persistent"))
        if state_keys is None:
            buffer["persistent"] = True
            ctx.note(
                "defaulted", path, "true: no state dict could be read to check (bare payload, or torch not installed)"
            )
        else:
            buffer["persistent"] = name in state_keys
            if name not in state_keys:
                ctx.note("derived", path, f"false: buffer {name!r} is not in the state dict")
