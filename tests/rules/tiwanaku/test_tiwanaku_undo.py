"""Which Tiwanaku decisions may be taken back (``undoable``): only a move onto a discovered space, the
divination still to come. A discovery shows a terrain, a divination shows a crop, the offering ends the
turn. Positions come from seeded random games; the property check replays each log without the action."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from rules.tiwanaku import GAME
from rules.tiwanaku.engine import ENGINE
from rules.tiwanaku.state import DIVINE, DIVINE_MORE, FINAL, MOVE, OFFERING, Divine, Enter, Move, Offer, Pass


def find(players: int, options: dict, wanted: Callable[[object, object], bool], seeds=range(1, 30),
         rules_version: int | None = None):
    """The first (state, action) of seeded random games where ``wanted(state, action)`` holds."""
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.setup(players, options, seed, rules_version=rules_version)
        while not GAME.is_over(state):
            actions = GAME.legal_actions(state)
            for action in actions:
                if wanted(state, action):
                    return state, action
            state = GAME.apply(state, rng.choice(actions))
    raise AssertionError("no such position in the seeded games")


def target(state, action) -> int:
    cell = action.cell if isinstance(action, Enter) else action.target
    return next(i for i in range(state.width * state.height) if ENGINE._name(state, i) == cell)


def test_a_move_onto_a_discovered_space_can_be_taken_back():
    state, action = find(2, {}, lambda s, a: isinstance(a, Move) and s.discovered[target(s, a)])
    after = GAME.apply(state, action)
    assert after.phase == DIVINE and after.turn_count == state.turn_count
    assert GAME.undoable(state, action)


def test_a_new_pawn_entering_a_discovered_space_could_be_taken_back_in_version1():
    # Rules version 1 (stored games) let a pawn enter a discovered edge space; T-14 now forbids it.
    state, action = find(2, {}, lambda s, a: isinstance(a, Enter) and s.discovered[target(s, a)],
                         rules_version=1)
    assert GAME.undoable(state, action)


@pytest.mark.parametrize("kind", [Enter, Move])
def test_a_move_that_discovers_terrain_stands(kind):
    state, action = find(2, {}, lambda s, a: isinstance(a, kind) and not s.discovered[target(s, a)])
    assert GAME.apply(state, action).discovered != state.discovered
    assert not GAME.undoable(state, action)


@pytest.mark.parametrize("phase", [DIVINE, DIVINE_MORE, FINAL])
def test_every_divination_stands_right_or_wrong(phase):
    for right in (True, False):
        state, action = find(2, {}, lambda s, a, r=right: s.phase == phase and isinstance(a, Divine)
                             and (a.crop == s.crop[ENGINE._cell(s, a.cell)]) == r)
        assert not GAME.undoable(state, action)


def test_the_offering_and_a_pass_stand():
    state, action = find(2, {}, lambda s, a: s.phase == OFFERING and isinstance(a, Offer) and a.crops)
    assert not GAME.undoable(state, action)
    state, action = find(2, {}, lambda s, a: s.phase == OFFERING and a == Offer(()))
    assert not GAME.undoable(state, action)
    state, action = find(2, {}, lambda s, a: s.phase in (MOVE, FINAL) and isinstance(a, Pass))
    assert not GAME.undoable(state, action)


@pytest.mark.parametrize("players, options, seed", [
    (1, {}, 2), (2, {"size": "short"}, 3), (3, {"mode": "cooperative"}, 4), (4, {}, 5),
])
def test_undoable_moves_keep_the_turn_and_replaying_without_them_gives_the_state_before(
        players, options, seed):
    rng = random.Random(seed)
    state = GAME.setup(players, options, seed)
    log: list[str] = []
    undoable_seen = 0
    while not GAME.is_over(state):
        action = rng.choice(GAME.legal_actions(state))
        after = GAME.apply(state, action)
        if GAME.undoable(state, action):
            undoable_seen += 1
            assert GAME.to_play(after) == GAME.to_play(state)
            assert GAME.turn_count(after) == GAME.turn_count(state) and not GAME.is_over(after)
            assert after.discovered == state.discovered and after.crop_shown == state.crop_shown
            if undoable_seen <= 8:  # a replay per case is enough; all of them would be slow
                replayed = GAME.setup(players, options, seed)
                for text in log:
                    replayed = GAME.apply(replayed, GAME.decode(text))
                assert GAME.dump(replayed) == GAME.dump(state)
        log.append(GAME.encode(action))
        state = after
    assert undoable_seen > 0
