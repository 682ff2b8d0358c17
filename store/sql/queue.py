"""Matchmaking and reliability: a player's finished games with and without the stand-in, a
lobby's minimum reliability, the server's matchmaking channel, the queue's entries and the matches made of
them.

What each method promises is said once, on :class:`QueueStore` (the concern's interface); :class:`QueueSql`
does it in SQL. The module ends with the concern's schema steps and its :class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from store.base import LobbyClosed, Shards, writes
from store.members import MemberColumn
from store.sql.core import Concern, Plan, SqlCore, shard_filter
from store.sql.flows import flow_statement

#: The kinds of flow this concern's transactions write (:data:`store.FLOW_KINDS`).
FLOW_QUEUE_MATCH = "queue-match"
FLOW_QUEUE_EXPIRY = "queue-expiry"


@dataclass(frozen=True)
class QueueEntry:
    """One player waiting in a server's matchmaking queue for one title: the table size and time
    per turn wanted, the reliability they ask of the others (a percentage, None: none), their shown rating
    when they joined (for the proximity), when they joined and when the entry expires."""

    id: int
    guild_id: int
    user_id: int
    game: str
    players: int
    clock: str
    min_reliability: int | None
    rating: int
    joined_at: str
    expires_at: str


@dataclass(frozen=True)
class QueueMatch:
    """Players the matchmaking claimed for one game (their queue entries removed in the same transaction):
    the server, the title, the time per turn and the players, in seat order."""

    id: int
    guild_id: int
    game: str
    clock: str
    users: tuple[int, ...]
    #: The thread its game opens in, once Discord made it (a retry carries on there).
    thread_id: int | None = None
    #: The game it became, once made (0: none could be made: the title or the channel is gone).
    game_id: int | None = None


class QueueStore(Protocol):
    """Matchmaking and reliability: the queue, its matches, a lobby's minimum."""

    @abc.abstractmethod
    async def reliability_counts(self, user_ids: Sequence[int]) -> dict[int, tuple[int, int]]:
        """For each of ``user_ids`` with recorded results: (finished games, those of them in which the
        stand-in never played their seat), in one read. Users without a result are left out."""

    @abc.abstractmethod
    async def queue_version(self) -> int:
        """The queue's version: it moves with every change of the entries (join, leave, match, expiry, a
        member forgotten) and with a result of a queued player; one read by its key."""

    @abc.abstractmethod
    async def lobby_requirement(self, game_id: int) -> tuple[int | None, bool]:
        """A lobby's minimum reliability (a percentage, None: none) and whether players too new for a
        score may join it anyway."""

    @abc.abstractmethod
    async def set_lobby_requirement(self, game_id: int, minimum: int | None, allow_new: bool) -> None:
        """Set a lobby's minimum reliability; raises :class:`LobbyClosed` once it is no longer a lobby."""

    @abc.abstractmethod
    async def queue_channel(self, guild_id: int) -> int | None:
        """The channel where the server's matched games open their thread (None: not set)."""

    @abc.abstractmethod
    async def set_queue_channel(self, guild_id: int, channel_id: int | None) -> None:
        """Set (or clear) the server's matchmaking channel."""

    @abc.abstractmethod
    async def join_queue(self, *, guild_id: int, user_id: int, game: str, players: int, clock: str,
                         min_reliability: int | None, rating: int, expires_at: str) -> bool:
        """Put a player in the server's queue for ``game``; False when they already wait for that title
        there (one entry per title, user and server)."""

    @abc.abstractmethod
    async def leave_queue(self, guild_id: int, user_id: int, game: str | None = None) -> int:
        """Take a player's entries out of the server's queue (one title, or all); how many there were."""

    @abc.abstractmethod
    async def queue_entries(self, guild_id: int | None = None, shards: Shards | None = None,
                            ) -> list[QueueEntry]:
        """The entries waiting (of one server, or of every server ``shards`` owns), oldest first."""

    @abc.abstractmethod
    async def claim_match(self, guild_id: int, game: str, clock: str, entry_ids: Sequence[int],
                          users: Sequence[int]) -> int | None:
        """Claim ``entry_ids`` for one match: remove them and write the match and its flow (kind
        :data:`FLOW_QUEUE_MATCH`, key the match's id: the game is made by it), in one transaction; None
        (nothing changed) when any of them is gone (another process matched or a player left)."""

    @abc.abstractmethod
    async def queue_match(self, match_id: int) -> QueueMatch | None:
        """One match as stored."""

    @abc.abstractmethod
    async def match_made(self, match_id: int, game_id: int) -> None:
        """Record the game a match became."""

    @abc.abstractmethod
    async def set_match_thread(self, match_id: int, thread_id: int) -> None:
        """The thread a match's game opens in, written as soon as Discord made it."""

    @abc.abstractmethod
    async def matches_made_before(self, before: str, limit: int) -> list[int]:
        """The ids of at most ``limit`` queue matches made (or dropped) before ``before`` whose flow is
        done, oldest first (read through an index)."""

    @abc.abstractmethod
    async def delete_matches(self, ids: Sequence[int]) -> int:
        """Delete these matches, made ones only (a match whose game is still to make stays); how many
        went."""

    @abc.abstractmethod
    async def expire_queue(self, now: str, shards: Shards | None = None) -> list[QueueEntry]:
        """Remove the entries whose time ran out and return them (each returned once, by one process),
        writing with each removal the flow that tells its player (kind :data:`FLOW_QUEUE_EXPIRY`, key the
        entry's id)."""


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


class QueueSql(SqlCore, QueueStore):
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


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 18: matchmaking and a reliability minimum. A lobby's minimum reliability (a percentage,
    # NULL: none), ``min_new``: whether players too new for a score may join it anyway (1, the default).
    # The channel where a server's matched games open their thread. The queue: one entry per server, user
    # and title (the rating it was taken at, for the proximity; when it expires); a match claims its
    # players' entries by deleting them in the transaction that writes the match (two processes never
    # match the same entry twice), then the game is made and its id written back (``claim_until``: a
    # process that died between the two leaves the match to another once that moment passed).
    18: (
        "ALTER TABLE games ADD COLUMN min_reliability INTEGER",
        "ALTER TABLE games ADD COLUMN min_new INTEGER NOT NULL DEFAULT 1",
        "ALTER TABLE guild_settings ADD COLUMN queue_channel INTEGER",
        """
        CREATE TABLE queue_entries (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            players INTEGER NOT NULL,
            clock TEXT NOT NULL,
            min_reliability INTEGER,
            rating INTEGER NOT NULL,
            joined_at TEXT NOT NULL,
            expires_at TEXT NOT NULL,
            UNIQUE (guild_id, user_id, game)
        )
        """,
        "CREATE INDEX queue_entries_by_user ON queue_entries(user_id)",
        "CREATE INDEX queue_entries_by_expiry ON queue_entries(expires_at)",
        """
        CREATE TABLE queue_matches (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            clock TEXT NOT NULL,
            users TEXT NOT NULL,
            created_at TEXT NOT NULL,
            claim_until TEXT NOT NULL,
            game_id INTEGER
        )
        """,
        "CREATE INDEX queue_matches_pending ON queue_matches(claim_until) WHERE game_id IS NULL",
    ),
    # 21: the thread a queue match's or a tournament table's game opens in, written the moment Discord made
    # it: a retry after a crash (before the game was recorded, seated or started) carries on in that thread
    # instead of opening a second one.
    21: (
        "ALTER TABLE queue_matches ADD COLUMN thread_id INTEGER",
        "ALTER TABLE tournament_tables ADD COLUMN thread_id INTEGER",
    ),
}

#: This concern's columns that can hold a member's id and what deleting the member does to each
#: (:mod:`store.members`); the sweep runs those of one action in this order.
MEMBER_COLUMNS: tuple[MemberColumn, ...] = (
    MemberColumn("queue_entries", "user_id", "delete", "their places in matchmaking queues"),
    MemberColumn("reliability", "user_id", "delete", "their reliability counts"),
    MemberColumn("queue_matches", "users", "former",
                 "the matches they were put in (one whose game is not made yet is then called off, its "
                 "other players told: bot/cogs/queue.py)", inside=True, key=("id",)),
)

#: Its columns whose names look like a member's but hold no member id, and why.
NOT_MEMBER_COLUMNS: dict[tuple[str, str], str] = {
    ("queue_entries", "players"): "the table size waited for",
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "queue", QueueStore, QueueSql,
    records=(QueueEntry, QueueMatch),
    migrations=MIGRATIONS,
    member_columns=MEMBER_COLUMNS,
    not_member_columns=NOT_MEMBER_COLUMNS,
    flow_kinds=(FLOW_QUEUE_MATCH, FLOW_QUEUE_EXPIRY),
)
