"""Iwari playouts for the computer players' search (issue 13): a lean step and a score estimate.

The lean step takes the same transition as ``IwariGame.apply`` but skips the checks that only guard
against a player's bad input (the action comes from ``legal_actions``): a placement goes straight to
``_place`` and ``_after_placement``. tests/rules/test_ai_playout.py plays whole games both ways, move for
move. The estimate is the score each tribe would have if the game ended now (I-22 scoring on a copy).
"""

from __future__ import annotations

from rules.base import Rng
from rules.iwari.actions import Place
from rules.iwari.state import ACTION, DRAW, NEUTRAL, IwariState

__all__ = ["DEPTH", "ITERATIONS_PER_SECOND", "estimate", "lean_apply", "step"]

#: Actions a playout plays before the estimate judges the position (about two rounds).
DEPTH = 24
#: Search iterations (one tree step + one playout) per second on one core, measured by ``bench --only
#: ai``; ``rules.ai`` turns a time budget into this many iterations, so a decision is reproducible.
ITERATIONS_PER_SECOND = 250


def lean_apply(game, state: IwariState, action) -> IwariState:
    if state.phase == ACTION and isinstance(action, Place) and not action.neutral:
        after = NEUTRAL if state.neutral is not None else DRAW
        return game._after_placement(game._place(state, action, state.seat), state.seat, action, after)
    if state.phase == NEUTRAL and isinstance(action, Place) and action.neutral:
        tribe = state.neutral if state.neutral is not None else state.seat
        return game._after_placement(game._place(state, action, tribe), tribe, action, DRAW)
    return game.apply(state, action)


def step(game, state: IwariState, rng: Rng) -> IwariState:
    return lean_apply(game, state, rng.choice(game.legal_actions(state)))


def estimate(game, state: IwariState) -> list[float]:
    """Per tribe (the neutral one included): points if the game were scored now."""
    if state.over:
        return [float(s) for s in game.scores(state)]
    return [float(s) for s in game.scores(game._score_end(state))]
