"""The notification plan (core/notify.py) with plain values: who is pinged, who gets the turn DM and whether
the hand rides in it, whose private view goes by DM, who gets the result."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from core.notify import RECENTLY_ACTED, BoardFacts, NotificationPlan, SeatFacts, TurnDm, plan_board

ANA, BEN, CY = 11, 22, 33
COMPUTER = -3001


def table(*users: int, **per_user: dict) -> list[SeatFacts]:
    return [SeatFacts(seat, user, computer=user < 0, **per_user.get(str(user), {}))
            for seat, user in enumerate(users)]


def test_the_player_to_move_gets_the_turn_dm_with_their_hand_and_no_ping():
    plan = plan_board(BoardFacts(table(ANA, BEN), over=False, to_play=1, acting_user=ANA, changed=[1]))
    assert plan == NotificationPlan(turn_dm=TurnDm(BEN, 1, with_hand=True, hand_changed=True))


def test_without_reminder_dms_or_with_closed_dms_the_board_pings_instead():
    for settings in ({"wants_dms": False}, {"dms_closed": True}):
        seats = [SeatFacts(0, ANA), SeatFacts(1, BEN, **settings)]
        plan = plan_board(BoardFacts(seats, over=False, to_play=1, acting_user=ANA, changed=[1]))
        assert plan.pings == (BEN,) and plan.turn_dm is None and plan.hand_dms == (1,)


def test_the_acting_player_the_away_the_stand_in_and_computers_are_not_reminded():
    seats = table(ANA, BEN)
    assert plan_board(BoardFacts(seats, over=False, to_play=0, acting_user=ANA)) == NotificationPlan()
    assert plan_board(BoardFacts(seats, over=False, to_play=1, acting_user=ANA, away=True)) == \
        NotificationPlan()
    assert plan_board(BoardFacts(seats, over=False, to_play=1, acting_user=ANA, standin=True)) == \
        NotificationPlan()
    vs_computer = table(ANA, COMPUTER)
    assert plan_board(BoardFacts(vs_computer, over=False, to_play=1, acting_user=ANA, changed=[0, 1])) == \
        NotificationPlan(hand_dms=(0,))


def test_a_solo_player_is_never_pinged_nor_reminded():
    solo = table(ANA)
    assert plan_board(BoardFacts(solo, over=False, to_play=0, acting_user=None)) == NotificationPlan()
    assert plan_board(BoardFacts(solo, over=True)) == NotificationPlan()


def test_other_changed_hands_go_by_dm_but_never_to_a_computer_or_a_seat_without_one():
    seats = table(ANA, BEN, CY, COMPUTER, **{str(CY): {"has_private": False}})
    plan = plan_board(BoardFacts(seats, over=False, to_play=1, acting_user=ANA, changed=[0, 1, 2, 3, 0]))
    assert plan.turn_dm == TurnDm(BEN, 1, with_hand=True, hand_changed=True)
    assert plan.hand_dms == (0,)


def test_a_seat_without_a_hand_gets_a_turn_dm_without_one():
    seats = table(ANA, BEN, **{str(BEN): {"has_private": False}})
    plan = plan_board(BoardFacts(seats, over=False, to_play=1, acting_user=ANA))
    assert plan.turn_dm == TurnDm(BEN, 1, with_hand=False, hand_changed=False)


def test_the_end_pings_every_human_once_and_sends_the_result_to_those_who_want_dms():
    seats = table(ANA, BEN, COMPUTER, **{str(BEN): {"wants_dms": False}})
    plan = plan_board(BoardFacts(seats, over=True, acting_user=BEN))
    assert plan.pings == (ANA, BEN) and plan.result_dms == (ANA,) and plan.turn_dm is None



# --- issue 27: a player who has just acted is at the table -------------------------------------------
NOW = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)


def test_a_player_who_acted_minutes_ago_gets_no_turn_dm_and_no_ping():
    for settings in ({}, {"wants_dms": False}, {"dms_closed": True}):
        seats = [SeatFacts(0, ANA, last_acted=NOW - timedelta(seconds=3), **settings),
                 SeatFacts(1, -3001, computer=True)]
        plan = plan_board(BoardFacts(seats, over=False, to_play=0, acting_user=-3001, changed=[], now=NOW))
        assert plan == NotificationPlan(), settings
    # A changed hand still goes: the panel shows it only when opened.
    seats = [SeatFacts(0, ANA, last_acted=NOW - timedelta(minutes=1)), SeatFacts(1, BEN)]
    plan = plan_board(BoardFacts(seats, over=False, to_play=0, acting_user=BEN, changed=[0], now=NOW))
    assert plan == NotificationPlan(hand_dms=(0,))


def test_the_window_is_five_minutes_and_unknown_times_change_nothing():
    assert RECENTLY_ACTED == timedelta(minutes=5)
    for last, reminded in ((NOW - RECENTLY_ACTED + timedelta(seconds=1), False), (NOW - RECENTLY_ACTED, True),
                           (NOW - timedelta(days=1), True), (None, True)):
        seats = [SeatFacts(0, ANA, last_acted=last), SeatFacts(1, BEN)]
        plan = plan_board(BoardFacts(seats, over=False, to_play=0, acting_user=BEN, now=NOW))
        assert (plan.turn_dm is not None) is reminded, last
    # Without the bot's time (None) the rule never applies.
    seats = [SeatFacts(0, ANA, last_acted=NOW), SeatFacts(1, BEN)]
    assert plan_board(BoardFacts(seats, over=False, to_play=0, acting_user=BEN)).turn_dm == TurnDm(
        ANA, 0, with_hand=True, hand_changed=False)


def test_the_final_card_pings_only_the_players_away_from_the_table():
    seats = [SeatFacts(0, ANA, last_acted=NOW - timedelta(seconds=30)),
             SeatFacts(1, BEN, last_acted=NOW - timedelta(hours=2)), SeatFacts(2, COMPUTER, computer=True)]
    plan = plan_board(BoardFacts(seats, over=True, acting_user=COMPUTER, now=NOW))
    assert plan.pings == (BEN,) and plan.result_dms == (ANA, BEN)
