"""The sha256 of a large source, computed from the reads its conversion makes (``serde.containers.digest``),
and the source record laid out before that sha256 is known (a deferred CRC-32 in the zip writer)."""

from __future__ import annotations

import hashlib
import io
import json
import threading
import time
import zipfile
import zlib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from project_paths import DATA

import serde
from serde.containers import digest
from serde.containers.digest import GAP, HashedReads, Sha256
from serde.containers.reader import WHOLE_READ_LIMIT
from serde.containers.zip_writer import Record, StoredZip
from serde.jobs.sources import SOURCE_RECORD

CORPUS = DATA / "corpus"


def test_a_digest_hashed_beside_its_feeder_is_the_sha256_of_what_it_was_given(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pieces below and above the size hashed on a thread of its own, given from one reused buffer (each is
    copied before the caller overwrites it), with pauses longer than the thread waits idle (it ends and
    another starts): the digest is hashlib's of the same bytes, and no thread is left once it is read."""
    monkeypatch.setattr(digest, "IDLE", 0.05)
    before = set(threading.enumerate())
    buffer = bytearray(3 * digest.BESIDE_FROM)
    expected, hashed = hashlib.sha256(), Sha256()
    for index, size in enumerate([10, digest.BESIDE_FROM, 3, 3 * digest.BESIDE_FROM, 7, digest.BESIDE_FROM - 1] * 3):
        buffer[:size] = bytes([index]) * size
        hashed.update(memoryview(buffer)[:size])
        expected.update(bytes([index]) * size)
        if index % 4 == 3:
            time.sleep(0.2)
    assert hashed.hexdigest() == expected.hexdigest()
    assert hashed.hexdigest() == expected.hexdigest()
    assert not [t for t in threading.enumerate() if t.name == "pt2-serde-sha256" and t not in before]


def test_a_full_queue_never_waits_on_a_thread_that_waits_for_the_feeders_lock(monkeypatch: pytest.MonkeyPatch) -> None:
    """The interleaving that once could hang a conversion: the hashing thread waits idle past ``IDLE`` while
    the feeder holds the lock, then the feeder queues more than the queue holds, under the lock (as
    :meth:`Sha256.update` queues). The thread must go on draining instead of waiting for that lock."""
    monkeypatch.setattr(digest, "IDLE", 0.05)
    hashed, expected = Sha256(), hashlib.sha256()
    first = bytes(digest.BESIDE_FROM)
    hashed.update(first)
    expected.update(first)
    pieces = [bytes([i]) * 1000 for i in range(digest.QUEUED + 3)]
    with hashed._lock:
        time.sleep(0.3)  # the thread finds its queue empty for longer than IDLE while the lock is held
        feeder = threading.Thread(target=lambda: [hashed._pieces.put(piece) for piece in pieces], daemon=True)
        feeder.start()
        feeder.join(10)
        assert not feeder.is_alive(), "the feeder waits on a full queue that nothing drains"
    for piece in pieces:
        expected.update(piece)
    assert hashed.hexdigest() == expected.hexdigest()


@settings(max_examples=60, deadline=None)
@given(
    data=st.binary(min_size=0, max_size=5000),
    reads=st.lists(st.tuples(st.integers(0, 5200), st.integers(0, 900)), max_size=30),
)
def test_the_digest_is_the_files_sha256_whatever_the_reads(data: bytes, reads: list[tuple[int, int]]) -> None:
    """Reads in any order, overlapping, past the end or not at all: the digest is the file's sha256, and
    every read returns the file's bytes."""
    hashed = HashedReads(io.BytesIO(data), len(data))
    for start, length in reads:
        hashed.seek(start)
        assert hashed.read(length) == data[start : start + length]
    assert hashed.hexdigest() == hashlib.sha256(data).hexdigest()
    assert hashed.hexdigest() == hashlib.sha256(data).hexdigest()  # asking twice reads nothing more


def test_reads_in_file_order_with_small_gaps_need_no_second_read() -> None:
    data = bytes(range(256)) * 40_000  # ~10 MB
    hashed = HashedReads(io.BytesIO(data), len(data))
    position = 0
    while position < len(data):
        hashed.seek(position + 100)  # skip a "header"
        position += 100 + len(hashed.read(1 << 20))
    assert hashed.hashed == len(data) and hashed.extra_bytes == 100 * 10
    hashed.seek(len(data) - 10)  # the central directory, read first by zip readers: no harm
    hashed.read()
    assert hashed.hexdigest() == hashlib.sha256(data).hexdigest() and hashed.extra_bytes == 1000
    far = HashedReads(io.BytesIO(data), len(data))
    far.seek(GAP + 1)
    far.read(10)
    assert far.hashed == 0, "a read far ahead is not worth a read of the gap"


@pytest.mark.parametrize("deferred", [0, 1, 2])
def test_a_deferred_crc_lays_out_the_same_archive(deferred: int) -> None:
    """Records whose CRC-32 is given as a function make the very bytes (and size, known in advance) of the
    archive made with the CRC-32 known, and the function is asked only when the writer reaches them."""
    contents = [(f"r{i}", bytes([i]) * (100 + 37 * i)) for i in range(3)]
    known = StoredZip([Record(n, len(b), zlib.crc32(b), lambda b=b: iter([b])) for n, b in contents])
    asked: list[str] = []

    def crc_of(name: str, body: bytes) -> int:
        asked.append(name)
        return zlib.crc32(body)

    records = [
        Record(n, len(b), (lambda n=n, b=b: crc_of(n, b)) if i >= 3 - deferred else crc_of(n, b), lambda b=b: iter([b]))
        for i, (n, b) in enumerate(contents)
    ]
    asked.clear()
    late = StoredZip(records)
    assert late.size == known.size and asked == []
    assert late.read() == known.read()
    assert asked == [n for n, _ in contents[3 - deferred :]] * (2 if deferred else 1) or deferred == 0
    with zipfile.ZipFile(io.BytesIO(late.read())) as archive:
        assert archive.testzip() is None


def _large(tmp_path: Path) -> Path:
    """A genuine artifact grown past the whole-read limit by a stored member."""
    out = tmp_path / "large.pt2"
    with zipfile.ZipFile(CORPUS / "2.13.0" / "mlp" / "model.pt2") as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            target.writestr(info, source.read(info))
        target.writestr("model/extra/padding", bytes(range(256)) * ((WHOLE_READ_LIMIT >> 8) + 1))
    return out


def test_a_large_source_is_read_once_and_its_record_carries_its_sha256(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Converting a source beyond the whole-read limit reads it about once (no second pass for its sha256);
    the record and the output's source record carry the sha256 of its bytes."""
    from backends.store import Store

    source = _large(tmp_path)
    read = [0]
    real = Store.open_read

    def counting(self: Store, path: str, **options: object) -> object:
        handle = real(self, path, **options)  # type: ignore[arg-type]
        plain, into = handle.read, handle.readinto  # type: ignore[attr-defined]

        def counted(size: int = -1) -> bytes:
            data = plain(size)
            read[0] += len(data)
            return data

        def counted_into(buffer: bytearray) -> int:
            count: int = into(buffer)
            read[0] += count
            return count

        handle.read, handle.readinto = counted, counted_into  # type: ignore[method-assign,attr-defined]
        return handle

    monkeypatch.setattr(Store, "open_read", counting)
    monkeypatch.setattr("serde.jobs.streams.file_sha256", lambda path: pytest.fail("the source was hashed again"))
    done = serde.convert_one(str(source), str(tmp_path / "out.pt2"), layout="P2")
    size = source.stat().st_size
    assert done.record.input_sha256 == hashlib.sha256(source.read_bytes()).hexdigest()
    assert size <= read[0] <= size * 1.05, (read[0], size)
    with zipfile.ZipFile(tmp_path / "out.pt2") as output:
        (name,) = [n for n in output.namelist() if n.endswith(SOURCE_RECORD)]
        assert json.loads(output.read(name))["source"]["sha256"] == done.record.input_sha256
        assert output.testzip() is None


def test_migrate_records_the_sha256_of_a_large_source_and_a_rerun_finds_it_up_to_date(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    tree.mkdir()
    source = _large(tmp_path)
    source.rename(tree / "large.pt2")
    first = serde.migrate(str(tree), dest=str(tmp_path / "out"), layout="P2")
    (record,) = first.records
    assert record.status == "migrated", (record.error_type, record.error)
    assert record.input_sha256 == hashlib.sha256((tree / "large.pt2").read_bytes()).hexdigest()
    again = serde.migrate(str(tree), dest=str(tmp_path / "out"), layout="P2")
    assert [r.status for r in again.records] == ["skipped"]


@pytest.mark.parametrize("where", ["local", "s3", "gcs", "azure"])
def test_an_output_streamed_out_while_built_is_published_only_once_verified(
    where: str, tmp_path: Path, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Into a destination the output is uploaded as it is built (reading and writing overlap); an output that
    then fails verification is never published, and one that passes is, with the sha256 of what was sent."""
    from serde.jobs import convert
    from serde.jobs.verify import VerificationError

    tree = tmp_path / "tree"
    (tree / "m").mkdir(parents=True)
    (tree / "m" / "model.pt2").write_bytes((CORPUS / "2.4.1" / "mlp" / "model.pt2").read_bytes())
    if where == "local":
        dest, options = str(tmp_path / "out"), {}
    else:
        dest = request.getfixturevalue(f"{where}_bucket") + "/out"
        options = request.getfixturevalue(f"{where}_options")
    from backends.store import open_store

    store, root = open_store(dest, **options)
    real = convert.verify_output

    def refuse(*args: object, **kwargs: object) -> str:
        raise VerificationError("refused by the test", source=None)

    monkeypatch.setattr(convert, "verify_output", refuse)
    failed = serde.migrate(str(tree), dest=dest, dest_storage_options=options)
    assert [r.error_type for r in failed.records if r.url.endswith(".pt2")] == ["VerificationError"]
    assert not store.exists(store.join(root, "m/model.pt2"))
    monkeypatch.setattr(convert, "verify_output", real)
    done = serde.migrate(str(tree), dest=dest, dest_storage_options=options)
    (record,) = [r for r in done.records if r.url.endswith(".pt2")]
    assert record.status == "migrated"
    assert record.output_sha256 == hashlib.sha256(store.read_bytes(store.join(root, "m/model.pt2"))).hexdigest()
