"""Seeded mutations of real artifacts, and the operations every mutant is put through.

Used by ``tests/acceptance/test_fuzz_bad_input.py`` (a few hundred cases in CI) and
``benchmarks/fuzz_bad_input.py`` (as many as asked for). A mutant is a corpus artifact with bytes flipped,
cut short, a member replaced by noise or by a truncated copy, or its program JSON edited (values swapped
for huge integers, wrong types, deleted keys).
"""

from __future__ import annotations

import copy
import io
import json
import random
import zipfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from project_paths import DATA
from release_samples import corpus_releases

import serde
from serde.containers.screen import screen

CORPUS = DATA / "corpus"
RELEASES = tuple(corpus_releases())
MODELS = ("mlp", "tensor_constant", "cond", "multi_io")


def _flip_bytes(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 8)):
        out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
    return bytes(out)


def _flip_directory(data: bytes, rng: random.Random) -> bytes:
    start = data.rfind(b"PK\x01\x02")
    start = data.find(b"PK\x01\x02") if rng.random() < 0.5 else start
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        out[rng.randrange(start, len(out))] ^= 1 << rng.randrange(8)
    return bytes(out)


def _truncate(data: bytes, rng: random.Random) -> bytes:
    return data[: rng.randrange(len(data))]


def _rezip(data: bytes, edit: Callable[[str, bytes], bytes | None]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as old, zipfile.ZipFile(out, "w") as new:
        for info in old.infolist():
            content = edit(info.filename, old.read(info))
            if content is not None:
                new.writestr(info, content)
    return out.getvalue()


def _replace_member(data: bytes, rng: random.Random) -> bytes:
    names = zipfile.ZipFile(io.BytesIO(data)).namelist()
    victim = rng.choice(names)
    how = rng.choice(["noise", "truncate", "drop", "flip"])

    def edit(name: str, content: bytes) -> bytes | None:
        if name != victim:
            return content
        if how == "noise":
            return rng.randbytes(rng.randint(0, 256))
        if how == "truncate":
            return content[: rng.randrange(len(content) + 1)]
        if how == "flip" and content:
            return _flip_bytes(content, rng)
        return None

    return _rezip(data, edit)


_ODD_VALUES: list[Any] = [2**63, -(2**63) - 1, 2**64, 1e308, -1, 0, "", "x" * 10, None, [], {}, True, [[[]]], {"a": 1}]


def _edit_json_value(value: Any, rng: random.Random, depth: int = 0) -> Any:
    if isinstance(value, dict) and value and depth < 40:
        key = rng.choice(list(value))
        choice = rng.random()
        if choice < 0.15:
            del value[key]
        elif choice < 0.3:
            value[key] = copy.deepcopy(rng.choice(_ODD_VALUES))
        else:
            value[key] = _edit_json_value(value[key], rng, depth + 1)
        return value
    if isinstance(value, list) and value and depth < 40:
        index = rng.randrange(len(value))
        value[index] = _edit_json_value(value[index], rng, depth + 1)
        return value
    return copy.deepcopy(rng.choice(_ODD_VALUES))


def _edit_json_member(data: bytes, rng: random.Random) -> bytes:
    names = [n for n in zipfile.ZipFile(io.BytesIO(data)).namelist() if n.endswith(".json")]
    victim = rng.choice(names)

    def edit(name: str, content: bytes) -> bytes | None:
        if name != victim:
            return content
        try:
            document = json.loads(content)
        except ValueError:
            return content
        for _ in range(rng.randint(1, 3)):
            document = _edit_json_value(document, rng)
        return json.dumps(document).encode()

    return _rezip(data, edit)


MUTATIONS = (_flip_bytes, _flip_directory, _truncate, _replace_member, _edit_json_member, _edit_json_member)


def mutant(seed: int) -> tuple[str, bytes]:
    """The mutant of case ``seed``: a description and its bytes."""
    rng = random.Random(seed)
    release, model = rng.choice(RELEASES), rng.choice(MODELS)
    data = (CORPUS / release / model / "model.pt2").read_bytes()
    mutation = rng.choice(MUTATIONS)
    return f"{release}/{model} {mutation.__name__.lstrip('_')} (seed {seed})", mutation(data, rng)


def exercise(path: Path, out: Path) -> str:
    """Load, screen, upgrade, save and read back ``path``; ``"ok"`` or the SerdeError's class name. Any
    other exception propagates: that is the defect the fuzzer looks for."""
    try:
        artifact = serde.load(str(path))
        screen(artifact)
        for blob in artifact.members.values():
            blob.read()
        result = serde.upgrade(artifact, to=serde.newest_version())
        serde.save(result.artifact, str(out))
        serde.load(str(out))
    except serde.SerdeError as exc:
        return type(exc).__name__
    return "ok"
