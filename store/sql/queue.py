"""Matchmaking and reliability: a player's finished games with and without the stand-in, a
lobby's minimum reliability, the server's matchmaking channel, the queue's entries and the matches made of
them.

What each method promises is said once, on :class:`store.base.Store`; here is how it is done in SQL.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from store.base import (
    FLOW_QUEUE_EXPIRY,
    FLOW_QUEUE_MATCH,
    LobbyClosed,
    QueueEntry,
    QueueMatch,
    Shards,
    writes,
)
from store.sql.core import Plan, SqlCore, shard_filter
from store.sql.flows import flow_statement

QUEUE_COLUMNS = ("id, guild_id, user_id, game, players, clock, min_reliability, rating, joined_at, "
                 "expires_at")


def entry_from_row(row: Sequence[Any]) -> QueueEntry:
    return QueueEntry(int(row[0]), int(row[1]), int(row[2]), str(row[3]), int(row[4]), str(row[5]),
                      None if row[6] is None else int(row[6]), int(row[7]), str(row[8]), str(row[9]))


class _Taken(Exception):
    """A claimed entry was gone: the claim's transaction is rolled back."""


#: In the transaction of every change of the queue's entries: the queue's version moves (see the schema).
BUMP = ("UPDATE queue_state SET version = version + 1 WHERE id = 1", ())


def _change(sql: str, params: Sequence[Any]) -> Plan:
    """One change of the entries, with the queue's version moved when it changed any: how many."""
    changed = (yield sql, params).rowcount
    if changed > 0:
        yield BUMP
    return changed


class QueueSql(SqlCore):
    """Reliability counts, lobby minimums, the queue and its matches."""

    async def reliability_counts(self, user_ids: Sequence[int]) -> dict[int, tuple[int, int]]:
        wanted = list(dict.fromkeys(user_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        # Kept per player by the result that changes them (``record_result``): a seat the stand-in played
        # (a timed-out turn) or kept (handed over) is a game not completed. One read by the key, however
        # many results are stored.
        rows = await self._read_all(
            f"SELECT user_id, games, clean FROM reliability WHERE user_id IN ({marks})", tuple(wanted))
        return {int(row[0]): (int(row[1]), int(row[2] or 0)) for row in rows}

    async def lobby_requirement(self, game_id: int) -> tuple[int | None, bool]:
        row = await self._read_one("SELECT min_reliability, min_new FROM games WHERE id = ?", (game_id,))
        if row is None:
            return None, True
        return (None if row[0] is None else int(row[0])), bool(row[1])

    @writes
    async def set_lobby_requirement(self, game_id: int, minimum: int | None, allow_new: bool) -> None:
        changed = await self._write_one(
            "UPDATE games SET min_reliability = ?, min_new = ? WHERE id = ? AND status = 'lobby'",
            (minimum, int(allow_new), game_id))
        if changed != 1:
            raise LobbyClosed(game_id)

    async def queue_channel(self, guild_id: int) -> int | None:
        row = await self._read_one("SELECT queue_channel FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return None if row is None or row[0] is None else int(row[0])

    @writes
    async def set_queue_channel(self, guild_id: int, channel_id: int | None) -> None:
        await self._write_one(
            "INSERT INTO guild_settings (guild_id, queue_channel) VALUES (?, ?) "
            "ON CONFLICT(guild_id) DO UPDATE SET queue_channel = excluded.queue_channel",
            (guild_id, channel_id))

    async def queue_version(self) -> int:
        return int(await self.scalar("SELECT version FROM queue_state WHERE id = 1") or 0)

    @writes
    async def join_queue(self, *, guild_id: int, user_id: int, game: str, players: int, clock: str,
                         min_reliability: int | None, rating: int, expires_at: str) -> bool:
        return await self._run_plan(_change(
            "INSERT INTO queue_entries (guild_id, user_id, game, players, clock, min_reliability, rating, "
            "joined_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (guild_id, user_id, game, players, clock, min_reliability, rating, self._now(), expires_at))) == 1

    @writes
    async def leave_queue(self, guild_id: int, user_id: int, game: str | None = None) -> int:
        if game is None:
            return int(await self._run_plan(_change(
                "DELETE FROM queue_entries WHERE guild_id = ? AND user_id = ?", (guild_id, user_id))))
        return int(await self._run_plan(_change(
            "DELETE FROM queue_entries WHERE guild_id = ? AND user_id = ? AND game = ?",
            (guild_id, user_id, game))))

    async def queue_entries(self, guild_id: int | None = None, shards: Shards | None = None,
                            ) -> list[QueueEntry]:
        where, params = shard_filter(shards, "guild_id", "user_id")
        if guild_id is not None:
            where += " AND guild_id = ?"
            params = (*params, guild_id)
        rows = await self._read_all(
            f"SELECT {QUEUE_COLUMNS} FROM queue_entries WHERE 1 = 1{where} ORDER BY joined_at, id", params)
        return [entry_from_row(row) for row in rows]

    @writes
    async def claim_match(self, guild_id: int, game: str, clock: str, entry_ids: Sequence[int],
                          users: Sequence[int]) -> int | None:
        ids = sorted(set(entry_ids))
        marks = ", ".join("?" for _ in ids)
        now = self._now()
        try:
            async with self.transaction() as db:
                # Locked in one order (PostgreSQL: two claims of overlapping entries wait, never deadlock).
                async with db.execute(f"SELECT id FROM queue_entries WHERE id IN ({marks}) ORDER BY id"
                                      f"{self.dialect.for_update}", tuple(ids)) as cursor:
                    found = await cursor.fetchall()
                if len(found) != len(ids):
                    raise _Taken
                await db.execute(f"DELETE FROM queue_entries WHERE id IN ({marks})", tuple(ids))
                await db.execute(*BUMP)
                # ``claim_until`` is kept for the column's sake: the match's flow holds its claim.
                async with db.execute(
                        "INSERT INTO queue_matches (guild_id, game, clock, users, created_at, claim_until) "
                        "VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
                        (guild_id, game, clock, json.dumps(list(users)), now, now)) as cursor:
                    row = await cursor.fetchone()
                match_id = int(row[0])
                # The game is made by the match's flow (core/flows.py), written with the match.
                await db.execute(*flow_statement(FLOW_QUEUE_MATCH, str(match_id), guild_id=guild_id,
                                                 user_id=None, payload={}, now=now))
                return match_id
        except _Taken:
            return None

    async def queue_match(self, match_id: int) -> QueueMatch | None:
        row = await self._read_one(
            "SELECT id, guild_id, game, clock, users, thread_id, game_id FROM queue_matches WHERE id = ?",
            (match_id,))
        if row is None:
            return None
        return QueueMatch(int(row[0]), int(row[1]), str(row[2]), str(row[3]),
                          tuple(int(u) for u in json.loads(row[4])), None if row[5] is None else int(row[5]),
                          None if row[6] is None else int(row[6]))

    @writes
    async def match_made(self, match_id: int, game_id: int) -> None:
        await self._write_one("UPDATE queue_matches SET game_id = ? WHERE id = ?", (game_id, match_id))

    @writes
    async def set_match_thread(self, match_id: int, thread_id: int) -> None:
        await self._write_one("UPDATE queue_matches SET thread_id = ? WHERE id = ?", (thread_id, match_id))

    async def matches_made_before(self, before: str, limit: int) -> list[int]:
        return [int(row[0]) for row in await self._read_all(*self._made_before_query(before, limit))]

    def _made_before_query(self, before: str, limit: int) -> tuple[str, tuple[Any, ...]]:
        """Matches whose game was made (or dropped) before ``before`` and whose flow is done, oldest first:
        a range of the partial index on ``created_at``; the flow by its unique key."""
        return ("SELECT m.id FROM queue_matches m WHERE m.game_id IS NOT NULL AND m.created_at < ? "
                "AND NOT EXISTS (SELECT 1 FROM flows f WHERE f.kind = ? AND f.flow_key = CAST(m.id AS TEXT)) "
                "ORDER BY m.created_at LIMIT ?", (before, FLOW_QUEUE_MATCH, limit))

    @writes
    async def delete_matches(self, ids: Sequence[int]) -> int:
        if not ids:
            return 0
        marks = ", ".join("?" for _ in ids)
        return await self._write_one(
            f"DELETE FROM queue_matches WHERE id IN ({marks}) AND game_id IS NOT NULL", tuple(ids))

    @writes
    async def expire_queue(self, now: str, shards: Shards | None = None) -> list[QueueEntry]:
        where, params = shard_filter(shards, "guild_id", "user_id")
        # Read first (the expiry index): a minute with nothing expired writes nothing, and takes no turn
        # at SQLite's one writer nor a transaction's connection from the pool.
        if await self._read_one(f"SELECT id FROM queue_entries WHERE expires_at <= ?{where} "
                                "ORDER BY expires_at LIMIT 1", (now, *params)) is None:
            return []
        async with self.transaction() as db:
            async with db.execute(f"DELETE FROM queue_entries WHERE expires_at <= ?{where} "
                                  f"RETURNING {QUEUE_COLUMNS}", (now, *params)) as cursor:
                rows = await cursor.fetchall()
            expired = sorted((entry_from_row(row) for row in rows), key=lambda entry: entry.id)
            if expired:
                await db.execute(*BUMP)
            # Each player is told by the entry's flow, written with its removal.
            for entry in expired:
                await db.execute(*flow_statement(
                    FLOW_QUEUE_EXPIRY, str(entry.id), guild_id=entry.guild_id, user_id=entry.user_id,
                    payload={"user": entry.user_id, "game": entry.game}, now=now))
        return expired
