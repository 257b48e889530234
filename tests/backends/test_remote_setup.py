"""Remote set-up as users meet it: the GCS example of docs/python-api.md against fake-gcs-server takes seconds with no
environment variable, S3 to GCS runs with separate options per side, and known misconfigurations (missing
credentials, another library's option names, an unreachable Dask scheduler) get one line with the fix."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from corpus_index import CORPUS

import serde
from backends import open_store

CLI = str(Path(sys.executable).with_name("pt2-serde"))


def _clean_env(**extra: str) -> dict[str, str]:
    """The environment of a user's shell: none of the variables the test session sets for gcsfs or AWS, but
    the CA bundle trusting the test S3 server's certificate (it stands for the machine's own trust store)."""
    prefixes = ("AWS_", "GCSFS_", "GOOGLE_", "STORAGE_EMULATOR")
    env = {k: v for k, v in os.environ.items() if not k.startswith(prefixes) or k == "AWS_CA_BUNDLE"}
    return {**env, "AWS_EC2_METADATA_DISABLED": "true", "NO_GCE_CHECK": "true", **extra}


def test_readme_gcs_example_takes_seconds_without_environment_variables(
    gcs_bucket: str, gcs_endpoint: str, tmp_path: Path
) -> None:
    serde.save(
        serde.load(str(CORPUS / "2.4.1" / "mlp" / "model.pt2")),
        f"{gcs_bucket}/copy.pt2",
        storage_options={"endpoint_url": gcs_endpoint, "token": "anon"},
    )
    started = time.perf_counter()
    done = subprocess.run(
        [CLI, "inspect", f"{gcs_bucket}/copy.pt2", "--storage-option", f"endpoint_url={gcs_endpoint}"],
        capture_output=True,
        text=True,
        env=_clean_env(),
        timeout=300,
    )
    seconds = time.perf_counter() - started
    assert done.returncode == 0, done.stderr
    assert "schema 5.3, layout C4" in done.stdout
    assert seconds < 20, f"the documented GCS example took {seconds:.1f} s"  # ~49 s before (a gRPC probe per bucket)


def test_s3_to_gcs_with_separate_options(
    s3_bucket: str, s3_options: dict[str, object], gcs_bucket: str, gcs_endpoint: str, tmp_path: Path
) -> None:
    store, root = open_store(f"{s3_bucket}/models", **s3_options)
    for release in ("2.1.2", "2.4.1"):
        store.write_bytes(store.join(root, f"{release}/mlp.pt2"), (CORPUS / release / "mlp" / "model.pt2").read_bytes())
    src = [f"--src-storage-option={key}={value}" for key, value in s3_options.items()]
    done = subprocess.run(
        [
            CLI,
            "migrate",
            f"{s3_bucket}/models",
            "--dest",
            f"{gcs_bucket}/mirror",
            *src,
            "--dest-storage-option",
            f"endpoint_url={gcs_endpoint}",
            "--report",
            f"{gcs_bucket}/mirror/report.jsonl",
        ],
        capture_output=True,
        text=True,
        env=_clean_env(),
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "migrated 2," in done.stdout
    gcs = {"endpoint_url": gcs_endpoint}
    for release in ("2.1.2", "2.4.1"):
        assert (
            serde.load(f"{gcs_bucket}/mirror/{release}/mlp.pt2", storage_options=gcs).version == serde.newest_version()
        )
    again = serde.migrate(
        f"{s3_bucket}/models", dest=f"{gcs_bucket}/mirror", storage_options=s3_options, dest_storage_options=gcs
    )
    assert again.summary()["up_to_date"] == 2  # the source records survive the trip between stores


def test_missing_s3_credentials_get_one_line_with_the_fix(s3_bucket: str, moto_endpoint: str) -> None:
    done = subprocess.run(
        [CLI, "inspect", f"{s3_bucket}/x.pt2", "--storage-option", f"endpoint_url={moto_endpoint}"],
        capture_output=True,
        text=True,
        env=_clean_env(AWS_CONFIG_FILE=os.devnull, AWS_SHARED_CREDENTIALS_FILE=os.devnull),
        timeout=300,
    )
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "AWS_ACCESS_KEY_ID" in done.stderr, done.stderr


def test_another_librarys_option_names_get_the_right_name(s3_bucket: str, s3_options: dict[str, object]) -> None:
    options = [f"--storage-option={key}={value}" for key, value in s3_options.items()]
    done = subprocess.run(
        [CLI, "inspect", f"{s3_bucket}/x.pt2", *options, "--storage-option", "region_name=eu-west-1"],
        capture_output=True,
        text=True,
        env=_clean_env(),
        timeout=300,
    )
    assert done.returncode == 2 and "client_kwargs" in done.stderr and "Traceback" not in done.stderr, done.stderr


@pytest.mark.slow
def test_unreachable_dask_scheduler_is_one_line(tmp_path: Path) -> None:
    done = subprocess.run(
        [CLI, "migrate", str(CORPUS / "2.4.1" / "mlp"), "--dest", str(tmp_path / "out"), "--dask", "tcp://127.0.0.1:9"]
        + ["--dask-timeout", "1.5"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 2 and "cannot reach the Dask scheduler at tcp://127.0.0.1:9 within 1.5 s" in done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1, done.stderr
