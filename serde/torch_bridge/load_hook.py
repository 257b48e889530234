"""For inference code you do not own: ``torch.export.load`` itself reads legacy artifacts through pt2-serde.

A service calls :func:`install_torch_export_load` once at start-up, before it imports the code that loads
models. From then on, ``torch.export.load(f, extra_files=..., expected_opset_version=...)``, called
anywhere in the process, is :func:`serde.torch_bridge.program.load_exported_program` with the same
arguments. The artifact may come from any torch release: it is screened, upgraded and rebuilt by
pt2-serde before torch sees it, with the same safety as a direct call. Pickles are read by the restricted
reader, strings are re-rendered, and operators with effects outside tensors are refused unless the
options given at install time say otherwise. Code that bound the function before the install
(``from torch.export import load`` at import time) keeps torch's own. :meth:`TorchLoadHook.uninstall`
puts it back, and the hook is also a context manager.
"""

from __future__ import annotations

import functools
from types import TracebackType
from typing import Any

from serde.errors import UsageError
from serde.torch_bridge import require_torch
from serde.torch_bridge.torch_load import set_original, torch_export_load

__all__ = ["TorchLoadHook", "install_torch_export_load"]


class TorchLoadHook:
    """An installed hook: :meth:`uninstall` (or leaving its ``with`` block) restores torch's own loader."""

    def uninstall(self) -> None:
        """Put torch's own ``torch.export.load`` back (nothing happens once it is back)."""
        original = set_original(None)
        if original is not None:
            require_torch("load_exported_program").export.load = original

    def __enter__(self) -> TorchLoadHook:
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self.uninstall()


def install_torch_export_load(
    *,
    trust_pickles: bool = False,
    allow_side_effects: bool = False,
    max_uncompressed: int | None = None,
    storage_options: dict[str, Any] | None = None,
) -> TorchLoadHook:
    """Make ``torch.export.load`` read every artifact through pt2-serde (see the module's docstring); the
    keywords are :func:`serde.load_exported_program`'s, applied to every call. Installing twice is a
    :class:`serde.UsageError`."""
    torch = require_torch("install_torch_export_load")
    if torch_export_load() is not torch.export.load:
        raise UsageError("the torch.export.load hook is installed already (uninstall it first)")
    from serde.torch_bridge.program import load_exported_program

    original = torch.export.load

    @functools.wraps(original)
    def load(
        f: Any,
        *,
        extra_files: dict[str, Any] | None = None,
        expected_opset_version: dict[str, int] | None = None,
    ) -> Any:
        return load_exported_program(
            f,
            extra_files=extra_files,
            expected_opset_version=expected_opset_version,
            trust_pickles=trust_pickles,
            allow_side_effects=allow_side_effects,
            max_uncompressed=max_uncompressed,
            storage_options=storage_options,
        )

    set_original(original)
    torch.export.load = load
    return TorchLoadHook()
