"""Which torch release wrote which schema version, and which schema version a target means (a schema
version, a torch release, ``"torch"`` for the installed one, or None for the newest)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from packaging.version import InvalidVersion, Version

from serde.errors import TooNewVersionError, VersionError, spell
from serde.releases.series import Series, series_of
from serde.schema.versions import SchemaVersion
from serde.schema.versions.number import VersionLike
from serde.schema.versions.registry import known_versions, newest_version, require_known, spec_for

__all__ = [
    "TORCH_MAJOR",
    "VersionInfo",
    "default_target",
    "installed_torch_release",
    "installed_torch_version",
    "resolve",
    "released",
    "resolve_target",
    "schema_for_torch",
    "versions",
]


@dataclass(frozen=True)
class VersionInfo:
    """A known schema version and the torch releases whose ``torch.export.save`` wrote it."""

    version: SchemaVersion
    torch_versions: tuple[str, ...]


def versions() -> list[VersionInfo]:
    """Every schema version pt2-serde knows, oldest first, with the torch releases that wrote it."""
    return [VersionInfo(v, spec_for(v).torch_versions) for v in known_versions()]


@cache
def _schema_of_series() -> dict[Series, SchemaVersion]:
    """Each release series the specs name -> the schema version it writes (read once: the specs are fixed)."""
    series: dict[Series, SchemaVersion] = {}
    for info in versions():
        for release in info.torch_versions:
            series[series_of(release)] = info.version
    return series


def released(release: str) -> str:
    """``release`` if it names a torch release that exists: a known series, and a patch no later than the newest
    the catalog records for it (patches come out in order); else :class:`VersionError` naming the nearest known
    releases (``2.6.9`` was never released: the catalog knows 2.6.0). A local suffix (``+cpu``) is allowed."""
    try:
        parsed = Version(release)
    except InvalidVersion:
        raise VersionError(f"not a torch release: {release!r}") from None
    schema_for_torch(release)  # a series newer or older than every known one says so
    known = sorted({r for info in versions() for r in info.torch_versions}, key=Version)
    same_series = [r for r in known if Version(r).release[:2] == parsed.release[:2]]
    if same_series and parsed.release[2:3] <= Version(same_series[-1]).release[2:3]:
        return release
    nearest = sorted(known, key=lambda r: abs(_ordinal(Version(r)) - _ordinal(parsed)))[:2]
    raise VersionError(
        f"torch {release} is not a release pt2-serde knows (nearest known: {', '.join(sorted(nearest, key=Version))})"
    )


def _ordinal(version: Version) -> float:
    major, minor, patch = (*version.release, 0, 0)[:3]
    return major * 10_000 + minor * 100 + patch


def schema_for_torch(torch_version: str) -> SchemaVersion:
    """The schema version written by a torch release (``"2.4.1"`` → 5.3); patch releases share it."""
    wanted = series_of(torch_version)
    series = _schema_of_series()
    found = series.get(wanted)
    if found is not None:
        return found
    newest_release = max(series)
    if wanted > newest_release:
        raise TooNewVersionError(
            f"torch {torch_version} is newer than torch {newest_release}, the newest release "
            "this pt2-serde knows; upgrade pt2-serde, or run `pt2-serde schema snapshot` under that torch",
            version=torch_version,
            newest=max(known_versions()),
        )
    raise VersionError(f"torch {torch_version} predates torch.export serialization (first release: torch 2.1)")


def installed_torch_version() -> SchemaVersion:
    """The schema version the installed torch reads and writes."""
    try:
        from torch._export.serde.schema import SCHEMA_VERSION
    except ImportError:
        asked = spell("to='torch'", "--to torch")
        raise VersionError(f"{asked} needs torch installed; install pt2-serde[torch]") from None
    return require_known(SCHEMA_VERSION)


def default_target() -> tuple[SchemaVersion, str | None]:
    """What ``migrate`` and ``upgrade`` write when no target is named: the schema of the installed torch's
    release (read from its distribution metadata; torch is not imported), so that a default run never leaves
    artifacts the user's own torch cannot load; the newest known schema when torch is not installed, or
    is newer than every release this pt2-serde knows. Returns the schema and the release it came from
    (None when none did)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        release = version("torch")
    except PackageNotFoundError:
        return newest_version(), None
    try:
        return schema_for_torch(release), release
    except VersionError:  # a release newer than every known one (or an unparsable local build)
        return newest_version(), None


def installed_torch_release() -> str:
    """The installed torch's release string (``"2.13.0+cpu"``); imports torch."""
    import torch

    return str(torch.__version__)


TORCH_MAJOR = 2
"""The major version of every torch release: a two-part number with another major names a schema."""


def resolve(to: VersionLike | None) -> tuple[SchemaVersion, str | None]:
    """The schema version meant by ``to`` and the torch release it names, if it names one.

    A string of major 2 (``"2.4"``, ``"2.4.1"``, ``"2.13.0+cpu"``) is always a torch release, never schema 2.x:
    every torch release is 2.x (schema 2.0, torch 2.2's, would otherwise read as torch 2.0). A schema of major
    2 is named typed (``SchemaVersion(2, 0)``, ``(2, 0)``) or on the command line with ``--schema 2.0``. Any other
    number
    (``"8.20"``, ``"5.3"``, ``"1.0"``) is a schema version."""
    if to is None:
        return newest_version(), None
    if to == "torch":
        return installed_torch_version(), installed_torch_release()
    if isinstance(to, str) and _is_release(to):
        return schema_for_torch(to), to
    return require_known(to), None


def _is_release(text: str) -> bool:
    """Whether ``text`` spells a torch release (major 2, or a local build such as ``2.4.1+cu121``)."""
    if "+" in text or text.count(".") >= 2:
        return True
    try:
        return Version(text).major == TORCH_MAJOR
    except InvalidVersion:
        return False


def resolve_target(to: VersionLike | None) -> SchemaVersion:
    """The schema version meant by ``to``: None (newest known), ``"torch"`` (the installed torch's),
    a torch release (``"2.4.1"``, ``"2.4"``) or a schema version (``"8.20"``, ``(5, 3)``, ``SchemaVersion``):
    see :func:`resolve`."""
    return resolve(to)[0]
