"""Keep credentials out of anything printed: URLs lose their user-info and signed query strings."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

__all__ = ["redact_url", "url_of"]


_SECRET_QUERY_KEYS = ("signature", "token", "key", "secret", "credential", "sig")


def redact_url(url: str) -> str:
    """``url`` with any ``user:password@`` part and secret-looking query parameters replaced by ``***``."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url
    netloc = parts.netloc
    if "@" in netloc:
        netloc = "***@" + netloc.rsplit("@", 1)[1]
    query = parts.query
    if query:
        pairs = [p.split("=", 1) for p in query.split("&")]
        query = "&".join(
            f"{p[0]}=***" if len(p) == 2 and any(s in p[0].lower() for s in _SECRET_QUERY_KEYS) else "=".join(p)
            for p in pairs
        )
    return urlunsplit((parts.scheme, netloc, parts.path, query, parts.fragment))


def url_of(protocol: str, path: str) -> str:
    """The URL shown for ``path`` of a store of ``protocol``: local paths as they are, ``memory://`` with its
    leading slash folded, every other one with its credentials removed."""
    if protocol == "file":
        return path
    if protocol == "memory":
        return f"memory://{path.lstrip('/')}"
    return redact_url(f"{protocol}://{path}")
