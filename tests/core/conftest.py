"""Fixtures for the services of ``core/`` on a real store: a SQLite file in the test's folder, the test
game Menagerie registered for the test (as the bot tests register it), and the game service over both,
recording finished games' results as the bot does (``core/ratings.py``). Games to play: ``played.py``."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "bot"))

from databases import fresh_sqlite  # noqa: E402
from menagerie import SPEC  # noqa: E402
from played import Clock  # noqa: E402

from core.ratings import Ratings  # noqa: E402
from core.service import GameService  # noqa: E402
from rules.base import Game  # noqa: E402
from rules.registry import registered  # noqa: E402
from store import Store, open_store  # noqa: E402


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def games() -> Iterator[dict[str, Game]]:
    """Menagerie, registered for this test only."""
    with registered(SPEC) as registered_games:
        yield registered_games


@pytest.fixture
async def store(tmp_path: Path, clock: Clock) -> AsyncIterator[Store]:
    """A new SQLite store, migrated (a copy of this process's template, see ``tests/bot/databases.py``)."""
    location = tmp_path / "core.sqlite3"
    await fresh_sqlite(location)
    opened = await open_store(str(location), clock=clock)
    try:
        yield opened
    finally:
        await opened.close()


@pytest.fixture
def service(store: Store, games: dict[str, Game], clock: Clock) -> GameService:
    service = GameService(store, games, clock)
    ratings = Ratings(store, games)
    service.on_finished = lambda loaded: ratings.record(loaded.record, loaded.game, loaded.users,
                                                        loaded.state)
    return service
