"""The upgrade engine: the registry of version steps discovered in ``upgraders`` (:mod:`.registry`), the run of
a chain of them over one artifact (:mod:`.run`), and the scaffold of the next step (:mod:`.scaffold`).

In the layers it sits above ``serde.releases`` and below ``serde.compat``: it reads and writes through
``serde.containers`` and ``serde.schema`` and judges targets with ``serde.releases``; it never lists trees,
prints, or imports torch."""
