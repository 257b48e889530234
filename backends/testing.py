"""The store conformance kit: the tests every publisher passes, shipped so that any store can run them.

pt2-serde's own stores (local disk, memory, S3, GCS, Azure) run this suite, and so can a publisher
registered by another package (through :func:`backends.register_publisher` or the
``pt2_serde.publishers`` entry-point group), as fsspec's abstract tests are used by its implementations::

    import pytest
    from backends.testing import StoreConformance

    class TestMyStore(StoreConformance):
        keeps_content_type = True  # if the store keeps Content-Type and user metadata

        @pytest.fixture
        def root(self, tmp_path):
            return "mystore://fresh-empty-bucket/prefix", {"endpoint_url": "http://127.0.0.1:9000"}

It needs pytest (``pip install pytest``); nothing else of pt2-serde's test suite.
"""

from __future__ import annotations

import os
import random

import pytest

from backends import ObjectMetadata, ObjectState, Store, WriteMode, open_store
from backends.errors import NotFoundError, PreconditionFailedError

__all__ = ["StoreConformance"]


class StoreConformance:
    """Atomic writes, create-only, compare-and-swap, metadata, ranged reads and listing with state, on one
    kind of store. Subclass it in a test module and provide the ``root`` fixture."""

    keeps_content_type = False
    """Set to True for stores that keep an object's Content-Type and user metadata (S3, GCS, Azure)."""

    @pytest.fixture
    def root(self) -> tuple[str, dict[str, object]]:
        """A fresh empty root URL and its storage options (each subclass provides it)."""
        raise NotImplementedError(f"{type(self).__name__} must define the 'root' fixture")

    def test_write_read_stat_list_delete(self, root: tuple[str, dict[str, object]]) -> None:
        """Bytes written under nested keys read back whole and by range, stat with their size and a token, list in
        order (a glob too), and delete."""
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
        """A create-only write where an object already exists is refused and leaves it as it was."""
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "x.bin")
        store.write_bytes(target, b"first", WriteMode.CREATE)
        with pytest.raises(PreconditionFailedError):
            store.write_bytes(target, b"second", WriteMode.CREATE)
        assert store.read_bytes(target) == b"first"

    def test_compare_and_swap(self, root: tuple[str, dict[str, object]]) -> None:
        """A compare-and-swap write against a state that changed since is refused and leaves the change; against the
        current state it succeeds."""
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "x.bin")
        seen = _seen_then_changed(store, target)
        with pytest.raises(PreconditionFailedError, match="changed"):
            store.write_bytes(target, b"mine", WriteMode.IF_MATCH, seen)
        assert store.read_bytes(target) == b"concurrent change!"
        current = store.stat(target)
        store.write_bytes(target, b"mine", WriteMode.IF_MATCH, current)
        assert store.read_bytes(target) == b"mine"

    def test_compare_and_swap_on_deleted_object(self, root: tuple[str, dict[str, object]]) -> None:
        """A compare-and-swap write against the state of an object deleted since is refused and recreates nothing."""
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
        """A write whose block raises publishes nothing: the old object stays, and a new one does not appear."""
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

    def test_compare_and_swap_past_the_spool_size(self, root: tuple[str, dict[str, object]]) -> None:
        """A compare-and-swap write large enough to stream (12 MiB) is refused as a whole when the object
        changed since it was read, and replaces it when it did not (an in-place migration of a model)."""
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "big.bin")
        seen = _seen_then_changed(store, target)
        with pytest.raises(PreconditionFailedError, match="changed"):
            with store.writer(target, WriteMode.IF_MATCH, seen) as handle:
                for _ in range(12):
                    handle.write(b"\1" * (1 << 20))
        assert store.read_bytes(target) == b"concurrent change!"
        chunk = os.urandom(1 << 20)
        with store.writer(target, WriteMode.IF_MATCH, store.stat(target)) as handle:
            for _ in range(12):
                handle.write(chunk)
        assert store.stat(target).size == 12 << 20
        assert store.read_range(target, (11 << 20) + 5, (11 << 20) + 21) == chunk[5:21]

    def test_compare_and_swap_asks_a_function_for_its_state_as_it_commits(
        self, root: tuple[str, dict[str, object]]
    ) -> None:
        """A compare-and-swap write given its expected state as a function (an in-place conversion, whose
        source's sha256 is complete only once its replacement is written) calls it once, after the bytes were
        written: a state that is current then passes, a state from before a change is refused."""
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "late.bin")
        store.write_bytes(target, b"original")
        asked: list[ObjectState] = []

        def current() -> ObjectState:
            asked.append(store.stat(target))
            return asked[-1]

        with store.writer(target, WriteMode.IF_MATCH, current) as handle:
            handle.write(b"mine")
            store.write_bytes(target, b"changed while mine was written")
            assert not asked
        assert len(asked) == 1 and store.read_bytes(target) == b"mine"
        before = store.stat(target)
        with pytest.raises(PreconditionFailedError, match="changed"):
            with store.writer(target, WriteMode.IF_MATCH, lambda: before) as handle:
                handle.write(b"not mine")
                store.write_bytes(target, b"another change")
        assert store.read_bytes(target) == b"another change"

    def test_failed_large_conditional_write_publishes_nothing(self, root: tuple[str, dict[str, object]]) -> None:
        """A create-only or compare-and-swap write that fails after streaming 12 MiB leaves no object, or the
        object as it was."""
        base, options = root
        store, path = open_store(base, **options)
        created = store.join(path, "new.bin")
        with pytest.raises(RuntimeError, match="boom"):
            with store.writer(created, WriteMode.CREATE) as handle:
                for _ in range(12):
                    handle.write(b"\2" * (1 << 20))
                raise RuntimeError("boom")
        assert not store.exists(created)
        replaced = store.join(path, "old.bin")
        store.write_bytes(replaced, b"old content")
        with pytest.raises(RuntimeError, match="boom"):
            with store.writer(replaced, WriteMode.IF_MATCH, store.stat(replaced)) as handle:
                for _ in range(12):
                    handle.write(b"\3" * (1 << 20))
                raise RuntimeError("boom")
        assert store.read_bytes(replaced) == b"old content"
        assert [store.relative(path, p) for p in store.find(path)] == ["old.bin"]

    @pytest.mark.parametrize("size", [5000, 12 << 20], ids=["small", "past-the-spool-size"])
    def test_write_file_publishes_a_callers_file_with_each_precondition(
        self, root: tuple[str, dict[str, object]], size: int, tmp_path_factory: pytest.TempPathFactory
    ) -> None:
        """``write_file`` (how a conversion publishes its verified output) publishes the caller's file with each
        precondition as ``writer`` does: create-only refuses an existing object, compare-and-swap a changed
        one, and a refusal changes nothing; a file of another length than said is refused before anything is
        sent; the caller's file stays open."""
        base, options = root
        store, path = open_store(base, **options)
        body = os.urandom(size)
        with open(tmp_path_factory.mktemp("write-file") / "source.bin", "w+b") as source:
            source.write(body)
            created = store.join(path, "created.bin")
            with pytest.raises(ValueError, match="holds"):
                store.write_file(created, source, size - 1, WriteMode.CREATE)
            assert not store.exists(created)
            store.write_file(created, source, size, WriteMode.CREATE)
            assert store.read_bytes(created) == body
            with pytest.raises(PreconditionFailedError):
                store.write_file(created, source, size, WriteMode.CREATE)
            replaced = store.join(path, "replaced.bin")
            seen = _seen_then_changed(store, replaced)
            with pytest.raises(PreconditionFailedError, match="changed"):
                store.write_file(replaced, source, size, WriteMode.IF_MATCH, seen)
            assert store.read_bytes(replaced) == b"concurrent change!"
            store.write_file(replaced, source, size, WriteMode.IF_MATCH, store.stat(replaced))
            assert store.read_bytes(replaced) == body
            overwritten = store.join(path, "overwritten.bin")
            store.write_bytes(overwritten, b"before")
            store.write_file(overwritten, source, size)
            assert store.read_bytes(overwritten) == body
            assert not source.closed

    @pytest.mark.parametrize("size", [5000, 12 << 20], ids=["small", "past-the-spool-size"])
    def test_a_write_told_its_size_honours_each_precondition(
        self, root: tuple[str, dict[str, object]], size: int
    ) -> None:
        """A write told its size before its first byte (how a conversion writes, having laid its output out)
        publishes with each precondition as an untold one does: create-only refuses an existing object,
        compare-and-swap a changed one, a refusal changes nothing, and an overwrite replaces."""
        base, options = root
        store, path = open_store(base, **options)
        pieces = [os.urandom(size // 4) for _ in range(4)]
        body = b"".join(pieces)
        created = store.join(path, "created.bin")
        with store.writer(created, WriteMode.CREATE, size=len(body)) as handle:
            handle.writelines(pieces)
        assert store.read_bytes(created) == body
        with pytest.raises(PreconditionFailedError):
            with store.writer(created, WriteMode.CREATE, size=len(body)) as handle:
                handle.writelines(reversed(pieces))
        assert store.read_bytes(created) == body
        replaced = store.join(path, "replaced.bin")
        seen = _seen_then_changed(store, replaced)
        with pytest.raises(PreconditionFailedError, match="changed"):
            with store.writer(replaced, WriteMode.IF_MATCH, seen, size=len(body)) as handle:
                handle.writelines(pieces)
        assert store.read_bytes(replaced) == b"concurrent change!"
        with store.writer(replaced, WriteMode.IF_MATCH, store.stat(replaced), size=len(body)) as handle:
            handle.writelines(pieces)
        assert store.read_bytes(replaced) == body
        with store.writer(replaced, size=3) as handle:
            handle.write(b"new")
        assert store.read_bytes(replaced) == b"new"

    @pytest.mark.parametrize("mode", list(WriteMode), ids=[mode.name for mode in WriteMode])
    def test_a_write_told_its_size_publishes_nothing_unless_it_is_that_long(
        self, root: tuple[str, dict[str, object]], mode: WriteMode
    ) -> None:
        """A write told its size that goes past it is refused at the write that does, one that falls short when
        its block ends, and one whose block raises after 12 MiB is abandoned: each a new object never made,
        or the old one left as it was."""
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "x.bin")
        if mode is not WriteMode.CREATE:
            store.write_bytes(target, b"old content")
        expected = store.stat(target) if mode is WriteMode.IF_MATCH else None
        size = 12 << 20
        with pytest.raises(ValueError, match="went past"):
            with store.writer(target, mode, expected, size=size) as handle:
                for _ in range(12):
                    handle.write(b"\4" * (1 << 20))
                handle.write(b"!")
        with pytest.raises(ValueError, match="ended after"):
            with store.writer(target, mode, expected, size=size) as handle:
                for _ in range(11):
                    handle.write(b"\5" * (1 << 20))
        with pytest.raises(RuntimeError, match="boom"):
            with store.writer(target, mode, expected, size=size) as handle:
                for _ in range(12):
                    handle.write(b"\6" * (1 << 20))
                raise RuntimeError("boom")
        if mode is WriteMode.CREATE:
            assert not store.exists(target)
        else:
            assert store.read_bytes(target) == b"old content"
        assert [store.relative(path, p) for p in store.find(path)] == ([] if mode is WriteMode.CREATE else ["x.bin"])

    def test_listing_reports_the_state_stat_reports(self, root: tuple[str, dict[str, object]]) -> None:
        """Each object's state in a listing is the one ``stat`` gives (size and token), so a listing is enough to
        judge it."""
        base, options = root
        store, path = open_store(base, **options)
        for name, size in (("a.bin", 3), ("d/b.bin", 5)):
            store.write_bytes(store.join(path, name), b"x" * size)
        listed = dict(store.find_with_state(path))
        assert sorted(store.relative(path, p) for p in listed) == ["a.bin", "d/b.bin"]
        for found, state in listed.items():
            stat = store.stat(found)
            assert state.size == stat.size and state.token == stat.token

    def test_pages_walk_one_folder_at_a_time(self, root: tuple[str, dict[str, object]]) -> None:
        """A paged listing holds every object once, each in its own folder's page with the state ``stat``
        reports, folders depth first in sorted order, and the first page is made before the rest is listed."""
        base, options = root
        store, path = open_store(base, **options)
        names = ["z.bin", "a.bin", "d/x.bin", "d/e/y.bin", "d.b/w.bin", "c/v.bin"]
        for name in names:
            store.write_bytes(store.join(path, name), name.encode())
        walk = store.pages(path)
        first = next(walk)
        assert first.folder == store.strip(path).rstrip("/")
        assert [store.relative(path, p) for p, _ in first.files] == ["a.bin", "z.bin"]
        assert [store.relative(path, f) for f in first.folders] == ["c", "d", "d.b"]
        pages = [first, *walk]
        assert [store.relative(path, p.folder) if p is not first else "" for p in pages] == ["", "c", "d", "d/e", "d.b"]
        listed = [(store.relative(path, p), state) for page in pages for p, state in page.files]
        assert sorted(name for name, _ in listed) == sorted(names)
        for name, state in listed:
            stat = store.stat(store.join(path, name))
            assert state.size == stat.size and state.token == stat.token
        assert store.folder(store.join(path, "d")) is not None
        assert store.folder(store.join(path, "missing")) is None
        one = list(store.pages(store.join(path, "d/x.bin")))
        assert [[store.relative(path, p) for p, _ in page.files] for page in one] == [["d/x.bin"]]
        assert list(store.pages(store.join(path, "missing"))) == []

    def test_ranges_read_in_one_batch(self, root: tuple[str, dict[str, object]]) -> None:
        """Several ranges of one object come back in order, each exactly; no ranges read nothing."""
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "r.bin")
        store.write_bytes(target, bytes(range(256)) * 4)
        assert store.read_ranges(target, [(0, 2), (300, 303), (1020, 1024)]) == [
            b"\0\1",
            bytes([44, 45, 46]),
            bytes([252, 253, 254, 255]),
        ]
        assert store.read_ranges(target, []) == []

    def test_streamed_read_serves_any_seek_and_never_mixes_versions(self, root: tuple[str, dict[str, object]]) -> None:
        """``open_read`` is a seekable file: reads anywhere, in any order, give the object's bytes (past what
        a reader keeps, so that some bytes are fetched again). An object replaced while it is read is never
        served as a mix: later reads give the first version's bytes or fail with PreconditionFailedError."""
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "big.bin")
        first = random.Random(7).randbytes(12 * 2**20 + 4321)
        store.write_bytes(target, first)
        picks = random.Random(8)
        with store.open_read(target) as reader:
            for _ in range(40):
                start, length = picks.randrange(len(first)), picks.randrange(1, 3 * 2**20)
                reader.seek(start)
                assert reader.read(length) == first[start : start + length], (start, length)
            reader.seek(0)
            assert reader.read() == first
        with store.open_read(target) as reader:
            assert reader.read(10) == first[:10]
            store.write_bytes(target, bytes(len(first)))
            try:
                reader.seek(len(first) - 2**20)
                late = reader.read(2**20)
            except PreconditionFailedError:
                return
            assert late == first[-(2**20) :], "bytes of the replacement were served in the middle of a read"

    def test_metadata_is_carried_to_a_copy(self, root: tuple[str, dict[str, object]]) -> None:
        """A write given an object's metadata (a replacement, a backup, a mirror) carries it over: the
        Content-Type and user metadata where the store keeps them, permissions on local disk."""
        base, options = root
        store, path = open_store(base, **options)
        source, copy = store.join(path, "source.pt2"), store.join(path, "copy.pt2")
        given = ObjectMetadata(content_type="application/x-pt2", user={"owner": "team-a"})
        with store.writer(source, metadata=given) as handle:
            handle.write(b"bytes")
        kept = store.metadata(source)
        if self.keeps_content_type:
            assert kept.content_type == "application/x-pt2" and kept.user == {"owner": "team-a"}
        with store.writer(copy, metadata=kept) as handle:
            handle.write(b"other bytes")
        assert store.metadata(copy) == kept

    def test_a_listed_object_is_read_whole_with_what_a_replacement_keeps(
        self, root: tuple[str, dict[str, object]]
    ) -> None:
        """``read_listed`` gives the bytes the listing (or a stat) described and that state, with the metadata a
        replacement keeps where the store said it (then exactly what :meth:`Store.metadata` says); an object
        that grew or shrank since it was listed is refused, never read as it is now."""
        base, options = root
        store, path = open_store(base, **options)
        target = store.join(path, "listed.pt2")
        with store.writer(target, metadata=ObjectMetadata(content_type="application/x-pt2", user={"k": "v"})) as out:
            out.write(b"0123456789")
        (listed,) = [state for found, state in store.find_with_state(path) if found == target]
        kept = store.metadata(target)
        for state in (listed, store.stat(target)):
            data, read = store.read_listed(target, state)
            assert data == b"0123456789" and read == state
            assert read.metadata is None or read.metadata == kept
        for changed in (b"0123456789+", b"01234"):
            store.write_bytes(target, changed)
            with pytest.raises(PreconditionFailedError, match="changed since it was listed"):
                store.read_listed(target, listed)


def _seen_then_changed(store: Store, target: str) -> ObjectState:
    """Write ``target``, note its state, then change it as another writer would: the state a compare-and-swap
    write that must be refused was given."""
    store.write_bytes(target, b"original")
    seen = store.stat(target)
    store.write_bytes(target, b"concurrent change!")
    return seen
