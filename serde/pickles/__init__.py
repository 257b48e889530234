"""Reading pickles without executing them: the restricted reader and the ``torch.save`` archive around it."""

from serde.pickles.restricted import ALLOWED_NAMES, DtypeRef, PickleContents, StorageRef, TensorRecord, read_pickle
from serde.pickles.torch_save import TorchSave, read_torch_save

__all__ = [
    "ALLOWED_NAMES",
    "DtypeRef",
    "PickleContents",
    "StorageRef",
    "TensorRecord",
    "TorchSave",
    "read_pickle",
    "read_torch_save",
]
