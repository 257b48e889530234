"""pt2-serde's root error and the storage errors, and the translation of the many exception types of
fsspec backends into them.

The storage layer is a leaf (it imports nothing of ``serde``), so the root of every pt2-serde error lives
here; :mod:`serde.errors` re-exports these classes and adds the rest of the taxonomy.
"""

from __future__ import annotations

import contextlib
import errno
from collections.abc import Iterator


class SerdeError(Exception):
    """Base class of every error pt2-serde raises on bad input."""

    def __init__(self, message: str, *, source: str | None = None) -> None:
        self.source = source
        self.reason = message
        super().__init__(f"{source}: {message}" if source else message)


class StorageError(SerdeError):
    """A URL that could not be read, listed or written."""


class UnsafeKeyError(StorageError):
    """An object key or file name that cannot be mirrored below another root: a ``..``, ``.`` or empty
    segment, an absolute path, or a control character (it would be written outside the destination)."""


class NotFoundError(StorageError):
    """No object, file or bucket at the URL."""


class PermissionDeniedError(StorageError):
    """The store refused the operation for lack of permission."""


class UnreachableError(StorageError):
    """The store's endpoint did not answer."""


class UnwritableError(StorageError):
    """A destination found unwritable before any work started (permissions, a read-only file system or bucket,
    a path through a regular file): nothing was written."""


class PreconditionFailedError(StorageError):
    """A conditional write was refused: the object exists, or changed since it was read."""


class ConditionUnsupportedError(StorageError):
    """The store cannot honour the requested write precondition, so nothing was written."""


_CONNECTION_ERRNOS = frozenset(
    {errno.ECONNREFUSED, errno.ECONNRESET, errno.EHOSTUNREACH, errno.ENETUNREACH, errno.ETIMEDOUT}
)
_UNREACHABLE_TYPE_NAMES = frozenset(
    {
        "EndpointConnectionError",
        "ConnectTimeoutError",
        "ClientConnectorError",
        "ServerDisconnectedError",
        "ConnectionClosedError",
        "ReadTimeoutError",
        "ClientOSError",
        "ServerTimeoutError",
    }
)


def _is_unreachable(exc: BaseException) -> bool:
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if type(current).__name__ in _UNREACHABLE_TYPE_NAMES or isinstance(current, (ConnectionError, TimeoutError)):
            return True
        if isinstance(current, OSError) and current.errno in _CONNECTION_ERRNOS:
            return True
        current = current.__cause__ or current.__context__
    return False


@contextlib.contextmanager
def translate_errors(url: str, action: str) -> Iterator[None]:
    """Re-raise backend exceptions met while doing ``action`` on ``url`` as typed StorageErrors."""
    try:
        yield
    except StorageError:
        raise
    except FileNotFoundError:
        raise NotFoundError(f"cannot {action}: no such object, file or bucket", source=url) from None
    except IsADirectoryError:
        raise NotFoundError(f"cannot {action}: is a directory, not an object", source=url) from None
    except PermissionError:
        raise PermissionDeniedError(f"cannot {action}: permission denied", source=url) from None
    except Exception as exc:
        if _is_unreachable(exc):
            raise UnreachableError(
                f"cannot {action}: the store did not answer ({type(exc).__name__})", source=url
            ) from None
        raise StorageError(f"cannot {action}: {type(exc).__name__}: {exc}", source=url) from None
