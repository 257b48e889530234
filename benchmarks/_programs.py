"""Program payloads used by the benchmarks: a freshly exported 24-layer transformer and bundled large legacy ones."""

from __future__ import annotations

from pathlib import Path
from typing import Any

LARGE = Path(__file__).parent / "large"


def transformer_module(layers: int = 24) -> tuple[Any, tuple[Any, ...]]:
    """A ``layers``-deep ``nn.TransformerEncoderLayer`` stack (eval mode) and example arguments."""
    import torch

    class Stack(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layers = torch.nn.ModuleList(
                torch.nn.TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=128, batch_first=True)
                for _ in range(layers)
            )

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            for layer in self.layers:
                x = layer(x)
            return x

    return Stack().eval(), (torch.randn(2, 8, 64),)


def transformer_program_json(layers: int = 24) -> bytes:
    """Export the transformer stack with the installed torch; its program JSON."""
    import torch
    from torch._export.serde.serialize import serialize

    model, args = transformer_module(layers)
    return bytes(serialize(torch.export.export(model, args)).exported_program)


def large_legacy_program(torch_version: str) -> bytes:
    """A bundled program JSON written by ``torch_version`` for a 24-layer model (copied from the shared corpus)."""
    return (LARGE / torch_version / "program.json").read_bytes()
