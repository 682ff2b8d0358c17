"""The minute tick stays idle at scale, on SQLite and on PostgreSQL, through the periodic loop.

Over a data set of every kind the periodic work looks at (the bench's ``tick_scale`` one at a tenth:
games in play with clocks, members with a daily digest, queue entries nobody fits yet, running
tournaments, seasons with rated games and their cards), a tick with nothing due:

- sends at most :data:`MOST` statements and opens no write transaction (counted through the store's
  trace, as the bench counts them);
- reads nothing of any season's standings, any tournament's players or ratings, any player's results;
- reads every row it reads through an index: each statement's plan on both backends (PostgreSQL's with
  sequential scans priced out, so a plan that still scans has no index to use).

And what the idle tick skips is still done when it is due: a tournament's round whose time ran out, a
season's card after a change in the server's language, the queue when a window widens.
"""

from __future__ import annotations

import re
import sqlite3
import sys
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import asyncpg
import pytest
from databases import needs_postgres, postgres_schema
from harness import Harness

from bench.statements import counting, reading, unindexed
from bench.tick_scale import GAME_ID, fill, guild
from bot.migrate_db import copy_database
from store import MIGRATIONS, open_store, stamp
from store.postgres import pg_ddl, pg_sql

pytestmark = pytest.mark.usefixtures("test_games")

#: The most statements an idle tick may send, whatever is stored.
MOST = 30
#: The most rows one statement of an idle tick may read from a table (PostgreSQL's count), over a data set
#: of a thousand games in play.
MOST_ROWS = 100
#: What only a tick with work reads: standings, players, results, ratings.
NEVER_IDLE = ("season_members", "game_results", "result_seats", "tournament_players", "ratings",
              "season_archive")


async def settled(h: Harness) -> None:
    """The data set, then the ticks that draw the season cards and plan the queue once."""
    await fill(h.bot.store, h.clock, 0.1)
    for _ in range(3):
        h.clock.advance(minutes=1)
        await h.tick()


async def test_an_idle_tick_reads_a_few_rows_through_indexes_and_writes_nothing(any_harness: Harness,
                                                                                database: str):
    h = any_harness
    await settled(h)
    h.clock.advance(minutes=1)
    with reading(h.bot.store) as reads:
        async with counting(h.bot.store) as seen:
            sent = await h.tick()
    assert sent == []
    assert seen.write_transactions == 0, [sql for sql in seen.sql if not sql.upper().startswith("SELECT")]
    assert seen.count <= MOST, seen.sql
    assert seen.count == len(reads.queries)  # every statement a read, each seen by both
    # Nothing is due, so nothing comes back but the queue's version: no entry, season or tournament.
    assert reads.rows == 1
    for sql, _ in reads.queries:
        assert not any(re.search(rf"\b(FROM|JOIN) {table}\b", sql) for table in NEVER_IDLE), sql
    location = h.bot.store.path if h.bot.store.backend == "sqlite" else database
    for sql, params in reads.queries:
        assert await unindexed(h.bot.store.backend, location, sql, params, most_rows=MOST_ROWS) == [], sql


async def test_a_round_whose_time_ran_out_is_still_put_to_the_organiser(any_harness: Harness):
    h = any_harness
    await settled(h)
    store = h.bot.store
    [first] = [t for t in await store.open_tournaments(stamp(h.clock())) if t.guild_id == guild(0)]
    async with counting(store) as seen:
        h.clock.advance(minutes=1)
        await h.tick()
    assert seen.write_transactions == 0
    # The round's time runs out (its end moved to now: the games' clocks stay as they are).
    await store.execute("UPDATE tournaments SET round_ends_at = ? WHERE id = ?", (stamp(h.clock()), first.id))
    h.clock.advance(minutes=1)
    await h.tick()
    after = await store.tournament(first.id)
    assert after is not None and after.round_closed
    # The organiser was asked about each of its four tables still open, in the tournament's channel.
    asked = [s for s in h.sent if s.where == "channel" and s.channel_id == first.channel_id]
    assert len(asked) == 4
    h.clock.advance(minutes=1)
    async with counting(store) as seen:
        await h.tick()
    assert seen.write_transactions == 0  # asked once: nothing more to do until a table is decided


async def test_a_season_card_is_redrawn_when_the_server_language_changes_and_only_then(any_harness: Harness):
    h = any_harness
    store = h.bot.store
    await settled(h)
    server = guild(0)
    config = await store.season(server, GAME_ID)
    assert config is not None and config.card_message_id is not None and not config.card_stale
    mark = config.card_mark
    h.clock.advance(minutes=1)
    await h.tick()
    assert (await store.season(server, GAME_ID)).card_mark == mark  # nothing changed: not redrawn
    settings = await store.guild_settings(server)
    await store.set_guild_settings(server, replace(settings, language="de"))
    assert (await store.season(server, GAME_ID)).card_stale
    h.clock.advance(minutes=10)  # past the language's cache
    await h.tick()
    again = await store.season(server, GAME_ID)
    assert again is not None and not again.card_stale and again.card_mark.startswith("de:")
    other = await store.season(guild(1), GAME_ID)
    assert other is not None and not other.card_stale  # another server's card: untouched
    # A server without a language of its own reads Discord's locale of the server: its change (the
    # gateway's guild update) marks that server's cards.
    room = h.bot.get_cog("SeasonCog")
    await room.on_guild_update(SimpleNamespace(id=guild(1), preferred_locale="en-US"),
                               SimpleNamespace(id=guild(1), preferred_locale="it"))
    assert (await store.season(guild(1), GAME_ID)).card_stale
    assert not (await store.season(guild(2), GAME_ID)).card_stale


# --- the planner's statistics (PostgreSQL) ---------------------------------------------------------------
async def _reltuples(url: str, table: str) -> float:
    connection = await asyncpg.connect(url)
    try:
        return float(await connection.fetchval("SELECT reltuples FROM pg_class WHERE oid = $1::regclass",
                                               table))
    finally:
        await connection.close()


@needs_postgres
async def test_a_restored_database_has_its_statistics_taken_when_the_bot_opens_it():
    """What ``pg_restore`` leaves: every table and its rows, no statistics (``reltuples`` unknown)."""
    async with postgres_schema() as url:
        connection = await asyncpg.connect(url)
        try:
            async with connection.transaction():
                await connection.execute("CREATE TABLE boardgame_schema (version INTEGER NOT NULL)")
                await connection.execute("INSERT INTO boardgame_schema (version) VALUES ($1)",
                                         len(MIGRATIONS))
                for step in MIGRATIONS:
                    for statement in step:
                        await connection.execute(pg_ddl(statement))
                await connection.executemany(
                    "INSERT INTO user_settings (user_id, digest_hour, digest_next_at) VALUES ($1, 9, $2)",
                    [(1000 + k, stamp(h_now() + timedelta(hours=k % 20 + 1))) for k in range(300)])
        finally:
            await connection.close()
        assert await _reltuples(url, "user_settings") < 0
        store = await open_store(url)
        await store.close()
        assert await _reltuples(url, "user_settings") == 300


@needs_postgres
async def test_migrate_db_leaves_the_copy_with_its_statistics(tmp_path: Path):
    source = await open_store(str(tmp_path / "old.sqlite3"))
    try:
        for k in range(200):
            await source.set_digest(2000 + k, 9, stamp(h_now() + timedelta(hours=k % 20 + 1)))
        async with postgres_schema() as url:
            target = await open_store(url)
            try:
                assert await _reltuples(url, "user_settings") <= 0  # taken when it was empty
                report = await copy_database(source, target, {})
                assert report.rows["user_settings"] == 200
            finally:
                await target.close()
            assert await _reltuples(url, "user_settings") == 200
    finally:
        await source.close()


def h_now() -> datetime:
    return datetime(2026, 11, 23, 10, 0, tzinfo=UTC)


# --- a due tick is bounded ---------------------------------------------------------------------------------
async def test_a_due_tick_sends_a_batch_and_the_rest_at_the_next_ticks_each_once(
        harness: Harness, monkeypatch: pytest.MonkeyPatch):
    from test_digest import digests, play_turn, start

    import bot.app

    h = harness
    room = sys.modules["bot.cogs.digest"]  # the module the harness's bot loaded as its extension
    h.clock.set(datetime(2026, 11, 23, 9, 0, tzinfo=UTC))
    a = h.user("a")
    waiting = [h.user(f"b{k}") for k in range(5)]
    for k, b in enumerate(waiting):
        await h.slash(b, "game settings", digest="10", timezone="UTC")
        db_id = await start(h, [a, b], channel_id=7_000 + k)
        await play_turn(h, db_id, a, channel_id=7_000 + k)
    monkeypatch.setattr(room, "DIGESTS_PER_TICK", 2)
    # A tick whose budget is spent before the digests' turn starts none of them: they stay due.
    monkeypatch.setattr(bot.app, "TICK_BUDGET", 0.0)
    h.clock.set(datetime(2026, 11, 23, 10, 0, tzinfo=UTC))
    sent = await h.tick()
    assert not any(digests(sent, b) for b in waiting)
    monkeypatch.setattr(bot.app, "TICK_BUDGET", 30.0)
    per_tick = []
    for _ in range(4):
        h.clock.advance(minutes=1)
        sent = await h.tick()
        per_tick.append(sum(len(digests(sent, b)) for b in waiting))
    assert per_tick == [2, 2, 1, 0]
    assert all(len(digests(h.sent, b)) == 1 for b in waiting)


#: How many schema steps came before the one that counts reliability (later steps are applied after it).
RELIABILITY_STEP = next(index for index, step in enumerate(MIGRATIONS)
                        if any("CREATE TABLE reliability" in statement for statement in step))


@pytest.mark.empty_database
async def test_the_migration_counts_each_players_reliability_from_the_results_stored(database: str):
    """A database one step before: results with and without the stand-in; after the step the counts the
    queue reads are those the results give, and the queue's version starts."""
    seats = [(1, 0, 501, 0, 0), (1, 1, 502, 0, 1), (2, 0, 501, 2, 0), (2, 1, 502, 0, 0), (3, 0, 501, 0, 0)]
    statements = [statement for step in MIGRATIONS[:RELIABILITY_STEP] for statement in step]
    inserts = [("INSERT INTO games (id, channel_id, game, status, creator_id, created_at, updated_at, state) "
                "VALUES (?, ?, 'menagerie', 'finished', 501, 'x', 'x', '{}')", (game, 600 + game))
               for game in (1, 2, 3)]
    inserts += [("INSERT INTO result_seats (game_id, seat, user_id, score, place, won, standin_moves, "
                 "standin) VALUES (?, ?, ?, 1, 1, 0, ?, ?)", row) for row in seats]
    if not database.startswith("postgresql"):
        connection = sqlite3.connect(database)
        for statement in statements:
            connection.execute(statement)
        for sql, params in inserts:
            connection.execute(sql, params)
        connection.execute(f"PRAGMA user_version = {RELIABILITY_STEP}")
        connection.commit()
        connection.close()
    else:
        connection = await asyncpg.connect(database)
        try:
            async with connection.transaction():
                await connection.execute("CREATE TABLE boardgame_schema (version INTEGER NOT NULL)")
                await connection.execute("INSERT INTO boardgame_schema (version) VALUES ($1)",
                                         RELIABILITY_STEP)
                for statement in statements:
                    await connection.execute(pg_ddl(statement))
                for sql, params in inserts:
                    await connection.execute(pg_sql(sql), *params)
        finally:
            await connection.close()
    store = await open_store(database)
    try:
        # 501: three games, the stand-in played a turn of one; 502: two, the stand-in kept one seat.
        assert await store.reliability_counts([501, 502, 503]) == {501: (3, 2), 502: (2, 1)}
        assert await store.queue_version() == 0
    finally:
        await store.close()


async def test_the_queue_is_planned_off_the_event_loop_and_only_when_it_changed(
        harness: Harness, monkeypatch: pytest.MonkeyPatch):
    import threading

    import core.queue

    h = harness
    store = h.bot.store
    planned_in: list[str] = []
    real = core.queue.plan_changed

    def spy(*args: Any) -> Any:
        planned_in.append(threading.current_thread().name)
        return real(*args)

    monkeypatch.setattr(core.queue, "plan_changed", spy)
    await store.set_queue_channel(guild(0), 1)
    expires = stamp(h.clock() + timedelta(days=6))
    for k, rating in enumerate((1000, 1500)):  # too far apart for anyone's window yet
        await store.join_queue(guild_id=guild(0), user_id=900 + k, game="menagerie", players=2, clock="24h",
                               min_reliability=None, rating=rating, expires_at=expires)
    await h.tick()
    assert planned_in and threading.main_thread().name not in planned_in
    planned_in.clear()
    h.clock.advance(minutes=1)
    await h.tick()  # nothing changed, no window widened
    assert planned_in == []
    h.clock.advance(hours=6)  # the windows widen: planned again, though nothing changed
    await h.tick()
    assert len(planned_in) == 1
