"""Verification reads the output back; a program read back as exactly the bytes the writer encoded is not
decoded a second time (nor validated again when it is a chain's result, valid at the target), and anything
else is decoded and validated as before."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest
from release_samples import CORPUS

import serde
from serde.containers import reader
from serde.containers.layouts import Layout
from serde.containers.writer import plan
from serde.engine import run
from serde.jobs import verify
from serde.jobs.verify import SCHEMA_ONLY, VerificationError, verify_output

SOURCE = CORPUS / "2.4.1" / "mlp" / "model.pt2"


def _built(layout: Layout, fmt: str = "json") -> tuple[serde.Artifact, io.BytesIO, bytes]:
    original = serde.load(str(SOURCE))
    result = serde.upgrade(original).artifact
    scratch = io.BytesIO()
    program = plan(result, layout, fmt).write(scratch)
    scratch.seek(0)
    return result, scratch, program


def _count_calls(monkeypatch: pytest.MonkeyPatch, name: str, *modules: object) -> list[object]:
    """The first argument of every call of the function ``name`` of ``modules``, which keeps working."""
    calls: list[object] = []
    for module in modules:
        real = getattr(module, name)

        def counting(first: object, *args: object, _real: object = real, **kwargs: object) -> object:
            calls.append(first)
            return _real(first, *args, **kwargs)  # type: ignore[operator]

        monkeypatch.setattr(module, name, counting)
    return calls


@pytest.mark.parametrize("layout", [Layout.P2, Layout.PAYLOAD], ids=lambda layout: layout.value)
def test_the_program_just_written_is_validated_without_a_second_parse(
    layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    result, scratch, program = _built(layout)
    size = len(scratch.getvalue())
    original = serde.load(str(SOURCE))
    decodes = _count_calls(monkeypatch, "decode", reader, verify)
    checked = verify_output(
        scratch,
        size,
        result.version,
        layout,
        "schema",
        original,
        source=None,
        built_from=result,
        written_program=program,
    )
    assert checked == SCHEMA_ONLY and decodes == []
    scratch.seek(0)
    assert verify_output(scratch, size, result.version, layout, "schema", original, source=None) == SCHEMA_ONLY
    assert decodes == [program]  # without the bytes the writer encoded, the program is decoded as before


@pytest.mark.parametrize("layout", [Layout.P2, Layout.PAYLOAD], ids=lambda layout: layout.value)
def test_a_chains_program_read_back_as_written_is_not_validated_again(
    layout: Layout, monkeypatch: pytest.MonkeyPatch
) -> None:
    result, scratch, program = _built(layout)
    size = len(scratch.getvalue())
    original = serde.load(str(SOURCE))
    validations = _count_calls(monkeypatch, "validate", verify)

    def check(valid_at: serde.SchemaVersion | None) -> None:
        scratch.seek(0)
        known = {"built_from": result, "written_program": program, "valid_at": valid_at}
        assert verify_output(scratch, size, result.version, layout, "schema", original, source=None, **known) == (
            SCHEMA_ONLY
        )

    check(result.version)
    assert validations == []
    check(None)  # nobody said the tree is valid: it is validated
    check(serde.SchemaVersion(8, 17))  # valid at another version than the target proves nothing here
    assert validations == [result.program, result.program]


def test_a_migration_validates_each_program_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The chain validates its result (in the walk that screens its strings); the verification of the output
    read back as written does not repeat it."""
    by_chain = _count_calls(monkeypatch, "validate", run)
    screened_by_chain = _count_calls(monkeypatch, "validate_and_screen", run)
    by_verification = _count_calls(monkeypatch, "validate", verify)
    report = serde.migrate(str(SOURCE.parent), dest=str(tmp_path / "out"), workers=1)
    assert [record.url for record in report.records if record.status.value == "migrated"] == [str(SOURCE)]
    assert by_chain == [] and len(screened_by_chain) == 1 and by_verification == []


def test_a_program_that_differs_from_what_was_encoded_is_decoded_and_validated(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    result, scratch, program = _built(Layout.PAYLOAD)
    original = serde.load(str(SOURCE))
    other = program.replace(b'"graph_module"', b'"graph_modulX"', 1)  # same size, invalid at the target
    decodes = _count_calls(monkeypatch, "decode", reader, verify)
    with pytest.raises(VerificationError, match=r"\$\.graph_module: required field missing"):
        verify_output(
            io.BytesIO(other),
            len(other),
            result.version,
            Layout.PAYLOAD,
            "schema",
            original,
            source=None,
            built_from=result,
            written_program=program,
            valid_at=result.version,
        )
    assert decodes == [other]
    # a container whose program member was altered after it was encoded is read and judged by its own bytes
    _, container, encoded = _built(Layout.P2)
    altered = io.BytesIO()
    with zipfile.ZipFile(container) as archive, zipfile.ZipFile(altered, "w") as out:
        for info in archive.infolist():
            data = archive.read(info.filename)
            out.writestr(info.filename, other if data == encoded else data)
    with pytest.raises(VerificationError, match=r"\$\.graph_module: required field missing"):
        verify_output(
            altered,
            len(altered.getvalue()),
            result.version,
            Layout.P2,
            "schema",
            original,
            source=None,
            built_from=result,
            written_program=encoded,
            valid_at=result.version,
        )


def test_an_output_is_verified_from_its_writers_directory(monkeypatch: pytest.MonkeyPatch) -> None:
    """Read back whole with the directory its writer laid out, an output is opened from that directory (the
    zip is not parsed again) and the members its checks do not need are not read again; it reads back as the
    same artifact as one parsed anew."""
    original = serde.load(str(SOURCE))
    result = serde.upgrade(original).artifact
    planned = plan(result, Layout.P2)
    scratch = io.BytesIO()
    program = planned.write(scratch)
    assert planned.directory is not None
    directory = planned.directory()
    data = scratch.getvalue()
    parsed = reader.read_written(io.BytesIO(data), len(data), original)
    parses = _count_calls(monkeypatch, "__init__", reader.ZipArchive)
    written = reader.read_written(io.BytesIO(data), len(data), original, directory=directory)
    assert parses == [] and written.layout is parsed.layout and written.program == parsed.program
    assert {name: blob.read() for name, blob in written.members.items()} == {
        name: blob.read() for name, blob in parsed.members.items()
    }
    reads = _count_calls(monkeypatch, "_stored_chunks", reader.ZipArchive)

    def verified(with_directory: bool) -> int:
        before = len(reads)
        checked = verify_output(
            io.BytesIO(data), len(data), result.version, Layout.P2, "schema", original, source="out",
            built_from=result, written_program=program, written_directory=directory if with_directory else None,
        )  # fmt: skip
        assert checked == SCHEMA_ONLY
        return len(reads) - before

    assert verified(True) < verified(False)


def test_a_writers_directory_is_held_to_the_rules_of_any_archives_names() -> None:
    """A directory that names a member twice, an unsafe name, or bytes past the archive is refused."""
    data = b"\0" * 64
    for directory in ([("a", 0, 4, 0), ("a", 4, 4, 0)], [("../a", 0, 4, 0)], [("a", 60, 8, 0)]):
        with pytest.raises(serde.ContainerError, match="the writer laid out a member it cannot hold"):
            reader.ZipArchive.written("out", data, directory)


def test_the_writer_checks_a_records_bytes_against_its_crc_unless_its_source_does() -> None:
    """A record whose source does not check itself and yields other bytes than its CRC-32 says fails the
    write; the built archive is what zipfile reads, member for member."""
    import zlib

    from serde.containers.zip_writer import Record, StoredZip

    body = b"weights" * 100
    good = StoredZip([Record("a", len(body), zlib.crc32(body), lambda: iter([body]))])
    with zipfile.ZipFile(io.BytesIO(good.read())) as archive:
        assert archive.read("a") == body and archive.testzip() is None
    ((name, start, size, crc),) = good.directory()
    assert (name, good.read()[start : start + size], crc) == ("a", body, zlib.crc32(body))
    changed = StoredZip([Record("a", len(body), zlib.crc32(body), lambda: iter([body.upper()]))])
    with pytest.raises(ValueError, match="do not match its CRC-32"):
        changed.read()
    trusted = StoredZip([Record("a", len(body), zlib.crc32(body), lambda: iter([body.upper()]), checked=True)])
    assert trusted.read()  # its source answers for it (a zip member's reader checks as it streams)
