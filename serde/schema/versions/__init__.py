"""Everything pt2-serde knows about versions, in one package.

* :mod:`serde.schema.versions.number`: :class:`SchemaVersion`, the (major, minor) number of a schema.
* :mod:`serde.schema.versions.registry`: which schema versions pt2-serde knows (the frozen specs it ships).
* :mod:`serde.releases.catalog`: which torch release writes which schema version, and which schema
  version a target (a version, a release, ``"torch"``, None) means.
* :mod:`serde.schema.versions.detect`: the schema version a payload declares.

The wire rules of each era (:mod:`serde.program.wire`) and the steps between versions (:mod:`upgraders`) are
functions *of* a version and live with the codec and the engine.
"""

from __future__ import annotations

from serde.schema.versions.number import SchemaVersion, VersionLike

__all__ = ["SchemaVersion", "VersionLike"]
