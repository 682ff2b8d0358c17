"""Flows: work of several steps that must each happen once, whatever step a crash interrupts (see
:class:`store.base.FlowRecord` and ``core/flows.py``). A flow is written in the transaction of the change
that makes it due (:func:`flow_statement`, used by the other concerns' transactions), claimed for a short
lease, its steps recorded as they are done, and deleted when its last step is.

What each method promises is said once, on :class:`store.base.Store`; here is how it is done in SQL.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from store.base import FlowRecord, Shards, writes
from store.sql.core import SqlCore, Statement, shard_filter

FLOW_COLUMNS = "id, kind, flow_key, guild_id, user_id, payload, steps, owner, attempts, created_at"


def flow_statement(kind: str, key: str, *, guild_id: int | None, user_id: int | None,
                   payload: Mapping[str, Any], now: str) -> Statement:
    """The statement that writes a flow due at once (nothing when one of that kind and key is pending), for
    the transaction of the change that makes it due."""
    return ("INSERT INTO flows (kind, flow_key, guild_id, user_id, payload, claim_until, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (kind, flow_key) DO NOTHING",
            (kind, key, guild_id, user_id, json.dumps(dict(payload), sort_keys=True), now, now))


async def flow_if(db: Any, gate: Statement, flow: Statement) -> bool:
    """Inside a transaction: ``gate`` (a conditional write: a claim) and, only if it changed one row, the
    ``flow`` it makes due; whether it did."""
    cursor = await db.execute(*gate)
    if cursor.rowcount != 1:
        return False
    await db.execute(*flow)
    return True


def _loads(text: Any) -> dict[str, Any]:
    try:
        value = json.loads(text) if text else {}
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def flow_from_row(row: Sequence[Any]) -> FlowRecord:
    return FlowRecord(int(row[0]), str(row[1]), str(row[2]), None if row[3] is None else int(row[3]),
                      None if row[4] is None else int(row[4]), _loads(row[5]), _loads(row[6]),
                      None if row[7] is None else str(row[7]), int(row[8]), str(row[9]))


class FlowsSql(SqlCore):
    """Flows: their start, claims, steps and end."""

    @writes
    async def start_flow(self, kind: str, key: str, *, guild_id: int | None, user_id: int | None,
                         payload: Mapping[str, Any]) -> bool:
        return await self._write_one(*flow_statement(kind, key, guild_id=guild_id, user_id=user_id,
                                                     payload=payload, now=self._now())) == 1

    @writes
    async def claim_flow(self, kind: str, key: str, owner: str, now: str, until: str) -> FlowRecord | None:
        # One conditional UPDATE: of two processes, the second finds the lease taken (PostgreSQL
        # re-reads the row it waited for).
        def plan():  # type: ignore[no-untyped-def]
            result = yield (f"UPDATE flows SET owner = ?, claim_until = ?, attempts = attempts + 1 "
                            f"WHERE kind = ? AND flow_key = ? AND claim_until <= ? RETURNING {FLOW_COLUMNS}",
                            (owner, until, kind, key, now))
            row = result.one()
            return None if row is None else flow_from_row(row)

        return await self._run_plan(plan())

    async def due_flows(self, now: str, shards: Shards | None = None, *, limit: int = 100,
                        ) -> list[tuple[str, str]]:
        rows = await self._read_all(*self._due_flows_query(now, shards, limit))
        return [(str(row[0]), str(row[1])) for row in rows]

    def _due_flows_query(self, now: str, shards: Shards | None, limit: int) -> tuple[str, tuple[Any, ...]]:
        """The flows whose lease ran out: a range on ``claim_until``, read through its index (a flow held
        by a live lease is not read)."""
        where, params = shard_filter(shards, "guild_id", "user_id")
        return (f"SELECT kind, flow_key FROM flows WHERE claim_until <= ?{where} "
                "ORDER BY claim_until, id LIMIT ?", (now, *params, limit))

    @writes
    async def flow_step(self, flow_id: int, owner: str, steps: Mapping[str, Any], until: str) -> bool:
        return await self._write_one(
            "UPDATE flows SET steps = ?, claim_until = ? WHERE id = ? AND owner = ?",
            (json.dumps(dict(steps), sort_keys=True), until, flow_id, owner)) == 1

    @writes
    async def finish_flow(self, flow_id: int, owner: str) -> bool:
        return await self._write_one("DELETE FROM flows WHERE id = ? AND owner = ?", (flow_id, owner)) == 1

    @writes
    async def release_flow(self, flow_id: int, owner: str, retry_at: str) -> None:
        await self._write_one("UPDATE flows SET claim_until = ?, owner = NULL WHERE id = ? AND owner = ?",
                              (retry_at, flow_id, owner))
