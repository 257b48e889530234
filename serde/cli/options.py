"""Options several commands share, and their strict parsing at the edge: sizes, storage options (one side or
source and destination apart), safety options, targets and releases, the program encoding and the report
format.

One name per meaning, in every command: ``--to`` a conversion target, ``--torch`` a release to judge against,
``--encoding`` a program encoding, ``--format`` the format of the report a command prints or writes, ``--out``
an optional single output (a file or folder; a required one is the positional ``DESTINATION``), ``--dest`` the
destination of a tree, ``--report`` and ``--manifest`` the files a batch run writes beside its outputs."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import click

from serde.errors import (
    SerdeError,
)
from serde.program.codec import FORMATS
from serde.untrusted.formats import parse_json

__all__ = [
    "DECOMPOSE_HELP",
    "FOLLOW_HELP",
    "QUICK_OPTION",
    "ReportFormat",
    "SIZE_UNITS",
    "encoding_option",
    "parse_size",
    "provenance_options",
    "read_options",
    "reading_options",
    "releases_option",
    "report_options",
    "safety_options",
    "sides",
    "storage_options_of",
    "storage_options_options",
    "schema_option",
    "target_option",
    "target_options",
    "transfer_options",
    "two_sided_options",
]


DECOMPOSE_HELP = (
    "For torch 2.1-2.4 targets, lower a TRAINING-dialect program to ATen with the installed torch's "
    "run_decompositions() first (reported)."
)


FOLLOW_HELP = (
    "Follow symbolic links inside a local tree when they lead to a regular file inside it (never outside); "
    "without it they are skipped and reported, as FIFOs and devices always are."
)


SIZE_UNITS = {
    "": 1,
    "k": 2**10,
    "kib": 2**10,
    "m": 2**20,
    "mib": 2**20,
    "g": 2**30,
    "gib": 2**30,
    "t": 2**40,
    "tib": 2**40,
}


def parse_size(value: str | None) -> int | None:
    """``--max-uncompressed`` values: bytes, or a number with K/M/G/T (KiB/MiB/GiB/TiB) units."""
    if value is None:
        return None
    text = value.strip().lower().replace(" ", "")
    number = text.rstrip("kmgtib")
    unit = text[len(number) :]
    if unit not in SIZE_UNITS or not number.replace(".", "", 1).isdigit():
        raise click.BadParameter(f"expected a size such as 2GiB or 500000000, got {value!r}")
    return int(float(number) * SIZE_UNITS[unit])


def safety_options(command: Any) -> Any:
    """``--trust-pickles`` and ``--max-uncompressed``, for every command that reads artifacts."""
    command = click.option(
        "--max-uncompressed",
        "max_uncompressed",
        default=None,
        help="Cap on the bytes a zip may decompress to (e.g. 40GiB; default: 16x the file plus 64 MiB, <= 64 GiB).",
    )(command)
    return click.option(
        "--trust-pickles",
        is_flag=True,
        help="Hand the artifacts' pickles to torch unscreened (they may run code): only for artifacts you trust.",
    )(command)


def read_options(
    trust_pickles: bool, max_uncompressed: str | None, pairs: tuple[str, ...], as_json: str | None
) -> dict[str, Any]:
    """The keyword arguments of :func:`read_artifact` that ``safety_options`` and ``storage_options_options``
    collect."""
    return {
        "max_uncompressed": parse_size(max_uncompressed),
        "trust_pickles": trust_pickles,
        "storage_options": storage_options_of(pairs, as_json),
    }


def reading_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """``--trust-pickles``, ``--max-uncompressed SIZE`` and ``--storage-option(s)``, the options of every
    command that reads artifacts, handed to the command as one ``reading`` argument (the keyword arguments of
    :func:`serde.containers.reader.read_artifact`, see :func:`read_options`): declared and parsed once."""

    @functools.wraps(command)
    def reading_command(
        *args: Any,
        trust_pickles: bool,
        max_uncompressed: str | None,
        storage_option: tuple[str, ...],
        storage_options_json: str | None,
        **kwargs: Any,
    ) -> Any:
        reading = read_options(trust_pickles, max_uncompressed, storage_option, storage_options_json)
        return command(*args, reading=reading, **kwargs)

    decorated: Callable[..., Any] = safety_options(storage_options_options(reading_command))
    return decorated


def provenance_options(command: Any) -> Any:
    """``--manifest URL`` and ``--signing-key PEM``, for the commands that write artifacts."""
    command = click.option(
        "--signing-key",
        default=None,
        metavar="PEM",
        type=click.Path(exists=True, dir_okay=False),
        help="A model-signing private key (PEM): outputs whose input carried an OpenSSF model-signing signature "
        "are signed anew (<output>.sig; needs pt2-serde[signing]).",
    )(command)
    return click.option(
        "--manifest",
        default=None,
        help="Write a manifest of the run to this URL (JSON: every input and output with its sha256, the steps, "
        "the pt2-serde version); check it later with verify-manifest.",
    )(command)


def storage_options_options(command: Any) -> Any:
    """``--storage-option KEY=VALUE`` (repeatable) and ``--storage-options JSON``, for every command taking a
    URL; they merge into one ``storage_options`` dict (see :func:`storage_options_of`)."""
    command = click.option(
        "--storage-options",
        "storage_options_json",
        default=None,
        help='fsspec storage options as one JSON object, e.g. \'{"endpoint_url": "http://127.0.0.1:9000"}\'.',
    )(command)
    return click.option(
        "--storage-option",
        "storage_option",
        multiple=True,
        help="fsspec storage option KEY=VALUE (repeatable; VALUE is parsed as JSON when it is JSON).",
    )(command)


def two_sided_options(command: Any) -> Any:
    """``--src-storage-option``/``--dest-storage-option`` (KEY=VALUE, repeatable) and their JSON forms, for the
    commands that read one store and write another (S3 to GCS, two accounts): each side gets the shared
    ``--storage-option`` entries plus its own (see :func:`sides`)."""
    for side, where in (("dest", "the destination (and the report and manifest)"), ("src", "the source")):
        command = click.option(
            f"--{side}-storage-options",
            f"{side}_storage_options_json",
            default=None,
            help=f"fsspec storage options for {where} only, as one JSON object.",
        )(command)
        command = click.option(
            f"--{side}-storage-option",
            f"{side}_storage_option",
            multiple=True,
            help=f"fsspec storage option KEY=VALUE for {where} only (repeatable), on top of --storage-option.",
        )(command)
    return command


def transfer_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """The options of the commands that read one store and write another (``upgrade``, ``downgrade``,
    ``migrate``): :func:`reading_options`, whose ``reading`` argument then holds the source's storage options,
    plus the ``--src-``/``--dest-`` ones of :func:`two_sided_options`, handed over as one
    ``dest_storage_options`` argument (None: the same as the source's). Declared and parsed once."""

    @functools.wraps(command)
    def transfer_command(
        *args: Any,
        reading: dict[str, Any],
        src_storage_option: tuple[str, ...],
        src_storage_options_json: str | None,
        dest_storage_option: tuple[str, ...],
        dest_storage_options_json: str | None,
        **kwargs: Any,
    ) -> Any:
        reading["storage_options"], dest = sides(
            reading["storage_options"],
            src_storage_option,
            src_storage_options_json,
            dest_storage_option,
            dest_storage_options_json,
        )
        return command(*args, reading=reading, dest_storage_options=dest, **kwargs)

    decorated: Callable[..., Any] = reading_options(two_sided_options(transfer_command))
    return decorated


def sides(
    shared: dict[str, Any],
    src_pairs: tuple[str, ...],
    src_json: str | None,
    dest_pairs: tuple[str, ...],
    dest_json: str | None,
) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The source's and the destination's storage options (None: the same as the source's)."""
    if not (src_pairs or src_json or dest_pairs or dest_json):
        return shared, None
    return {**shared, **storage_options_of(src_pairs, src_json)}, {
        **shared,
        **storage_options_of(dest_pairs, dest_json),
    }


QUICK_OPTION = click.option(
    "--quick",
    is_flag=True,
    help="Do not read blob bytes: skip the CRC-32 check of every member (storage sizes are still checked).",
)


SCHEMA_META = "pt2_serde.schema"
"""Where ``--schema`` leaves its value for ``--to`` (processed first: it is eager)."""


def schema_option(ctx: click.Context, param: click.Parameter, value: str | None) -> None:
    """``--schema``: a schema version (8.2, 2.0), parsed strictly and kept for :func:`target_option`."""
    from serde.schema.versions import SchemaVersion
    from serde.schema.versions.registry import require_known

    if value is None:
        return
    try:
        version = require_known(SchemaVersion.parse(value))
    except (SerdeError, ValueError) as exc:
        raise click.BadParameter(str(exc), param_hint="--schema") from None
    ctx.meta[SCHEMA_META] = version


def target_option(ctx: click.Context, param: click.Parameter, value: str | None) -> Any:
    """``--to``: a torch release (2.4.1, 2.6), ``torch`` or ``newest``, parsed strictly before any work (a
    wrong one is a usage error, exit 2); or the schema version ``--schema`` named (never both). A schema number
    given to ``--to`` is refused with the ``--schema`` spelling: one is never read as the other."""
    from serde.releases.catalog import resolve

    schema = ctx.meta.get(SCHEMA_META)
    if schema is not None:
        if value is not None:
            raise click.BadParameter("give a torch release with --to or a schema version with --schema, not both")
        return schema
    if value is None or value == "newest":
        return None
    try:
        _, release = resolve(value)
    except SerdeError as exc:
        raise click.BadParameter(str(exc)) from None
    if release is None:
        raise click.BadParameter(
            f"{value} is not a torch release (they are 2.x: 2.4.1, 2.6); for schema version {value}, "
            f"pass --schema {value}"
        )
    return value


def target_options(*, help: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--to RELEASE`` and ``--schema VERSION``: one target either way, handed to the command as ``to`` (a
    command that needs one checks ``to``, since either option may carry it)."""

    def apply(function: Callable[..., Any]) -> Callable[..., Any]:
        function = click.option("--to", "to", default=None, callback=target_option, help=help)(function)
        return click.option(
            "--schema",
            default=None,
            is_eager=True,
            expose_value=False,
            callback=schema_option,
            help="Target schema version instead of a torch release (8.2, 5.3; for maintainers and pinned specs).",
        )(function)

    return apply


def releases_option(values: tuple[str, ...]) -> list[str]:
    """The releases of repeated or comma-separated ``--torch`` options, each one known (else exit 2)."""
    from serde.releases.catalog import released

    wanted = [r.strip() for value in values for r in value.replace(",", " ").split() if r.strip()]
    for release in wanted:
        try:
            released(release)
        except SerdeError as exc:
            raise click.BadParameter(str(exc), param_hint="--torch") from None
    return wanted


def storage_options_of(pairs: tuple[str, ...], as_json: str | None = None) -> dict[str, Any]:
    """The storage options of ``--storage-options JSON`` and every ``--storage-option KEY=VALUE``."""
    options: dict[str, Any] = {}
    if as_json:
        try:
            loaded = parse_json(as_json)
        except ValueError as exc:
            raise click.BadParameter(f"not JSON: {exc}", param_hint="--storage-options") from None
        if not isinstance(loaded, dict):
            raise click.BadParameter("expected a JSON object", param_hint="--storage-options")
        options.update(loaded)
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise click.BadParameter(f"expected KEY=VALUE, got {pair!r}", param_hint="--storage-option")
        try:
            options[key] = parse_json(value)
        except ValueError:
            options[key] = value
    return options


def encoding_option(*, default: str | None, help: str) -> Callable[[Any], Any]:
    """``--encoding json|msgpack``: how a program is encoded (the same name in every command), handed to the
    command as ``fmt``."""
    return click.option(
        "--encoding", "fmt", type=click.Choice(FORMATS), default=default, metavar="json|msgpack", help=help
    )


class ReportFormat(click.Choice):  # type: ignore[type-arg]
    """The choices of ``--format``; a program encoding named there is pointed to ``--encoding`` (``--format``
    was the encoding's name before it named the report's)."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        """The chosen format, or a usage error that says where a program encoding goes."""
        if value == "msgpack" and value not in self.choices:
            self.fail(
                f"msgpack is a program encoding, spelled --encoding msgpack; --format names the format of the "
                f"report ({', '.join(map(str, self.choices))})",
                param,
                ctx,
            )
        return super().convert(value, param, ctx)


def report_options(*, help: str, lines: bool = False) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """``--format text|json`` (and ``jsonl`` with ``lines``): the format of the report a command prints, the
    one name for it in every command (``matrix`` has more choices under the same name). The command receives
    ``as_json`` (and ``as_jsonl``). ``--json`` and ``--jsonl``, the old spellings, still work, hidden, with a
    note on standard error."""
    choices = ("text", "json", "jsonl") if lines else ("text", "json")

    def apply(command: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(command)
        def reporting(
            *args: Any, report_format: str, legacy_json: bool, legacy_jsonl: bool = False, **kwargs: Any
        ) -> Any:
            for flag, given in (("json", legacy_json), ("jsonl", legacy_jsonl)):
                if given:
                    click.echo(f"note: --{flag} is now spelled --format {flag}", err=True)
                    report_format = flag
            if lines:
                kwargs["as_jsonl"] = report_format == "jsonl"
            return command(*args, as_json=report_format == "json", **kwargs)

        decorated: Callable[..., Any] = reporting
        if lines:
            decorated = click.option("--jsonl", "legacy_jsonl", is_flag=True, hidden=True)(decorated)
        decorated = click.option("--json", "legacy_json", is_flag=True, hidden=True)(decorated)
        return click.option(
            "--format",
            "report_format",
            type=ReportFormat(choices),
            default="text",
            show_default=True,
            metavar="|".join(choices),
            help=help,
        )(decorated)

    return apply
