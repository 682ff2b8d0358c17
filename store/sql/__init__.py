"""The storage interface in SQL, written once for both SQL backends, one module per concern.

Each concern is one module, ``store/sql/<concern>.py``, holding all of it: its narrow interface (a
``Protocol``: what it offers and promises), the records only it uses, its SQL (a :class:`SqlCore` mixin),
the schema's steps it owns, its columns that can hold a member's id, and the kinds of flow its
transactions write; the module ends with its :class:`Concern`. :data:`CONCERNS` registers them, by name,
in one line: from it come the whole interface (:class:`Store`), the SQL store both backends extend
(:class:`SqlStore`), the schema (:data:`MIGRATIONS`), the member columns (:mod:`store.members`) and the
kinds of flow (:data:`FLOW_KINDS`).

The SQL is in the subset SQLite and PostgreSQL both understand, in SQLite's spelling; what differs is the
backend's :class:`Dialect`, and the connections are the backend's (:mod:`store.sqlite`,
:mod:`store.postgres`). Every method that writes is marked :func:`store.base.writes` where it is defined.
"""

from __future__ import annotations

from importlib import import_module
from typing import Protocol

from store import members
from store.base import StoreLifecycle
from store.sql.core import (
    Alone,
    Concern,
    Dialect,
    Fuse,
    Plan,
    Result,
    SqlCore,
    Statement,
    returns_rows,
    unchanged,
)
from store.sql.schema import assemble

#: Every stored concern, by the name of its module in ``store/sql/``: a new concern is its module and its
#: name here.
CONCERNS: tuple[Concern, ...] = tuple(
    import_module(f"{__name__}.{name}").CONCERN for name in (
        "games", "play", "outbox", "flows", "clocks", "settings", "results", "privacy", "queue",
        "tournaments", "seasons", "hints", "handover", "plans", "weblinks", "webpages",
    ))


class Store(StoreLifecycle, *(concern.interface for concern in CONCERNS), Protocol):  # type: ignore[misc]
    """The bot's database: its life cycle (:class:`store.base.StoreLifecycle`) and every concern's
    interface. :func:`store.open_store` opens one; :meth:`close` closes it. A service that uses one concern
    (or a few) depends on that concern's interface (``SeasonStore``), not on this whole.

    Moments (``now``, ``until``, …) are stored and passed as :func:`store.base.stamp` strings. Every method
    that changes something does so in one transaction of its own: it is stored whole or not at all, and a
    database that cannot be used now raises :class:`store.base.StoreUnavailable` saying why."""


class SqlStore(*(concern.sql for concern in CONCERNS), Store):  # type: ignore[misc]
    """Every concern's SQL in one store; a backend adds its connections, schema handling and dialect."""


members.register(CONCERNS)

#: The schema: every concern's steps, in order (:func:`store.sql.schema.assemble`).
MIGRATIONS: tuple[tuple[str, ...], ...] = assemble(CONCERNS)

#: The kinds of flow (resumable work of several steps: :class:`store.sql.flows.FlowRecord`) the concerns
#: write in the transaction of the change that makes each due; ``core/flows.py`` runs them, the bot's
#: rooms carry out their steps (one handler per kind: ``tests/bot/test_flows.py`` checks every kind has
#: one).
FLOW_KINDS: tuple[str, ...] = tuple(kind for concern in CONCERNS for kind in concern.flow_kinds)

__all__ = ["CONCERNS", "FLOW_KINDS", "MIGRATIONS", "Alone", "Concern", "Dialect", "Fuse", "Plan", "Result",
           "SqlCore", "SqlStore", "Statement", "Store", "returns_rows", "unchanged"]
