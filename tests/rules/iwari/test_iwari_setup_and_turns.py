"""Set-up and the turn cycle: I-1 … I-19 on hand-built positions of the fixture map."""

from __future__ import annotations

from collections import Counter

import pytest
from iwari_fixtures import (
    card_total,
    draw_until_turn_ends,
    en,
    new_state,
    play,
    raises_en,
    with_hand,
    with_tents,
    with_totems,
)

from rules.base import IllegalAction
from rules.iwari import GAME
from rules.iwari.actions import Draw, Place, Swap
from rules.iwari.engine import ENGINE


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_i1_tribes_pieces_and_neutral_tribe(players):
    state = GAME.setup(players, {}, 7)
    tribes = players + 1 if players == 2 else players
    assert state.tribes == tribes
    assert state.tents_left == (21,) * tribes and state.totems_left == (8,) * tribes
    view = GAME.view(state, None)
    names = [t["name"] for t in view["tribes"]]
    assert names[:players] == ["red", "blue", "yellow", "green", "purple"][:players]  # codes, not words
    if players == 2:
        assert view["tribes"][2]["name"] == "white" and view["tribes"][2]["seat"] is None
        assert len(GAME.scores(state)) == 3


@pytest.mark.parametrize("players", [0, 1, 6])
def test_i1_player_count_outside_2_to_5_is_refused(players):
    with raises_en(ValueError, "2 to 5"):
        GAME.setup(players, {}, 1)


@pytest.mark.parametrize("players, removed", [(2, 2), (3, 2), (4, 1), (5, 0)])
def test_i2_deck_make_up_and_removed_cards(players, removed):
    state = GAME.setup(players, {}, 3)
    assert card_total(state) == 57
    assert Counter(state.removed) == ({b: removed for b in ("tundra", "forest", "glacier", "coast", "desert")}
                                      if removed else Counter())
    every = Counter(state.deck) + Counter(state.display) + Counter(state.removed)
    for hand in state.hands:
        every += Counter(hand)
    assert every == Counter({"tundra": 13, "forest": 12, "glacier": 11, "coast": 11, "desert": 10})


def test_i3_hands_of_three_and_display_of_four():
    state = GAME.setup(4, {}, 5)
    assert all(len(hand) == 3 for hand in state.hands)
    assert len(state.display) == 4 and state.phase == "action"


def test_i3_draft_start_reverse_order_and_display_refill():
    state = new_state(3, draft="on")
    assert state.phase == "draft" and all(hand == () for hand in state.hands) and len(state.display) == 4
    assert GAME.to_play(state) == 2  # the last player drafts first
    shown = state.display[0]
    state = GAME.apply(state, Draw(shown))
    assert len(state.display) == 3  # not refilled until the hand is complete
    state = play(state, "d:deck", "d:deck")
    assert len(state.hands[2]) == 3 and len(state.display) == 4
    assert GAME.to_play(state) == 1 and GAME.turn_count(state) == 1
    state = play(state, "d:deck", "d:deck", "d:deck", "d:deck", "d:deck", "d:deck")
    assert state.phase == "action" and GAME.to_play(state) == 0
    assert card_total(state) == 57


@pytest.mark.parametrize("players, covered", [(5, 1), (4, 2), (3, 3), (2, 4)])
def test_i4_mountains_by_player_count_one_per_symbol(players, covered):
    for seed in range(5):
        state = GAME.setup(players, {}, seed)
        board = ENGINE.board_map(state)
        symbols = sorted(board.connection(n).mountain for n in state.covered)
        assert symbols == list(range(1, covered + 1))


def test_i4_mountain_choice_varies_with_seed():
    choices = {GAME.setup(2, {}, seed).covered for seed in range(20)}
    assert len(choices) > 1


def test_i5_first_player_is_random_and_starts():
    firsts = {GAME.setup(4, {}, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    state = GAME.setup(4, {}, 11)
    assert GAME.to_play(state) == state.first_player


def test_i6_action_is_place_or_swap_then_refill():
    state = with_hand(new_state(3), 0, ["forest", "tundra", "glacier"])
    kinds = {type(a) for a in GAME.legal_actions(state)}
    assert kinds == {Place, Swap}
    state = play(state, "p:1:0:0:forest")
    assert state.phase == "draw" and GAME.to_play(state) == 0
    assert {type(a) for a in GAME.legal_actions(state)} == {Draw}


def test_i7_three_two_one_rule():
    state = with_tents(with_hand(new_state(3), 0, ["forest", "forest", "forest"]), {0: 1})
    with raises_en(IllegalAction, "At most 2 pieces"):
        play(state, "p:1:1,2,3:0:forest,forest,forest")
    for action in GAME.legal_actions(state):
        if isinstance(action, Place):
            assert len(action.tents) + action.totems <= 2 and len(action.cards) <= 3


def test_i8_payment_matching_card_wild_pair_and_three_cards():
    state = with_tents(with_hand(new_state(3), 0, ["forest", "tundra", "tundra"]), {0: 1})
    play(state, "p:1:1:0:forest")  # one matching card
    play(state, "p:3:7:0:tundra,tundra")  # a pair as a wild in glacier
    play(state, "p:1:1,2:0:forest,tundra,tundra")  # matching + pair = 2 pieces
    with raises_en(IllegalAction, "You need a Glacier card or a pair of equal cards"):
        play(state, "p:3:7:0:forest")
    with raises_en(IllegalAction, "two Forest cards"):
        play(state, "p:1:1,2:0:forest")


def test_i8_unneeded_cards_cannot_be_played():
    state = with_tents(with_hand(new_state(3), 0, ["forest", "forest", "forest"]), {0: 1})
    with pytest.raises(IllegalAction):
        play(state, "p:1:1:0:forest,forest")  # one forest is enough for one piece
    with pytest.raises(IllegalAction):
        play(state, "p:1:1,2:0:forest,forest,forest")
    legal = {GAME.encode(a) for a in GAME.legal_actions(state)}
    assert "p:1:1:0:forest,forest" not in legal and "p:1:1:0:forest" in legal


def test_i9_one_tent_per_space_and_full_territory_takes_no_tent():
    state = with_hand(new_state(3), 0, ["tundra", "tundra", "forest"])
    state = with_tents(state, {4: 1})
    with raises_en(IllegalAction, "already holds a tent"):
        play(state, "p:2:4:0:tundra")
    full = with_tents(state, {5: 1, 6: 2})
    assert not any(isinstance(a, Place) and a.territory == 2 and a.tents for a in GAME.legal_actions(full))


def test_i10_totems_of_several_colours_stack():
    state = with_hand(new_state(3), 0, ["forest", "forest", "coast"])
    state = with_totems(with_tents(state, {0: 0, 1: 0, 2: 1}), 1, {1: 1})
    after = play(state, "p:1:-:1:forest")
    assert after.totems[0][:2] == (1, 1)


def test_i11_totem_cap_is_largest_tent_count_of_one_tribe():
    state = with_hand(new_state(3), 0, ["forest", "forest", "coast"])
    state = with_totems(with_tents(state, {0: 1, 1: 0}), 1, {1: 1})
    with raises_en(IllegalAction, "at most 1 totem"):
        play(state, "p:1:-:1:forest")
    # a tent and a totem in the same turn raise the cap and use it (order inside the turn does not matter)
    after = play(state, "p:1:2:1:forest,forest")
    assert after.totems[0][0] == 1 and after.owner[2] == 0


def test_i12_unexplored_territory_takes_a_single_tent():
    state = with_hand(new_state(3), 0, ["forest", "forest", "coast"])
    with raises_en(IllegalAction, "unexplored"):
        play(state, "p:1:0,1:0:forest,forest")
    with raises_en(IllegalAction, "unexplored"):
        play(state, "p:1:0:1:forest,forest")
    territory_one = [a for a in GAME.legal_actions(state) if isinstance(a, Place) and a.territory == 1]
    assert territory_one and all(len(a.tents) == 1 and a.totems == 0 for a in territory_one)


def test_i13_explored_territory_takes_two_pieces_of_any_mix():
    state = with_hand(with_tents(new_state(3), {0: 1}), 0, ["forest", "forest", "coast"])
    play(state, "p:1:1,2:0:forest,forest")
    mix = play(with_tents(state, {3: 0}), "p:1:1:1:forest,forest")
    assert mix.totems[0][0] == 1


def test_i14_no_tents_left_means_no_tent_placement():
    state = with_hand(with_tents(new_state(3), {0: 1}), 0, ["forest", "forest", "coast"])
    state = state.evolve(tents_left=(0,) + state.tents_left[1:])
    assert not any(isinstance(a, Place) and a.tents for a in GAME.legal_actions(state))
    with raises_en(IllegalAction, "no tents left"):
        play(state, "p:1:1:0:forest")
    no_totems = state.evolve(tents_left=(5,) + state.tents_left[1:], totems_left=(0,) + state.totems_left[1:])
    assert not any(isinstance(a, Place) and a.totems for a in GAME.legal_actions(no_totems))


def test_i15_totems_still_go_to_a_full_territory():
    state = with_hand(new_state(3), 0, ["tundra", "forest", "coast"])
    state = with_tents(state, {4: 0, 5: 0, 6: 1})
    after = play(state, "p:2:-:1:tundra")
    assert after.totems[1][0] == 1


def test_i16_played_cards_go_to_the_discard_pile():
    state = with_hand(new_state(3), 0, ["forest", "tundra", "tundra"])
    after = play(state, "p:3:7:0:tundra,tundra")
    assert Counter(after.discard) == Counter({"tundra": 2}) and after.hands[0] == ("forest",)


def test_i17_refill_card_by_card_display_refilled_after_hand_is_full():
    state = with_hand(new_state(3), 0, ["forest", "tundra", "tundra"])
    state = play(state, "p:1:0:0:tundra,tundra")
    shown = state.display[0]
    state = GAME.apply(state, Draw(shown))
    assert len(state.display) == 3 and GAME.to_play(state) == 0  # still drawing, display not refilled yet
    turns = GAME.turn_count(state)
    state = play(state, "d:deck")
    assert GAME.to_play(state) == 1 and len(state.display) == 4 and len(state.hands[0]) == 3
    assert GAME.turn_count(state) == turns + 1


def test_i17_after_using_three_cards_three_draws_follow():
    state = with_tents(with_hand(new_state(3), 0, ["forest", "tundra", "tundra"]), {0: 1})
    state = play(state, "p:1:1,2:0:forest,tundra,tundra", "d:deck", "d:deck")
    assert GAME.to_play(state) == 0 and state.phase == "draw"
    state = play(state, "d:deck")
    assert GAME.to_play(state) == 1


def test_i18_swap_discards_one_and_draws_one():
    state = with_hand(new_state(3), 0, ["forest", "tundra", "glacier"])
    state = play(state, "s:glacier")
    assert state.hands[0] == ("tundra", "forest") and state.discard == ("glacier",) and state.phase == "draw"
    state = play(state, "d:deck")
    assert GAME.to_play(state) == 1 and len(state.hands[0]) == 3
    with raises_en(IllegalAction, "no Coast"):
        play(with_hand(state, 1, ["forest", "forest", "forest"]), "s:coast")


def test_i19_i34_views_hide_hands_and_deck_order():
    state = new_state(4)
    spectator = GAME.view(state, None)
    assert spectator["private"] is None and "deck" not in spectator and "hands" not in spectator
    assert spectator["deck_size"] == len(state.deck) and spectator["display"] == list(state.display)
    assert [t["hand_size"] for t in spectator["tribes"]] == [3, 3, 3, 3]
    seat_view = GAME.view(state, 2)
    assert seat_view["private"] == {"hand": list(state.hands[2])}
    # what a seat sees of others is the same as a spectator
    assert {k: v for k, v in seat_view.items() if k not in ("private", "seat")} == {
        k: v for k, v in spectator.items() if k not in ("private", "seat")}


def test_i19_deck_draw_description_does_not_reveal_the_card():
    state = with_hand(new_state(3), 0, ["forest", "tundra", "glacier"])
    state = play(state, "p:1:0:0:forest")
    line = en(GAME.describe(state, Draw("deck")))
    assert line.startswith("Red draws from the deck")
    top = state.deck[0]
    assert top.capitalize() not in line.replace("Red", "")
    state = draw_until_turn_ends(state)
    assert "from the deck" in en(GAME.view(state, None)["last_turn"]["text"])
