"""One exit-status scheme for every command, as a CI gate reads it: 0 yes / the same / all done; 1 no (differs,
not loadable, invalid, corrupt, some failed or refused, no artifact found); 2 a wrong command line or a question
that could not be answered (missing file, unreadable store, unwritable destination, a storage option the
backend does not take); 3 a pt2-serde bug; 141 its output's reader went away. Driven from one table over every
command, run as a user runs them: a real process, no terminal on standard input."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from project_paths import DATA

CORPUS = DATA / "corpus"
GOOD = CORPUS / "2.13.0" / "mlp" / "model.pt2"
OTHER = CORPUS / "2.13.0" / "cond" / "model.pt2"
OLD = CORPUS / "2.4.1" / "mlp" / "model.pt2"


@pytest.fixture(scope="module")
def places(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    root = tmp_path_factory.mktemp("exit")
    (root / "no-artifacts").mkdir()
    (root / "no-artifacts" / "notes.txt").write_text("not a model")
    (root / "bad.pt2").write_bytes(b"PK\x03\x04 broken")
    (root / "manifest.json").write_text(json.dumps({"format": "pt2-serde-manifest/1", "artifacts": []}))
    (root / "one").mkdir()
    shutil.copy(OLD, root / "one" / "model.pt2")
    damaged = bytearray(GOOD.read_bytes())
    with zipfile.ZipFile(GOOD) as archive:
        info = archive.getinfo("model/data/weights/weight_0")
    damaged[info.header_offset + 30 + len(info.filename) + len(info.extra) + 7] ^= 0x01  # one byte of tensor data
    (root / "corrupt.pt2").write_bytes(bytes(damaged))
    (root / "a-file").write_text("a file where a folder should be")
    (root / "hollow").mkdir()
    return {
        "good": str(GOOD),
        "other": str(OTHER),
        "old": str(OLD),
        "missing": str(root / "missing.pt2"),
        "bad": str(root / "bad.pt2"),
        "empty": str(root / "no-artifacts"),
        "notes": str(root / "no-artifacts" / "notes.txt"),
        "manifest": str(root / "manifest.json"),
        "one": str(root / "one"),
        "out": str(root / "out"),
        "corrupt": str(root / "corrupt.pt2"),
        "blocked": str(root / "a-file" / "out"),
        "hollow": str(root / "hollow"),
    }


TABLE = [
    # (command line with {placeholders}, exit status)
    ("inspect {good}", 0),
    ("inspect {missing}", 2),
    ("inspect {bad}", 1),  # a truncated artifact is "no" in every command, as for check and upgrade
    ("validate {good}", 0),
    ("validate {bad}", 1),
    ("validate {missing}", 2),
    ("validate {corrupt}", 1),
    ("validate {corrupt} --quick", 0),  # blob bytes not read, as asked (and said)
    ("inspect {corrupt}", 1),
    ("check {corrupt} --torch 2.13.0", 1),
    ("check {good} --torch 2.13.0", 0),
    ("check {hollow} --torch 2.13.0", 1),  # an empty folder: no artifact there
    ("check {missing} --torch 2.13.0", 2),  # a missing path: no answer
    ("migrate {hollow} --plan", 1),
    ("migrate {missing} --plan", 2),
    ("migrate {hollow} --plan --allow-empty", 0),
    ("check {good} --torch 2.1.2", 1),
    ("check {empty} --torch 2.13.0", 1),
    ("check {missing}", 2),
    ("check {notes}", 1),  # a file named alone must be an artifact
    ("check {good} --torch banana", 2),
    ("diff {good} {good}", 0),
    ("diff {good} {other}", 1),
    ("diff {good} {missing}", 2),
    ("verify-manifest {manifest}", 1),
    ("verify-manifest {missing}", 2),
    ("upgrade {old} {out}/u.pt2", 0),
    ("upgrade {missing} {out}/m.pt2", 2),
    ("upgrade {old} {out}/b.pt2 --to banana", 2),
    ("upgrade {old} {out}/c.pt2 --to 8.21", 2),
    ("upgrade {old} {out}/s.pt2 --schema 8.21", 2),
    ("upgrade {old} {out}/t.pt2 --to 8.20", 2),  # a schema number is not a release: --schema 8.20
    ("upgrade {old} {out}/v.pt2 --schema 8.20", 0),
    ("upgrade {old} {out}/w.pt2 --schema 8.20 --to 2.13", 2),
    ("downgrade {good} {out}/d.pt2 --to 2.6.0 --lossy", 0),
    ("downgrade {good} {out}/g.pt2 --to 2.4.1", 1),  # refused: what 2.4 cannot express is not dropped silently
    ("downgrade {old} {out}/e.pt2 --to 2.13.0", 2),
    ("downgrade {good} {out}/f.pt2", 2),
    ("migrate {one} --dest {out}/mirror", 0),
    ("migrate {empty} --dest {out}/none", 1),
    ("migrate {missing} --dest {out}/missing", 2),
    ("migrate {one} --plan --workers -3", 2),
    ("migrate {one} --plan --max-failures 0", 2),
    ("migrate {one} --to banana --plan", 2),
    ("migrate {one}", 2),  # in place, no --backup, no terminal to ask on: stops before it starts
    ("migrate {one} --dest {blocked}", 2),  # an unwritable destination, found before any work
    ("migrate {one} -n", 0),
    ("migrate {one} --dry-run", 0),
    ("matrix {good} --torch 2.13.0", 0),
    ("matrix {missing}", 2),
    ("matrix {empty}", 1),  # the tree held no artifact: the empty report is printed, and the status says no
    ("matrix {notes}", 1),
    ("versions", 0),
    ("steps --check", 0),
    ("no-such-command", 2),
]


@pytest.mark.parametrize(("line", "status"), TABLE, ids=[line for line, _ in TABLE])
def test_every_command_follows_the_one_exit_status_scheme(places: dict[str, str], line: str, status: int) -> None:
    args = line.format(**places).split()
    done = subprocess.run(
        [sys.executable, "-m", "serde", *args], capture_output=True, text=True, stdin=subprocess.DEVNULL
    )
    assert done.returncode == status, (line, done.stdout[-400:], done.stderr[-800:])
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("line", ["inspect {good}", "check {old} --torch 2.4.1", "migrate {one} --plan"])
def test_output_whose_reader_went_away_is_141_not_a_no(places: dict[str, str], line: str) -> None:
    """``pt2-serde ... | head`` once head has exited: the first write finds no reader. The status is that of a
    process SIGPIPE ends, 141, not the 1 of a "no", and nothing is printed about it."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "serde", *line.format(**places).split()],
            stdout=write_end,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
        )
    finally:
        os.close(write_end)
    assert done.returncode == 141, (line, done.stderr[-800:])
    assert not done.stderr, (line, done.stderr[-800:])


def test_every_help_states_the_scheme() -> None:
    from click.testing import CliRunner

    from serde.cli.commands import EXIT_STATUS_HELP, main

    commands = [name for name in main.list_commands(None) if name not in ("schema", "debug")]  # type: ignore[arg-type]
    for name in commands:
        text = CliRunner().invoke(main, [name, "--help"], terminal_width=400).output
        assert "Exit status: 0 yes" in text, name
    assert "2 a wrong command line" in EXIT_STATUS_HELP


def test_json_answers_are_json_even_without_an_answer(places: dict[str, str]) -> None:
    for command in (
        ["inspect", places["missing"], "--format", "json"],
        ["check", places["missing"], "--format", "json"],
    ):
        done = subprocess.run([sys.executable, "-m", "serde", *command], capture_output=True, text=True)
        document = json.loads(done.stdout)
        assert done.returncode == 2 and document["error"] == "NotFoundError", document


def test_the_in_place_question_without_a_terminal_stops_before_anything_is_read(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    tree.mkdir()
    shutil.copy(OLD, tree / "model.pt2")
    before = (tree / "model.pt2").read_bytes()
    done = subprocess.run(
        [sys.executable, "-m", "serde", "migrate", str(tree)], capture_output=True, text=True, stdin=subprocess.DEVNULL
    )
    assert done.returncode == 2 and "without keeping the originals" in done.stderr and "--yes" in done.stderr
    assert (tree / "model.pt2").read_bytes() == before
    done = subprocess.run(
        [sys.executable, "-m", "serde", "migrate", str(tree), "--yes"], capture_output=True, text=True
    )
    assert done.returncode == 0 and (tree / "model.pt2").read_bytes() != before


def test_upgrade_into_a_folder_writes_the_source_name_there(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    for destination in (str(out), str(tmp_path / "new") + "/"):
        done = subprocess.run(
            [sys.executable, "-m", "serde", "upgrade", str(OLD), destination], capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
    assert (out / "model.pt2").is_file() and (tmp_path / "new" / "model.pt2").is_file()


def test_check_over_a_folder_closes_with_a_count(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "serde", "check", str(CORPUS / "2.4.1"), "--torch", "2.13.0"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0 and done.stdout.strip().endswith("8/8 loadable in every release checked")


def test_a_two_part_number_beyond_torch_2_is_named_a_schema() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "serde", "upgrade", str(OLD), "x.pt2", "--to", "8.21"], capture_output=True, text=True
    )
    assert "schema version 8.21" in done.stderr and "torch 8.21" not in done.stderr
