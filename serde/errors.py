"""Typed errors raised by pt2-serde; every one names what it was reading.

The taxonomy, by what the caller can do about it:

- bad input (fix or drop the artifact): :class:`DecodeError`, :class:`SchemaError`, :class:`VersionError`,
  :class:`ContainerError` (incl. :class:`UnsafePickleError`, :class:`NotAnArtifactError`), :class:`UnsafeProgramError`,
  :class:`StorageError`;
- data the target cannot express (choose another target, or ``lossy``): :class:`UpgradeRefusedError`;
  ``migrate`` reports these, unsafe pickles and too-new versions as ``refused``;
- no chain of steps between two versions (a release pt2-serde does not cover): :class:`PlanError`;
- a pt2-serde bug (report it): :class:`InternalError`, ``failed`` in ``migrate`` and counted by
  ``max_failures``, exit status 3 on the command line;
- a wrong argument: :class:`UsageError`, also a ``ValueError``.

The root :class:`SerdeError` and the storage errors are owned by :mod:`backends.errors` (the storage
layer is a leaf package that imports nothing of ``serde``) and re-exported here.
"""

from __future__ import annotations

import re
from typing import Any

from backends.errors import (
    ConditionUnsupportedError,
    NotFoundError,
    OptionError,
    PermissionDeniedError,
    PreconditionFailedError,
    SerdeError,
    StorageError,
    UnreachableError,
    UnwritableError,
)
from serde.findings import Finding

__all__ = [
    "printable",
    "spell",
    "use_cli_spelling",
    "ConditionUnsupportedError",
    "ContainerError",
    "CorruptArtifactError",
    "CorruptPickleError",
    "DecodeError",
    "EmptyTreeError",
    "EncodeError",
    "InternalError",
    "NotAnArtifactError",
    "NotFoundError",
    "OptionError",
    "PermissionDeniedError",
    "PlanError",
    "PreconditionFailedError",
    "SchemaError",
    "SerdeError",
    "StorageError",
    "TooNewVersionError",
    "UnknownVersionError",
    "UnreachableError",
    "UnwritableError",
    "UnsafePickleError",
    "UnsafeProgramError",
    "UpgradeError",
    "UpgradeRefusedError",
    "UsageError",
    "VersionError",
]


_SPELLING = {"cli": False}


def use_cli_spelling(enabled: bool = True) -> None:
    """Make messages name options as the command line spells them (``--lossy``) instead of as keyword
    arguments (``lossy=True``); the ``pt2-serde`` command calls this once as it starts."""
    _SPELLING["cli"] = enabled


def spell(python: str, cli: str) -> str:
    """An option as the user who meets the message asks for it: ``cli`` (``--lossy``) under the ``pt2-serde``
    command, ``python`` (``lossy=True``) in Python."""
    return cli if _SPELLING["cli"] else python


_UNPRINTABLE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def printable(text: str, *, one_line: bool = False) -> str:
    """``text`` (a message holding names and strings from artifacts, file names, object keys) made safe
    for a terminal: control characters (escape sequences that set the title or the clipboard, carriage
    returns that overwrite a line) and bidirectional overrides are shown as ``\\xNN``/``\\uNNNN`` escapes,
    as ``ls -b`` and ``git`` quote names. Newlines and tabs are kept, unless ``one_line``: then they are shown
    as ``\\n`` and ``\\t`` too, for a line that stands for one record (a file named with a newline would
    otherwise print a second line that looks like another record's). JSON output is never passed through
    this: it escapes control characters itself and stays exact."""
    shown = _UNPRINTABLE.sub(
        lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100 else f"\\u{ord(m.group()):04x}", text
    )
    return shown.replace("\n", "\\n").replace("\t", "\\t") if one_line else shown


class DecodeError(SerdeError):
    """Bytes that are not a well-formed JSON or msgpack program payload."""

    def __init__(
        self,
        message: str,
        *,
        source: str | None = None,
        format: str | None = None,
        position: int | None = None,
        line: int | None = None,
        column: int | None = None,
    ) -> None:
        self.format = format
        self.position = position
        self.line = line
        self.column = column
        where = []
        if line is not None:
            where.append(f"line {line} column {column}")
        if position is not None:
            where.append(f"byte {position}")
        detail = f" ({', '.join(where)})" if where else ""
        label = f"invalid {format} payload" if format else "invalid payload"
        super().__init__(f"{label}{detail}: {message}", source=source)


class EncodeError(SerdeError):
    """A payload that cannot be written in the requested format."""


class SchemaError(SerdeError):
    """A payload that violates the schema version it declares (or is checked against)."""

    def __init__(
        self,
        message: str,
        *,
        version: Any,
        path: str,
        expected: str | None = None,
        found: str | None = None,
        source: str | None = None,
    ) -> None:
        self.version = version
        self.path = path
        self.expected = expected
        self.found = found
        parts = [f"schema {version}: {path}: {message}"]
        if expected is not None:
            parts.append(f"expected {expected}")
        if found is not None:
            parts.append(f"found {found}")
        super().__init__("; ".join(parts), source=source)


class UnsafeProgramError(SchemaError):
    """A string of the program that torch would evaluate, execute or resolve (a symbolic expression, a guard,
    a node target) and that is outside pt2-serde's grammar for it (:mod:`serde.schema`): refused, never
    handed on, whatever ``trust_pickles`` says."""


class VersionError(SerdeError):
    """A missing, malformed or unknown schema version."""


class UnknownVersionError(VersionError):
    """A well-formed schema version that pt2-serde has no spec for."""

    def __init__(self, message: str, *, version: Any, newest: Any, source: str | None = None) -> None:
        self.version = version
        self.newest = newest
        super().__init__(message, source=source)


class TooNewVersionError(UnknownVersionError):
    """A schema version newer than the newest one this pt2-serde release knows."""


class ContainerError(SerdeError):
    """An artifact container (zip or PT2 archive) that is malformed, unsafe or of an unknown layout."""

    def __init__(self, message: str, *, source: str | None = None, member: str | None = None) -> None:
        self.member = member
        super().__init__(f"member {member!r}: {message}" if member else message, source=source)


class UnsafePickleError(ContainerError):
    """A pickled member that loading would let run code: it names a global outside the weights-only
    allowlist, or is not the ``torch.save`` format torch reads safely. Nothing in it was executed; opt in
    with ``trust_pickles=True`` (CLI ``--trust-pickles``) only for artifacts from a trusted source."""

    def __init__(self, message: str, *, global_name: str, source: str | None = None, member: str | None = None) -> None:
        self.global_name = global_name
        super().__init__(message, source=source, member=member)

    def located(self, source: str | None, member: str | None) -> UnsafePickleError:
        """The same refusal, naming the artifact and the member it was found in."""
        hint = f"; pass {spell('trust_pickles=True', '--trust-pickles')} only if you trust the artifact's author"
        return UnsafePickleError(
            f"unsafe pickle: {self.reason}{hint}", global_name=self.global_name, source=source, member=member
        )


class CorruptArtifactError(ContainerError):
    """Stored bytes that disagree with what the artifact declares about them: a member whose CRC-32 does not
    match its bytes, a storage record too short for the tensors that view it, a storage missing. torch does
    not check all of this (a flipped byte in tensor data loads as other weights), so pt2-serde does."""


class CorruptPickleError(UnsafePickleError, CorruptArtifactError):
    """A ``torch.save`` member whose storage records disagree with its pickle (a record shorter than the
    storage it declares, a tensor view reaching past its storage): corrupt, and never handed to torch."""

    def located(self, source: str | None, member: str | None) -> UnsafePickleError:
        """The same finding, naming the artifact and the member it was found in."""
        return CorruptPickleError(f"corrupt: {self.reason}", global_name="", source=source, member=member)


class EmptyTreeError(SerdeError):
    """A folder or bucket prefix that exists but holds no object (a missing one is a ``NotFoundError``)."""


class NotAnArtifactError(ContainerError):
    """A readable file that is not a torch.export artifact at all (another zip, another JSON document)."""


class UpgradeError(SerdeError):
    """A chain of version steps could not be planned or run (nothing was written)."""


class PlanError(UpgradeError):
    """No chain of registered steps leads from one schema version to the other."""


class InternalError(UpgradeError):
    """pt2-serde failed on input it accepted: a step crashed on a valid payload or produced an invalid one.
    Nothing was written; please report it."""


class UsageError(SerdeError, ValueError):
    """An argument pt2-serde cannot use (an unknown format, verify mode or layout, an empty backup suffix)."""


class UpgradeRefusedError(UpgradeError):
    """The payload holds something a step cannot carry into the target version without information it lacks.

    ``items`` lists every such thing as a :class:`serde.findings.Finding` (path, message, and the step that
    refused it), all the steps of the chain together; ``step`` and ``path`` are the first one's."""

    def __init__(
        self,
        message: str,
        *,
        step: str,
        path: str,
        source: str | None = None,
        items: list[Finding] | None = None,
    ) -> None:
        self.step = step
        self.path = path
        self.items = items or [Finding(path, message, step=step)]
        super().__init__(f"step {step}: {path}: {message}", source=source)
