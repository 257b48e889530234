"""The container layouts torch.export.save has written (docs/schema-history.md §1.2), and which release wrote which.

Member names are relative to the container root (PT2 archives put every record under one
top-level folder; legacy zips have none).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from serde.versions import SchemaVersion


class Layout(str, Enum):
    """A container layout. ``PAYLOAD`` is a bare program payload file (JSON or msgpack)."""

    C1 = "C1"
    C2 = "C2"
    C3 = "C3"
    C4 = "C4"
    P1 = "P1"
    P2 = "P2"
    PAYLOAD = "payload"

    @property
    def is_pt2(self) -> bool:
        """A PT2 archive (torch 2.8+) rather than a legacy zip."""
        return self in (Layout.P1, Layout.P2)

    @property
    def is_legacy_zip(self) -> bool:
        """A legacy zip (torch 2.1–2.7)."""
        return self in (Layout.C1, Layout.C2, Layout.C3, Layout.C4)


@dataclass(frozen=True)
class Roles:
    """Member names holding each kind of blob in one layout (None: the layout has no such member)."""

    program: str
    state_dict: str | None
    constants: str | None
    example_inputs: str | None
    extra_prefix: str


ROLES: dict[Layout, Roles] = {
    Layout.C1: Roles("serialized_exported_program.json", "serialized_state_dict.json", None, None, "extra_files/"),
    Layout.C2: Roles(
        "serialized_exported_program.json",
        "serialized_state_dict.json",
        "serialized_constants.json",
        None,
        "extra_files/",
    ),
    Layout.C3: Roles(
        "serialized_exported_program.json", "serialized_state_dict.pt", "serialized_constants.pt", None, "extra_files/"
    ),
    Layout.C4: Roles(
        "serialized_exported_program.json",
        "serialized_state_dict.pt",
        "serialized_constants.pt",
        "serialized_example_inputs.pt",
        "extra_files/",
    ),
    Layout.P1: Roles(
        "models/model.json", "data/weights/model.pt", "data/constants/model.pt", "data/sample_inputs/model.pt", "extra/"
    ),
    Layout.P2: Roles(
        "models/model.json",
        "data/weights/model_weights_config.json",
        "data/constants/model_constants_config.json",
        "data/sample_inputs/model.pt",
        "extra/",
    ),
}

PROGRAMS_DIR = "models/"
"""Where a PT2 archive keeps its programs, one ``<name>.json`` each."""
MAIN_PROGRAM = "model"
"""The name of the program ``torch.export.save`` writes and ``torch.export.load`` reads."""
LEGACY_VERSION_MEMBER = "version"
PT2_RECORDS = {
    "archive_format": b"pt2",
    "archive_version": b"0",
    ".data/version": b"6",
    "byteorder": b"little",
}
PT2_BOOKKEEPING = frozenset({*PT2_RECORDS, ".data/serialization_id"})
"""PT2 archive members that describe the archive itself and hold nothing of the model."""


def default_layout(version: SchemaVersion) -> Layout:
    """The layout the torch releases writing ``version`` use."""
    if version < SchemaVersion(2, 0):
        return Layout.C1
    if version < SchemaVersion(5, 1):
        return Layout.C2
    if version < SchemaVersion(5, 3):
        return Layout.C3
    if version < SchemaVersion(8, 8):
        return Layout.C4
    if version < SchemaVersion(8, 14):
        return Layout.P1
    return Layout.P2


def legacy_version_text(version: SchemaVersion) -> bytes:
    """The legacy zip ``version`` entry: ``1``/``2`` for the integer era, else ``M.m``."""
    if version < SchemaVersion(5, 1):
        return str(version.major).encode()
    return f"{version.major}.{version.minor}".encode()
