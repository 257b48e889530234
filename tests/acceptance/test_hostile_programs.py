"""Hostile artifacts, round two: strings torch evaluates (expressions, guards, node targets), zips two readers
read differently, member names torch matches case-insensitively, shared state in the pickle reader, the
working directory on ``sys.path``, keys that escape a mirror, and text that reaches a terminal or a page.

Each code-execution vector is first shown live: plain torch (``torch.export.load`` and ``module()``) runs it
in a child process and a marker file proves it. Then every pt2-serde entry point refuses it, and the marker
never appears.
"""

from __future__ import annotations

import io
import json
import os
import pickle
import re
import signal
import struct
import subprocess
import sys
import time
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from project_paths import DATA
from tool_modules import tool_module

import serde
from serde.errors import ContainerError, NotAnArtifactError, UnsafePickleError, UnsafeProgramError, printable
from serde.jobs.matrix import markdown_cell
from serde.untrusted.archive import ZipArchive
from serde.untrusted.expressions import MAX_EXPONENT, ExpressionError, canonical_expression
from serde.untrusted.guards import GuardError, canonical_guard
from serde.untrusted.restricted import read_pickle
from serde.untrusted.targets import TargetError, check_target

CORPUS = DATA / "corpus"
DYNAMIC = CORPUS / "2.13.0" / "dynamic_batch"
pytestmark = [
    pytest.mark.filterwarnings("ignore::UserWarning"),
    pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning"),
]


def _rebuild_zip(source: Path, out: Path, members: Callable[[str, bytes], list[tuple[str, bytes]]]) -> Path:
    """A copy of the zip ``source`` in which each member is replaced by the members ``members(name, data)``
    returns (in that order)."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as new:
        for info in old.infolist():
            for name, data in members(info.filename, old.read(info.filename)):
                new.writestr(name, data)
    return out


def _rewrite_program(out: Path, edit: Callable[[dict[str, Any]], None], source: Path = DYNAMIC / "model.pt2") -> Path:
    """A copy of ``source`` (a PT2 archive) with its program edited by ``edit``."""

    def members(name: str, data: bytes) -> list[tuple[str, bytes]]:
        if name.endswith("models/model.json"):
            program = json.loads(data)
            edit(program)
            data = json.dumps(program).encode()
        return [(name, data)]

    return _rebuild_zip(source, out, members)


def _live_in_plain_torch(artifact: Path, marker: Path) -> None:
    """Prove the vector is real: plain ``torch.export.load`` (and ``module()``, and a call when inputs exist)
    in a child process creates ``marker``; the marker is removed again."""
    code = "import sys, torch\ntry:\n    torch.export.load(sys.argv[1])\nexcept Exception:\n    pass\n"
    subprocess.run([sys.executable, "-c", code, str(artifact)], capture_output=True)
    assert marker.exists(), f"{artifact.name}: the vector did not run in plain torch"
    marker.unlink()


def _system(marker: Path) -> str:
    return f"__import__('os').system('touch {marker}')"


def _expression(marker: Path) -> Callable[[dict[str, Any]], None]:
    def edit(program: dict[str, Any]) -> None:
        for meta in program["graph_module"]["graph"]["tensor_values"].values():
            for size in meta["sizes"]:
                if "as_expr" in size:
                    size["as_expr"]["expr_str"] += f" + 0*{_system(marker)}"
                    return

    return edit


def _guard(marker: Path) -> Callable[[dict[str, Any]], None]:
    def edit(program: dict[str, Any]) -> None:
        # a comment and a newline close torch's generated assert and put a statement at the top level
        guard = program["guards_code"][0]
        program["guards_code"] = [f"{guard}#\n, '')\n{_system(marker)}\ndef _(*args):\n  torch._assert(True"]

    return edit


LIVE = {"expression": _expression, "guard": _guard}

_RUN_WITH_TORCH = """
import sys, torch
program = torch.export.load(sys.argv[1])
module = program.module()
args, kwargs = torch.load(sys.argv[2])
module(*args, **kwargs)
"""


@pytest.mark.torch
@pytest.mark.slow
@pytest.mark.parametrize("vector", sorted(LIVE))
def test_program_string_vectors_run_in_plain_torch_and_are_refused_by_pt2_serde(tmp_path: Path, vector: str) -> None:
    marker = tmp_path / "pwned"
    (tmp_path / "in").mkdir()
    artifact = _rewrite_program(tmp_path / "in" / f"{vector}.pt2", LIVE[vector](marker))
    original = artifact.read_bytes()
    subprocess.run([sys.executable, "-c", _RUN_WITH_TORCH, str(artifact), str(DYNAMIC / "inputs.pt")], cwd=tmp_path)
    assert marker.exists(), f"the {vector} vector did not run in plain torch"
    marker.unlink()

    for entry in (
        lambda: serde.load(str(artifact)),
        lambda: serde.load_exported_program(str(artifact)),
        lambda: serde.check(str(artifact)),
        lambda: serde.diff_artifacts(str(artifact), str(DYNAMIC / "model.pt2")),
    ):
        with pytest.raises(UnsafeProgramError) as refused:
            entry()
        assert refused.value.path.startswith("$.") and str(artifact) in str(refused.value)
    for verify in ("none", "schema", "torch"):
        report = serde.migrate(str(tmp_path / "in"), dest=str(tmp_path / f"out-{verify}"), verify=verify)
        assert [(r.status, r.error_type) for r in report.records] == [("refused", "UnsafeProgramError")]
    plan = serde.migrate(str(tmp_path / "in"), dry_run=True)
    assert [r.status for r in plan.records] == ["refused"]
    commands = (["inspect"], ["check"], ["upgrade"], ["migrate", "--plan"], ["diff"], ["matrix", "--format", "json"])
    for command in commands:
        args = [*command, str(artifact)]
        args += {"upgrade": [str(tmp_path / "up.pt2")], "diff": [str(DYNAMIC / "model.pt2")]}.get(command[0], [])
        done = subprocess.run([sys.executable, "-m", "serde", *args], capture_output=True, text=True, cwd=tmp_path)
        output = done.stdout + done.stderr
        assert "refused" in output and "$." in output, (command, output)
    assert not marker.exists()
    assert artifact.read_bytes() == original
    assert not list(tmp_path.glob("out-*/*.pt2")) and not (tmp_path / "up.pt2").exists()


def test_a_target_reaching_a_python_function_through_torch_is_refused(tmp_path: Path) -> None:
    def edit(program: dict[str, Any]) -> None:
        node = dict(program["graph_module"]["graph"]["nodes"][0])
        node["target"] = "torch.os.system"
        program["graph_module"]["graph"]["nodes"].insert(0, node)

    artifact = _rewrite_program(tmp_path / "target.pt2", edit)
    with pytest.raises(UnsafeProgramError, match=r"nodes\[0\]\.target"):
        serde.load(str(artifact))
    refused = ("torch.ops.load_library", "torch.ops.import_module.x.y", "torch._C._x", "_operator.call",
               "_operator.setitem", "torch.load", "torch.ops.aten.__class__.__init__", "builtins.exec")  # fmt: skip
    for target in refused:
        with pytest.raises(TargetError):
            check_target(target)
    for target in ("torch.ops.aten.add.Tensor", "torch.ops.aten.__and__.Tensor", "torch.ops.higher_order.cond",
                   "_operator.getitem", "torch.sym_int", "math.trunc",
                   "torch._higher_order_ops.effects.with_effects"):  # fmt: skip
        check_target(target)


@pytest.mark.torch
def test_targets_are_resolved_as_torch_resolves_them_before_torch_sees_them() -> None:
    from serde.torch_bridge.targets import check_resolved_targets

    program = serde.load(str(DYNAMIC / "model.pt2")).program
    check_resolved_targets(program, serde.detect_version(program))
    program["graph_module"]["graph"]["nodes"][0]["target"] = "torch._higher_order_ops.utils.contextlib"
    with pytest.raises(UnsafeProgramError, match="not an operator"):
        check_resolved_targets(program, serde.detect_version(program))
    program["graph_module"]["graph"]["nodes"][0]["target"] = "torch.ops.aten.from_file.default"
    with pytest.raises(UnsafeProgramError, match="side effects"):
        check_resolved_targets(program, serde.detect_version(program))
    check_resolved_targets(program, serde.detect_version(program), allow_side_effects=True)


@pytest.mark.parametrize(
    "text",
    ["9**9**8", "Pow(Integer(9), Pow(Integer(9), Integer(8)))", "LShift(1, 10**12)", "(10**64)**64",
     "s0 + 0*__import__('os').system('x')", "Symbol('s0').__class__", "lambda: 0", "open", "Symbol('__x__')",
     "s0 < s1 < s2", "Float('1e999999')", "Integer('1')", "x" * 20000, "(" * 500 + "s0" + ")" * 500,
     "1" * 100, "Foo(s0)", "s0; s1", "'__import__'", "s0 + 'x'", "Symbol('s0\\n')"],
)  # fmt: skip
def test_expressions_outside_the_grammar_or_its_bounds_are_refused(text: str) -> None:
    with pytest.raises(ExpressionError):
        canonical_expression(text)


_symbols = st.sampled_from(["s0", "s17", "u3", "zf1", "i4"])
_integers = st.integers(0, 10**6).map(str)


def _combine(children: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    binary = st.tuples(children, st.sampled_from(["+", "-", "*", "//", "%", ">=", "<="]), children).map(
        lambda t: f"({t[0]}) {t[1]} ({t[2]})" if t[1] in ("+", "-", "%", ">=", "<=") else f"({t[0]}){t[1]}({t[2]})"
    )
    calls = st.tuples(st.sampled_from(["FloorDiv", "Mod", "Max", "Min", "CeilDiv"]), children, children).map(
        lambda t: f"{t[0]}({t[1]}, {t[2]})"
    )
    srepr = st.tuples(st.sampled_from(["Add", "Mul"]), children, children).map(lambda t: f"{t[0]}({t[1]}, {t[2]})")
    power = children.filter(lambda c: re.search(r"\b(?:s0|s17|u3|zf1|i4)\b", c) is not None).map(
        lambda c: f"({c})**2"
    )  # no constant towers
    return binary | calls | srepr | power | children.map(lambda c: f"-{c}")


_expressions = st.recursive(_symbols | _integers, _combine, max_leaves=8)


@settings(max_examples=300, deadline=None)
@given(_expressions)
def test_every_rendered_expression_renders_to_itself(text: str) -> None:
    rendered = canonical_expression(text)
    assert canonical_expression(rendered) == rendered
    assert rendered == text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="s0u1()+-*/%<>=,'_.:;[]{}! aZ9\n\\", max_size=60))
def test_arbitrary_text_is_accepted_only_as_a_fixed_point_in_bounded_time(text: str) -> None:
    try:
        rendered = canonical_expression(text)
    except ExpressionError:
        return
    assert canonical_expression(rendered) == rendered


@pytest.mark.parametrize(
    "guard",
    ["__import__('os').system('x')", "L['x'].size()[0] == 2\nimport os", "L['x'].__class__", "open('f')",
     "L['x'].size()[0] == (lambda: 0)()", "L['a\"b'].size()[0] == 1", "2 ** 9 ** 9", "[1][0] == 1",
     "L['x'].size(*a)[0] == 1", "L['x'].numpy()", "x == 1"],
)  # fmt: skip
def test_guards_outside_the_grammar_are_refused(guard: str) -> None:
    with pytest.raises(GuardError):
        canonical_guard(guard)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(["L['x']", "L['y']", "L['kwargs']['mask']"]), min_size=2, max_size=2),
    st.integers(0, 3),
    st.sampled_from(["==", "<=", ">=", "!="]),
    st.integers(0, 4096),
)
def test_guards_torch_writes_render_to_themselves(inputs: list[str], dim: int, op: str, bound: int) -> None:
    first, second = inputs
    for guard in (
        f"{first}.size()[{dim}] {op} {second}.size()[{dim}]",
        f"{first}.size()[{dim}] {op} {bound}",
        f"{bound} <= {first}.size()[{dim}] and {second}.stride()[{dim}] % 2 == 0",
    ):
        assert canonical_guard(guard) == guard


def test_every_corpus_program_string_renders_to_itself() -> None:
    """Screening is the identity on what torch writes: every artifact of every release reads unchanged."""
    for path in sorted(CORPUS.glob("*/*/model.pt2")):
        with zipfile.ZipFile(path) as archive:
            name = next(n for n in archive.namelist() if n.endswith(("models/model.json", "exported_program.json")))
            original = json.loads(archive.read(name))
        artifact = serde.load(str(path))
        assert artifact.programs_screened
        if "range_constraints" in original:
            assert list(artifact.program["range_constraints"]) == list(original["range_constraints"]), path


def _prepend(data: bytes, junk: bytes) -> bytes:
    """``data`` (a zip) with ``junk`` in front and its offsets left as they were: Python's zipfile reads it by
    shifting every offset, torch's reader (miniz) reads the offsets as written, i.e. inside ``junk``."""
    return junk + data


def test_zips_two_readers_read_differently_are_refused(tmp_path: Path) -> None:
    data = (DYNAMIC / "model.pt2").read_bytes()
    with pytest.raises(ContainerError, match="before the first record"):
        ZipArchive.from_bytes("x", _prepend(data, b"\0" * 64))
    with pytest.raises(ContainerError, match="after the end record"):
        ZipArchive.from_bytes("x", data + b"trailing")
    # a local header that names another member than the central directory says
    offset = data.index(b"PK\x03\x04", 1)
    name_length = int.from_bytes(data[offset + 26 : offset + 28], "little")
    forged = bytearray(data)
    forged[offset + 30 : offset + 30 + name_length] = b"Z" * name_length
    with pytest.raises(ContainerError, match="disagrees"):
        ZipArchive.from_bytes("x", bytes(forged))
    # bytes slipped between two records
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("a", b"1")
    gap = buffer.getvalue()
    end = gap.index(b"PK\x01\x02")
    shifted = bytearray(gap[:end] + b"hidden" + gap[end:])
    cd = shifted.index(b"PK\x05\x06")
    shifted[cd + 16 : cd + 20] = (end + 6).to_bytes(4, "little")
    with pytest.raises(ContainerError, match="between the last record"):
        ZipArchive.from_bytes("x", bytes(shifted))
    ZipArchive.from_bytes("x", data)  # the genuine archive still reads


def _forge_first_local_name(data: bytes) -> bytes:
    """``data`` (a zip) with the name in its second local header overwritten: the central directory and that
    header disagree on which member the bytes are."""
    offset = data.index(b"PK\x03\x04", 1)
    name_length = int.from_bytes(data[offset + 26 : offset + 28], "little")
    forged = bytearray(data)
    forged[offset + 30 : offset + 30 + name_length] = b"Z" * name_length
    return bytes(forged)


def test_local_headers_are_checked_before_an_artifact_is_read_and_not_for_a_checkpoint(tmp_path: Path) -> None:
    """A reader tells a checkpoint from an artifact by the central directory's names, then checks the local
    headers of an artifact before reading any member: the check is deferred, never skipped for an artifact."""
    artifact = tmp_path / "forged.pt2"
    artifact.write_bytes(_forge_first_local_name((DYNAMIC / "model.pt2").read_bytes()))
    with pytest.raises(ContainerError, match="not a canonical zip .*disagrees"):
        serde.load(str(artifact))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("checkpoint/data.pkl", b"\x80\x02}q\x00.")
        archive.writestr("checkpoint/version", b"3\n")
    checkpoint = tmp_path / "forged.pt"
    checkpoint.write_bytes(_forge_first_local_name(buffer.getvalue()))
    with pytest.raises(NotAnArtifactError, match="torch.save checkpoint"):
        serde.load(str(checkpoint))
    report = serde.migrate(str(tmp_path), dest=str(tmp_path / "out"), workers=1)
    statuses = {Path(r.url).name: (r.status.value, r.error_type) for r in report.records}
    assert statuses == {"forged.pt2": ("failed", "ContainerError"), "forged.pt": ("copied", None)}  # a mirror's copy


def _miniz_view(benign: bytes, hostile: bytes) -> bytes:
    """One file that Python's ``zipfile`` reads as ``benign`` and torch's reader (miniz) reads as ``hostile``.

    ``zipfile`` finds the end record at the end, then shifts every offset by the bytes in front of the
    central directory it expects (support for prepended data); miniz reads the offsets as written. So
    ``hostile``'s records are put at offset 0, its central directory where ``benign``'s end record says
    the directory is, and ``benign`` whole after them: the two readers see two archives. It needs the same
    member count, ``hostile``'s records no longer than ``benign``'s and its directory no longer (the last
    entry's comment pads it to the same length)."""
    end, hostile_end = benign.rindex(b"PK\x05\x06"), hostile.rindex(b"PK\x05\x06")
    count, size, offset = struct.unpack("<HLL", benign[end + 10 : end + 20])
    hostile_count, hostile_size, hostile_offset = struct.unpack("<HLL", hostile[hostile_end + 10 : hostile_end + 20])
    assert count == hostile_count and hostile_offset <= offset and hostile_size <= size
    directory = bytearray(hostile[hostile_offset : hostile_offset + hostile_size])
    last = directory.rindex(b"PK\x01\x02")
    comment = struct.unpack("<H", directory[last + 32 : last + 34])[0] + size - hostile_size
    directory[last + 32 : last + 34] = struct.pack("<H", comment)
    directory += b" " * (size - hostile_size)
    prefix = hostile[:hostile_offset] + b"\0" * (offset - hostile_offset) + directory
    return bytes(prefix) + benign


@pytest.mark.torch
@pytest.mark.slow
def test_a_file_two_zip_readers_read_as_two_archives_is_refused(tmp_path: Path) -> None:
    """The prepended-data differential, crafted for torch's reader: ``zipfile`` (and so any tool built on
    it) reads the genuine artifact, plain torch reads and unpickles another one; pt2-serde refuses the file
    (`bytes before the first record`) in every command, whatever it could read."""
    from poison import evil_torch_save

    marker = tmp_path / "pwned"
    member = "model/data/sample_inputs/model.pt"
    benign = (DYNAMIC / "model.pt2").read_bytes()
    hostile_path = tmp_path / "hostile.pt2"
    with zipfile.ZipFile(DYNAMIC / "model.pt2") as source, zipfile.ZipFile(hostile_path, "w") as target:
        for info in source.infolist():
            target.writestr(info, evil_torch_save(marker) if info.filename == member else source.read(info))
    two_faced = tmp_path / "two_faced.pt2"
    two_faced.write_bytes(_miniz_view(benign, hostile_path.read_bytes()))
    with zipfile.ZipFile(two_faced) as archive:
        assert archive.read(member) == zipfile.ZipFile(DYNAMIC / "model.pt2").read(member)  # zipfile: benign
        assert archive.testzip() is None
    _live_in_plain_torch(two_faced, marker)  # torch: hostile
    for call in (serde.load, serde.load_exported_program):
        with pytest.raises(ContainerError, match="bytes before the first record"):
            call(str(two_faced))
    for command in ("inspect", "validate", "check"):
        result = subprocess.run(
            [sys.executable, "-m", "serde", command, str(two_faced)], capture_output=True, text=True, check=False
        )
        assert result.returncode != 0 and "bytes before the first record" in result.stdout + result.stderr, command
    assert not marker.exists()


def _large_with_gap(tmp_path: Path) -> tuple[bytes, bytes]:
    """A genuine artifact grown past the whole-read limit by a stored member, and the same bytes with six bytes
    slipped between its last record and the central directory (offsets adjusted, so ``zipfile`` reads it)."""
    from serde.containers.reader import WHOLE_READ_LIMIT

    out = tmp_path / "large.pt2"
    with zipfile.ZipFile(DYNAMIC / "model.pt2") as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            target.writestr(info, source.read(info))
        target.writestr("model/extra/padding", b"\0" * (WHOLE_READ_LIMIT + 1))
    data = out.read_bytes()
    end = data.rindex(b"PK\x05\x06")
    directory = int.from_bytes(data[end + 16 : end + 20], "little")
    shifted = bytearray(data[:directory] + b"hidden" + data[directory:])
    shifted[end + 6 + 16 : end + 6 + 20] = (directory + 6).to_bytes(4, "little")
    return data, bytes(shifted)


@pytest.mark.parametrize("where", ["memory", pytest.param("s3", marks=pytest.mark.slow)])
def test_large_remote_archives_have_every_record_checked_before_any_read(
    tmp_path: Path, where: str, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Beyond the whole-read limit a remote archive is not read whole; its local headers are still checked
    before anything is read or handed on, in one batch of ranged reads (not one request per member)."""
    import fsspec

    from backends.store import Store

    genuine, gapped = _large_with_gap(tmp_path)
    if where == "s3":
        base, options = request.getfixturevalue("s3_bucket"), request.getfixturevalue("s3_options")
    else:
        base, options = f"memory://gap-{tmp_path.name}", {}
    fs, _ = fsspec.core.url_to_fs(base, **options)
    tiny = io.BytesIO()
    with zipfile.ZipFile(tiny, "w") as archive:
        archive.writestr("model.pt", b"what torch's reader would find")
    record = tiny.getvalue()[: tiny.getvalue().index(b"PK\x01\x02")]  # a local record, read as a zip's start
    fs.pipe({f"{base}/genuine.pt2": genuine, f"{base}/gapped.pt2": gapped, f"{base}/prepended.pt2": record + genuine})
    batches: list[int] = []
    real = Store.read_ranges

    def counted(self: Store, path: str, spans: Any) -> list[bytes]:
        batches.append(len(spans))
        return real(self, path, spans)

    monkeypatch.setattr(Store, "read_ranges", counted)
    with pytest.raises(ContainerError, match="between the last record and the central directory"):
        serde.load(f"{base}/gapped.pt2", storage_options=options)
    with pytest.raises(ContainerError, match="bytes before the first record"):
        serde.load(f"{base}/prepended.pt2", storage_options=options)
    batches.clear()
    artifact = serde.load(f"{base}/genuine.pt2", storage_options=options)
    assert artifact.version is not None
    members = len(zipfile.ZipFile(io.BytesIO(genuine)).infolist())
    assert batches == [members]  # every header, in one batch


@pytest.mark.slow
@pytest.mark.parametrize("use", [pytest.param("torch", marks=pytest.mark.torch), "migrate"])
def test_a_large_source_rewritten_in_place_between_screen_and_copy_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, use: str
) -> None:
    """A source beyond the whole-read limit is read through its open file twice: screened, then copied into
    the archive torch (or the destination) gets. A rewrite in place in between (same inode, size and mtime,
    CRC-32 forged) swaps a screened pickle for a hostile one; the private copy is screened again, so it is
    refused, and nothing is published."""
    from poison import evil_torch_save, same_size_and_crc

    from serde.jobs import convert

    marker = tmp_path / "pwned"
    genuine, _ = _large_with_gap(tmp_path)
    source = tmp_path / "models" / "large.pt2"
    source.parent.mkdir()
    source.write_bytes(genuine)
    member = "model/data/sample_inputs/model.pt"
    with zipfile.ZipFile(source) as archive:
        info, original = archive.getinfo(member), archive.read(member)
    hostile = same_size_and_crc(original, evil_torch_save(marker))
    header = genuine[info.header_offset : info.header_offset + 30]
    offset = info.header_offset + 30 + int.from_bytes(header[26:28], "little") + int.from_bytes(header[28:30], "little")
    swapped = bytearray(genuine)
    swapped[offset : offset + len(hostile)] = hostile
    (tmp_path / "swapped.pt2").write_bytes(swapped)
    _live_in_plain_torch(tmp_path / "swapped.pt2", marker)  # the swapped file passes zip's CRC check in torch

    real_plan = convert.plan  # the torch hand-off builds through the conversion job too

    def rewrite_meanwhile(*args: Any, **kwargs: Any) -> Any:
        before = source.stat()
        with open(source, "r+b") as handle:  # same inode, same size
            handle.seek(offset)
            handle.write(hostile)
        os.utime(source, ns=(before.st_atime_ns, before.st_mtime_ns))
        return real_plan(*args, **kwargs)

    monkeypatch.setattr(convert, "plan", rewrite_meanwhile)
    if use == "torch":
        with pytest.raises(UnsafePickleError, match="sample_inputs"):
            serde.load_exported_program(str(source))
    else:
        report = serde.migrate(str(source.parent), to="2.11", dest=str(tmp_path / "out"))
        (record,) = report.records
        assert record.status == "refused" and "sample_inputs" in str(record.error), record.to_dict()
        assert not list((tmp_path / "out").rglob("*.pt2"))
    assert not marker.exists()


@pytest.mark.torch
@pytest.mark.slow
def test_member_names_equal_under_torchs_case_insensitive_lookup_are_refused_or_screened(tmp_path: Path) -> None:
    from poison import evil_torch_save

    marker = tmp_path / "pwned"
    source = CORPUS / "2.15.0" / "mlp" / "model.pt2"
    inputs = "data/sample_inputs/model.pt"

    def renamed(name: str, data: bytes) -> list[tuple[str, bytes]]:
        evil = (name.replace("model.pt", "MODEL.PT"), evil_torch_save(marker))
        return [evil] if name.endswith(inputs) else [(name, data)]

    def doubled(name: str, data: bytes) -> list[tuple[str, bytes]]:
        evil = (name.replace("model.pt", "Model.pt"), evil_torch_save(marker))
        return [(name, data), evil] if name.endswith(inputs) else [(name, data)]

    out = _rebuild_zip(source, tmp_path / "case.pt2", renamed)
    _live_in_plain_torch(out, marker)
    with pytest.raises(UnsafePickleError, match="MODEL.PT"):
        serde.load_exported_program(str(out))
    both = _rebuild_zip(source, tmp_path / "both.pt2", doubled)
    with pytest.raises(ContainerError, match="differ only in case"):
        serde.load(str(both))
    assert not marker.exists()


@pytest.mark.torch
@pytest.mark.slow
def test_a_custom_object_name_in_the_weights_config_is_screened_as_torch_loads_it(tmp_path: Path) -> None:
    from poison import evil_torch_save

    marker = tmp_path / "pwned"
    source = CORPUS / "2.13.0" / "mlp" / "model.pt2"

    def members(name: str, data: bytes) -> list[tuple[str, bytes]]:
        if not name.endswith("model_weights_config.json"):
            return [(name, data)]
        config = json.loads(data)
        entry = next(iter(config["config"].values()))
        entry["path_name"], entry["use_pickle"] = "custom_obj_0", True
        return [(name, json.dumps(config).encode()), (name.replace("model_weights_config.json", "custom_obj_0"),
                                                      evil_torch_save(marker))]  # fmt: skip

    out = _rebuild_zip(source, tmp_path / "custom.pt2", members)
    _live_in_plain_torch(out, marker)
    with pytest.raises(UnsafePickleError, match="custom_obj_0"):
        serde.load_exported_program(str(out))
    assert not marker.exists()


class _Build:
    """A pickle that BUILDs a state onto an allowed global (torch.FloatStorage)."""

    def __reduce__(self) -> Any:
        return (getattr, (object, "x"))


def test_a_pickle_cannot_change_the_stand_ins_later_pickles_see() -> None:
    # GLOBAL torch.FloatStorage, {'dtype': ...}, BUILD, STOP: rewrites the stand-in's dtype in a shared reader
    attack = b"\x80\x02ctorch\nFloatStorage\nq\x00}q\x01X\x05\x00\x00\x00dtypeq\x02ctorch\nint8\nq\x03sb."
    with pytest.raises(UnsafePickleError, match="BUILD"):
        read_pickle(attack)
    benign = pickle.dumps(None, protocol=2)
    read_pickle(benign)
    stand_in = b"\x80\x02ctorch\nFloatStorage\nq\x00."
    assert read_pickle(stand_in).value.dtype.name == "float32"


def test_pickle_allocations_are_bounded_by_the_bytes_that_are_there() -> None:
    huge_bytes = b"\x80\x04\x8e" + (2**30).to_bytes(8, "little") + b"."  # BINBYTES8 of 1 GiB, 13 bytes long
    with pytest.raises(UnsafePickleError, match="well-formed"):
        read_pickle(huge_bytes)
    huge_bytearray = b"\x80\x02c__builtin__\nbytearray\nJ\x00\x00\x00@\x85R."  # bytearray(2**30)
    with pytest.raises(UnsafePickleError, match="bytearray"):
        read_pickle(huge_bytearray)
    with pytest.raises(UnsafePickleError, match="after the end"):
        read_pickle(pickle.dumps(1, protocol=2) + pickle.dumps(2, protocol=2))


@pytest.mark.slow
def test_files_in_the_working_directory_never_shadow_libraries(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    for name in ("sympy", "fractions", "rich", "mmap", "orjson"):
        (tmp_path / f"{name}.py").write_text(f"open({str(marker)!r}, 'a').write({name!r})\n")
    (tmp_path / "mine.py").write_text("IMPORTED = True\n")
    source = CORPUS / "2.5.1" / "dynamic_batch" / "model.pt2"  # 7.3 -> 8.2 re-prints expressions with sympy
    for command in (
        ["check", str(source)],
        ["upgrade", str(source), str(tmp_path / "up.pt2")],
        ["--import", "mine", "inspect", str(source)],
        ["migrate", str(CORPUS / "2.5.1"), "--plan"],
    ):
        for runner in ([sys.executable, "-m", "serde"], [str(Path(sys.executable).parent / "pt2-serde")]):
            done = subprocess.run([*runner, *command], capture_output=True, text=True, cwd=tmp_path)
            assert done.returncode in (0, 1), (command, done.stderr)
            assert not marker.exists(), (command, runner, marker.read_text())


def test_keys_that_would_leave_a_local_mirror_are_refused_before_anything_is_written(tmp_path: Path) -> None:
    import fsspec

    fs = fsspec.filesystem("memory")
    data = (CORPUS / "2.5.1" / "mlp" / "model.pt2").read_bytes()
    fs.pipe("/elsewhere/earlier.pt2", data)
    assert serde.migrate("memory://elsewhere", dest=str(tmp_path)).ok  # an output outside the mirror
    (tmp_path / "mirror" / "a").mkdir(parents=True)  # so that mirror/a/../.. resolves (to tmp_path)
    fs.pipe("/hostile/a/../../escaped.pt2", data)
    fs.pipe("/hostile/ok.pt2", data)
    fs.pipe("/hostile/b//empty-segment.pt2", data)
    report = serde.migrate("memory://hostile", dest=str(tmp_path / "mirror"))
    outcomes = {r.url.rsplit("/", 1)[-1]: (r.status, r.error_type) for r in report.records}
    assert outcomes["escaped.pt2"] == ("failed", "UnsafeKeyError")
    assert outcomes["empty-segment.pt2"] == ("failed", "UnsafeKeyError")
    assert outcomes["ok.pt2"][0] == "migrated"
    assert not (tmp_path / "escaped.pt2").exists()
    assert report.orphans == []  # the folder a/../.. of the destination (outside it) was never listed
    fs.rm("/hostile", recursive=True)
    fs.rm("/elsewhere", recursive=True)


@pytest.mark.parametrize("server", ["s3", "gcs"])  # Azure's SDK resolves '..' in a key before sending it
def test_keys_with_dot_dot_or_empty_segments_in_a_bucket_are_failures_never_escapes_or_omissions(
    server: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    """A bucket's listing as fsspec gives it: ``..`` and empty segments (``b//``, a prefix ``ls`` cannot
    enter) are refused before anything is written below a local mirror, and migrated where they are in
    place; no object is silently left out."""
    import fsspec

    bucket: str = request.getfixturevalue(f"{server}_bucket")
    options: dict[str, Any] = request.getfixturevalue(f"{server}_options")
    fs = fsspec.filesystem(server, **options)
    data = (CORPUS / "2.5.1" / "mlp" / "model.pt2").read_bytes()
    root = bucket.split("://", 1)[1]
    for key in ("hostile/a/../../escaped.pt2", "hostile/b//hidden.pt2", "hostile/ok.pt2"):
        fs.pipe(f"{root}/{key}", data)
    (tmp_path / "mirror" / "a").mkdir(parents=True)
    mirrored = serde.migrate(f"{bucket}/hostile", dest=str(tmp_path / "mirror"), storage_options=options)
    outcomes = {r.url.split("/hostile/", 1)[1]: (r.status, r.error_type) for r in mirrored.records}
    assert outcomes == {
        "a/../../escaped.pt2": ("failed", "UnsafeKeyError"),
        "b//hidden.pt2": ("failed", "UnsafeKeyError"),
        "ok.pt2": ("migrated", None),
    }
    assert sorted(p.name for p in tmp_path.rglob("*.pt2")) == ["ok.pt2"] and mirrored.orphans == []
    in_place = serde.migrate(f"{bucket}/hostile", storage_options=options, to="8.20")
    assert sorted(r.url.split("/hostile/", 1)[1] for r in in_place.records if r.status == "migrated") == [
        "a/../../escaped.pt2",
        "b//hidden.pt2",
        "ok.pt2",
    ]


def test_names_reach_a_terminal_escaped_and_a_markdown_table_as_one_cell(tmp_path: Path) -> None:
    hostile = "evil\x1b]52;c;cHduZWQ=\x07\r| forged | row |\n<img src=x>.pt2"
    shown = printable(hostile)
    assert "\x1b" not in shown and "\x07" not in shown and "\r" not in shown
    assert printable(hostile, one_line=True) == shown.replace("\n", "\\n")  # a line for one record stays one
    cell = markdown_cell(hostile)
    assert "\n" not in cell and cell.count("|") == cell.count("\\|") == 3 and "\\<img" in cell
    artifact = tmp_path / "evil\x1b]0;title\x07.pt2"
    artifact.write_bytes(b"not a zip")
    done = subprocess.run(
        [sys.executable, "-m", "serde", "inspect", str(artifact)], capture_output=True, text=True, cwd=tmp_path
    )
    assert done.returncode != 0 and "\x1b" not in done.stderr and "\\x1b" in done.stderr


FORGING_NAME = "bad\x1b]0;PWNED\x07\nfailed   forged.pt2"
"""A file name that would set the terminal's title and print a second line that looks like another record."""


def _forging_tree(root: Path) -> Path:
    """A folder with one good artifact and one unreadable file named :data:`FORGING_NAME`."""
    root.mkdir()
    (root / "ok.pt2").write_bytes((CORPUS / "2.4.1" / "mlp" / "model.pt2").read_bytes())
    (root / FORGING_NAME).write_bytes(b"PK\x03\x04 truncated")
    return root


@pytest.mark.parametrize(
    "command",
    [["migrate", "{root}", "--dest", "{out}"], ["-v", "migrate", "{root}", "--plan"], ["check", "{root}"]],
    ids=["migrate", "plan", "check"],
)
def test_a_listed_name_prints_escaped_on_the_lines_of_its_own_record(command: list[str], tmp_path: Path) -> None:
    """Without a terminal (a log): the name's escape sequence and newline are shown as ``\\x1b``…``\\n``, so
    no line of the output starts with the forged record and no control character is printed."""
    root = _forging_tree(tmp_path / "tree")
    arguments = [part.format(root=root, out=tmp_path / "out") for part in command]
    done = subprocess.run(
        [sys.executable, "-m", "serde", *arguments], capture_output=True, text=True, stdin=subprocess.DEVNULL
    )
    assert done.returncode == 1, done.stderr
    shown = done.stdout + done.stderr
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f]", shown), shown
    assert "bad\\x1b]0;PWNED\\x07\\nfailed   forged.pt2" in shown
    assert not [line for line in shown.splitlines() if "forged" in line and "\\n" not in line], shown


@pytest.mark.parametrize(
    "command",
    [["inspect", "{hostile}"], ["diff", "{plain}", "{hostile}"], ["check", "{hostile}"]],
    ids=["inspect", "diff", "check"],
)
def test_a_string_from_the_program_cannot_print_a_line_of_its_own(command: list[str], tmp_path: Path) -> None:
    """The writer a program records (``torch_version``, shown by each of these) holding a newline and an
    escape sequence: it is shown escaped, on the line it belongs to."""
    plain = CORPUS / "2.13.0" / "mlp" / "model.pt2"
    hostile = _rewrite_program(
        tmp_path / "hostile.pt2", lambda program: program.update(torch_version="2.13.0\n+ forged\x1b]0;T\x07"), plain
    )
    places = {"plain": plain, "hostile": hostile}
    arguments = [part.format(**places) for part in command]
    done = subprocess.run([sys.executable, "-m", "serde", *arguments], capture_output=True, text=True, cwd=tmp_path)
    shown = done.stdout + done.stderr
    assert "2.13.0\\n+ forged\\x1b]0;T\\x07" in shown, shown
    assert not re.search("[\x00-\x08\x0b-\x1f\x7f]", shown) and "\n+ forged" not in shown, shown


def test_the_cli_never_inserts_the_working_directory_into_sys_path() -> None:
    code = (
        "import os, sys; from serde.jobs.user_modules import import_modules; import_modules([]); "
        "print(os.getcwd() in sys.path)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=Path(os.sep))
    assert done.stdout.strip() == "False", done.stderr


def test_constant_powers_beyond_the_bound_are_refused_in_both_spellings() -> None:
    assert canonical_expression(f"2**{MAX_EXPONENT}") == f"2**{MAX_EXPONENT}"
    for text in (f"2**{MAX_EXPONENT + 1}", f"Pow(Integer(2), Integer({MAX_EXPONENT + 1}))"):
        with pytest.raises(ExpressionError, match="exponent"):
            canonical_expression(text)


def _from_file(created: Path) -> Callable[[dict[str, Any]], None]:
    """A first node ``aten.from_file(<created>, shared=True, size=8)``: running the program creates (or
    extends) that file, whatever path it names."""

    def edit(program: dict[str, Any]) -> None:
        graph = program["graph_module"]["graph"]
        inputs = [
            {"name": "filename", "arg": {"as_string": str(created)}, "kind": 1},
            {"name": "shared", "arg": {"as_bool": True}, "kind": 1},
            {"name": "size", "arg": {"as_int": 8}, "kind": 1},
            {"name": "dtype", "arg": {"as_scalar_type": 1}, "kind": 2},
        ]
        node = {
            "target": "torch.ops.aten.from_file.default",
            "inputs": inputs,
            "outputs": [{"as_tensor": {"name": "ff"}}],
        }
        node.update(metadata={}, is_hop_single_tensor_return=None, name="ff")
        graph["nodes"].insert(0, node)
        meta = dict(next(iter(graph["tensor_values"].values())))
        meta.update(dtype=1, sizes=[{"as_int": 8}], strides=[{"as_int": 1}], requires_grad=False)
        graph["tensor_values"]["ff"] = meta

    return edit


@pytest.mark.torch
@pytest.mark.slow
def test_programs_with_side_effects_run_in_plain_torch_and_are_refused_unless_the_user_opts_in(
    tmp_path: Path,
) -> None:
    created = tmp_path / "created-by-the-program"
    artifact = _rewrite_program(tmp_path / "from_file.pt2", _from_file(created))
    subprocess.run([sys.executable, "-c", _RUN_WITH_TORCH, str(artifact), str(DYNAMIC / "inputs.pt")], cwd=tmp_path)
    assert created.exists(), "the side effect did not happen in plain torch"
    created.unlink()

    report = serde.check(str(artifact))
    assert {t.verdict for t in report.targets} == {"refused"}
    assert all("from_file" in t.reasons[0].message and t.reasons[0].path.endswith(".target") for t in report.targets)
    assert "refused" not in {t.verdict for t in serde.check(str(artifact), ["2.13"], allow_side_effects=True).targets}
    with pytest.raises(UnsafeProgramError, match="side effects"):
        serde.load_exported_program(str(artifact))
    done = subprocess.run([sys.executable, "-m", "serde", "check", str(artifact)], capture_output=True, text=True)
    assert done.returncode == 1 and "from_file" in done.stdout
    for plan in (False, True):
        report = serde.migrate(str(artifact), dest=str(tmp_path / "out"), verify="torch", dry_run=plan)
        assert [r.status for r in report.records] == ["refused"] and "side effects" in report.records[0].error
    assert not created.exists()


@pytest.mark.torch
def test_the_side_effect_census_matches_the_installed_torch() -> None:
    census = tool_module("census_side_effects").census
    from serde.program.side_effects import side_effect_operators

    assert census() == side_effect_operators()


def test_a_nested_torch_save_zip_cannot_expand_beyond_the_outer_cap() -> None:
    from serde.untrusted.torch_save import read_torch_save

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("archive/data.pkl", pickle.dumps({}, protocol=2))
        archive.writestr("archive/data/0", b"\0" * (8 * 2**20), compress_type=zipfile.ZIP_DEFLATED)
    buffer.seek(0)
    with pytest.raises(UnsafePickleError, match="compressed record"):
        read_torch_save(buffer)


@pytest.mark.slow
def test_special_files_in_a_tree_are_reported_never_opened(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "ok.pt2").write_bytes((CORPUS / "2.5.1" / "mlp" / "model.pt2").read_bytes())
    os.mkfifo(tree / "fifo.pt2")
    (tree / "zero.pt2").symlink_to("/dev/zero")
    (tree / "dangling.pt2").symlink_to(tree / "nowhere")
    (tree / "loop.pt2").symlink_to(tree / "loop.pt2")
    for command in (["migrate", str(tree), "--dest", str(tmp_path / "out")], ["matrix", str(tree)]):
        done = subprocess.run(
            [sys.executable, "-m", "serde", *command],
            capture_output=True,
            text=True,
            timeout=120,
            stdin=subprocess.DEVNULL,
        )
        assert done.returncode == 0, (command, done.stderr)
    report = serde.migrate(str(tree), dest=str(tmp_path / "out2"))
    outcomes = {Path(r.url).name: (r.status, r.error) for r in report.records}
    assert outcomes["ok.pt2"][0] == "migrated"
    for name, kind in (
        ("fifo.pt2", "fifo"),
        ("zero.pt2", "symlink"),
        ("dangling.pt2", "symlink"),
        ("loop.pt2", "symlink"),
    ):
        assert outcomes[name][0] == "skipped" and f"a {kind}, not a regular file" in outcomes[name][1], outcomes[name]


@pytest.mark.slow
def test_programs_run_in_a_child_with_an_empty_folder_a_clean_environment_and_limits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from serde.torch_bridge import sandbox

    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "do-not-pass")
    child = sandbox._Child()
    try:
        pid = child.process.pid
        environment = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
        assert not any(b"AWS_SECRET" in entry for entry in environment)
        work = Path(os.readlink(f"/proc/{pid}/cwd"))
        assert work.parent == child.folder and list(work.iterdir()) == []
        assert (child.folder.stat().st_mode & 0o777) == 0o700
        limits = Path(f"/proc/{pid}/limits").read_text()
        assert str(sandbox.FILE_SIZE) in limits and str(sandbox.ADDRESS_SPACE) in limits
        assert str(sandbox.CPU_SECONDS) in limits
    finally:
        child.close()
    assert not child.folder.exists()
    with (DYNAMIC / "model.pt2").open("rb") as output:
        assert sandbox.run_program(output) == "example_inputs"
    with io.BytesIO(b"not an archive") as broken, pytest.raises(sandbox.SandboxError):
        sandbox.run_program(broken)


_ORPHANING_PARENT = """
import json, os, subprocess, sys
from serde.torch_bridge import sandbox
child = sandbox._Child()
# A first request, answered: the child is serving (its watch started) before its parent goes.
child.process.stdin.write(json.dumps({"output": "missing.pt2", "original": None}) + "\\n")
child.process.stdin.flush()
assert json.loads(child.process.stdout.readline())["ok"] is False
# Another process holds the child's input open, so the parent's end does not close it: the child waits
# for a request that never comes, and only its watch can see that its parent is gone.
holder = subprocess.Popen(["sleep", "600"], pass_fds=(child.process.stdin.fileno(),))
print(child.folder, child.process.pid, holder.pid, flush=True)
sys.stdin.readline()
os._exit(1)  # as a second Ctrl-C ends the CLI: no clean-up of the parent's runs
"""


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except FileNotFoundError:
        return False
    return state != "Z"


@pytest.mark.slow
def test_a_sandbox_child_left_by_a_dead_parent_removes_its_folder_and_ends(tmp_path: Path) -> None:
    """The parent stops at once (``os._exit``, as on a second Ctrl-C) while its child waits on an input that
    another process still holds open: the child notices, removes its private folder and ends, instead of
    leaving both behind."""
    parent = subprocess.Popen(
        [sys.executable, "-c", _ORPHANING_PARENT],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "TMPDIR": str(tmp_path)},
    )
    assert parent.stdout is not None and parent.stdin is not None
    folder, child, holder = parent.stdout.readline().split()
    try:
        assert Path(folder).parent == tmp_path and Path(folder).is_dir() and _running(int(child))
        parent.stdin.write("\n")
        parent.stdin.flush()
        assert parent.wait(timeout=60) == 1
        deadline = time.monotonic() + 60
        while (Path(folder).exists() or _running(int(child))) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not Path(folder).exists(), "the dead parent's sandbox folder was left behind"
        assert not _running(int(child)), "the dead parent's sandbox child is still running"
    finally:
        os.kill(int(holder), signal.SIGKILL)


_BROKEN_REPLIES = """
import io, os, sys
from serde.torch_bridge.sandbox_child import serve
read, write = os.pipe()
os.close(read)  # the parent's end of the answers, gone
serve(io.StringIO("{}\\n"), os.fdopen(write, "w"), sys.argv[1], os.getppid())
"""


def test_a_sandbox_child_that_cannot_answer_removes_its_folder_and_ends(tmp_path: Path) -> None:
    """A reply written after the parent went fails (a broken pipe): the child still removes its folder."""
    folder = tmp_path / "sandbox"
    (folder / "work").mkdir(parents=True)
    done = subprocess.run([sys.executable, "-c", _BROKEN_REPLIES, str(folder)], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert not folder.exists()


def test_only_consistent_backup_markers_hide_objects(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    tree.mkdir()
    data = (CORPUS / "2.5.1" / "mlp" / "model.pt2").read_bytes()
    (tree / "hidden.pt2").write_bytes(data)
    (tree / "hidden.pt2.pt2-serde-backup.json").write_text("{}")  # a forged marker hides nothing
    (tree / "real.pt2").write_bytes(data)
    report = serde.migrate(str(tree), backup=".orig")
    outcomes = {Path(r.url).name: r.status for r in report.records}
    assert outcomes["hidden.pt2"] == "migrated" and outcomes["real.pt2"] == "migrated"
    backup = tree / "real.pt2.orig"
    marker = json.loads((tree / "real.pt2.orig.pt2-serde-backup.json").read_text())
    assert marker["backup"] == "real.pt2.orig" and marker["size"] == backup.stat().st_size
    again = serde.migrate(str(tree), to="8.20")
    assert "real.pt2.orig" not in {Path(r.url).name for r in again.records}  # consistent: left alone
    backup.write_bytes(backup.read_bytes() + b"\0")  # no longer what the marker recorded
    again = serde.migrate(str(tree), to="8.20", dry_run=True)
    assert "real.pt2.orig" in {Path(r.url).name for r in again.records}


def test_a_backup_suffix_naming_someone_elses_object_is_refused_before_the_run(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    tree.mkdir()
    data = (CORPUS / "2.5.1" / "mlp" / "model.pt2").read_bytes()
    (tree / "a.pt2").write_bytes(data)
    (tree / "a.pt2.orig").write_bytes(data)  # a real artifact that happens to carry the suffix
    with pytest.raises(serde.UsageError, match="not pt2-serde backups"):
        serde.migrate(str(tree), backup=".orig")
    assert (tree / "a.pt2").read_bytes() == data and not list(tree.glob("*.pt2-serde-backup.json"))


@pytest.mark.torch
def test_hostile_programs_in_a_bucket_are_refused_and_left_alone(
    s3_bucket: str, s3_options: dict[str, object], tmp_path: Path
) -> None:
    from poison import migrate_bucket_in_place

    marker = tmp_path / "pwned"
    sources = {
        "expression.pt2": _rewrite_program(tmp_path / "e.pt2", _expression(marker)).read_bytes(),
        "guard.pt2": _rewrite_program(tmp_path / "g.pt2", _guard(marker)).read_bytes(),
        "good.pt2": (DYNAMIC / "model.pt2").read_bytes(),
    }
    store, base, statuses = migrate_bucket_in_place(s3_bucket, s3_options, sources, "2.9")
    assert statuses == {
        "expression.pt2": ("refused", "UnsafeProgramError"),
        "guard.pt2": ("refused", "UnsafeProgramError"),
        "good.pt2": ("migrated", None),
    }
    for name in ("expression.pt2", "guard.pt2"):
        assert store.read_bytes(store.join(base, f"m/{name}")) == sources[name]
        assert not store.exists(store.join(base, f"m/{name}.orig"))
    from serde.jobs.matrix import build_matrix

    rows = {
        row.name.rsplit("/", 1)[-1]: row
        for row in build_matrix([f"{s3_bucket}/m/"], ["2.13"], storage_options=s3_options).rows
    }
    assert "guard refused" in (rows["guard.pt2"].error or "")
    assert "symbolic expression refused" in (rows["expression.pt2"].error or "")
    assert rows["good.pt2"].error is None
    assert not marker.exists()


def test_follow_symlinks_follows_links_to_files_inside_the_tree_only(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    (tree / "sub").mkdir(parents=True)
    outside = tmp_path / "outside.pt2"
    outside.write_bytes((CORPUS / "2.5.1" / "mlp" / "model.pt2").read_bytes())
    (tree / "ok.pt2").write_bytes(outside.read_bytes())
    (tree / "sub" / "inside.pt2").symlink_to(tree / "ok.pt2")
    (tree / "sub" / "escape.pt2").symlink_to(outside)
    (tree / "sub" / "dir").symlink_to(tmp_path)
    report = serde.migrate(str(tree), dest=str(tmp_path / "out"), follow_symlinks=True)
    outcomes = {Path(r.url).name: r.status for r in report.records}
    assert outcomes == {"ok.pt2": "migrated", "inside.pt2": "migrated", "escape.pt2": "skipped", "dir": "skipped"}
    (tree / "sub" / "notes.txt").symlink_to(tmp_path / "secret.txt")  # not an artifact: a mirror copies such objects
    (tmp_path / "secret.txt").write_text("outside the tree")
    for follow in (True, False):
        mirror = tmp_path / f"mirror-{follow}"
        records = serde.migrate(str(tree), dest=str(mirror), follow_symlinks=follow).records
        assert {Path(r.url).name: r.status for r in records}["notes.txt"] == "skipped"
        assert not (mirror / "sub" / "notes.txt").exists() and not (mirror / "sub" / "escape.pt2").exists()


def test_a_full_disk_is_a_storage_error_not_an_internal_one(tmp_path: Path) -> None:
    """A write the file system refuses (here: a file-size limit, as a full disk or a quota would) exits 1 with
    a storage error, never 3 ("a pt2-serde bug") or a traceback."""
    import resource
    import signal

    def small_files() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    source = CORPUS / "2.1.2" / "mlp" / "model.pt2"
    done = subprocess.run(
        [sys.executable, "-m", "serde", "upgrade", str(source), str(tmp_path / "out.pt2")],
        capture_output=True,
        text=True,
        preexec_fn=small_files,
    )
    assert done.returncode == 1 and "cannot write" in done.stderr and "Traceback" not in done.stderr, done.stderr
    report = subprocess.run(
        [
            sys.executable,
            "-m",
            "serde",
            "migrate",
            str(source.parent),
            "--dest",
            str(tmp_path / "mirror"),
            "--format",
            "json",
        ],
        capture_output=True,
        text=True,
        preexec_fn=small_files,
    )
    assert report.returncode == 1 and "InternalError" not in report.stdout, report.stdout + report.stderr
    assert "StorageError" in report.stdout


def test_a_zip64_offset_no_file_can_hold_is_a_container_error() -> None:
    data = bytearray((DYNAMIC / "model.pt2").read_bytes())
    end = data.rindex(b"PK\x05\x06")
    data[end + 16 : end + 20] = b"\xff\xff\xff\xff"  # the directory offset now lives in a zip64 record ...
    locator = struct.pack("<4sLQL", b"PK\x06\x07", 0, 2**63 - 8, 1)  # ... which sits near 2**63
    with pytest.raises(ContainerError):
        ZipArchive.from_bytes("x", bytes(data[:end]) + locator + bytes(data[end:]))
