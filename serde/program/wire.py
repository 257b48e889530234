"""Wire-encoding rules of each schema era (see docs/schema-history.md §2), as functions of the version.

The schema classes say what a payload holds; these rules say how torch spelled it on the wire. They
are thresholds on the version, so a future version inherits the newest era's rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from serde.schema.versions import SchemaVersion

__all__ = ["NONFINITE_STRINGS", "WireRules", "rules_for", "schema_version_wire_value"]


_FIRST_SINGLE_KEY_UNIONS = SchemaVersion(5, 1)
_LAST_BARE_NONFINITE_TOKENS = SchemaVersion(8, 2)
_LAST_INFINITE_INT_RANGES = SchemaVersion(7, 3)
_LAST_BOOL_AS_INT_CONSTANTS = SchemaVersion(7, 3)

NONFINITE_STRINGS = frozenset({"Infinity", "-Infinity", "NaN"})


@dataclass(frozen=True)
class WireRules:
    """How one schema version is spelled in JSON.

    - ``all_union_members``: unions carry every member key, one non-null (schemas 1, 2: ``asdict``);
      otherwise a union is a single-key object ``{tag: value}``.
    - ``bare_nonfinite``: non-finite floats are the bare tokens ``Infinity``/``NaN`` (≤ 8.2);
      otherwise the strings ``"Infinity"``/``"-Infinity"``/``"NaN"`` (8.7+).
    - ``int_schema_version``: ``schema_version`` is a plain integer (schemas 1, 2).
    - ``infinite_int_fields``: int fields that torch filled with ±inf for unbounded ranges (≤ 7.3).
    - ``bool_int_fields``: int fields where torch wrote a JSON bool (≤ 7.3): torch 2.4 and 2.5 spelled a
      bool constant input ``ConstantValue.as_int`` because their serializer tested ``isinstance(value,
      int)`` first, which a bool passes; torch 2.6 tests ``type(value) is int``.
    """

    all_union_members: bool
    bare_nonfinite: bool
    int_schema_version: bool
    infinite_int_fields: frozenset[str]
    bool_int_fields: frozenset[str]


@cache
def rules_for(version: SchemaVersion) -> WireRules:
    """The wire rules torch used when writing ``version``."""
    old_int_era = version < _FIRST_SINGLE_KEY_UNIONS
    return WireRules(
        all_union_members=old_int_era,
        bare_nonfinite=version <= _LAST_BARE_NONFINITE_TOKENS,
        int_schema_version=old_int_era,
        infinite_int_fields=(
            frozenset({"RangeConstraint.min_val", "RangeConstraint.max_val"})
            if version <= _LAST_INFINITE_INT_RANGES
            else frozenset()
        ),
        bool_int_fields=(
            frozenset({"ConstantValue.as_int"}) if version <= _LAST_BOOL_AS_INT_CONSTANTS else frozenset()
        ),
    )


def schema_version_wire_value(version: SchemaVersion) -> int | dict[str, int]:
    """``ExportedProgram.schema_version`` as torch writes it for ``version``."""
    if rules_for(version).int_schema_version:
        return version.major
    return {"major": version.major, "minor": version.minor}
