"""The clauses issue 9 revised (specs/iwari.md, **Revised ruling**): I-20, I-21, I-22 and I-26a.

Each ``test_I_…`` test plays the current rules through the plain protocol (no ``rules_version`` passed),
so it also runs unchanged against the engine from before the correction, where it fails. The
``…_version1_…`` tests pin what stored games started under rules version 1 keep doing.
"""

from __future__ import annotations

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
)

from rules.base import IllegalAction
from rules.iwari import GAME
from rules.iwari.actions import Place
from rules.iwari.state import TurnRecord

HALF = 0  # the "Tents at half journey" score column


def deck_of(state, size: int):
    """Leave ``size`` cards in the deck; the rest go to the discard pile (all 57 cards stay accounted)."""
    return state.evolve(deck=state.deck[:size], discard=tuple(sorted(state.discard + state.deck[size:])))


def seat_to_move(state, seat: int):
    return state.evolve(seat=seat, current=TurnRecord(seat=seat))


# --- I-21: the half journey comes the moment the deck's last card is taken -------------------------------
def test_I_21_display_refill_taking_the_last_card_scores_the_half_journey_before_the_next_player():
    state = with_tents(with_hand(new_state(3), 0, ["forest", "tundra", "glacier"]), {1: 0, 4: 1})
    state = deck_of(state, 1)
    state = play(state, "p:1:0:0:forest", f"d:{state.display[0]}")  # hand full: the display refill
    # ... took the deck's last card: the discard pile became the new deck, the display is full again, and
    # tents were scored before Blue's turn (Red 2 tents in the Forest: 2; Blue 1 in the Tundra: 1).
    assert GAME.to_play(state) == 1 and state.phase == "action"
    assert state.half_journey_done and not state.half_journey_pending
    assert [row[HALF] for row in state.points] == [2, 1, 0]
    assert len(state.display) == 4 and state.deck and not state.discard
    assert GAME.view(state, None)["half_journey_done"]
    assert "half journey" in en(GAME.view(state, None)["last_turn"]["text"])
    assert card_total(state) == 57


def test_I_21_a_players_draw_of_the_last_card_reshuffles_at_once_and_scores_when_the_turn_ends():
    state = with_tents(with_hand(new_state(3), 0, ["forest", "forest", "glacier"]), {2: 1})
    state = deck_of(state, 1)
    state = play(state, "p:1:0,1:0:forest,forest", "d:deck")  # the deck's last card
    assert state.phase == "draw" and GAME.to_play(state) == 0  # one more card to draw ...
    assert state.half_journey_done and state.deck and not state.discard  # ... from the new deck
    assert "d:deck" in {GAME.encode(a) for a in GAME.legal_actions(state)}
    assert [row[HALF] for row in state.points] == [0, 0, 0]  # scored when the turn ends
    state = play(state, "d:deck")
    assert GAME.to_play(state) == 1
    # Forest: Red 2 tents, Blue 1 -> Red all 3, Blue one per tent of the rank above: 2 (I-23).
    assert [row[HALF] for row in state.points] == [3, 2, 0]
    assert card_total(state) == 57


def test_I_21_version1_the_half_journey_waited_for_a_card_asked_of_the_empty_deck():
    state = with_tents(with_hand(new_state(3, rules_version=1), 0, ["forest", "tundra", "glacier"]),
                       {1: 0, 4: 1})
    state = deck_of(state, 1)
    state = play(state, "p:1:0:0:forest", f"d:{state.display[0]}")
    assert GAME.to_play(state) == 1 and not state.deck and not state.half_journey_done
    assert [row[HALF] for row in state.points] == [0, 0, 0]


# --- I-22: the second exhaustion, and who running out of tents ends the journey ---------------------------
def test_I_22_the_last_seat_emptying_the_deck_the_second_time_ends_the_game_with_that_round():
    state = seat_to_move(with_hand(new_state(3), 2, ["forest", "tundra", "glacier"]), 2)  # last seat
    state = deck_of(state.evolve(half_journey_done=True), 1)
    state = play(state, "p:1:0:0:forest", "d:deck")  # takes the deck's last card: exhausted again
    assert state.over and GAME.to_play(state) is None and state.round == 1
    assert state.end_reason == "the deck ran out a second time"
    assert GAME.winners(state)


def test_I_22_the_first_seat_emptying_the_deck_the_second_time_lets_the_round_finish():
    state = with_hand(new_state(3), 0, ["forest", "tundra", "glacier"])
    state = deck_of(state.evolve(half_journey_done=True), 1)
    state = play(state, "p:1:0:0:forest", "d:deck")
    assert state.final_round and not state.over and GAME.to_play(state) == 1
    for seat in (1, 2):
        # I-22 ruling: the deck stays empty; hands are refilled from the display as far as it goes.
        assert "d:deck" not in {GAME.encode(a) for a in GAME.legal_actions(state)}
        state = draw_until_turn_ends(play(state, f"s:{state.hands[seat][0]}"))
    assert state.over and card_total(state) == 57


def test_I_22_version1_a_second_exhaustion_by_the_last_seat_went_unnoticed_for_a_round():
    state = seat_to_move(with_hand(new_state(3, rules_version=1), 2, ["forest", "tundra", "glacier"]), 2)
    state = deck_of(state.evolve(half_journey_done=True), 1)
    state = play(state, "p:1:0:0:forest", "d:deck")
    assert not state.over and not state.final_round and GAME.to_play(state) == 0


def test_I_22_the_neutral_tribe_running_out_of_tents_ends_nothing():
    state = with_hand(new_state(2), 0, ["forest", "tundra", "glacier"]).evolve(tents_left=(21, 21, 1))
    state = play(state, "p:1:0:0:forest", "n:2:4:0:tundra")  # the neutral tribe's last tent
    assert state.tents_left[2] == 0
    assert not state.final_round and state.end_reason == ""
    state = draw_until_turn_ends(state)
    assert GAME.to_play(state) == 1 and not state.over
    # It just places no more tents: its placements are totems only, and a tent for it is refused.
    state = with_hand(state, 1, ["forest", "tundra", "tundra"])
    state = play(state, "p:1:1:0:forest")
    assert state.phase == "neutral"
    assert all(not a.tents for a in GAME.legal_actions(state))
    with raises_en(IllegalAction, "no tents left"):
        GAME.apply(state, Place(2, (5,), 0, ("tundra",), True))


def test_I_22_a_players_last_tent_still_starts_the_final_round_in_a_two_player_game():
    state = with_hand(new_state(2), 0, ["forest", "tundra", "glacier"]).evolve(tents_left=(1, 21, 21))
    state = play(state, "p:1:0:0:forest")
    assert state.final_round and state.end_reason == "the Red tribe placed its last tent"


def test_I_22_version1_the_neutral_tribes_last_tent_started_the_final_round():
    state = with_hand(new_state(2, rules_version=1), 0, ["forest", "tundra", "glacier"])
    state = play(state.evolve(tents_left=(21, 21, 1)), "p:1:0:0:forest", "n:2:4:0:tundra")
    assert state.final_round and state.end_reason == "the White tribe placed its last tent"


# --- I-20: the neutral tribe competes under the usual tie-break -------------------------------------------
def _over(points: tuple[int, int, int], unused: tuple[int, int, int], rules_version: int | None = None):
    state = new_state(2, rules_version=rules_version)
    return state.evolve(over=True, phase="over", points=tuple((p, 0, 0, 0, 0, 0) for p in points),
                        tents_left=tuple(u - 8 for u in unused), totems_left=(8, 8, 8))


def test_I_20_the_winner_is_decided_among_all_three_tribes_with_the_tie_break():
    # Level with Red on points, but Red has more unused pieces: Red wins, the players do not lose.
    red = _over((10, 8, 10), (14, 20, 12))
    assert GAME.winners(red) == [0]
    assert en(GAME.outcome_text(red)) == (
        "Red and White tie on 10 points; Red wins with the most unused pieces (14).")
    # Level on points with more unused pieces: the neutral tribe wins, both players lose.
    white = _over((10, 8, 10), (12, 20, 14))
    assert GAME.winners(white) == []
    assert en(GAME.outcome_text(white)) == (
        "The neutral White tribe ties with Red on 10 points and has the most unused pieces (14): "
        "both players lose.")
    # Level on both: the neutral tribe shares the win, so both players lose.
    shared = _over((10, 8, 10), (12, 20, 12))
    assert GAME.winners(shared) == [] and "both players lose" in en(GAME.outcome_text(shared))
    # Ahead on points: both lose; behind: the players' own tie-break as in I-26.
    ahead = _over((10, 8, 11), (20, 20, 9))
    assert GAME.winners(ahead) == []
    assert "more than any player: both players lose" in en(GAME.outcome_text(ahead))
    behind = _over((10, 10, 9), (12, 13, 20))
    assert GAME.winners(behind) == [1]
    assert "Blue wins with the most unused pieces" in en(GAME.outcome_text(behind))


def test_I_20_version1_the_neutral_tribe_level_on_points_made_both_players_lose():
    red = _over((10, 8, 10), (14, 20, 12), rules_version=1)
    assert GAME.winners(red) == [] and "both players lose" in en(GAME.outcome_text(red))


# --- I-26a: apply checks everything decode checks ---------------------------------------------------------
def test_I_26a_the_same_tent_space_twice_is_refused_and_changes_nothing():
    state = with_tents(with_hand(new_state(3), 0, ["forest", "forest", "glacier"]), {2: 1})
    before = GAME.dump(state)
    for action in (Place(1, (0, 0), 0, ("forest", "forest")),       # the audit's case
                   Place(1, (1, 0), 0, ("forest", "forest")),       # not the canonical order
                   Place(1, (0,), -1, ("forest",)),                 # a negative totem count
                   Place(1, [0], 0, ("forest",)),                   # not a tuple
                   Place(1, (True,), 0, ("forest",)),               # not a space number
                   Place(1, (0,), 0, ("forest", "forest", "x"))):    # not a card
        with pytest.raises(IllegalAction):
            GAME.apply(state, action)
    assert GAME.dump(state) == before
    assert state.tents_left == (21, 20, 21) and state.hands[0] == ("forest", "forest", "glacier")


def test_I_26a_unknown_cards_sources_and_feats_are_refused_not_crashed():
    from rules.iwari.actions import Draw, PlaceFeat, Swap
    state = with_hand(new_state(3), 0, ["forest", "tundra", "glacier"])
    for action in (Swap("lava"), Swap(3)):
        with pytest.raises(IllegalAction):
            GAME.apply(state, action)
    drawing = play(state, "p:1:0:0:forest")
    for action in (Draw("lava"), Draw(None), PlaceFeat("glory", 1)):
        with pytest.raises(IllegalAction):
            GAME.apply(drawing, action)
