"""Reading a ``torch.save`` dict blob safely (``weights_only=True``), for steps that need its contents."""

from __future__ import annotations

import io
from typing import Any

from serde.errors import ContainerError
from serde.steps import StepContext


def saved_dict(ctx: StepContext, role: str) -> dict[Any, Any] | None:
    """The dict pickled in the member holding ``role``, loaded with ``weights_only=True``.

    None for a bare payload (no container), when torch is not installed or when the blob is not a
    safely loadable dict; a container missing the member is an error naming it.
    """
    member = ctx.role_member(role)
    if member is None:
        return None
    blob = ctx.members.get(member)
    if blob is None:
        raise ContainerError(
            f"missing: step {ctx.step} needs the {role.replace('_', ' ')} it holds", source=ctx.source, member=member
        )
    try:
        import torch
    except ImportError:
        return None
    data = blob.read()
    if not data:
        return {}
    try:
        loaded = torch.load(io.BytesIO(data), weights_only=True, map_location="cpu")
    except Exception:
        return None
    return loaded if isinstance(loaded, dict) else None


def saved_dict_keys(ctx: StepContext, role: str) -> set[str] | None:
    """Keys of the dict pickled in the member holding ``role`` (None as for :func:`saved_dict`)."""
    loaded = saved_dict(ctx, role)
    return None if loaded is None else {str(k) for k in loaded}
