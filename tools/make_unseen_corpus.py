"""Export models the bundled corpus does not have, with the torch release that runs this script.

Run it in a virtual environment holding an old torch (``pip install torch==2.2.2 "numpy<2"``):
``python tools/make_unseen_corpus.py tests/data/unseen/2.2.2 [MODEL ...]`` (default: every model). It
writes ``<model>/model.pt2`` (by that release's ``torch.export.save``), ``inputs.pt``, ``expected.pt``
(eager outputs; namedtuples as plain tuples), ``inputs_alt.pt``/``expected_alt.pt`` where a second
input set matters, and ``meta.json``; models the release itself cannot export are listed in
``failures.json`` (updated for the models exported, kept for the others). The types and the operators
the models use come from ``tests/support/unseen_types.py`` (the namedtuple ``unseen.Pair``, the dataclass
``unseen.Box`` and the operators ``unseen::scale_add`` and ``unseen::add_into``), registered as far as
the release allows, as a user's code would.
The artifacts under ``tests/data/unseen`` were made this way, unedited.

``--non-strict``, ``--decompose``, ``--for-training`` and ``--dynamic-dim0`` export every chosen model
another way (with ``strict=False``; lowered by ``run_decompositions()``; with ``export_for_training``;
with a dynamic dimension 0 of each tensor argument), for sweeps into a
folder of their own: the bundled artifacts use each release's default, except the models that exist to
cover one of these ways (``NON_STRICT``, ``DECOMPOSED``).
"""

import argparse
import inspect
import json
import shutil
import sys
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

parser = argparse.ArgumentParser(description="Export the unseen models with the installed torch.")
parser.add_argument("out", type=Path, help="folder for <model>/ and failures.json, e.g. tests/data/unseen/2.2.2")
parser.add_argument("models", nargs="*", help="models to export (default: all)")
parser.add_argument("--non-strict", action="store_true", help="export every chosen model with strict=False (2.2+)")
parser.add_argument("--decompose", action="store_true", help="save every chosen program after run_decompositions()")
parser.add_argument("--for-training", action="store_true", help="use torch.export.export_for_training (2.5 to 2.8)")
parser.add_argument(
    "--dynamic-dim0",
    action="store_true",
    help="make dimension 0 of every tensor argument dynamic (Dim.AUTO from 2.6, a Dim of its own before; 2.2+) "
    "in models without dynamic shapes or keyword arguments",
)
ARGS = parser.parse_intermixed_args()
OUT = ARGS.out
OUT.mkdir(parents=True, exist_ok=True)
VERSION = tuple(int(p) for p in torch.__version__.split("+")[0].split(".")[:2])
torch.manual_seed(0)


def cond_fn():
    if hasattr(torch, "cond"):
        return torch.cond
    from functorch.experimental.control_flow import cond

    return cond


def map_fn():
    try:
        from torch._higher_order_ops.map import map as hop_map

        return hop_map
    except ImportError:
        from functorch.experimental.control_flow import map as hop_map

        return hop_map


sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))
from unseen_types import Box, Pair  # noqa: E402  (registers unseen.Pair, unseen.Box and unseen::scale_add)


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(16, 2, batch_first=True)
        self.norm = nn.LayerNorm(16)

    def forward(self, x):
        out, _ = self.attn(x, x, x, need_weights=False)
        return self.norm(out + x)


class MaskedInf(nn.Module):
    def forward(self, scores, mask):
        scores = scores.masked_fill(mask, float("-inf"))
        probs = torch.softmax(scores, dim=-1)
        capped = torch.clamp(scores, min=-1.0e4, max=float("inf"))
        return probs, torch.nan_to_num(capped, neginf=-5.0)


class NamedTupleOut(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(6, 6)

    def forward(self, x):
        y = self.fc(x)
        return Pair(low=y.clamp(max=0.0), high=y.clamp(min=0.0))


class BufferCounter(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("steps", torch.zeros(()))
        self.register_buffer("scale", torch.full((4,), 0.5), persistent=False)

    def forward(self, x):
        self.steps.add_(1)
        return x * self.scale + self.steps


class InterpPool(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1, dilation=1, groups=1)
        self.up = nn.ConvTranspose2d(4, 2, 2, stride=2)

    def forward(self, img):
        y = F.interpolate(img, scale_factor=2.0, mode="bilinear", align_corners=False)
        y = F.max_pool2d(self.conv(y), 2)
        y = F.avg_pool2d(y, 3, stride=1, padding=1, count_include_pad=False)
        y = self.up(y)
        return F.adaptive_avg_pool2d(y, (3, 5)), F.gelu(y, approximate="tanh").mean()


class EmbeddingOps(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 8)

    def forward(self, ids):
        e = self.emb(ids)
        top = e.argmax(dim=-1)
        c = torch.cumsum(e, dim=1, dtype=torch.float64)
        g = torch.gather(e, 2, top.unsqueeze(-1).expand(-1, -1, 2))
        return c.float(), g, top


class DynamicExpr(nn.Module):
    def forward(self, x, y):
        flat = x.reshape(x.shape[0] * x.shape[1], -1)
        joined = torch.cat([flat, y], dim=0)
        return joined.sum(dim=0), flat.shape[0] * joined


class CondMulti(nn.Module):
    def __init__(self):
        super().__init__()
        self.a = nn.Linear(4, 4)
        self.b = nn.Linear(4, 4)

    def forward(self, x):
        def true_fn(x):
            return self.a(x).relu(), x.sin()

        def false_fn(x):
            return self.b(x).tanh(), x.cos()

        return cond_fn()(x.sum() > 0, true_fn, false_fn, [x])


class MapHop(nn.Module):
    def forward(self, xs, y):
        def body(x, y):
            return x * y + 1

        return map_fn()(body, xs, y)


class ScalarsDevices(nn.Module):
    def forward(self, x):
        full = torch.full((2, 3), 3.5, dtype=torch.float64, device=x.device)
        ar = torch.arange(0, 6, 2, dtype=torch.float32)
        z = torch.zeros(x.shape[0], 3, device=x.device)
        h = x.to(torch.float16).to(torch.float32)
        n = F.layer_norm(h, (3,), weight=None, bias=None, eps=1e-3)
        return full.float().sum() + ar.sum() + z + n, torch.logical_and(x > 0, x < 1)


class UnbindStack(nn.Module):
    def forward(self, x):
        parts = torch.unbind(x, dim=1)
        chunks = torch.chunk(x, 2, dim=0)
        return torch.stack([p * (i + 1) for i, p in enumerate(parts)], dim=-1), chunks[1], list(parts[:2])


class IndexPut(nn.Module):
    def forward(self, x, rows, vals):
        y = x.clone()
        y[rows] = vals
        y[:, rows] = vals[:, :2].t().repeat(1, 5)[:, :5].t() * 2
        return y[rows, 1:3], torch.where(y > 0, y, torch.zeros_like(y))


class Gru(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.GRU(5, 7, batch_first=True)

    def forward(self, x):
        out, h = self.rnn(x)
        return out, h


class TransformerLayer(nn.Module):
    def __init__(self):
        super().__init__()
        self.layer = nn.TransformerEncoderLayer(16, 2, dim_feedforward=32, dropout=0.0, batch_first=True)

    def forward(self, x, padding):
        return self.layer(x, src_key_padding_mask=padding)


class Lstm(nn.Module):
    def __init__(self):
        super().__init__()
        self.rnn = nn.LSTM(4, 6, num_layers=2, batch_first=True)

    def forward(self, x):
        out, (h, c) = self.rnn(x)
        return out, h, c


class DictIO(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)

    def forward(self, batch, *, scale, extra=None):
        y = self.fc(batch["x"]) * scale
        out = {"y": y, "parts": [y + batch["bias"], batch["bias"] * 2]}
        if extra is not None:
            out["extra"] = extra + 1
        return out


class TiedConstants(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 4)
        self.head = nn.Linear(4, 10, bias=False)
        self.head.weight = self.emb.weight
        self.register_buffer("offset", torch.arange(4.0), persistent=False)
        self.table = torch.tensor([[1.0, -1.0, 0.5, 2.0]])

    def forward(self, ids):
        e = self.emb(ids) + self.offset + self.table
        return self.head(e)


class TopkSort(nn.Module):
    def forward(self, x):
        values, indices = torch.topk(x, 3, dim=-1)
        ordered, order = torch.sort(x, dim=0, descending=True)
        biggest, where = x.max(dim=1)
        pooled, pool_idx = F.max_pool2d(x.unsqueeze(0).unsqueeze(0), 2, return_indices=True)
        var, mean = torch.var_mean(x, dim=1, unbiased=False)
        return values, indices, ordered[:2], order[-1], biggest, where, pooled, pool_idx, var, mean


class InplaceSlices(nn.Module):
    def forward(self, x):
        y = x.clone()
        y[..., -1] = 0.0
        y[1:3].mul_(2)
        y.narrow(1, 0, 2).relu_()
        z = y.masked_fill(y < -0.5, -0.5).expand(2, -1, -1)
        return z, y.flip(0)[::2]


class HalfPrecision(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 8).to(torch.bfloat16)

    def forward(self, x):
        h = self.fc(x.to(torch.bfloat16))
        f16 = x.to(torch.float16) * 2
        return h.float(), f16.float() + 1, x.to(torch.int8).to(torch.int32), x.to(torch.float64).exp()


class ConvVariants(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv1d(4, 8, 3, padding=2, dilation=2, groups=2)
        self.c3 = nn.Conv3d(2, 3, (1, 3, 3), padding=(0, 1, 1), bias=False)
        self.gn = nn.GroupNorm(2, 8)

    def forward(self, seq, vol):
        a = self.gn(self.c1(seq))
        b = F.pixel_shuffle(self.c3(vol).flatten(1, 2)[:, :4], 2)
        return F.adaptive_max_pool1d(a, 3), F.pad(b, (1, 1, 2, 0), mode="reflect")


class SymOutput(nn.Module):
    def forward(self, x):
        return x * 2, x.shape[0], x.shape[0] * x.shape[1]


class OptionalInput(nn.Module):
    def forward(self, x, y=None, flag=True):
        out = x + 1 if flag else x - 1
        return out if y is None else out * y


class SdpaMasked(nn.Module):
    def forward(self, q, k, v, mask):
        causal = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        masked = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return causal, masked


class QuantizedOps(nn.Module):
    """Quantize/dequantize pairs around a linear layer, as pt2e quantization exports them."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(6, 4)

    def forward(self, x):
        import torch.ao.quantization.fx._decomposed  # noqa: F401  (registers quantized_decomposed)

        ops = torch.ops.quantized_decomposed
        x = ops.dequantize_per_tensor(
            ops.quantize_per_tensor(x, 0.05, 3, -128, 127, torch.int8), 0.05, 3, -128, 127, torch.int8
        )
        y = self.fc(x)
        q = ops.quantize_per_tensor(y, 0.1, -2, -128, 127, torch.int8)
        return ops.dequantize_per_tensor(q, 0.1, -2, -128, 127, torch.int8), q


class WhileLoop(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)

    def forward(self, x):
        from torch._higher_order_ops.while_loop import while_loop

        def cond_fn(i, x):
            return i < 3

        def body_fn(i, x):
            return i + 1, x * 2 + 1

        steps, y = while_loop(cond_fn, body_fn, (torch.tensor(0), self.fc(x)))
        return steps, y


class Scan(nn.Module):
    def forward(self, xs):
        from torch._higher_order_ops.scan import scan

        def combine(carry, x):
            return carry + x, carry * x

        return scan(combine, torch.zeros(3), xs)


class GradRegions(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)

    def forward(self, x):
        with torch.no_grad():
            y = self.fc(x) * 2
        with torch.enable_grad():
            z = x.sin()
        return y + z


class UnbackedNonzero(nn.Module):
    def forward(self, x):
        positive = x > 0
        return torch.nonzero(positive), x[positive] * 2


class ComplexOps(nn.Module):
    def forward(self, x, y):
        z = torch.complex(x, y)
        w = z * z + 1j
        return torch.view_as_real(w), w.abs(), torch.fft.rfft(x).angle()


class ComplexTensors(nn.Module):
    def forward(self, x, y):
        z = torch.complex(x, y)
        w = z * z - torch.complex(y, x)
        return torch.view_as_real(w), w.abs(), torch.view_as_real(torch.fft.fft(x))


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        h = self.fc(x)
        return h.relu(), h.sigmoid()


class PreservedCall(nn.Module):
    def __init__(self):
        super().__init__()
        self.block = Block()
        self.head = nn.Linear(4, 2)

    def forward(self, x):
        a, b = self.block(x)
        return self.head(a * b)


class DataclassIO(nn.Module):
    def forward(self, box):
        return Box(x=box.x + box.y, y=box.x * box.y)


class CustomOp(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)

    def forward(self, x):
        return torch.ops.unseen.scale_add(self.fc(x), x, 0.5)


class IntegerOps(nn.Module):
    def forward(self, a, b):
        mixed = (a & b) | (a ^ 3)
        shifted = (a >> 1) + (b << 2)
        picked = torch.where(a > b, a, b).to(torch.uint8)
        return mixed, shifted, picked, torch.argmax(a.float(), dim=1), (a == b).any(dim=0)


class ArgKinds(nn.Module):
    def forward(self, x, idx):
        channels_last = x.contiguous(memory_format=torch.channels_last) * 2
        summed = torch.cumsum(x, dim=1, dtype=torch.float64).sum(dim=(2, 3))
        made = torch.zeros(2, 3, dtype=torch.float32, layout=torch.strided, device="cpu") + x.mean()
        floored = torch.div(x, 0.7, rounding_mode="floor")
        products = torch.einsum("bchw,bchw->bc", x, x)
        picked = x[:, idx]
        flags = torch.full((2, 3), True) & (made > 0)
        clamped = torch.clamp(x, min=-0.5, max=0.5).to(torch.float16)
        return channels_last, summed, made, floored, products, picked, flags, clamped


class AutocastRegion(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 8)
        with torch.no_grad():
            self.fc.weight.copy_(torch.arange(64.0).reshape(8, 8) % 5 - 2)
            self.fc.bias.copy_(torch.arange(8.0) - 4)

    def forward(self, x):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            y = self.fc(x)
        return y.float() + x, y


class MutatingOp(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("acc", torch.zeros(3))

    def forward(self, x):
        torch.ops.unseen.add_into(self.acc, x.sum(0))
        return x * self.acc


class PassthroughOutputs(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("table", torch.arange(6.0).reshape(2, 3))

    def forward(self, x, y):
        z = x + 1
        return x, z, z, self.table, None, y.shape[0]


class EffectTokens(nn.Module):
    """Side-effecting calls (``aten._print``), which the ATen IR orders with effect tokens (``with_effects``
    nodes, token inputs and outputs)."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        torch.ops.aten._print("effect_tokens: before")
        y = self.fc(x).sin()
        torch.ops.aten._print("effect_tokens: after")
        return y * 2, x.cos()


class NestedContainers(nn.Module):
    def forward(self, xs, pair):
        first, (second, scale) = pair
        return [xs[0] + first, (xs[1] * scale, {"k": second - xs[0], "rest": [xs[2]]})]


MODELS = {
    "attention": (Attention, lambda: ((torch.randn(2, 5, 16),), {}), None),
    "masked_inf": (
        MaskedInf,
        lambda: ((torch.randn(3, 6), torch.tensor([[i % 3 == 0 for i in range(6)]] * 3)), {}),
        None,
    ),
    "namedtuple_out": (NamedTupleOut, lambda: ((torch.randn(2, 6),), {}), None),
    "buffer_counter": (BufferCounter, lambda: ((torch.randn(3, 4),), {}), None),
    "interp_pool": (InterpPool, lambda: ((torch.randn(1, 3, 6, 10),), {}), None),
    "embedding_ops": (EmbeddingOps, lambda: ((torch.randint(0, 20, (2, 5)),), {}), None),
    "dynamic_expr": (
        DynamicExpr,
        lambda: ((torch.randn(4, 3, 2), torch.randn(5, 2)), {}),
        {"x": {0: ("a", 2, None), 1: ("b", 2, 16)}, "y": {0: ("c", 2, None)}},
    ),
    "dynamic_batch_attention": (
        Attention,
        lambda: ((torch.randn(3, 5, 16),), {}),
        {"x": {0: ("batch", 2, 32)}},
    ),
    "cond_multi": (CondMulti, lambda: ((torch.randn(3, 4),), {}), None),
    "map_hop": (MapHop, lambda: ((torch.randn(3, 4), torch.randn(4)), {}), None),
    "scalars_devices": (ScalarsDevices, lambda: ((torch.rand(4, 3),), {}), None),
    "unbind_stack": (UnbindStack, lambda: ((torch.randn(4, 3),), {}), None),
    "index_put": (
        IndexPut,
        lambda: ((torch.randn(5, 4), torch.tensor([0, 3]), torch.randn(2, 4)), {}),
        None,
    ),
    "gru": (Gru, lambda: ((torch.randn(2, 4, 5),), {}), None),
    "transformer_layer": (
        TransformerLayer,
        lambda: ((torch.randn(2, 5, 16), torch.tensor([[False] * 5, [False] * 3 + [True] * 2])), {}),
        None,
    ),
    "lstm": (Lstm, lambda: ((torch.randn(2, 5, 4),), {}), None),
    "dict_io": (
        DictIO,
        lambda: (
            ({"x": torch.randn(2, 3), "bias": torch.randn(3)},),
            {"scale": torch.tensor(0.5), "extra": torch.ones(2)},
        ),
        None,
    ),
    "tied_constants": (TiedConstants, lambda: ((torch.tensor([[1, 4, 9], [0, 2, 2]]),), {}), None),
    "topk_sort": (TopkSort, lambda: ((torch.randn(6, 8),), {}), None),
    "inplace_slices": (InplaceSlices, lambda: ((torch.randn(4, 5),), {}), None),
    "half_precision": (HalfPrecision, lambda: ((torch.randn(3, 8) * 3,), {}), None),
    "conv_variants": (ConvVariants, lambda: ((torch.randn(2, 4, 10), torch.randn(1, 2, 4, 6, 6)), {}), None),
    "sym_output": (SymOutput, lambda: ((torch.randn(3, 4),), {}), {"x": {0: ("batch", 2, 64)}}),
    "optional_input": (OptionalInput, lambda: ((torch.randn(3),), {"y": None, "flag": True}), None),
    "quantized_ops": (QuantizedOps, lambda: ((torch.randn(3, 6),), {}), None),
    "while_loop": (WhileLoop, lambda: ((torch.randn(2, 3),), {}), None),
    "scan": (Scan, lambda: ((torch.randn(4, 3),), {}), None),
    "grad_regions": (GradRegions, lambda: ((torch.randn(2, 3),), {}), None),
    "sdpa_masked": (
        SdpaMasked,
        lambda: (
            (torch.randn(1, 2, 5, 8), torch.randn(1, 2, 5, 8), torch.randn(1, 2, 5, 8), torch.randn(5, 5) > 0),
            {},
        ),
        None,
    ),
    "unbacked_nonzero": (UnbackedNonzero, lambda: ((torch.randn(4, 5),), {}), None),
    "nonstrict_nonzero": (UnbackedNonzero, lambda: ((torch.randn(4, 5),), {}), None),
    "complex_ops": (ComplexOps, lambda: ((torch.randn(3, 4), torch.randn(3, 4)), {}), None),
    "complex_tensors": (ComplexTensors, lambda: ((torch.randn(3, 4), torch.randn(3, 4)), {}), None),
    "preserved_call": (PreservedCall, lambda: ((torch.randn(2, 4),), {}), None),
    "dataclass_io": (DataclassIO, lambda: ((Box(x=torch.randn(2, 3), y=torch.randn(2, 3)),), {}), None),
    "custom_op": (CustomOp, lambda: ((torch.randn(2, 3),), {}), None),
    "integer_ops": (
        IntegerOps,
        lambda: ((torch.randint(0, 50, (3, 4)), torch.randint(0, 50, (3, 4))), {}),
        None,
    ),
    "arg_kinds": (ArgKinds, lambda: ((torch.randn(2, 3, 4, 5), torch.tensor([2, 0, 2])), {}), None),
    "autocast_region": (AutocastRegion, lambda: ((torch.randint(-3, 4, (2, 8)).float(),), {}), None),
    "mutating_op": (MutatingOp, lambda: ((torch.randn(2, 3),), {}), None),
    "passthrough_outputs": (PassthroughOutputs, lambda: ((torch.randn(2, 3), torch.randn(4, 2)), {}), None),
    "effect_tokens": (EffectTokens, lambda: ((torch.randn(3, 4),), {}), None),
    "nested_containers": (
        NestedContainers,
        lambda: (
            ([torch.randn(2, 3), torch.randn(2, 3), torch.randn(3)], (torch.randn(2, 3), (torch.randn(3), 2.0))),
            {},
        ),
        None,
    ),
}
PRESERVED = {"preserved_call": ("block",)}
"""Submodules whose call signature a model's export preserves."""
NON_STRICT = {"nonstrict_nonzero"}
"""Models exported with ``strict=False`` (torch 2.2+), which traces the Python code itself instead of
through TorchDynamo."""
DECOMPOSED = {"effect_tokens"}
"""Models whose exported program is lowered to the ATen IR (``run_decompositions``) before it is saved,
unless export already produced it (effect tokens show it: torch 2.4 and 2.5 export to the ATen IR)."""


def export(model, args, kwargs, dyn, preserved=(), strict=True):
    """The exported program and how it was exported (``meta.json``'s ``export``)."""
    exporter = torch.export.export_for_training if ARGS.for_training else torch.export.export
    options, how = {}, []
    if ARGS.for_training:
        how.append("export_for_training")
    if not strict or ARGS.non_strict:
        options["strict"] = False
        how.append("non-strict")
    if preserved:
        options["preserve_module_call_signature"] = preserved
        how.append("preserved")
    if dyn is not None and VERSION <= (2, 1):
        from torch.export import dynamic_dim

        names = list(inspect.signature(model.forward).parameters)
        constraints = []
        for name, spec in dyn.items():
            tensor = args[names.index(name)]
            for d, (_, lo, hi) in spec.items():
                constraints.append(dynamic_dim(tensor, d) >= lo)
                if hi is not None:
                    constraints.append(dynamic_dim(tensor, d) <= hi)
        options["constraints"] = constraints
        how.append("constraints")
    elif dyn is not None:
        from torch.export import Dim

        options["dynamic_shapes"] = {
            name: {d: Dim(n, min=lo, max=hi) if hi is not None else Dim(n, min=lo) for d, (n, lo, hi) in spec.items()}
            for name, spec in dyn.items()
        }
        how.append("dynamic_shapes")
    elif ARGS.dynamic_dim0 and not kwargs:
        from torch.export import Dim

        options["dynamic_shapes"] = tuple(
            {0: getattr(Dim, "AUTO", None) or Dim(f"d{i}")} if isinstance(a, torch.Tensor) and a.dim() else None
            for i, a in enumerate(args)
        )
        how.append("dynamic dim 0")
    return exporter(model, args, kwargs, **options), ", ".join(how) or "plain"


ALT = {
    "dynamic_expr": lambda: ((torch.randn(7, 5, 2), torch.randn(3, 2)), {}),
    "dynamic_batch_attention": lambda: ((torch.randn(9, 5, 16),), {}),
    "cond_multi": lambda: ((-torch.rand(3, 4) - 0.1,), {}),
    "masked_inf": lambda: ((torch.randn(3, 6), torch.tensor([[i % 2 == 0 for i in range(6)]] * 3)), {}),
    "sym_output": lambda: ((torch.randn(9, 4),), {}),
    "unbacked_nonzero": lambda: ((torch.randn(4, 5) + 0.5,), {}),
    "nonstrict_nonzero": lambda: ((torch.randn(4, 5) + 0.5,), {}),
}


class ExportMismatch(Exception):
    """The release exported a program that does not compute what the eager model computes."""


def mismatch_in_own_release(path, args, kwargs, expected):
    """How the artifact, loaded and run by this release itself, differs from eager (None: it does not, or
    this release cannot run it, as torch 2.1/2.2's ``module()`` cannot run some programs it exported)."""
    try:
        got = torch.export.load(str(path)).module()(*args, **kwargs)
    except Exception:
        return None
    got_leaves, want_leaves = pytree_leaves(got), pytree_leaves(expected)
    if len(got_leaves) != len(want_leaves):
        return f"{len(got_leaves)} outputs instead of {len(want_leaves)}"
    for index, (a, b) in enumerate(zip(got_leaves, want_leaves, strict=True)):
        if not isinstance(b, torch.Tensor):
            continue
        if not isinstance(a, torch.Tensor) or a.shape != b.shape:
            return f"output {index}: {getattr(a, 'shape', a)} instead of shape {tuple(b.shape)}"
        if not torch.allclose(a, b, atol=1e-4, rtol=1e-4):
            return f"output {index}: different values"
    return None


def pytree_leaves(value):
    from torch.utils._pytree import tree_flatten

    return tree_flatten(tuple(value) if isinstance(value, Pair) else value)[0]


CHOSEN = ARGS.models or list(MODELS)
failures_file = OUT / "failures.json"
failures = json.loads(failures_file.read_text()) if failures_file.exists() else {}
for name in CHOSEN:
    cls, make_inputs, dyn = MODELS[name]
    failures.pop(name, None)
    torch.manual_seed(1)
    model = cls().eval()
    args, kwargs = make_inputs()
    folder = OUT / name
    try:
        with torch.no_grad():
            expected_model = cls().eval()
            expected_model.load_state_dict(model.state_dict())
            for key, buf in model.named_buffers():
                dict(expected_model.named_buffers())[key].copy_(buf)
            expected = expected_model(*args, **kwargs)
            if isinstance(expected, Pair):
                expected = tuple(expected)
        ep, how = export(model, args, kwargs, dyn, PRESERVED.get(name, ()), name not in NON_STRICT)
        lower = name in DECOMPOSED or ARGS.decompose
        if lower and not any(s.kind.name == "TOKEN" for s in ep.graph_signature.input_specs):
            ep, how = ep.run_decompositions(), how + ", run_decompositions"
        folder.mkdir(parents=True, exist_ok=True)
        torch.export.save(ep, str(folder / "model.pt2"))
        own_mismatch = mismatch_in_own_release(folder / "model.pt2", args, kwargs, expected)
        if own_mismatch:
            raise ExportMismatch(f"this release's own saved program differs from eager: {own_mismatch}")
        torch.save((args, kwargs), folder / "inputs.pt")
        torch.save(expected, folder / "expected.pt")
        if name in ALT:
            alt_args, alt_kwargs = ALT[name]()
            with torch.no_grad():
                fresh = cls().eval()
                fresh.load_state_dict(model.state_dict())
                torch.save((alt_args, alt_kwargs), folder / "inputs_alt.pt")
                torch.save(fresh(*alt_args, **alt_kwargs), folder / "expected_alt.pt")
        (folder / "meta.json").write_text(json.dumps({"torch": torch.__version__, "export": how}))
        print("ok", name, flush=True)
    except Exception as exc:
        shutil.rmtree(folder, ignore_errors=True)
        failures[name] = f"{type(exc).__name__}: {str(exc)[:300]}"
        print("FAILED", name, failures[name], flush=True)
failures_file.write_text(json.dumps(failures, indent=1))
