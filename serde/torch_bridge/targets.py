"""Resolving a program's node targets with the installed torch before torch loads the program, the way its
deserializer will (``deserialize_operator``: an attribute walk from ``torch``, ``operator`` or ``math``), and
refusing any that does not land on an operator.

The grammar of :mod:`serde.untrusted.targets` already confines targets to operator spellings; this second check
closes what a spelling cannot: ``torch._higher_order_ops.<module>.<name>`` naming a helper function rather
than a higher-order operator, say. It also finds calls of operators with side effects outside the tensor
world: every operator whose schema takes a file name or path (``aten::from_file``, ``aten::save``; the
census in ``serde/program/side_effect_operators.json`` lists them for the torch-free ``check``), found here
from the resolved operator's own schema so that custom operators are covered too. Those are refused unless
the caller opts in (``allow_side_effects``).
"""

from __future__ import annotations

import math
import operator
from collections.abc import Iterable
from typing import Any

from serde.errors import UnsafeProgramError, spell
from serde.program.side_effects import PATH_ARGUMENT
from serde.program.walk import Holding, visit
from serde.schema.jsonpath import Path, render_path
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import spec_for
from serde.untrusted.targets import MATH_FUNCTIONS, OPERATOR_FUNCTIONS, SYM_FUNCTIONS

__all__ = ["check_resolved_targets", "check_targets", "side_effect_reason", "target_positions"]


def side_effect_reason(op: Any) -> str | None:
    """Why calling the operator ``op`` (an ``OpOverload``) has effects outside tensors, or None: a string
    argument naming a file, path, directory, URL, library or module in its schema."""
    schema = getattr(op, "_schema", None)
    for argument in getattr(schema, "arguments", ()):
        if "str" in str(argument.type).lower() and PATH_ARGUMENT.search(argument.name):
            return f"its argument {argument.name!r} names a file or location outside the program"
    return None


def _resolve(target: str) -> Any:
    import torch

    module_name, _, rest = target.partition(".")
    modules = {"_operator": operator, "torch": torch, "math": math}
    value: Any = modules.get(module_name)
    if value is None:
        return None
    for name in rest.split("."):
        value = getattr(value, name, None)
        if value is None:
            return None
    return value


def _allowed_functions() -> list[Any]:
    import torch

    allowed = [getattr(operator, name) for name in OPERATOR_FUNCTIONS if hasattr(operator, name)]
    allowed += [getattr(math, name) for name in MATH_FUNCTIONS if hasattr(math, name)]
    allowed += [getattr(torch, name) for name in SYM_FUNCTIONS if hasattr(torch, name)]
    return allowed


def target_positions(program: dict[str, Any], version: SchemaVersion) -> dict[tuple[str, str], Path]:
    """Every distinct node target and operator argument (``as_operator``) of ``program``, keyed by (target,
    field), with the path of the object holding its first use: found in one walk, resolved once each (a program
    calls a few dozen operators from hundreds of nodes). Targets torch does not resolve (``#`` names) are left
    out."""
    found: dict[tuple[str, str], Path] = {}

    def seen(obj: dict[str, Any], path: Path, field: str) -> dict[str, Any]:
        target = obj.get(field)
        if isinstance(target, str) and not target.startswith("#") and (target, field) not in found:
            found[(target, field)] = path
        return obj

    def node(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        return seen(obj, path, "target")

    def operator_argument(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        """An operator passed as an argument (``with_effects``, ``auto_functionalized``): torch resolves it
        by the same walk and the higher-order operator calls it."""
        return seen(obj, path, "as_operator")

    handlers: dict[str, Any] = {"Node": node}
    if "as_operator" in spec_for(version).classes["Argument"].by_name:
        handlers["Argument"] = Holding(("as_operator",), operator_argument)
    visit(version, program, handlers)
    return found


def check_targets(
    targets: Iterable[tuple[str, str]],
    program: dict[str, Any],
    version: SchemaVersion,
    *,
    allow_side_effects: bool = False,
    source: str | None = None,
) -> None:
    """Raise :class:`UnsafeProgramError` for the first of ``targets`` (distinct (target, field) pairs of
    ``program``: :func:`target_positions`' keys, or what the program's screen collected) that the installed torch
    would resolve to something other than an operator or a symbolic-shape function, or to an operator with side
    effects outside tensors (unless ``allow_side_effects``); the error names the first object of ``program``
    using it (found only then). Unresolvable targets are left to torch's own error, as are ``#`` names."""
    import torch

    allowed = _allowed_functions()
    operator_types = (torch._ops.OpOverload, torch._ops.HigherOrderOperator, torch._ops.OpOverloadPacket)
    for target, field in targets:
        if target.startswith("#"):
            continue
        resolved = _resolve(target)
        if resolved is None or isinstance(resolved, str):
            continue
        message = None
        if not isinstance(resolved, operator_types) and not any(resolved is function for function in allowed):
            message = f"node target {target!r} resolves to {type(resolved).__name__}, not an operator"
        reason = side_effect_reason(resolved) if isinstance(resolved, torch._ops.OpOverload) else None
        if message is None and reason is not None and not allow_side_effects:
            message = (
                f"{target} has side effects outside the program ({reason}); running it could read or overwrite "
                f"any file: pass {spell('allow_side_effects=True', '--allow-side-effects')} only for a program you "
                "trust"
            )
        if message is not None:
            path = target_positions(program, version).get((target, field), ())
            raise UnsafeProgramError(message, version=version, path=render_path((*path, field)), source=source)


def check_resolved_targets(
    program: dict[str, Any], version: SchemaVersion, *, allow_side_effects: bool = False, source: str | None = None
) -> None:
    """:func:`check_targets` of every target of ``program`` (:func:`target_positions`)."""
    check_targets(
        target_positions(program, version), program, version, allow_side_effects=allow_side_effects, source=source
    )
