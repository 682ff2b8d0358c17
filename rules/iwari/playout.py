"""Iwari playouts for the computer players' search (issue 13): a lean step and a score estimate.

``PLAYOUT`` is the :class:`rules.base.Playout` of Iwari's game spec. The lean step takes the same
transition as ``IwariEngine.apply`` but skips the checks that only guard
against a player's bad input (the action comes from ``legal_actions``): a placement goes straight to
``_place`` and ``_after_placement``. tests/rules/test_ai_playout.py plays whole games both ways, move for
move. The estimate is the score each tribe would have if the game ended now (I-22 scoring on a copy).
"""

from __future__ import annotations

from rules.base import Playout, Rng
from rules.iwari.actions import Place
from rules.iwari.engine import ENGINE
from rules.iwari.feats import TERRITORY_FEATS
from rules.iwari.scoring import SETTLEMENT_MIN_TENTS, feat_multiplier
from rules.iwari.state import ACTION, DRAW, NEUTRAL, IwariState

__all__ = ["HORIZON", "ITERATIONS_PER_SECOND", "PLAYOUT", "estimate", "lean_apply", "step"]

#: Turns a hard player's policy playout looks ahead (changes of the seat to play) before the estimate
#: judges the position: 2 is the opponent's reply and back to the player.
HORIZON = 2
#: Hard playouts (a root move and its policy playout) per second on one core, measured on the 2-core
#: development machine; ``rules.ai`` turns a time budget into this many, so a decision is reproducible.
#: Measured before the estimate remembered its answers (issue 31), which made a decision about twice as
#: fast. Kept: at 300 a second the search already stops at its sample cap (``rules.ai.max_samples``)
#: before it has spent a second's iterations, so a higher rate changes no decision (checked: 300 and
#: 1,000 give the same 40 moves at 2 and 3 players).
ITERATIONS_PER_SECOND = 300


def lean_apply(state: IwariState, action) -> IwariState:
    if state.phase == ACTION and isinstance(action, Place) and not action.neutral:
        after = NEUTRAL if state.neutral is not None else DRAW
        return ENGINE._after_placement(ENGINE._place(state, action, state.seat), state.seat, action, after)
    if state.phase == NEUTRAL and isinstance(action, Place) and action.neutral:
        tribe = state.neutral if state.neutral is not None else state.seat
        return ENGINE._after_placement(ENGINE._place(state, action, tribe), tribe, action, DRAW)
    return ENGINE.apply(state, action)


def step(state: IwariState, rng: Rng) -> IwariState:
    return lean_apply(state, rng.choice(ENGINE.legal_actions(state)))


#: Most ``estimate`` answers kept (see there); about 1 kB each.
ESTIMATE_CACHE_SIZE = 20_000
_estimates: dict[tuple, tuple[float, ...]] = {}


def estimate(state: IwariState) -> list[float]:
    """Per tribe (the neutral one included): points if the game were scored now.

    The same sums as ``ENGINE.scores(ENGINE._score_end(state))`` (I-22), added into a list instead of a new
    state per term, which makes it several times faster (the search calls it for every move it weighs);
    tests/rules/test_ai_playout.py compares the two on whole games.

    The estimate reads only the public board (the fields of the key below, never a hand or the deck), and
    the hard player's search weighs the same boards again and again, from one sampled hand to the next:
    answers are remembered in a bounded memo, emptied when full (issue 31: the estimate was most of an
    Iwari decision's time)."""
    if state.over:
        return [float(s) for s in ENGINE.scores(state)]
    key = (state.map_id, state.tribes, state.owner, state.points, state.totems, state.feats, state.covered)
    try:
        return list(_estimates[key])
    except KeyError:
        pass
    except TypeError:  # a hand-built state with a list somewhere: answer without remembering
        return _estimate(state)
    if len(_estimates) >= ESTIMATE_CACHE_SIZE:
        _estimates.clear()
    totals = _estimate(state)
    _estimates[key] = tuple(totals)
    return totals


def _estimate(state: IwariState) -> list[float]:
    totals = [float(sum(row)) for row in state.points]
    board_map = ENGINE.board_map(state)
    owner = state.owner
    tribes = state.tribes
    on_territory: dict[int, int] = {}
    on_connection: dict[int, int] = {}
    for kind, target, _ in state.feats:
        feats = on_territory if kind in TERRITORY_FEATS else on_connection
        feats[target] = feats.get(target, 0) + 1
    areas = [(territory.spaces, feat_multiplier(on_territory.get(territory.id, 0)))
             for territory in board_map.territories]
    if board_map.road:
        areas.append((board_map.road, 1))
    for spaces, factor in areas:  # I-23, with I-27's factor
        counts = [0] * tribes
        for space in spaces:
            holder = owner[space]
            if holder >= 0:
                counts[holder] += 1
        levels = sorted({count for count in counts if count > 0}, reverse=True)
        if not levels:
            continue
        total = sum(counts)
        for tribe, count in enumerate(counts):
            if count > 0:
                rank = levels.index(count)
                totals[tribe] += (total if rank == 0 else levels[rank - 1]) * factor
    holders = []  # I-24: per territory, the tribes with the most totems there, and its totem count
    counts_there = []
    for row in state.totems:
        top = max(row, default=0)
        holders.append({tribe for tribe, count in enumerate(row) if count == top} if top > 0 else set())
        counts_there.append(sum(count for count in row if count > 0))
    for connection in board_map.connections:
        if connection.number in state.covered:
            continue
        a, b = connection.between
        both = holders[a - 1] & holders[b - 1]
        if both:
            points = (counts_there[a - 1] + counts_there[b - 1]) * feat_multiplier(
                on_connection.get(connection.number, 0))
            for tribe in both:
                totals[tribe] += points
    seen = [False] * len(owner)  # I-25: groups of at least 4 connected tents of one tribe
    neighbours = board_map.neighbours
    for start, holder in enumerate(owner):
        if holder < 0 or seen[start]:
            continue
        seen[start] = True
        stack = [start]
        size = 0
        while stack:
            space = stack.pop()
            size += 1
            for other in neighbours[space]:
                if not seen[other] and owner[other] == holder:
                    seen[other] = True
                    stack.append(other)
        if size >= SETTLEMENT_MIN_TENTS:
            totals[holder] += size
    return totals


PLAYOUT = Playout(lean_apply=lean_apply, step=step, estimate=estimate,
                  iterations_per_second=ITERATIONS_PER_SECOND, horizon=HORIZON)
