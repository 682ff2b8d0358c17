"""The coach's hints (issue 31), without Discord: who may ask, and the hint itself.

A hint is the hard computer level's top three choices for the asking player's seat, each with its estimated
chance of winning (in a solo or cooperative game: the expected final score and the chance the table
wins), computed by :func:`rules.ai.analyse` from **that seat's view only** (what it cannot see is sampled,
never read), in the computer players' process pool (:meth:`core.players.ComputerPlayers.hint`) with the
bot's budget and a deadline.

Whether hints are allowed is the table's choice (``GameRecord.hints``): in a lobby, None until the creator
chooses, and then it follows whether a computer is seated (:func:`hints_allowed`: a table playing a
computer is there to learn; a table of people is a contest); the start fixes it. A game with hints
allowed is never rated (``core/ratings.py``): allowed, not just used, so nobody's rating depends on whether
an opponent peeked at the coach.

Refusals, in the order they are checked (:func:`check_may_hint`): the game is not in play (a lobby; over),
the asker is not one of its players, the title has no computer player (no ``determinize``: nothing can be
sampled), hints are not allowed at this table, it is not the asker's decision.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from core.computers import hints_allowed
from core.service import PlayerError, seat_player
from rules import GAMES
from rules.ai import analyse
from rules.base import Msg, Rng

if TYPE_CHECKING:
    from core.service import LoadedGame

__all__ = ["HINT_CHOICES", "Hint", "HintChoice", "check_may_hint", "hint_in_worker", "hints_allowed"]

#: How many choices a hint names.
HINT_CHOICES = 3


@dataclass(frozen=True)
class HintChoice:
    """One choice of a hint: the action's code, the seat's estimated chance of winning (the table's, in
    solo and co-op) and the expected final score (the seat's own; the table's in co-op)."""

    action: str
    chance: float
    score: float


@dataclass(frozen=True)
class Hint:
    """A hint for ``seat``: its choices, best first; ``shared`` when the game is solo or cooperative (the
    chance is the table's and the score is what the answer leads with); the playouts each choice was
    judged on."""

    seat: int
    shared: bool
    choices: tuple[HintChoice, ...]
    playouts: int


#: How many playouts' worth the even chance weighs in a told chance (:func:`told_chance`).
PRIOR_PLAYOUTS = 2


def told_chance(share: float, playouts: int, even: float) -> float:
    """The chance a hint tells for a move won in ``share`` of its ``playouts``: shrunk towards an even
    table's (``even``: one in the number of seats; a half for the table's win in solo and co-op) by
    :data:`PRIOR_PLAYOUTS`, so four wins out of four read "about 83%" at two seats, not a certain 100%
    that four playouts cannot show. The order of the choices is the search's, unchanged."""
    even = 0.5 if even >= 1.0 else even
    return (share * playouts + PRIOR_PLAYOUTS * even) / (playouts + PRIOR_PLAYOUTS)


def hint_in_worker(game_id: str, view: dict, seed: int, budget_ms: int, deadline_clock: bool = True,
                   rate: int | None = None) -> Hint:
    """Run in a worker process (like :func:`core.players.decide_in_worker`): the hint for the seat whose
    ``view`` this is, from that view alone. ``deadline_clock``: bound the wall time by the budget too (the
    bot); tests pass False for a result that depends only on the view, the seed and the budget. ``rate``:
    the search's measured rate (the pool's calibration), else the game's declared one."""
    game = GAMES[game_id]
    seat = int(view["seat"])
    outlooks = analyse(game, view, seed=seed, top=HINT_CHOICES, budget_ms=budget_ms,
                       clock=time.monotonic if deadline_clock else None, rate=rate)
    sim = game.spec.playout
    players = int(view["players"])
    shared = players == 1 or (sim.cooperative is not None
                              and bool(sim.cooperative(game.determinize(view, Rng.from_seed(seed)))))
    choices = []
    for outlook in outlooks:
        assert outlook.action is not None
        score = outlook.score[0 if shared else seat] if outlook.score else 0.0
        chance = told_chance(outlook.chance(seat), outlook.playouts, 1.0 if shared else 1.0 / players)
        choices.append(HintChoice(game.encode(outlook.action), chance, float(score)))
    return Hint(seat, shared, tuple(choices), max((o.playouts for o in outlooks), default=0))


def check_may_hint(loaded: LoadedGame, user_id: int) -> int:
    """The asker's seat, or the polite refusal (a :class:`PlayerError`; see the module for the order)."""
    record = loaded.record
    if record.status == "lobby":
        raise PlayerError(Msg("bot-error-not-started"))
    if record.status != "active" or loaded.game.is_over(loaded.state):
        raise PlayerError(Msg("hint-error-over"))
    seat = loaded.seat_of(user_id)
    if seat is None:
        raise PlayerError(Msg("hint-error-not-player"))
    if not loaded.game.spec.capabilities.determinize:
        raise PlayerError(Msg("hint-error-no-computer", game=loaded.game.title))
    if not hints_allowed(record, loaded.users):
        raise PlayerError(Msg("hint-error-not-allowed"))
    to_play = loaded.game.to_play(loaded.state)
    if to_play != seat:
        raise PlayerError(Msg("hint-error-not-your-turn",
                              who=seat_player(loaded.game, loaded.state, to_play, loaded.users)))
    return seat
