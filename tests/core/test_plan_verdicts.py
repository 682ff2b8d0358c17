"""The verdict on a plan's next decision (``core.plans.next_verdict``), pure: which planned decision is
played, and why a plan waits or stops, read from the seat's decisions in the game's log."""

from __future__ import annotations

from core.plans import (
    STOP_CHANGED,
    STOP_DONE,
    STOP_ILLEGAL,
    STOP_TOOK_OVER,
    fingerprint,
    next_verdict,
)
from rules import GAMES
from store.sql.plans import StoredPlan

GAME = GAMES["wayfinders"]


def plan_of(state, seat: int, steps: tuple[str, ...], *, strict: bool = False) -> StoredPlan:
    return StoredPlan(1, seat, 11, steps, 3, 0, fingerprint(GAME, state), strict, None, "", "")


def setting():
    state = GAME.setup(3, {}, 4)
    mover = GAME.to_play(state)
    seat = (mover + 1) % 3
    position = GAME.plan_position(state, seat)
    first = GAME.legal_actions(position)[0]
    return state, mover, seat, GAME.encode(first)


def to_their_turn(state, seat: int):
    """The seats before ``seat`` play their first legal decision until ``seat`` is to play."""
    while GAME.to_play(state) != seat:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def test_a_plan_waits_for_its_turn_and_then_plays_its_first_decision():
    state, _, seat, first = setting()
    plan = plan_of(state, seat, (first,))
    assert next_verdict(GAME, state, seat, plan, []).kind == "wait"
    turn = to_their_turn(state, seat)
    verdict = next_verdict(GAME, turn, seat, plan, [])
    legal = {GAME.encode(a) for a in GAME.legal_actions(turn)}
    assert verdict.kind == "play" if first in legal else verdict.reason == STOP_ILLEGAL
    if first in legal:
        assert (verdict.index, verdict.action) == (0, first)
    # Another seat decided in this turn before it: the seat decides inside another's turn, it waits.
    assert next_verdict(GAME, turn, seat, plan, [], others_in_turn=True).kind == "wait"


def test_a_plan_stops_when_its_player_took_over_or_its_turn_ended():
    state, _, seat, first = setting()
    plan = plan_of(state, seat, (first, "done"))
    turn = to_their_turn(state, seat)
    other = next(GAME.encode(a) for a in GAME.legal_actions(turn) if GAME.encode(a) != first)
    took = next_verdict(GAME, turn, seat, plan, [(9, other, GAME.turn_count(turn), "")])
    assert (took.kind, took.reason) == ("stop", STOP_TOOK_OVER)
    # Its first decision played and the turn over since: done (its first part was what was planned).
    ended = next_verdict(GAME, state, seat, plan, [(9, first, GAME.turn_count(turn), "")])
    assert (ended.kind, ended.reason, ended.index) == ("stop", STOP_DONE, 1)


def test_a_strict_plan_stops_at_any_change_and_an_unreadable_step_stops_it():
    state, _, seat, first = setting()
    turn = to_their_turn(state, seat)
    strict = plan_of(state, seat, (first,), strict=True)
    assert fingerprint(GAME, turn) != fingerprint(GAME, state)  # the others' moves changed the board
    changed = next_verdict(GAME, turn, seat, strict, [])
    assert (changed.kind, changed.reason) == ("stop", STOP_CHANGED)
    garbled = plan_of(state, seat, ("not a move",))
    assert next_verdict(GAME, turn, seat, garbled, []).reason == STOP_ILLEGAL


def test_the_decisions_made_for_a_player_in_their_turn_are_found_from_its_start():
    """``forced_in_turn``: replaying a turn from its start, the seat's decisions that had one possible
    answer revealing nothing (what the panel says was made for them), and no other."""
    from core.plans import forced_action, forced_in_turn
    from rules.base import Rng

    state = GAME.setup(3, {}, 2)
    rng = Rng.from_seed(2)
    found = 0
    while not GAME.is_over(state) and found < 3:
        start, seat, turn = state, GAME.to_play(state), GAME.turn_count(state)
        entries, expected = [], []
        while not GAME.is_over(state) and GAME.turn_count(state) == turn:
            action = rng.choice(GAME.legal_actions(state))
            line = f"line {len(entries)}"
            if forced_action(GAME, state) is not None:
                expected.append(line)
            entries.append((GAME.to_play(state), GAME.encode(action), line))
            state = GAME.apply(state, action)
        assert forced_in_turn(GAME, start, entries, seat) == expected
        found += bool(expected)
    assert found == 3
    assert forced_in_turn(GAME, GAME.setup(3, {}, 2), [(0, "not a move", "x")], 0) == []
