"""Clause tests for specs/tiwanaku.md, T-9 … T-24, on positions built from one generated short board.

The board of seed 1 (short) is, by rows (terrain initial and crop):
    A1 M1  B1 V4  C1 V1  D1 D3  E1 D1
    A2 M2  B2 V5  C2 V2  D2 D4  E2 D2
    A3 D1  B3 V3  C3 M1  D3 F3  E3 F1
    A4 D2  B4 D5  C4 D4  D4 F5  E4 F4
    A5 D3  B5 F1  C5 M2  D5 M1  E5 F2
Expectations are still read from the state (``true_crop`` …) so that the tests say what they mean.
"""

from __future__ import annotations

import pytest
from tiwanaku_fixtures import new_game, position, true_crop, true_terrain, wrong_guess

from i18n import text
from rules.base import ActionParseError, IllegalAction, Msg
from rules.tiwanaku import GAME
from rules.tiwanaku.engine import OFFERING_POINTS, PAWNS_PER_PLAYER, discovery_points, ladder_grade
from rules.tiwanaku.state import (
    DIVINE,
    DIVINE_MORE,
    FINAL,
    FINAL_OFFERING,
    OFFERING,
    OVER,
    Divine,
    Enter,
    Move,
    Offer,
    Pass,
)


def en(value) -> str:
    """A presentation value (Msg, lines, error) as the English catalog reads it."""
    return text("en", value.msg if isinstance(value, IllegalAction | ActionParseError) else value)


def en_path(path) -> tuple[tuple[str, str], ...]:
    return tuple((en(question), en(answer)) for question, answer in path)

BOARD = new_game(2, "short", 1)


def targets(state, source):
    return sorted(a.target for a in GAME.legal_actions(state) if isinstance(a, Move) and a.source == source)


def enters(state):
    return sorted(a.cell for a in GAME.legal_actions(state) if isinstance(a, Enter))


def test_fixture_board_is_the_one_described():
    assert true_terrain(BOARD, "A1") == "mountain" and true_crop(BOARD, "A1") == 1
    assert true_terrain(BOARD, "B2") == "valley" and true_crop(BOARD, "B2") == 5
    assert true_terrain(BOARD, "D4") == "forest" and true_crop(BOARD, "D4") == 5


# --- T-9, T-10, T-11: pieces -----------------------------------------------------------------------
@pytest.mark.parametrize("players, pawns", [(1, 5), (2, 5), (3, 4), (4, 3)])
def test_t9_pawns_per_player_start_off_the_board(players, pawns):
    state = GAME.setup(players, {}, 4)
    assert PAWNS_PER_PLAYER[players] == pawns
    assert all(board.reserve == pawns and board.pawns == () for board in state.boards)
    view = GAME.view(state, None)
    assert all(info["reserve"] == pawns and info["pawns"] == [] for info in view["players_info"])


def test_t10_tracks_start_at_zero_and_stop_at_level_five():
    state = GAME.setup(3, {}, 4)
    assert all(board.track == (0, 0, 0, 0) for board in state.boards)
    track, points = discovery_points((5, 0, 0, 0), 0)
    assert track == (5, 0, 0, 0) and points == 1
    track, points = discovery_points((4, 5, 0, 0), 0)
    assert track == (5, 5, 0, 0) and points == 2


def test_t11_a_right_guess_gives_no_second_token_of_a_kind():
    crop = true_crop(BOARD, "C1")  # 1
    state = position(BOARD, discovered=("C1", "B1"), pawns={0: ("B1",), 1: ("E5",)}, tokens={0: (crop,)})
    state = GAME.apply(state, Move("B1", "C1"))
    state = GAME.apply(state, Divine("C1", crop))
    assert state.boards[0].tokens == (crop,)
    assert state.boards[0].divination_points == crop


# --- T-12 … T-15: the move -----------------------------------------------------------------------------
def test_t12_a_turn_is_move_then_discovery_then_offering_and_counts_once():
    state = position(BOARD, pawns={0: ("A1",), 1: ("E5",)}, discovered=("A1", "E5"), tokens={0: (1, 2)})
    assert GAME.turn_count(state) == 0
    state = GAME.apply(state, Move("A1", "A2"))
    assert state.phase == OFFERING and state.current == 0 and GAME.turn_count(state) == 0
    state = GAME.apply(state, Offer((1, 2)))
    assert state.current == 1 and GAME.turn_count(state) == 1
    assert state.boards[0].offering_points == 1


def test_t13_paths_pass_only_through_crop_tokens_and_own_pawns():
    # A2 pawn; B2 shows its crop: the pawn may go through B2 to B1, C2, B3, but not through bare spaces.
    state = position(BOARD, crops=("B2",), discovered=("A2",), pawns={0: ("A2",), 1: ("E5",)})
    assert targets(state, "A2") == ["A1", "A3", "B1", "B3", "C2"]
    # An own pawn is a stepping stone too, but not a place to stop.
    state = position(BOARD, discovered=("A2", "A3"), pawns={0: ("A2", "A3"), 1: ("E5",)})
    assert targets(state, "A2") == ["A1", "A4", "B2", "B3"]
    assert "A3" not in targets(state, "A2")


def test_t13_never_onto_another_players_pawn_and_never_back_to_the_start():
    state = position(BOARD, crops=("B2",), discovered=("A2",), pawns={0: ("A2",), 1: ("B2",)})
    assert targets(state, "A2") == ["A1", "A3"]
    with pytest.raises(IllegalAction):
        GAME.apply(state, Move("A2", "B2"))
    with pytest.raises(IllegalAction):
        GAME.apply(state, Move("A2", "A2"))
    # A loop through crop tokens cannot end on the starting space either.
    ring = position(BOARD, crops=("A1", "B1", "B2"), discovered=("A2",), pawns={0: ("A2",), 1: ("E5",)})
    assert "A2" not in targets(ring, "A2")


def test_t14_new_pawns_enter_on_free_edge_spaces_while_the_reserve_lasts():
    state = position(BOARD, pawns={0: ("A1",), 1: ("E5",)}, discovered=("A1", "E5"))
    edge = sorted(f"{c}{r}" for c in "ABCDE" for r in range(1, 6) if c in "AE" or r in (1, 5))
    assert enters(state) == sorted(set(edge) - {"A1", "E5"})
    assert "C3" not in enters(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Enter("C3"))
    empty_reserve = position(BOARD, pawns={0: ("A1",), 1: ("E5",)}, discovered=("A1", "E5"), reserve={0: 0})
    assert enters(empty_reserve) == []


def test_t15_a_move_that_allows_neither_discovery_nor_divination_is_illegal():
    # Everything around shows crops: stopping on A1 would leave no pawn to divine with.
    state = position(BOARD, crops=("A1", "A2"), discovered=("A3",), pawns={0: ("A2",), 1: ("E5",)},
                     reserve={0: 0})
    assert "A1" not in targets(state, "A2")
    assert "A3" in targets(state, "A2")  # A3 has no crop token: the pawn could divine there
    with pytest.raises(IllegalAction):
        GAME.apply(state, Move("A2", "A1"))


def test_t15_ruling_a_player_with_no_legal_turn_passes():
    state = position(BOARD, discovered=("A1", "A2", "B1"), crops=("A1",),
                     pawns={0: ("A1",), 1: ("A2", "B1")}, reserve={0: 0})
    assert GAME.legal_actions(state) == [Pass()]
    after = GAME.apply(state, Pass())
    assert after.current == 1 and GAME.turn_count(after) == 1
    assert "passes" in en(GAME.describe(state, Pass()))


# --- T-16: discovery ------------------------------------------------------------------------------
def test_t16_source_example_mountain_scores_three_and_desert_one():
    forest, desert, mountain, valley = 0, 1, 2, 3
    track = [0, 0, 0, 0]
    track[desert], track[forest], track[mountain], track[valley] = 2, 2, 1, 0
    assert discovery_points(tuple(track), mountain)[1] == 3
    assert discovery_points(tuple(track), desert)[1] == 1


def test_t16_discovering_raises_the_marker_and_scores_through_the_engine():
    # Track order is forest, desert, mountain, valley; A1 is a mountain.
    state = position(BOARD, tracks={0: (2, 2, 1, 0)}, pawns={1: ("E5",)}, discovered=("E5",))
    after = GAME.apply(state, Enter("A1"))
    assert after.boards[0].track == (2, 2, 2, 0)
    assert after.boards[0].discovery_points == 3
    assert GAME.view(after, None)["terrain"][0][0] == "mountain"
    line = en(GAME.describe(state, Enter("A1")))
    assert "Mountain" in line and "+3" in line


# --- T-17, T-18: divination ---------------------------------------------------------------------------
def divination_position():
    # Seat 0 has pawns on A1 and A3 (both discovered, no crop); it moves A3 -> A4 (discovered).
    return position(BOARD, discovered=("A1", "A3", "A4"), pawns={0: ("A1", "A3"), 1: ("E5",)},
                    tokens={0: (3, 4)})


def test_t17_a_right_guess_scores_takes_a_token_and_allows_another():
    state = GAME.apply(divination_position(), Move("A3", "A4"))
    assert state.phase == DIVINE
    assert {a.cell for a in GAME.legal_actions(state)} == {"A1", "A4"}
    crop = true_crop(state, "A1")
    state = GAME.apply(state, Divine("A1", crop))
    assert state.boards[0].divination_points == crop and crop in state.boards[0].tokens
    assert state.phase == DIVINE_MORE
    assert GAME.view(state, None)["crop"][0][0] == crop
    actions = GAME.legal_actions(state)
    assert {a.cell for a in actions if isinstance(a, Divine)} == {"A4"}
    assert Offer(()) in actions and Offer((3, 4)) in actions


def test_t17_a_wrong_guess_costs_the_true_value_and_ends_the_turn_without_offering():
    state = GAME.apply(divination_position(), Move("A3", "A4"))
    truth = true_crop(state, "A4")
    guess = wrong_guess(state, "A4")
    line = en(GAME.describe(state, Divine("A4", guess)))
    after = GAME.apply(state, Divine("A4", guess))
    assert after.boards[0].divination_points == -truth  # scores may go below zero (ruling)
    assert after.boards[0].score < 0
    assert after.current == 1 and after.phase == "move" and GAME.turn_count(after) == 1
    assert after.boards[0].tokens == (3, 4)  # no offering happened
    assert "wrong" in line and str(truth) in line  # the true crop is public once revealed


def test_t17_only_pawns_on_discovered_spaces_without_a_crop_may_divine():
    state = GAME.apply(divination_position(), Move("A3", "A4"))
    with pytest.raises(IllegalAction):
        GAME.apply(state, Divine("B1", 4))  # no pawn there
    with pytest.raises(IllegalAction):
        GAME.apply(state, Move("A1", "A2"))  # divining is due, not another move


def test_t18_any_crop_from_one_to_five_may_be_guessed_even_an_impossible_one():
    state = GAME.apply(divination_position(), Move("A3", "A4"))
    # A1 lies in a two-space region (crops 1-2), yet guessing 5 is allowed; it is just wrong.
    assert Divine("A1", 5) in GAME.legal_actions(state)
    with pytest.raises(ActionParseError):
        GAME.decode("divine A1 6")
    with pytest.raises(ActionParseError):
        GAME.decode("divine A1 0")


# --- T-19: offering -----------------------------------------------------------------------------------
def test_t19_offering_table():
    assert OFFERING_POINTS[1:] == (0, 1, 3, 6, 10)


@pytest.mark.parametrize("crops, points", [((1, 2), 1), ((1, 2, 3), 3), ((2, 3, 4, 5), 6),
                                            ((1, 2, 3, 4, 5), 10)])
def test_t19_offering_scores_and_returns_the_tokens(crops, points):
    state = position(BOARD, pawns={0: ("A1",), 1: ("E5",)}, discovered=("A1", "E5"),
                     tokens={0: (1, 2, 3, 4, 5)})
    state = GAME.apply(state, Move("A1", "A2"))
    assert state.phase == OFFERING
    assert Offer((1,)) not in GAME.legal_actions(state)  # ruling: a single token is worth nothing
    after = GAME.apply(state, Offer(crops))
    assert after.boards[0].offering_points == points
    assert after.boards[0].tokens == tuple(c for c in (1, 2, 3, 4, 5) if c not in crops)
    with pytest.raises(IllegalAction):
        GAME.apply(state, Offer((1, 1)))


def test_t19_handed_in_tokens_can_be_won_again():
    state = position(BOARD, discovered=("A1", "A3", "A4"), pawns={0: ("A1", "A3"), 1: ("E5",)},
                     tokens={0: (2, 3)})
    crop = true_crop(state, "A1")
    assert crop not in (2, 3)
    state = GAME.apply(GAME.apply(state, Move("A3", "A4")), Divine("A1", crop))
    assert crop in state.boards[0].tokens


def test_t19_no_offering_step_with_fewer_than_two_tokens():
    state = position(BOARD, pawns={0: ("A1",), 1: ("E5",)}, discovered=("A1", "E5"), tokens={0: (4,)})
    after = GAME.apply(state, Move("A1", "A2"))
    assert after.current == 1 and GAME.turn_count(after) == 1


# --- T-20 … T-23: end and modes ----------------------------------------------------------------------------
ALL_BUT_E1 = tuple(f"{c}{r}" for c in "ABCDE" for r in range(1, 6) if f"{c}{r}" != "E1")


def test_t20_version1_last_tile_starts_final_divinations_then_final_offerings():
    # Rules version 1 (stored games): offering after the last tile, one divination per final turn, a
    # wrong one leaving the phase, chosen final offerings. The current T-20: test_tiwanaku_revised_clauses.
    old = new_game(2, "short", 1, rules_version=1)
    state = position(old, discovered=ALL_BUT_E1, crops=("A1",), pawns={0: ("D1", "C3"), 1: ("A5", "B4")},
                     tokens={0: (1, 2), 1: (3, 5)})
    state = GAME.apply(state, Move("D1", "E1"))  # the last tile
    assert state.phase == OFFERING and state.current == 0
    state = GAME.apply(state, Offer(()))
    assert state.phase == FINAL and state.current == 1  # starts with the next player
    moves = GAME.legal_actions(state)
    assert all(isinstance(a, Divine | Pass) for a in moves) and Pass() in moves
    state = GAME.apply(state, Divine("A5", true_crop(state, "A5")))  # right: stays in
    assert state.phase == FINAL and state.current == 0 and state.final_in == (0, 1)
    state = GAME.apply(state, Pass())  # seat 0 is out
    assert state.current == 1 and state.final_in == (1,)
    state = GAME.apply(state, Divine("B4", wrong_guess(state, "B4")))  # wrong: out
    assert state.phase == FINAL_OFFERING and state.current == 0
    state = GAME.apply(state, Offer((1, 2)))
    assert state.phase == FINAL_OFFERING and state.current == 1
    assert GAME.winners(state) == []
    state = GAME.apply(state, Offer((3, 5)))
    assert state.phase == OVER and GAME.is_over(state) and GAME.to_play(state) is None
    assert GAME.legal_actions(state) == []
    with pytest.raises(IllegalAction):
        GAME.apply(state, Pass())


def test_t20_players_with_nothing_to_divine_drop_out_by_themselves():
    state = position(BOARD, discovered=ALL_BUT_E1, crops=("A5",), pawns={0: ("D1",), 1: ("A5",)})
    state = GAME.apply(state, Move("D1", "E1"))
    # Seat 1 stands on a crop token, seat 0 on the new tile: only seat 0 may divine.
    assert state.phase == FINAL and state.current == 0 and state.final_in == (0,)
    state = GAME.apply(state, Divine("E1", true_crop(state, "E1")))
    assert state.phase == OVER


def test_t21_most_points_wins_and_ties_are_shared():
    state = position(BOARD, discovered=ALL_BUT_E1, crops=ALL_BUT_E1, pawns={0: ("D1",), 1: ("A5",)})
    final = GAME.apply(state, Move("D1", "E1"))
    assert final.phase == FINAL and final.current == 0  # only seat 0 has a pawn on a space without crop
    over = GAME.apply(final, Pass())
    assert over.phase == OVER
    # Seat 0 discovered a desert with an empty track: 1 point; seat 1 has none.
    assert GAME.scores(over) == [1, 0] and GAME.winners(over) == [0]
    assert GAME.outcome_text(over) == Msg("tiwanaku-outcome-wins", winner=GAME.seat_label(over, 0), score=1)
    assert "Red player wins" in en(GAME.outcome_text(over))
    from dataclasses import replace
    tied = replace(over, boards=(over.boards[0], replace(over.boards[1], offering_points=1)))
    assert GAME.winners(tied) == [0, 1] and "share" in en(GAME.outcome_text(tied))


def test_t22_solo_is_one_player_on_the_long_board_graded_on_the_ladder():
    with pytest.raises(ValueError) as error:
        GAME.setup(1, {"size": "short"}, 1)
    assert error.value.args[0] == Msg("tiwanaku-error-solo-short") and "long board" in en(error.value.args[0])
    state = GAME.setup(1, {}, 1)
    assert state.mode == "solo" and (state.width, state.height) == (9, 5)
    assert GAME.setup(1, {"mode": "cooperative"}, 1).mode == "solo"
    view = GAME.view(state, None)
    grades = [rung["grade"] for rung in view["ladder"]]
    assert grades == ["apprentice", "farmer", "astronomer", "priest", "high-priest"]  # codes, not words
    assert [en(Msg("tiwanaku-grade", grade=grade)) for grade in grades] == [
        "Apprentice", "Farmer", "Astronomer", "Priest", "High priest"]
    assert ladder_grade(0, 45) == (1, "apprentice")
    assert ladder_grade(45, 45) == (2, "farmer")
    assert ladder_grade(180, 45) == (5, "high-priest")
    for bad in (0, 5):
        with pytest.raises(ValueError):
            GAME.setup(bad, {}, 1)


def test_t23_cooperative_shares_one_score_and_a_wrong_guess_costs_the_team():
    coop = new_game(2, "short", 1, mode="cooperative")
    assert coop.mode == "cooperative"
    state = position(coop, discovered=("A1", "A3", "A4", "E5"), pawns={0: ("E5",), 1: ("A1", "A3")},
                     current=1)
    state = GAME.apply(state, Move("A3", "A4"))
    truth = true_crop(state, "A1")
    after = GAME.apply(state, Divine("A1", wrong_guess(state, "A1")))
    assert GAME.scores(after) == [-truth, -truth]
    assert "Team score" in en(GAME.status_text(after))
    table = GAME.score_breakdown(after)
    assert table.rows[-1].label == Msg("tiwanaku-score-team") and table.rows[-1].total == -truth


def test_t23_cooperative_needs_two_players_and_options_are_checked():
    with pytest.raises(ValueError):
        GAME.setup(2, {"mode": "solo"}, 1)
    with pytest.raises(ValueError):
        GAME.setup(2, {"colour": "red"}, 1)


# --- T-24: what players see ------------------------------------------------------------------------
def test_t24_spectator_view_shows_only_revealed_terrain_and_crops():
    state = GAME.setup(3, {}, 11)
    view = GAME.view(state, None)
    assert view["private"] is None and GAME.view(state, 1)["private"] == {}
    for row in range(state.height):
        for column in range(state.width):
            cell = row * state.width + column
            expected_terrain = state.terrain[cell] if state.discovered[cell] else None
            expected_crop = state.crop[cell] if state.crop_shown[cell] else None
            assert view["terrain"][row][column] == expected_terrain
            assert view["crop"][row][column] == expected_crop
    terrains = ("forest", "desert", "mountain", "valley")
    assert view["tiles_total"] == {terrain: state.terrain.count(terrain) for terrain in terrains}


# --- presentation: the turn panel's menu paths ------------------------------------------------------------
def test_menu_paths_for_divining_again_offering_and_the_final_phase():
    state = GAME.apply(divination_position(), Move("A3", "A4"))
    path = GAME.choice_path(state, Divine("A1", 3))
    assert en_path(path) == (("Divine", "Pawn at A1"), ("Crop", "3 · Chili"))
    state = GAME.apply(state, Divine("A1", true_crop(state, "A1")))
    paths = {GAME.choice_path(state, action) for action in GAME.legal_actions(state)}
    questions = {path[0][0] for path in paths}
    assert questions == {Msg("tiwanaku-q-divine-or-finish")}  # one question for divining again and finishing
    english = {en_path(path) for path in paths}
    assert (("Divine again or finish", "End the turn, no offering"),) in english
    assert any(path[0][1].startswith("Offer Potato") for path in english)
    moved = position(BOARD, pawns={0: ("A1",), 1: ("E5",)}, discovered=("A1", "E5"), tokens={0: (1, 4)})
    offering = GAME.apply(moved, Move("A1", "A2"))
    assert en_path(GAME.choice_path(offering, Offer((1, 4)))) == (("Offering", "Potato + Corn: 1 point"),)
    assert en_path(GAME.choice_path(offering, Offer(()))) == (("Offering", "No offering"),)
    final = position(BOARD, discovered=ALL_BUT_E1, pawns={0: ("D1",), 1: ("A5",)})
    final = GAME.apply(final, Move("D1", "E1"))
    assert final.phase == FINAL
    assert en_path(GAME.choice_path(final, Pass())) == (("Divine", "Pass (leave the final divinations)"),)


def test_describe_lines_say_what_happened_in_public_terms():
    start = position(BOARD, pawns={0: ("A1",), 1: ("E5",)}, discovered=("A1", "E5"))
    assert en(GAME.describe(start, Move("A1", "A2"))) == (
        "Red player moves a pawn A1 → A2 and discovers Mountain: +1 point.")
    state = GAME.apply(divination_position(), Move("A3", "A4"))
    crop = true_crop(state, "A1")
    line = en(GAME.describe(state, Divine("A1", crop)))
    assert "right" in line and f"+{crop}" in line and "token" in line
    assert "Blue" in en(GAME.status_text(GAME.apply(start, Move("A1", "A2"))))


def test_t15_ruling_when_everyone_passes_in_a_row_the_search_ends_and_final_divinations_begin():
    from dataclasses import replace

    state = position(BOARD, discovered=("A1", "A2", "B1"), crops=("A1",),
                     pawns={0: ("A1",), 1: ("A2", "B1")}, reserve={0: 0})
    state = replace(state, passes_in_row=1)  # the other player passed just before
    line = en(GAME.describe(state, Pass()))
    after = GAME.apply(state, Pass())
    assert after.phase == FINAL and after.current == 1 and after.final_in == (1,)
    assert "Nobody can reach the hidden tiles" in line


def test_illegal_actions_explain_themselves_in_a_sentence():
    state = position(BOARD, pawns={0: ("A1",), 1: ("E5",)}, discovered=("A1", "E5"))
    for action in (Move("A1", "C3"), Enter("C3"), Divine("A1", 1), Offer((1, 2)), Move("E5", "E4")):
        with pytest.raises(IllegalAction) as error:
            GAME.apply(state, action)
        assert error.value.msg.id.startswith("tiwanaku-error-")
        assert en(error.value).endswith(".") and len(en(error.value)) > 20
