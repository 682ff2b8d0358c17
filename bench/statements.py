"""What a piece of work costs the database, counted statement by statement through the store's own trace
(:meth:`store.Store.trace`): the bench's ``tick_scale`` section and the tests of the periodic work
use it to say how many statements a tick sends and how many write transactions it opens.

A write transaction is a ``BEGIN`` (SQLite's ``BEGIN IMMEDIATE`` takes the database's one writer slot,
PostgreSQL's a pooled connection for the transaction's length) or a data-changing statement run on its own
(PostgreSQL runs a one-statement commit without ``BEGIN``).
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import AsyncIterator, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, field
from typing import Any

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


@dataclass
class Reads:
    """Every read a store made while watched (:func:`reading`), with its parameters, and the rows they
    brought back."""

    queries: list[tuple[str, tuple[Any, ...]]] = field(default_factory=list)
    rows: int = 0


@contextmanager
def reading(store: Store) -> Iterator[Reads]:
    """``with reading(store) as seen``: the reads ``store`` makes meanwhile (its ``_read_all`` and
    ``_read_many``, which every read goes through), for their plans (:func:`unindexed`)."""
    seen = Reads()
    real_read, real_many = store._read_all, store._read_many

    async def read_all(sql: str, params: Sequence[Any] = ()) -> list[Any]:
        seen.queries.append((sql, tuple(params)))
        rows = await real_read(sql, params)
        seen.rows += len(rows)
        return rows

    async def read_many(queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[Any]]:
        seen.queries.extend((sql, tuple(params)) for sql, params in queries)
        results = await real_many(queries)
        seen.rows += sum(len(rows) for rows in results)
        return results

    store._read_all = read_all  # type: ignore[method-assign]
    store._read_many = read_many  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        del store._read_all, store._read_many  # the class's own again


async def unindexed(backend: str, location: str, sql: str, params: Sequence[Any], *,
                    most_rows: int) -> list[str]:
    """What of ``sql``'s plan reads a table without an index: SQLite's ``SCAN t`` (``SCAN t USING INDEX``
    reads only a partial index's rows, and a scan of a subquery's result what the subquery found through
    its own); PostgreSQL's, planned with sequential scans priced out (so a plan that still has one had no
    index to use), a sequential scan or an index walked with more than ``most_rows`` rows read (what a
    merge join does with a table's primary key)."""
    if backend == "sqlite":
        connection = sqlite3.connect(location)
        try:
            plan = [row[3] for row in connection.execute("EXPLAIN QUERY PLAN " + sql, tuple(params))]
        finally:
            connection.close()
        subqueries = {m.group(2) for d in plan if (m := re.fullmatch(r"(MATERIALIZE|CO-ROUTINE) (\w+)", d))}
        return [d for d in plan if (m := re.fullmatch(r"SCAN (\w+)", d)) and m.group(1) not in subqueries]
    import asyncpg

    from store.postgres import pg_sql

    connection = await asyncpg.connect(location)
    try:
        await connection.execute("SET enable_seqscan = off")
        plan = json.loads(await connection.fetchval("EXPLAIN (ANALYZE, FORMAT JSON) " + pg_sql(sql), *params))
    finally:
        await connection.close()

    def found(node: dict[str, Any]) -> list[str]:
        loops = node.get("Actual Loops", 1)
        read = (node.get("Actual Rows", 0) + node.get("Rows Removed by Filter", 0)) * loops
        own = ([f"{node['Node Type']} on {node.get('Relation Name')} ({read} rows)"]
               if node.get("Node Type") == "Seq Scan" or (node.get("Relation Name") and read > most_rows)
               else [])
        return own + [item for child in node.get("Plans", []) for item in found(child)]

    return found(plan[0]["Plan"])
