"""Handing a seat over: the offers of a seat to a member (by its player, or by the table for a seat the
stand-in has kept for good), their votes, acceptance, refusal and expiry, and the accepted ones kept as the
record of who held each seat from which turn.

One table, ``handovers`` (schema step 28): an offer is open while its ``state`` is ``voting`` (a table's
proposal waiting for a majority) or ``offered`` (waiting for the member's answer), at most one open offer per
seat (a partial unique index), found by the periodic work through a partial index on ``expires_at`` when it
runs out. Acceptance is one transaction: the offer claimed (only an ``offered`` one, for the member it names,
not run out), the seat's player changed (only if the seat still has the player the offer was made for), the
clock waiting for the seat moved to its new player, and the follow-up's flow written (the channel's post and
the hand's DM: ``FLOW_HANDOVER``), so a double press or two processes accept once.

:class:`HandoverStore` is what the service (``core/handover.py``) needs of a store: those methods only,
each one's promise said once there; :class:`HandoverSql` is how it is done in SQL.
"""

from __future__ import annotations

import abc
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from store.base import ClockRow, writes
from store.members import SEAT_MARKER, MemberColumn, MemberData, MemberPart
from store.sql.clocks import next_due_sql, write_clock_statement
from store.sql.core import Concern, Plan, SqlCore, Statement
from store.sql.flows import flow_statement

#: A seat handed over: each offer's post, the acceptance's post and DM, an expiry's post.
FLOW_HANDOVER = "handover"
#: The states of an offer still waiting for someone.
OPEN_STATES = ("voting", "offered")
HANDOVER_COLUMNS = ("id, game_id, seat, from_user_id, to_user_id, offered_by, by_table, voters, state, turn, "
                    "standin_moves, created_at, expires_at, decided_at")


@dataclass(frozen=True)
class Handover:
    """One offer of a seat (see the module). ``from_user_id``: the seat's player when it was offered (the one
    who leaves); ``offered_by``: who offered it (that player, or the table's member who proposed it);
    ``by_table``: offered by the table for a seat the stand-in kept; ``voters``: who agreed (a table's
    offer); ``turn``: the game's completed turns when it was accepted; ``standin_moves``: the stand-in's
    decisions for the seat up to then (its counter starts again for the new player)."""

    id: int
    game_id: int
    seat: int
    from_user_id: int
    to_user_id: int
    offered_by: int
    by_table: bool
    voters: tuple[int, ...]
    state: str
    turn: int | None
    standin_moves: int
    created_at: str
    expires_at: str
    decided_at: str | None

    @property
    def open(self) -> bool:
        return self.state in OPEN_STATES


def handover_from_row(row: Sequence[Any]) -> Handover:
    try:
        voters = tuple(int(v) for v in json.loads(row[7] or "[]"))
    except (ValueError, TypeError):
        voters = ()
    return Handover(int(row[0]), int(row[1]), int(row[2]), int(row[3]), int(row[4]), int(row[5]),
                    bool(row[6]), voters, str(row[8]), None if row[9] is None else int(row[9]),
                    int(row[10] or 0), str(row[11]), str(row[12]), None if row[13] is None else str(row[13]))


def close_offers_statement(game_id: int, now: str) -> Statement:
    """The statement closing a game's open offers when the game ends (finished, cancelled, ended by vote,
    abandoned): each marked ``expired`` (it ended unanswered), so nobody can accept or agree to it after.
    Written by the transaction that ends the game (``store/sql/games.py``, ``privacy.py``); only for a game
    no longer in play, so a statement run early changes nothing."""
    return ("UPDATE handovers SET state = 'expired', decided_at = ? WHERE game_id = ? "
            "AND state IN ('voting', 'offered') "
            "AND EXISTS (SELECT 1 FROM games g WHERE g.id = handovers.game_id AND g.status <> 'active')",
            (now, game_id))


class AcceptRefused(Exception):
    """An acceptance the database refused, rolled back: ``reason`` is ``gone`` (the offer is no longer open
    for this member, or ran out), ``over`` (its game is not in play any more), ``moved`` (the seat no
    longer has the player it was offered for), ``seated`` (the member sits at this table already) or
    ``busy`` (a decision for the seat is being made now)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class HandoverStore(Protocol):
    """What the handover service needs of a store, each method's promise said once here (``HandoverSql``
    below does it in SQL)."""

    @abc.abstractmethod
    async def offer_handover(self, game_id: int, seat: int, *, from_user_id: int, to_user_id: int,
                             offered_by: int, by_table: bool, voting: bool, expires_at: str,
                             guild_id: int | None) -> Handover | None:
        """A new open offer of ``seat`` (``voting``: a table's proposal waiting for its majority, else
        offered to the member at once), with its flow (the proposal's or the offer's post); None when the
        seat has an open offer already or no longer has ``from_user_id``."""
        ...

    @abc.abstractmethod
    async def vote_handover(self, handover_id: int, user_id: int, *, decided: bool,
                            guild_id: int | None) -> Handover | None:
        """``user_id`` agrees to a table's proposal (once: a second vote changes nothing); ``decided``
        (the service counted the majority with this vote, or the creator agreed): the offer goes to the
        member now, with its post's flow. None when the proposal is no longer open for votes."""
        ...

    @abc.abstractmethod
    async def accept_handover(self, handover_id: int, user_id: int, *, turn: int, guild_id: int | None,
                              now: str, clock: ClockRow | None = None) -> Handover:
        """The member accepts: in one transaction the offer claimed, the seat's player changed (the
        stand-in's hold and counters of the seat start again for them), the clock waiting for the seat
        moved to them (``clock``: the seat is to play, and its new player's turn starts now with this
        clock), the leaver's votes to end the game dropped, the game's creator's part passed on with the
        creator's seat, and the follow-up's flow written. Raises
        :class:`AcceptRefused` (nothing written) when any of it cannot be: a double press, or two
        processes, accept once."""
        ...

    @abc.abstractmethod
    async def refuse_handover(self, handover_id: int, user_id: int) -> Handover | None:
        """The member refuses an offer made to them; None when it is no longer theirs to answer."""
        ...

    @abc.abstractmethod
    async def expire_handovers(self, now: str, *, limit: int = 100) -> list[Handover]:
        """Every open offer run out by ``now`` (at most ``limit``), marked expired, each with its flow (the
        channel told once); found through the partial index of the open offers (a tick with none due only
        reads it)."""
        ...

    @abc.abstractmethod
    async def close_handovers(self, game_id: int, now: str) -> int:
        """Close every open offer of a game that is no longer in play (finished, cancelled, ended by vote):
        each marked ``expired``, with no flow (the game's end said everything); how many. Nothing changes
        while the game is in play."""
        ...

    @abc.abstractmethod
    async def get_handover(self, handover_id: int) -> Handover | None:
        """One offer by its id, whatever its state."""
        ...

    @abc.abstractmethod
    async def open_handover(self, game_id: int, seat: int) -> Handover | None:
        """The seat's open offer (a proposal or an offer waiting for its answer), if any."""
        ...

    @abc.abstractmethod
    async def seat_handovers(self, game_id: int) -> list[Handover]:
        """The game's accepted handovers, in the order they happened: who held each seat from which turn."""
        ...

    @abc.abstractmethod
    async def seated_near(self, guild_id: int | None, channel_ids: Sequence[int], user_id: int,
                          except_game: int) -> bool:
        """Whether ``user_id`` has a seat in an open game (a lobby or in play) of one of ``channel_ids``
        (a channel and its threads) other than ``except_game``."""
        ...

    @abc.abstractmethod
    async def handovers_of(self, user_id: int) -> list[Handover]:
        """Every offer naming ``user_id``: they left the seat, were offered it, offered it, or agreed to it
        (their own data: ``/game privacy``'s copy)."""
        ...


class HandoverSql(SqlCore, HandoverStore):
    """The offers of seats (see the module)."""

    @writes
    async def offer_handover(self, game_id: int, seat: int, *, from_user_id: int, to_user_id: int,
                             offered_by: int, by_table: bool, voting: bool, expires_at: str,
                             guild_id: int | None) -> Handover | None:
        """A new open offer of ``seat`` (``voting``: a table's proposal waiting for its majority, else
        offered to the member at once), with its flow (the proposal's or the offer's post); None when the
        seat has an open offer already (the partial unique index) or no longer has ``from_user_id``."""
        now = self._now()
        state = "voting" if voting else "offered"

        def plan() -> Plan:
            held = yield ("SELECT 1 FROM seats WHERE game_id = ? AND seat = ? AND user_id = ?",
                          (game_id, seat, from_user_id))
            if not held.rows:
                return None
            taken = yield ("SELECT 1 FROM handovers WHERE game_id = ? AND seat = ? "
                           "AND state IN ('voting', 'offered')", (game_id, seat))
            if taken.rows:
                return None
            made = yield ("INSERT INTO handovers (game_id, seat, from_user_id, to_user_id, offered_by, "
                          "by_table, voters, state, created_at, expires_at) "
                          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                          (game_id, seat, from_user_id, to_user_id, offered_by, int(by_table),
                           json.dumps([offered_by] if by_table else []), state, now, expires_at))
            handover_id = int(made.rows[0][0])
            yield flow_statement(FLOW_HANDOVER, f"{state}:{handover_id}", guild_id=guild_id, user_id=None,
                                 payload={"handover": handover_id, "event": state}, now=now)
            row = yield (f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE id = ?", (handover_id,))
            return handover_from_row(row.rows[0])

        return await self._run_plan(plan())

    @writes
    async def vote_handover(self, handover_id: int, user_id: int, *, decided: bool,
                            guild_id: int | None) -> Handover | None:
        """``user_id`` agrees to a table's proposal (once: a second vote changes nothing); ``decided``
        (the service counted the majority with this vote, or the creator agreed): the offer goes to the
        member now, with its post's flow. None when the proposal is no longer open for votes."""
        now = self._now()

        def plan() -> Plan:
            found = yield (f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE id = ? AND state = 'voting' "
                           "AND EXISTS (SELECT 1 FROM games g WHERE g.id = handovers.game_id "
                           f"AND g.status = 'active'){self.dialect.for_update}", (handover_id,))
            if not found.rows:
                return None
            current = handover_from_row(found.rows[0])
            voters = sorted(set(current.voters) | {user_id})
            state = "offered" if decided else "voting"
            changed = yield ("UPDATE handovers SET voters = ?, state = ? WHERE id = ? AND state = 'voting'",
                             (json.dumps(voters), state, handover_id))
            if changed.rowcount != 1:
                return None
            if decided:
                yield flow_statement(FLOW_HANDOVER, f"offered:{handover_id}", guild_id=guild_id, user_id=None,
                                     payload={"handover": handover_id, "event": "offered"}, now=now)
            row = yield (f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE id = ?", (handover_id,))
            return handover_from_row(row.rows[0])

        return await self._run_plan(plan())

    @writes
    async def accept_handover(self, handover_id: int, user_id: int, *, turn: int, guild_id: int | None,
                              now: str, clock: ClockRow | None = None) -> Handover:
        """The member accepts: in one transaction the offer claimed, the seat's player changed (the
        stand-in's hold and counters of the seat start again for them), the clock waiting for the seat
        moved to them (``clock``: the seat is to play, and its new player's turn starts now with this
        clock), the leaver's votes to end the game dropped, and the follow-up's flow written. Raises
        :class:`AcceptRefused` (nothing written) when any of it cannot be."""

        def plan() -> Plan:
            found = yield (f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE id = ?{self.dialect.for_update}",
                           (handover_id,))
            if not found.rows:
                raise AcceptRefused("gone")
            offer = handover_from_row(found.rows[0])
            if offer.state != "offered" or offer.to_user_id != user_id or offer.expires_at <= now:
                raise AcceptRefused("gone")
            # A game over (however it ended, even in another process a moment ago) takes no new player.
            game = yield (f"SELECT status FROM games WHERE id = ?{self.dialect.for_update}", (offer.game_id,))
            if not game.rows or game.rows[0][0] != "active":
                raise AcceptRefused("over")
            seated = yield ("SELECT 1 FROM seats WHERE game_id = ? AND user_id = ?", (offer.game_id, user_id))
            if seated.rows:
                raise AcceptRefused("seated")
            # A decision for the seat being searched now (the stand-in's, perhaps in another process) would
            # be played for the new holder: the member presses again once it is made.
            busy = yield ("SELECT 1 FROM games g LEFT JOIN clocks c ON c.game_id = g.id WHERE g.id = ? "
                          "AND g.decision_version = g.version AND g.decision_until > ? "
                          "AND (c.game_id IS NULL OR c.seat = ?)", (offer.game_id, now, offer.seat))
            if busy.rows:
                raise AcceptRefused("busy")
            seat = yield ("SELECT standin_moves FROM seats WHERE game_id = ? AND seat = ? AND user_id = ?",
                          (offer.game_id, offer.seat, offer.from_user_id))
            if not seat.rows:
                raise AcceptRefused("moved")
            claimed = yield ("UPDATE handovers SET state = 'accepted', turn = ?, standin_moves = ?, "
                             "decided_at = ? WHERE id = ? AND state = 'offered'",
                             (turn, int(seat.rows[0][0] or 0), now, handover_id))
            if claimed.rowcount != 1:
                raise AcceptRefused("gone")
            moved = yield ("UPDATE seats SET user_id = ?, standin = 0, standin_moves = 0, "
                           "timeouts_in_row = 0 WHERE game_id = ? AND seat = ? AND user_id = ?",
                           (user_id, offer.game_id, offer.seat, offer.from_user_id))
            if moved.rowcount != 1:
                raise AcceptRefused("moved")
            # The seat's clock now waits for its new player (and is due again if the stand-in had it).
            if clock is not None and clock.seat == offer.seat and clock.user_id == user_id:
                yield write_clock_statement(offer.game_id, clock)
            else:
                yield (f"UPDATE clocks SET user_id = ?, next_due = {next_due_sql()} "
                       "WHERE game_id = ? AND seat = ?",
                       (user_id, offer.game_id, offer.seat))
            yield ("DELETE FROM votes WHERE game_id = ? AND user_id = ?", (offer.game_id, offer.from_user_id))
            # The game's creator who hands their seat over hands over what the creator decides with it (the
            # table's offers, aborting): someone no longer at the table keeps no say over it.
            yield ("UPDATE games SET creator_id = ? WHERE id = ? AND creator_id = ?",
                   (user_id, offer.game_id, offer.from_user_id))
            yield flow_statement(FLOW_HANDOVER, f"accepted:{handover_id}", guild_id=guild_id, user_id=None,
                                 payload={"handover": handover_id, "event": "accepted"}, now=now)
            row = yield (f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE id = ?", (handover_id,))
            return handover_from_row(row.rows[0])

        return await self._run_plan(plan())

    @writes
    async def refuse_handover(self, handover_id: int, user_id: int) -> Handover | None:
        """The member refuses an offer made to them; None when it is no longer theirs to answer."""
        now = self._now()

        def plan() -> Plan:
            changed = yield ("UPDATE handovers SET state = 'refused', decided_at = ? WHERE id = ? "
                             "AND state = 'offered' AND to_user_id = ?", (now, handover_id, user_id))
            if changed.rowcount != 1:
                return None
            row = yield (f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE id = ?", (handover_id,))
            return handover_from_row(row.rows[0])

        return await self._run_plan(plan())

    @writes
    async def expire_handovers(self, now: str, *, limit: int = 100) -> list[Handover]:
        """Every open offer run out by ``now`` (at most ``limit``), marked expired, each with its flow (the
        channel told once); found through the partial index on ``expires_at`` (a tick with none due only
        reads it)."""
        due_now = await self._read_one("SELECT 1 FROM handovers WHERE state IN ('voting', 'offered') "
                                       "AND expires_at <= ? LIMIT 1", (now,))
        if due_now is None:
            return []

        def plan() -> Plan:
            due = yield (f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE state IN ('voting', 'offered') "
                         "AND expires_at <= ? ORDER BY expires_at LIMIT ?", (now, limit))
            expired: list[Handover] = []
            for row in due.rows:
                offer = handover_from_row(row)
                changed = yield ("UPDATE handovers SET state = 'expired', decided_at = ? WHERE id = ? "
                                 "AND state IN ('voting', 'offered')", (now, offer.id))
                if changed.rowcount != 1:
                    continue
                guild = yield ("SELECT guild_id FROM games WHERE id = ?", (offer.game_id,))
                yield flow_statement(FLOW_HANDOVER, f"expired:{offer.id}",
                                     guild_id=guild.rows[0][0] if guild.rows else None, user_id=None,
                                     payload={"handover": offer.id, "event": "expired"}, now=now)
                expired.append(offer)
            return expired

        return await self._run_plan(plan())

    @writes
    async def close_handovers(self, game_id: int, now: str) -> int:
        return await self._write_one(*close_offers_statement(game_id, now))

    async def get_handover(self, handover_id: int) -> Handover | None:
        row = await self._read_one(f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE id = ?", (handover_id,))
        return handover_from_row(row) if row else None

    async def open_handover(self, game_id: int, seat: int) -> Handover | None:
        row = await self._read_one(f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE game_id = ? AND seat = ? "
                                   "AND state IN ('voting', 'offered')", (game_id, seat))
        return handover_from_row(row) if row else None

    async def seat_handovers(self, game_id: int) -> list[Handover]:
        """The game's accepted handovers, in the order they happened: who held each seat from which turn."""
        rows = await self._read_all(f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE game_id = ? "
                                    "AND state = 'accepted' ORDER BY turn, decided_at, id", (game_id,))
        return [handover_from_row(row) for row in rows]

    async def seated_near(self, guild_id: int | None, channel_ids: Sequence[int], user_id: int,
                          except_game: int) -> bool:
        """Whether ``user_id`` has a seat in an open game (a lobby or in play) of one of ``channel_ids``
        (a channel and its threads) other than ``except_game``."""
        if not channel_ids:
            return False
        marks = ", ".join("?" for _ in channel_ids)
        row = await self._read_one(
            "SELECT 1 FROM seats s JOIN games g ON g.id = s.game_id WHERE s.user_id = ? AND g.id != ? "
            f"AND g.status IN ('lobby', 'active') AND g.channel_id IN ({marks})",
            (user_id, except_game, *channel_ids))
        return row is not None

    async def handovers_of(self, user_id: int) -> list[Handover]:
        """Every offer naming ``user_id``: they left the seat, were offered it, offered it, or agreed to it
        (their own data: ``/game privacy``'s copy)."""
        rows = await self._read_all(
            f"SELECT {HANDOVER_COLUMNS} FROM handovers WHERE from_user_id = ? OR to_user_id = ? "
            "OR offered_by = ? OR voters LIKE ? ORDER BY id", (user_id, user_id, user_id, f"%{user_id}%"))
        found = [handover_from_row(row) for row in rows]
        return [h for h in found if user_id in (h.from_user_id, h.to_user_id, h.offered_by)
                or user_id in h.voters]


#: The schema's steps this concern owns, by their number in the whole schema (:mod:`store.sql.schema`).
MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 28: the offers of a seat to a member, by its player or by the table for a seat the stand-in kept for
    # good, and the accepted ones, kept as the record of who held each seat from which turn. At most one
    # open offer per seat; the periodic work finds the offers that ran out through a partial index.
    28: (
        """
        CREATE TABLE handovers (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            from_user_id INTEGER NOT NULL,
            to_user_id INTEGER NOT NULL,
            offered_by INTEGER NOT NULL,
            by_table INTEGER NOT NULL DEFAULT 0,
            voters TEXT NOT NULL DEFAULT '[]',
            state TEXT NOT NULL CHECK (state IN ('voting', 'offered', 'accepted', 'refused', 'expired')),
            turn INTEGER,
            standin_moves INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL,
            expires_at TEXT NOT NULL,
            decided_at TEXT
        )
        """,
        "CREATE UNIQUE INDEX handovers_one_open ON handovers(game_id, seat) "
        "WHERE state IN ('voting', 'offered')",
        "CREATE INDEX handovers_due ON handovers(expires_at) WHERE state IN ('voting', 'offered')",
        "CREATE INDEX handovers_by_game ON handovers(game_id, state)",
        "CREATE INDEX handovers_to_user ON handovers(to_user_id)",
        "CREATE INDEX handovers_from_user ON handovers(from_user_id)",
    ),
}

#: The concern, registered by its name in :data:`store.sql.CONCERNS`.
async def _member_data(store: HandoverStore, user_id: int) -> dict[str, Any]:
    """The offers of seats that name the member (``core/handover.py``): which game and seat, what they
    were in it, how it ended and from which turn; never the other members' ids."""
    found = await store.handovers_of(user_id)
    return {"seat_handovers": [
        {"game_id": h.game_id, "seat": h.seat + 1,
         "you": [role for role, user in (("left the seat", h.from_user_id),
                                         ("were offered the seat", h.to_user_id),
                                         ("offered the seat", h.offered_by)) if user == user_id]
         + (["agreed to the table's offer"] if user_id in h.voters else []),
         "by_the_table": h.by_table, "state": h.state, "from_turn": h.turn,
         "offered_at": h.created_at, "answered_at": h.decided_at} for h in found]}


CONCERN = Concern(
    "handover", HandoverStore, HandoverSql,
    records=(Handover,),
    migrations=MIGRATIONS,
    # (an offer is about a seat of a game the member sits in, or sat in: it counts with their seats)
    member_data=MemberData(_member_data, (MemberPart("seat_handovers", 70, counted=False),)),
    member_columns=(
        MemberColumn("handovers", "from_user_id", "former",
                     "a seat they left to another member: the game's record of who held it stays true",
                     marker=SEAT_MARKER),
        MemberColumn("handovers", "to_user_id", "former",
                     "a seat offered to them (one still open can then be accepted by nobody and runs out)",
                     marker=SEAT_MARKER),
        MemberColumn("handovers", "offered_by", "former", "a seat's offer they made or proposed"),
        MemberColumn("handovers", "voters", "drop", "their agreement to a table's offer of a seat",
                     inside=True, key=("id",)),
    ),
    not_member_columns={
        ("handovers", "by_table"): "whether the table (not the seat's player) offered the seat",
    },
    flow_kinds=(FLOW_HANDOVER,),
)
