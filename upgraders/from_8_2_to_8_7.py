"""Schema 8.2 (torch 2.6) -> 8.7 (torch 2.7): explicit single-tensor-return flag on higher-order-op nodes."""

from __future__ import annotations

import math
from typing import Any

from serde.codec import may_hold_nonfinite
from serde.steps import StepContext, upgrader
from serde.transform import Path, map_prim
from serde.versions import SchemaVersion
from serde.visit import visit

HIGHER_ORDER_PREFIX = "torch.ops.higher_order."


@upgrader("8.2", "8.7")
def higher_order_single_tensor_return(ctx: StepContext) -> None:
    """torch 2.7 added ``Node.is_hop_single_tensor_return``: up to 8.2 a higher-order op returning a
    1-tuple was written as one ``as_tensors`` output of length one and one returning a bare tensor as one
    ``as_tensor`` output; from 8.7 both are ``as_tensor`` and the flag tells them apart. Loaders from
    2.7 read a missing flag as None and then misread or reject such nodes (the torch 2.6 ``cond``
    artifacts), so the flag is set from the old spelling, which encodes it exactly. torch 2.7 also
    spells non-finite floats as strings instead of bare JSON tokens; the same values are re-spelled so.
    """

    def node(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        target = obj.get("target")
        outputs = obj.get("outputs") or []
        if not (isinstance(target, str) and target.startswith(HIGHER_ORDER_PREFIX) and len(outputs) == 1):
            return obj
        ((tag, value),) = outputs[0].items()
        if tag == "as_tensor":
            obj["is_hop_single_tensor_return"] = True
        elif tag == "as_tensors" and isinstance(value, list) and len(value) == 1:
            outputs[0] = {"as_tensor": value[0]}
            obj["is_hop_single_tensor_return"] = False
        return obj

    visit("8.2", ctx.program, {"Node": node})
    if may_hold_nonfinite(ctx.program):
        ctx.program = map_prim(SchemaVersion(8, 2), ctx.program, "float", _nonfinite_as_string)


def _nonfinite_as_string(value: Any, path: Path) -> Any:
    """torch 2.7 writes non-finite floats as the strings "Infinity", "-Infinity" and "NaN"."""
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")
    return value
