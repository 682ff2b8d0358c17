"""What every storage backend promises: the interface :class:`Store`, the records it reads and writes, the
errors it raises, and the few helpers callers share (stored moments, snapshot digests, shards, locations).

This module knows no database and imports no driver: the service, the cogs and the tests program against
:class:`Store`; :mod:`store.sql` implements it once in SQL, and :mod:`store.sqlite` and :mod:`store.postgres`
supply the connections. :func:`store.open_store` picks the backend.

The action log is the truth; ``games.state`` is a snapshot of it that saves replaying on every load. A move
is stored by :meth:`Store.commit_action`: the new action rows, the new snapshot, the bumped version and what
must be announced about it (an outbox row) go in ONE transaction, guarded by the version the caller loaded,
so a second writer working from the same old version is refused instead of overwriting. Each snapshot
carries a digest of itself and of the log it reflects (:func:`snapshot_digest`), so a snapshot that does not
belong to the log (a stale or damaged one) is recognised on load and rebuilt from the log.
"""

from __future__ import annotations

import abc
import functools
import hashlib
from collections.abc import Awaitable, Callable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, ClassVar, TypeVar
from urllib.parse import urlsplit, urlunsplit

#: Games still in play or gathering players; at most one such game per channel.
OPEN_STATUSES: tuple[str, ...] = ("lobby", "active")

#: How long a write waits for the writer connection (and SQLite for another process's lock) before the
#: player is told the database is busy. Far below the 15 minutes an interaction token lives.
BUSY_WAIT_SECONDS = 10.0

#: "Keep the stored clock as it is" for :meth:`Store.commit_action` and :meth:`Store.start_game`.
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
    #: A time bank (issue 30): what a completed turn adds to a seat's bank (``clock_seconds`` is then the
    #: starting bank), and the most a bank holds. None: a time per turn.
    bank_increment: int | None = None
    bank_cap: int | None = None
    #: Whether the coach's hints are allowed (issue 31): None in a lobby whose creator has not chosen (it
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
    #: A game with time banks (issue 30): each seat's bank in seconds, the waiting seat's as it was when
    #: this wait began (what is left of it now: the deadline less now). None: a time per turn.
    banks: tuple[int, ...] | None = None


@dataclass(frozen=True)
class SeatState:
    """A seat as the clock sees it: its user, timed-out turns in a row, and whether the stand-in has it."""

    seat: int
    user_id: int
    timeouts_in_row: int
    standin: bool
    #: Decisions the stand-in made for this seat (timed-out turns and turns of a handed-over seat).
    standin_moves: int = 0
    #: Hints delivered to this seat's player (issue 31).
    hints_used: int = 0


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
    #: boards:``, issue 26); the channel's boards keep their images.
    text_only: bool = False
    #: A DM when the player before them starts their turn (``/game settings headsup:``, issue 27).
    headsup: bool = False
    #: The hour (0-23, in ``timezone``) of their daily digest; None: no digest, a turn DM per turn instead
    #: (``/game settings digest:``, issue 27).
    digest_hour: int | None = None
    #: The UTC moment the next digest is due (None without a digest), and when the last one was sent.
    digest_next_at: str | None = None
    digest_last: str | None = None
    #: The turn panel asks before a chosen move that shows hidden information (``/game settings
    #: confirm:``, the confirmation's "Don't ask again", issue 27).
    confirm_reveals: bool = True


@dataclass(frozen=True)
class DueDigest:
    """A daily digest that is due (:meth:`Store.digests_due`): whose, and their settings (the moment it is
    due is ``settings.digest_next_at``)."""

    user_id: int
    settings: UserSettings


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
class QueueEntry:
    """One player waiting in a server's matchmaking queue for one title (issue 30): the table size and time
    per turn wanted, the reliability they ask of the others (a percentage, None: none), their shown rating
    when they joined (for the proximity), when they joined and when the entry expires."""

    id: int
    guild_id: int
    user_id: int
    game: str
    players: int
    clock: str
    min_reliability: int | None
    rating: int
    joined_at: str
    expires_at: str


@dataclass(frozen=True)
class QueueMatch:
    """Players the matchmaking claimed for one game (their queue entries removed in the same transaction):
    the server, the title, the time per turn and the players, in seat order."""

    id: int
    guild_id: int
    game: str
    clock: str
    users: tuple[int, ...]
    #: The thread its game opens in, once Discord made it (a retry carries on there).
    thread_id: int | None = None
    #: The game it became, once made (0: none could be made: the title or the channel is gone).
    game_id: int | None = None


@dataclass(frozen=True)
class ClockAttention:
    """What the periodic work needs to know about one game whose clock is due, read with the others
    due in the same tick (:meth:`Store.clock_attention`): the game, its clock, its seats, and about the
    clock's player: whether they are away now, the ends of their time away since the clock stopped,
    their settings; and the server's settings."""

    record: GameRecord
    clock: ClockRow
    seats: list[SeatState]
    away: bool
    vacation_ends: list[str]
    settings: UserSettings
    guild: GuildSettings


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


#: A seat whose player had their data removed (issue 29) holds no user id but this marker: the negative
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
class StoredSeasonMonth:
    """A closed month's line naming a member (``season_archive``); ``move``: -1 up, +1 down, 0 stayed."""

    guild_id: int
    game: str
    month: str
    division: int
    place: int
    points: int
    games: int
    wins: int
    move: int


@dataclass(frozen=True)
class StoredTournamentTable:
    """A table a member sat at in a tournament's round: its game, their points (None: not decided yet)
    and how it was decided (a result, the organiser's verdict, a bye)."""

    round: int
    table: int
    game_id: int | None
    points: float | None
    decided_by: str | None


@dataclass(frozen=True)
class StoredTournament:
    """A member's sign-up to a tournament and the tables they sat at, round by round."""

    id: int
    guild_id: int
    game: str
    status: str
    joined_at: str
    withdrew: bool
    tables: tuple[StoredTournamentTable, ...] = ()


@dataclass(frozen=True)
class StoredSeat:
    """One of a user's seats (:meth:`Store.stored_about`): the game, where it is, how it stands, and the
    seat's result when it finished (score, place, whether it won)."""

    game_id: int
    game: str
    status: str
    guild_id: int | None
    channel_id: int
    seat: int
    players: int
    creator: bool
    created_at: str
    updated_at: str
    #: Other seats held by people who still play them themselves (no computer, no stand-in, no former player).
    other_humans: int = 0
    score: int | None = None
    place: int | None = None
    won: bool | None = None
    #: The coach's hints this seat received (issue 31; the game's card shows the count, too).
    hints_used: int = 0


@dataclass(frozen=True)
class StoredAbout:
    """Everything the database keeps that names one user (:meth:`Store.stored_about`, issue 29)."""

    user_id: int
    #: Their settings row (None: they never set anything and no client locale was noted).
    settings: UserSettings | None
    #: Their times away, as (start, end) stamps.
    vacations: list[tuple[str, str]]
    #: Their ratings in every scope (a server's id, 0 overall) and title.
    ratings: list[RatingRow]
    seats: list[StoredSeat]
    #: Whether the bot keeps the id of their DM channel with it.
    dm_channel: bool
    #: Their votes to end a game.
    votes: int
    #: Their places in matchmaking queues.
    queue: list[QueueEntry] = field(default_factory=list)
    #: Their seasons: (server id, game, division, joined at), and the closed months' lines naming them.
    seasons: list[tuple[int, str, int, str]] = field(default_factory=list)
    season_months: list[StoredSeasonMonth] = field(default_factory=list)
    #: Their tournaments, each with the tables they sat at.
    tournaments: list[StoredTournament] = field(default_factory=list)


@dataclass(frozen=True)
class Forgotten:
    """What :meth:`Store.forget_user` removed or changed, counted (all zero: nothing was stored)."""

    settings: int = 0
    vacations: int = 0
    ratings: int = 0
    dm_channels: int = 0
    votes: int = 0
    #: Seats of finished (or ended) games now held by a former player.
    anonymised_seats: int = 0
    #: Games in play whose seat the stand-in keeps, games in play ended, lobbies left, lobbies closed.
    standin_games: tuple[int, ...] = ()
    abandoned_games: tuple[int, ...] = ()
    lobbies_left: tuple[int, ...] = ()
    lobbies_closed: tuple[int, ...] = ()

    @property
    def anything(self) -> bool:
        return any((self.settings, self.vacations, self.ratings, self.dm_channels, self.votes,
                    self.anonymised_seats, self.standin_games, self.abandoned_games, self.lobbies_left,
                    self.lobbies_closed))


@dataclass(frozen=True)
class SeasonConfig:
    """A server's monthly ladder in one title (issue 30): where its card goes, its divisions (1 the top),
    how many of each division go up and down at the month's end, the month in play (``"2026-11"``) and
    its card (the message, and ``card_mark``: what the posted card shows)."""

    guild_id: int
    game: str
    enabled: bool
    channel_id: int
    divisions: int
    promote: int
    relegate: int
    month: str
    card_message_id: int | None = None
    card_mark: str | None = None
    #: Whether something the card shows may have changed since it was drawn (the periodic work draws it).
    card_stale: bool = True


@dataclass(frozen=True)
class SeasonMember:
    """A player of a season: their division (1 the top) and when they joined."""

    user_id: int
    division: int
    joined_at: str


@dataclass(frozen=True)
class SeasonStanding:
    """One player's line in a season's standings (archived at the month's end): division, place in it,
    points, games counted, wins, and the move the month's end gave them (-1 up, 0 stays, +1 down)."""

    user_id: int
    division: int
    place: int
    points: int
    games: int
    wins: int
    move: int = 0


@dataclass(frozen=True)
class SeasonGame:
    """A rated game of a season's server and title finished in its month: its seats' users and places."""

    game_id: int
    finished_at: str
    seats: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Announcement:
    """An undelivered outbox row: what to announce about ``game_id`` at ``version``."""

    id: int
    game_id: int
    version: int
    payload: dict[str, Any]


#: The kinds of flow (resumable work of several steps: :class:`FlowRecord`) the store writes in the
#: transaction of the change that makes each due; ``core/flows.py`` runs them, the bot's rooms carry out
#: their steps (one handler per kind: ``tests/bot/test_flows.py`` checks every kind has one).
FLOW_QUEUE_MATCH = "queue-match"
FLOW_QUEUE_EXPIRY = "queue-expiry"
FLOW_LOBBY_CARD = "lobby-card"
FLOW_TOURNAMENT_ROUND = "tournament-round"
FLOW_TOURNAMENT_CLOSE = "tournament-close"
FLOW_TOURNAMENT_END = "tournament-end"
FLOW_SEASON_CLOSE = "season-close"
FLOW_SEASON_CARD = "season-card"
FLOW_DIGEST = "digest"
FLOW_KINDS = (FLOW_QUEUE_MATCH, FLOW_QUEUE_EXPIRY, FLOW_LOBBY_CARD, FLOW_TOURNAMENT_ROUND,
              FLOW_TOURNAMENT_CLOSE, FLOW_TOURNAMENT_END, FLOW_SEASON_CLOSE, FLOW_SEASON_CARD, FLOW_DIGEST)


@dataclass(frozen=True)
class FlowRecord:
    """A flow as stored: work of several steps (a thread, a game, posts, DMs) that must each happen once,
    whatever step a crash interrupts. Written in the transaction of the change that makes it due, claimed
    by one process at a time for a short lease (``owner``: that claim's own token, ``attempts``: how many
    claims it had), each step's result recorded as it is done (``steps``: step name -> result), and
    deleted when its last step is done. ``guild_id`` / ``user_id``: whose shard resumes it."""

    id: int
    kind: str
    key: str
    guild_id: int | None
    user_id: int | None
    payload: dict[str, Any]
    steps: dict[str, Any]
    owner: str | None
    attempts: int
    created_at: str


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
    async def write(self: Store, *args: Any, **kwargs: Any) -> Any:
        return await self._run_write(method, args, kwargs)

    setattr(write, WRITES_MARK, True)
    return write  # type: ignore[return-value]


def is_write(method: object) -> bool:
    """Whether ``method`` is marked :func:`writes`."""
    return bool(getattr(method, WRITES_MARK, False))


# --- the interface ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Tournament:
    """A tournament as stored (issue 30): see migration 19 in ``store/sql/schema.py``."""

    id: int
    guild_id: int
    channel_id: int
    creator_id: int
    game: str
    options: dict[str, str]
    clock: str
    format: str
    table_size: int
    rounds: int
    round_seconds: int
    signup_until: str
    min_reliability: int | None
    status: str
    round: int
    round_ends_at: str | None
    round_closed: bool
    message_id: int | None
    created_at: str


@dataclass(frozen=True)
class TournamentTable:
    """One table of a tournament's round (a bye: a table of one): its players in seat order, the game
    played there, and once decided each player's points and how (``result``, ``adjudicated``, ``bye``)."""

    round: int
    table: int
    players: tuple[int, ...]
    game_id: int | None
    scores: dict[int, float] | None
    decided_by: str | None
    #: The thread its game opens in, once Discord made it (a retry carries on there).
    thread_id: int | None = None


class Store(abc.ABC):
    """The bot's database. :func:`store.open_store` opens one; :meth:`close` closes it.

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

    # --- games: lobbies, seats, lists, the table's rules, the end ----------------------------------------
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
    async def game_versions(self, game_ids: Sequence[int]) -> dict[int, int]:
        """The current version of each of ``game_ids`` that exists: one read by the primary key, what the
        web pages' live updates poll (``web/live.py``), cheap enough to ask twice a second."""

    @abc.abstractmethod
    async def set_options(self, game_id: int, options: dict[str, str]) -> None:
        """Change a lobby's options. Raises :class:`LobbyClosed` once the game started or was cancelled."""

    @abc.abstractmethod
    async def set_hints(self, game_id: int, allowed: bool | None) -> None:
        """A lobby's choice about the coach's hints (issue 31; None: follow whether a computer is seated).
        Raises :class:`LobbyClosed` once the game started or was cancelled: the start fixes it."""

    @abc.abstractmethod
    async def add_hint_used(self, game_id: int, seat: int) -> int:
        """Count one hint delivered to the seat's player; returns the seat's count now (0: no such seat)."""

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
        """Active games with a computer seat (a negative user id, issue 13), for resuming their turns after
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

    # --- play: the start, moves, the action log, the snapshot, computers' decisions ---------------------
    @abc.abstractmethod
    async def start_game(self, game_id: int, *, seed: int, state_json: str,
                         users: Sequence[int] | None = None, options: dict[str, str] | None = None,
                         rules_version: int = 1,
                         announcement: dict[str, Any] | None = None, clock: ClockRow | None = None,
                         clock_seconds: Any = KEEP_CLOCK, search_secret: int | None = None,
                         hints: bool | None = None) -> int:
        """Lobby -> active with the first snapshot; returns the new version.

        ``hints``: whether the coach's hints are allowed in the game, fixed from now on (None: the column
        is left as it is).

        ``clock_seconds``: the time per turn the game plays with, when it differs from the lobby's (a table
        of one human without a chosen clock); :data:`KEEP_CLOCK` keeps the lobby's. ``search_secret``: where
        the computer players' search seeds come from (see :meth:`search_secret`).

        ``users`` and ``options``: what ``state_json`` was set up for; the start is refused
        (:class:`StaleVersion`) unless the lobby holds exactly these seats and options at the moment of the
        transaction, so a game never starts with a seat or an option its state does not know. Raises
        :class:`StaleVersion` too when the game is no longer a lobby."""

    @abc.abstractmethod
    async def commit_action(self, game_id: int, *, expected_version: int, actions: Sequence[NewAction],
                            state_json: str, finished: bool, turn_completed: bool = True,
                            announcement: dict[str, Any] | None = None, clock: Any = KEEP_CLOCK,
                            by_standin: bool = False, expected_seq: int | None = None) -> int:
        """Append ``actions``, save the snapshot, bump the version and record ``announcement`` (what the
        bot must post about the move, see :meth:`pending_announcements`) in one transaction.

        ``expected_seq``: the number of the last logged action at ``expected_version``, when the caller
        read it with the game (the load does, to check the snapshot): the commit then needs no read
        before its writes. A wrong one is refused like a stale version.

        ``turn_completed``: the new state also becomes the start of the next turn. ``clock``: the clock of
        the seat the game waits for next (None: no seat waits, the game is over; :data:`KEEP_CLOCK`: the
        same seat decides on in the same turn, its clock runs on). A move a player made themselves (not
        ``by_standin``) ends their run of timed-out turns.

        Raises :class:`StaleVersion` (and stores nothing) when the stored version is not
        ``expected_version``. Returns the new version.
        """

    @abc.abstractmethod
    async def undo_action(self, game_id: int, *, expected_version: int, seq: int, state_json: str) -> int:
        """Take back the last action: delete its row, save ``state_json`` (the state before it) and bump the
        version, in one transaction. ``turn_start_state`` stays: an action that can be undone never
        completed a turn, so the turn still started where it did.

        Raises :class:`StaleVersion` (and changes nothing) when the stored version is not
        ``expected_version`` or ``seq`` is no longer the last action. Returns the new version.
        """

    @abc.abstractmethod
    async def replace_snapshot(self, game_id: int, version: int, state_json: str) -> bool:
        """Overwrite the snapshot of an active game with one rebuilt from the action log (the version does
        not change: same game). Only while the game is active at ``version``; returns whether it wrote."""

    @abc.abstractmethod
    async def log_tip(self, game_id: int) -> tuple[int, str]:
        """The number and text of the last logged action (0 and "" before the first)."""

    @abc.abstractmethod
    async def actions(self, game_id: int, *, last: int | None = None) -> list[ActionRecord]:
        """The action log in order (only the ``last`` n when given)."""

    @abc.abstractmethod
    async def count_actions(self, game_id: int) -> int:
        """How many actions the game's log holds."""

    @abc.abstractmethod
    async def actions_slice(self, game_id: int, *, offset: int, limit: int) -> list[ActionRecord]:
        """``limit`` actions of the log in order, from the ``offset``-th (0: the first)."""

    @abc.abstractmethod
    async def actions_of_turn(self, game_id: int, turn: int) -> list[ActionRecord]:
        """The actions of one turn, in order."""

    @abc.abstractmethod
    async def last_action_at(self, game_id: int, seat: int) -> str | None:
        """When ``seat``'s last logged action was made (its stamp), None before its first: whether its
        player is still at the table (issue 27, :data:`core.notify.RECENTLY_ACTED`)."""

    @abc.abstractmethod
    async def claim_decision(self, game_id: int, version: int, owner: str, now: str, until: str) -> bool:
        """Claim the decision a computer (or the stand-in) makes in ``game_id`` at ``version`` for
        ``owner`` (one process) until ``until``: True for one claimant, so one process searches. A claim
        whose time ran out (its process died mid-search) can be taken by another; the owner may renew
        its own. The game's version moves on with the move, which ends the claim."""

    @abc.abstractmethod
    async def release_decision(self, game_id: int, version: int, owner: str) -> None:
        """Give up ``owner``'s claim (its search or move failed): the next tick, in any process, may try."""

    @abc.abstractmethod
    async def search_secret(self, game_id: int, new: int) -> int:
        """The game's search secret (see migration 9); ``new`` becomes it for a game that has none yet
        (started before the secret existed). Every process reads back the one stored."""

    # --- the outbox -------------------------------------------------------------------------------------
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

    # --- flows: resumable work of several steps ---------------------------------------------------------
    @abc.abstractmethod
    async def start_flow(self, kind: str, key: str, *, guild_id: int | None, user_id: int | None,
                         payload: Mapping[str, Any]) -> bool:
        """Write a flow due at once, unless one of that kind and key is pending (False)."""

    @abc.abstractmethod
    async def claim_flow(self, kind: str, key: str, owner: str, now: str, until: str) -> FlowRecord | None:
        """Claim a pending flow whose lease ran out (a new one is due at once) for ``owner`` until
        ``until``, counting the attempt; None when another process holds it or it is done."""

    @abc.abstractmethod
    async def due_flows(self, now: str, shards: Shards | None = None, *, limit: int = 100,
                        ) -> list[tuple[str, str]]:
        """The (kind, key) of the flows whose lease ran out (of ``shards``'s servers and members), oldest
        first; read through the index on the lease."""

    @abc.abstractmethod
    async def flow_step(self, flow_id: int, owner: str, steps: Mapping[str, Any], until: str) -> bool:
        """Record a claimed flow's steps done so far and renew its lease; False when ``owner`` no longer
        holds it (its lease ran out and another process claimed it)."""

    @abc.abstractmethod
    async def finish_flow(self, flow_id: int, owner: str) -> bool:
        """The flow's last step is done: delete it (False: ``owner`` no longer held it)."""

    @abc.abstractmethod
    async def release_flow(self, flow_id: int, owner: str, retry_at: str) -> None:
        """Give a claimed flow back after a failure, due again at ``retry_at``."""

    # --- clocks, time-outs and the stand-in, vacations ----------------------------------------------------
    @abc.abstractmethod
    async def get_clock(self, game_id: int) -> ClockRow | None:
        """The clock of the seat the game waits for (None: none waits)."""

    @abc.abstractmethod
    async def replace_clock(self, clock: ClockRow) -> None:
        """Store ``clock`` as its game's clock, in place of the one before."""

    @abc.abstractmethod
    async def clocks_needing_attention(self, now: str, shards: Shards | None = None) -> list[ClockRow]:
        """Clocks of games in play with something due at ``now``: a reminder, a deadline (also one the
        stand-in claimed, ``asked = 2``, whose move has not been committed yet: a failed move is tried
        again), a pause to end or begin (the player's vacation started or ended), or a seat the stand-in
        plays. With ``shards``, only those of games in these shards (a game without a server: by the
        waiting player's id)."""

    @abc.abstractmethod
    async def clock_attention(self, game_ids: Sequence[int], now: str) -> dict[int, ClockAttention]:
        """For each of ``game_ids`` in play with a clock: what its clock's attention needs at ``now``
        (:class:`ClockAttention`), all read together (one connection, one hand-off on SQLite)."""

    @abc.abstractmethod
    async def claim_reminders(self, claims: Sequence[tuple[int, int, int, str]]) -> set[tuple[int, str]]:
        """Claim reminders, each ``(game, seat, turn, which)`` with ``which`` ``"half"`` or ``"tenth"`` (a
        tenth also settles the half: never more than two a turn), in one transaction of a few statements
        however many there are. Returns the ``(game, which)`` claimed: each reminder is claimed by exactly
        one caller, in any process (as :meth:`claim_clock`)."""

    @abc.abstractmethod
    async def claim_clock(self, game_id: int, seat: int, turn: int, column: str, *, expect: int = 0,
                          value: int = 1) -> bool:
        """Set one of the clock's flags (``half_sent``, ``tenth_sent``, ``muted``, ``asked``) from ``expect``
        to ``value`` if the clock is still that seat's in that turn. True for exactly one caller: whatever
        the flag stands for happens once, even across processes and restarts."""

    @abc.abstractmethod
    async def extend_clock(self, game_id: int, seat: int, turn: int, deadline: str) -> bool:
        """The other players give ``seat`` more time after a time-out they were asked about (``asked`` 1):
        the new deadline and the question closed, in one write. False when it was decided already."""

    @abc.abstractmethod
    async def clocks_of_user(self, user_id: int) -> list[ClockRow]:
        """The clocks waiting for the user in games in play."""

    @abc.abstractmethod
    async def seat_states(self, game_id: int) -> list[SeatState]:
        """Every seat of the game as the clock sees it, in seat order."""

    @abc.abstractmethod
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

    @abc.abstractmethod
    async def reclaim_seat(self, game_id: int, user_id: int) -> bool:
        """Give a seat played by the stand-in back to its player; False if it was not the stand-in's."""

    @abc.abstractmethod
    async def vacations(self, user_id: int, since: str) -> list[tuple[str, str]]:
        """The user's vacations ending after ``since``, as (start, end) stamps, oldest first."""

    @abc.abstractmethod
    async def start_vacation(self, user_id: int, starts_at: str, ends_at: str) -> None:
        """Record a vacation and pause the user's clocks in every game (from ``starts_at``)."""

    @abc.abstractmethod
    async def end_vacation(self, user_id: int, now: str) -> bool:
        """End the user's current vacation now; False if they were not away. The player ended it
        themselves (``/game back`` answers them), so no "welcome back" DM follows. (Clocks restart at once
        in the command, else at the next tick.)"""

    @abc.abstractmethod
    async def vacations_ended_untold(self, now: str, shards: Shards | None = None) -> list[tuple[int, str]]:
        """Vacations that ended on their own by ``now`` and whose player has not been told yet, as
        (user, start) (with ``shards``: by the user's id, as DMs are split)."""

    @abc.abstractmethod
    async def claim_vacation_notice(self, user_id: int, starts_at: str) -> bool:
        """Claim the "welcome back" DM of one vacation: True for exactly one caller."""

    @abc.abstractmethod
    async def away_until(self, user_ids: Sequence[int], now: str) -> dict[int, str]:
        """The end of the current vacation of each of ``user_ids`` who is away at ``now``."""

    # --- settings and languages ---------------------------------------------------------------------------
    @abc.abstractmethod
    async def user_settings(self, user_id: int) -> UserSettings:
        """The user's settings (the defaults for a user who set nothing)."""

    @abc.abstractmethod
    async def set_user_language(self, user_id: int, language: str | None) -> None:
        """The user's own language for their private answers and DMs; None: their client's."""

    @abc.abstractmethod
    async def remember_client_locale(self, user_id: int, locale: str) -> None:
        """The Discord client locale last seen on the user's interactions (for DMs that answer none)."""

    @abc.abstractmethod
    async def set_quiet_hours(self, user_id: int, start: int | None, end: int | None,
                              timezone: str | None) -> None:
        """The user's quiet hours (start and end hour, None: none) in ``timezone``."""

    @abc.abstractmethod
    async def turn_reminders(self, user_id: int) -> bool:
        """Whether the user wants turn reminders (True unless they turned them off)."""

    @abc.abstractmethod
    async def set_turn_reminders(self, user_id: int, enabled: bool) -> None:
        """Turn the user's turn reminders on or off."""

    @abc.abstractmethod
    async def set_text_only(self, user_id: int, enabled: bool) -> None:
        """Whether boards and hands reach the user privately as text instead of images."""

    @abc.abstractmethod
    async def set_confirm_reveals(self, user_id: int, ask: bool) -> None:
        """Whether the turn panel asks the user before a chosen move that shows hidden information."""

    @abc.abstractmethod
    async def set_headsup(self, user_id: int, enabled: bool) -> None:
        """Whether the user gets a heads-up DM when the player before them starts their turn."""

    @abc.abstractmethod
    async def set_digest(self, user_id: int, hour: int | None, next_at: str | None) -> None:
        """The user's daily digest: its hour in their time zone and the UTC moment of the next one (None,
        None: no digest). A claim on the digest that was due is let go."""

    @abc.abstractmethod
    async def digests_due(self, now: str, shards: Shards | None = None, *,
                          limit: int = 500) -> list[DueDigest]:
        """The daily digests due at ``now`` (their moment passed) that nobody holds a claim on (or whose
        claim ran out), the earliest first, at most ``limit``; only users of ``shards``. Read through the
        index on ``digest_next_at``: never a scan of every user."""

    @abc.abstractmethod
    async def claim_digest(self, user_id: int, due_at: str, now: str, until: str) -> bool:
        """Claim the user's digest due at ``due_at`` until ``until`` (True for exactly one caller while the
        claim holds), writing the flow that sends it (kind :data:`FLOW_DIGEST`, key ``"<user>@<due_at>"``;
        a claim made again after ``until`` finds that flow if it is pending)."""

    @abc.abstractmethod
    async def digest_done(self, user_id: int, due_at: str, next_at: str | None, sent_at: str | None) -> bool:
        """The digest due at ``due_at`` is settled (its claim let go): the next one is due at ``next_at``;
        ``sent_at``: when it was sent (None: nothing was sent, say nothing was waiting). False when it was
        not due then any more (settled already, or the settings changed meanwhile)."""

    @abc.abstractmethod
    async def release_digest(self, user_id: int, claim: str) -> None:
        """Let go of the claim ``claim`` on a digest that could not be sent for a passing reason: the
        next tick tries again."""

    @abc.abstractmethod
    async def claim_headsup(self, game_id: int, turn: int) -> bool:
        """Claim the heads-up of the game's ``turn``: True for exactly one caller, once per turn."""

    @abc.abstractmethod
    async def dm_channel(self, user_id: int) -> int | None:
        """The id of the user's DM channel with the bot, if the bot ever opened it (None: never)."""

    @abc.abstractmethod
    async def dm_channels(self, user_ids: Sequence[int]) -> dict[int, int]:
        """The DM channel ids known of these users (user id -> channel id; the others are left out)."""

    @abc.abstractmethod
    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        """Remember the user's DM channel with the bot (replacing one Discord no longer knows)."""

    @abc.abstractmethod
    async def guild_settings(self, guild_id: int | None) -> GuildSettings:
        """The server's settings (the defaults without a server, or for one that set nothing)."""

    @abc.abstractmethod
    async def set_guild_settings(self, guild_id: int, settings: GuildSettings) -> None:
        """Store the server's settings, all of them."""

    # --- a user's own data (issue 29) ----------------------------------------------------------------------
    @abc.abstractmethod
    async def stored_about(self, user_id: int) -> StoredAbout:
        """Everything kept that names ``user_id``: settings, times away, ratings, seats, DM channel, votes."""

    @abc.abstractmethod
    async def forget_user(self, user_id: int, *, standin: Sequence[int], abandon: Sequence[int],
                          announcements: Mapping[int, dict[str, Any]]) -> Forgotten:
        """Remove ``user_id`` from the database in one transaction: their settings, times away, ratings,
        DM channel and votes deleted; lobbies left (a lobby they opened closed); each game in play listed
        in ``standin`` goes on with the stand-in in their seat, each in ``abandon`` ends without a result
        (end reason ``left``), both with the game's version moved on (open panels go stale) and
        ``announcements[game]`` recorded in the outbox at it; every other seat of theirs (finished or
        ended games) becomes a former player's (:func:`former_player_id`) in the seats and the results,
        with no rating kept, the games they opened no longer naming them; the delivered announcements of
        all their games and the kept card words of those that are over (which name their players)
        removed.

        Raises :class:`StaleVersion` (nothing written) when the games they play now are not exactly
        ``standin`` and ``abandon``. Run again, it finds nothing: all counts zero."""

    # --- tournaments (issue 30) ---------------------------------------------------------------------------
    @abc.abstractmethod
    async def create_tournament(self, *, guild_id: int, channel_id: int, creator_id: int, game: str,
                                options: dict[str, str], clock: str, format: str, table_size: int,
                                rounds: int, round_seconds: int, signup_until: str,
                                min_reliability: int | None) -> Tournament:
        """A new tournament, open for sign-up until ``signup_until``."""

    @abc.abstractmethod
    async def tournament(self, tournament_id: int) -> Tournament | None:
        """One tournament (None: no such tournament)."""

    @abc.abstractmethod
    async def set_tournament_message(self, tournament_id: int, message_id: int | None) -> None:
        """Remember the tournament card's message."""

    @abc.abstractmethod
    async def join_tournament(self, tournament_id: int, user_id: int, now: str) -> bool:
        """Sign ``user_id`` up while sign-up is open: False when they already are or it closed."""

    @abc.abstractmethod
    async def withdraw_from_tournament(self, tournament_id: int, user_id: int) -> bool:
        """``user_id`` leaves: before the start their sign-up is removed, afterwards they are marked as
        withdrawn (never paired again). False when they were not in it, or already withdrew."""

    @abc.abstractmethod
    async def tournament_players(self, tournament_id: int) -> dict[int, bool]:
        """The players signed up, in the order they did: user -> whether they withdrew."""

    @abc.abstractmethod
    async def open_tournaments(self, now: str) -> list[Tournament]:
        """Tournaments in sign-up or running whose periodic work nobody holds a claim on at ``now``."""

    @abc.abstractmethod
    async def tournaments_with_work(self, now: str) -> list[Tournament]:
        """The open tournaments whose periodic work nobody holds a claim on at ``now`` and that have work
        then: sign-up over, the round's time over (not yet put to the organiser), every table of the round
        decided, or an undecided table's game ended (finished or aborted). One read through indexes: a
        minute with none of that reads no tournament's players, tables or ratings and claims nothing."""

    @abc.abstractmethod
    async def claim_tournament(self, tournament_id: int, now: str, until: str) -> bool:
        """Claim a tournament's periodic work until ``until``: False when another claim holds at ``now``."""

    @abc.abstractmethod
    async def release_tournament(self, tournament_id: int, until: str) -> None:
        """Give up the claim taken until ``until`` (the work is done)."""

    @abc.abstractmethod
    async def begin_tournament_round(self, tournament_id: int, round: int, tables: Sequence[Sequence[int]],
                                     byes: Sequence[int], ends_at: str) -> bool:
        """Store round ``round``'s tables and byes (decided at once, 1 point each) and make it the current
        round, ending at ``ends_at``, with the flow that opens its games and tells of it (kind
        :data:`FLOW_TOURNAMENT_ROUND`, key ``"<tournament>:<round>"``); only when the current round is
        ``round - 1`` (else False)."""

    @abc.abstractmethod
    async def set_tournament_game(self, tournament_id: int, round: int, table: int, game_id: int) -> None:
        """The game played at a table."""

    @abc.abstractmethod
    async def set_tournament_thread(self, tournament_id: int, round: int, table: int, thread_id: int) -> None:
        """The thread a table's game opens in, written as soon as Discord made it."""

    @abc.abstractmethod
    async def tournament_tables(self, tournament_id: int) -> list[TournamentTable]:
        """Every table of every round so far, in order."""

    @abc.abstractmethod
    async def decide_tournament_table(self, tournament_id: int, round: int, table: int,
                                      scores: Mapping[int, float], how: str) -> bool:
        """A table's points, once: False (nothing written) when it was decided already."""

    @abc.abstractmethod
    async def close_tournament_round(self, tournament_id: int, round: int) -> bool:
        """Mark the round's end reached, once, with the flow that puts its unfinished tables to the
        organiser (kind :data:`FLOW_TOURNAMENT_CLOSE`, key ``"<tournament>:<round>"``)."""

    @abc.abstractmethod
    async def finish_tournament(self, tournament_id: int, status: str) -> bool:
        """End the tournament (``finished`` or ``cancelled``), once, with the flow that tells of it (kind
        :data:`FLOW_TOURNAMENT_END`, key the tournament's id)."""

    # --- results and ratings ----------------------------------------------------------------------------
    @abc.abstractmethod
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

    @abc.abstractmethod
    async def unrecorded_finished_games(self) -> list[GameRecord]:
        """Finished games whose result is not recorded yet (a crash between the last move and the
        recording), oldest first, so ratings move in the order the games ended."""

    @abc.abstractmethod
    async def results_without_board_wins(self) -> list[GameRecord]:
        """Finished games with a recorded result whose seats' wins on the board are not known (recorded
        before they were stored; only seats the stand-in held at the end can differ from ``won``)."""

    @abc.abstractmethod
    async def set_board_wins(self, game_id: int, winners: Sequence[int]) -> None:
        """Write which seats of a recorded result won on the board (``winners``: seat numbers) where not
        known yet."""

    @abc.abstractmethod
    async def results(self, *, guild_id: int | None = None, user_id: int | None = None,
                      game: str | None = None, anchor: int | None = None, offset: int = 0,
                      limit: int | None = None) -> list[GameResult]:
        """Recorded results, newest first: of one server, of the games a user played, of one title (any
        combination); ``anchor``: only games finished no later than that one."""

    @abc.abstractmethod
    async def count_results(self, *, guild_id: int | None = None, user_id: int | None = None,
                            game: str | None = None, anchor: int | None = None) -> int:
        """How many results :meth:`results` would list with no page."""

    @abc.abstractmethod
    async def review(self, game_id: int, version: int) -> str | None:
        """A finished game's post-game review as kept (JSON, ``core.review.Review``) for the review's
        ``version``; None when none was kept (issue 31)."""

    @abc.abstractmethod
    async def save_review(self, game_id: int, version: int, data: str) -> bool:
        """Keep a game's review (JSON) for ``version``; False when one was kept already (another process
        computed it too: the first stays)."""

    @abc.abstractmethod
    async def game_result(self, game_id: int) -> GameResult | None:
        """The recorded result of one game (None: not finished, or not recorded yet)."""

    @abc.abstractmethod
    async def ratings_in(self, scope: int, game: str, user_ids: Sequence[int]) -> dict[int, RatingRow]:
        """The ratings of ``user_ids`` in ``game`` and ``scope`` (those who have one), in one read."""

    @abc.abstractmethod
    async def ratings_of(self, user_id: int, *, scope: int = 0, game: str | None = None) -> list[RatingRow]:
        """A player's ratings in ``scope`` (a server's id, 0 overall), per title."""

    @abc.abstractmethod
    async def leaderboard(self, scope: int, game: str, *, min_games: int, limit: int) -> list[RatingRow]:
        """The best ratings in ``scope`` and ``game`` by their conservative value (mu - 3 sigma), among
        players with at least ``min_games`` rated games there."""

    @abc.abstractmethod
    async def leaderboard_rank(self, scope: int, game: str, user_id: int, *,
                               min_games: int) -> tuple[int, RatingRow] | None:
        """The player's place on the leaderboard (1 = top) and rating; None when they are not ranked."""

    # --- matchmaking and reliability (issue 30) -------------------------------------------------------
    @abc.abstractmethod
    async def reliability_counts(self, user_ids: Sequence[int]) -> dict[int, tuple[int, int]]:
        """For each of ``user_ids`` with recorded results: (finished games, those of them in which the
        stand-in never played their seat), in one read. Users without a result are left out."""

    @abc.abstractmethod
    async def queue_version(self) -> int:
        """The queue's version: it moves with every change of the entries (join, leave, match, expiry, a
        member forgotten) and with a result of a queued player; one read by its key."""

    @abc.abstractmethod
    async def lobby_requirement(self, game_id: int) -> tuple[int | None, bool]:
        """A lobby's minimum reliability (a percentage, None: none) and whether players too new for a
        score may join it anyway."""

    @abc.abstractmethod
    async def set_lobby_requirement(self, game_id: int, minimum: int | None, allow_new: bool) -> None:
        """Set a lobby's minimum reliability; raises :class:`LobbyClosed` once it is no longer a lobby."""

    @abc.abstractmethod
    async def queue_channel(self, guild_id: int) -> int | None:
        """The channel where the server's matched games open their thread (None: not set)."""

    @abc.abstractmethod
    async def set_queue_channel(self, guild_id: int, channel_id: int | None) -> None:
        """Set (or clear) the server's matchmaking channel."""

    @abc.abstractmethod
    async def join_queue(self, *, guild_id: int, user_id: int, game: str, players: int, clock: str,
                         min_reliability: int | None, rating: int, expires_at: str) -> bool:
        """Put a player in the server's queue for ``game``; False when they already wait for that title
        there (one entry per title, user and server)."""

    @abc.abstractmethod
    async def leave_queue(self, guild_id: int, user_id: int, game: str | None = None) -> int:
        """Take a player's entries out of the server's queue (one title, or all); how many there were."""

    @abc.abstractmethod
    async def queue_entries(self, guild_id: int | None = None, shards: Shards | None = None,
                            ) -> list[QueueEntry]:
        """The entries waiting (of one server, or of every server ``shards`` owns), oldest first."""

    @abc.abstractmethod
    async def claim_match(self, guild_id: int, game: str, clock: str, entry_ids: Sequence[int],
                          users: Sequence[int]) -> int | None:
        """Claim ``entry_ids`` for one match: remove them and write the match and its flow (kind
        :data:`FLOW_QUEUE_MATCH`, key the match's id: the game is made by it), in one transaction; None
        (nothing changed) when any of them is gone (another process matched or a player left)."""

    @abc.abstractmethod
    async def queue_match(self, match_id: int) -> QueueMatch | None:
        """One match as stored."""

    @abc.abstractmethod
    async def match_made(self, match_id: int, game_id: int) -> None:
        """Record the game a match became."""

    @abc.abstractmethod
    async def set_match_thread(self, match_id: int, thread_id: int) -> None:
        """The thread a match's game opens in, written as soon as Discord made it."""

    @abc.abstractmethod
    async def matches_made_before(self, before: str, limit: int) -> list[int]:
        """The ids of at most ``limit`` queue matches made (or dropped) before ``before`` whose flow is
        done, oldest first (read through an index)."""

    @abc.abstractmethod
    async def delete_matches(self, ids: Sequence[int]) -> int:
        """Delete these matches, made ones only (a match whose game is still to make stays); how many
        went."""

    @abc.abstractmethod
    async def expire_queue(self, now: str, shards: Shards | None = None) -> list[QueueEntry]:
        """Remove the entries whose time ran out and return them (each returned once, by one process),
        writing with each removal the flow that tells its player (kind :data:`FLOW_QUEUE_EXPIRY`, key the
        entry's id)."""

    # --- seasons (issue 30) --------------------------------------------------------------------------------
    @abc.abstractmethod
    async def seasons(self, guild_id: int | None = None) -> list[SeasonConfig]:
        """Every season turned on (``guild_id``: that server's only, turned off ones too)."""

    @abc.abstractmethod
    async def season(self, guild_id: int, game: str) -> SeasonConfig | None:
        """A server's season of ``game``, on or off; None if it was never set up."""

    @abc.abstractmethod
    async def configure_season(self, guild_id: int, game: str, *, enabled: bool, channel_id: int,
                               divisions: int, promote: int, relegate: int, month: str) -> SeasonConfig:
        """Set up (or change, or turn off) a season; ``month`` is kept when it exists. A change asks for a
        new card (the old message is left as it is); members below the last division move up to it."""

    @abc.abstractmethod
    async def season_members(self, guild_id: int, game: str) -> list[SeasonMember]:
        """A season's players, by division then joining."""

    @abc.abstractmethod
    async def join_season(self, guild_id: int, game: str, user_id: int, *, division: int) -> bool:
        """Add a player in ``division``; False when they play in it already."""

    @abc.abstractmethod
    async def season_games(self, guild_id: int, game: str, start: str, end: str) -> list[SeasonGame]:
        """The rated games of the server and title finished in ``[start, end)``, oldest first."""

    @abc.abstractmethod
    async def close_season(self, guild_id: int, game: str, month: str, next_month: str,
                           standings: Sequence[SeasonStanding]) -> bool:
        """Close ``month`` once: if the season is still in it, in one transaction archive ``standings``,
        move each player by their ``move``, open ``next_month``, ask for a new card and write the flow
        that tells the players who moved (kind :data:`FLOW_SEASON_CLOSE`, key ``"<guild>:<game>:<month>"``).
        False when another process (or an earlier run) closed it."""

    @abc.abstractmethod
    async def season_archive(self, guild_id: int, game: str, month: str) -> list[SeasonStanding]:
        """A closed month's final standings, by division and place."""

    @abc.abstractmethod
    async def season_months(self, guild_id: int, game: str) -> list[str]:
        """The closed months of a season, newest first."""

    @abc.abstractmethod
    async def seasons_needing_work(self, month: str) -> list[SeasonConfig]:
        """The seasons turned on whose card may show something out of date (marked by the change: a result
        in its server and title, a join, the server's language, a new month, a configuration, a card to
        post) or whose month is before ``month`` (to close); through indexes, no other season read."""

    @abc.abstractmethod
    async def season_card_current(self, guild_id: int, game: str) -> None:
        """The periodic work is about to draw the season's card as it is now: unmark it (a change landing
        meanwhile marks it again)."""

    @abc.abstractmethod
    async def season_card_stale(self, guild_id: int, game: str | None = None) -> None:
        """Mark a server's season of ``game`` (None: all of the server's) as showing something out of date:
        its card is drawn again by the next periodic work (a change not stored here: Discord's locale of
        the server, a card edit that failed)."""

    @abc.abstractmethod
    async def claim_season_card(self, guild_id: int, game: str, *, now: str, until: str) -> bool:
        """Claim the posting of a season's new card (it has none, and no live claim), writing the flow that
        posts it (kind :data:`FLOW_SEASON_CARD`, key ``"<guild>:<game>:<now>"``): one process posts."""

    @abc.abstractmethod
    async def set_season_card(self, guild_id: int, game: str, message_id: int | None,
                              mark: str | None) -> None:
        """Keep the posted card's message and what it shows (None: let the claim go, nothing posted)."""

    @abc.abstractmethod
    async def mark_season_card(self, guild_id: int, game: str, old: str | None, new: str) -> bool:
        """Claim one edit of the card: its mark goes from ``old`` to ``new`` (False: another process did)."""
