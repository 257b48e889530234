"""Types and operators the unseen-model artifacts refer to, registered as the exporting code did: the
``Pair`` namedtuple output of ``namedtuple_out`` under ``unseen.Pair`` (torch 2.4+ looks namedtuples up
by that name) and the ``quantized_decomposed`` operators of ``quantized_ops``, as a user loading those
programs with plain ``torch.export.load`` must. Importable in old torch releases too, where namedtuple
registration did not exist yet."""

import collections

import torch.ao.quantization.fx._decomposed  # noqa: F401  (registers torch.ops.quantized_decomposed)
import torch.utils._pytree as pytree

Pair = collections.namedtuple("Pair", ["low", "high"])
if hasattr(pytree, "_register_namedtuple"):
    pytree._register_namedtuple(Pair, serialized_type_name="unseen.Pair")
