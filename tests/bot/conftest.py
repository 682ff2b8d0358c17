"""Fixtures for the bot tests: a harness around a bot playing the test game Menagerie, and databases of
either backend (``database``: each test once on SQLite and once on PostgreSQL, the latter skipped unless
``BOARDGAME_TEST_POSTGRES_URL`` is set)."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from databases import BACKENDS  # noqa: E402
from databases import database as fresh_database  # noqa: E402
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


@pytest.fixture(params=BACKENDS)
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """A fresh database: a SQLite file, or (second run) a PostgreSQL schema of its own."""
    async with fresh_database(request.param, tmp_path) as location:
        yield location


@pytest.fixture
async def any_harness(database: str, tmp_path: Path) -> AsyncIterator[Harness]:
    """The harness on each backend in turn (see ``database``)."""
    h = await Harness.create(tmp_path, games=TEST_GAMES, database=database)
    try:
        yield h
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]
