"""Types and operators the unseen-model artifacts refer to, registered as the exporting code did: the
``Pair`` namedtuple output of ``namedtuple_out`` under ``unseen.Pair`` (torch 2.4+ looks namedtuples up
by that name), the ``Box`` dataclass of ``dataclass_io`` under ``unseen.Box``, the custom operators
``unseen::scale_add`` of ``custom_op`` and ``unseen::add_into`` (which mutates its first argument) of
``mutating_op``, and the ``quantized_decomposed`` operators of ``quantized_ops``, as a user loading
those programs with plain ``torch.export.load`` must. Importable in old torch releases too
(tools/make_unseen_corpus.py imports it there), where namedtuple and dataclass registration did not
exist yet."""

import collections
import dataclasses
import inspect

import torch
import torch.ao.quantization.fx._decomposed  # noqa: F401  (registers torch.ops.quantized_decomposed)
import torch.utils._pytree as pytree

Pair = collections.namedtuple("Pair", ["low", "high"])
if hasattr(pytree, "_register_namedtuple"):
    pytree._register_namedtuple(Pair, serialized_type_name="unseen.Pair")


@dataclasses.dataclass
class Box:
    """A dataclass input and output, flattened by pytree as a user registers it."""

    x: torch.Tensor
    y: torch.Tensor


def _register_box() -> None:
    """Register ``Box`` under ``unseen.Box``: torch.export's API from 2.4, torch._export's in 2.2/2.3; torch
    2.1 cannot name (so cannot serialize) dataclass pytrees at all."""
    if "serialized_type_name" in inspect.signature(getattr(torch.export, "register_dataclass", len)).parameters:
        torch.export.register_dataclass(Box, serialized_type_name="unseen.Box")
        return
    from torch._export.utils import register_dataclass_as_pytree_node

    if "serialized_type_name" in inspect.signature(register_dataclass_as_pytree_node).parameters:
        register_dataclass_as_pytree_node(Box, serialized_type_name="unseen.Box")


_register_box()

_LIBRARY = torch.library.Library("unseen", "DEF")
_LIBRARY.define("scale_add(Tensor x, Tensor y, float alpha) -> Tensor")
_LIBRARY.impl("scale_add", lambda x, y, alpha: x + alpha * y, "CompositeExplicitAutograd")
_LIBRARY.impl("scale_add", lambda x, y, alpha: torch.empty_like(x), "Meta")
_LIBRARY.define("add_into(Tensor(a!) acc, Tensor x) -> ()")


def _add_into(acc: torch.Tensor, x: torch.Tensor) -> None:
    acc.add_(x)


def _add_into_meta(acc: torch.Tensor, x: torch.Tensor) -> None:
    return None


_LIBRARY.impl("add_into", _add_into, "CompositeExplicitAutograd")
_LIBRARY.impl("add_into", _add_into_meta, "Meta")
