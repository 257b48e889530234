"""Known failures inside released torch loaders: valid artifacts of a release's own schema that the release's
``torch.export.load`` (or the ``module()`` of what it loads) still cannot run.

Each entry of ``loader_limits.json`` names the releases affected, how to recognise the feature in a program (one
of :data:`FINDERS`), and what the loader does. They were observed in the real releases with
``tools/verify_old_torch.py`` (the same failure on the release's own export of the model, so no rewrite of
pt2-serde's can avoid it), and ``check`` reports them as reasons for a ``refused`` verdict. The table covers
torch's released loaders only; a later release fixing one of them is why each entry has an upper bound.

Higher-order operators are judged per operator and per release from a census observed in each release
(:data:`HOP_CENSUS`, ``tools/census_hop_resolution.py``) instead of from the releases a failure was first met in:
torch 2.4.1's own export of a grad-mode region fails to load in 2.4.1 too, which a table written from 2.5 and 2.6
observations missed.
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib import resources
from typing import Any

from serde.errors import InternalError, VersionError
from serde.program.graphs import graphs
from serde.releases.series import ReleaseRange, series_of
from serde.schema.jsonpath import Key, Path, render_path
from serde.untrusted.formats import parse_json

__all__ = ["HOP_CENSUS", "LIMITS", "LoaderLimit", "loader_failures", "unresolved_operators"]

Finder = Callable[[dict[str, Any]], Iterator[tuple[Path, str]]]
"""Yields (JSON path, what is there) for every occurrence of a feature in a program."""

BUILTIN_PYTREE_TYPES = frozenset(
    {
        "builtins.tuple",
        "builtins.list",
        "builtins.dict",
        "collections.namedtuple",
        "collections.OrderedDict",
        "collections.defaultdict",
        "collections.deque",
        "torch.fx.immutable_collections.immutable_list",
        "torch.fx.immutable_collections.immutable_dict",
    }
)
"""Pytree node types every release's loader flattens without the user registering anything."""

UNBACKED_SYMBOL = re.compile(r"u\d+")
ATEN_OPSET = 10
"""The aten operator version every release from 2.1 to 2.15 writes (``opset_version`` in each corpus
release's artifacts): torch's ``_get_max_operator_version()`` has stayed 10 throughout."""


@dataclass(frozen=True)
class LoaderLimit:
    """One loader failure: the releases it affects, how to find the feature in a program, and what fails."""

    name: str
    releases: ReleaseRange
    find: Finder
    failure: str

    def affects(self, release: str) -> bool:
        """Whether torch ``release``'s loader has this failure."""
        return release in self.releases


def _calls(*targets: str) -> Finder:
    def find(program: dict[str, Any]) -> Iterator[tuple[Path, str]]:
        for graph, path in graphs(program):
            for index, node in enumerate(graph.get("nodes") or []):
                target = node.get("target") if isinstance(node, dict) else None
                if target in targets:
                    yield (*path, "nodes", index, "target"), str(target)

    return find


def _none_outputs(program: dict[str, Any]) -> Iterator[tuple[Path, str]]:
    signature = (program.get("graph_module") or {}).get("signature") or {}
    for index, spec in enumerate(signature.get("output_specs") or []):
        argument = ((spec or {}).get("user_output") or {}).get("arg")
        if isinstance(argument, dict) and argument.get("as_none") is not None:
            yield ("graph_module", "signature", "output_specs", index, "user_output", "arg", "as_none"), "a None output"


def _pytree_types(spec: Any) -> Iterator[str]:
    if isinstance(spec, dict):
        kind = spec.get("type")
        if isinstance(kind, str):
            yield kind
        for value in spec.values():
            yield from _pytree_types(value)
    elif isinstance(spec, list):
        for item in spec:
            yield from _pytree_types(item)


def _treespecs(program: dict[str, Any]) -> Iterator[tuple[Path, str]]:
    """Every serialized treespec: ``call_spec`` (schemas 1 and 2) and each module call's signature."""
    module = program.get("graph_module") or {}
    places: list[tuple[Path, Any]] = [(("graph_module", "call_spec"), module.get("call_spec"))]
    for index, entry in enumerate(module.get("module_call_graph") or []):
        places.append((("graph_module", "module_call_graph", index, "signature"), (entry or {}).get("signature")))
    for where, holder in places:
        for field in ("in_spec", "out_spec"):
            text = holder.get(field) if isinstance(holder, dict) else None
            if isinstance(text, str):
                yield (*where, field), text


def _custom_pytree_nodes(program: dict[str, Any]) -> Iterator[tuple[Path, str]]:
    for where, text in _treespecs(program):
        try:
            spec = parse_json(text)
        except ValueError:
            continue
        custom = sorted({kind for kind in _pytree_types(spec) if kind not in BUILTIN_PYTREE_TYPES})
        if custom:
            yield where, "inputs/outputs of the user-registered pytree type(s) " + ", ".join(custom)


def _unbacked_symbols(program: dict[str, Any]) -> Iterator[tuple[Path, str]]:
    constraints = program.get("range_constraints") or {}
    for name in sorted(constraints):
        if UNBACKED_SYMBOL.fullmatch(name):
            yield ("range_constraints", Key(name)), f"the unbacked symbol {name} (a data-dependent size)"


def _foreign_opsets(program: dict[str, Any]) -> Iterator[tuple[Path, str]]:
    opsets = program.get("opset_version") or {}
    aten = opsets.get("aten") if isinstance(opsets, dict) else None
    if aten is not None and aten != ATEN_OPSET:
        yield ("opset_version", Key("aten")), f"aten operator version {aten} (the release's is {ATEN_OPSET})"


def _keyword_parameters(program: dict[str, Any]) -> Iterator[tuple[Path, str]]:
    """Operator calls passing an argument whose parameter a Python keyword names (``aten::uniform``'s ``from``;
    higher-order operators, which have no schema, left out)."""
    for graph, path in graphs(program):
        for index, node in enumerate(graph.get("nodes") or []):
            target = node.get("target") if isinstance(node, dict) else None
            if not isinstance(target, str) or target.startswith("torch.ops.higher_order."):
                continue
            for position, argument in enumerate(node.get("inputs") or []):
                name = argument.get("name") if isinstance(argument, dict) else None
                if isinstance(name, str) and keyword.iskeyword(name):
                    yield (*path, "nodes", index, "inputs", position, "name"), f"{target}'s parameter {name!r}"


FINDERS: dict[str, Callable[[dict[str, Any]], Finder]] = {
    "keyword-parameters": lambda entry: _keyword_parameters,
    "foreign-opsets": lambda entry: _foreign_opsets,
    "custom-pytree-nodes": lambda entry: _custom_pytree_nodes,
    "unbacked-symbols": lambda entry: _unbacked_symbols,
    "none-outputs": lambda entry: _none_outputs,
    "calls": lambda entry: _calls(*entry["targets"]),
}
"""The finders ``loader_limits.json`` may name, each made from its entry (``calls`` reads ``targets``)."""


def _limits() -> tuple[LoaderLimit, ...]:
    """The table in ``loader_limits.json``; a malformed entry is an InternalError naming it (the file ships
    with pt2-serde and is checked by the tests, so this guards edits, not users' input)."""
    data = parse_json(resources.files("serde.releases").joinpath("loader_limits.json").read_text(encoding="utf-8"))
    limits = []
    for index, entry in enumerate(data["limits"]):
        try:
            limits.append(
                LoaderLimit(
                    entry["name"],
                    ReleaseRange.parse(entry["first"], entry["last"]),
                    FINDERS[entry["finds"]](entry),
                    entry["failure"],
                )
            )
        except (KeyError, TypeError, VersionError) as exc:
            raise InternalError(f"serde/releases/loader_limits.json: limits[{index}] is malformed ({exc!r})") from None
    return tuple(limits)


LIMITS = _limits()
"""Every known loader failure (``loader_limits.json``), besides :func:`unresolved_operators`, whose bounds come
from the census of each release's sources."""

HOP_PREFIX = "torch.ops.higher_order."
HOP_MODULE_PREFIX = "torch._higher_order_ops."
"""torch 2.3 - 2.6 wrote some higher-order operators by the module defining them
(``torch._higher_order_ops.wrap.wrap_with_set_grad_enabled``); their loaders resolve that path attribute by
attribute, which fails the same way when the module was never imported."""
HOP_CENSUS: dict[str, Any] = parse_json(
    resources.files("serde.releases").joinpath("hop_resolution.json").read_text(encoding="utf-8")
)["releases"]
"""Per release censused (``tools/census_hop_resolution.py``): the higher-order operators it defines but whose
defining module a process that only loads never imports, so its deserializer cannot resolve them."""


BROUGHT_BY_REGISTRATION = frozenset(
    {
        "auto_functionalized",
        "auto_functionalized_v2",
        "call_torchbind",
        "executorch_call_delegate",
        "triton_kernel_wrapper_functional",
        "triton_kernel_wrapper_mutation",
    }
)
"""Operators a program calls only around what its user must register before loading it anyway (a custom
operator, a torchbind class, a Triton kernel, an ExecuTorch delegate): that registration imports their
module, so the census's bare process, which registers nothing, says nothing about them."""


def unresolved_operators(program: dict[str, Any], release: str) -> Iterator[tuple[Path, str]]:
    """(JSON path, message) for every node calling a higher-order operator that torch ``release``'s loader
    cannot resolve (per the census; nothing for a release that was not censused)."""
    entry = next((e for r, e in HOP_CENSUS.items() if series_of(r) == series_of(release)), None)
    if entry is None:
        return
    unresolved = set(entry["unresolved_on_load"]) - BROUGHT_BY_REGISTRATION
    for graph, path in graphs(program):
        for index, node in enumerate(graph.get("nodes") or []):
            target = node.get("target") if isinstance(node, dict) else None
            if not isinstance(target, str):
                continue
            if target.startswith(HOP_PREFIX):
                name = target[len(HOP_PREFIX) :]
            elif target.startswith(HOP_MODULE_PREFIX):
                name = target.rpartition(".")[2]
            else:
                continue
            if name in unresolved:
                yield (
                    (*path, "nodes", index, "target"),
                    f"{target}: torch {release} defines this operator only in a module its loader never imports, so "
                    "deserializing fails ('Failed deserializing node') (loader limitation unresolved-operator, "
                    "from the census of the release's sources: tools/census_hop_resolution.py)",
                )


def loader_failures(program: dict[str, Any], release: str) -> list[tuple[str, str]]:
    """(rendered JSON path, message) for every feature of ``program`` that torch ``release``'s loader is known
    to fail on (see :data:`LIMITS`); the program is what the release would receive (its own schema)."""
    found = []
    for limit in LIMITS:
        if limit.affects(release):
            for path, what in limit.find(program):
                found.append((render_path(path), f"{what}: {limit.failure} (loader limitation {limit.name})"))
    found += [(render_path(path), message) for path, message in unresolved_operators(program, release)]
    return found
