"""The clock policy (core/timekeeper.py ``decide``) with plain values: computers play, handed-over seats are
the stand-in's, an away player's clock stops and starts again shifted, no reminder past the deadline, a
claimed time-out whose move failed is played again."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from core.clocks import new_clock
from core.timekeeper import (
    ClockFacts,
    Pause,
    PlayComputer,
    Remind,
    Resume,
    StandinPlays,
    TimeOut,
    decide,
)
from store import parse_stamp, stamp

START = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)
DAY = 24 * 3600


def clock(**changes):
    from dataclasses import replace

    return replace(new_clock(1, 0, 42, 3, DAY, START), **changes)


def at(hours: float) -> datetime:
    return START + timedelta(hours=hours)


def test_a_computer_plays_and_a_handed_over_seat_is_the_stand_ins():
    assert decide(ClockFacts(clock(), at(30), computer=True)) == [PlayComputer()]
    assert decide(ClockFacts(clock(), at(1), handed_over=True)) == [StandinPlays(timed_out=False)]


def test_reminders_at_half_time_and_with_a_tenth_left_but_none_past_the_deadline():
    assert decide(ClockFacts(clock(), at(11))) == []
    assert decide(ClockFacts(clock(), at(12))) == [Remind("half")]
    assert decide(ClockFacts(clock(half_sent=True), at(22))) == [Remind("tenth")]
    assert decide(ClockFacts(clock(muted=True), at(22))) == []
    assert decide(ClockFacts(clock(), at(26))) == [TimeOut()]  # a late tick: straight to the time-out


def test_a_claimed_time_out_whose_move_failed_is_played_again_and_an_asked_one_waits():
    assert decide(ClockFacts(clock(asked=2), at(25))) == [StandinPlays(timed_out=True)]
    assert decide(ClockFacts(clock(asked=1), at(25))) == []


def test_going_away_stops_the_clock_and_coming_back_moves_its_moments_by_the_pause():
    [pause] = decide(ClockFacts(clock(), at(2), away=True))
    assert isinstance(pause, Pause) and pause.clock.paused_at == stamp(at(2))
    assert decide(ClockFacts(pause.clock, at(10), away=True)) == []
    # Back at hour 30, the time away having ended at hour 26: 24 hours stood still.
    decisions = decide(ClockFacts(pause.clock, at(30), vacation_ends=[at(26)]))
    assert isinstance(decisions[0], Resume)
    assert parse_stamp(decisions[0].clock.deadline) == at(48) and decisions[0].clock.paused_at is None
    assert decisions[1:] == []  # the half-time reminder moved with it, to hour 36
    assert decide(ClockFacts(decisions[0].clock, at(36))) == [Remind("half")]
