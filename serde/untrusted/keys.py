"""Which object keys and member names are safe to place below another root: the rules every reader and
mirror applies before a name from a listing or an archive is used (no fsspec needed to ask)."""

from __future__ import annotations

import re

from backends.errors import UnsafeKeyError

__all__ = ["check_relative_key", "unsafe_key_reason", "unsafe_name_reason"]

_CONTROL = re.compile("[\x00-\x1f\x7f]")


def unsafe_name_reason(name: str) -> str | None:
    """Why ``name`` (a zip member or an object key) is unsafe to extract or mirror below another root, or
    None: empty or absolute, a control character, or a ``..`` component."""
    if not name or name.startswith(("/", "\\")) or (len(name) > 1 and name[1] == ":"):
        return "absolute path"
    if _CONTROL.search(name):
        return "control character in name"
    if ".." in name.replace("\\", "/").split("/"):
        return "'..' path component"
    return None


def unsafe_key_reason(relative: str) -> str | None:
    """Why ``relative`` (an object's key, or a folder's, below a listed root) cannot be placed below another
    root as it is, or None: :func:`unsafe_name_reason`, or an empty or ``.`` segment. Object stores accept
    such keys; a local destination would resolve them outside itself."""
    reason = unsafe_name_reason(relative)
    if reason is None and any(segment in ("", ".") for segment in relative.replace("\\", "/").split("/")):
        reason = "empty or '.' path component"
    return reason


def check_relative_key(relative: str, *, source: str | None = None) -> None:
    """Raise :class:`UnsafeKeyError` unless ``relative`` (an object's key below a listed root) can be placed
    below another root as it is (:func:`unsafe_key_reason`)."""
    reason = unsafe_key_reason(relative)
    if reason is not None:
        raise UnsafeKeyError(f"the key {relative!r} is unsafe ({reason}); it is not mirrored", source=source)
