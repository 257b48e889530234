"""Which torch release wrote which schema version."""

from __future__ import annotations

from dataclasses import dataclass

from packaging.version import InvalidVersion, Version

from serde.errors import TooNewVersionError, VersionError
from serde.registry import known_versions, spec_for
from serde.versions import SchemaVersion


@dataclass(frozen=True)
class VersionInfo:
    """A known schema version and the torch releases whose ``torch.export.save`` wrote it."""

    version: SchemaVersion
    torch_versions: tuple[str, ...]


def versions() -> list[VersionInfo]:
    """Every schema version pt2-serde knows, oldest first, with the torch releases that wrote it."""
    return [VersionInfo(v, spec_for(v).torch_versions) for v in known_versions()]


def _series(version: Version) -> tuple[int, int]:
    return (version.major, version.minor)


def schema_for_torch(torch_version: str) -> SchemaVersion:
    """The schema version written by a torch release (``"2.4.1"`` → 5.3); patch releases share it."""
    try:
        wanted = Version(torch_version)
    except InvalidVersion as exc:
        raise VersionError(f"not a torch version: {torch_version!r}") from exc
    series: dict[tuple[int, int], SchemaVersion] = {}
    for info in versions():
        for release in info.torch_versions:
            series[_series(Version(release))] = info.version
    found = series.get(_series(wanted))
    if found is not None:
        return found
    newest_release = max(series)
    if _series(wanted) > newest_release:
        raise TooNewVersionError(
            f"torch {torch_version} is newer than torch {newest_release[0]}.{newest_release[1]}, the newest release "
            "this pt2-serde knows; upgrade pt2-serde, or run `pt2-serde schema snapshot` under that torch",
            version=torch_version,
            newest=max(known_versions()),
        )
    raise VersionError(f"torch {torch_version} predates torch.export serialization (first release: torch 2.1)")
