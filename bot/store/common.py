"""What both storage backends share: the schema (one list of migrations), the records, the errors.

The action log is the truth; ``games.state`` is a snapshot of it that saves replaying on every load. A move
is stored by :meth:`Store.commit_action`: the new action rows, the new snapshot, the bumped version and what
must be announced about it (an outbox row) go in ONE transaction, guarded by the version the caller loaded,
so a second writer working from the same old version is refused instead of overwriting. Each snapshot
carries a digest of itself and of the log it reflects (:func:`snapshot_digest`), so a snapshot that does not
belong to the log (a stale or damaged one) is recognised on load and rebuilt from the log.

:data:`MIGRATIONS` holds the forward steps of the schema, applied in order when a database is opened. They
are written in the subset of SQL both SQLite and PostgreSQL understand, in SQLite's spelling;
:func:`bot.store.postgres.pg_ddl` maps the two spellings that differ (64-bit integers, identity keys). A new
step is appended, never edited, and must stay in that subset (``test_store`` compares the two schemas).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import asyncpg

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
    # 4: reliability and rules versions. The snapshot's digest ties it to the log it reflects (NULL for
    # snapshots written before: they are checked once by replaying). The rules version a game started
    # under (every game stored before this schema started under version 1). The outbox: what must be
    # announced about a committed move, written in the move's transaction and marked once delivered, so a
    # crash between the commit and the board post is made good at the next start.
    (
        "ALTER TABLE games ADD COLUMN snapshot_digest TEXT",
        "ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1",
        """
        CREATE TABLE outbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            version INTEGER NOT NULL,
            payload TEXT NOT NULL,
            created_at TEXT NOT NULL,
            delivered_at TEXT
        )
        """,
        "CREATE INDEX outbox_pending ON outbox(game_id) WHERE delivered_at IS NULL",
    ),
    # 5: games that live for days. Each game's time control and what happens when time runs out; the
    # clock of the seat the game waits for (one row per game, with the moments of its reminders and
    # which were sent, so a restart neither loses nor repeats one); seats handed to the stand-in;
    # vacations; quiet hours; server settings; votes to end a game without a clock.
    (
        "ALTER TABLE games ADD COLUMN clock_seconds INTEGER",
        "ALTER TABLE games ADD COLUMN on_timeout TEXT NOT NULL DEFAULT 'standin'",
        "ALTER TABLE games ADD COLUMN handover_after INTEGER NOT NULL DEFAULT 3",
        "ALTER TABLE games ADD COLUMN end_reason TEXT",
        "ALTER TABLE games ADD COLUMN last_move_at TEXT",
        "ALTER TABLE seats ADD COLUMN timeouts_in_row INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE seats ADD COLUMN standin INTEGER NOT NULL DEFAULT 0",
        """
        CREATE TABLE clocks (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            turn INTEGER NOT NULL,
            started_at TEXT NOT NULL,
            deadline TEXT,
            half_at TEXT,
            tenth_at TEXT,
            paused_at TEXT,
            half_sent INTEGER NOT NULL DEFAULT 0,
            tenth_sent INTEGER NOT NULL DEFAULT 0,
            muted INTEGER NOT NULL DEFAULT 0,
            asked INTEGER NOT NULL DEFAULT 0
        )
        """,
        "CREATE INDEX clocks_by_deadline ON clocks(deadline)",
        "CREATE INDEX clocks_by_user ON clocks(user_id)",
        """
        CREATE TABLE vacations (
            user_id INTEGER NOT NULL,
            starts_at TEXT NOT NULL,
            ends_at TEXT NOT NULL,
            PRIMARY KEY (user_id, starts_at)
        )
        """,
        "ALTER TABLE user_settings ADD COLUMN quiet_start INTEGER",
        "ALTER TABLE user_settings ADD COLUMN quiet_end INTEGER",
        "ALTER TABLE user_settings ADD COLUMN timezone TEXT",
        """
        CREATE TABLE guild_settings (
            guild_id INTEGER PRIMARY KEY,
            default_clock TEXT,
            channel_mentions INTEGER NOT NULL DEFAULT 1,
            lobby_expiry_hours INTEGER NOT NULL DEFAULT 48
        )
        """,
        """
        CREATE TABLE votes (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            at TEXT NOT NULL,
            PRIMARY KEY (game_id, user_id)
        )
        """,
    ),
    # 6: a channel people want to read. Whether a player's DMs were found closed in this game (the
    # channel is told once, not on every hand change); a server's wish to run games in threads.
    (
        "ALTER TABLE seats ADD COLUMN dms_closed INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE guild_settings ADD COLUMN threads INTEGER NOT NULL DEFAULT 0",
    ),
    # 7: the players' languages (issue 12). A user's own choice for their private answers and DMs, a
    # server's for its public posts; NULL means "as Discord says" (the client's or the guild's locale).
    # The client locale Discord last sent with one of the user's interactions, for DMs that answer none.
    (
        "ALTER TABLE user_settings ADD COLUMN language TEXT",
        "ALTER TABLE guild_settings ADD COLUMN language TEXT",
        "ALTER TABLE user_settings ADD COLUMN client_locale TEXT",
    ),
    # 8: every game remembered (issue 14). The result of each finished game (one row, written once, by
    # ``record_result``: places, scores, wins, seats the stand-in had), and the ratings it moved: one per
    # scope (a server's id, 0 for overall), player and title. ``rated`` says whether the game moved
    # ratings (a game with fewer than two rated players does not).
    (
        """
        CREATE TABLE game_results (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            guild_id INTEGER,
            game TEXT NOT NULL,
            started_at TEXT NOT NULL,
            finished_at TEXT NOT NULL,
            turns INTEGER NOT NULL,
            rated INTEGER NOT NULL DEFAULT 0
        )
        """,
        "CREATE INDEX game_results_by_guild ON game_results(guild_id, finished_at)",
        """
        CREATE TABLE result_seats (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            score INTEGER NOT NULL,
            place INTEGER NOT NULL,
            won INTEGER NOT NULL,
            standin INTEGER NOT NULL DEFAULT 0,
            mu_before DOUBLE PRECISION,
            sigma_before DOUBLE PRECISION,
            mu_after DOUBLE PRECISION,
            sigma_after DOUBLE PRECISION,
            PRIMARY KEY (game_id, seat)
        )
        """,
        "CREATE INDEX result_seats_by_user ON result_seats(user_id)",
        """
        CREATE TABLE ratings (
            scope INTEGER NOT NULL,
            game TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            mu DOUBLE PRECISION NOT NULL,
            sigma DOUBLE PRECISION NOT NULL,
            games INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (scope, game, user_id)
        )
        """,
    ),
    # 9: async play you can trust (issue 23). Whether the lobby's time per turn was chosen (a table of one
    # human without a chosen clock starts without one); a per-game secret the computer players' search seeds
    # come from (never the set-up seed, from which a search could rebuild the hidden deal); the claim of a
    # computer's or the stand-in's decision, so one process searches it (``decision_*``: the version
    # claimed, by whom, until when); how many decisions the stand-in made for each seat (shown with a result
    # it played a part of); whether a player was told their time away ended.
    (
        "ALTER TABLE games ADD COLUMN clock_chosen INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN search_secret INTEGER",
        "ALTER TABLE games ADD COLUMN decision_version INTEGER",
        "ALTER TABLE games ADD COLUMN decision_owner TEXT",
        "ALTER TABLE games ADD COLUMN decision_until TEXT",
        "ALTER TABLE seats ADD COLUMN standin_moves INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE result_seats ADD COLUMN standin_moves INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE vacations ADD COLUMN notified INTEGER NOT NULL DEFAULT 0",
        # Time away that ended before this schema was told in the old way (not at all): nothing to send.
        "UPDATE vacations SET notified = 1",
    ),
)

#: How long a write waits for the writer connection (and SQLite for another process's lock) before the
#: player is told the database is busy. Far below the 15 minutes an interaction token lives.
BUSY_WAIT_SECONDS = 10.0


class ChannelBusy(Exception):
    """The channel already has a game in its lobby or in play."""


class StaleVersion(Exception):
    """The game moved on since the caller loaded it (another press, another process)."""


class LobbyClosed(Exception):
    """A lobby change arrived after the game started or was cancelled."""


class TableFull(Exception):
    """Every seat of the lobby is taken."""


class StoreUnavailable(Exception):
    """The database cannot do what was asked right now; whatever the transaction did was rolled back.

    ``reason`` is one of ``busy`` (another writer holds it longer than :data:`BUSY_WAIT_SECONDS`, or
    PostgreSQL kept refusing a transaction as conflicting), ``full`` (no space left), ``readonly``, ``io``
    (the disk failed a read or write), ``corrupt`` (the file is damaged) or ``down`` (the database server
    cannot be reached); ``detail`` is the driver's own words, for the log.
    """

    EXPLANATIONS = {
        "busy": "the database is busy",
        "full": "the server's disk is full",
        "readonly": "the database is read-only",
        "io": "the disk reported an error",
        "corrupt": "the database file is damaged",
        "down": "the database cannot be reached",
    }

    def __init__(self, reason: str, detail: str) -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{self.EXPLANATIONS.get(reason, reason)} ({detail})")

    @property
    def explanation(self) -> str:
        return self.EXPLANATIONS.get(self.reason, self.reason)


_SQLITE_REASONS = (
    ("SQLITE_BUSY", "busy"),
    ("SQLITE_LOCKED", "busy"),
    ("SQLITE_FULL", "full"),
    ("SQLITE_READONLY", "readonly"),
    ("SQLITE_IOERR", "io"),
    ("SQLITE_CANTOPEN", "io"),
    ("SQLITE_CORRUPT", "corrupt"),
    ("SQLITE_NOTADB", "corrupt"),
)


#: PostgreSQL errors that mean "not now" rather than "wrong", by class. Serialization failures and
#: deadlocks are retried by the PostgreSQL store before they get here (see ``PostgresStore.transaction``).
_PG_REASONS: tuple[tuple[type[BaseException], str], ...] = (
    (asyncpg.exceptions.SerializationError, "busy"),
    (asyncpg.exceptions.DeadlockDetectedError, "busy"),
    (asyncpg.exceptions.LockNotAvailableError, "busy"),
    (asyncpg.exceptions.QueryCanceledError, "busy"),
    (asyncpg.exceptions.TooManyConnectionsError, "busy"),
    (asyncpg.exceptions.DiskFullError, "full"),
    (asyncpg.exceptions.OutOfMemoryError, "full"),
    (asyncpg.exceptions.ReadOnlySQLTransactionError, "readonly"),
    (asyncpg.exceptions.PostgresIOError, "io"),
    (asyncpg.exceptions.DataCorruptedError, "corrupt"),
    (asyncpg.exceptions.IndexCorruptedError, "corrupt"),
    (asyncpg.exceptions.PostgresConnectionError, "down"),
    (asyncpg.exceptions.CannotConnectNowError, "down"),
    (asyncpg.exceptions.AdminShutdownError, "down"),
    (asyncpg.exceptions.CrashShutdownError, "down"),
    (asyncpg.exceptions.ConnectionDoesNotExistError, "down"),
)


def classify(error: BaseException) -> StoreUnavailable | None:
    """The :class:`StoreUnavailable` for a SQLite or PostgreSQL error that means the database cannot be
    used now (``None`` for anything else: a constraint, a programming error)."""
    if isinstance(error, StoreUnavailable):
        return error
    for kind, reason in _PG_REASONS:
        if isinstance(error, kind):
            return StoreUnavailable(reason, f"{type(error).__name__}: {error}")
    if not isinstance(error, sqlite3.Error) or isinstance(error, sqlite3.IntegrityError):
        return None
    name = getattr(error, "sqlite_errorname", "") or ""
    for prefix, reason in _SQLITE_REASONS:
        if name.startswith(prefix):
            return StoreUnavailable(reason, str(error))
    return None


def snapshot_digest(state_json: str, seq: int, last_action: str) -> str:
    """What ties a snapshot to the log it reflects: the snapshot, the number of the last action and its
    text. A snapshot from another point of the log (or an edited one) no longer matches."""
    text = f"{seq}\n{last_action}\n{state_json}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class GameRecord:
    """One row of ``games``. ``damaged`` names a column that could not be read (the row is still listed,
    so that its channel can be freed); a damaged game cannot be played."""

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
    snapshot_digest: str | None = None
    rules_version: int = 1
    #: Seconds per turn; None: no clock.
    clock_seconds: int | None = None
    #: "standin" (the bot plays a timed-out seat at once) or "opponents" (they decide by button).
    on_timeout: str = "standin"
    #: Timed-out turns in a row after which the stand-in keeps the seat (0: never).
    handover_after: int = 3
    end_reason: str | None = None
    last_move_at: str | None = None
    damaged: str | None = None
    #: Whether the time per turn was chosen (``/game new clock:`` or the lobby's menu) rather than the
    #: default: a table of one human starts without a clock unless it was chosen.
    clock_chosen: bool = False

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


@dataclass(frozen=True)
class ClockRow:
    """The clock of the seat a game waits for: when it started, its deadline and the reminder moments
    (None without a time control), whether it is paused (the player is away) and what was sent."""

    game_id: int
    seat: int
    user_id: int
    turn: int
    started_at: str
    deadline: str | None = None
    half_at: str | None = None
    tenth_at: str | None = None
    paused_at: str | None = None
    half_sent: bool = False
    tenth_sent: bool = False
    muted: bool = False
    #: 0: nothing asked; 1: the opponents were asked what to do; 2: they answered.
    asked: int = 0


_CLOCK_COLUMNS = ("game_id, seat, user_id, turn, started_at, deadline, half_at, tenth_at, paused_at, "
                  "half_sent, tenth_sent, muted, asked")


def _clock_from_row(row: Sequence[Any]) -> ClockRow:
    return ClockRow(int(row[0]), int(row[1]), int(row[2]), int(row[3]), str(row[4]), row[5], row[6], row[7],
                    row[8], bool(row[9]), bool(row[10]), bool(row[11]), int(row[12]))


@dataclass(frozen=True)
class SeatState:
    """A seat as the clock sees it: its user, timed-out turns in a row, and whether the stand-in has it."""

    seat: int
    user_id: int
    timeouts_in_row: int
    standin: bool
    #: Decisions the stand-in made for this seat (timed-out turns and turns of a handed-over seat).
    standin_moves: int = 0


@dataclass(frozen=True)
class UserSettings:
    turn_reminders: bool = True
    quiet_start: int | None = None
    quiet_end: int | None = None
    timezone: str | None = None
    #: The user's own language choice ("es"); None: the client's locale (``/game settings language:``).
    language: str | None = None
    #: The Discord client locale last seen on one of their interactions ("es-419"), for DMs.
    client_locale: str | None = None


@dataclass(frozen=True)
class GuildSettings:
    #: A clock choice ("off", "12h", "24h", …); None: not set (the bot's default applies).
    default_clock: str | None = None
    channel_mentions: bool = True
    lobby_expiry_hours: int = 48
    #: New games open their own thread unless ``/game new thread:`` says otherwise.
    threads: bool = False
    #: The server's language for public posts ("de"); None: the guild's preferred locale.
    language: str | None = None


@dataclass(frozen=True)
class ResultSeat:
    """One seat of a finished game's result: its score, its place (1 = first; equal places tie), whether it
    won, whether the stand-in had it at the end (a loss for its player), and the player's overall rating in
    the title before and after the game (None when the game moved no rating)."""

    seat: int
    user_id: int
    score: int
    place: int
    won: bool
    standin: bool = False
    mu_before: float | None = None
    sigma_before: float | None = None
    mu_after: float | None = None
    sigma_after: float | None = None
    #: Decisions the stand-in made for this seat during the game (it "played a part of" the result).
    standin_moves: int = 0


@dataclass(frozen=True)
class GameResult:
    """A finished game as the history knows it: title, server, when, how many turns, and its seats."""

    game_id: int
    guild_id: int | None
    game: str
    started_at: str
    finished_at: str
    turns: int
    rated: bool
    seats: tuple[ResultSeat, ...]
    options: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class RatingRow:
    """A player's rating in one title and scope (a server's id, 0 overall), and the rated games behind it."""

    scope: int
    game: str
    user_id: int
    mu: float
    sigma: float
    games: int

    @property
    def conservative(self) -> float:
        """The rating a leaderboard ranks by: three uncertainties below the estimate."""
        return self.mu - 3 * self.sigma


def _result_seat_from_row(r: Sequence[Any]) -> ResultSeat:
    return ResultSeat(int(r[0]), int(r[1]), int(r[2]), int(r[3]), bool(r[4]), bool(r[5]),
                      None if r[6] is None else float(r[6]), None if r[7] is None else float(r[7]),
                      None if r[8] is None else float(r[8]), None if r[9] is None else float(r[9]),
                      int(r[10] or 0))


_RESULT_SEAT_COLUMNS = ("seat, user_id, score, place, won, standin, mu_before, sigma_before, mu_after, "
                        "sigma_after, standin_moves")


@dataclass(frozen=True)
class Shards:
    """Which part of the bot's periodic work this process does: Discord's shard of a guild is
    ``(guild_id >> 22) % count``; work with no guild (DMs) is split the same way by the user's id."""

    count: int
    ids: tuple[int, ...]

    def owns(self, snowflake: int) -> bool:
        return (snowflake >> 22) % self.count in self.ids

    def sql(self, guild_column: str, user_column: str) -> tuple[str, tuple[int, ...]]:
        """`` AND …`` keeping only rows of these shards, and its parameters. The same arithmetic in SQLite
        and PostgreSQL (Discord ids are positive, so ``>>`` and ``%`` agree with Python's)."""
        marks = ", ".join("?" for _ in self.ids)
        return (f" AND ((COALESCE({guild_column}, {user_column}) >> 22) % ?) IN ({marks})",
                (self.count, *self.ids))


def shard_filter(shards: Shards | None, guild_column: str, user_column: str) -> tuple[str, tuple[int, ...]]:
    """:meth:`Shards.sql`, or nothing when one process does all the work."""
    return shards.sql(guild_column, user_column) if shards is not None else ("", ())


#: "Keep the stored clock as it is" for :meth:`Store.commit_action`.
KEEP_CLOCK: Any = object()


@dataclass(frozen=True)
class Announcement:
    """An undelivered outbox row: what to announce about ``game_id`` at ``version``."""

    id: int
    game_id: int
    version: int
    payload: dict[str, Any]


def utc_now() -> datetime:
    """The real time, as an aware UTC datetime (the default clock; tests inject their own)."""
    return datetime.now(UTC)


def stamp(moment: datetime) -> str:
    """How a moment is stored: ISO 8601 in UTC to the second, so stored moments compare as text."""
    return moment.astimezone(UTC).isoformat(timespec="seconds")


def parse_stamp(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


_GAME_COLUMNS = (
    "id, guild_id, channel_id, game, options, seed, status, version, state, creator_id, "
    "lobby_message_id, board_message_id, created_at, updated_at, turn_start_state, snapshot_digest, "
    "rules_version, clock_seconds, on_timeout, handover_after, end_reason, last_move_at, clock_chosen"
)


def _game_from_row(row: Sequence[Any]) -> GameRecord:
    damaged = None
    try:
        options = json.loads(row[4])
        if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
            raise ValueError("options are not a mapping of strings")
    except (TypeError, ValueError):
        options, damaged = {}, "options"
    return GameRecord(
        id=row[0], guild_id=row[1], channel_id=row[2], game=row[3], options=options,
        seed=row[5], status=row[6], version=row[7], state=row[8], creator_id=row[9],
        lobby_message_id=row[10], board_message_id=row[11], created_at=row[12], updated_at=row[13],
        turn_start_state=row[14], snapshot_digest=row[15], rules_version=int(row[16] or 1),
        clock_seconds=row[17], on_timeout=row[18] or "standin", handover_after=int(row[19] or 0),
        end_reason=row[20], last_move_at=row[21], damaged=damaged, clock_chosen=bool(row[22]),
    )


def _action_from_row(r: Sequence[Any]) -> ActionRecord:
    return ActionRecord(int(r[0]), int(r[1]), str(r[2]), str(r[3]), int(r[4]), str(r[5]))
