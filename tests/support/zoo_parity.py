"""The zoo of public architectures (``tests/data/zoo/<release>.tar.xz``, made by ``tools/make_zoo.py``) and the
downstream checks users run on a loaded program: ``module()``, ``run_decompositions()`` then ``module()``,
``torch.export.unflatten`` and an ONNX export (torch's dynamo exporter) run by ``onnxruntime``; each must
reproduce the eager outputs the exporting release recorded.

Shared by ``tests/acceptance/test_zoo_parity.py`` and ``tools/zoo_parity.py`` (the full matrix and the README table).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import tarfile
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path, PurePosixPath
from typing import Any

from project_paths import DATA, ROOT

ZOO = DATA / "zoo"
INDEX = ZOO / "index.json"
NATIVE_RELEASE = "2.13.0"
"""The release whose own exports are the baseline: what torch 2.13 can do with its export of a model."""
CHECKS = ("module", "decompositions", "unflatten", "onnx")
TOLERANCE = {"atol": 1e-4, "rtol": 1e-3}


@dataclass(frozen=True)
class ZooArtifact:
    """One exported model: ``<release>/<variant>`` (``bert``, ``bert__dynamic``...) and its folder."""

    release: str
    variant: str
    folder: Path

    @property
    def model(self) -> str:
        """The architecture (the variant without its ``__suffix``)."""
        return self.variant.split("__", 1)[0]

    def __str__(self) -> str:
        return f"{self.release}/{self.variant}"


def index() -> dict[str, list[str]]:
    """Release -> variants exported, as recorded in ``tests/data/zoo/index.json``."""
    loaded: dict[str, list[str]] = json.loads(INDEX.read_text())
    return loaded


def unpacked_variants(root: Path, release: str) -> list[str]:
    """The variants one release's archive holds, as unpacked under ``root`` by :func:`extract_once` (to check
    the index against)."""
    return sorted(path.parent.name for path in (root / release).glob("*/model.pt2"))


def extract(release: str, into: Path) -> Path:
    """Unpack one release's archive under ``into``; return ``into/<release>``. With tarfile's ``data`` filter
    where this Python has it (3.10.12, 3.11.4 and later); before those (Debian 12's 3.11.2, CI's interpreter)
    with what of it a zoo archive needs: every member a regular file or folder at a relative path that stays
    inside ``into``, else nothing is unpacked."""
    with tarfile.open(ZOO / f"{release}.tar.xz") as archive:
        if hasattr(tarfile, "data_filter"):
            archive.extractall(into, filter="data")
        else:
            members = archive.getmembers()
            outside = [m.name for m in members if not (m.isfile() or m.isdir()) or not _stays_inside(m.name)]
            if outside:
                raise ValueError(f"{release}.tar.xz: not a plain file or folder inside the archive: {outside[:3]}")
            archive.extractall(into, members=members)
    return into / release


def _stays_inside(name: str) -> bool:
    """Whether a member name is a relative path with no ``..`` part (so it is unpacked inside the folder)."""
    path = PurePosixPath(name)
    return not path.is_absolute() and ".." not in path.parts


def extract_once(into: Path) -> Path:
    """Every release's archive unpacked under ``into`` once, shared by the processes that ask (the suite's
    workers, instead of each paying for its own 40 MB of xz). Each release has its own lock: a process unpacks
    the releases no other is unpacking, then waits for the ones another took, so two workers starting together
    share the work instead of one waiting for all of it. Returns ``into``."""
    into.mkdir(parents=True, exist_ok=True)
    taken_by_another = [release for release in index() if not _unpack_release(release, into, wait=False)]
    for release in taken_by_another:
        _unpack_release(release, into, wait=True)
    return into


def _unpack_release(release: str, into: Path, *, wait: bool) -> bool:
    """Unpack ``release`` under ``into`` unless it already is, holding its lock; without ``wait``, False at once
    when another process holds the lock (it is unpacking that release)."""
    with open(into / f".{release}.lock", "w") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX if wait else fcntl.LOCK_EX | fcntl.LOCK_NB)  # released on close
        except BlockingIOError:
            return False
        done = into / f".{release}.unpacked"
        if not done.exists():
            extract(release, into)
            done.touch()
    return True


CHECKED_FILES = ("model.pt2", "inputs.pt", "expected.pt", "alt_inputs.pt", "alt_expected.pt")
"""What the checks read of an artifact's folder (``meta.json`` only says how it was exported)."""
ARCHIVE_ID, PROGRAM_WRITER, NODE_SOURCE = "serialization_id", "torch_version", "stack_trace"
WRITER_STRINGS = (ARCHIVE_ID, PROGRAM_WRITER, NODE_SOURCE)
"""What an archive records of where, when and by which release it was written, and no check reads: the random
``.data/serialization_id`` torch writes at each save, the program's ``torch_version``, and each node's
``stack_trace`` (the exporting script's source lines, which torch keeps in the node's ``meta`` for messages and
``print_readable``)."""
TWINS = ZOO / "twins.json"
"""``<release>/<variant>`` -> the artifact it repeats, for every artifact to which pt2-serde hands torch the
archive it hands torch for an earlier one in the index, but for :data:`WRITER_STRINGS`, and whose inputs and
recorded outputs are that one's, byte for byte (:func:`handed_digest`; the twin is the first). Torch 2.8 and
later export some models non-strict exactly as strict; torch 2.12 to 2.15 (one schema, 8.20) export most models
alike; and the upgrades of torch 2.10's and 2.12's exports are those of 2.9's and 2.11's. Torch is handed the
same program for a twin, runs it on the same inputs and is held to the same outputs, so the suite checks it
once (``tools/zoo_parity.py`` runs every artifact; ``tools/zoo_parity.py --twins`` writes this record)."""


@cache
def twins() -> dict[str, str]:
    """The twins recorded in ``tests/data/zoo/twins.json`` (read once per process)."""
    recorded: dict[str, str] = json.loads(TWINS.read_text())
    return recorded


def twins_of(name: str) -> list[str]:
    """The recorded twins of the artifact ``<release>/<variant>`` (the artifacts it stands for), in index order."""
    return [twin for twin, of in twins().items() if of == name]


def _without_writer_strings(value: Any) -> Any:
    """A program's JSON tree without its ``torch_version`` and its nodes' ``stack_trace`` entries."""
    if isinstance(value, list):
        return [_without_writer_strings(item) for item in value]
    if not isinstance(value, dict):
        return value
    kept = {}
    for key, item in value.items():
        if key == PROGRAM_WRITER:
            continue
        if key == "metadata" and isinstance(item, dict):
            item = {name: text for name, text in item.items() if name != NODE_SOURCE}
        kept[key] = _without_writer_strings(item)
    return kept


def handed_digest(folder: Path) -> str:
    """One digest of what the checks of the artifact in ``folder`` give torch, :data:`WRITER_STRINGS` left out:
    each member of the archive pt2-serde hands torch (``serde.torch_bridge.program.readable_by_torch``, what
    ``serde.load_exported_program`` loads) by name and content in archive order, the program as its JSON tree
    with key order kept; then the other :data:`CHECKED_FILES` (an absent one as absent)."""
    from serde.containers.reader import read_artifact
    from serde.torch_bridge.program import readable_by_torch

    digest = hashlib.sha256()
    with readable_by_torch(read_artifact(str(folder / "model.pt2"))) as handed, zipfile.ZipFile(handed) as archive:
        for info in archive.infolist():
            if info.filename.rsplit("/", 1)[-1] == ARCHIVE_ID:
                continue
            content = archive.read(info)
            if info.filename.endswith(".json") and content.startswith(b"{"):
                tree = json.loads(content)
                if "graph_module" in tree:
                    content = json.dumps(_without_writer_strings(tree)).encode()
            digest.update(info.filename.encode() + b"\0" + hashlib.sha256(content).digest())
    for name in CHECKED_FILES[1:]:
        path = folder / name
        digest.update(name.encode() + b"\0" + (hashlib.sha256(path.read_bytes()).digest() if path.exists() else b"-"))
    return digest.hexdigest()


def find_twins(root: Path) -> dict[str, str]:
    """The twins among the unpacked archives under ``root`` (see :data:`TWINS`), in index order."""
    first: dict[str, str] = {}
    found: dict[str, str] = {}
    for release, variants in index().items():
        for variant in variants:
            name = f"{release}/{variant}"
            twin = first.setdefault(handed_digest(root / release / variant), name)
            if twin != name:
                found[name] = twin
    return found


def outputs_match(got: Any, want: Any) -> str | None:
    """None when every tensor leaf of ``got`` equals ``want``'s within tolerance, else what differs."""
    import torch
    from torch.utils._pytree import tree_leaves

    got_leaves, want_leaves = tree_leaves(got), tree_leaves(want)
    if len(got_leaves) != len(want_leaves):
        return f"{len(got_leaves)} outputs instead of {len(want_leaves)}"
    for position, (a, b) in enumerate(zip(got_leaves, want_leaves, strict=True)):
        if not isinstance(b, torch.Tensor):
            continue
        if not isinstance(a, torch.Tensor) or a.shape != b.shape:
            return f"output {position}: {getattr(a, 'shape', a)} instead of shape {tuple(b.shape)}"
        if not torch.allclose(a.float(), b.float(), **TOLERANCE):
            return f"output {position}: values differ by up to {(a.float() - b.float()).abs().max().item():.3g}"
    return None


def failure(exc: BaseException) -> str:
    """How a check failed: the exception's type and the first line of its message."""
    first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {first[:200]}"


def _callable(program: Any, check: str) -> Callable[..., Any]:
    import torch

    if check == "module":
        return program.module()  # type: ignore[no-any-return]
    if check == "decompositions":
        return program.run_decompositions().module()  # type: ignore[no-any-return]
    if check == "unflatten":
        return torch.export.unflatten(program)
    raise ValueError(check)


def run_check(program: Any, check: str, folder: Path) -> str | None:
    """Run ``check`` on ``program`` with the artifact's inputs (and the second input set of dynamic
    variants); None when the outputs match the eager ones, else the first line of what went wrong."""
    import torch

    if check == "onnx":
        return run_onnx(program, folder)
    try:
        function = _callable(program, check)
        for inputs, expected in (("inputs.pt", "expected.pt"), ("alt_inputs.pt", "alt_expected.pt")):
            if not (folder / inputs).exists():
                continue
            args, kwargs = torch.load(folder / inputs)
            with torch.no_grad():
                got = function(*args, **kwargs)
            mismatch = outputs_match(got, torch.load(folder / expected))
            if mismatch:
                return f"{inputs}: {mismatch}"
    except Exception as exc:  # noqa: BLE001 - any failure of torch's toolchain is the result
        return failure(exc)
    return None


def run_aotinductor(program: Any, folder: Path) -> str | None:
    """Compile ``program`` with AOTInductor, load the package and run it on the artifact's inputs; None
    when the outputs match the eager ones. Programs saved without example inputs (torch 2.1–2.3) get the
    artifact's inputs as theirs first, as a user compiling one must do."""
    import tempfile

    import torch

    try:
        args, kwargs = torch.load(folder / "inputs.pt")
        if program.example_inputs is None:
            program.example_inputs = (tuple(args), dict(kwargs))
        with tempfile.TemporaryDirectory() as scratch:
            package = torch._inductor.aoti_compile_and_package(program, package_path=f"{scratch}/model.pt2")
            with torch.no_grad():
                got = torch._inductor.aoti_load_package(package)(*args, **kwargs)
        return outputs_match(got, torch.load(folder / "expected.pt"))
    except Exception as exc:  # noqa: BLE001 - any failure of torch's toolchain is the result
        return failure(exc)


def run_onnx(program: Any, folder: Path) -> str | None:
    """Export ``program`` to ONNX with torch's dynamo exporter, save the model, run it in a fresh
    ``onnxruntime`` session on the artifact's inputs (and the second input set of dynamic variants, which
    the exported dynamic dimensions must accept); None when the outputs match the eager ones."""
    import tempfile

    import onnxruntime
    import torch
    from torch.utils._pytree import tree_leaves

    try:
        args, kwargs = torch.load(folder / "inputs.pt")
        with tempfile.TemporaryDirectory() as scratch:
            exported = torch.onnx.export(program, args=tuple(args), kwargs=dict(kwargs), dynamo=True, verbose=False)
            exported.save(f"{scratch}/model.onnx")
            session = onnxruntime.InferenceSession(f"{scratch}/model.onnx", providers=["CPUExecutionProvider"])
            names = [node.name for node in session.get_inputs()]
            for inputs, expected in (("inputs.pt", "expected.pt"), ("alt_inputs.pt", "alt_expected.pt")):
                if not (folder / inputs).exists():
                    continue
                args, kwargs = torch.load(folder / inputs)
                tensors = [leaf for leaf in tree_leaves((tuple(args), dict(kwargs))) if isinstance(leaf, torch.Tensor)]
                if len(tensors) != len(names):
                    return f"{inputs}: the ONNX model takes {len(names)} inputs, the program {len(tensors)}"
                feeds = {name: tensor.numpy() for name, tensor in zip(names, tensors, strict=True)}
                got = [torch.from_numpy(out) for out in session.run(None, feeds)]
                mismatch = outputs_match(got, tree_leaves(torch.load(folder / expected)))
                if mismatch:
                    return f"{inputs}: {mismatch}"
    except Exception as exc:  # noqa: BLE001 - any failure of torch's toolchain is the result
        return failure(exc)
    return None


def upgraded(folder: Path) -> Any:
    """The artifact as pt2-serde hands it to the installed torch."""
    import serde

    return serde.load_exported_program(str(folder / "model.pt2"))


def native(folder: Path) -> Any:
    """The artifact loaded by the installed torch alone (for its own release's exports)."""
    import torch

    return torch.export.load(str(folder / "model.pt2"))


@cache
def _native_program(folder: Path) -> Any:
    return native(folder)


@cache
def native_failure(native_root: Path, variant: str, check: str) -> str | None:
    """How ``check`` fails on torch 2.13's own export of the same model (None: it passes, or 2.13 could
    not export the model, in which case there is no baseline and the check must pass)."""
    if variant not in index()[NATIVE_RELEASE]:
        return None
    folder = native_root / variant
    try:
        program = _native_program(folder)
    except Exception as exc:  # noqa: BLE001 - a load failure is the baseline's result too
        return f"{type(exc).__name__}: torch.export.load failed"
    return run_check(program, check, folder)


# -- the published figure ----------------------------------------------------------------------------------

PARITY_PAGE = ROOT / "docs" / "parity.md"
PARITY_FIGURE = PARITY_PAGE.parent / "images" / "zoo-parity.svg"
PARITY_MARKER = "<!-- zoo-parity -->"
NOT_EXPORTED = "—"


def cells_from_tables(text: str) -> dict[str, dict[str, dict[str, str]]]:
    """family -> model -> release -> cell, read back from the tables between the page's markers (the tables
    are the record; the figure and the list of exceptions are drawn from them)."""
    section = text.split(PARITY_MARKER)[1]
    cells: dict[str, dict[str, dict[str, str]]] = {}
    family, releases = "", []
    for line in section.splitlines():
        if line.startswith("**") and line.endswith("**"):
            family = line.strip("*")
            cells[family] = {}
        elif line.startswith("| model |"):
            releases = [part.strip() for part in line.strip("|").split("|")[1:]]
        elif line.startswith("| ") and family:
            parts = [part.strip() for part in line.strip("|").split("|")]
            cells[family][parts[0]] = dict(zip(releases, parts[1:], strict=True))
    return cells


def exceptions(cells: dict[str, dict[str, dict[str, str]]]) -> list[str]:
    """Every cell that is not ``ok``, runs of releases with the same cell joined: ``gpt2: decomp (torch) in
    2.5.1 … 2.15.0``."""
    lines = []
    for models in cells.values():
        for model, row in models.items():
            runs: list[tuple[str, list[str]]] = []
            for release, value in row.items():
                if runs and runs[-1][0] == value:
                    runs[-1][1].append(release)
                else:
                    runs.append((value, [release]))
            for value, releases in runs:
                if value == "ok":
                    continue
                span = releases[0] if len(releases) == 1 else f"{releases[0]} … {releases[-1]}"
                what = "not exportable by that release" if value == NOT_EXPORTED else value
                lines.append(f"{model}: {what} in {span}")
    return lines


def parity_figure(cells: dict[str, dict[str, dict[str, str]]]) -> str:
    """The zoo's parity as a picture (SVG): a row per architecture under its family, a column per release that
    exported it; green ``ok``, orange another outcome (named in the list beneath the figure), grey not
    exportable by that release."""
    from serde.cli.matrix_picture import Box, Label, Picture, to_svg

    releases = list(next(iter(next(iter(cells.values())).values())))
    cell_w, cell_h, label_w, margin, top = 46, 20, 150, 12, 46
    rows = sum(len(models) + 1 for models in cells.values())
    width = margin * 2 + label_w + cell_w * len(releases)
    height = top + rows * cell_h + 40
    colours = {"ok": ("#3fb97f", "ok"), NOT_EXPORTED: ("#d0d7de", "not exportable by the release")}
    shapes: list[Box | Label] = [Box(0, 0, width, height, "#ffffff")]
    shapes.append(
        Label(
            margin,
            margin + 12,
            "Upgraded zoo programs in torch 2.13: module, decompositions, unflatten, ONNX",
            13,
            bold=True,
        )
    )
    for column, release in enumerate(releases):
        shapes.append(Label(margin + label_w + column * cell_w + cell_w / 2, top - 6, release, 11, "middle"))
    y = top
    for family, models in cells.items():
        shapes.append(Label(margin, y + 14, family, 12, bold=True))
        y += cell_h
        for model, row in models.items():
            shapes.append(Label(margin + 10, y + 14, model, 11))
            for column, release in enumerate(releases):
                value = row[release]
                fill, text = colours.get(value, ("#E69F00", value))
                x = margin + label_w + column * cell_w
                shapes.append(Box(x + 1, y + 2, cell_w - 2, cell_h - 4, fill, f"{model} exported by {release}: {text}"))
            y += cell_h
    legend = [
        ("#3fb97f", "every check passes"),
        ("#E69F00", "an exception, listed below"),
        ("#d0d7de", "not exportable by that release"),
    ]
    for index, (fill, text) in enumerate(legend):
        x = margin + index * 230
        shapes += [Box(x, y + 14, 14, 14, fill, text), Label(x + 20, y + 25, text, 11)]
    return to_svg(Picture(width, height, tuple(shapes)))


EXCEPTIONS_MARKER = "<!-- zoo-exceptions -->"


def published(text: str) -> tuple[str, str]:
    """The parity page ``text`` with its list of exceptions drawn anew from its tables, and the figure (SVG)."""
    cells = cells_from_tables(text)
    head, _, rest = text.partition(EXCEPTIONS_MARKER)
    _, _, tail = rest.partition(EXCEPTIONS_MARKER)
    listed = "".join(f"- {line}\n" for line in exceptions(cells))
    return f"{head}{EXCEPTIONS_MARKER}\n{listed}{EXCEPTIONS_MARKER}{tail}", parity_figure(cells)
