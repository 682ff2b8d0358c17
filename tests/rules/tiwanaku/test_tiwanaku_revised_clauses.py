"""The clauses issue 9 revised (specs/tiwanaku.md, **Revised ruling**): T-14 entering and T-20 the end.

Positions come from the short board of seed 1 (drawn in test_tiwanaku_clauses.py's docstring). Each
``test_T_…`` test plays the current rules through the plain protocol (no ``rules_version`` passed), so it
also runs unchanged against the engine from before the correction, where it fails; the ``…_version1_…``
tests pin what stored games started under rules version 1 keep doing.
"""

from __future__ import annotations

import pytest
from tiwanaku_fixtures import new_game, position, true_crop, wrong_guess

from i18n import text
from rules.base import IllegalAction, Msg
from rules.tiwanaku import GAME
from rules.tiwanaku.engine import OFFERING_POINTS
from rules.tiwanaku.state import FINAL, OVER, Divine, Enter, Move, Pass

BOARD = new_game(2, "short", 1)
EDGE = sorted(f"{c}{r}" for c in "ABCDE" for r in range(1, 6) if c in "AE" or r in (1, 5))
ALL_BUT_E1 = tuple(f"{c}{r}" for c in "ABCDE" for r in range(1, 6) if f"{c}{r}" != "E1")


def enters(state) -> list[str]:
    return sorted(a.cell for a in GAME.legal_actions(state) if isinstance(a, Enter))


# --- T-14: a new pawn enters only on an undiscovered edge space --------------------------------------------
def test_T_14_a_new_pawn_enters_only_on_an_undiscovered_edge_space_so_entering_always_discovers():
    # B1 and A3 are discovered without a crop token: version 1 let a pawn enter there to divine.
    state = position(BOARD, discovered=("A1", "E5", "B1", "A3"), pawns={0: ("A1",), 1: ("E5",)})
    assert enters(state) == sorted(set(EDGE) - {"A1", "E5", "B1", "A3"})
    for cell in ("B1", "A3", "C3"):
        with pytest.raises(IllegalAction) as error:
            GAME.apply(state, Enter(cell))
        assert error.value.msg == Msg("tiwanaku-error-enter", space=cell)
        assert "undiscovered edge space" in text("en", error.value.msg)
    for cell in enters(state):
        after = GAME.apply(state, Enter(cell))
        assert after.discovered != state.discovered and after.phase != "divine"


def test_T_14_with_every_edge_space_discovered_no_pawn_can_enter():
    state = position(BOARD, discovered=tuple(EDGE), pawns={0: ("A1",), 1: ("E5",)})
    assert enters(state) == []


def test_T_14_version1_a_pawn_could_enter_a_discovered_edge_space_to_divine():
    old = new_game(2, "short", 1, rules_version=1)
    state = position(old, discovered=("A1", "E5", "B1", "A3"), pawns={0: ("A1",), 1: ("E5",)})
    assert {"B1", "A3"} <= set(enters(state))
    assert GAME.apply(state, Enter("B1")).phase == "divine"


# --- T-20: the end ----------------------------------------------------------------------------------------
def last_tile_position():
    """Seat 0 is about to place the last tile (E1); both hold two crop tokens."""
    return position(BOARD, discovered=ALL_BUT_E1, crops=("A1",),
                    pawns={0: ("D1", "C3"), 1: ("A5", "B4", "B5")}, tokens={0: (1, 2), 1: (3, 5)})


def test_T_20_the_turn_placing_the_last_tile_ends_at_once_without_an_offering():
    state = last_tile_position()
    after = GAME.apply(state, Move("D1", "E1"))
    assert after.phase == FINAL and after.current == 1  # the next player starts the final divinations
    assert GAME.turn_count(after) == GAME.turn_count(state) + 1
    assert after.boards[0].tokens == (1, 2) and after.boards[0].offering_points == 0


def test_T_20_a_final_turn_is_a_divination_run_and_a_wrong_guess_ends_only_that_turn():
    state = GAME.apply(last_tile_position(), Move("D1", "E1"))
    state = GAME.apply(state, Divine("A5", true_crop(state, "A5")))  # right: Blue goes on
    assert state.phase == "final_more" and state.current == 1
    choices = GAME.legal_actions(state)
    assert GAME.decode("end") in choices and Pass() not in choices  # divine again or end the turn
    assert all(isinstance(a, Divine) for a in choices if a != GAME.decode("end"))
    state = GAME.apply(state, Divine("B4", wrong_guess(state, "B4")))  # wrong: the turn ends ...
    assert state.phase == FINAL and state.current == 0
    assert state.final_in == (0, 1)  # ... and Blue is still in (B5 is left to divine)


def test_T_20_ending_a_final_turn_after_a_right_guess_keeps_the_player_in():
    state = GAME.apply(last_tile_position(), Move("D1", "E1"))
    state = GAME.apply(state, Divine("A5", true_crop(state, "A5")))
    turns = GAME.turn_count(state)
    state = GAME.apply(state, GAME.decode("end"))
    assert state.phase == FINAL and state.current == 0 and state.final_in == (0, 1)
    assert GAME.turn_count(state) == turns + 1


def test_T_20_passing_is_final_and_at_the_end_everyone_hands_in_all_tokens_unasked():
    state = GAME.apply(last_tile_position(), Move("D1", "E1"))
    state = GAME.apply(state, Divine("A5", true_crop(state, "A5")))
    state = GAME.apply(state, Divine("B4", wrong_guess(state, "B4")))
    state = GAME.apply(state, Pass())  # Red leaves the final divinations for good
    assert state.final_in == (1,) and state.current == 1 and state.phase == FINAL
    held = {seat: state.boards[seat].tokens for seat in (0, 1)}
    before = {seat: state.boards[seat].offering_points for seat in (0, 1)}
    b5 = true_crop(state, "B5")
    line = GAME.describe(state, Divine("B5", b5))
    state = GAME.apply(state, Divine("B5", b5))  # right, and Blue has no pawn left: out by itself
    assert state.phase == OVER and GAME.is_over(state)  # no final offering is asked of anyone
    held[1] = tuple(sorted(set(held[1]) | {b5}))
    for seat in (0, 1):
        assert state.boards[seat].tokens == ()
        assert state.boards[seat].offering_points == before[seat] + OFFERING_POINTS[len(held[seat])]
    assert "hands in their crop tokens" in text("en", line)


def test_T_20_version1_a_right_final_divination_passed_the_turn_and_a_wrong_one_left_the_phase():
    old = new_game(2, "short", 1, rules_version=1)
    state = position(old, discovered=ALL_BUT_E1, crops=("A1",),
                     pawns={0: ("D1", "C3"), 1: ("A5", "B4", "B5")}, tokens={0: (1, 2), 1: (3, 5)})
    state = GAME.apply(state, Move("D1", "E1"))
    assert state.phase == "offering" and state.current == 0
    state = GAME.apply(state, GAME.decode("offer none"))
    state = GAME.apply(state, Divine("A5", true_crop(state, "A5")))
    assert state.phase == FINAL and state.current == 0
    state = GAME.apply(state, Divine("C3", wrong_guess(state, "C3")))
    assert state.final_in == (1,)
