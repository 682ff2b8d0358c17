"""The coach's hints (issue 31): whether a lobby allows them, and how many each seat's player received.

What each method promises is said once, on :class:`store.base.Store`; here is how it is done in SQL.
"""

from __future__ import annotations

from store.base import LobbyClosed, writes
from store.sql.core import SqlCore


class HintsSql(SqlCore):
    """A lobby's hints choice and the seats' hint counts."""

    @writes
    async def set_hints(self, game_id: int, allowed: bool | None) -> None:
        changed = await self._write_one(
            "UPDATE games SET hints = ? WHERE id = ? AND status = 'lobby'",
            (None if allowed is None else int(allowed), game_id))
        if changed != 1:
            raise LobbyClosed(game_id)

    @writes
    async def add_hint_used(self, game_id: int, seat: int) -> int:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE seats SET hints_used = hints_used + 1 WHERE game_id = ? AND seat = ?",
                (game_id, seat))
            if cursor.rowcount != 1:
                return 0
            async with db.execute("SELECT hints_used FROM seats WHERE game_id = ? AND seat = ?",
                                  (game_id, seat)) as rows:
                row = await rows.fetchone()
        return int(row[0]) if row else 0
