"""Which objects under a path a run goes through, one folder (page) at a time.

A run never holds the whole listing: :func:`candidate_pages` walks the store page by page
(:meth:`backends.store.Store.pages`; a glob is one page) and makes each page's candidates from what that
page holds. Backups and their markers are recognised within the page, since a marker always sits beside the
object it names (:mod:`serde.jobs.backups`); pt2-serde's temporaries are left out (and, on local disk, removed
when their writer is dead); ``excluded`` leaves out the run's own outputs, report and manifest.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from backends.errors import NotFoundError
from backends.listing import Page
from backends.patterns import is_glob
from backends.state import ObjectState
from backends.store import Store
from serde.errors import EmptyTreeError, SerdeError, UsageError
from serde.jobs.backups import MARKER_SUFFIX, consistent_backups, is_backup, legacy_backups
from serde.jobs.cleanup import is_temporary, remove_stale_temporaries
from serde.jobs.provenance import signature_paths

__all__ = [
    "Candidate",
    "CandidateListing",
    "CandidatePage",
    "candidate_pages",
    "glob_base",
    "list_candidates",
    "nothing_there",
]


class Candidate(NamedTuple):
    """One object a run goes through: its path, its path relative to the run's base, its listed state, and
    the model-signing signatures its folder's listing shows beside it (None for a glob or a single object,
    whose folder was not listed)."""

    path: str
    relative: str
    state: ObjectState
    signatures: tuple[str, ...] | None = None


class CandidateListing(NamedTuple):
    """Every candidate under a path at once (:func:`list_candidates`): the base relative names are taken from,
    the candidates sorted by path, how many objects the listing found (artifacts or not, before backups,
    markers and temporaries were left out), and whether the path named one object alone, which must then be
    an artifact (a folder, glob or prefix may hold other objects)."""

    base: str
    candidates: list[Candidate]
    found: int
    single: bool


@dataclass
class CandidatePage:
    """The candidates of one page, with what the page says about the run as a whole.

    ``base``: the folder relative names are taken from (the same on every page); ``single``: the path named
    one object; ``found``: the objects the page listed before backups, markers and temporaries were left out;
    ``legacy``: the candidates an earlier pt2-serde's marker names (reported, never rewritten), with their
    markers; ``folder`` (relative to ``base``, ``""`` for the base) and ``folders`` (the subfolders' names)
    for a folder of a tree, None for a glob or a single object."""

    base: str
    single: bool
    found: int
    candidates: list[Candidate] = field(default_factory=list)
    legacy: dict[str, str] = field(default_factory=dict)
    folder: str | None = None
    folders: list[str] = field(default_factory=list)


def nothing_there(store: Store, root: str, path: str, hint: str = "") -> SerdeError:
    """The error for ``path`` (``root`` in ``store``) listing no object, telling a missing path (or a glob that
    matches nothing), exit status 2, from an empty folder or prefix, exit status 1; ``hint`` ends the message."""
    tail = f"; {hint}" if hint else ""
    if is_glob(root):
        return NotFoundError(f"{path}: matches no object{tail}")
    if store.exists(root):
        return EmptyTreeError(f"{path}: an empty folder (no object in it){tail}")
    return NotFoundError(f"{path}: does not exist{tail}")


def glob_base(path: str) -> str:
    """The directory part of a glob before its first wildcard."""
    fixed = []
    for part in path.split("/"):
        if is_glob(part):
            break
        fixed.append(part)
    return "/".join(fixed)


def candidate_pages(
    store: Store,
    root: str,
    excluded: Callable[[str], bool],
    *,
    remove_stale: bool = True,
    backup_suffix: str | None = None,
    follow_symlinks: bool = False,
) -> Iterator[CandidatePage]:
    """The candidates under ``root`` (an object, a folder or prefix, or a glob), page by page.

    Backups with consistent markers, and the markers, are never candidates, whatever the run's flags (see
    :mod:`serde.jobs.backups`). ``remove_stale`` deletes local temporaries left by runs that died (read-only
    callers pass False). With ``backup_suffix`` (an in-place run keeping backups as ``X<suffix>``), a page
    where a candidate's backup name is already taken by an object that is not a consistent backup raises
    :class:`UsageError`: the run would otherwise leave that object out as if it were a backup (an in-place
    run walks its listing once with this check before it starts anything)."""
    stripped = store.strip(root).rstrip("/")
    for page in store.pages(root, follow_symlinks=follow_symlinks):
        listed = dict(page.files)
        if is_glob(root):
            base, single, folder = glob_base(root), False, None
            markers = store.find_with_state(root.rstrip("/") + MARKER_SUFFIX)
            backups = consistent_backups(store, {**listed, **dict(markers)})
        else:
            single = page.folder != stripped and list(listed) == [stripped]
            base = page.folder if single else stripped
            folder = None if single else _relative_folder(stripped, page.folder)
            backups = consistent_backups(store, listed)
            if single and is_backup(store, stripped):
                backups.add(stripped)
        yield _page(store, page, listed, backups, base, single, folder, excluded, remove_stale, backup_suffix)


def _relative_folder(base: str, folder: str) -> str:
    """``folder`` relative to ``base`` (``""`` for the base itself)."""
    return "" if folder == base else folder[len(base) + 1 :]


def _page(
    store: Store,
    page: Page,
    listed: dict[str, ObjectState],
    backups: set[str],
    base: str,
    single: bool,
    folder: str | None,
    excluded: Callable[[str], bool],
    remove_stale: bool,
    backup_suffix: str | None,
) -> CandidatePage:
    """One page's candidates (see :func:`candidate_pages`)."""
    if remove_stale and store.protocol == "file":
        remove_stale_temporaries([p for p in listed if is_temporary(p)])
    candidates = [
        Candidate(p, store.relative(base, p), state, _listed_signatures(store, p, listed, folder))
        for p, state in page.files
        if not is_temporary(p) and p not in backups and not excluded(p)
    ]
    legacy = legacy_backups(store, {c.path: c.state for c in candidates})
    if backup_suffix:
        kept = set(legacy_backups(store, listed))  # an earlier pt2-serde's backups: never rewritten
        foreign = set(listed) - backups - kept
        taken = [c.path + backup_suffix for c in candidates if c.path + backup_suffix in foreign]
        if taken:
            more = f" and {len(taken) - 3} more" if len(taken) > 3 else ""
            shown = ", ".join(store.url(t) for t in taken[:3]) + more
            raise UsageError(
                f"the backup suffix {backup_suffix!r} names existing objects that are not pt2-serde backups "
                f"({shown}); choose another suffix or a backup prefix ending in '/'"
            )
    folders = [name.rsplit("/", 1)[-1] for name in page.folders] if folder is not None else []
    return CandidatePage(base, single, len(listed), candidates, legacy, folder, folders)


def _listed_signatures(
    store: Store, path: str, listed: dict[str, ObjectState], folder: str | None
) -> tuple[str, ...] | None:
    """The signatures of ``path`` that its folder's page ``listed`` shows (None unless the page is a folder's,
    which lists everything beside the object)."""
    if folder is None:
        return None
    return tuple(place for place in signature_paths(store, path) if place in listed)


def list_candidates(
    store: Store,
    root: str,
    excluded: Callable[[str], bool],
    *,
    remove_stale: bool = True,
    follow_symlinks: bool = False,
) -> CandidateListing:
    """Every candidate at once, for callers that keep them all anyway (``matrix``'s rows, ``check`` of many
    artifacts); the pages' arguments as in :func:`candidate_pages`."""
    base, found, items, single = store.strip(root).rstrip("/"), 0, [], False
    for page in candidate_pages(store, root, excluded, remove_stale=remove_stale, follow_symlinks=follow_symlinks):
        base, single = page.base, page.single
        found += page.found
        items.extend(page.candidates)
    return CandidateListing(base, sorted(items, key=lambda c: c.path), found, single)
