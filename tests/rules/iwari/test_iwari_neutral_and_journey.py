"""The neutral tribe (I-20), half journey (I-21), end of the journey (I-22) and the winner (I-26)."""

from __future__ import annotations

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
from rules.iwari.actions import Place
from rules.iwari.state import TurnRecord


def test_i20_neutral_turn_follows_the_action_with_the_remaining_cards():
    state = with_hand(new_state(2), 0, ["forest", "tundra", "glacier"])
    state = play(state, "p:1:0:0:forest")
    assert state.phase == "neutral" and GAME.to_play(state) == 0
    actions = GAME.legal_actions(state)
    assert actions and all(isinstance(a, Place) and a.neutral for a in actions)
    assert all(set(a.cards) <= {"tundra", "glacier"} for a in actions)
    with raises_en(IllegalAction, "neutral"):
        play(state, "d:deck")
    state = play(state, "n:2:4:0:tundra")
    assert state.owner[4] == 2 and state.tents_left[2] == 20  # the neutral tribe is tribe 2 (White)
    assert state.phase == "draw"
    state = draw_until_turn_ends(state)
    assert GAME.to_play(state) == 1 and len(state.hands[0]) == 3


def test_i20_neutral_turn_skipped_when_no_cards_left():
    state = with_tents(with_hand(new_state(2), 0, ["forest", "tundra", "tundra"]), {0: 1})
    state = play(state, "p:1:1,2:0:forest,tundra,tundra")
    assert state.phase == "draw"


def test_i20_neutral_turn_skipped_when_no_legal_placement():
    state = with_hand(new_state(2), 0, ["forest", "desert", "glacier"])
    state = with_tents(state, {13: 0, 14: 1, 15: 0, 7: 0, 8: 1, 9: 0})
    state = with_totems(with_totems(state, 5, {0: 2}), 3, {1: 2})  # desert and glacier full, at the cap
    state = play(state, "p:1:0:0:forest")
    assert state.phase == "draw"


def test_i20_ruling_after_a_swap_the_neutral_turn_comes_before_the_draw():
    state = with_hand(new_state(2), 0, ["forest", "tundra", "glacier"])
    state = play(state, "s:glacier")
    assert state.phase == "neutral" and len(state.hands[0]) == 2
    state = play(state, "n:1:0:0:forest")
    assert state.phase == "draw" and state.hands[0] == ("tundra",)
    state = draw_until_turn_ends(state)
    assert len(state.hands[0]) == 3 and card_total(state) == 57


def test_i20_neutral_tribe_with_most_points_means_both_players_lose():
    state = new_state(2).evolve(over=True, phase="over")
    ahead = state.evolve(points=((10, 0, 0, 0, 0, 0), (8, 0, 0, 0, 0, 0), (11, 0, 0, 0, 0, 0)))
    assert GAME.winners(ahead) == [] and "both players lose" in en(GAME.outcome_text(ahead))
    tie = state.evolve(points=((10, 0, 0, 0, 0, 0), (8, 0, 0, 0, 0, 0), (10, 0, 0, 0, 0, 0)))
    assert GAME.winners(tie) == [] and "both players lose" in en(GAME.outcome_text(tie))
    behind = state.evolve(points=((10, 0, 0, 0, 0, 0), (8, 0, 0, 0, 0, 0), (9, 0, 0, 0, 0, 0)))
    assert GAME.winners(behind) == [0] and en(GAME.outcome_text(behind)) == "Red wins with 10 points."


def _empty_deck(state, half_journey_done=False):
    return state.evolve(discard=tuple(sorted(state.deck)), deck=(), half_journey_done=half_journey_done)


def test_i21_version1_half_journey_reshuffles_when_a_card_is_asked_of_the_empty_deck():
    # Version 1 (stored games): an empty deck waited for someone to ask it for a card.
    state = with_hand(new_state(3, rules_version=1), 0, ["forest", "tundra", "glacier"])
    state = _empty_deck(with_tents(state, {0: 0, 1: 0, 4: 1}))
    state = play(state, "p:1:2:0:forest")
    assert "Top of the deck (the discard pile becomes the new deck)" in [
        en(GAME.choice_path(state, a)[0][1]) for a in GAME.legal_actions(state)]
    state = play(state, "d:deck")
    assert state.deck and not state.discard  # the discard pile became the deck; turn over after 1 draw
    assert GAME.to_play(state) == 1
    assert [row[0] for row in state.points] == [3, 1, 0]  # forest red 3 -> 3; tundra blue 1 -> 1
    view = GAME.view(state, None)
    assert view["half_journey_done"] and "half journey" in en(view["last_turn"]["text"])
    assert card_total(state) == 57


def test_i21_version1_half_journey_also_when_the_display_needs_a_card():
    state = with_hand(new_state(3, rules_version=1), 0, ["forest", "tundra", "glacier"])
    state = _empty_deck(state)
    state = play(state, "p:1:0:0:forest", f"d:{state.display[0]}")
    assert state.half_journey_done and state.seat == 1 and len(state.display) == 4
    assert [row[0] for row in state.points] == [1, 0, 0]


def test_i22_version1_deck_running_out_again_starts_the_final_round():
    state = with_hand(new_state(3, rules_version=1), 0, ["forest", "tundra", "glacier"])
    state = _empty_deck(state, half_journey_done=True)
    state = play(state, "p:1:0:0:forest")
    assert "d:deck" not in {GAME.encode(a) for a in GAME.legal_actions(state)}
    state = play(state, f"d:{state.display[0]}")
    assert state.final_round and not state.over and GAME.to_play(state) == 1
    assert len(state.display) == 3  # refilled only as far as cards allow
    for seat in (1, 2):
        state = play(state, f"s:{state.hands[seat][0]}")
        state = draw_until_turn_ends(state)
    assert state.over and GAME.to_play(state) is None and GAME.legal_actions(state) == []
    assert state.round == 1


def test_i22_last_tent_placed_starts_the_final_round_and_the_round_is_finished():
    state = with_hand(new_state(3), 1, ["forest", "tundra", "glacier"])
    state = state.evolve(seat=1, tents_left=(21, 1, 21), current=TurnRecord(seat=1))
    state = draw_until_turn_ends(play(state, "p:1:0:0:forest"))
    assert state.final_round and not state.over and GAME.to_play(state) == 2
    state = draw_until_turn_ends(play(state, f"s:{state.hands[2][0]}"))
    assert state.over  # seat 2 closes the round that seat 0 opened


def test_i22_trigger_in_the_first_players_turn_lets_everyone_play_once_more():
    state = with_hand(new_state(3), 0, ["forest", "tundra", "glacier"]).evolve(tents_left=(1, 21, 21))
    state = draw_until_turn_ends(play(state, "p:1:0:0:forest"))
    assert state.final_round
    for seat in (1, 2):
        assert not state.over and GAME.to_play(state) == seat
        state = draw_until_turn_ends(play(state, f"s:{state.hands[seat][0]}"))
    assert state.over


def test_i26_tie_broken_by_unused_pieces_then_shared():
    state = new_state(3).evolve(over=True, phase="over",
                                points=((10, 0, 0, 0, 0, 0), (10, 0, 0, 0, 0, 0), (4, 0, 0, 0, 0, 0)))
    fewer = state.evolve(tents_left=(3, 5, 9), totems_left=(2, 2, 2))
    assert GAME.winners(fewer) == [1]
    assert "Blue wins with the most unused pieces" in en(GAME.outcome_text(fewer))
    shared = state.evolve(tents_left=(5, 5, 9), totems_left=(2, 2, 2))
    assert GAME.winners(shared) == [0, 1] and "share the win" in en(GAME.outcome_text(shared))


def test_i26_winners_empty_until_over():
    assert GAME.winners(new_state(3)) == []
