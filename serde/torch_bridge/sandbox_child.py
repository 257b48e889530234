"""What the sandboxed child of :mod:`serde.torch_bridge.sandbox` does with one request: load pt2-serde's
rebuilt archive with torch, run its ``module()`` on its example inputs (or inputs made from its input specs)
and compare the outputs with those of the original, when the original loads too. Imported only in that
child."""

from __future__ import annotations

from typing import Any

__all__ = ["answer"]

TOLERANCE = 1e-4
"""Relative and absolute tolerance of the comparison with the original's outputs."""


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """``{"ok": True, "how": ...}`` or ``{"ok": False, "error": ...}`` for ``{"output": path, "original":
    path or None}``."""
    try:
        return {"ok": True, "how": _run(request["output"], request.get("original"))}
    except Exception as exc:  # noqa: BLE001 - every failure of torch on the program is the answer
        return {"ok": False, "error": f"{type(exc).__name__}: {exc}"}


def _run(output: str, original: str | None) -> str:
    import torch
    from torch.utils._pytree import tree_leaves

    from serde.containers.reader import read_artifact
    from serde.torch_bridge import loading_with_torch
    from serde.torch_bridge.inputs import inputs_for
    from serde.torch_bridge.op_libraries import register_operator_libraries

    register_operator_libraries(read_artifact(output, trust_pickles=True).program)  # screened by the parent
    with loading_with_torch():
        program = torch.export.load(output)
        args, kwargs, how = inputs_for(program)
        with torch.no_grad():
            outputs = program.module()(*args, **kwargs)
        if original is None:
            return how
        try:
            expected = torch.export.load(original).module()(*args, **kwargs)
        except Exception:  # noqa: BLE001 - an original today's torch cannot run leaves nothing to compare
            return how
    for got, want in zip(tree_leaves(outputs), tree_leaves(expected), strict=False):
        if isinstance(want, torch.Tensor) and not torch.allclose(got, want, rtol=TOLERANCE, atol=TOLERANCE):
            raise ValueError("outputs differ from the original's on its example inputs")
    return how
