"""The schema layer: one typed description of every released schema and the tools that dispatch on it.

- versions and specs: :mod:`.versions` (the version number, its detection, the registry of bundled specs in
  :mod:`.specs`), :mod:`.spec` and :mod:`.typeexpr` (the typed description), :mod:`.wire` (encodings per era),
  :mod:`.string_positions` (where a spec holds strings);
- walking and checking a program: :mod:`.jsonpath` (the one path type errors render), :mod:`.codegen`,
  :mod:`.validate` (with :mod:`.native`, its verdict compiled in C), :mod:`.walk`, :mod:`.locate`,
  :mod:`.graphs` (the program's graphs and nodes), :mod:`.codec` (JSON and msgpack by era, on the parsers of
  :mod:`serde.untrusted.formats`);
- comparing specs: :mod:`.spec_diff`, :mod:`.snapshot`;
- applying the string grammars of :mod:`serde.untrusted` to a program: :mod:`.program_strings` renders every
  string torch evaluates, executes or resolves anew (``docs/evaluation-points.md`` lists every such place in
  torch 2.1 - 2.15), :mod:`.side_effects` finds operators with effects outside the tensor world.

The floor above :mod:`serde.untrusted`: it imports nothing else above ``serde.errors`` and ``serde.findings``.
"""
