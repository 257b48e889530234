"""Inputs to run a loaded program on: its own example inputs, or inputs made from its input specs.

Artifacts of torch 2.1–2.3 carry no example inputs, and later ones may have been saved without them; a
program can still be run on inputs shaped and typed as its placeholders declare, which is enough to
prove that today's torch can execute every operator of it.
"""

from __future__ import annotations

from typing import Any

__all__ = ["EXAMPLE_INPUTS", "SEED", "SYNTHESISED_INPUTS", "inputs_for"]


EXAMPLE_INPUTS = "example_inputs"
SYNTHESISED_INPUTS = "synthesised_inputs"
SEED = 0
"""Synthesised floating-point inputs are drawn from a normal distribution with this seed."""


def inputs_for(program: Any) -> tuple[tuple[Any, ...], dict[str, Any], str]:
    """``(args, kwargs, how)`` to call ``program.module()`` with, where ``how`` is ``EXAMPLE_INPUTS`` or
    ``SYNTHESISED_INPUTS``.

    Synthesised tensors have the placeholder's dtype and shape; each symbolic size takes its hint (the
    size it was traced with) or else the lower bound of its range (at least 2, as torch specialises 0
    and 1, within the upper bound). Integer tensors are zeros (valid indices for embeddings and
    gathers), booleans are False, floating-point tensors are seeded normal values. Non-tensor inputs
    take the value the program was specialised to.
    """
    import torch
    from torch.utils._pytree import tree_unflatten

    if program.example_inputs is not None:
        args, kwargs = program.example_inputs
        return tuple(args), dict(kwargs), EXAMPLE_INPUTS
    user_inputs = set(program.graph_signature.user_inputs)
    generator = torch.Generator().manual_seed(SEED)
    flat = [
        _value_like(node.meta.get("val"), program.range_constraints, generator)
        for node in program.graph.nodes
        if node.op == "placeholder" and node.name in user_inputs
    ]
    args, kwargs = tree_unflatten(flat, program.call_spec.in_spec)
    return tuple(args), dict(kwargs), SYNTHESISED_INPUTS


def _size(dimension: Any, ranges: dict[Any, Any]) -> int:
    if isinstance(dimension, int):
        return dimension
    node = dimension.node
    if node.hint is not None:
        return int(node.hint)
    bounds = ranges.get(node.expr)
    lower = int(bounds.lower) if bounds is not None else 2
    upper = bounds.upper if bounds is not None else None
    size = max(lower, 2)
    return int(min(size, upper)) if upper is not None and upper.is_finite else size


def _value_like(value: Any, ranges: dict[Any, Any], generator: Any) -> Any:
    import torch

    if not isinstance(value, torch.Tensor):
        return value.node.hint if isinstance(value, torch.SymInt | torch.SymFloat | torch.SymBool) else value
    shape = [_size(d, ranges) for d in value.shape]
    if value.dtype.is_floating_point:
        return torch.randn(shape, generator=generator).to(value.dtype)
    if value.dtype.is_complex:
        return torch.randn(shape, generator=generator, dtype=value.dtype)
    return torch.zeros(shape, dtype=value.dtype)
