"""The container layouts torch.export.save has written (docs/schema-history.md §1.2): one table,
:data:`LAYOUTS`, says for each which member holds which role, whether weights and constants are pickles,
whether records sit under a root folder, which schema versions torch wrote in it, and how it is
recognised (:func:`detect_layout`).

Member names are relative to the container root (PT2 archives put every record under one
top-level folder; legacy zips have none).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from serde.schema.versions import SchemaVersion

__all__ = [
    "ARTIFACT_MARKS",
    "LAYOUTS",
    "LEGACY_VERSION_MEMBER",
    "Layout",
    "LayoutSpec",
    "MAIN_PROGRAM",
    "P2_CONFIGS",
    "PROGRAMS_DIR",
    "PT2_BOOKKEEPING",
    "PT2_RECORDS",
    "ROLES",
    "Roles",
    "SOURCE_RECORD",
    "default_layout",
    "detect_layout",
    "legacy_version_text",
    "may_hold_artifact",
    "pt2_root",
]


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
        """A PT2 archive (torch 2.8+): records under one root folder."""
        return self in LAYOUTS and LAYOUTS[self].rooted

    @property
    def is_legacy_zip(self) -> bool:
        """A legacy zip (torch 2.1–2.7)."""
        return self in LAYOUTS and not LAYOUTS[self].rooted

    @property
    def is_pickled(self) -> bool:
        """Weights and constants are ``torch.save`` pickles (C1–C4, P1), as opposed to P2's raw storages."""
        return self in LAYOUTS and LAYOUTS[self].pickled


@dataclass(frozen=True)
class Roles:
    """Member names holding each kind of blob in one layout (None: the layout has no such member)."""

    program: str
    state_dict: str | None
    constants: str | None
    example_inputs: str | None
    extra_prefix: str


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
SOURCE_RECORD = "pt2-serde-source.json"
"""The extra file (under each layout's extra-files prefix, where every release's own ``torch.export.save``
puts ``extra_files`` and its loader reads only the names asked for) in which pt2-serde records where an
output came from (:mod:`serde.jobs.sources`). It describes one write, so every rewrite drops it."""


@dataclass(frozen=True)
class LayoutSpec:
    """One container layout: the member of each role, whether weights and constants are ``torch.save``
    pickles, whether records sit under a root folder, and the first schema torch wrote in it (until the
    next layout's first)."""

    layout: Layout
    roles: Roles
    pickled: bool
    rooted: bool
    first_version: SchemaVersion


def _legacy_roles(state_dict: str, constants: str | None, example_inputs: str | None) -> Roles:
    return Roles("serialized_exported_program.json", state_dict, constants, example_inputs, "extra_files/")


LAYOUTS: dict[Layout, LayoutSpec] = {
    Layout.C1: LayoutSpec(
        Layout.C1, _legacy_roles("serialized_state_dict.json", None, None), True, False, SchemaVersion(1, 0)
    ),
    Layout.C2: LayoutSpec(
        Layout.C2,
        _legacy_roles("serialized_state_dict.json", "serialized_constants.json", None),
        True,
        False,
        SchemaVersion(2, 0),
    ),
    Layout.C3: LayoutSpec(
        Layout.C3,
        _legacy_roles("serialized_state_dict.pt", "serialized_constants.pt", None),
        True,
        False,
        SchemaVersion(5, 1),
    ),
    Layout.C4: LayoutSpec(
        Layout.C4,
        _legacy_roles("serialized_state_dict.pt", "serialized_constants.pt", "serialized_example_inputs.pt"),
        True,
        False,
        SchemaVersion(5, 3),
    ),
    Layout.P1: LayoutSpec(
        Layout.P1,
        Roles(
            "models/model.json",
            "data/weights/model.pt",
            "data/constants/model.pt",
            "data/sample_inputs/model.pt",
            "extra/",
        ),
        True,
        True,
        SchemaVersion(8, 8),
    ),
    Layout.P2: LayoutSpec(
        Layout.P2,
        Roles(
            "models/model.json",
            "data/weights/model_weights_config.json",
            "data/constants/model_constants_config.json",
            "data/sample_inputs/model.pt",
            "extra/",
        ),
        False,
        True,
        SchemaVersion(8, 14),
    ),
}
"""Every container layout torch has written, oldest first."""

ROLES: dict[Layout, Roles] = {layout: spec.roles for layout, spec in LAYOUTS.items()}
"""The member of each role, per layout (a view of :data:`LAYOUTS`)."""


def default_layout(version: SchemaVersion) -> Layout:
    """The layout the torch releases writing ``version`` use."""
    chosen = Layout.C1
    for layout, spec in LAYOUTS.items():
        if version >= spec.first_version:
            chosen = layout
    return chosen


def may_hold_artifact(data: bytes) -> bool:
    """Whether a whole zip (``data``) could be an artifact: False only for a complete, plain one (its end record,
    with no comment, ends it; its central directory ends where that record begins, or where the zip64 end
    record and locator torch writes before it begin) whose central directory names none of
    :data:`ARTIFACT_MARKS` in any case (torch's zip reader finds members case-insensitively). That one is no
    artifact to any reader and is told so without being parsed (a sidecar checkpoint in a mirrored tree); any
    other zip is parsed, and a truncated one refused as the corrupt file it is."""
    end = len(data) - 22
    if end < 0 or data[end : end + 4] != b"PK\x05\x06" or data[-2:] != b"\x00\x00":
        return True
    size = int.from_bytes(data[end + 12 : end + 16], "little")
    offset = int.from_bytes(data[end + 16 : end + 20], "little")
    stop = offset + size
    zip64_tail = (
        stop == end - 76 and data[stop : stop + 4] == b"PK\x06\x06" and data[end - 20 : end - 16] == b"PK\x06\x07"
    )
    if stop != end and not zip64_tail:
        return True
    directory = data[offset:stop].lower()
    return any(mark in directory for mark in ARTIFACT_MARKS)


def pt2_root(names: list[str]) -> str | None:
    """The root folder of a PT2 archive (every record under it, ``archive_format`` among them), else None."""
    roots = {n.split("/", 1)[0] for n in names}
    if len(roots) == 1 and all("/" in n for n in names):
        root = roots.pop()
        if f"{root}/archive_format" in names:
            return root
    return None


def detect_layout(names: set[str], *, rooted: bool) -> Layout | None:
    """The layout of a container whose member names (relative to its root) are ``names``, or None when
    they fit none: P2 by its payload configs, P1 by its pickles, the legacy zips by their role members."""
    if rooted:
        if any(n.startswith(d) and n.endswith(suffix) for n in names for d, suffix in P2_CONFIGS):
            return Layout.P2
        if LAYOUTS[Layout.P1].roles.state_dict in names or LAYOUTS[Layout.P1].roles.constants in names:
            return Layout.P1
        return None
    if LAYOUTS[Layout.C1].roles.program not in names:
        return None
    for layout, role in _LEGACY_MARKS:
        if getattr(LAYOUTS[layout].roles, role) in names:
            return layout
    return Layout.C1


ARTIFACT_MARKS = (b"archive_format", b"serialized_exported_program.json")
"""A name (lower case) every artifact's zip holds in one of its member names: a PT2 archive its format record (torch's
``PT2ArchiveReader`` refuses an archive without it, :func:`pt2_root` finds the root by it), a legacy zip its
program (the legacy ``torch.export.load`` needs it, :func:`detect_layout` every legacy layout by it)."""
P2_CONFIGS = (("data/weights/", "_weights_config.json"), ("data/constants/", "_constants_config.json"))
"""Where a P2 archive keeps its payload configs (folder, name suffix), one per program."""
_LEGACY_MARKS = (
    (Layout.C4, "example_inputs"),
    (Layout.C3, "state_dict"),
    (Layout.C3, "constants"),
    (Layout.C2, "constants"),
)
"""Legacy layouts by the role member only they have (newest first); C1 is what remains."""


def legacy_version_text(version: SchemaVersion) -> bytes:
    """The legacy zip ``version`` entry: ``1``/``2`` for the integer era, else ``M.m``."""
    if version < SchemaVersion(5, 1):
        return str(version.major).encode()
    return f"{version.major}.{version.minor}".encode()
