"""Export the zoo of public architectures with the torch release that runs this script.

Run it in a virtual environment holding an old torch and the model libraries, e.g.
``pip install torch==2.4.1 torchvision==0.19.1 "numpy<2" transformers==4.46.3 timm==1.0.12``, then
``python tools/make_zoo.py tests/data/zoo/2.4.1 [MODEL ...]`` (default: every model). transformers 4.46.3
and timm 1.0.12 are used for every torch release from 2.3 on; torch 2.1 and 2.2 need transformers
4.36.2 (4.46 calls ``torch.compiler.is_compiling``, which they lack), the release of their time.

Every model is a tiny configuration of a public architecture (Hugging Face transformers: BERT,
DistilBERT, GPT-2, Llama, T5, a Whisper encoder, ViT; torchvision: MobileNetV3, RegNet, an LRASPP
segmentation head, an FPN detection backbone; timm: ResNet, ConvNeXt, ViT) with deterministic random
weights, wrapped so that it returns a tuple of tensors (``return_dict=False``, no cache), as users
export them for deployment. Variants: ``<model>__dynamic`` makes the batch dimension dynamic
(constraints on 2.1), ``<model>__nonstrict`` exports with ``strict=False`` (2.3+), ``<model>__preserved``
preserves some submodules' call signatures (``torch._export.export`` on 2.1). Naming a variant's folder
(``bert__preserved``) exports only that variant.

For each artifact the folder holds ``model.pt2`` (that release's ``torch.export.save``, default
export), ``inputs.pt`` (``(args, kwargs)``), ``expected.pt`` (eager outputs), ``alt_inputs.pt`` and
``alt_expected.pt`` for dynamic variants (another batch size), and ``meta.json``. What the release
cannot export is listed in ``failures.json`` with its error. ``--pack`` then stores the folder as
``tests/data/zoo/<release>.tar.xz`` (sorted, zero mtimes and owners: the same exports give the same bytes)
and records its variants in ``tests/data/zoo/index.json``, which is how the artifacts under ``tests/data/zoo``
were made, unedited.
"""

from __future__ import annotations

import argparse
import inspect
import json
import shutil
from pathlib import Path
from typing import Any

import torch
import torch.nn as nn

parser = argparse.ArgumentParser(description="Export the zoo with the installed torch.")
parser.add_argument("out", type=Path, help="folder for <model>/ and failures.json, e.g. tests/data/zoo/2.4.1")
parser.add_argument("models", nargs="*", help="models to export (default: all)")
parser.add_argument(
    "--pack", action="store_true", help="store the folder as tests/data/zoo/<release>.tar.xz and index it"
)
ARGS = parser.parse_args()


def _torchvision_beside_a_cpu_torch() -> None:
    """PyPI's torchvision wheels are built against the CUDA builds of torch; beside a CPU build (torch
    2.13.0 here) their C++ operators do not load, and importing torchvision fails while registering fake
    kernels for two of them. The zoo's torchvision models use none of its operators, so declaring the two
    schemas (without kernels) is enough to import it; with a matching torch this does nothing."""
    import importlib.util

    spec = importlib.util.find_spec("torchvision")
    if spec is None or not spec.submodule_search_locations:
        return
    try:
        torch.ops.load_library(next(Path(spec.submodule_search_locations[0]).glob("_C*.so")))
    except (OSError, StopIteration, RuntimeError):
        library = torch.library.Library("torchvision", "DEF")
        library.define("nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
        library.define("qnms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor")
        _KEPT.append(library)


_KEPT: list[Any] = []
_torchvision_beside_a_cpu_torch()
VERSION = tuple(int(p) for p in torch.__version__.split("+")[0].split(".")[:2])
VOCAB = 96


class TupleOut(nn.Module):
    """A model called with keyword arguments and ``return_dict=False``; returns a tuple of tensors."""

    def __init__(self, model: nn.Module, names: tuple[str, ...], **fixed: Any) -> None:
        super().__init__()
        self.model = model
        self.names = names
        self.fixed = fixed

    def forward(self, first: torch.Tensor, second: torch.Tensor | None = None) -> tuple[torch.Tensor, ...]:
        tensors = (first,) if second is None else (first, second)
        out = self.model(**dict(zip(self.names, tensors, strict=False)), **self.fixed)
        if isinstance(out, torch.Tensor):
            return (out,)
        if isinstance(out, dict):
            return tuple(v for v in out.values() if isinstance(v, torch.Tensor))
        return tuple(v for v in out if isinstance(v, torch.Tensor))


def _ids(batch: int, length: int = 8) -> torch.Tensor:
    return torch.randint(1, VOCAB, (batch, length))


def _mask(batch: int, length: int = 8) -> torch.Tensor:
    mask = torch.ones(batch, length, dtype=torch.long)
    mask[0, -2:] = 0
    return mask


def bert(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from transformers import BertConfig, BertModel

    config = BertConfig(
        vocab_size=VOCAB,
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=32,
    )
    return TupleOut(BertModel(config), ("input_ids", "attention_mask"), return_dict=False), (
        _ids(batch),
        _mask(batch),
    )


def distilbert(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from transformers import DistilBertConfig, DistilBertModel

    config = DistilBertConfig(
        vocab_size=VOCAB, dim=32, n_layers=2, n_heads=2, hidden_dim=64, max_position_embeddings=32
    )
    return TupleOut(DistilBertModel(config), ("input_ids", "attention_mask"), return_dict=False), (
        _ids(batch),
        _mask(batch),
    )


def gpt2(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from transformers import GPT2Config, GPT2Model

    config = GPT2Config(vocab_size=VOCAB, n_embd=32, n_layer=2, n_head=2, n_positions=32)
    return TupleOut(GPT2Model(config), ("input_ids",), return_dict=False, use_cache=False), (_ids(batch),)


def llama(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from transformers import LlamaConfig, LlamaModel

    config = LlamaConfig(
        vocab_size=VOCAB,
        hidden_size=32,
        intermediate_size=64,
        num_hidden_layers=2,
        num_attention_heads=2,
        num_key_value_heads=1,
        max_position_embeddings=32,
    )
    return TupleOut(LlamaModel(config), ("input_ids",), return_dict=False, use_cache=False), (_ids(batch),)


def t5(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from transformers import T5Config, T5Model

    config = T5Config(vocab_size=VOCAB, d_model=32, d_ff=64, d_kv=16, num_layers=2, num_heads=2)
    return TupleOut(T5Model(config), ("input_ids", "decoder_input_ids"), return_dict=False, use_cache=False), (
        _ids(batch),
        _ids(batch, 5),
    )


def whisper_encoder(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from transformers import WhisperConfig, WhisperModel

    config = WhisperConfig(
        vocab_size=VOCAB,
        d_model=32,
        encoder_layers=2,
        decoder_layers=1,
        encoder_attention_heads=2,
        decoder_attention_heads=2,
        encoder_ffn_dim=64,
        decoder_ffn_dim=64,
        num_mel_bins=16,
        max_source_positions=16,
        max_target_positions=16,
        pad_token_id=1,
        bos_token_id=2,
        eos_token_id=3,
        decoder_start_token_id=2,
    )
    encoder = WhisperModel(config).get_encoder()
    return TupleOut(encoder, ("input_features",), return_dict=False), (torch.randn(batch, 16, 32),)


def vit(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from transformers import ViTConfig, ViTModel

    config = ViTConfig(
        image_size=32, patch_size=8, hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=64
    )
    return TupleOut(ViTModel(config), ("pixel_values",), return_dict=False), (torch.randn(batch, 3, 32, 32),)


def mobilenet_v3(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from torchvision.models import mobilenet_v3_small

    return mobilenet_v3_small(width_mult=0.25, num_classes=10), (torch.randn(batch, 3, 64, 64),)


def regnet(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from torchvision.models.regnet import BlockParams, RegNet

    params = BlockParams.from_init_params(depth=4, w_0=8, w_a=8.0, w_m=2.0, group_width=8)
    return RegNet(params, num_classes=10), (torch.randn(batch, 3, 64, 64),)


def _small_features() -> nn.Sequential:
    from torchvision.models import mobilenet_v3_small

    return mobilenet_v3_small(width_mult=0.25).features


def lraspp(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from torchvision.models._utils import IntermediateLayerGetter
    from torchvision.models.segmentation.lraspp import LRASPP

    features = _small_features()
    low, high = 3, len(features) - 1
    backbone = IntermediateLayerGetter(features, return_layers={str(low): "low", str(high): "high"})
    model = LRASPP(backbone, features[low].out_channels, features[high].out_channels, num_classes=3, inter_channels=16)
    return TupleOut(model, ("input",)), (torch.randn(batch, 3, 64, 64),)


def fpn_backbone(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from torchvision.models.detection.backbone_utils import BackboneWithFPN

    features = _small_features()
    stages = {"3": "0", "8": "1", str(len(features) - 1): "2"}
    channels = [features[int(k)].out_channels for k in stages]
    return TupleOut(BackboneWithFPN(features, stages, channels, 16), ("x",)), (torch.randn(batch, 3, 64, 64),)


def timm_resnet(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from timm.models.resnet import BasicBlock, ResNet

    model = ResNet(BasicBlock, (1, 1, 1, 1), num_classes=10, stem_width=8, channels=(8, 16, 32, 64))
    return model, (torch.randn(batch, 3, 64, 64),)


def timm_convnext(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from timm.models.convnext import ConvNeXt

    return ConvNeXt(depths=(1, 1, 1, 1), dims=(8, 16, 32, 64), num_classes=10), (torch.randn(batch, 3, 64, 64),)


def timm_vit(batch: int) -> tuple[nn.Module, tuple[torch.Tensor, ...]]:
    from timm.models.vision_transformer import VisionTransformer

    model = VisionTransformer(img_size=32, patch_size=8, embed_dim=32, depth=2, num_heads=2, num_classes=10)
    return model, (torch.randn(batch, 3, 32, 32),)


MODELS = {
    "bert": bert,
    "distilbert": distilbert,
    "gpt2": gpt2,
    "llama": llama,
    "t5": t5,
    "whisper_encoder": whisper_encoder,
    "vit": vit,
    "mobilenet_v3": mobilenet_v3,
    "regnet": regnet,
    "lraspp": lraspp,
    "fpn_backbone": fpn_backbone,
    "timm_resnet": timm_resnet,
    "timm_convnext": timm_convnext,
    "timm_vit": timm_vit,
}
DYNAMIC = ("bert", "gpt2", "vit", "mobilenet_v3")
"""Models also exported with a dynamic batch dimension (``<model>__dynamic``)."""
NON_STRICT = ("bert", "llama", "mobilenet_v3")
"""Models also exported with ``strict=False`` (``<model>__nonstrict``), from torch 2.3."""
PRESERVED = {"bert": ("model.encoder",), "timm_resnet": ("layer2",)}
"""Models also exported with these submodules' call signatures preserved (``<model>__preserved``), for
``torch.export.unflatten`` to swap them; torch 2.1 offered this only through ``torch._export.export``."""


def export(
    model: nn.Module, args: tuple[torch.Tensor, ...], dynamic: bool, strict: bool, preserved: tuple[str, ...]
) -> tuple[Any, str]:
    """The exported program and how it was exported (``meta.json``'s ``export``)."""
    options: dict[str, Any] = {}
    how = []
    exporter = torch.export.export
    if preserved:
        options["preserve_module_call_signature"] = preserved
        how.append("preserved " + ", ".join(preserved))
        if VERSION <= (2, 1):
            from torch._export import export as legacy_export

            exporter = legacy_export
    if not strict:
        options["strict"] = False
        how.append("non-strict")
    if dynamic and VERSION <= (2, 1):
        from torch.export import dynamic_dim

        options["constraints"] = [dynamic_dim(a, 0) >= 2 for a in args]
        how.append("dynamic batch (constraints)")
    elif dynamic:
        from torch.export import Dim

        batch = Dim("batch", min=2, max=64)
        names = list(inspect.signature(model.forward).parameters)
        options["dynamic_shapes"] = {name: {0: batch} for name in names[: len(args)]}
        how.append("dynamic batch")
    return exporter(model, args, **options), ", ".join(how) or "default"


def variants() -> list[tuple[str, str, bool, bool, tuple[str, ...]]]:
    """(folder name, model, dynamic, strict, preserved) for every artifact this release should try."""
    chosen = [name for name in ARGS.models if name in MODELS] or list(MODELS)
    wanted = set(ARGS.models)
    out = [(name, name, False, True, ()) for name in chosen]
    out += [(f"{name}__dynamic", name, True, True, ()) for name in chosen if name in DYNAMIC]
    if VERSION >= (2, 3):
        out += [(f"{name}__nonstrict", name, False, False, ()) for name in chosen if name in NON_STRICT]
    out += [(f"{name}__preserved", name, False, True, PRESERVED[name]) for name in chosen if name in PRESERVED]
    return [v for v in out if not wanted - set(MODELS) or v[0] in wanted]


def main() -> None:
    """Export every chosen variant; record what fails."""
    ARGS.out.mkdir(parents=True, exist_ok=True)
    failures_file = ARGS.out / "failures.json"
    failures = json.loads(failures_file.read_text()) if failures_file.exists() else {}
    for folder_name, name, dynamic, strict, preserved in variants():
        failures.pop(folder_name, None)
        folder = ARGS.out / folder_name
        torch.manual_seed(0)
        try:
            model, args = MODELS[name](2)
            model.eval()
            with torch.no_grad():
                expected = model(*args)
                ep, how = export(model, args, dynamic, strict, preserved)
            folder.mkdir(parents=True, exist_ok=True)
            torch.export.save(ep, str(folder / "model.pt2"))
            torch.save((args, {}), folder / "inputs.pt")
            torch.save(expected, folder / "expected.pt")
            if dynamic:
                torch.manual_seed(1)
                _, alt_args = MODELS[name](3)
                with torch.no_grad():
                    torch.save((alt_args, {}), folder / "alt_inputs.pt")
                    torch.save(model(*alt_args), folder / "alt_expected.pt")
            meta = {"torch": torch.__version__, "model": name, "export": how}
            (folder / "meta.json").write_text(json.dumps(meta))
            print("ok", folder_name, flush=True)
        except Exception as exc:  # noqa: BLE001 - every failure of the release is recorded
            shutil.rmtree(folder, ignore_errors=True)
            failures[folder_name] = f"{type(exc).__name__}: {str(exc)[:300]}"
            print("FAILED", folder_name, failures[folder_name], flush=True)
    failures_file.write_text(json.dumps(failures, indent=1, sort_keys=True) + "\n")
    if ARGS.pack:
        pack(ARGS.out)


def pack(folder: Path) -> None:
    """Store ``folder`` (named after its release) as ``tests/data/zoo/<release>.tar.xz`` and index its variants."""
    import tarfile

    zoo = Path(__file__).resolve().parent.parent / "tests" / "data" / "zoo"
    release = folder.name

    def normalised(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.mtime, info.uid, info.gid, info.uname, info.gname = 0, 0, 0, "", ""
        return info

    with tarfile.open(zoo / f"{release}.tar.xz", "w:xz", preset=9) as archive:
        for path in [folder, *sorted(folder.rglob("*"))]:
            archive.add(path, arcname=str(path.relative_to(folder.parent)), recursive=False, filter=normalised)
    index_file = zoo / "index.json"
    index = json.loads(index_file.read_text()) if index_file.exists() else {}
    index[release] = sorted(p.name for p in folder.iterdir() if (p / "model.pt2").exists())
    ordered = dict(sorted(index.items(), key=lambda item: tuple(int(x) for x in item[0].split("."))))
    index_file.write_text(json.dumps(ordered, indent=1) + "\n")


if __name__ == "__main__":
    main()
