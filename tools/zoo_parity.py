"""The full parity matrix of the zoo under the installed torch, and the published tables and figure made from it.

``python tools/zoo_parity.py [--readme docs/parity.md] [--json OUT]`` unpacks every ``tests/data/zoo`` archive,
runs every check (``module()``, ``run_decompositions()`` then ``module()``, ``torch.export.unflatten``,
an ONNX export run by onnxruntime)
on every artifact as pt2-serde loads it, and on torch's own load of the baseline release's exports, and
prints one table per family (rows: architectures, columns: releases). A cell is ``ok`` when every
variant passes every check; otherwise it names the failing checks, marked ``(torch)`` where torch's
own export of the model fails the same way. ``--readme PAGE`` replaces the tables between the page's
``<!-- zoo-parity -->`` markers, then draws from them the figure ``docs/images/zoo-parity.svg`` and the
list of exceptions beneath it. ``--aoti`` instead compiles one architecture per family of every
release with AOTInductor and runs the package. ``--twins`` instead writes ``tests/data/zoo/twins.json``, the artifacts
to which pt2-serde hands torch what it hands torch for an earlier one (``zoo_parity.TWINS``). The suite
(``tests/acceptance/test_zoo_parity.py``) runs the cheaper part of this.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))
from zoo_parity import (  # noqa: E402
    CHECKS,
    NATIVE_RELEASE,
    PARITY_FIGURE,
    TWINS,
    extract,
    find_twins,
    index,
    native_failure,
    published,
    run_aotinductor,
    run_check,
    upgraded,
)

FAMILIES = {
    "transformers": ("bert", "distilbert", "gpt2", "llama", "t5", "whisper_encoder", "vit"),
    "torchvision": ("mobilenet_v3", "regnet", "lraspp", "fpn_backbone"),
    "timm": ("timm_resnet", "timm_convnext", "timm_vit"),
}
SHORT = {"module": "module", "decompositions": "decomp", "unflatten": "unflatten", "onnx": "onnx"}
AOTI_SAMPLE = ("bert", "mobilenet_v3", "timm_resnet")
"""One architecture per family for ``--aoti`` (an AOTInductor compile takes tens of seconds)."""
MARKER = "<!-- zoo-parity -->"


def matrix(root: Path) -> dict[str, dict[str, dict[str, str | None]]]:
    """release -> variant -> check -> failure (None: passed)."""
    results: dict[str, dict[str, dict[str, str | None]]] = {}
    for release, variants in index().items():
        for variant in variants:
            folder = root / release / variant
            try:
                program = upgraded(folder)
                outcome = {check: run_check(program, check, folder) for check in CHECKS}
            except Exception as exc:  # noqa: BLE001 - a load failure fails every check
                outcome = {check: f"load: {type(exc).__name__}: {exc}" for check in CHECKS}
            results.setdefault(release, {})[variant] = outcome
            failed = {check: failure for check, failure in outcome.items() if failure}
            print(release, variant, "ok" if not failed else json.dumps(failed), flush=True)
    return results


def cell(root: Path, results: dict[str, dict[str, str | None]], model: str) -> str:
    """The README cell for one architecture in one release."""
    variants = {v: r for v, r in results.items() if v.split("__", 1)[0] == model}
    if not variants:
        return "—"
    failing = []
    for check in CHECKS:
        bad = [v for v, r in variants.items() if r[check]]
        if not bad:
            continue
        torch_too = all(native_failure(root / NATIVE_RELEASE, v, check) for v in bad)
        failing.append(SHORT[check] + (" (torch)" if torch_too else ""))
    return "ok" if not failing else ", ".join(failing)


def table(root: Path, results: dict[str, dict[str, dict[str, str | None]]]) -> str:
    """Markdown tables, one per family."""
    releases = list(results)
    lines = []
    for family, models in FAMILIES.items():
        lines += [f"**{family}**", "", "| model | " + " | ".join(releases) + " |", "|---" * (len(releases) + 1) + "|"]
        for model in models:
            lines.append(f"| {model} | " + " | ".join(cell(root, results[r], model) for r in releases) + " |")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def main() -> None:
    """Run the matrix; print the tables; optionally update the README and write JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--readme", type=Path, help="page to update (docs/parity.md): tables, figure, exceptions")
    parser.add_argument("--json", type=Path, help="write the full matrix here")
    parser.add_argument("--aoti", action="store_true", help="compile and run one model per family instead")
    parser.add_argument("--twins", action="store_true", help=f"write {TWINS.name} (the artifacts checked once) instead")
    args = parser.parse_args()
    warnings.filterwarnings("ignore")
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        for release in index():
            extract(release, root)
        if args.twins:
            TWINS.write_text(json.dumps(find_twins(root), indent=2) + "\n")
            print(f"wrote {TWINS}")
            return
        if args.aoti:
            for release, variants in index().items():
                for model in (m for m in AOTI_SAMPLE if m in variants):
                    failure = run_aotinductor(upgraded(root / release / model), root / release / model)
                    print(release, model, "aotinductor", failure or "ok", flush=True)
            return
        results = matrix(root)
        rendered = table(root, results)
    print(rendered)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n")
    if args.readme:
        text = args.readme.read_text()
        head, _, rest = text.partition(MARKER)
        _, _, tail = rest.partition(MARKER)
        page, figure = published(f"{head}{MARKER}\n{rendered}{MARKER}{tail}")
        args.readme.write_text(page)
        PARITY_FIGURE.write_text(figure)


if __name__ == "__main__":
    main()
