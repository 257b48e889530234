"""The untrusted perimeter: everything that reads an artifact's bytes or strings first, in one room.

- bytes: :mod:`.formats` (the JSON and msgpack parsers, and the writers beside them), :mod:`.archive` (zip
  structure and its limits: the directory, member names, declared sizes, ratios), :mod:`.restricted` (pickles
  read without executing them, against torch's weights-only allowlist), :mod:`.torch_save` and
  :mod:`.torch_pickle` (the ``torch.save`` archive around such a pickle, read and written without torch),
  :mod:`.keys` (which object keys of a listing and member names of an archive may be placed below another
  root);
- strings: :mod:`.string_kinds` (one declared kind per string position of every spec, each with a grammar
  and a renderer), the grammars themselves: :mod:`.names` (identifiers, qualified names, argument names,
  module paths), :mod:`.expressions` (sympy expressions, parsed without ``sympify``), :mod:`.guards`,
  :mod:`.treespecs`, :mod:`.targets` (operator targets), :mod:`.magnitude` (the size bounds they share).

Only this folder imports ``pickle``, ``pickletools``, ``zipfile`` or a JSON or msgpack library
(``tests/acceptance/test_package_structure.py`` checks every import of ``serde`` and ``upgraders``). It is the floor
right above ``serde.errors`` and ``serde.findings``: it imports nothing else of ``serde``, so what it
accepts does not depend on the code that uses it.
"""
