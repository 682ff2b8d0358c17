"""Limits on heavy commands (issue 29): how often one member, and one server, may ask for replays, exports,
new lobbies, move suggestions and hints, so that one member's flood cannot slow every other channel's turns.

Each kind of request has two token buckets: one per user and one per server (a request from a DM with the
bot has only the user's). A bucket holds at most ``count`` tokens and refills evenly, ``count`` every
``seconds``; a request takes one token from both, or, when either is empty, takes nothing and is refused
with the time until both would have one again (:class:`Refusal`, which words itself as a :class:`Msg`).
So a member may ask for three replays at once, then one more every 200 seconds; a refused request costs
nothing and does not push the wait further back. Every request counts, whether it then succeeds or not
(an export of a game you may not see still read the database).

The state lives in memory, in the process: a server's interactions all reach the process running its
shard (DMs reach any process, and are limited per process: a few more at most). A restart forgets it,
which at worst lets a member start again with full buckets. A full bucket is the same as none, so buckets
are dropped once full when there are many (``max_buckets``): memory stays bounded.

Time is the bot's injected clock (``bot.clock``): tests move it instead of sleeping.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from core.service import PlayerError
from rules.base import Msg

__all__ = ["RULES", "Budget", "Limits", "Refusal", "Rule"]


@dataclass(frozen=True)
class Budget:
    """``count`` requests every ``seconds``, refilled evenly, at most ``count`` at once."""

    count: int
    seconds: float

    @property
    def rate(self) -> float:
        """Tokens per second."""
        return self.count / self.seconds


@dataclass(frozen=True)
class Rule:
    user: Budget
    server: Budget


#: The budgets, in ONE place. Why these:
#:
#: - ``replay`` (``/records replay``, the animation): seconds of rendering each, drawn one at a time by the
#:   bot's replay queue anyway (``bot/render_pool.py``); three in a row lets a member compare a few games,
#:   ten per server keeps the queue (eight waiting at most) from filling with one server's requests.
#: - ``step`` (the replay's step-through: ``/records replay step:Yes`` and each press of its ◀ ▶, selects
#:   and "Go to turn…"): one board drawn each, in the render pool at a turn's priority, so a script pressing
#:   ▶ competes with every channel's boards. Sixty a minute (one a second, faster than anyone reads a
#:   board) per member, two hundred and forty per server.
#: - ``export`` (``/records export``): the whole action log read and written out as JSON; cheap alone, but
#:   a loop of them reads the database as hard as a loop of replays. Nobody needs more than five a few
#:   minutes apart.
#: - ``download`` (``/game privacy``'s "Download my data"): everything stored about a member, every game's
#:   public log included, read and written out as JSON: an export of all their games at once. The same
#:   budget as ``export``, which it resembles: nobody needs their data more than a few times in minutes.
#: - ``lobby`` (``/game new``): each opens a game, posts a lobby and often starts a thread. Five per member
#:   in ten minutes is more than any table needs (a rematch from a finished game's button is not counted:
#:   only its players may press it). A server's hundred and twenty lets a big server's game night (or a
#:   tournament) open a table for every pair at once, and holds a crowd of accounts to one every 5 s.
#: - ``autocomplete`` (``/game play move:``'s suggestions): Discord asks at every keystroke, so a fast typist
#:   sends a dozen in a few seconds; thirty per ten seconds (three a second sustained) is above any typing,
#:   and a server's hundred and twenty leaves room for four typing at once. The menus are cached per game
#:   position and computed off the event loop (``bot/cogs/play.py``), so this bounds a script, not typing.
#: - ``hint`` (``/game hint`` and the panel's Hint button, issue 31): a second of the computer players'
#:   search each, in the same one-worker pool as the computers' decisions, so a flood of hints would hold up
#:   every computer's turn. Four a minute per member (more than one decision needs: a hint is read before
#:   it is asked again), thirty a minute per server.
#: - ``review`` (``/records review``, issue 31): a finished game's positions judged by playouts, seconds to a
#:   minute of the render pool's replay workers, then kept: a second request (anyone's) reads the cache.
#:   Three per member in ten minutes, like replays; twelve per server, a little above replays since many
#:   of them are answered from the cache.
RULES: Mapping[str, Rule] = {
    "replay": Rule(user=Budget(3, 600), server=Budget(10, 600)),
    "step": Rule(user=Budget(60, 60), server=Budget(240, 60)),
    "export": Rule(user=Budget(5, 600), server=Budget(20, 600)),
    "download": Rule(user=Budget(5, 600), server=Budget(20, 600)),
    "lobby": Rule(user=Budget(5, 600), server=Budget(120, 600)),
    "autocomplete": Rule(user=Budget(30, 10), server=Budget(120, 10)),
    "hint": Rule(user=Budget(4, 60), server=Budget(30, 60)),
    "review": Rule(user=Budget(3, 600), server=Budget(12, 600)),
}

#: From this many seconds on, the wait is said in minutes (rounded up).
MINUTES_FROM = 120


@dataclass(frozen=True)
class Refusal:
    """A request over its budget: which kind, whose budget ran out (the member's own, or the server's),
    and the whole seconds to wait (rounded up, at least 1)."""

    kind: str
    scope: Literal["user", "server"]
    seconds: int

    @property
    def minutes(self) -> int:
        """The wait in whole minutes (rounded up) when it is :data:`MINUTES_FROM` seconds or more, else 0
        (the catalogs then say seconds)."""
        return math.ceil(self.seconds / 60) if self.seconds >= MINUTES_FROM else 0

    @property
    def msg(self) -> Msg:
        """The polite refusal, ``limits-<kind>`` in the catalogs."""
        return Msg(f"limits-{self.kind}", scope=self.scope, seconds=self.seconds, minutes=self.minutes)


class _Bucket:
    __slots__ = ("at", "tokens")

    def __init__(self, tokens: float, at: float) -> None:
        self.tokens = tokens
        self.at = at


class Limits:
    """The token buckets of one process (see the module). ``clock``: the bot's (an aware ``datetime``);
    ``rules``: a kind without a rule is not limited."""

    def __init__(self, clock: Callable[[], datetime], rules: Mapping[str, Rule] = RULES,
                 max_buckets: int = 50_000) -> None:
        self.clock = clock
        self.rules = rules
        self.max_buckets = max_buckets
        self._buckets: dict[tuple[str, str, int], _Bucket] = {}
        #: Requests refused so far, by kind (the bench reports them; a metric could read them).
        self.refused: Counter[str] = Counter()

    def _level(self, key: tuple[str, str, int], budget: Budget, now: float) -> _Bucket:
        bucket = self._buckets.get(key)
        if bucket is None:
            return _Bucket(float(budget.count), now)
        # A clock set back (tests do) refills nothing rather than draining.
        bucket.tokens = min(float(budget.count), bucket.tokens + max(0.0, now - bucket.at) * budget.rate)
        bucket.at = now
        return bucket

    def take(self, kind: str, user_id: int, guild_id: int | None) -> Refusal | None:
        """One request of ``kind`` by ``user_id`` in ``guild_id`` (None: a DM): None when it may go ahead
        (a token taken from each bucket), else the :class:`Refusal` (nothing taken)."""
        rule = self.rules.get(kind)
        if rule is None:
            return None
        now = self.clock().timestamp()
        scopes: list[tuple[Literal["user", "server"], tuple[str, str, int], Budget]] = [
            ("user", (kind, "user", user_id), rule.user)]
        if guild_id is not None:
            scopes.append(("server", (kind, "server", guild_id), rule.server))
        levels = [(scope, key, budget, self._level(key, budget, now)) for scope, key, budget in scopes]
        short = [(max(0.0, 1.0 - bucket.tokens) / budget.rate, scope)
                 for scope, _, budget, bucket in levels if bucket.tokens < 1.0]
        if short:
            wait, scope = max(short)  # nothing taken (a stored bucket was only brought up to date)
            self.refused[kind] += 1
            return Refusal(kind, scope, max(1, math.ceil(wait - 1e-9)))
        for _, key, _, bucket in levels:
            bucket.tokens -= 1.0
            self._buckets[key] = bucket
        if len(self._buckets) > self.max_buckets:
            self._prune(now)
        return None

    def check(self, kind: str, user_id: int, guild_id: int | None) -> None:
        """:meth:`take`, raising the refusal as a :class:`PlayerError` (the rooms answer it privately)."""
        refusal = self.take(kind, user_id, guild_id)
        if refusal is not None:
            raise PlayerError(refusal.msg)

    def _prune(self, now: float) -> None:
        """Drop the buckets that are full again (the same as none)."""
        for key, bucket in list(self._buckets.items()):
            rule = self.rules.get(key[0])
            budget = None if rule is None else rule.user if key[1] == "user" else rule.server
            if budget is None or bucket.tokens + (now - bucket.at) * budget.rate >= budget.count:
                del self._buckets[key]
