"""The schema layer's screen of the strings in a program that torch evaluates, executes or resolves.

Torch's deserializer hands symbolic expressions to ``sympy.sympify`` (an ``eval``), turns ``guards_code``
into Python source that ``ExportedProgram.module()`` ``exec``s, and resolves node targets by ``getattr``
from the ``torch``, ``operator`` and ``math`` modules, calling whatever callable it reaches. Nothing an
artifact says may reach those places unless pt2-serde parsed it against its own grammar and rendered it
again (:mod:`serde.schema.expressions`, :mod:`serde.schema.guards`, :mod:`serde.schema.targets`);
:mod:`serde.schema.program_strings` applies the three to every such string of a program.
``docs/evaluation-points.md`` lists every place in torch 2.1 - 2.15 that evaluates an artifact's strings.

This package sits at the bottom floor with the spec and wire modules: it imports nothing above them.
"""
