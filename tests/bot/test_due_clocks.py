"""The periodic work reads only what is due (issue 25), on SQLite and on PostgreSQL.

- The clocks the tick attends (``clocks_needing_attention``, now through the indexed ``next_due`` and the
  indexes of stopped clocks and time away) are exactly those the query before ``next_due`` returned: the
  old query is kept here as the reference and both are compared over clocks in every state the store can
  put them in (reminders sent or muted, the time-out asked, claimed, extended, a seat handed to the
  stand-in and reclaimed, time away current, ended, ended early, a clock written while its player is
  away), at moments before, at and after each of their moments.
- Through the production tick: a clock that is not due is not read (nor its game's snapshot), a due one
  is; time away ending on its own, reminders and the time-out still happen, each once.
- The migration fills ``next_due`` for clocks stored before it.
- Two processes ticking together send each reminder once.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

import asyncpg
import pytest
from databases import POSTGRES_URL, needs_postgres, postgres_schema, query_work
from harness import Harness
from menagerie import GAME, TEST_GAMES

from store import MIGRATIONS, ClockRow, Store, open_store, stamp
from store.postgres import pg_ddl
from store.sql.clocks import clock_next_due, write_clock_statement
from store.sql.core import C_CLOCK_COLUMNS

T0 = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)

#: The query of ``clocks_needing_attention`` before issue 25 (every clock read, vacations joined): the
#: definition the indexed one must agree with.
REFERENCE = (
    f"SELECT DISTINCT {C_CLOCK_COLUMNS} FROM clocks c "
    "JOIN games g ON g.id = c.game_id AND g.status = 'active' "
    "JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat "
    "LEFT JOIN vacations v ON v.user_id = c.user_id AND v.starts_at <= ? AND v.ends_at > ? "
    "WHERE (s.standin = 1 "
    "OR (c.paused_at IS NOT NULL AND v.user_id IS NULL) "
    "OR (c.paused_at IS NULL AND v.user_id IS NOT NULL) "
    "OR (c.paused_at IS NULL AND c.muted = 0 AND ((c.half_sent = 0 AND c.half_at <= ?) "
    "    OR (c.tenth_sent = 0 AND c.tenth_at <= ?))) "
    "OR (c.paused_at IS NULL AND c.asked IN (0, 2) AND c.deadline <= ?))"
)


def at(hours: float) -> str:
    return stamp(T0 + timedelta(hours=hours))


def day_clock(game_id: int, user: int, *, seat: int = 0, turn: int = 0, started: float = 0,
              **changes: object) -> ClockRow:
    """A 24-hour clock started ``started`` hours after T0: half at 12 h, a tenth left at 21.6 h."""
    clock = ClockRow(game_id, seat, user, turn, at(started), deadline=at(started + 24),
                     half_at=at(started + 12), tenth_at=at(started + 21.6))
    return ClockRow(**{**clock.__dict__, **changes})


async def game_of(store: Store, user: int, channel: int) -> int:
    record = await store.create_lobby(guild_id=9, channel_id=channel, game=GAME.id, options={},
                                      creator_id=user)
    await store.add_seat(record.id, user + 1)
    await store.start_game(record.id, seed=5, state_json=json.dumps(GAME.dump(GAME.setup(2, {}, 5))))
    return record.id


async def agree(store: Store, moments: list[float]) -> None:
    """The indexed query returns what the reference returns at every moment, and each clock's stored
    ``next_due`` is what :func:`clock_next_due` says for its row and seat."""
    for hours in moments:
        now = at(hours)
        expected = sorted({int(r[0]) for r in await store._read_all(REFERENCE, (now,) * 5)})
        found = [clock.game_id for clock in await store.clocks_needing_attention(now)]
        assert found == expected, (hours, found, expected)
    rows = await store._read_all(
        "SELECT c.game_id, c.next_due, s.standin FROM clocks c "
        "JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat")
    for game_id, next_due, standin in rows:
        clock = await store.get_clock(int(game_id))
        assert next_due == clock_next_due(clock, bool(standin)), (game_id, next_due, clock)


MOMENTS = [-1, 0, 5, 11.99, 12, 13, 21.6, 22, 23.99, 24, 25, 30, 47, 48, 49, 72, 24 * 30]


async def test_the_indexed_query_finds_exactly_what_the_full_one_found(database: str):
    store = await open_store(database)
    try:
        games = {name: await game_of(store, 1000 + 10 * index, 50 + index) for index, name in enumerate(
            ("fresh", "half_sent", "muted", "asked", "claimed", "away", "back", "early", "written_away",
             "standin", "no_clock", "later", "ended", "future_away"))}

        def user(name: str) -> int:
            return 1000 + 10 * list(games).index(name)

        for name, game_id in games.items():
            await store.replace_clock(day_clock(game_id, user(name)))
        await store.replace_clock(ClockRow(games["no_clock"], 0, user("no_clock"), 0, at(0)))
        await store.replace_clock(day_clock(games["later"], user("later"), started=30))
        await agree(store, MOMENTS)

        # Reminders sent (one, then both), muted, the opponents asked, a time-out claimed for the stand-in.
        assert await store.claim_reminders([(games["half_sent"], 0, 0, "half")]) == {
            (games["half_sent"], "half")}
        assert await store.claim_clock(games["muted"], 0, 0, "muted")
        assert await store.claim_clock(games["asked"], 0, 0, "asked", value=1)
        assert (await store.claim_timeout(games["claimed"], 0, 0, 0))[0]
        await agree(store, MOMENTS)
        # The opponents give more time: the deadline moves, the question closes.
        assert await store.extend_clock(games["asked"], 0, 0, at(48))
        assert await store.claim_reminders([(games["later"], 0, 0, "tenth")]) == {(games["later"], "tenth")}
        await agree(store, MOMENTS)

        # Time away: current (clocks stop), over on its own, ended early with /table back, a clock written
        # for a player already away (it must stop at the next tick), time away that starts later.
        await store.start_vacation(user("away"), at(1), at(24 * 7))
        await store.start_vacation(user("back"), at(1), at(26))
        await store.start_vacation(user("early"), at(1), at(24 * 7))
        assert await store.end_vacation(user("early"), at(3))
        await store.start_vacation(user("written_away"), at(1), at(24 * 7))
        await store.replace_clock(day_clock(games["written_away"], user("written_away"), turn=1, started=2))
        await store.start_vacation(user("future_away"), at(40), at(60))
        await agree(store, MOMENTS)

        # A seat handed to the stand-in is due at every moment; taken back, it is an ordinary clock again.
        handed = await store.claim_timeout(games["standin"], 0, 0, 1)
        assert handed[0] and handed[2]
        await agree(store, MOMENTS)
        await store.replace_clock(day_clock(games["standin"], user("standin"), turn=1, started=24))
        await agree(store, MOMENTS)
        assert await store.reclaim_seat(games["standin"], user("standin"))
        await agree(store, MOMENTS)

        # A game that ended keeps nothing due.
        assert await store.end_game(games["ended"], "vote")
        await agree(store, MOMENTS)
    finally:
        await store.close()


# --- through the production tick ----------------------------------------------------------------------
class ReadSpy:
    """Every row the store's reads return (the tick's reads go through these two), and the games whose
    clocks were attended."""

    def __init__(self, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
        self.rows: list[tuple] = []
        self.attended: list[int] = []
        real_read, real_many, real_attention = store._read_all, store._read_many, store.clock_attention

        async def read_all(sql, params=()):
            rows = await real_read(sql, params)
            self.rows.extend(tuple(r) for r in rows)
            return rows

        async def read_many(queries):
            results = await real_many(queries)
            for rows in results:
                self.rows.extend(tuple(r) for r in rows)
            return results

        async def clock_attention(game_ids, now):
            self.attended.extend(game_ids)
            return await real_attention(game_ids, now)

        monkeypatch.setattr(store, "_read_all", read_all)
        monkeypatch.setattr(store, "_read_many", read_many)
        monkeypatch.setattr(store, "clock_attention", clock_attention)

    def read(self, text: str) -> bool:
        return any(text in (value if isinstance(value, str) else "") for row in self.rows for value in row)

    def clear(self) -> None:
        self.rows.clear()
        self.attended.clear()


async def started(h: Harness, users, channel_id: int, hours: float, seed: int = 11) -> int:
    """A Menagerie game (24 hours a turn, set up from ``seed``) in its own channel, whose first player
    played their turn ``hours`` after T0: the second player's clock starts then."""
    from harness import open_lobby
    from test_clocks import play_turn

    h.clock.set(T0 + timedelta(hours=hours))
    db_id = await open_lobby(h, "menagerie", users, None, channel_id)
    h.bot.new_seed = lambda: seed
    await h.press(users[0], f"lb:{db_id}:start")
    await play_turn(h, db_id, users[0], channel_id=channel_id)
    return db_id


@pytest.mark.usefixtures("test_games")
async def test_the_tick_reads_the_due_clock_and_not_the_others(any_harness: Harness, monkeypatch):
    h = any_harness
    h.clock.set(T0)
    a, b, c, d = h.user("a"), h.user("b"), h.user("c"), h.user("d")
    early = await started(h, [a, b], 9101, 0)
    late = await started(h, [c, d], 9102, 6, seed=12)
    snapshots = {game_id: (await h.bot.store.get_game(game_id)).state for game_id in (early, late)}
    assert snapshots[early] != snapshots[late]
    spy = ReadSpy(h.bot.store, monkeypatch)

    h.clock.set(T0 + timedelta(hours=11))
    assert await h.tick() == []
    assert spy.attended == [] and not any(spy.read(state) for state in snapshots.values())

    spy.clear()
    h.clock.set(T0 + timedelta(hours=12))  # the early game's half time; the late one's is 6 hours off
    sent = await h.tick()
    assert [(s.where, s.user_id) for s in sent] == [("dm", b.id)] and "half gone" in sent[0].text()
    assert spy.attended == [early]
    assert not spy.read(snapshots[late]), "the snapshot of a game whose clock is not due was read"

    spy.clear()
    assert await h.tick() == []  # sent once
    assert spy.attended == []


@pytest.mark.usefixtures("test_games")
async def test_time_away_reminders_and_the_time_out_still_happen(any_harness: Harness):
    h = any_harness
    h.clock.set(T0)
    a, b = h.user("a"), h.user("b")
    db_id = await started(h, [a, b], 9201, 0)
    h.clock.set(T0 + timedelta(hours=1))
    assert "away until" in (await h.slash(b, "table away", days=1)).text()
    h.clock.set(T0 + timedelta(hours=20))
    assert await h.tick() == []  # away: no reminder though half time passed
    assert (await h.bot.store.get_clock(db_id)).paused_at is not None
    # The time away ends on its own at 25 h: the stopped clock is found and runs again from then, with
    # the 23 hours b had left (half time at 25 + 11 = 36 h, the deadline at 48 h).
    h.clock.set(T0 + timedelta(hours=25))
    sent = await h.tick()
    clock = await h.bot.store.get_clock(db_id)
    assert clock.paused_at is None and clock.deadline == at(48)
    assert [s.user_id for s in sent if s.where == "dm"] == [b.id]  # welcome back
    h.clock.set(T0 + timedelta(hours=36))
    sent = await h.tick()
    assert [(s.where, "half gone" in s.text()) for s in sent] == [("dm", True)]
    assert await h.tick() == []
    h.clock.set(T0 + timedelta(hours=48))
    text = " ".join(s.text() for s in await h.tick())
    assert "Time ran out" in text
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    assert loaded.to_play_user() == a.id


async def test_two_processes_ticking_together_send_each_reminder_once(database: str, tmp_path: Path,
                                                                      test_games):
    from test_clocks import play_turn, start

    first = await Harness.create(tmp_path, games=TEST_GAMES, database=database)
    second: Harness | None = None
    try:
        first.clock.set(T0)
        waiting = []
        for index in range(6):
            mover, other = first.user(f"m{index}"), first.user(f"w{index}")
            db_id = await start(first, [mover, other], channel_id=9300 + index)
            await play_turn(first, db_id, mover, channel_id=9300 + index)
            waiting.append(other.id)
        # Two processes of one bot: one Discord (the DM channels the first opened, stored in the database,
        # are DM channels for the second too).
        second = await Harness.create(tmp_path, games=TEST_GAMES, database=database, clock=first.clock,
                                      discord_of=first)
        first.clock.set(T0 + timedelta(hours=12))  # every waiting player's half time
        sent = [s for batch in await asyncio.gather(first.tick(), second.tick()) for s in batch]
        assert sorted(s.user_id for s in sent if s.where == "dm") == sorted(waiting)
        assert sorted(s.user_id for s in [*await first.tick(), *await second.tick()] if s.where == "dm") == []
        for game_id in range(1, 7):
            clock = await first.bot.store.get_clock(game_id)
            assert clock is None or clock.half_sent
    finally:
        if second is not None:
            await second.close()
        await first.close()


# --- the migration ---------------------------------------------------------------------------------------
async def _schema_nine(backend: str, location: str) -> None:
    """A database as the bot left it at schema 9, with clocks in several states (written as that bot
    wrote them, without ``next_due``)."""
    rows = [
        # game, user, seat standin, paused_at, half_sent, tenth_sent, muted, asked, deadline
        (1, 101, 0, None, 0, 0, 0, 0, at(24)),
        (2, 102, 0, None, 1, 0, 0, 0, at(24)),
        (3, 103, 0, None, 1, 1, 0, 0, at(24)),
        (4, 104, 0, None, 0, 0, 1, 1, at(24)),
        (5, 105, 1, None, 0, 0, 0, 2, at(24)),
        (6, 106, 0, at(2), 0, 0, 0, 0, at(24)),
        (7, 107, 0, None, 0, 0, 0, 0, None),
    ]
    statements = [statement for step in MIGRATIONS[:9] for statement in step]
    inserts = []
    for game, user, standin, paused, half, tenth, muted, asked, deadline in rows:
        inserts.append(("INSERT INTO games (id, channel_id, game, status, creator_id, created_at, "
                        "updated_at, state) VALUES (?, ?, 'menagerie', 'active', ?, ?, ?, '{}')",
                        (game, 500 + game, user, at(0), at(0))))
        inserts.append(("INSERT INTO seats (game_id, seat, user_id, joined_at, standin) "
                        "VALUES (?, 0, ?, ?, ?)",
                        (game, user, at(0), standin)))
        inserts.append(("INSERT INTO clocks (game_id, seat, user_id, turn, started_at, deadline, half_at, "
                        "tenth_at, paused_at, half_sent, tenth_sent, muted, asked) "
                        "VALUES (?, 0, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (game, user, at(0), deadline, at(12) if deadline else None,
                         at(21.6) if deadline else None, paused, half, tenth, muted, asked)))
    if backend == "sqlite":
        connection = sqlite3.connect(location)
        for statement in statements:
            connection.execute(statement)
        for sql, params in inserts:
            connection.execute(sql, params)
        connection.execute("PRAGMA user_version = 9")
        connection.commit()
        connection.close()
        return
    from store.postgres import pg_sql

    connection = await asyncpg.connect(location)
    try:
        async with connection.transaction():
            for statement in statements:
                await connection.execute(pg_ddl(statement))
            for sql, params in inserts:
                await connection.execute(pg_sql(sql), *params)
            await connection.execute("CREATE TABLE boardgame_schema (version BIGINT NOT NULL)")
            await connection.execute("INSERT INTO boardgame_schema (version) VALUES (9)")
    finally:
        await connection.close()


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgresql", marks=needs_postgres)])
async def test_the_migration_fills_next_due_for_stored_clocks(backend: str, tmp_path: Path):
    async def check(location: str) -> None:
        await _schema_nine(backend, location)
        store = await open_store(location)
        try:
            assert await store.schema_version() == len(MIGRATIONS)
            due = dict(await store._read_all("SELECT game_id, next_due FROM clocks"))
            assert due == {1: at(12), 2: at(21.6), 3: at(24), 4: None, 5: "", 6: None, 7: None}
            await agree(store, MOMENTS)
        finally:
            await store.close()

    if backend == "sqlite":
        await check(str(tmp_path / "nine.sqlite3"))
        return
    assert POSTGRES_URL
    async with postgres_schema() as url:
        await check(url)


# --- the work of the query: what is due, not how many clocks there are ----------------------------------
#: What the due query's reading is counted in on PostgreSQL (SQLite counts its virtual machine's steps).
CLOCK_TABLES = ("clocks", "games")


async def test_the_due_query_reads_what_is_due_however_many_clocks_wait(database: str):
    """Ten clocks due among ten, then among two thousand: the indexed query's work stays the same where
    the query before ``next_due`` (the reference) read every clock."""
    store = await open_store(database)
    try:
        async def add(count: int, started: float) -> None:
            async with store.transaction() as db:
                for _ in range(count):
                    cursor = await db.execute(
                        "INSERT INTO games (guild_id, channel_id, game, status, creator_id, created_at, "
                        "updated_at, state) VALUES (9, ?, 'menagerie', 'active', 1, ?, ?, '{}')",
                        (next(channels), at(0), at(0)))
                    game_id = int(cursor.lastrowid or 0)
                    await db.execute("INSERT INTO seats (game_id, seat, user_id, joined_at) "
                                     "VALUES (?, 0, ?, ?)", (game_id, 5000 + game_id, at(0)))
                    await db.execute(*write_clock_statement(game_id, day_clock(game_id, 5000 + game_id,
                                                                               started=started)))

        channels = iter(range(10_000, 20_000))
        await add(10, -12)  # half time now
        now = at(0)
        sql, params = store._due_query(now, None)
        assert len(await store.clocks_needing_attention(now)) == 10
        reference = (REFERENCE, (now,) * 5, CLOCK_TABLES)
        few, reference_few = (await query_work(store.backend, database, sql, params, CLOCK_TABLES),
                              await query_work(store.backend, database, *reference))
        await add(2000, 0)  # nothing due for hours
        if store.backend == "postgresql":
            await store.analyze()  # what autovacuum does after such a change: the planner's figures
        assert len(await store.clocks_needing_attention(now)) == 10
        many, reference_many = (await query_work(store.backend, database, sql, params, CLOCK_TABLES),
                                await query_work(store.backend, database, *reference))
        assert many <= few * 1.2 + 20, (few, many)
        assert reference_many > reference_few * 20, (reference_few, reference_many)  # the check can fail
    finally:
        await store.close()
