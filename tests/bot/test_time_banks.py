"""Time banks (issue 30 point 1), through the harness on the injected clock: a Fischer clock (a bank per
seat, an increment per completed wait, a cap) chosen in the lobby or with ``/game new clock:``; the bank
runs only while the game waits for its seat, its reminders and time-out follow it, vacations stop it, a
restart keeps it, the card and ``/game status`` show every seat's bank in the channel's language; and the
bank arithmetic as a property."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest
from harness import Harness
from hypothesis import given, settings
from hypothesis import strategies as st
from test_clocks import START, at, clock_of, mentions_of, play_turn, start

from bot.cards import Part
from core.clocks import (
    BANKS,
    CLOCK_CHOICES,
    Bank,
    TableRules,
    bank_left,
    choice_label,
    clock_after_move,
    is_clock_choice,
    parse_bank,
    shifted,
)
from store import parse_stamp, stamp

HOUR = 3600
DAY = 24 * HOUR


def waiting_part(h: Harness) -> str:
    """The live card's waiting part (whose turn, until when, the banks)."""
    return [s.part(Part.WAITING) for s in h.channel_messages if s.part(Part.WAITING)][-1]


async def test_a_bank_runs_only_while_its_seat_is_waited_for_and_a_turn_adds_the_increment_capped(
        any_harness: Harness):
    """Both databases: the banks are kept with the clock, through a move and a restart."""
    h = any_harness
    a, b = h.user("a"), h.user("b")
    db_id = await start(h, [a, b], table=("clock:bank3d+12h",))
    record = await h.bot.store.get_game(db_id)
    assert (record.clock_seconds, record.bank_increment, record.bank_cap) == (3 * DAY, 12 * HOUR, 3 * DAY)
    clock = await clock_of(h, db_id)
    assert clock.banks == (3 * DAY, 3 * DAY) and clock.seat == 0
    assert parse_stamp(clock.deadline) == START + timedelta(days=3)
    # Reminders at half the bank and with a tenth of it left.
    assert parse_stamp(clock.half_at) == START + timedelta(hours=36)
    assert parse_stamp(clock.tenth_at) == START + timedelta(hours=64.8)

    at(h, 10)
    await play_turn(h, db_id, a)  # 10 h used, 12 h added: capped at the start, 3 days
    clock = await clock_of(h, db_id)
    assert clock.seat == 1 and clock.banks == (3 * DAY, 3 * DAY)
    assert parse_stamp(clock.deadline) == START + timedelta(hours=10 + 72)

    at(h, 40)
    await play_turn(h, db_id, b)  # 30 h used of 72: 42 h left, plus 12 h = 54 h
    clock = await clock_of(h, db_id)
    assert clock.seat == 0 and clock.banks == (3 * DAY, 54 * HOUR)
    card = waiting_part(h)
    assert "The time bank runs out" in card
    assert "⏳ Time banks: North player: **3 d**, running · East player: 2 d 6 h" in card

    at(h, 50)  # a restart in the middle of a's wait: the banks and the deadline are the database's
    await h.restart()
    assert (await clock_of(h, db_id)).banks == (3 * DAY, 54 * HOUR)
    status = (await h.slash(b, "game status")).text()
    assert "North player: **2 d 14 h**, running · East player: 2 d 6 h" in status

    at(h, 100)
    await play_turn(h, db_id, a)  # 60 h used of 72: 12 h left, plus 12 h = 1 day
    clock = await clock_of(h, db_id)
    assert clock.seat == 1 and clock.banks == (DAY, 54 * HOUR)
    assert parse_stamp(clock.deadline) == START + timedelta(hours=100 + 54)
    assert "North player: 1 d · East player: **2 d 6 h**, running" in waiting_part(h)


async def test_the_reminders_and_the_time_out_follow_the_bank_and_the_stand_in_plays(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start(h, [a, b], table=("clock:bank3d+12h",))
    await play_turn(h, db_id, a)  # b's wait: their whole bank, 72 h
    at(h, 35.9)
    assert await h.tick() == []
    at(h, 36)
    sent = await h.tick()
    assert [s.where for s in sent] == ["dm"] and "half gone" in sent[0].text()
    at(h, 64.7)
    assert await h.tick() == []
    at(h, 64.8)
    sent = await h.tick()
    assert len(mentions_of(sent, b)) == 1 and "nearly up" in sent[0].content
    at(h, 71.99)
    assert await h.tick() == []
    at(h, 72)  # the bank is empty: the time-out, as with a time per turn
    text = " ".join(s.text() for s in await h.tick())
    assert "Time ran out" in text and "Played by the stand-in" in text
    assert (await h.bot.store.seat_states(db_id))[1].timeouts_in_row == 1
    clock = await clock_of(h, db_id)
    assert clock.user_id == a.id and clock.banks == (3 * DAY, 12 * HOUR)  # empty, plus the increment
    assert "East player: 12 h" in waiting_part(h)
    at(h, 73)
    await play_turn(h, db_id, a)
    clock = await clock_of(h, db_id)  # b's next wait: the 12 hours their bank holds
    assert parse_stamp(clock.deadline) == START + timedelta(hours=73 + 12)
    assert parse_stamp(clock.half_at) == START + timedelta(hours=73 + 6)


async def test_time_away_stops_the_bank_and_leaves_it_as_it_was(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start(h, [a, b], table=("clock:bank5d+1d",))
    await play_turn(h, db_id, a)
    at(h, 10)
    await h.slash(b, "table away", days=3)
    await h.tick()
    clock = await clock_of(h, db_id)
    assert clock.paused_at is not None
    record = await h.bot.store.get_game(db_id)
    live = h.messages[record.board_message_id].part(Part.WAITING)
    assert "East player: **4 d 14 h**, paused" in live  # the live card rewritten: the bank stopped
    at(h, 58)
    assert await h.tick() == []  # no reminder, no time-out while away
    assert "North player: 5 d · East player: **4 d 14 h**, paused" in (await h.slash(a, "game status")).text()
    await h.slash(b, "table back")
    clock = await clock_of(h, db_id)
    assert clock.paused_at is None
    assert bank_left(clock, h.clock()) == 5 * DAY - 10 * HOUR  # the 48 hours away did not count
    assert parse_stamp(clock.deadline) == START + timedelta(days=5, hours=48)
    at(h, 70)
    await play_turn(h, db_id, b)  # 22 h used in all: 98 h left, plus a day = 122 h, capped at 5 days
    assert (await clock_of(h, db_id)).banks == (5 * DAY, 5 * DAY)


async def test_game_new_clock_and_the_lobby_menu_offer_the_banks_and_the_card_speaks_four_languages(
        harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    reply = await h.slash(a, "game new", game="menagerie", clock="bank5d+1d")
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    assert "**Time bank**: Bank 5 days, +1 day a turn" in lobby.text()
    menu = next(s for s in lobby.selects() if s["custom_id"].startswith("lt:"))
    offered = {option["value"]: option["label"] for option in menu["options"]}
    assert offered["clock:bank3d+12h"] == ("Time bank: Bank 3 days, +12 hours a turn "
                                           "(on average 12 hours a turn in the long run)")
    assert offered["clock:bank10d+2d"] == ("Time bank: Bank 10 days, +2 days a turn "
                                           "(on average 2 days a turn in the long run)")
    join = next(c for c in lobby.custom_ids() if c.endswith(":join"))
    db_id = int(join.split(":")[1])
    await h.press(b, join)
    await h.select(a, f"lo:{db_id}:length", ["long"])
    h.bot.new_seed = lambda: 11
    await h.press(a, f"lb:{db_id}:start")
    assert (await clock_of(h, db_id)).banks == (5 * DAY, 5 * DAY)
    # Each move within the hour: the banks stay full (capped); the seat waited for alternates.
    expected = [
        ("en", a, "The time bank runs out",
         "⏳ Time banks: North player: 5 d · East player: **5 d**, running"),
        ("de", b, "Das Zeitkonto läuft", "⏳ Zeitkonten: North player: **5 T.**, läuft · East player: 5 T."),
        ("es", a, "La reserva de tiempo se acaba",
         "⏳ Reservas de tiempo: North player: 5 d · East player: **5 d**, corriendo"),
        ("it", b, "La riserva di tempo si esaurisce",
         "⏳ Riserve di tempo: North player: **5 g**, in corso · East player: 5 g"),
    ]
    for lang, player, deadline, banks_line in expected:
        h.guild_locale = lang
        await play_turn(h, db_id, player)
        card = waiting_part(h)
        assert deadline in card and banks_line in card, card


# --- the clock choice and the arithmetic, pure ------------------------------------------------------------
def test_a_bank_is_a_clock_choice_like_a_time_per_turn():
    assert list(BANKS) == ["bank3d+12h", "bank5d+1d", "bank10d+2d"]
    assert CLOCK_CHOICES[-3:] == tuple(BANKS)
    assert TableRules.named("bank5d+1d").bank == Bank(5 * DAY, DAY, 5 * DAY)
    assert TableRules.named("bank7d+1d/10d").clock == "bank7d+1d/10d"  # a queue's or a tournament's own
    assert TableRules.named("24h").bank is None and TableRules.named("24h").clock == "24h"
    for name in ("bank0h+1h", "bank5d+0h", "bank5d+1d/4d", "bank61d+1d", "bank5d", "bankx+1d", "bank5d+1d/"):
        assert not is_clock_choice(name), name
    with pytest.raises(ValueError):
        TableRules.named("bank5d+1d/4d")
    assert TableRules().changed("clock:bank10d+2d").bank == Bank(10 * DAY, 2 * DAY, 10 * DAY)
    # Its words, for a queue's or a tournament's card, in every language.
    assert choice_label("en", "bank7d+1d/10d") == "Bank 7 days, +1 day a turn, at most 10 days"
    assert choice_label("de", "bank3d+12h") == "Zeitkonto 3 Tage, +12 Stunden pro Zug"
    assert choice_label("es", "bank1d+90m") == "Reserva de 1 día, +90 minutos por turno"
    assert choice_label("it", "bank2d+1h/3d") == "Riserva di 2 giorni, +1 ora a turno, al massimo 3 giorni"
    assert choice_label("en", "24h") == "24 hours"
    with pytest.raises(ValueError):
        TableRules().changed("clock:bank7d+1d")  # the menu offers only its presets


hours = st.integers(1, 60 * 24)


@st.composite
def banks(draw: st.DrawFn) -> Bank:
    start = draw(hours) * HOUR
    increment = draw(hours) * HOUR
    cap = start + draw(st.integers(0, 60 * 24 * HOUR - start)) // HOUR * HOUR
    return Bank(start, increment, cap)


@settings(max_examples=150, deadline=None)
@given(bank=banks(), seats=st.integers(2, 4),
       waits=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 20 * DAY), st.integers(0, 5 * DAY),
                                st.booleans()), max_size=10))
def test_the_bank_arithmetic(bank: Bank, seats: int, waits: list[tuple[int, int, int, bool]]):
    """Each wait takes what it used (never below zero, time away not counted) from its seat's bank and
    adds the increment, capped; the next wait lasts what its seat's bank holds; names read back."""
    assert parse_bank(bank.name) == bank
    now = START
    clock = clock_after_move(None, 1, 0, 100, 0, bank.start, now, away=False, bank=bank, seats=seats)
    model = [bank.start] * seats
    assert clock is not None and clock.banks == tuple(model)
    for turn, (following, used, away, moved_while_away) in enumerate(waits, start=1):
        seat = clock.seat
        now += timedelta(seconds=used // 2)
        if away:  # stopped for ``away`` seconds in the middle of the wait (or to its end)
            clock = replace(clock, paused_at=stamp(now))
            now += timedelta(seconds=away)
            if not moved_while_away:
                clock = shifted(clock, timedelta(seconds=away))
        if not (away and moved_while_away):
            now += timedelta(seconds=used - used // 2)
            spent = used
        else:
            spent = used // 2
        assert bank_left(clock, now) == max(0, model[seat] - spent)
        model[seat] = min(bank.cap, max(0, model[seat] - spent) + bank.increment)
        following %= seats
        clock = clock_after_move(clock, 1, following, 100 + following, turn, bank.start, now, away=False,
                                 bank=bank, seats=seats)
        assert clock is not None and clock.banks == tuple(model)
        assert all(0 < left <= bank.cap for left in model)
        lasts = parse_stamp(clock.deadline) - parse_stamp(clock.started_at)
        assert lasts == timedelta(seconds=model[following])
