"""The positional parameters of the operators whose argument kinds torch's serializer decides by position.

The facts are in ``serde/releases/argument_positions.json``, gathered by ``tools/census_argument_positions.py``
from real releases: for every ATen and prims operator having a parameter with a default or a keyword-only
one, its positional (not keyword-only) parameters in order; every parameter of the other ATen and prims
operators is positional and always passed. :func:`derived_kinds` uses them to give the arguments of a
program written without kinds (schema 8.2 and older) the kinds torch's own serializer writes.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from importlib import resources

from serde.untrusted.formats import parse_json

__all__ = ["KEYWORD", "POSITIONAL", "derived_kinds", "positional_parameters"]

POSITIONAL, KEYWORD = 1, 2
"""``ArgumentKind`` values of schema 8.7 and later."""


@cache
def _census() -> dict[str, tuple[str, ...]]:
    text = resources.files("serde.releases").joinpath("argument_positions.json").read_text(encoding="utf-8")
    operators: dict[str, str] = parse_json(text)["operators"]
    return {target: tuple(names.split(",")) if names else () for target, names in operators.items()}


_CENSUSED = ("torch.ops.aten.", "torch.ops.prims.")


def positional_parameters(target: str) -> tuple[str, ...] | None:
    """The positional parameters of operator ``target`` in order; None when the census does not list it (an
    ATen or prims operator whose parameters are all positional and required, or a custom or higher-order
    operator)."""
    return _census().get(target)


def derived_kinds(target: str, names: Sequence[str]) -> list[int] | None:
    """The kinds torch's serializer writes for the arguments ``names`` (in the order serialized, which is the
    schema's) of a call of ``target``: positional while they are the operator's positional parameters one after
    the other from the first, keyword from the first one left out or keyword-only on; None when the census
    is not an ATen or prims operator (the loader's own rule then decides, as for any program without kinds)."""
    positional = positional_parameters(target)
    if positional is None:
        return [POSITIONAL] * len(names) if target.startswith(_CENSUSED) else None
    kinds: list[int] = []
    index = 0
    for name in names:
        if index < len(positional) and name == positional[index]:
            kinds.append(POSITIONAL)
            index += 1
        else:
            kinds.append(KEYWORD)
            index = len(positional)  # a gap: every later argument was passed by keyword
    return kinds
