"""The daily digest: one DM a day, at the hour a player chose in their time zone, listing every
game waiting for them in every server, instead of a DM per turn. No Discord here: the digest room
(``bot/cogs/digest.py``) asks this service which digests are due, claims each, says what goes in it and
carries it out.

When the next digest is due is a UTC moment kept with the player's settings (``digest_next_at``), indexed,
so the bot's periodic work reads the due ones and no other. It is :func:`next_digest_at`: the chosen hour
on the first local day after the one of the last digest, still to come; a daylight-saving change moves the
UTC moment and never the local hour (an hour the clocks skip that day is read with the offset before the
change: 02:00 on the spring-forward night in Madrid comes at 03:00, on the same day; an hour that happens
twice comes the first time).

Exactly once per player per local day, in any number of processes and across a restart: a digest is
claimed first (:meth:`Digests.claim`, a conditional write only one process wins), and the claim writes the
digest's flow (``core/flows.py``): its messages composed once and kept, each sent once, then the day
settled with the next moment. A message not sent for a passing reason (Discord's 5xx, the network) is sent
by the next tick, after the ones already sent; a process that crashed anywhere between the claim and the
settling leaves the flow to the periodic work, which goes on from the step it reached within two ticks
(:data:`CLAIM_FOR` only keeps the due digest from being claimed again meanwhile). DMs closed to the bot:
the day is settled without a DM (nothing would change in a minute).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Protocol

from core.clocks import zone
from core.timekeeper import Timekeeper, WaitingGame
from store import ClockStore, DueDigest, SettingsStore, Shards, parse_stamp, stamp


class DigestStore(SettingsStore, ClockStore, Protocol):
    """What the digests read and claim: the players' settings and digests, and their games' clocks."""


#: How long a claimed digest is not claimed again (its flow sends it, and the flows' periodic work carries
#: on one a crash cut off); a claim that ran out while its flow is still pending finds that flow again.
CLAIM_FOR = timedelta(minutes=10)
#: The hours a digest may be set to (``/game settings digest:``), in the player's time zone.
DIGEST_HOURS = tuple(range(24))


def next_digest_at(now: datetime, hour: int, timezone: str | None, last: datetime | None = None) -> datetime:
    """The UTC moment of the next digest: ``hour`` o'clock in ``timezone`` on the first local day after
    the one of ``last`` (the digest sent last; None: never) whose moment is still to come after ``now``."""
    tz = zone(timezone)
    day = now.astimezone(tz).date()
    last_day = last.astimezone(tz).date() if last is not None else None
    while True:
        if last_day is None or day > last_day:
            # zoneinfo reads a local time the clocks skip with the offset before the change (fold=0), and
            # one they repeat as its first occurrence: the digest stays on its local day.
            moment = datetime(day.year, day.month, day.day, hour, tzinfo=tz).astimezone(UTC)
            if moment > now:
                return moment
        day += timedelta(days=1)


def in_quiet_hours(hour: int, start: int | None, end: int | None) -> bool:
    """Whether a digest at ``hour`` (local) falls inside the quiet hours ``start``-``end`` (local): it is
    still sent then (the player chose that hour), and the settings say so when it is set."""
    if start is None or end is None:
        return False
    return (start <= hour < end) if start < end else (hour >= start or hour < end)


class Digests:
    """Which digests are due, their claims, and what each lists."""

    def __init__(self, store: DigestStore, timekeeper: Timekeeper, clock: object) -> None:
        self.store = store
        self.timekeeper = timekeeper
        #: The injected time (``bot.clock``).
        self.now = clock

    def _now(self) -> datetime:
        return self.now()  # type: ignore[operator]

    def next_for(self, hour: int | None, timezone: str | None, last: str | None) -> str | None:
        """The stored moment of the next digest of a player with these settings (None: no digest)."""
        if hour is None:
            return None
        return stamp(next_digest_at(self._now(), hour, timezone, parse_stamp(last)))

    async def due(self, shards: Shards | None) -> list[DueDigest]:
        """The digests due now that no live claim holds (only this process's ``shards``)."""
        return await self.store.digests_due(stamp(self._now()), shards)

    async def claim(self, due: DueDigest) -> str | None:
        """Claim a due digest, writing the flow that sends it: the claim to settle with, or None when
        another process holds it (or it was settled meanwhile)."""
        now = self._now()
        claim = stamp(now + CLAIM_FOR)
        due_at = due.settings.digest_next_at
        if due_at is None or not await self.store.claim_digest(due.user_id, due_at, stamp(now), claim):
            return None
        return claim

    async def waiting(self, user_id: int) -> list[WaitingGame]:
        """The games waiting for the player's decision, in every server, the soonest deadline first (those
        without a clock last); not the seats the stand-in keeps (it plays them: nothing waits for the
        player there)."""
        games = []
        for waiting in await self.timekeeper.waiting_for(user_id):
            states = await self.store.seat_states(waiting.record.id)
            seats = [state for state in states if state.user_id == user_id]
            if seats and all(state.standin for state in seats):
                continue
            games.append(waiting)
        far = datetime.max.replace(tzinfo=UTC)
        return sorted(games, key=lambda game: (game.deadline or far, game.record.id))

    async def settle(self, user_id: int, due_at: str, *, sent: bool) -> None:
        """The day's digest (due at ``due_at``) is done (``sent``: a DM went; else nothing was waiting, or
        their DMs are closed): the next one is due at the chosen hour of the next local day."""
        now = self._now()
        settings = await self.store.user_settings(user_id)
        next_at = (stamp(next_digest_at(now, settings.digest_hour, settings.timezone, now))
                   if settings.digest_hour is not None else None)
        await self.store.digest_done(user_id, due_at, next_at, stamp(now) if sent else None)
