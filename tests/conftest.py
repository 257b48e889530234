"""Shared pytest fixtures: importable test helpers, and real S3 (moto) and GCS (fake-gcs-server) servers.

The servers are session-scoped subprocesses bound to 127.0.0.1 on free ports, polled until ready
and terminated at the end; each test gets its own fresh bucket. No storage call is mocked.
"""

from __future__ import annotations

import os
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("GCSFS_EXPERIMENTAL_ZB_HNS_SUPPORT", "false")
sys.path.insert(0, str(Path(__file__).parent))

from servers import fake_gcs_server, moto_server  # noqa: E402


@pytest.fixture(scope="session")
def moto_endpoint() -> Iterator[str]:
    """URL of a moto S3 server running for the whole session."""
    with moto_server() as url:
        yield url


@pytest.fixture(scope="session")
def gcs_endpoint() -> Iterator[str]:
    """URL of a fake-gcs-server running for the whole session."""
    with fake_gcs_server() as url:
        yield url


@pytest.fixture(autouse=True, scope="session")
def _no_cloud_credentials() -> Iterator[None]:
    """Keep cloud SDKs from reading real credentials or probing metadata servers off loopback."""
    saved = dict(os.environ)
    for key in list(os.environ):
        if key.startswith(("AWS_", "GOOGLE_", "GCLOUD_")) or key == "STORAGE_EMULATOR_HOST":
            del os.environ[key]
    os.environ.update(
        {
            "AWS_ACCESS_KEY_ID": "testing",
            "AWS_SECRET_ACCESS_KEY": "testing",
            "AWS_EC2_METADATA_DISABLED": "true",
            "AWS_CONFIG_FILE": os.devnull,
            "AWS_SHARED_CREDENTIALS_FILE": os.devnull,
            "NO_GCE_CHECK": "true",
        }
    )
    yield
    os.environ.clear()
    os.environ.update(saved)


@pytest.fixture
def s3_options(moto_endpoint: str) -> dict[str, object]:
    """storage_options for s3:// URLs on the test server."""
    return {
        "endpoint_url": moto_endpoint,
        "key": "testing",
        "secret": "testing",
        "skip_instance_cache": True,
        "use_listings_cache": False,
    }


@pytest.fixture
def gcs_options(gcs_endpoint: str) -> dict[str, object]:
    """storage_options for gs:// URLs on the test server."""
    return {"endpoint_url": gcs_endpoint, "token": "anon", "project": "test", "skip_instance_cache": True}


@pytest.fixture
def s3_bucket(s3_options: dict[str, object]) -> Iterator[str]:
    """A fresh, empty bucket; yields its ``s3://`` URL."""
    import s3fs

    fs = s3fs.S3FileSystem(**s3_options)
    name = f"t-{uuid.uuid4().hex[:12]}"
    fs.mkdir(name)
    yield f"s3://{name}"
    fs.rm(name, recursive=True)


@pytest.fixture
def gcs_bucket(gcs_options: dict[str, object]) -> Iterator[str]:
    """A fresh, empty bucket; yields its ``gs://`` URL."""
    import gcsfs

    fs = gcsfs.GCSFileSystem(**gcs_options)
    name = f"t-{uuid.uuid4().hex[:12]}"
    fs.mkdir(name)
    yield f"gs://{name}"


@pytest.fixture
def memory_bucket() -> Iterator[str]:
    """A fresh prefix on fsspec's in-process memory store; yields its ``memory://`` URL."""
    import fsspec

    name = f"t-{uuid.uuid4().hex[:12]}"
    yield f"memory://{name}"
    fs = fsspec.filesystem("memory")
    if fs.exists(f"/{name}"):
        fs.rm(f"/{name}", recursive=True)
