"""``pt2-serde migrate`` as it behaves on a real terminal (a pty driven by pexpect) and under signals:
the in-place question, the progress line, and SIGINT/SIGTERM stopping cleanly; and what a Ctrl-C or
SIGTERM does to any other command."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest
from artifact_trees import CORPUS
from processes import command_lines

from serde.cli.terminal import (
    SETTLE_COMPLETIONS,
    SETTLE_SECONDS,
    GracefulStop,
    InterruptedQuestion,
    MovingRate,
    confirm_in_place,
)

CLI = str(Path(sys.executable).with_name("pt2-serde"))


def _tree(tmp_path: Path, *versions: str) -> Path:
    """A directory of real artifacts (and the non-artifact files beside them) from the corpus."""
    root = tmp_path / "tree"
    for version in versions:
        shutil.copytree(CORPUS / version, root / version)
    return root


def _digests(root: Path) -> dict[str, str]:
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


def _spawn(*arguments: str, cwd: Path, tmpdir: Path | None = None) -> pexpect.spawn:
    return pexpect.spawn(
        CLI,
        list(arguments),
        cwd=str(cwd),
        encoding="utf-8",
        codec_errors="replace",
        timeout=180,
        dimensions=(40, 200),
        env={  # plain text to match against
            **os.environ,
            "COLUMNS": "200",
            "NO_COLOR": "1",
            **({"TMPDIR": str(tmpdir)} if tmpdir else {}),
        },
    )


def _finish(child: pexpect.spawn) -> tuple[str, int]:
    child.expect(pexpect.EOF)
    output = child.before
    child.close()
    assert child.exitstatus is not None, f"killed by signal {child.signalstatus}"
    return output, child.exitstatus


def test_in_place_without_backup_asks_and_no_changes_nothing(tmp_path: Path) -> None:
    root = _tree(tmp_path, "2.4.1")
    before = _digests(root)
    child = _spawn("migrate", str(root), cwd=tmp_path)
    child.expect(r"rewrites in place, without keeping the originals")
    child.expect(r"(\d+) object\(s\) under")
    assert int(child.match.group(1)) == len(before)
    child.expect(r"Continue\? \[y/N\]")
    child.sendline("n")
    output, status = _finish(child)
    assert status == 1
    assert "nothing was changed" in output
    assert _digests(root) == before


def test_answering_yes_migrates(tmp_path: Path) -> None:
    root = _tree(tmp_path, "2.4.1")
    child = _spawn("migrate", str(root), cwd=tmp_path)
    child.expect(r"Continue\? \[y/N\]")
    child.sendline("y")
    output, status = _finish(child)
    assert status == 0, output
    assert "migrated 8," in output


@pytest.mark.parametrize("extra", [["--yes"], ["--backup", ".orig"], ["--plan"], ["--dest", "OUT"]])
def test_no_question_when_told_or_when_nothing_is_lost(tmp_path: Path, extra: list[str]) -> None:
    root = _tree(tmp_path, "2.4.1")
    extra = [str(tmp_path / "out") if item == "OUT" else item for item in extra]
    child = _spawn("migrate", str(root), *extra, cwd=tmp_path)
    index = child.expect([r"Continue\?", pexpect.EOF])
    assert index == 1, "asked although " + " ".join(extra)
    child.close()
    assert child.exitstatus == 0, child.before


def _signalled(child: pexpect.spawn, name: str, torch_under: Path | None = None) -> str:
    """Send ``name`` (a Ctrl-C typed on the terminal, or SIGTERM as a process manager sends it), and return
    the output once the command has ended with status 128 + the signal's number. ``torch_under``: the scratch
    folder of the command's torch child, which is paused meanwhile (:func:`_torch_paused`), so that the command
    cannot finish its work before the signal reaches it."""
    with _torch_paused(torch_under) if torch_under is not None else contextlib.nullcontext():
        if name == "SIGINT":
            child.sendintr()
        else:
            child.kill(signal.SIGTERM)
        output, status = _finish(child)
    assert status == 128 + signal.Signals[name], output
    return output


@pytest.mark.parametrize("name", ["SIGINT", "SIGTERM"])
def test_a_signal_at_the_question_stops_at_once_and_changes_nothing(tmp_path: Path, name: str) -> None:
    """Nothing has started while the question waits: Ctrl-C (or SIGTERM) there ends the command with 130 (143)
    and says nothing was changed, instead of promising to finish work in flight while the prompt waits on."""
    root = _tree(tmp_path, "2.4.1")
    before = _digests(root)
    child = _spawn("migrate", str(root), cwd=tmp_path)
    child.expect(r"Continue\? \[y/N\]")
    output = _signalled(child, name)
    assert f"{name}: nothing was changed" in output
    assert "starting nothing more" not in output and "Aborted" not in output
    assert _digests(root) == before


PROMPT = b"Continue? [y/N]: "


@contextlib.contextmanager
def _question_on_a_pty(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[int, bytearray]]:
    """This process's standard input and error on a new pseudo-terminal, for :func:`confirm_in_place` to ask on
    in this thread: yields the terminal's other end (what a user types into, and reads the screen from) and the
    bytes read from the screen so far (see :func:`_screen_until`). SIGINT's and SIGTERM's handlers are put back."""
    primary, secondary = os.openpty()
    previous = {number: signal.getsignal(number) for number in (signal.SIGINT, signal.SIGTERM)}
    try:
        with open(secondary, encoding="utf-8") as keys, open(os.dup(secondary), "w") as screen:
            monkeypatch.setattr(sys, "stdin", keys)
            monkeypatch.setattr(sys, "stderr", screen)
            yield primary, bytearray()
    finally:
        os.close(primary)
        for number, handler in previous.items():
            signal.signal(number, handler)


def _screen_until(primary: int, seen: bytearray, text: bytes, count: int = 1) -> bool:
    """Read the screen into ``seen`` until ``text`` has appeared ``count`` times (False after 30 s)."""
    deadline = time.monotonic() + 30
    while seen.count(text) < count:
        if not select.select([primary], [], [], 0.1)[0]:
            if time.monotonic() > deadline:
                return False
            continue
        seen += os.read(primary, 4096)
    return True


def test_a_signal_that_another_thread_takes_still_ends_the_question(monkeypatch: pytest.MonkeyPatch) -> None:
    """A signal handled at the C level while the question's thread is not in Python (the kernel gave it to another
    thread, or it came between the prompt and the read, as SIGTERM did in a CI run that then hung for three minutes)
    does not interrupt that thread's wait. ``input()`` waited on until a key was pressed; the question sees it within
    its polling slice. On the old code the keys typed after 20 s end the wait, and the time shows it."""
    stop = GracefulStop()
    answered = threading.Event()
    asked: list[bool] = []

    with _question_on_a_pty(monkeypatch) as (primary, seen):

        def send() -> None:
            asked.append(_screen_until(primary, seen, PROMPT))
            time.sleep(0.2)  # the question's thread is in its wait by now
            signal.pthread_kill(threading.get_ident(), signal.SIGTERM)  # taken here, not by the waiting thread
            if not answered.wait(20):
                os.write(primary, b"y\n")

        sender = threading.Thread(target=send)
        sender.start()
        started = time.monotonic()
        try:
            with stop.installed(), pytest.raises(InterruptedQuestion):
                confirm_in_place("tree", 3, stop)
        finally:
            waited = time.monotonic() - started
            answered.set()
            sender.join()
    assert asked == [True] and stop.reason == "SIGTERM"
    assert waited < 10, f"the question went on for {waited:.1f} s after the signal"


def test_an_answer_that_is_not_one_asks_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """Anything but y, yes, n, no or an empty line is said to be no answer and asked again; a line longer than
    any answer is read to its end and is not one either."""
    with _question_on_a_pty(monkeypatch) as (primary, seen):
        os.write(primary, b"maybe\n" + b"y" * 3000 + b"\n" + b" YES \n")
        assert confirm_in_place("tree", 3, GracefulStop())
        assert _screen_until(primary, seen, PROMPT, 3)
    assert seen.count(b"Error: invalid input") == 2


def test_the_end_of_input_at_the_question_is_no(tmp_path: Path) -> None:
    root = _tree(tmp_path, "2.4.1")
    before = _digests(root)
    child = _spawn("migrate", str(root), cwd=tmp_path)
    child.expect(r"Continue\? \[y/N\]")
    child.sendeof()
    output, status = _finish(child)
    assert status == 1, output
    assert "nothing was changed" in output and "Aborted" not in output
    assert _digests(root) == before


def _sandboxes(scratch: Path) -> list[int]:
    """The process ids of the torch children (``serde/torch_bridge/sandbox.py``) whose private folders are
    under ``scratch``, the temporary folder of the command that started them."""
    prefix = str(scratch / "pt2-serde-sandbox-").encode()
    return [pid for pid, arguments in command_lines() if any(argument.startswith(prefix) for argument in arguments)]


def _sandbox_of(scratch: Path) -> int:
    """The one torch child under ``scratch``, once it has started (waiting for it)."""
    deadline = time.monotonic() + 120
    while not (found := _sandboxes(scratch)) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert len(found) == 1, f"torch children under {scratch}: {found}"
    return found[0]


@contextlib.contextmanager
def _torch_paused(scratch: Path) -> Iterator[None]:
    """The torch child under ``scratch`` paused (SIGSTOP) for the block, as when torch takes long over a large
    model: the corpus's small artifacts take it 30-90 ms each, so a run could otherwise end before a test
    has seen or done what it waits for."""
    sandbox = _sandbox_of(scratch)
    os.kill(sandbox, signal.SIGSTOP)
    try:
        yield
    finally:
        with contextlib.suppress(ProcessLookupError):  # its parent may have ended it meanwhile
            os.kill(sandbox, signal.SIGCONT)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["SIGINT", "SIGTERM"])
def test_a_signal_in_another_command_removes_what_it_wrote_and_exits_128_plus_its_number(
    tmp_path: Path, name: str
) -> None:
    """Ctrl-C or SIGTERM while ``upgrade --verify torch`` waits for torch, with the output written under its
    scratch name beside the destination: status 130 or 143 as the help says (not click's "Aborted!" and 1,
    which means "no", nor a death by SIGTERM), and no output file, whole, partial or scratch."""
    scratch, out = tmp_path / "tmp", tmp_path / "out"
    scratch.mkdir()
    out.mkdir()
    source = str(CORPUS / "2.4.1" / "mlp" / "model.pt2")
    child = _spawn("upgrade", source, str(out / "model.pt2"), "--verify", "torch", cwd=tmp_path, tmpdir=scratch)
    _sandbox_of(scratch)
    assert [path.name for path in out.iterdir()], "the output is written before torch checks it"
    output = _signalled(child, name, torch_under=scratch)
    assert f"{name}: stopped" in output and "Aborted" not in output
    assert not list(out.iterdir())


def test_no_question_without_a_terminal(tmp_path: Path) -> None:
    """Scripts (stdin not a terminal: cron, CI, nohup) never rewrite originals in place unasked: the run stops
    before it starts, with the question's text and exit status 2, unless --yes."""
    root = _tree(tmp_path, "2.4.1")
    before = _digests(root)
    done = subprocess.run(
        [CLI, "migrate", str(root)], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 2, done.stderr
    assert "Continue" not in done.stderr and "without keeping the originals" in done.stderr
    assert _digests(root) == before
    done = subprocess.run(
        [CLI, "migrate", str(root), "--yes"], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert "migrated 8," in done.stdout


def test_no_question_where_it_cannot_be_seen(tmp_path: Path) -> None:
    """At a terminal, but with standard error sent to a file (where the question goes), the run does not wait
    silently for an answer to a question nobody sees: it stops before it starts, with status 2, as a script does."""
    root = _tree(tmp_path, "2.4.1")
    before = _digests(root)
    log = tmp_path / "log"
    child = pexpect.spawn(
        "/bin/sh", ["-c", 'exec "$0" migrate "$1" 2>"$2"', CLI, str(root), str(log)], cwd=str(tmp_path), timeout=180
    )
    child.expect(pexpect.EOF)
    child.close()
    written = log.read_text()
    assert child.exitstatus == 2, written
    assert "no terminal to ask on and answer from" in written and "Continue" not in written
    assert _digests(root) == before


@pytest.mark.slow
def test_progress_line_shows_count_rate_eta_and_failures(tmp_path: Path) -> None:
    """The line counts objects, shows the rate and ETA once they settle and prints failures above itself.
    The tree is the whole corpus, each artifact loaded and run by torch (``--verify torch``). Once
    ``SETTLE_COMPLETIONS`` objects are done, the torch child is paused (SIGSTOP), so that the run surely
    outlasts ``SETTLE_SECONDS`` with artifacts left, however fast the machine (the corpus's small artifacts
    take torch 30-90 ms each: unpaused, the run could end before the rate settles). Once a settled rate has
    shown, the run is stopped with Ctrl-C (what that prints is tested below)."""
    releases = sorted(path.name for path in CORPUS.iterdir() if path.is_dir())
    root = _tree(tmp_path, *releases)
    (root / releases[0] / "broken.pt2").write_bytes(b"PK\x03\x04 truncated")
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    out = str(tmp_path / "out")
    child = _spawn(
        "migrate", str(root), "--dest", out, "--workers", "1", "--verify", "torch", cwd=tmp_path, tmpdir=scratch
    )
    # pexpect matches with re.DOTALL: a ".*" here would run to the last progress line already read, past the
    # failure line printed above it, whenever the test reads late (under load); "[^\r\n]*" keeps to one line.
    child.expect(
        r"migrating [^\r\n]* (\d+)/(\d+) objects +(-- /s|[\d.,]+ /s) +ETA (--:--|[\d:]+) +(\d+) migrated, (\d+) up to "
        r"date, (\d+) failed/refused; (\d+) other objects"
    )
    total = int(child.match.group(2))
    assert total == len(_digests(root))
    child.expect(r"failed +\S+broken\.pt2: ContainerError")  # printed as it happens, above the line
    completed = 0
    while completed < SETTLE_COMPLETIONS:
        child.expect(r" (\d+)/\d+ objects")
        completed = int(child.match.group(1))
    with _torch_paused(scratch):
        child.expect(r" (\d+)/\d+ objects +([\d.,]+) /s +ETA \d+:\d\d", timeout=SETTLE_SECONDS + 120)
        assert int(child.match.group(1)) < total, "the run ended although torch was paused"
        assert float(child.match.group(2).replace(",", "")) > 0
        child.sendintr()
        child.expect("SIGINT: starting nothing more")
    output, status = _finish(child)
    assert status == 130, output
    assert "interrupted by SIGINT" in output and "1 failed/refused" in output


@pytest.mark.slow
def test_progress_without_a_terminal_prints_plain_lines_and_failures(tmp_path: Path) -> None:
    """Cron, CI, a pod's log: a plain progress line every --progress-every seconds on stderr, failures at once."""
    root = _tree(tmp_path, "2.4.1", "2.3.1")
    (root / "broken.pt2").write_bytes(b"PK\x03\x04 truncated")
    done = subprocess.run(
        [CLI, "migrate", str(root), "--dest", str(tmp_path / "out"), "--progress-every", "0.01"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    total = len(_digests(root))
    progress = [line for line in lines if line.startswith("progress: ")]
    assert all(f"/{total} objects" in line for line in progress)
    assert len(progress) >= 3 and "other objects" in progress[-1], done.stderr
    assert any(line.startswith("failed   ") and "broken.pt2: ContainerError" in line for line in lines)
    assert "\x1b" not in done.stderr  # plain text: no terminal codes in a log
    quiet = subprocess.run(
        [CLI, "migrate", str(root), "--dest", str(tmp_path / "out2"), "--progress-every", "0"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert not [line for line in quiet.stderr.splitlines() if line.startswith("progress:")]


def test_a_failure_above_the_progress_line_shows_a_hostile_name_escaped(tmp_path: Path) -> None:
    """On a terminal the failure line goes through the progress display, not ``echo``: a file name that
    would set the title and print a forged second line reaches the terminal escaped, as one line."""
    root = tmp_path / "tree"
    root.mkdir()
    shutil.copy(CORPUS / "2.4.1" / "mlp" / "model.pt2", root / "ok.pt2")
    (root / "bad\x1b]0;PWNED\x07\nfailed   forged.pt2").write_bytes(b"PK\x03\x04 truncated")
    child = _spawn("migrate", str(root), "--dest", str(tmp_path / "out"), cwd=tmp_path)
    child.expect(r"failed +\S+bad\\x1b\]0;PWNED\\x07\\nfailed   forged\.pt2: \w+Error")
    seen = child.before + child.after
    output, status = _finish(child)
    assert status == 1, output
    everything = seen + output
    assert "\x1b]" not in everything and "\x07" not in everything


def test_jsonl_streams_records_as_they_complete(tmp_path: Path) -> None:
    root = _tree(tmp_path, "2.1.2", "2.4.1", "2.5.1", "2.8.0")
    process = subprocess.Popen(
        [CLI, "migrate", str(root), "--dest", str(tmp_path / "out"), "--format", "jsonl", "--workers", "1"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    first = json.loads(process.stdout.readline())
    running = process.poll() is None  # the first record arrived while the run was still going
    rest = process.stdout.read().splitlines()
    process.wait(timeout=300)
    assert running and "url" in first and json.loads(rest[-1])["summary"]["objects"] == len(rest)


def _wait_until_started(child: pexpect.spawn) -> None:
    child.expect(r"Continue\? \[y/N\]")
    child.sendline("y")
    child.expect(r" (\d+)/\d+ ")
    while int(child.match.group(1)) == 0:
        child.expect(r" (\d+)/\d+ ")


def _records(report: Path) -> list[dict[str, object]]:
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    return [line for line in lines if "format" not in line]  # the run headers


def _not_yet_migrated(root: Path, before: dict[str, str], records: list[dict[str, object]]) -> list[str]:
    done = {str(Path(str(r["url"])).relative_to(root)) for r in records}
    left = [name for name in before if name not in done]
    assert left, "the run finished before it was interrupted; the test needs a longer run"
    return left


@pytest.mark.slow
def test_ctrl_c_finishes_in_flight_work_flushes_records_and_prints_the_summary(tmp_path: Path) -> None:
    """The torch child is paused (SIGSTOP) while the Ctrl-C is typed, so that the run cannot end before it
    whatever the machine's speed; it goes on once the command has said it starts nothing more."""
    root = _tree(tmp_path, "2.4.1", "2.5.1", "2.3.1")
    before = _digests(root)
    report = tmp_path / "report.jsonl"
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    child = _spawn(
        "migrate", str(root), "--workers", "1", "--verify", "torch", "--report", str(report), cwd=tmp_path,
        tmpdir=scratch,
    )  # fmt: skip
    _wait_until_started(child)
    with _torch_paused(scratch):
        child.sendintr()
        child.expect("SIGINT: starting nothing more")
    output, status = _finish(child)
    assert status == 130
    assert "interrupted by SIGINT" in output
    records = _records(report)
    assert f"{len(records)} object(s) done" in output
    after = _digests(root)
    for name in _not_yet_migrated(root, before, records):
        assert after[name] == before[name], f"{name} was changed although it was never reported"
    assert not [p for p in root.rglob("*") if p.name.startswith(".pt2-serde")], "a scratch file was left"
    rerun = subprocess.run(
        [CLI, "migrate", str(root), "--report", str(tmp_path / "second.jsonl"), "--yes"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert rerun.returncode == 0, rerun.stdout + rerun.stderr
    statuses = {r["url"]: r["status"] for r in _records(tmp_path / "second.jsonl")}
    migrated_first = {r["url"] for r in records if r["status"] == "migrated"}
    assert all(statuses[url] == "skipped" for url in migrated_first)


@pytest.mark.slow
def test_second_ctrl_c_stops_at_once_and_a_rerun_finishes(tmp_path: Path) -> None:
    """The torch child is paused once it has started, so that an artifact is surely in flight at both Ctrl-Cs."""
    root = _tree(tmp_path, "2.4.1", "2.5.1")
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    child = _spawn("migrate", str(root), "--workers", "1", "--verify", "torch", cwd=tmp_path, tmpdir=scratch)
    _wait_until_started(child)
    with _torch_paused(scratch):
        child.sendintr()
        child.expect("SIGINT: starting nothing more")
        child.sendintr()
        output, status = _finish(child)
    assert status == 130
    assert "SIGINT again: stopping now" in output
    deadline = time.monotonic() + 30  # the torch child notices its parent is gone, cleans up and ends
    while list(scratch.glob("pt2-serde-sandbox-*")) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not list(scratch.glob("pt2-serde-sandbox-*")), "the sandbox's folder, with a program in it, was left"
    rerun = subprocess.run(
        [CLI, "migrate", str(root), "--format", "json", "--yes"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert rerun.returncode == 0, rerun.stdout + rerun.stderr
    assert json.loads(rerun.stdout)["failed"] == 0
    assert not [p for p in root.rglob("*") if p.name.startswith(".pt2-serde")], "a scratch file was left"


@pytest.mark.slow
def test_sigterm_stops_cleanly_with_the_json_summary(tmp_path: Path) -> None:
    root = _tree(tmp_path, "2.4.1", "2.5.1", "2.3.1")
    report = tmp_path / "report.jsonl"
    process = subprocess.Popen(
        [
            CLI,
            "migrate",
            str(root),
            "--workers",
            "1",
            "--verify",
            "torch",
            "--report",
            str(report),
            "--format",
            "json",
            "--yes",
        ],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 180
    while not (report.exists() and report.read_text().count("\n") >= 2):
        assert process.poll() is None and time.monotonic() < deadline, process.communicate()
        time.sleep(0.05)
    process.send_signal(signal.SIGTERM)
    stdout, stderr = process.communicate(timeout=180)
    assert process.returncode == 143, stderr
    summary = json.loads(stdout)
    assert summary["interrupted"] == "SIGTERM"
    assert summary["objects"] == len(_records(report)) < len(_digests(root))


def test_moving_rate_settles_then_follows_the_last_window() -> None:
    now = [0.0]
    rate = MovingRate(window=10.0, clock=lambda: now[0])
    for _ in range(50):  # a burst of instant completions (skipped artifacts) at the start
        rate.add()
    assert rate.per_second() is None  # too early to say
    now[0] = SETTLE_SECONDS
    assert rate.per_second() == 50 / SETTLE_SECONDS
    now[0] = 20.0  # the burst leaves the window; then one completion a second
    for _ in range(10):
        now[0] += 1.0
        rate.add()
    assert rate.per_second() == pytest.approx(1.0)
    assert rate.seconds_left(30) == pytest.approx(30.0)
    now[0] += 10.0  # a stall lowers the rate instead of freezing it
    assert rate.per_second() == 0.0
    assert rate.seconds_left(5) is None
    fresh = MovingRate(window=10.0, clock=lambda: now[0])
    now[0] += 5.0
    for _ in range(SETTLE_COMPLETIONS - 1):
        fresh.add()
    assert fresh.per_second() is None
