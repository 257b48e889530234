"""Torch's program deserializer without its repeated type-hint evaluation, while pt2-serde's own loads run.

``torch.export.load`` turns the program's JSON into torch's schema dataclasses with
``torch._export.serde.serialize._dict_to_dataclass``, which calls ``typing.get_type_hints(cls, ...)`` for
every JSON object it converts. ``get_type_hints`` evaluates the class's string annotations afresh on each
call (it keeps no cache), so a program of a few thousand nodes evaluates the same few dozen classes'
annotations hundreds of thousands of times: in torch 2.13 that is 60-80% of a ``torch.export.load``
(measured on the zoo's exports; see ``benchmarks/bench_upgrade.py``).

:func:`memoized_schema_hints` gives torch's ``serialize`` module, for the duration of a load, a ``typing``
whose ``get_type_hints`` remembers its answer for the classes of torch's own schema module (and only for
them, asked exactly as torch asks: that module's namespace or none, no local namespace). Everything else
about ``typing`` is the real module's. The hints of a schema class are fixed once torch is imported, so the
remembered answer is the one ``get_type_hints`` would compute again, and what torch builds is unchanged.
Nothing from an artifact is involved: the classes and annotations are torch's.

A torch whose ``serialize`` module does not import ``typing`` as a module global (or a load already inside
this context) is left exactly as it is.
"""

from __future__ import annotations

import contextlib
import types
import typing
from collections.abc import Iterator
from typing import Any

__all__ = ["memoized_schema_hints"]

_HINTS: dict[tuple[type, bool], dict[str, Any]] = {}
"""Type hints of torch's schema classes, by class and ``include_extras``, for the life of the process."""


def _memoizing_typing(schema: types.ModuleType) -> types.ModuleType:
    """A module with every attribute of :mod:`typing`, whose ``get_type_hints`` remembers the hints of the
    classes defined in ``schema`` when asked for them in ``schema``'s namespace (or the class's own)."""
    namespace = vars(schema)
    evaluate = typing.get_type_hints

    def get_type_hints(
        obj: Any,
        globalns: dict[str, Any] | None = None,
        localns: dict[str, Any] | None = None,
        include_extras: bool = False,
    ) -> dict[str, Any]:
        """``typing.get_type_hints``, computed once per schema class."""
        if (
            localns is None
            and (globalns is None or globalns is namespace)
            and isinstance(obj, type)
            and obj.__module__ == schema.__name__
        ):
            key = (obj, include_extras)
            hints = _HINTS.get(key)
            if hints is None:
                hints = _HINTS[key] = evaluate(obj, globalns, localns, include_extras)
            return dict(hints)
        return evaluate(obj, globalns, localns, include_extras)

    module = types.ModuleType(typing.__name__, typing.__doc__)
    vars(module).update(vars(typing))
    module.get_type_hints = get_type_hints  # type: ignore[attr-defined]
    return module


@contextlib.contextmanager
def memoized_schema_hints() -> Iterator[None]:
    """Within the block, torch's program deserializer evaluates each schema class's type hints once (see the
    module's docstring). Entered by :func:`serde.torch_bridge.loading_with_torch`, under its lock; another
    thread's use of torch's ``serialize`` module meanwhile sees the same answers it would compute."""
    try:
        from torch._export.serde import schema, serialize
    except ImportError:  # a torch without this deserializer: nothing to speed up
        yield
        return
    if getattr(serialize, "typing", None) is not typing:
        yield
        return
    serialize.typing = _memoizing_typing(schema)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        serialize.typing = typing  # type: ignore[attr-defined]
