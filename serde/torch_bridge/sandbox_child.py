"""What the sandboxed child of :mod:`serde.torch_bridge.sandbox` does with one request: load pt2-serde's
rebuilt archive with torch, run its ``module()`` on its example inputs (or inputs made from its input specs)
and compare the outputs with those of the original, when the original loads too; and the child's life:
answering requests one per line until its input closes, and removing its private folder when it ends,
also when its parent is gone without ending it (killed, or stopped at once by a second Ctrl-C). Imported
only in that child."""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
from typing import IO, Any

from serde.untrusted.formats import parse_json

__all__ = ["ORPHAN_POLL", "answer", "serve"]

ORPHAN_POLL = 0.2
"""Seconds between the child's checks that the process that started it is still its parent."""

TOLERANCE = 1e-4
"""Relative and absolute tolerance of the comparison with the original's outputs."""


def serve(requests: IO[str], replies: IO[str], folder: str, parent: int) -> None:
    """Answer each request line of ``requests`` with a line on ``replies`` until ``requests`` closes (or a
    reply can no longer be written), then remove ``folder`` (the child's own, holding its working directory)
    and end the process. A watch thread does the same as soon as ``parent`` is no longer its parent: a parent
    that died without closing it (``os._exit`` skips the parent's clean-up), while the child is busy with a
    request or its input is still held open elsewhere, leaves neither a copy of a program nor a process
    behind."""

    def end() -> None:
        shutil.rmtree(folder, ignore_errors=True)
        os._exit(0)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(ORPHAN_POLL)
        end()

    threading.Thread(target=watch, daemon=True, name="pt2-serde-orphan-watch").start()
    try:
        for line in requests:
            replies.write(json.dumps(answer(parse_json(line))) + "\n")
            replies.flush()  # BrokenPipeError once the parent is gone: the folder is removed all the same
    finally:
        end()


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """``{"ok": True, "how": ...}`` or ``{"ok": False, "error": ...}`` for ``{"output": path, "original":
    path or None}``."""
    try:
        return {"ok": True, "how": _run(request["output"], request.get("original"))}
    except Exception as exc:  # noqa: BLE001 - every failure of torch on the program is the answer
        return {"ok": False, "error": f"{type(exc).__name__}: {exc}"}


def _run(output: str, original: str | None) -> str:
    import torch
    from torch.utils._pytree import tree_leaves

    from serde.containers.reader import read_artifact
    from serde.torch_bridge import loading_with_torch
    from serde.torch_bridge.inputs import inputs_for
    from serde.torch_bridge.op_libraries import register_operator_libraries

    register_operator_libraries(read_artifact(output, trust_pickles=True).program)  # screened by the parent
    with loading_with_torch():
        program = torch.export.load(output)
        args, kwargs, how = inputs_for(program)
        with torch.no_grad():
            outputs = program.module()(*args, **kwargs)
        if original is None:
            return how
        try:
            expected = torch.export.load(original).module()(*args, **kwargs)
        except Exception:  # noqa: BLE001 - an original today's torch cannot run leaves nothing to compare
            return how
    for got, want in zip(tree_leaves(outputs), tree_leaves(expected), strict=False):
        if isinstance(want, torch.Tensor) and not torch.allclose(got, want, rtol=TOLERANCE, atol=TOLERANCE):
            raise ValueError("outputs differ from the original's on its example inputs")
    return how
