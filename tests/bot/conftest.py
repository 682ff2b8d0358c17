"""Fixtures for the bot tests: the test games Menagerie and Open Menagerie registered for a test
(``test_games``: through ``rules.register``, as any game is registered), a harness around a bot playing
them, and databases of either backend (``database``: each test once on SQLite and once on PostgreSQL, the
latter skipped unless ``BOARDGAME_TEST_POSTGRES_URL`` is set)."""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from databases import BACKENDS, EMPTY_DATABASE, _empty_database_marker  # noqa: E402,F401
from databases import database as fresh_database  # noqa: E402
from harness import Harness  # noqa: E402
from menagerie import OPEN_SPEC, SPEC  # noqa: E402

from rules.base import Game  # noqa: E402
from rules.registry import registered  # noqa: E402


@pytest.fixture
def test_games() -> Iterator[dict[str, Game]]:
    """Menagerie and Open Menagerie, registered for this test (and forgotten after it), by id: pass them
    to ``Harness.create(games=...)``. Registered only where asked for, so the packaged games stay the only
    ones elsewhere (the generic tests derive their cases from the registry)."""
    with registered(SPEC, OPEN_SPEC) as games:
        yield games


@pytest.fixture
async def harness(tmp_path: Path, test_games: dict[str, Game]) -> AsyncIterator[Harness]:
    h = await Harness.create(tmp_path, games=test_games)
    try:
        yield h
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


@pytest.fixture(params=BACKENDS)
async def database(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """A new database, migrated: a SQLite file, or (second run) a PostgreSQL schema of its own; empty (no
    file, no tables) in a test marked ``empty_database``."""
    empty = request.node.get_closest_marker(EMPTY_DATABASE) is not None
    async with fresh_database(request.param, tmp_path, empty=empty) as location:
        yield location


@pytest.fixture
async def any_harness(database: str, tmp_path: Path, test_games: dict[str, Game]) -> AsyncIterator[Harness]:
    """The harness on each backend in turn (see ``database``)."""
    h = await Harness.create(tmp_path, games=test_games, database=database)
    try:
        yield h
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


#: How tiny a computer's search budget is in the tests that seat computers (milliseconds: a few iterations).
TINY_MS = 5


@pytest.fixture
async def computers_harness(tmp_path: Path) -> AsyncIterator[Harness]:
    """The harness around every packaged game (their computer players) with tiny search budgets."""
    from rules import GAMES

    h = await Harness.create(tmp_path, games=GAMES)
    h.bot.computers.budget_ms = TINY_MS
    try:
        yield h
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]
