"""The schema both SQL backends share: one list of migrations, the forward steps applied in order when a
database is opened, assembled from the steps each concern declares beside its SQL (``MIGRATIONS`` in
``store/sql/<concern>.py``, keyed by the step's number in the whole schema).

A step is one concern's, whole: a step that touched several concerns' tables is kept with the concern it
mainly served, so its statements stay in the order they were written. The numbers of all the concerns
together run 1, 2, 3 … with no gap and none owned twice (:func:`assemble` refuses otherwise): a new step
takes the next number, in the concern it belongs to.

They are written in the subset of SQL both SQLite and PostgreSQL understand, in SQLite's spelling; a
backend's :attr:`store.sql.Dialect.ddl` maps the spellings that differ (PostgreSQL's 64-bit integers and
identity keys, see :func:`store.postgres.pg_ddl`). A new step is appended, never edited, and must stay in
that subset (``tests/bot/test_shared_store.py`` compares the two schemas). Where each backend keeps the
number of steps applied: ``PRAGMA user_version`` in SQLite, the table ``boardgame_schema`` in PostgreSQL.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from store.sql.core import Concern


class SchemaError(ValueError):
    """The concerns' steps do not make one schema: a number owned twice, or a gap."""


def assemble(concerns: Iterable[Concern]) -> tuple[tuple[str, ...], ...]:
    """Every concern's steps in the order of their numbers, which must be exactly 1 to N."""
    owners: dict[int, str] = {}
    steps: dict[int, tuple[str, ...]] = {}
    for concern in concerns:
        for number, statements in concern.migrations.items():
            if number in owners:
                raise SchemaError(f"schema step {number} is declared by both {owners[number]} and "
                                  f"{concern.name}")
            if not statements:
                raise SchemaError(f"schema step {number} of {concern.name} has no statement")
            owners[number] = concern.name
            steps[number] = tuple(statements)
    missing = sorted(set(range(1, len(steps) + 1)) - set(steps))
    if missing:
        raise SchemaError(f"the schema's steps have a gap: no concern declares step {missing[0]} "
                          f"(declared: {sorted(steps)})")
    return tuple(steps[number] for number in range(1, len(steps) + 1))
