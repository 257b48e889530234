"""``pt2-serde schema new-step OLD NEW``: the module of the steps between two consecutive schemas, written
from their spec diff.

The generated module is complete for additive changes: the upgrader leaves the payload as it is (declared
with ``rewrites_payload=False``, so the engine relies on the diff) and the downgrader refuses, with JSON
paths, every use of what the older schema lacks (new union members, enum members, struct fields). Every
breaking change gets an unconditional refusal in both directions, so the chain refuses such artifacts
until the step is written; the docstrings list the diff and ask for what changed in torch and why the
transformation is right.
"""

from __future__ import annotations

import json
import textwrap

from serde.engine.registry import step_module_name
from serde.schema.spec import Spec
from serde.schema.spec_diff import ADDITIVE, SpecChange, diff_specs
from serde.schema.versions import SchemaVersion
from serde.schema.versions.registry import spec_for

__all__ = ["module_file_name", "new_step_source"]


def _releases(spec: Spec) -> str:
    releases = list(spec.torch_versions)
    if not releases:
        return "torch ?"
    return f"torch {releases[0]}" if len(releases) == 1 else f"torch {releases[0]} - {releases[-1]}"


def _function_name(prefix: str, version: SchemaVersion) -> str:
    return f"{prefix}_{version.major}_{version.minor}"


def _diff_lines(changes: list[SpecChange]) -> list[str]:
    lines = []
    for c in changes:
        text = f"- {c.classification} {c.kind} ``{c.where}``: {c.detail}"
        lines += textwrap.wrap(text, 112, initial_indent="    ", subsequent_indent="      ")
    return lines or ["    - (no changes)"]


def _downgrade_refusals(changes: list[SpecChange], new: SchemaVersion, spec: Spec) -> tuple[list[str], set[str]]:
    """Calls refusing every use of what ``new`` added, and the helper names they need."""
    unions: dict[str, dict[str, str]] = {}
    enums: dict[str, list[str]] = {}
    fields: dict[str, dict[str, object]] = {}
    for change in changes:
        if change.classification != ADDITIVE:
            continue
        owner, _, member = change.where.partition(".")
        if change.kind == "union_member_added":
            unions.setdefault(owner, {})[member] = change.detail
        elif change.kind == "enum_member_added":
            enums.setdefault(owner, []).append(member)
        elif change.kind == "field_added":
            field = spec.classes[owner].by_name[member]
            fields.setdefault(owner, {})[member] = field.default_value()
    lines: list[str] = []
    helpers: set[str] = set()
    for owner, members in unions.items():
        lines.append(f'    refuse_union_members(ctx, "{new}", "{owner}", {_literal(members)})')
        helpers.add("refuse_union_members")
    for owner, names in enums.items():
        if owner == "ScalarType":
            lines.append(f'    refuse_dtypes(ctx, "{new}", {_literal(tuple(names))})')
            helpers.add("refuse_dtypes")
        else:
            lines.append(f'    refuse_enum_members(ctx, "{new}", "{owner}", {_literal(tuple(names))})')
            helpers.add("refuse_enum_members")
    for owner, defaults in fields.items():
        lines.append(f'    refuse_fields(ctx, "{new}", "{owner}", {_literal(defaults)})')
        helpers.add("refuse_fields")
    return lines, helpers


def _literal(value: object) -> str:
    """``value`` (strings, numbers, None, and tuples, lists and dicts of them) as Python source, with strings in
    double quotes as ruff format writes them: a step module of short lines (an additive step's) is formatted as
    written."""
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_literal(key)}: {_literal(item)}" for key, item in value.items()) + "}"
    if isinstance(value, tuple):
        inner = ", ".join(_literal(item) for item in value)
        return f"({inner},)" if len(value) == 1 else f"({inner})"
    if isinstance(value, list):
        return "[" + ", ".join(_literal(item) for item in value) + "]"
    return repr(value)


def _unhandled(changes: list[SpecChange], direction: str) -> list[str]:
    lines = []
    for change in changes:
        if change.classification != ADDITIVE:
            message = f"{change.kind} {change.where} ({change.detail}) is not {direction} yet; write this step"
            lines.append(f'    ctx.cannot_express("$", {_literal(message)}, droppable=False)')
    return lines


def new_step_source(old: SchemaVersion, new: SchemaVersion) -> str:
    """The Python source of ``upgraders/from_OLD_to_NEW.py`` (see the module docstring)."""
    old_spec, new_spec = spec_for(old), spec_for(new)
    changes = diff_specs(old_spec, new_spec)
    additive_only = all(c.classification == ADDITIVE for c in changes)
    refusals, helpers = _downgrade_refusals(changes, new, new_spec)
    upgrade_body = _unhandled(changes, "carried into the newer schema")
    downgrade_body = [*refusals, *_unhandled(changes, "carried into the older schema")]
    diff = _diff_lines(changes)
    imports = ["from serde.engine.registry import StepContext, downgrader, upgrader"]
    if helpers:
        imports.append(f"from upgraders._helpers import {', '.join(sorted(helpers))}")
    upgrade_name, downgrade_name = _function_name("upgrade_to", new), _function_name("downgrade_to", old)
    upgrade_flag = ", rewrites_payload=False" if additive_only else ""
    upgrade_note = (
        "The changes are additive, so an older payload is a valid newer one and only the version changes."
        if additive_only
        else "Breaking changes refuse every artifact below until this step carries them over."
    )
    lines = [
        f'"""Schema {old} ({_releases(old_spec)}) -> {new} ({_releases(new_spec)}): {len(changes)} spec change(s).',
        "",
        f"Scaffolded by ``pt2-serde schema new-step {old} {new}``; say here what changed in torch.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        *imports,
        "",
        f'__all__ = ["{downgrade_name}", "{upgrade_name}"]',
        "",
        "",
        f'@upgrader("{old}", "{new}"{upgrade_flag})',
        f"def {upgrade_name}(ctx: StepContext) -> None:",
        f'    """What torch {new_spec.torch_versions[0] if new_spec.torch_versions else "?"} changed, and why this '
        "transformation is right",
        "    (fill in from the release's serializer).",
        *textwrap.wrap(upgrade_note, 112, initial_indent="    ", subsequent_indent="    "),
        "",
        f"    Spec changes (`pt2-serde schema diff {old} {new}`):",
        "",
        *diff,
        '    """',
        *upgrade_body,
        "",
        "",
        f'@downgrader("{new}", "{old}")',
        f"def {downgrade_name}(ctx: StepContext) -> None:",
        f'    """Writing for torch {old_spec.torch_versions[-1] if old_spec.torch_versions else "?"}: everything',
        f"    schema {new} added is unknown to its loader: a new field holding its default (null included, as",
        "    torch writes defaults out) is removed, and a program using anything added is refused, with its JSON",
        "    path.",
        "",
        f"    Spec changes (`pt2-serde schema diff {old} {new}`):",
        "",
        *diff,
        '    """',
        *downgrade_body,
        "",
    ]
    return "\n".join(lines)


def module_file_name(old: SchemaVersion, new: SchemaVersion) -> str:
    """``from_8_17_to_8_20.py``."""
    return f"{step_module_name(old, new)}.py"
