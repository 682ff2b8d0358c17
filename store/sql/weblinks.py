"""The members' personal web links: which link of each member is the current one.

A member's link (``/game mine web:Yes``, ``core/weblinks.py``) carries a generation; only the member's current
generation opens their page, so asking for a new link revokes the old one. A new generation is never
below the clock's Unix seconds, so a link made before the member's data was deleted (the row gone) never
becomes current again when they ask for a new one later.

The narrow protocol of this concern is :class:`WebLinkStore` (the web and the command read nothing else
of the store for links); :class:`WebLinksSql` is its SQL, part of :class:`store.sql.SqlStore`.
"""

from __future__ import annotations

import abc
from typing import Any, Protocol, runtime_checkable

from store.base import writes
from store.members import MemberColumn, MemberData, MemberPart
from store.sql.core import Concern, SqlCore


@runtime_checkable
class WebLinkStore(Protocol):
    """What the personal links need of the store."""

    @abc.abstractmethod
    async def web_link(self, user_id: int) -> tuple[int, str] | None:
        """The member's current link generation and when it was issued; None when they never asked for
        one (or deleted their data since)."""
        ...

    @abc.abstractmethod
    async def renew_web_link(self, user_id: int, floor: int, now: str) -> int:
        """A new current generation for the member (above the last one and at least ``floor``), in one
        statement; every older link stops opening. Returns it."""
        ...


class WebLinksSql(SqlCore, WebLinkStore):
    """The ``web_links`` table."""

    async def web_link(self, user_id: int) -> tuple[int, str] | None:
        row = await self._read_one("SELECT generation, issued_at FROM web_links WHERE user_id = ?",
                                   (user_id,))
        return None if row is None else (int(row[0]), str(row[1]))

    @writes
    async def renew_web_link(self, user_id: int, floor: int, now: str) -> int:
        async with self.transaction() as db:
            async with db.execute(
                    "INSERT INTO web_links (user_id, generation, issued_at) VALUES (?, ?, ?) "
                    "ON CONFLICT(user_id) DO UPDATE SET generation = CASE "
                    "WHEN web_links.generation + 1 > excluded.generation THEN web_links.generation + 1 "
                    "ELSE excluded.generation END, issued_at = excluded.issued_at RETURNING generation",
                    (user_id, floor, now)) as cursor:
                row = await cursor.fetchone()
        return int(row[0])


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 31: the members' personal web links: each member's current link generation (a link of any other
    # generation no longer opens, so asking for a new one revokes the old) and when it was issued.
    31: (
        """
        CREATE TABLE web_links (
            user_id INTEGER PRIMARY KEY,
            generation INTEGER NOT NULL,
            issued_at TEXT NOT NULL
        )
        """,
    ),
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
async def _member_data(store: WebLinkStore, user_id: int) -> dict[str, Any]:
    """Their personal web link's generation and when it was issued (``/game mine web:Yes``); never the
    link itself (it is a key)."""
    link = await store.web_link(user_id)
    return {"web_link": None if link is None else {"generation": link[0], "issued_at": link[1]}}


CONCERN = Concern(
    "weblinks", WebLinkStore, WebLinksSql,
    migrations=MIGRATIONS,
    member_data=MemberData(_member_data, (MemberPart("web_link", 140),)),
    member_columns=(
        MemberColumn("web_links", "user_id", "delete",
                     "their personal web link's generation (the link stops opening)"),
    ),
)
