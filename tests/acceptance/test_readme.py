"""Every code block of the README and of the documentation pages runs as written, so an example that breaks
fails CI.

The blocks run in order (the README, then the pages in the order of ``mkdocs.yml``'s navigation) in one
scratch directory, like a reader following along: ``python``
blocks share one namespace, each line of an ``sh`` block is a shell command that must succeed (the
installed ``pt2-serde`` first on ``PATH``). The first ``sh`` block (install, test suite, main job) is
the one ``.ci/run`` executes itself, so it is left to CI rather than run inside the suite it starts.
``text`` blocks are synopses, not examples.

The examples name the endpoints of local servers (``http://127.0.0.1:9000`` for S3,
``http://127.0.0.1:4443`` for GCS, ``http://127.0.0.1:10000`` for Azure); those three addresses are the
only thing changed, to point at the moto, fake-gcs-server and Azurite instances this session started. The
buckets (and the Azure container ``models``) hold what the examples expect:
``models/resnet/model.pt2`` (a torch 2.4 artifact) and artifacts of several releases under
``models/prod/``; the scratch directory has ``old/model.pt2`` (a torch 2.1 artifact) and the bundled
corpus under ``tests/data/corpus``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from artifact_trees import CORPUS
from project_paths import ROOT

README = ROOT / "README.md"
S3_ADDRESS = "http://127.0.0.1:9000"
GCS_ADDRESS = "http://127.0.0.1:4443"
AZURE_ADDRESS = "http://127.0.0.1:10000"
FENCE = re.compile(r"^```(\w*)\n(.*?)^```$", re.MULTILINE | re.DOTALL)
PROD_RELEASES = ("2.1.2", "2.3.1", "2.5.1", "2.8.0", "2.13.0")


@dataclass(frozen=True)
class Block:
    """One fenced code block: its language, the file and line of its first line, and its text."""

    language: str
    where: str
    code: str


def blocks_of(path: Path) -> list[Block]:
    """The fenced code blocks of one Markdown file, in order."""
    text = path.read_text(encoding="utf-8")
    name = path.relative_to(ROOT)
    return [
        Block(match.group(1), f"{name}:{text.count(chr(10), 0, match.start(2)) + 1}", match.group(2))
        for match in FENCE.finditer(text)
    ]


def documentation_pages() -> list[Path]:
    """The README, then every page of the documentation site in its navigation's order."""
    import yaml

    def pages(entries: object) -> Iterator[str]:
        if isinstance(entries, str):
            yield entries
        elif isinstance(entries, list):
            for entry in entries:
                yield from pages(entry)
        elif isinstance(entries, dict):
            for value in entries.values():
                yield from pages(value)

    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    return [README, *(ROOT / "docs" / page for page in pages(config["nav"]))]


def test_every_page_is_in_the_navigation() -> None:
    """A page left out of the navigation would be neither in the site's menu nor run here."""
    listed = set(documentation_pages())
    assert {page for page in (ROOT / "docs").glob("*.md")} <= listed


def _examples() -> Iterator[Block]:
    shell_blocks = 0
    for block in (block for page in documentation_pages() for block in blocks_of(page)):
        if block.language == "sh":
            shell_blocks += 1
            if shell_blocks == 1:
                continue  # install, test, main job: run by .ci/run
        if block.language in ("python", "sh"):
            yield block


@pytest.fixture
def readers_directory(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    s3_options: dict[str, object],
    gcs_options: dict[str, object],
    azure_options: dict[str, object],
) -> Iterator[Path]:
    """The scratch directory, with the buckets the examples use populated on the test servers."""
    import adlfs
    import gcsfs
    import s3fs

    (tmp_path / "tests").mkdir()
    # a copy, as in a clone: verify-manifest opens only what lies below the manifest's folder by real path
    shutil.copytree(CORPUS, tmp_path / "tests" / "data" / "corpus")
    (tmp_path / "old").mkdir()
    (tmp_path / "old" / "model.pt2").write_bytes((CORPUS / "2.1.2" / "mlp" / "model.pt2").read_bytes())
    s3 = s3fs.S3FileSystem(**s3_options)
    if s3.exists("models"):
        s3.rm("models", recursive=True)
    s3.mkdir("models")
    s3.put(str(CORPUS / "2.4.1" / "cnn_bn_eval" / "model.pt2"), "models/resnet/model.pt2")
    for release in PROD_RELEASES:
        s3.put(str(CORPUS / release / "mlp" / "model.pt2"), f"models/prod/{release}/mlp/model.pt2")
    gcs = gcsfs.GCSFileSystem(**gcs_options)
    if not gcs.exists("models"):
        gcs.mkdir("models")
    azure = adlfs.AzureBlobFileSystem(**azure_options)
    if azure.exists("models"):
        azure.rm("models", recursive=True)
    azure.mkdir("models")
    for release in PROD_RELEASES:
        azure.put(str(CORPUS / release / "mlp" / "model.pt2"), f"models/prod/{release}/mlp/model.pt2")
    monkeypatch.chdir(tmp_path)
    yield tmp_path
    s3.rm("models", recursive=True)
    gcs.rm("models", recursive=True)
    azure.rm("models", recursive=True)


def _localised(code: str, s3_endpoint: str, gcs_endpoint: str, azure_endpoint: str) -> str:
    return (
        code.replace(S3_ADDRESS, s3_endpoint).replace(GCS_ADDRESS, gcs_endpoint).replace(AZURE_ADDRESS, azure_endpoint)
    )


def test_the_readme_has_runnable_examples_for_python_the_cli_s3_gcs_and_azure() -> None:
    examples = list(_examples())
    languages = {block.language for block in examples}
    assert languages == {"python", "sh"}, languages
    text = "\n".join(block.code for block in examples)
    for needed in (
        S3_ADDRESS,
        GCS_ADDRESS,
        AZURE_ADDRESS,
        "s3://",
        "gs://",
        "az://",
        "serde.migrate(",
        "pt2-serde migrate",
    ):
        assert needed in text, f"no README example uses {needed}"


@pytest.mark.torch
@pytest.mark.slow
def test_every_readme_example_runs_as_written(
    readers_directory: Path,
    moto_endpoint: str,
    gcs_endpoint: str,
    azurite_endpoint: str,
    s3_options: dict[str, object],
    azure_options: dict[str, object],
) -> None:
    namespace: dict[str, object] = {"__name__": "__readme__"}
    environment = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    for block in _examples():
        code = _localised(block.code, moto_endpoint, gcs_endpoint, azurite_endpoint)
        if block.language == "python":
            try:
                exec(compile(code, f"{block.where} (a code block)", "exec"), namespace)
            except Exception as exc:
                raise AssertionError(f"the Python example at {block.where} fails: {exc!r}") from exc
            continue
        for offset, command in enumerate(code.splitlines()):
            done = subprocess.run(
                ["bash", "-c", command],
                cwd=readers_directory,
                env=environment,
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                timeout=600,
            )
            assert done.returncode == 0, (
                f"{block.where} (+{offset}): `{command}` exited {done.returncode}\n{done.stdout}\n{done.stderr}"
            )
    import s3fs

    s3 = s3fs.S3FileSystem(**s3_options)
    assert s3.exists("models/reports/run.jsonl") and s3.exists("models/migrated/2.1.2/mlp/model.pt2")
    import adlfs

    azure = adlfs.AzureBlobFileSystem(**azure_options)
    assert len(azure.find("models/migrated")) == len(PROD_RELEASES)
    assert (readers_directory / "for-2.6" / "model.pt2").is_file() and (readers_directory / "mlp-8.20.pt2").is_file()


def test_the_first_screen_runs_without_root() -> None:
    """The README's three first lines install into the project only: no ``sudo``, no global npm or pip
    install, nothing under ``/usr``; the test servers find Azurite where the first line puts it."""
    from servers import PROJECT_AZURITE

    block = README.read_text().split("```sh\n", 1)[1].split("```", 1)[0]
    first = block.splitlines()[:3]
    assert len(first) == 3 and all(line.strip() for line in first)
    for line in first:
        words = line.split()
        assert "sudo" not in words and "-g" not in words and "--global" not in words, line
        assert "/usr" not in line and "--user" not in words, line
    assert "npm install --prefix .venv" in first[0]
    assert PROJECT_AZURITE.relative_to(ROOT) == Path(".venv/node_modules/.bin/azurite-blob")
