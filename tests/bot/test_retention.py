"""Delivered announcements and the queue's made matches are deleted after their retention by the periodic
loop (``core/retention.py``), on SQLite and PostgreSQL, and the tick's reads of the outbox go through
indexes each database chooses.

- Through ``bot.tick()`` on the injected clock: delivered rows older than the retention go and newer ones
  stay; an announcement still to deliver is never deleted, however old; a made match goes once its flow is
  done, one whose game is still being made stays; a backlog goes in bounded batches, one run per tick,
  until it is gone; then the work looks once an hour, reads nothing more in between and opens no write
  transaction when nothing is due.
- The plans: the pending read (at start, and with the tick's age and shard filters), the read of the rows
  due for deletion and of the matches made use their partial indexes (SQLite's ``EXPLAIN QUERY PLAN``;
  PostgreSQL's ``EXPLAIN`` over a table of many rows, analysed).
"""

from __future__ import annotations

import json
import sqlite3
from datetime import timedelta
from typing import Any

import asyncpg
import pytest
from harness import GUILD_ID, Harness
from test_history import finish

from core import retention
from core.retention import EVERY, RETENTION
from store import FLOW_QUEUE_MATCH, Shards, open_store, stamp


async def outbox_rows(h: Harness) -> dict[str, dict[str, Any]]:
    rows = await h.bot.store._read_all("SELECT payload, delivered_at FROM outbox")
    out = {}
    for payload, delivered in rows:
        mark = json.loads(payload).get("mark")
        if mark is not None:
            out[mark] = {"delivered_at": delivered}
    return out


class Writes:
    """Counts the store's write transactions and the retention's reads."""

    def __init__(self, h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
        store = h.bot.store
        self.deletes = 0
        self.looks = 0
        real_find, real_delete = store.announcements_delivered_before, store.delete_announcements
        real_matches, real_delete_matches = store.matches_made_before, store.delete_matches

        async def find(before: str, limit: int) -> list[int]:
            self.looks += 1
            return await real_find(before, limit)

        async def delete(ids) -> int:
            self.deletes += 1
            return await real_delete(ids)

        async def delete_matches(ids) -> int:
            self.deletes += 1
            return await real_delete_matches(ids)

        monkeypatch.setattr(store, "announcements_delivered_before", find)
        monkeypatch.setattr(store, "delete_announcements", delete)
        monkeypatch.setattr(store, "matches_made_before", real_matches)
        monkeypatch.setattr(store, "delete_matches", delete_matches)


async def test_the_periodic_loop_deletes_what_is_past_its_retention_in_bounded_batches(
        any_harness: Harness, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(retention, "BATCH", 4)
    monkeypatch.setattr(retention, "BATCHES", 2)
    h = any_harness
    store = h.bot.store
    alice, bob = h.user("alice"), h.user("bob")
    game = await finish(h, [alice.id, bob.id], seed=5)
    await h.tick()  # the game's own announcements delivered
    start = h.clock()
    old = stamp(start - RETENTION - timedelta(hours=1))
    young = stamp(start - RETENTION + timedelta(hours=12))
    async with store.transaction() as db:
        for index in range(19):  # a backlog: more than two runs' worth of batches
            await db.execute("INSERT INTO outbox (game_id, version, payload, created_at, delivered_at) "
                             "VALUES (?, 0, ?, ?, ?)", (game, json.dumps({"mark": f"old{index}"}), old, old))
        await db.execute("INSERT INTO outbox (game_id, version, payload, created_at, delivered_at) "
                         "VALUES (?, 0, ?, ?, ?)", (game, json.dumps({"mark": "young"}), old, young))
        # Still to deliver, and old: never deleted (the announcer delivers it; the retention leaves it be).
        await db.execute("INSERT INTO outbox (game_id, version, payload, created_at) VALUES (?, 0, ?, ?)",
                         (game, json.dumps({"mark": "pending", "kind": "nothing"}), old))
        for name, created, made in (("done", old, game), ("dropped", old, 0), ("making", old, game),
                                    ("unmade", old, None), ("recent", young, game)):
            await db.execute("INSERT INTO queue_matches (guild_id, game, clock, users, created_at, "
                             "claim_until, game_id) VALUES (?, ?, '24h', '[]', ?, ?, ?)",
                             (GUILD_ID, name, created, created, made))
    making = await store.scalar("SELECT id FROM queue_matches WHERE game = 'making'")
    unmade = await store.scalar("SELECT id FROM queue_matches WHERE game = 'unmade'")
    # Their games are still being made: the flows are held (a lease far off), so the tick does not run them.
    for match in (making, unmade):
        await store.start_flow(FLOW_QUEUE_MATCH, str(match), guild_id=GUILD_ID, user_id=None, payload={})
    await store._write_one("UPDATE flows SET claim_until = ?", (stamp(start + timedelta(days=30)),))
    spy = Writes(h, monkeypatch)
    h.bot.retention.next_run = None

    async def olds() -> int:
        return sum(1 for mark in await outbox_rows(h) if mark.startswith("old"))

    await h.tick()  # two batches of four: eight go, the backlog goes on at the next tick
    assert await olds() == 11
    h.clock.advance(minutes=1)
    await h.tick()
    assert await olds() == 3
    h.clock.advance(minutes=1)
    await h.tick()  # the last three: a batch not full, the backlog is done
    assert await olds() == 0
    left = await outbox_rows(h)
    assert set(left) == {"young", "pending"}
    matches = {str(r[0]) for r in await store._read_all("SELECT game FROM queue_matches")}
    assert matches == {"making", "unmade", "recent"}

    # Nothing due: no look for an hour, then one indexed look per table and no write transaction.
    spy.looks = spy.deletes = 0
    for _ in range(59):
        h.clock.advance(minutes=1)
        await h.tick()
    assert spy.looks == 0
    h.clock.set(start + timedelta(minutes=2) + EVERY)
    await h.tick()
    assert spy.looks == 1 and spy.deletes == 0
    # The young row's and the recent match's time comes, the making match's flow ends: they go at the
    # next hourly look.
    h.clock.set(start + timedelta(hours=13))
    await store._write_one("DELETE FROM flows WHERE flow_key = ?", (str(making),))
    await h.tick()
    assert "young" not in await outbox_rows(h) and spy.deletes == 2
    matches = {str(r[0]) for r in await store._read_all("SELECT game FROM queue_matches")}
    assert matches == {"unmade"}
    assert "pending" in await outbox_rows(h)


async def test_a_pending_announcement_is_never_deleted_whatever_ids_are_asked(database: str):
    store = await open_store(database)
    try:
        record = await store.create_lobby(guild_id=9, channel_id=9, game="x", options={}, creator_id=1)
        async with store.transaction() as db:
            await db.execute("INSERT INTO outbox (game_id, version, payload, created_at) "
                             "VALUES (?, 0, '{}', '2020-01-01T00:00:00')", (record.id,))
        (pending,) = [int(r[0]) for r in await store._read_all("SELECT id FROM outbox")]
        assert await store.announcements_delivered_before("2030-01-01", 10) == []
        assert await store.delete_announcements([pending]) == 0
        assert len(await store.pending_announcements()) == 1
    finally:
        await store.close()


# --- the plans ------------------------------------------------------------------------------------------
ROWS = 20_000


async def fill(store, database: str) -> None:
    """A game, ``ROWS`` delivered announcements and made matches, and a few still to deliver."""
    record = await store.create_lobby(guild_id=9, channel_id=9, game="x", options={}, creator_id=1)
    if store.backend == "sqlite":
        connection = sqlite3.connect(database)
        try:
            connection.executemany(
                "INSERT INTO outbox (game_id, version, payload, created_at, delivered_at) "
                "VALUES (?, ?, '{}', '2026-01-01T00:00:00', '2026-01-01T00:00:01')",
                ((record.id, i) for i in range(ROWS)))
            connection.executemany(
                "INSERT INTO queue_matches (guild_id, game, clock, users, created_at, claim_until, game_id) "
                "VALUES (9, 'x', '24h', '[]', '2026-01-01', '2026-01-01', ?)",
                ((record.id,) for _ in range(ROWS)))
            connection.execute("INSERT INTO outbox (game_id, version, payload, created_at) "
                                "VALUES (?, 0, '{}', '2026-06-01T00:00:00')", (record.id,))
            connection.commit()
        finally:
            connection.close()
        return
    connection = await asyncpg.connect(database)
    try:
        await connection.execute(
            "INSERT INTO outbox (game_id, version, payload, created_at, delivered_at) SELECT $1, g, '{}', "
            "'2026-01-01T00:00:00', '2026-01-01T00:00:01' FROM generate_series(1, $2) g", record.id, ROWS)
        await connection.execute(
            "INSERT INTO queue_matches (guild_id, game, clock, users, created_at, claim_until, game_id) "
            "SELECT 9, 'x', '24h', '[]', '2026-01-01', '2026-01-01', $1 FROM generate_series(1, $2)",
            record.id, ROWS)
        await connection.execute("INSERT INTO outbox (game_id, version, payload, created_at) "
                                 "VALUES ($1, 0, '{}', '2026-06-01T00:00:00')", record.id)
    finally:
        await connection.close()
    await store.analyze()


async def indexes_used(store, database: str, sql: str, params: tuple[Any, ...], table: str,
                       alias: str = "o") -> set[str]:
    """The indexes the database's plan reads ``table`` (``alias`` in the query) through ("" for a full
    scan of it)."""
    if store.backend == "sqlite":
        connection = sqlite3.connect(database)
        try:
            details = [str(r[3]) for r in connection.execute("EXPLAIN QUERY PLAN " + sql, params)]
        finally:
            connection.close()
        used = set()
        for detail in details:
            words = detail.split()
            if len(words) >= 2 and words[1] in (table, alias):
                used.add(words[words.index("INDEX") + 1] if "INDEX" in words else "")
        return used
    from store.postgres import pg_sql

    connection = await asyncpg.connect(database)
    try:
        plan = json.loads(await connection.fetchval("EXPLAIN (FORMAT JSON) " + pg_sql(sql), *params))
    finally:
        await connection.close()

    def walk(node: dict[str, Any]) -> set[str]:
        own = {node.get("Index Name", "")} if node.get("Relation Name") == table else set()
        return own.union(*(walk(child) for child in node.get("Plans", [])))

    return walk(plan[0]["Plan"])


async def test_the_outbox_reads_go_through_their_indexes(database: str):
    store = await open_store(database)
    try:
        await fill(store, database)
        shards = Shards(2, (0,))
        reads = {
            "at start": store._pending_query(None, None, None),
            "the tick's": store._pending_query(shards, "2026-12-01T00:00:00", None),
        }
        for name, (sql, params) in reads.items():
            assert await indexes_used(store, database, sql, params, "outbox") == {"outbox_undelivered"}, name
        assert len(await store.pending_announcements(shards, created_before="2026-12-01T00:00:00")) <= 1
        # One game's (after a move, under its lock): through either partial index of the rows to deliver.
        sql, params = store._pending_query(None, None, 1)
        used = await indexes_used(store, database, sql, params, "outbox")
        assert used and used <= {"outbox_pending", "outbox_undelivered"}, used
        sql, params = store._delivered_before_query("2026-01-02", 500)
        assert await indexes_used(store, database, sql, params, "outbox") == {"outbox_delivered"}
        sql, params = store._made_before_query("2026-01-02", 500)
        used = await indexes_used(store, database, sql, params, "queue_matches", "m")
        assert used == {"queue_matches_made"}
        assert len(await store.announcements_delivered_before("2026-01-02", 500)) == 500
        assert len(await store.matches_made_before("2026-01-02", 500)) == 500
    finally:
        await store.close()


async def test_with_several_processes_the_one_running_shard_zero_prunes(database: str):
    """Each process of a sharded bot runs the periodic loop; the outbox is not split by shard, so one of
    them (shard 0's) looks for what is past its retention, and the others read nothing for it."""
    from datetime import UTC, datetime

    from core.retention import Retention

    now = datetime(2026, 12, 1, tzinfo=UTC)
    store = await open_store(database, clock=lambda: now)
    try:
        record = await store.create_lobby(guild_id=9, channel_id=9, game="x", options={}, creator_id=1)
        old = stamp(now - RETENTION - timedelta(days=1))
        async with store.transaction() as db:
            await db.execute("INSERT INTO outbox (game_id, version, payload, created_at, delivered_at) "
                             "VALUES (?, 0, '{}', ?, ?)", (record.id, old, old))
        other, first = Retention(store, lambda: now), Retention(store, lambda: now)
        assert await other.run(Shards(2, (1,))) == 0 and other.next_run is None
        assert await store.scalar("SELECT COUNT(*) FROM outbox") == 1
        assert await first.run(Shards(2, (0,))) == 1
        assert await store.scalar("SELECT COUNT(*) FROM outbox") == 0
    finally:
        await store.close()
