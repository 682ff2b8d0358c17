"""Tiwanaku playouts for the computer players' search (issue 13): a lean step and a score estimate.

``PLAYOUT`` is the :class:`rules.base.Playout` of Tiwanaku's game spec (a cooperative one: solo and
cooperative games share one score). The lean step dispatches an action from ``legal_actions`` straight
to the engine's transition, without ``apply``'s second computation of the legal moves (which only guards
against a player's bad input); tests/rules/test_ai_playout.py plays whole games both ways, move for move.
The estimate is the points scored so far plus a little for crop tokens still in hand (they become
offering points, T-19).

A playout runs on a sampled state, where every crop is written down: weighed one action ahead, a
divination would always name the sampled crop, and the search would believe it never guesses wrong. It
did: a hard player moved onto discovered spaces to divine 60% more often than medium, was right 82% of
the time against medium's 98%, and lost 3.3 points a game to wrong guesses against medium's 0.1 (12
seeded 4-player games at 1,000 ms, issue 31). ``fair_actions`` has the playout guess from what the board
shows instead (``fair_guess``): the crops a space can still hold after the crops shown in its region and
around it (T-4, T-5), weighed by how often each crop lies in regions of that size (``CROP_PRIOR``), the
guess with the best expected points; a divination that is not forced is made only when that expectation
is positive.
"""

from __future__ import annotations

from rules.base import Action, Playout, Rng
from rules.tiwanaku.board import neighbours4, neighbours8
from rules.tiwanaku.engine import ENGINE
from rules.tiwanaku.state import (
    DIVINE,
    DIVINE_MORE,
    FINAL,
    FINAL_MORE,
    Divine,
    EndTurn,
    Enter,
    Move,
    Offer,
    TiwanakuState,
)

__all__ = ["CROP_PRIOR", "HORIZON", "ITERATIONS_PER_SECOND", "PLAYOUT", "cooperative", "estimate",
           "fair_actions", "fair_guess", "lean_apply", "possible_crops", "step"]

#: Turns a hard player's policy playout looks ahead (changes of the seat to play) before the estimate
#: judges the position: 2 is the opponent's reply and back to the player.
HORIZON = 2
#: Hard playouts (a root move and its policy playout) per second on one core, measured on the 2-core
#: development machine; ``rules.ai`` turns a time budget into this many, so a decision is reproducible.
ITERATIONS_PER_SECOND = 280
TOKEN_VALUE = 0.5
#: How often each crop (1 to 5) lies on a space of a region of at least k spaces (k = 1 to 5), over the
#: generator's boards (300: 150 seeds of each size; tests/rules/test_tiwanaku_playout_guess.py measures it
#: again). Small crops are commoner: every region holds a 1, only the regions of five a 5.
CROP_PRIOR: dict[int, tuple[float, ...]] = {
    1: (0.263, 0.223, 0.202, 0.178, 0.134),
    2: (0.233, 0.233, 0.210, 0.185, 0.140),
    3: (0.220, 0.220, 0.220, 0.194, 0.146),
    4: (0.210, 0.210, 0.210, 0.210, 0.158),
    5: (0.200, 0.200, 0.200, 0.200, 0.200),
}
_DIVINING = (DIVINE, DIVINE_MORE, FINAL, FINAL_MORE)


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


def possible_crops(state: TiwanakuState, cell: int) -> tuple[list[int], dict[int, float]]:
    """The crops ``cell`` (discovered, its crop not shown) can hold by what the board shows, with their
    weights: its known region (the discovered spaces of its terrain joined to it) holds each crop once
    (T-4) and no crop shown around it repeats (T-5); a region closed on every side holds exactly its size's
    crops, each as likely, an open one may grow to five spaces (``CROP_PRIOR``). Reads the terrain of
    discovered spaces and the crops shown only: what every seat sees."""
    width, height = state.width, state.height
    around4, around8 = neighbours4(width, height), neighbours8(width, height)
    terrain, discovered, shown = state.terrain[cell], state.discovered, state.crop_shown
    region, frontier, closed = {cell}, [cell], True
    while frontier:
        here = frontier.pop()
        for there in around4[here]:
            if there in region:
                continue
            if not discovered[there]:
                closed = False
            elif state.terrain[there] == terrain:
                region.add(there)
                frontier.append(there)
    taken = {state.crop[c] for c in region if shown[c]}
    taken.update(state.crop[c] for c in around8[cell] if shown[c])
    if closed:
        top, weights = min(len(region), 5), dict.fromkeys(range(1, 6), 1.0)
    else:
        top, weights = 5, dict(enumerate(CROP_PRIOR[min(len(region), 5)], start=1))
    possible = [crop for crop in range(1, top + 1) if crop not in taken]
    return possible, {crop: weights[crop] for crop in possible}


def fair_guess(state: TiwanakuState, cells: list[int]) -> tuple[float, int, int] | None:
    """The best guess among ``cells`` from what the board shows: (expected points, cell, crop); a right
    guess wins its crop's value, a wrong one loses the true crop's (T-17)."""
    best = None
    for cell in cells:
        possible, weights = possible_crops(state, cell)
        total = sum(weights.values())
        if not total:
            continue
        stake = sum(weights[crop] * crop for crop in possible) / total
        for crop in possible:
            right = weights[crop] * crop / total
            value = right - (stake - right)
            if best is None or value > best[0]:
                best = (value, cell, crop)
    return best


def fair_actions(state: TiwanakuState, actions: list[Action]) -> list[Action]:
    """The actions a playout's policy weighs: all of them, but in a divination only the fair guess (see
    the module's docstring), or, where divining is a choice and no guess is worth it, the others."""
    if state.phase not in _DIVINING:
        return actions
    names = {action.cell for action in actions if isinstance(action, Divine)}
    others = [action for action in actions if not isinstance(action, Divine)]
    cells = [ENGINE._cell(state, name) for name in sorted(names)]
    best = fair_guess(state, cells)
    if best is None:
        return others or actions
    value, cell, crop = best
    guess = Divine(ENGINE._name(state, cell), crop)
    if others and value <= 0:
        return others
    return [guess]


def cooperative(state: TiwanakuState) -> bool:
    """Solo and cooperative games have one shared score: the reward is that score, not a rank."""
    return state.mode != "competitive"


PLAYOUT = Playout(lean_apply=lean_apply, step=step, estimate=estimate, cooperative=cooperative,
                  fair_actions=fair_actions, iterations_per_second=ITERATIONS_PER_SECOND, horizon=HORIZON)
