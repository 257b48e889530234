"""Reading the key names of a ``torch.save`` dict blob safely (``weights_only=True``), for steps that need them."""

from __future__ import annotations

import io

from serde.errors import UpgradeError
from serde.steps import StepContext


def saved_dict_keys(ctx: StepContext, role: str) -> set[str] | None:
    """Keys of the dict pickled in the member holding ``role``.

    None for a bare payload (no container) or when torch is not installed; a container missing the
    member is an error naming it.
    """
    member = ctx.role_member(role)
    if member is None:
        return None
    blob = ctx.members.get(member)
    if blob is None:
        raise UpgradeError(
            f"step {ctx.step} needs the {role.replace('_', ' ')} member {member!r}, which is missing", source=ctx.source
        )
    try:
        import torch
    except ImportError:
        return None
    data = blob.read()
    if not data:
        return set()
    try:
        loaded = torch.load(io.BytesIO(data), weights_only=True, map_location="cpu")
    except Exception:
        return None
    return {str(k) for k in loaded} if isinstance(loaded, dict) else None
