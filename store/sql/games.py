"""Games: lobbies and their seats, the table's rules and votes, the lists of games, the end of a game.

What each method promises is said once, on :class:`store.base.Store`; here is how it is done in SQL.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from store.base import FLOW_LOBBY_CARD, ChannelBusy, GameRecord, LobbyClosed, Shards, TableFull, writes
from store.sql.core import G_GAME_COLUMNS, GAME_COLUMNS, SqlCore, game_from_row, shard_filter
from store.sql.flows import flow_statement


class GamesSql(SqlCore):
    """Lobbies, seats, the lists of games, the table's rules, votes and ending a game."""

    @writes
    async def create_lobby(self, *, guild_id: int | None, channel_id: int, game: str,
                           options: dict[str, str], creator_id: int,
                           clock_seconds: int | None = None, clock_chosen: bool = False,
                           card: Mapping[str, Any] | None = None, seated: Sequence[int] = (),
                           hints: bool | None = None,
                           requirement: tuple[int | None, bool] | None = None) -> GameRecord:
        now = self._now()
        try:
            async with self.transaction() as db:
                cursor = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, game, options, status, creator_id, created_at, "
                    "updated_at, clock_seconds, clock_chosen) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
                    (guild_id, channel_id, game, json.dumps(options, sort_keys=True), creator_id, now, now,
                     clock_seconds, int(clock_chosen)),
                )
                game_id = cursor.lastrowid
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, 0, ?, ?)",
                    (game_id, creator_id, now),
                )
                for seat, user in enumerate((u for u in dict.fromkeys(seated) if u != creator_id), 1):
                    await db.execute(
                        "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
                        (game_id, seat, user, now))
                if hints is not None:
                    await db.execute("UPDATE games SET hints = ? WHERE id = ?", (int(hints), game_id))
                if requirement is not None:
                    await db.execute("UPDATE games SET min_reliability = ?, min_new = ? WHERE id = ?",
                                     (requirement[0], int(requirement[1]), game_id))
                if card is not None:
                    # The lobby's card is posted by its flow, written with the lobby: a crash before the
                    # post leaves it to the periodic work, never a lobby nobody can see.
                    await db.execute(*flow_statement(FLOW_LOBBY_CARD, str(game_id), guild_id=guild_id,
                                                     user_id=creator_id, payload=card, now=now))
        except self.dialect.integrity_errors as error:
            raise ChannelBusy(str(error)) from error
        record = await self.get_game(int(game_id or 0))
        assert record is not None
        return record

    async def get_game(self, game_id: int) -> GameRecord | None:
        row = await self._read_one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return game_from_row(row) if row else None

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self._read_one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (channel_id,),
        )
        return game_from_row(row) if row else None

    async def last_game_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self._read_one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active', "
            "'finished') ORDER BY CASE WHEN status = 'finished' THEN 1 ELSE 0 END, updated_at DESC, id DESC "
            "LIMIT 1", (channel_id,))
        return game_from_row(row) if row else None

    async def count_games(self) -> int:
        row = await self._read_one("SELECT COUNT(*) FROM games")
        return int(row[0]) if row else 0

    async def games_in_play(self) -> dict[str, int]:
        rows = await self._read_all("SELECT game, COUNT(*) FROM games WHERE status = 'active' GROUP BY game")
        return {str(row[0]): int(row[1]) for row in rows}

    async def games_page(self, after_id: int, limit: int) -> list[GameRecord]:
        rows = await self._read_all(f"SELECT {GAME_COLUMNS} FROM games WHERE id > ? ORDER BY id LIMIT ?",
                                    (after_id, limit))
        return [game_from_row(row) for row in rows]

    async def announced_versions(self, game_ids: Sequence[int]) -> dict[int, int]:
        if not game_ids:
            return {}
        marks = ", ".join("?" for _ in game_ids)
        rows = await self._read_all(
            f"SELECT game_id, MAX(version) FROM outbox WHERE game_id IN ({marks}) GROUP BY game_id",
            tuple(game_ids))
        return {int(row[0]): int(row[1]) for row in rows}

    async def game_versions(self, game_ids: Sequence[int]) -> dict[int, int]:
        if not game_ids:
            return {}
        marks = ", ".join("?" for _ in game_ids)
        rows = await self._read_all(f"SELECT id, version FROM games WHERE id IN ({marks})", tuple(game_ids))
        return {int(row[0]): int(row[1]) for row in rows}

    @writes
    async def set_options(self, game_id: int, options: dict[str, str]) -> None:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET options = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                (json.dumps(options, sort_keys=True), self._now(), game_id),
            )
            if cursor.rowcount != 1:
                raise LobbyClosed(f"game {game_id} is not a lobby")

    @writes
    async def set_lobby_message(self, game_id: int, message_id: int | None) -> None:
        async with self.transaction() as db:
            await db.execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    @writes
    async def set_board_message(self, game_id: int, message_id: int | None, card: str | None = None) -> None:
        await self._write_one("UPDATE games SET board_message_id = ?, board_card = ? WHERE id = ?",
                              (message_id, card, game_id))

    async def board_card(self, game_id: int) -> str | None:
        row = await self._read_one("SELECT board_card FROM games WHERE id = ?", (game_id,))
        return row[0] if row else None

    @writes
    async def set_status(self, game_id: int, status: str, *, only_if_open: bool = False) -> bool:
        condition = " AND status IN ('lobby', 'active')" if only_if_open else ""
        async with self.transaction() as db:
            cursor = await db.execute(
                f"UPDATE games SET status = ?, updated_at = ? WHERE id = ?{condition}",
                (status, self._now(), game_id),
            )
            return cursor.rowcount == 1

    async def seats(self, game_id: int) -> list[int]:
        rows = await self._read_all("SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
        return [int(row[0]) for row in rows]

    async def _lobby_seats(self, db: Any, game_id: int) -> list[int]:
        """Inside a write transaction: the seated users, after checking the game is still a lobby."""
        async with db.execute(f"SELECT status FROM games WHERE id = ?{self.dialect.for_update}",
                              (game_id,)) as cursor:
            row = await cursor.fetchone()
        if row is None or row[0] != "lobby":
            raise LobbyClosed(f"game {game_id} is not a lobby")
        async with db.execute(
            "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        ) as cursor:
            return [int(r[0]) for r in await cursor.fetchall()]

    @writes
    async def add_seat(self, game_id: int, user_id: int, *, max_players: int | None = None) -> bool:
        async with self.transaction() as db:
            users = await self._lobby_seats(db, game_id)
            if user_id in users:
                return False
            if max_players is not None and len(users) >= max_players:
                raise TableFull(f"game {game_id} has {len(users)} players")
            await db.execute(
                "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
                (game_id, len(users), user_id, self._now()),
            )
            return True

    @writes
    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        async with self.transaction() as db:
            users = await self._lobby_seats(db, game_id)
            if user_id not in users:
                return False
            async with db.execute(
                "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id)
            ) as cursor:
                row = await cursor.fetchone()
            seat = int(row[0])
            await db.execute("DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            # Close the gap one seat at a time, lowest first, so (game, seat) stays unique throughout.
            for moved in range(seat + 1, len(users)):
                await db.execute("UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ?",
                                 (moved - 1, game_id, moved))
            return True

    async def dm_closed(self, game_id: int, user_id: int) -> bool:
        row = await self._read_one("SELECT dms_closed FROM seats WHERE game_id = ? AND user_id = ?",
                                   (game_id, user_id))
        return bool(row[0]) if row else False

    @writes
    async def set_dm_closed(self, game_id: int, user_id: int, closed: bool) -> bool:
        return await self._write_one(
            "UPDATE seats SET dms_closed = ? WHERE game_id = ? AND user_id = ? AND dms_closed != ?",
            (int(closed), game_id, user_id, int(closed))) > 0

    async def open_games_in_guild(self, guild_id: int) -> list[GameRecord]:
        rows = await self._read_all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE guild_id = ? AND status IN ('lobby', 'active') "
            "ORDER BY created_at, id", (guild_id,))
        return [game_from_row(row) for row in rows]

    async def open_games_of_user(self, user_id: int) -> list[GameRecord]:
        rows = await self._read_all(
            f"SELECT {G_GAME_COLUMNS} FROM games g "
            "JOIN seats s ON s.game_id = g.id WHERE s.user_id = ? AND g.status IN ('lobby', 'active') "
            "ORDER BY g.created_at, g.id", (user_id,))
        return [game_from_row(row) for row in rows]

    async def active_games_with_computers(self, shards: Shards | None = None) -> list[GameRecord]:
        where, shard_params = shard_filter(shards, "g.guild_id", "g.creator_id")
        rows = await self._read_all(
            # Driven by the computers' seats (``seats_by_user``, user ids below 0), not by every game in
            # play: the tick looks at the games with a computer only.
            f"SELECT {G_GAME_COLUMNS} FROM games g "
            "WHERE g.id IN (SELECT s.game_id FROM seats s WHERE s.user_id < 0) "
            f"AND g.status = 'active'{where} ORDER BY g.id", shard_params)
        return [game_from_row(row) for row in rows]

    async def lobbies_created_before(self, default_hours: int,
                                     shards: Shards | None = None) -> list[tuple[GameRecord, int]]:
        where, shard_params = shard_filter(shards, "g.guild_id", "g.creator_id")
        rows = await self._read_all(
            f"SELECT {G_GAME_COLUMNS}, "
            "COALESCE(gs.lobby_expiry_hours, ?) FROM games g "
            f"LEFT JOIN guild_settings gs ON gs.guild_id = g.guild_id WHERE g.status = 'lobby'{where}",
            (default_hours, *shard_params))
        return [(game_from_row(row[:-1]), int(row[-1])) for row in rows]

    @writes
    async def set_table_rules(self, game_id: int, *, clock_seconds: int | None, on_timeout: str,
                              handover_after: int, clock_chosen: bool = False,
                              bank_increment: int | None = None, bank_cap: int | None = None) -> None:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET clock_seconds = ?, on_timeout = ?, handover_after = ?, clock_chosen = ?, "
                "bank_increment = ?, bank_cap = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                (clock_seconds, on_timeout, handover_after, int(clock_chosen), bank_increment, bank_cap,
                 self._now(), game_id))
            if cursor.rowcount != 1:
                raise LobbyClosed(f"game {game_id} is not a lobby")

    @writes
    async def add_vote(self, game_id: int, user_id: int) -> list[int]:
        async with self.transaction() as db:
            await db.execute("INSERT INTO votes (game_id, user_id, at) VALUES (?, ?, ?) "
                             "ON CONFLICT DO NOTHING", (game_id, user_id, self._now()))
            async with db.execute("SELECT user_id FROM votes WHERE game_id = ?", (game_id,)) as cursor:
                return [int(r[0]) for r in await cursor.fetchall()]

    @writes
    async def end_game(self, game_id: int, reason: str) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET status = 'aborted', end_reason = ?, updated_at = ? "
                "WHERE id = ? AND status = 'active'", (reason, self._now(), game_id))
            if cursor.rowcount == 1:
                await db.execute("DELETE FROM clocks WHERE game_id = ?", (game_id,))
            return cursor.rowcount == 1

    @writes
    async def expire_lobby(self, game_id: int) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET status = 'aborted', end_reason = 'expired', updated_at = ? "
                "WHERE id = ? AND status = 'lobby'", (self._now(), game_id))
            return cursor.rowcount == 1
