"""Jobs over trees and buckets: batch migration (planned, verified before publishing, resumable:
:mod:`.runner` lists and schedules, :mod:`.task` converts one object, with backups, records, source tracking
and verification beside them), the compatibility matrix of a tree (:mod:`.matrix`), and provenance
manifests (:mod:`.provenance`).

In the layers it sits above ``serde.compat`` (a matrix is ``check`` over a tree) and below the torch
hand-off and the command line."""
