"""Where one converted artifact goes: nowhere (everything but the publishing runs), a destination, or the
original's own place. :func:`serde.jobs.convert.convert_read` asks the chosen :class:`Output` three things:
whether to build at all (:meth:`Output.admits`), which writer the bytes stream into as they are built
(:meth:`Output.streamed`), whether it sends them itself once built (:meth:`Output.sends_after_build`: the
build then keeps all of them), and how to publish what was built and verified (:meth:`Output.publish`). Only the
rules that differ between places live here; the phases themselves are the job's.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import IO, Any

from backends.state import Expected, ObjectMetadata, ObjectState, WriteMode
from backends.store import Store
from serde.containers.artifact import Artifact
from serde.containers.layouts import Layout
from serde.errors import UpgradeRefusedError, spell
from serde.jobs.backups import write_backup
from serde.jobs.records import MigrationRecord, Status
from serde.jobs.streams import Built, sha256_of

__all__ = ["Destination", "InPlace", "Output"]


class Output:
    """Nowhere: the output is built and verified and its sha256 recorded, and nothing is written (``serde.convert_one``
    without a destination, a plan). The base of the places that do publish."""

    carries_source_record = True
    """Whether the output container records its source (:mod:`serde.jobs.sources`): a copy does, a replacement
    of the source itself does not."""
    dry_run = False
    """A plan: the chain runs, and nothing is built, verified or written (its output is built and verified when
    the run migrates it)."""

    @property
    def judged_by_build(self) -> bool:
        """Whether only the built output tells what publishing it would do (an existing payload, which carries
        no source record, may hold these very bytes): a plan builds it then, and writes nothing."""
        return False

    def admits(self, artifact: Artifact, changed: bool, layout: Layout, fmt: str, record: MigrationRecord) -> bool:
        """Whether to build ``artifact`` (``changed``: whether the chain ran a step) as ``layout``/``fmt``;
        False leaves ``record`` saying why not."""
        return True

    def streamed(self) -> Callable[[int], contextlib.AbstractContextManager[IO[bytes]]] | None:
        """What makes, from the output's exact size (laid out before its first byte), a writer (not yet
        entered) the output's bytes go to as they are built, published when the build verified; None builds
        first and publishes with :meth:`publish`."""
        return None

    def sends_after_build(self) -> bool:
        """Whether :meth:`publish` sends the built bytes itself (from ``Built.scratch``), after verification."""
        return False

    def publish(self, built: Built, record: MigrationRecord) -> bool:
        """Publish ``built`` (unless it was ``sent`` as it was built); False when ``record`` now says it was
        skipped. ``record`` already holds the output's sha256."""
        return True

    @property
    def published_at(self) -> tuple[Store, str] | None:
        """The store and path of the published output, for a signature beside it (None: nothing written)."""
        return None

    @property
    def migrated_reason(self) -> str | None:
        """Why the output was made, when it is worth saying (it replaced another)."""
        return None


@dataclass
class Destination(Output):
    """A copy at ``path`` in ``store`` (``existing``: the state of what that path holds, None if nothing;
    ``stale``: why that is out of date). Streamed out as it is built and published once verified. Built
    first instead, kept whole and then sent from the verified build (never spooled a second time), where the
    store would spool the write even told its size (:meth:`backends.Store.spools`), and where an existing
    payload may already hold the same bytes (compared first, since a payload carries no source record to
    judge it by). A dry run writes nothing."""

    store: Store
    path: str
    mode: WriteMode = WriteMode.OVERWRITE
    existing: ObjectState | None = None
    stale: str | None = None
    dry_run: bool = False
    _compare_first: bool = field(default=False, init=False)

    def admits(self, artifact: Artifact, changed: bool, layout: Layout, fmt: str, record: MigrationRecord) -> bool:
        """Always: a destination takes any layout; an existing payload is compared with the build before it is sent."""
        self._compare_first = self.existing is not None and layout is Layout.PAYLOAD
        return True

    def streamed(self) -> Callable[[int], contextlib.AbstractContextManager[IO[bytes]]] | None:
        """A writer at the destination, unless the output is sent after the build (a dry run writes nothing)."""
        if self.dry_run or self.sends_after_build():
            return None  # nothing to write, or a write publish() sends from the verified build
        return lambda size: self.store.writer(self.path, self.mode, size=size)

    def sends_after_build(self) -> bool:
        """When the store would spool the write anyway, or an existing payload is compared first."""
        return not self.dry_run and (self._compare_first or self.store.spools(self.mode, size_known=True))

    def publish(self, built: Built, record: MigrationRecord) -> bool:
        """Send the verified build, unless it was streamed out already or an existing payload holds these very bytes
        (then skipped, said in ``record``)."""
        if built.sent:  # published when the build's block ends
            return True
        if self._compare_first and self._holds(built.sha256, built.size):
            record.status, record.reason = Status.SKIPPED, "up to date: the output holds these bytes"
            return False
        if not self.dry_run:
            assert built.scratch is not None  # kept: sends_after_build()
            self.store.write_file(self.path, built.scratch, built.size, self.mode)
        return True

    @property
    def judged_by_build(self) -> bool:
        """An existing payload is compared with the build (see :meth:`admits`)."""
        return self._compare_first

    def _holds(self, sha256: str | None, size: int) -> bool:
        """Whether the existing output is these ``size`` bytes of ``sha256``."""
        assert self.existing is not None and sha256 is not None  # a migration's build is always hashed
        if self.existing.size != size:
            return False
        return (self.existing.sha256 or sha256_of(self.store, self.path)) == sha256

    @property
    def published_at(self) -> tuple[Store, str] | None:
        """The destination, unless this is a dry run."""
        return None if self.dry_run else (self.store, self.path)

    @property
    def migrated_reason(self) -> str | None:
        """That the output replaced another: a stale one, or one that differs from what this source makes."""
        if self.existing is None:
            return None
        if self.stale:
            return f"replaced a stale output: {self.stale}"
        return "replaced an output that differs from this source's"


@dataclass
class InPlace(Output):
    """The original at ``path`` in ``store``, replaced by compare-and-swap against the state it was read in (a
    concurrent change fails it), after a backup when ``backup`` names one (a suffix, or a prefix ending in
    ``/``, reached with ``storage_options``). Left alone when the chain changed nothing; a payload in place of
    a container is refused, since it would discard the weights.

    Where the store streams a compare-and-swap write told its size (local disk, into a temporary file beside
    the original; Azure, as staged blocks; GCS, as one multipart upload whose last bytes wait for the
    block's end), the replacement streams out as it is built: :meth:`publish` writes the backup inside the
    build's block, once the output is verified, and the swap happens as the block ends, checked against the
    state read (on local disk with the sha256 of the original as the build read it, known only then).
    Elsewhere (S3) the verified build is sent after the backup."""

    store: Store
    path: str
    relative: str
    backup: str | None = None
    storage_options: dict[str, Any] = field(default_factory=dict)
    dry_run: bool = False
    carries_source_record = False
    _expected: ObjectState | None = field(default=None, init=False)
    _swap: ObjectState | None = field(default=None, init=False)
    """The state the swap is checked against, set by :meth:`publish` once the backup is written."""
    _metadata: ObjectMetadata | None = field(default=None, init=False)

    def admits(self, artifact: Artifact, changed: bool, layout: Layout, fmt: str, record: MigrationRecord) -> bool:
        """Whether the chain changed anything (else skipped, said in ``record``); a payload in place of a container
        is refused, since it would drop the weights."""
        if layout is Layout.PAYLOAD and artifact.layout is not Layout.PAYLOAD:
            raise UpgradeRefusedError(
                "a program-only payload in place would discard the artifact's weights, constants and example "
                f"inputs; use {spell('dest=', '--dest')}",
                step="save",
                path="$",
                source=record.url,
            )
        same_encoding = layout is not Layout.PAYLOAD or fmt == artifact.program_format
        if not changed and artifact.layout is layout and same_encoding:
            record.status, record.reason = Status.SKIPPED, "already at the target schema and layout"
            return False
        self._expected = artifact.state
        return True

    def streamed(self) -> Callable[[int], contextlib.AbstractContextManager[IO[bytes]]] | None:
        """A compare-and-swap writer over the original, keeping its metadata, unless the store spools such a write (a
        dry run writes nothing)."""
        if self.dry_run or self.sends_after_build():
            return None
        metadata = self._kept_metadata()
        # On local disk the swap also checks the original's sha256, complete only once the build read it all,
        # so the writer asks for the state as it commits; elsewhere the state read is all a swap checks, and a
        # store whose request names its precondition before the body (GCS) needs it as the write starts.
        expected: Expected = self._swap_state if self.store.protocol == "file" else self._read_state
        return lambda size: self.store.writer(self.path, WriteMode.IF_MATCH, expected, metadata, size=size)

    def sends_after_build(self) -> bool:
        """When the store would spool a compare-and-swap write even told its size (S3)."""
        return not self.dry_run and self.store.spools(WriteMode.IF_MATCH, size_known=True)

    def publish(self, built: Built, record: MigrationRecord) -> bool:
        """Write the backup if one is asked for, set the state the swap is checked against, and send the verified
        build unless it streams out as the build's block ends."""
        if self.dry_run:
            return True
        metadata = self._kept_metadata()
        if self.backup:
            kept = write_backup(self.store, self.path, self.relative, self.backup, metadata, self.storage_options)
            record.backup, record.backup_sha256 = kept.url, kept.sha256
        expected = self._expected
        if self.store.protocol == "file" and expected is not None and expected.sha256 is None:
            expected = replace(expected, sha256=record.input_sha256)  # what the local compare-and-swap checks
        self._swap = expected
        if not built.sent:  # else swapped as the build's block ends
            assert built.scratch is not None  # kept: sends_after_build()
            self.store.write_file(self.path, built.scratch, built.size, WriteMode.IF_MATCH, expected, metadata)
        return True

    def _kept_metadata(self) -> ObjectMetadata:
        """What the replacement keeps of the original: as the store said it with the state the original was
        read in (a GCS or Azure listing, an S3 read), else asked for once, when first needed (one request;
        local disk's mode and owner then as the write nears)."""
        if self._metadata is None:
            said = self._expected.metadata if self._expected is not None else None
            self._metadata = said if said is not None else self.store.metadata(self.path)
        return self._metadata

    @property
    def _read_state(self) -> ObjectState:
        """The state the original was read in (set by :meth:`admits`)."""
        if self._expected is None:
            raise RuntimeError("a replacement in place was about to be written before its original was read")
        return self._expected

    def _swap_state(self) -> ObjectState:
        """The state the streamed swap is checked against, once :meth:`publish` has set it."""
        if self._swap is None:
            raise RuntimeError("a replacement in place was about to be swapped in before it was published")
        return self._swap

    @property
    def published_at(self) -> tuple[Store, str] | None:
        """The original's place, unless this is a dry run."""
        return None if self.dry_run else (self.store, self.path)
