"""The schema layer: one typed description of every released schema, which every tool dispatches on.

- versions and specs: :mod:`.versions` (the version number, its detection, the registry of bundled specs in
  :mod:`.specs`), :mod:`.spec` and :mod:`.typeexpr` (the typed description), :mod:`.string_positions` (where
  a spec holds strings), :mod:`.jsonpath` (the one path type errors render);
- comparing specs: :mod:`.spec_diff`, :mod:`.snapshot`.

What reads, checks and walks a program by these specs is the floor above, :mod:`serde.program`. This floor
lies above :mod:`serde.untrusted` and imports nothing else above ``serde.errors`` and ``serde.findings``.
"""
