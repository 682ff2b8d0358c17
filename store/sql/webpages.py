"""What a server's public web pages read that no other concern lists: the server's tournaments, newest
first (the others come from their own concerns: open games, results, ratings, seasons).

The narrow protocol of this concern is :class:`WebPagesStore`; :class:`WebPagesSql` is its SQL, part of
:class:`store.sql.SqlStore`. The read goes through the index ``tournaments_by_guild`` (migration 31).
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from store.base import Tournament
from store.sql.core import SqlCore
from store.sql.tournaments import COLUMNS, _tournament


@runtime_checkable
class WebPagesStore(Protocol):
    async def guild_tournaments(self, guild_id: int, limit: int) -> list[Tournament]:
        """The server's tournaments, newest first, at most ``limit``."""
        ...


class WebPagesSql(SqlCore):
    async def guild_tournaments(self, guild_id: int, limit: int) -> list[Tournament]:
        rows = await self._read_all(
            f"SELECT {COLUMNS} FROM tournaments WHERE guild_id = ? ORDER BY id DESC LIMIT ?",
            (guild_id, limit))
        return [_tournament(row) for row in rows]
