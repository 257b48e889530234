"""A conversion's output verified as it streams out: :class:`serde.containers.sparse_copy.SparseCopy` keeps all
of the archive but the data of the members no check reads, checks those as they pass, and the read-back
fails, rather than passes, whenever it would need bytes that were not kept."""

from __future__ import annotations

import hashlib
import io
import os
import struct
import tempfile
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from corpus_index import UNSEEN, CorpusArtifact, corpus_artifacts
from hypothesis import given, settings
from hypothesis import strategies as st

import serde
from backends.state import ObjectState
from backends.store import open_store
from serde.containers import reader
from serde.containers.blobs import ArchiveBlob
from serde.containers.reader import DROP_FROM, read_zip, unread_members
from serde.containers.sparse_copy import SparseCopy
from serde.containers.zip_writer import Record, StoredZip
from serde.errors import ContainerError, CorruptArtifactError, SerdeError
from serde.jobs import convert
from serde.jobs.verify import VerificationError
from serde.untrusted.archive import ZipArchive

BIG = bytes(range(256)) * 1200  # 300 KiB, each byte distinct from its neighbours


def _record(name: str, data: bytes) -> Record:
    pieces = [data[i : i + 7000] for i in range(0, len(data), 7000)]
    return Record(name, len(data), zlib.crc32(data), lambda: iter(pieces))


ARCHIVE = StoredZip(
    [_record("m/a.json", b'{"x": 1}'), _record("m/data/w0", BIG), _record("m/empty", b""), _record("m/z", b"last")]
).read()


def _through(data: bytes, cuts: list[int], drop: set[str]) -> tuple[SparseCopy, io.BytesIO]:
    """``data`` written into a SparseCopy in pieces ending at ``cuts``."""
    store = io.BytesIO()
    copy = SparseCopy(store, drop, "out.pt2")
    start = 0
    for end in [*sorted(cuts), len(data)]:
        copy.write(data[start:end])
        start = max(start, end)
    return copy, store


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=len(ARCHIVE)), max_size=12))
def test_the_kept_bytes_are_the_archive_but_the_dropped_data_wherever_the_writes_are_cut(cuts: list[int]) -> None:
    copy, store = _through(ARCHIVE, cuts, {"m/data/w0", "m/empty"})
    image = copy.image()
    assert copy.dropped == {"m/data/w0"}  # an empty member has nothing to drop
    assert store.getvalue() == ARCHIVE.replace(BIG, b"")
    archive = ZipArchive("out.pt2", lambda: image, size=len(ARCHIVE))
    assert archive.read("m/a.json") == b'{"x": 1}' and archive.read("m/z") == b"last"
    with pytest.raises(ContainerError, match="not kept"):
        archive.read("m/data/w0")


def test_a_copy_that_drops_nothing_is_the_archive() -> None:
    copy, store = _through(ARCHIVE, [3, 31], set())
    image = copy.image()
    assert store.getvalue() == ARCHIVE and image.read() == ARCHIVE and not copy.dropped


@pytest.mark.parametrize("where", [0, 1, len(BIG) - 1])
def test_a_dropped_member_whose_bytes_do_not_match_its_header_is_reported(where: int) -> None:
    damaged = bytearray(ARCHIVE)
    damaged[ARCHIVE.index(BIG) + where] ^= 0x01
    copy, _ = _through(bytes(damaged), [], {"m/data/w0"})
    with pytest.raises(CorruptArtifactError, match="CRC-32") as caught:
        copy.image()
    assert caught.value.member == "m/data/w0" and caught.value.source == "out.pt2"


@pytest.mark.parametrize("cut", [2, 20, 40, 1000, len(ARCHIVE) - len(BIG) // 2])
def test_a_stream_that_ends_inside_a_record_is_reported(cut: int) -> None:
    copy, _ = _through(ARCHIVE[:cut], [], {"m/data/w0"})
    with pytest.raises(CorruptArtifactError, match="ends inside a record"):
        copy.image()


def _flags_and_method(flags: int, method: int) -> bytes:
    """ARCHIVE with its first record's general-purpose flags and compression method replaced."""
    damaged = bytearray(ARCHIVE)
    struct.pack_into("<2H", damaged, 6, flags, method)
    return bytes(damaged)


@pytest.mark.parametrize(
    "data",
    [_flags_and_method(0x808, 0), _flags_and_method(0x800, 8), _flags_and_method(0x801, 0)],
    ids=["data-descriptor", "deflated", "encrypted"],
)
def test_records_pt2_serde_does_not_write_stop_the_parse(data: bytes) -> None:
    copy, _ = _through(data, [], {"m/data/w0"})
    with pytest.raises(CorruptArtifactError, match="does not write") as caught:
        copy.image()
    assert caught.value.member == "m/a.json"


def test_a_zip64_local_header_gives_the_sizes() -> None:
    """Beyond 4 GiB a record's sizes are in its local header's zip64 extra field (the writer puts them there
    for every record that large; a small one stands in for it here)."""
    name, data = b"m/data/w0", BIG
    extra = struct.pack("<2H2Q", 1, 16, len(data), len(data)) + struct.pack("<2H", 0x4246, 0)
    header = struct.pack("<4s5H3L2H", b"PK\x03\x04", 45, 0x800, 0, 0, 0, zlib.crc32(data), 0xFFFFFFFF, 0xFFFFFFFF,
                         len(name), len(extra))  # fmt: skip
    tail = b"PK\x05\x06" + b"\0" * 18
    copy, store = _through(header + name + extra + data + tail, [100], {"m/data/w0"})
    copy.image()
    assert copy.dropped == {"m/data/w0"} and store.getvalue() == header + name + extra + tail


@pytest.mark.torch
def test_what_a_read_back_reads_is_never_left_out(tmp_path: Path) -> None:
    """The configs always; the pickles when the read-back screens them again (an archive not held in memory
    and not trusted); the raw tensors never, once they reach DROP_FROM bytes."""
    source = _large_export(tmp_path / "x", 1024, 512)
    _grow_sample_inputs(source)
    archive = ZipArchive(str(source), lambda: open(source, "rb"))  # noqa: SIM115 - the archive keeps it
    artifact = read_zip(archive, ObjectState(size=source.stat().st_size, token=None))
    assert not archive.in_memory
    screened_again = unread_members(artifact, artifact.layout, artifact.members, artifact)
    artifact.trust_pickles = True
    trusted = unread_members(artifact, artifact.layout, artifact.members, artifact)
    configs = {n for n in artifact.members if n.endswith("config.json")}
    assert configs and not configs & (screened_again | trusted)
    assert "data/sample_inputs/model.pt" in trusted - screened_again
    assert all(artifact.members[n].size >= DROP_FROM for n in trusted)
    assert any(n.startswith("data/weights/") for n in screened_again)


def _large_export(folder: Path, inputs: int, outputs: int) -> Path:
    """A torch.export artifact of the installed torch whose one weight is ``inputs x outputs`` float32."""
    import torch

    folder.mkdir(parents=True, exist_ok=True)
    model = torch.nn.Linear(inputs, outputs)
    path = folder / "model.pt2"
    torch.export.save(torch.export.export(model, (torch.randn(2, inputs),)), str(path))
    return path


def _grow_sample_inputs(path: Path) -> None:
    """Make the artifact's example inputs a pickle of more than DROP_FROM bytes (torch.save of a larger input)."""
    import torch

    buffer = io.BytesIO()
    torch.save(((torch.randn(DROP_FROM // 4 + 1, 1),), {}), buffer)
    with zipfile.ZipFile(path) as old:
        members = [(info, old.read(info)) for info in old.infolist()]
    with zipfile.ZipFile(path, "w") as new:
        for info, data in members:
            new.writestr(info, buffer.getvalue() if info.filename.endswith("sample_inputs/model.pt") else data)


@pytest.fixture(scope="module")
def large(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An artifact with a 12 MiB weight: more than a conversion's scratch space keeps in memory."""
    return _large_export(tmp_path_factory.mktemp("large"), 2048, 1536)


class _NoSpill(tempfile.SpooledTemporaryFile):  # type: ignore[type-arg]
    """Scratch space that fails instead of spilling to a temporary file, and counts what it was given."""

    made: list[_NoSpill] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.given = 0
        _NoSpill.made.append(self)

    def write(self, data: Any) -> int:
        self.given += len(data)
        return super().write(data)

    def rollover(self) -> None:
        raise AssertionError("scratch space spilled to a temporary file")


@pytest.mark.torch
@pytest.mark.parametrize(
    "where", ["local", pytest.param("s3", marks=pytest.mark.slow), pytest.param("gcs", marks=pytest.mark.slow)]
)
def test_a_large_output_is_verified_as_it_streams_out_without_a_temporary_file(
    large: Path, tmp_path: Path, where: str, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The 12 MiB weight goes from the source to the destination, written create-only (on GCS one multipart
    upload, told the output's size before its first byte); the scratch space keeps under 1 MiB (headers,
    program, configs, example inputs) and never spills to disk; the output is all there and reads back."""
    if where == "local":
        dest, options = str(tmp_path / "out.pt2"), {}
    else:
        dest = request.getfixturevalue(f"{where}_bucket") + "/out.pt2"
        options = request.getfixturevalue(f"{where}_options")
    _NoSpill.made.clear()
    monkeypatch.setattr(tempfile, "SpooledTemporaryFile", _NoSpill)
    monkeypatch.setattr(tempfile, "TemporaryFile", None)  # calling it is an error
    done = serde.convert_one(str(large), dest, write=convert.WriteOptions(storage_options=options))
    monkeypatch.undo()
    assert done.record.status == "migrated" and done.record.verified.startswith("schema")
    assert _NoSpill.made and all(spool.given < DROP_FROM for spool in _NoSpill.made)
    store, path = open_store(dest, **options)
    written = store.read_bytes(path)
    assert len(written) > 12 * 2**20 and zipfile.ZipFile(io.BytesIO(written)).testzip() is None
    assert serde.load(dest, storage_options=options).version == serde.load(str(large)).version


@pytest.mark.torch
@pytest.mark.parametrize(
    "where",
    [
        "local",
        pytest.param("azure", marks=pytest.mark.slow),
        pytest.param("gcs", marks=pytest.mark.slow),
        pytest.param("s3", marks=pytest.mark.slow),
    ],
)
def test_a_large_artifact_replaced_in_place_streams_out_without_a_temporary_file(
    large: Path, tmp_path: Path, where: str, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In place, where the store streams a compare-and-swap write told its size (local disk, Azure, GCS, S3 over
    TLS): the replacement goes straight to the store as it is built (the scratch space keeps under 1 MiB and
    never spills), the backup is the original byte for byte, and the swapped-in object is the verified
    output."""
    if where == "local":
        root, options = str(tmp_path / "models"), {}
        os.makedirs(root)
    else:
        root = request.getfixturevalue(f"{where}_bucket") + "/models"
        options = request.getfixturevalue(f"{where}_options")
    store, base = open_store(root, **options)
    original = large.read_bytes()
    store.write_bytes(store.join(base, "model.pt2"), original)
    _NoSpill.made.clear()
    monkeypatch.setattr(reader, "WHOLE_READ_LIMIT", 0)  # read piecewise, as a model of gigabytes is
    monkeypatch.setattr(tempfile, "SpooledTemporaryFile", _NoSpill)
    monkeypatch.setattr(tempfile, "TemporaryFile", None)  # calling it is an error
    report = serde.migrate(root, to="2.10.0", backup=".orig", storage_options=options)
    monkeypatch.undo()
    assert [(r.status, r.error_type) for r in report.records] == [("migrated", None)], [r.error for r in report.records]
    assert _NoSpill.made and all(spool.given < DROP_FROM for spool in _NoSpill.made)
    assert store.read_bytes(store.join(base, "model.pt2.orig")) == original
    written = store.read_bytes(store.join(base, "model.pt2"))
    assert hashlib.sha256(written).hexdigest() == report.records[0].output_sha256
    assert len(written) > 12 * 2**20 and zipfile.ZipFile(io.BytesIO(written)).testzip() is None
    assert str(serde.load(store.url(store.join(base, "model.pt2")), storage_options=options).version) == "8.15"
    if where == "local":
        left = sorted(os.listdir(root))  # the backup's marker, and no temporary file
        assert left == ["model.pt2", "model.pt2.orig", "model.pt2.orig.pt2-serde-backup.json"]


@pytest.mark.torch
def test_a_large_original_rewritten_before_its_streamed_swap_is_not_overwritten(
    large: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The original's sha256 is known only once the build has read it, after the streamed write began; the
    swap still checks it. Here the original is rewritten after verification with its size, modification time
    and inode kept (rsync --inplace --times), so only that sha256 tells: the swap is refused, the rewrite
    stays, and no temporary file is left."""
    root = tmp_path / "models"
    root.mkdir()
    victim = root / "model.pt2"
    victim.write_bytes(large.read_bytes())
    tampered = bytearray(victim.read_bytes())
    tampered[len(tampered) // 2] ^= 1  # inside the weight
    verify = convert.verify_output

    def rewrite_meanwhile(*args: Any, **kwargs: Any) -> str:
        checked = verify(*args, **kwargs)
        before = victim.stat()
        with open(victim, "r+b") as handle:
            handle.write(tampered)
        os.utime(victim, ns=(before.st_atime_ns, before.st_mtime_ns))
        return checked

    monkeypatch.setattr(convert, "verify_output", rewrite_meanwhile)
    monkeypatch.setattr(reader, "WHOLE_READ_LIMIT", 0)  # read piecewise, as a model of gigabytes is
    report = serde.migrate(str(root), to="2.10.0")
    assert [(r.status, r.error_type) for r in report.records] == [("failed", "ChangedUnderneath")]
    assert victim.read_bytes() == bytes(tampered)
    assert sorted(os.listdir(root)) == ["model.pt2"]


@pytest.mark.torch
def test_a_check_that_needs_a_dropped_member_fails_the_output(
    large: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Were the choice of what to drop wrong (here: everything, the configs too), the read-back cannot read
    what it checks and the output is refused and not published, never passed unchecked."""

    def everything(built_from: Any, layout: Any, members: dict[str, Any], like: Any) -> set[str]:
        return set(members)

    monkeypatch.setattr(convert, "unread_members", everything)
    with pytest.raises(VerificationError, match="not kept"):
        serde.convert_one(str(large), str(tmp_path / "out.pt2"))
    assert not (tmp_path / "out.pt2").exists()


@pytest.mark.torch
def test_a_dropped_member_that_changed_on_its_way_out_fails_the_output(
    large: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The weight's bytes are altered after the writer took its CRC-32 (as a source changing under the copy
    would, or a writer bug): the stream check sees it, the output is refused and not published."""
    real = ArchiveBlob.chunks

    def altered(self: ArchiveBlob) -> Iterator[bytes]:
        for block in real(self):
            yield bytes([block[0] ^ 1]) + block[1:] if self.member.endswith("weight_0") else block

    monkeypatch.setattr(ArchiveBlob, "chunks", altered)
    with pytest.raises(VerificationError, match="CRC-32") as caught:
        serde.convert_one(str(large), str(tmp_path / "out.pt2"))
    assert "weight_0" in str(caught.value)
    assert not (tmp_path / "out.pt2").exists()


CORPUS_ARTIFACTS = [*corpus_artifacts(), *corpus_artifacts(UNSEEN)]


@pytest.mark.parametrize(
    "artifact", CORPUS_ARTIFACTS, ids=lambda a: f"{a.folder.parent.parent.name}/{a.torch_version}/{a.model}"
)
def test_every_corpus_artifact_reads_back_from_what_a_sparse_copy_keeps(
    artifact: CorpusArtifact, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With every member left out that the rule allows (``DROP_FROM`` one byte), each artifact converts to the
    newest schema read piecewise (so its pickles are screened again from what was kept) and down to torch 2.4
    read whole (pickled layouts for most), verified through a SparseCopy that did leave members out, to the
    same bytes (or the same refusal) as a build that keeps all of its output. An artifact both conversions
    refuse (a program no later schema can carry) is still compared, refusal for refusal."""
    dropped: list[set[str]] = []
    real_image = SparseCopy.image

    def image(self: SparseCopy) -> Any:
        made = real_image(self)
        dropped.append(set(self.dropped))
        return made

    monkeypatch.setattr(SparseCopy, "image", image)
    monkeypatch.setattr(reader, "DROP_FROM", 1)
    read = convert.ReadOptions(trust_pickles=artifact.trust_pickles)
    built = 0
    for to, whole in ((None, False), ("2.4", True)):
        outcomes = []
        for sparse in (True, False):
            with monkeypatch.context() as patched:
                if not whole:
                    patched.setattr(reader, "WHOLE_READ_LIMIT", 0)
                if not sparse:
                    patched.setattr(convert, "unread_members", lambda *args: set())
                out = tmp_path / f"{to}-{sparse}.pt2"
                try:
                    serde.convert_one(str(artifact.path), str(out), to=to, read=read)
                    outcomes.append(out.read_bytes())
                    built += 1
                except SerdeError as exc:
                    assert not isinstance(exc, VerificationError), exc
                    outcomes.append(type(exc).__name__)
        assert outcomes[0] == outcomes[1], f"to {to}: {outcomes[0]!r:.80} against {outcomes[1]!r:.80}"
    assert any(dropped) or not built, "no conversion left a member out: the test proved nothing"
