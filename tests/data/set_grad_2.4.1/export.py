"""How ``model.pt2`` was made: run with torch 2.4.1, ``python export.py model.pt2`` (a non-strict export of a
forward that switches grad mode, which torch writes as a ``wrap_with_set_grad_enabled`` call)."""

import sys

import torch


class M(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.l = torch.nn.Linear(4, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.l(x)
        with torch.no_grad():
            z = y * 2
        return y + z


program = torch.export.export(M(), (torch.randn(2, 4),), strict=False)
torch.export.save(program, sys.argv[1])
