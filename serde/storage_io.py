"""Whole-object reads from any fsspec URL (local path, ``s3://``, ``gs://``, ``memory://``)."""

from __future__ import annotations

from typing import Any

import fsspec

from serde.errors import SerdeError


class StorageError(SerdeError):
    """A URL that could not be read or written (missing, unreachable, permission denied)."""


def read_url(url: str, **storage_options: Any) -> bytes:
    """All bytes of the object at ``url`` in one request."""
    try:
        fs, path = fsspec.core.url_to_fs(url, **storage_options)
        return fs.cat_file(path)  # type: ignore[no-any-return]
    except FileNotFoundError:
        raise StorageError("no such file or object", source=url) from None
    except IsADirectoryError:
        raise StorageError("is a directory, not a file", source=url) from None
    except PermissionError:
        raise StorageError("permission denied", source=url) from None
    except (OSError, ValueError, ImportError) as exc:
        raise StorageError(f"cannot read: {type(exc).__name__}: {exc}", source=url) from None
