"""Games: lobbies and their seats, the table's rules and votes, the lists of games, the end of a game.

What each method promises is said once, on :class:`GameStore` (the concern's interface); :class:`GamesSql`
does it in SQL. The module ends with the concern's schema steps and its :class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from store.base import (
    FORMER_PLAYER_BASE,
    ChannelBusy,
    GameRecord,
    LobbyClosed,
    Shards,
    TableFull,
    writes,
)
from store.members import SEAT_MARKER, MemberColumn
from store.sql.core import (
    G_GAME_COLUMNS,
    GAME_COLUMNS,
    SEATED_USERS,
    Concern,
    SqlCore,
    game_from_row,
    shard_filter,
)
from store.sql.flows import flow_statement
from store.sql.handover import close_offers_statement

#: The kinds of flow this concern's transactions write (:data:`store.FLOW_KINDS`).
FLOW_LOBBY_CARD = "lobby-card"


class GameStore(Protocol):
    """Games: lobbies and their seats, the lists of games, the table's rules, votes, the end."""

    @abc.abstractmethod
    async def game_versions(self, game_ids: Sequence[int]) -> dict[int, int]:
        """The current version of each of ``game_ids`` that exists: one read by the primary key, what the
        web pages' live updates poll (``web/live.py``), cheap enough to ask twice a second."""

    @abc.abstractmethod
    async def create_lobby(self, *, guild_id: int | None, channel_id: int, game: str,
                           options: dict[str, str], creator_id: int,
                           clock_seconds: int | None = None, clock_chosen: bool = False,
                           card: Mapping[str, Any] | None = None, seated: Sequence[int] = (),
                           hints: bool | None = None,
                           requirement: tuple[int | None, bool] | None = None) -> GameRecord:
        """A new game in its lobby, with the creator in seat 0. Raises :class:`ChannelBusy`. ``card``: the
        lobby shows a card, posted by the flow written with it (kind :data:`FLOW_LOBBY_CARD`, key the
        game's id, this payload). A rematch's lobby starts as the finished table was, in the same
        transaction (never a lobby left half set up): ``seated``, the seats after the creator's (its
        computers); ``hints``, the table's choice about the coach's hints (None: not chosen);
        ``requirement``, the minimum reliability and whether new players may join anyway."""

    @abc.abstractmethod
    async def get_game(self, game_id: int) -> GameRecord | None:
        """The game ``game_id`` (None: no such game)."""

    @abc.abstractmethod
    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        """The channel's game in its lobby or in play, if any (there is at most one)."""

    @abc.abstractmethod
    async def last_game_in_channel(self, channel_id: int) -> GameRecord | None:
        """The channel's open game, or else its most recently finished one."""

    @abc.abstractmethod
    async def count_games(self) -> int:
        """How many games are stored, in any status."""

    @abc.abstractmethod
    async def games_in_play(self) -> dict[str, int]:
        """How many games are in play (``active``), by game id (the title): one small read, the
        operator's metrics and health check (``bot/ops.py``)."""

    @abc.abstractmethod
    async def games_page(self, after_id: int, limit: int) -> list[GameRecord]:
        """Up to ``limit`` games with an id above ``after_id``, by id, in any status (a whole database
        read page by page: ``check-db``)."""

    @abc.abstractmethod
    async def announced_versions(self, game_ids: Sequence[int]) -> dict[int, int]:
        """The highest version the outbox holds an announcement of, for each of ``game_ids`` that has one."""

    @abc.abstractmethod
    async def set_options(self, game_id: int, options: dict[str, str]) -> None:
        """Change a lobby's options. Raises :class:`LobbyClosed` once the game started or was cancelled."""

    @abc.abstractmethod
    async def set_lobby_message(self, game_id: int, message_id: int | None) -> None:
        """The message that shows the game's lobby (None: none)."""

    @abc.abstractmethod
    async def set_board_message(self, game_id: int, message_id: int | None, card: str | None = None) -> None:
        """The message that shows the game's live board (None: none), and what the bot needs to draw that
        message again (``card``: the bot's own text, opaque here; None: nothing kept)."""

    @abc.abstractmethod
    async def board_card(self, game_id: int) -> str | None:
        """The ``card`` kept with the live board's message (:meth:`set_board_message`); None if none."""

    @abc.abstractmethod
    async def set_status(self, game_id: int, status: str, *, only_if_open: bool = False) -> bool:
        """Set a game's status; with ``only_if_open``, only while it is in its lobby or in play. Returns
        whether the row changed."""

    @abc.abstractmethod
    async def seats(self, game_id: int) -> list[int]:
        """User ids in seat order."""

    @abc.abstractmethod
    async def add_seat(self, game_id: int, user_id: int, *, max_players: int | None = None) -> bool:
        """Seat a user at the end of a lobby's table; False if already seated. Raises :class:`LobbyClosed`
        when the game is no longer a lobby and :class:`TableFull` when ``max_players`` are seated."""

    @abc.abstractmethod
    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Unseat a user from a lobby and close the gap; False if they were not seated. Raises
        :class:`LobbyClosed` when the game is no longer a lobby."""

    @abc.abstractmethod
    async def dm_closed(self, game_id: int, user_id: int) -> bool:
        """Whether the player's DMs were found closed in this game."""

    @abc.abstractmethod
    async def set_dm_closed(self, game_id: int, user_id: int, closed: bool) -> bool:
        """Remember whether the player's DMs are closed; True when that just changed."""

    @abc.abstractmethod
    async def open_games_in_guild(self, guild_id: int) -> list[GameRecord]:
        """The server's games in their lobby or in play, oldest first."""

    @abc.abstractmethod
    async def open_games_of_user(self, user_id: int) -> list[GameRecord]:
        """The games in their lobby or in play where the user has a seat, oldest first."""

    @abc.abstractmethod
    async def active_games_with_computers(self, shards: Shards | None = None) -> list[GameRecord]:
        """Active games with a computer seat (a negative user id), for resuming their turns after
        a restart; with ``shards``, only games in these shards."""

    @abc.abstractmethod
    async def lobbies_created_before(self, default_hours: int,
                                     shards: Shards | None = None) -> list[tuple[GameRecord, int]]:
        """Lobbies with each one's expiry in hours (the server's setting or ``default_hours``); with
        ``shards``, only lobbies in these shards (without a server: by the creator's id)."""

    @abc.abstractmethod
    async def set_table_rules(self, game_id: int, *, clock_seconds: int | None, on_timeout: str,
                              handover_after: int, clock_chosen: bool = False,
                              bank_increment: int | None = None, bank_cap: int | None = None) -> None:
        """Change a lobby's time control (``bank_increment`` and ``bank_cap``: a time bank whose start is
        ``clock_seconds``; None: a time per turn). Raises :class:`LobbyClosed` once it started or was
        cancelled."""

    @abc.abstractmethod
    async def add_vote(self, game_id: int, user_id: int) -> list[int]:
        """Record ``user_id``'s vote to end the game; returns every voter so far."""

    @abc.abstractmethod
    async def end_game(self, game_id: int, reason: str) -> bool:
        """End a game in play without a result (``reason``: why); False if it was no longer in play."""

    @abc.abstractmethod
    async def expire_lobby(self, game_id: int) -> bool:
        """End a lobby nobody started in time (``end_reason`` "expired"); False if it was no longer one."""


class GamesSql(SqlCore, GameStore):
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
        now = self._now()
        async with self.transaction() as db:
            cursor = await db.execute(
                f"UPDATE games SET status = ?, updated_at = ? WHERE id = ?{condition}",
                (status, now, game_id),
            )
            if cursor.rowcount == 1 and status != "active":
                await db.execute(*close_offers_statement(game_id, now))  # no seat changes hands after
            return cursor.rowcount == 1

    async def seats(self, game_id: int) -> list[int]:
        rows = await self._read_all(SEATED_USERS, (game_id,))
        return [int(row[0]) for row in rows]

    async def _lobby_seats(self, db: Any, game_id: int) -> list[int]:
        """Inside a write transaction: the seated users, after checking the game is still a lobby."""
        async with db.execute(f"SELECT status FROM games WHERE id = ?{self.dialect.for_update}",
                              (game_id,)) as cursor:
            row = await cursor.fetchone()
        if row is None or row[0] != "lobby":
            raise LobbyClosed(f"game {game_id} is not a lobby")
        async with db.execute(SEATED_USERS, (game_id,)) as cursor:
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
            now = self._now()
            cursor = await db.execute(
                "UPDATE games SET status = 'aborted', end_reason = ?, updated_at = ? "
                "WHERE id = ? AND status = 'active'", (reason, now, game_id))
            if cursor.rowcount == 1:
                await db.execute("DELETE FROM clocks WHERE game_id = ?", (game_id,))
                await db.execute(*close_offers_statement(game_id, now))  # no seat changes hands after
            return cursor.rowcount == 1

    @writes
    async def expire_lobby(self, game_id: int) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET status = 'aborted', end_reason = 'expired', updated_at = ? "
                "WHERE id = ? AND status = 'lobby'", (self._now(), game_id))
            return cursor.rowcount == 1


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 1: the first schema.
    1: (
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            guild_id INTEGER,
            channel_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            options TEXT NOT NULL DEFAULT '{}',
            seed INTEGER,
            status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'aborted')),
            version INTEGER NOT NULL DEFAULT 0,
            state TEXT,
            creator_id INTEGER NOT NULL,
            lobby_message_id INTEGER,
            board_message_id INTEGER,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        )
        """,
        # One open game per channel, enforced by the database itself.
        """
        CREATE UNIQUE INDEX games_one_open_per_channel ON games(channel_id)
        WHERE status IN ('lobby', 'active')
        """,
        """
        CREATE TABLE seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            joined_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seat),
            UNIQUE (game_id, user_id)
        )
        """,
        """
        CREATE TABLE actions (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            description TEXT NOT NULL,
            turn INTEGER NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (game_id, seq)
        )
        """,
        """
        CREATE TABLE user_settings (
            user_id INTEGER PRIMARY KEY,
            turn_reminders INTEGER NOT NULL DEFAULT 1
        )
        """,
    ),
    # 2: finding a player's games quickly (for "your games" listings and statistics).
    2: ("CREATE INDEX seats_by_user ON seats(user_id)",),
    # 6: a channel people want to read. Whether a player's DMs were found closed in this game (the
    # channel is told once, not on every hand change); a server's wish to run games in threads.
    6: (
        "ALTER TABLE seats ADD COLUMN dms_closed INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE guild_settings ADD COLUMN threads INTEGER NOT NULL DEFAULT 0",
    ),
    # 13: the live board's card: its words, kept so that the next board can take its buttons off
    # (an edit of a Components V2 message sends all of it again) and a clock change can rewrite its line,
    # in any process and after a restart, without reading the message back from Discord.
    13: ("ALTER TABLE games ADD COLUMN board_card TEXT",),
}

#: This concern's columns that can hold a member's id and what deleting the member does to each
#: (:mod:`store.members`); the sweep runs those of one action in this order.
MEMBER_COLUMNS: tuple[MemberColumn, ...] = (
    MemberColumn("votes", "user_id", "delete", "their votes to end a game"),
    MemberColumn("games", "creator_id", "former", "a lobby or game they opened: its seat's marker",
                 marker=f"-{FORMER_PLAYER_BASE} - COALESCE((SELECT s.seat FROM seats s "
                        "WHERE s.game_id = games.id AND s.user_id = ?), 0)", step="games"),
    MemberColumn("seats", "user_id", "former", "their seat: the game is the others' too",
                 marker=SEAT_MARKER, step="games"),
    MemberColumn("games", "board_card", "clear",
                 "the words of a game's last board, which mention the players", inside=True, key=("id",),
                 keep_when="status = 'active'",
                 kept="until the game's next move replaces that board"),
)

#: Its columns whose names look like a member's but hold no member id, and why.
NOT_MEMBER_COLUMNS: dict[tuple[str, str], str] = {
    ("games", "decision_owner"): "the claim token of the process searching a computer's move",
    ("games", "min_new"): "whether players too new for a reliability score may join",
    ("seats", "standin_moves"): "how many decisions the stand-in made for the seat",
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "games", GameStore, GamesSql,
    migrations=MIGRATIONS,
    member_columns=MEMBER_COLUMNS,
    not_member_columns=NOT_MEMBER_COLUMNS,
    flow_kinds=(FLOW_LOBBY_CARD,),
)
