"""The scripts of ``tools/`` imported as modules by the tests that check them, each loaded from its file under
a name of its own: never by putting ``tools/`` on ``sys.path``, where its modules would shadow the helpers of
``tests/support`` that share their names (``readme_matrix``)."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

from project_paths import ROOT

__all__ = ["tool_module"]


def tool_module(name: str) -> ModuleType:
    """``tools/<name>.py`` as the module ``tools_<name>`` (loaded once)."""
    qualified = f"tools_{name}"
    if qualified not in sys.modules:
        spec = importlib.util.spec_from_file_location(qualified, ROOT / "tools" / f"{name}.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[qualified] = module
        spec.loader.exec_module(module)
    return sys.modules[qualified]
