"""Flows: work of several steps that must each happen once, whatever step a crash interrupts (see
:class:`FlowRecord` and ``core/flows.py``). A flow is written in the transaction of the change
that makes it due (:func:`flow_statement`, used by the other concerns' transactions), claimed for a short
lease, its steps recorded as they are done, and deleted when its last step is.

What each method promises is said once, on :class:`FlowStore` (the concern's interface); :class:`FlowsSql`
does it in SQL. The module ends with the concern's schema steps and its :class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from store.base import Shards, writes
from store.members import MemberColumn
from store.sql.core import Concern, SqlCore, Statement, shard_filter


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


class FlowStore(Protocol):
    """Flows: resumable work of several steps, each done once."""

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


class FlowsSql(SqlCore, FlowStore):
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


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 24: flows, the work of several steps that must each happen once whatever step a crash interrupts
    # (a matched game's thread, lobby, start, post and DMs; a rematch's card; a tournament round's tables;
    # a month's close and its DMs; a digest's messages): written in the transaction that makes the work
    # due, unique by kind and key, claimed for a short lease (``claim_until``: when it may be taken up
    # again, ``owner``: the claim's token, ``attempts``), each step's result recorded as it is done
    # (``steps``, JSON), deleted when done. The index finds the ones whose lease ran out. The queue's matches
    # are made through one (a match pending before this step gets its flow): their own claim is not read
    # any more.
    24: (
        """
        CREATE TABLE flows (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            kind TEXT NOT NULL,
            flow_key TEXT NOT NULL,
            guild_id INTEGER,
            user_id INTEGER,
            payload TEXT NOT NULL DEFAULT '{}',
            steps TEXT NOT NULL DEFAULT '{}',
            owner TEXT,
            attempts INTEGER NOT NULL DEFAULT 0,
            claim_until TEXT NOT NULL,
            created_at TEXT NOT NULL,
            UNIQUE (kind, flow_key)
        )
        """,
        "CREATE INDEX flows_due ON flows(claim_until)",
        "CREATE INDEX flows_by_user ON flows(user_id)",
        # A match a process claimed and never made before this step is carried on by its flow.
        "INSERT INTO flows (kind, flow_key, guild_id, claim_until, created_at) "
        "SELECT 'queue-match', CAST(id AS TEXT), guild_id, created_at, created_at FROM queue_matches "
        "WHERE game_id IS NULL",
        "DROP INDEX queue_matches_pending",
    ),
}

#: This concern's columns that can hold a member's id and what deleting the member does to each
#: (:mod:`store.members`); the sweep runs those of one action in this order.
MEMBER_COLUMNS: tuple[MemberColumn, ...] = (
    MemberColumn("flows", "user_id", "delete", "work under way about them alone (a digest, a DM)"),
    MemberColumn("flows", "flow_key", "delete", "work keyed by them (their digest)", inside=True,
                 key=("id",)),
    MemberColumn("flows", "payload", "former", "work under way for others that names them", inside=True,
                 key=("id",)),
    MemberColumn("flows", "steps", "drop", "a step of others' work named after them (their DM)",
                 inside=True, key=("id",)),
)

#: Its columns whose names look like a member's but hold no member id, and why.
NOT_MEMBER_COLUMNS: dict[tuple[str, str], str] = {
    ("flows", "owner"): "the claim token of the process running the work",
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "flows", FlowStore, FlowsSql,
    records=(FlowRecord,),
    migrations=MIGRATIONS,
    member_columns=MEMBER_COLUMNS,
    not_member_columns=NOT_MEMBER_COLUMNS,
)
