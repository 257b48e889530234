"""The scratch space an output is built in: allocated once at the output's size when it fits in memory, its
bytes read back without a copy, and a scratch made for the caller (the torch hand-off) closed when the build
fails and the caller's when it succeeds."""

from __future__ import annotations

import io
import os
import tempfile
from typing import IO, Any

import pytest
from release_samples import CORPUS

import serde
from serde.containers.layouts import Layout
from serde.jobs import convert
from serde.jobs.convert import build_verified, run_chain
from serde.jobs.streams import scratch_space
from serde.jobs.verify import VerificationError

SOURCE = CORPUS / "2.4.1" / "mlp" / "model.pt2"


def test_a_known_size_that_fits_is_one_buffer_of_that_size_read_back_uncopied() -> None:
    """Writing the planned bytes fills the buffer without growing it, and its whole is then one bytes object."""
    scratch = scratch_space(1000, in_memory=4096)
    assert isinstance(scratch, io.BytesIO)
    assert scratch.tell() == 0 and len(scratch.getbuffer()) == 1000
    for start in range(0, 1000, 100):
        scratch.write(bytes([start // 100]) * 100)
    assert scratch.seek(0, io.SEEK_END) == 1000
    whole = scratch.getvalue()
    assert whole == b"".join(bytes([n]) * 100 for n in range(10))
    assert scratch.getvalue() is whole  # shared, not copied
    assert scratch_space(0, in_memory=4096).getvalue() == b""


def test_an_unknown_size_spools_and_a_size_past_memory_is_a_temporary_file() -> None:
    """Without a size the file moves to disk past ``in_memory``; with a larger one it is on disk from the start."""
    spooled = scratch_space(None, in_memory=4096)
    assert isinstance(spooled, tempfile.SpooledTemporaryFile)
    on_disk = scratch_space(5000, in_memory=4096)
    assert not isinstance(on_disk, (io.BytesIO, tempfile.SpooledTemporaryFile))
    assert os.fstat(on_disk.fileno()).st_size == 0
    spooled.close()
    on_disk.close()


def _chain() -> tuple[serde.Artifact, Any]:
    original = serde.load(str(SOURCE))
    return original, run_chain(original, serde.SchemaVersion(8, 20), lossy=False, decompose=False, copy=True)


class _CountedReads(io.BytesIO):
    reads = 0

    def read(self, size: int | None = -1) -> bytes:
        _CountedReads.reads += 1
        return super().read(size)


def test_a_scratch_made_for_the_caller_is_the_callers_when_the_build_succeeds() -> None:
    """The archive is read back from the buffer's own bytes (no ``read``), and the caller gets it open at 0."""
    original, chain = _chain()
    made: list[IO[bytes]] = []

    def into(size: int) -> IO[bytes]:
        buffer = _CountedReads()
        buffer.seek(size - 1)
        buffer.write(b"\0")
        buffer.seek(0)
        made.append(buffer)
        return buffer

    _CountedReads.reads = 0
    with build_verified(
        chain, Layout.P2, "json", target=chain.version, verify="schema", original=original, output="x", into=into
    ) as built:
        assert built.scratch is made[0]
    assert not made[0].closed and made[0].tell() == 0
    assert _CountedReads.reads == 0
    assert serde.load(made[0]).version == chain.version
    made[0].close()


def test_a_scratch_made_for_the_caller_is_closed_when_the_verification_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing half-built is left open for the caller: the error goes up and the scratch is closed."""
    original, chain = _chain()
    made: list[IO[bytes]] = []

    def refused(*args: object, **kwargs: object) -> str:
        raise VerificationError("refused by the test", source="x")

    monkeypatch.setattr(convert, "verify_output", refused)
    with (
        pytest.raises(VerificationError, match="refused by the test"),
        build_verified(
            chain,
            Layout.P2,
            "json",
            target=chain.version,
            verify="schema",
            original=original,
            output="x",
            into=lambda size: made.append(scratch_space(size, 1 << 20)) or made[-1],
        ),
    ):
        pass
    assert made and made[0].closed
