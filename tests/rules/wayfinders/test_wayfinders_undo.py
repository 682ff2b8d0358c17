"""Which Wayfinders decisions may be taken back (``undoable``), on positions found in seeded random games.

Placing a worker, Keep and a Done that ends the turn complete the turn (the hangars refill from the bag);
a draw island's build draws from the bag; a flight that turns tiles face up (exploration) shows them: those
stand. Returning workers, other flights and builds, and a Done that leads to Keep may be taken back.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from rules.wayfinders import GAME
from rules.wayfinders.engine import apply_action, tile_at
from rules.wayfinders.state import Build, EndMovement, Fly, Keep, Phase, PlaceWorker, ReturnWorkers


def find(players: int, options: dict, wanted: Callable[[object, object], bool], seeds=range(1, 30)):
    """The first (state, action) of seeded random games where ``wanted(state, action)`` holds."""
    for seed in seeds:
        rng = random.Random(seed)
        state = GAME.setup(players, options, seed)
        while not GAME.is_over(state):
            actions = GAME.legal_actions(state)
            for action in actions:
                if wanted(state, action):
                    return state, action
            state = GAME.apply(state, rng.choice(actions))
    raise AssertionError("no such position in the seeded games")


def builds_on(kind_is_draw: bool) -> Callable[[object, object], bool]:
    def wanted(state, action) -> bool:
        if not isinstance(action, Build):
            return False
        tile = tile_at(state, state.planes[state.seat_to_play])
        return tile is not None and (tile.kind == "draw") == kind_is_draw and sum(state.bag) > 0
    return wanted


def test_placing_a_worker_ends_the_turn_and_stands():
    state, action = find(2, {}, lambda s, a: isinstance(a, PlaceWorker))
    assert GAME.apply(state, action).turns == state.turns + 1
    assert not GAME.undoable(state, action)


def test_returning_workers_can_be_taken_back():
    state, action = find(2, {}, lambda s, a: isinstance(a, ReturnWorkers) and any(
        s.seat_to_play in column for column in s.workers))
    assert GAME.undoable(state, action)


def test_a_flight_without_revealing_can_be_taken_back():
    state, action = find(2, {}, lambda s, a: isinstance(a, Fly))
    assert GAME.undoable(state, action)
    state, action = find(2, {"exploration": "on"}, lambda s, a: isinstance(a, Fly)
                         and apply_action(s, a).face_up == s.face_up)
    assert GAME.undoable(state, action)


def test_a_flight_that_turns_tiles_face_up_stands():
    state, action = find(2, {"exploration": "on"}, lambda s, a: isinstance(a, Fly)
                         and apply_action(s, a).face_up != s.face_up)
    assert not GAME.undoable(state, action)


def test_building_on_a_draw_island_stands():
    state, action = find(2, {}, builds_on(True))
    assert apply_action(state, action).rng != state.rng
    assert not GAME.undoable(state, action)


def test_other_builds_can_be_taken_back():
    state, action = find(2, {}, builds_on(False))
    assert GAME.undoable(state, action)


def test_done_that_leads_to_keep_can_be_taken_back_but_keep_stands():
    state, action = find(2, {}, lambda s, a: isinstance(a, EndMovement)
                         and apply_action(s, a).phase is Phase.KEEP)
    assert GAME.undoable(state, action)
    keeping = GAME.apply(state, action)
    assert not GAME.undoable(keeping, GAME.legal_actions(keeping)[0])
    assert isinstance(GAME.legal_actions(keeping)[0], Keep)


def test_done_that_ends_the_turn_stands():
    state, action = find(2, {}, lambda s, a: isinstance(a, EndMovement)
                         and apply_action(s, a).phase is not Phase.KEEP)
    assert not GAME.undoable(state, action)


@pytest.mark.parametrize("players, options, seed", [
    (2, {}, 1), (3, {"exploration": "on"}, 2), (4, {"exploration": "on", "setup": "random24"}, 3),
])
def test_undoable_actions_keep_the_turn_and_replaying_without_them_gives_the_state_before(
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
            assert after.face_up == state.face_up and after.rng == state.rng
            if undoable_seen <= 8:  # a replay per case is enough; all of them would be slow
                replayed = GAME.setup(players, options, seed)
                for text in log:
                    replayed = GAME.apply(replayed, GAME.decode(text))
                assert GAME.dump(replayed) == GAME.dump(state)
        log.append(GAME.encode(action))
        state = after
    assert undoable_seen > 10
