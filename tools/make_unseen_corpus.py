"""Export models the bundled corpus does not have, with the torch release that runs this script.

Run it in a virtual environment holding an old torch (``pip install torch==2.2.2 "numpy<2"``):
``python tools/make_unseen_corpus.py tests/unseen/2.2.2``. It writes ``<model>/model.pt2`` (by that
release's ``torch.export.save``), ``inputs.pt``, ``expected.pt`` (eager outputs; namedtuples as plain
tuples), ``inputs_alt.pt``/``expected_alt.pt`` where a second input set matters, and ``meta.json``;
models the release itself cannot export are listed in ``failures.json``. The namedtuple output type is
registered as ``unseen.Pair`` where the release can register namedtuples, as a user's code would.
The artifacts under ``tests/unseen`` were made this way, unedited.
"""

import collections
import inspect
import json
import shutil
import sys
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

OUT = Path(sys.argv[1])
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


Pair = collections.namedtuple("Pair", ["low", "high"])
PAIR_NAME = "unseen.Pair"
if VERSION >= (2, 2):
    import torch.utils._pytree as pytree

    if hasattr(pytree, "_register_namedtuple"):
        pytree._register_namedtuple(Pair, serialized_type_name=PAIR_NAME)


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
}


def export(model, args, kwargs, dyn):
    if dyn is None:
        return torch.export.export(model, args, kwargs), "plain"
    names = list(inspect.signature(model.forward).parameters)
    if VERSION <= (2, 1):
        from torch.export import dynamic_dim

        constraints = []
        for name, spec in dyn.items():
            tensor = args[names.index(name)]
            for d, (_, lo, hi) in spec.items():
                constraints.append(dynamic_dim(tensor, d) >= lo)
                if hi is not None:
                    constraints.append(dynamic_dim(tensor, d) <= hi)
        return torch.export.export(model, args, kwargs, constraints=constraints), "constraints"
    from torch.export import Dim

    shapes = {
        name: {d: Dim(n, min=lo, max=hi) if hi is not None else Dim(n, min=lo) for d, (n, lo, hi) in spec.items()}
        for name, spec in dyn.items()
    }
    return torch.export.export(model, args, kwargs, dynamic_shapes=shapes), "dynamic_shapes"


ALT = {
    "dynamic_expr": lambda: ((torch.randn(7, 5, 2), torch.randn(3, 2)), {}),
    "dynamic_batch_attention": lambda: ((torch.randn(9, 5, 16),), {}),
    "cond_multi": lambda: ((-torch.rand(3, 4) - 0.1,), {}),
    "masked_inf": lambda: ((torch.randn(3, 6), torch.tensor([[i % 2 == 0 for i in range(6)]] * 3)), {}),
}

failures = {}
for name, (cls, make_inputs, dyn) in MODELS.items():
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
        ep, how = export(model, args, kwargs, dyn)
        folder.mkdir(parents=True, exist_ok=True)
        torch.export.save(ep, str(folder / "model.pt2"))
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
(OUT / "failures.json").write_text(json.dumps(failures, indent=1))
