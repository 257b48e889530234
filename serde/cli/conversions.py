"""``upgrade`` and ``downgrade``: argument parsing and printing around :func:`serde.jobs.convert.convert_one`."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import click

from backends.store import Location, open_store
from serde.cli.app import (
    EXIT_NO,
    Failure,
    Problem,
    echo,
    emit_json,
    main,
)
from serde.cli.options import (
    DECOMPOSE_HELP,
    encoding_option,
    provenance_options,
    report_options,
    target_options,
    transfer_options,
)
from serde.containers.layouts import Layout
from serde.errors import (
    PreconditionFailedError,
    SerdeError,
)

__all__ = ["downgrade_command", "upgrade_command"]


def _conversion_options(required: bool) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """The arguments and options ``upgrade`` and ``downgrade`` share (``--to`` is required by ``downgrade``)."""

    def apply(function: Callable[..., None]) -> Callable[..., None]:
        decorators = [
            click.argument("source", metavar="SOURCE"),
            click.argument("destination", metavar="DESTINATION"),
            target_options(
                help="Target torch release (2.4.1, 2.6) or 'torch'"
                + (
                    "."
                    if required
                    else ". Default: the installed torch's schema (the newest known without torch); an artifact "
                    "newer than it is left as it is."
                )
            ),
            encoding_option(default="json", help="Program encoding; msgpack writes a program-only payload file."),
            click.option(
                "--layout",
                "layout",
                type=click.Choice([item.value for item in Layout]),
                default=None,
                help="Container layout to write (default: the one torch writes for the target version).",
            ),
            click.option(
                "--lossy",
                is_flag=True,
                help="When writing for an older release, drop what it cannot express (reported).",
            ),
            click.option("--decompose", is_flag=True, help=DECOMPOSE_HELP),
            click.option(
                "--verify",
                type=click.Choice(["schema", "torch", "none"]),
                default="schema",
                show_default=True,
                help="Check the output before publishing it: read back and validated, or also loaded and run by "
                "the installed torch in a sandboxed child.",
            ),
            report_options(help="How to print the upgrade report."),
            click.option(
                "--force", is_flag=True, help="Replace DESTINATION and --manifest if they exist (refused by default)."
            ),
            provenance_options,
            transfer_options,
        ]
        for decorator in reversed(decorators):
            function = decorator(function)
        return function

    return apply


@main.command(
    "upgrade",
    section="everyday",
    short_help="Convert one artifact for the installed torch (or --to RELEASE).",
    examples=(
        "pt2-serde upgrade old.pt2 new.pt2                # for the installed torch",
        "pt2-serde upgrade old.pt2 out/ --to 2.9.1        # into a folder, for torch 2.9.1",
        "pt2-serde upgrade model.pt2 model.msgpack --encoding msgpack",
    ),
)
@_conversion_options(required=False)
def upgrade_command(**arguments: Any) -> None:
    """Upgrade the artifact at SOURCE (or convert it to any --to, older ones included) and write it to
    DESTINATION, or into DESTINATION when it is a folder (ends with '/'); any fsspec URLs, the storage options
    apply to both. Print the report. An existing output is replaced only with --force."""
    _convert_one("upgrade", arguments)


@main.command(
    "downgrade",
    section="everyday",
    short_help="Write one artifact for an older torch (--to RELEASE).",
    examples=(
        "pt2-serde downgrade model.pt2 for-2.6.pt2 --to 2.6",
        "pt2-serde downgrade model.pt2 for-2.4.pt2 --to 2.4.1 --lossy --decompose",
    ),
)
@_conversion_options(required=True)
def downgrade_command(**arguments: Any) -> None:
    """Write the artifact at SOURCE for an older torch: --to names the release (2.4.1) or schema (5.3); what
    it cannot express is refused, or dropped and reported with --lossy (--decompose lowers TRAINING programs
    for torch 2.1-2.4). The same engine as `upgrade --to OLDER`; a --to newer than SOURCE is refused."""
    if arguments["to"] is None:
        raise click.UsageError("downgrade needs --to: the torch release (2.4.1) to write for (or --schema 5.3)")
    _convert_one("downgrade", arguments)


def _into_folder(source: str, destination: str, options: dict[str, Any]) -> str:
    """``destination``, or ``destination/<name of source>`` when it names a folder (ends with '/', or is an
    existing local directory)."""
    name = source.rstrip("/").rsplit("/", 1)[-1]
    if destination.endswith("/"):
        return destination + name
    store, path = open_store(destination, **options)
    if store.protocol == "file" and os.path.isdir(path):
        return store.join(path, name)
    return destination


@dataclass(frozen=True)
class _Conversion:
    """What ``upgrade`` or ``downgrade`` was asked, parsed from its flags once."""

    direction: str
    source: str
    destination: str
    to: Any
    fmt: str
    layout: str | None
    lossy: bool
    decompose: bool
    verify: str
    as_json: bool
    force: bool
    manifest: str | None
    signing_key: str | None
    reading: dict[str, Any]
    dest_storage_options: dict[str, Any] | None

    @property
    def writing(self) -> dict[str, Any]:
        """The destination's storage options (and the manifest's)."""
        return self.reading["storage_options"] if self.dest_storage_options is None else self.dest_storage_options


def _convert_one(direction: str, arguments: dict[str, Any]) -> None:
    """What ``upgrade`` and ``downgrade`` do: :func:`serde.jobs.convert.convert_one` from SOURCE to DESTINATION
    (or into it, when it is a folder), then the manifest and the report."""
    from serde.jobs.convert import ReadOptions, WriteOptions, convert_one

    asked = _Conversion(direction, **arguments)
    manifest = None
    destination = asked.destination
    try:
        if asked.manifest is not None:
            from serde.jobs.provenance import check_manifest_target

            manifest = Location.open(asked.manifest, asked.writing)
            check_manifest_target(manifest, replace=asked.force)
        destination = _into_folder(asked.source, asked.destination, asked.writing)
        done = convert_one(
            asked.source,
            destination,
            to=asked.to,
            layout=asked.layout,
            format=asked.fmt,
            lossy=asked.lossy,
            decompose=asked.decompose,
            downgrade_only=direction == "downgrade",
            read=ReadOptions(**asked.reading),
            write=WriteOptions(
                storage_options=asked.dest_storage_options,
                verify=asked.verify,
                replace=asked.force,
                signing_key=asked.signing_key,
            ),
        )
    except PreconditionFailedError:
        raise Problem(f"{destination} exists; pass --force to replace it") from None
    except (SerdeError, ValueError) as exc:
        raise Failure(exc) from None
    except OSError as exc:
        raise Problem(f"storage error: cannot write scratch data: {exc.strerror or exc}") from None
    record, report = done.record, done.report
    if report is None:  # left as it is (newer than the default target)
        echo(f"{asked.source}: {record.reason}", err=True)
        sys.exit(EXIT_NO)
    if manifest is not None:
        from serde.jobs.provenance import manifest_document, write_manifest

        try:
            document = manifest_document([record], path=asked.source, target=record.to_version or "", manifest=manifest)
            write_manifest(manifest, document, replace=asked.force)
        except SerdeError as exc:
            raise Failure(exc) from None
    _print_conversion(asked, destination, record, report)


def _print_conversion(asked: _Conversion, destination: str, record: Any, report: Any) -> None:
    """The report of one conversion, as text or JSON."""
    as_json, fmt = asked.as_json, asked.fmt
    provenance = {
        "input_sha256": record.input_sha256,
        "output_sha256": record.output_sha256,
        "tool": record.tool,
        "signature": record.signature,
        "verified": record.verified,
    }
    if as_json:
        emit_json({**report.to_dict(), "destination": destination, "layout": record.output_layout, **provenance})
        return
    for line in report.lines():  # one echo each: a note's strings cannot start a line of their own
        echo(line)
    echo(f"  input sha256 {record.input_sha256}, output sha256 {record.output_sha256} ({record.tool})")
    echo(f"  verified: {record.verified}")
    if record.signature is not None:
        signed = record.signature["signed"]
        echo(f"  signed the output: {signed}" if signed else f"  signature: {record.signature['message']}")
    echo(f"wrote {destination} (layout {record.output_layout}, {fmt})")
