"""The ``pt2-serde`` command line."""

from __future__ import annotations

import importlib
import json
import os
import sys
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from backends.store import open_store
from serde.containers.layouts import Layout
from serde.containers.reader import read_artifact
from serde.containers.screen import screen
from serde.errors import (
    CorruptArtifactError,
    InternalError,
    NotFoundError,
    OptionError,
    PermissionDeniedError,
    PreconditionFailedError,
    SerdeError,
    UnreachableError,
    UnwritableError,
    UsageError,
    printable,
    use_cli_spelling,
)
from serde.jobs.records import Status
from serde.jobs.user_modules import import_modules
from serde.releases.catalog import versions
from serde.schema.codec import FORMATS, decode
from serde.schema.spec import Spec
from serde.schema.spec_diff import diff_specs
from serde.schema.validate import validate
from serde.schema.versions.registry import known_versions as spec_versions
from serde.schema.versions.registry import require_known, spec_for

DECOMPOSE_HELP = (
    "For torch 2.1-2.4 targets, lower a TRAINING-dialect program to ATen with the installed torch's "
    "run_decompositions() first (reported)."
)
FOLLOW_HELP = (
    "Follow symbolic links inside a local tree when they lead to a regular file inside it (never outside); "
    "without it they are skipped and reported, as FIFOs and devices always are."
)
EXIT_NO = 1
"""Exit status when the answer is no: the artifacts differ or are not loadable or valid, some artifacts failed
or were refused, or a tree held no artifact."""
EXIT_CANNOT_ANSWER = 2
"""Exit status of a wrong command line, and of a question that could not be answered (a missing file, a store
that cannot be read, a document that is not what the command reads)."""
EXIT_INTERNAL_ERROR = 3
"""Exit status when pt2-serde itself failed (an InternalError: a bug to report)."""
EXIT_STATUS_HELP = (
    "Exit status: 0 yes, the same, or all done; 1 no (different, not loadable, invalid, some failed or were "
    "refused, no artifact found, corrupt); 2 a wrong command line or a question that could not be answered "
    "(missing file, unreadable store, unwritable destination); 3 a pt2-serde bug; 130/143 interrupted by "
    "SIGINT/SIGTERM."
)
"""The one exit-status scheme of every command (also in the README's table)."""


def _echo(message: Any = None, **kwargs: Any) -> None:
    """``click.echo`` of text whose names and strings may come from artifacts or listings: control characters
    and bidirectional overrides are escaped (:func:`serde.errors.printable`); JSON documents pass unchanged,
    as ``json.dumps`` escapes them already."""
    click.echo(printable(message) if isinstance(message, str) else message, **kwargs)


class _Problem(click.ClickException):
    """A command's failure, its message printed with control characters escaped (exit status 1)."""

    def format_message(self) -> str:
        """The message as the terminal shows it."""
        return printable(self.message)


class _InternalFailure(_Problem):
    """A command failed on an InternalError (exit status :data:`EXIT_INTERNAL_ERROR`)."""

    exit_code = EXIT_INTERNAL_ERROR


class _CannotAnswer(_Problem):
    """A question that could not be answered (exit status :data:`EXIT_CANNOT_ANSWER`)."""

    exit_code = EXIT_CANNOT_ANSWER


class _WrongUsage(click.UsageError):
    """A value the command line gave that pt2-serde cannot use (exit status 2, with the usage line)."""

    def format_message(self) -> str:
        """The message as the terminal shows it."""
        return printable(self.message)


_UNANSWERABLE = (NotFoundError, UnreachableError, PermissionDeniedError, UnwritableError)
"""Storage errors that leave a question unanswered or a job not started (the input is missing or cannot be
read, the destination cannot be written)."""


def _Failure(error: Exception, *, question: bool = False) -> click.ClickException:  # noqa: N802 - used like a class
    """The ClickException to raise for ``error`` under :data:`EXIT_STATUS_HELP`: 3 for an InternalError; 2 for
    a UsageError (or another ValueError of an argument), for a missing or unreadable input, and for any
    failure of a ``question`` command (``diff``, ``inspect``, ``verify-manifest``), which then has no
    answer; else 1."""
    if isinstance(error, InternalError):
        return _InternalFailure(str(error))
    if isinstance(error, (UsageError, OptionError)) or (
        isinstance(error, ValueError) and not isinstance(error, SerdeError)
    ):
        return _WrongUsage(str(error))
    if question or isinstance(error, _UNANSWERABLE):
        return _CannotAnswer(str(error))
    return _Problem(str(error))


def _emit_json(data: Any) -> None:
    _echo(json.dumps(data, indent=2))


def _json_error(url: str, error: Exception) -> dict[str, Any]:
    """The JSON document a ``--json`` command prints instead of its answer when it has none."""
    return {"url": url, "error": type(error).__name__, "message": str(error)}


class _Command(click.Command):
    """Every command's help ends with the one exit-status scheme (:data:`EXIT_STATUS_HELP`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("epilog", EXIT_STATUS_HELP)
        super().__init__(*args, **kwargs)


class _Group(click.Group):
    """A group whose commands (and subgroups' commands) carry :data:`EXIT_STATUS_HELP`."""

    command_class = _Command
    group_class = type


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="pt2-serde")
@click.option(
    "--import",
    "imports",
    multiple=True,
    metavar="MODULE",
    help="Import MODULE first (repeatable), e.g. one registering namedtuple types with torch's pytree; "
    "only MODULE is looked up in the working directory first (which never goes on sys.path). "
    "migrate --dask imports it on every worker too.",
)
@click.pass_context
def main(ctx: click.Context, imports: tuple[str, ...]) -> None:
    """Load, check, upgrade and migrate torch.export artifacts of every torch release."""
    # torch warns on import when numpy is absent; pt2-serde never needs numpy, so the CLI keeps it quiet.
    warnings.filterwarnings("ignore", message="Failed to initialize NumPy", category=UserWarning)
    use_cli_spelling()
    ctx.call_on_close(lambda: use_cli_spelling(False))  # for callers that run commands in-process
    try:
        import_modules(imports)
    except ImportError as exc:
        raise _WrongUsage(str(exc)) from None
    ctx.obj = imports


@main.command("versions")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of a table.")
def versions_command(as_json: bool) -> None:
    """List every known schema version and the torch releases that wrote it."""
    rows = versions()
    if as_json:
        _emit_json([{"schema_version": str(r.version), "torch_versions": list(r.torch_versions)} for r in rows])
        return
    _echo(f"{'schema':<8} torch releases")
    for r in rows:
        _echo(f"{str(r.version):<8} {', '.join(r.torch_versions)}")


_SIZE_UNITS = {
    "": 1,
    "k": 2**10,
    "kib": 2**10,
    "m": 2**20,
    "mib": 2**20,
    "g": 2**30,
    "gib": 2**30,
    "t": 2**40,
    "tib": 2**40,
}


def _parse_size(value: str | None) -> int | None:
    """``--max-uncompressed`` values: bytes, or a number with K/M/G/T (KiB/MiB/GiB/TiB) units."""
    if value is None:
        return None
    text = value.strip().lower().replace(" ", "")
    number = text.rstrip("kmgtib")
    unit = text[len(number) :]
    if unit not in _SIZE_UNITS or not number.replace(".", "", 1).isdigit():
        raise click.BadParameter(f"expected a size such as 2GiB or 500000000, got {value!r}")
    return int(float(number) * _SIZE_UNITS[unit])


def _safety_options(command: Any) -> Any:
    """``--trust-pickles`` and ``--max-uncompressed``, for every command that reads artifacts."""
    command = click.option(
        "--max-uncompressed",
        "max_uncompressed",
        default=None,
        help="Cap on the bytes a zip may decompress to (e.g. 40GiB; default: 16x the file plus 64 MiB, <= 64 GiB).",
    )(command)
    return click.option(
        "--trust-pickles",
        is_flag=True,
        help="Hand the artifacts' pickles to torch unscreened (they may run code): only for artifacts you trust.",
    )(command)


def _read_options(
    trust_pickles: bool, max_uncompressed: str | None, pairs: tuple[str, ...], as_json: str | None
) -> dict[str, Any]:
    """The keyword arguments of :func:`read_artifact` that ``_safety_options`` and ``_storage_options_options``
    collect."""
    return {
        "max_uncompressed": _parse_size(max_uncompressed),
        "trust_pickles": trust_pickles,
        "storage_options": _storage_options(pairs, as_json),
    }


def _provenance_options(command: Any) -> Any:
    """``--manifest URL`` and ``--signing-key PEM``, for the commands that write artifacts."""
    command = click.option(
        "--signing-key",
        default=None,
        type=click.Path(exists=True, dir_okay=False),
        help="A model-signing private key (PEM): outputs whose input carried an OpenSSF model-signing signature "
        "are signed anew (<output>.sig; needs pt2-serde[signing]).",
    )(command)
    return click.option(
        "--manifest",
        default=None,
        help="Write a manifest of the run to this URL (JSON: every input and output with its sha256, the steps, "
        "the pt2-serde version); check it later with verify-manifest.",
    )(command)


def _storage_options_options(command: Any) -> Any:
    """``--storage-option KEY=VALUE`` (repeatable) and ``--storage-options JSON``, for every command taking a
    URL; they merge into one ``storage_options`` dict (see :func:`_storage_options`)."""
    command = click.option(
        "--storage-options",
        "storage_options_json",
        default=None,
        help='fsspec storage options as one JSON object, e.g. \'{"endpoint_url": "http://127.0.0.1:9000"}\'.',
    )(command)
    return click.option(
        "--storage-option",
        "storage_option",
        multiple=True,
        help="fsspec storage option KEY=VALUE (repeatable; VALUE is parsed as JSON when it is JSON).",
    )(command)


def _two_sided_options(command: Any) -> Any:
    """``--src-storage-option``/``--dest-storage-option`` (KEY=VALUE, repeatable) and their JSON forms, for the
    commands that read one store and write another (S3 to GCS, two accounts): each side gets the shared
    ``--storage-option`` entries plus its own (see :func:`_sides`)."""
    for side, where in (("dest", "the destination (and the report and manifest)"), ("src", "the source")):
        command = click.option(
            f"--{side}-storage-options",
            f"{side}_storage_options_json",
            default=None,
            help=f"fsspec storage options for {where} only, as one JSON object.",
        )(command)
        command = click.option(
            f"--{side}-storage-option",
            f"{side}_storage_option",
            multiple=True,
            help=f"fsspec storage option KEY=VALUE for {where} only (repeatable), on top of --storage-option.",
        )(command)
    return command


def _sides(
    shared: dict[str, Any],
    src_pairs: tuple[str, ...],
    src_json: str | None,
    dest_pairs: tuple[str, ...],
    dest_json: str | None,
) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The source's and the destination's storage options (None: the same as the source's)."""
    if not (src_pairs or src_json or dest_pairs or dest_json):
        return shared, None
    return {**shared, **_storage_options(src_pairs, src_json)}, {**shared, **_storage_options(dest_pairs, dest_json)}


_QUICK_OPTION = click.option(
    "--quick",
    is_flag=True,
    help="Do not read blob bytes: skip the CRC-32 check of every member (storage sizes are still checked).",
)


@main.command("validate")
@click.argument("url")
@click.option(
    "--version", "version", default=None, help="Check against this schema version instead of the declared one."
)
@click.option("--format", "fmt", type=click.Choice(FORMATS), default=None, help="Payload format (default: sniffed).")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
@_QUICK_OPTION
@_safety_options
@_storage_options_options
def validate_command(
    url: str,
    version: str | None,
    fmt: str | None,
    as_json: bool,
    quick: bool,
    trust_pickles: bool,
    max_uncompressed: str | None,
    storage_option: tuple[str, ...],
    storage_options_json: str | None,
) -> None:
    """Check that the program of the artifact or payload file at URL (every program, in an archive holding
    several) follows its schema version, that its pickles are safe to load (unless --trust-pickles), and that
    its stored bytes are the recorded ones: every member's CRC-32 (unless --quick) and every storage record's
    size against its tensors; exit 1 if not (a corrupt artifact says "corrupt")."""
    from serde.containers.integrity import verify_integrity

    reading = _read_options(trust_pickles, max_uncompressed, storage_option, storage_options_json)
    integrity = None
    try:
        if fmt is None:
            artifact = read_artifact(url, **reading)
            screen(artifact)
            integrity = verify_integrity(artifact, quick=quick)
            payload = artifact.program
            for member in artifact.further_programs:
                source = f"{url}#{member}"
                validate(decode(artifact.members[member].read(), "json", source=source), version, source=source)
        else:
            store, path = open_store(url, **reading["storage_options"])
            payload = decode(store.read_bytes(path), fmt, source=url)
        checked = validate(payload, version, source=url)
    except SerdeError as exc:
        unanswered = isinstance(exc, _UNANSWERABLE)
        corrupt = isinstance(exc, CorruptArtifactError)
        if as_json:
            _emit_json({"valid": None if unanswered else False, "corrupt": corrupt, **_json_error(url, exc)})
        else:
            verdict = "cannot answer" if unanswered else "corrupt" if corrupt else "invalid"
            _echo(f"{verdict}: {exc}", err=True)
        sys.exit(EXIT_CANNOT_ANSWER if unanswered else EXIT_NO)
    checks = {"checked": integrity.checked, "not_checked": integrity.not_checked} if integrity else {}
    if as_json:
        stored = {"integrity": checks} if any(checks.values()) else {}  # a payload file holds no stored blobs
        _emit_json({"url": url, "valid": True, "schema_version": str(checked), **stored})
    else:
        _echo(f"valid: {url} follows schema {checked}")
        for line in checks.get("checked", []):
            _echo(f"  checked: {line}")
        for line in checks.get("not_checked", []):
            _echo(f"  not checked: {line}")


def _target_option(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """``--to``: a schema number (8.20), a torch release (2.4.1), ``torch`` or ``newest``, parsed strictly
    before any work (a wrong one is a usage error, exit 2)."""
    from serde.releases.catalog import resolve_target

    if value is None or value == "newest":
        return None
    try:
        resolve_target(value)
    except SerdeError as exc:
        raise click.BadParameter(str(exc)) from None
    return value


def _releases_option(values: tuple[str, ...]) -> list[str]:
    """The releases of repeated or comma-separated ``--torch`` options, each one known (else exit 2)."""
    from serde.releases.catalog import schema_for_torch

    wanted = [r.strip() for value in values for r in value.replace(",", " ").split() if r.strip()]
    for release in wanted:
        try:
            schema_for_torch(release)
        except SerdeError as exc:
            raise click.BadParameter(str(exc), param_hint="--torch") from None
    return wanted


@main.command("check")
@click.argument("urls", nargs=-1, required=True)
@click.option(
    "--torch",
    "releases",
    multiple=True,
    help="A torch release to check (repeatable, or comma-separated), e.g. --torch 2.4.1 --torch 2.8.0.",
)
@click.option("--all", "every", is_flag=True, help="Check every release pt2-serde knows (the default).")
@click.option("--lossy-ok", is_flag=True, help="Count a lossy downgrade as loadable for the exit status.")
@click.option("--decompose", is_flag=True, help=DECOMPOSE_HELP + " Needs torch.")
@click.option(
    "--allow-side-effects",
    is_flag=True,
    help="Judge programs that call operators taking a file path (aten::from_file, aten::save) as any other; "
    "without it they are refused, as loading them through pt2-serde is. Only for programs you trust.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the verdicts as JSON.")
@_QUICK_OPTION
@_safety_options
@_storage_options_options
def check_command(
    urls: tuple[str, ...],
    releases: tuple[str, ...],
    every: bool,
    lossy_ok: bool,
    decompose: bool,
    allow_side_effects: bool,
    as_json: bool,
    quick: bool,
    trust_pickles: bool,
    max_uncompressed: str | None,
    storage_option: tuple[str, ...],
    storage_options_json: str | None,
) -> None:
    """Will the artifacts at URLS (files, folders, globs, bucket prefixes) load in these torch releases? One
    verdict per release: native, after-upgrade, after-downgrade, after-downgrade-lossy (what would be dropped)
    or refused (every reason with its JSON path), or corrupt (a member's bytes do not match their CRC-32, or a
    storage record is too short for its tensors: torch would load other weights); then one line "n/N
    loadable". --quick skips reading blob bytes (no CRC-32 check) and says so. Nothing is written; torch is
    not needed. Exit status 0 when every release can load every artifact (lossy downgrades count only with
    --lossy-ok), 1 when one cannot (or a folder holds no artifact): a CI gate or a pre-commit hook (see
    .pre-commit-hooks.yaml).

    Example: pt2-serde check models/ --torch 2.6.0,2.13.0"""
    from serde.compat.check import check
    from serde.releases.profile import known_releases

    wanted = _releases_option(releases)
    if every and wanted:
        raise click.UsageError("--all and --torch exclude each other")
    reading = _read_options(trust_pickles, max_uncompressed, storage_option, storage_options_json)
    try:
        targets = wanted or known_releases()
        found = _artifacts_under(urls, reading)
        unreadable = [error for error in found if isinstance(error, SerdeError)]
        reports = [
            check(artifact, targets, decompose=decompose, allow_side_effects=allow_side_effects, quick=quick)
            for artifact in found
            if not isinstance(artifact, SerdeError)
        ]
        urls = tuple(report.source or "" for report in reports)
    except (SerdeError, ValueError) as exc:
        failure = _Failure(exc)
        if as_json and not isinstance(failure, click.UsageError):
            _emit_json({"ok": False, **_json_error(" ".join(urls), exc)})
            sys.exit(failure.exit_code)
        raise failure from None
    loadable = sum(1 for report in reports if report.ok(lossy_ok))
    total = len(reports) + len(unreadable)
    ok = bool(total) and loadable == total
    if as_json:
        _emit_json(
            {
                "ok": ok,
                "lossy_ok": lossy_ok,
                "loadable": loadable,
                "total": total,
                "artifacts": [report.to_dict() for report in reports],
                "unreadable": [_json_error(error.source or "", error) for error in unreadable],
            }
        )
    else:
        for error in unreadable:
            _echo(f"{error.source}: NOT LOADABLE, cannot be read: {type(error).__name__}: {error}")
        for url, report in zip(urls, reports, strict=True):
            writer = report.writer_recorded or f"not recorded (schema {report.schema_version}: torch " + (
                ", ".join(report.writer_inferred) + ")"
            )
            _echo(f"{url}: schema {report.schema_version}, layout {report.layout}, writer {writer}")
            for line in report.integrity.get("not_checked", []):
                _echo(f"  not checked: {line}")
            for target in report.targets:
                mark = "ok " if target.loadable(lossy_ok) else "NO "
                detail = ""
                if target.dropped:
                    detail = f"drops {len(target.dropped)}: " + "; ".join(
                        f"{r.path} ({r.message})" for r in target.dropped[:3]
                    )
                elif target.reasons:
                    detail = "; ".join(f"{r.path}: {r.message}" for r in target.reasons[:3])
                    if len(target.reasons) > 3:
                        detail += f"; and {len(target.reasons) - 3} more"
                _echo(f"  {mark}torch {target.release:<7} schema {target.schema:<5} {target.verdict:<22} {detail}")
        if total:
            _echo(f"{loadable}/{total} loadable in every release checked")
        else:
            _echo("found no artifact", err=True)
    if not ok:
        raise SystemExit(EXIT_NO)


def _artifacts_under(urls: tuple[str, ...], reading: dict[str, Any]) -> list[Any]:
    """Every artifact at or under ``urls`` (files, folders, globs, bucket prefixes), read, or the SerdeError
    that reading it raised; objects that are not artifacts are left out when a URL names a folder, a glob or
    a prefix (a file named alone must be one, and one that cannot be read fails the command)."""
    from serde.errors import NotAnArtifactError
    from serde.jobs.runner import list_candidates

    found: list[Any] = []
    for url in urls:
        store, root = open_store(url, **reading["storage_options"])
        _, items, listed = list_candidates(store, root, lambda _: False, remove_stale=False)
        if not listed:
            raise NotFoundError(f"{url}: holds no object (missing, or empty)")
        named_alone = len(items) == 1 and store.strip(root) == items[0][0]
        for path, _, _ in items:
            try:
                found.append(read_artifact(store.url(path), **reading))
            except NotAnArtifactError:
                if named_alone:
                    raise
            except SerdeError as exc:
                if named_alone:
                    raise
                found.append(exc)
    return found


@main.command("matrix")
@click.argument("paths", nargs=-1, required=True)
@click.option(
    "--torch",
    "releases",
    multiple=True,
    help="A torch release for a column (repeatable, or comma-separated); default: every release pt2-serde knows.",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["md", "json", "html"]),
    default="md",
    show_default=True,
    help="Markdown table, JSON (every verdict with its reasons), or one self-contained HTML page.",
)
@click.option(
    "--group",
    "depth",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="Aggregate rows by the first N components of their names (e.g. 2: corpus/2.4.1); 0: one row each.",
)
@click.option("--out", "out", default=None, help="Write to this file (any fsspec URL) instead of standard output.")
@click.option("--decompose", is_flag=True, help=DECOMPOSE_HELP + " Needs torch.")
@click.option("--follow-symlinks", is_flag=True, help=FOLLOW_HELP)
@_safety_options
@_storage_options_options
def matrix_command(
    paths: tuple[str, ...],
    releases: tuple[str, ...],
    output_format: str,
    depth: int,
    out: str | None,
    decompose: bool,
    follow_symlinks: bool,
    trust_pickles: bool,
    max_uncompressed: str | None,
    storage_option: tuple[str, ...],
    storage_options_json: str | None,
) -> None:
    """The compatibility matrix of every artifact under PATHS (files, folders, globs, bucket prefixes) ×
    torch releases: check's verdicts, one row per artifact or aggregated per folder (--group). Rows are
    named by their path under each root, prefixed by the root's name. Nothing is written but --out."""
    from serde.cli.matrix_html import render_html
    from serde.jobs.matrix import build_matrix, render_markdown

    wanted = _releases_option(releases)
    reading = _read_options(trust_pickles, max_uncompressed, storage_option, storage_options_json)
    options = reading["storage_options"]
    try:
        matrix = build_matrix(
            list(paths), wanted or None, decompose=decompose, follow_symlinks=follow_symlinks, **reading
        )
    except (SerdeError, ValueError) as exc:
        raise _Failure(exc) from None
    if output_format == "json":
        text = json.dumps(matrix.to_dict(depth), indent=2) + "\n"
    elif output_format == "html":
        text = render_html(matrix, depth)
    else:
        text = render_markdown(matrix, depth)
    if out is None:
        _echo(text, nl=False)
        return
    try:
        store, path = open_store(out, **options)
        store.write_bytes(path, text.encode("utf-8"))
    except SerdeError as exc:
        raise _Failure(exc) from None
    _echo(f"wrote the matrix of {len(matrix.rows)} artifacts × {len(matrix.releases)} releases to {out}")


@main.command("diff")
@click.argument("first")
@click.argument("second")
@click.option("--at", "at", default=None, help="Compare at this schema version (default: the newest known).")
@click.option("--json", "as_json", is_flag=True, help="Print every change as JSON.")
@_safety_options
@_storage_options_options
def artifact_diff_command(
    first: str,
    second: str,
    at: str | None,
    as_json: bool,
    trust_pickles: bool,
    max_uncompressed: str | None,
    storage_option: tuple[str, ...],
    storage_options_json: str | None,
) -> None:
    """What differs in meaning between the artifacts FIRST and SECOND, whatever their schema versions and
    layouts: signature, graph (after canonical naming), operators, range constraints, module call graph,
    weights and constants (dtype, shape, sha256), example inputs, writer. Exit status 0 when they do not
    differ, 1 when they do (like diff(1))."""
    from serde.compat.artifact_diff import diff_artifacts

    reading = _read_options(trust_pickles, max_uncompressed, storage_option, storage_options_json)
    try:
        result = diff_artifacts(read_artifact(first, **reading), read_artifact(second, **reading), at=at)
    except (SerdeError, ValueError) as exc:
        raise _Failure(exc, question=True) from None
    if as_json:
        _emit_json(result.to_dict())
    else:
        header = f"{first} (schema {result.versions[0]}, {result.layouts[0]}) -> {second} "
        _echo(header + f"(schema {result.versions[1]}, {result.layouts[1]}), compared at {result.compared_at}")
        if result.same:
            _echo("no semantic difference")
        for change in result.changes:
            _echo(f"  {change}")
        for name, notes in zip((first, second), result.normalized, strict=True):
            kept = [n for n in notes if n.kind != "defaulted"]
            if kept:
                _echo(f"  (bringing {name} to {result.compared_at} noted {len(kept)} item(s); --json lists them)")
    if not result.same:
        raise SystemExit(1)


@main.command("verify-manifest")
@click.argument("manifest")
@click.option("--json", "as_json", is_flag=True, help="Print every check as JSON.")
@click.option(
    "--root",
    "roots",
    multiple=True,
    metavar="URL",
    help="Also open objects below URL (repeatable); by default only those below the manifest's own folder.",
)
@click.option(
    "--allow-outside", is_flag=True, help="Open every URL the manifest names (only for a manifest you trust)."
)
@_storage_options_options
def verify_manifest_command(
    manifest: str,
    as_json: bool,
    roots: tuple[str, ...],
    allow_outside: bool,
    storage_option: tuple[str, ...],
    storage_options_json: str | None,
) -> None:
    """Check the store against a manifest written by migrate/upgrade --manifest: stream every output, backup
    and separate input it names and compare its sha256. Exit status 0 when all match, 1 otherwise."""
    from serde.jobs.provenance import verify_manifest

    try:
        checks = verify_manifest(
            manifest,
            _storage_options(storage_option, storage_options_json),
            roots=roots,
            allow_outside=allow_outside,
        )
    except (SerdeError, ValueError) as exc:
        raise _Failure(exc, question=True) from None
    bad = [check for check in checks if check.status != "ok"]
    if as_json:
        _emit_json({"manifest": manifest, "ok": not bad, "checks": [check.to_dict() for check in checks]})
    else:
        for check in checks:
            _echo(f"  {check.status:<10} {check.role:<6} {check.url}")
        _echo(f"{len(checks) - len(bad)}/{len(checks)} objects match {manifest}")
        if not checks:
            _echo("the manifest names no written object to check", err=True)
    if bad or not checks:
        raise SystemExit(1)


@main.command("inspect")
@click.argument("url")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@_QUICK_OPTION
@_safety_options
@_storage_options_options
def inspect_command(
    url: str,
    as_json: bool,
    quick: bool,
    trust_pickles: bool,
    max_uncompressed: str | None,
    storage_option: tuple[str, ...],
    storage_options_json: str | None,
) -> None:
    """Summarise the artifact at URL: version, layout, writer, nodes, operators, blob sizes, what was checked
    (pickles, zip, program strings, every member's CRC-32 and storage sizes) and what was not. Exit 1 when its
    stored bytes are not the recorded ones (corrupt); --quick does not read blob bytes (no CRC-32 check)."""
    from serde.compat.inspect import inspect_artifact

    try:
        summary = inspect_artifact(
            read_artifact(url, **_read_options(trust_pickles, max_uncompressed, storage_option, storage_options_json)),
            quick=quick,
        )
    except SerdeError as exc:
        if as_json:
            _emit_json(_json_error(url, exc))
            sys.exit(EXIT_CANNOT_ANSWER)
        raise _Failure(exc, question=True) from None
    intact = summary["integrity"]["intact"] is not False
    if as_json:
        _emit_json(summary)
        if not intact:
            sys.exit(EXIT_NO)
        return
    _echo(f"{url}")
    inferred = ", ".join(summary["writer_inferred"]) or "no release"
    writer = (
        f"written by torch {summary['torch_version']} (recorded in the file)"
        if summary["torch_version"]
        else f"writer not recorded; schema {summary['schema_version']} is written by torch {inferred}"
    )
    _echo(f"  schema {summary['schema_version']}, layout {summary['layout']}, {writer}")
    _echo(
        f"  {summary['nodes']} nodes in the root graph, {summary['nodes_in_all_graphs']} in {summary['graphs']} graphs"
    )
    _echo(f"  operators ({len(summary['operators'])}):")
    for op, count in summary["operators"].items():
        _echo(f"    {count:5d}  {op}")
    verdict = summary["pickles"]
    if verdict["safe"]:
        _echo("  pickles: screened: every global each one names is in torch's weights-only allowlist")
    elif verdict["safe"] is None:
        _echo("  pickles: not screened (--trust-pickles)")
    else:
        _echo(f"  pickles: UNSAFE, {verdict['reason']}")
    for name, text in summary["checks"].items():
        _echo(f"  {name.replace('_', ' ')}: {text}")
    integrity = summary["integrity"]
    if integrity["intact"] is False:
        _echo(f"  integrity: CORRUPT, member {integrity['member']!r}: {integrity['reason']}")
    elif integrity["intact"] is None:
        _echo(f"  integrity: not judged, {integrity['reason']}")
    else:
        _echo(f"  integrity: {'; '.join(integrity['checked']) or 'a payload file: no stored blobs'}")
    _echo(f"  not checked: {'; '.join([*summary['not_checked'], *integrity.get('not_checked', [])])}")
    _echo(f"  blobs ({summary['blob_bytes']} bytes):")
    for name, size in summary["blobs"].items():
        _echo(f"    {size:10d}  {name}")
    if integrity["intact"] is False:
        sys.exit(EXIT_NO)


def _conversion_options(required: bool) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """The arguments and options ``upgrade`` and ``downgrade`` share (``--to`` is required by ``downgrade``)."""

    def apply(function: Callable[..., None]) -> Callable[..., None]:
        decorators = [
            click.argument("source", metavar="SOURCE"),
            click.argument("destination", metavar="DESTINATION"),
            click.option(
                "--to",
                "to",
                default=None,
                required=required,
                callback=_target_option,
                help="Target: schema version (8.20), torch release (2.4.1) or 'torch'. Default: the installed "
                "torch's schema (the newest known without torch); an artifact newer than it is left as it is.",
            ),
            click.option(
                "--format",
                "fmt",
                type=click.Choice(FORMATS),
                default="json",
                help="Program encoding; msgpack writes a program-only payload file.",
            ),
            click.option(
                "--layout",
                "layout",
                type=click.Choice([item.value for item in Layout]),
                default=None,
                help="Container layout to write (default: the one torch writes for the target version).",
            ),
            click.option(
                "--lossy",
                is_flag=True,
                help="When writing for an older release, drop what it cannot express (reported).",
            ),
            click.option("--decompose", is_flag=True, help=DECOMPOSE_HELP),
            click.option(
                "--verify",
                type=click.Choice(["schema", "torch", "none"]),
                default="schema",
                show_default=True,
                help="Check the output before publishing it: read back and validated, or also loaded and run by "
                "the installed torch in a sandboxed child.",
            ),
            click.option("--json", "as_json", is_flag=True, help="Print the upgrade report as JSON."),
            click.option(
                "--force", is_flag=True, help="Replace DESTINATION and --manifest if they exist (refused by default)."
            ),
            _provenance_options,
            _safety_options,
            _storage_options_options,
            _two_sided_options,
        ]
        for decorator in reversed(decorators):
            function = decorator(function)
        return function

    return apply


@main.command("upgrade")
@_conversion_options(required=False)
def upgrade_command(**arguments: Any) -> None:
    """Upgrade the artifact at SOURCE (or convert it to any --to, older ones included) and write it to
    DESTINATION, or into DESTINATION when it is a folder (ends with '/'); any fsspec URLs, the storage options
    apply to both. Print the report. An existing output is replaced only with --force.

    Example: pt2-serde upgrade old/model.pt2 new/   (writes new/model.pt2 at the newest schema)"""
    _convert_one("upgrade", **arguments)


@main.command("downgrade")
@_conversion_options(required=True)
def downgrade_command(**arguments: Any) -> None:
    """Write the artifact at SOURCE for an older torch: --to names the release (2.4.1) or schema (5.3); what
    it cannot express is refused, or dropped and reported with --lossy (--decompose lowers TRAINING programs
    for torch 2.1-2.4). The same engine as `upgrade --to OLDER`; a --to newer than SOURCE is refused.

    Example: pt2-serde downgrade model.pt2 for-2.4/ --to 2.4.1"""
    if arguments["to"] is None:
        raise click.UsageError("downgrade needs --to: the torch release (2.4.1) or schema (5.3) to write for")
    _convert_one("downgrade", **arguments)


def _into_folder(source: str, destination: str, options: dict[str, Any]) -> str:
    """``destination``, or ``destination/<name of source>`` when it names a folder (ends with '/', or is an
    existing local directory)."""
    name = source.rstrip("/").rsplit("/", 1)[-1]
    if destination.endswith("/"):
        return destination + name
    store, path = open_store(destination, **options)
    if store.protocol == "file" and os.path.isdir(path):
        return store.join(path, name)
    return destination


def _convert_one(
    direction: str,
    source: str,
    destination: str,
    to: str | None,
    fmt: str,
    layout: str | None,
    lossy: bool,
    decompose: bool,
    verify: str,
    as_json: bool,
    force: bool,
    manifest: str | None,
    signing_key: str | None,
    trust_pickles: bool,
    max_uncompressed: str | None,
    storage_option: tuple[str, ...],
    storage_options_json: str | None,
    src_storage_option: tuple[str, ...],
    src_storage_options_json: str | None,
    dest_storage_option: tuple[str, ...],
    dest_storage_options_json: str | None,
) -> None:
    """What ``upgrade`` and ``downgrade`` do: :func:`serde.jobs.convert.convert_one` from SOURCE to DESTINATION
    (or into it, when it is a folder), then the manifest and the report."""
    from serde.jobs.convert import ReadOptions, WriteOptions, convert_one

    reading = _read_options(trust_pickles, max_uncompressed, storage_option, storage_options_json)
    reading["storage_options"], sided = _sides(
        reading["storage_options"],
        src_storage_option,
        src_storage_options_json,
        dest_storage_option,
        dest_storage_options_json,
    )
    writing = reading["storage_options"] if sided is None else sided
    try:
        if manifest is not None:
            from serde.jobs.provenance import check_manifest_target

            check_manifest_target(manifest, writing, replace=force)
        destination = _into_folder(source, destination, writing)
        done = convert_one(
            source,
            destination,
            to=to,
            layout=layout,
            format=fmt,
            lossy=lossy,
            decompose=decompose,
            downgrade_only=direction == "downgrade",
            read=ReadOptions(**reading),
            write=WriteOptions(storage_options=sided, verify=verify, replace=force, signing_key=signing_key),
        )
    except PreconditionFailedError:
        raise _Problem(f"{destination} exists; pass --force to replace it") from None
    except (SerdeError, ValueError) as exc:
        raise _Failure(exc) from None
    except OSError as exc:
        raise _Problem(f"storage error: cannot write scratch data: {exc.strerror or exc}") from None
    record, report = done.record, done.report
    if report is None:  # left as it is (newer than the default target)
        _echo(f"{source}: {record.reason}", err=True)
        sys.exit(EXIT_NO)
    if manifest is not None:
        from serde.jobs.provenance import manifest_document, write_manifest

        try:
            document = manifest_document(
                [record], path=source, target=record.to_version or "", manifest=manifest, storage_options=writing
            )
            write_manifest(manifest, document, writing, replace=force)
        except SerdeError as exc:
            raise _Failure(exc) from None
    provenance = {
        "input_sha256": record.input_sha256,
        "output_sha256": record.output_sha256,
        "tool": record.tool,
        "signature": record.signature,
        "verified": record.verified,
    }
    if as_json:
        _emit_json({**report.to_dict(), "destination": destination, "layout": record.output_layout, **provenance})
        return
    _echo(report.describe())
    _echo(f"  input sha256 {record.input_sha256}, output sha256 {record.output_sha256} ({record.tool})")
    _echo(f"  verified: {record.verified}")
    if record.signature is not None:
        signed = record.signature["signed"]
        _echo(f"  signed the output: {signed}" if signed else f"  signature: {record.signature['message']}")
    _echo(f"wrote {destination} (layout {record.output_layout}, {fmt})")


def _storage_options(pairs: tuple[str, ...], as_json: str | None = None) -> dict[str, Any]:
    """The storage options of ``--storage-options JSON`` and every ``--storage-option KEY=VALUE``."""
    options: dict[str, Any] = {}
    if as_json:
        try:
            loaded = json.loads(as_json)
        except ValueError as exc:
            raise click.BadParameter(f"not JSON: {exc}", param_hint="--storage-options") from None
        if not isinstance(loaded, dict):
            raise click.BadParameter("expected a JSON object", param_hint="--storage-options")
        options.update(loaded)
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise click.BadParameter(f"expected KEY=VALUE, got {pair!r}", param_hint="--storage-option")
        try:
            options[key] = json.loads(value)
        except ValueError:
            options[key] = value
    return options


DASK_CONNECT_SECONDS = 10


def _dask_client(address: str) -> Any:
    """A Dask client for ``--dask ADDRESS``, or one line saying why there is none (exit 2)."""
    try:
        from distributed import Client
    except ImportError:
        raise _WrongUsage('--dask needs the dask extra: pip install "pt2-serde[dask]"') from None
    try:
        return Client(address, timeout=DASK_CONNECT_SECONDS)
    except (OSError, TimeoutError, ValueError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise _CannotAnswer(
            f"cannot reach the Dask scheduler at {address} within {DASK_CONNECT_SECONDS} s ({first}); is it running, "
            "and is the address its tcp://HOST:PORT (8786 by default)?"
        ) from None


def _print_plan(records: list[Any]) -> None:
    """One line per artifact of a plan: what it is, where it goes, and how (steps and notes, or why not)."""
    rows = [r for r in records if r.error_type != "NotAnArtifact"]
    if not rows:
        return
    width = min(60, max(len(r.url) for r in rows))
    for record in sorted(rows, key=lambda r: r.url):
        name = record.url if len(record.url) <= width else "…" + record.url[-(width - 1) :]
        route = f"{record.from_version or '?'} -> {record.to_version}"
        if record.status in (Status.FAILED, Status.REFUSED):
            how = f"{record.status.upper()}: {record.error_type}: {(record.error or '').splitlines()[0][:160]}"
        elif record.status == Status.SKIPPED:
            how = record.reason or "at the target already"
        else:
            how = f"{len(record.steps)} step(s), {len(record.notes)} note(s), {record.layout} -> {record.output_layout}"
            how += f"; {record.reason}" if record.reason else ""
        _echo(f"{name:<{width}}  {route:<14} {how}")


class _Declined(Exception):
    """The user answered no to the in-place question."""


def _readers_line(target: str, records: list[Any]) -> str:
    """Which torch releases load the run's outputs as they are written."""
    from serde.releases.profile import releases_reading
    from serde.schema.versions import SchemaVersion

    layouts = {Layout(r.output_layout) for r in records if r.output_layout and r.status != Status.FAILED}
    if not layouts:
        return "no output was written"
    readers = releases_reading(SchemaVersion.parse(target), layouts)
    if not readers:
        return "outputs are program-only payloads: no torch release loads one alone"
    span = readers[0] if len(readers) == 1 else f"{readers[0]} … {readers[-1]}"
    return f"outputs load as they are in torch {span} ({', '.join(sorted({r.value for r in layouts}))})"


def _print_summary(summary: dict[str, Any], records: list[Any], orphans: list[str]) -> None:
    mode = "plan" if summary["dry_run"] else "migration"
    rate = summary["artifacts_per_second"]
    source = summary["target_from_torch"]
    _echo(
        f"{mode} of {summary['path']} to schema {summary['target']}"
        + (f" (the installed torch {source}'s)" if source else "")
        + f": {summary['artifacts']} artifacts in {summary['seconds']:.1f} s"
        + (f" ({rate:.3g} artifacts/s)" if rate else "")
    )
    _echo(f"  {_readers_line(summary['target'], records)}")
    verb = "would migrate" if summary["dry_run"] else "migrated"
    left_alone = sum(1 for r in records if r.error_type == "NotAnArtifact" and r.status == Status.SKIPPED)
    stale = summary["replaced_stale"]
    replacing = f" ({stale} {'would replace' if summary['dry_run'] else 'replacing'} stale outputs)" if stale else ""
    left = f", left as they are {summary['left_as_is']}" if summary["left_as_is"] else ""
    _echo(
        f"  {verb} {summary['migrated']}{replacing}, up to date {summary['up_to_date']}{left}, "
        f"failed {summary['failed']}, refused {summary['refused']}; {summary['bytes_in']} bytes in, "
        f"{summary['bytes_out']} bytes out"
    )
    kept = [r for r in records if r.status == Status.SKIPPED and r.error_type not in (None, "NotAnArtifact")]
    for record in kept[:15]:
        _echo(f"  left     {record.url}: {record.reason}")
    if left_alone:
        _echo(f"  {left_alone} other objects (not artifacts) left alone")
    if orphans:
        shown = ", ".join(orphans[:3]) + (f" and {len(orphans) - 3} more" if len(orphans) > 3 else "")
        _echo(f"  {len(orphans)} output(s) whose source is gone, left as they are: {shown}")
    if summary["stopped_early"]:
        _echo("  stopped early: --max-failures reached")
    if summary["interrupted"]:
        _echo(
            f"  interrupted by {summary['interrupted']}: {summary['objects']} object(s) done, the rest not started;"
            " a re-run finishes them"
        )
    signed = [r for r in records if r.signature is not None]
    if signed:
        renewed = sum(1 for r in signed if r.signature["signed"])
        _echo(
            f"  {len(signed)} input(s) carried a model-signing signature, which does not cover the output; "
            f"{renewed} output(s) signed anew" + ("" if renewed else " (--signing-key KEY signs them)")
        )
    problems = [r for r in records if r.status in (Status.FAILED, Status.REFUSED)]
    for record in problems[:15]:
        _echo(f"  {record.status:<8} {record.url}: {record.error_type}: {record.error}")
    if len(problems) > 15:
        _echo(f"  ... and {len(problems) - 15} more (see the report)")


@main.command("migrate")
@click.argument("path")
@click.option(
    "--to",
    "to",
    default=None,
    callback=_target_option,
    help="Target schema version, torch release or 'torch'. Default: the installed torch's schema (the newest "
    "known into --dest without torch; in place without torch, --to is required); artifacts newer than the default "
    "are left as they are and reported with the command that downgrades them.",
)
@click.option("--dest", default=None, help="Write to this URL (mirroring relative paths) instead of in place.")
@click.option("--format", "fmt", type=click.Choice(FORMATS), default=None, help="msgpack writes program-only payloads.")
@click.option("--layout", type=click.Choice([item.value for item in Layout]), default=None, help="Output layout.")
@click.option(
    "--plan", "--dry-run", "-n", "dry_run", is_flag=True, help="Only compute what would happen (nothing is written)."
)
@click.option("--lossy", is_flag=True, help="For older targets, drop what they cannot express (reported).")
@click.option("--decompose", is_flag=True, help=DECOMPOSE_HELP)
@click.option(
    "--workers", type=click.IntRange(min=1), default=None, help="Worker threads (default: 4 per core, at most 32)."
)
@click.option("--report", default=None, help="Write one JSON line per artifact to this URL as the run goes.")
@click.option("--dask", "dask_address", default=None, help="Run on the Dask cluster at this scheduler address.")
@click.option(
    "--max-failures", type=click.IntRange(min=1), default=None, help="Stop after this many failures (at least 1)."
)
@click.option(
    "--verify",
    type=click.Choice(["schema", "torch", "none"]),
    default="schema",
    help="Check each output before publishing it.",
)
@click.option(
    "--backup", default=None, help="Keep originals of in-place migrations: a suffix, or a URL prefix ending in /."
)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@click.option("--jsonl", "as_jsonl", is_flag=True, help="Print every record as a JSON line, then the summary.")
@click.option("--allow-empty", is_flag=True, help="Succeed when PATH holds no object (default: exit 1 naming it).")
@click.option("--yes", "-y", is_flag=True, help="Do not ask before rewriting in place without --backup.")
@click.option("--follow-symlinks", is_flag=True, help=FOLLOW_HELP)
@click.option(
    "--progress-every",
    type=click.FloatRange(min=0),
    default=30.0,
    show_default=True,
    metavar="SECONDS",
    help="Without a terminal (cron, CI, a pod's log): print a progress line to stderr this often (0: never). "
    "Failures are printed as they happen either way (with --json/--jsonl, only in the records).",
)
@click.option(
    "--force", is_flag=True, help="Replace an existing --manifest (refused by default: it is an audit record)."
)
@click.option(
    "--checksum",
    is_flag=True,
    help="With --dest: hash every source to tell whether its output is up to date, even when the store's "
    "version token (ETag, generation, size+mtime+inode) is unchanged.",
)
@_provenance_options
@_safety_options
@_storage_options_options
@_two_sided_options
@click.pass_obj
def migrate_command(
    imports: tuple[str, ...] | None,
    path: str,
    to: str | None,
    dest: str | None,
    fmt: str | None,
    layout: str | None,
    dry_run: bool,
    lossy: bool,
    decompose: bool,
    workers: int | None,
    report: str | None,
    dask_address: str | None,
    max_failures: int | None,
    verify: str,
    backup: str | None,
    as_json: bool,
    as_jsonl: bool,
    allow_empty: bool,
    yes: bool,
    follow_symlinks: bool,
    progress_every: float,
    force: bool,
    checksum: bool,
    manifest: str | None,
    signing_key: str | None,
    trust_pickles: bool,
    max_uncompressed: str | None,
    storage_option: tuple[str, ...],
    storage_options_json: str | None,
    src_storage_option: tuple[str, ...],
    src_storage_options_json: str | None,
    dest_storage_option: tuple[str, ...],
    dest_storage_options_json: str | None,
) -> None:
    """Migrate every artifact under PATH (file, directory, glob or bucket prefix). --plan lists what each
    artifact would go through. In place without --backup, a terminal session is asked once first (--yes
    skips the question); without a terminal the run stops before it starts unless --yes. Ctrl-C or SIGTERM
    starts nothing more, lets the artifacts in flight finish and prints the summary (a second one stops at
    once; a re-run finishes the rest). A declined question is exit status 1."""
    from serde.jobs.runner import migrate

    client = None
    if dask_address:
        client = _dask_client(dask_address)
        if imports:
            from serde.jobs.dask_imports import ModulesImported

            client.register_plugin(ModulesImported(imports, os.getcwd()))
    from serde.cli.terminal import GracefulStop, MigrationProgress, PlainProgress, confirm_in_place, in_place_question

    source_options, dest_options = _sides(
        _storage_options(storage_option, storage_options_json),
        src_storage_option,
        src_storage_options_json,
        dest_storage_option,
        dest_storage_options_json,
    )
    unguarded = not (yes or dry_run or dest or backup)
    if unguarded and not sys.stdin.isatty():
        _echo(in_place_question(path), err=True)
        _echo("There is no terminal to answer on: pass --yes to go on, or --backup / --dest.", err=True)
        sys.exit(EXIT_CANNOT_ANSWER)
    ask = unguarded
    display: MigrationProgress | PlainProgress
    if sys.stderr.isatty() and not (as_json or as_jsonl):
        display = MigrationProgress(dry_run=dry_run)
    else:
        display = PlainProgress(progress_every, dry_run=dry_run, problems=not (as_json or as_jsonl))

    def on_total(total: int) -> None:
        if ask and total and not confirm_in_place(path, total):
            raise _Declined
        display.start(total)

    def progress(record: Any) -> None:
        if as_jsonl:
            _echo(record.to_json())  # streamed as each artifact completes
            sys.stdout.flush()
        display.advance(record)

    stop = GracefulStop()
    try:
        with stop.installed():
            result = migrate(
                path,
                to=to,
                dest=dest,
                format=fmt,
                layout=layout,
                dry_run=dry_run,
                lossy=lossy,
                decompose=decompose,
                workers=workers,
                executor=client,
                max_failures=max_failures,
                report=report,
                verify=verify,
                backup=backup,
                storage_options=source_options,
                dest_storage_options=dest_options,
                trust_pickles=trust_pickles,
                max_uncompressed=_parse_size(max_uncompressed),
                allow_empty=allow_empty,
                progress=progress,
                on_total=on_total,
                stop=stop,
                manifest=manifest,
                signing_key=signing_key,
                follow_symlinks=follow_symlinks,
                checksum=checksum,
                replace_manifest=force,
            )
    except _Declined:
        _echo("nothing was changed", err=True)
        sys.exit(1)
    except (SerdeError, ValueError) as exc:
        raise _Failure(exc) from None
    finally:
        display.stop()
        if client is not None:
            client.close()
    summary = result.summary()
    if as_jsonl:
        _echo(json.dumps({"summary": summary}))
    elif as_json:
        _emit_json(
            {
                **summary,
                "orphans": result.orphans,
                "records": [r.to_dict() for r in result.records if r.status != Status.SKIPPED],
            }
        )
    else:
        if dry_run:
            _print_plan(result.records)
        _print_summary(summary, result.records, result.orphans)
    if any(record.error_type == "InternalError" for record in result.records):
        sys.exit(EXIT_INTERNAL_ERROR)
    if result.interrupted:
        sys.exit(stop.exit_status)
    if not result.ok:
        sys.exit(EXIT_NO)
    if not allow_empty and all(record.error_type == "NotAnArtifact" for record in result.records):
        _echo(f"found no artifact among the {len(result.records)} object(s) under {path} (--allow-empty)", err=True)
        sys.exit(EXIT_NO)


@main.group("schema")
def schema_group() -> None:
    """Work with the frozen schema specs."""


@schema_group.command("snapshot")
@click.option(
    "--out",
    "out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Directory to write <version>.json into (default: pt2-serde's own spec directory).",
)
def snapshot_command(out: Path | None) -> None:
    """Write the spec of the installed torch's schema (how a new torch schema version is added)."""
    from serde.schema import specs
    from serde.schema.snapshot import snapshot_installed_torch, write_spec

    try:
        spec = snapshot_installed_torch()
    except ImportError as exc:
        raise _Problem(f"torch is not installed ({exc}); install pt2-serde[torch]") from None
    directory = out or Path(specs.__file__).parent
    directory.mkdir(parents=True, exist_ok=True)
    target = write_spec(spec, directory)
    _echo(f"wrote schema {spec.version} ({len(spec.classes)} classes, {len(spec.enums)} enums) to {target}")


def _spec_arg(value: str) -> Spec:
    path = Path(value)
    if path.suffix == ".json" and path.exists():
        return Spec.from_dict(json.loads(path.read_text(encoding="utf-8")))
    return spec_for(value)


@schema_group.command("diff")
@click.argument("old")
@click.argument("new")
@click.option("--json", "as_json", is_flag=True, help="Print the changes as JSON.")
def diff_command(old: str, new: str, as_json: bool) -> None:
    """Every change from schema OLD to NEW (versions like 5.1, or spec files), additive or breaking."""
    try:
        a, b = _spec_arg(old), _spec_arg(new)
    except (SerdeError, ValueError) as exc:
        raise _Failure(exc) from None
    changes = diff_specs(a, b)
    if as_json:
        _emit_json({"from": str(a.version), "to": str(b.version), "changes": [c.to_dict() for c in changes]})
        return
    breaking = sum(c.classification == "breaking" for c in changes)
    _echo(f"schema {a.version} -> {b.version}: {len(changes)} changes, {breaking} breaking")
    for c in changes:
        flag = "  (breaking inside a minor bump)" if c.within_minor_bump else ""
        _echo(f"  {c.classification:<9} {c.kind:<20} {c.where}: {c.detail}{flag}")


@main.group("debug")
def debug_group() -> None:
    """Look at what pt2-serde generates at run time."""


@debug_group.command("show-validator")
@click.argument("version")
@click.option("--root", default=None, help="The class to validate (default: the spec's root, ExportedProgram).")
def show_validator_command(version: str, root: str | None) -> None:
    """Print the Python source of the validator generated for schema VERSION (what tracebacks point into;
    PT2_SERDE_DUMP_CODE=DIR writes every generated module to DIR)."""
    from serde.schema.codegen import generated_source
    from serde.schema.validate import _checker, validator_name

    try:
        checked = require_known(version)
    except SerdeError as exc:
        raise _WrongUsage(str(exc)) from None
    name = root or spec_for(checked).root
    if name not in spec_for(checked).classes:
        raise _Problem(f"schema {checked} has no class {name!r}")
    _checker(checked, name)
    _echo(generated_source(validator_name(checked, name)), nl=False)


@schema_group.command("new-step")
@click.argument("old")
@click.argument("new")
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Directory to write the module into (default: the upgraders package).",
)
def new_step_command(old: str, new: str, out: Path | None) -> None:
    """Write upgraders/from_OLD_to_NEW.py: the upgrader and downgrader between two consecutive schemas, from
    their spec diff (additive changes handled, breaking ones refused until written). Never overwrites."""
    from serde.engine.registry import STEP_PACKAGE
    from serde.engine.scaffold import module_file_name, new_step_source

    try:
        source, target = require_known(old), require_known(new)
    except SerdeError as exc:
        raise _Failure(exc) from None
    directory = out or Path(importlib.import_module(STEP_PACKAGE).__file__ or ".").parent
    path = directory / module_file_name(source, target)
    if path.exists():
        raise _Problem(f"{path} exists; it is never overwritten")
    directory.mkdir(parents=True, exist_ok=True)
    path.write_text(new_step_source(source, target), encoding="utf-8")
    _echo(f"wrote {path}; fill in its docstrings, then run `pt2-serde steps --check`")


@main.command("steps")
@click.option("--check", is_flag=True, help="Only check the graph: exit 1 naming each gap (for CI).")
@click.option("--json", "as_json", is_flag=True, help="Print the graph as JSON.")
def steps_command(check: bool, as_json: bool) -> None:
    """List the upgrader graph: for each pair of consecutive schemas, its upgrader and downgrader."""
    from serde.engine.registry import StepGraphError, discover

    try:
        steps = discover()
    except StepGraphError as exc:
        for problem in exc.problems:
            _echo(f"error: {problem}", err=True)
        sys.exit(1)
    if check:
        _echo(f"ok: {len(steps)} steps over {len(spec_versions())} schema versions")
        return
    rows = [
        {
            "from": str(step.source),
            "to": str(step.target),
            "direction": "up" if step.target > step.source else "down",
            "step": step.name,
            "rewrites_payload": step.rewrites_payload,
            "summary": (step.function.__doc__ or "").strip().splitlines()[0],
        }
        for step in steps
    ]
    if as_json:
        _emit_json(rows)
        return
    for row in rows:
        arrow = "->" if row["direction"] == "up" else "<-"
        low, high = (row["from"], row["to"]) if row["direction"] == "up" else (row["to"], row["from"])
        _echo(f"{low:>5} {arrow} {high:<5} {row['step']}")
        _echo(f"              {row['summary']}")
