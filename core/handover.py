"""Handing a seat over to another member of the server, and who is rated for a seat several members held.
No Discord in here: the room (``bot/cogs/handover.py``) parses, calls :class:`Handovers` and tells.

Two ways a seat changes hands, each an offer the member named must accept (a button only they may press,
in the game's channel, so from the game's server):

- **by its player** (``/game handover member:``): a player hands their own seat over, whenever they like
  (the stand-in playing for them or not);
- **by the table** (``/game handover member: seat:``), only for a seat the stand-in has kept for good (its
  player timed out too often, or deleted their data): a player at the table proposes a member; the offer
  goes to the member once a majority of the table's other players agree (more than half of the seated
  members, the seat itself and seats the stand-in keeps not counted; the proposer's own agreement counts),
  or at once when the game's creator proposes or agrees.

Refused, each with its own answer: a computer (a bot member) or a computer's seat, the member already at
this table, a member seated in another open game of the same channel (the channel and its threads), the
proposer themself, a seat with an open offer (one at a time), a seat the stand-in does not keep (its player
hands it over themself), a game not in play. An offer runs out after :data:`OFFER_HOURS` (the channel is
told). Accepting is one transaction (``Store.accept_handover``): a double press or two processes, one wins.

**Who held the seat** is kept: each accepted offer with the game's completed turns at that moment, so a
seat's holders are its first player up to the first handover's turn, then each member taken over, the last
up to the game's end (:func:`holders`). The new holder gets the hand by DM only once they accepted; the one
who left no longer does (the hand goes to whoever holds the seat when it is sent).

**Who is rated, and reliability** (:func:`result_policy`), decided here once for the result:

- the member holding the seat at the end plays its result (place, win, statistics); their rating moves for
  it only if they held the seat for at least half the game's turns (:func:`rated_for_seat`); a holder who
  came in later has the result in their history, unrated (the rating model counts their seat at a
  newcomer's strength for the others);
- whoever held the seat before is never rated for the game;
- reliability: the holder at the end counts the game as any player (completed unless the stand-in played
  for them after they took over); one who *left* counts it as **not completed** (an abandonment) when the
  table handed their seat over (the stand-in had kept it), or when the stand-in had already played for them
  before they handed it over themself; a player who handed their seat over of their own accord, the stand-in
  never having played for them, does not count the game at all: they arranged their own replacement.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Protocol

from core.computers import is_computer
from core.service import GameService, LoadedGame, PlayerError
from rules.base import Msg
from store import ClockStore, GameRecord, SeatState, is_former_player, stamp
from store.sql.handover import AcceptRefused, Handover, HandoverStore

#: How long an offer (or a table's proposal) waits for its answer before it runs out.
OFFER_HOURS = 24


@dataclass(frozen=True)
class Holder:
    """One member's hold of a seat: from the game's ``start`` completed turns to ``end``."""

    seat: int
    user_id: int
    start: int
    end: int

    @property
    def turns(self) -> int:
        return max(0, self.end - self.start)


def holders(users: Sequence[int], accepted: Sequence[Handover], turns: int) -> dict[int, list[Holder]]:
    """Each seat's holders in order, from the seats' players now (``users``, by seat), the accepted
    handovers (oldest first) and the game's completed turns now."""
    out: dict[int, list[Holder]] = {}
    for seat, user in enumerate(users):
        mine = [h for h in accepted if h.seat == seat]
        if not mine:
            out[seat] = [Holder(seat, user, 0, turns)]
            continue
        line: list[Holder] = []
        start = 0
        for handover in mine:
            at = handover.turn or 0
            line.append(Holder(seat, handover.from_user_id, start, at))
            start = at
        line.append(Holder(seat, mine[-1].to_user_id, start, turns))
        out[seat] = line
    return out


def rated_for_seat(holder: Holder, turns: int) -> bool:
    """Whether the holder at the end is rated for the seat's result: they held it at least half the turns."""
    return turns <= 0 or 2 * holder.turns >= turns


class HandoversStore(HandoverStore, ClockStore, Protocol):
    """What handing seats over needs: the offers, and the seats' and clocks' states they are checked
    against."""


def abandoned_by(handover: Handover) -> bool:
    """Whether the one who left the seat in ``handover`` counts an abandonment (see the module)."""
    return handover.by_table or handover.standin_moves > 0


async def result_policy(store: HandoverStore, game_id: int, users: Sequence[int],
                        turns: int) -> tuple[set[int], list[int], dict[int, list[Holder]]]:
    """For a finished game's result: the holders at the end not rated for their seat, the members who count
    an abandonment (see the module), and every seat's holders."""
    accepted = await store.seat_handovers(game_id)
    lines = holders(users, accepted, turns)
    unrated = {line[-1].user_id for line in lines.values()
               if len(line) > 1 and not rated_for_seat(line[-1], turns)}
    abandoned = [h.from_user_id for h in accepted if abandoned_by(h) and not is_computer(h.from_user_id)
                 and not is_former_player(h.from_user_id)]
    return unrated, abandoned, lines


def table_voters(users: Sequence[int], seats: Sequence[SeatState], seat: int) -> list[int]:
    """The members whose agreement counts for handing ``seat`` over: every other seat's member whom the
    stand-in does not replace."""
    kept = {s.seat for s in seats if s.standin}
    return [user for index, user in enumerate(users)
            if index != seat and index not in kept and not is_computer(user) and not is_former_player(user)]


def majority(voters: int) -> int:
    """Agreements needed among ``voters`` members: more than half."""
    return voters // 2 + 1


class Handovers:
    """The offers of seats (see the module): what is allowed, and the store's transactions."""

    def __init__(self, store: HandoversStore, clock: Any, service: GameService | None = None) -> None:
        self.store = store
        self.seats_of = store.seat_states
        self.get_clock = store.get_clock
        self.clock = clock
        self.service = service

    def _expiry(self) -> str:
        return stamp(self.clock() + timedelta(hours=OFFER_HOURS))

    async def check_member(self, loaded: LoadedGame, member_id: int, *, member_is_bot: bool,
                           channels: Sequence[int]) -> None:
        """Refuse a member who may not take a seat of this game (see the module)."""
        if member_is_bot or is_computer(member_id):
            raise PlayerError(Msg("handover-error-computer"))
        if member_id in loaded.users:
            raise PlayerError(Msg("handover-error-seated", user=f"<@{member_id}>"))
        if await self.store.seated_near(loaded.record.guild_id, channels, member_id, loaded.id):
            raise PlayerError(Msg("handover-error-elsewhere", user=f"<@{member_id}>"))

    async def offer(self, loaded: LoadedGame, by_user: int, member_id: int, *, member_is_bot: bool,
                    seat: int | None, channels: Sequence[int]) -> Handover:
        """``by_user`` offers a seat to ``member_id``: their own (``seat`` None or theirs), or, by the table,
        a seat the stand-in keeps. Raises :class:`PlayerError` with the reason it may not be."""
        record = loaded.record
        if record.status != "active":
            raise PlayerError(Msg("handover-error-not-in-play"))
        if member_id == by_user:
            raise PlayerError(Msg("handover-error-self"))
        own = loaded.seat_of(by_user)
        if seat is None:
            if own is None:
                raise PlayerError(Msg("handover-error-no-seat"))
            seat = own
        if not 0 <= seat < len(loaded.users):
            raise PlayerError(Msg("handover-error-no-such-seat", count=len(loaded.users)))
        holder = loaded.users[seat]
        if is_computer(holder):
            raise PlayerError(Msg("handover-error-computer-seat"))
        await self.check_member(loaded, member_id, member_is_bot=member_is_bot, channels=channels)
        states = await self.seats_of(loaded.id)
        by_table = seat != own
        decided = True
        if by_table:
            if own is None or any(s.seat == own and s.standin for s in states):
                raise PlayerError(Msg("handover-error-not-player"))
            if not any(s.seat == seat and s.standin for s in states):
                raise PlayerError(Msg("handover-error-not-standin"))
            voters = table_voters(loaded.users, states, seat)
            decided = by_user == record.creator_id or majority(len(voters)) <= 1
        if await self.store.open_handover(loaded.id, seat) is not None:
            raise PlayerError(Msg("handover-error-pending"))
        made = await self.store.offer_handover(
            loaded.id, seat, from_user_id=holder, to_user_id=member_id, offered_by=by_user, by_table=by_table,
            voting=not decided, expires_at=self._expiry(), guild_id=record.guild_id)
        if made is None:
            raise PlayerError(Msg("handover-error-pending"))
        return made

    async def vote(self, loaded: LoadedGame, handover: Handover, user_id: int) -> tuple[Handover, int, int]:
        """``user_id`` agrees to the table's proposal: (the offer now, agreements, needed)."""
        if handover.state != "voting" or loaded.record.status != "active":
            raise PlayerError(Msg("handover-error-closed"))
        states = await self.seats_of(loaded.id)
        voters = table_voters(loaded.users, states, handover.seat)
        if user_id not in voters:
            raise PlayerError(Msg("handover-error-not-voter"))
        if user_id in handover.voters:
            raise PlayerError(Msg("handover-error-voted"))
        agreed = len({*handover.voters, user_id} & set(voters))
        needed = majority(len(voters))
        decided = user_id == loaded.record.creator_id or agreed >= needed
        made = await self.store.vote_handover(handover.id, user_id, decided=decided,
                                              guild_id=loaded.record.guild_id)
        if made is None:
            raise PlayerError(Msg("handover-error-closed"))
        return made, agreed, needed

    async def accept(self, loaded: LoadedGame, handover: Handover, user_id: int, *,
                     channels: Sequence[int]) -> Handover:
        """``user_id`` accepts the offer made to them: they hold the seat from now on."""
        if handover.to_user_id != user_id:
            raise PlayerError(Msg("handover-error-not-yours"))
        if loaded.record.status != "active":
            raise PlayerError(Msg("handover-error-not-in-play"))
        if await self.store.seated_near(loaded.record.guild_id, channels, user_id, loaded.id):
            raise PlayerError(Msg("handover-error-elsewhere", user=f"<@{user_id}>"))
        # A seat the game waits for: its new player's turn starts now, with a whole turn's time (the time
        # the one who left, or the stand-in, let run is not theirs to lose).
        clock = None
        if self.service is not None and loaded.game.to_play(loaded.state) == handover.seat:
            users = list(loaded.users)
            users[handover.seat] = user_id
            fresh = LoadedGame(loaded.record, loaded.game, users, loaded.state)
            clock = await self.service.next_clock(fresh, loaded.state, await self.get_clock(loaded.id))
        try:
            return await self.store.accept_handover(handover.id, user_id, turn=loaded.turn,
                                                    guild_id=loaded.record.guild_id, now=stamp(self.clock()),
                                                    clock=clock)
        except AcceptRefused as refused:
            key = {"seated": "handover-error-seated", "moved": "handover-error-moved",
                   "busy": "handover-error-busy", "over": "handover-error-not-in-play"}.get(
                refused.reason, "handover-error-closed")
            raise PlayerError(Msg(key, user=f"<@{user_id}>")) from refused

    async def refuse(self, handover: Handover, user_id: int) -> Handover:
        if handover.to_user_id != user_id:
            raise PlayerError(Msg("handover-error-not-yours"))
        made = await self.store.refuse_handover(handover.id, user_id)
        if made is None:
            raise PlayerError(Msg("handover-error-closed"))
        return made

    async def close_for(self, record: GameRecord) -> int:
        """Close the open offers of a game that ended (finished, cancelled, ended by vote): nobody can accept
        or agree to them after; how many were open. Nothing changes while the game is in play."""
        return await self.store.close_handovers(record.id, stamp(self.clock()))

    async def expire(self, now: datetime) -> list[Handover]:
        return await self.store.expire_handovers(stamp(now))

    async def offer_of(self, record: GameRecord, handover_id: int) -> Handover:
        """The offer a button names, if it is this game's."""
        handover = await self.store.get_handover(handover_id)
        if handover is None or handover.game_id != record.id:
            raise PlayerError(Msg("handover-error-closed"))
        return handover
