"""The command line teaches itself: commands listed by task with whole summaries, examples in every help that
parse as the command line they show, named values instead of TEXT, -q/-v, one spelling for a program's
encoding (the old one still working, with a note), and shell completion."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import click
import pytest
from click.testing import CliRunner
from project_paths import DATA, ROOT

from serde.cli.app import SECTIONS
from serde.cli.commands import main

CORPUS = DATA / "corpus"
OLD = CORPUS / "2.1.2" / "mlp" / "model.pt2"


def _commands(group: click.Group, prefix: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], click.Command]]:
    ctx = click.Context(group)
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None
        yield (*prefix, name), command
        if isinstance(command, click.Group):
            yield from _commands(command, (*prefix, name))


EVERY_COMMAND = list(_commands(main))


def test_the_top_level_help_lists_every_command_under_a_task_with_its_whole_summary() -> None:
    text = CliRunner().invoke(main, ["--help"]).output
    headings = [f"{heading}:" for heading in SECTIONS.values()]
    positions = [text.index(heading) for heading in headings]
    assert positions == sorted(positions), "sections out of order"
    for path, command in EVERY_COMMAND:
        if len(path) == 1:
            assert f"\n  {path[0]} " in text, path
            assert command.short_help and not command.short_help.endswith("..."), path
            assert getattr(command, "section", None) in SECTIONS, path
    listing = text.split("Options:", 1)[1].split("Examples:", 1)[0]
    assert "..." not in listing


@pytest.mark.parametrize("path", [path for path, _ in EVERY_COMMAND], ids=" ".join)
def test_every_help_has_examples_that_parse_and_names_its_values(path: tuple[str, ...]) -> None:
    result = CliRunner().invoke(main, [*path, "--help"], terminal_width=120)
    assert result.exit_code == 0, result.output
    assert "Examples:" in result.output and "Exit status:" in result.output
    assert " TEXT" not in result.output, "a value without a name (URL, RELEASE, SIZE, KEY=VALUE ...)"
    examples = result.output.split("Examples:", 1)[1].split("Exit status:", 1)[0].strip().splitlines()
    assert examples
    for line in examples:
        words = shlex.split(line.split(" #", 1)[0])
        assert words[: 1 + len(path)] == ["pt2-serde", *path], line
        _parse(words[1:])


def _parse(arguments: list[str]) -> None:
    """Parse ``arguments`` as the command line would, down to the command, without running anything."""
    command: click.Command = main
    while isinstance(command, click.Group) and arguments and arguments[0] in command.commands:
        command, arguments = command.commands[arguments[0]], arguments[1:]
    with command.make_context(command.name or "pt2-serde", list(arguments)) as ctx:
        assert ctx.command is command


def test_quiet_prints_nothing_but_json_and_verbose_lists_everything(tmp_path: Path) -> None:
    runner = CliRunner()
    quiet = runner.invoke(main, ["-q", "upgrade", str(OLD), str(tmp_path / "a.pt2")])
    assert quiet.exit_code == 0 and quiet.output == ""
    assert (tmp_path / "a.pt2").is_file()
    asked = runner.invoke(main, ["-q", "inspect", str(OLD), "--format", "json"])
    assert asked.exit_code == 0 and '"schema_version": "1.0"' in asked.output
    tree = tmp_path / "tree"
    for index in range(17):  # more than a summary names
        (tree / f"m{index}").mkdir(parents=True)
        (tree / f"m{index}" / "model.pt2").write_bytes((CORPUS / "2.13.0" / "mlp" / "model.pt2").read_bytes())
    normal = runner.invoke(main, ["migrate", str(tree), "--to", "2.4.1", "--dest", str(tmp_path / "out")])
    verbose = runner.invoke(main, ["-v", "migrate", str(tree), "--to", "2.4.1", "--dest", str(tmp_path / "out")])
    refused = [line for line in normal.stderr.splitlines() if line.startswith("refused  ")]
    assert len(refused) == 17 and "17 failed or refused: each is printed above, once" in normal.stdout
    assert not any(line.startswith("  refused") for line in normal.stdout.splitlines())  # never twice
    lines = verbose.stderr.splitlines()
    assert sum(line.startswith("refused  ") for line in lines) == 17 and normal.exit_code == verbose.exit_code == 1
    both = runner.invoke(main, ["-q", "-v", "versions"])
    assert both.exit_code == 2 and "contradict" in both.output


MEANINGS = {
    "--to": "the torch release to convert for",
    "--schema": "the schema version to convert to instead",
    "--torch": "a release to judge against",
    "--encoding": "how a program is encoded",
    "--format": "the format of the report",
    "--out": "an optional single output",
    "--dest": "where a tree is mirrored",
}
"""The option names the docs' table (docs/cli.md) gives one meaning each."""


def test_each_meaning_has_one_option_name_in_every_command() -> None:
    """A program encoding is ``--encoding`` and a report's format ``--format`` wherever they occur (never a
    ``--json`` flag beside a ``--format``); the names of docs/cli.md's table are used for nothing else."""
    table = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    for name, meaning in MEANINGS.items():
        assert f"| `{name}" in table and meaning in table, name
    for path, command in EVERY_COMMAND:
        visible = {opt for param in command.params if not getattr(param, "hidden", False) for opt in param.opts}
        assert not visible & {"--json", "--jsonl", "--output", "--output-format"}, path
        by_name = {opt: param for param in command.params for opt in param.opts}
        if "--format" in by_name:
            choices = set(by_name["--format"].type.choices)  # type: ignore[attr-defined]
            assert "json" in choices and not choices & {"msgpack"}, path
            assert path == ("matrix",) or choices <= {"text", "json", "jsonl"}, path
        if "--encoding" in by_name:
            assert set(by_name["--encoding"].type.choices) == {"json", "msgpack"}, path  # type: ignore[attr-defined]


def test_old_spellings_still_work_with_a_note_and_a_program_encoding_under_format_is_pointed_away(
    tmp_path: Path,
) -> None:
    runner = CliRunner()
    old = runner.invoke(main, ["inspect", str(OLD), "--json"])
    assert old.exit_code == 0 and "note: --json is now spelled --format json" in old.output
    assert json.loads(old.output.split("\n", 1)[1])["schema_version"]
    new = runner.invoke(main, ["inspect", str(OLD), "--format", "json"])
    assert json.loads(new.output) == json.loads(old.output.split("\n", 1)[1])
    encoding = runner.invoke(main, ["upgrade", str(OLD), str(tmp_path / "p.msgpack"), "--format", "msgpack"])
    assert encoding.exit_code == 2 and "spelled --encoding msgpack" in encoding.output
    assert not (tmp_path / "p.msgpack").exists()
    written = runner.invoke(main, ["upgrade", str(OLD), str(tmp_path / "p.msgpack"), "--encoding", "msgpack"])
    assert written.exit_code == 0, written.output
    assert (tmp_path / "p.msgpack").read_bytes()[:1] != b"{"  # msgpack, not JSON


def test_shell_completion_is_what_the_docs_say() -> None:
    script = subprocess.run(
        [Path(sys.executable).parent / "pt2-serde"],
        env={**os.environ, "_PT2_SERDE_COMPLETE": "bash_source"},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "complete" in script and "_PT2_SERDE_COMPLETE" in script
    words = subprocess.run(
        [Path(sys.executable).parent / "pt2-serde"],
        env={**os.environ, "_PT2_SERDE_COMPLETE": "bash_complete", "COMP_WORDS": "pt2-serde mi", "COMP_CWORD": "1"},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "migrate" in words
    docs = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert "_PT2_SERDE_COMPLETE=bash_source pt2-serde" in docs


def test_quiet_and_verbose_are_taken_anywhere_on_the_line() -> None:
    cli = main
    model = str(DATA / "corpus" / "2.13.0" / "mlp" / "model.pt2")
    before = CliRunner().invoke(cli, ["-q", "check", model, "--torch", "2.13.0"])
    after = CliRunner().invoke(cli, ["check", model, "--torch", "2.13.0", "-q"])
    assert before.exit_code == after.exit_code == 0 and before.output == after.output
    loud = CliRunner().invoke(cli, ["check", model, "--torch", "2.13.0"])
    assert len(after.output) < len(loud.output)
    both = CliRunner().invoke(cli, ["check", "-q", model, "-v"])
    assert both.exit_code == 2 and "contradict" in both.output
