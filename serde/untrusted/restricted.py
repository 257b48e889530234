"""A pickle reader that executes nothing: only the globals torch's weights-only format uses are resolved,
each to an inert stand-in that records what the pickle describes.

``torch.save`` pickles a state dict as calls of a few rebuild functions (``torch._utils._rebuild_tensor_v2``
and kin) on storages named by persistent ids (``('storage', torch.FloatStorage, '0', 'cpu', numel)``).
:func:`read_pickle` runs CPython's own unpickler, but every global it asks for is answered from
:data:`ALLOWED_NAMES`, never imported: a rebuild function becomes a :class:`TensorRecord` (storage, dtype,
size, stride, offset, ``requires_grad``, parameter or not), a storage id a :class:`StorageRef`, a dtype a
:class:`DtypeRef`, ``OrderedDict`` a plain ordered dict. Any other global (``os.system``,
``builtins.eval``, a user's class) raises :class:`UnsafePickleError` naming it before anything is
called. The allowlist is the weights-only unpickler's of torch 2.13
(``torch/_weights_only_unpickler.py``), minus the numpy bridges, which need numpy globals it refuses anyway,
plus the one global torch's own export serializer writes (:data:`FAKE_TENSOR`, read from the serializers of
2.1 - 2.14: a fake tensor as its ``TensorMeta`` in JSON, whose strings are checked as the program's are).
"""

from __future__ import annotations

import functools
import io
import json
import pickle
import pickletools
from _compat_pickle import IMPORT_MAPPING, NAME_MAPPING
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from serde.errors import UnsafePickleError
from serde.untrusted.expressions import ExpressionError, canonical_expression

__all__ = [
    "ALLOWED_NAMES",
    "DtypeRef",
    "FAKE_TENSOR",
    "ITEMSIZE",
    "LEGACY_STORAGES",
    "MAX_BYTEARRAY",
    "OpaqueTensor",
    "PARAMETER_NAME",
    "PickleContents",
    "PickledDict",
    "QSCHEMES",
    "StorageClass",
    "StorageRef",
    "TENSOR_NAME",
    "TensorRecord",
    "read_pickle",
]


ITEMSIZE = {
    "float32": 4, "float64": 8, "float16": 2, "bfloat16": 2, "complex32": 4, "complex64": 8, "complex128": 16,
    "int64": 8, "int32": 4, "int16": 2, "int8": 1, "uint8": 1, "uint16": 2, "uint32": 4, "uint64": 8, "bool": 1,
    "float8_e4m3fn": 1, "float8_e5m2": 1, "float8_e4m3fnuz": 1, "float8_e5m2fnuz": 1, "float8_e8m0fnu": 1,
    "float4_e2m1fn_x2": 1, "qint8": 1, "quint8": 1, "qint32": 4, "quint4x2": 1, "quint2x4": 1,
    "bits1x8": 1, "bits2x4": 1, "bits4x2": 1, "bits8": 1, "bits16": 2,
    **{f"int{n}": 1 for n in range(1, 8)}, **{f"uint{n}": 1 for n in range(1, 8)},
}  # fmt: skip
"""Bytes per element of every dtype torch can pickle (sub-byte integer dtypes occupy a byte each)."""

LEGACY_STORAGES = {
    "FloatStorage": "float32", "DoubleStorage": "float64", "HalfStorage": "float16", "BFloat16Storage": "bfloat16",
    "LongStorage": "int64", "IntStorage": "int32", "ShortStorage": "int16", "CharStorage": "int8",
    "ByteStorage": "uint8", "BoolStorage": "bool", "ComplexFloatStorage": "complex64",
    "ComplexDoubleStorage": "complex128", "QInt8Storage": "qint8", "QUInt8Storage": "quint8",
    "QInt32Storage": "qint32", "QUInt4x2Storage": "quint4x2", "QUInt2x4Storage": "quint2x4",
}  # fmt: skip
"""The typed storage classes ``torch.save`` names in persistent ids, and the dtype of their elements."""

QSCHEMES = (
    "per_tensor_affine",
    "per_tensor_symmetric",
    "per_channel_affine",
    "per_channel_symmetric",
    "per_channel_affine_float_qparams",
)


@dataclass(frozen=True)
class DtypeRef:
    """A ``torch.<dtype>`` global."""

    name: str

    def __setstate__(self, state: Any) -> None:
        raise UnsafePickleError("a BUILD instruction on a torch dtype", global_name="BUILD")

    @property
    def itemsize(self) -> int:
        """Bytes per element."""
        return ITEMSIZE[self.name]


@dataclass(frozen=True)
class StorageClass:
    """A storage class named in a persistent id (``torch.FloatStorage``, ``torch.storage.UntypedStorage``)."""

    name: str
    dtype: DtypeRef

    def __setstate__(self, state: Any) -> None:
        raise UnsafePickleError("a BUILD instruction on a storage class", global_name="BUILD")


@dataclass(frozen=True)
class StorageRef:
    """One storage of a ``torch.save`` archive: its record ``data/<key>``, element type and element count."""

    key: str
    dtype: DtypeRef
    numel: int
    location: str

    @property
    def nbytes(self) -> int:
        """The bytes the record must hold."""
        return self.numel * self.dtype.itemsize


@dataclass
class TensorRecord:
    """A tensor as the pickle describes it: a strided view of a storage (nothing is allocated)."""

    storage: StorageRef
    dtype: DtypeRef
    storage_offset: int
    size: tuple[int, ...]
    stride: tuple[int, ...]
    requires_grad: bool = False
    is_param: bool = False
    kind: str = "dense"
    """``dense``, or ``quantized`` (with ``quantizer`` holding the scheme and its parameters)."""
    quantizer: tuple[Any, ...] | None = None
    attributes: dict[str, Any] = field(default_factory=dict)

    def extent(self) -> int:
        """Elements of the storage the view reaches: ``offset + 1 + sum((size-1)*stride)`` (0 when empty)."""
        if any(n == 0 for n in self.size):
            return 0
        return self.storage_offset + 1 + sum((n - 1) * s for n, s in zip(self.size, self.stride, strict=True))

    def __setstate__(self, state: Any) -> None:
        raise UnsafePickleError("a BUILD instruction on a tensor", global_name="BUILD")


@dataclass
class OpaqueTensor:
    """A tensor torch's weights-only loader accepts but pt2-serde does not model (sparse, nested, meta,
    wrapper subclasses): its rebuild function and arguments, kept as data."""

    function: str
    arguments: tuple[Any, ...]

    def __setstate__(self, state: Any) -> None:
        raise UnsafePickleError("a BUILD instruction on a tensor", global_name="BUILD")


class PickledDict(OrderedDict[Any, Any]):
    """``collections.OrderedDict`` (a state dict); attributes set on it by the pickle (``_metadata``) are kept
    as data in :attr:`attributes`."""

    attributes: dict[str, Any]

    def __setstate__(self, state: Any) -> None:
        self.attributes = dict(state) if isinstance(state, dict) else {"state": state}


class _TensorClass:
    """Stand-in for ``torch.Tensor`` / ``torch.nn.Parameter`` as ``_rebuild_from_type_v2`` names them."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __setstate__(self, state: Any) -> None:
        raise UnsafePickleError("a BUILD instruction on a tensor class", global_name="BUILD")


TENSOR_NAME = "torch.Tensor"
PARAMETER_NAME = "torch.nn.parameter.Parameter"


class _StandIn:
    """A function stand-in: calls go to ``function``; a BUILD on it (which would otherwise set attributes on
    a function shared by every later read) is refused."""

    __slots__ = ("function", "name")

    def __init__(self, function: Callable[..., Any], name: str) -> None:
        self.function = function
        self.name = name

    def __call__(self, *arguments: Any) -> Any:
        return self.function(*arguments)

    def __repr__(self) -> str:
        """The allowed global it stands for (a name from pt2-serde's allowlist, not from the pickle), so that a
        value holding a global left uncalled prints the same at every read."""
        return f"<stand-in for {self.name}>"

    def __setstate__(self, state: Any) -> None:
        raise UnsafePickleError("a BUILD instruction on an allowed global", global_name="BUILD")


def _ints(value: Any, what: str) -> tuple[int, ...]:
    if not isinstance(value, (tuple, list)) or not all(type(v) is int for v in value):
        raise UnsafePickleError(f"a tensor whose {what} is not a sequence of integers", global_name="")
    return tuple(value)


def _tensor(
    storage: Any, offset: Any, size: Any, stride: Any, requires_grad: Any = False, dtype: DtypeRef | None = None
) -> TensorRecord:
    if not isinstance(storage, StorageRef):
        raise UnsafePickleError("a tensor rebuilt from something other than a storage id", global_name="")
    if type(offset) is not int or offset < 0:
        raise UnsafePickleError("a tensor with a negative or non-integer storage offset", global_name="")
    shape, strides = _ints(size, "size"), _ints(stride, "stride")
    if len(shape) != len(strides) or any(n < 0 for n in shape) or any(s < 0 for s in strides):
        raise UnsafePickleError("a tensor whose size and stride disagree or are negative", global_name="")
    return TensorRecord(storage, dtype or storage.dtype, offset, shape, strides, bool(requires_grad))


def _rebuild_tensor(storage: Any, offset: Any, size: Any, stride: Any) -> TensorRecord:
    return _tensor(storage, offset, size, stride)


def _rebuild_tensor_v2(
    storage: Any, offset: Any, size: Any, stride: Any, requires_grad: Any, hooks: Any, metadata: Any = None
) -> TensorRecord:
    return _tensor(storage, offset, size, stride, requires_grad)


def _rebuild_tensor_v3(
    storage: Any,
    offset: Any,
    size: Any,
    stride: Any,
    requires_grad: Any,
    hooks: Any,
    dtype: Any,
    metadata: Any = None,
) -> TensorRecord:
    if not isinstance(dtype, DtypeRef):
        raise UnsafePickleError("a tensor whose dtype is not a torch dtype", global_name="")
    return _tensor(storage, offset, size, stride, requires_grad, dtype)


def _rebuild_qtensor(
    storage: Any, offset: Any, size: Any, stride: Any, quantizer: Any, requires_grad: Any, hooks: Any
) -> TensorRecord:
    record = _tensor(storage, offset, size, stride, requires_grad)
    record.kind = "quantized"
    record.quantizer = tuple(quantizer) if isinstance(quantizer, (tuple, list)) else (quantizer,)
    return record


def _as_parameter(data: Any, requires_grad: Any, state: Any = None) -> Any:
    if isinstance(data, TensorRecord):
        data.is_param = True
        data.requires_grad = bool(requires_grad)
        if isinstance(state, dict):
            data.attributes.update(state)
    return data


def _rebuild_parameter(data: Any, requires_grad: Any, hooks: Any) -> Any:
    return _as_parameter(data, requires_grad)


def _rebuild_parameter_with_state(data: Any, requires_grad: Any, hooks: Any, state: Any) -> Any:
    return _as_parameter(data, requires_grad, state)


def _rebuild_from_type_v2(function: Any, new_type: Any, arguments: Any, state: Any) -> Any:
    if not callable(function) or not isinstance(new_type, _TensorClass) or not isinstance(arguments, tuple):
        raise UnsafePickleError("a tensor subclass or a rebuild of something other than a tensor", global_name="")
    value = function(*arguments)
    if new_type.name == PARAMETER_NAME and isinstance(value, TensorRecord):
        value.is_param = True
    if isinstance(value, TensorRecord) and isinstance(state, dict):
        value.attributes.update(state)
    return value


MAX_TENSOR_META = 1 << 20
"""Largest JSON ``TensorMeta`` a fake tensor's pickle may carry (a few hundred bytes in practice)."""


def _fake_tensor_strings(value: Any, key: str | None = None) -> None:
    """Check the strings of a decoded ``TensorMeta``: symbolic expressions (``expr_str``, which torch passes to
    ``sympify``) must be in pt2-serde's grammar as written, a device type an identifier; nothing else may be a
    string."""
    if isinstance(value, dict):
        for item_key, item in value.items():
            _fake_tensor_strings(item, item_key)
    elif isinstance(value, list):
        for item in value:
            _fake_tensor_strings(item)
    elif isinstance(value, str):
        try:
            accepted = (
                canonical_expression(value) == value if key == "expr_str" else key == "type" and value.isidentifier()
            )
        except ExpressionError:
            accepted = False
        if not accepted:
            raise UnsafePickleError(
                f"a fake tensor whose metadata holds the string {value[:60]!r} outside its grammar",
                global_name=FAKE_TENSOR,
            )


def _reconstruct_fake_tensor(tensor_meta: Any, is_parameter: Any) -> OpaqueTensor:
    """torch's export serializer pickles a fake tensor as this call of its serialized ``TensorMeta`` (JSON bytes)
    and whether it is a parameter (``_reduce_fake_tensor``, torch 2.3 - 2.15): kept as data once its
    metadata is JSON whose strings fit their grammars (torch rebuilds the tensor with ``sympify`` on them)."""
    if type(tensor_meta) is not bytes or type(is_parameter) is not bool or len(tensor_meta) > MAX_TENSOR_META:
        raise UnsafePickleError("a fake tensor rebuilt from something other than its metadata", global_name=FAKE_TENSOR)
    try:
        decoded = json.loads(tensor_meta)
    except (ValueError, RecursionError):
        raise UnsafePickleError("a fake tensor whose metadata is not JSON", global_name=FAKE_TENSOR) from None
    if not isinstance(decoded, dict):
        raise UnsafePickleError("a fake tensor whose metadata is not an object", global_name=FAKE_TENSOR)
    _fake_tensor_strings(decoded)
    return OpaqueTensor(FAKE_TENSOR, (tensor_meta, is_parameter))


FAKE_TENSOR = "torch._export.serde.serialize._reconstruct_fake_tensor"
"""The one global of torch's own export serializer in its pickles (``serialize_torch_artifact`` registers a
reducer for fake tensors; example inputs and constants can hold them)."""


def _opaque(name: str) -> Callable[..., OpaqueTensor]:
    def rebuild(*arguments: Any) -> OpaqueTensor:
        return OpaqueTensor(name, arguments)

    return rebuild


def _size(value: Any = ()) -> tuple[Any, ...]:
    return tuple(value)


def _device(*arguments: Any) -> str:
    return ":".join(str(a) for a in arguments)


def _layout(name: Any) -> str:
    return str(name)


def _codecs_encode(text: Any, encoding: Any = "utf-8") -> bytes:
    if not isinstance(text, str) or encoding not in ("latin1", "latin-1"):
        raise UnsafePickleError("_codecs.encode other than of a latin-1 string", global_name="_codecs.encode")
    return text.encode("latin1")


MAX_BYTEARRAY = 64 * 2**20
"""Largest ``bytearray(n)`` a pickle may ask for (torch pickles bytearrays by value, never by size)."""


def _bytearray(*arguments: Any) -> bytearray:
    if arguments and type(arguments[0]) is int and arguments[0] > MAX_BYTEARRAY:
        raise UnsafePickleError(
            f"asks for a bytearray of {arguments[0]} bytes (at most {MAX_BYTEARRAY})", global_name="builtins.bytearray"
        )
    return bytearray(*arguments)


def _makers() -> dict[str, Callable[[], Any]]:
    """How the stand-in of each allowed global is made. Each read makes its own, when its pickle first names
    the global, so that nothing one pickle does reaches the next (and a pickle of one tensor does not pay
    for the sixty stand-ins it never names)."""
    makers: dict[str, Callable[[], Any]] = {
        "collections.OrderedDict": lambda: PickledDict,
        "torch._utils._rebuild_tensor": lambda: _rebuild_tensor,
        "torch._utils._rebuild_tensor_v2": lambda: _rebuild_tensor_v2,
        "torch._utils._rebuild_tensor_v3": lambda: _rebuild_tensor_v3,
        "torch._utils._rebuild_qtensor": lambda: _rebuild_qtensor,
        "torch._utils._rebuild_parameter": lambda: _rebuild_parameter,
        "torch._utils._rebuild_parameter_with_state": lambda: _rebuild_parameter_with_state,
        "torch._tensor._rebuild_from_type_v2": lambda: _rebuild_from_type_v2,
        "torch.Tensor": lambda: _TensorClass(TENSOR_NAME),
        "torch.nn.parameter.Parameter": lambda: _TensorClass(PARAMETER_NAME),
        "torch.Size": lambda: _size,
        "torch.device": lambda: _device,
        "torch.serialization._get_layout": lambda: _layout,
        "_codecs.encode": lambda: _codecs_encode,
        "builtins.bytearray": lambda: _bytearray,
        "builtins.set": lambda: set,
        "builtins.frozenset": lambda: frozenset,
        "builtins.complex": lambda: complex,
        "builtins.slice": lambda: slice,
        "torch.storage.UntypedStorage": lambda: StorageClass("UntypedStorage", DtypeRef("uint8")),
        FAKE_TENSOR: lambda: _reconstruct_fake_tensor,
    }
    for function in (
        "_rebuild_sparse_tensor",
        "_rebuild_meta_tensor_no_storage",
        "_rebuild_nested_tensor",
        "_rebuild_wrapper_subclass",
        "_rebuild_device_tensor_from_cpu_tensor",
    ):
        makers[f"torch._utils.{function}"] = functools.partial(_opaque, function)
    for dtype in ITEMSIZE:
        makers[f"torch.{dtype}"] = functools.partial(DtypeRef, dtype)
    for storage, dtype in LEGACY_STORAGES.items():
        makers[f"torch.{storage}"] = functools.partial(_legacy_storage, storage, dtype)
    for scheme in QSCHEMES:
        makers[f"torch.{scheme}"] = functools.partial(str, scheme)
    return makers


def _legacy_storage(storage: str, dtype: str) -> StorageClass:
    return StorageClass(storage, DtypeRef(dtype))


_MAKERS = _makers()


def _stand_in(qualified: str) -> Any:
    """A fresh stand-in for the allowed global ``qualified``: a function is wrapped so that a BUILD on it is
    refused (see :class:`_StandIn`); classes and inert values are handed as they are."""
    value = _MAKERS[qualified]()
    return _StandIn(value, qualified) if callable(value) and not isinstance(value, type) else value


ALLOWED_NAMES = frozenset(_MAKERS)
"""``module.name`` of every global a screened pickle may name (each read gets fresh inert stand-ins)."""


def _canonical(module: str, name: str) -> str:
    """Python 2 names (protocol 2 pickles spell ``__builtin__``) mapped as the unpickler would map them."""
    if (module, name) in NAME_MAPPING:
        module, name = NAME_MAPPING[(module, name)]
    elif module in IMPORT_MAPPING:
        module = IMPORT_MAPPING[module]
    return f"{module}.{name}"


_UNNAMED = object()


class _Unpickler(pickle.Unpickler):
    """CPython's unpickler with every global answered by a fresh stand-in (:data:`ALLOWED_NAMES`) and storage
    ids made inert."""

    def __init__(self, data: bytes, extra: dict[str, Any]) -> None:
        super().__init__(io.BytesIO(data), encoding="utf-8")
        self.named = dict(extra)
        """The stand-ins of the globals this read has named so far (and the caller's ``extra`` ones)."""
        self.storages: dict[str, StorageRef] = {}

    def find_class(self, module: str, name: str) -> Any:
        qualified = _canonical(module, name)
        found = self.named.get(qualified, _UNNAMED)
        if found is _UNNAMED:
            if qualified not in _MAKERS:
                raise UnsafePickleError(
                    f"names the global {qualified!r}, which loading would import and call", global_name=qualified
                )
            found = self.named[qualified] = _stand_in(qualified)
        return found

    def persistent_load(self, pid: Any) -> Any:
        if not (isinstance(pid, tuple) and len(pid) == 5):
            raise UnsafePickleError(f"a persistent id that is not a storage: {pid!r:.80}", global_name="")
        kind, storage_class, key, location, numel = pid
        kind = kind.decode("ascii", "replace") if isinstance(kind, bytes) else kind
        key = key.decode("ascii", "replace") if isinstance(key, bytes) else key
        location = location.decode("ascii", "replace") if isinstance(location, bytes) else location
        if kind != "storage" or not isinstance(storage_class, StorageClass):
            raise UnsafePickleError(f"a persistent id that is not a storage: {pid!r:.80}", global_name="")
        if not isinstance(key, str) or not isinstance(location, str) or type(numel) is not int or numel < 0:
            raise UnsafePickleError(f"a malformed storage id: {pid!r:.80}", global_name="")
        ref = StorageRef(key, storage_class.dtype, numel, location)
        known = self.storages.setdefault(key, ref)
        if known.nbytes != ref.nbytes:
            raise UnsafePickleError(f"storage {key!r} declared twice with different sizes", global_name="")
        return known


@dataclass
class PickleContents:
    """What a screened pickle holds: the object tree (with records for tensors) and the storages it names."""

    value: Any
    storages: dict[str, StorageRef]


def read_pickle(data: bytes, *, extra_globals: dict[str, Any] | None = None) -> PickleContents:
    """Unpickle ``data`` with nothing but inert stand-ins (see the module docstring).

    Raises :class:`UnsafePickleError` (without ``source``/``member``; callers add them) for a global
    outside the allowlist and for pickles that are malformed or use an allowed global in a way torch never
    writes.
    """
    _prescan(data)
    unpickler = _Unpickler(data, extra_globals or {})
    try:
        value = unpickler.load()
    except UnsafePickleError:
        raise
    except RecursionError:
        raise UnsafePickleError("nested too deeply to read", global_name="") from None
    except MemoryError:
        raise UnsafePickleError("declares more data than it holds", global_name="") from None
    except Exception as exc:  # noqa: BLE001 - any failure of the unpickler on untrusted bytes is a malformed pickle
        raise UnsafePickleError(f"not a well-formed pickle ({type(exc).__name__}: {exc})", global_name="") from None
    return PickleContents(value, unpickler.storages)


_STOP, _EXTENSION, _LINE, _NUMBER_LINE, _TWO_LINES, _LENGTH1, _LENGTH4, _LENGTH4U, _LENGTH8U = range(-9, 0)
_NUMBER_ARGUMENTS = frozenset({"decimalnl_short", "decimalnl_long", "floatnl"})
"""Line arguments holding a number (INT, LONG, FLOAT). CPython's unpickler parses them as C strings, so it
reads ``L-1\x0099L`` as -1; ``pickletools`` (and so this screen) refuses a NUL byte in them."""


def _argument_kinds() -> dict[int, int]:
    """Each opcode's argument as :func:`_prescan` skips it: a byte count, or one of the kinds above (the
    length read from the argument's first 1, 4 or 8 bytes; text up to a newline, a number up to a newline, or
    two lines of text). Taken from ``pickletools``' table of opcodes, so a new protocol's opcodes come with the
    Python that knows them."""
    by_size = {
        pickletools.UP_TO_NEWLINE: _LINE,
        pickletools.TAKEN_FROM_ARGUMENT1: _LENGTH1,
        pickletools.TAKEN_FROM_ARGUMENT4: _LENGTH4,
        pickletools.TAKEN_FROM_ARGUMENT4U: _LENGTH4U,
        pickletools.TAKEN_FROM_ARGUMENT8U: _LENGTH8U,
    }
    kinds: dict[int, int] = {}
    for op in pickletools.opcodes:
        if op.name == "STOP":
            kind = _STOP
        elif op.name.startswith("EXT"):
            kind = _EXTENSION
        elif op.arg is None:
            kind = 0
        elif op.arg.name == "stringnl_noescape_pair":
            kind = _TWO_LINES
        elif op.arg.name in _NUMBER_ARGUMENTS:
            kind = _NUMBER_LINE
        else:
            kind = by_size.get(op.arg.n, op.arg.n)
        kinds[ord(op.code)] = kind
    return kinds


_ARGUMENT_KINDS = _argument_kinds()
_LENGTH_WIDTHS = {_LENGTH1: 1, _LENGTH4: 4, _LENGTH4U: 4, _LENGTH8U: 8}


def _malformed(reason: str) -> UnsafePickleError:
    return UnsafePickleError(f"not a well-formed pickle ({reason})", global_name="")


def _prescan(data: bytes) -> None:
    """Walk the instructions of ``data`` without running them, reading only their lengths (allocating
    nothing an instruction declares): refuse an unknown opcode, an argument or a length beyond the data
    (CPython's unpickler would allocate it up front: a 35-byte pickle can ask for a gigabyte), EXT1/EXT2/EXT4
    instructions (resolved from a process-wide cache, bypassing ``find_class``), a missing STOP and bytes
    after the final STOP (a reader that goes on, as torch's legacy loader does, would unpickle them
    unscreened). What the arguments say is left to the unpickler that runs next, which refuses text it
    cannot parse; ``tests/serde/untrusted/test_restricted_pickle.py`` holds this walk to the verdicts of
    ``pickletools.genops``."""
    size, position = len(data), 0
    kinds = _ARGUMENT_KINDS
    while True:
        if position >= size:
            raise _malformed("the data ends before its STOP instruction")
        code = data[position]
        kind = kinds.get(code)
        if kind is None:
            raise _malformed(f"unknown opcode {bytes([code])!r} at position {position}")
        position += 1
        if kind >= 0:
            position += kind
        elif kind == _STOP:
            break
        elif kind == _EXTENSION:
            raise UnsafePickleError(
                "uses copyreg extension codes, which name globals outside the pickle", global_name=""
            )
        elif kind == _LINE or kind == _NUMBER_LINE or kind == _TWO_LINES:
            for _ in range(2 if kind == _TWO_LINES else 1):
                newline = data.find(b"\n", position)
                if newline < 0:
                    raise _malformed(f"no newline after position {position}")
                if kind == _NUMBER_LINE and data.find(b"\0", position, newline) >= 0:
                    raise _malformed(f"a NUL byte in the number at position {position}")
                position = newline + 1
        else:
            width = _LENGTH_WIDTHS[kind]
            if position + width > size:
                raise _malformed(f"a length cut short at position {position}")
            length = int.from_bytes(data[position : position + width], "little", signed=kind == _LENGTH4)
            if length < 0:
                raise _malformed(f"a negative length at position {position}")
            position += width + length
        if position > size:
            raise _malformed(f"an argument runs past the end of the data (to byte {position} of {size})")
    if position != size:
        raise UnsafePickleError(
            f"{size - position} bytes after the end of the pickle (another pickle a reader could go on to)",
            global_name="",
        )
