"""What a run's destination holds, listed alongside the source, and the outputs whose source is gone.

A run into ``dest`` asks the destination about each output once, from a listing rather than a request per
artifact. For a tree, the destination is listed folder by folder with the source (:meth:`Mirror.folder`):
each source folder's counterpart is listed when that folder's page is reached, so memory stays bounded by a
folder whatever the tree's size. An output is an orphan when it carries a source record (it is pt2-serde's)
and its source is no longer listed: in a folder both sides hold, an output no candidate of the page maps to;
in a folder only the destination holds, every output below it. The run's own report and manifest, and
pt2-serde's temporaries, are never orphans. For a glob or a single object the destination is listed whole
(:meth:`Mirror.whole`).
"""

from __future__ import annotations

from backends.state import ObjectState
from backends.store import Location
from serde.errors import SerdeError
from serde.jobs.cleanup import is_temporary
from serde.jobs.sources import read_source_record
from serde.untrusted.keys import unsafe_key_reason

__all__ = ["Mirror"]


class Mirror:
    """The destination ``dest`` of a run (``own``: the URLs of its report and manifest, never orphans)."""

    def __init__(self, dest: Location, *own: str | None) -> None:
        self.store, self.root = dest.store, dest.path.rstrip("/")
        self.mine = {self.store.strip(url) for url in own if url}

    def whole(self, sources: set[str]) -> tuple[dict[str, ObjectState] | None, list[str]]:
        """Everything the destination holds by path relative to it (None when it cannot be listed: each task
        then asks for its own output), and the orphans among it for the relative paths ``sources``."""
        try:
            held = {self.store.relative(self.root, p): state for p, state in self.store.find_with_state(self.root)}
        except SerdeError:
            return None, []
        return held, self._orphans(held, sources)

    def folder(
        self, folder: str, sources: set[str], source_folders: list[str]
    ) -> tuple[dict[str, ObjectState] | None, list[str]]:
        """What the destination's counterpart of the source folder ``folder`` (relative, ``""`` for the root)
        holds, by path relative to the destination (None when it cannot be listed), and the orphans it shows:
        its outputs that no relative path of ``sources`` names, and every output below its subfolders that
        ``source_folders`` (the source folder's subfolder names) does not hold. A folder whose relative name
        could lead outside the destination (``..``, absolute, empty segments) is not listed: its tasks refuse
        their keys (:func:`serde.untrusted.keys.check_relative_key`) before anything is read or written."""
        if folder and unsafe_key_reason(folder) is not None:
            return None, []  # never listed: it would name a place outside the destination
        where = self.store.join(self.root, folder) if folder else self.root
        try:
            page = self.store.folder(where)
        except SerdeError:
            return None, []
        if page is None:
            return {}, []
        held = {self.store.relative(self.root, p): state for p, state in page.files}
        orphans = self._orphans(held, sources)
        for gone in sorted(set(page.folders) - {self.store.join(where, name) for name in source_folders}):
            for below in self.store.pages(gone):
                orphans += self._orphans({self.store.relative(self.root, p): s for p, s in below.files}, set())
        return held, orphans

    def _orphans(self, held: dict[str, ObjectState], sources: set[str]) -> list[str]:
        """The outputs among ``held`` made by pt2-serde (a source record) from a source not in ``sources``."""
        orphans = []
        for relative, state in sorted(held.items()):
            output = self.store.join(self.root, relative)
            if relative in sources or output in self.mine or is_temporary(output):
                continue
            if read_source_record(self.store, output, state) is not None:
                orphans.append(self.store.url(output))
        return orphans
