"""Matchmaking: players wait in a server's queue for a title, a table size and a time per turn;
the periodic work groups compatible players and the bot opens their game. No Discord in here.

Compatible players wait for the same title, table size and time per turn (in the same server), ask no
reliability of each other that one of them lacks (a player too new for a score passes any minimum here),
and their ratings in that title on that server (the shown rating, taken when they joined; a newcomer's is
1,000) lie close enough together: each player accepts a spread of :func:`window` of their own wait, which
widens with it: ±100 points at once, 100 more every 6 hours, anyone after 2 days. A group is matched when
its spread is within the window of every member (so a newcomer is never thrown at a far-away player at
once: the far player waits until the others' windows reach them too). The oldest entry is served first,
with the closest ratings around it.

Matching is claimed in the database (:meth:`store.QueueStore.claim_match`: the entries are removed in the
transaction that writes the match and its flow), so two processes never match a player twice; the
match's game is made by its flow (``core/flows.py``: thread, lobby, post, start, DMs, each once), which a
process that stopped halfway leaves to the next ticks. Entries expire after :data:`EXPIRES_AFTER` (the
player is told, by the entry's flow).
"""

from __future__ import annotations

import asyncio
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Protocol

from core.clocks import CLOCKS
from core.ratings import RATING_START, shown_rating
from core.reliability import MINIMUMS, Reliability, Score
from core.service import PlayerError
from rules.base import Game, Msg
from store import QueueEntry, QueueMatch, QueueStore, ResultStore, Shards, parse_stamp, stamp


class MatchmakingStore(QueueStore, ResultStore, Protocol):
    """What matchmaking needs: the queue and its matches, and the players' ratings."""


#: The rating spread a player accepts at once …
WINDOW_START = 100
#: … widened by this much …
WINDOW_STEP = 100
#: … every so long of waiting …
WINDOW_EVERY = timedelta(hours=6)
#: … and after this long, anyone.
ANYONE_AFTER = timedelta(days=2)
#: An entry left unmatched this long is removed (the player is told).
EXPIRES_AFTER = timedelta(days=7)


def window(waited: timedelta) -> float:
    """The rating spread a player accepts after waiting ``waited`` (infinite: anyone)."""
    if waited >= ANYONE_AFTER:
        return math.inf
    return WINDOW_START + WINDOW_STEP * max(0, int(waited / WINDOW_EVERY))


@dataclass(frozen=True)
class Waiting:
    """One of a player's entries as ``/game queue`` shows it: its place among the entries waiting for the
    same table (1: the longest waiting), how many wait there, and since when."""

    entry: QueueEntry
    position: int
    waiting: int
    waited: timedelta


def compatible(group: Sequence[QueueEntry], now: datetime, scores: Mapping[int, Score]) -> bool:
    """Whether ``group`` may play together now (see the module)."""
    ratings = [entry.rating for entry in group]
    spread = max(ratings) - min(ratings)
    for entry in group:
        if spread > window(now - parse_stamp(entry.joined_at)):
            return False
        for other in group:
            score = scores.get(other.user_id, Score(None, 0))
            if other is not entry and not score.meets(entry.min_reliability):
                return False
    return True


def plan_matches(entries: Sequence[QueueEntry], now: datetime,
                 scores: Mapping[int, Score]) -> list[list[QueueEntry]]:
    """The groups to match now among ``entries`` (each used once): per server, title, table size and time
    per turn, the oldest entry first with the closest ratings around it, each group compatible (see
    :func:`plan_bucket`)."""
    groups: list[list[QueueEntry]] = []
    for waiting in buckets(entries).values():
        groups += plan_bucket(waiting, now, scores)
    return groups


Bucket = tuple[int, str, int, str]


def buckets(entries: Sequence[QueueEntry]) -> dict[Bucket, list[QueueEntry]]:
    """The entries by the table they wait for: server, title, table size and time per turn."""
    tables: dict[Bucket, list[QueueEntry]] = {}
    for entry in entries:
        tables.setdefault((entry.guild_id, entry.game, entry.players, entry.clock), []).append(entry)
    return tables


def plan_bucket(waiting: Sequence[QueueEntry], now: datetime,
                scores: Mapping[int, Score]) -> list[list[QueueEntry]]:
    """The groups to match now among the entries of one bucket: the oldest entry (the anchor) takes the
    compatible others closest to its rating (equally close: the longer waiting first) until its table is
    full; an anchor nobody fits yet steps aside (and is no one's candidate this time: the others may still
    fit each other), and the next oldest is served.

    In O(n log n): the entries are sorted by rating once and kept in a list linked in that order (a
    matched or passed entry is unlinked at once); an anchor's candidates are found from its place by
    walking outwards, never further than its own window (a spread beyond it cannot be compatible), and
    each entry's window and reliability are computed once."""
    if not waiting:
        return []
    players = waiting[0].players
    by_age = sorted(waiting, key=lambda e: (e.joined_at, e.id))
    count = len(by_age)
    spread = [window(now - (parse_stamp(e.joined_at) or now)) for e in by_age]
    new = Score(None, 0)
    score = [scores.get(e.user_id, new) for e in by_age]
    rating = [e.rating for e in by_age]
    # Positions in rating order (equal ratings: the longer waiting first), linked both ways.
    order = sorted(range(count), key=lambda k: (rating[k], k))
    place = [0] * count
    for position, k in enumerate(order):
        place[k] = position
    before = list(range(-1, count - 1))
    after = list(range(1, count + 1))
    alive = [True] * count

    def unlink(k: int) -> None:
        alive[k] = False
        position = place[k]
        low, high = before[position], after[position]
        if low >= 0:
            after[low] = high
        if high < count:
            before[high] = low

    def accepts(k: int, other: int) -> bool:
        return score[other].meets(by_age[k].min_reliability)

    def fits(group: list[int], other: int) -> bool:
        ratings = [rating[k] for k in group] + [rating[other]]
        width = max(ratings) - min(ratings)
        if width > spread[other] or any(width > spread[k] for k in group):
            return False
        return all(accepts(k, other) and accepts(other, k) for k in group)

    groups: list[list[QueueEntry]] = []
    left = count
    for anchor in range(count):
        if left < players:
            break
        if not alive[anchor]:
            continue
        group = [anchor]
        reach = spread[anchor]
        centre = rating[anchor]
        low, high = before[place[anchor]], after[place[anchor]]
        while len(group) < players and (low >= 0 or high < count):
            near_low = centre - rating[order[low]] if low >= 0 else math.inf
            near_high = rating[order[high]] - centre if high < count else math.inf
            distance = min(near_low, near_high)
            if distance > reach:  # beyond the anchor's window: nobody further can fit it
                break
            tied = []  # every candidate this close, the longer waiting first
            while low >= 0 and centre - rating[order[low]] == distance:
                tied.append(order[low])
                low = before[low]
            while high < count and rating[order[high]] - centre == distance:
                tied.append(order[high])
                high = after[high]
            for other in sorted(tied):
                if len(group) == players:
                    break
                if fits(group, other):
                    group.append(other)
        for k in group if len(group) == players else [anchor]:
            unlink(k)
            left -= 1
        if len(group) == players:
            groups.append([by_age[k] for k in group])
    return groups


@dataclass(frozen=True)
class Planned:
    """What a bucket looked like when it was last planned: its entries and their reliability, and when
    the next window widens. Planned again only when one of these changed or that moment came."""

    signature: tuple[tuple[int, Score], ...]
    next_step: datetime | None


def plan_changed(entries: Sequence[QueueEntry], now: datetime, scores: Mapping[int, Score],
                 planned: Mapping[Bucket, Planned]) -> tuple[list[list[QueueEntry]], dict[Bucket, Planned]]:
    """:func:`plan_matches` for the buckets that changed since ``planned`` or whose window widens now (a
    bucket that did neither matches nobody: nothing that decides it moved), and what was planned."""
    groups: list[list[QueueEntry]] = []
    now_planned: dict[Bucket, Planned] = {}
    for key, waiting in buckets(entries).items():
        signature = tuple(sorted((entry.id, scores.get(entry.user_id, Score(None, 0))) for entry in waiting))
        before = planned.get(key)
        if (before is not None and before.signature == signature
                and (before.next_step is None or now < before.next_step)):
            now_planned[key] = before
            continue
        groups += plan_bucket(waiting, now, scores)
        now_planned[key] = Planned(signature, next_step(waiting, now))
    return groups, now_planned


def next_step(waiting: Sequence[QueueEntry], now: datetime) -> datetime | None:
    """The next moment an entry's window widens (after ``now``): a bucket that has not changed is planned
    again only then. None when every window is already open to anyone."""
    soonest: datetime | None = None
    for entry in waiting:
        joined = parse_stamp(entry.joined_at) or now
        waited = now - joined
        if waited >= ANYONE_AFTER:
            continue
        moment = min(joined + WINDOW_EVERY * (int(waited / WINDOW_EVERY) + 1), joined + ANYONE_AFTER)
        soonest = moment if soonest is None else min(soonest, moment)
    return soonest


class Matchmaker:
    """The queue's rules and its side of the database (``bot.matchmaker``)."""

    def __init__(self, store: MatchmakingStore, games: Mapping[str, Game], reliability: Reliability,
                 clock) -> None:
        self.store = store
        self.games = games
        self.reliability = reliability
        self.clock = clock
        # What this process planned last (see :meth:`claim_matches`): the queue's version then, each
        # bucket as it was, and the next moment a window widens.
        self._version: int | None = None
        self._planned: dict[Bucket, Planned] = {}
        self._next_plan: datetime | None = None

    def game(self, game_id: object) -> Game:
        chosen = self.games.get(game_id) if isinstance(game_id, str) else None
        if chosen is None:
            offered = tuple(g.title for g in self.games.values())
            raise PlayerError(Msg("bot-error-unknown-game", games=offered))
        return chosen

    async def join(self, guild_id: int | None, user_id: int, game_id: object, players: int | None,
                   clock: str | None, minimum: int | None) -> QueueEntry:
        """Put ``user_id`` in the server's queue; refusals are :class:`PlayerError`."""
        if guild_id is None:
            raise PlayerError(Msg("bot-queue-server-only"))
        game = self.game(game_id)
        if await self.store.queue_channel(guild_id) is None:
            raise PlayerError(Msg("bot-queue-no-channel"))
        low = max(2, game.min_players)
        count = players if players is not None else low
        if not low <= count <= game.max_players:
            raise PlayerError(Msg("bot-queue-bad-players", game=game.title, low=low, high=game.max_players))
        clock = clock or "24h"
        if clock not in CLOCKS:
            raise PlayerError(Msg("bot-config-bad-clock"))
        if minimum not in MINIMUMS:
            raise PlayerError(Msg("bot-error-not-on-menu"))
        rows = await self.store.ratings_of(user_id, scope=guild_id, game=game.id)
        rating = shown_rating(rows[0].mu, rows[0].sigma) if rows and rows[0].games else RATING_START
        now = self.clock()
        if not await self.store.join_queue(guild_id=guild_id, user_id=user_id, game=game.id, players=count,
                                           clock=clock, min_reliability=minimum, rating=rating,
                                           expires_at=stamp(now + EXPIRES_AFTER)):
            raise PlayerError(Msg("bot-queue-already", game=game.title))
        return next(entry for entry in await self.store.queue_entries(guild_id)
                    if entry.user_id == user_id and entry.game == game.id)

    async def leave(self, guild_id: int | None, user_id: int, game_id: str | None) -> int:
        if guild_id is None:
            raise PlayerError(Msg("bot-queue-server-only"))
        if game_id is not None:
            self.game(game_id)
        removed = await self.store.leave_queue(guild_id, user_id, game_id)
        if not removed:
            raise PlayerError(Msg("bot-queue-not-in"))
        return removed

    async def status(self, guild_id: int | None, user_id: int) -> list[Waiting]:
        """The player's entries in the server's queue, with their places."""
        if guild_id is None:
            raise PlayerError(Msg("bot-queue-server-only"))
        entries = await self.store.queue_entries(guild_id)
        now = self.clock()
        out = []
        for entry in entries:
            if entry.user_id != user_id:
                continue
            same = [e for e in entries
                    if (e.game, e.players, e.clock) == (entry.game, entry.players, entry.clock)]
            out.append(Waiting(entry, same.index(entry) + 1, len(same), now - parse_stamp(entry.joined_at)))
        return out

    async def claim_matches(self, shards: Shards | None, *, limit: int | None = None) -> list[QueueMatch]:
        """The groups compatible now among the entries of ``shards``'s servers, each claimed in the
        database with the flow that makes its game (a group another process claimed first is left to
        it); at most ``limit`` of them (the others at the next call). The queue is read and planned only
        when its version moved or a window widens since the last call; only the buckets that changed."""
        now = self.clock()
        version = await self.store.queue_version()
        if version == self._version and (self._next_plan is None or now < self._next_plan):
            return []  # nothing changed and no window widened: nobody fits now who did not before
        entries = await self.store.queue_entries(shards=shards)
        scores = await self.reliability.scores(entry.user_id for entry in entries)
        # The planning is CPU work over the whole queue: in a thread, never on the event loop.
        groups, planned = await asyncio.to_thread(plan_changed, entries, now, scores, self._planned)
        if limit is not None:
            # The groups left for the next tick: their buckets are planned again then.
            for group in groups[limit:]:
                first = group[0]
                planned.pop((first.guild_id, first.game, first.players, first.clock), None)
            groups = groups[:limit]
        claimed = []
        for group in groups:
            first = group[0]
            users = tuple(entry.user_id for entry in group)
            match_id = await self.store.claim_match(first.guild_id, first.game, first.clock,
                                                    [entry.id for entry in group], users)
            if match_id is not None:
                claimed.append(QueueMatch(match_id, first.guild_id, first.game, first.clock, users))
        # Kept only now: a claim the database refused (raising) leaves the queue to be planned again.
        steps = [bucket.next_step for bucket in planned.values() if bucket.next_step is not None]
        self._planned, self._version, self._next_plan = planned, version, min(steps, default=None)
        return claimed

    async def expire(self, shards: Shards | None) -> list[QueueEntry]:
        return await self.store.expire_queue(stamp(self.clock()), shards)
