"""A small storage layer over one fsspec filesystem: reads, listing, stat, delete and safe writes.

Writes never leave a partial object visible: on local disk they go to a temporary file in the
target's directory and are renamed into place; on object stores the bytes are spooled first and
published in one request (or a streamed upload that is aborted on failure). Preconditions
(create-only, compare-and-swap) are honoured where the store supports them and refused with
:class:`serde.errors.ConditionUnsupportedError` where it does not; never silently dropped.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import threading
from collections.abc import Generator, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import IO, TYPE_CHECKING, Any, cast

from backends.errors import (
    CHANGED_SINCE_LISTED,
    NotFoundError,
    OptionError,
    PreconditionFailedError,
    StorageError,
    option_mistake,
    translate_errors,
)
from backends.listing import Page, local_entry, local_tree
from backends.local import LOCAL_PROTOCOLS, LocalFiles, strip_local
from backends.patterns import is_glob
from backends.publish import ExactLength, publisher_for
from backends.redact import redact_url, url_of
from backends.state import Expected, ObjectMetadata, ObjectState, WriteMode

if TYPE_CHECKING:
    from fsspec import AbstractFileSystem


__all__ = ["COPY_CHUNK", "Location", "Store", "check_shorthand", "merge_options", "open_store"]


COPY_CHUNK = 4 * 2**20


class Store:
    """One fsspec filesystem, with pt2-serde's error translation and write guarantees."""

    def __init__(self, fs: AbstractFileSystem | LocalFiles, *, scheme: str | None = None) -> None:
        """``scheme``: the URL scheme the user wrote, when it is one of ``fs``'s (``az`` for adlfs, whose
        first name is ``abfs``), so that URLs are shown as written."""
        self.fs: Any = fs
        names = (fs.protocol,) if isinstance(fs.protocol, str) else tuple(fs.protocol)
        protocol: str = scheme if scheme is not None and scheme in names else names[0]
        self.protocol = "file" if protocol in ("file", "local") else protocol
        self._publisher = publisher_for(self.fs, self.protocol)

    def strip(self, url_or_path: str) -> str:
        """``url_or_path`` as a path of this store (protocol and trailing slash removed, local paths made
        absolute), through fsspec's public ``fsspec.core.strip_protocol`` (local paths and ``file://`` URLs
        through :func:`backends.local.strip_local`, which names them as fsspec does); a bare path is read as
        one of this store's."""
        if "://" not in url_or_path:
            if self.protocol == "file":
                return strip_local(url_or_path)
            url_or_path = f"{self.protocol}://{url_or_path}"
        elif url_or_path.split("://", 1)[0] in LOCAL_PROTOCOLS:
            return strip_local(url_or_path)
        from fsspec.core import strip_protocol

        return str(strip_protocol(url_or_path))

    def url(self, path: str) -> str:
        """The full URL of ``path`` on this store, with any credentials removed."""
        return url_of(self.protocol, path)

    def read_bytes(self, path: str) -> bytes:
        """All bytes of an object, in one request (a whole-object read is atomic on every store)."""
        with translate_errors(self.url(path), "read"):
            return bytes(self.fs.cat_file(path))

    def read_range(self, path: str, start: int, end: int) -> bytes:
        """Bytes ``[start, end)`` of an object."""
        with translate_errors(self.url(path), "read"):
            return bytes(self.fs.cat_file(path, start=start, end=end))

    def read_listed(self, path: str, state: ObjectState) -> tuple[bytes, ObjectState]:
        """The object a listing or stat described by ``state``, read whole in one request bounded to one byte
        more than ``state.size``: one that grew (or was replaced by something endless) is refused rather than
        read on, as one that shrank (PreconditionFailedError). With it, ``state`` completed by what the
        answer said besides the bytes: S3's read is pinned to the listed ETag, and carries the Content-Type
        and user metadata an in-place replacement keeps (:attr:`ObjectState.metadata`)."""
        if state.size == 0:
            return b"", state  # an empty object is no artifact (some stores refuse a range of one)
        with translate_errors(self.url(path), "read"):
            data, metadata = self._publisher.read_listed(path, state)
        if len(data) != state.size:
            raise PreconditionFailedError(
                f"{CHANGED_SINCE_LISTED}: {len(data)} bytes where {state.size} were listed", source=self.url(path)
            )
        return data, state if metadata is None else replace(state, metadata=metadata)

    def read_ranges(self, path: str, spans: Sequence[tuple[int, int]]) -> list[bytes]:
        """Bytes ``[start, end)`` of an object for each span, fetched concurrently where the store can (one
        round trip for many small ranges, e.g. every local header of a large remote zip)."""
        if not spans:
            return []
        with translate_errors(self.url(path), "read"):
            parts = self.fs.cat_ranges(
                [path] * len(spans), [s for s, _ in spans], [e for _, e in spans], on_error="raise"
            )
        return [bytes(part) for part in parts]

    def open_read(self, path: str, *, block_size: int | None = None) -> IO[bytes]:
        """A seekable binary file for streamed or random-access reads: a remote store fetches blocks of
        ``block_size`` (by default its publisher's ``read_block``, chosen by measurement for that store) and
        keeps a bounded number of them, whatever the object's size; a caller reading a few small ranges
        passes a small one."""
        with translate_errors(self.url(path), "open"):
            return self._publisher.open_read(path, block_size)

    def stat(self, path: str) -> ObjectState:
        """Size and change markers of an object (ETag, generation, mtime)."""
        with translate_errors(self.url(path), "stat"):
            info = self.fs.info(path)
        if info.get("type") == "directory":
            raise NotFoundError("is a directory, not an object", source=self.url(path))
        return self._publisher.state_from_info(path, info)

    def exists(self, path: str) -> bool:
        """Whether an object or directory exists at ``path``."""
        with translate_errors(self.url(path), "check"):
            return bool(self.fs.exists(path))

    def is_dir(self, path: str) -> bool:
        """Whether ``path`` is a directory, bucket or prefix holding objects."""
        with translate_errors(self.url(path), "check"):
            return bool(self.fs.isdir(path))

    def find(self, path: str) -> list[str]:
        """Every object below ``path`` (recursive), or matching it when it is a glob; sorted paths."""
        return [found for found, _ in self.find_with_state(path)]

    def find_with_state(self, path: str, *, follow_symlinks: bool = False) -> list[tuple[str, ObjectState]]:
        """Like :meth:`find`, with each object's state as the listing reported it (no request per object).
        On local disk, links inside a directory are followed only with ``follow_symlinks`` and only to regular
        files inside it (see :func:`local_tree`)."""
        with translate_errors(self.url(path), "list"):
            if self.protocol == "file" and not is_glob(path):
                return local_tree(self.strip(path), follow_symlinks=follow_symlinks)
            if is_glob(path):
                found = self.fs.glob(path, detail=True)
                if self.protocol == "file":
                    return sorted(local_entry(p) for p in found if not os.path.isdir(p) or os.path.islink(p))
            elif self.fs.isfile(path):
                info = self.fs.info(path)
                found = {info.get("name") or self.strip(path): info}
            else:
                found = self.fs.find(path, detail=True)
            return sorted(
                (
                    (p, self._publisher.state_from_info(p, info))
                    for p, info in found.items()
                    if info.get("type") != "directory"
                ),
                key=lambda item: item[0],
            )

    def pages(self, path: str, *, follow_symlinks: bool = False) -> Generator[Page, None, None]:
        """The listing below ``path`` one folder (prefix) at a time (:mod:`backends.listing`): memory bounded by
        the largest folder, whatever the tree's size. A glob is one page of what it matches; an object, one
        page holding it; a missing path, no page. Links on local disk as in :meth:`find_with_state`."""
        if is_glob(path):
            yield Page(self.strip(path), self.find_with_state(path, follow_symlinks=follow_symlinks))
            return
        walk = self._publisher.pages(self.strip(path), follow_symlinks)
        while True:
            with translate_errors(self.url(path), "list"):
                page = next(walk, None)
            if page is None:
                return
            yield page

    def folder(self, path: str) -> Page | None:
        """One folder's page (its objects and subfolders, nothing below them), or None when ``path`` holds no
        folder: the first page of :meth:`pages`, which lists lazily."""
        walk = self.pages(path)
        try:
            page = next(walk, None)
        finally:
            walk.close()
        return page if page is not None and page.folder == self.strip(path).rstrip("/") else None

    def delete(self, path: str) -> None:
        """Remove one object; a missing object is an error."""
        with translate_errors(self.url(path), "delete"):
            self.fs.rm_file(path)

    @contextlib.contextmanager
    def writer(
        self,
        path: str,
        mode: WriteMode = WriteMode.OVERWRITE,
        expected: Expected | None = None,
        metadata: ObjectMetadata | None = None,
        *,
        size: int | None = None,
    ) -> Iterator[IO[bytes]]:
        """A file to write ``path`` through; published only when the block exits without error.

        ``mode=CREATE`` refuses if the object exists; ``mode=IF_MATCH`` refuses unless the object
        is still in the ``expected`` state (a state, or a function called once as the write commits, for a
        state completed while the bytes are written). Refusals raise PreconditionFailedError and leave the
        store untouched. ``metadata`` (see :meth:`metadata`) is given to the published object; without
        it a local file keeps the permissions of the file it replaces, or follows the umask.

        ``size``, when the caller knows it before the first byte (a conversion lays its output out first),
        lets a store stream a write it would otherwise spool (``spools(mode, size_known=True)``); the write
        must then be exactly that long: a byte too many, or too few when the block ends, is a ValueError and
        publishes nothing. Such a store asks a function ``expected`` for its state as the write starts.
        """
        if mode is WriteMode.IF_MATCH and expected is None:
            raise ValueError("WriteMode.IF_MATCH needs the expected ObjectState")
        if size is None:
            with self._publisher.writer(path, mode, expected, metadata) as handle:
                yield handle
            return
        if size < 0:
            raise ValueError(f"a write of {size} bytes")
        with self._publisher.sized_writer(path, size, mode, expected, metadata) as handle:
            counted = ExactLength(handle, size, self.url(path))
            yield cast(IO[bytes], counted)
            counted.check_complete()

    def spools(self, mode: WriteMode, *, size_known: bool = False) -> bool:
        """Whether :meth:`writer` spools a write of ``mode`` whole before sending it (S3 compare-and-swap, GCS
        create-only and compare-and-swap unless ``size_known``: the writer is told the size, stores without
        preconditions): a caller whose bytes are in a file already then publishes them with
        :meth:`write_file`, and nothing is spooled twice."""
        return self._publisher.spools_sized(mode) if size_known else self._publisher.spools(mode)

    def write_file(
        self,
        path: str,
        source: IO[bytes],
        size: int,
        mode: WriteMode = WriteMode.OVERWRITE,
        expected: ObjectState | None = None,
        metadata: ObjectMetadata | None = None,
    ) -> None:
        """Publish the content of the seekable file ``source`` (``size`` bytes; left open) at ``path``, as
        :meth:`writer` would publish it (same preconditions, refusals and metadata), sent straight from
        ``source`` where the writer would have spooled it. A file of another length is a ValueError."""
        if mode is WriteMode.IF_MATCH and expected is None:
            raise ValueError("WriteMode.IF_MATCH needs the expected ObjectState")
        self._publisher.write_file(path, source, size, mode, expected, metadata)

    def metadata(self, path: str) -> ObjectMetadata:
        """What a replacement or a copy of the object keeps besides its bytes (mode and owner on local disk,
        Content-Type and user metadata on S3, GCS and Azure)."""
        with translate_errors(self.url(path), "stat"):
            return self._publisher.metadata(path)

    def write_bytes(
        self, path: str, data: bytes, mode: WriteMode = WriteMode.OVERWRITE, expected: ObjectState | None = None
    ) -> None:
        """Write a whole object with the given precondition."""
        with self.writer(path, mode, expected) as handle:
            handle.write(data)

    def copy_from(
        self,
        source: Store,
        source_path: str,
        path: str,
        mode: WriteMode = WriteMode.OVERWRITE,
        metadata: ObjectMetadata | None = None,
        *,
        listed_size: int | None = None,
    ) -> str:
        """Stream an object from another store into this one, chunk by chunk, telling the writer its size (so
        that no store spools it); returns the sha256 of the bytes copied. With ``listed_size`` (the size a
        listing gave), an object that no longer has that size is a StorageError before anything is written."""
        digest = hashlib.sha256()
        with source.open_read(source_path) as reader:
            with translate_errors(source.url(source_path), "read"):
                size = reader.seek(0, os.SEEK_END)  # the object as this read sees it (pinned to its version)
                reader.seek(0)
            if listed_size is not None and size != listed_size:
                raise StorageError(
                    f"changed since it was listed ({listed_size} bytes then, {size} now): not copied",
                    source=source.url(source_path),
                )
            with self.writer(path, mode, metadata=metadata, size=size) as handle:
                for block in _blocks(reader, source.url(source_path)):
                    digest.update(block)
                    handle.write(block)  # a failure here is the writer's own (its refusal, or its store's)
        return digest.hexdigest()

    def sha256(self, path: str) -> str:
        """The sha256 of an object's bytes, streamed (bounded memory whatever its size)."""
        digest = hashlib.sha256()
        with self.open_read(path) as reader, translate_errors(self.url(path), "read"):
            for block in iter(lambda: reader.read(COPY_CHUNK), b""):
                digest.update(block)
        return digest.hexdigest()

    def join(self, base: str, relative: str) -> str:
        """``relative`` below ``base`` with this store's separator."""
        return f"{base.rstrip('/')}/{relative.lstrip('/')}" if base else relative

    def relative(self, base: str, path: str) -> str:
        """``path`` relative to ``base`` (a prefix of it)."""
        base = self.strip(base).rstrip("/")
        path = self.strip(path)
        if path == base:
            return path.rsplit("/", 1)[-1]
        if not path.startswith(base + "/"):
            raise StorageError(f"{path!r} is not below {base!r}", source=self.url(path))
        return path[len(base) + 1 :]


def _blocks(reader: IO[bytes], url: str) -> Iterator[bytes]:
    """The bytes of ``reader`` (the object at ``url``) in blocks of :data:`COPY_CHUNK`, its failures reported
    as failures to read."""
    with translate_errors(url, "read"):
        while block := reader.read(COPY_CHUNK):
            yield block


_STORES: dict[str, Store] = {}
_STORES_LOCK = threading.Lock()


FSSPEC_OPTIONS = frozenset(
    {"skip_instance_cache", "use_listings_cache", "listings_expiry_time", "max_paths", "asynchronous", "loop"}
)
"""Options every fsspec filesystem takes through its base class's ``**storage_options`` (instance cache,
listings cache, event loop), whatever its own ``__init__`` names."""


def check_shorthand(url: str, shorthand: dict[str, Any], call: str) -> None:
    """Raise ``TypeError`` naming a keyword of ``call`` (e.g. ``load()``) that the store of ``url`` does not take
    either: the shorthand for storage options holds only parameters of the store's filesystem class (its
    ``__init__`` and those of its bases, as fsspec passes them on). A local path takes none. A misspelled
    keyword of the call itself (``trust_pickle``) is caught so instead of being passed to the store unread."""
    if not shorthand:
        return
    scheme = url.split("://", 1)[0] if "://" in url else "file"
    accepted: set[str] = set()
    if scheme not in LOCAL_PROTOCOLS or "::" in url:
        accepted |= FSSPEC_OPTIONS
        import inspect

        try:
            from fsspec.registry import get_filesystem_class

            cls = get_filesystem_class(scheme)
        except (ImportError, ValueError):
            return  # no backend: open_store says so, with the install hint
        for base in inspect.getmro(cls):
            init = base.__dict__.get("__init__")
            if init is None:
                continue
            parameters = inspect.signature(init).parameters.values()
            accepted |= {p.name for p in parameters if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}
        accepted.discard("self")
    unknown = sorted(set(shorthand) - accepted)
    if unknown:
        where = "a local path" if scheme in LOCAL_PROTOCOLS else f"the {scheme}:// store"
        raise TypeError(
            f"{call} got an unexpected keyword argument {unknown[0]!r} (neither {call} nor {where} takes it)"
        )


def merge_options(storage_options: dict[str, Any] | None, shorthand: dict[str, Any]) -> dict[str, Any]:
    """``storage_options`` plus the keyword shorthand (``load(url, endpoint_url=...)``); a key given both
    ways must agree."""
    merged = dict(storage_options or {})
    for key, value in shorthand.items():
        if key in merged and merged[key] != value:
            raise StorageError(f"storage option {key!r} given twice with different values")
        merged[key] = value
    return merged


def _emulated_gcs(scheme: str, storage_options: dict[str, Any]) -> bool:
    """Whether a ``gs://`` URL goes to a GCS emulator (an ``endpoint_url``, or ``STORAGE_EMULATOR_HOST``, that
    is not Google's): fake-gcs-server, gcp-storage-emulator."""
    if scheme not in ("gs", "gcs"):
        return False
    endpoint = str(storage_options.get("endpoint_url") or os.environ.get("STORAGE_EMULATOR_HOST") or "")
    return bool(endpoint) and "googleapis.com" not in endpoint


def _emulator_fs(url: str, storage_options: dict[str, Any]) -> tuple[AbstractFileSystem, str]:
    """gcsfs set up for an emulator: its plain ``GCSFileSystem`` (gcsfs 2026's default class probes every bucket's
    type over gRPC, which an HTTP emulator never answers: a minute per bucket unless an environment variable
    was set before gcsfs was imported), and anonymous access unless a token is given (otherwise google-auth
    looks for credentials and may probe the metadata server)."""
    from fsspec.core import strip_protocol
    from gcsfs.core import GCSFileSystem  # type: ignore[import-untyped]

    fs = GCSFileSystem(**{"token": "anon", **storage_options})
    return fs, str(strip_protocol(url))


def _token(scheme: str, storage_options: dict[str, Any], local: bool) -> str:
    """The key of a store in the cache of opened stores: its options as JSON for local disk, fsspec's token
    of its scheme and options for any other store (the scheme alone without options: a job asks once per
    object, and serialising an empty dict each time was a measurable share of a small object's cost)."""
    if not storage_options:
        return f"{scheme}:"
    if local:
        return f"file:{json.dumps(storage_options, sort_keys=True, default=repr)}"
    from fsspec.utils import tokenize

    return str(tokenize(scheme, storage_options))


def open_store(url: str, **storage_options: Any) -> tuple[Store, str]:
    """The store holding ``url`` and the path of ``url`` inside it. ``storage_options`` go to fsspec.

    Stores are reused per (protocol, options): creating a cloud client costs ~0.1 s, which would
    dominate work on many small objects. Local paths and ``file://`` URLs are served without importing
    fsspec (:mod:`backends.local`).
    """
    scheme = url.split("://", 1)[0] if "://" in url else "file"
    local = scheme in LOCAL_PROTOCOLS and "::" not in url
    key = _token(scheme, storage_options, local)
    with _STORES_LOCK:
        cached = _STORES.get(key)
    if cached is not None:
        return cached, cached.strip(url)
    try:
        if local:
            fs, path = LocalFiles(**storage_options), strip_local(url)
        elif _emulated_gcs(scheme, storage_options):
            fs, path = _emulator_fs(url, storage_options)
        else:
            from fsspec.core import url_to_fs

            fs, path = url_to_fs(url, **storage_options)
    except TypeError as exc:
        mistake = option_mistake(exc)
        raise OptionError(mistake or f"storage options not accepted: {exc}", source=redact_url(url)) from None
    except ImportError as exc:
        scheme = url.split("://", 1)[0]
        extra = {"s3": "s3", "gs": "gcs", "gcs": "gcs", "az": "azure", "abfs": "azure", "abfss": "azure"}.get(scheme)
        hint = f"; install pt2-serde[{extra}]" if extra else ""
        raise StorageError(f"no storage backend for {scheme}:// ({exc}){hint}", source=redact_url(url)) from None
    except ValueError as exc:
        raise StorageError(f"not a usable URL: {exc}", source=redact_url(url)) from None
    store = Store(fs, scheme=scheme)
    with _STORES_LOCK:
        _STORES[key] = store
    return store, path


@dataclass(frozen=True)
class Location:
    """A URL opened once where it enters and passed on: the store holding it, its path inside that store, the
    storage options it was opened with, and the URL as it was given (what messages name)."""

    store: Store
    path: str
    given: str
    options: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def open(cls, url: str, options: dict[str, Any] | None = None) -> Location:
        """``url`` opened with ``options`` (see :func:`open_store`)."""
        store, path = open_store(url, **(options or {}))
        return cls(store, path, url, dict(options or {}))

    @property
    def url(self) -> str:
        """The location's canonical URL."""
        return self.store.url(self.path)

    def reaches(self, other: Location) -> bool:
        """Whether ``other`` lies on the same objects as this one: the same store instance, or the same
        protocol at the same endpoint (two sets of credentials for one bucket)."""
        if other.store.fs is self.store.fs:
            return True
        return other.store.protocol == self.store.protocol and self.options.get("endpoint_url") == other.options.get(
            "endpoint_url"
        )
