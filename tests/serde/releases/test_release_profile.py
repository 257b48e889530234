"""The release profile: one owner of what each torch release writes, reads, verifies and lacks, with one
series parser and one range type."""

from __future__ import annotations

import pytest

import serde
from serde.containers.layouts import Layout
from serde.releases.loader_limits import LIMITS
from serde.releases.profile import P1_READERS, known_releases, profile, releases_reading
from serde.releases.series import ReleaseRange, Series, series_of


def test_series_parses_every_spelling_of_a_release_once() -> None:
    assert series_of("2.4.1") == series_of("2.4") == series_of("2.4.0+cpu") == Series(2, 4)
    assert str(Series(2, 10)) == "2.10" and Series(2, 9) < Series(2, 10)
    with pytest.raises(serde.VersionError, match="not a torch version"):
        series_of("torch")


def test_a_range_is_inclusive_and_may_be_open() -> None:
    closed = ReleaseRange.parse("2.3", "2.6")
    assert "2.3.0" in closed and "2.6.1" in closed and "2.2.2" not in closed and "2.7.0" not in closed
    assert Series(2, 5) in closed and str(closed) == "2.3 to 2.6"
    assert "2.15.0" in P1_READERS and "2.8.0" not in P1_READERS and str(P1_READERS) == "2.9+"
    assert str(ReleaseRange.parse("2.1", "2.1")) == "2.1"


def test_profiles_of_known_releases() -> None:
    old = profile("2.4.1")
    assert (old.schema, old.layout, old.reads, old.aten_only) == (
        serde.SchemaVersion(5, 3),
        Layout.C4,
        frozenset({Layout.C4}),
        True,
    )
    new = profile("2.9.1")
    assert new.layout is Layout.P2 and new.reads == {Layout.P1, Layout.P2} and not new.aten_only
    assert profile("2.8.0").layout is Layout.P1 and profile("2.8.0").reads == {Layout.P1}
    assert profile("2.5.1").lacks("torch.ops.higher_order.scan") == "torch 2.6 added it"
    assert profile("2.6.0").lacks("torch.ops.higher_order.scan") is None


def test_every_release_reads_what_it_writes_and_releases_reading_agree() -> None:
    for release in known_releases():
        facts = profile(release)
        assert facts.reads_as_is(facts.schema, facts.layout), release
        assert release in releases_reading(facts.schema, {facts.layout})
    assert releases_reading(serde.SchemaVersion(8, 20), {Layout.PAYLOAD}) == []
    assert "2.8.0" not in releases_reading(serde.SchemaVersion(8, 8), {Layout.P2})
    assert "2.9.1" in releases_reading(serde.SchemaVersion(8, 8), {Layout.P1, Layout.P2})


def test_loader_limits_come_from_the_data_file() -> None:
    names = [limit.name for limit in LIMITS]
    assert len(names) == len(set(names)) >= 7
    while_loop = next(limit for limit in LIMITS if limit.name == "while-loop-operands")
    assert while_loop.affects("2.3.1") and while_loop.affects("2.6.0") and not while_loop.affects("2.7.0")
