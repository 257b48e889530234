"""The options of one migration, parsed once where they enter: :class:`MigrationOptions` (frozen, typed, checked)
is what :func:`serde.jobs.runner.run_migration` takes, what ``serde.migrate``'s keyword arguments
(:class:`MigrateKeywords`) are validated into, and what ``pt2-serde migrate`` builds from its flags, which are
declared here beside each field (:class:`Flag`) so that the library and the command line cannot drift apart."""

from __future__ import annotations

import dataclasses
import difflib
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypedDict

from serde.errors import UsageError, spell
from serde.jobs.records import MigrationRecord
from serde.jobs.verify import VERIFY_MODES, check_verify_mode
from serde.releases.catalog import resolve_target
from serde.schema.versions import SchemaVersion, VersionLike
from serde.schema.versions.registry import newest_version

__all__ = ["Flag", "MigrateKeywords", "MigrationOptions", "flagged_fields", "options_from_keywords"]


@dataclass(frozen=True)
class Flag:
    """How a field of :class:`MigrationOptions` is spelled on ``pt2-serde migrate``: its names, its help, and
    what the command line checks beyond the field's type (a minimum, the choices, a metavar)."""

    names: tuple[str, ...]
    help: str
    minimum: int | None = None
    choices: tuple[str, ...] | None = None
    metavar: str | None = None


def _flag(*names: str, help: str, **rest: Any) -> dict[str, Flag]:
    """A field's metadata naming its flag."""
    return {"flag": Flag(names, help, **rest)}


@dataclass(frozen=True, kw_only=True)
class MigrationOptions:
    """Everything a migration is asked to do besides its path, checked when built (:meth:`check`); the
    prose of each option is :func:`serde.migrate`'s docstring. ``to`` is parsed (None: the installed torch's
    schema, :func:`serde.releases.catalog.default_target`)."""

    to: SchemaVersion | None = None
    dest: str | None = field(
        default=None, metadata=_flag("--dest", help="Write to this URL (mirroring relative paths) instead of in place.")
    )
    format: str | None = None
    layout: str | None = None
    dry_run: bool = field(
        default=False,
        metadata=_flag("--plan", "--dry-run", "-n", help="Only compute what would happen (nothing is written)."),
    )
    lossy: bool = field(
        default=False, metadata=_flag("--lossy", help="For older targets, drop what they cannot express (reported).")
    )
    decompose: bool = False
    workers: int | None = field(
        default=None,
        metadata=_flag(
            "--workers",
            help="Worker threads (default: one per core when every store is local, else 4 per core, at most 32).",
            minimum=1,
        ),
    )
    executor: Any = None
    max_failures: int | None = field(
        default=None,
        metadata=_flag("--max-failures", help="Stop after this many failures (at least 1).", minimum=1),
    )
    report: str | None = field(
        default=None,
        metadata=_flag("--report", help="Write one JSON line per artifact to this URL as the run goes."),
    )
    verify: str = field(
        default="schema",
        metadata=_flag("--verify", help="Check each output before publishing it.", choices=VERIFY_MODES),
    )
    backup: str | None = field(
        default=None,
        metadata=_flag(
            "--backup", help="Keep originals of in-place migrations: a suffix, or a URL prefix ending in /."
        ),
    )
    storage_options: dict[str, Any] = field(default_factory=dict)
    dest_storage_options: dict[str, Any] | None = None
    trust_pickles: bool = False
    max_uncompressed: int | None = None
    progress: Callable[[MigrationRecord], None] | None = None
    on_total: Callable[[int], None] | None = None
    allow_empty: bool = field(
        default=False,
        metadata=_flag(
            "--allow-empty",
            help="Succeed when PATH holds no object (default: exit 1 for an empty folder, 2 for a missing path).",
        ),
    )
    stop: Callable[[], str | None] | None = None
    manifest: str | None = None
    signing_key: str | None = None
    follow_symlinks: bool = False
    checksum: bool = field(
        default=False,
        metadata=_flag(
            "--checksum",
            help="With --dest: hash every source to tell whether its output is up to date, even when the store's "
            "version token (ETag, generation, size+mtime+inode) is unchanged.",
        ),
    )
    allow_in_place: bool = True
    replace_manifest: bool = field(
        default=False,
        metadata=_flag("--force", help="Replace an existing --manifest (refused by default: it is an audit record)."),
    )
    keep_records: bool = True
    artifacts_only: bool = field(
        default=False,
        metadata=_flag(
            "--artifacts-only",
            help="With --dest: leave out the objects that are not artifacts (by default they are copied verbatim, "
            "so that the destination mirrors PATH).",
        ),
    )
    forward_credentials: bool = field(
        default=False,
        metadata=_flag(
            "--dask-forward-credentials",
            help="With --dask: hand the workers the credentials this machine resolves for the run's stores, inside "
            "each task (they then sit in the scheduler's and the workers' memory; prefer the workers' own: "
            "docs/dask.md).",
        ),
    )

    def __post_init__(self) -> None:
        self.check()

    def check(self) -> None:
        """Refuse a value of the wrong type (:class:`TypeError` naming the keyword and what it takes) or one no
        migration can use (:class:`serde.UsageError`), before anything is read."""
        for item in dataclasses.fields(self):
            value = getattr(self, item.name)
            if not _conforms(value, _HINTS[item.name]):
                raise TypeError(
                    f"migrate() argument {item.name!r} must be {_spelled(_HINTS[item.name])}, "
                    f"not {type(value).__name__}"
                )
        for name in ("workers", "max_failures"):
            number = getattr(self, name)
            if number is not None and number < 1:
                raise UsageError(f"{spell(name + '=', '--' + name.replace('_', '-'))} must be at least 1, got {number}")
        if self.max_uncompressed is not None and self.max_uncompressed < 1:
            raise UsageError(f"max_uncompressed must be a positive number of bytes, got {self.max_uncompressed}")
        check_verify_mode(self.verify)
        if self.manifest is not None and self.dry_run:
            raise UsageError("a manifest records what was written; a dry run writes nothing")
        if self.backup is not None and not self.backup.strip():
            raise UsageError("backup must be a suffix such as '.orig' or a URL prefix ending in '/', not empty")

    @property
    def out_options(self) -> dict[str, Any]:
        """The destination's storage options: ``dest_storage_options``, or the source's."""
        return self.storage_options if self.dest_storage_options is None else self.dest_storage_options

    @property
    def written_options(self) -> dict[str, Any]:
        """The storage options of the report and the manifest: the destination's into ``dest``, the source's in
        place."""
        return self.out_options if self.dest is not None else self.storage_options


class MigrateKeywords(TypedDict, total=False):
    """The keyword arguments of :func:`serde.migrate` (PEP 692), one per field of :class:`MigrationOptions`;
    ``to`` takes any spelling of a target (a release, a schema version, ``"torch"``, ``"newest"``)."""

    to: VersionLike | None
    dest: str | None
    format: str | None
    layout: str | None
    dry_run: bool
    lossy: bool
    decompose: bool
    workers: int | None
    executor: Any
    max_failures: int | None
    report: str | None
    verify: str
    backup: str | None
    storage_options: Mapping[str, Any] | None
    dest_storage_options: Mapping[str, Any] | None
    trust_pickles: bool
    max_uncompressed: int | None
    progress: Callable[[MigrationRecord], None] | None
    on_total: Callable[[int], None] | None
    allow_empty: bool
    stop: Callable[[], str | None] | None
    manifest: str | None
    signing_key: str | None
    follow_symlinks: bool
    checksum: bool
    allow_in_place: bool
    replace_manifest: bool
    keep_records: bool
    artifacts_only: bool
    forward_credentials: bool


def options_from_keywords(keywords: Mapping[str, Any]) -> MigrationOptions:
    """``serde.migrate``'s keyword arguments validated into :class:`MigrationOptions`: an unknown one is a
    :class:`TypeError` naming it (and the nearest known one), ``to`` is parsed, the storage options copied."""
    known = {item.name for item in dataclasses.fields(MigrationOptions)}
    unknown = sorted(set(keywords) - known)
    if unknown:
        near = difflib.get_close_matches(unknown[0], sorted(known), n=1)
        hint = f" (did you mean {near[0]!r}?)" if near else ""
        raise TypeError(f"migrate() got an unexpected keyword argument {unknown[0]!r}{hint}")
    given = dict(keywords)
    to = given.pop("to", None)
    parsed: SchemaVersion | None = None
    if to is not None:
        parsed = newest_version() if to == "newest" else resolve_target(to)
    for name in ("storage_options", "dest_storage_options"):
        if isinstance(given.get(name), Mapping):
            given[name] = dict(given[name])
    if given.get("storage_options") is None:
        given.pop("storage_options", None)
    return MigrationOptions(to=parsed, **given)


def flagged_fields() -> list[tuple[dataclasses.Field[Any], Flag]]:
    """The fields of :class:`MigrationOptions` that ``pt2-serde migrate`` spells as its own flags, in order."""
    return [(item, item.metadata["flag"]) for item in dataclasses.fields(MigrationOptions) if "flag" in item.metadata]


_HINTS: dict[str, Any] = typing.get_type_hints(MigrationOptions)
"""Each field's type, resolved once: what :meth:`MigrationOptions.check` holds a value to."""


def _conforms(value: Any, hint: Any) -> bool:
    """Whether ``value`` is of the type ``hint`` names, as far as a value can show it (a callable's signature
    is not checked; ``bool`` is not an ``int`` here)."""
    origin = typing.get_origin(hint)
    if hint is Any:
        return True
    if origin in (typing.Union, types.UnionType):
        return any(_conforms(value, member) for member in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if origin is not None and origin.__module__ == "collections.abc" and origin.__name__ == "Callable":
        return callable(value)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, origin or hint)


def _spelled(hint: Any) -> str:
    """A type as a message names it (``str or None``)."""
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return " or ".join(_spelled(member) for member in typing.get_args(hint))
    if hint is type(None):
        return "None"
    origin = typing.get_origin(hint)
    if origin is not None and origin.__name__ == "Callable":
        return "a callable"
    return str(getattr(origin or hint, "__name__", hint))
