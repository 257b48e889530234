"""Peer parity: torch's own export test programs, which ship inside its wheel, through every path of pt2-serde.

The programs come from four sources torch's own export tests use: the export case database
(``torch._export.db.examples``), the higher-order operator database (``torch.testing._internal.hop_db``), the
custom-operator database (``custom_op_db``) and the OpInfo database (``op_db`` of
``common_methods_invocations``), each exported the way torch's tests export them: non-strict and strict, the
training dialect and ATen (``run_decompositions()``), static shapes and ``Dim.AUTO``. Nobody on this project
wrote them, and a new torch brings new ones.

Each program is saved by torch, and then:

- ``load``: ``serde.load_exported_program`` is compared with native ``torch.export.load``;
- ``upgrade``: ``serde.upgrade`` + ``serde.save``, then plain ``torch.export.load``, compared the same way;
- ``down-<release>``: a lossless downgrade to an older release and the upgrade back must give the same program
  JSON; a refusal names what the release lacks, and then ``lossy=True, decompose=True`` is tried (the
  ``lossy`` verdict: the release is reached with ``--lossy --decompose``).

"The same" means: every graph printed (``str(graph)`` of each graph module), the signature, the range
constraints, the state dict and constants (bit for bit), the module call graph, each node's metadata, and the
outputs of ``module()`` bit for bit with the native program's. Torch's own failures (a program it cannot save,
load or run again, outputs that differ between two runs with one seed) are the ``native`` verdict and never
count against pt2-serde.

Shared by ``tests/acceptance/test_peer_parity.py`` (a sample, in the quick tier) and
``benchmarks/peer_parity.py`` (every
program, and the table of ``docs/parity.md``).
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import io
import json
import warnings
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import serde

SOURCES = ("db.examples", "hop_db", "custom_op_db", "op_db")
MODES = ("nonstrict", "aten", "strict", "auto")
"""How a program is exported: non-strict training dialect, the same decomposed to ATen, strict (dynamo), and
non-strict with every tensor dimension ``Dim.AUTO`` (for the case database, whose modules name their inputs;
the operator databases' wrappers take ``*args``, which ``Dim.AUTO`` specs cannot name)."""
DOWN_RELEASES = ("2.6.0", "2.5.1", "2.4.1")
"""The older releases each program is taken down to (and back)."""
VERDICTS = ("exact", "differs", "refused", "lossy", "native")


@dataclass(frozen=True)
class PeerCase:
    """One program: its source, its name there and how it is exported."""

    source: str
    name: str
    mode: str

    def __str__(self) -> str:
        return f"{self.source}/{self.name}/{self.mode}"


@dataclass
class PeerResult:
    """What one path did with one program: a verdict of :data:`VERDICTS` and, unless exact, why."""

    case: str
    path: str
    verdict: str
    detail: str = ""

    def to_json(self) -> dict[str, str]:
        """The result as one JSON object (a line of the benchmark's results)."""
        return {"case": self.case, "path": self.path, "verdict": self.verdict, "detail": self.detail}


@dataclass
class Program:
    """An exported case: the module as exported, its example inputs and the export call's keywords."""

    module: Any
    args: tuple[Any, ...]
    kwargs: dict[str, Any] = field(default_factory=dict)
    dynamic_shapes: Any = None


@cache
def _op_databases() -> dict[str, list[Any]]:
    from torch.testing._internal.common_methods_invocations import op_db
    from torch.testing._internal.custom_op_db import custom_op_db
    from torch.testing._internal.hop_db import hop_db

    return {"hop_db": list(hop_db), "custom_op_db": list(custom_op_db), "op_db": list(op_db)}


@cache
def _examples() -> dict[str, Any]:
    from torch._export.db.case import SupportLevel
    from torch._export.db.examples import all_examples

    return {name: case for name, case in all_examples().items() if case.support_level == SupportLevel.SUPPORTED}


def _op_name(op: Any) -> str:
    return f"{op.name}.{op.variant_test_name}" if op.variant_test_name else op.name


def cases(sources: tuple[str, ...] = SOURCES, modes: tuple[str, ...] = MODES) -> list[PeerCase]:
    """Every program of ``sources`` in each of ``modes`` (strict only for the case and operator databases of
    higher-order and custom operators, as torch's own tests do; OpInfo ops are exported non-strict)."""
    out: list[PeerCase] = []
    for source in sources:
        names = (
            sorted(_examples()) if source == "db.examples" else sorted({_op_name(op) for op in _op_databases()[source]})
        )
        for mode in modes:
            if (mode == "strict" and source == "op_db") or (mode == "auto" and source != "db.examples"):
                continue
            out += [PeerCase(source, name, mode) for name in names]
    return out


def _op(case: PeerCase) -> Any:
    return next(op for op in _op_databases()[case.source] if _op_name(op) == case.name)


class _OpModule:
    """Built lazily (torch imported on use): an ``nn.Module`` calling one operator with fixed keywords."""

    @staticmethod
    def make(function: Callable[..., Any], kwargs: dict[str, Any]) -> Any:
        import torch

        class OpModule(torch.nn.Module):
            def forward(self, *args: Any) -> Any:
                return function(*args, **kwargs)

        return OpModule()


def build(case: PeerCase) -> Program:
    """The module and inputs of ``case``, as torch's tests build them (first sample input, float32 if the
    operator takes it)."""
    import torch

    if case.source == "db.examples":
        example = _examples()[case.name]
        module = example.model if isinstance(example.model, torch.nn.Module) else example.model()
        return Program(module, tuple(example.example_args), dict(example.example_kwargs), example.dynamic_shapes)
    op = _op(case)
    dtype = torch.float32 if torch.float32 in op.dtypes else sorted(op.dtypes, key=str)[0]
    torch.manual_seed(0)
    samples = iter(op.sample_inputs("cpu", dtype, requires_grad=False))
    try:
        sample = next(samples)
    finally:
        close = getattr(samples, "close", None)
        if close is not None:
            close()  # here, not later inside a trace (a sample generator runs code when it is closed)
    args = (sample.input, *sample.args)
    return Program(_OpModule.make(op.op, dict(sample.kwargs)), args)


def _auto_shapes(program: Program) -> Any:
    import torch
    from torch.export import Dim
    from torch.utils import _pytree as pytree

    def auto(value: Any) -> Any:
        return {i: Dim.AUTO for i in range(value.dim())} if isinstance(value, torch.Tensor) and value.dim() else None

    return pytree.tree_map(auto, (program.args, program.kwargs), is_leaf=lambda v: isinstance(v, torch.Tensor))


def export(case: PeerCase) -> tuple[Any, Program]:
    """``case`` exported by the installed torch (raises what torch raises)."""
    import torch

    program = build(case)
    shapes = program.dynamic_shapes
    if case.mode == "auto":
        args_shapes, kwargs_shapes = _auto_shapes(program)
        shapes = (*args_shapes, *kwargs_shapes.values()) if kwargs_shapes else args_shapes
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        exported = torch.export.export(
            program.module, program.args, program.kwargs or None, dynamic_shapes=shapes, strict=case.mode == "strict"
        )
        if case.mode == "aten":
            exported = exported.run_decompositions()
    return exported, program


def _tensor_digest(value: Any) -> str:
    import torch

    if isinstance(value, torch.Tensor):
        if value.is_sparse or value.layout != torch.strided:
            return f"{value.layout} {tuple(value.shape)} {value.dtype}"
        data = value.detach().contiguous().reshape(-1)
        try:
            raw = data.to(torch.uint8) if data.dtype == torch.bool else data.view(torch.uint8)
            digest = hashlib.sha256(raw.numpy().tobytes()).hexdigest()[:16]
        except (RuntimeError, TypeError):  # a dtype numpy cannot hold (quantized, float8): its printed values
            digest = hashlib.sha256(repr(data.tolist() if data.numel() < 4096 else data).encode()).hexdigest()[:16]
        return f"{tuple(value.shape)} {tuple(value.stride())} {value.dtype} {digest}"
    return repr(value)


_META_KEYS = ("stack_trace", "nn_module_stack", "source_fn_stack", "torch_fn", "custom", "val")


def describe(exported: Any) -> dict[str, str]:
    """What pt2-serde must give back unchanged: each graph printed, signature, range constraints, state dict,
    constants, module call graph and node metadata, as text."""
    import torch

    parts: dict[str, str] = {}
    for name, module in exported.graph_module.named_modules():
        if isinstance(module, torch.fx.GraphModule):
            parts[f"graph {name or '<root>'}"] = str(module.graph)
            for node in module.graph.nodes:
                meta = {key: str(node.meta.get(key)) for key in _META_KEYS if key in node.meta}
                parts[f"meta {name or '<root>'}.{node.name}"] = json.dumps(meta, sort_keys=True)
    parts["signature"] = str(exported.graph_signature)
    parts["range_constraints"] = str(sorted((str(k), str(v)) for k, v in exported.range_constraints.items()))
    parts["state_dict"] = str({k: _tensor_digest(v) for k, v in sorted(exported.state_dict.items())})
    parts["constants"] = str({k: _tensor_digest(v) for k, v in sorted(exported.constants.items())})
    parts["module_call_graph"] = str(exported.module_call_graph)
    return parts


def _flat(value: Any) -> list[Any]:
    from torch.utils import _pytree as pytree

    return list(pytree.tree_leaves(value))


def outputs_of(exported: Any, program: Program) -> list[Any]:
    """The output leaves of ``exported.module()`` on copies of the example inputs (seed 0)."""
    import torch

    args, kwargs = copy.deepcopy((program.args, program.kwargs))
    torch.manual_seed(0)
    with torch.no_grad():
        return _flat(exported.module()(*args, **kwargs))


def run(exported: Any, program: Program) -> list[str]:
    """The outputs of ``exported.module()`` on copies of the example inputs (seed 0), as digests."""
    return [_tensor_digest(v) for v in outputs_of(exported, program)]


def _difference(expected: dict[str, str], found: dict[str, str]) -> str:
    for key in sorted(set(expected) | set(found)):
        if expected.get(key) != found.get(key):
            return f"{key}: {str(expected.get(key))[:160]!r} became {str(found.get(key))[:160]!r}"
    return ""


UNINITIALIZED = ("aten.empty", "aten.new_empty")
"""Operators whose outputs are uninitialized memory: their values are compared by no run."""


def _compare(
    path: str, case: PeerCase, expected: dict[str, str], found: Any, program: Program, outputs: list[str]
) -> PeerResult:
    difference = _difference(expected, describe(found))
    graphs = " ".join(value for key, value in expected.items() if key.startswith("graph "))
    if not difference and not any(name in graphs for name in UNINITIALIZED):
        got = run(found, program)
        if got != outputs:
            difference = f"outputs: {outputs} became {got}"
    return PeerResult(str(case), path, "differs" if difference else "exact", difference)


def _without_defaults(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_defaults(v) for k, v in value.items() if v not in (None, {}, [])}
    if isinstance(value, list):
        return [_without_defaults(v) for v in value]
    return value


def _first_json_difference(a: Any, b: Any, where: str = "$") -> str:
    if type(a) is not type(b):
        return f"{where}: {str(a)[:120]} became {str(b)[:120]}"
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                return _first_json_difference(a.get(key), b.get(key), f"{where}.{key}")
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{where}: {len(a)} items became {len(b)}"
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _first_json_difference(x, y, f"{where}[{index}]")
    return f"{where}: {str(a)[:120]} became {str(b)[:120]}"


def refusal_reason(error: serde.SerdeError) -> str:
    """A short class of why a downgrade was refused (what the target lacks), for the table."""
    items = getattr(error, "items", None) or []
    if items:
        return "; ".join(sorted({item.message[:240] for item in items})[:3])
    return str(error).splitlines()[0][:160]


Keep = Callable[[str, serde.Artifact], None]
"""Called with each release and the artifact a downgrade wrote for it (to run it in that release's torch)."""


def _downgrades(case: PeerCase, artifact: serde.Artifact, keep: Keep | None) -> Iterator[PeerResult]:
    for release in DOWN_RELEASES:
        path = f"down-{release}"
        try:
            down = serde.upgrade(artifact, to=release)
        except serde.UpgradeRefusedError as refused:
            reason = refusal_reason(refused)
            try:
                lossy = serde.upgrade(artifact, to=release, lossy=True, decompose=True)
            except serde.SerdeError:
                yield PeerResult(str(case), path, "refused", reason)
            else:
                if keep is not None:
                    keep(release, lossy.artifact)
                yield PeerResult(str(case), path, "lossy", reason)
            continue
        except serde.SerdeError as exc:
            yield PeerResult(str(case), path, "refused", f"{type(exc).__name__}: {exc}"[:200])
            continue
        if keep is not None:
            keep(release, down.artifact)
        back = serde.upgrade(down.artifact, to=str(artifact.version))
        before, after = _without_defaults(artifact.program), _without_defaults(back.program)
        if before == after:
            yield PeerResult(str(case), path, "exact")
        else:
            yield PeerResult(str(case), path, "differs", _first_json_difference(before, after))


def check_case(
    case: PeerCase,
    folder: Path,
    paths: tuple[str, ...] = ("load", "upgrade", "down"),
    keep: Callable[[str, serde.Artifact, Program, Any], None] | None = None,
) -> list[PeerResult]:
    """Every path of ``paths`` for ``case`` (exported into ``folder``); ``[]`` when torch cannot export it (such
    a program is no program of the suite). ``keep`` is called with each release a downgrade reached, the
    artifact written for it, the program's inputs and the native program (torch's load of its own file)."""
    import torch

    try:
        exported, program = export(case)
    except Exception:  # noqa: BLE001 - torch's own export failures leave the case out of the suite
        return []
    name = str(case)
    native_file = folder / "native.pt2"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            torch.export.save(exported, native_file)
            native = torch.export.load(native_file)
            expected = describe(native)  # before any run: a run may update buffers the program mutates
            outputs = run(native, program)
            if run(native, program) != outputs:
                raise ValueError("outputs differ between two runs with one seed (a random operator)")
        except Exception as exc:  # noqa: BLE001 - torch's own failure: classified, never counted
            every = [f"down-{r}" for r in DOWN_RELEASES] if "down" in paths else []
            every += [path for path in paths if path != "down"]
            return [PeerResult(name, path, "native", f"{type(exc).__name__}: {exc}"[:200]) for path in every]
        results: list[PeerResult] = []
        if "load" in paths:
            results.append(_guarded("load", case, lambda: serde.load_exported_program(str(native_file)), expected,
                                    program, outputs))  # fmt: skip
        if "upgrade" in paths:

            def rewritten() -> Any:
                upgraded = serde.upgrade(serde.load(str(native_file)))
                out = folder / "upgraded.pt2"
                serde.save(upgraded.artifact, str(out))
                return torch.export.load(out)

            results.append(_guarded("upgrade", case, rewritten, expected, program, outputs))
        if "down" in paths:
            kept = None if keep is None else (lambda release, art: keep(release, art, program, native))
            try:
                loaded = serde.load(str(native_file))
            except serde.SerdeError as exc:  # pt2-serde refuses what torch wrote: every downgrade is refused
                detail = f"{type(exc).__name__}: {exc}"[:300]
                results += [PeerResult(name, f"down-{release}", "refused", detail) for release in DOWN_RELEASES]
            else:
                results += list(_downgrades(case, loaded, kept))
    return results


def _guarded(
    path: str, case: PeerCase, make: Callable[[], Any], expected: dict[str, str], program: Program, outputs: list[str]
) -> PeerResult:
    try:
        found = make()
    except serde.SerdeError as exc:
        return PeerResult(str(case), path, "refused", f"{type(exc).__name__}: {exc}"[:300])
    return _compare(path, case, expected, found, program, outputs)


def table(results: list[PeerResult]) -> list[tuple[str, str, dict[str, int]]]:
    """Counts of each verdict per (source, path)."""
    counts: dict[tuple[str, str], dict[str, int]] = {}
    for result in results:
        source = result.case.split("/", 1)[0]
        row = counts.setdefault((source, result.path), dict.fromkeys(VERDICTS, 0))
        row[result.verdict] += 1
    return [(source, path, row) for (source, path), row in sorted(counts.items())]


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    """Torch's export prints and warns a lot; the suite's output keeps only its own."""
    with contextlib.redirect_stdout(io.StringIO()), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield
