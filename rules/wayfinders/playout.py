"""Wayfinders playouts for the computer players' search (issue 13): a lean step and a score estimate.

``PLAYOUT`` is the :class:`rules.base.Playout` of Wayfinders' game spec, with the game's own greedy
player (``players.py``) as medium's choice and the hard player's policy.

A uniformly random flight wanders for hundreds of steps, so the playout policy is lightly guided: it
builds when it can, ends its movement half of the time when it cannot, and otherwise picks at random. The
lean step goes straight to ``engine.apply_action`` (``apply`` adds only checks of an action's form, which
an action from ``legal_actions`` always passes); tests/rules/test_ai_playout.py checks it move for move.
The estimate is the running score (islands, scoring tiles, resources, workers).
"""

from __future__ import annotations

from rules.base import Playout, Rng
from rules.wayfinders.engine import ENGINE, apply_action, legal_actions
from rules.wayfinders.players import GreedyPlayer
from rules.wayfinders.state import Build, EndMovement, Phase, WayfindersState

__all__ = ["HORIZON", "ITERATIONS_PER_SECOND", "PLAYOUT", "estimate", "greedy", "lean_apply", "step"]

#: Turns a hard player's policy playout looks ahead (changes of the seat to play) before the estimate
#: judges the position: 2 is the opponent's reply and back to the player.
HORIZON = 2
#: Hard playouts (a root move and its policy playout) per second on one core, measured on the 2-core
#: development machine; ``rules.ai`` turns a time budget into this many, so a decision is reproducible.
#: Measured before the greedy player remembered its targets (issue 31), which made a decision four to
#: six times faster. Kept: at 650 a second the search already stops at its sample cap
#: (``rules.ai.max_samples``) before it has spent a second's iterations, so a higher rate changes no
#: decision (checked at 650, 4,000 and 40,000 on one position) and the strength rows measured so far
#: stay valid.
ITERATIONS_PER_SECOND = 650


def lean_apply(state: WayfindersState, action) -> WayfindersState:
    return apply_action(state, action)


def step(state: WayfindersState, rng: Rng) -> WayfindersState:
    actions = legal_actions(state)
    if state.phase is Phase.FLY:
        builds = [a for a in actions if isinstance(a, Build)]
        if builds:
            return apply_action(state, rng.choice(builds))
        if rng.randbelow(2) == 0:
            return apply_action(state, EndMovement())
    return apply_action(state, rng.choice(actions))


def estimate(state: WayfindersState) -> list[float]:
    return [float(s) for s in ENGINE.scores(state)]


def greedy(state: WayfindersState):
    """Medium's choice: the game's own one-build-ahead greedy player (rules/wayfinders/players.py)."""
    return GreedyPlayer().choose(ENGINE, state)


PLAYOUT = Playout(lean_apply=lean_apply, step=step, estimate=estimate, greedy=greedy,
                  iterations_per_second=ITERATIONS_PER_SECOND, horizon=HORIZON)
