"""Property tests (hypothesis) for the payment rules of I-8 and the piece limits of I-7/I-12."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st
from iwari_fixtures import new_state, with_hand, with_tents

from rules.iwari import GAME
from rules.iwari.actions import Place
from rules.iwari.cards import BIOMES, sort_cards
from rules.iwari.engine import ENGINE, payment_pieces, payments_from_hand

hands = st.lists(st.sampled_from(BIOMES), min_size=0, max_size=3).map(sort_cards)
biomes = st.one_of(st.none(), st.sampled_from(BIOMES))


@given(hands, biomes, st.sampled_from([1, 2]))
def test_i8_generated_payments_are_exactly_the_valid_sub_hands(hand, biome, pieces):
    generated = set(payments_from_hand(hand, biome, pieces))
    valid = {sort_cards(cards) for size in (1, 2, 3) for cards in combinations(hand, size)
             if payment_pieces(sort_cards(cards), biome) == pieces}
    assert generated == valid
    for cards in generated:
        assert not Counter(cards) - Counter(hand)
        assert len(cards) <= 3


@given(st.lists(st.sampled_from(BIOMES), min_size=1, max_size=4), biomes)
def test_i8_every_card_of_a_payment_is_needed(cards, biome):
    cards = sort_cards(cards)
    pieces = payment_pieces(cards, biome)
    if pieces is None:
        return
    for drop in range(len(cards)):
        fewer = cards[:drop] + cards[drop + 1:]
        assert not fewer or payment_pieces(fewer, biome) != pieces


@settings(max_examples=40, deadline=None)
@given(hands.filter(bool), st.dictionaries(st.integers(0, 18), st.integers(0, 2), max_size=10))
def test_i7_i12_legal_placements_respect_the_3_2_1_rule_and_exploration(hand, tents):
    state = with_tents(with_hand(new_state(3), 0, list(hand)), tents)
    board = ENGINE.board_map(state)
    for action in GAME.legal_actions(state):
        if not isinstance(action, Place):
            continue
        pieces = len(action.tents) + action.totems
        assert 1 <= pieces <= 2 and len(action.cards) <= 3
        explored = any(state.owner[s] >= 0 for s in board.spaces_of(action.territory))
        if not explored:
            assert action.tents and pieces == 1
        assert all(s in board.spaces_of(action.territory) and state.owner[s] < 0 for s in action.tents)
