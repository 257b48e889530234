"""Before a run on a Dask cluster: what every worker must have, checked on every worker, and the credentials
the client resolved, handed to the workers only when the user asks.

Workers started elsewhere (the normal case on a cluster) do not share the client's environment: no
``AWS_*`` variables, another pt2-serde, no ``--import`` module. Without a check each artifact would fail on
its own, one by one. :func:`probe_workers` runs :func:`worker_probe` on every worker first (``Client.run``):
the same pt2-serde version as the client; the run's path readable with the run's storage options; the
destination (or, in place, the path's folder) writable: a temporary object pt2-serde's listings leave out is
written and removed (not in a plan, which writes nothing). Any worker lacking any of these stops the run
with one :class:`ClusterError` naming each such worker and what it lacks.

:func:`forwarded_credentials` is the explicit opt-in (``forward_credentials=True``,
``--dask-forward-credentials``): the credentials the client's environment resolves for the run's stores
(S3 keys from botocore's chain, the file ``GOOGLE_APPLICATION_CREDENTIALS`` names, Azure's connection
string or account key variables) are put into the storage options that travel with each task. They then
sit, unencrypted, in the memory of the scheduler and of every worker, and in any task graph Dask spills or
logs: prefer giving the workers their own credentials (an instance role, a workload identity, their own
environment), and forward only to a cluster you control.
"""

from __future__ import annotations

import os
import uuid
from typing import Any

from backends.patterns import is_glob
from backends.publish import TEMP_PREFIX, TEMP_SUFFIX
from backends.store import open_store
from serde.errors import SerdeError, UsageError
from serde.jobs.listing import glob_base
from serde.jobs.provenance import tool
from serde.untrusted.formats import parse_json

__all__ = ["ClusterError", "forwarded_credentials", "probe_workers", "worker_probe"]


class ClusterError(UsageError):
    """Dask workers that cannot do the run: each one named with what it lacks (nothing was started)."""


def worker_probe(
    path: str, options: dict[str, Any], write_to: str | None, write_options: dict[str, Any]
) -> dict[str, Any]:
    """What this process can do of a run (runs on a worker): its pt2-serde, whether it can read ``path`` and
    write below ``write_to`` (None: not asked), each problem as a message (None when there is none)."""
    found: dict[str, Any] = {"tool": tool(), "read": None, "write": None}
    try:
        store, where = open_store(path, **options)
        base = glob_base(where) if is_glob(where) else where
        if not store.exists(base):
            found["read"] = f"cannot see {path} (the client lists it)"
    except (SerdeError, ValueError, ImportError) as exc:
        found["read"] = str(exc)
    if write_to is None:
        return found
    try:
        store, where = open_store(write_to, **write_options)
        probe = store.join(where, f"{TEMP_PREFIX}{os.getpid()}-probe-{uuid.uuid4().hex}{TEMP_SUFFIX}")
        store.write_bytes(probe, b"pt2-serde worker probe\n")
        store.delete(probe)
    except (SerdeError, ValueError, ImportError, OSError) as exc:
        found["write"] = str(exc)
    return found


def probe_workers(
    client: Any,
    path: str,
    options: dict[str, Any],
    write_to: str | None,
    write_options: dict[str, Any],
) -> int:
    """Run :func:`worker_probe` on every worker of ``client``; the number of workers, or :class:`ClusterError`
    naming each worker that lacks something (no worker at all is one too)."""
    answers = client.run(worker_probe, path, options, write_to, write_options)
    if not answers:
        raise ClusterError("the Dask cluster has no worker: start one (dask worker SCHEDULER) before the run")
    mine = tool()
    problems = []
    for worker, found in sorted(answers.items()):
        lacks = []
        if found["tool"] != mine:
            lacks.append(f"runs {found['tool']} where the client runs {mine} (install the same release)")
        if found["read"]:
            lacks.append(f"cannot read: {found['read']}")
        if found["write"]:
            lacks.append(f"cannot write: {found['write']}")
        if lacks:
            problems.append(f"worker {worker}: " + "; ".join(lacks))
    if problems:
        hint = (
            "give the workers the run's credentials (their own environment or role), or pass "
            "forward_credentials=True / --dask-forward-credentials to hand them the client's (docs/dask.md)"
        )
        raise ClusterError(
            f"{len(problems)} of {len(answers)} Dask worker(s) cannot do this run; nothing was started:\n  - "
            + "\n  - ".join(problems)
            + f"\n{hint}"
        )
    return len(answers)


def forwarded_credentials(url: str, options: dict[str, Any]) -> dict[str, Any]:
    """``options`` for the store of ``url`` with the credentials the client's environment resolves added (the
    options the user gave win; see the module's docstring for what this exposes)."""
    scheme = url.split("://", 1)[0] if "://" in url else "file"
    added: dict[str, Any] = {}
    if scheme in ("s3", "s3a"):
        import botocore.session

        session = botocore.session.Session(profile=options.get("profile"))
        resolved = session.get_credentials()
        if resolved is None:
            raise UsageError(f"forward_credentials: the client resolves no S3 credentials for {url}")
        frozen = resolved.get_frozen_credentials()
        added = {"key": frozen.access_key, "secret": frozen.secret_key}
        if frozen.token:
            added["token"] = frozen.token
    elif scheme in ("gs", "gcs"):
        location = os.environ.get("GOOGLE_APPLICATION_CREDENTIALS")
        if location is None:
            raise UsageError(f"forward_credentials: GOOGLE_APPLICATION_CREDENTIALS is not set for {url}")
        with open(location, encoding="utf-8") as handle:
            added = {"token": parse_json(handle.read())}
    elif scheme in ("az", "abfs", "abfss"):
        names = {
            "connection_string": "AZURE_STORAGE_CONNECTION_STRING",
            "account_name": "AZURE_STORAGE_ACCOUNT_NAME",
            "account_key": "AZURE_STORAGE_ACCOUNT_KEY",
            "sas_token": "AZURE_STORAGE_SAS_TOKEN",
        }
        added = {option: os.environ[name] for option, name in names.items() if os.environ.get(name)}
        if not added:
            raise UsageError(f"forward_credentials: no AZURE_STORAGE_* variable is set for {url}")
    kept = {key: value for key, value in options.items() if key != "profile"}  # the profile resolved to keys
    return {**added, **kept}
