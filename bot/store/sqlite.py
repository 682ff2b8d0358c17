"""The embedded store: SQLite through aiosqlite, in WAL mode. Also the one storage interface: every method the
service, the cogs and the tests call is defined here once, in SQL both backends understand;
:class:`bot.store.postgres.PostgresStore` changes only how connections, transactions and the schema version
are handled. :meth:`Store.open` picks the backend from its argument (a path, ``sqlite:///…`` or
``postgresql://…``).

Two connections: every write goes through one writer connection, one transaction at a time (an asyncio
lock serialises them, so concurrent moves in different channels never interleave their transactions), and
every plain read through a second connection, which in WAL mode sees the last committed data and never
waits behind a write. Waiting for the writer is bounded (:attr:`Store.busy_wait`); a database that cannot
be written (busy, disk full, read-only, I/O error) raises :class:`StoreUnavailable` saying which, after
rolling back whatever the transaction did.

The schema is versioned with ``PRAGMA user_version``; :data:`MIGRATIONS` holds the forward steps, applied in
order when a database is opened.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from datetime import datetime
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.common import (
    _CLOCK_COLUMNS,
    _GAME_COLUMNS,
    _RESULT_SEAT_COLUMNS,
    BUSY_WAIT_SECONDS,
    KEEP_CLOCK,
    MIGRATIONS,
    ActionRecord,
    Announcement,
    ChannelBusy,
    ClockRow,
    GameRecord,
    GameResult,
    GuildSettings,
    LobbyClosed,
    NewAction,
    RatingRow,
    ResultSeat,
    SeatState,
    Shards,
    StaleVersion,
    StoreUnavailable,
    TableFull,
    UserSettings,
    _action_from_row,
    _clock_from_row,
    _game_from_row,
    _result_seat_from_row,
    classify,
    shard_filter,
    snapshot_digest,
    stamp,
    utc_now,
)

log = logging.getLogger(__name__)
# aiosqlite's DEBUG records print every query with its parameters, which include the full game state
# (hands, deck order): keep them out of the logs whatever level the bot runs at.
logging.getLogger("aiosqlite").setLevel(logging.INFO)

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SQLITE_SCHEME = "sqlite:///"


def is_postgres_url(location: str) -> bool:
    return location.startswith(POSTGRES_SCHEMES)


def sqlite_path(location: str) -> str:
    """The file of a SQLite location: a plain path, or ``sqlite:///relative/path`` /
    ``sqlite:////absolute/path`` (the usual URL spelling: three slashes, then the path)."""
    return location[len(SQLITE_SCHEME):] if location.startswith(SQLITE_SCHEME) else location


class Store:
    """The bot's database. Open with :meth:`open`, close with :meth:`close`."""

    #: Which backend this is ("sqlite" or "postgresql"), for logs, the bench and tests.
    backend = "sqlite"
    #: Appended to the read of a game's row inside a write transaction. SQLite needs nothing (BEGIN
    #: IMMEDIATE already makes the transaction the only writer); PostgreSQL locks the row, so two
    #: processes changing one game take turns and the second sees the first's version.
    _FOR_UPDATE = ""
    #: What a violated constraint raises in this driver (the one-open-game-per-channel index).
    _INTEGRITY_ERRORS: tuple[type[BaseException], ...] = (sqlite3.IntegrityError,)

    def __init__(self, db: Any, reader: aiosqlite.Connection, path: str,
                 clock: Callable[[], datetime] = utc_now) -> None:
        self._db = db
        self._reader = reader
        self.path = path
        #: Where "now" comes from (the bot's injected clock), for every stored moment.
        self.clock = clock
        self._write_lock = asyncio.Lock()
        #: Seconds a write waits for the writer connection before :class:`StoreUnavailable` ("busy").
        self.busy_wait = BUSY_WAIT_SECONDS

    def _now(self) -> str:
        return stamp(self.clock())

    @classmethod
    async def open(cls, path: str, *, clock: Callable[[], datetime] = utc_now) -> Store:
        """Open the database ``path`` names: a SQLite file (a path or ``sqlite:///…``) or a PostgreSQL
        database (``postgresql://…``, see :class:`bot.store.postgres.PostgresStore`).

        SQLite: create the file if needed, switch to WAL, apply pending migrations and check that the file
        can be written. Raises :class:`StoreUnavailable` (for example ``readonly``)."""
        if is_postgres_url(path):
            from bot.store.postgres import PostgresStore

            return await PostgresStore.open(path, clock=clock)
        path = sqlite_path(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        busy_ms = int(BUSY_WAIT_SECONDS * 1000)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves so a transaction is exactly what we say.
        db = await aiosqlite.connect(path, isolation_level=None)
        reader: aiosqlite.Connection | None = None
        try:
            try:
                await db.execute("PRAGMA journal_mode=WAL")
                await db.execute("PRAGMA foreign_keys=ON")
                await db.execute(f"PRAGMA busy_timeout={busy_ms}")
            except sqlite3.Error as error:
                raise classify(error) or error from error
            if path == ":memory:":
                reader = db  # a second connection would open another, empty database
            else:
                reader = await aiosqlite.connect(path, isolation_level=None)
                await reader.execute(f"PRAGMA busy_timeout={busy_ms}")
                await reader.execute("PRAGMA query_only=ON")
            store = cls(db, reader, path, clock)
            await store.migrate()
            await store.check_writable()
        except BaseException:
            if reader is not None and reader is not db:
                await reader.close()
            await db.close()
            raise
        return store

    async def close(self) -> None:
        if self._reader is not self._db:
            await self._reader.close()
        await self._db.close()

    # --- the writer ---------------------------------------------------------------------------------
    @asynccontextmanager
    async def _writer(self) -> AsyncIterator[Any]:
        """The writer connection, for one caller at a time; the wait is bounded by :attr:`busy_wait`."""
        try:
            await asyncio.wait_for(self._write_lock.acquire(), self.busy_wait)
        except TimeoutError as error:
            raise StoreUnavailable("busy", f"no turn at the writer within {self.busy_wait:g} s") from error
        try:
            yield self._db
        finally:
            self._write_lock.release()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Any]:
        """``BEGIN IMMEDIATE`` … ``COMMIT`` on the writer connection; anything raised inside rolls back.

        SQLite errors meaning the database cannot be used now become :class:`StoreUnavailable`. A failed
        statement may already have ended the transaction (a full disk does), so the rollback is only tried
        while one is open, and never hides the error that caused it."""
        async with self._writer() as db:
            try:
                await db.execute("BEGIN IMMEDIATE")
                yield db
                await db.execute("COMMIT")
            except BaseException as error:
                if db.in_transaction:
                    try:
                        await db.execute("ROLLBACK")
                    except sqlite3.Error as rollback_error:
                        log.warning("rollback after %s failed too: %s", type(error).__name__, rollback_error)
                unavailable = classify(error)
                if unavailable is not None and unavailable is not error:
                    raise unavailable from error
                raise

    async def _read_one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        rows = await self._read_all(sql, params)
        return rows[0] if rows else None

    async def _read_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """One read, whole, in one job of the reader's thread. A cursor stepped in several jobs would keep
        its read transaction (and its snapshot) open while other coroutines' reads run on the same
        connection, and they would then miss a write committed meanwhile."""
        try:
            return list(await self._reader.execute_fetchall(sql, params))
        except sqlite3.Error as error:
            raise classify(error) or error from error

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
            async with self.transaction() as db:
                for statement in statements:
                    await db.execute(statement)
                # PRAGMA cannot take parameters; number is our own int.
                await db.execute(f"PRAGMA user_version = {int(number)}")
            log.info("database migrated to schema version %d", number)

    async def check_writable(self) -> None:
        """Raise :class:`StoreUnavailable` unless a write would succeed (a read-only file, a full disk at
        start-up): rewrites the schema version inside a transaction that is then rolled back."""
        async with self._writer() as db:
            try:
                await db.execute("BEGIN IMMEDIATE")
                await db.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")
            except sqlite3.Error as error:
                raise classify(error) or error from error
            finally:
                if db.in_transaction:
                    await db.execute("ROLLBACK")

    # --- games -------------------------------------------------------------------------------------
    async def create_lobby(self, *, guild_id: int | None, channel_id: int, game: str,
                           options: dict[str, str], creator_id: int,
                           clock_seconds: int | None = None, clock_chosen: bool = False) -> GameRecord:
        """A new game in its lobby, with the creator in seat 0. Raises :class:`ChannelBusy`."""
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
        except self._INTEGRITY_ERRORS as error:
            raise ChannelBusy(str(error)) from error
        record = await self.get_game(int(game_id or 0))
        assert record is not None
        return record

    async def get_game(self, game_id: int) -> GameRecord | None:
        row = await self._read_one(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return _game_from_row(row) if row else None

    async def open_game_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self._read_one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')",
            (channel_id,),
        )
        return _game_from_row(row) if row else None

    async def count_games(self) -> int:
        row = await self._read_one("SELECT COUNT(*) FROM games")
        return int(row[0]) if row else 0

    async def set_options(self, game_id: int, options: dict[str, str]) -> None:
        """Change a lobby's options. Raises :class:`LobbyClosed` once the game started or was cancelled."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET options = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                (json.dumps(options, sort_keys=True), self._now(), game_id),
            )
            if cursor.rowcount != 1:
                raise LobbyClosed(f"game {game_id} is not a lobby")

    async def set_lobby_message(self, game_id: int, message_id: int | None) -> None:
        async with self.transaction() as db:
            await db.execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_board_message(self, game_id: int, message_id: int | None) -> None:
        async with self.transaction() as db:
            await db.execute("UPDATE games SET board_message_id = ? WHERE id = ?", (message_id, game_id))

    async def set_status(self, game_id: int, status: str, *, only_if_open: bool = False) -> bool:
        """Set a game's status; with ``only_if_open``, only while it is in its lobby or in play. Returns
        whether the row changed."""
        condition = " AND status IN ('lobby', 'active')" if only_if_open else ""
        async with self.transaction() as db:
            cursor = await db.execute(
                f"UPDATE games SET status = ?, updated_at = ? WHERE id = ?{condition}",
                (status, self._now(), game_id),
            )
            return cursor.rowcount == 1

    async def log_tip(self, game_id: int) -> tuple[int, str]:
        """The number and text of the last logged action (0 and "" before the first)."""
        row = await self._read_one(
            "SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,)
        )
        return (int(row[0]), str(row[1])) if row else (0, "")

    async def _tip_in(self, db: Any, game_id: int) -> tuple[int, str]:
        async with db.execute(
            "SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return (int(row[0]), str(row[1])) if row else (0, "")

    async def replace_snapshot(self, game_id: int, version: int, state_json: str) -> bool:
        """Overwrite the snapshot of an active game with one rebuilt from the action log (the version does
        not change: same game). Only while the game is active at ``version``; returns whether it wrote."""
        async with self.transaction() as db:
            seq, last = await self._tip_in(db, game_id)
            cursor = await db.execute(
                "UPDATE games SET state = ?, snapshot_digest = ?, updated_at = ? "
                "WHERE id = ? AND version = ? AND status = 'active'",
                (state_json, snapshot_digest(state_json, seq, last), self._now(), game_id, version),
            )
            return cursor.rowcount == 1

    # --- seats -------------------------------------------------------------------------------------
    async def seats(self, game_id: int) -> list[int]:
        """User ids in seat order."""
        rows = await self._read_all("SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
        return [int(row[0]) for row in rows]

    async def _lobby_seats(self, db: Any, game_id: int) -> list[int]:
        """Inside a write transaction: the seated users, after checking the game is still a lobby."""
        async with db.execute(f"SELECT status FROM games WHERE id = ?{self._FOR_UPDATE}",
                              (game_id,)) as cursor:
            row = await cursor.fetchone()
        if row is None or row[0] != "lobby":
            raise LobbyClosed(f"game {game_id} is not a lobby")
        async with db.execute(
            "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        ) as cursor:
            return [int(r[0]) for r in await cursor.fetchall()]

    async def add_seat(self, game_id: int, user_id: int, *, max_players: int | None = None) -> bool:
        """Seat a user at the end of a lobby's table; False if already seated. Raises :class:`LobbyClosed`
        when the game is no longer a lobby and :class:`TableFull` when ``max_players`` are seated."""
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

    async def remove_seat(self, game_id: int, user_id: int) -> bool:
        """Unseat a user from a lobby and close the gap; False if they were not seated. Raises
        :class:`LobbyClosed` when the game is no longer a lobby."""
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

    # --- play --------------------------------------------------------------------------------------
    async def start_game(self, game_id: int, *, seed: int, state_json: str,
                         users: Sequence[int] | None = None, options: dict[str, str] | None = None,
                         rules_version: int = 1,
                         announcement: dict[str, Any] | None = None, clock: ClockRow | None = None,
                         clock_seconds: Any = KEEP_CLOCK, search_secret: int | None = None) -> int:
        """Lobby -> active with the first snapshot; returns the new version.

        ``clock_seconds``: the time per turn the game plays with, when it differs from the lobby's (a table
        of one human without a chosen clock); :data:`KEEP_CLOCK` keeps the lobby's. ``search_secret``: where
        the computer players' search seeds come from (see :meth:`search_secret`).

        ``users`` and ``options``: what ``state_json`` was set up for; the start is refused
        (:class:`StaleVersion`) unless the lobby holds exactly these seats and options at the moment of the
        transaction, so a game never starts with a seat or an option its state does not know. Raises
        :class:`StaleVersion` too when the game is no longer a lobby."""
        now = self._now()
        async with self.transaction() as db:
            async with db.execute(
                    f"SELECT status, options, version FROM games WHERE id = ?{self._FOR_UPDATE}", (game_id,)
            ) as cursor:
                row = await cursor.fetchone()
            if row is None or row[0] != "lobby":
                raise StaleVersion("the game is no longer in its lobby")
            if options is not None and json.loads(row[1]) != options:
                raise StaleVersion("the lobby's options changed")
            if users is not None:
                async with db.execute("SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat",
                                      (game_id,)) as cursor:
                    seated = [int(r[0]) for r in await cursor.fetchall()]
                if seated != list(users):
                    raise StaleVersion("the lobby's seats changed")
            version = int(row[2]) + 1
            await db.execute(
                "UPDATE games SET status = 'active', seed = ?, state = ?, turn_start_state = ?, "
                "snapshot_digest = ?, rules_version = ?, version = ?, updated_at = ?, last_move_at = ? "
                "WHERE id = ?",
                (seed, state_json, state_json, snapshot_digest(state_json, 0, ""), rules_version, version,
                 now, now, game_id),
            )
            if clock_seconds is not KEEP_CLOCK:
                await db.execute("UPDATE games SET clock_seconds = ? WHERE id = ?", (clock_seconds, game_id))
            if search_secret is not None:
                await db.execute("UPDATE games SET search_secret = ? WHERE id = ?", (search_secret, game_id))
            await self._write_clock(db, game_id, clock)
            if announcement is not None:
                await self._announce_in(db, game_id, version, announcement, now)
        return version

    async def commit_action(self, game_id: int, *, expected_version: int, actions: Sequence[NewAction],
                            state_json: str, finished: bool, turn_completed: bool = True,
                            announcement: dict[str, Any] | None = None, clock: Any = KEEP_CLOCK,
                            by_standin: bool = False) -> int:
        """Append ``actions``, save the snapshot, bump the version and record ``announcement`` (what the
        bot must post about the move, see :meth:`pending_announcements`) in one transaction.

        ``turn_completed``: the new state also becomes the start of the next turn. ``clock``: the clock of
        the seat the game waits for next (None: no seat waits, the game is over; :data:`KEEP_CLOCK`: the
        same seat decides on in the same turn, its clock runs on). A move a player made themselves (not
        ``by_standin``) ends their run of timed-out turns.

        Raises :class:`StaleVersion` (and stores nothing) when the stored version is not
        ``expected_version``. Returns the new version.
        """
        now = self._now()
        async with self.transaction() as db:
            seq = await self._last_seq_at_version(db, game_id, expected_version)
            if not by_standin and actions:
                await db.execute("UPDATE seats SET timeouts_in_row = 0 WHERE game_id = ? AND seat = ?",
                                 (game_id, actions[0].seat))
            elif actions:
                await db.execute("UPDATE seats SET standin_moves = standin_moves + ? "
                                 "WHERE game_id = ? AND seat = ?", (len(actions), game_id, actions[0].seat))
            await db.execute("UPDATE games SET last_move_at = ? WHERE id = ?", (now, game_id))
            if clock is not KEEP_CLOCK:
                await self._write_clock(db, game_id, clock)
            last = ""
            for new in actions:
                seq += 1
                last = new.action
                await db.execute(
                    "INSERT INTO actions (game_id, seq, seat, action, description, turn, at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, seq, new.seat, new.action, new.description, new.turn, now),
                )
            await self._save_snapshot(db, game_id, state_json, snapshot_digest(state_json, seq, last),
                                      finished, now)
            if turn_completed:
                await db.execute("UPDATE games SET turn_start_state = ? WHERE id = ?", (state_json, game_id))
            if announcement is not None:
                await self._announce_in(db, game_id, expected_version + 1, announcement, now)
        return expected_version + 1

    async def _last_seq_at_version(self, db: Any, game_id: int, expected_version: int) -> int:
        """Inside a write transaction: the last action's sequence number (0 for none), after checking
        that the game is active at ``expected_version``; raises :class:`StaleVersion` otherwise. The read
        of the game's row locks it where the backend needs that (:attr:`_FOR_UPDATE`): the version check
        and the writes that follow are one step for every other writer, in any process."""
        async with db.execute(f"SELECT version, status FROM games WHERE id = ?{self._FOR_UPDATE}",
                              (game_id,)) as cursor:
            row = await cursor.fetchone()
        if row is None or int(row[0]) != expected_version or row[1] != "active":
            raise StaleVersion(f"game {game_id} is not at version {expected_version}")
        async with db.execute(
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
        now = self._now()
        async with self.transaction() as db:
            if await self._last_seq_at_version(db, game_id, expected_version) != seq:
                raise StaleVersion(f"action {seq} is not the last one of game {game_id}")
            await db.execute("DELETE FROM actions WHERE game_id = ? AND seq = ?", (game_id, seq))
            tip, last = await self._tip_in(db, game_id)
            await self._save_snapshot(db, game_id, state_json, snapshot_digest(state_json, tip, last),
                                      False, now)
        return expected_version + 1

    async def _save_snapshot(self, db: Any, game_id: int, state_json: str, digest: str,
                             finished: bool, now: str) -> None:
        # Separate so tests can make it fail between the action insert and the commit.
        status = "finished" if finished else "active"
        await db.execute(
            "UPDATE games SET state = ?, snapshot_digest = ?, version = version + 1, status = ?, "
            "updated_at = ? WHERE id = ?",
            (state_json, digest, status, now, game_id),
        )

    async def actions(self, game_id: int, *, last: int | None = None) -> list[ActionRecord]:
        """The action log in order (only the ``last`` n when given)."""
        if last is None:
            query = ("SELECT seq, seat, action, description, turn, at FROM actions WHERE game_id = ? "
                     "ORDER BY seq")
            params: tuple[Any, ...] = (game_id,)
        else:
            query = ("SELECT * FROM (SELECT seq, seat, action, description, turn, at FROM actions "
                     "WHERE game_id = ? ORDER BY seq DESC LIMIT ?) AS recent ORDER BY seq")
            params = (game_id, last)
        return [_action_from_row(r) for r in await self._read_all(query, params)]

    async def count_actions(self, game_id: int) -> int:
        row = await self._read_one("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,))
        return int(row[0]) if row else 0

    async def actions_slice(self, game_id: int, *, offset: int, limit: int) -> list[ActionRecord]:
        """``limit`` actions of the log in order, from the ``offset``-th (0: the first)."""
        rows = await self._read_all(
            "SELECT seq, seat, action, description, turn, at FROM actions WHERE game_id = ? ORDER BY seq "
            "LIMIT ? OFFSET ?", (game_id, limit, offset))
        return [_action_from_row(r) for r in rows]

    async def actions_of_turn(self, game_id: int, turn: int) -> list[ActionRecord]:
        rows = await self._read_all(
            "SELECT seq, seat, action, description, turn, at FROM actions WHERE game_id = ? AND turn = ? "
            "ORDER BY seq", (game_id, turn),
        )
        return [_action_from_row(r) for r in rows]

    # --- the outbox --------------------------------------------------------------------------------
    @staticmethod
    async def _announce_in(db: Any, game_id: int, version: int, payload: dict[str, Any],
                           now: str) -> None:
        await db.execute(
            "INSERT INTO outbox (game_id, version, payload, created_at) VALUES (?, ?, ?, ?)",
            (game_id, version, json.dumps(payload, sort_keys=True), now),
        )

    async def pending_announcements(self, shards: Shards | None = None, *,
                                    created_before: str | None = None,
                                    game_id: int | None = None) -> list[Announcement]:
        """Undelivered outbox rows, oldest first (with ``shards``, only of games in those shards; with
        ``created_before``, only rows older than that moment; with ``game_id``, only that game's)."""
        where, params = shard_filter(shards, "g.guild_id", "g.creator_id")
        if created_before is not None:
            where += " AND o.created_at < ?"
            params = (*params, created_before)  # type: ignore[assignment]
        if game_id is not None:
            where += " AND o.game_id = ?"
            params = (*params, game_id)  # type: ignore[assignment]
        rows = await self._read_all(
            "SELECT o.id, o.game_id, o.version, o.payload FROM outbox o JOIN games g ON g.id = o.game_id "
            f"WHERE o.delivered_at IS NULL{where} ORDER BY o.id", params)
        pending = []
        for row in rows:
            try:
                payload = json.loads(row[3])
            except ValueError:
                payload = {}
            pending.append(Announcement(int(row[0]), int(row[1]), int(row[2]),
                                        payload if isinstance(payload, dict) else {}))
        return pending

    async def mark_delivered(self, game_id: int, version: int) -> None:
        """The announcements of ``game_id`` up to ``version`` are done (delivered or superseded)."""
        async with self.transaction() as db:
            await db.execute(
                "UPDATE outbox SET delivered_at = ? "
                "WHERE game_id = ? AND version <= ? AND delivered_at IS NULL",
                (self._now(), game_id, version),
            )

    # --- clocks ------------------------------------------------------------------------------------
    @staticmethod
    async def _write_clock(db: Any, game_id: int, clock: ClockRow | None) -> None:
        await db.execute("DELETE FROM clocks WHERE game_id = ?", (game_id,))
        if clock is not None:
            await db.execute(
                f"INSERT INTO clocks ({_CLOCK_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, clock.seat, clock.user_id, clock.turn, clock.started_at, clock.deadline,
                 clock.half_at, clock.tenth_at, clock.paused_at, int(clock.half_sent), int(clock.tenth_sent),
                 int(clock.muted), clock.asked),
            )

    async def get_clock(self, game_id: int) -> ClockRow | None:
        row = await self._read_one(f"SELECT {_CLOCK_COLUMNS} FROM clocks WHERE game_id = ?", (game_id,))
        return _clock_from_row(row) if row else None

    async def replace_clock(self, clock: ClockRow) -> None:
        async with self.transaction() as db:
            await self._write_clock(db, clock.game_id, clock)

    async def clocks_needing_attention(self, now: str, shards: Shards | None = None) -> list[ClockRow]:
        """Clocks of games in play with something due at ``now``: a reminder, a deadline (also one the
        stand-in claimed, ``asked = 2``, whose move has not been committed yet: a failed move is tried
        again), a pause to end or begin (the player's vacation started or ended), or a seat the stand-in
        plays. With ``shards``,
        only those of games in these shards (a game without a server: by the waiting player's id)."""
        where, shard_params = shard_filter(shards, "g.guild_id", "c.user_id")
        rows = await self._read_all(
            f"SELECT {', '.join('c.' + c.strip() for c in _CLOCK_COLUMNS.split(','))} FROM clocks c "
            "JOIN games g ON g.id = c.game_id AND g.status = 'active' "
            "JOIN seats s ON s.game_id = c.game_id AND s.seat = c.seat "
            "LEFT JOIN vacations v ON v.user_id = c.user_id AND v.starts_at <= ? AND v.ends_at > ? "
            "WHERE (s.standin = 1 "
            "OR (c.paused_at IS NOT NULL AND v.user_id IS NULL) "
            "OR (c.paused_at IS NULL AND v.user_id IS NOT NULL) "
            "OR (c.paused_at IS NULL AND c.muted = 0 AND ((c.half_sent = 0 AND c.half_at <= ?) "
            "    OR (c.tenth_sent = 0 AND c.tenth_at <= ?))) "
            f"OR (c.paused_at IS NULL AND c.asked IN (0, 2) AND c.deadline <= ?)){where}",
            (now, now, now, now, now, *shard_params),
        )
        return [_clock_from_row(row) for row in rows]

    async def claim_clock(self, game_id: int, seat: int, turn: int, column: str, *, expect: int = 0,
                          value: int = 1) -> bool:
        """Set one of the clock's flags (``half_sent``, ``tenth_sent``, ``muted``, ``asked``) from ``expect``
        to ``value`` if the clock is still that seat's in that turn. True for exactly one caller: whatever
        the flag stands for happens once, even across processes and restarts."""
        if column not in ("half_sent", "tenth_sent", "muted", "asked"):
            raise ValueError(column)
        async with self.transaction() as db:
            cursor = await db.execute(
                f"UPDATE clocks SET {column} = ? "
                f"WHERE game_id = ? AND seat = ? AND turn = ? AND {column} = ?",
                (value, game_id, seat, turn, expect),
            )
            return cursor.rowcount == 1

    async def extend_clock(self, game_id: int, seat: int, turn: int, deadline: str) -> bool:
        """The other players give ``seat`` more time after a time-out they were asked about (``asked`` 1):
        the new deadline and the question closed, in one write. False when it was decided already."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE clocks SET deadline = ?, asked = 0 WHERE game_id = ? AND seat = ? AND turn = ? "
                "AND asked = 1", (deadline, game_id, seat, turn))
            return cursor.rowcount == 1

    async def clocks_of_user(self, user_id: int) -> list[ClockRow]:
        rows = await self._read_all(
            f"SELECT {', '.join('c.' + c.strip() for c in _CLOCK_COLUMNS.split(','))} FROM clocks c "
            "JOIN games g ON g.id = c.game_id AND g.status = 'active' WHERE c.user_id = ?", (user_id,))
        return [_clock_from_row(row) for row in rows]

    # --- seats and the stand-in ----------------------------------------------------------------------
    async def seat_states(self, game_id: int) -> list[SeatState]:
        rows = await self._read_all(
            "SELECT seat, user_id, timeouts_in_row, standin, standin_moves FROM seats WHERE game_id = ? "
            "ORDER BY seat", (game_id,))
        return [SeatState(int(r[0]), int(r[1]), int(r[2]), bool(r[3]), int(r[4])) for r in rows]

    async def claim_timeout(self, game_id: int, seat: int, turn: int, handover_after: int, *,
                            expect: int = 0) -> tuple[bool, int, bool]:
        """Claim the time-out of ``seat``'s clock in ``turn`` for the stand-in (``asked``: ``expect`` -> 2)
        and count it, in one transaction: (claimed, timed-out turns in a row, handed over just now).

        Exactly one caller claims a time-out, in any process. The claim stays on the clock until the
        stand-in's move replaces it, so a move that failed is tried again by a later tick
        (:meth:`clocks_needing_attention`) and the time-out is counted once. The seat is handed to the
        stand-in for good after ``handover_after`` such turns in a row (0: never), but only while another
        human at the table still plays their own seat: a game is never left to the stand-in and the
        computers alone (a solo game is never handed over)."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE clocks SET asked = 2 WHERE game_id = ? AND seat = ? AND turn = ? AND asked = ?",
                (game_id, seat, turn, expect))
            if cursor.rowcount != 1:
                return False, 0, False
            await db.execute("UPDATE seats SET timeouts_in_row = timeouts_in_row + 1 "
                             "WHERE game_id = ? AND seat = ?", (game_id, seat))
            async with db.execute("SELECT timeouts_in_row, standin FROM seats WHERE game_id = ? AND seat = ?",
                                  (game_id, seat)) as cursor:
                row = await cursor.fetchone()
            count, standin = (int(row[0]), bool(row[1])) if row else (0, False)
            async with db.execute(
                    "SELECT COUNT(*) FROM seats WHERE game_id = ? AND seat != ? AND user_id > 0 "
                    "AND standin = 0", (game_id, seat)) as cursor:
                others = await cursor.fetchone()
            other_humans = int(others[0]) if others else 0
            handed = (bool(handover_after) and count >= handover_after and not standin
                      and other_humans > 0)
            if handed:
                await db.execute("UPDATE seats SET standin = 1 WHERE game_id = ? AND seat = ?",
                                 (game_id, seat))
            return True, count, handed

    # --- the decision of a computer or the stand-in ----------------------------------------------------
    async def claim_decision(self, game_id: int, version: int, owner: str, now: str, until: str) -> bool:
        """Claim the decision a computer (or the stand-in) makes in ``game_id`` at ``version`` for
        ``owner`` (one process) until ``until``: True for one claimant, so one process searches. A claim
        whose time ran out (its process died mid-search) can be taken by another; the owner may renew
        its own. The game's version moves on with the move, which ends the claim."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET decision_version = ?, decision_owner = ?, decision_until = ? "
                "WHERE id = ? AND version = ? AND status = 'active' AND (decision_version IS NULL "
                "OR decision_version != ? OR decision_owner = ? OR decision_until IS NULL "
                "OR decision_until <= ?)",
                (version, owner, until, game_id, version, version, owner, now))
            return cursor.rowcount == 1

    async def release_decision(self, game_id: int, version: int, owner: str) -> None:
        """Give up ``owner``'s claim (its search or move failed): the next tick, in any process, may try."""
        async with self.transaction() as db:
            await db.execute(
                "UPDATE games SET decision_until = NULL WHERE id = ? AND decision_version = ? "
                "AND decision_owner = ?", (game_id, version, owner))

    async def search_secret(self, game_id: int, new: int) -> int:
        """The game's search secret (see migration 9); ``new`` becomes it for a game that has none yet
        (started before the secret existed). Every process reads back the one stored."""
        row = await self._read_one("SELECT search_secret FROM games WHERE id = ?", (game_id,))
        if row is not None and row[0] is not None:
            return int(row[0])
        async with self.transaction() as db:
            await db.execute("UPDATE games SET search_secret = ? WHERE id = ? AND search_secret IS NULL",
                             (new, game_id))
            async with db.execute("SELECT search_secret FROM games WHERE id = ?", (game_id,)) as cursor:
                row = await cursor.fetchone()
        return int(row[0]) if row is not None and row[0] is not None else new

    async def reclaim_seat(self, game_id: int, user_id: int) -> bool:
        """Give a seat played by the stand-in back to its player; False if it was not the stand-in's."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE seats SET standin = 0, timeouts_in_row = 0 "
                "WHERE game_id = ? AND user_id = ? AND standin = 1", (game_id, user_id))
            return cursor.rowcount == 1

    async def dm_closed(self, game_id: int, user_id: int) -> bool:
        row = await self._read_one("SELECT dms_closed FROM seats WHERE game_id = ? AND user_id = ?",
                                   (game_id, user_id))
        return bool(row[0]) if row else False

    async def set_dm_closed(self, game_id: int, user_id: int, closed: bool) -> bool:
        """Remember whether the player's DMs are closed; True when that just changed."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE seats SET dms_closed = ? WHERE game_id = ? AND user_id = ? AND dms_closed != ?",
                (int(closed), game_id, user_id, int(closed)))
            return cursor.rowcount > 0

    async def last_game_in_channel(self, channel_id: int) -> GameRecord | None:
        """The channel's open game, or else its most recently finished one."""
        row = await self._read_one(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN ('lobby', 'active', "
            "'finished') ORDER BY CASE WHEN status = 'finished' THEN 1 ELSE 0 END, updated_at DESC, id DESC "
            "LIMIT 1", (channel_id,))
        return _game_from_row(row) if row else None

    # --- vacations -----------------------------------------------------------------------------------
    async def vacations(self, user_id: int, since: str) -> list[tuple[str, str]]:
        """The user's vacations ending after ``since``, as (start, end) stamps, oldest first."""
        rows = await self._read_all(
            "SELECT starts_at, ends_at FROM vacations WHERE user_id = ? AND ends_at > ? ORDER BY starts_at",
            (user_id, since))
        return [(str(r[0]), str(r[1])) for r in rows]

    async def start_vacation(self, user_id: int, starts_at: str, ends_at: str) -> None:
        """Record a vacation and pause the user's clocks in every game (from ``starts_at``)."""
        async with self.transaction() as db:
            await db.execute("INSERT INTO vacations (user_id, starts_at, ends_at) VALUES (?, ?, ?)",
                             (user_id, starts_at, ends_at))
            await db.execute("UPDATE clocks SET paused_at = ? WHERE user_id = ? AND paused_at IS NULL",
                             (starts_at, user_id))

    async def end_vacation(self, user_id: int, now: str) -> bool:
        """End the user's current vacation now; False if they were not away. The player ended it
        themselves (``/game back`` answers them), so no "welcome back" DM follows. (Clocks restart at once
        in the command, else at the next tick.)"""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE vacations SET ends_at = ?, notified = 1 "
                "WHERE user_id = ? AND starts_at <= ? AND ends_at > ?",
                (now, user_id, now, now))
            return cursor.rowcount > 0

    async def vacations_ended_untold(self, now: str, shards: Shards | None = None) -> list[tuple[int, str]]:
        """Vacations that ended on their own by ``now`` and whose player has not been told yet, as
        (user, start) (with ``shards``: by the user's id, as DMs are split)."""
        where, params = shard_filter(shards, "NULL", "v.user_id")
        rows = await self._read_all(
            f"SELECT v.user_id, v.starts_at FROM vacations v WHERE v.notified = 0 AND v.ends_at <= ?{where} "
            "ORDER BY v.ends_at", (now, *params))
        return [(int(r[0]), str(r[1])) for r in rows]

    async def claim_vacation_notice(self, user_id: int, starts_at: str) -> bool:
        """Claim the "welcome back" DM of one vacation: True for exactly one caller."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE vacations SET notified = 1 WHERE user_id = ? AND starts_at = ? AND notified = 0",
                (user_id, starts_at))
            return cursor.rowcount == 1

    async def away_until(self, user_ids: Sequence[int], now: str) -> dict[int, str]:
        """The end of the current vacation of each of ``user_ids`` who is away at ``now``."""
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        rows = await self._read_all(
            f"SELECT user_id, MAX(ends_at) FROM vacations WHERE user_id IN ({marks}) AND starts_at <= ? "
            "AND ends_at > ? GROUP BY user_id", (*user_ids, now, now))
        return {int(r[0]): str(r[1]) for r in rows}

    # --- lists ---------------------------------------------------------------------------------------
    async def open_games_in_guild(self, guild_id: int) -> list[GameRecord]:
        rows = await self._read_all(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE guild_id = ? AND status IN ('lobby', 'active') "
            "ORDER BY created_at, id", (guild_id,))
        return [_game_from_row(row) for row in rows]

    async def open_games_of_user(self, user_id: int) -> list[GameRecord]:
        rows = await self._read_all(
            f"SELECT {', '.join('g.' + c.strip() for c in _GAME_COLUMNS.split(','))} FROM games g "
            "JOIN seats s ON s.game_id = g.id WHERE s.user_id = ? AND g.status IN ('lobby', 'active') "
            "ORDER BY g.created_at, g.id", (user_id,))
        return [_game_from_row(row) for row in rows]

    async def active_games_with_computers(self, shards: Shards | None = None) -> list[GameRecord]:
        """Active games with a computer seat (a negative user id, issue 13), for resuming their turns after
        a restart; with ``shards``, only games in these shards."""
        where, shard_params = shard_filter(shards, "g.guild_id", "g.creator_id")
        rows = await self._read_all(
            f"SELECT {', '.join('g.' + c.strip() for c in _GAME_COLUMNS.split(','))} FROM games g "
            "WHERE g.status = 'active' AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id "
            f"AND s.user_id < 0){where} ORDER BY g.id", shard_params)
        return [_game_from_row(row) for row in rows]

    async def lobbies_created_before(self, default_hours: int,
                                     shards: Shards | None = None) -> list[tuple[GameRecord, int]]:
        """Lobbies with each one's expiry in hours (the server's setting or ``default_hours``); with
        ``shards``, only lobbies in these shards (without a server: by the creator's id)."""
        where, shard_params = shard_filter(shards, "g.guild_id", "g.creator_id")
        rows = await self._read_all(
            f"SELECT {', '.join('g.' + c.strip() for c in _GAME_COLUMNS.split(','))}, "
            "COALESCE(gs.lobby_expiry_hours, ?) FROM games g "
            f"LEFT JOIN guild_settings gs ON gs.guild_id = g.guild_id WHERE g.status = 'lobby'{where}",
            (default_hours, *shard_params))
        return [(_game_from_row(row[:-1]), int(row[-1])) for row in rows]

    # --- table rules, votes ----------------------------------------------------------------------------
    async def set_table_rules(self, game_id: int, *, clock_seconds: int | None, on_timeout: str,
                              handover_after: int, clock_chosen: bool = False) -> None:
        """Change a lobby's time control. Raises :class:`LobbyClosed` once it started or was cancelled."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET clock_seconds = ?, on_timeout = ?, handover_after = ?, clock_chosen = ?, "
                "updated_at = ? WHERE id = ? AND status = 'lobby'",
                (clock_seconds, on_timeout, handover_after, int(clock_chosen), self._now(), game_id))
            if cursor.rowcount != 1:
                raise LobbyClosed(f"game {game_id} is not a lobby")

    async def add_vote(self, game_id: int, user_id: int) -> list[int]:
        """Record ``user_id``'s vote to end the game; returns every voter so far."""
        async with self.transaction() as db:
            await db.execute("INSERT INTO votes (game_id, user_id, at) VALUES (?, ?, ?) "
                             "ON CONFLICT DO NOTHING", (game_id, user_id, self._now()))
            async with db.execute("SELECT user_id FROM votes WHERE game_id = ?", (game_id,)) as cursor:
                return [int(r[0]) for r in await cursor.fetchall()]

    async def end_game(self, game_id: int, reason: str) -> bool:
        """End a game in play without a result (``reason``: why); False if it was no longer in play."""
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET status = 'aborted', end_reason = ?, updated_at = ? "
                "WHERE id = ? AND status = 'active'", (reason, self._now(), game_id))
            if cursor.rowcount == 1:
                await db.execute("DELETE FROM clocks WHERE game_id = ?", (game_id,))
            return cursor.rowcount == 1

    async def expire_lobby(self, game_id: int) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET status = 'aborted', end_reason = 'expired', updated_at = ? "
                "WHERE id = ? AND status = 'lobby'", (self._now(), game_id))
            return cursor.rowcount == 1

    # --- settings ----------------------------------------------------------------------------------
    async def user_settings(self, user_id: int) -> UserSettings:
        row = await self._read_one(
            "SELECT turn_reminders, quiet_start, quiet_end, timezone, language, client_locale "
            "FROM user_settings WHERE user_id = ?",
            (user_id,))
        if row is None:
            return UserSettings()
        return UserSettings(bool(row[0]), row[1], row[2], row[3], row[4], row[5])

    async def set_user_language(self, user_id: int, language: str | None) -> None:
        """The user's own language for their private answers and DMs; None: their client's."""
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO user_settings (user_id, language) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET language = excluded.language",
                (user_id, language))

    async def remember_client_locale(self, user_id: int, locale: str) -> None:
        """The Discord client locale last seen on the user's interactions (for DMs that answer none)."""
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO user_settings (user_id, client_locale) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET client_locale = excluded.client_locale",
                (user_id, locale))

    async def set_quiet_hours(self, user_id: int, start: int | None, end: int | None,
                              timezone: str | None) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO user_settings (user_id, quiet_start, quiet_end, timezone) VALUES (?, ?, ?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET quiet_start = excluded.quiet_start, "
                "quiet_end = excluded.quiet_end, timezone = excluded.timezone",
                (user_id, start, end, timezone))

    async def guild_settings(self, guild_id: int | None) -> GuildSettings:
        if guild_id is None:
            return GuildSettings()
        row = await self._read_one(
            "SELECT default_clock, channel_mentions, lobby_expiry_hours, threads, language "
            "FROM guild_settings WHERE guild_id = ?",
            (guild_id,))
        if row is None:
            return GuildSettings()
        return GuildSettings(row[0], bool(row[1]), int(row[2]), bool(row[3]), row[4])

    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO guild_settings (guild_id, default_clock, channel_mentions, lobby_expiry_hours, "
                "threads, language) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(guild_id) DO UPDATE SET "
                "default_clock = excluded.default_clock, channel_mentions = excluded.channel_mentions, "
                "lobby_expiry_hours = excluded.lobby_expiry_hours, threads = excluded.threads, "
                "language = excluded.language",
                (guild_id, settings.default_clock, int(settings.channel_mentions),
                 settings.lobby_expiry_hours, int(settings.threads), settings.language))

    async def turn_reminders(self, user_id: int) -> bool:
        row = await self._read_one("SELECT turn_reminders FROM user_settings WHERE user_id = ?", (user_id,))
        return True if row is None else bool(row[0])

    async def set_turn_reminders(self, user_id: int, enabled: bool) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO user_settings (user_id, turn_reminders) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET turn_reminders = excluded.turn_reminders",
                (user_id, int(enabled)),
            )

    # --- results and ratings (issue 14) ----------------------------------------------------------------
    async def record_result(self, game_id: int, *, guild_id: int | None, game: str, started_at: str,
                            finished_at: str, turns: int, seats: Sequence[ResultSeat],
                            rated_users: Sequence[int] = (),
                            rate: Callable[[dict[int, tuple[float, float]]],
                                           dict[int, tuple[float, float]]] | None = None,
                            initial: tuple[float, float] = (25.0, 25.0 / 3)) -> bool:
        """Write a finished game's result and move the ratings of ``rated_users`` in one transaction, once:
        False (and nothing written) when the result was already recorded or the game is not finished.

        ``rate`` gets the current ratings ``{user: (mu, sigma)}`` of ``rated_users`` in one scope (overall,
        then the game's server) and returns the new ones; a player without a rating yet starts at
        ``initial``. The overall rating before and after is kept with each seat."""
        now = self._now()
        async with self.transaction() as db:
            async with db.execute(f"SELECT status FROM games WHERE id = ?{self._FOR_UPDATE}",
                                  (game_id,)) as cursor:
                row = await cursor.fetchone()
            if row is None or row[0] != "finished":
                return False
            cursor = await db.execute(
                "INSERT INTO game_results (game_id, guild_id, game, started_at, finished_at, turns, rated) "
                "VALUES (?, ?, ?, ?, ?, ?, 0) ON CONFLICT DO NOTHING",
                (game_id, guild_id, game, started_at, finished_at, turns))
            if cursor.rowcount != 1:
                return False
            users = sorted(set(rated_users))
            before: dict[int, tuple[float, float]] = {}
            after: dict[int, tuple[float, float]] = {}
            if rate is not None and users:
                for scope in (0, guild_id) if guild_id else (0,):
                    for user in users:
                        await db.execute(
                            "INSERT INTO ratings (scope, game, user_id, mu, sigma, games, updated_at) "
                            "VALUES (?, ?, ?, ?, ?, 0, ?) ON CONFLICT DO NOTHING",
                            (scope, game, user, initial[0], initial[1], now))
                    marks = ", ".join("?" for _ in users)
                    async with db.execute(
                            f"SELECT user_id, mu, sigma FROM ratings WHERE scope = ? AND game = ? "
                            f"AND user_id IN ({marks}) ORDER BY user_id{self._FOR_UPDATE}",
                            (scope, game, *users)) as cursor:
                        current = {int(r[0]): (float(r[1]), float(r[2])) for r in await cursor.fetchall()}
                    moved = rate(current)
                    for user in users:
                        mu, sigma = moved[user]
                        await db.execute(
                            "UPDATE ratings SET mu = ?, sigma = ?, games = games + 1, updated_at = ? "
                            "WHERE scope = ? AND game = ? AND user_id = ?",
                            (float(mu), float(sigma), now, scope, game, user))
                    if scope == 0:
                        before, after = current, moved
                await db.execute("UPDATE game_results SET rated = 1 WHERE game_id = ?", (game_id,))
            for seat in seats:
                old, new = before.get(seat.user_id), after.get(seat.user_id)
                await db.execute(
                    f"INSERT INTO result_seats (game_id, {_RESULT_SEAT_COLUMNS}) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, seat.seat, seat.user_id, seat.score, seat.place, int(seat.won),
                     int(seat.standin), old[0] if old else None, old[1] if old else None,
                     new[0] if new else None, new[1] if new else None, int(seat.standin_moves)))
            return True

    async def unrecorded_finished_games(self) -> list[GameRecord]:
        """Finished games whose result is not recorded yet (a crash between the last move and the
        recording), oldest first, so ratings move in the order the games ended."""
        rows = await self._read_all(
            f"SELECT {', '.join('g.' + c.strip() for c in _GAME_COLUMNS.split(','))} FROM games g "
            "WHERE g.status = 'finished' "
            "AND NOT EXISTS (SELECT 1 FROM game_results r WHERE r.game_id = g.id) "
            "ORDER BY g.updated_at, g.id")
        return [_game_from_row(row) for row in rows]

    @staticmethod
    def _results_where(guild_id: int | None, user_id: int | None, game: str | None,
                       anchor: int | None) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        if guild_id is not None:
            clauses.append("r.guild_id = ?")
            params.append(guild_id)
        if user_id is not None:
            clauses.append("EXISTS (SELECT 1 FROM result_seats s "
                           "WHERE s.game_id = r.game_id AND s.user_id = ?)")
            params.append(user_id)
        if game is not None:
            clauses.append("r.game = ?")
            params.append(game)
        if anchor is not None:
            # Pages stay where they were when the list was first shown: nothing finished later slides in.
            moment = "(SELECT a.finished_at FROM game_results a WHERE a.game_id = ?)"
            clauses.append(f"(r.finished_at < {moment} OR (r.finished_at = {moment} AND r.game_id <= ?))")
            params += [anchor, anchor, anchor]
        return (" WHERE " + " AND ".join(clauses)) if clauses else "", params

    async def results(self, *, guild_id: int | None = None, user_id: int | None = None,
                      game: str | None = None, anchor: int | None = None, offset: int = 0,
                      limit: int | None = None) -> list[GameResult]:
        """Recorded results, newest first: of one server, of the games a user played, of one title (any
        combination); ``anchor``: only games finished no later than that one."""
        where, params = self._results_where(guild_id, user_id, game, anchor)
        page = ""
        if limit is not None:
            page = " LIMIT ? OFFSET ?"
            params += [limit, offset]
        rows = await self._read_all(
            "SELECT r.game_id, r.guild_id, r.game, r.started_at, r.finished_at, r.turns, r.rated, g.options "
            f"FROM game_results r JOIN games g ON g.id = r.game_id{where} "
            f"ORDER BY r.finished_at DESC, r.game_id DESC{page}", params)
        if not rows:
            return []
        ids = [int(r[0]) for r in rows]
        marks = ", ".join("?" for _ in ids)
        seat_rows = await self._read_all(
            f"SELECT game_id, {_RESULT_SEAT_COLUMNS} FROM result_seats WHERE game_id IN ({marks}) "
            "ORDER BY game_id, seat", ids)
        seats: dict[int, list[ResultSeat]] = {}
        for r in seat_rows:
            seats.setdefault(int(r[0]), []).append(_result_seat_from_row(r[1:]))
        out = []
        for r in rows:
            try:
                options = json.loads(r[7])
            except (TypeError, ValueError):
                options = {}
            out.append(GameResult(int(r[0]), r[1], str(r[2]), str(r[3]), str(r[4]), int(r[5]), bool(r[6]),
                                  tuple(seats.get(int(r[0]), ())),
                                  options if isinstance(options, dict) else {}))
        return out

    async def count_results(self, *, guild_id: int | None = None, user_id: int | None = None,
                            game: str | None = None, anchor: int | None = None) -> int:
        where, params = self._results_where(guild_id, user_id, game, anchor)
        row = await self._read_one(f"SELECT COUNT(*) FROM game_results r{where}", params)
        return int(row[0]) if row else 0

    async def game_result(self, game_id: int) -> GameResult | None:
        """The recorded result of one game (None: not finished, or not recorded yet)."""
        found = await self.results(anchor=game_id, limit=1)
        return found[0] if found and found[0].game_id == game_id else None

    async def ratings_of(self, user_id: int, *, scope: int = 0, game: str | None = None) -> list[RatingRow]:
        """A player's ratings in ``scope`` (a server's id, 0 overall), per title."""
        extra, params = ("", [scope, user_id]) if game is None else (" AND game = ?", [scope, user_id, game])
        rows = await self._read_all(
            "SELECT scope, game, user_id, mu, sigma, games FROM ratings "
            f"WHERE scope = ? AND user_id = ?{extra} ORDER BY game", params)
        return [RatingRow(int(r[0]), str(r[1]), int(r[2]), float(r[3]), float(r[4]), int(r[5])) for r in rows]

    async def leaderboard(self, scope: int, game: str, *, min_games: int, limit: int) -> list[RatingRow]:
        """The best ratings in ``scope`` and ``game`` by their conservative value (mu - 3 sigma), among
        players with at least ``min_games`` rated games there."""
        rows = await self._read_all(
            "SELECT scope, game, user_id, mu, sigma, games FROM ratings "
            "WHERE scope = ? AND game = ? AND games >= ? ORDER BY mu - 3 * sigma DESC, user_id LIMIT ?",
            (scope, game, min_games, limit))
        return [RatingRow(int(r[0]), str(r[1]), int(r[2]), float(r[3]), float(r[4]), int(r[5])) for r in rows]

    async def leaderboard_rank(self, scope: int, game: str, user_id: int, *,
                               min_games: int) -> tuple[int, RatingRow] | None:
        """The player's place on the leaderboard (1 = top) and rating; None when they are not ranked."""
        mine = await self.ratings_of(user_id, scope=scope, game=game)
        if not mine or mine[0].games < min_games:
            return None
        row = mine[0]
        ahead = await self._read_one(
            "SELECT COUNT(*) FROM ratings WHERE scope = ? AND game = ? AND games >= ? AND "
            "(mu - 3 * sigma > ? OR (mu - 3 * sigma = ? AND user_id < ?))",
            (scope, game, min_games, row.conservative, row.conservative, user_id))
        return (int(ahead[0]) + 1 if ahead else 1), row

    # --- raw access for maintenance and tests -------------------------------------------------------
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """One statement on the writer connection (its own transaction, unless it is a PRAGMA)."""
        async with self._writer() as db:
            try:
                await db.execute(sql, params)
            except sqlite3.Error as error:
                raise classify(error) or error from error

    async def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = await self._read_one(sql, params)
        return row[0] if row else None


#: The embedded backend by its own name (``Store`` is both the interface and this default).
SqliteStore = Store
