"""Tournaments: the tournament, its players and its tables, and the claim on its periodic work.

What each method promises is said once, on :class:`TournamentStore` (the concern's interface);
:class:`TournamentsSql` does it in SQL. The module ends with the concern's schema steps and its
:class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from store.base import stamp, writes
from store.members import MemberColumn
from store.sql.core import Concern, SqlCore
from store.sql.flows import flow_statement

#: The kinds of flow this concern's transactions write (:data:`store.FLOW_KINDS`).
FLOW_TOURNAMENT_ROUND = "tournament-round"
FLOW_TOURNAMENT_CLOSE = "tournament-close"
FLOW_TOURNAMENT_END = "tournament-end"


# --- the interface ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Tournament:
    """A tournament as stored: see its schema step, 19, below."""

    id: int
    guild_id: int
    channel_id: int
    creator_id: int
    game: str
    options: dict[str, str]
    clock: str
    format: str
    table_size: int
    rounds: int
    round_seconds: int
    signup_until: str
    min_reliability: int | None
    status: str
    round: int
    round_ends_at: str | None
    round_closed: bool
    message_id: int | None
    created_at: str


@dataclass(frozen=True)
class TournamentTable:
    """One table of a tournament's round (a bye: a table of one): its players in seat order, the game
    played there, and once decided each player's points and how (``result``, ``adjudicated``, ``bye``)."""

    round: int
    table: int
    players: tuple[int, ...]
    game_id: int | None
    scores: dict[int, float] | None
    decided_by: str | None
    #: The thread its game opens in, once Discord made it (a retry carries on there).
    thread_id: int | None = None


class TournamentStore(Protocol):
    """Tournaments: sign-up, rounds, tables, the claim on their work."""

    @abc.abstractmethod
    async def create_tournament(self, *, guild_id: int, channel_id: int, creator_id: int, game: str,
                                options: dict[str, str], clock: str, format: str, table_size: int,
                                rounds: int, round_seconds: int, signup_until: str,
                                min_reliability: int | None) -> Tournament:
        """A new tournament, open for sign-up until ``signup_until``."""

    @abc.abstractmethod
    async def tournament(self, tournament_id: int) -> Tournament | None:
        """One tournament (None: no such tournament)."""

    @abc.abstractmethod
    async def set_tournament_message(self, tournament_id: int, message_id: int | None) -> None:
        """Remember the tournament card's message."""

    @abc.abstractmethod
    async def join_tournament(self, tournament_id: int, user_id: int, now: str) -> bool:
        """Sign ``user_id`` up while sign-up is open: False when they already are or it closed."""

    @abc.abstractmethod
    async def withdraw_from_tournament(self, tournament_id: int, user_id: int) -> bool:
        """``user_id`` leaves: before the start their sign-up is removed, afterwards they are marked as
        withdrawn (never paired again). False when they were not in it, or already withdrew."""

    @abc.abstractmethod
    async def tournament_players(self, tournament_id: int) -> dict[int, bool]:
        """The players signed up, in the order they did: user -> whether they withdrew."""

    @abc.abstractmethod
    async def open_tournaments(self, now: str) -> list[Tournament]:
        """Tournaments in sign-up or running whose periodic work nobody holds a claim on at ``now``."""

    @abc.abstractmethod
    async def tournaments_with_work(self, now: str) -> list[Tournament]:
        """The open tournaments whose periodic work nobody holds a claim on at ``now`` and that have work
        then: sign-up over, the round's time over (not yet put to the organiser), every table of the round
        decided, or an undecided table's game ended (finished or aborted). One read through indexes: a
        minute with none of that reads no tournament's players, tables or ratings and claims nothing."""

    @abc.abstractmethod
    async def claim_tournament(self, tournament_id: int, now: str, until: str) -> bool:
        """Claim a tournament's periodic work until ``until``: False when another claim holds at ``now``."""

    @abc.abstractmethod
    async def release_tournament(self, tournament_id: int, until: str) -> None:
        """Give up the claim taken until ``until`` (the work is done)."""

    @abc.abstractmethod
    async def begin_tournament_round(self, tournament_id: int, round: int, tables: Sequence[Sequence[int]],
                                     byes: Sequence[int], ends_at: str) -> bool:
        """Store round ``round``'s tables and byes (decided at once, 1 point each) and make it the current
        round, ending at ``ends_at``, with the flow that opens its games and tells of it (kind
        :data:`FLOW_TOURNAMENT_ROUND`, key ``"<tournament>:<round>"``); only when the current round is
        ``round - 1`` (else False)."""

    @abc.abstractmethod
    async def set_tournament_game(self, tournament_id: int, round: int, table: int, game_id: int) -> None:
        """The game played at a table."""

    @abc.abstractmethod
    async def set_tournament_thread(self, tournament_id: int, round: int, table: int, thread_id: int) -> None:
        """The thread a table's game opens in, written as soon as Discord made it."""

    @abc.abstractmethod
    async def tournament_tables(self, tournament_id: int) -> list[TournamentTable]:
        """Every table of every round so far, in order."""

    @abc.abstractmethod
    async def decide_tournament_table(self, tournament_id: int, round: int, table: int,
                                      scores: Mapping[int, float], how: str) -> bool:
        """A table's points, once: False (nothing written) when it was decided already."""

    @abc.abstractmethod
    async def close_tournament_round(self, tournament_id: int, round: int) -> bool:
        """Mark the round's end reached, once, with the flow that puts its unfinished tables to the
        organiser (kind :data:`FLOW_TOURNAMENT_CLOSE`, key ``"<tournament>:<round>"``)."""

    @abc.abstractmethod
    async def finish_tournament(self, tournament_id: int, status: str) -> bool:
        """End the tournament (``finished`` or ``cancelled``), once, with the flow that tells of it (kind
        :data:`FLOW_TOURNAMENT_END`, key the tournament's id)."""


COLUMNS = ("id, guild_id, channel_id, creator_id, game, options, clock, format, table_size, rounds, "
           "round_seconds, signup_until, min_reliability, status, round, round_ends_at, round_closed, "
           "message_id, created_at")


def _tournament(row: Any) -> Tournament:
    return Tournament(int(row[0]), int(row[1]), int(row[2]), int(row[3]), row[4], json.loads(row[5]), row[6],
                      row[7], int(row[8]), int(row[9]), int(row[10]), row[11],
                      _int(row[12]), row[13], int(row[14]), row[15], bool(row[16]), _int(row[17]), row[18])


def _int(value: Any) -> int | None:
    return None if value is None else int(value)


def _scores(text: str | None) -> dict[int, float] | None:
    return None if text is None else {int(k): float(v) for k, v in json.loads(text).items()}


class TournamentsSql(SqlCore, TournamentStore):
    """Tournaments, their players and tables."""

    @writes
    async def create_tournament(self, *, guild_id: int, channel_id: int, creator_id: int, game: str,
                                options: dict[str, str], clock: str, format: str, table_size: int,
                                rounds: int, round_seconds: int, signup_until: str,
                                min_reliability: int | None) -> Tournament:
        now = stamp(self.clock())
        async with self.transaction() as db:
            cursor = await db.execute(
                "INSERT INTO tournaments (guild_id, channel_id, creator_id, game, options, clock, format, "
                "table_size, rounds, round_seconds, signup_until, min_reliability, status, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'signup', ?)",
                (guild_id, channel_id, creator_id, game, json.dumps(options, sort_keys=True), clock, format,
                 table_size, rounds, round_seconds, signup_until, min_reliability, now))
            tournament_id = int(cursor.lastrowid or 0)
        found = await self.tournament(tournament_id)
        assert found is not None
        return found

    async def tournament(self, tournament_id: int) -> Tournament | None:
        row = await self._read_one(f"SELECT {COLUMNS} FROM tournaments WHERE id = ?", (tournament_id,))
        return None if row is None else _tournament(row)

    @writes
    async def set_tournament_message(self, tournament_id: int, message_id: int | None) -> None:
        await self._write_one("UPDATE tournaments SET message_id = ? WHERE id = ?",
                              (message_id, tournament_id))

    @writes
    async def join_tournament(self, tournament_id: int, user_id: int, now: str) -> bool:
        return await self._write_one(
            "INSERT INTO tournament_players (tournament_id, user_id, joined_at) "
            "SELECT id, ?, ? FROM tournaments WHERE id = ? AND status = 'signup' "
            "ON CONFLICT (tournament_id, user_id) DO NOTHING", (user_id, now, tournament_id)) == 1

    @writes
    async def withdraw_from_tournament(self, tournament_id: int, user_id: int) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ? AND EXISTS "
                "(SELECT 1 FROM tournaments WHERE id = ? AND status = 'signup')",
                (tournament_id, user_id, tournament_id))
            if cursor.rowcount == 1:
                return True
            cursor = await db.execute(
                "UPDATE tournament_players SET withdrawn = 1 WHERE tournament_id = ? AND user_id = ? "
                "AND withdrawn = 0", (tournament_id, user_id))
            return cursor.rowcount == 1

    async def tournament_players(self, tournament_id: int) -> dict[int, bool]:
        rows = await self._read_all(
            "SELECT user_id, withdrawn FROM tournament_players WHERE tournament_id = ? "
            "ORDER BY joined_at, user_id", (tournament_id,))
        return {int(row[0]): bool(row[1]) for row in rows}

    async def open_tournaments(self, now: str) -> list[Tournament]:
        rows = await self._read_all(
            f"SELECT {COLUMNS} FROM tournaments WHERE status IN ('signup', 'running') "
            "AND (claim IS NULL OR claim <= ?) ORDER BY id", (now,))
        return [_tournament(row) for row in rows]

    async def tournaments_with_work(self, now: str) -> list[Tournament]:
        return [_tournament(row) for row in await self._read_all(*self._work_query(now))]

    def _work_query(self, now: str) -> tuple[str, tuple[str, ...]]:
        """The open tournaments that no live claim holds and that have work now, as the union of what
        each kind of work reads through its own index: sign-up over, and the round's time over and not
        yet put to the organiser (the status index); every table of the round decided, and a table of the
        round undecided whose game ended (the running tournaments, each round's tables by their key, a
        table's game by its id, one look-up per undecided table: as a join, PostgreSQL walks the games
        in id order to find the ended ones)."""
        sql = (f"SELECT {COLUMNS} FROM tournaments WHERE id IN ("
               "SELECT id FROM tournaments WHERE status = 'signup' AND signup_until <= ? "
               "UNION SELECT id FROM tournaments WHERE status = 'running' AND round_closed = 0 "
               "AND round_ends_at <= ? "
               "UNION SELECT t.id FROM tournaments t WHERE t.status = 'running' AND NOT EXISTS ("
               "SELECT 1 FROM tournament_tables x WHERE x.tournament_id = t.id AND x.round = t.round "
               "AND x.scores IS NULL) "
               "UNION SELECT t.id FROM tournaments t JOIN tournament_tables x ON x.tournament_id = t.id "
               "AND x.round = t.round AND x.scores IS NULL WHERE t.status = 'running' "
               "AND (SELECT g.status FROM games g WHERE g.id = x.game_id) IN ('finished', 'aborted')) "
               "AND (claim IS NULL OR claim <= ?) ORDER BY id")
        return sql, (now, now, now)

    @writes
    async def claim_tournament(self, tournament_id: int, now: str, until: str) -> bool:
        return await self._write_one(
            "UPDATE tournaments SET claim = ? WHERE id = ? AND (claim IS NULL OR claim <= ?)",
            (until, tournament_id, now)) == 1

    @writes
    async def release_tournament(self, tournament_id: int, until: str) -> None:
        await self._write_one("UPDATE tournaments SET claim = NULL WHERE id = ? AND claim = ?",
                              (tournament_id, until))

    @writes
    async def begin_tournament_round(self, tournament_id: int, round: int, tables: Sequence[Sequence[int]],
                                     byes: Sequence[int], ends_at: str) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE tournaments SET round = ?, status = 'running', round_ends_at = ?, round_closed = 0 "
                "WHERE id = ? AND round = ? AND status IN ('signup', 'running')",
                (round, ends_at, tournament_id, round - 1))
            if cursor.rowcount != 1:
                return False
            for index, players in enumerate(tables):
                await db.execute(
                    "INSERT INTO tournament_tables (tournament_id, round, tbl, players) VALUES (?, ?, ?, ?)",
                    (tournament_id, round, index, json.dumps(list(players))))
            for offset, player in enumerate(byes):
                await db.execute(
                    "INSERT INTO tournament_tables (tournament_id, round, tbl, players, scores, decided_by) "
                    "VALUES (?, ?, ?, ?, ?, 'bye')",
                    (tournament_id, round, len(tables) + offset, json.dumps([player]),
                     json.dumps({str(player): 1.0})))
            await self._tournament_flow(db, tournament_id, FLOW_TOURNAMENT_ROUND, f"{tournament_id}:{round}")
            return True

    async def _tournament_flow(self, db: Any, tournament_id: int, kind: str, key: str) -> None:
        """Inside a tournament's transaction: the flow that tells of the change (core/flows.py)."""
        async with db.execute("SELECT guild_id FROM tournaments WHERE id = ?", (tournament_id,)) as cursor:
            row = await cursor.fetchone()
        await db.execute(*flow_statement(kind, key, guild_id=int(row[0]), user_id=None, payload={},
                                         now=stamp(self.clock())))

    @writes
    async def set_tournament_game(self, tournament_id: int, round: int, table: int, game_id: int) -> None:
        await self._write_one(
            "UPDATE tournament_tables SET game_id = ? WHERE tournament_id = ? AND round = ? AND tbl = ?",
            (game_id, tournament_id, round, table))

    @writes
    async def set_tournament_thread(self, tournament_id: int, round: int, table: int, thread_id: int) -> None:
        await self._write_one(
            "UPDATE tournament_tables SET thread_id = ? WHERE tournament_id = ? AND round = ? AND tbl = ?",
            (thread_id, tournament_id, round, table))

    async def tournament_tables(self, tournament_id: int) -> list[TournamentTable]:
        rows = await self._read_all(
            "SELECT round, tbl, players, game_id, scores, decided_by, thread_id FROM tournament_tables "
            "WHERE tournament_id = ? ORDER BY round, tbl", (tournament_id,))
        return [TournamentTable(int(row[0]), int(row[1]), tuple(int(p) for p in json.loads(row[2])),
                                _int(row[3]), _scores(row[4]), row[5], _int(row[6])) for row in rows]

    @writes
    async def decide_tournament_table(self, tournament_id: int, round: int, table: int,
                                      scores: Mapping[int, float], how: str) -> bool:
        return await self._write_one(
            "UPDATE tournament_tables SET scores = ?, decided_by = ? WHERE tournament_id = ? AND round = ? "
            "AND tbl = ? AND scores IS NULL",
            (json.dumps({str(k): float(v) for k, v in scores.items()}, sort_keys=True), how, tournament_id,
             round, table)) == 1

    @writes
    async def close_tournament_round(self, tournament_id: int, round: int) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE tournaments SET round_closed = 1 WHERE id = ? AND round = ? AND round_closed = 0",
                (tournament_id, round))
            if cursor.rowcount != 1:
                return False
            await self._tournament_flow(db, tournament_id, FLOW_TOURNAMENT_CLOSE, f"{tournament_id}:{round}")
            return True

    @writes
    async def finish_tournament(self, tournament_id: int, status: str) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE tournaments SET status = ?, claim = NULL WHERE id = ? "
                "AND status IN ('signup', 'running')", (status, tournament_id))
            if cursor.rowcount != 1:
                return False
            await self._tournament_flow(db, tournament_id, FLOW_TOURNAMENT_END, str(tournament_id))
            return True


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 19: tournaments. A tournament of one title in one channel: its format (Swiss or round
    # robin), table size, rounds, sign-up deadline, maximum duration of a round, minimum reliability (a
    # percentage, NULL: none); where it stands (``status``, the current ``round``, when it ends, whether its
    # end was reached and unfinished tables were put to the organiser: ``round_closed``); ``claim``: until
    # when a process that claimed its periodic work may do it (the clock work's way: never twice at once).
    # Its players (a withdrawal keeps the row: the rounds already played stay in the standings) and its
    # tables, one per round and table (a bye is a table of one), with the game played there and, once
    # decided, each player's points (JSON) and how (``result``, ``adjudicated``, ``bye``).
    19: (
        """
        CREATE TABLE tournaments (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id INTEGER NOT NULL,
            channel_id INTEGER NOT NULL,
            creator_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            options TEXT NOT NULL DEFAULT '{}',
            clock TEXT NOT NULL,
            format TEXT NOT NULL CHECK (format IN ('swiss', 'robin')),
            table_size INTEGER NOT NULL,
            rounds INTEGER NOT NULL,
            round_seconds INTEGER NOT NULL,
            signup_until TEXT NOT NULL,
            min_reliability INTEGER,
            status TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
            round INTEGER NOT NULL DEFAULT 0,
            round_ends_at TEXT,
            round_closed INTEGER NOT NULL DEFAULT 0,
            message_id INTEGER,
            claim TEXT,
            created_at TEXT NOT NULL
        )
        """,
        "CREATE INDEX tournaments_by_status ON tournaments(status)",
        """
        CREATE TABLE tournament_players (
            tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            joined_at TEXT NOT NULL,
            withdrawn INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (tournament_id, user_id)
        )
        """,
        "CREATE INDEX tournament_players_by_user ON tournament_players(user_id)",
        """
        CREATE TABLE tournament_tables (
            tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
            round INTEGER NOT NULL,
            tbl INTEGER NOT NULL,
            players TEXT NOT NULL,
            game_id INTEGER,
            scores TEXT,
            decided_by TEXT,
            PRIMARY KEY (tournament_id, round, tbl)
        )
        """,
        "CREATE INDEX tournament_tables_by_game ON tournament_tables(game_id)",
    ),
}

#: This concern's columns that can hold a member's id and what deleting the member does to each
#: (:mod:`store.members`); the sweep runs those of one action in this order.
MEMBER_COLUMNS: tuple[MemberColumn, ...] = (
    MemberColumn("tournament_players", "user_id", "former",
                 "their line in a tournament under way or finished (a sign-up not started is deleted)",
                 step="tournaments"),
    MemberColumn("tournament_tables", "players", "former", "the tables they sat at", inside=True,
                 key=("tournament_id", "round", "tbl"), step="tournaments"),
    MemberColumn("tournament_tables", "scores", "former", "their points at those tables", inside=True,
                 key=("tournament_id", "round", "tbl"), step="tournaments"),
    MemberColumn("tournaments", "creator_id", "former", "a tournament they organised carries on"),
)

#: Its columns whose names look like a member's but hold no member id, and why.
NOT_MEMBER_COLUMNS: dict[tuple[str, str], str] = {
    ("tournament_tables", "decided_by"): "how a table was decided (a result, a verdict, a bye)",
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "tournaments", TournamentStore, TournamentsSql,
    records=(Tournament, TournamentTable),
    migrations=MIGRATIONS,
    member_columns=MEMBER_COLUMNS,
    not_member_columns=NOT_MEMBER_COLUMNS,
    flow_kinds=(FLOW_TOURNAMENT_ROUND, FLOW_TOURNAMENT_CLOSE, FLOW_TOURNAMENT_END),
)
