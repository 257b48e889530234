"""The schema layer: one typed description of every released schema and the tools that dispatch on it.

- versions and specs: :mod:`.versions` (the version number, its detection, the registry of bundled specs in
  :mod:`.specs`), :mod:`.spec` and :mod:`.typeexpr` (the typed description), :mod:`.wire` (encodings per era);
- walking and checking a program: :mod:`.jsonpath` (the one path type errors render), :mod:`.codegen`,
  :mod:`.validate` (with :mod:`.native`, its verdict compiled in C), :mod:`.walk`, :mod:`.locate`,
  :mod:`.graphs` (the program's graphs and nodes), :mod:`.codec` (JSON and msgpack), :mod:`.collector` (no
  collections while a parser builds a tree);
- comparing specs: :mod:`.spec_diff`, :mod:`.snapshot`;
- the screen of the strings torch evaluates, executes or resolves. Torch's deserializer hands symbolic
  expressions to ``sympy.sympify`` (an ``eval``), turns ``guards_code`` into Python source that
  ``ExportedProgram.module()`` ``exec``s, and resolves node targets by ``getattr`` from the ``torch``,
  ``operator`` and ``math`` modules, calling whatever callable it reaches. Nothing an artifact says may reach
  those places unless pt2-serde parsed it against its own grammar and rendered it again
  (:mod:`.expressions`, :mod:`.guards`, :mod:`.targets`); :mod:`.program_strings` applies the three to every
  such string of a program, :mod:`.side_effects` finds operators with effects outside the tensor world.
  ``docs/evaluation-points.md`` lists every place in torch 2.1 - 2.15 that evaluates an artifact's strings.

The bottom floor of ``serde`` above ``serde.errors`` and ``serde.findings``: it imports nothing above them.
"""
