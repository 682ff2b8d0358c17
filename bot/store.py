"""SQLite storage for games, seats, the action log and per-user settings (aiosqlite, WAL).

The action log is the truth; ``games.state`` is a snapshot of it that saves replaying on every load. A move
is stored by :meth:`Store.commit_action`: the new action rows, the new snapshot and the bumped version go in
ONE transaction, guarded by the version the caller loaded, so a second writer working from the same old
version is refused instead of overwriting.

The schema is versioned with ``PRAGMA user_version``; :data:`MIGRATIONS` holds the forward steps, applied in
order when a database is opened. A new step is appended, never edited.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

log = logging.getLogger(__name__)
# aiosqlite's DEBUG records print every query with its parameters, which include the full game state
# (hands, deck order): keep them out of the logs whatever level the bot runs at.
logging.getLogger("aiosqlite").setLevel(logging.INFO)

#: Games still in play or gathering players; at most one such game per channel.
OPEN_STATUSES: tuple[str, ...] = ("lobby", "active")

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 1: the first schema.
    (
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
    ("CREATE INDEX seats_by_user ON seats(user_id)",),
    # 3: the state when the current turn began, so hands are compared over a whole turn (DMs go out once
    # per turn to the players whose private view changed, not after every decision).
    ("ALTER TABLE games ADD COLUMN turn_start_state TEXT",),
)


class ChannelBusy(Exception):
    """The channel already has a game in its lobby or in play."""


class StaleVersion(Exception):
    """The game moved on since the caller loaded it (another press, another process)."""


@dataclass(frozen=True)
class GameRecord:
    """One row of ``games``."""

    id: int
    guild_id: int | None
    channel_id: int
    game: str
    options: dict[str, str]
    seed: int | None
    status: str
    version: int
    state: str | None
    creator_id: int
    lobby_message_id: int | None
    board_message_id: int | None
    created_at: str
    updated_at: str
    turn_start_state: str | None = None

    @property
    def is_open(self) -> bool:
        return self.status in OPEN_STATUSES


@dataclass(frozen=True)
class ActionRecord:
    """One row of ``actions``: an applied action, its public description and the turn it belongs to."""

    seq: int
    seat: int
    action: str
    description: str
    turn: int
    at: str


@dataclass(frozen=True)
class NewAction:
    """An action to append: who, the canonical text, the public line and the turn number it belongs to."""

    seat: int
    action: str
    description: str
    turn: int


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


_GAME_COLUMNS = (
    "id, guild_id, channel_id, game, options, seed, status, version, state, creator_id, "
    "lobby_message_id, board_message_id, created_at, updated_at, turn_start_state"
)


def _game_from_row(row: Sequence[Any]) -> GameRecord:
    return GameRecord(
        id=row[0], guild_id=row[1], channel_id=row[2], game=row[3], options=json.loads(row[4]),
        seed=row[5], status=row[6], version=row[7], state=row[8], creator_id=row[9],
        lobby_message_id=row[10], board_message_id=row[11], created_at=row[12], updated_at=row[13],
        turn_start_state=row[14],
    )


class Store:
    """The bot's database. Open with :meth:`open`, close with :meth:`close`."""

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db = db
        self.path = path

    @classmethod
    async def open(cls, path: str) -> Store:
        """Open (creating if needed) the database file, switch to WAL and apply pending migrations."""
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves so a transaction is exactly what we say.
        db = await aiosqlite.connect(path, isolation_level=None)
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        store = cls(db, path)
        try:
            await store.migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    # --- schema ------------------------------------------------------------------------------------
    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def journal_mode(self) -> str:
        async with self._db.execute("PRAGMA journal_mode") as cursor:
            row = await cursor.fetchone()
        return str(row[0]) if row else ""

    async def migrate(self) -> None:
        """Apply every migration newer than the file's ``user_version``, each in its own transaction."""
        current = await self.schema_version()
        if current > len(MIGRATIONS):
            raise RuntimeError(
                f"database schema version {current} is newer than this bot ({len(MIGRATIONS)}): "
                "upgrade the bot"
            )
        for number, statements in enumerate(MIGRATIONS[current:], start=current + 1):
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                for statement in statements:
                    await self._db.execute(statement)
                # PRAGMA cannot take parameters; number is our own int.
                await self._db.execute(f"PRAGMA user_version = {int(number)}")
                await self._db.execute("COMMIT")
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            log.info("database migrated to schema version %d", number)

    # --- games -------------------------------------------------------------------------------------
    async def create_lobby(self, *, guild_id: int | None, channel_id: int, game: str,
                           options: dict[str, str], creator_id: int) -> GameRecord:
        """A new game in its lobby, with the creator in seat 0. Raises :class:`ChannelBusy`."""
        now = _now()
        await self._db.execute("BEGIN IMMEDIATE")
        try:
            cursor = await self._db.execute(
                "INSERT INTO games (guild_id, channel_id, game, options, status, creator_id, created_at, "
                "updated_at) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?)",
                (guild_id, channel_id, game, json.dumps(options, sort_keys=True), creator_id, now, now),
            )
            game_id = cursor.lastrowid
            await self._db.execute(
                "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, 0, ?, ?)",
                (game_id, creator_id, now),
            )
            await self._db.execute("COMMIT")
        except aiosqlite.IntegrityError as error:
            await self._db.execute("ROLLBACK")
            raise ChannelBusy(str(error)) from error
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise
        record = await self.get_game(int(game_id or 0))
        assert record is not None
        return record

    async def get_game(self, game_id: int) -> GameRecord | None:
        async with self._db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)) as cursor:
            row = await cursor.fetchone()
        return _game_from_row(row) if row else None

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        async with self._db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (channel_id,),
        ) as cursor:
            row = await cursor.fetchone()
        return _game_from_row(row) if row else None

    async def count_games(self) -> int:
        async with self._db.execute("SELECT COUNT(*) FROM games") as cursor:
            row = await cursor.fetchone()
        return int(row[0]) if row else 0

    async def set_options(self, game_id: int, options: dict[str, str]) -> None:
        await self._db.execute(
            "UPDATE games SET options = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
            (json.dumps(options, sort_keys=True), _now(), game_id),
        )

    async def set_lobby_message(self, game_id: int, message_id: int | None) -> None:
        await self._db.execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_board_message(self, game_id: int, message_id: int | None) -> None:
        await self._db.execute("UPDATE games SET board_message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_status(self, game_id: int, status: str) -> None:
        await self._db.execute(
            "UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status, _now(), game_id)
        )

    async def replace_snapshot(self, game_id: int, version: int, state_json: str) -> None:
        """Overwrite a snapshot rebuilt from the action log (the version does not change: same game)."""
        await self._db.execute(
            "UPDATE games SET state = ?, updated_at = ? WHERE id = ? AND version = ?",
            (state_json, _now(), game_id, version),
        )

    # --- seats -------------------------------------------------------------------------------------
    async def seats(self, game_id: int) -> list[int]:
        """User ids in seat order."""
        async with self._db.execute(
            "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        ) as cursor:
            rows = await cursor.fetchall()
        return [int(row[0]) for row in rows]

    async def add_seat(self, game_id: int, user_id: int) -> bool:
        """Seat a user at the end of the table; False if already seated."""
        await self._db.execute("BEGIN IMMEDIATE")
        try:
            async with self._db.execute(
                "SELECT COUNT(*), SUM(user_id = ?) FROM seats WHERE game_id = ?", (user_id, game_id)
            ) as cursor:
                row = await cursor.fetchone()
            count, already = (int(row[0]), int(row[1] or 0)) if row else (0, 0)
            if already:
                await self._db.execute("ROLLBACK")
                return False
            await self._db.execute(
                "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
                (game_id, count, user_id, _now()),
            )
            await self._db.execute("COMMIT")
            return True
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Unseat a user from a lobby and close the gap; False if they were not seated."""
        await self._db.execute("BEGIN IMMEDIATE")
        try:
            users = await self.seats(game_id)
            if user_id not in users:
                await self._db.execute("ROLLBACK")
                return False
            users.remove(user_id)
            await self._db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            now = _now()
            await self._db.executemany(
                "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
                [(game_id, seat, uid, now) for seat, uid in enumerate(users)],
            )
            await self._db.execute("COMMIT")
            return True
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise

    # --- play --------------------------------------------------------------------------------------
    async def start_game(self, game_id: int, *, seed: int, state_json: str) -> int:
        """Lobby -> active with the first snapshot; returns the new version. Raises StaleVersion."""
        cursor = await self._db.execute(
            "UPDATE games SET status = 'active', seed = ?, state = ?, turn_start_state = ?, "
            "version = version + 1, updated_at = ? WHERE id = ? AND status = 'lobby'",
            (seed, state_json, state_json, _now(), game_id),
        )
        if cursor.rowcount != 1:
            raise StaleVersion("the game is no longer in its lobby")
        record = await self.get_game(game_id)
        assert record is not None
        return record.version

    async def commit_action(self, game_id: int, *, expected_version: int, actions: Sequence[NewAction],
                            state_json: str, finished: bool, turn_completed: bool = True) -> int:
        """Append ``actions``, save the snapshot and bump the version in one transaction.

        ``turn_completed``: the new state also becomes the start of the next turn.

        Raises :class:`StaleVersion` (and stores nothing) when the stored version is not
        ``expected_version``. Returns the new version.
        """
        now = _now()
        await self._db.execute("BEGIN IMMEDIATE")
        try:
            seq = await self._last_seq_at_version(game_id, expected_version)
            for new in actions:
                seq += 1
                await self._db.execute(
                    "INSERT INTO actions (game_id, seq, seat, action, description, turn, at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, seq, new.seat, new.action, new.description, new.turn, now),
                )
            await self._save_snapshot(game_id, state_json, finished, now)
            if turn_completed:
                await self._db.execute("UPDATE games SET turn_start_state = ? WHERE id = ?",
                                       (state_json, game_id))
            await self._db.execute("COMMIT")
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise
        return expected_version + 1

    async def _last_seq_at_version(self, game_id: int, expected_version: int) -> int:
        """Inside a write transaction: the last action's sequence number (0 for none), after checking
        that the game is active at ``expected_version``; raises :class:`StaleVersion` otherwise."""
        async with self._db.execute("SELECT version, status FROM games WHERE id = ?", (game_id,)) as cursor:
            row = await cursor.fetchone()
        if row is None or int(row[0]) != expected_version or row[1] != "active":
            raise StaleVersion(f"game {game_id} is not at version {expected_version}")
        async with self._db.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?", (game_id,)
        ) as cursor:
            last = await cursor.fetchone()
        return int(last[0]) if last else 0

    async def undo_action(self, game_id: int, *, expected_version: int, seq: int, state_json: str) -> int:
        """Take back the last action: delete its row, save ``state_json`` (the state before it) and bump the
        version, in one transaction. ``turn_start_state`` stays: an action that can be undone never
        completed a turn, so the turn still started where it did.

        Raises :class:`StaleVersion` (and changes nothing) when the stored version is not
        ``expected_version`` or ``seq`` is no longer the last action. Returns the new version.
        """
        now = _now()
        await self._db.execute("BEGIN IMMEDIATE")
        try:
            if await self._last_seq_at_version(game_id, expected_version) != seq:
                raise StaleVersion(f"action {seq} is not the last one of game {game_id}")
            await self._db.execute("DELETE FROM actions WHERE game_id = ? AND seq = ?", (game_id, seq))
            await self._save_snapshot(game_id, state_json, False, now)
            await self._db.execute("COMMIT")
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise
        return expected_version + 1

    async def _save_snapshot(self, game_id: int, state_json: str, finished: bool, now: str) -> None:
        # Separate so tests can make it fail between the action insert and the commit.
        status = "finished" if finished else "active"
        await self._db.execute(
            "UPDATE games SET state = ?, version = version + 1, status = ?, updated_at = ? WHERE id = ?",
            (state_json, status, now, game_id),
        )

    async def actions(self, game_id: int, *, last: int | None = None) -> list[ActionRecord]:
        """The action log in order (only the ``last`` n when given)."""
        if last is None:
            query = ("SELECT seq, seat, action, description, turn, at FROM actions WHERE game_id = ? "
                     "ORDER BY seq")
            params: tuple[Any, ...] = (game_id,)
        else:
            query = ("SELECT * FROM (SELECT seq, seat, action, description, turn, at FROM actions "
                     "WHERE game_id = ? ORDER BY seq DESC LIMIT ?) ORDER BY seq")
            params = (game_id, last)
        async with self._db.execute(query, params) as cursor:
            rows = await cursor.fetchall()
        return [ActionRecord(int(r[0]), int(r[1]), str(r[2]), str(r[3]), int(r[4]), str(r[5])) for r in rows]

    async def actions_of_turn(self, game_id: int, turn: int) -> list[ActionRecord]:
        async with self._db.execute(
            "SELECT seq, seat, action, description, turn, at FROM actions WHERE game_id = ? AND turn = ? "
            "ORDER BY seq", (game_id, turn),
        ) as cursor:
            rows = await cursor.fetchall()
        return [ActionRecord(int(r[0]), int(r[1]), str(r[2]), str(r[3]), int(r[4]), str(r[5])) for r in rows]

    # --- settings ----------------------------------------------------------------------------------
    async def turn_reminders(self, user_id: int) -> bool:
        async with self._db.execute(
            "SELECT turn_reminders FROM user_settings WHERE user_id = ?", (user_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return True if row is None else bool(row[0])

    async def set_turn_reminders(self, user_id: int, enabled: bool) -> None:
        await self._db.execute(
            "INSERT INTO user_settings (user_id, turn_reminders) VALUES (?, ?) "
            "ON CONFLICT(user_id) DO UPDATE SET turn_reminders = excluded.turn_reminders",
            (user_id, int(enabled)),
        )

    # --- raw access for maintenance and tests -------------------------------------------------------
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._db.execute(sql, params)

    async def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        async with self._db.execute(sql, params) as cursor:
            row = await cursor.fetchone()
        return row[0] if row else None

