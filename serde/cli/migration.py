"""``migrate``: argument parsing, the in-place question, Dask connection, and the plan and summary printing
around :func:`serde.jobs.runner.migrate`."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from typing import Any

import click

from serde.cli.app import (
    EXIT_CANNOT_ANSWER,
    EXIT_INTERNAL_ERROR,
    EXIT_NO,
    VERBOSE,
    CannotAnswer,
    Failure,
    WrongUsage,
    echo,
    emit_json,
    main,
    verbosity,
)
from serde.cli.options import (
    DECOMPOSE_HELP,
    FOLLOW_HELP,
    encoding_option,
    provenance_options,
    report_options,
    target_options,
    transfer_options,
)
from serde.containers.layouts import Layout
from serde.errors import (
    SerdeError,
    printable,
)
from serde.jobs.copies import NOT_ARTIFACT, UP_TO_DATE
from serde.jobs.options import MigrationOptions, flagged_fields
from serde.jobs.records import Status
from serde.releases.catalog import resolve_target

__all__ = ["DASK_CONNECT_SECONDS", "SHOWN", "migrate_command"]


DASK_CONNECT_SECONDS = 10.0
"""How long ``--dask`` waits for its scheduler unless ``--dask-timeout`` says otherwise."""


def _dask_client(address: str, timeout: float) -> Any:
    """A Dask client for ``--dask ADDRESS``, connected within ``timeout`` seconds, or one line saying why there
    is none (exit 2)."""
    try:
        from distributed import Client
    except ImportError:
        raise WrongUsage('--dask needs the dask extra: pip install "pt2-serde[dask]"') from None
    try:
        return Client(address, timeout=timeout)
    except (OSError, TimeoutError, ValueError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise CannotAnswer(
            f"cannot reach the Dask scheduler at {address} within {timeout:g} s ({first}); is it running, "
            "and is the address its tcp://HOST:PORT (8786 by default)?"
        ) from None


def _plan_row(record: Any) -> tuple[str, str, str]:
    """One artifact of a plan as the plan prints it: its URL, its route and how (steps and notes, or why not);
    three strings kept instead of the record while the run goes."""
    route = f"{record.from_version or '?'} -> {record.to_version}"
    if record.status in (Status.FAILED, Status.REFUSED):
        how = f"{record.status.upper()}: {record.error_type}: {(record.error or '').splitlines()[0][:160]}"
    elif record.status == Status.SKIPPED:
        how = record.reason or "at the target already"
    else:
        how = f"{len(record.steps)} step(s) run, {len(record.notes)} note(s), {record.layout} -> {record.output_layout}"
        how += f"; {record.reason}" if record.reason else ""
    return record.url, route, how


def _print_plan(rows: list[tuple[str, str, str]]) -> None:
    """One line per artifact of a plan, sorted by URL: what it is, where it goes, and how."""
    if not rows:
        return
    shown = sorted((printable(url, one_line=True), route, how) for url, route, how in rows)  # widths as printed
    width = min(60, max(len(url) for url, _, _ in shown))
    for url, route, how in shown:
        name = url if len(url) <= width else "…" + url[-(width - 1) :]
        echo(f"{name:<{width}}  {route:<14} {how}")


class _Declined(Exception):
    """The user answered no to the in-place question."""


def _readers_line(target: str, output_layouts: set[str]) -> str:
    """Which torch releases load the run's outputs as they are written."""
    from serde.releases.profile import releases_reading
    from serde.schema.versions import SchemaVersion

    layouts = {Layout(name) for name in output_layouts}
    if not layouts:
        return "no artifact was written"
    readers = releases_reading(SchemaVersion.parse(target), layouts)
    if not readers:
        return "outputs are program-only payloads: no torch release loads one alone"
    span = readers[0] if len(readers) == 1 else f"{readers[0]} … {readers[-1]}"
    return f"outputs load as they are in torch {span} ({', '.join(sorted({r.value for r in layouts}))})"


class _Shown:
    """The records the command prints after a run, kept as they complete (the run itself keeps only its
    totals): the plan's rows, the ``--json`` rows, the artifacts left as they are, the signed inputs and the
    problems; objects that are not artifacts are only counted."""

    def __init__(self, *, plan: bool, as_json: bool) -> None:
        self.plan, self.as_json = plan, as_json
        self.rows: list[tuple[str, str, str]] = []
        self.json_rows: list[Any] = []
        self.kept: list[Any] = []
        self.signed: list[Any] = []
        self.problems = 0
        self.left_alone = 0
        self.copied = 0
        self.copies_up_to_date = 0

    def add(self, record: Any) -> None:
        """Keep ``record`` where the output shows it."""
        not_artifact = record.error_type == "NotAnArtifact" or record.status == Status.COPIED
        if self.plan and not not_artifact:
            self.rows.append(_plan_row(record))
        if self.as_json and record.status != Status.SKIPPED:
            self.json_rows.append(record.to_dict())
        if record.left_as_is:
            self.kept.append(record)
        self.left_alone += record.status == Status.SKIPPED and record.reason == NOT_ARTIFACT
        self.copies_up_to_date += record.status == Status.SKIPPED and record.reason == UP_TO_DATE
        self.copied += record.status == Status.COPIED
        if record.signature is not None:
            self.signed.append(record)
        self.problems += record.status in (Status.FAILED, Status.REFUSED)


SHOWN = 15
"""How many artifacts left as they are, and how many failed or refused, a summary names (all under ``-v``)."""


def _print_summary(summary: dict[str, Any], shown: _Shown, output_layouts: set[str], orphans: list[str]) -> None:
    mode = "plan" if summary["dry_run"] else "migration"
    rate = summary["artifacts_per_second"]
    source = summary["target_from_torch"]
    echo(
        f"{mode} of {summary['path']} to schema {summary['target']}"
        + (f" (the installed torch {source}'s)" if source else "")
        + f": {summary['artifacts']} artifact{'' if summary['artifacts'] == 1 else 's'} in {summary['seconds']:.1f} s"
        + (f" ({rate:.3g} artifacts/s)" if rate else "")
    )
    echo(f"  {_readers_line(summary['target'], output_layouts)}")
    verb = "would migrate" if summary["dry_run"] else "migrated"
    left_alone = shown.left_alone
    stale = summary["replaced_stale"]
    replacing = f" ({stale} {'would replace' if summary['dry_run'] else 'replacing'} stale outputs)" if stale else ""
    left = f", left as they are {summary['left_as_is']}" if summary["left_as_is"] else ""
    written = "outputs built and verified when migrating" if summary["dry_run"] else f"{summary['bytes_out']} bytes out"
    echo(
        f"  {verb} {summary['migrated']}{replacing}, up to date {summary['up_to_date']}{left}, "
        f"failed {summary['failed']}, refused {summary['refused']}; {summary['bytes_in']} bytes in, {written}"
    )
    if summary["dry_run"]:
        echo(
            "  decided from the listing and the outputs' source records where they tell (up to date, left as they "
            "are); elsewhere from each artifact's chain of steps, run here"
        )
    kept = shown.kept
    for index, record in enumerate(kept):
        echo(f"  left     {record.url}: {record.reason}", detail=index >= SHOWN)
    if len(kept) > SHOWN and verbosity() < VERBOSE:
        echo(f"  … and {len(kept) - SHOWN} more left as they are (-v lists them all)")
    if shown.copied or shown.copies_up_to_date:
        verb = "would copy" if summary["dry_run"] else "copied"
        echo(
            f"  {verb} {shown.copied} other object{'' if shown.copied == 1 else 's'} (not artifacts) verbatim, "
            f"up to date {shown.copies_up_to_date} (--artifacts-only leaves them out)"
        )
    if left_alone:
        echo(f"  {left_alone} other object{'' if left_alone == 1 else 's'} (not artifacts) left alone")
    if orphans:
        named = ", ".join(orphans[:3]) + (f" and {len(orphans) - 3} more" if len(orphans) > 3 else "")
        echo(f"  {len(orphans)} output(s) whose source is gone, left as they are: {named}")
    if summary["stopped_early"]:
        echo("  stopped early: --max-failures reached")
    if summary["interrupted"]:
        echo(
            f"  interrupted by {summary['interrupted']}: {summary['objects']} object(s) done, the rest not started;"
            " a re-run finishes them"
        )
    signed = shown.signed
    if signed:
        renewed = sum(1 for r in signed if r.signature["signed"])
        echo(
            f"  {len(signed)} input(s) carried a model-signing signature, which does not cover the output; "
            f"{renewed} output(s) signed anew" + ("" if renewed else " (--signing-key KEY signs them)")
        )
    if shown.problems:  # each was printed to stderr as it happened
        echo(f"  {shown.problems} failed or refused: each is printed above, once, as it happened")


def _migration_flags(command: Callable[..., Any]) -> Callable[..., Any]:
    """The flags of ``migrate`` that spell a field of :class:`serde.jobs.options.MigrationOptions`, made from
    the field's declaration (:class:`serde.jobs.options.Flag`): its names and help, a flag for a ``bool``, an
    integer range for a minimum, a choice for choices."""
    for item, flag in reversed(flagged_fields()):
        kind: Any = None
        if flag.choices is not None:
            kind = click.Choice(flag.choices)
        elif flag.minimum is not None:
            kind = click.IntRange(min=flag.minimum)
        command = click.option(
            *flag.names,
            item.name,
            is_flag=isinstance(item.default, bool),
            type=kind,
            default=item.default,
            metavar=flag.metavar,
            show_default=flag.choices is not None,
            help=flag.help,
        )(command)
    return command


@main.command(
    "migrate",
    section="batch",
    short_help="Migrate every artifact of a tree or bucket, in place or into a mirror.",
    examples=(
        "pt2-serde migrate models/ --plan                          # what would happen",
        "pt2-serde migrate models/ --dest migrated/ --report run.jsonl",
        "pt2-serde migrate models/ --backup .orig                  # in place, keeping originals",
        "pt2-serde migrate s3://models/ --dest gs://models/ --src-storage-option profile=prod",
    ),
)
@click.argument("path")
@target_options(
    help="Target torch release (2.4.1, 2.6) or 'torch'. Default: the installed torch's schema (the newest "
    "known into --dest without torch; in place without torch, --to is required); artifacts newer than the default "
    "are left as they are and reported with the command that downgrades them.",
)
@encoding_option(
    default=None, help="Program encoding (default: each artifact's own); msgpack writes program-only payloads."
)
@click.option("--layout", type=click.Choice([item.value for item in Layout]), default=None, help="Output layout.")
@click.option("--decompose", is_flag=True, help=DECOMPOSE_HELP)
@click.option(
    "--processes",
    type=click.IntRange(min=1),
    default=None,
    metavar="N",
    help="Run on N worker processes instead of threads, so that a CPU-bound run uses every core (batches of "
    "artifacts per task; --import modules are imported in each).",
)
@click.option("--dask", "dask_address", default=None, help="Run on the Dask cluster at this scheduler address.")
@click.option(
    "--dask-timeout",
    type=click.FloatRange(min=0, min_open=True),
    default=DASK_CONNECT_SECONDS,
    show_default=True,
    metavar="SECONDS",
    help="With --dask: how long to wait for the scheduler before giving up (a cluster still starting may need more).",
)
@report_options(
    help="How to print the result: text, JSON (the summary and every record not skipped) or JSON lines (every "
    "record as it completes, then the summary).",
    lines=True,
)
@click.option("--yes", "-y", is_flag=True, help="Do not ask before rewriting in place without --backup.")
@click.option("--follow-symlinks", is_flag=True, help=FOLLOW_HELP)
@click.option(
    "--progress-every",
    type=click.FloatRange(min=0),
    default=30.0,
    show_default=True,
    metavar="SECONDS",
    help="Without a terminal (cron, CI, a pod's log): print a progress line to stderr this often (0: never). "
    "Failures are printed as they happen either way (with --format json or jsonl, only in the records).",
)
@_migration_flags
@provenance_options
@transfer_options
@click.pass_obj
def migrate_command(
    imports: tuple[str, ...] | None,
    /,
    path: str,
    processes: int | None,
    dask_address: str | None,
    dask_timeout: float,
    as_json: bool,
    as_jsonl: bool,
    yes: bool,
    progress_every: float,
    **given: Any,
) -> None:
    """Migrate every artifact under PATH (file, directory, glob or bucket prefix). --plan lists what each
    artifact would go through. In place without --backup, a terminal session is asked once first (--yes
    skips the question); without a terminal to ask on and answer from (standard error and input), the run stops
    before it starts unless --yes. Ctrl-C or SIGTERM starts nothing more, lets the artifacts in flight finish
    and prints the summary (a second one stops at once; a re-run finishes the rest). A declined question is exit
    status 1; Ctrl-C at the question stops at once."""
    from serde.cli.terminal import (
        GracefulStop,
        InterruptedQuestion,
        MigrationProgress,
        PlainProgress,
        confirm_in_place,
        in_place_question,
    )
    from serde.jobs.runner import run_migration

    dry_run = given["dry_run"]
    ask = not (yes or dry_run or given["dest"] or given["backup"])
    if ask and not (sys.stdin.isatty() and sys.stderr.isatty()):  # the question is read there, asked here
        echo(in_place_question(path), err=True)
        echo("There is no terminal to ask on and answer from: pass --yes to go on, or --backup / --dest.", err=True)
        sys.exit(EXIT_CANNOT_ANSWER)
    display: MigrationProgress | PlainProgress
    if sys.stderr.isatty() and not (as_json or as_jsonl):
        display = MigrationProgress(dry_run=dry_run)
    else:
        display = PlainProgress(progress_every, dry_run=dry_run, problems=not (as_json or as_jsonl))
    shown = _Shown(plan=dry_run and not (as_json or as_jsonl), as_json=as_json)
    stop = GracefulStop()

    def on_total(total: int) -> None:  # before anything starts in place; once the listing ends otherwise
        if ask and total and not confirm_in_place(path, total, stop):
            raise _Declined
        display.start(total)

    def progress(record: Any) -> None:
        if as_jsonl:
            echo(record.to_json())  # streamed as each artifact completes
            sys.stdout.flush()
        shown.add(record)
        display.advance(record)

    client = _executor(imports, processes, dask_address, dask_timeout)
    try:
        options = _options(given, executor=client, progress=progress, on_total=on_total, stop=stop)
        with stop.installed():
            result = run_migration(path, options)
    except _Declined:
        echo("nothing was changed", err=True)
        sys.exit(1)
    except InterruptedQuestion:
        echo(err=True)
        echo(f"{stop.reason}: nothing was changed", err=True)
        sys.exit(stop.exit_status)
    except (SerdeError, ValueError) as exc:
        raise Failure(exc) from None
    finally:
        display.stop()
        if dask_address and client is not None:
            client.close()
        elif client is not None:
            client.shutdown()
    _print_result(result, shown, as_json=as_json, as_jsonl=as_jsonl)
    summary = result.summary()
    if summary["internal_errors"]:
        sys.exit(EXIT_INTERNAL_ERROR)
    if result.interrupted:
        sys.exit(stop.exit_status)
    if not result.ok:
        sys.exit(EXIT_NO)
    if not options.allow_empty and summary["not_artifacts"] == summary["objects"]:
        echo(f"found no artifact among the {summary['objects']} object(s) under {path} (--allow-empty)", err=True)
        sys.exit(EXIT_NO)


def _executor(imports: tuple[str, ...] | None, processes: int | None, address: str | None, timeout: float) -> Any:
    """The executor ``--processes`` or ``--dask`` asks for (None: threads), with ``--import`` modules imported
    on its workers."""
    if address and processes:
        raise WrongUsage("--processes runs on this machine and --dask on a cluster: give one of them")
    if processes:
        from serde.jobs.executors import process_pool

        return process_pool(processes, tuple(imports or ()))
    if not address:
        return None
    client = _dask_client(address, timeout)
    if imports:
        from serde.jobs.dask_imports import ModulesImported

        client.register_plugin(ModulesImported(imports, os.getcwd()))
    return client


def _options(given: dict[str, Any], **callbacks: Any) -> MigrationOptions:
    """The run's options from the command's flags: its own (:func:`_migration_flags`), the shared ones (target,
    encoding, layout, reading and storage, provenance) and the command's ``callbacks`` (executor, progress)."""
    reading = given["reading"]
    to = given["to"]
    return MigrationOptions(
        **{item.name: given[item.name] for item, _ in flagged_fields()},
        to=None if to is None else resolve_target(to),
        format=given["fmt"],
        layout=given["layout"],
        decompose=given["decompose"],
        follow_symlinks=given["follow_symlinks"],
        manifest=given["manifest"],
        signing_key=given["signing_key"],
        storage_options=reading["storage_options"],
        trust_pickles=reading["trust_pickles"],
        max_uncompressed=reading["max_uncompressed"],
        dest_storage_options=given["dest_storage_options"],
        keep_records=False,
        **callbacks,
    )


def _print_result(result: Any, shown: _Shown, *, as_json: bool, as_jsonl: bool) -> None:
    """The run's summary as JSON, JSON lines' last line, or text (after the plan's lines for a plan)."""
    summary = result.summary()
    if as_jsonl:
        echo(json.dumps({"summary": summary}))
    elif as_json:
        emit_json({**summary, "orphans": result.orphans, "records": shown.json_rows})
    else:
        if summary["dry_run"]:
            _print_plan(shown.rows)
        _print_summary(summary, shown, result.tally.output_layouts, result.orphans)
