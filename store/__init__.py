"""Storage behind one interface, two backends: SQLite (embedded, the default) and PostgreSQL (shared by
several bot processes). :func:`open_store` picks the backend from a location: a path or ``sqlite:///…``
opens SQLite, ``postgresql://…`` PostgreSQL.

- :mod:`store.base`: what every concern shares: the records several read, the errors, :func:`writes`,
  the store's life cycle;
- :mod:`store.sql`: one module per concern (its interface, records, SQL, schema steps and member
  columns), registered in :data:`store.sql.CONCERNS`; :class:`Store` is every concern's interface;
- :mod:`store.sqlite`, :mod:`store.postgres`: the connections of each backend (each imports only the two
  above, never the other; the PostgreSQL driver is imported only when a PostgreSQL store is opened).

Everything callers need is importable from here (``from store import GameRecord, SeasonStore,
open_store``): the shared names below, and each concern's interface, records and kinds of flow.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from types import ModuleType

from store.base import (  # noqa: F401 (re-exported: __all__ is derived below)
    BUSY_WAIT_SECONDS,
    KEEP_CLOCK,
    OPEN_STATUSES,
    ActionRecord,
    ChannelBusy,
    ClockRow,
    GameRecord,
    GuildSettings,
    LobbyClosed,
    RatingRow,
    ResultSeat,
    Shards,
    StaleVersion,
    StoreLifecycle,
    StoreUnavailable,
    TableFull,
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
from store.sql import CONCERNS, FLOW_KINDS, MIGRATIONS, Store  # noqa: F401


def _exports() -> dict[str, object]:
    """Each concern's interface, records and kinds of flow (its ``FLOW_…`` constants), by name."""
    found: dict[str, object] = {}
    for concern in CONCERNS:
        module = vars(__import__(concern.sql.__module__, fromlist=["CONCERN"]))
        named = [concern.interface, *concern.records]
        found.update({kind.__name__: kind for kind in named})
        found.update({name: value for name, value in module.items()
                      if name.startswith("FLOW_") and value in concern.flow_kinds})
    return found


globals().update(_exports())


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


#: Everything named above (the shared names, :func:`open_store` and each concern's exports).
__all__ = sorted(name for name, value in globals().items()
                 if not name.startswith("_") and not isinstance(value, ModuleType)
                 and name not in ("annotations", "Callable", "datetime"))
