"""Clocks: the clock of the seat each game waits for, its reminders and time-outs, the stand-in that plays
a timed-out seat, and the players' time away (vacations) that pauses their clocks.

What each method promises is said once, on :class:`store.base.Store`; here is how it is done in SQL.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from store.base import ClockRow, SeatState, Shards, writes
from store.sql.core import C_CLOCK_COLUMNS, CLOCK_COLUMNS, SqlCore, clock_from_row, shard_filter


async def write_clock(db: Any, game_id: int, clock: ClockRow | None) -> None:
    """Inside a write transaction: ``clock`` as the game's clock in place of the one before (None: the
    game waits for no seat)."""
    await db.execute("DELETE FROM clocks WHERE game_id = ?", (game_id,))
    if clock is not None:
        await db.execute(
            f"INSERT INTO clocks ({CLOCK_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (game_id, clock.seat, clock.user_id, clock.turn, clock.started_at, clock.deadline,
             clock.half_at, clock.tenth_at, clock.paused_at, int(clock.half_sent), int(clock.tenth_sent),
             int(clock.muted), clock.asked),
        )


class ClocksSql(SqlCore):
    """Clocks, time-outs and the stand-in, vacations."""

    async def get_clock(self, game_id: int) -> ClockRow | None:
        row = await self._read_one(f"SELECT {CLOCK_COLUMNS} FROM clocks WHERE game_id = ?", (game_id,))
        return clock_from_row(row) if row else None

    @writes
    async def replace_clock(self, clock: ClockRow) -> None:
        async with self.transaction() as db:
            await write_clock(db, clock.game_id, clock)

    async def clocks_needing_attention(self, now: str, shards: Shards | None = None) -> list[ClockRow]:
        where, shard_params = shard_filter(shards, "g.guild_id", "c.user_id")
        rows = await self._read_all(
            f"SELECT {C_CLOCK_COLUMNS} FROM clocks c "
            "JOIN games g ON g.id = c.game_id AND g.status = 'active' "
            "JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat "
            "LEFT JOIN vacations v ON v.user_id = c.user_id AND v.starts_at <= ? AND v.ends_at > ? "
            "WHERE (s.standin = 1 "
            "OR (c.paused_at IS NOT NULL AND v.user_id IS NULL) "
            "OR (c.paused_at IS NULL AND v.user_id IS NOT NULL) "
            "OR (c.paused_at IS NULL AND c.muted = 0 AND ((c.half_sent = 0 AND c.half_at <= ?) "
            "    OR (c.tenth_sent = 0 AND c.tenth_at <= ?))) "
            f"OR (c.paused_at IS NULL AND c.asked IN (0, 2) AND c.deadline <= ?)){where}",
            (now, now, now, now, now, *shard_params),
        )
        return [clock_from_row(row) for row in rows]

    @writes
    async def claim_clock(self, game_id: int, seat: int, turn: int, column: str, *, expect: int = 0,
                          value: int = 1) -> bool:
        if column not in ("half_sent", "tenth_sent", "muted", "asked"):
            raise ValueError(column)
        async with self.transaction() as db:
            cursor = await db.execute(
                f"UPDATE clocks SET {column} = ? "
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
            return cursor.rowcount == 1

    async def clocks_of_user(self, user_id: int) -> list[ClockRow]:
        rows = await self._read_all(
            f"SELECT {C_CLOCK_COLUMNS} FROM clocks c "
            "JOIN games g ON g.id = c.game_id AND g.status = 'active' WHERE c.user_id = ?", (user_id,))
        return [clock_from_row(row) for row in rows]

    async def seat_states(self, game_id: int) -> list[SeatState]:
        rows = await self._read_all(
            "SELECT seat, user_id, timeouts_in_row, standin, standin_moves FROM seats WHERE game_id = ? "
            "ORDER BY seat", (game_id,))
        return [SeatState(int(r[0]), int(r[1]), int(r[2]), bool(r[3]), int(r[4])) for r in rows]

    @writes
    async def claim_timeout(self, game_id: int, seat: int, turn: int, handover_after: int, *,
                            expect: int = 0) -> tuple[bool, int, bool]:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE clocks SET asked = 2 WHERE game_id = ? AND seat = ? AND turn = ? AND asked = ?",
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
            return True, count, handed

    @writes
    async def reclaim_seat(self, game_id: int, user_id: int) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE seats SET standin = 0, timeouts_in_row = 0 "
                "WHERE game_id = ? AND user_id = ? AND standin = 1", (game_id, user_id))
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
            await db.execute("UPDATE clocks SET paused_at = ? WHERE user_id = ? AND paused_at IS NULL",
                             (starts_at, user_id))

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
