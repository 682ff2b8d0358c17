"""Who is told what after a board is posted: the notification plan, decided from plain facts.

After a completed turn (or the start, or the end) the bot posts one board and sends the notifications that
go with it. Which ones is a decision about people, not about Discord, and it lives here as one pure
function, :func:`plan_board`, from :class:`BoardFacts` (who sits where, who is to move, who just acted,
what each player asked for) to a :class:`NotificationPlan` (whom the board pings, who gets the turn DM and
whether their hand rides in it, whose private view goes by DM, who gets the result). The bot's announcer
(``bot/announce.py``) gathers the facts and carries the plan out.

The rules, each a promise the README makes:

- one notification per turn per player: the player to move gets a DM with the board's link (and their
  hand, when they have one), and the board names them without a ping; without reminder DMs, or with DMs
  known to be closed, the board pings them instead;
- the player who just acted, a player who is away, a seat the stand-in plays and a computer are neither
  pinged nor DMed about the turn; a solo player is never pinged;
- a player who acted in this game themselves within :data:`RECENTLY_ACTED` (5 minutes; issue 27) is neither
  pinged nor DMed about their turn either: they are at the table (a game against computers comes back to
  them seconds after their move), the card names them and their panel shows it is their turn again;
- every other seat whose private view changed gets it by DM (computers have nothing to read);
- at the end every human player is pinged on the final board (never in a solo game; not one who acted
  within :data:`RECENTLY_ACTED`) and gets the result by DM unless they turned reminder DMs off.

Issue 27's rules, kept apart below (:func:`_digest_quiet`, :func:`_headsup`):

- a player who chose the daily digest gets nothing per turn: no turn DM, no ping, no hand DM (their hand is
  in their panel, and the digest lists the game); the result still comes;
- the heads-up: the player who plays next after the player now to move (:attr:`BoardFacts.next_seat`)
  gets a DM saying so, when they asked for it, only when it helps them plan: not at a table of two seats
  (the player before you starting their turn means you just played), not when the player to move is a
  computer, the stand-in or away (the computer and the stand-in play at once; an away player's turn waits
  for days), not to a computer, to the player who just acted, to the player to move (a hot seat), to
  someone away, in their quiet hours (dropped, not held: a heads-up that arrives after their own turn
  started is useless), with their DMs closed, or on the daily digest. One a turn: the announcer claims it
  in the database.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

#: A player who made a decision of their own in a game this recently is not reminded of their turn in it
#: (issue 27): they are still at the table. Five minutes covers a reply from computers or from quick
#: opponents; a player who left before the turn came back gets their DM as ever.
RECENTLY_ACTED = timedelta(minutes=5)


@dataclass(frozen=True)
class SeatFacts:
    """One seat as the plan needs it."""

    seat: int
    user: int
    computer: bool = False
    #: The seat has a private view (a hand) in the new state.
    has_private: bool = True
    #: The player's reminder DMs are on (``/game settings reminders``).
    wants_dms: bool = True
    #: The player's DMs were found closed in this game.
    dms_closed: bool = False
    # Issue 27. Read for the seat to move and the seat after it (see ``bot/announce.py``).
    #: The player chose the daily digest instead of a DM per turn.
    digest: bool = False
    #: The player asked for a heads-up; they are in their quiet hours now; they are away.
    headsup: bool = False
    quiet: bool = False
    away: bool = False
    #: When the player last made a decision of their own in this game (not the stand-in's for them); None
    #: unknown or never. Read for the seat to move, and at the end for every human.
    last_acted: datetime | None = None


@dataclass(frozen=True)
class BoardFacts:
    """What is known when a board is about to be posted."""

    seats: Sequence[SeatFacts]
    over: bool
    #: The seat to decide next (None once over).
    to_play: int | None = None
    #: Who just acted (or pressed Start): they are not reminded of a turn they see.
    acting_user: int | None = None
    #: The seat to move is away (its clock stopped) / played by the stand-in.
    away: bool = False
    standin: bool = False
    #: Seats whose private view changed since the last board, to be sent by DM.
    changed: Sequence[int] = ()
    #: The seat that plays after the seat to move (the heads-up's; None: none, or not known).
    next_seat: int | None = None
    #: The bot's time now (its injected clock), to tell a player who just acted (None: never quiet).
    now: datetime | None = None


def acted_recently(facts: BoardFacts, seat: SeatFacts) -> bool:
    """Whether ``seat``'s player made a decision of their own in this game within :data:`RECENTLY_ACTED`
    of ``facts.now``: they are at the table, so their turn is not announced to them (issue 27)."""
    if facts.now is None or seat.last_acted is None:
        return False
    return facts.now - seat.last_acted < RECENTLY_ACTED


@dataclass(frozen=True)
class TurnDm:
    """The DM telling ``user`` it is their turn, with their hand when ``with_hand``. ``hand_changed``:
    their private view changed too (if the DM cannot go, it is sent as a plain hand DM)."""

    user: int
    seat: int
    with_hand: bool
    hand_changed: bool


@dataclass(frozen=True)
class HeadsUp:
    """The DM telling ``user`` (at ``seat``) that ``mover`` (a seat) started their turn and they play next."""

    user: int
    seat: int
    mover: int


@dataclass(frozen=True)
class NotificationPlan:
    """What to send with one board."""

    #: Users the board mentions with a ping.
    pings: tuple[int, ...] = ()
    turn_dm: TurnDm | None = None
    #: Seats whose private view goes by DM (the turn DM's seat excluded: its hand rides in that DM).
    hand_dms: tuple[int, ...] = ()
    #: Users who get the result by DM, after the final board.
    result_dms: tuple[int, ...] = ()
    #: The heads-up to the player after the one to move (issue 27).
    headsup: HeadsUp | None = None


def plan_board(facts: BoardFacts) -> NotificationPlan:
    """The notifications that go with one board (see the module's rules)."""
    plan = _plan_turn(facts)
    return _digest_quiet(facts, plan) if any(seat.digest for seat in facts.seats) else plan


def _plan_turn(facts: BoardFacts) -> NotificationPlan:
    seats = {seat.seat: seat for seat in facts.seats}
    humans = list(dict.fromkeys(seat.user for seat in facts.seats if not seat.computer))
    solo = len({seat.user for seat in facts.seats}) == 1
    changed = [s for s in dict.fromkeys(facts.changed)
               if s in seats and seats[s].has_private and not seats[s].computer]
    if facts.over:
        # A player who has just acted is at the table: the final card is not pinged to them (the result
        # DM still tells them, to keep).
        at_table = {seat.user for seat in facts.seats if not seat.computer and acted_recently(facts, seat)}
        return NotificationPlan(
            pings=() if solo else tuple(user for user in humans if user not in at_table),
            hand_dms=tuple(changed),
            result_dms=() if solo else tuple(user for user in humans if _wants(facts, user)))
    mover = seats.get(facts.to_play) if facts.to_play is not None else None
    if mover is None or mover.computer or facts.standin:
        return NotificationPlan(hand_dms=tuple(changed))
    reminded = (not solo and mover.user != facts.acting_user and not facts.away
                and not acted_recently(facts, mover))
    headsup = _headsup(facts, seats, mover)
    if reminded and mover.wants_dms and not mover.dms_closed:
        turn_dm = TurnDm(mover.user, mover.seat, with_hand=mover.has_private,
                         hand_changed=mover.seat in changed)
        hands = [s for s in changed if not (turn_dm.with_hand and s == mover.seat)]
        return NotificationPlan(turn_dm=turn_dm, hand_dms=tuple(hands), headsup=headsup)
    return NotificationPlan(pings=(mover.user,) if reminded else (), hand_dms=tuple(changed),
                            headsup=headsup)


def _wants(facts: BoardFacts, user: int) -> bool:
    return all(seat.wants_dms for seat in facts.seats if seat.user == user)


# --- issue 27: the daily digest and the heads-up ------------------------------------------------------------
def _digest_quiet(facts: BoardFacts, plan: NotificationPlan) -> NotificationPlan:
    """``plan`` without anything per turn for the players on the daily digest: no turn DM, no ping, no hand
    DM (the result at the end still goes)."""
    digest = {seat.user for seat in facts.seats if seat.digest}
    by_seat = {seat.seat: seat.user for seat in facts.seats}
    turn_dm = plan.turn_dm if plan.turn_dm is not None and plan.turn_dm.user not in digest else None
    return NotificationPlan(
        pings=plan.pings if facts.over else tuple(user for user in plan.pings if user not in digest),
        turn_dm=turn_dm,
        hand_dms=tuple(seat for seat in plan.hand_dms if by_seat.get(seat) not in digest),
        result_dms=plan.result_dms,
        headsup=plan.headsup if plan.headsup is not None and plan.headsup.user not in digest else None)


def _headsup(facts: BoardFacts, seats: dict[int, SeatFacts], mover: SeatFacts) -> HeadsUp | None:
    """The heads-up to the seat after ``mover`` (a human whose turn starts), or None (see the module)."""
    if facts.next_seat is None or len(facts.seats) <= 2 or facts.away or facts.standin:
        return None
    after = seats.get(facts.next_seat)
    if after is None or after.computer or after.seat == mover.seat:
        return None
    if after.user in (mover.user, facts.acting_user):
        return None
    if not after.headsup or after.digest or after.quiet or after.away or after.dms_closed:
        return None
    return HeadsUp(after.user, after.seat, mover.seat)


def seat_after(players: int, seat: int, order: object = None) -> int:
    """The seat that plays after ``seat``: the next in the game's turn order when its public view gives one
    (``turn_order``, a list of every seat: Wayfinders shuffles it at set-up), else the next seat round
    the table (the other packaged games' order)."""
    if isinstance(order, list) and sorted(order) == list(range(players)) and seat in order:
        return int(order[(order.index(seat) + 1) % players])
    return (seat + 1) % players
