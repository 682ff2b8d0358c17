"""Fixtures for the bot tests: a harness around a bot playing the test game Menagerie."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import Harness  # noqa: E402
from menagerie import TEST_GAMES  # noqa: E402


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    h = await Harness.create(tmp_path, games=TEST_GAMES)
    try:
        yield h
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]
