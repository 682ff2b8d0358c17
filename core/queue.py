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

Matching is claimed in the database (:meth:`store.base.Store.claim_match`: the entries are removed in the
transaction that writes the match and its flow), so two processes never match a player twice; the
match's game is made by its flow (``core/flows.py``: thread, lobby, post, start, DMs, each once), which a
process that stopped halfway leaves to the next ticks. Entries expire after :data:`EXPIRES_AFTER` (the
player is told, by the entry's flow).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from core.clocks import CLOCKS
from core.ratings import RATING_START, shown_rating
from core.reliability import MINIMUMS, Reliability, Score
from core.service import PlayerError
from rules.base import Game, Msg
from store import QueueEntry, QueueMatch, Shards, Store, parse_stamp, stamp

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
    per turn, the oldest entry first with the closest ratings around it, each group compatible."""
    tables: dict[tuple[int, str, int, str], list[QueueEntry]] = {}
    for entry in sorted(entries, key=lambda e: (e.joined_at, e.id)):
        tables.setdefault((entry.guild_id, entry.game, entry.players, entry.clock), []).append(entry)
    groups: list[list[QueueEntry]] = []
    for (_, _, players, _), waiting in tables.items():
        left = list(waiting)
        while len(left) >= players:
            anchor = left[0]
            group = [anchor]
            for other in sorted(left[1:], key=lambda e: (abs(e.rating - anchor.rating), e.joined_at, e.id)):
                if len(group) == players:
                    break
                if compatible([*group, other], now, scores):
                    group.append(other)
            if len(group) == players:
                groups.append(group)
                left = [entry for entry in left if entry not in group]
            else:
                left = left[1:]  # nobody fits the oldest yet: the others may still fit each other
    return groups


class Matchmaker:
    """The queue's rules and its side of the database (``bot.matchmaker``)."""

    def __init__(self, store: Store, games: Mapping[str, Game], reliability: Reliability, clock) -> None:
        self.store = store
        self.games = games
        self.reliability = reliability
        self.clock = clock

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

    async def claim_matches(self, shards: Shards | None) -> list[QueueMatch]:
        """The groups compatible now among the entries of ``shards``'s servers, each claimed in the
        database with the flow that makes its game (a group another process claimed first is left to
        it)."""
        entries = await self.store.queue_entries(shards=shards)
        if not entries:
            return []
        now = self.clock()
        scores = await self.reliability.scores(entry.user_id for entry in entries)
        claimed = []
        for group in plan_matches(entries, now, scores):
            first = group[0]
            users = tuple(entry.user_id for entry in group)
            match_id = await self.store.claim_match(first.guild_id, first.game, first.clock,
                                                    [entry.id for entry in group], users)
            if match_id is not None:
                claimed.append(QueueMatch(match_id, first.guild_id, first.game, first.clock, users))
        return claimed

    async def expire(self, shards: Shards | None) -> list[QueueEntry]:
        return await self.store.expire_queue(stamp(self.clock()), shards)
