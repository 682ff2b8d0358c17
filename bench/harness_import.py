"""The tests' harness (``tests/bot/harness.py``) for the benches that drive the real bot through it: the
same bot, router and periodic work as ``python -m bot``, against the harness's recorded Discord."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

HARNESS_FOLDER = Path(__file__).resolve().parents[1] / "tests" / "bot"


def harness_module() -> ModuleType:
    """``tests/bot/harness.py``, imported from its folder (the tests are not a package)."""
    sys.path.insert(0, str(HARNESS_FOLDER))
    try:
        import harness
    finally:
        sys.path.remove(str(HARNESS_FOLDER))
    return harness
