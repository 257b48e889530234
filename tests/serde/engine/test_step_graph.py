"""The upgrader graph checks itself on discovery, as Alembic checks its revision graph."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from click.testing import CliRunner

import serde
from serde.cli.commands import main
from serde.engine.registry import StepGraphError, check_graph, discover, step_module_name

V = serde.SchemaVersion


def test_the_shipped_graph_is_complete() -> None:
    steps = discover()
    versions = serde.known_versions()
    assert len(steps) == 2 * (len(versions) - 1)
    result = CliRunner().invoke(main, ["steps", "--check"])
    assert result.exit_code == 0 and f"{len(steps)} steps" in result.output
    listing = CliRunner().invoke(main, ["steps", "--format", "json"])
    assert listing.exit_code == 0 and '"direction": "down"' in listing.output


def test_the_listing_shows_each_steps_first_sentence_whole_or_shortened_never_cut() -> None:
    """Under each step, ``pt2-serde steps`` printed the first line of its docstring: half a sentence, cut
    where the source line ended (``... ordered ``input_specs``/``output_specs``,``). It now prints the first
    sentence, shortened at a word with an ellipsis when long and wrapped to the terminal, literals as `x`;
    ``--format json`` holds the sentence whole."""
    rows = json.loads(CliRunner().invoke(main, ["steps", "--format", "json"]).output)
    assert len(rows) == len(discover())
    for row in rows:
        summary = row["summary"]
        assert len(summary) > 20 and summary.endswith("."), row  # a whole sentence
        assert "``" not in summary and "\n" not in summary, row
    text = CliRunner(env={"COLUMNS": "80"}).invoke(main, ["steps"]).output
    summaries = [line for line in text.splitlines() if line.startswith(" " * 14)]
    assert summaries and all(len(line) <= 80 for line in summaries)
    first = rows[0]["summary"]
    shown = " ".join(line.strip() for line in text.split(rows[0]["step"], 1)[1].splitlines()[1:5])
    assert shown.startswith(first[:60]) and ("…" in shown or first in shown)


def test_module_names_follow_the_versions() -> None:
    assert step_module_name(V(1, 0), V(2, 0)) == "from_1_to_2"
    assert step_module_name(V(8, 20), V(8, 17)) == "from_8_17_to_8_20"
    assert step_module_name(V(2, 0), V(5, 1)) == "from_2_to_5_1"


def test_a_missing_downgrader_names_the_module_to_write() -> None:
    steps = tuple(s for s in discover() if not (s.source == V(8, 20) and s.target == V(8, 17)))
    with pytest.raises(StepGraphError) as info:
        check_graph(steps, serde.known_versions())
    assert info.value.problems == ["no downgrader 8.20 -> 8.17: add one to upgraders/from_8_17_to_8_20.py"]


def test_a_new_spec_without_steps_asks_for_the_scaffold() -> None:
    versions = (*serde.known_versions(), V(8, 21))
    with pytest.raises(StepGraphError) as info:
        check_graph(discover(), versions)
    assert info.value.problems[0] == (
        "no upgrader 8.20 -> 8.21: write upgraders/from_8_20_to_8_21.py (pt2-serde schema new-step 8.20 8.21)"
    )
    assert len(info.value.problems) == 2


def test_misplaced_and_skipping_steps_are_named() -> None:
    steps = list(discover())
    steps[0] = replace(steps[0], name="upgraders.from_8_14_to_8_15.signature_specs_constants_and_hints")
    skipping = replace(steps[1], source=V(1, 0), target=V(5, 1), name="upgraders.from_1_to_5_1.jump")
    with pytest.raises(StepGraphError) as info:
        check_graph((*steps, skipping), serde.known_versions())
    text = str(info.value)
    assert "belongs in upgraders/from_1_to_2.py" in text
    assert "registers 1.0->5.1, which is not between two consecutive schemas" in text
