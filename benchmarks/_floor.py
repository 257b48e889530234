"""The floor the main job is measured against: read, parse and durably write each bundled artifact, with
nothing of pt2-serde imported (so that a process running it starts as any small tool would)."""

from __future__ import annotations

import io
import os
import shutil
import zipfile
from pathlib import Path

import orjson

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "data" / "corpus"


def _program_member(names: list[str]) -> str:
    """The program's JSON member of an archive of any layout (the largest ``.json`` that is not a config)."""
    candidates = [n for n in names if n.endswith(".json") and "config" not in n.rsplit("/", 1)[-1]]
    return next(n for n in candidates if "models/" in n or n.endswith("serialized_exported_program.json"))


def floor(sources: list[Path], dest: Path) -> None:
    """Read, parse (zip directory and program JSON) and durably copy every source."""
    if dest.exists():
        shutil.rmtree(dest)
    for source in sources:
        data = source.read_bytes()
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            try:
                orjson.loads(archive.read(_program_member(archive.namelist())))
            except StopIteration:
                pass  # a container whose program is not JSON by name (none in the corpus)
        target = dest / source.relative_to(CORPUS)
        target.parent.mkdir(parents=True, exist_ok=True)
        with open(target, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        folder = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)
