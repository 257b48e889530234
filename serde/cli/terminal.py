"""What a long command shows and asks on a terminal: the progress line, the confirmation prompt, and
the handling of SIGINT/SIGTERM that turns them into a clean stop.

Only the CLI uses this module (imported when a command needs it: rich costs start-up time); the library
itself never prompts, draws or installs signal handlers.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from types import FrameType
from typing import Any

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TextColumn,
)
from rich.text import Text

from serde.cli.app import SIGNAL_EXIT_BASE, VERBOSE, echo, verbosity
from serde.errors import printable
from serde.jobs.records import Status

__all__ = [
    "EtaColumn",
    "GracefulStop",
    "InterruptedQuestion",
    "MigrationProgress",
    "MovingRate",
    "PlainProgress",
    "RunCounts",
    "RateColumn",
    "confirm_in_place",
    "in_place_question",
    "problem_line",
    "record_line",
]

#: Seconds of completions the rate and the ETA are computed from (a moving window, so a slow start or
#: a burst of skipped artifacts does not skew the estimate for the rest of a long run).
RATE_WINDOW_SECONDS = 30.0


class GracefulStop:
    """SIGINT and SIGTERM as a request to stop, for :func:`serde.migrate`'s ``stop``.

    The first signal asks the run to start nothing more and let what is in flight finish; the second
    ends the process at once with status 128 + the signal's number. That is as safe as a crash: nothing
    partial is ever visible under an artifact's name, and a re-run removes the scratch files and
    finishes the rest. Records written so far are in the report (object-store reports are rewritten
    at the stop, not after an immediate exit).
    """

    def __init__(self) -> None:
        self.reason: str | None = None
        self.signal_number: int | None = None
        self._previous: dict[int, Any] = {}
        self._asking = False

    def __call__(self) -> str | None:
        """The reason to stop (``"SIGINT"``, ``"SIGTERM"``), or None to go on."""
        return self.reason

    @property
    def exit_status(self) -> int:
        """The status a process stopped by this signal conventionally exits with."""
        return SIGNAL_EXIT_BASE + (self.signal_number or signal.SIGINT)

    def _handle(self, number: int, frame: FrameType | None) -> None:
        name = signal.Signals(number).name
        if self.reason is not None:
            click.echo(f"\n{name} again: stopping now; a re-run finishes the rest", err=True)
            os._exit(SIGNAL_EXIT_BASE + number)
        self.reason, self.signal_number = name, number
        if self._asking:
            raise InterruptedQuestion(name)
        click.echo(
            f"\n{name}: starting nothing more, finishing the artifacts in flight (send it again to stop now)",
            err=True,
        )

    @contextlib.contextmanager
    def asking(self) -> Iterator[None]:
        """While the block runs a question is open and nothing has started: a signal then stops at once,
        raising :class:`InterruptedQuestion` out of the prompt, instead of promising to finish work in flight
        while the prompt still waits for an answer."""
        self._asking = True
        try:
            yield
        finally:
            self._asking = False

    @contextlib.contextmanager
    def installed(self) -> Iterator[GracefulStop]:
        """Handle SIGINT and SIGTERM while the block runs (main thread only), then restore the handlers, unless a
        stop was asked for: the command then prints its summary and exits with :attr:`exit_status`, and a repeat
        of the signal meanwhile still ends it at once, as promised, rather than reaching click as an
        interruption of the summary."""
        if threading.current_thread() is not threading.main_thread():
            yield self
            return
        for number in (signal.SIGINT, signal.SIGTERM):
            self._previous[number] = signal.signal(number, self._handle)
        try:
            yield self
        finally:
            if self.reason is None:  # once a stop was asked for, a repeat stops at once until the process ends
                for previous_number, handler in self._previous.items():
                    signal.signal(previous_number, handler)


def in_place_question(path: str, objects: int | None = None) -> str:
    """What ``migrate`` asks before rewriting the artifacts under ``path`` in place with no backup."""
    among = f"among the {objects} object(s) " if objects is not None else ""
    return (
        f"migrate rewrites in place, without keeping the originals, the artifacts {among}under {path} that are "
        "not at the target yet (--backup .orig keeps them; --yes skips this question)."
    )


class InterruptedQuestion(BaseException):  # noqa: N818 - named for what happened, like KeyboardInterrupt
    """SIGINT or SIGTERM came while :func:`confirm_in_place` waited for an answer (nothing had started).
    A ``BaseException``, as ``KeyboardInterrupt`` is, so that no handler meant for errors takes it for one;
    and not a ``KeyboardInterrupt``, which the command line reports as work stopped part way."""


#: Longest the question waits for a key before Python may run a signal's handler. ``input()`` (and so
#: ``click.confirm``) blocks in a read that a signal arriving between the prompt and the read does not
#: interrupt: a SIGTERM sent as the prompt appears then went unheard until a key was pressed.
ANSWER_POLL_SECONDS = 0.1

#: Bytes of a typed line kept: an answer is a word, and a longer line is read to its end but not kept.
ANSWER_KEPT_BYTES = 64


def confirm_in_place(path: str, objects: int, stop: GracefulStop) -> bool:
    """Ask once on the terminal before ``objects`` objects under ``path`` are rewritten with no backup: y or yes
    goes on; n, no or an empty line is no, and so is the end of input (Ctrl-D); anything else asks again. A
    signal raises :class:`InterruptedQuestion` (``stop`` records which)."""
    echo(in_place_question(path, objects), err=True)  # escaped there: the path may be a listed key
    with stop.asking():
        while True:
            typed = _typed_line("Continue? [y/N]: ")
            if typed is None:
                click.echo(err=True)
                return False
            answer = typed.strip().lower()
            if answer in ("y", "yes"):
                return True
            if answer in ("", "n", "no"):
                return False
            click.echo("Error: invalid input", err=True)


def _typed_line(prompt: str) -> str | None:
    """The line typed on the terminal after ``prompt`` (the terminal's own line editing applies), or None at the
    end of input. Waits in slices of :data:`ANSWER_POLL_SECONDS`, so that a signal is handled at once."""
    click.echo(prompt, nl=False, err=True)
    descriptor = sys.stdin.fileno()
    kept = b""
    while True:
        while not select.select([descriptor], [], [], ANSWER_POLL_SECONDS)[0]:
            pass
        chunk = os.read(descriptor, 4096)
        if not chunk:  # end of input: Ctrl-D on an empty line
            return kept.decode(errors="replace") if kept else None
        kept = (kept + chunk)[:ANSWER_KEPT_BYTES]
        if chunk.endswith(b"\n"):
            return kept.decode(errors="replace")


#: No rate or ETA is shown before this many seconds and completions: the first objects are often
#: skipped ones that finish at once, and an estimate from them would be wild.
SETTLE_SECONDS = 5.0
SETTLE_COMPLETIONS = 10


class MovingRate:
    """Completions per second over the last ``window`` seconds, measured up to now (a stall lowers it)."""

    def __init__(self, window: float = RATE_WINDOW_SECONDS, clock: Callable[[], float] = time.monotonic) -> None:
        self.window = window
        self.clock = clock
        self.started: float | None = None
        """When the first completion came: the time before it (listing, start-up, the first compilation of a
        version's validator) says nothing of the pace that follows, so it is left out."""
        self.completed = 0
        self._times: deque[float] = deque()

    def add(self) -> None:
        """Record one completion now."""
        now = self.clock()
        if self.started is None:
            self.started = now
        self.completed += 1
        self._times.append(now)

    def per_second(self) -> float | None:
        """The rate, or None until ``SETTLE_SECONDS`` and ``SETTLE_COMPLETIONS`` are reached."""
        now = self.clock()
        while self._times and self._times[0] <= now - self.window:
            self._times.popleft()
        if self.started is None:
            return None
        span = min(self.window, now - self.started)
        if span < SETTLE_SECONDS or self.completed < SETTLE_COMPLETIONS:
            return None
        return len(self._times) / span

    def seconds_left(self, remaining: int) -> float | None:
        """How long ``remaining`` more completions take at the current rate (None if unknown)."""
        rate = self.per_second()
        return remaining / rate if rate else None


class RateColumn(ProgressColumn):
    """Objects per second over the moving window (``-- /s`` until it settles)."""

    def render(self, task: Task) -> Text:
        """The column's text for ``task``."""
        rate: MovingRate = task.fields["rate"]
        speed = rate.per_second()
        if speed is None:
            return Text("-- /s")
        return Text(f"{speed:.1f} /s" if speed < 100 else f"{speed:,.0f} /s")


class EtaColumn(ProgressColumn):
    """Time left at the moving-window rate (``ETA --:--`` until it settles)."""

    def render(self, task: Task) -> Text:
        """The column's text for ``task``."""
        rate: MovingRate = task.fields["rate"]
        left = None if task.total is None else rate.seconds_left(int(task.total - task.completed))
        if left is None:
            return Text("ETA --:--")
        minutes, seconds = divmod(round(left), 60)
        hours, minutes = divmod(minutes, 60)
        return Text(f"ETA {hours}:{minutes:02d}:{seconds:02d}" if hours else f"ETA {minutes}:{seconds:02d}")


class RunCounts:
    """What a run has finished so far, counted as the summary counts it: artifacts by outcome, and the other
    objects (not artifacts) apart."""

    def __init__(self) -> None:
        self.done = 0
        self.migrated = 0
        self.up_to_date = 0
        self.left = 0
        self.other = 0
        self.problems = 0

    def add(self, record: Any) -> None:
        """Count one finished object's record."""
        self.done += 1
        if (record.error_type == "NotAnArtifact" and record.status == Status.SKIPPED) or record.status == Status.COPIED:
            self.other += 1
        elif record.status == Status.MIGRATED:
            self.migrated += 1
        elif record.status == Status.SKIPPED and record.error_type is None:
            self.up_to_date += 1
        elif record.status == Status.SKIPPED:
            self.left += 1
        else:
            self.problems += 1

    def describe(self, dry_run: bool = False) -> str:
        """``3 migrated, 1 up to date, 0 failed/refused; 4 other objects``."""
        verb = "would migrate" if dry_run else "migrated"
        left = f", {self.left} left as they are" if self.left else ""
        return (
            f"{self.migrated} {verb}, {self.up_to_date} up to date{left}, {self.problems} failed/refused; "
            f"{self.other} other objects"
        )


def problem_line(record: Any) -> str:
    """What is printed as soon as an artifact fails or is refused: its status, URL and error, the error's further
    lines (a refusal's items, one per line) indented below, each escaped for the terminal as one line (URLs and
    errors come from listings and artifacts; this is printed past :func:`serde.cli.app.echo`)."""
    # errors name their source: the URL (a listed name, which may hold line breaks) is said once, escaped
    lines = (record.error or "").removeprefix(f"{record.url}: ").splitlines() or [""]
    first = printable(f"{record.status:<8} {record.url}: {record.error_type}: {lines[0]}", one_line=True)
    return "\n".join([first, *(printable(f"    {line.strip()}", one_line=True) for line in lines[1:])])


def record_line(record: Any) -> str:
    """The line ``-v`` prints for every object as it completes (failures print :func:`problem_line`)."""
    versions = f" {record.from_version} -> {record.to_version}" if record.from_version else ""
    why = f" ({record.reason})" if record.reason else ""
    where = f" -> {record.output}" if record.output and record.output != record.url else ""
    return printable(f"{record.status:<8} {record.url}{versions}{where}{why}", one_line=True)


def _line_for(record: Any, problems: bool) -> str | None:
    """What a display prints for ``record`` as it completes: a failure or refusal always (unless ``problems``
    is False), every other object under ``-v``."""
    if record.status in (Status.FAILED, Status.REFUSED):
        return problem_line(record) if problems else None
    return record_line(record) if verbosity() >= VERBOSE else None


class MigrationProgress:
    """A one-line progress display on stderr: objects done of the total, the artifacts among them by outcome
    and the other objects apart (the summary's counts), the rate and ETA over a moving window; failures are
    printed above the line as they happen.

    Drawn with rich; the rate and the ETA come from :class:`MovingRate` (the last
    ``RATE_WINDOW_SECONDS``, shown once settled). Shown only when stderr is a terminal.
    """

    def __init__(self, dry_run: bool = False) -> None:
        self.counts = RunCounts()
        self.dry_run = dry_run
        self.rate = MovingRate()
        self._progress: Any = None
        self._task: Any = None

    def start(self, total: int | None = None) -> None:
        """Show the display, for ``total`` objects when the number is known (a run into a destination starts
        before its listing ends, and hears the number later: then the bar gets its total)."""
        if self._progress is not None:
            self._progress.update(self._task, total=total)
            return
        self._progress = Progress(
            TextColumn("migrating"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("objects"),
            RateColumn(),
            EtaColumn(),
            TextColumn("{task.fields[counts]}"),
            console=Console(file=sys.stderr),
            transient=False,
        )
        self._progress.start()
        self.rate = MovingRate()
        self._task = self._progress.add_task(
            "migrating", total=total, counts=self.counts.describe(self.dry_run), rate=self.rate
        )

    def advance(self, record: Any) -> None:
        """Count one finished object; print a failure or refusal above the line at once."""
        self.counts.add(record)
        if self._progress is None:
            self.start()
        self.rate.add()
        line = _line_for(record, problems=True)
        if line is not None:
            self._progress.console.print(line, markup=False, highlight=False)
        self._progress.update(self._task, advance=1, counts=self.counts.describe(self.dry_run))

    def stop(self) -> None:
        """Draw the last state and leave the line on the terminal."""
        if self._progress is not None:
            self._progress.stop()
            self._progress = None


class PlainProgress:
    """Progress without a terminal (cron, CI, nohup, a pod's log): one plain line on stderr every ``every``
    seconds (none when 0), and a line for each failure or refusal as it happens (unless ``problems`` is
    False: machine-readable output carries them)."""

    def __init__(
        self,
        every: float,
        *,
        dry_run: bool = False,
        problems: bool = True,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.every = every
        self.problems = problems
        self.dry_run = dry_run
        self.counts = RunCounts()
        self.rate = MovingRate(clock=clock)
        self.clock = clock
        self.total: int | None = None
        self._started = False
        self._last = clock()

    def start(self, total: int | None = None) -> None:
        """Note the number of objects the run goes through once it is known (a run into a destination starts
        before its listing ends, and hears it later)."""
        self.total = total
        if not self._started:
            self._started = True
            self.rate = MovingRate(clock=self.clock)
            self._last = self.clock()

    def advance(self, record: Any) -> None:
        """Count one finished object; print a failure at once, and the progress line when one is due."""
        if not self._started:
            self.start()
        self.counts.add(record)
        self.rate.add()
        line = _line_for(record, self.problems)
        if line is not None:
            click.echo(line, err=True)
        now = self.clock()
        if self.every and now - self._last >= self.every:
            self._last = now
            click.echo(self.line(), err=True)

    def line(self) -> str:
        """``progress: 120/601 objects (20%), 40 migrated, …; 12.5 /s, ETA 0:45`` (``120 objects so far`` and no
        ETA while the listing goes on)."""
        share = f" ({self.counts.done / self.total:.0%})" if self.total else ""
        speed = self.rate.per_second()
        left = None if self.total is None else self.rate.seconds_left(self.total - self.counts.done)
        pace = f"{speed:.1f} /s" if speed is not None else "-- /s"
        eta = "ETA --:--" if left is None else f"ETA {int(left) // 60}:{int(left) % 60:02d}"
        outcomes = self.counts.describe(self.dry_run)
        done = (
            f"{self.counts.done} objects so far" if self.total is None else f"{self.counts.done}/{self.total} objects"
        )
        return f"progress: {done}{share}, {outcomes}; {pace}, {eta}"

    def stop(self) -> None:
        """Nothing to clear: the summary follows."""
