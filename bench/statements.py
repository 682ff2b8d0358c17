"""What a piece of work costs the database, counted statement by statement through the store's own trace
(:meth:`store.base.Store.trace`): the bench's ``tick_scale`` section and the tests of the periodic work
use it to say how many statements a tick sends and how many write transactions it opens.

A write transaction is a ``BEGIN`` (SQLite's ``BEGIN IMMEDIATE`` takes the database's one writer slot,
PostgreSQL's a pooled connection for the transaction's length) or a data-changing statement run on its own
(PostgreSQL runs a one-statement commit without ``BEGIN``).
"""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from store import Store

_CHANGES = re.compile(r"\b(INSERT|UPDATE|DELETE)\b", re.IGNORECASE)


@dataclass
class Statements:
    """The statements seen while counting (``BEGIN``, ``COMMIT`` and ``ROLLBACK`` are not statements of
    their own here: they open and close a transaction)."""

    sql: list[str] = field(default_factory=list)
    #: The ``SELECT`` statements among :attr:`sql`.
    reads: int = 0
    #: Write transactions opened (see the module).
    write_transactions: int = 0

    def __call__(self, sql: str, in_transaction: bool) -> None:
        text = sql.strip()
        if not text or text.startswith("--"):  # SQLite reports a trigger's statements as comments
            return
        head = text.split(None, 1)[0].upper()
        if head == "BEGIN":
            self.write_transactions += 1
            return
        if head in ("COMMIT", "ROLLBACK", "END"):
            return
        self.sql.append(text)
        if head == "SELECT" and not _CHANGES.search(text):
            self.reads += 1
        elif not in_transaction and (head in ("INSERT", "UPDATE", "DELETE")
                                     or (head == "WITH" and _CHANGES.search(text))):
            self.write_transactions += 1

    @property
    def count(self) -> int:
        return len(self.sql)

    def clear(self) -> None:
        self.sql.clear()
        self.reads = self.write_transactions = 0


@asynccontextmanager
async def counting(store: Store) -> AsyncIterator[Statements]:
    """``async with counting(store) as seen``: every statement ``store`` sends meanwhile, in ``seen``."""
    seen = Statements()
    await store.trace(seen)
    try:
        yield seen
    finally:
        await store.trace(None)
