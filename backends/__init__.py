"""Storage on fsspec: local disk, memory, S3 and GCS with atomic and conditional writes."""
