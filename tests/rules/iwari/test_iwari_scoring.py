"""Scoring helpers and end scoring: I-23 tents, I-24 totems, I-25 settlements, with the rulebook examples."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from iwari_fixtures import new_state, with_tents, with_totems

from rules.iwari import connection_points, tent_majority_points
from rules.iwari.engine import ENGINE
from rules.iwari.scoring import settlement_points


def test_i23_rulebook_example_red3_blue2_green1_yellow1():
    # tribes: 0 red, 1 blue, 2 yellow, 3 green
    assert tent_majority_points({0: 3, 1: 2, 3: 1, 2: 1}) == {0: 7, 1: 3, 3: 2, 2: 2}


def test_i23_ties_share_rank_and_next_count_takes_next_rank():
    assert tent_majority_points({0: 2, 1: 2, 2: 1}) == {0: 5, 1: 5, 2: 2}
    assert tent_majority_points({0: 4}) == {0: 4}
    assert tent_majority_points({0: 3, 1: 0}) == {0: 3}
    assert tent_majority_points({}) == {}


@given(st.dictionaries(st.integers(0, 5), st.integers(0, 8), max_size=6))
def test_i23_tent_majority_invariants(tents):
    points = tent_majority_points(tents)
    present = {t for t, c in tents.items() if c > 0}
    assert set(points) == present
    if present:
        total = sum(tents[t] for t in present)
        top = max(tents[t] for t in present)
        for tribe in present:
            if tents[tribe] == top:
                assert points[tribe] == total
            else:
                # a lower count scores the next higher distinct count, never more than the leaders
                higher = min(c for c in (tents[t] for t in present) if c > tents[tribe])
                assert points[tribe] == higher
                assert points[tribe] < total
        # more tents never means fewer points
        for a in present:
            for b in present:
                if tents[a] > tents[b]:
                    assert points[a] > points[b]


def test_i24_rulebook_example_connection_7():
    # Glacier: blue 1, yellow 1; Tundra: yellow 2, red 1. Tribes 0 red, 1 blue, 2 yellow.
    assert connection_points({1: 1, 2: 1}, {2: 2, 0: 1}) == {2: 5}


@given(st.dictionaries(st.integers(0, 4), st.integers(0, 8), max_size=5),
       st.dictionaries(st.integers(0, 4), st.integers(0, 8), max_size=5))
def test_i24_connection_points_invariants(a, b):
    points = connection_points(a, b)
    total = sum(a.values()) + sum(b.values())
    for tribe, value in points.items():
        assert value == total
        assert a.get(tribe, 0) == max(a.values()) > 0
        assert b.get(tribe, 0) == max(b.values()) > 0
    assert connection_points(b, a) == points


def test_i24_end_scoring_skips_covered_connections():
    state = new_state(3)
    state = with_tents(state, {0: 0, 4: 0})
    state = with_totems(with_totems(state, 1, {0: 1}), 2, {0: 1})  # connection 1 joins territories 1 and 2
    open_score = ENGINE._score_end(state).points[0][2]
    covered_score = ENGINE._score_end(state.evolve(covered=(1,))).points[0][2]
    assert open_score == 2 and covered_score == 0


def test_i25_four_connected_tents_across_a_border_score_a_settlement():
    state = new_state(3)
    board = ENGINE.board_map(state)
    four = with_tents(state, {2: 0, 3: 0, 4: 0, 5: 0})  # 2-3 in forest, 4-5 in tundra, path 3-4
    assert settlement_points(four.owner, board.neighbours, 0) == 4
    three = with_tents(state, {2: 0, 3: 0, 4: 0, 6: 1})
    assert settlement_points(three.owner, board.neighbours, 0) == 0
    broken = with_tents(state, {0: 0, 1: 0, 3: 0, 4: 0, 2: 1})  # blue tent cuts the chain
    assert settlement_points(broken.owner, board.neighbours, 0) == 0
    assert ENGINE._score_end(four).points[0][3] == 4


def test_i22_end_scoring_adds_tents_totems_and_settlements():
    state = new_state(3)
    state = with_tents(state, {0: 0, 1: 0, 2: 0, 3: 0, 4: 1, 5: 0})
    state = with_totems(with_totems(state, 1, {0: 1}), 2, {0: 1, 1: 1})
    scored = ENGINE._score_end(state)
    # forest: red 4 -> 4; tundra: red 1, blue 1 -> 2 each; connection 1: red holds both -> 3 totems
    # settlement: spaces 0-3 (blue's tent on 4 cuts off red's tent on 5) -> 4
    assert scored.points[0][1:4] == (6, 3, 4)
    assert scored.points[1][1:4] == (2, 0, 0)
