"""The ``pt2-serde`` group and what every command shares: exit statuses, the error classes that map to
them, terminal-safe printing and JSON output."""

from __future__ import annotations

import json
import warnings
from typing import Any

import click

from serde.errors import (
    InternalError,
    NotFoundError,
    OptionError,
    PermissionDeniedError,
    SerdeError,
    UnreachableError,
    UnwritableError,
    UsageError,
    printable,
    use_cli_spelling,
)
from serde.jobs.user_modules import import_modules

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


def echo(message: Any = None, **kwargs: Any) -> None:
    """``click.echo`` of text whose names and strings may come from artifacts or listings: control characters
    and bidirectional overrides are escaped (:func:`serde.errors.printable`); JSON documents pass unchanged,
    as ``json.dumps`` escapes them already."""
    click.echo(printable(message) if isinstance(message, str) else message, **kwargs)


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
"""Storage errors that leave a question unanswered or a job not started (the input is missing or cannot be
read, the destination cannot be written)."""


def Failure(error: Exception, *, question: bool = False) -> click.ClickException:  # noqa: N802 - used like a class
    """The ClickException to raise for ``error`` under :data:`EXIT_STATUS_HELP`: 3 for an InternalError; 2 for
    a UsageError (or another ValueError of an argument), for a missing or unreadable input, and for any
    failure of a ``question`` command (``diff``, ``inspect``, ``verify-manifest``), which then has no
    answer; else 1."""
    if isinstance(error, InternalError):
        return InternalFailure(str(error))
    if isinstance(error, (UsageError, OptionError)) or (
        isinstance(error, ValueError) and not isinstance(error, SerdeError)
    ):
        return WrongUsage(str(error))
    if question or isinstance(error, UNANSWERABLE):
        return CannotAnswer(str(error))
    return Problem(str(error))


def emit_json(data: Any) -> None:
    echo(json.dumps(data, indent=2))


def json_error(url: str, error: Exception) -> dict[str, Any]:
    """The JSON document a ``--json`` command prints instead of its answer when it has none."""
    return {"url": url, "error": type(error).__name__, "message": str(error)}


class Command(click.Command):
    """Every command's help ends with the one exit-status scheme (:data:`EXIT_STATUS_HELP`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("epilog", EXIT_STATUS_HELP)
        super().__init__(*args, **kwargs)


class Group(click.Group):
    """A group whose commands (and subgroups' commands) carry :data:`EXIT_STATUS_HELP`."""

    command_class = Command
    group_class = type


@click.group(cls=Group, context_settings={"help_option_names": ["-h", "--help"]})
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
        raise WrongUsage(str(exc)) from None
    ctx.obj = imports
