"""Running an untrusted program with torch in a child process: ``verify="torch"``'s load-and-run.

Loading a program and calling its ``module()`` executes its operators; pt2-serde screens what it can
(strings, pickles, targets, operators with side effects), and runs what is left in a separate process
that it starts itself, so that whatever a program still manages to do happens away from the user's
process, files and credentials:

- the child's working directory is a fresh, empty, private (0700) temporary folder, removed afterwards, by
  the parent or, when the parent is gone without ending it (killed, or stopped at once by a second Ctrl-C),
  by the child itself, which then ends too;
- its environment is clean: ``PATH``, a ``HOME`` and ``TMPDIR`` inside that folder, the path to pt2-serde
  itself, and the thread and BLAS settings of the parent (which change numerics, never behaviour);
- it runs with limits on address space (:data:`ADDRESS_SPACE`), CPU time (:data:`CPU_SECONDS`), the size
  of any file it writes (:data:`FILE_SIZE`) and core dumps, and each request has a wall-clock
  :data:`TIMEOUT` after which the child is killed;
- it receives only archives pt2-serde rebuilt, as files in that folder;
- it runs in a session of its own, so a Ctrl-C on the terminal reaches only the parent, which finishes the
  work in flight (the child's with it) before it stops.

One child serves the requests of a process, one at a time (starting torch costs seconds); it is started
on first use and ended at exit, or when a request times out or fails to answer.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import IO, Any

from serde.jobs.executors import WAIT_SLICE
from serde.untrusted.formats import parse_json

__all__ = ["ADDRESS_SPACE", "CPU_SECONDS", "FILE_SIZE", "SandboxError", "TIMEOUT", "run_program"]

ADDRESS_SPACE = 16 * 2**30
"""Most virtual memory the child may map (torch alone maps a few GiB)."""
CPU_SECONDS = 3600
"""Most CPU seconds the child may use over its life."""
FILE_SIZE = 64 * 2**20
"""Largest file the child may write."""
TIMEOUT = 600.0
"""Seconds one request may take before the child is killed."""
PASSED_ENVIRONMENT = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE", "OMP_NUM_THREADS", "MKL_NUM_THREADS", "LANG")
"""Parent settings the child keeps (numerics and locale; never credentials or search paths)."""


class SandboxError(RuntimeError):
    """The child could not load or run the program (the message says why), or did not answer."""


def _limits() -> None:  # runs in the child between fork and exec
    import resource

    for limit, value in (
        (resource.RLIMIT_AS, ADDRESS_SPACE),
        (resource.RLIMIT_CPU, CPU_SECONDS),
        (resource.RLIMIT_FSIZE, FILE_SIZE),
        (resource.RLIMIT_CORE, 0),
    ):
        resource.setrlimit(limit, (value, value))


class _Child:
    """The running child: its process and its private folder."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="pt2-serde-sandbox-"))
        os.chmod(self.folder, 0o700)
        work = self.folder / "work"
        work.mkdir(mode=0o700)
        package_root = str(Path(__file__).resolve().parents[2])
        environment = {"PATH": os.defpath, "HOME": str(work), "TMPDIR": str(work), "PYTHONPATH": package_root}
        environment["PYTHONDONTWRITEBYTECODE"] = "1"
        environment.update({k: os.environ[k] for k in PASSED_ENVIRONMENT if k in os.environ})
        self.process = subprocess.Popen(
            [sys.executable, "-I", "-c", _CHILD_MAIN, package_root, str(self.folder), str(os.getpid())],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=work,
            env=environment,
            preexec_fn=_limits,  # noqa: PLW1509 - no threads of ours run in the child before exec
            start_new_session=True,  # the terminal's Ctrl-C is the parent's to handle (it finishes in-flight work)
            text=True,
        )

    def ask(self, request: dict[str, Any], timeout: float) -> dict[str, Any]:
        """Send one request and wait for its answer (at most ``timeout`` seconds)."""
        assert self.process.stdin is not None and self.process.stdout is not None
        answer: list[str] = []

        def read() -> None:
            assert self.process.stdout is not None
            answer.append(self.process.stdout.readline())

        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        deadline = time.monotonic() + timeout
        while reader.is_alive() and time.monotonic() < deadline:  # in slices: see WAIT_SLICE
            reader.join(min(WAIT_SLICE, max(0.0, deadline - time.monotonic())))
        if reader.is_alive() or not answer or not answer[0]:
            self.close()
            raise SandboxError(f"the program did not finish within {timeout:.0f} s, or its process died")
        reply: dict[str, Any] = parse_json(answer[0])
        return reply

    def close(self) -> None:
        """End the child and remove its folder."""
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


_LOCK = threading.Lock()
_CHILD: list[_Child] = []


def _child() -> _Child:
    if not _CHILD or _CHILD[0].process.poll() is not None:
        if _CHILD:
            _CHILD.pop().close()
        _CHILD.append(_Child())
    return _CHILD[0]


@atexit.register
def _end() -> None:
    while _CHILD:
        _CHILD.pop().close()


def run_program(output: IO[bytes], original: IO[bytes] | None = None, *, timeout: float = TIMEOUT) -> str:
    """Load the archive ``output`` (pt2-serde's own) with torch in the sandboxed child, run its ``module()`` on
    its example inputs (or inputs made from its input specs) and, when ``original`` (also pt2-serde's) is
    given and loads, compare the outputs with the original's. Returns how it was run
    (:data:`serde.torch_bridge.inputs.EXAMPLE_INPUTS` or ``SYNTHESISED_INPUTS``); raises
    :class:`SandboxError` with torch's error otherwise."""
    with _LOCK:
        child = _child()
        names = {"output": output, "original": original}
        paths: dict[str, str | None] = {}
        try:
            for role, handle in names.items():
                if handle is None:
                    paths[role] = None
                    continue
                target = child.folder / "work" / f"{role}.pt2"
                with open(target, "wb") as file:
                    handle.seek(0)
                    shutil.copyfileobj(handle, file)
                paths[role] = str(target)
            reply = child.ask(paths, timeout)
        finally:
            for written in paths.values():
                if written is not None:
                    Path(written).unlink(missing_ok=True)
    if not reply.get("ok"):
        raise SandboxError(str(reply.get("error")))
    return str(reply["how"])


_CHILD_MAIN = r"""
import os, sys
sys.path.insert(0, sys.argv[1])
replies = os.fdopen(os.dup(1), "w")
os.dup2(2, 1)  # whatever the program prints must not reach the answers
import warnings
warnings.filterwarnings("ignore")
from serde.torch_bridge.sandbox_child import serve
serve(sys.stdin, replies, sys.argv[2], int(sys.argv[3]))
"""
