"""Write ``tests/aoti/<release>.pt2``: a tiny model compiled by AOTInductor and packaged by
``torch._inductor.aoti_compile_and_package`` (compiled code, no exported program), which pt2-serde must
recognise and leave alone. Run it in a virtual environment holding that release (needs a C++ compiler).

Run: ``python tools/make_aoti_package.py tests/aoti``.
"""

import sys
from pathlib import Path

import torch


class Sine(torch.nn.Module):
    def forward(self, x):
        return x.sin() + 1


out = Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
program = torch.export.export(Sine(), (torch.randn(3),))
release = torch.__version__.split("+")[0]
torch._inductor.aoti_compile_and_package(program, package_path=str(out / f"{release}.pt2"))
