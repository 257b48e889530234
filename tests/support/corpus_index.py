"""The real artifacts bundled under ``tests/data/corpus`` (copied from torch.export.save of each release)."""

from __future__ import annotations

import json
import zipfile
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from project_paths import DATA

CORPUS = DATA / "corpus"
UNSEEN = DATA / "unseen"
"""Models the shared corpus does not have, exported by real old releases with tools/make_unseen_corpus.py."""
LEGACY_PROGRAM = "serialized_exported_program.json"
ARCHIVE_PROGRAM = "models/model.json"


@dataclass(frozen=True)
class CorpusArtifact:
    """One ``<torch-version>/<model>/`` folder of the corpus."""

    torch_version: str
    model: str
    folder: Path

    @property
    def path(self) -> Path:
        """The ``model.pt2`` file."""
        return self.folder / "model.pt2"

    @cached_property
    def meta(self) -> dict[str, object]:
        """The ``meta.json`` written next to the artifact when the corpus was made."""
        return json.loads((self.folder / "meta.json").read_text())  # type: ignore[no-any-return]

    @cached_property
    def trust_pickles(self) -> bool:
        """Whether loading needs ``trust_pickles=True``: its pickles name classes of the tests' own module
        ``unseen_types`` (dataclass example inputs), which the screen rightly refuses by default."""
        import serde
        from serde.containers.screen import screen

        try:
            screen(serde.load(str(self.path)))
        except serde.UnsafePickleError as exc:
            if exc.global_name.startswith("unseen_types."):
                return True
            raise
        return False

    def program_bytes(self) -> bytes:
        """The raw program JSON member, found by name as torch itself does."""
        with zipfile.ZipFile(self.path) as archive:
            for name in archive.namelist():
                if name == LEGACY_PROGRAM or name.endswith("/" + ARCHIVE_PROGRAM):
                    return archive.read(name)
        raise LookupError(f"{self.path}: no program member")

    def __str__(self) -> str:
        return f"{self.torch_version}/{self.model}"


def _release_key(name: str) -> tuple[int, ...]:
    return tuple(int(part) for part in name.split("."))


def corpus_artifacts(root: Path = CORPUS) -> list[CorpusArtifact]:
    """Every bundled artifact under ``root`` (default: the shared corpus), oldest release first."""
    out = []
    for release in sorted((p for p in root.iterdir() if p.is_dir()), key=lambda p: _release_key(p.name)):
        for folder in sorted(p for p in release.iterdir() if (p / "model.pt2").exists()):
            out.append(CorpusArtifact(release.name, folder.name, folder))
    return out
