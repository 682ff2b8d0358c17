"""Games stored before the rules corrections of issue 9 (and before schema 4) still load and play.

``data/store_schema3_rules1.sql`` was written by the bot at commit f2a7867 (see ``make_store_fixture.py``):
schema 3, every game started under rules version 1, part-played and finished games of all three titles and
an open lobby. Opening it migrates it; every game keeps the rules it started with (the ``rules_version``
column, 1 for every row stored before it existed), so its action log rebuilds exactly the stored snapshot
and play goes on under the old rules to the end.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from harness import FakeUser, Harness

import rules
from core.service import GameService
from rules.players import RandomPlayer
from store import MIGRATIONS, open_store

OLD_DUMP = Path(__file__).parent / "data" / "store_schema3_rules1.sql"


def old_database(tmp_path: Path) -> Path:
    path = tmp_path / "old.sqlite3"
    connection = sqlite3.connect(path)
    connection.executescript(OLD_DUMP.read_text())
    connection.close()
    return path


async def test_an_old_database_migrates_and_every_game_replays_to_its_stored_snapshot(tmp_path: Path):
    path = old_database(tmp_path)
    before = {row[0]: row[1] for row in sqlite3.connect(path).execute("SELECT id, state FROM games")}
    store = await open_store(str(path))
    try:
        assert await store.schema_version() == len(MIGRATIONS)
        service = GameService(store, rules.GAMES)
        statuses = set()
        for game_id, snapshot in before.items():
            record = await store.get_game(game_id)
            statuses.add(record.status)
            assert record.rules_version == 1 and record.snapshot_digest is None
            if record.status == "lobby":
                continue
            loaded = await service.load(record)
            # The log, replayed under the rules the game started with, is exactly what was stored.
            assert json.dumps(loaded.game.dump(loaded.state)) == json.dumps(
                loaded.game.dump(loaded.game.load(json.loads(snapshot))))
            assert loaded.state.rules_version == 1
        assert statuses == {"lobby", "active", "finished"}
    finally:
        await store.close()


@pytest.mark.parametrize("title", ["iwari", "tiwanaku", "wayfinders"])
async def test_old_games_play_on_to_the_end_under_their_own_rules(tmp_path: Path, title: str):
    path = old_database(tmp_path)
    store = await open_store(str(path))
    try:
        service = GameService(store, rules.GAMES)
        rows = await store._read_all("SELECT id FROM games WHERE status = 'active' AND game = ?", (title,))
        assert rows
        for (game_id,) in rows:
            player = RandomPlayer(game_id)
            for _ in range(5000):
                record = await store.get_game(game_id)
                if record.status != "active":
                    break
                loaded = await service.load(record)
                seat = loaded.game.to_play(loaded.state)
                await service.play(loaded, loaded.users[seat], player.choose(loaded.game, loaded.state))
            record = await store.get_game(game_id)
            assert record.status == "finished" and record.rules_version == 1
            # The finished game still replays from its log under version 1.
            loaded = await service.load(record)
            replayed = await service.replay(record, loaded.game, len(loaded.users))
            assert loaded.game.dump(replayed) == loaded.game.dump(loaded.state)
    finally:
        await store.close()


async def test_a_bot_on_an_old_database_serves_its_games_and_starts_new_ones_under_the_new_rules(
        tmp_path: Path):
    path = old_database(tmp_path)
    h = await Harness.create(tmp_path, database=str(path))
    try:
        record = await h.bot.store.open_game_in_channel(500)  # an Iwari game stored half-way
        seats = await h.bot.store.seats(record.id)
        user = FakeUser(seats[0], "old player")
        h.users[user.name] = user
        reply = await h.slash(user, "game status", channel_id=500)
        assert "earlier rules" in reply.text()
        creator, friend = h.user("new creator"), h.user("friend")
        reply = await h.slash(creator, "game new", channel_id=777, game="iwari")
        join = next(c for s in reply.sent for c in s.custom_ids() if c.endswith(":join"))
        db_id = int(join.split(":")[1])
        await h.press(friend, join)
        await h.press(creator, f"lb:{db_id}:start")
        new = await h.bot.store.get_game(db_id)
        assert new.status == "active" and new.rules_version == rules.GAMES["iwari"].rules_version == 2
        assert "earlier rules" not in (await h.slash(creator, "game status", channel_id=777)).text()
    finally:
        await h.close()
