"""The storage interface in SQL, written once for both SQL backends.

Each concern has its module and its part of the store: games (lobbies, seats, lists, the table's rules,
the end), play (the start, moves, the action log, computers' decisions), the outbox, flows (work of
several steps, each done once), clocks (time-outs, the stand-in, vacations), settings (languages among
them), results and ratings, a user's own data (privacy). :class:`SqlStore` composes them. The SQL is in
the subset SQLite and PostgreSQL both understand, in SQLite's spelling; what differs is the backend's
:class:`Dialect`, and the connections are the backend's (:mod:`store.sqlite`, :mod:`store.postgres`).
Every method that writes is marked :func:`store.base.writes` where it is defined.
"""

from __future__ import annotations

from store.sql.clocks import ClocksSql
from store.sql.core import Alone, Dialect, Fuse, Plan, Result, SqlCore, Statement, returns_rows, unchanged
from store.sql.flows import FlowsSql
from store.sql.games import GamesSql
from store.sql.hints import HintsSql
from store.sql.outbox import OutboxSql
from store.sql.play import PlaySql
from store.sql.privacy import PrivacySql
from store.sql.queue import QueueSql
from store.sql.results import ResultsSql
from store.sql.schema import MIGRATIONS
from store.sql.seasons import SeasonsSql
from store.sql.settings import SettingsSql
from store.sql.tournaments import TournamentsSql
from store.sql.weblinks import WebLinksSql, WebLinkStore
from store.sql.webpages import WebPagesSql, WebPagesStore

#: The concerns' narrow protocols, each beside its SQL: what their callers may use of the store, declared
#: there rather than on :class:`store.base.Store` (``tests/store`` checks every backend implements them).
NARROW: tuple[type, ...] = (WebLinkStore, WebPagesStore)


class SqlStore(GamesSql, PlaySql, OutboxSql, FlowsSql, ClocksSql, SettingsSql, ResultsSql, PrivacySql,
               QueueSql, TournamentsSql, SeasonsSql, HintsSql, WebLinksSql,
               WebPagesSql):
    """Every concern's SQL in one store; a backend adds its connections, schema handling and dialect."""


__all__ = ["MIGRATIONS", "NARROW", "Alone", "ClocksSql", "Dialect", "FlowsSql", "Fuse", "GamesSql",
           "HintsSql", "OutboxSql", "Plan", "PlaySql", "PrivacySql", "QueueSql", "Result", "ResultsSql",
           "SeasonsSql", "SettingsSql", "SqlCore", "SqlStore", "Statement", "TournamentsSql", "WebLinkStore",
           "WebLinksSql", "WebPagesSql", "WebPagesStore", "returns_rows", "unchanged"]
