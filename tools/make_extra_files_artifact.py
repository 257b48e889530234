"""Write ``tests/data/extra_files/<release>.pt2``: a small program saved with ``extra_files`` by the torch release
that runs this script (run it in a virtual environment holding that release, as make_unseen_corpus.py).

Run: ``python tools/make_extra_files_artifact.py tests/data/extra_files``.
"""

import sys
from pathlib import Path

import torch

EXTRA_FILES = {"notes.txt": "hello", "config.json": '{"a": 1}'}


class Small(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(3, 3)

    def forward(self, x):
        return self.fc(x).relu()


torch.manual_seed(0)
program = torch.export.export(Small().eval(), (torch.randn(2, 3),))
out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
torch.export.save(program, str(out / f"{torch.__version__.split('+')[0]}.pt2"), extra_files=EXTRA_FILES)
