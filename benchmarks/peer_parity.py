"""Every program of torch's own export test sources through every path of pt2-serde (``tests/support/peer_parity.py``),
and the table of ``docs/parity.md``.

Run: ``python benchmarks/peer_parity.py`` (every source and mode; about 40 minutes on two cores), or
``--source hop_db --mode nonstrict`` for part of it. ``--results FILE`` writes one JSON line per result,
``--write-docs`` replaces the generated part of ``docs/parity.md`` with the table and every remaining
difference. ``--old-torch VENVS`` also runs every downgraded program in the real old torch (virtual
environments ``VENVS/<release>`` with that torch installed, as ``tools/verify_old_torch.py`` makes them): each
must load with plain ``torch.export.load`` and compute the native outputs. The exit status is 1 when a
lossless downgrade comes back different, a load or an upgrade differs from native, an old torch fails a
downgraded program, or fewer than 95% of the programs reach torch 2.6 exactly.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import peer_parity as pp  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
from verify_old_torch import CHILD  # noqa: E402

import serde  # noqa: E402
from serde.releases.loader_limits import loader_failures  # noqa: E402

DOCS = ROOT / "docs" / "parity.md"
BEGIN, END = "<!-- peer-parity:begin -->", "<!-- peer-parity:end -->"
GOAL = 0.95


def _markdown(results: list[pp.PeerResult], programs: int, skipped: int, seconds: float, torch: str) -> str:
    lines = [
        f"Measured with torch {torch}: {programs} programs exported ({skipped} cases torch itself cannot export "
        f"left out), {len(results)} results, in {seconds / 60:.0f} minutes.",
        "",
        "| source | path | " + " | ".join(pp.VERDICTS) + " |",
        "|---|---|" + "---:|" * len(pp.VERDICTS),
    ]
    for source, path, row in pp.table(results):
        lines.append(f"| {source} | {path} | " + " | ".join(str(row[v]) for v in pp.VERDICTS) + " |")
    reasons: Counter[tuple[str, str, str]] = Counter()
    for result in results:
        if result.verdict not in ("exact",):
            reasons[(result.path, result.verdict, result.detail.split(";")[0][:110])] += 1
    lines += ["", "Every result that is not exact, by path, verdict and reason (count):", ""]
    lines += ["| path | verdict | reason | programs |", "|---|---|---|---:|"]
    for (path, verdict, reason), count in sorted(reasons.items()):
        cell = reason.replace("|", "\\|").replace("\n", " ")
        lines.append(f"| {path} | {verdict} | {cell} | {count} |")
    return "\n".join(lines)


def _write_docs(text: str) -> None:
    document = DOCS.read_text()
    head, _, rest = document.partition(BEGIN)
    _, _, tail = rest.partition(END)
    DOCS.write_text(f"{head}{BEGIN}\n{text}\n{END}{tail}")


RANDOM = re.compile(
    r"torch\.ops\.aten\.(rand|randn|randint|normal|multinomial|bernoulli|uniform|exponential|poisson"
    r"|native_dropout|dropout|randperm|empty|new_empty)[_.]"
)
"""Operators whose outputs are drawn from the generator (an old release draws other numbers for the same seed),
or are uninitialized memory (``empty``)."""


def _draws(target: object) -> bool:
    """Whether the operator ``target`` takes a ``Generator`` (``cauchy``, ``geometric``, ``log_normal``,
    ``rrelu_with_noise``): its numbers come from the generator, which each release draws its own way."""
    import torch

    if not isinstance(target, str) or not target.startswith("torch.ops.") or target.count(".") != 4:
        return False
    _, _, namespace, name, overload = target.split(".")
    try:
        schema = getattr(getattr(getattr(torch.ops, namespace), name), overload)._schema
    except (AttributeError, RuntimeError):
        return False
    return any("Generator" in str(argument.type) for argument in schema.arguments)


TEST_NAMESPACES = ("_torch_testing", "testlib")
KNOWN_LIMIT = "a known loader limitation: "
TEST_OPERATOR = "a custom operator of torch 2.13's test databases "
RANDOM_NUMBERS = "a random operator: each release's generator draws its own numbers"
"""Namespaces of the custom operators torch's test databases define (an old release defines its own, or none)."""
_REGISTER = """
try:  # the custom operators of the release's own test database, which the custom_op_db programs call
    import torch.testing._internal.custom_op_db  # noqa: F401
except Exception:
    pass
"""
"""Run in the old torch before the programs load: a user registers a program's custom operators first."""


def _in_old_torch(venvs: Path, jobs: dict[str, list[dict[str, str]]]) -> list[pp.PeerResult]:
    """Each release's downgraded programs loaded and run by that release (path ``torch-<release>``)."""
    import subprocess

    results: list[pp.PeerResult] = []
    for release, batch in jobs.items():
        python = venvs / release / "bin" / "python"
        if not batch or not python.exists():
            continue
        for start in range(0, len(batch), 100):
            part = batch[start : start + 100]
            child = subprocess.run(
                [str(python), "-c", _REGISTER + CHILD, json.dumps(part)], capture_output=True, text=True
            )
            lines = child.stdout.strip().splitlines()
            outcome = json.loads(lines[-1]) if child.returncode == 0 and lines else {}
            for job in part:
                said = outcome.get(job["name"], f"the child failed: {child.stderr[-200:]}")
                verdict = "exact" if said.startswith("same outputs") else "differs"
                if verdict == "differs" and job["known"]:  # a failure of that torch on its own programs too
                    verdict, said = "native", f"{KNOWN_LIMIT}{job['known'][:150]} ({said[:80]})"
                elif verdict == "differs" and job["random"] and said.startswith("DIFFERENT outputs"):
                    verdict, said = "native", RANDOM_NUMBERS
                elif verdict == "differs" and any(f"torch.ops.{ns}." in said for ns in TEST_NAMESPACES):
                    verdict, said = "native", f"{TEST_OPERATOR}({said[:120]})"
                results.append(
                    pp.PeerResult(job["name"], f"torch-{release}", verdict, "" if verdict == "exact" else said)
                )
    return results


def _check_agrees(
    verdicts: dict[str, dict[str, str]], in_old: list[pp.PeerResult], results: list[pp.PeerResult]
) -> list[pp.PeerResult]:
    """Path ``check-<release>``: whether ``serde.check``'s verdict (``decompose=True``, lossy counted as loadable,
    as the downgrades here are written) for the torch-written program agrees with what that release did with
    the file pt2-serde wrote for it (loaded and computed the native outputs, or a random operator's own
    numbers), a program pt2-serde refused to write (``results``' downgrade rows) counting as not loadable. A
    program whose downgrade was not compared at all (torch 2.13's own runs of it disagree: uninitialized
    memory, random numbers) has no old-torch run to agree with, and no row."""
    refused = {
        (r.case, r.path[len("down-") :]) for r in results if r.path.startswith("down-") and r.verdict == "refused"
    }
    ran: dict[tuple[str, str], bool | None] = {
        (r.case, r.path[len("torch-") :]): None
        if r.detail.startswith(TEST_OPERATOR)
        else (r.verdict == "exact" or r.detail == RANDOM_NUMBERS)
        for r in in_old
    }  # None: that torch could not tell (the test databases' own operators are not in it)
    out: list[pp.PeerResult] = []
    for case, by_release in sorted(verdicts.items()):
        for release, verdict in by_release.items():
            if (case, release) not in ran and (case, release) not in refused:
                continue  # nothing was written for that release, and nothing was run there
            loads = ran.get((case, release), False)
            if loads is None:
                continue
            said = not verdict.startswith("refused")
            agree = said == loads and not verdict.startswith("crashed")
            detail = (
                "" if agree else f"check said {verdict}; torch {release} {'loads' if loads else 'fails or refused'}"
            )
            out.append(pp.PeerResult(case, f"check-{release}", "exact" if agree else "differs", detail))
    return out


def main() -> int:
    """Run the suite and print the table; see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", action="append", choices=pp.SOURCES)
    parser.add_argument("--mode", action="append", choices=pp.MODES)
    parser.add_argument("--limit", type=int, default=0, help="at most this many cases (0: all)")
    parser.add_argument("--only", action="append", metavar="TEXT", help="only the cases whose name holds TEXT")
    parser.add_argument("--op-db-every", type=int, default=1, metavar="N", help="only every N-th OpInfo case")
    parser.add_argument("--results", type=Path)
    parser.add_argument("--write-docs", action="store_true")
    parser.add_argument("--old-torch", type=Path, metavar="VENVS", help="run the downgrades in the real old torch")
    options = parser.parse_args()
    import torch

    scratch = tempfile.TemporaryDirectory()
    jobs: dict[str, list[dict[str, str]]] = {release: [] for release in pp.DOWN_RELEASES}
    current: list[str] = [""]

    def keep(release: str, artifact: serde.Artifact, program: pp.Program, native: object) -> None:
        folder = Path(scratch.name) / release / str(len(jobs[release]))
        folder.mkdir(parents=True)
        serde.save(artifact, str(folder / "model.pt2"))
        torch.save((program.args, program.kwargs), folder / "inputs.pt")
        torch.save(pp.outputs_of(native, program), folder / "expected.pt")
        known = "; ".join(message for _, message in loader_failures(artifact.program, release))
        called = [node.get("target") for node in artifact.program["graph_module"]["graph"]["nodes"]]
        random = "yes" if RANDOM.search(json.dumps(called)) or any(_draws(target) for target in called) else ""
        job = {"artifact": str(folder / "model.pt2"), "inputs": str(folder / "inputs.pt"), "known": known}
        job["random"] = random
        jobs[release].append({**job, "name": current[0], "expected": str(folder / "expected.pt")})

    cases = pp.cases(tuple(options.source or pp.SOURCES), tuple(options.mode or pp.MODES))
    if options.op_db_every > 1:
        others = [c for c in cases if c.source != "op_db"]
        cases = others + [c for c in cases if c.source == "op_db"][:: options.op_db_every]
    if options.only:
        cases = [c for c in cases if any(text in str(c) for text in options.only)]
    if options.limit:
        cases = cases[: options.limit]
    started = time.perf_counter()
    results: list[pp.PeerResult] = []
    programs = skipped = 0
    sink = options.results.open("w") if options.results else None
    verdicts: dict[str, dict[str, str]] = {}  # case -> release -> what serde.check said
    for index, case in enumerate(cases):
        current[0] = str(case)
        with tempfile.TemporaryDirectory() as folder, pp.quiet():
            found = pp.check_case(case, Path(folder), keep=keep if options.old_torch else None)
            native_file = Path(folder) / "native.pt2"
            if options.old_torch and found and native_file.exists():
                try:
                    report = serde.check(str(native_file), list(pp.DOWN_RELEASES), decompose=True)
                except serde.SerdeError as exc:  # a file torch wrote that pt2-serde cannot read: every release refused
                    verdicts[str(case)] = dict.fromkeys(pp.DOWN_RELEASES, f"refused ({type(exc).__name__})")
                except Exception as exc:  # noqa: BLE001 - a defect of check: recorded, and the run goes on
                    verdicts[str(case)] = dict.fromkeys(pp.DOWN_RELEASES, f"crashed ({type(exc).__name__})")
                else:
                    verdicts[str(case)] = {t.release: t.verdict for t in report.targets}
        if index % 50 == 0:
            print(f"{index}/{len(cases)} cases, {time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
        if not found:
            skipped += 1
            continue
        programs += 1
        results += found
        if sink is not None:
            for result in found:
                sink.write(json.dumps(result.to_json()) + "\n")
            sink.flush()
    if options.old_torch:
        in_old = _in_old_torch(options.old_torch, jobs)
        in_old += _check_agrees(verdicts, in_old, results)
        results += in_old
        if sink is not None:
            sink.writelines(json.dumps(result.to_json()) + "\n" for result in in_old)
    if sink is not None:
        sink.close()
    scratch.cleanup()
    text = _markdown(results, programs, skipped, time.perf_counter() - started, torch.__version__)
    if options.op_db_every > 1:
        text += f"\n\nOpInfo operators sampled: every {options.op_db_every}th case of each mode."
    print(text)
    if options.write_docs:
        _write_docs(text)
    bad = [r for r in results if r.verdict == "differs"]
    down = [r for r in results if r.path == "down-2.6.0" and r.verdict != "native"]
    reached = sum(r.verdict == "exact" for r in down) / len(down) if down else 1.0
    print(f"\ntorch 2.6 reached exactly: {reached:.1%} (goal {GOAL:.0%}); differences: {len(bad)}")
    return 1 if bad or reached < GOAL else 0


if __name__ == "__main__":
    sys.exit(main())
