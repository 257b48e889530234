"""Shared pytest configuration: the tests directory is importable (corpus index, strategies)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
