"""What each torch release writes, reads and lacks: the schema a release writes and accepts
(:mod:`.catalog`), the operators the censused releases lack (:mod:`.operators`, data in ``operators.json``)
and the loader failures observed in each release (:mod:`.loader_limits`, data in ``hop_resolution.json``).

In the layers it sits above ``serde.containers`` and below ``serde.engine``: facts only, read from the
installed package metadata and bundled census data; torch is never imported here."""
