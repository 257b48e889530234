"""Types the unseen-model artifacts refer to, registered as the exporting code registered them: the
``Pair`` namedtuple output of ``namedtuple_out`` under ``unseen.Pair`` (torch 2.4+ looks namedtuples up
by that name). Importable in old torch releases too, where registration did not exist yet."""

import collections

import torch.utils._pytree as pytree

Pair = collections.namedtuple("Pair", ["low", "high"])
if hasattr(pytree, "_register_namedtuple"):
    pytree._register_namedtuple(Pair, serialized_type_name="unseen.Pair")
