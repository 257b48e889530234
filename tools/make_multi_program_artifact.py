"""Write ``tests/data/multi_program/<release>.pt2``: two programs (``model`` and ``other``) in one PT2 archive, as
``torch.export.pt2_archive._package.package_pt2`` writes it, with ``<release>.expected.pt`` holding the input
and each program's eager output. Run it in a virtual environment holding that release (2.8 or newer), as
make_unseen_corpus.py.

Run: ``python tools/make_multi_program_artifact.py tests/data/multi_program``.
"""

import sys
from pathlib import Path

import torch
from torch.export.pt2_archive._package import package_pt2


class Linear(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(4, 3)

    def forward(self, x):
        return self.fc(x).relu()


class Scale(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(4))
        self.register_buffer("shift", torch.arange(4.0))

    def forward(self, x):
        return x * self.weight + self.shift


torch.manual_seed(0)
x = torch.randn(2, 4)
models = {"model": Linear().eval(), "other": Scale().eval()}
programs = {name: torch.export.export(module, (x,)) for name, module in models.items()}
out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
release = torch.__version__.split("+")[0]
package_pt2(str(out / f"{release}.pt2"), exported_programs=programs, extra_files={"notes.txt": "hello"})
torch.save({"x": x, **{name: module(x) for name, module in models.items()}}, out / f"{release}.expected.pt")
