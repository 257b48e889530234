"""A loopback URL on which nothing listens, for unreachable-endpoint tests."""

from __future__ import annotations

from servers import free_port


def closed_port_url() -> str:
    """``http://127.0.0.1:<port>`` for a port that is not listening."""
    return f"http://127.0.0.1:{free_port()}"
