"""Schema 5.1 (torch 2.3) -> 5.3 (torch 2.4): TensorArgument in optional-tensor lists, namedtuple treespecs."""

from __future__ import annotations

from typing import Any

from serde.steps import StepContext, downgrader, upgrader
from serde.transform import Path, render_path
from serde.visit import visit
from upgraders import _treespec
from upgraders._helpers import refuse, refuse_union_members


@upgrader("5.1", "5.3")
def optional_tensor_arguments_and_example_inputs(ctx: StepContext) -> None:
    """torch 2.4 changed ``OptionalTensorArgument.as_tensor`` from a bare tensor name to a
    ``TensorArgument`` object (a type change inside a minor bump), began requiring the
    ``serialized_example_inputs.pt`` container entry, and spells namedtuple treespec contexts as the
    registered ``serialized_type_name`` instead of ``{"class_name", "fields"}``. Wrapping the name is
    exact. The missing example-inputs entry is written empty, which every loader reads as "no example
    inputs". A namedtuple context cannot be converted: the registered name lives in the loading
    process's registry, not in the artifact, so such payloads are refused.
    """

    def optional_tensor(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        name = obj.get("as_tensor")
        if isinstance(name, str):
            obj["as_tensor"] = {"name": name}
        return obj

    visit("5.1", ctx.program, {"OptionalTensorArgument": optional_tensor})

    for signature, index in _treespec.signatures(ctx.program):
        for key in ("in_spec", "out_spec"):
            for node in _treespec.spec_nodes(_treespec.parse(signature.get(key, ""))):
                if node.get("type") == "collections.namedtuple":
                    path = ("graph_module", "module_call_graph", index, "signature", key)
                    raise refuse(
                        ctx,
                        path,
                        "a namedtuple treespec context must become the name the namedtuple is registered under "
                        "(torch.utils._pytree._register_namedtuple) in the loading process, which the artifact "
                        "does not record",
                    )
    if ctx.layout.is_legacy_zip:
        ctx.note(
            "defaulted",
            "serialized_example_inputs.pt",
            "written empty (no example inputs): torch 2.3 did not save them and torch 2.4+ requires the entry",
        )


@downgrader("5.3", "5.1")
def optional_tensor_names_and_tokens(ctx: StepContext) -> None:
    """Writing for torch 2.3: optional-tensor list entries go back from ``TensorArgument`` objects to bare
    names (the same information). 5.1 has no token or constant-input specs (refused: they are graph
    inputs and outputs), and torch 2.3 keeps no example inputs, so a non-empty example-inputs entry is a
    reported loss. Namedtuple treespec contexts would need the class name and fields, which a 5.3
    payload does not hold, so they are refused.
    """

    def optional_tensor(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        value = obj.get("as_tensor")
        if isinstance(value, dict):
            obj["as_tensor"] = value.get("name")
        return obj

    visit("5.3", ctx.program, {"OptionalTensorArgument": optional_tensor})
    refuse_union_members(
        ctx, "5.3", "InputSpec", {"token": "an effect token input", "constant_input": "a constant input"}
    )
    refuse_union_members(ctx, "5.3", "OutputSpec", {"token": "an effect token output"})
    for signature, index in _treespec.signatures(ctx.program):
        for key in ("in_spec", "out_spec"):
            for node in _treespec.spec_nodes(_treespec.parse(signature.get(key, ""))):
                if node.get("type") == "collections.namedtuple":
                    path = render_path(("graph_module", "module_call_graph", index, "signature", key))
                    ctx.cannot_express(path, "a namedtuple context without its fields", droppable=False)
    member = ctx.role_member("example_inputs")
    blob = ctx.members.get(member) if member else None
    if member and blob is not None:
        if blob.size == 0 or ctx.cannot_express(member, "the saved example inputs", droppable=True):
            del ctx.members[member]
