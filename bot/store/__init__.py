"""Storage behind one interface, two backends: SQLite (embedded, the default) and PostgreSQL (shared by
several bot processes). ``Store.open(location)`` picks the backend: a path or ``sqlite:///…`` opens SQLite,
``postgresql://…`` PostgreSQL. Everything the bot imports from ``bot.store`` is re-exported here.
"""

from bot.store.common import (
    BUSY_WAIT_SECONDS,
    KEEP_CLOCK,
    MIGRATIONS,
    OPEN_STATUSES,
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
    classify,
    parse_stamp,
    snapshot_digest,
    stamp,
    utc_now,
)
from bot.store.sqlite import SqliteStore, Store, is_postgres_url, sqlite_path

__all__ = [
    "BUSY_WAIT_SECONDS", "KEEP_CLOCK", "MIGRATIONS", "OPEN_STATUSES", "ActionRecord", "Announcement",
    "ChannelBusy", "ClockRow", "GameRecord", "GameResult", "GuildSettings", "LobbyClosed", "NewAction",
    "RatingRow", "ResultSeat", "SeatState", "Shards", "SqliteStore", "StaleVersion", "Store",
    "StoreUnavailable", "TableFull", "UserSettings",
    "classify", "is_postgres_url", "parse_stamp", "snapshot_digest", "sqlite_path", "stamp", "utc_now",
]
