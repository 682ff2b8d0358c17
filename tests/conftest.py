"""Shared by every test directory: ``tests/`` on the import path, for ``scenario_cases`` (the generic
tests' cases, derived from what each registered game declares)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
