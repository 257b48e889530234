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
