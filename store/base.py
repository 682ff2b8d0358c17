"""What every stored concern shares: the records several concerns read and write, the errors the store
raises, the store's life cycle (:class:`StoreLifecycle`), :func:`writes`, and the few helpers callers share
(stored moments, snapshot digests, shards, locations).

This module knows no database, no concern and no driver. Each concern (games, play, the outbox, flows,
clocks, settings, results, privacy, the queue, tournaments, seasons, hints) is one module of
:mod:`store.sql`: its interface (a ``Protocol``), its own records, its SQL and its schema steps; the bot's
whole database, :class:`store.Store`, is the life cycle here and every concern's interface, and
:mod:`store.sqlite` and :mod:`store.postgres` supply the connections. :func:`store.open_store` picks the
backend.

The action log is the truth; ``games.state`` is a snapshot of it that saves replaying on every load. A move
is stored by :meth:`store.PlayStore.commit_action`: the new action rows, the new snapshot, the bumped
version and what must be announced about it (an outbox row) go in ONE transaction, guarded by the version
the caller loaded, so a second writer working from the same old version is refused instead of overwriting.
Each snapshot carries a digest of itself and of the log it reflects (:func:`snapshot_digest`), so a
snapshot that does not belong to the log (a stale or damaged one) is recognised on load and rebuilt from
the log.
"""

from __future__ import annotations

import abc
import functools
import hashlib
from collections.abc import Awaitable, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar, Protocol, TypeVar
from urllib.parse import urlsplit, urlunsplit

#: Games still in play or gathering players; at most one such game per channel.
OPEN_STATUSES: tuple[str, ...] = ("lobby", "active")

#: How long a write waits for the writer connection (and SQLite for another process's lock) before the
#: player is told the database is busy. Far below the 15 minutes an interaction token lives.
BUSY_WAIT_SECONDS = 10.0

#: "Keep the stored clock as it is" for :meth:`store.PlayStore.commit_action` and ``start_game``.
KEEP_CLOCK: Any = object()


# --- errors -------------------------------------------------------------------------------------------------
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
    (the disk failed a read or write), ``corrupt`` (the file is damaged), ``down`` (the database server
    cannot be reached), ``cantopen`` (SQLite cannot open the file: a folder, a missing folder, no
    permission), ``missing`` (the server has no such database), ``refused`` (the server refused the role
    or its password), ``denied`` (the role lacks a permission) or ``newer`` (the database's schema is newer
    than this bot's: a newer version used it); ``detail`` is the driver's own words, for the log.
    """

    EXPLANATIONS = {
        "busy": "the database is busy",
        "full": "the server's disk is full",
        "readonly": "the database is read-only",
        "io": "the disk reported an error",
        "corrupt": "the database file is damaged",
        "down": "the database cannot be reached",
        "cantopen": "the database file cannot be opened",
        "missing": "the database does not exist",
        "refused": "the database server refused the login",
        "denied": "the database refused a permission",
        "newer": "the database belongs to a newer version of the bot",
    }

    def __init__(self, reason: str, detail: str) -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(f"{self.EXPLANATIONS.get(reason, reason)} ({detail})")

    @property
    def explanation(self) -> str:
        return self.EXPLANATIONS.get(self.reason, self.reason)


# --- backups (python -m bot backup) -----------------------------------------------------------------
class BackupError(Exception):
    """A backup that could not be made or read; ``side`` says whose fault: ``source`` (the database),
    ``target`` (where the copy goes), ``tool`` (pg_dump/pg_restore missing or failing)."""

    def __init__(self, side: str, message: str) -> None:
        super().__init__(message)
        self.side = side


@dataclass(frozen=True)
class BackupResult:
    """A finished copy: where, how many bytes, and (SQLite) what it holds."""

    path: Path
    size: int
    games: int | None = None
    actions: int | None = None
    schema_version: int | None = None


@dataclass(frozen=True)
class SqliteFile:
    """What a SQLite file is: SQLite's integrity check (``["ok"]`` when sound) and its schema version."""

    integrity: list[str]
    schema_version: int | None
    tables: frozenset[str]


# --- records ------------------------------------------------------------------------------------------------
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
    #: The state the current turn began from (the stored column is NULL when that is ``state`` itself:
    #: a completed turn's commit writes its snapshot once; the record gives the state then).
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
    #: A time bank: what a completed turn adds to a seat's bank (``clock_seconds`` is then the
    #: starting bank), and the most a bank holds. None: a time per turn.
    bank_increment: int | None = None
    bank_cap: int | None = None
    #: Whether the coach's hints are allowed: None in a lobby whose creator has not chosen (it
    #: follows whether a computer is seated, ``core.computers.hints_allowed``); fixed to True or False at the
    #: start.
    hints: bool | None = None

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
    #: A game with time banks: each seat's bank in seconds, the waiting seat's as it was when
    #: this wait began (what is left of it now: the deadline less now). None: a time per turn.
    banks: tuple[int, ...] | None = None


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
    #: Boards and hands sent to them privately come as text instead of images (``/game settings
    #: boards:``); the channel's boards keep their images.
    text_only: bool = False
    #: A DM when the player before them starts their turn (``/game settings headsup:``).
    headsup: bool = False
    #: The hour (0-23, in ``timezone``) of their daily digest; None: no digest, a turn DM per turn instead
    #: (``/game settings digest:``).
    digest_hour: int | None = None
    #: The UTC moment the next digest is due (None without a digest), and when the last one was sent.
    digest_next_at: str | None = None
    digest_last: str | None = None
    #: The turn panel asks before a chosen move that shows hidden information (``/game settings
    #: confirm:``, the confirmation's "Don't ask again").
    confirm_reveals: bool = True


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
    #: Whether the server's games have web pages (``web/``): off until its managers turn them on
    #: (``/game config web_pages``); a game page of a server with pages off does not exist.
    web_pages: bool = False


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
    #: Whether the seat won on the board, whoever played it at the end: what every place that states the
    #: game's result says ("Winner: …"), while ``won`` and ``place`` are the result for its player (a seat
    #: the stand-in held at the end is a loss for them). None: not known yet (a result recorded before
    #: this was stored, until the start's catch-up reads it from the final state).
    board_won: bool | None = None

    @property
    def won_on_board(self) -> bool:
        return self.won if self.board_won is None else self.board_won


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


#: A seat whose player had their data removed holds no user id but this marker: the negative
#: number ``-(FORMER_PLAYER_BASE + seat)`` (unique per game, as seats are per user; far from the computer
#: seats' ids, ``core.computers``). Every place that names a seat shows it as "former player".
FORMER_PLAYER_BASE = 1_000_000
FORMER_PLAYER_SPAN = 1_000


def former_player_id(seat: int) -> int:
    """The marker stored in place of the user id of ``seat`` once its player's data was removed."""
    return -(FORMER_PLAYER_BASE + seat)


def is_former_player(user_id: int) -> bool:
    """Whether a seat's user id is the marker of a former player (:func:`former_player_id`)."""
    return -(FORMER_PLAYER_BASE + FORMER_PLAYER_SPAN) < user_id <= -FORMER_PLAYER_BASE


@dataclass(frozen=True)
class Shards:
    """Which part of the bot's periodic work this process does: Discord's shard of a guild is
    ``(guild_id >> 22) % count``; work with no guild (DMs) is split the same way by the user's id."""

    count: int
    ids: tuple[int, ...]

    def owns(self, snowflake: int) -> bool:
        return (snowflake >> 22) % self.count in self.ids


# --- moments and digests ------------------------------------------------------------------------------------
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


def snapshot_digest(state_json: str, seq: int, last_action: str) -> str:
    """What ties a snapshot to the log it reflects: the snapshot, the number of the last action and its
    text. A snapshot from another point of the log (or an edited one) no longer matches."""
    text = f"{seq}\n{last_action}\n{state_json}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# --- locations ----------------------------------------------------------------------------------------------
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SQLITE_SCHEME = "sqlite:///"


def is_postgres_url(location: str) -> bool:
    return location.startswith(POSTGRES_SCHEMES)


def sqlite_path(location: str) -> str:
    """The file of a SQLite location: a plain path, or ``sqlite:///relative/path`` /
    ``sqlite:////absolute/path`` (the usual URL spelling: three slashes, then the path)."""
    return location[len(SQLITE_SCHEME):] if location.startswith(SQLITE_SCHEME) else location


def redact(url: str) -> str:
    """The URL without its password, for logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@")
    return urlunsplit(parts._replace(netloc=netloc))


# --- writes -------------------------------------------------------------------------------------------------
_Method = TypeVar("_Method", bound=Callable[..., Awaitable[Any]])

#: The attribute :func:`writes` sets on the methods it marks.
WRITES_MARK = "__store_writes__"


def writes(method: _Method) -> _Method:
    """Marks a method that changes the database, on the method's own definition.

    A marked method opens its own write transaction (one, whole) and has no effect outside it, so it may
    be run again from the start: the backend runs every call through :meth:`Store._run_write`, where
    PostgreSQL retries a transaction it refused as conflicting (serialization failure, deadlock) and
    SQLite, with one writer at a time, runs it once. ``tests/store/test_store_package.py`` checks that the
    methods that open a write transaction are exactly the marked ones."""

    @functools.wraps(method)
    async def write(self: StoreLifecycle, *args: Any, **kwargs: Any) -> Any:
        return await self._run_write(method, args, kwargs)

    setattr(write, WRITES_MARK, True)
    return write  # type: ignore[return-value]


def is_write(method: object) -> bool:
    """Whether ``method`` is marked :func:`writes`."""
    return bool(getattr(method, WRITES_MARK, False))


class StoreLifecycle(Protocol):
    """What every store is beside its concerns: its life cycle, schema and raw access. The bot's database,
    :class:`store.Store`, is this and every concern's interface (``store/sql/<concern>.py``);
    :func:`store.open_store` opens one, :meth:`close` closes it.

    Moments (``now``, ``until``, …) are stored and passed as :func:`stamp` strings. Every method that
    changes something does so in one transaction of its own: it is stored whole or not at all, and a
    database that cannot be used now raises :class:`StoreUnavailable` saying why."""

    #: Which backend this is ("sqlite" or "postgresql"), for logs, the bench and tests.
    backend: ClassVar[str]
    #: Where the data lives (a file, or the database URL without its password): what logs may show.
    path: str
    #: Where "now" comes from (the bot's injected clock), for every stored moment.
    clock: Callable[[], datetime]
    #: Seconds a write waits for its turn (the writer connection, a pooled connection) before
    #: :class:`StoreUnavailable` ("busy").
    busy_wait: float

    async def _run_write(self, method: Callable[..., Awaitable[Any]], args: Sequence[Any],
                         kwargs: Mapping[str, Any]) -> Any:
        """Run one call of a :func:`writes` method. Here once; a backend whose transactions can be refused
        as conflicting runs it again, whole."""
        return await method(self, *args, **kwargs)

    # --- life cycle, schema and raw access (maintenance and tests) ----------------------------------------
    @abc.abstractmethod
    async def close(self) -> None:
        """Close every connection."""

    @abc.abstractmethod
    async def schema_version(self) -> int:
        """The schema version the database is at (the number of migrations applied)."""

    @abc.abstractmethod
    async def journal_mode(self) -> str:
        """SQLite's journal mode ("wal"); "postgresql" on PostgreSQL."""

    @abc.abstractmethod
    async def migrate(self) -> None:
        """Apply every migration newer than the database's schema version."""

    @abc.abstractmethod
    async def check_writable(self) -> None:
        """Raise :class:`StoreUnavailable` unless a write would succeed (a read-only file or standby, a
        full disk at start-up); changes nothing."""

    @abc.abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Any]:
        """``async with store.transaction() as db``: one write transaction, committed at the end, rolled
        back by anything raised inside. ``db.execute(sql, params)`` runs one statement (``?`` marks);
        awaited, or entered (``async with``) for a cursor with ``fetchone``, ``fetchall``, ``rowcount`` and
        ``lastrowid``. Errors meaning the database cannot be used now become :class:`StoreUnavailable`."""

    @abc.abstractmethod
    async def _read_all(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """The rows of one read, outside any transaction: it sees what was committed."""

    @abc.abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """One statement on its own (maintenance and tests), outside the methods below."""

    @abc.abstractmethod
    async def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        """The first column of the first row of one read (None without rows)."""

    @abc.abstractmethod
    async def analyze(self) -> None:
        """Take the planner's statistics of every table now (``ANALYZE``): after a migration, a restore or
        a bulk load, so the periodic work's reads go through their indexes at once rather than when the
        database's own upkeep gets round to it."""

    @abc.abstractmethod
    async def trace(self, callback: Callable[[str, bool], None] | None) -> None:
        """Report every statement this store sends to the database to ``callback(sql, in_transaction)``
        (None: stop): each read and write, ``BEGIN`` when a transaction opens, and whether a statement ran
        inside one (a data-changing statement outside one is a write transaction of its own). For the
        bench and the tests that count what the periodic work costs; nothing of the product calls it."""

