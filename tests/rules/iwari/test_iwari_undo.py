"""Which Iwari decisions may be taken back (``undoable``), on positions found in seeded random games.

Placements, the neutral tribe's placement, the swap's discard, feats and display draws stand open while
the turn goes on; a deck draw, a reshuffle (half journey) and the decision that ends the turn never do.
The property check replays each game's log without an undoable action and must find the state before it.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from rules.iwari import GAME
from rules.iwari.actions import DECK, Draw, Place, PlaceFeat, Swap
from rules.iwari.cards import HAND_SIZE
from rules.iwari.state import ACTION, DRAFT, DRAW, FEAT, NEUTRAL


def find(players: int, options: dict, wanted: Callable[[object, object], bool], seeds=range(1, 40),
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


def same_turn(state, action) -> bool:
    return GAME.turn_count(GAME.apply(state, action)) == GAME.turn_count(state)


def test_an_own_placement_can_be_taken_back():
    state, action = find(3, {}, lambda s, a: s.phase == ACTION and isinstance(a, Place) and not a.neutral)
    assert same_turn(state, action) and GAME.undoable(state, action)


def test_the_neutral_tribes_placement_can_be_taken_back():
    state, action = find(2, {}, lambda s, a: s.phase == NEUTRAL and isinstance(a, Place) and a.neutral
                         and same_turn(s, a))
    assert GAME.undoable(state, action)


def test_the_swaps_discard_can_be_taken_back():
    for players in (2, 3):
        state, action = find(players, {}, lambda s, a: isinstance(a, Swap))
        assert GAME.undoable(state, action)


def test_placing_a_feat_can_be_taken_back():
    state, action = find(3, {"feats": "on"}, lambda s, a: s.phase == FEAT and isinstance(a, PlaceFeat)
                         and same_turn(s, a))
    assert GAME.undoable(state, action)


def test_a_display_draw_that_leaves_the_hand_short_can_be_taken_back():
    state, action = find(3, {}, lambda s, a: s.phase == DRAW and isinstance(a, Draw) and a.source != DECK
                         and len(s.hands[s.seat]) < HAND_SIZE - 1)
    assert same_turn(state, action) and GAME.undoable(state, action)


def test_a_draft_draw_from_the_display_can_be_taken_back_but_not_one_from_the_deck():
    state, action = find(3, {"draft": "on"}, lambda s, a: s.phase == DRAFT and isinstance(a, Draw)
                         and a.source != DECK and not s.hands[s.seat])
    assert GAME.undoable(state, action)
    assert not GAME.undoable(state, Draw(DECK))


def test_a_deck_draw_stands_even_inside_the_turn():
    state, action = find(3, {}, lambda s, a: s.phase == DRAW and a == Draw(DECK)
                         and len(s.hands[s.seat]) < HAND_SIZE - 1)
    assert same_turn(state, action) and not GAME.undoable(state, action)


def test_the_draw_that_fills_the_hand_ends_the_turn_and_stands():
    state, action = find(3, {}, lambda s, a: s.phase == DRAW and isinstance(a, Draw) and a.source != DECK
                         and len(s.hands[s.seat]) == HAND_SIZE - 1)
    assert not same_turn(state, action) and not GAME.undoable(state, action)


def test_a_draw_that_reshuffles_the_discard_pile_stands():
    # I-21: taking the deck's last card shuffles the discard pile into a new deck at once.
    state, action = find(2, {}, lambda s, a: a == Draw(DECK) and len(s.deck) == 1 and not s.half_journey_done)
    after = GAME.apply(state, action)
    assert after.half_journey_done and after.rng != state.rng
    assert not GAME.undoable(state, action)


def test_a_draw_that_reshuffles_the_discard_pile_stands_in_version1():
    # Version 1 (stored games): the reshuffle came when a card was asked of the empty deck.
    state, action = find(2, {}, lambda s, a: a == Draw(DECK) and not s.deck and not s.half_journey_done,
                         rules_version=1)
    after = GAME.apply(state, action)
    assert after.half_journey_done and after.rng != state.rng
    assert not GAME.undoable(state, action)


@pytest.mark.parametrize("players, options, seed", [
    (2, {}, 3), (3, {"feats": "on"}, 5), (4, {"expeditions": "on", "draft": "on"}, 7), (5, {}, 9),
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
            assert after.deck == state.deck and after.rng == state.rng
            if undoable_seen <= 8:  # a replay per case is enough; all of them would be slow
                replayed = GAME.setup(players, options, seed)
                for text in log:
                    replayed = GAME.apply(replayed, GAME.decode(text))
                assert GAME.dump(replayed) == GAME.dump(state)
        log.append(GAME.encode(action))
        state = after
    assert undoable_seen > 10
