"""Write AOTInductor packages of the torch release that runs this script (run it in a virtual environment
holding that release, as make_unseen_corpus.py; needs a C++ compiler):

- ``OUT/<release>.pt2``: a tiny model compiled and packaged by ``torch._inductor.aoti_compile_and_package``
  (compiled code, no exported program), which pt2-serde must recognise and leave alone;
- with ``--with-program`` (torch 2.8+), ``OUT/<release>-with-program.pt2``: the exported program and its
  compiled code in one archive (``package_pt2(exported_programs=..., aoti_files=...)``), plus
  ``<release>-with-program.expected.pt`` holding the input and the eager output.

Run: ``python tools/make_aoti_package.py tests/data/aoti [--with-program]``.
"""

import argparse
from pathlib import Path

import torch


class Sine(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.randn(3))

    def forward(self, x):
        return x.sin() * self.weight + 1


parser = argparse.ArgumentParser()
parser.add_argument("out", type=Path)
parser.add_argument("--with-program", action="store_true")
args = parser.parse_args()
args.out.mkdir(parents=True, exist_ok=True)
torch.manual_seed(0)
x = torch.randn(3)
module = Sine().eval()
program = torch.export.export(module, (x,))
release = torch.__version__.split("+")[0]
if args.with_program:
    from torch.export.pt2_archive._package import package_pt2

    compiled = torch._inductor.aot_compile(program.module(), (x,), options={"aot_inductor.package": True})
    package_pt2(
        str(args.out / f"{release}-with-program.pt2"),
        exported_programs={"model": program},
        aoti_files={"model": compiled},
    )
    torch.save({"x": x, "model": module(x)}, args.out / f"{release}-with-program.expected.pt")
else:
    torch._inductor.aoti_compile_and_package(program, package_path=str(args.out / f"{release}.pt2"))
