"""Plans: a seated player's next turn decided ahead, kept until it is played, stopped or cancelled
(``core/plans.py`` says what a plan is and how it is carried out), and each player's choice about the
decisions with one possible answer.

This concern is self-contained: its record (:class:`StoredPlan`), the narrow protocol of its methods
(:class:`PlansStore`, what ``core/plans.py`` and the bot read the store as) and their SQL (:class:`PlansSql`,
one of :class:`store.sql.SqlStore`'s parts). A plan is a member's data: ``plans.user_id`` and
``plan_settings.user_id`` are declared below as member columns (deleted with the member's data).

The periodic work reads only the plans whose turn came and whose last attempt's time ran out
(``due_at``, through the partial index ``plans_due``); a plan still waiting for its turn has no ``due_at``
and is never read by an idle tick.

A player on the daily digest gets what a plan did in their next digest, not by DM: its report is kept in
``plan_reports`` (:class:`HeldReport`) until a digest told it.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from store.base import Shards, writes
from store.members import MemberColumn, MemberData, MemberPart
from store.sql.core import Concern, Plan, SqlCore, shard_filter
from store.sql.flows import flow_statement

#: A plan's end told to its player (what was played, where it stopped), by DM once.
FLOW_PLAN_REPORT = "plan-report"
PLAN_COLUMNS = ("game_id, seat, user_id, steps, made_version, made_seq, fingerprint, strict, due_at, "
                "created_at, updated_at")


@dataclass(frozen=True)
class StoredPlan:
    """One seat's plan as stored: its decisions (encoded actions, in order), the game's version and the
    length of its action log when it was made, the public position's fingerprint then, whether it is
    played only if nothing changed (``strict``), and ``due_at`` once its turn came (None: waiting)."""

    game_id: int
    seat: int
    user_id: int
    steps: tuple[str, ...]
    made_version: int
    made_seq: int
    fingerprint: str
    strict: bool
    due_at: str | None
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class HeldReport:
    """What a plan did, kept for its player's next daily digest (a player on the digest gets nothing per
    turn): the plan's game, seat and version (its key), whose, the report's payload (``core.plans.Report``)
    and when it was kept."""

    game_id: int
    seat: int
    made_version: int
    user_id: int
    payload: dict[str, Any]
    created_at: str

    @property
    def key(self) -> tuple[int, int, int]:
        return (self.game_id, self.seat, self.made_version)


def held_from_row(row: Sequence[Any]) -> HeldReport:
    try:
        payload = json.loads(row[4])
    except (TypeError, ValueError):
        payload = {}
    return HeldReport(int(row[0]), int(row[1]), int(row[2]), int(row[3]),
                      payload if isinstance(payload, dict) else {}, str(row[5]))


def plan_from_row(row: Sequence[Any]) -> StoredPlan:
    try:
        steps = tuple(str(step) for step in json.loads(row[3]))
    except (TypeError, ValueError):
        steps = ()  # an unreadable row plans nothing: it stops at once, and is deleted then
    return StoredPlan(int(row[0]), int(row[1]), int(row[2]), steps, int(row[4]), int(row[5]), str(row[6]),
                      bool(row[7]), None if row[8] is None else str(row[8]), str(row[9]), str(row[10]))


class PlansStore(Protocol):
    """What of the store the plans use (the methods of :class:`PlansSql`)."""

    @abc.abstractmethod
    async def save_plan(self, game_id: int, seat: int, user_id: int, steps: Sequence[str], *,
                        made_version: int, fingerprint: str, strict: bool, now: str) -> bool:
        """Keep ``user_id``'s plan for ``seat`` (replacing theirs), made at ``made_version``: False when the
        game moved on since (a move was made meanwhile; nothing stored), or the seat is not theirs."""

    @abc.abstractmethod
    async def plan_of(self, game_id: int, seat: int) -> StoredPlan | None:
        """The seat's plan, if it has one."""

    @abc.abstractmethod
    async def plans_of_user(self, user_id: int) -> list[StoredPlan]:
        """Every plan ``user_id`` keeps (their data's copy)."""

    @abc.abstractmethod
    async def cancel_plan(self, game_id: int, seat: int, user_id: int) -> bool:
        """Delete ``user_id``'s plan of that seat; whether there was one."""

    @abc.abstractmethod
    async def mark_plan_due(self, game_id: int, seat: int, due_at: str) -> bool:
        """The seat's turn came: its plan (if any) may be taken up from ``due_at``; whether there is one."""

    @abc.abstractmethod
    async def clear_plan_due(self, game_id: int, seat: int) -> None:
        """The plan's turn has not come after all (it waits again)."""

    @abc.abstractmethod
    async def due_plans(self, now: str, shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game, seat) of the plans whose turn came and whose last attempt ran out by ``now``."""

    @abc.abstractmethod
    async def plans_waiting_turn(self, shards: Shards | None = None) -> list[tuple[int, int]]:
        """(game, seat) of the plans whose seat the game waits for now (the start's catch-up)."""

    @abc.abstractmethod
    async def seat_actions_since(self, game_id: int, seat: int,
                                 after_seq: int) -> list[tuple[int, str, int, str]]:
        """(seq, action, turn, description) of ``seat``'s logged actions after ``after_seq``, in order."""

    @abc.abstractmethod
    async def finish_plan(self, game_id: int, seat: int, made_version: int, *,
                          report: Mapping[str, Any] | None,
                          guild_id: int | None, now: str) -> bool:
        """Delete the plan made at ``made_version`` and, with ``report``, make due the flow that tells its
        player what it did (:data:`FLOW_PLAN_REPORT`), in one transaction; False when it is gone already
        (another process finished it, or its player cancelled or replaced it)."""

    @abc.abstractmethod
    async def drop_plans(self, game_id: int) -> int:
        """Delete every plan of a game that is over (no turn will come for them); how many there were."""

    @abc.abstractmethod
    async def hold_plan_report(self, report: HeldReport) -> None:
        """Keep a plan's report for its player's next daily digest (once: the same plan's report kept again
        changes nothing)."""

    @abc.abstractmethod
    async def held_plan_reports(self, user_id: int) -> list[HeldReport]:
        """The plans' reports kept for ``user_id``'s next digest, oldest first (through the index by
        member)."""

    @abc.abstractmethod
    async def drop_plan_reports(self, user_id: int, keys: Sequence[Sequence[int]]) -> int:
        """Delete ``user_id``'s kept reports of these plans (``(game, seat, made_version)``: the ones a
        digest told); how many there were."""

    @abc.abstractmethod
    async def forced_choice(self, user_id: int) -> bool:
        """Whether the decisions with one possible answer are made for ``user_id`` (the default: yes)."""

    @abc.abstractmethod
    async def set_forced_choice(self, user_id: int, forced: bool) -> None:
        """``user_id``'s choice about them."""


class PlansSql(SqlCore, PlansStore):
    """The plans' SQL (see :class:`PlansStore` for what each method promises)."""

    @writes
    async def save_plan(self, game_id: int, seat: int, user_id: int, steps: Sequence[str], *,
                        made_version: int, fingerprint: str, strict: bool, now: str) -> bool:
        async with self.transaction() as db:
            # Only while the game is at the version the plan was made on (and the seat theirs): a plan saved
            # after a move another process made, which may have brought its turn, is refused, so no plan
            # ever waits for a turn that came before it was stored.
            async with db.execute(
                    "SELECT 1 FROM games g JOIN seats s ON s.game_id = g.id WHERE g.id = ? AND g.version = ? "
                    "AND g.status = 'active' AND s.seat = ? AND s.user_id = ?",
                    (game_id, made_version, seat, user_id)) as cursor:
                if await cursor.fetchone() is None:
                    return False
            async with db.execute("SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?",
                                  (game_id,)) as cursor:
                row = await cursor.fetchone()
            made_seq = int(row[0]) if row is not None and row[0] is not None else 0
            # One statement whoever else saves the seat's plan at the same moment (the last one stays).
            await db.execute(
                f"INSERT INTO plans ({PLAN_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?) "
                "ON CONFLICT (game_id, seat) DO UPDATE SET user_id = excluded.user_id, "
                "steps = excluded.steps, made_version = excluded.made_version, made_seq = excluded.made_seq, "
                "fingerprint = excluded.fingerprint, strict = excluded.strict, due_at = NULL, "
                "updated_at = excluded.updated_at",
                (game_id, seat, user_id, json.dumps(list(steps)), made_version, made_seq, fingerprint,
                 int(strict), now, now))
        return True

    async def plan_of(self, game_id: int, seat: int) -> StoredPlan | None:
        row = await self._read_one(f"SELECT {PLAN_COLUMNS} FROM plans WHERE game_id = ? AND seat = ?",
                                   (game_id, seat))
        return None if row is None else plan_from_row(row)

    async def plans_of_user(self, user_id: int) -> list[StoredPlan]:
        rows = await self._read_all(
            f"SELECT {PLAN_COLUMNS} FROM plans WHERE user_id = ? ORDER BY game_id, seat", (user_id,))
        return [plan_from_row(row) for row in rows]

    @writes
    async def cancel_plan(self, game_id: int, seat: int, user_id: int) -> bool:
        return await self._write_one("DELETE FROM plans WHERE game_id = ? AND seat = ? AND user_id = ?",
                                     (game_id, seat, user_id)) == 1

    @writes
    async def mark_plan_due(self, game_id: int, seat: int, due_at: str) -> bool:
        return await self._write_one("UPDATE plans SET due_at = ? WHERE game_id = ? AND seat = ?",
                                     (due_at, game_id, seat)) == 1

    @writes
    async def clear_plan_due(self, game_id: int, seat: int) -> None:
        await self._write_one("UPDATE plans SET due_at = NULL WHERE game_id = ? AND seat = ?",
                              (game_id, seat))

    async def due_plans(self, now: str, shards: Shards | None = None) -> list[tuple[int, int]]:
        where, params = shard_filter(shards, "g.guild_id", "g.creator_id")
        rows = await self._read_all(
            # Driven by the partial index: only the plans whose turn came (most plans wait and are not read).
            "SELECT p.game_id, p.seat FROM plans p JOIN games g ON g.id = p.game_id "
            f"WHERE p.due_at IS NOT NULL AND p.due_at <= ?{where} ORDER BY p.due_at", (now, *params))
        return [(int(r[0]), int(r[1])) for r in rows]

    async def plans_waiting_turn(self, shards: Shards | None = None) -> list[tuple[int, int]]:
        where, params = shard_filter(shards, "g.guild_id", "g.creator_id")
        rows = await self._read_all(
            "SELECT p.game_id, p.seat FROM plans p "
            "JOIN clocks c ON c.game_id = p.game_id AND c.seat = p.seat "
            f"JOIN games g ON g.id = p.game_id WHERE g.status = 'active'{where} ORDER BY p.game_id", params)
        return [(int(r[0]), int(r[1])) for r in rows]

    async def seat_actions_since(self, game_id: int, seat: int,
                                 after_seq: int) -> list[tuple[int, str, int, str]]:
        rows = await self._read_all(
            "SELECT seq, action, turn, description FROM actions WHERE game_id = ? AND seq > ? AND seat = ? "
            "ORDER BY seq", (game_id, after_seq, seat))
        return [(int(r[0]), str(r[1]), int(r[2]), str(r[3])) for r in rows]

    @writes
    async def finish_plan(self, game_id: int, seat: int, made_version: int, *,
                          report: Mapping[str, Any] | None,
                          guild_id: int | None, now: str) -> bool:
        async with self.transaction() as db:
            async with db.execute(
                    "SELECT user_id FROM plans WHERE game_id = ? AND seat = ? AND made_version = ?",
                    (game_id, seat, made_version)) as cursor:
                row = await cursor.fetchone()
            if row is None:
                return False
            await db.execute("DELETE FROM plans WHERE game_id = ? AND seat = ? AND made_version = ?",
                             (game_id, seat, made_version))
            if report is not None:
                await db.execute(*flow_statement(FLOW_PLAN_REPORT, f"{game_id}:{seat}:{made_version}",
                                                 guild_id=guild_id, user_id=int(row[0]), payload=report,
                                                 now=now))
        return True

    @writes
    async def drop_plans(self, game_id: int) -> int:
        return await self._write_one(
            "DELETE FROM plans WHERE game_id = ? AND EXISTS (SELECT 1 FROM games g WHERE g.id = ? "
            "AND g.status <> 'active')", (game_id, game_id))

    @writes
    async def hold_plan_report(self, report: HeldReport) -> None:
        await self._write_one(
            "INSERT INTO plan_reports (game_id, seat, made_version, user_id, payload, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, seat, made_version) DO NOTHING",
            (report.game_id, report.seat, report.made_version, report.user_id, json.dumps(report.payload),
             report.created_at))

    async def held_plan_reports(self, user_id: int) -> list[HeldReport]:
        rows = await self._read_all(
            "SELECT game_id, seat, made_version, user_id, payload, created_at FROM plan_reports "
            "WHERE user_id = ? ORDER BY created_at, game_id, seat, made_version", (user_id,))
        return [held_from_row(row) for row in rows]

    @writes
    async def drop_plan_reports(self, user_id: int, keys: Sequence[Sequence[int]]) -> int:
        wanted = [(int(key[0]), int(key[1]), int(key[2])) for key in keys]
        if not wanted:
            return 0

        def plan() -> Plan:
            dropped = 0
            for game_id, seat, version in wanted:
                done = yield ("DELETE FROM plan_reports WHERE user_id = ? AND game_id = ? AND seat = ? "
                              "AND made_version = ?", (user_id, game_id, seat, version))
                dropped += done.rowcount
            return dropped

        return await self._run_plan(plan())

    async def forced_choice(self, user_id: int) -> bool:
        value = await self.scalar("SELECT forced FROM plan_settings WHERE user_id = ?", (user_id,))
        return True if value is None else bool(value)

    @writes
    async def set_forced_choice(self, user_id: int, forced: bool) -> None:
        async with self.transaction() as db:
            await db.execute("DELETE FROM plan_settings WHERE user_id = ?", (user_id,))
            if not forced:  # the default needs no row
                await db.execute("INSERT INTO plan_settings (user_id, forced) VALUES (?, 0)", (user_id,))


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 29: plans, a seated player's next turn decided ahead (``core/plans.py``): one per game and seat, the
    # planned decisions (encoded actions, JSON), the game's version and log length when it was made, the
    # public position's fingerprint then (for "only if nothing changed") and, once its turn came,
    # ``due_at`` (when the periodic work may take it up: the index finds those and no other). A plan is its
    # player's alone, deleted when played, stopped or cancelled, with the game, and with the member's data.
    # ``plan_settings``: a player's choice about the decisions with one possible answer (made for them
    # unless they turned it off; no row: the default).
    29: (
        """
        CREATE TABLE plans (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            steps TEXT NOT NULL,
            made_version INTEGER NOT NULL,
            made_seq INTEGER NOT NULL,
            fingerprint TEXT NOT NULL,
            strict INTEGER NOT NULL DEFAULT 0,
            due_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seat)
        )
        """,
        "CREATE INDEX plans_due ON plans(due_at) WHERE due_at IS NOT NULL",
        "CREATE INDEX plans_by_user ON plans(user_id)",
        """
        CREATE TABLE plan_settings (
            user_id INTEGER PRIMARY KEY,
            forced INTEGER NOT NULL
        )
        """,
    ),
    # 33: the reports of what a plan did kept for a player on the daily digest (nothing per turn reaches
    # them): one per plan (its game, seat and version), read by the digest through the index by member and
    # deleted once a digest told it (and with the game, and with the member's data).
    33: (
        """
        CREATE TABLE plan_reports (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            made_version INTEGER NOT NULL,
            user_id INTEGER NOT NULL,
            payload TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (game_id, seat, made_version)
        )
        """,
        "CREATE INDEX plan_reports_by_user ON plan_reports(user_id, created_at)",
    ),
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
async def _member_data(store: PlansStore, user_id: int) -> dict[str, Any]:
    """Their plans of a next turn, as they made them (their own decisions, shown to nobody else), their
    choice about the decisions with one possible answer, and their plans' reports kept for their digest."""
    return {
        "plans": [{"game_id": plan.game_id, "your_seat": plan.seat, "decisions": list(plan.steps),
                   "only_if_nothing_changed": plan.strict, "made_at": plan.created_at,
                   "changed_at": plan.updated_at} for plan in await store.plans_of_user(user_id)],
        "forced_decisions": {"made_for_you": await store.forced_choice(user_id)},
        # What their plans did, kept for their next daily digest (theirs alone, deleted once told).
        "plan_reports_for_digest": [
            {"game_id": held.game_id, "your_seat": held.seat, "report": held.payload,
             "kept_at": held.created_at} for held in await store.held_plan_reports(user_id)],
    }


CONCERN = Concern(
    "plans", PlansStore, PlansSql,
    records=(StoredPlan, HeldReport),
    migrations=MIGRATIONS,
    # (a plan is of a seat the member holds; the forced choice reads as a default when nothing is stored)
    member_data=MemberData(_member_data, (MemberPart("plans", 120, counted=False),
                                          MemberPart("forced_decisions", 130, counted=False),
                                          MemberPart("plan_reports_for_digest", 135, counted=False))),
    member_columns=(
        MemberColumn("plans", "user_id", "delete",
                     "their plans of a next turn (theirs alone, never played after)"),
        MemberColumn("plan_settings", "user_id", "delete", "their choice about decisions with one answer"),
        MemberColumn("plan_reports", "user_id", "delete",
                     "what their plans did, kept for their next daily digest (theirs alone)"),
    ),
    flow_kinds=(FLOW_PLAN_REPORT,),
    # (the plans and the forced choice are in migrate-db's list from before concerns declared tables)
    tables=(("plan_reports", ("game_id", "seat", "made_version", "user_id", "payload", "created_at")),),
)
