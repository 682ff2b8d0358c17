"""The notification plan (core/notify.py) with plain values: who is pinged, who gets the turn DM and whether
the hand rides in it, whose private view goes by DM, who gets the result."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from core.notify import (
    RECENTLY_ACTED,
    BoardFacts,
    HeadsUp,
    NotificationPlan,
    SeatFacts,
    TurnDm,
    plan_board,
    seat_after,
)

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



# --- issue 27: the daily digest and the heads-up ------------------------------------------------------------
DAN = 44


def test_a_digest_player_gets_nothing_per_turn_but_the_result():
    seats = table(ANA, BEN, CY, **{str(BEN): {"digest": True}})
    plan = plan_board(BoardFacts(seats, over=False, to_play=1, acting_user=ANA, changed=[1, 2]))
    assert plan == NotificationPlan(hand_dms=(2,))  # no turn DM, no ping, no hand DM for BEN
    closed = table(ANA, BEN, **{str(BEN): {"digest": True, "dms_closed": True}})
    assert plan_board(BoardFacts(closed, over=False, to_play=1, acting_user=ANA)).pings == ()
    over = plan_board(BoardFacts(seats, over=True, changed=[1]))
    assert over.result_dms == (ANA, BEN, CY) and over.pings == (ANA, BEN, CY) and over.hand_dms == ()


def test_the_heads_up_goes_to_the_next_seat_who_asked_when_it_helps():
    def plan(seats, **facts):
        return plan_board(BoardFacts(seats, over=False, **{"to_play": 1, "acting_user": ANA, "next_seat": 2,
                                                          **facts})).headsup

    asked = {str(CY): {"headsup": True}}
    assert plan(table(ANA, BEN, CY, **asked)) == HeadsUp(CY, 2, 1)
    assert plan(table(ANA, BEN, CY)) is None  # did not ask
    for refusal in ({"quiet": True}, {"away": True}, {"digest": True}, {"dms_closed": True}):
        assert plan(table(ANA, BEN, CY, **{str(CY): {"headsup": True, **refusal}})) is None, refusal
    assert plan(table(ANA, BEN, CY, **asked), away=True) is None  # the player to move is away
    assert plan(table(ANA, BEN, CY, **asked), standin=True) is None
    assert plan(table(ANA, COMPUTER, CY, **asked)) is None  # a computer plays at once
    assert plan(table(ANA, BEN, COMPUTER)) is None
    assert plan(table(ANA, BEN, ANA, **{str(ANA): {"headsup": True}})) is None  # who just acted
    assert plan(table(ANA, BEN, **{str(ANA): {"headsup": True}}), next_seat=0) is None  # two seats
    four = table(ANA, BEN, CY, DAN, **{str(DAN): {"headsup": True}})
    assert plan(four, to_play=2, acting_user=BEN, next_seat=3) == HeadsUp(DAN, 3, 2)


def test_the_seat_after_follows_the_games_turn_order_when_its_view_gives_one():
    assert [seat_after(3, seat) for seat in range(3)] == [1, 2, 0]
    assert [seat_after(4, seat, [2, 0, 3, 1]) for seat in range(4)] == [3, 2, 0, 1]
    assert seat_after(3, 1, [0, 1]) == 2  # not every seat: the table's order


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
