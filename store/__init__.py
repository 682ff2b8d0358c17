"""Storage behind one interface, two backends: SQLite (embedded, the default) and PostgreSQL (shared by
several bot processes). :func:`open_store` picks the backend from a location: a path or ``sqlite:///…``
opens SQLite, ``postgresql://…`` PostgreSQL.

- :mod:`store.base`: the interface (:class:`Store`), the records, the errors, :func:`writes`;
- :mod:`store.sql`: the interface in SQL, written once, one module per concern, and the schema;
- :mod:`store.sqlite`, :mod:`store.postgres`: the connections of each backend (each imports only the two
  above, never the other; the PostgreSQL driver is imported only when a PostgreSQL store is opened).

Everything callers need is importable from here (``from store import GameRecord, open_store``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from store.base import (
    BUSY_WAIT_SECONDS,
    FLOW_DIGEST,
    FLOW_KINDS,
    FLOW_LOBBY_CARD,
    FLOW_PLAN_REPORT,
    FLOW_QUEUE_EXPIRY,
    FLOW_QUEUE_MATCH,
    FLOW_SEASON_CARD,
    FLOW_SEASON_CLOSE,
    FLOW_TOURNAMENT_CLOSE,
    FLOW_TOURNAMENT_END,
    FLOW_TOURNAMENT_ROUND,
    KEEP_CLOCK,
    OPEN_STATUSES,
    ActionRecord,
    Announcement,
    ChannelBusy,
    ClockAttention,
    ClockRow,
    DueDigest,
    FlowRecord,
    Forgotten,
    GameRecord,
    GameResult,
    GuildSettings,
    LobbyClosed,
    NewAction,
    QueueEntry,
    QueueMatch,
    RatingRow,
    ResultSeat,
    SeasonConfig,
    SeasonGame,
    SeasonMember,
    SeasonStanding,
    SeatState,
    Shards,
    StaleVersion,
    Store,
    StoredAbout,
    StoredSeasonMonth,
    StoredSeat,
    StoredTournament,
    StoredTournamentTable,
    StoreUnavailable,
    TableFull,
    Tournament,
    TournamentTable,
    UserSettings,
    former_player_id,
    is_former_player,
    is_postgres_url,
    parse_stamp,
    redact,
    snapshot_digest,
    sqlite_path,
    stamp,
    utc_now,
    writes,
)
from store.sql import MIGRATIONS


async def open_store(location: str, *, clock: Callable[[], datetime] = utc_now,
                     read_only: bool = False) -> Store:
    """Open the database ``location`` names: a SQLite file (a path or ``sqlite:///…``, see
    :meth:`store.sqlite.SqliteStore.open`) or a PostgreSQL database (``postgresql://…``, see
    :meth:`store.postgres.PostgresStore.open`), migrated to the current schema and checked writable.
    Raises :class:`StoreUnavailable` (for example ``readonly``, or ``down`` for a server that cannot be
    reached).

    ``read_only``: for the operator's checks (``check-db``): an existing database only read, neither
    created, migrated nor written; its :meth:`Store.schema_version` may differ from this bot's."""
    if is_postgres_url(location):
        from store.postgres import PostgresStore

        return await PostgresStore.open(location, clock=clock, read_only=read_only)
    from store.sqlite import SqliteStore

    return await SqliteStore.open(location, clock=clock, read_only=read_only)


__all__ = [
    "BUSY_WAIT_SECONDS", "KEEP_CLOCK", "MIGRATIONS", "OPEN_STATUSES", "ActionRecord", "Announcement",
    "FLOW_DIGEST", "FLOW_KINDS", "FLOW_PLAN_REPORT", "FLOW_LOBBY_CARD", "FLOW_QUEUE_EXPIRY",
    "FLOW_QUEUE_MATCH",
    "FLOW_SEASON_CARD", "FLOW_SEASON_CLOSE", "FLOW_TOURNAMENT_CLOSE", "FLOW_TOURNAMENT_END",
    "FLOW_TOURNAMENT_ROUND", "ChannelBusy", "ClockAttention", "ClockRow", "DueDigest", "FlowRecord",
    "Forgotten", "GameRecord", "GameResult", "GuildSettings", "LobbyClosed", "NewAction", "QueueEntry",
    "QueueMatch", "RatingRow", "ResultSeat", "SeasonConfig", "SeasonGame", "SeasonMember", "SeasonStanding",
    "SeatState", "Shards", "StaleVersion", "Store", "StoreUnavailable", "StoredAbout",
    "StoredSeasonMonth", "StoredSeat", "StoredTournament", "StoredTournamentTable",
    "TableFull", "Tournament", "TournamentTable", "UserSettings", "former_player_id", "is_former_player",
    "is_postgres_url", "open_store", "parse_stamp", "redact", "snapshot_digest", "sqlite_path", "stamp",
    "utc_now", "writes"
]
