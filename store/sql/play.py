"""Play: the start of a game, its moves (and an undone one), the action log and the snapshot that saves
replaying it, and the claim of a computer's decision.

What each method promises is said once, on :class:`PlayStore` (the concern's interface); :class:`PlaySql` does
it in SQL. The module ends with the concern's schema steps and its :class:`~store.sql.core.Concern`.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from store.base import (
    KEEP_CLOCK,
    ActionRecord,
    ClockRow,
    GameRecord,
    StaleVersion,
    snapshot_digest,
    writes,
)
from store.sql.clocks import write_clock, write_clock_statement
from store.sql.core import (
    GAME_COLUMNS,
    LOG_TIP,
    SEATED_USERS,
    Alone,
    Concern,
    Plan,
    SqlCore,
    Statement,
    action_from_row,
    game_from_row,
)
from store.sql.outbox import announce_in, announce_statement


@dataclass(frozen=True)
class NewAction:
    """An action to append: who, the canonical text, the public line and the turn number it belongs to."""

    seat: int
    action: str
    description: str
    turn: int


class PlayStore(Protocol):
    """Play: the start, moves, the action log and the snapshot, the computers' decisions."""

    @abc.abstractmethod
    async def start_game(self, game_id: int, *, seed: int, state_json: str,
                         users: Sequence[int] | None = None, options: dict[str, str] | None = None,
                         rules_version: int = 1,
                         announcement: dict[str, Any] | None = None, clock: ClockRow | None = None,
                         clock_seconds: Any = KEEP_CLOCK, search_secret: int | None = None,
                         hints: bool | None = None) -> int:
        """Lobby -> active with the first snapshot; returns the new version.

        ``hints``: whether the coach's hints are allowed in the game, fixed from now on (None: the column
        is left as it is).

        ``clock_seconds``: the time per turn the game plays with, when it differs from the lobby's (a table
        of one human without a chosen clock); :data:`KEEP_CLOCK` keeps the lobby's. ``search_secret``: where
        the computer players' search seeds come from (see :meth:`search_secret`).

        ``users`` and ``options``: what ``state_json`` was set up for; the start is refused
        (:class:`StaleVersion`) unless the lobby holds exactly these seats and options at the moment of the
        transaction, so a game never starts with a seat or an option its state does not know. Raises
        :class:`StaleVersion` too when the game is no longer a lobby."""

    @abc.abstractmethod
    async def commit_action(self, game_id: int, *, expected_version: int, actions: Sequence[NewAction],
                            state_json: str, finished: bool, turn_completed: bool = True,
                            announcement: dict[str, Any] | None = None, clock: Any = KEEP_CLOCK,
                            by_standin: bool = False, expected_seq: int | None = None) -> int:
        """Append ``actions``, save the snapshot, bump the version and record ``announcement`` (what the
        bot must post about the move, see :meth:`pending_announcements`) in one transaction.

        ``expected_seq``: the number of the last logged action at ``expected_version``, when the caller
        read it with the game (the load does, to check the snapshot): the commit then needs no read
        before its writes. A wrong one is refused like a stale version.

        ``turn_completed``: the new state also becomes the start of the next turn. ``clock``: the clock of
        the seat the game waits for next (None: no seat waits, the game is over; :data:`KEEP_CLOCK`: the
        same seat decides on in the same turn, its clock runs on). A move a player made themselves (not
        ``by_standin``) ends their run of timed-out turns.

        Raises :class:`StaleVersion` (and stores nothing) when the stored version is not
        ``expected_version``. Returns the new version.
        """

    @abc.abstractmethod
    async def undo_action(self, game_id: int, *, expected_version: int, seq: int, state_json: str) -> int:
        """Take back the last action: delete its row, save ``state_json`` (the state before it) and bump the
        version, in one transaction. ``turn_start_state`` stays: an action that can be undone never
        completed a turn, so the turn still started where it did.

        Raises :class:`StaleVersion` (and changes nothing) when the stored version is not
        ``expected_version`` or ``seq`` is no longer the last action. Returns the new version.
        """

    @abc.abstractmethod
    async def replace_snapshot(self, game_id: int, version: int, state_json: str) -> bool:
        """Overwrite the snapshot of an active game with one rebuilt from the action log (the version does
        not change: same game). Only while the game is active at ``version``; returns whether it wrote."""

    @abc.abstractmethod
    async def log_tip(self, game_id: int) -> tuple[int, str]:
        """The number and text of the last logged action (0 and "" before the first)."""

    @abc.abstractmethod
    async def game_to_play(self, game_id: int) -> tuple[GameRecord, list[int], tuple[int, str]] | None:
        """What loading a game for a turn reads: its row, its seated users in seat order and its log's tip
        (as :meth:`log_tip`), in one hand-off to the store rather than three; None: no such game. Each
        part is what was committed when it was read (a commit in between is seen by the snapshot's
        digest, which then does not match the tip)."""

    @abc.abstractmethod
    async def actions(self, game_id: int, *, last: int | None = None) -> list[ActionRecord]:
        """The action log in order (only the ``last`` n when given)."""

    @abc.abstractmethod
    async def count_actions(self, game_id: int) -> int:
        """How many actions the game's log holds."""

    @abc.abstractmethod
    async def actions_slice(self, game_id: int, *, offset: int, limit: int) -> list[ActionRecord]:
        """``limit`` actions of the log in order, from the ``offset``-th (0: the first)."""

    @abc.abstractmethod
    async def actions_of_turn(self, game_id: int, turn: int) -> list[ActionRecord]:
        """The actions of one turn, in order."""

    @abc.abstractmethod
    async def last_action_at(self, game_id: int, seat: int) -> str | None:
        """When ``seat``'s last logged action was made (its stamp), None before its first: whether its
        player is still at the table (:data:`core.notify.RECENTLY_ACTED`)."""

    @abc.abstractmethod
    async def claim_decision(self, game_id: int, version: int, owner: str, now: str, until: str) -> bool:
        """Claim the decision a computer (or the stand-in) makes in ``game_id`` at ``version`` for
        ``owner`` (one process) until ``until``: True for one claimant, so one process searches. A claim
        whose time ran out (its process died mid-search) can be taken by another; the owner may renew
        its own. The game's version moves on with the move, which ends the claim."""

    @abc.abstractmethod
    async def release_decision(self, game_id: int, version: int, owner: str) -> None:
        """Give up ``owner``'s claim (its search or move failed): the next tick, in any process, may try."""

    @abc.abstractmethod
    async def search_secret(self, game_id: int, new: int) -> int:
        """The game's search secret (see migration 9); ``new`` becomes it for a game that has none yet
        (started before the secret existed). Every process reads back the one stored."""


async def tip_in(db: Any, game_id: int) -> tuple[int, str]:
    """Inside a write transaction: the number and text of the last logged action (0 and "" before the
    first)."""
    async with db.execute(LOG_TIP, (game_id,)) as cursor:
        row = await cursor.fetchone()
    return (int(row[0]), str(row[1])) if row else (0, "")


class PlaySql(SqlCore, PlayStore):
    """The start, moves, undo, the action log, the snapshot and computers' decisions."""

    @writes
    async def start_game(self, game_id: int, *, seed: int, state_json: str,
                         users: Sequence[int] | None = None, options: dict[str, str] | None = None,
                         rules_version: int = 1,
                         announcement: dict[str, Any] | None = None, clock: ClockRow | None = None,
                         clock_seconds: Any = KEEP_CLOCK, search_secret: int | None = None,
                         hints: bool | None = None) -> int:
        now = self._now()
        async with self.transaction() as db:
            async with db.execute(
                    f"SELECT status, options, version FROM games WHERE id = ?{self.dialect.for_update}",
                    (game_id,)
            ) as cursor:
                row = await cursor.fetchone()
            if row is None or row[0] != "lobby":
                raise StaleVersion("the game is no longer in its lobby")
            if options is not None and json.loads(row[1]) != options:
                raise StaleVersion("the lobby's options changed")
            if users is not None:
                async with db.execute(SEATED_USERS, (game_id,)) as cursor:
                    seated = [int(r[0]) for r in await cursor.fetchall()]
                if seated != list(users):
                    raise StaleVersion("the lobby's seats changed")
            version = int(row[2]) + 1
            await db.execute(
                "UPDATE games SET status = 'active', seed = ?, state = ?, turn_start_state = NULL, "
                "snapshot_digest = ?, rules_version = ?, version = ?, updated_at = ?, last_move_at = ? "
                "WHERE id = ?",
                (seed, state_json, snapshot_digest(state_json, 0, ""), rules_version, version,
                 now, now, game_id),
            )
            if clock_seconds is not KEEP_CLOCK:
                await db.execute("UPDATE games SET clock_seconds = ? WHERE id = ?", (clock_seconds, game_id))
            if search_secret is not None:
                await db.execute("UPDATE games SET search_secret = ? WHERE id = ?", (search_secret, game_id))
            if hints is not None:
                await db.execute("UPDATE games SET hints = ? WHERE id = ?", (int(hints), game_id))
            await write_clock(db, game_id, clock)
            if announcement is not None:
                await announce_in(db, game_id, version, announcement, now)
        return version

    @writes
    async def commit_action(self, game_id: int, *, expected_version: int, actions: Sequence[NewAction],
                            state_json: str, finished: bool, turn_completed: bool = True,
                            announcement: dict[str, Any] | None = None, clock: Any = KEEP_CLOCK,
                            by_standin: bool = False, expected_seq: int | None = None) -> int:
        return await self._run_plan(self._commit_plan(
            game_id, expected_version, actions, state_json, finished, turn_completed, announcement, clock,
            by_standin, self._now(), expected_seq))

    def _commit_plan(self, game_id: int, expected_version: int, actions: Sequence[NewAction],
                     state_json: str, finished: bool, turn_completed: bool,
                     announcement: dict[str, Any] | None, clock: Any, by_standin: bool, now: str,
                     expected_seq: int | None = None) -> Plan:
        """:meth:`commit_action` as one transaction of few statements: the game's row written
        once (snapshot, digest, version, status, times) by one UPDATE that is also the version check (and
        the row lock, in PostgreSQL) and reads the mover's timed-out turns in a row, the actions in one
        INSERT; then the mover's seat only when it changes, the clock only when it changes, the
        announcement when there is one. Without ``expected_seq`` (or without actions, whose digest needs
        the last action's text) the row and the log's tip are read first, under the row's lock."""
        seat = actions[0].seat if actions else -1
        stale = StaleVersion(f"game {game_id} is not at version {expected_version}")
        read_first = expected_seq is None or not actions
        if read_first:
            row = (yield (
                "SELECT version, status, (SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?) "
                f"FROM games WHERE id = ?{self.dialect.for_update}", (game_id, game_id))).one()
            if row is None or int(row[0]) != expected_version or row[1] != "active":
                raise stale
            seq = int(row[2])
            check, check_params = "", ()
        else:
            seq = expected_seq
            # The log's tip must be the one the caller read: nothing after it, and it exists.
            check = (" AND NOT EXISTS (SELECT 1 FROM actions WHERE game_id = ? AND seq > ?) "
                     "AND (? = 0 OR EXISTS (SELECT 1 FROM actions WHERE game_id = ? AND seq = ?))")
            check_params = (game_id, seq, seq, game_id, seq)
        if actions:
            last = actions[-1].action
        else:
            tip = (yield ("SELECT action FROM actions WHERE game_id = ? AND seq = ?", (game_id, seq))).one()
            last = str(tip[0]) if tip else ""
        digest = snapshot_digest(state_json, seq + len(actions), last)
        sql = ("UPDATE games SET state = ?, snapshot_digest = ?, version = ?, status = ?, updated_at = ?, "
               "last_move_at = ?")
        params: list[Any] = [state_json, digest, expected_version + 1,
                             "finished" if finished else "active", now, now]
        # The state the turn began from is written once, never a second copy of the snapshot: NULL says
        # "the turn begins at the current state" (a completed turn); a move within a turn keeps the one
        # stored, or the state before this move when NULL (the right-hand side reads the row as it was).
        if turn_completed:
            sql += ", turn_start_state = NULL"
        else:
            sql += ", turn_start_state = COALESCE(turn_start_state, state)"
        gate = (f"{sql} WHERE id = ? AND version = ? AND status = 'active'{check} "
                "RETURNING (SELECT timeouts_in_row FROM seats WHERE game_id = ? AND seat = ?)",
                (*params, game_id, expected_version, *check_params, game_id, seat))
        # What follows the UPDATE, each only when it wrote the row. The mover's seat: a stand-in's moves
        # counted, or the timed-out turns in a row reset (only when there are some: the condition is the
        # statement's own, the same on the row the UPDATE's RETURNING read).
        then: list[Statement] = []
        reset: Statement | None = None
        if actions:
            then.append((
                "INSERT INTO actions (game_id, seq, seat, action, description, turn, at) VALUES "
                + ", ".join("(?, ?, ?, ?, ?, ?, ?)" for _ in actions),
                tuple(value for number, new in enumerate(actions, start=seq + 1)
                      for value in (game_id, number, new.seat, new.action, new.description, new.turn, now))))
            if by_standin:
                then.append(("UPDATE seats SET standin_moves = standin_moves + ? "
                             "WHERE game_id = ? AND seat = ?", (len(actions), game_id, seat)))
            else:
                reset = ("UPDATE seats SET timeouts_in_row = 0 WHERE game_id = ? AND seat = ? "
                         "AND timeouts_in_row <> 0", (game_id, seat))
                then.append(reset)
        if clock is not KEEP_CLOCK:
            then.append(write_clock_statement(game_id, clock))
        if announcement is not None:
            then.append(announce_statement(game_id, expected_version + 1, announcement, now))
        if self.dialect.fuse is not None and not read_first:
            # PostgreSQL, the caller knowing the log's tip: nothing was read before, so the whole commit is
            # ONE statement, run alone (atomic without BEGIN and COMMIT: one round trip, not four or more).
            # Its parts all see the rows as they were before it; the seat's reset reads its own row.
            written = yield Alone(self.dialect.fuse(gate, then))
            if len(written.rows) != 1:
                raise stale
            return expected_version + 1
        written = yield gate
        if len(written.rows) != 1:
            raise stale
        timeouts = written.rows[0][0]
        for statement in then:
            if statement is not reset or timeouts:  # no turn timed out: no seat to reset, one statement fewer
                yield statement
        return expected_version + 1

    async def _last_seq_at_version(self, db: Any, game_id: int, expected_version: int) -> int:
        """Inside a write transaction: the last action's sequence number (0 for none), after checking
        that the game is active at ``expected_version``; raises :class:`StaleVersion` otherwise. The read
        of the game's row locks it where the backend needs that (:attr:`Dialect.for_update`): the version
        check and the writes that follow are one step for every other writer, in any process."""
        async with db.execute(f"SELECT version, status FROM games WHERE id = ?{self.dialect.for_update}",
                              (game_id,)) as cursor:
            row = await cursor.fetchone()
        if row is None or int(row[0]) != expected_version or row[1] != "active":
            raise StaleVersion(f"game {game_id} is not at version {expected_version}")
        async with db.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ?", (game_id,)
        ) as cursor:
            last = await cursor.fetchone()
        return int(last[0]) if last else 0

    @writes
    async def undo_action(self, game_id: int, *, expected_version: int, seq: int, state_json: str) -> int:
        now = self._now()
        async with self.transaction() as db:
            if await self._last_seq_at_version(db, game_id, expected_version) != seq:
                raise StaleVersion(f"action {seq} is not the last one of game {game_id}")
            await db.execute("DELETE FROM actions WHERE game_id = ? AND seq = ?", (game_id, seq))
            tip, last = await tip_in(db, game_id)
            await self._save_snapshot(db, game_id, state_json, snapshot_digest(state_json, tip, last),
                                      False, now)
        return expected_version + 1

    async def _save_snapshot(self, db: Any, game_id: int, state_json: str, digest: str,
                             finished: bool, now: str) -> None:
        # The undo's snapshot write (a move writes its snapshot in the UPDATE of its plan, _commit_plan).
        status = "finished" if finished else "active"
        await db.execute(
            "UPDATE games SET state = ?, snapshot_digest = ?, version = version + 1, status = ?, "
            "updated_at = ? WHERE id = ?",
            (state_json, digest, status, now, game_id),
        )

    @writes
    async def replace_snapshot(self, game_id: int, version: int, state_json: str) -> bool:
        async with self.transaction() as db:
            seq, last = await tip_in(db, game_id)
            cursor = await db.execute(
                "UPDATE games SET state = ?, snapshot_digest = ?, updated_at = ? "
                "WHERE id = ? AND version = ? AND status = 'active'",
                (state_json, snapshot_digest(state_json, seq, last), self._now(), game_id, version),
            )
            return cursor.rowcount == 1

    async def game_to_play(self, game_id: int) -> tuple[GameRecord, list[int], tuple[int, str]] | None:
        games, seats, tip = await self._read_many([
            (f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)),
            (SEATED_USERS, (game_id,)),
            (LOG_TIP, (game_id,)),
        ])
        if not games:
            return None
        return (game_from_row(games[0]), [int(row[0]) for row in seats],
                (int(tip[0][0]), str(tip[0][1])) if tip else (0, ""))

    async def log_tip(self, game_id: int) -> tuple[int, str]:
        row = await self._read_one(
            LOG_TIP, (game_id,)
        )
        return (int(row[0]), str(row[1])) if row else (0, "")

    async def actions(self, game_id: int, *, last: int | None = None) -> list[ActionRecord]:
        if last is None:
            query = ("SELECT seq, seat, action, description, turn, at FROM actions WHERE game_id = ? "
                     "ORDER BY seq")
            params: tuple[Any, ...] = (game_id,)
        else:
            query = ("SELECT * FROM (SELECT seq, seat, action, description, turn, at FROM actions "
                     "WHERE game_id = ? ORDER BY seq DESC LIMIT ?) AS recent ORDER BY seq")
            params = (game_id, last)
        return [action_from_row(r) for r in await self._read_all(query, params)]

    async def count_actions(self, game_id: int) -> int:
        row = await self._read_one("SELECT COUNT(*) FROM actions WHERE game_id = ?", (game_id,))
        return int(row[0]) if row else 0

    async def actions_slice(self, game_id: int, *, offset: int, limit: int) -> list[ActionRecord]:
        rows = await self._read_all(
            "SELECT seq, seat, action, description, turn, at FROM actions WHERE game_id = ? ORDER BY seq "
            "LIMIT ? OFFSET ?", (game_id, limit, offset))
        return [action_from_row(r) for r in rows]

    async def actions_of_turn(self, game_id: int, turn: int) -> list[ActionRecord]:
        rows = await self._read_all(
            "SELECT seq, seat, action, description, turn, at FROM actions WHERE game_id = ? AND turn = ? "
            "ORDER BY seq", (game_id, turn),
        )
        return [action_from_row(r) for r in rows]

    async def last_action_at(self, game_id: int, seat: int) -> str | None:
        row = await self._read_one("SELECT MAX(at) FROM actions WHERE game_id = ? AND seat = ?",
                                   (game_id, seat))
        return str(row[0]) if row and row[0] is not None else None

    @writes
    async def claim_decision(self, game_id: int, version: int, owner: str, now: str, until: str) -> bool:
        async with self.transaction() as db:
            cursor = await db.execute(
                "UPDATE games SET decision_version = ?, decision_owner = ?, decision_until = ? "
                "WHERE id = ? AND version = ? AND status = 'active' AND (decision_version IS NULL "
                "OR decision_version != ? OR decision_owner = ? OR decision_until IS NULL "
                "OR decision_until <= ?)",
                (version, owner, until, game_id, version, version, owner, now))
            return cursor.rowcount == 1

    @writes
    async def release_decision(self, game_id: int, version: int, owner: str) -> None:
        async with self.transaction() as db:
            await db.execute(
                "UPDATE games SET decision_until = NULL WHERE id = ? AND decision_version = ? "
                "AND decision_owner = ?", (game_id, version, owner))

    @writes
    async def search_secret(self, game_id: int, new: int) -> int:
        row = await self._read_one("SELECT search_secret FROM games WHERE id = ?", (game_id,))
        if row is not None and row[0] is not None:
            return int(row[0])
        async with self.transaction() as db:
            await db.execute("UPDATE games SET search_secret = ? WHERE id = ? AND search_secret IS NULL",
                             (new, game_id))
            async with db.execute("SELECT search_secret FROM games WHERE id = ?", (game_id,)) as cursor:
                row = await cursor.fetchone()
        return int(row[0]) if row is not None and row[0] is not None else new


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 3: the state when the current turn began, so hands are compared over a whole turn (DMs go out once
    # per turn to the players whose private view changed, not after every decision).
    3: ("ALTER TABLE games ADD COLUMN turn_start_state TEXT",),
    # 4: reliability and rules versions. The snapshot's digest ties it to the log it reflects (NULL for
    # snapshots written before: they are checked once by replaying). The rules version a game started
    # under (every game stored before this schema started under version 1). The outbox: what must be
    # announced about a committed move, written in the move's transaction and marked once delivered, so a
    # crash between the commit and the board post is made good at the next start.
    4: (
        "ALTER TABLE games ADD COLUMN snapshot_digest TEXT",
        "ALTER TABLE games ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1",
        """
        CREATE TABLE outbox (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            version INTEGER NOT NULL,
            payload TEXT NOT NULL,
            created_at TEXT NOT NULL,
            delivered_at TEXT
        )
        """,
        "CREATE INDEX outbox_pending ON outbox(game_id) WHERE delivered_at IS NULL",
    ),
    # 9: async play you can trust. Whether the lobby's time per turn was chosen (a table of one
    # human without a chosen clock starts without one); a per-game secret the computer players' search seeds
    # come from (never the set-up seed, from which a search could rebuild the hidden deal); the claim of a
    # computer's or the stand-in's decision, so one process searches it (``decision_*``: the version
    # claimed, by whom, until when); how many decisions the stand-in made for each seat (shown with a result
    # it played a part of); whether a player was told their time away ended.
    9: (
        "ALTER TABLE games ADD COLUMN clock_chosen INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE games ADD COLUMN search_secret INTEGER",
        "ALTER TABLE games ADD COLUMN decision_version INTEGER",
        "ALTER TABLE games ADD COLUMN decision_owner TEXT",
        "ALTER TABLE games ADD COLUMN decision_until TEXT",
        "ALTER TABLE seats ADD COLUMN standin_moves INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE result_seats ADD COLUMN standin_moves INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE vacations ADD COLUMN notified INTEGER NOT NULL DEFAULT 0",
        # Time away that ended before this schema was told in the old way (not at all): nothing to send.
        "UPDATE vacations SET notified = 1",
    ),
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
CONCERN = Concern(
    "play", PlayStore, PlaySql,
    records=(NewAction,),
    migrations=MIGRATIONS,
)
