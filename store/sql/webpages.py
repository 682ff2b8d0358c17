"""What a server's public web pages read that no other concern lists: the server's tournaments, newest
first (the others come from their own concerns: open games, results, ratings, seasons).

The narrow protocol of this concern is :class:`WebPagesStore`; :class:`WebPagesSql` is its SQL, part of
:class:`store.sql.SqlStore`. The read goes through the index ``tournaments_by_guild`` (schema step 32).
"""

from __future__ import annotations

import abc
from typing import Protocol, runtime_checkable

from store.sql.core import Concern, SqlCore
from store.sql.tournaments import COLUMNS, Tournament, _tournament


@runtime_checkable
class WebPagesStore(Protocol):
    """What a server's web pages read that no other concern lists."""

    @abc.abstractmethod
    async def guild_tournaments(self, guild_id: int, limit: int) -> list[Tournament]:
        """The server's tournaments, newest first, at most ``limit``."""
        ...


class WebPagesSql(SqlCore, WebPagesStore):
    """The server's tournaments for its pages."""

    async def guild_tournaments(self, guild_id: int, limit: int) -> list[Tournament]:
        rows = await self._read_all(
            f"SELECT {COLUMNS} FROM tournaments WHERE guild_id = ? ORDER BY id DESC LIMIT ?",
            (guild_id, limit))
        return [_tournament(row) for row in rows]


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 32: a server's web pages list its tournaments, newest first.
    32: (
        "CREATE INDEX tournaments_by_guild ON tournaments(guild_id, id)",
    ),
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern("webpages", WebPagesStore, WebPagesSql, migrations=MIGRATIONS)
