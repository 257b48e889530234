"""Types of the C extension ``serde.program._native`` (``_native.c``); see :mod:`serde.program.native`."""

from typing import Any

T_OPT: int
T_STR: int
T_BOOL: int
T_BYTES: int
T_INT: int
T_FLOAT: int
T_ENUM: int
T_REF: int
T_LIST: int
T_DICT: int
T_TUPLE: int
C_STRUCT: int
C_UNION_ALL: int
C_UNION_ONE: int
INT_INFINITE: int
INT_BOOL: int
MAX_DEPTH: int

class Checker:
    """The validator's verdict for one spec, built from the tables :mod:`serde.program.native` writes."""

    def __init__(self, classes: tuple[Any, ...], root: int, hooks: int) -> None: ...
    def __call__(self, payload: Any, hooks: tuple[Any, ...] = ...) -> bool: ...
    def single_key_unions(self, payload: Any) -> bool: ...
