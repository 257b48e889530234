"""`Artifact`: a program payload plus the container members that travel with it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from backends.state import ObjectState
from serde.containers.blobs import Blob
from serde.containers.layouts import PROGRAMS_DIR, ROLES, Layout
from serde.errors import SerdeError
from serde.findings import UpgradeReport
from serde.program.program_strings import Targets
from serde.schema.versions import SchemaVersion
from serde.schema.versions.detect import detect_version

__all__ = ["Artifact"]


@dataclass
class Artifact:
    """One saved torch.export artifact.

    ``program`` is the plain payload tree; ``members`` maps every other container member (names
    relative to the container root, PT2 root folder stripped) to a lazily read :class:`Blob`.
    The legacy ``version`` entry is not a member: it is derived from the program on save.
    ``state`` is the stored object's state when it was read (for compare-and-swap writes);
    ``report`` says how it was upgraded, when it was. ``trust_pickles`` is the caller's opt-in to hand
    its pickles to torch unscreened; ``screened`` records that :func:`serde.containers.screen.screen`
    passed it (artifacts made from it by upgrades and conversions inherit both); ``programs_screened``
    that its program strings were screened and re-rendered (:func:`serde.containers.screen.screen_programs`).
    """

    program: dict[str, Any]
    layout: Layout
    members: dict[str, Blob] = field(default_factory=dict)
    source: str | None = None
    archive_root: str = "model"
    program_format: str = "json"
    state: ObjectState | None = None
    report: UpgradeReport | None = None
    trust_pickles: bool = False
    screened: bool = field(default=False, compare=False, repr=False)
    programs_screened: bool = field(default=False, compare=False, repr=False)
    program_targets: Targets | None = field(default=None, compare=False, repr=False)
    """The distinct operator targets of ``program`` as the screen that passed it collected them
    (:data:`serde.program.program_strings.Targets`; None: not collected). Like ``programs_screened``, it
    speaks for the program as that screen left it: an artifact whose program is edited afterwards in place
    keeps both, and code editing one should set both back."""
    source_digest: Callable[[], str] | None = field(default=None, compare=False, repr=False)
    """For an archive read piecewise from its store: the sha256 of the object, completed from the reads made
    of it (:mod:`serde.containers.digest`); see :func:`serde.containers.reader.source_sha256`."""
    close_source: Callable[[], None] | None = field(default=None, compare=False, repr=False)
    """For an archive read piecewise from its store: closes the file it is read through (on S3 an open
    stream, a connection); :meth:`close` calls it."""

    def close(self) -> None:
        """Let go of the file an archive read piecewise is read through (its members can no longer be read);
        an artifact read whole holds none. A job that is done with an artifact calls this rather than leave the
        connection to the garbage collector."""
        if self.close_source is not None:
            self.close_source()

    def __repr__(self) -> str:
        """One line (a notebook shows this): schema, layout, size and source, never the program itself, which
        runs to megabytes; ``artifact.program`` holds it."""
        try:
            version = str(self.version)
        except SerdeError:
            version = "unknown"
        graph = self.program.get("graph_module", {}).get("graph", {}) if isinstance(self.program, dict) else {}
        nodes = len(graph.get("nodes", [])) if isinstance(graph, dict) else 0
        size = sum(blob.size for blob in self.members.values())
        source = f", source={self.source!r}" if self.source else ""
        return (
            f"<Artifact schema {version}, layout {self.layout.value}, {nodes} nodes in the root graph, "
            f"{len(self.members)} members of {size} bytes{source}>"
        )

    @property
    def version(self) -> SchemaVersion:
        """The schema version the program declares."""
        return detect_version(self.program, source=self.source)

    @property
    def torch_version(self) -> str | None:
        """The torch release that wrote the program, when the payload records it (schema 7.3+)."""
        value = self.program.get("torch_version")
        return value if isinstance(value, str) else None

    def role_member(self, role: str) -> str | None:
        """The member name holding ``role`` (``state_dict``, ``constants``, ``example_inputs``) in this layout."""
        if self.layout is Layout.PAYLOAD:
            return None
        name: str | None = getattr(ROLES[self.layout], role)
        return name

    @property
    def extra_files(self) -> dict[str, Blob]:
        """User extra files by name."""
        if self.layout is Layout.PAYLOAD:
            return {}
        prefix = ROLES[self.layout].extra_prefix
        return {n[len(prefix) :]: b for n, b in self.members.items() if n.startswith(prefix)}

    @property
    def further_programs(self) -> list[str]:
        """The members of a PT2 archive holding programs besides this one (``package_pt2`` writes one
        ``models/<name>.json`` per exported program)."""
        if not self.layout.is_pt2:
            return []
        return sorted(n for n in self.members if n.startswith(PROGRAMS_DIR) and n.endswith(".json"))
