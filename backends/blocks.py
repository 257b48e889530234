"""The read cache of streamed remote reads: fixed blocks, a bounded number of them kept.

Registered with fsspec as ``pt2-serde-blocks`` when imported (by :meth:`backends.publish.Publisher.open_read`,
so that a process reading only local files never imports fsspec's caches).
"""

from __future__ import annotations

import fsspec.caching

__all__ = ["HeldBlocks"]


class HeldBlocks(fsspec.caching.BlockCache):  # type: ignore[misc]
    """fsspec's ``blockcache`` (fixed blocks, the least recently used dropped), asking for no byte past the
    object's end: fsspec's asks for whole blocks, and some servers (fake-gcs-server) refuse a range that runs
    past the end with 416 where S3 and GCS serve what there is."""

    name = "pt2-serde-blocks"

    def _fetch_block(self, block_number: int) -> bytes:
        start = block_number * self.blocksize
        end = min(start + self.blocksize, self.size)
        self.total_requested_bytes += end - start
        self.miss_count += 1
        block: bytes = self.fetcher(start, end)
        return block


fsspec.caching.register_cache(HeldBlocks, clobber=True)
