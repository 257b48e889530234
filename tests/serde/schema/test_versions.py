"""SchemaVersion parsing and ordering, the known-version registry, and torch release lookup."""

from __future__ import annotations

import pytest

import serde
from serde import SchemaVersion

RELEASED = ["1.0", "2.0", "5.1", "5.3", "7.3", "8.2", "8.7", "8.8", "8.14", "8.15", "8.17", "8.20"]


@pytest.mark.parametrize("raw", ["8.20", (8, 20), [8, 20], {"major": 8, "minor": 20}, SchemaVersion(8, 20)])
def test_parse_forms(raw: object) -> None:
    assert SchemaVersion.parse(raw) == SchemaVersion(8, 20)


def test_parse_bare_major() -> None:
    assert SchemaVersion.parse(1) == SchemaVersion(1, 0)
    assert str(SchemaVersion.parse(2)) == "2.0"


@pytest.mark.parametrize("bad", ["8.x", "", "8.20.1", -1, (8, 1, 2), {"major": 8}, True, 3.5, None, "v8"])
def test_parse_rejects_malformed(bad: object) -> None:
    with pytest.raises(serde.VersionError):
        SchemaVersion.parse(bad)


def test_total_order_is_numeric_not_lexical() -> None:
    assert SchemaVersion(8, 8) < SchemaVersion(8, 14) < SchemaVersion(8, 20)
    assert sorted(SchemaVersion.parse(v) for v in reversed(RELEASED)) == [SchemaVersion.parse(v) for v in RELEASED]


def test_known_versions_are_every_released_schema() -> None:
    assert [str(v) for v in serde.known_versions()] == RELEASED


def test_versions_lists_torch_releases() -> None:
    table = {str(info.version): info.torch_versions for info in serde.versions()}
    assert table["5.3"] == ("2.4.1",) or "2.4" in " ".join(table["5.3"])
    assert any(t.startswith("2.13") for t in table["8.20"])
    assert len(table) == len(RELEASED)


@pytest.mark.parametrize(
    ("torch_version", "schema"),
    [
        ("2.1.2", "1.0"),
        ("2.2.0", "2.0"),
        ("2.3.1", "5.1"),
        ("2.4.1", "5.3"),
        ("2.5.1+cu121", "7.3"),
        ("2.6.0", "8.2"),
        ("2.7.1", "8.7"),
        ("2.8.0", "8.8"),
        ("2.9.1", "8.14"),
        ("2.10.0", "8.15"),
        ("2.11.0", "8.17"),
        ("2.12.1", "8.20"),
        ("2.13.0", "8.20"),
        ("2.15.0", "8.20"),
    ],
)
def test_schema_for_torch(torch_version: str, schema: str) -> None:
    assert str(serde.schema_for_torch(torch_version)) == schema


def test_schema_for_unknown_future_torch_names_both_versions() -> None:
    with pytest.raises(serde.TooNewVersionError) as info:
        serde.schema_for_torch("2.99.0")
    assert "2.99" in str(info.value)


def test_schema_for_malformed_torch_version() -> None:
    with pytest.raises(serde.VersionError):
        serde.schema_for_torch("not-a-version")


def test_too_new_schema_names_both_versions_and_the_fix() -> None:
    with pytest.raises(serde.TooNewVersionError) as info:
        serde.spec_for("9.1")
    message = str(info.value)
    assert "9.1" in message and str(serde.newest_version()) in message and "upgrade pt2-serde" in message


def test_unreleased_old_version_is_unknown_not_too_new() -> None:
    with pytest.raises(serde.UnknownVersionError) as info:
        serde.spec_for("3.0")
    assert not isinstance(info.value, serde.TooNewVersionError)


@pytest.mark.parametrize(
    ("to", "schema", "release"),
    [
        ("2.4", SchemaVersion(5, 3), "2.4"),
        ("2.4.1", SchemaVersion(5, 3), "2.4.1"),
        ("2.11", SchemaVersion(8, 17), "2.11"),
        ("8.2", SchemaVersion(8, 2), None),
        ("5.3", SchemaVersion(5, 3), None),
        ("1.0", SchemaVersion(1, 0), None),
        ((2, 0), SchemaVersion(2, 0), None),
        (SchemaVersion(2, 0), SchemaVersion(2, 0), None),
    ],
)
def test_a_two_part_string_of_major_2_is_always_a_release(to: object, schema: SchemaVersion, release: str) -> None:
    """``to="2.0"`` never silently means schema 2.0 (torch 2.2's): a 2.x string names a torch release; schema 2.0
    is reached typed, or with ``--schema`` on the command line."""
    from serde.releases.catalog import resolve

    assert resolve(to) == (schema, release)  # type: ignore[arg-type]


def test_torch_2_0_is_refused_rather_than_read_as_schema_2_0() -> None:
    from serde.releases.catalog import resolve

    with pytest.raises(serde.VersionError, match="torch 2.0 predates"):
        resolve("2.0")
