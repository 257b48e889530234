"""Poisoned artifacts for the security tests: real corpus artifacts with one pickled member (or one pickle
inside a schema-1 program) replaced by a pickle that, once unpickled, writes a marker file.

The payload runs ``builtins.exec`` through ``__reduce__``, as real exploits do; a test proves every poison
is live by unpickling it the way torch would without pt2-serde (``torch.load(weights_only=False)``).
"""

from __future__ import annotations

import base64
import io
import json
import pickle
import shutil
import zipfile
import zlib
from pathlib import Path
from typing import Any

from project_paths import DATA

CORPUS = DATA / "corpus"


class Payload:
    """Unpickling this object runs ``code``."""

    def __init__(self, code: str) -> None:
        self.code = code

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (exec, (self.code,))


def marker_code(marker: Path) -> str:
    """Python source that proves it ran by creating ``marker``."""
    return f"open({str(marker)!r}, 'w').write('pwned')"


def evil_pickle(marker: Path) -> bytes:
    """A plain pickle that creates ``marker`` when loaded."""
    return pickle.dumps({"x": Payload(marker_code(marker))}, protocol=2)


def evil_torch_save(marker: Path) -> bytes:
    """A ``torch.save``-format zip whose ``data.pkl`` creates ``marker`` when loaded."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        archive.writestr("archive/data.pkl", evil_pickle(marker))
        archive.writestr("archive/byteorder", "little")
        archive.writestr("archive/version", "3\n")
    return buffer.getvalue()


def rewrite_zip(source: Path, target: Path, replace: dict[str, bytes]) -> None:
    """Copy the zip ``source`` to ``target`` with the members named in ``replace`` (full names) replaced."""
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as new:
        for info in old.infolist():
            new.writestr(info, replace.get(info.filename, old.read(info.filename)))


def _root(names: list[str]) -> str:
    first = names[0].split("/", 1)[0]
    return f"{first}/" if all(n.startswith(first + "/") for n in names) else ""


def poisoned(release: str, model: str, member: str, marker: Path, out: Path) -> Path:
    """The corpus artifact ``release/model`` with ``member`` (relative to the archive root) poisoned.

    ``member`` may also be ``use_pickle:weights`` / ``use_pickle:constants`` (a P2 config entry switched to
    ``use_pickle`` and its file poisoned), ``opaque_obj`` (a P2 opaque-object constant added) or
    ``graph.constants`` (a schema-1 inline constant added to the program).
    """
    source = CORPUS / release / model / "model.pt2"
    with zipfile.ZipFile(source) as archive:
        names = archive.namelist()
        root = _root(names)
        replace: dict[str, bytes] = {}
        if member.startswith("use_pickle:"):
            kind = member.split(":", 1)[1]
            config_name = f"{root}data/{kind}/model_{kind}_config.json"
            config = json.loads(archive.read(config_name))
            entry = next(iter(config["config"].values()))
            entry["use_pickle"] = True
            replace[config_name] = json.dumps(config).encode()
            replace[f"{root}data/{kind}/{entry['path_name']}"] = evil_torch_save(marker)
        elif member == "opaque_obj":
            config_name = f"{root}data/constants/model_constants_config.json"
            config = json.loads(archive.read(config_name))
            config["config"]["evil"] = {"path_name": "opaque_obj_0", "is_param": False, "use_pickle": False,
                                        "tensor_meta": None}  # fmt: skip
            replace[config_name] = json.dumps(config).encode()
        elif member == "graph.constants":
            name = f"{root}serialized_exported_program.json"
            program = json.loads(archive.read(name))
            blob = base64.b64encode(evil_torch_save(marker)).decode()
            program["graph_module"]["graph"]["constants"] = {"evil": blob}
            replace[name] = json.dumps(program).encode()
        else:
            replace[root + member] = evil_torch_save(marker)
    target = out / f"{release}-{model}-{member.replace('/', '_').replace(':', '_')}.pt2"
    rewrite_zip(source, target, replace)
    if member == "opaque_obj":
        with zipfile.ZipFile(target, "a") as archive:
            archive.writestr(f"{root}data/constants/opaque_obj_0", evil_pickle(marker))
    return target


POSITIONS = [
    ("2.1.2", "mlp", "serialized_state_dict.json"),
    ("2.1.2", "mlp", "graph.constants"),
    ("2.2.2", "mlp", "serialized_state_dict.json"),
    ("2.2.2", "tensor_constant", "serialized_constants.json"),
    ("2.3.1", "mlp", "serialized_state_dict.pt"),
    ("2.3.1", "tensor_constant", "serialized_constants.pt"),
    ("2.4.1", "mlp", "serialized_state_dict.pt"),
    ("2.5.1", "tensor_constant", "serialized_constants.pt"),
    ("2.6.0", "mlp", "serialized_example_inputs.pt"),
    ("2.8.0", "mlp", "data/weights/model.pt"),
    ("2.8.0", "tensor_constant", "data/constants/model.pt"),
    ("2.8.0", "mlp", "data/sample_inputs/model.pt"),
    ("2.9.1", "mlp", "data/sample_inputs/model.pt"),
    ("2.13.0", "mlp", "use_pickle:weights"),
    ("2.13.0", "tensor_constant", "use_pickle:constants"),
    ("2.15.0", "mlp", "data/sample_inputs/model.pt"),
    ("2.13.0", "tensor_constant", "opaque_obj"),
]
"""Every place an artifact of some layout keeps a pickle, each in a real artifact of a release writing it."""


def copy_tree(files: list[Path], into: Path) -> Path:
    """A directory holding copies of ``files``."""
    into.mkdir(parents=True, exist_ok=True)
    for path in files:
        shutil.copy(path, into / path.name)
    return into


def migrate_bucket_in_place(
    bucket: str, options: dict[str, Any], sources: dict[str, bytes], to: str
) -> tuple[Any, str, dict[str, tuple[str, str | None]]]:
    """Upload ``sources`` (name -> bytes) under ``<bucket>/m/``, migrate them in place to ``to`` keeping
    ``.orig`` backups and verifying with torch; the store, its base path and ``{name: (status, error type)}``."""
    import serde
    from backends import open_store

    store, base = open_store(bucket, **options)
    for name, data in sources.items():
        store.write_bytes(store.join(base, f"m/{name}"), data)
    report = serde.migrate(f"{bucket}/m/", to=to, backup=".orig", verify="torch", storage_options=options)
    return store, base, {r.url.rsplit("/", 1)[1]: (r.status, r.error_type) for r in report.records}


def _crc_table() -> list[int]:
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        table.append(c)
    return table


def crc32_forge(data: bytes, target: int) -> bytes:
    """Four bytes that, appended to ``data``, give the CRC-32 ``target``: a CRC is no checksum against
    someone who chooses the bytes (the register after four bytes depends only on which table rows they
    select, and each row is named by its top byte)."""
    table = _crc_table()
    by_top = {entry >> 24: index for index, entry in enumerate(table)}
    rows = []
    wanted = target ^ 0xFFFFFFFF
    for _ in range(4):
        row = by_top[wanted >> 24]
        rows.append(row)
        wanted = ((wanted ^ table[row]) << 8) & 0xFFFFFFFF
    register = zlib.crc32(data) ^ 0xFFFFFFFF
    out = bytearray()
    for row in reversed(rows):
        byte = (register ^ row) & 0xFF
        out.append(byte)
        register = table[row] ^ (register >> 8)
    return bytes(out)


def same_size_and_crc(original: bytes, hostile_zip: bytes) -> bytes:
    """``hostile_zip`` (a zip, e.g. :func:`evil_torch_save`) grown to ``original``'s length through its end
    record's comment, the comment's last four bytes chosen so that its CRC-32 is ``original``'s: a member a
    zip's CRC check cannot tell from the one it replaces."""
    comment = len(original) - len(hostile_zip)
    if comment < 4 or hostile_zip[-2:] != b"\0\0":
        raise ValueError("the hostile zip must be at least four bytes shorter and have no comment")
    body = hostile_zip[:-2] + comment.to_bytes(2, "little") + b" " * (comment - 4)
    forged = body + crc32_forge(body, zlib.crc32(original))
    assert len(forged) == len(original) and zlib.crc32(forged) == zlib.crc32(original)
    return forged
