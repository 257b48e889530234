"""Listings in pages, one folder (prefix) at a time: a tree or bucket of millions of objects is walked with
memory bounded by its largest folder, never by its size, and the first objects are known at once.

A :class:`Page` is one folder: its objects (path and state, sorted by path) and its subfolders (sorted).
Folders are visited depth first, each folder's subfolders in sorted order, so a walk is deterministic.

- local disk (:func:`local_pages`): one ``os.scandir`` per folder, never following a symbolic link inside
  the tree unless asked, and then only to a regular file inside it; links, FIFOs, sockets and devices are
  listed with their kind (never opened), and a dangling or looping link is such an entry;
- memory:// (:func:`memory_pages`): the keys under the root are grouped by folder in one pass (fsspec's
  ``MemoryFileSystem.ls`` scans every key of the process for each folder);
- any other fsspec store (:func:`remote_pages`): one ``ls`` per folder (S3, GCS and Azure paginate it),
  whose cached copy is dropped once the page is made, so that fsspec's listings cache does not keep the
  whole bucket; keys below a prefix with an empty segment (``a//b.pt2``), which ``ls`` cannot enter, are
  found with one listing of that prefix and form a page of their own.
"""

from __future__ import annotations

import os
import stat as stat_module
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from backends.state import ObjectState

__all__ = ["Page", "local_entry", "local_pages", "local_tree", "memory_pages", "remote_pages"]

StateFromInfo = Callable[[str, dict[str, Any]], ObjectState]


@dataclass(frozen=True)
class Page:
    """One folder of a listing: its objects with their states (sorted by path) and its subfolders (sorted).
    A listing whose root is an object is one page holding that object, with ``folder`` its parent."""

    folder: str
    files: list[tuple[str, ObjectState]] = field(default_factory=list)
    folders: list[str] = field(default_factory=list)


_KINDS = (
    (stat_module.S_ISLNK, "symlink"),
    (stat_module.S_ISFIFO, "fifo"),
    (stat_module.S_ISSOCK, "socket"),
    (stat_module.S_ISCHR, "device"),
    (stat_module.S_ISBLK, "device"),
)


def local_entry(path: str, status: os.stat_result | None = None) -> tuple[str, ObjectState]:
    """``(path, state)`` of a directory entry, never following a symbolic link: a regular file's size and
    (size, mtime, inode) token, or the kind of anything else (which is never opened)."""
    status = status or os.lstat(path)
    if stat_module.S_ISREG(status.st_mode):
        token = (status.st_size, status.st_mtime_ns, status.st_ino)
        return path, ObjectState(size=status.st_size, token=token, mtime=status.st_mtime)
    kind = next((name for test, name in _KINDS if test(status.st_mode)), "other")
    return path, ObjectState(size=0, token=None, kind=kind)


def _followed(path: str, inside: str) -> tuple[str, ObjectState]:
    """A link's entry when followed: the regular file it resolves to inside ``inside`` (its state), else the
    link as a ``symlink`` entry (dangling, looping, pointing outside the tree or at anything but a file)."""
    target = os.path.realpath(path)
    try:
        status = os.stat(target)
    except OSError:
        return local_entry(path)
    if not target.startswith(inside + os.sep) or not stat_module.S_ISREG(status.st_mode):
        return local_entry(path)
    return path, local_entry(target, status)[1]


def local_pages(root: str, *, follow_symlinks: bool = False) -> Iterator[Page]:
    """The pages below the local directory ``root`` (or one page holding ``root`` when it is not a directory;
    none when it is missing). The root itself is followed: the user named it."""
    try:
        status = os.stat(root)
    except FileNotFoundError:
        return  # as fsspec lists a missing path: nothing (the caller says the path holds no object)
    if not stat_module.S_ISDIR(status.st_mode):
        yield Page(os.path.dirname(root), [local_entry(root, os.lstat(root))])
        return
    inside = os.path.realpath(root) if follow_symlinks else root  # where a followed link must resolve
    pending = [root]
    while pending:
        folder = pending.pop()
        files: list[tuple[str, ObjectState]] = []
        folders: list[str] = []
        with os.scandir(folder) as entries:
            for entry in entries:
                status = entry.stat(follow_symlinks=False)
                if stat_module.S_ISDIR(status.st_mode):
                    folders.append(entry.path)
                elif follow_symlinks and stat_module.S_ISLNK(status.st_mode):
                    files.append(_followed(entry.path, inside))
                else:
                    files.append(local_entry(entry.path, status))
        files.sort(key=lambda item: item[0])
        folders.sort()
        yield Page(folder, files, folders)
        pending.extend(reversed(folders))


def _below_empty_segment(fs: Any, folder: str, state_from_info: StateFromInfo) -> Page | None:
    """The objects whose keys start with ``folder//`` (a prefix with an empty segment), as one page of the
    folder ``folder/``, or None. Object stores accept such keys, but a listing names their prefix ``folder/``,
    which fsspec strips to ``folder`` itself, so ``ls`` cannot enter it (GCS lists a ``folder/`` placeholder
    object the same way, which this finds empty). One recursive listing with that prefix finds them all, so
    that they are reported (a run into a local ``dest`` refuses such keys), never silently left out."""
    try:
        found = fs.find(folder, prefix="/", detail=True)
    except FileNotFoundError:
        return None
    finally:
        fs.invalidate_cache(folder)
    files = [
        (name, state_from_info(name, info))
        for name, info in sorted(found.items())
        if name.startswith(folder + "//") and info.get("type") != "directory"
    ]
    return Page(folder + "/", files) if files else None


def local_tree(root: str, *, follow_symlinks: bool = False) -> list[tuple[str, ObjectState]]:
    """Every entry of :func:`local_pages`, in one list sorted by path (for callers that need them all)."""
    found = [entry for page in local_pages(root, follow_symlinks=follow_symlinks) for entry in page.files]
    return sorted(found, key=lambda item: item[0])


def memory_pages(fs: Any, root: str, state_from_info: StateFromInfo) -> Iterator[Page]:
    """The pages of fsspec's in-process ``memory://`` store below ``root``: its keys are grouped by folder in
    one pass, then each folder's states are made as its page is reached."""
    root = root.rstrip("/")
    keys = fs.store
    if root in keys:
        yield Page(root.rsplit("/", 1)[0], [(root, state_from_info(root, {}))])
        return
    files: defaultdict[str, list[str]] = defaultdict(list)
    children: defaultdict[str, set[str]] = defaultdict(set)
    starter = root + "/"
    for key in tuple(keys):
        if not key.startswith(starter):
            continue
        folder = key.rsplit("/", 1)[0]
        files[folder].append(key)
        while folder != root and folder not in children[folder.rsplit("/", 1)[0]]:
            children[folder.rsplit("/", 1)[0]].add(folder)
            folder = folder.rsplit("/", 1)[0]
    if not files:
        return
    pending = [root]
    while pending:
        folder = pending.pop()
        folders = sorted(children.pop(folder, ()))
        named = sorted(files.pop(folder, ()))
        yield Page(folder, [(key, state_from_info(key, {})) for key in named if key in keys], folders)
        pending.extend(reversed(folders))


def remote_pages(fs: Any, root: str, state_from_info: StateFromInfo) -> Iterator[Page]:
    """The pages of any fsspec store below ``root``: one ``ls`` per folder, its cached copy dropped once the
    page is made. A folder removed while the walk goes on is left out (it holds nothing any more)."""
    root = root.rstrip("/")
    if fs.isfile(root):
        info = fs.info(root)
        name = str(info.get("name") or root)
        yield Page(name.rsplit("/", 1)[0], [(name, state_from_info(name, info))])
        return
    pending = [root]
    first = True
    while pending:
        folder = pending.pop()
        try:
            entries = fs.ls(folder, detail=True)
        except FileNotFoundError:
            if first:
                return
            continue
        finally:
            fs.invalidate_cache(folder)
        first = False
        files = []
        folders = []
        doubled = False
        for info in entries:
            name = str(info.get("name", "")).rstrip("/")
            doubled = doubled or (name == folder and info.get("type") == "directory")
            if not name or name == folder:
                continue
            if info.get("type") == "directory":
                folders.append(name)
            else:
                files.append((name, state_from_info(name, info)))
        files.sort(key=lambda item: item[0])
        folders.sort()
        yield Page(folder, files, folders)
        below = _below_empty_segment(fs, folder, state_from_info) if doubled else None
        if below is not None:
            yield below
        pending.extend(reversed(folders))
