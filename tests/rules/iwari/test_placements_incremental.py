"""Issue 25: Iwari's placements are kept up to date from the last placement (``rules.iwari.placements``),
and must never drift from a search from scratch.

The reference below is the search as it was before issue 25 (issue 17's ``IwariEngine._placements``,
copied unchanged): every area, every piece shape, every choice of spaces and payment, worked out from the
state's fields alone. The property test plays random games of 2–5 players on every map with the modules
and rules versions varied, and after every action compares, for every tribe and every hand at the table,
the engine's placements with the reference, checks that the index the state carries was made from the
one before (not rebuilt, so the incremental path is what is tested) and that each area's facts equal a
fresh build, and that the state loaded from its dump (no index: built from scratch) lists the same
legal actions.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import pickle
from itertools import combinations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.iwari.actions import Place
from rules.iwari.board import MAP_IDS, ROAD
from rules.iwari.engine import ENGINE, RULES_VERSION, payment_options
from rules.iwari.placements import INDEX_KEY, BoardIndex, board_index
from rules.iwari.scoring import counts_by_tribe
from rules.iwari.state import NEUTRAL, IwariState
from rules.players import RandomPlayer


def reference_placements(state: IwariState, tribe: int | None, hand: tuple[str, ...], neutral: bool
                         ) -> list[Place]:
    """The search from scratch (issue 17's generator, unchanged)."""
    if tribe is None or not hand:
        return []
    board_map = ENGINE.board_map(state)
    options = payment_options(tuple(hand))
    owner = state.owner
    tents_left = state.tents_left[tribe]
    totems_left = state.totems_left[tribe]
    tribes = state.tribes
    found = []
    for area, biome, spaces in board_map.areas:
        one, two = options[biome]
        if not one and not two:
            continue
        free = [s for s in spaces if owner[s] < 0]
        explored = area == ROAD or len(free) < len(spaces)
        counts = None
        totems_now = 0 if area == ROAD else sum(state.totems[area - 1])
        for tents, totems in ((1, 0), (0, 1), (2, 0), (1, 1), (0, 2)):
            payments = one if tents + totems == 1 else two
            if not payments:
                continue
            if area == ROAD and totems:
                continue
            if not explored and (totems or tents > 1):
                continue
            if tents > len(free) or tents > tents_left or totems > totems_left:
                continue
            if totems:
                if counts is None:
                    counts = counts_by_tribe((owner[s] for s in spaces), tribes)
                cap = max(max(counts.values()), counts[tribe] + tents)
                if totems_now + totems > cap:
                    continue
            for chosen in combinations(free, tents):
                for cards in payments:
                    found.append(Place(area, chosen, totems, cards, neutral))
    return found


def _check(state: IwariState) -> None:
    board_map = ENGINE.board_map(state)
    index = board_index(state, board_map)
    fresh = BoardIndex.build(board_map, state.owner, state.totems, state.tribes)
    assert len(index.areas) == len(fresh.areas)
    for kept, built in zip(index.areas, fresh.areas, strict=True):
        assert kept.same_as(built), (kept.area, kept.free, built.free)
    hands = {hand for hand in state.hands if hand}
    for tribe in range(state.tribes):
        for hand in hands:
            # The reference is searched once per tribe and hand: its ``neutral`` argument only goes into
            # each Place's flag, so its neutral list is the other one with the flag set (searching it a
            # second and, for _has_placement, a third time was the same work again, two thirds of this
            # test's time).
            expected = reference_placements(state, tribe, hand, False)
            assert ENGINE._placements(state, tribe, hand, neutral=False) == expected
            neutral = ENGINE._placements(state, tribe, hand, neutral=True)
            assert len(neutral) == len(expected) and all(
                got.neutral is True and dataclasses.replace(got, neutral=False) == place
                for got, place in zip(neutral, expected, strict=True))
            assert ENGINE._has_placement(state, tribe, hand) == bool(expected)
    loaded = ENGINE.load(json.loads(json.dumps(ENGINE.dump(state))))
    assert INDEX_KEY not in loaded.__dict__
    assert ENGINE.legal_actions(loaded) == ENGINE.legal_actions(state)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 5),
    seed=st.integers(1, 10**6),
    map_id=st.sampled_from(MAP_IDS),
    feats=st.sampled_from(["off", "on"]),
    expeditions=st.sampled_from(["off", "on"]),
    draft=st.sampled_from(["off", "on"]),
    version=st.integers(1, RULES_VERSION),
)
def test_incremental_placements_equal_a_search_from_scratch_after_every_action(
        players, seed, map_id, feats, expeditions, draft, version):
    options = {"map": map_id, "feats": feats, "expeditions": expeditions, "draft": draft}
    state = ENGINE.setup(players, options, seed, rules_version=version)
    player = RandomPlayer(seed)
    placed = 0
    while not ENGINE.is_over(state):
        before = state
        action = player.choose(ENGINE, state)
        state = ENGINE.apply(state, action)
        if isinstance(action, Place):
            placed += 1
            # The new state carries an index made from the one before (legal_actions built it there),
            # describing its own board: the update path, not a rebuild, is what _check compares.
            carried = state.__dict__.get(INDEX_KEY)
            assert isinstance(carried, BoardIndex)
            assert carried.owner is state.owner and carried.totems is state.totems
            assert carried is not before.__dict__[INDEX_KEY]
            unchanged = [a for a, b in zip(carried.areas, before.__dict__[INDEX_KEY].areas, strict=True)
                         if a is b]
            assert len(unchanged) == len(carried.areas) - 1  # only the area placed in got new facts
        _check(state)
        if state.phase == NEUTRAL:
            assert ENGINE.legal_actions(state)  # the neutral turn is offered only when it can place
    assert placed > 0


def test_an_index_that_describes_another_board_is_never_used():
    state = ENGINE.setup(3, {}, 5)
    player = RandomPlayer(5)
    for _ in range(12):
        state = ENGINE.apply(state, player.choose(ENGINE, state))
    ENGINE.legal_actions(state)  # the state now carries an index
    old = state.__dict__[INDEX_KEY]
    # A change of the board that did not come through a placement (a hand-built position): the copied
    # index describes the old board's tuples, so it is ignored and a new one is built.
    owner = list(state.owner)
    free = next(s for s, holder in enumerate(owner) if holder < 0)
    owner[free] = 1
    moved = state.evolve(owner=tuple(owner))
    assert moved.__dict__[INDEX_KEY] is old  # evolve copied it …
    hand = moved.hands[moved.seat]
    assert ENGINE._placements(moved, moved.seat, hand, neutral=False) == reference_placements(
        moved, moved.seat, hand, False)  # … and it was not used
    assert moved.__dict__[INDEX_KEY] is not old


def test_the_index_stays_out_of_dumps_equality_and_pickles():
    state = ENGINE.setup(4, {}, 9)
    player = RandomPlayer(9)
    for _ in range(20):
        state = ENGINE.apply(state, player.choose(ENGINE, state))
    bare = ENGINE.load(json.loads(json.dumps(ENGINE.dump(state))))
    ENGINE.legal_actions(state)
    assert INDEX_KEY in state.__dict__ and INDEX_KEY not in bare.__dict__
    assert ENGINE.dump(state) == ENGINE.dump(bare)
    assert state == bare and hash(state) == hash(bare) and repr(state) == repr(bare)
    for clone in (pickle.loads(pickle.dumps(state)), copy.copy(state), copy.deepcopy(state)):
        assert INDEX_KEY not in clone.__dict__
        assert clone == state
        assert ENGINE.legal_actions(clone) == ENGINE.legal_actions(state)


def test_every_pair_of_payment_lists_has_its_own_number():
    from itertools import combinations_with_replacement

    from rules.iwari.cards import BIOMES, HAND_SIZE
    from rules.iwari.engine import _PAYMENT_NUMBERS, payment_numbers

    for size in range(1, HAND_SIZE + 2):
        for hand in combinations_with_replacement(BIOMES, size):
            options = payment_options(hand)
            for biome, pay in payment_numbers(hand).items():
                one, two = options[biome]
                if pay is None:
                    assert not one and not two
                    continue
                assert pay[1] == one and pay[2] == two
                assert _PAYMENT_NUMBERS[(one, two)] == pay[0]
    numbers = list(_PAYMENT_NUMBERS.values())
    assert len(set(numbers)) == len(numbers)
