"""A migration's options are parsed once where they enter (:mod:`serde.jobs.options`): ``serde.migrate``'s
keyword arguments are typed and validated into one frozen object, the command line's flags are made from the
same declaration, and every location a run names is opened once."""

from __future__ import annotations

import dataclasses
import shutil
import typing
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from corpus_index import CORPUS

import backends.store
import serde
from serde.cli.commands import main
from serde.jobs.options import MigrateKeywords, MigrationOptions, flagged_fields, options_from_keywords
from serde.schema.versions import SchemaVersion

ARTIFACT = CORPUS / "2.4.1" / "mlp" / "model.pt2"


def test_an_unknown_keyword_is_a_type_error_naming_it_and_the_nearest_one(tmp_path: Path) -> None:
    with pytest.raises(TypeError, match=r"unexpected keyword argument 'dset' \(did you mean 'dest'\?\)"):
        serde.migrate(str(tmp_path), dset=str(tmp_path / "out"))  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'$"):
        serde.migrate(str(tmp_path), colour="blue")  # type: ignore[call-arg]
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    ("keywords", "error", "message"),
    [
        ({"workers": "4"}, TypeError, "'workers' must be int or None, not str"),
        ({"dry_run": 1}, TypeError, "'dry_run' must be bool, not int"),
        ({"progress": "print"}, TypeError, "'progress' must be a callable or None, not str"),
        ({"storage_options": ["anon"]}, TypeError, "'storage_options' must be dict"),
        ({"workers": 0}, serde.UsageError, "at least 1, got 0"),
        ({"max_failures": -1}, serde.UsageError, "at least 1, got -1"),
        ({"verify": "strict"}, serde.UsageError, "verify must be one of"),
        ({"backup": " "}, serde.UsageError, "backup must be a suffix"),
        ({"dry_run": True, "manifest": "m.json"}, serde.UsageError, "a dry run writes nothing"),
        ({"to": "9.99"}, serde.SerdeError, "9.99"),
    ],
)
def test_a_wrong_value_is_refused_before_anything_is_read(
    tmp_path: Path, keywords: dict[str, Any], error: type[Exception], message: str
) -> None:
    source = tmp_path / "models"
    source.mkdir()
    shutil.copy(ARTIFACT, source / "model.pt2")
    before = (source / "model.pt2").read_bytes()
    with pytest.raises(error, match=message.replace("(", r"\(").replace(")", r"\)")):
        serde.migrate(str(source), dest=str(tmp_path / "out"), **keywords)
    assert (source / "model.pt2").read_bytes() == before and not (tmp_path / "out").exists()


def test_the_keywords_are_the_fields_of_the_options() -> None:
    """One declaration: the typed keywords (PEP 692) name exactly the options' fields."""
    fields = {item.name for item in dataclasses.fields(MigrationOptions)}
    assert set(typing.get_type_hints(MigrateKeywords)) == fields
    assert not MigrateKeywords.__required_keys__


def test_options_are_frozen_and_hold_a_parsed_target() -> None:
    options = options_from_keywords({"to": "2.4.1", "storage_options": {"anon": True}})
    assert options.to == SchemaVersion(5, 3)
    assert options_from_keywords({"to": "8.2"}).to == SchemaVersion(8, 2)
    assert options_from_keywords({}).to is None  # the installed torch's, resolved by the run
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.dest = "elsewhere"  # type: ignore[misc]


def test_every_flagged_field_is_a_flag_of_migrate_with_the_fields_name() -> None:
    command = main.commands["migrate"]
    by_name = {param.name: param for param in command.params}
    flagged = flagged_fields()
    assert len(flagged) >= 10
    for item, flag in flagged:
        param = by_name[item.name]
        assert set(flag.names) <= set(param.opts) | set(param.secondary_opts), item.name
        assert param.default == item.default and getattr(param, "help", None) == flag.help, item.name
        assert getattr(param, "is_flag", False) == isinstance(item.default, bool), item.name


def test_the_command_line_refuses_what_the_options_refuse(tmp_path: Path) -> None:
    source = tmp_path / "models"
    source.mkdir()
    shutil.copy(ARTIFACT, source / "model.pt2")
    result = CliRunner().invoke(main, ["migrate", str(source), "--dest", str(tmp_path / "o"), "--backup", " "])
    assert result.exit_code == 2 and "backup must be a suffix" in result.output
    assert not (tmp_path / "o").exists()


def test_a_path_object_is_taken_as_torch_takes_it(tmp_path: Path) -> None:
    source = tmp_path / "models"
    source.mkdir()
    shutil.copy(ARTIFACT, source / "model.pt2")
    report = serde.migrate(source, dest=str(tmp_path / "out"), workers=1)
    assert report.ok and (tmp_path / "out" / "model.pt2").is_file()


def test_each_location_a_run_names_is_opened_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The report and the manifest are opened where the run starts, and passed on: never again while it goes
    (the destination is opened again only by the tasks, which may run on other machines)."""
    source = tmp_path / "models"
    for name in ("a", "b", "c"):
        (source / name).mkdir(parents=True)
        shutil.copy(ARTIFACT, source / name / "model.pt2")
    opened: list[str] = []
    real = backends.store.open_store

    def counting(url: str, **options: Any) -> Any:
        opened.append(url)
        return real(url, **options)

    monkeypatch.setattr(backends.store, "open_store", counting)
    report_url, manifest_url = str(tmp_path / "run.jsonl"), str(tmp_path / "manifest.json")
    result = serde.migrate(str(source), dest=str(tmp_path / "out"), report=report_url, manifest=manifest_url, workers=1)
    assert result.ok and result.summary()["migrated"] == 3
    assert opened.count(report_url) == 1 and opened.count(manifest_url) == 1
    assert opened.count(str(source)) == 1
