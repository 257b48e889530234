"""A program payload by the specs of :mod:`serde.schema`: its bytes, its verdict and its walks.

- the wire: :mod:`.wire` (encodings per era), :mod:`.codec` (JSON and msgpack by era, on the parsers of
  :mod:`serde.untrusted.formats`), :mod:`.locate` (values found in the encoded bytes);
- the verdict: :mod:`.validate` (with :mod:`.native`, its verdict compiled in C, and :mod:`.codegen`, which
  compiles the Python checker where the C one is missing or refused a payload, to name the JSON path);
- walking a program: :mod:`.walk` (the traversals of :mod:`.built`, made when the package is built),
  :mod:`.graphs` (the program's graphs and nodes);
- applying the string grammars of :mod:`serde.untrusted` to a program: :mod:`.program_strings` renders every
  string torch evaluates, executes or resolves anew (``docs/evaluation-points.md`` lists every such place in
  torch 2.1 - 2.15), :mod:`.side_effects` finds operators with effects outside the tensor world.

The floor above :mod:`serde.schema`: it imports nothing above it but ``serde.errors`` and ``serde.findings``.
"""
