"""The outbox: what must be announced about a committed move, written in the move's transaction and
marked once delivered, so a crash between the commit and the board post is made good at the next start.

What each method promises is said once, on :class:`OutboxStore` (the concern's interface); :class:`OutboxSql`
does it in SQL. The module ends with the concern's schema steps and its :class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from store.base import Shards, writes
from store.members import MemberColumn
from store.sql.core import Concern, SqlCore, shard_filter


@dataclass(frozen=True)
class Announcement:
    """An undelivered outbox row: what to announce about ``game_id`` at ``version``."""

    id: int
    game_id: int
    version: int
    payload: dict[str, Any]


class OutboxStore(Protocol):
    """The outbox: a committed move's announcement, delivered once."""

    @abc.abstractmethod
    async def pending_announcements(self, shards: Shards | None = None, *,
                                    created_before: str | None = None,
                                    game_id: int | None = None) -> list[Announcement]:
        """Undelivered outbox rows, oldest first (with ``shards``, only of games in those shards; with
        ``created_before``, only rows older than that moment; with ``game_id``, only that game's)."""

    @abc.abstractmethod
    async def mark_delivered(self, game_id: int, version: int) -> None:
        """The announcements of ``game_id`` up to ``version`` are done (delivered or superseded)."""

    @abc.abstractmethod
    async def announcements_delivered_before(self, before: str, limit: int) -> list[int]:
        """The ids of at most ``limit`` announcements delivered before ``before``, oldest first (read
        through an index: nothing else is read when none is)."""

    @abc.abstractmethod
    async def delete_announcements(self, ids: Sequence[int]) -> int:
        """Delete these announcements, those delivered only (one still to deliver is never deleted); how
        many went."""


def announce_statement(game_id: int, version: int, payload: dict[str, Any],
                       now: str) -> tuple[str, tuple[Any, ...]]:
    """The statement that records what to announce about ``game_id`` at ``version``."""
    return ("INSERT INTO outbox (game_id, version, payload, created_at) VALUES (?, ?, ?, ?)",
            (game_id, version, json.dumps(payload, sort_keys=True), now))


async def announce_in(db: Any, game_id: int, version: int, payload: dict[str, Any], now: str) -> None:
    """Inside a move's write transaction: what to announce about ``game_id`` at ``version``."""
    await db.execute(*announce_statement(game_id, version, payload, now))


class OutboxSql(SqlCore, OutboxStore):
    """Undelivered announcements and their delivery."""

    async def pending_announcements(self, shards: Shards | None = None, *,
                                    created_before: str | None = None,
                                    game_id: int | None = None) -> list[Announcement]:
        rows = await self._read_all(*self._pending_query(shards, created_before, game_id))
        pending = []
        for row in rows:
            try:
                payload = json.loads(row[3])
            except ValueError:
                payload = {}
            pending.append(Announcement(int(row[0]), int(row[1]), int(row[2]),
                                        payload if isinstance(payload, dict) else {}))
        return pending

    def _pending_query(self, shards: Shards | None, created_before: str | None,
                       game_id: int | None) -> tuple[str, tuple[Any, ...]]:
        """The announcements still to deliver, in order: the partial index of those (by id) on the
        outbox, however many delivered ones it keeps; one game's through the partial index by game."""
        where, params = shard_filter(shards, "g.guild_id", "g.creator_id")
        if created_before is not None:
            where += " AND o.created_at < ?"
            params = (*params, created_before)  # type: ignore[assignment]
        if game_id is not None:
            where += " AND o.game_id = ?"
            params = (*params, game_id)  # type: ignore[assignment]
        return ("SELECT o.id, o.game_id, o.version, o.payload FROM outbox o JOIN games g ON g.id = o.game_id "
                f"WHERE o.delivered_at IS NULL{where} ORDER BY o.id", params)

    @writes
    async def mark_delivered(self, game_id: int, version: int) -> None:
        await self._write_one(
            "UPDATE outbox SET delivered_at = ? WHERE game_id = ? AND version <= ? AND delivered_at IS NULL",
            (self._now(), game_id, version))

    async def announcements_delivered_before(self, before: str, limit: int) -> list[int]:
        return [int(row[0]) for row in await self._read_all(*self._delivered_before_query(before, limit))]

    def _delivered_before_query(self, before: str, limit: int) -> tuple[str, tuple[Any, ...]]:
        """Delivered rows older than ``before``, oldest first: a range of the partial index on
        ``delivered_at`` (the rows still to deliver are not in it)."""
        return ("SELECT id FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ? "
                "ORDER BY delivered_at LIMIT ?", (before, limit))

    @writes
    async def delete_announcements(self, ids: Sequence[int]) -> int:
        if not ids:
            return 0
        marks = ", ".join("?" for _ in ids)
        return await self._write_one(
            f"DELETE FROM outbox WHERE id IN ({marks}) AND delivered_at IS NOT NULL", tuple(ids))


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 25: delivered announcements and made matches are kept 14 days (core/retention.py), then deleted by
    # the periodic work, oldest first: these two partial indexes find them (``delivered_at`` of delivered
    # rows, ``created_at`` of made matches) without reading the rest. The tick's read of the
    # announcements still to deliver (ordered by id) gets an index SQLite chooses: with the older one, on
    # ``game_id``, it read the whole outbox (tens of milliseconds at hundreds of thousands of rows).
    25: (
        "CREATE INDEX outbox_undelivered ON outbox(id) WHERE delivered_at IS NULL",
        "CREATE INDEX outbox_delivered ON outbox(delivered_at) WHERE delivered_at IS NOT NULL",
        "CREATE INDEX queue_matches_made ON queue_matches(created_at) WHERE game_id IS NOT NULL",
    ),
}

#: This concern's columns that can hold a member's id and what deleting the member does to each
#: (:mod:`store.members`); the sweep runs those of one action in this order.
MEMBER_COLUMNS: tuple[MemberColumn, ...] = (
    MemberColumn("outbox", "payload", "former", "an announcement not yet posted (who acted)", inside=True,
                 key=("id",)),
)

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "outbox", OutboxStore, OutboxSql,
    records=(Announcement,),
    migrations=MIGRATIONS,
    member_columns=MEMBER_COLUMNS,
)
