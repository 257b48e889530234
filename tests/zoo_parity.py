"""The zoo of public architectures (``tests/zoo/<release>.tar.xz``, made by ``tools/make_zoo.py``) and the
downstream checks users run on a loaded program: ``module()``, ``run_decompositions()`` then ``module()``,
``torch.export.unflatten`` and an ONNX export (torch's dynamo exporter) run by ``onnxruntime``; each must
reproduce the eager outputs the exporting release recorded.

Shared by ``tests/test_zoo_parity.py`` and ``tools/zoo_parity.py`` (the full matrix and the README table).
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import tarfile
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

ZOO = Path(__file__).resolve().parent / "zoo"
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
    """Release -> variants exported, as recorded in ``tests/zoo/index.json``."""
    loaded: dict[str, list[str]] = json.loads(INDEX.read_text())
    return loaded


def archive_variants(release: str) -> list[str]:
    """The variants an archive really holds (to check the index against)."""
    with tarfile.open(ZOO / f"{release}.tar.xz") as archive:
        return sorted({Path(name).parts[1] for name in archive.getnames() if name.endswith("/model.pt2")})


def extract(release: str, into: Path) -> Path:
    """Unpack one release's archive under ``into``; return ``into/<release>``."""
    with tarfile.open(ZOO / f"{release}.tar.xz") as archive:
        archive.extractall(into, filter="data")
    return into / release


def extract_once(into: Path) -> Path:
    """Every release's archive unpacked under ``into`` by whichever process comes first (the suite's
    workers share one unpacking, 40 MB of xz, instead of each paying for its own); the others wait for it.
    Returns ``into``."""
    into.mkdir(parents=True, exist_ok=True)
    done = into / ".unpacked"
    with open(into / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not done.exists():
            for release in index():
                extract(release, into)
            done.touch()
    return into


CHECKED_FILES = ("model.pt2", "inputs.pt", "expected.pt", "alt_inputs.pt", "alt_expected.pt")
"""What the checks read of an artifact's folder (``meta.json`` only says how it was exported)."""
TWINS = ZOO / "twins.json"
"""release -> {variant: its twin}: artifacts whose :data:`CHECKED_FILES` are byte for byte those of another
variant of the same release (the twin: the first such variant in the index). Torch 2.8 and later export
some models non-strict exactly as strict, inputs and outputs included."""


def twins() -> dict[str, dict[str, str]]:
    """The twins recorded in ``tests/zoo/twins.json``."""
    recorded: dict[str, dict[str, str]] = json.loads(TWINS.read_text())
    return recorded


def find_twins(root: Path) -> dict[str, dict[str, str]]:
    """The twins in the unpacked archives under ``root``, found by hashing every variant's checked files."""
    found: dict[str, dict[str, str]] = {}
    for release, variants in index().items():
        first: dict[str, str] = {}
        for variant in variants:
            digest = hashlib.sha256()
            for name in CHECKED_FILES:
                path = root / release / variant / name
                digest.update(name.encode() + b"\0" + (path.read_bytes() if path.exists() else b"-") + b"\0")
            twin = first.setdefault(digest.hexdigest(), variant)
            if twin != variant:
                found.setdefault(release, {})[variant] = twin
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

PARITY_PAGE = Path(__file__).resolve().parent.parent / "docs" / "parity.md"
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
