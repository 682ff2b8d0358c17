"""The outbox: what must be announced about a committed move, written in the move's transaction and
marked once delivered, so a crash between the commit and the board post is made good at the next start.

What each method promises is said once, on :class:`store.base.Store`; here is how it is done in SQL.
"""

from __future__ import annotations

import json
from typing import Any

from store.base import Announcement, Shards, writes
from store.sql.core import SqlCore, shard_filter


def announce_statement(game_id: int, version: int, payload: dict[str, Any],
                       now: str) -> tuple[str, tuple[Any, ...]]:
    """The statement that records what to announce about ``game_id`` at ``version``."""
    return ("INSERT INTO outbox (game_id, version, payload, created_at) VALUES (?, ?, ?, ?)",
            (game_id, version, json.dumps(payload, sort_keys=True), now))


async def announce_in(db: Any, game_id: int, version: int, payload: dict[str, Any], now: str) -> None:
    """Inside a move's write transaction: what to announce about ``game_id`` at ``version``."""
    await db.execute(*announce_statement(game_id, version, payload, now))


class OutboxSql(SqlCore):
    """Undelivered announcements and their delivery."""

    async def pending_announcements(self, shards: Shards | None = None, *,
                                    created_before: str | None = None,
                                    game_id: int | None = None) -> list[Announcement]:
        where, params = shard_filter(shards, "g.guild_id", "g.creator_id")
        if created_before is not None:
            where += " AND o.created_at < ?"
            params = (*params, created_before)  # type: ignore[assignment]
        if game_id is not None:
            where += " AND o.game_id = ?"
            params = (*params, game_id)  # type: ignore[assignment]
        # By game, then in order: the order of the partial index of what is undelivered, so the read goes
        # through it (ordered by id alone, SQLite walks the whole outbox, delivered rows and all).
        rows = await self._read_all(
            "SELECT o.id, o.game_id, o.version, o.payload FROM outbox o JOIN games g ON g.id = o.game_id "
            f"WHERE o.delivered_at IS NULL{where} ORDER BY o.game_id, o.id", params)
        pending = []
        for row in rows:
            try:
                payload = json.loads(row[3])
            except ValueError:
                payload = {}
            pending.append(Announcement(int(row[0]), int(row[1]), int(row[2]),
                                        payload if isinstance(payload, dict) else {}))
        return pending

    @writes
    async def mark_delivered(self, game_id: int, version: int) -> None:
        await self._write_one(
            "UPDATE outbox SET delivered_at = ? WHERE game_id = ? AND version <= ? AND delivered_at IS NULL",
            (self._now(), game_id, version))
