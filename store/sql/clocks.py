"""Clocks: the clock of the seat each game waits for, its reminders and time-outs, the stand-in that plays
a timed-out seat, and the players' time away (vacations) that pauses their clocks.

What each method promises is said once, on :class:`ClockStore` (the concern's interface); :class:`ClocksSql`
does it in SQL. The module ends with the concern's schema steps and its :class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from store.base import ClockRow, GameRecord, GuildSettings, Shards, UserSettings, writes
from store.members import MemberColumn
from store.sql.core import (
    C_CLOCK_COLUMNS,
    CLOCK_COLUMNS,
    GAME_COLUMNS,
    USER_SETTINGS_COLUMNS,
    Concern,
    Plan,
    SqlCore,
    clock_from_row,
    game_from_row,
    shard_filter,
    user_settings_from_row,
)


@dataclass(frozen=True)
class SeatState:
    """A seat as the clock sees it: its user, timed-out turns in a row, and whether the stand-in has it."""

    seat: int
    user_id: int
    timeouts_in_row: int
    standin: bool
    #: Decisions the stand-in made for this seat (timed-out turns and turns of a handed-over seat).
    standin_moves: int = 0
    #: Hints delivered to this seat's player.
    hints_used: int = 0


@dataclass(frozen=True)
class ClockAttention:
    """What the periodic work needs to know about one game whose clock is due, read with the others
    due in the same tick (:meth:`Store.clock_attention`): the game, its clock, its seats, and about the
    clock's player: whether they are away now, the ends of their time away since the clock stopped,
    their settings; and the server's settings."""

    record: GameRecord
    clock: ClockRow
    seats: list[SeatState]
    away: bool
    vacation_ends: list[str]
    settings: UserSettings
    guild: GuildSettings


class ClockStore(Protocol):
    """Clocks: time-outs and the stand-in, reminders, vacations."""

    @abc.abstractmethod
    async def get_clock(self, game_id: int) -> ClockRow | None:
        """The clock of the seat the game waits for (None: none waits)."""

    @abc.abstractmethod
    async def replace_clock(self, clock: ClockRow) -> None:
        """Store ``clock`` as its game's clock, in place of the one before."""

    @abc.abstractmethod
    async def clocks_needing_attention(self, now: str, shards: Shards | None = None) -> list[ClockRow]:
        """Clocks of games in play with something due at ``now``: a reminder, a deadline (also one the
        stand-in claimed, ``asked = 2``, whose move has not been committed yet: a failed move is tried
        again), a pause to end or begin (the player's vacation started or ended), or a seat the stand-in
        plays. With ``shards``, only those of games in these shards (a game without a server: by the
        waiting player's id)."""

    @abc.abstractmethod
    async def clock_attention(self, game_ids: Sequence[int], now: str) -> dict[int, ClockAttention]:
        """For each of ``game_ids`` in play with a clock: what its clock's attention needs at ``now``
        (:class:`ClockAttention`), all read together (one connection, one hand-off on SQLite)."""

    @abc.abstractmethod
    async def claim_reminders(self, claims: Sequence[tuple[int, int, int, str]]) -> set[tuple[int, str]]:
        """Claim reminders, each ``(game, seat, turn, which)`` with ``which`` ``"half"`` or ``"tenth"`` (a
        tenth also settles the half: never more than two a turn), in one transaction of a few statements
        however many there are. Returns the ``(game, which)`` claimed: each reminder is claimed by exactly
        one caller, in any process (as :meth:`claim_clock`)."""

    @abc.abstractmethod
    async def claim_clock(self, game_id: int, seat: int, turn: int, column: str, *, expect: int = 0,
                          value: int = 1) -> bool:
        """Set one of the clock's flags (``half_sent``, ``tenth_sent``, ``muted``, ``asked``) from ``expect``
        to ``value`` if the clock is still that seat's in that turn. True for exactly one caller: whatever
        the flag stands for happens once, even across processes and restarts."""

    @abc.abstractmethod
    async def extend_clock(self, game_id: int, seat: int, turn: int, deadline: str) -> bool:
        """The other players give ``seat`` more time after a time-out they were asked about (``asked`` 1):
        the new deadline and the question closed, in one write. False when it was decided already."""

    @abc.abstractmethod
    async def clocks_of_user(self, user_id: int) -> list[ClockRow]:
        """The clocks waiting for the user in games in play."""

    @abc.abstractmethod
    async def seat_states(self, game_id: int) -> list[SeatState]:
        """Every seat of the game as the clock sees it, in seat order."""

    @abc.abstractmethod
    async def claim_timeout(self, game_id: int, seat: int, turn: int, handover_after: int, *,
                            expect: int = 0) -> tuple[bool, int, bool]:
        """Claim the time-out of ``seat``'s clock in ``turn`` for the stand-in (``asked``: ``expect`` -> 2)
        and count it, in one transaction: (claimed, timed-out turns in a row, handed over just now).

        Exactly one caller claims a time-out, in any process. The claim stays on the clock until the
        stand-in's move replaces it, so a move that failed is tried again by a later tick
        (:meth:`clocks_needing_attention`) and the time-out is counted once. The seat is handed to the
        stand-in for good after ``handover_after`` such turns in a row (0: never), but only while another
        human at the table still plays their own seat: a game is never left to the stand-in and the
        computers alone (a solo game is never handed over)."""

    @abc.abstractmethod
    async def reclaim_seat(self, game_id: int, user_id: int) -> bool:
        """Give a seat played by the stand-in back to its player; False if it was not the stand-in's."""

    @abc.abstractmethod
    async def vacations(self, user_id: int, since: str) -> list[tuple[str, str]]:
        """The user's vacations ending after ``since``, as (start, end) stamps, oldest first."""

    @abc.abstractmethod
    async def start_vacation(self, user_id: int, starts_at: str, ends_at: str) -> None:
        """Record a vacation and pause the user's clocks in every game (from ``starts_at``)."""

    @abc.abstractmethod
    async def end_vacation(self, user_id: int, now: str) -> bool:
        """End the user's current vacation now; False if they were not away. The player ended it
        themselves (``/table back`` answers them), so no "welcome back" DM follows. (Clocks restart at once
        in the command, else at the next tick.)"""

    @abc.abstractmethod
    async def vacations_ended_untold(self, now: str, shards: Shards | None = None) -> list[tuple[int, str]]:
        """Vacations that ended on their own by ``now`` and whose player has not been told yet, as
        (user, start) (with ``shards``: by the user's id, as DMs are split)."""

    @abc.abstractmethod
    async def claim_vacation_notice(self, user_id: int, starts_at: str) -> bool:
        """Claim the "welcome back" DM of one vacation: True for exactly one caller."""

    @abc.abstractmethod
    async def away_until(self, user_ids: Sequence[int], now: str) -> dict[int, str]:
        """The end of the current vacation of each of ``user_ids`` who is away at ``now``."""


# --- the next moment a clock needs the periodic work ---------------------------------------------------
# ``clocks.next_due`` is what makes a tick read only the clocks that are due. The clocks the
# periodic work attends at ``now`` (every one the query of ``clocks_needing_attention`` returned before the
# column existed), of games in play, are those where:
#   A. the seat is the stand-in's for good (seats.standin = 1): every tick, until it has played;
#   B. the clock is stopped (paused_at set) and its player is not away now: it starts again;
#   C. the clock runs and its player is away now: it stops;
#   D. the clock runs, reminders are not muted, and a reminder not yet sent is at or before now;
#   E. the clock runs, the time-out is not with the other players (asked 0 or 2) and the deadline passed.
# A, D and E depend on the clock's row and its seat only: ``next_due`` is the earliest moment among them
# ('' for A, which sorts before every moment; NULL when none can come: a stopped clock, or one with
# nothing left to send and no deadline). Every statement that changes those columns (or the seat's
# stand-in flag) writes it in the same statement or transaction. B and C depend on time away, which
# changes on its own: they are found by their own indexes, the stopped clocks (few: their players are
# away) and the time away not over yet (``vacations.ends_at > now``).
# A game with time banks keeps every seat's bank on its clock row (``banks``), written by the
# same statement as the clock: the bank's end is the clock's deadline, so ``next_due`` covers it as it is.

#: The time away of the clock's player that holds at a moment (two marks: now, now).
_AWAY_NOW = ("SELECT 1 FROM vacations v WHERE v.user_id = c.user_id AND v.starts_at <= ? "
             "AND v.ends_at > ?")


def clock_next_due(clock: ClockRow, standin: bool = False) -> str | None:
    """The clock's ``next_due`` (see above): '' for a seat the stand-in keeps, None for a stopped clock or
    one with nothing to send; else the earliest reminder not sent (unless muted) and the deadline (unless
    the other players are deciding)."""
    if standin:
        return ""
    if clock.paused_at is not None:
        return None
    moments = []
    if not clock.muted:
        if not clock.half_sent and clock.half_at is not None:
            moments.append(clock.half_at)
        if not clock.tenth_sent and clock.tenth_at is not None:
            moments.append(clock.tenth_at)
    if clock.asked in (0, 2) and clock.deadline is not None:
        moments.append(clock.deadline)
    return min(moments) if moments else None


def _earlier(a: str, b: str) -> str:
    """The earlier of two moments that may be NULL, in SQL both databases understand."""
    return f"CASE WHEN {b} IS NULL OR {a} <= {b} THEN COALESCE({a}, {b}) ELSE {b} END"


def next_due_sql(**given: str) -> str:
    """:func:`clock_next_due` as an SQL expression over the row of ``clocks`` an UPDATE changes; ``given``:
    columns whose new value the same UPDATE sets (SQL reads the old values on the right of SET), as SQL
    literals."""
    def col(name: str) -> str:
        return given.get(name, f"clocks.{name}")

    quiet = f"{col('muted')} = 0"
    half = f"CASE WHEN {col('half_sent')} = 0 AND {quiet} THEN {col('half_at')} END"
    tenth = f"CASE WHEN {col('tenth_sent')} = 0 AND {quiet} THEN {col('tenth_at')} END"
    deadline = f"CASE WHEN {col('asked')} IN (0, 2) THEN {col('deadline')} END"
    return (f"CASE WHEN EXISTS (SELECT 1 FROM seats s WHERE s.game_id = clocks.game_id "
            f"AND s.seat = clocks.seat AND s.standin = 1) THEN '' "
            f"WHEN {col('paused_at')} IS NOT NULL THEN NULL "
            f"ELSE {_earlier(_earlier(half, tenth), deadline)} END")


#: Games read together by :meth:`ClocksSql.clock_attention`, reminders claimed in one statement.
ATTENTION_BATCH = 500
CLAIM_BATCH = 100

#: ``next_due`` of a clock the same UPDATE stops.
_STOPPED_DUE = next_due_sql(paused_at="'stopped'")


def write_clock_statement(game_id: int, clock: ClockRow | None) -> tuple[str, tuple[Any, ...]]:
    """The one statement that makes ``clock`` the game's clock in place of the one before (None: the game
    waits for no seat), with its ``next_due``."""
    if clock is None:
        return "DELETE FROM clocks WHERE game_id = ?", (game_id,)
    return (
        f"INSERT INTO clocks ({CLOCK_COLUMNS}, next_due) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
        "CASE WHEN EXISTS (SELECT 1 FROM seats WHERE game_id = ? AND seat = ? AND standin = 1) THEN '' "
        "ELSE ? END) ON CONFLICT (game_id) DO UPDATE SET seat = excluded.seat, user_id = excluded.user_id, "
        "turn = excluded.turn, started_at = excluded.started_at, deadline = excluded.deadline, "
        "half_at = excluded.half_at, tenth_at = excluded.tenth_at, paused_at = excluded.paused_at, "
        "half_sent = excluded.half_sent, tenth_sent = excluded.tenth_sent, muted = excluded.muted, "
        "asked = excluded.asked, banks = excluded.banks, next_due = excluded.next_due",
        (game_id, clock.seat, clock.user_id, clock.turn, clock.started_at, clock.deadline,
         clock.half_at, clock.tenth_at, clock.paused_at, int(clock.half_sent), int(clock.tenth_sent),
         int(clock.muted), clock.asked, None if clock.banks is None else json.dumps(list(clock.banks)),
         game_id, clock.seat, clock_next_due(clock)),
    )


async def write_clock(db: Any, game_id: int, clock: ClockRow | None) -> None:
    """Inside a write transaction: ``clock`` as the game's clock in place of the one before (None: the
    game waits for no seat)."""
    await db.execute(*write_clock_statement(game_id, clock))


class ClocksSql(SqlCore, ClockStore):
    """Clocks, time-outs and the stand-in, vacations."""

    async def get_clock(self, game_id: int) -> ClockRow | None:
        row = await self._read_one(f"SELECT {CLOCK_COLUMNS} FROM clocks WHERE game_id = ?", (game_id,))
        return clock_from_row(row) if row else None

    @writes
    async def replace_clock(self, clock: ClockRow) -> None:
        async with self.transaction() as db:
            await write_clock(db, clock.game_id, clock)

    async def clocks_needing_attention(self, now: str, shards: Shards | None = None) -> list[ClockRow]:
        return [clock_from_row(row) for row in await self._read_all(*self._due_query(now, shards))]

    def _due_query(self, now: str, shards: Shards | None) -> tuple[str, tuple[Any, ...]]:
        """The clocks needing the periodic work at ``now`` (A to E above), each read through an index: the
        clocks due by their own row (``next_due``), the stopped ones whose player is back, the running ones
        whose player is away. Neither the games' snapshots nor any clock not due is read."""
        where, shard_params = shard_filter(shards, "g.guild_id", "c.user_id")
        sql = (
            f"SELECT {C_CLOCK_COLUMNS} FROM ("
            "SELECT game_id FROM clocks WHERE next_due <= ? "
            "UNION SELECT c.game_id FROM clocks c WHERE c.paused_at IS NOT NULL "
            f"AND NOT EXISTS ({_AWAY_NOW}) "
            "UNION SELECT c.game_id FROM vacations v JOIN clocks c ON c.user_id = v.user_id "
            "AND c.paused_at IS NULL WHERE v.ends_at > ? AND v.starts_at <= ?) due "
            "JOIN clocks c ON c.game_id = due.game_id "
            f"JOIN games g ON g.id = c.game_id AND g.status = 'active'{where} ORDER BY c.game_id")
        return sql, (now, now, now, now, now, *shard_params)

    async def clock_attention(self, game_ids: Sequence[int], now: str) -> dict[int, ClockAttention]:
        found: dict[int, ClockAttention] = {}
        for start in range(0, len(game_ids), ATTENTION_BATCH):
            chunk = tuple(game_ids[start:start + ATTENTION_BATCH])
            marks = ", ".join("?" for _ in chunk)
            users = f"SELECT user_id FROM clocks WHERE game_id IN ({marks})"
            clocks, games, seats, away, ends, settings, guilds = await self._read_many([
                (f"SELECT {CLOCK_COLUMNS} FROM clocks WHERE game_id IN ({marks})", chunk),
                (f"SELECT {GAME_COLUMNS} FROM games WHERE id IN ({marks}) AND status = 'active'", chunk),
                ("SELECT game_id, seat, user_id, timeouts_in_row, standin, standin_moves, hints_used "
                 f"FROM seats WHERE game_id IN ({marks}) ORDER BY game_id, seat", chunk),
                (f"SELECT DISTINCT user_id FROM vacations WHERE user_id IN ({users}) AND starts_at <= ? "
                 "AND ends_at > ?", (*chunk, now, now)),
                ("SELECT c.game_id, v.ends_at FROM clocks c JOIN vacations v ON v.user_id = c.user_id "
                 f"AND v.ends_at > c.paused_at WHERE c.game_id IN ({marks}) AND c.paused_at IS NOT NULL",
                 chunk),
                (f"SELECT user_id, {USER_SETTINGS_COLUMNS} FROM user_settings WHERE user_id IN ({users})",
                 chunk),
                ("SELECT guild_id, default_clock, channel_mentions, lobby_expiry_hours, threads, language "
                 f"FROM guild_settings WHERE guild_id IN (SELECT guild_id FROM games WHERE id IN ({marks}))",
                 chunk),
            ])
            records = {int(row[0]): game_from_row(row) for row in games}
            seated: dict[int, list[SeatState]] = {}
            for r in seats:
                seated.setdefault(int(r[0]), []).append(
                    SeatState(int(r[1]), int(r[2]), int(r[3]), bool(r[4]), int(r[5]), int(r[6])))
            away_users = {int(r[0]) for r in away}
            vacation_ends: dict[int, list[str]] = {}
            for r in ends:
                vacation_ends.setdefault(int(r[0]), []).append(str(r[1]))
            user_settings = {int(r[0]): user_settings_from_row(r[1:]) for r in settings}
            guild_settings = {int(r[0]): GuildSettings(r[1], bool(r[2]), int(r[3]), bool(r[4]), r[5])
                              for r in guilds}
            for row in clocks:
                clock = clock_from_row(row)
                record = records.get(clock.game_id)
                if record is None:
                    continue
                found[clock.game_id] = ClockAttention(
                    record, clock, seated.get(clock.game_id, []), clock.user_id in away_users,
                    vacation_ends.get(clock.game_id, []), user_settings.get(clock.user_id, UserSettings()),
                    guild_settings.get(record.guild_id, GuildSettings()) if record.guild_id is not None
                    else GuildSettings())
        return found

    @writes
    async def claim_reminders(self, claims: Sequence[tuple[int, int, int, str]]) -> set[tuple[int, str]]:
        if not claims:
            return set()
        return await self._run_plan(self._reminders_plan(list(claims)))

    def _reminders_plan(self, claims: list[tuple[int, int, int, str]]) -> Plan:
        """One UPDATE per hundred reminders of a kind, each claiming a reminder only if it is still unsent
        on that seat's clock in that turn (the same condition as :meth:`claim_clock`)."""
        claimed: set[tuple[int, str]] = set()
        for which, sets, due in (
                ("half", "half_sent = 1", next_due_sql(half_sent="1")),
                ("tenth", "tenth_sent = 1, half_sent = 1", next_due_sql(tenth_sent="1", half_sent="1"))):
            mine = [claim for claim in claims if claim[3] == which]
            for start in range(0, len(mine), CLAIM_BATCH):
                chunk = mine[start:start + CLAIM_BATCH]
                match = " OR ".join("(game_id = ? AND seat = ? AND turn = ?)" for _ in chunk)
                result = yield (
                    f"UPDATE clocks SET {sets}, next_due = {due} WHERE {which}_sent = 0 AND ({match}) "
                    "RETURNING game_id",
                    tuple(value for game_id, seat, turn, _ in chunk for value in (game_id, seat, turn)))
                claimed.update((int(row[0]), which) for row in result.rows)
        return claimed

    @writes
    async def claim_clock(self, game_id: int, seat: int, turn: int, column: str, *, expect: int = 0,
                          value: int = 1) -> bool:
        if column not in ("half_sent", "tenth_sent", "muted", "asked"):
            raise ValueError(column)
        async with self.transaction() as db:
            cursor = await db.execute(
                f"UPDATE clocks SET {column} = ?, next_due = {next_due_sql(**{column: str(int(value))})} "
                f"WHERE game_id = ? AND seat = ? AND turn = ? AND {column} = ?",
                (value, game_id, seat, turn, expect),
            )
            return cursor.rowcount == 1

    @writes
    async def extend_clock(self, game_id: int, seat: int, turn: int, deadline: str) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE clocks SET deadline = ?, asked = 0 WHERE game_id = ? AND seat = ? AND turn = ? "
                "AND asked = 1", (deadline, game_id, seat, turn))
            if cursor.rowcount == 1:
                await db.execute(f"UPDATE clocks SET next_due = {next_due_sql()} WHERE game_id = ?",
                                 (game_id,))
            return cursor.rowcount == 1

    async def clocks_of_user(self, user_id: int) -> list[ClockRow]:
        rows = await self._read_all(
            f"SELECT {C_CLOCK_COLUMNS} FROM clocks c "
            "JOIN games g ON g.id = c.game_id AND g.status = 'active' WHERE c.user_id = ?", (user_id,))
        return [clock_from_row(row) for row in rows]

    async def seat_states(self, game_id: int) -> list[SeatState]:
        rows = await self._read_all(
            "SELECT seat, user_id, timeouts_in_row, standin, standin_moves, hints_used FROM seats "
            "WHERE game_id = ? ORDER BY seat", (game_id,))
        return [SeatState(int(r[0]), int(r[1]), int(r[2]), bool(r[3]), int(r[4]), int(r[5]))
                for r in rows]

    @writes
    async def claim_timeout(self, game_id: int, seat: int, turn: int, handover_after: int, *,
                            expect: int = 0) -> tuple[bool, int, bool]:
        async with self.transaction() as db:
            cursor = await db.execute(
                f"UPDATE clocks SET asked = 2, next_due = {next_due_sql(asked='2')} "
                "WHERE game_id = ? AND seat = ? AND turn = ? AND asked = ?",
                (game_id, seat, turn, expect))
            if cursor.rowcount != 1:
                return False, 0, False
            await db.execute("UPDATE seats SET timeouts_in_row = timeouts_in_row + 1 "
                             "WHERE game_id = ? AND seat = ?", (game_id, seat))
            async with db.execute("SELECT timeouts_in_row, standin FROM seats WHERE game_id = ? AND seat = ?",
                                  (game_id, seat)) as cursor:
                row = await cursor.fetchone()
            count, standin = (int(row[0]), bool(row[1])) if row else (0, False)
            async with db.execute(
                    "SELECT COUNT(*) FROM seats WHERE game_id = ? AND seat != ? AND user_id > 0 "
                    "AND standin = 0", (game_id, seat)) as cursor:
                others = await cursor.fetchone()
            other_humans = int(others[0]) if others else 0
            handed = (bool(handover_after) and count >= handover_after and not standin
                      and other_humans > 0)
            if handed:
                await db.execute("UPDATE seats SET standin = 1 WHERE game_id = ? AND seat = ?",
                                 (game_id, seat))
                await db.execute("UPDATE clocks SET next_due = '' WHERE game_id = ? AND seat = ?",
                                 (game_id, seat))
            return True, count, handed

    @writes
    async def reclaim_seat(self, game_id: int, user_id: int) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE seats SET standin = 0, timeouts_in_row = 0 "
                "WHERE game_id = ? AND user_id = ? AND standin = 1", (game_id, user_id))
            if cursor.rowcount == 1:
                await db.execute(f"UPDATE clocks SET next_due = {next_due_sql()} WHERE game_id = ?",
                                 (game_id,))
            return cursor.rowcount == 1

    async def vacations(self, user_id: int, since: str) -> list[tuple[str, str]]:
        rows = await self._read_all(
            "SELECT starts_at, ends_at FROM vacations WHERE user_id = ? AND ends_at > ? ORDER BY starts_at",
            (user_id, since))
        return [(str(r[0]), str(r[1])) for r in rows]

    @writes
    async def start_vacation(self, user_id: int, starts_at: str, ends_at: str) -> None:
        async with self.transaction() as db:
            await db.execute("INSERT INTO vacations (user_id, starts_at, ends_at) VALUES (?, ?, ?)",
                             (user_id, starts_at, ends_at))
            await db.execute(f"UPDATE clocks SET paused_at = ?, next_due = {_STOPPED_DUE} "
                             "WHERE user_id = ? AND paused_at IS NULL", (starts_at, user_id))

    @writes
    async def end_vacation(self, user_id: int, now: str) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE vacations SET ends_at = ?, notified = 1 "
                "WHERE user_id = ? AND starts_at <= ? AND ends_at > ?",
                (now, user_id, now, now))
            return cursor.rowcount > 0

    async def vacations_ended_untold(self, now: str, shards: Shards | None = None) -> list[tuple[int, str]]:
        where, params = shard_filter(shards, "NULL", "v.user_id")
        rows = await self._read_all(
            f"SELECT v.user_id, v.starts_at FROM vacations v WHERE v.notified = 0 AND v.ends_at <= ?{where} "
            "ORDER BY v.ends_at", (now, *params))
        return [(int(r[0]), str(r[1])) for r in rows]

    @writes
    async def claim_vacation_notice(self, user_id: int, starts_at: str) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE vacations SET notified = 1 WHERE user_id = ? AND starts_at = ? AND notified = 0",
                (user_id, starts_at))
            return cursor.rowcount == 1

    async def away_until(self, user_ids: Sequence[int], now: str) -> dict[int, str]:
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        rows = await self._read_all(
            f"SELECT user_id, MAX(ends_at) FROM vacations WHERE user_id IN ({marks}) AND starts_at <= ? "
            "AND ends_at > ? GROUP BY user_id", (*user_ids, now, now))
        return {int(r[0]): str(r[1]) for r in rows}


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 5: games that live for days. Each game's time control and what happens when time runs out; the
    # clock of the seat the game waits for (one row per game, with the moments of its reminders and
    # which were sent, so a restart neither loses nor repeats one); seats handed to the stand-in;
    # vacations; quiet hours; server settings; votes to end a game without a clock.
    5: (
        "ALTER TABLE games ADD COLUMN clock_seconds INTEGER",
        "ALTER TABLE games ADD COLUMN on_timeout TEXT NOT NULL DEFAULT 'standin'",
        "ALTER TABLE games ADD COLUMN handover_after INTEGER NOT NULL DEFAULT 3",
        "ALTER TABLE games ADD COLUMN end_reason TEXT",
        "ALTER TABLE games ADD COLUMN last_move_at TEXT",
        "ALTER TABLE seats ADD COLUMN timeouts_in_row INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE seats ADD COLUMN standin INTEGER NOT NULL DEFAULT 0",
        """
        CREATE TABLE clocks (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            turn INTEGER NOT NULL,
            started_at TEXT NOT NULL,
            deadline TEXT,
            half_at TEXT,
            tenth_at TEXT,
            paused_at TEXT,
            half_sent INTEGER NOT NULL DEFAULT 0,
            tenth_sent INTEGER NOT NULL DEFAULT 0,
            muted INTEGER NOT NULL DEFAULT 0,
            asked INTEGER NOT NULL DEFAULT 0
        )
        """,
        "CREATE INDEX clocks_by_deadline ON clocks(deadline)",
        "CREATE INDEX clocks_by_user ON clocks(user_id)",
        """
        CREATE TABLE vacations (
            user_id INTEGER NOT NULL,
            starts_at TEXT NOT NULL,
            ends_at TEXT NOT NULL,
            PRIMARY KEY (user_id, starts_at)
        )
        """,
        "ALTER TABLE user_settings ADD COLUMN quiet_start INTEGER",
        "ALTER TABLE user_settings ADD COLUMN quiet_end INTEGER",
        "ALTER TABLE user_settings ADD COLUMN timezone TEXT",
        """
        CREATE TABLE guild_settings (
            guild_id INTEGER PRIMARY KEY,
            default_clock TEXT,
            channel_mentions INTEGER NOT NULL DEFAULT 1,
            lobby_expiry_hours INTEGER NOT NULL DEFAULT 48
        )
        """,
        """
        CREATE TABLE votes (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (game_id, user_id)
        )
        """,
    ),
    # 10: fast at ten thousand games. ``clocks.next_due``: the earliest moment the clock's own
    # row makes it need the periodic work (see :func:`store.sql.clocks.clock_next_due`: '' for a seat
    # the stand-in keeps, NULL for a stopped clock or one with nothing left to send), indexed, so a tick
    # reads the clocks that are due and no other; filled here for the clocks already stored. A stopped
    # clock and the time away that bears on clocks are found by their own small indexes. An index on the
    # games' status (lobbies, games in play); one on the time away not yet told of its end.
    10: (
        "ALTER TABLE clocks ADD COLUMN next_due TEXT",
        "UPDATE clocks SET next_due = CASE WHEN EXISTS (SELECT 1 FROM seats s "
        "WHERE s.game_id = clocks.game_id AND s.seat = clocks.seat AND s.standin = 1) THEN '' "
        "WHEN paused_at IS NOT NULL THEN NULL "
        "ELSE CASE WHEN CASE WHEN asked IN (0, 2) THEN deadline END IS NULL OR CASE WHEN CASE WHEN "
        "tenth_sent "
        "= 0 AND muted = 0 THEN tenth_at END IS NULL OR CASE WHEN half_sent = 0 AND muted = 0 THEN "
        "half_at END <= CASE WHEN tenth_sent = 0 AND muted = 0 THEN tenth_at END THEN COALESCE(CASE WHEN "
        "half_sent = 0 AND muted = 0 THEN half_at END, CASE WHEN tenth_sent = 0 AND muted = 0 THEN "
        "tenth_at END) ELSE CASE WHEN tenth_sent = 0 AND muted = 0 THEN tenth_at END END <= CASE WHEN "
        "asked IN (0, 2) THEN deadline END THEN COALESCE(CASE WHEN CASE WHEN tenth_sent = 0 AND muted = "
        "0 THEN tenth_at END IS NULL OR CASE WHEN half_sent = 0 AND muted = 0 THEN half_at END <= CASE "
        "WHEN tenth_sent = 0 AND muted = 0 THEN tenth_at END THEN COALESCE(CASE WHEN half_sent = 0 AND "
        "muted = 0 THEN half_at END, CASE WHEN tenth_sent = 0 AND muted = 0 THEN tenth_at END) ELSE CASE "
        "WHEN tenth_sent = 0 AND muted = 0 THEN tenth_at END END, CASE WHEN asked IN (0, 2) THEN "
        "deadline END) ELSE CASE WHEN asked IN (0, 2) THEN deadline END END END",
        "CREATE INDEX clocks_by_next_due ON clocks(next_due)",
        "CREATE INDEX clocks_paused ON clocks(user_id) WHERE paused_at IS NOT NULL",
        "CREATE INDEX games_by_status ON games(status)",
        "CREATE INDEX vacations_by_end ON vacations(ends_at)",
        "CREATE INDEX vacations_untold ON vacations(ends_at) WHERE notified = 0",
    ),
    # 17: time banks. A Fischer clock: ``games.clock_seconds`` is each seat's starting bank,
    # ``bank_increment`` what a completed turn adds to it (NULL: a time per turn, as before) and
    # ``bank_cap`` the most a bank may hold. ``clocks.banks``: every seat's bank in seconds (a JSON list,
    # NULL without a bank), written with the clock itself, so a move, a restart or another process reads
    # them with the clock and ``next_due`` (the bank's end is the clock's deadline) covers them.
    17: (
        "ALTER TABLE games ADD COLUMN bank_increment INTEGER",
        "ALTER TABLE games ADD COLUMN bank_cap INTEGER",
        "ALTER TABLE clocks ADD COLUMN banks TEXT",
    ),
}

#: This concern's columns that can hold a member's id and what deleting the member does to each
#: (:mod:`store.members`); the sweep runs those of one action in this order.
MEMBER_COLUMNS: tuple[MemberColumn, ...] = (
    MemberColumn("vacations", "user_id", "delete", "their times away"),
    MemberColumn("clocks", "user_id", "delete",
                 "the clock waiting for them (a seat left to the stand-in has the marker already)",
                 step="games"),
)

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "clocks", ClockStore, ClocksSql,
    records=(SeatState, ClockAttention),
    migrations=MIGRATIONS,
    member_columns=MEMBER_COLUMNS,
)
