"""Commands that answer a question about artifacts without writing them: ``validate``, ``check``,
``matrix``, ``diff``, ``verify-manifest`` and ``inspect``."""

from __future__ import annotations

import json
import sys
from typing import Any

import click

from backends.store import open_store
from serde.cli.app import (
    EXIT_CANNOT_ANSWER,
    EXIT_NO,
    UNANSWERABLE,
    Failure,
    WrongUsage,
    echo,
    emit_json,
    is_artifact_fault,
    json_error,
    main,
)
from serde.cli.options import (
    DECOMPOSE_HELP,
    FOLLOW_HELP,
    QUICK_OPTION,
    encoding_option,
    reading_options,
    releases_option,
    report_options,
    storage_options_of,
    storage_options_options,
)
from serde.containers.reader import read_artifact
from serde.containers.screen import screen
from serde.errors import (
    CorruptArtifactError,
    SerdeError,
)
from serde.program.codec import decode
from serde.program.validate import validate

__all__ = [
    "artifact_diff_command",
    "check_command",
    "inspect_command",
    "matrix_command",
    "validate_command",
    "verify_manifest_command",
]


@main.command(
    "validate",
    section="everyday",
    short_help="Is the artifact valid for its schema, safe to load and intact?",
    examples=(
        "pt2-serde validate model.pt2",
        "pt2-serde validate program.json --version 5.3",
    ),
)
@click.argument("url")
@click.option(
    "--version", "version", default=None, help="Check against this schema version instead of the declared one."
)
@encoding_option(default=None, help="Payload encoding (default: sniffed).")
@report_options(help="How to print the result.")
@QUICK_OPTION
@reading_options
def validate_command(
    url: str,
    version: str | None,
    fmt: str | None,
    as_json: bool,
    quick: bool,
    reading: dict[str, Any],
) -> None:
    """Check that the program of the artifact or payload file at URL (every program, in an archive holding
    several) follows its schema version, that its pickles are safe to load (unless --trust-pickles), and that
    its stored bytes are the recorded ones: every member's CRC-32 (unless --quick) and every storage record's
    size against its tensors; exit 1 if not (a corrupt artifact says "corrupt")."""
    from serde.containers.integrity import verify_integrity

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
        unanswered = isinstance(exc, UNANSWERABLE)
        corrupt = isinstance(exc, CorruptArtifactError)
        if as_json:
            emit_json({"valid": None if unanswered else False, "corrupt": corrupt, **json_error(url, exc)})
        else:
            verdict = "cannot answer" if unanswered else "corrupt" if corrupt else "invalid"
            echo(f"{verdict}: {exc}", err=True)
        sys.exit(EXIT_CANNOT_ANSWER if unanswered else EXIT_NO)
    checks = {"checked": integrity.checked, "not_checked": integrity.not_checked} if integrity else {}
    if as_json:
        stored = {"integrity": checks} if any(checks.values()) else {}  # a payload file holds no stored blobs
        emit_json({"url": url, "valid": True, "schema_version": str(checked), **stored})
    else:
        echo(f"valid: {url} follows schema {checked}")
        for line in checks.get("checked", []):
            echo(f"  checked: {line}")
        for line in checks.get("not_checked", []):
            echo(f"  not checked: {line}")


@main.command(
    "check",
    section="compatibility",
    short_help="Will these artifacts load in torch X? A verdict per release.",
    examples=(
        "pt2-serde check model.pt2                         # against every known release",
        "pt2-serde check models/ --torch 2.4.1 --torch 2.6   # a tree, two releases",
        "pt2-serde check s3://models/prod/ --torch 2.6 --format json",
    ),
)
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
@report_options(help="How to print the verdicts.")
@QUICK_OPTION
@reading_options
def check_command(
    urls: tuple[str, ...],
    releases: tuple[str, ...],
    every: bool,
    lossy_ok: bool,
    decompose: bool,
    allow_side_effects: bool,
    as_json: bool,
    quick: bool,
    reading: dict[str, Any],
) -> None:
    """Will the artifacts at URLS (files, folders, globs, bucket prefixes) load in these torch releases? One
    verdict per release: native, after-upgrade, after-downgrade, after-downgrade-lossy (what would be dropped)
    or refused (every reason with its JSON path), or corrupt (a member's bytes do not match their CRC-32, or a
    storage record is too short for its tensors: torch would load other weights); then one line "n/N
    loadable". --quick skips reading blob bytes (no CRC-32 check) and says so. Nothing is written; torch is
    not needed. Exit status 0 when every release can load every artifact (lossy downgrades count only with
    --lossy-ok), 1 when one cannot (or a folder holds no artifact): a CI gate or a pre-commit hook (see
    .pre-commit-hooks.yaml)."""
    from serde.compat.check import check
    from serde.releases.profile import known_releases

    wanted = releases_option(releases)
    if every and wanted:
        raise click.UsageError("--all and --torch exclude each other")
    try:
        targets = wanted or known_releases()
        found, objects = _artifacts_under(urls, reading)
        unreadable = [error for error in found if isinstance(error, SerdeError)]
        reports = [
            check(artifact, targets, decompose=decompose, allow_side_effects=allow_side_effects, quick=quick)
            for artifact in found
            if not isinstance(artifact, SerdeError)
        ]
        sources = tuple(report.source or "" for report in reports)
    except (SerdeError, ValueError) as exc:
        failure = Failure(exc)
        if as_json and not isinstance(failure, click.UsageError):
            emit_json({"ok": False, **json_error(" ".join(urls), exc)})
            sys.exit(failure.exit_code)
        raise failure from None
    loadable = sum(1 for report in reports if (report.ok_lossy if lossy_ok else report.ok))
    total = len(reports) + len(unreadable)
    ok = bool(total) and loadable == total
    if as_json:
        emit_json(
            {
                "ok": ok,
                "lossy_ok": lossy_ok,
                "loadable": loadable,
                "total": total,
                "artifacts": [report.to_dict() for report in reports],
                "unreadable": [json_error(error.source or "", error) for error in unreadable],
            }
        )
    else:
        for error in unreadable:
            echo(f"{error.source}: NOT LOADABLE, cannot be read: {type(error).__name__}: {error}")
        for url, report in zip(sources, reports, strict=True):
            writer = report.writer_recorded or f"not recorded (schema {report.schema_version}: torch " + (
                ", ".join(report.writer_inferred) + ")"
            )
            echo(f"{url}: schema {report.schema_version}, layout {report.layout}, writer {writer}")
            for line in report.integrity.get("not_checked", []):
                echo(f"  not checked: {line}")
            for target in report.targets:
                mark = "ok " if (target.loadable_lossy if lossy_ok else target.loadable) else "NO "
                detail = ""
                if target.dropped:
                    detail = f"drops {len(target.dropped)}: " + "; ".join(
                        f"{r.path} ({r.message})" for r in target.dropped[:3]
                    )
                elif target.reasons:
                    detail = "; ".join(f"{r.path}: {r.message}" for r in target.reasons[:3])
                    if len(target.reasons) > 3:
                        detail += f"; and {len(target.reasons) - 3} more"
                line = f"  {mark}torch {target.release:<7} schema {target.schema:<5} {target.verdict:<22} {detail}"
                echo(line.rstrip())
        if total:
            echo(f"{loadable}/{total} loadable in every release checked")
        else:
            echo(f"found no artifact among the {objects} object(s) under {' '.join(urls)}", err=True)
    if not ok:
        raise SystemExit(EXIT_NO)


def _artifacts_under(urls: tuple[str, ...], reading: dict[str, Any]) -> tuple[list[Any], int]:
    """Every artifact at or under ``urls`` (files, folders, globs, bucket prefixes), read, or the SerdeError
    that reading it raised; objects that are not artifacts are left out when a URL names a folder, a glob or
    a prefix (a file named alone must be one, and one that cannot be read fails the command); and how many
    objects the URLs held, artifacts or not."""
    from serde.errors import NotAnArtifactError
    from serde.jobs.listing import list_candidates, nothing_there

    found: list[Any] = []
    objects = 0
    for url in urls:
        store, root = open_store(url, **reading["storage_options"])
        listing = list_candidates(store, root, lambda _: False, remove_stale=False)
        if not listing.found:
            raise nothing_there(store, root, url)
        objects += listing.found
        for path, *_ in listing.candidates:
            try:
                found.append(read_artifact(store.url(path), **reading))
            except NotAnArtifactError:
                if listing.single:
                    raise
            except SerdeError as exc:
                if listing.single:
                    raise
                found.append(exc)
    return found, objects


@main.command(
    "matrix",
    section="compatibility",
    short_help="The compatibility matrix of many artifacts x torch releases.",
    examples=(
        "pt2-serde matrix models/ --group 1",
        "pt2-serde matrix models/ --torch 2.4,2.6,2.13 --format html --out matrix.html",
        "pt2-serde matrix models/ --format svg --out compatibility.svg",
    ),
)
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
    type=click.Choice(["md", "json", "html", "svg", "png"]),
    default="md",
    show_default=True,
    help="Report format: a Markdown table, JSON (every verdict with its reasons), one self-contained HTML page, "
    "or a heatmap picture (writer release x loader release; svg, or png with pt2-serde[pictures]; needs --out).",
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
@reading_options
def matrix_command(
    paths: tuple[str, ...],
    releases: tuple[str, ...],
    output_format: str,
    depth: int,
    out: str | None,
    decompose: bool,
    follow_symlinks: bool,
    reading: dict[str, Any],
) -> None:
    """The compatibility matrix of every artifact under PATHS (files, folders, globs, bucket prefixes) ×
    torch releases: check's verdicts, one row per artifact or aggregated per folder (--group). Rows are
    named by their path under each root, prefixed by the root's name. Objects that are not artifacts are left
    out, but a file named alone must be one; when PATHS hold no artifact the (empty) report is still made and
    the exit status is 1. Nothing is written but --out."""
    from serde.cli.matrix_html import render_html
    from serde.cli.matrix_picture import heatmap, to_png, to_svg
    from serde.jobs.matrix import build_matrix, render_markdown

    wanted = releases_option(releases)
    options = reading["storage_options"]
    if output_format in ("svg", "png") and out is None:
        raise WrongUsage(f"--format {output_format} draws a picture: name the file with --out")
    try:
        matrix = build_matrix(
            list(paths), wanted or None, decompose=decompose, follow_symlinks=follow_symlinks, **reading
        )
    except (SerdeError, ValueError) as exc:
        raise Failure(exc) from None
    if output_format == "json":
        data = (json.dumps(matrix.to_dict(depth), indent=2) + "\n").encode()
    elif output_format == "html":
        data = render_html(matrix, depth).encode()
    elif output_format == "svg":
        data = to_svg(heatmap(matrix)).encode()
    elif output_format == "png":
        try:
            data = to_png(heatmap(matrix))
        except ImportError as exc:
            raise WrongUsage(str(exc)) from None
    else:
        data = render_markdown(matrix, depth).encode()
    if out is None:
        echo(data.decode(), nl=False, one_line=False)  # each cell escaped where the matrix was rendered
    else:
        try:
            store, path = open_store(out, **options)
            store.write_bytes(path, data)
        except SerdeError as exc:
            raise Failure(exc) from None
        echo(f"wrote the matrix of {len(matrix.rows)} artifacts × {len(matrix.releases)} releases to {out}")
    if not matrix.rows:  # the report says so too, but a script reads the status: as check and migrate
        echo(f"found no artifact among the {matrix.objects} object(s) under {' '.join(paths)}", err=True)
        sys.exit(EXIT_NO)


@main.command(
    "diff",
    section="compatibility",
    short_help="What differs in meaning between two artifacts, across versions.",
    examples=(
        "pt2-serde diff old/model.pt2 new/model.pt2",
        "pt2-serde diff a.pt2 b.pt2 --format json",
    ),
)
@click.argument("first")
@click.argument("second")
@click.option("--at", "at", default=None, help="Compare at this schema version (default: the newest known).")
@report_options(help="How to print the changes (JSON holds every change whole).")
@reading_options
def artifact_diff_command(
    first: str,
    second: str,
    at: str | None,
    as_json: bool,
    reading: dict[str, Any],
) -> None:
    """What differs in meaning between the artifacts FIRST and SECOND, whatever their schema versions and
    layouts: signature, graph (after canonical naming), operators, range constraints, module call graph,
    weights and constants (dtype, shape, sha256), example inputs, writer. Exit status 0 when they do not
    differ, 1 when they do (like diff(1))."""
    from serde.compat.artifact_diff import diff_artifacts

    try:
        result = diff_artifacts(read_artifact(first, **reading), read_artifact(second, **reading), at=at)
    except (SerdeError, ValueError) as exc:
        raise Failure(exc, question=True) from None
    if as_json:
        emit_json(result.to_dict())
    else:
        header = f"{first} (schema {result.versions[0]}, {result.layouts[0]}) -> {second} "
        echo(header + f"(schema {result.versions[1]}, {result.layouts[1]}), compared at {result.compared_at}")
        if result.same:
            echo("no semantic difference")
        for change in result.changes:
            echo(f"  {change}")
        for name, notes in zip((first, second), result.normalized, strict=True):
            kept = [n for n in notes if n.kind != "defaulted"]
            if kept:
                echo(f"  (bringing {name} to {result.compared_at} noted {len(kept)} item(s); --format json lists them)")
    if not result.same:
        raise SystemExit(1)


@main.command(
    "verify-manifest",
    section="batch",
    short_help="Are a run's outputs and backups still what its manifest says?",
    examples=(
        "pt2-serde verify-manifest out/manifest.json",
        "pt2-serde verify-manifest s3://models/manifest.json --format json",
    ),
)
@click.argument("manifest")
@report_options(help="How to print the checks.")
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
@storage_options_options
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
            storage_options_of(storage_option, storage_options_json),
            roots=roots,
            allow_outside=allow_outside,
        )
    except (SerdeError, ValueError) as exc:
        raise Failure(exc, question=True, artifacts=False) from None
    bad = [check for check in checks if check.status != "ok"]
    if as_json:
        emit_json({"manifest": manifest, "ok": not bad, "checks": [check.to_dict() for check in checks]})
    else:
        for check in checks:
            echo(f"  {check.status:<10} {check.role:<6} {check.url}")
        echo(f"{len(checks) - len(bad)}/{len(checks)} objects match {manifest}")
        if not checks:
            echo("the manifest names no written object to check", err=True)
    if bad or not checks:
        raise SystemExit(1)


@main.command(
    "inspect",
    section="everyday",
    short_help="What an artifact is: version, layout, writer, operators, what was checked.",
    examples=(
        "pt2-serde inspect model.pt2",
        "pt2-serde inspect s3://models/a/model.pt2 --storage-option endpoint_url=http://127.0.0.1:9000",
        "pt2-serde inspect model.pt2 --format json --quick",
    ),
)
@click.argument("url")
@report_options(help="How to print the summary.")
@QUICK_OPTION
@reading_options
def inspect_command(
    url: str,
    as_json: bool,
    quick: bool,
    reading: dict[str, Any],
) -> None:
    """Summarise the artifact at URL: version, layout, writer, nodes, operators, blob sizes, what was checked
    (pickles, zip, program strings, every member's CRC-32 and storage sizes) and what was not. Exit 1 when its
    stored bytes are not the recorded ones (corrupt); --quick does not read blob bytes (no CRC-32 check)."""
    from serde.compat.inspect import inspect_artifact

    try:
        summary = inspect_artifact(
            read_artifact(url, **reading),
            quick=quick,
        )
    except SerdeError as exc:
        if as_json:
            emit_json(json_error(url, exc))
            sys.exit(EXIT_NO if is_artifact_fault(exc) else EXIT_CANNOT_ANSWER)
        raise Failure(exc, question=True) from None
    intact = summary["integrity"]["intact"] is not False
    if as_json:
        emit_json(summary)
        if not intact:
            sys.exit(EXIT_NO)
        return
    echo(f"{url}")
    echo(f"  schema {summary['schema_version']}, layout {summary['layout']}, {summary['writer']}")
    made = summary["provenance"]
    if made is not None:
        echo(f"  source: {made['source']} ({made['source_size']} bytes, sha256 {made['source_sha256']})")
        modified = made["source_modified"] or "not recorded"
        echo(f"  source last modified {modified}; this output written {made['written'] or 'at a time not known'}")
        steps = ", ".join(made["steps"]) or "none (already at its target)"
        echo(
            f"  made by {made['tool']}: schema {made['from']} -> {made['to']}, layout {made['layout']}; steps: {steps}"
        )
    echo(
        f"  {summary['nodes']} nodes in the root graph, {summary['nodes_in_all_graphs']} in {summary['graphs']} graphs"
    )
    echo(f"  operators ({len(summary['operators'])}):")
    for op, count in summary["operators"].items():
        echo(f"    {count:5d}  {op}")
    verdict = summary["pickles"]
    if verdict["safe"]:
        echo("  pickles: screened: every global each one names is in torch's weights-only allowlist")
    elif verdict["safe"] is None:
        echo("  pickles: not screened (--trust-pickles)")
    else:
        echo(f"  pickles: UNSAFE, {verdict['reason']}")
    for name, text in summary["checks"].items():
        echo(f"  {name.replace('_', ' ')}: {text}")
    integrity = summary["integrity"]
    if integrity["intact"] is False:
        echo(f"  integrity: CORRUPT, member {integrity['member']!r}: {integrity['reason']}")
    elif integrity["intact"] is None:
        echo(f"  integrity: not judged, {integrity['reason']}")
    else:
        echo(f"  integrity: {'; '.join(integrity['checked']) or 'a payload file: no stored blobs'}")
    echo(f"  not checked: {'; '.join([*summary['not_checked'], *integrity.get('not_checked', [])])}")
    echo(f"  blobs ({summary['blob_bytes']} bytes):")
    for name, size in summary["blobs"].items():
        echo(f"    {size:10d}  {name}")
    if integrity["intact"] is False:
        sys.exit(EXIT_NO)
