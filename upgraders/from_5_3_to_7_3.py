"""Schema 5.3 (torch 2.4) -> 7.3 (torch 2.5): dialect becomes verifiers; extension-op targets."""

from __future__ import annotations

from typing import Any

from serde.steps import StepContext, upgrader
from serde.transform import Path
from serde.visit import visit


@upgrader("5.3", "7.3")
def dialect_to_verifiers(ctx: StepContext) -> None:
    """torch 2.5 replaced ``ExportedProgram.dialect`` with the list ``verifiers`` (written as
    ``[v.dialect for v in ep.verifiers]``, so a single dialect is exactly a one-element list), added
    ``torch_version`` (default ``"<=2.4"``, which is exactly right for artifacts that reach this step)
    and ``GraphModule.metadata`` (default empty), and spells registered extension-op targets
    ``#namespace:op`` where torch 2.4 wrote ``$namespace:op`` (which no loader could read).
    """
    program = ctx.program
    dialect = program.pop("dialect", None)
    program["verifiers"] = [dialect] if dialect else []
    if "torch_version" not in program:
        ctx.note("defaulted", "$.torch_version", 'left at its default "<=2.4": the writer predates the field')

    def node(obj: dict[str, Any], path: Path) -> dict[str, Any]:
        target = obj.get("target")
        if isinstance(target, str) and target.startswith("$"):
            obj["target"] = "#" + target[1:]
        return obj

    visit("5.3", program, {"Node": node})
