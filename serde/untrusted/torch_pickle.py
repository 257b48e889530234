"""Writing the pickle of a ``torch.save`` state dict without torch: ``data.pkl`` as ``torch.save`` writes it.

``torch.save`` pickles (protocol 2, with memoization) a dict whose tensors reduce to
``torch._utils._rebuild_tensor_v2(storage, offset, size, stride, requires_grad, OrderedDict())`` — or
``_rebuild_tensor_v3(..., dtype)`` with an ``UntypedStorage`` for dtypes that have no legacy storage
class — and whose parameters wrap that in ``torch._utils._rebuild_parameter(tensor, requires_grad,
OrderedDict())``. Storages are persistent ids ``('storage', <storage class>, key, 'cpu', numel)``
resolved to the archive's ``data/<key>`` records. :func:`state_dict_pickle` builds the same object graph
from inert stand-ins and runs CPython's pure-Python pickler over it, with globals written by name
(never imported), so the opcodes are those torch's pickler emits for the same dict.
"""

from __future__ import annotations

import io
import pickle
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from serde.untrusted.restricted import ITEMSIZE, LEGACY_STORAGES

_STORAGE_CLASS = {dtype: name for name, dtype in LEGACY_STORAGES.items()}
"""dtype -> the legacy typed-storage class ``torch.save`` names for it (others use ``UntypedStorage``)."""


class _Global:
    """A global the pickle names (``module.name``), written with GLOBAL and never looked up."""

    def __init__(self, module: str, name: str) -> None:
        self.module, self.name = module, name

    def __call__(self, *args: Any) -> Any:  # pickle requires reduce functions to be callable
        raise TypeError(f"{self.module}.{self.name} is a stand-in for pickling only")


class _Reduce:
    """An object that pickles as ``function(*arguments)``."""

    def __init__(self, function: _Global, arguments: tuple[Any, ...]) -> None:
        self.function, self.arguments = function, arguments

    def __reduce__(self) -> tuple[Any, ...]:
        return (self.function, self.arguments)


@dataclass(frozen=True)
class _Storage:
    """A storage the pickle refers to by persistent id."""

    key: str
    dtype: str
    nbytes: int


@dataclass(frozen=True)
class TensorEntry:
    """One tensor of a state dict, as a view of a storage record (nothing is allocated)."""

    name: str
    storage_key: str
    storage_nbytes: int
    dtype: str
    size: tuple[int, ...]
    stride: tuple[int, ...]
    storage_offset: int
    requires_grad: bool
    is_param: bool


class _Pickler(pickle._Pickler):
    """The pure-Python pickler (whose dispatch table can be extended), protocol 2 with memoization; stand-in
    globals are written by name, storages as persistent ids."""

    dispatch: ClassVar[dict[type, Any]] = dict(pickle._Pickler.dispatch)

    def save_standin_global(self, obj: _Global) -> None:
        """GLOBAL ``module name`` for a stand-in, memoized as the pickler memoizes a real global."""
        self.write(pickle.GLOBAL + f"{obj.module}\n{obj.name}\n".encode())  # type: ignore[attr-defined]
        self.memoize(obj)  # type: ignore[attr-defined]

    dispatch[_Global] = save_standin_global

    def persistent_id(self, obj: Any) -> Any:
        """The storage id torch.save writes for a storage (None for every other object)."""
        if not isinstance(obj, _Storage):
            return None
        if _typed(obj):
            legacy = _STORAGE_CLASS[obj.dtype]
            return (_STORAGE, _global("torch", legacy), obj.key, _CPU, obj.nbytes // ITEMSIZE[obj.dtype])
        return (_STORAGE, _global("torch.storage", "UntypedStorage"), obj.key, _CPU, obj.nbytes)


_STORAGE = "storage"
_CPU = "cpu"
_GLOBALS: dict[tuple[str, str], _Global] = {}


def _global(module: str, name: str) -> _Global:
    """One stand-in per global, so the pickler memoizes it and refers back to it as torch's does."""
    return _GLOBALS.setdefault((module, name), _Global(module, name))


def _typed(storage: _Storage) -> bool:
    """Whether torch names the storage by its legacy typed class (and counts elements, not bytes)."""
    return storage.dtype in _STORAGE_CLASS and storage.nbytes % ITEMSIZE[storage.dtype] == 0


def _hooks() -> _Reduce:
    return _Reduce(_global("collections", "OrderedDict"), ())


def _tensor(entry: TensorEntry, storages: dict[str, _Storage]) -> _Reduce:
    storage = storages.setdefault(entry.storage_key, _Storage(entry.storage_key, entry.dtype, entry.storage_nbytes))
    # a parameter's data is a plain tensor that does not require grad; the wrapper carries the flag
    requires_grad = entry.requires_grad and not entry.is_param
    common = (storage, entry.storage_offset, entry.size, entry.stride, requires_grad, _hooks())
    if _typed(storage):
        tensor = _Reduce(_global("torch._utils", "_rebuild_tensor_v2"), common)
    else:
        tensor = _Reduce(_global("torch._utils", "_rebuild_tensor_v3"), (*common, _global("torch", entry.dtype)))
    if entry.is_param:
        return _Reduce(_global("torch._utils", "_rebuild_parameter"), (tensor, entry.requires_grad, _hooks()))
    return tensor


def state_dict_pickle(entries: Iterable[TensorEntry]) -> bytes:
    """The ``data.pkl`` of ``torch.save({name: tensor, ...})`` for ``entries`` in order."""
    storages: dict[str, _Storage] = {}
    return _dump({entry.name: _tensor(entry, storages) for entry in entries})


def tensor_pickle(entry: TensorEntry) -> bytes:
    """The ``data.pkl`` of ``torch.save(tensor)`` (one tensor, not in a dict; ``entry.name`` is unused)."""
    return _dump(_tensor(entry, {}))


def _dump(value: Any) -> bytes:
    buffer = io.BytesIO()
    _Pickler(buffer, protocol=2).dump(value)
    return buffer.getvalue()


__all__ = ["TensorEntry", "state_dict_pickle", "tensor_pickle"]
