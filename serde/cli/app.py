"""The ``pt2-serde`` group and what every command shares: exit statuses, the error classes that map to
them, terminal-safe printing and JSON output."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import threading
import warnings
from collections.abc import Iterator
from types import FrameType
from typing import Any

import click

from serde.errors import (
    ContainerError,
    DecodeError,
    InternalError,
    NotFoundError,
    OptionError,
    PermissionDeniedError,
    SchemaError,
    SerdeError,
    UnreachableError,
    UnsafePickleError,
    UnsafeProgramError,
    UnwritableError,
    UsageError,
    printable,
    use_cli_spelling,
)
from serde.jobs.user_modules import import_modules

__all__ = [
    "CannotAnswer",
    "Command",
    "EXIT_CANNOT_ANSWER",
    "EXIT_INTERNAL_ERROR",
    "EXIT_NO",
    "EXIT_STATUS_HELP",
    "Failure",
    "is_artifact_fault",
    "Group",
    "InternalFailure",
    "METAVARS",
    "Problem",
    "SECTIONS",
    "SIGNAL_EXIT_BASE",
    "Terminated",
    "UNANSWERABLE",
    "WrongUsage",
    "echo",
    "emit_json",
    "format_examples",
    "json_error",
    "main",
    "verbosity",
]


EXIT_NO = 1
"""Exit status when the answer is no: the artifacts differ or are not loadable or valid, some artifacts failed
or were refused, or a tree held no artifact."""


EXIT_CANNOT_ANSWER = 2
"""Exit status of a wrong command line, and of a question that could not be answered (a missing file, a store
that cannot be read, a document that is not what the command reads)."""


EXIT_INTERNAL_ERROR = 3
"""Exit status when pt2-serde itself failed (an InternalError: a bug to report)."""


SIGNAL_EXIT_BASE = 128
"""Exit status of a command stopped by a signal is this plus the signal's number (130 SIGINT, 143 SIGTERM),
as shells report a process a signal ended."""


EXIT_STATUS_HELP = (
    "Exit status: 0 yes, the same, or all done; 1 no (different, not loadable, invalid, some failed or were "
    "refused, no artifact found, corrupt); 2 a wrong command line or a question that could not be answered "
    "(missing file, unreadable store, unwritable destination); 3 a pt2-serde bug; 130/143 interrupted by "
    "SIGINT/SIGTERM; 141 its output's reader went away (SIGPIPE, e.g. | head)."
)
"""The one exit-status scheme of every command (also in the README's table)."""


QUIET, NORMAL, VERBOSE = 0, 1, 2
"""Verbosity levels: ``-q`` prints only errors and what was asked for as JSON (the exit status answers),
``-v`` adds detail lines (every artifact of a run, not only the first ones)."""
_verbosity = NORMAL


def verbosity() -> int:
    """The level ``-q``/``-v`` set for this invocation."""
    return _verbosity


def echo(message: Any = None, *, detail: bool = False, one_line: bool = True, **kwargs: Any) -> None:
    """``click.echo`` of one line of text whose names and strings may come from artifacts or listings: control
    characters, bidirectional overrides, newlines and tabs are escaped (:func:`serde.errors.printable`), so
    that a string from an artifact can neither drive the terminal nor print a line that looks like another
    (a writer recorded as ``"2.13.0\\n+ ..."``). ``one_line=False`` keeps the newlines of a document whose
    parts were escaped where they were made (a rendered matrix). A JSON line passes unchanged: ``json.dumps``
    escapes all of these already. A ``detail`` line is printed under ``-v`` only; nothing but standard error
    is printed under ``-q``."""
    if not kwargs.get("err") and _verbosity < (VERBOSE if detail else NORMAL):
        return
    click.echo(printable(message, one_line=one_line) if isinstance(message, str) else message, **kwargs)


class Problem(click.ClickException):
    """A command's failure, its message printed with control characters escaped (exit status 1)."""

    def format_message(self) -> str:
        """The message as the terminal shows it."""
        return printable(self.message)


class InternalFailure(Problem):
    """A command failed on an InternalError (exit status :data:`EXIT_INTERNAL_ERROR`)."""

    exit_code = EXIT_INTERNAL_ERROR


class CannotAnswer(Problem):
    """A question that could not be answered (exit status :data:`EXIT_CANNOT_ANSWER`)."""

    exit_code = EXIT_CANNOT_ANSWER


class WrongUsage(click.UsageError):
    """A value the command line gave that pt2-serde cannot use (exit status 2, with the usage line)."""

    def format_message(self) -> str:
        """The message as the terminal shows it."""
        return printable(self.message)


UNANSWERABLE = (NotFoundError, UnreachableError, PermissionDeniedError, UnwritableError)
ARTIFACT_FAULTS = (ContainerError, DecodeError, SchemaError, UnsafePickleError, UnsafeProgramError)
"""What is wrong with an artifact itself (corrupt, truncated, invalid, unsafe): status 1 in every command, the
question commands included (their answer is then "no")."""
"""Storage errors that leave a question unanswered or a job not started (the input is missing or cannot be
read, the destination cannot be written)."""


def is_artifact_fault(error: Exception) -> bool:
    """Whether ``error`` says what is wrong with an artifact itself (status 1 in every command)."""
    return isinstance(error, ARTIFACT_FAULTS) and not isinstance(error, UNANSWERABLE)


def Failure(error: Exception, *, question: bool = False, artifacts: bool = True) -> click.ClickException:  # noqa: N802
    """The ClickException to raise for ``error`` under :data:`EXIT_STATUS_HELP`: 3 for an InternalError; 2 for
    a UsageError (or another ValueError of an argument), for a missing or unreadable input, and for any other
    failure of a ``question`` command (``diff``, ``inspect``, ``verify-manifest``), which then has no
    answer; 1 for what is wrong with an artifact itself (:data:`ARTIFACT_FAULTS`) in every command that reads
    artifacts (``artifacts=False`` for one that reads another document, ``verify-manifest``), and for the
    rest."""
    if isinstance(error, InternalError):
        return InternalFailure(str(error))
    if isinstance(error, (UsageError, OptionError)) or (
        isinstance(error, ValueError) and not isinstance(error, SerdeError)
    ):
        return WrongUsage(str(error))
    if artifacts and is_artifact_fault(error):
        return Problem(str(error))
    if question or isinstance(error, UNANSWERABLE):
        return CannotAnswer(str(error))
    return Problem(str(error))


def emit_json(data: Any) -> None:
    """Print ``data`` as indented JSON (also under ``-q``: it is what was asked for)."""
    click.echo(json.dumps(data, indent=2))


def json_error(url: str, error: Exception) -> dict[str, Any]:
    """The JSON document a command asked for ``--format json`` prints instead of its answer when it has none."""
    return {"url": url, "error": type(error).__name__, "message": str(error)}


SECTIONS = {
    "everyday": "Everyday",
    "batch": "Trees and buckets",
    "compatibility": "Compatibility",
    "schema": "Schema tools (for maintainers)",
}
"""The headings of ``pt2-serde --help``, in order, by the ``section`` each command names."""


METAVARS = {
    "--to": "RELEASE",
    "--schema": "SCHEMA",
    "--torch": "RELEASE",
    "--at": "SCHEMA",
    "--version": "SCHEMA",
    "--max-uncompressed": "SIZE",
    "--storage-option": "KEY=VALUE",
    "--src-storage-option": "KEY=VALUE",
    "--dest-storage-option": "KEY=VALUE",
    "--storage-options": "JSON",
    "--src-storage-options": "JSON",
    "--dest-storage-options": "JSON",
    "--manifest": "URL",
    "--dest": "URL",
    "--report": "URL",
    "--out": "URL",
    "--signing-key": "PEM",
    "--dask": "ADDRESS",
    "--workers": "N",
    "--max-failures": "N",
    "--group": "N",
    "--backup": "SUFFIX|PREFIX/",
    "--root": "CLASS",
}
"""The one name each kind of value has in every command's help (an option that names its own keeps it)."""


def _name_values(params: list[click.Parameter]) -> None:
    for param in params:
        if isinstance(param, click.Option) and not param.is_flag and param.metavar is None:
            if isinstance(param.type, click.Path):
                param.metavar = "DIR" if not param.type.file_okay else "FILE"
                continue
            name = next((METAVARS[opt] for opt in param.opts if opt in METAVARS), None)
            if name is not None:
                param.metavar = name


def format_examples(examples: tuple[str, ...], formatter: click.HelpFormatter) -> None:
    """An "Examples" section of a help page, each line as written (not re-wrapped)."""
    if examples:
        with formatter.section("Examples"):
            for line in examples:
                formatter.write(f"{'':>{formatter.current_indent}}{line}\n")


class Command(click.Command):
    """A command whose help shows its ``examples`` and ends with the one exit-status scheme
    (:data:`EXIT_STATUS_HELP`); ``section`` places it under a heading of :data:`SECTIONS`."""

    def __init__(self, *args: Any, section: str = "schema", examples: tuple[str, ...] = (), **kwargs: Any) -> None:
        if section not in SECTIONS:
            raise ValueError(f"unknown help section {section!r}")
        kwargs.setdefault("epilog", EXIT_STATUS_HELP)
        kwargs.setdefault("context_settings", {}).setdefault("show_default", True)
        super().__init__(*args, **kwargs)
        self.section = section
        self.examples = examples
        _name_values(self.params)

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The examples, as written (not re-wrapped), then the exit statuses."""
        format_examples(self.examples, formatter)
        super().format_epilog(ctx, formatter)


GLOBAL_FLAGS = frozenset({"-q", "--quiet", "-v", "--verbose"})
"""The outermost group's flags that may also follow the command."""


class Group(click.Group):
    """A group whose commands (and subgroups' commands) carry :data:`EXIT_STATUS_HELP` and examples, listed
    under the headings of :data:`SECTIONS`."""

    command_class = Command
    group_class = type

    def __init__(self, *args: Any, section: str = "schema", examples: tuple[str, ...] = (), **kwargs: Any) -> None:
        kwargs.setdefault("epilog", EXIT_STATUS_HELP)
        super().__init__(*args, **kwargs)
        self.section = section
        self.examples = examples

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The examples, as written (not re-wrapped), then the exit statuses."""
        format_examples(self.examples, formatter)
        super().format_epilog(ctx, formatter)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """``-q``/``-v`` are accepted anywhere on the line (``pt2-serde check -v X``), not only before the
        command: the outermost group takes them wherever they are, up to a ``--``. No command has options of
        those names."""
        if ctx.parent is None:
            end = args.index("--") if "--" in args else len(args)
            flags = [a for a in args[:end] if a in GLOBAL_FLAGS]
            args = flags + [a for a in args[:end] if a not in GLOBAL_FLAGS] + args[end:]
        return super().parse_args(ctx, args)

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command. A Ctrl-C or SIGTERM that it does not handle itself (any command but a running
        ``migrate``) unwinds it, so that what it was writing is removed, and ends it with status 130 or 143;
        output whose reader went away (``| head``) ends it with 141, as a process that SIGPIPE ends. These
        are the statuses :data:`EXIT_STATUS_HELP` promises, not click's 1, which would say "no", nor a death
        by SIGTERM that leaves a half-written scratch file beside the destination. Done once, by the
        outermost group (``pt2-serde``); its subgroups (``schema``, ``debug``) run within it."""
        if ctx.parent is not None:
            return super().invoke(ctx)
        with _sigterm_unwinds():
            try:
                return super().invoke(ctx)
            except (KeyboardInterrupt, Terminated) as stopped:
                number = signal.SIGTERM if isinstance(stopped, Terminated) else signal.SIGINT
                click.echo(f"\n{signal.Signals(number).name}: stopped", err=True)
                sys.exit(SIGNAL_EXIT_BASE + number)
            except BrokenPipeError:
                _discard_output()
                sys.exit(SIGNAL_EXIT_BASE + signal.SIGPIPE)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands under their section headings, each with its one-line summary."""
        listed: dict[str, list[tuple[str, str]]] = {key: [] for key in SECTIONS}
        width = formatter.width - 6 - max((len(name) for name in self.list_commands(ctx)), default=0)
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is None or command.hidden:
                continue
            section = getattr(command, "section", "schema")
            listed[section].append((name, command.get_short_help_str(limit=max(width, 45))))
        for key, heading in SECTIONS.items():
            if listed[key]:
                with formatter.section(heading):
                    formatter.write_dl(listed[key])


class Terminated(BaseException):  # noqa: N818 - named for what happened, like KeyboardInterrupt
    """SIGTERM came while a command ran (outside ``migrate``'s own handling): raised in the main thread, as
    Ctrl-C raises ``KeyboardInterrupt``, so that ``finally`` blocks remove what the command was writing."""


def _terminated(number: int, frame: FrameType | None) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a second SIGTERM, during the clean-up, ends it at once
    raise Terminated


@contextlib.contextmanager
def _sigterm_unwinds() -> Iterator[None]:
    """Turn SIGTERM into :class:`Terminated` while the block runs (in the main thread; elsewhere, as for an
    in-process caller's thread, signals are not this process's to take)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _terminated)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _discard_output() -> None:
    """Point standard output and error at the null device: once a reader has gone away, what is still
    buffered for it would otherwise fail again when the interpreter flushes it at exit (Python's documented
    way of handling ``BrokenPipeError``)."""
    null = os.open(os.devnull, os.O_WRONLY)
    for stream in (sys.stdout, sys.stderr):
        try:
            os.dup2(null, stream.fileno())
        except (OSError, ValueError):  # not a real file (an in-process caller's capture), or already closed
            continue
    os.close(null)


def _print_version(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    """``--version``: pt2-serde's version, and whether the compiled validator is in use
    (:mod:`serde.program.native`)."""
    if not value or ctx.resilient_parsing:
        return
    from importlib.metadata import version

    from serde.program.native import native_available

    validator = (
        "compiled (serde.program._native)"
        if native_available()
        else "Python only (the C extension is not built, or PT2_SERDE_NATIVE=off)"
    )
    click.echo(f"pt2-serde, version {version('pt2-serde')}\nschema validator: {validator}")
    ctx.exit()


@click.group(
    cls=Group,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 110},
    examples=(
        "pt2-serde inspect model.pt2                  # what is this file?",
        "pt2-serde check model.pt2 --torch 2.6        # will it load in torch 2.6?",
        "pt2-serde upgrade old.pt2 new.pt2            # for the installed torch",
        "pt2-serde migrate s3://models/ --dest s3://models-new/ --plan",
        "pt2-serde COMMAND --help                     # each command's options and examples",
    ),
)
@click.option(
    "--version",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=_print_version,
    help="Show the version, and whether validation runs compiled, and exit.",
)
@click.option("-q", "--quiet", is_flag=True, help="Print only errors and requested JSON; the exit status answers.")
@click.option("-v", "--verbose", is_flag=True, help="Print detail lines too (e.g. every artifact of a run).")
@click.option(
    "--import",
    "imports",
    multiple=True,
    metavar="MODULE",
    help="Import MODULE first (repeatable), e.g. one registering namedtuple types with torch's pytree; "
    "only MODULE is looked up in the working directory first (which never goes on sys.path). "
    "migrate --dask imports it on every worker too.",
)
@click.option(
    "--allow-pytree-type",
    "pytree_types",
    multiple=True,
    metavar="NAME",
    help="Accept treespecs naming the pytree type NAME (repeatable) although torch does not register it and no "
    "--import module did; torch will need it registered to load such a program.",
)
@click.option(
    "--allow-treespec-import",
    "treespec_modules",
    multiple=True,
    metavar="MODULE",
    help="Accept treespec contexts that make torch import MODULE at load (repeatable): an enum's module:Class, "
    "a defaultdict factory's module. Torch runs MODULE's code when it loads such a program: trust it first.",
)
@click.pass_context
def main(
    ctx: click.Context,
    quiet: bool,
    verbose: bool,
    imports: tuple[str, ...],
    pytree_types: tuple[str, ...],
    treespec_modules: tuple[str, ...],
) -> None:
    """Load, check, upgrade and migrate torch.export artifacts of every torch release.

    Shell completion: eval "$(_PT2_SERDE_COMPLETE=bash_source pt2-serde)" in ~/.bashrc (zsh_source and
    fish_source for zsh and fish)."""
    global _verbosity
    if quiet and verbose:
        raise WrongUsage("-q and -v contradict each other")
    _verbosity = QUIET if quiet else VERBOSE if verbose else NORMAL
    # torch warns on import when numpy is absent; pt2-serde never needs numpy, so the CLI keeps it quiet.
    warnings.filterwarnings("ignore", message="Failed to initialize NumPy", category=UserWarning)
    use_cli_spelling()
    ctx.call_on_close(lambda: use_cli_spelling(False))  # for callers that run commands in-process
    try:
        import_modules(imports)
    except ImportError as exc:
        raise WrongUsage(str(exc)) from None
    if pytree_types or treespec_modules:
        from serde.untrusted.treespecs import allow_treespec_names, allowed_treespec_names, set_allowed_treespec_names

        previous = allowed_treespec_names()
        ctx.call_on_close(lambda: set_allowed_treespec_names(previous))
        try:
            allow_treespec_names(types=pytree_types, modules=treespec_modules)
        except ValueError as exc:
            raise WrongUsage(f"--allow-pytree-type / --allow-treespec-import: {exc}") from None
    ctx.obj = imports
