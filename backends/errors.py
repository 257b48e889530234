"""pt2-serde's root error and the storage errors, and the translation of the many exception types of
fsspec backends into them.

The storage layer is a leaf (it imports nothing of ``serde``), so the root of every pt2-serde error lives
here; :mod:`serde.errors` re-exports these classes and adds the rest of the taxonomy.
"""

from __future__ import annotations

import errno
import re
from types import TracebackType
from typing import Literal

from backends.patterns import is_glob

__all__ = [
    "CHANGED_SINCE_LISTED",
    "ConditionUnsupportedError",
    "MAX_DETAIL",
    "MISSING_CREDENTIALS",
    "NotFoundError",
    "OPTION_FIXES",
    "OptionError",
    "PermissionDeniedError",
    "PreconditionFailedError",
    "SerdeError",
    "StorageError",
    "UnreachableError",
    "UnsafeKeyError",
    "UnwritableError",
    "option_mistake",
    "s3_precondition_failed",
    "translate_errors",
]


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


class OptionError(StorageError, ValueError):
    """A storage option the store's backend does not take (a usage error: the message names the fix)."""


class UnwritableError(StorageError):
    """A destination found unwritable before any work started (permissions, a read-only file system or bucket,
    a path through a regular file): nothing was written."""


class PreconditionFailedError(StorageError):
    """A conditional write was refused: the object exists, or changed since it was read."""


CHANGED_SINCE_LISTED = "changed since it was listed"
"""What a read of an object that is no longer the one its listing or stat described is refused with."""


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
        "ServiceRequestError",
        "ServiceRequestTimeoutError",
    }
)


def _is_unreachable(exc: BaseException) -> bool:
    """Whether ``exc``, or an exception in the chain it shows (its cause, else a context it does not suppress
    with ``raise ... from None``), is a failure to reach the store."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if type(current).__name__ in _UNREACHABLE_TYPE_NAMES or isinstance(current, (ConnectionError, TimeoutError)):
            return True
        if isinstance(current, OSError) and current.errno in _CONNECTION_ERRNOS:
            return True
        current = current.__cause__ or (None if current.__suppress_context__ else current.__context__)
    return False


MISSING_CREDENTIALS = {
    "NoCredentialsError": "no S3 credentials found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (or AWS_PROFILE), "
    "or pass the storage options key=... and secret=...; anon=true reads a public bucket",
    "DefaultCredentialsError": "no Google Cloud credentials found: set GOOGLE_APPLICATION_CREDENTIALS, run `gcloud "
    "auth application-default login`, or pass the storage option token=...; token=anon for a public bucket or an "
    "emulator",
    "RefreshError": "the Google Cloud credentials could not be refreshed: check token=... or "
    "GOOGLE_APPLICATION_CREDENTIALS",
    "ClientAuthenticationError": "Azure refused the credentials: pass the storage options account_name=... with "
    "account_key=... or sas_token=..., or connection_string=... (AZURE_STORAGE_CONNECTION_STRING); anon=true "
    "reads a public container",
}
"""Backend exceptions that mean "no usable credentials", with the fix (matched by class name: botocore and
google-auth are optional imports)."""
OPTION_FIXES = {
    "region_name": 'S3\'s region goes inside client_kwargs: client_kwargs={"region_name": "eu-west-1"}',
    "endpoint": "the option is endpoint_url",
    "aws_access_key_id": "s3fs calls it key",
    "aws_secret_access_key": "s3fs calls it secret",
    "aws_session_token": "s3fs calls it token",
    "credentials": "gcsfs takes credentials as token=... (a file, a dict, or anon)",
}
"""Storage options people pass from other libraries' spelling, with the name the backend uses."""
MAX_DETAIL = 300
"""How much of a backend's own message a storage error repeats."""
_UNEXPECTED_KEYWORD = re.compile(r"unexpected keyword argument '([^']+)'")


def option_mistake(exc: BaseException) -> str | None:
    """The one-line fix for a backend's ``TypeError`` about a storage option it does not take, or None."""
    if not isinstance(exc, TypeError):
        return None
    found = _UNEXPECTED_KEYWORD.search(str(exc))
    if found is None:
        return None
    name = found.group(1)
    fix = OPTION_FIXES.get(
        name,
        "check the backend's documented options (s3fs.S3FileSystem, gcsfs.GCSFileSystem, adlfs.AzureBlobFileSystem)",
    )
    return f"the storage option {name!r} is not one this store's backend takes: {fix}"


def _credentials_problem(exc: BaseException) -> str | None:
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        hint = MISSING_CREDENTIALS.get(type(current).__name__)
        if hint is not None:
            return hint
        if type(current).__name__ == "HttpResponseError" and getattr(current, "status_code", None) in (401, 403):
            return MISSING_CREDENTIALS["ClientAuthenticationError"]  # the Azure SDK's refusal of a signature
        current = current.__cause__ or current.__context__
    return None


def translate_errors(url: str, action: str) -> _Translating:
    """A context that re-raises backend exceptions met while doing ``action`` on ``url`` as typed
    StorageErrors (a class, not a generator: every store operation enters one)."""
    return _Translating(url, action)


class _Translating:
    """The context :func:`translate_errors` returns."""

    __slots__ = ("action", "url")

    def __init__(self, url: str, action: str) -> None:
        self.url, self.action = url, action

    def __enter__(self) -> None:
        return None

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, trace: TracebackType | None
    ) -> Literal[False]:
        if exc is None or isinstance(exc, StorageError) or not isinstance(exc, Exception):
            return False
        raise _translated(exc, self.url, self.action) from None


def _translated(exc: Exception, url: str, action: str) -> StorageError:
    """The typed StorageError of a backend exception met while doing ``action`` on ``url``."""
    if isinstance(exc, FileNotFoundError):
        # an artifact named alone is never matched as a pattern
        hint = " (wildcards are expanded only where a command takes many artifacts)" if is_glob(url) else ""
        return NotFoundError(f"cannot {action}: no such object, file or bucket{hint}", source=url)
    if isinstance(exc, IsADirectoryError):
        return NotFoundError(f"cannot {action}: is a directory, not an object", source=url)
    if isinstance(exc, PermissionError):
        return PermissionDeniedError(f"cannot {action}: permission denied", source=url)
    credentials = _credentials_problem(exc)
    if credentials is not None:
        return PermissionDeniedError(f"cannot {action}: {credentials}", source=url)
    mistake = option_mistake(exc)
    if mistake is not None:
        return OptionError(f"cannot {action}: {mistake}", source=url)
    if _is_unreachable(exc):
        return UnreachableError(
            f"cannot {action}: the store did not answer ({type(exc).__name__}); check the endpoint_url and "
            "that the server is running",
            source=url,
        )
    text = " ".join(str(exc).split())  # one line: some backends put a whole HTML error page in the message
    if len(text) > MAX_DETAIL:
        text = text[:MAX_DETAIL] + " …"
    return StorageError(f"cannot {action}: {type(exc).__name__}: {text}", source=url)


def s3_precondition_failed(exc: BaseException) -> bool:
    """Whether ``exc``, raised by s3fs, is S3's refusal of a condition (412 Precondition Failed: an
    ``If-Match`` or ``If-None-Match`` that did not hold)."""
    cause = exc.__cause__ or exc.__context__
    response = getattr(cause, "response", None)
    if isinstance(response, dict):
        error = response.get("Error", {})
        if (
            error.get("Code") == "PreconditionFailed"
            or str(response.get("ResponseMetadata", {}).get("HTTPStatusCode")) == "412"
        ):
            return True
    return isinstance(exc, OSError) and exc.errno == errno.EINVAL and "Precondition" in str(exc)
