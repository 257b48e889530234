"""Operator libraries that torch ships but registers only when their Python module is imported.

A program calling ``torch.ops.quantized_decomposed.*`` (what pt2e quantization exports) cannot be
loaded by ``torch.export.load`` until ``torch.ao.quantization.fx._decomposed`` has been imported, in
any release. pt2-serde imports such modules, on demand, before it hands a program to torch.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from typing import Any

from serde.program.graphs import nodes

__all__ = ["MODULES_BY_TARGET_PREFIX", "register_operator_libraries", "register_target_libraries"]


MODULES_BY_TARGET_PREFIX = {
    "torch.ops.quantized_decomposed.": "torch.ao.quantization.fx._decomposed",
}
"""Target prefix -> the torch module whose import registers those operators."""


def register_target_libraries(targets: Iterable[str]) -> list[str]:
    """Import the torch modules that register the operators ``targets`` name; returns the modules needed."""
    needed = sorted(
        {
            module
            for target in targets
            for prefix, module in MODULES_BY_TARGET_PREFIX.items()
            if target.startswith(prefix)
        }
    )
    for module in needed:
        importlib.import_module(module)
    return needed


def register_operator_libraries(program: dict[str, Any]) -> list[str]:
    """:func:`register_target_libraries` for the node targets of ``program`` (for a reader that has not walked it)."""
    return register_target_libraries(
        target for target in (node.get("target") for node in nodes(program)) if isinstance(target, str)
    )
