"""Reading the ``torch.save`` dict blobs of an artifact for steps that need their contents, without torch:
tensors as views of storage records (:mod:`serde.containers.saved_dicts`), nothing executed or allocated."""

from __future__ import annotations

from typing import Any

from serde.containers.saved_dicts import Saved, read_saved
from serde.engine.registry import StepContext
from serde.errors import ContainerError
from serde.untrusted.restricted import TensorRecord

__all__ = ["saved_dict_keys", "saved_tensors"]


def _saved(ctx: StepContext, role: str) -> tuple[str, Saved] | None:
    member = ctx.role_member(role)
    if member is None:
        return None
    blob = ctx.members.get(member)
    if blob is None:
        raise ContainerError(
            f"missing: step {ctx.step} needs the {role.replace('_', ' ')} it holds", source=ctx.source, member=member
        )
    if blob.size == 0:
        return member, Saved({}, {})
    return member, read_saved(blob, source=ctx.source, member=member)


def saved_tensors(ctx: StepContext, role: str) -> Saved | None:
    """The dict of tensors in the member holding ``role`` (an empty one for an empty member), None for a bare
    payload (no container). A missing member, or one holding anything but plain tensors by name, is a
    :class:`ContainerError` naming it; an unsafe pickle an :class:`serde.UnsafePickleError`."""
    found = _saved(ctx, role)
    if found is None:
        return None
    member, saved = found
    value: Any = saved.value
    if not isinstance(value, dict) or not all(
        isinstance(k, str) and isinstance(v, TensorRecord) and v.kind == "dense" for k, v in value.items()
    ):
        raise ContainerError(
            f"step {ctx.step} expected a dict of plain tensors by name", source=ctx.source, member=member
        )
    return saved


def saved_dict_keys(ctx: StepContext, role: str) -> set[str] | None:
    """Keys of the dict in the member holding ``role`` (None for a bare payload, or a pickle of another shape)."""
    found = _saved(ctx, role)
    if found is None or not isinstance(found[1].value, dict):
        return None
    return {str(key) for key in found[1].value}
