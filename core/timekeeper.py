"""The timekeeper: the clock policy of games that live for days, as a service that returns effects.

What a game's clock needs at a moment (pause it, start it again, remind, time out, let the stand-in or a
computer play) is decided by :func:`decide`, a pure function of plain facts (:class:`ClockFacts`). The
:class:`Timekeeper` reads those facts from the store, makes the changes that are the database's (a clock
paused or started again, a reminder or a time-out claimed, so it happens once), and returns what the bot
must then do in Discord as :data:`Effect` values: the clock cog carries them out (posting, DMing, letting
the stand-in play). The same service answers ``/table away``, ``back`` and ``vote-end``, and finds the
lobbies to close and the players to welcome back; the cog only talks to Discord.

The model (issue 10), with its refinements of issue 23: reminders at half time and with a tenth left
(none past the deadline, none in quiet hours, a solo player's last one by DM), a time-out that the stand-in
plays (one turn) or the other players decide, a seat handed to the stand-in after timed-out turns in a row,
clocks stopped while a player is away.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Protocol

from core.clocks import (
    AWAY_DAYS_PER_QUARTER,
    AWAY_MAX_DAYS,
    EXTENSION,
    VOTE_END_AFTER,
    away_days_used,
    discord_time,
    due_reminder,
    quiet_until,
    shifted,
)
from core.computers import is_computer
from core.service import PlayerError, plays_alone
from rules.base import Msg
from store import (
    ClockAttention,
    ClockRow,
    ClockStore,
    GameRecord,
    GameStore,
    SettingsStore,
    Shards,
    parse_stamp,
    stamp,
)


class TimekeeperStore(ClockStore, GameStore, SettingsStore, Protocol):
    """What the clock policy reads and claims: the clocks, the games, the players' and servers' settings."""


log = logging.getLogger(__name__)


# --- the decision, pure ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class ClockFacts:
    """A game's clock and what bears on it at ``now``."""

    clock: ClockRow
    now: datetime
    #: The seat is a computer's / handed to the stand-in for good.
    computer: bool = False
    handed_over: bool = False
    #: The clock's player is away now.
    away: bool = False
    #: The ends of the player's vacations since the clock stopped (a stopped clock starts again at the
    #: earliest end, or now).
    vacation_ends: Sequence[datetime] = ()


@dataclass(frozen=True)
class PlayComputer:
    """A computer's decision is due: it plays (it is never reminded nor timed out)."""


@dataclass(frozen=True)
class StandinPlays:
    """The stand-in makes the seat's decisions of this turn (``timed_out``: a turn whose time ran out)."""

    timed_out: bool


@dataclass(frozen=True)
class Pause:
    """The player went away: the clock stops (``clock``: as stopped)."""

    clock: ClockRow


@dataclass(frozen=True)
class Resume:
    """The player is back: the clock runs again, its moments moved by the time it stood still."""

    clock: ClockRow


@dataclass(frozen=True)
class TimeOut:
    """The deadline passed and nothing was decided yet."""


@dataclass(frozen=True)
class Remind:
    """A reminder is due: ``"half"`` or ``"tenth"``."""

    which: str


Decision = PlayComputer | StandinPlays | Pause | Resume | TimeOut | Remind


def decide(facts: ClockFacts) -> list[Decision]:
    """What the clock needs now, in order. A stopped clock of a player who is back starts again (and may
    then be due for more); past the deadline no reminder is sent, only the time-out, or the stand-in
    again when its claimed time-out did not lead to a committed move."""
    clock, now = facts.clock, facts.now
    if facts.computer:
        return [PlayComputer()]
    if facts.handed_over:
        return [StandinPlays(timed_out=False)]
    decisions: list[Decision] = []
    if clock.paused_at is not None and not facts.away:
        paused = parse_stamp(clock.paused_at) or now
        resumed = min([now, *facts.vacation_ends])
        clock = shifted(clock, max(timedelta(0), resumed - paused))
        decisions.append(Resume(clock))
    elif clock.paused_at is None and facts.away:
        return [Pause(replace(clock, paused_at=stamp(now)))]
    if clock.paused_at is not None:
        return decisions
    deadline = parse_stamp(clock.deadline)
    if deadline is not None and deadline <= now:
        if clock.asked == 0:
            decisions.append(TimeOut())
        elif clock.asked == 2:
            decisions.append(StandinPlays(timed_out=True))
        return decisions
    reminder = due_reminder(clock, now)
    if reminder is not None:
        decisions.append(Remind(reminder.which))
    return decisions


# --- the effects the bot carries out ---------------------------------------------------------------------
@dataclass(frozen=True)
class RefreshBoard:
    """The live board's deadline changed without a move: rewrite its first line."""


@dataclass(frozen=True)
class SendReminder:
    """Tell the player: in the channel (``channel``: the last reminder, mentioning them) or by DM (with a
    "No more reminders" button), the deadline being ``deadline``."""

    which: str
    channel: bool
    deadline: str | None


@dataclass(frozen=True)
class AskOpponents:
    """The other players decide: post the question with its two buttons, mentioning ``others``."""

    others: tuple[int, ...]


Effect = PlayComputer | StandinPlays | RefreshBoard | SendReminder | AskOpponents


@dataclass(frozen=True)
class Attended:
    """The outcome of :meth:`Timekeeper.attend`: the game, its clock as it is now and what to do."""

    record: GameRecord
    clock: ClockRow
    effects: list[Effect]


@dataclass(frozen=True)
class AwayStarted:
    ends: str
    #: The games whose live board waited for this player (their deadline is no longer shown).
    games: list[int]


@dataclass(frozen=True)
class WaitingGame:
    """A game waiting for a player's decision, with its deadline counted from now for a stopped clock."""

    record: GameRecord
    deadline: datetime | None


class Timekeeper:
    """Reads the facts, keeps the database's side of the clock policy, and says what the bot must do."""

    def __init__(self, store: TimekeeperStore, clock: object) -> None:
        self.store = store
        #: The injected time (``bot.clock``).
        self.now = clock

    def _now(self) -> datetime:
        return self.now()  # type: ignore[operator]

    async def due(self, shards: Shards | None) -> list[ClockRow]:
        return await self.store.clocks_needing_attention(stamp(self._now()), shards)

    async def attend(self, game_id: int) -> Attended | None:
        """Under the game's lock (the caller's): whatever its clock needs now. None: nothing (no clock,
        the game is not in play)."""
        return (await self.attend_many([game_id])).get(game_id)

    async def attend_many(self, game_ids: Sequence[int]) -> dict[int, Attended]:
        """Under each game's lock (the caller's): whatever each clock needs now, for many games at once
        (the tick's due clocks). What bears on them is read together (:meth:`Store.clock_attention`) and
        their reminders are claimed together (:meth:`Store.claim_reminders`), so the work of a tick with
        many reminders due is a few statements, not a dozen per reminder; the rarer changes (a clock
        stopped or started again, a time-out) are written one by one as before. Games without a clock or
        not in play are left out."""
        store = self.store
        now = self._now()
        facts = await store.clock_attention(list(game_ids), stamp(now))
        planned: dict[int, tuple[ClockAttention, ClockRow, list[Effect | Remind]]] = {}
        claims: list[tuple[int, int, int, str]] = []
        for game_id in game_ids:
            seen = facts.get(game_id)
            if seen is None or seen.record.damaged:
                continue
            clock = seen.clock
            computer = is_computer(clock.user_id)
            handed = (not computer and clock.seat < len(seen.seats) and seen.seats[clock.seat].standin)
            away = not computer and not handed and seen.away
            ends = ([end for text in seen.vacation_ends if (end := parse_stamp(text)) is not None]
                    if not computer and not handed and clock.paused_at is not None and not away else [])
            effects: list[Effect | Remind] = []
            for decision in decide(ClockFacts(clock, now, computer, handed, away, ends)):
                if isinstance(decision, Pause | Resume):
                    clock = decision.clock
                    await store.replace_clock(clock)
                    effects.append(RefreshBoard())
                elif isinstance(decision, TimeOut):
                    effects.extend(await self._time_out(seen.record, clock))
                elif isinstance(decision, Remind):
                    # Held for the end of the player's quiet hours (nothing claimed; the deadline stays).
                    if not quiet_until(now, seen.settings.quiet_start, seen.settings.quiet_end,
                                       seen.settings.timezone):
                        claims.append((game_id, clock.seat, clock.turn, decision.which))
                        effects.append(decision)
                else:
                    effects.append(decision)
            planned[game_id] = (seen, clock, effects)
        claimed = await store.claim_reminders(claims) if claims else set()
        attended: dict[int, Attended] = {}
        for game_id, (seen, clock, effects) in planned.items():
            done: list[Effect] = []
            for effect in effects:
                if not isinstance(effect, Remind):
                    done.append(effect)
                elif (game_id, effect.which) in claimed:
                    reminder = self._reminder(seen, clock, effect.which)
                    if reminder is not None:
                        done.append(reminder)
            attended[game_id] = Attended(seen.record, clock, done)
        return attended

    @staticmethod
    def _reminder(seen: ClockAttention, clock: ClockRow, which: str) -> SendReminder | None:
        """Where a claimed reminder goes; None: nowhere, the player turned reminder DMs off."""
        # A solo player is never mentioned in the channel: their last reminder comes by DM like the first.
        if which == "tenth" and seen.guild.channel_mentions \
                and not plays_alone([seat.user_id for seat in seen.seats]):
            return SendReminder(which, channel=True, deadline=clock.deadline)
        if not seen.settings.turn_reminders:
            return None
        # A player on the daily digest (issue 27) gets nothing per turn but the last-tenth reminder.
        if which == "half" and seen.settings.digest_hour is not None:
            return None
        return SendReminder(which, channel=False, deadline=clock.deadline)

    async def _time_out(self, record: GameRecord, clock: ClockRow) -> list[Effect]:
        """Claim the time-out: the other players are asked (once), or the stand-in plays (claimed and
        counted in one transaction, so a failed move is tried again and counted once)."""
        store = self.store
        if record.on_timeout == "opponents":
            if not await store.claim_clock(record.id, clock.seat, clock.turn, "asked", value=1):
                return []
            others = tuple(user for user in await store.seats(record.id) if user != clock.user_id)
            return [AskOpponents(others)]
        claimed, count, handed = await store.claim_timeout(record.id, clock.seat, clock.turn,
                                                           record.handover_after)
        if not claimed:
            return []
        log.info("game %d: seat %d timed out (%d in a row%s)", record.id, clock.seat, count,
                 "; the stand-in keeps the seat" if handed else "")
        return [StandinPlays(timed_out=True)]

    # --- the other players' answer to a time-out ----------------------------------------------------
    async def opponents_choose(self, record: GameRecord, user_id: int, seat: int, turn: int,
                               choice: str) -> ClockRow:
        """``user_id`` answers the time-out question of ``seat`` in ``turn``: ``"x"`` another day from
        now, ``"s"`` the stand-in plays (claimed and counted). Returns the clock as it was asked about, its
        deadline the new one after ``"x"``. Raises :class:`PlayerError` for an answer not (or no longer)
        theirs to give."""
        store = self.store
        clock = await store.get_clock(record.id)
        if user_id not in await store.seats(record.id):
            raise PlayerError(Msg("bot-error-timeout-players-only"))
        if clock is not None and user_id == clock.user_id:
            raise PlayerError(Msg("bot-error-timeout-others-decide"))
        if clock is None or (clock.seat, clock.turn) != (seat, turn) or record.status != "active" \
                or clock.asked != 1:
            raise PlayerError(Msg("bot-error-timeout-decided"))
        if choice == "x":
            now = self._now()
            deadline = stamp(max(parse_stamp(clock.deadline) or now, now) + EXTENSION)
            # One write: the clock runs again with the new deadline, or (decided meanwhile) nothing.
            if not await store.extend_clock(record.id, seat, turn, deadline):
                raise PlayerError(Msg("bot-error-timeout-decided"))
            return replace(clock, deadline=deadline, asked=0)
        claimed, count, handed = await store.claim_timeout(record.id, seat, turn, record.handover_after,
                                                           expect=1)
        if not claimed:
            raise PlayerError(Msg("bot-error-timeout-decided"))
        log.info("game %d: seat %d timed out, the players chose the stand-in (%d in a row%s)",
                 record.id, seat, count, "; it keeps the seat" if handed else "")
        return replace(clock, asked=2)

    async def mute(self, record: GameRecord, user_id: int, seat: int, turn: int) -> None:
        """"No more reminders this turn", pressed by ``user_id`` in their DM."""
        clock = await self.store.get_clock(record.id)
        users = await self.store.seats(record.id)
        if not 0 <= seat < len(users) or users[seat] != user_id:
            raise PlayerError(Msg("bot-error-reminder-not-yours"))
        if clock is None or clock.user_id != user_id or (clock.seat, clock.turn) != (seat, turn):
            raise PlayerError(Msg("bot-error-mute-over"))
        await self.store.claim_clock(record.id, seat, turn, "muted")

    # --- time away ------------------------------------------------------------------------------------
    async def start_away(self, user_id: int, days: int) -> AwayStarted:
        """``/table away``: every clock of the player's stops now, within the quarter's allowance."""
        store = self.store
        now = self._now()
        if not 1 <= days <= AWAY_MAX_DAYS:
            raise PlayerError(Msg("bot-error-away-days", high=AWAY_MAX_DAYS))
        current = await store.away_until([user_id], stamp(now))
        if current:
            raise PlayerError(Msg("bot-error-away-already", until=discord_time(current[user_id], "f")))
        used = away_days_used(await store.vacations(user_id, stamp(now - timedelta(days=92))), now)
        left = AWAY_DAYS_PER_QUARTER - used
        if days > left:
            raise PlayerError(Msg("bot-error-away-allowance", allowance=AWAY_DAYS_PER_QUARTER,
                                  left=max(left, 0)))
        ends = stamp(now + timedelta(days=days))
        await store.start_vacation(user_id, stamp(now), ends)
        return AwayStarted(ends, [clock.game_id for clock in await store.clocks_of_user(user_id)])

    async def end_away(self, user_id: int) -> list[int] | None:
        """``/table back``: the time away ends now; the games whose clocks wait for this player (their
        clocks start again when each is attended, under its lock). None when they were not away."""
        if not await self.store.end_vacation(user_id, stamp(self._now())):
            return None
        return [clock.game_id for clock in await self.store.clocks_of_user(user_id)]

    async def waiting_for(self, user_id: int) -> list[WaitingGame]:
        """The games waiting for ``user_id``'s decision, each with its deadline (counted from now for a
        clock still stopped)."""
        now = self._now()
        games = []
        for clock in await self.store.clocks_of_user(user_id):
            record = await self.store.get_game(clock.game_id)
            if record is None or record.status != "active":
                continue
            deadline = parse_stamp(clock.deadline)
            if deadline is not None and clock.paused_at is not None:
                deadline = now + (deadline - (parse_stamp(clock.paused_at) or now))
            games.append(WaitingGame(record, deadline))
        return games

    async def welcome_back_due(self, shards: Shards | None) -> list[int]:
        """The players whose time away ended on its own and who are to be told now, each claimed once (a
        player in quiet hours waits for a later tick; one with reminder DMs off is settled, not told)."""
        now = self._now()
        due = []
        for user, starts_at in await self.store.vacations_ended_untold(stamp(now), shards):
            settings = await self.store.user_settings(user)
            if settings.turn_reminders and quiet_until(now, settings.quiet_start, settings.quiet_end,
                                                       settings.timezone):
                continue
            if await self.store.claim_vacation_notice(user, starts_at) and settings.turn_reminders:
                due.append(user)
        return due

    async def reclaim(self, channel_id: int, user_id: int, locked: object) -> GameRecord | None:
        """The channel's game whose seat the stand-in played for ``user_id``, given back to them; None
        when there is no such seat here. ``locked``: the service's per-game lock."""
        record = await self.store.open_game_in_channel(channel_id)
        if record is None or record.status != "active":
            return None
        async with locked(record.id):  # type: ignore[operator]
            if user_id not in await self.store.seats(record.id):
                return None
            if not await self.store.reclaim_seat(record.id, user_id):
                return None
        return record

    # --- lobbies and votes ----------------------------------------------------------------------------
    async def lobbies_to_close(self, shards: Shards | None) -> list[tuple[GameRecord, int]]:
        """Lobbies older than their server's expiry (48 hours by default), with that expiry in hours."""
        now = self._now()
        return [(record, hours) for record, hours in await self.store.lobbies_created_before(48, shards)
                if (created := parse_stamp(record.created_at)) is not None
                and now - created >= timedelta(hours=hours)]

    async def close_lobby(self, game_id: int) -> bool:
        return await self.store.expire_lobby(game_id)

    async def vote_end(self, record: GameRecord, users: Sequence[int], waiting_for: int | None,
                       user_id: int) -> tuple[int, int, bool]:
        """``user_id`` votes to end a game without a clock: (votes, needed, decided). Raises
        :class:`PlayerError` when they may not."""
        if user_id not in users:
            raise PlayerError(Msg("bot-error-vote-players"))
        if record.clock_seconds:
            raise PlayerError(Msg("bot-error-vote-clock"))
        if user_id == waiting_for:
            raise PlayerError(Msg("bot-error-vote-yours"))
        now = self._now()
        last = parse_stamp(record.last_move_at or record.updated_at) or now
        if now - last < VOTE_END_AFTER:
            raise PlayerError(Msg("bot-error-vote-early", days=VOTE_END_AFTER.days,
                                  last=discord_time(stamp(last))))
        others = [user for user in users if user != waiting_for]
        voters = [user for user in await self.store.add_vote(record.id, user_id) if user in others]
        needed = len(others) // 2 + 1
        if len(voters) < needed:
            return len(voters), needed, False
        await self.store.end_game(record.id, "vote")
        return len(voters), needed, True
