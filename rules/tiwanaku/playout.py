"""Tiwanaku playouts for the computer players' search (issue 13): a lean step and a score estimate.

``PLAYOUT`` is the :class:`rules.base.Playout` of Tiwanaku's game spec (a cooperative one: solo and
cooperative games share one score). The lean step dispatches an action from ``legal_actions`` straight
to the engine's transition, without ``apply``'s second computation of the legal moves (which only guards
against a player's bad input); tests/rules/test_ai_playout.py plays whole games both ways, move for move.
The estimate is the points scored so far plus a little for crop tokens still in hand (they become
offering points, T-19).
"""

from __future__ import annotations

from rules.base import Playout, Rng
from rules.tiwanaku.engine import ENGINE
from rules.tiwanaku.state import Divine, EndTurn, Enter, Move, Offer, TiwanakuState

__all__ = ["HORIZON", "ITERATIONS_PER_SECOND", "PLAYOUT", "cooperative", "estimate", "lean_apply", "step"]

#: Turns a hard player's policy playout looks ahead (changes of the seat to play) before the estimate
#: judges the position: 2 is the opponent's reply and back to the player.
HORIZON = 2
#: Hard playouts (a root move and its policy playout) per second on one core, measured on the 2-core
#: development machine; ``rules.ai`` turns a time budget into this many, so a decision is reproducible.
ITERATIONS_PER_SECOND = 280
TOKEN_VALUE = 0.5


def lean_apply(state: TiwanakuState, action) -> TiwanakuState:
    if isinstance(action, Enter | Move):
        return ENGINE._apply_move(state, action)
    if isinstance(action, Divine):
        return ENGINE._apply_divine(state, action)
    if isinstance(action, Offer):
        return ENGINE._apply_offer(state, action)
    if isinstance(action, EndTurn):
        return ENGINE._next_final(ENGINE._end_turn(state), after=state.current)
    return ENGINE._apply_pass(state)


def step(state: TiwanakuState, rng: Rng) -> TiwanakuState:
    return lean_apply(state, rng.choice(ENGINE.legal_actions(state)))


def estimate(state: TiwanakuState) -> list[float]:
    scores = ENGINE.scores(state)
    if state.mode == "cooperative":
        tokens = sum(len(board.tokens) for board in state.boards)
        return [score + TOKEN_VALUE * tokens for score in scores]
    return [score + TOKEN_VALUE * len(board.tokens)
            for score, board in zip(scores, state.boards, strict=True)]


def cooperative(state: TiwanakuState) -> bool:
    """Solo and cooperative games have one shared score: the reward is that score, not a rank."""
    return state.mode != "competitive"


PLAYOUT = Playout(lean_apply=lean_apply, step=step, estimate=estimate, cooperative=cooperative,
                  iterations_per_second=ITERATIONS_PER_SECOND, horizon=HORIZON)
