"""The conformance suite every store kind passes, as fsspec's abstract tests are shared by its
implementations: subclass :class:`StoreConformance` and provide the ``root`` fixture (a fresh empty root
URL and its storage options)."""

from __future__ import annotations

import os

import pytest

from backends import WriteMode, open_store
from serde.errors import NotFoundError, PreconditionFailedError


class StoreConformance:
    """Atomic writes, create-only, compare-and-swap, listing with state, on one kind of store."""

    @pytest.fixture
    def root(self) -> tuple[str, dict[str, object]]:
        """A fresh empty root URL and its storage options (each subclass provides it)."""
        raise NotImplementedError

    def test_write_read_stat_list_delete(self, root: tuple[str, dict[str, object]]) -> None:
        base, options = root
        store, path = open_store(base, **options)
        for name in ["a/one.json", "a/b/two.msgpack", "three.pt2"]:
            store.write_bytes(store.join(path, name), name.encode())
        target = store.join(path, "a/b/two.msgpack")
        assert store.read_bytes(target) == b"a/b/two.msgpack"
        assert store.read_range(target, 2, 5) == b"b/t"
        state = store.stat(target)
        assert state.size == len(b"a/b/two.msgpack") and state.token is not None
        found = [store.relative(path, p) for p in store.find(path)]
        assert found == ["a/b/two.msgpack", "a/one.json", "three.pt2"]
        assert [store.relative(path, p) for p in store.find(store.join(path, "**/*.json"))] == ["a/one.json"]
        assert store.exists(target) and store.is_dir(store.join(path, "a"))
        store.delete(target)
        assert not store.exists(target)
        with pytest.raises(NotFoundError) as info:
            store.read_bytes(target)
        assert "two.msgpack" in str(info.value)

    def test_create_only_refuses_existing(self, root: tuple[str, dict[str, object]]) -> None:
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "x.bin")
        store.write_bytes(target, b"first", WriteMode.CREATE)
        with pytest.raises(PreconditionFailedError):
            store.write_bytes(target, b"second", WriteMode.CREATE)
        assert store.read_bytes(target) == b"first"

    def test_compare_and_swap(self, root: tuple[str, dict[str, object]]) -> None:
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "x.bin")
        store.write_bytes(target, b"original")
        seen = store.stat(target)
        store.write_bytes(target, b"concurrent change!")
        with pytest.raises(PreconditionFailedError, match="changed"):
            store.write_bytes(target, b"mine", WriteMode.IF_MATCH, seen)
        assert store.read_bytes(target) == b"concurrent change!"
        current = store.stat(target)
        store.write_bytes(target, b"mine", WriteMode.IF_MATCH, current)
        assert store.read_bytes(target) == b"mine"

    def test_compare_and_swap_on_deleted_object(self, root: tuple[str, dict[str, object]]) -> None:
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "x.bin")
        store.write_bytes(target, b"original")
        seen = store.stat(target)
        store.delete(target)
        with pytest.raises(PreconditionFailedError):
            store.write_bytes(target, b"mine", WriteMode.IF_MATCH, seen)
        assert not store.exists(target)

    def test_failed_write_leaves_no_partial_object(self, root: tuple[str, dict[str, object]]) -> None:
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "x.bin")
        store.write_bytes(target, b"old content")
        with pytest.raises(RuntimeError, match="boom"):
            with store.writer(target) as handle:
                handle.write(b"half of the new")
                raise RuntimeError("boom")
        assert store.read_bytes(target) == b"old content"
        with pytest.raises(RuntimeError):
            with store.writer(store.join(path, "new.bin")) as handle:
                handle.write(b"x" * 1000)
                raise RuntimeError("boom")
        assert not store.exists(store.join(path, "new.bin"))
        assert [store.relative(path, p) for p in store.find(path)] == ["x.bin"]

    def test_streamed_large_write_is_atomic(self, root: tuple[str, dict[str, object]]) -> None:
        """Past the in-memory spool size, writes stream; a failure midway still publishes nothing."""
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "big.bin")
        chunk = os.urandom(1 << 20)
        with store.writer(target) as handle:
            for _ in range(12):
                handle.write(chunk)
        assert store.stat(target).size == 12 << 20
        with pytest.raises(RuntimeError):
            with store.writer(target) as handle:
                for _ in range(12):
                    handle.write(b"\0" * (1 << 20))
                raise RuntimeError("boom")
        assert store.read_range(target, 0, 16) == chunk[:16]

    def test_create_only_refuses_existing_past_the_spool_size(self, root: tuple[str, dict[str, object]]) -> None:
        """A create-only write large enough to stream (a multipart upload on S3) is refused as a whole."""
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "big.bin")
        store.write_bytes(target, b"first")
        with pytest.raises(PreconditionFailedError):
            with store.writer(target, WriteMode.CREATE) as handle:
                for _ in range(12):
                    handle.write(b"\1" * (1 << 20))
        assert store.read_bytes(target) == b"first"

    def test_listing_reports_the_state_stat_reports(self, root: tuple[str, dict[str, object]]) -> None:
        base, options = root
        store, path = open_store(base, **options)
        for name, size in (("a.bin", 3), ("d/b.bin", 5)):
            store.write_bytes(store.join(path, name), b"x" * size)
        listed = dict(store.find_with_state(path))
        assert sorted(store.relative(path, p) for p in listed) == ["a.bin", "d/b.bin"]
        for found, state in listed.items():
            stat = store.stat(found)
            assert state.size == stat.size and state.token == stat.token
