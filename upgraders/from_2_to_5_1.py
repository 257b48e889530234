"""Schema 2 (torch 2.2) -> 5.1 (torch 2.3): single-key unions, SymInt offsets, persistence, map and attention calls."""

from __future__ import annotations

from functools import partial
from typing import Any

from serde.containers.saved_dicts import entry_of, torch_save_archive
from serde.engine.registry import StepContext, downgrader, upgrader
from serde.errors import ContainerError
from serde.program.native import single_key_unions
from serde.program.walk import visit
from serde.schema.jsonpath import Path, render_path
from serde.schema.versions.registry import spec_for
from upgraders import _dataclasses, _treespec
from upgraders._helpers import all_members_union, has_member, refuse_union_members, union_tag
from upgraders._operators_2_3 import downgrade_graph, upgrade_graph
from upgraders._pickles import saved_dict_keys, saved_tensors

__all__ = ["V2", "all_member_unions_and_int_offsets", "single_key_unions_and_symint_offsets"]


V2 = "2.0"


@upgrader("2.0", "5.1")
def single_key_unions_and_symint_offsets(ctx: StepContext) -> None:
    """torch 2.3 stopped writing unions as objects listing every member (one non-null) and writes
    ``{tag: value}`` instead; it made ``TensorMeta.storage_offset`` a ``SymInt`` union, the schema version
    an object, and added the required ``InputToBufferSpec.persistent`` and ``CustomObjArgument.class_fqn``.
    Re-spelling unions and offsets keeps the same information. ``persistent`` is true exactly when the
    buffer is in the state-dict pickle (torch 2.2 kept every persistent buffer there); ``class_fqn`` names
    a torchbind class that only unpickling could reveal, so payloads with custom objects are refused.
    torch 2.3 also changed two operator calls: ``map_impl`` takes its mapped and other operands as two
    lists instead of a count and a flat tail (same operands, same order), and the CPU kernel of
    ``_scaled_dot_product_flash_attention`` became ``_scaled_dot_product_flash_attention_for_cpu``, the
    same computation returning only its first two results; CPU calls are re-targeted unless a dropped
    result is used (refused), so today's torch runs them. A higher-order op returning two or more
    tensors is written with one output per result instead of one ``as_tensors`` list, as torch 2.3 does.
    Dataclass treespec contexts lose the class's dotted name, which torch 2.3+ loaders neither write nor
    read (they find the class by the node's registered type name), and keep the field names.
    """
    program = ctx.program
    unions = [name for name, cls in spec_for(V2).classes.items() if cls.kind == "union"]
    _treespec.rewrite_signatures(program, partial(_dataclass_context_without_class, ctx))

    def single_key(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        tag, value = union_tag(obj)
        return {tag: value}

    def tensor_meta(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        offset = obj.get("storage_offset")
        if isinstance(offset, int):
            obj["storage_offset"] = {"as_int": offset}
        return obj

    def custom_obj(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        ctx.refuse(
            render_path(path),
            "CustomObjArgument needs class_fqn from schema 5.1 on, which only the torchbind "
            "object's pickle holds; pt2-serde does not unpickle torchbind objects",
        )

    def graph(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        upgrade_graph(ctx, obj, path, _single_key_argument)
        return obj

    handlers = {"TensorMeta": tensor_meta, "CustomObjArgument": custom_obj, "Graph": graph}
    if not single_key_unions(spec_for(V2).version, program):  # the compiled walk could not do it all
        handlers.update(dict.fromkeys(unions, single_key))
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
                "defaulted",
                path,
                "true: no state dict could be read to check (a bare payload, or a pickle that is no dict)",
            )
        else:
            buffer["persistent"] = name in state_keys
            if name not in state_keys:
                ctx.note("derived", path, f"false: buffer {name!r} is not in the state dict")


@downgrader("5.1", "2.0")
def all_member_unions_and_int_offsets(ctx: StepContext) -> None:
    """Writing for torch 2.2: every union is spelled again with all member keys (one non-null), storage offsets
    become plain ints, and fields that 5.1 omitted when None are written out, as torch 2.2's ``asdict`` did.
    Every buffer was persistent in 2.2, so ``persistent: true`` is dropped exactly. A non-persistent buffer is
    kept out of the state dict from 2.3 on (its tensor is in the constants blob under the buffer's name, where
    2.2 keeps lifted tensor constants), so one the program never mutates becomes a lifted tensor constant: the
    same input, value and result, read by 2.2 from its constants (reported as derived). Its name loses its
    dots (``a.b`` -> ``a_b``, in the signature and the blob), as 2.2's ``module()`` names dotted buffers,
    since it refuses dotted constant names. A mutated one is refused: a constant cannot be written back, and
    2.2 would look for a buffer in the state dict. ``class_fqn`` of custom objects has no place in 2.0 (a
    reported loss); operator arguments, custom-object inputs, user-input mutations, symbolic storage offsets
    and custom-object values do not exist there and are refused. ``map_impl`` calls get torch 2.2's
    count-and-flat-operands convention back, a higher-order op with several results lists them in one
    ``as_tensors`` output again (torch 2.2 accepts no other spelling). A dataclass treespec context gets back
    the class's dotted name, which torch 2.2's loader looks the class up by; only this process's pytree
    registry can tell it, so a context of that shape whose type is not registered here at all is refused (one
    registered as another kind of type is left as it is). Calls of operators torch 2.2 lacks
    (``_scaled_dot_product_flash_attention_for_cpu``, …) are refused by the engine's operator check.
    """
    program = ctx.program
    refuse_union_members(ctx, "5.1", "Argument", {"as_operator": "an operator argument"})
    refuse_union_members(ctx, "5.1", "InputSpec", {"custom_obj": "a custom-object input"})
    refuse_union_members(ctx, "5.1", "OutputSpec", {"user_input_mutation": "a user-input mutation"})
    unions = [name for name, cls in spec_for(V2).classes.items() if cls.kind == "union"]
    _non_persistent_buffers_as_constants(ctx, program["graph_module"]["signature"])

    def all_members(cls: str) -> Any:
        def handler(obj: dict[str, Any], path: Path) -> dict[str, Any]:
            ((tag, value),) = obj.items()
            if not has_member(V2, cls, tag):
                return obj  # a member 2.0 lacks: refused above, and nothing is written
            return all_members_union(V2, cls, tag, value)

        return handler

    def tensor_meta(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        offset = obj.get("storage_offset")
        if isinstance(offset, dict):
            tag, value = union_tag(offset)
            if tag == "as_int":
                obj["storage_offset"] = value
            else:
                ctx.cannot_express(
                    render_path(path + ("storage_offset",)), "a symbolic storage offset", droppable=False
                )
        obj.setdefault("device", {"type": "cpu", "index": None})
        return obj

    def device(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        obj.setdefault("index", None)
        return obj

    def custom_obj(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if "class_fqn" in obj and ctx.cannot_express(
            render_path(path + ("class_fqn",)), f"custom object class {obj['class_fqn']!r}", droppable=True
        ):
            del obj["class_fqn"]
        return obj

    def graph(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        if obj.pop("custom_obj_values", None):
            ctx.cannot_express(render_path(path + ("custom_obj_values",)), "custom-object values", droppable=False)
        downgrade_graph(ctx, obj, path, _all_members_argument)
        return obj

    def buffer(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        obj.pop("persistent", None)  # a non-persistent buffer left here is a mutated one, refused above
        return obj

    handlers: dict[str, Any] = {name: all_members(name) for name in unions}
    handlers.update(
        {
            "TensorMeta": tensor_meta,
            "Device": device,
            "CustomObjArgument": custom_obj,
            "Graph": graph,
            "InputToBufferSpec": buffer,
        }
    )
    visit("5.1", program, handlers)
    _treespec.rewrite_signatures(program, partial(_dataclass_context_with_class, ctx))


def _non_persistent_buffers_as_constants(ctx: StepContext, signature: dict[str, Any]) -> None:
    """Turn each never-mutated non-persistent buffer input into a lifted tensor constant (named as torch 2.2
    names an unlifted dotted buffer); refuse a mutated one (see :func:`all_member_unions_and_int_offsets`)."""
    mutated = {
        spec["buffer_mutation"]["buffer_name"] for spec in signature["output_specs"] if "buffer_mutation" in spec
    }
    renamed: dict[str, str] = {}
    for index, spec in enumerate(signature["input_specs"]):
        buffer = spec.get("buffer")
        if buffer is None or buffer.get("persistent", True) is not False:
            continue
        name = buffer["buffer_name"]
        path = render_path(("graph_module", "signature", "input_specs", index, "buffer"))
        if name in mutated:
            ctx.cannot_express(
                path + ".persistent",
                f"the non-persistent buffer {name!r}, which the program mutates (torch 2.2 keeps only persistent "
                "buffers, and a lifted constant cannot be written back)",
                droppable=False,
            )
            continue
        renamed[name] = name.replace(".", "_")
        signature["input_specs"][index] = {
            "tensor_constant": {"arg": buffer["arg"], "tensor_constant_name": renamed[name]}
        }
        ctx.note(
            "derived",
            path,
            f"the non-persistent buffer {name!r} (never mutated) becomes the lifted tensor constant "
            f"{renamed[name]!r}, read by torch 2.2 from the constants blob where its tensor is",
        )
    if renamed:
        _rekey_constants(ctx, renamed)


def _rekey_constants(ctx: StepContext, renamed: dict[str, str]) -> None:
    """Key the constants blob's tensors by their new names. torch 2.2's ``module()`` registers each lifted
    constant as a buffer under its name and refuses a dotted one; it renames dotted buffers the same way
    (``.`` -> ``_``), so the unlifted module looks as 2.2 makes it for a persistent buffer. The archive is
    rewritten with the same storages, streamed."""
    member = ctx.role_member("constants")
    saved = saved_tensors(ctx, "constants")
    if member is None or saved is None:
        return  # a bare payload: no blob to re-key
    clashes = sorted(new for old, new in renamed.items() if new != old and new in saved.value)
    if clashes:
        ctx.cannot_express(member, f"constant name(s) {clashes} taken by other constants in the blob", droppable=False)
        return
    missing = sorted(old for old in renamed if old not in saved.value)
    if missing:
        raise ContainerError(
            f"missing: step {ctx.step} needs the tensors of the non-persistent buffers {missing} from it",
            source=ctx.source,
            member=member,
        )
    entries = [entry_of(renamed.get(name, name), record, record.storage.key) for name, record in saved.value.items()]
    ctx.members[member] = torch_save_archive(entries, saved.storages)


def _dataclass_context_without_class(ctx: StepContext, node: dict[str, Any], path: Path) -> bool:
    """Spell a torch 2.2 dataclass context as torch 2.3+ does."""
    old = _dataclasses.old_context(node.get("context"))
    if old is None or node.get("type") is None:
        return False
    dotted, names = old
    node["context"] = _dataclasses.spelled_new(names)
    ctx.note(
        "derived",
        render_path(path),
        f"dataclass {dotted} (pytree type {node['type']!r}): context re-spelled as torch 2.3+ writes it, "
        "field names only (the loader finds the class by its registered type name)",
    )
    return True


def _dataclass_context_with_class(ctx: StepContext, node: dict[str, Any], path: Path) -> bool:
    """Spell a torch 2.3+ dataclass context as torch 2.2 does, with the class's dotted name."""
    names = _dataclasses.new_context(node.get("context"))
    if names is None or node.get("type") is None:
        return False
    cls = _dataclasses.registered_dataclass(node["type"])
    if cls is None and _dataclasses.is_registered(node["type"]):
        return False
    if cls is None:
        ctx.cannot_express(
            render_path(path),
            f"pytree type {node['type']!r} with a dataclass-shaped context: torch 2.2 needs the class's module "
            "and name, which only its registration in this process can tell (torch.export.register_dataclass)",
            droppable=False,
        )
        return False
    node["context"] = [_dataclasses.dotted_name(cls), *names]
    return True


def _single_key_argument(tag: str, value: Any) -> dict[str, Any]:
    return {tag: value}


def _all_members_argument(tag: str, value: Any) -> dict[str, Any]:
    return all_members_union(V2, "Argument", tag, value)
