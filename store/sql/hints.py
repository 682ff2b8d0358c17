"""The coach's hints: whether a lobby allows them, and how many each seat's player received.

What each method promises is said once, on :class:`HintStore` (the concern's interface); :class:`HintsSql`
does it in SQL. The module ends with the concern's schema steps and its :class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
from typing import Protocol

from store.base import LobbyClosed, writes
from store.sql.core import Concern, SqlCore


class HintStore(Protocol):
    """The coach's hints: a lobby's choice and the seats' counts."""

    @abc.abstractmethod
    async def set_hints(self, game_id: int, allowed: bool | None) -> None:
        """A lobby's choice about the coach's hints (None: follow whether a computer is seated).
        Raises :class:`LobbyClosed` once the game started or was cancelled: the start fixes it."""

    @abc.abstractmethod
    async def add_hint_used(self, game_id: int, seat: int) -> int:
        """Count one hint delivered to the seat's player; returns the seat's count now (0: no such seat)."""


class HintsSql(SqlCore, HintStore):
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


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 22 (hints): ``games.hints``, whether the coach's hints are allowed in the game: NULL in a
    # lobby whose creator has not chosen (it then follows whether a computer is seated), 1 or 0 once chosen,
    # and always 1 or 0 once the game started (the start writes the value the lobby had: fixed from then
    # on). Games stored before this step were played without hints: 0. ``seats.hints_used``: the hints
    # delivered to that seat's player (the card shows them).
    22: (
        "ALTER TABLE games ADD COLUMN hints INTEGER",
        "UPDATE games SET hints = 0 WHERE status <> 'lobby'",
        "ALTER TABLE seats ADD COLUMN hints_used INTEGER NOT NULL DEFAULT 0",
    ),
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "hints", HintStore, HintsSql,
    migrations=MIGRATIONS,
)
