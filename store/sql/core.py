"""What the SQL of every concern stands on: the dialect (the little that differs between SQLite and
PostgreSQL), :class:`SqlCore` (the state and the reads every SQL store shares, and what a backend must
supply), and the columns and row readers of the tables several concerns read.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, ClassVar

from store.base import (
    BUSY_WAIT_SECONDS,
    ActionRecord,
    ClockRow,
    GameRecord,
    ResultSeat,
    Shards,
    StoreLifecycle,
    UserSettings,
    stamp,
    utc_now,
)
from store.members import MemberColumn, MemberData, MemberSample


@dataclass(frozen=True)
class Dialect:
    """What differs between the SQL databases, for SQL written once in the subset both understand (in
    SQLite's spelling, with ``?`` parameter marks). How a connection and a transaction are obtained is the
    backend's own (:meth:`Store.transaction`, :meth:`Store._read_all`); everything else is here."""

    #: The backend's name ("sqlite", "postgresql").
    name: str
    #: Appended to the read of a game's row inside a write transaction. SQLite needs nothing (BEGIN
    #: IMMEDIATE already makes the transaction the only writer); PostgreSQL locks the row, so two
    #: processes changing one game take turns and the second sees the first's version.
    for_update: str
    #: What a violated constraint raises in this driver (the one-open-game-per-channel index).
    integrity_errors: tuple[type[BaseException], ...]
    #: A statement with its ``?`` marks as the driver takes them (PostgreSQL: ``$1, $2 …``), applied by the
    #: backend's connections on the way to the driver (SQLite's takes them as written).
    marks: Callable[[str], str]
    #: A migration step (:data:`store.sql.schema.MIGRATIONS`) in this database's spelling.
    ddl: Callable[[str], str]
    #: How this database runs a conditional write and the statements that must follow it only when it
    #: wrote a row as ONE statement (:data:`Fuse`), or None where it cannot (SQLite has no data-modifying
    #: ``WITH``). A plan that can use it yields the fused statement as :class:`Alone`.
    fuse: Fuse | None = None


def unchanged(sql: str) -> str:
    """The statement as written (SQLite's marks and spelling are the ones the SQL is written in)."""
    return sql


@dataclass
class Result:
    """What one statement of a :data:`Plan` gives back: its rows (a SELECT's, or an UPDATE's RETURNING)
    and how many rows it changed."""

    rows: list[Any] = field(default_factory=list)
    rowcount: int = -1

    def one(self) -> Any:
        return self.rows[0] if self.rows else None


@dataclass(frozen=True)
class Concern:
    """One stored concern, declared at the end of its module ``store/sql/<name>.py`` and registered by its
    name in :data:`store.sql.CONCERNS`: everything the store, its schema and the member sweep take from it.

    - ``interface``: its narrow interface, a :class:`typing.Protocol` of the methods it offers (each with
      the docstring saying what it promises), which the services that use only this concern depend on;
    - ``sql``: its SQL, a :class:`SqlCore` mixin implementing ``interface`` (the backends' store classes
      are composed of every concern's);
    - ``records``: the records (dataclasses) only it reads and writes, exported by :mod:`store`;
    - ``migrations``: the schema's steps it owns, keyed by their number in the whole schema
      (:func:`store.sql.schema.assemble` orders them and refuses a gap or a number owned twice);
    - ``member_columns`` and ``not_member_columns``: its columns that can hold a member's id and what
      deleting the member does to each, and those whose names only look so (:mod:`store.members`);
    - ``flow_kinds``: the kinds of flow its transactions write (:data:`store.FLOW_KINDS`);
    - ``member_data``: what it keeps about one member, as parts of their copy of their data and lines of
      ``/game privacy``'s overview (:class:`store.members.MemberData`; :mod:`core.privacy` builds both
      from every concern's);
    - ``tables``: its own tables and their columns, parents before children, which ``python -m bot
      migrate-db`` copies from one database to another (``bot/migrate_db.py``: the concerns older than
      this declaration are listed there, in the order the copy always took them; a concern added since
      declares its tables here, copied after those);
    - ``member_sample``: writes rows naming a member in each of its member columns, as the feature does
      (:data:`store.members.MemberSample`): the tests that put one member in every feature (the member
      columns, the download) call every concern's, so a new concern edits no test."""

    name: str
    interface: type
    sql: type[SqlCore]
    records: tuple[type, ...] = ()
    migrations: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    member_columns: tuple[MemberColumn, ...] = ()
    not_member_columns: Mapping[tuple[str, str], str] = field(default_factory=dict)
    flow_kinds: tuple[str, ...] = ()
    member_data: MemberData | None = None
    tables: tuple[tuple[str, tuple[str, ...]], ...] = ()
    member_sample: MemberSample | None = None


#: ``(sql, params)``: one statement with its parameters.
Statement = tuple[str, Sequence[Any]]
#: ``fuse(gate, then)``: one statement that runs ``gate`` (an UPDATE … RETURNING) and then each statement of
#: ``then`` only if ``gate`` wrote a row (all or nothing: one statement), giving ``gate``'s returned rows.
Fuse = Callable[[Statement, Sequence[Statement]], Statement]


class Alone(tuple):  # type: ignore[type-arg]
    """A plan's statement that is the whole of its transaction (the plan yields nothing after it): a
    backend may run it on its own, without BEGIN and COMMIT, since one statement is atomic."""

    __slots__ = ()


#: A write transaction written as a generator: it yields each statement, ``(sql, params)``, receives its
#: :class:`Result`, and returns the transaction's value. The backend runs it whole in one transaction
#: (:meth:`SqlCore._run_plan`): SQLite in one job of its connection's thread (one hand-off to that thread,
#: however many statements), PostgreSQL on one pooled connection. Anything it raises rolls it back.
Plan = Generator[tuple[str, Sequence[Any]], Result, Any]


class SqlCore(StoreLifecycle):
    """The state every SQL store keeps and the reads the concerns share. A backend supplies the
    connections: :meth:`transaction` (the write transaction every ``@writes`` method opens),
    :meth:`_read_all` (one read, outside any transaction), :meth:`execute`, the schema and the life cycle;
    and sets :attr:`dialect`."""

    dialect: ClassVar[Dialect]

    def __init__(self, path: str, clock: Callable[[], datetime] = utc_now) -> None:
        self.path = path
        self.clock = clock
        self.busy_wait = BUSY_WAIT_SECONDS

    def _now(self) -> str:
        return stamp(self.clock())

    async def _read_one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        rows = await self._read_all(sql, params)
        return rows[0] if rows else None

    async def scalar(self, sql: str, params: Sequence[Any] = ()) -> Any:
        row = await self._read_one(sql, params)
        return row[0] if row else None

    async def analyze(self) -> None:
        await self.execute("ANALYZE")

    async def _run_plan(self, plan: Plan) -> Any:
        """Run ``plan`` (a :data:`Plan`) as one write transaction and return its value. This one awaits
        each statement on the transaction's connection; a backend may run it faster (SQLite: in one
        job of its thread)."""
        async with self.transaction() as db:
            try:
                statement = next(plan)
                while True:
                    sql, params = statement
                    cursor = await db.execute(sql, params)
                    rows = await cursor.fetchall() if returns_rows(sql) else []
                    statement = plan.send(Result(list(rows), cursor.rowcount))
            except StopIteration as stop:
                return stop.value

    async def _write_one(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement as a write transaction of its own (one hand-off on SQLite, not three: BEGIN, the
        statement, COMMIT); returns how many rows it changed."""
        def plan() -> Plan:
            return (yield sql, params).rowcount

        return int(await self._run_plan(plan()))

    async def _read_many(self, queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[Any]]:
        """Several reads, each one's rows in order. A backend runs them together (SQLite: in one job of
        its reader's thread; PostgreSQL: on one pooled connection); this one reads them one by one."""
        return [await self._read_all(sql, params) for sql, params in queries]

    async def _apply_migration(self, db: Any, statements: Sequence[str]) -> None:
        """Inside the backend's migration transaction: one step of the schema, in this dialect."""
        for statement in statements:
            await db.execute(self.dialect.ddl(statement))


def returns_rows(sql: str) -> bool:
    head = sql.lstrip()[:6].upper()
    return head == "SELECT" or head.startswith("WITH") or " RETURNING " in sql.upper()


def prefixed(columns: str, alias: str) -> str:
    """``a, b`` as ``t.a, t.b``: a column list for a query that joins tables."""
    return ", ".join(f"{alias}.{column.strip()}" for column in columns.split(","))


def shard_filter(shards: Shards | None, guild_column: str, user_column: str) -> tuple[str, tuple[int, ...]]:
    """`` AND …`` keeping only rows of ``shards``, and its parameters (nothing when one process does all the
    work). The same arithmetic in SQLite and PostgreSQL (Discord ids are positive, so ``>>`` and ``%``
    agree with Python's :meth:`Shards.owns`)."""
    if shards is None:
        return "", ()
    marks = ", ".join("?" for _ in shards.ids)
    return (f" AND ((COALESCE({guild_column}, {user_column}) >> 22) % ?) IN ({marks})",
            (shards.count, *shards.ids))


#: A user's settings as :func:`user_settings_from_row` reads them (of ``user_settings`` alone).
USER_SETTINGS_COLUMNS = ("turn_reminders, quiet_start, quiet_end, timezone, language, client_locale, "
                         "text_only, headsup, digest_hour, digest_next_at, digest_last, confirm_reveals")


def user_settings_from_row(row: Sequence[Any]) -> UserSettings:
    """:data:`USER_SETTINGS_COLUMNS` as the record."""
    return UserSettings(bool(row[0]), row[1], row[2], row[3], row[4], row[5], bool(row[6]), bool(row[7]),
                        None if row[8] is None else int(row[8]), row[9], row[10], bool(row[11]))


#: A game's seated users in seat order, and its log's last action (number and text): read on their own,
#: inside a write transaction, or together with the game's row for a turn (``game_to_play``).
SEATED_USERS = "SELECT user_id FROM seats WHERE game_id = ? ORDER BY seat"
LOG_TIP = "SELECT seq, action FROM actions WHERE game_id = ? ORDER BY seq DESC LIMIT 1"

GAME_COLUMNS = (
    "id, guild_id, channel_id, game, options, seed, status, version, state, creator_id, "
    "lobby_message_id, board_message_id, created_at, updated_at, turn_start_state, snapshot_digest, "
    "rules_version, clock_seconds, on_timeout, handover_after, end_reason, last_move_at, clock_chosen, "
    "bank_increment, bank_cap, hints"
)
#: :data:`GAME_COLUMNS` of ``games g`` in a join.
G_GAME_COLUMNS = prefixed(GAME_COLUMNS, "g")


def game_from_row(row: Sequence[Any]) -> GameRecord:
    damaged = None
    try:
        options = json.loads(row[4])
        if not isinstance(options, dict) or not all(isinstance(v, str) for v in options.values()):
            raise ValueError("options are not a mapping of strings")
    except (TypeError, ValueError):
        options, damaged = {}, "options"
    return GameRecord(
        id=row[0], guild_id=row[1], channel_id=row[2], game=row[3], options=options,
        seed=row[5], status=row[6], version=row[7], state=row[8], creator_id=row[9],
        lobby_message_id=row[10], board_message_id=row[11], created_at=row[12], updated_at=row[13],
        turn_start_state=row[8] if row[14] is None else row[14], snapshot_digest=row[15],
        rules_version=int(row[16] or 1),
        clock_seconds=row[17], on_timeout=row[18] or "standin", handover_after=int(row[19] or 0),
        end_reason=row[20], last_move_at=row[21], damaged=damaged, clock_chosen=bool(row[22]),
        bank_increment=None if row[23] is None else int(row[23]),
        bank_cap=None if row[24] is None else int(row[24]),
        hints=None if row[25] is None else bool(row[25]),
    )


def action_from_row(r: Sequence[Any]) -> ActionRecord:
    return ActionRecord(int(r[0]), int(r[1]), str(r[2]), str(r[3]), int(r[4]), str(r[5]))


CLOCK_COLUMNS = ("game_id, seat, user_id, turn, started_at, deadline, half_at, tenth_at, paused_at, "
                 "half_sent, tenth_sent, muted, asked, banks")
#: :data:`CLOCK_COLUMNS` of ``clocks c`` in a join.
C_CLOCK_COLUMNS = prefixed(CLOCK_COLUMNS, "c")


def clock_from_row(row: Sequence[Any]) -> ClockRow:
    return ClockRow(int(row[0]), int(row[1]), int(row[2]), int(row[3]), str(row[4]), row[5], row[6], row[7],
                    row[8], bool(row[9]), bool(row[10]), bool(row[11]), int(row[12]),
                    banks_from_text(row[13]))


def banks_from_text(value: Any) -> tuple[int, ...] | None:
    """``clocks.banks`` as seconds per seat; None without a bank (or for a value this version cannot
    read: the banks then start again from the game's starting bank rather than break the clock)."""
    if not value:
        return None
    try:
        banks = json.loads(value)
    except (TypeError, ValueError):
        return None
    if not isinstance(banks, list) or not all(isinstance(x, int) and x >= 0 for x in banks):
        return None
    return tuple(banks)


RESULT_SEAT_COLUMNS = ("seat, user_id, score, place, won, standin, mu_before, sigma_before, mu_after, "
                       "sigma_after, standin_moves, board_won")


def result_seat_from_row(r: Sequence[Any]) -> ResultSeat:
    return ResultSeat(int(r[0]), int(r[1]), int(r[2]), int(r[3]), bool(r[4]), bool(r[5]),
                      None if r[6] is None else float(r[6]), None if r[7] is None else float(r[7]),
                      None if r[8] is None else float(r[8]), None if r[9] is None else float(r[9]),
                      int(r[10] or 0), None if r[11] is None else bool(r[11]))
