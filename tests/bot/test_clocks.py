"""Games that live for days (issue 10), through the harness with a fake clock: turn clocks, reminders,
quiet hours, time-outs and the stand-in, hand-over and reclaim, vacations, lists, lobby expiry, votes and
server settings. Time only moves when a test says so (``h.clock.advance``); ``h.tick()`` runs what the
bot's once-a-minute loop would run at that moment.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from harness import GUILD_ID, FakeClock, Harness, Sent, open_lobby
from menagerie import DECK, GAME

from bot.cards import Part
from core.clocks import AWAY_DAYS_PER_QUARTER, away_days_used, parse_quiet, quarter_of, quiet_until
from store import parse_stamp

CARD_RE = re.compile("|".join(DECK))


async def start(h: Harness, users, *, table: tuple[str, ...] = (), length: str = "short",
                channel_id: int | None = None) -> int:
    """A Menagerie game with the given time-control menu choices (``"clock:12h"``, ``"timeout:…"``)."""
    kwargs = {"channel_id": channel_id} if channel_id else {}
    db_id = await open_lobby(h, "menagerie", users, {"length": length} if length != "short" else None,
                             **kwargs)
    for value in table:
        await h.select(users[0], f"lt:{db_id}", [value])
    h.bot.new_seed = lambda: 11
    await h.press(users[0], f"lb:{db_id}:start")
    return db_id


async def play_turn(h: Harness, db_id: int, user, channel_id: int | None = None) -> None:
    """``user`` plays a whole Menagerie turn (a card, then a draw) with ``/game play``."""
    kwargs = {"channel_id": channel_id} if channel_id else {}
    for _ in range(2):
        record = await h.bot.store.get_game(db_id)
        loaded = await h.bot.service.load(record)
        assert loaded.to_play_user() == user.id
        move = GAME.encode(GAME.legal_actions(loaded.state)[0])
        reply = await h.slash(user, "game play", move=move, **kwargs)
        assert "✓" in reply.text(), reply.text()


def mentions_of(sent: list[Sent], user) -> list[Sent]:
    return [s for s in sent if s.where == "channel" and f"<@{user.id}>" in s.says()
            and user.id in [int(u) for u in (s.payload.get("allowed_mentions") or {}).get("users", [])]]


async def clock_of(h: Harness, db_id: int):
    return await h.bot.store.get_clock(db_id)


def at(h: Harness, hours: float) -> None:
    h.clock.set(START + timedelta(hours=hours))


START = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)


# --- reminders and the time-out ------------------------------------------------------------------------
async def test_a_silent_player_is_reminded_at_half_time_and_a_tenth_left_then_the_stand_in_plays(
        harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start(h, [a, b])
    await play_turn(h, db_id, a)
    clock = await clock_of(h, db_id)
    assert clock.user_id == b.id and parse_stamp(clock.deadline) == START + timedelta(hours=24)
    board = [s for s in h.channel_messages
             if s.part(Part.WAITING).startswith(f"<@{b.id}>, it is your turn")][-1]
    assert f"<t:{int((START + timedelta(hours=24)).timestamp())}:R>" in board.part(Part.WAITING)
    dms = len(h.dms[b.id])
    assert "Your turn" in h.dms[b.id][-1].text()  # the turn-start reminder came with the board

    at(h, 11.9)
    assert await h.tick() == []
    at(h, 12)
    sent = await h.tick()
    assert [s.where for s in sent] == ["dm"] and "half gone" in sent[0].text()
    assert any(b_["label"] == "No more reminders this turn" for b_ in sent[0].buttons())
    assert await h.tick() == []  # never twice for the same moment
    at(h, 21.5)
    assert await h.tick() == []
    at(h, 21.6)
    sent = await h.tick()
    assert len(mentions_of(sent, b)) == 1 and "nearly up" in sent[0].content
    at(h, 23.99)
    assert await h.tick() == []
    assert len(h.dms[b.id]) == dms + 1

    at(h, 24)
    sent = await h.tick()
    text = " ".join(s.text() for s in sent)
    assert "Time ran out" in text and "Played by the stand-in" in text
    record = await h.bot.store.get_game(db_id)
    loaded = await h.bot.service.load(record)
    assert loaded.to_play_user() == a.id  # the stand-in played b's whole turn
    clock = await clock_of(h, db_id)
    assert clock.user_id == a.id and parse_stamp(clock.deadline) == START + timedelta(hours=48)
    log = await h.slash(a, "game log")
    assert "Played by the stand-in" in log.text()
    assert (await h.bot.store.seat_states(db_id))[1].timeouts_in_row == 1


async def test_no_more_reminders_this_turn_silences_the_rest_of_the_turn_only(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start(h, [a, b], length="long")
    await play_turn(h, db_id, a)
    at(h, 12)
    sent = await h.tick()
    button = next(c for c in sent[0].custom_ids() if c.startswith("rm:"))
    stranger = h.user("stranger")
    reply = await h.press(stranger, button, message_id=sent[0].message_id)
    assert "not yours to silence" in reply.text()
    await h.press(b, button, message_id=sent[0].message_id)
    assert "No more reminders" in h.messages[sent[0].message_id].content
    at(h, 22)
    assert await h.tick() == []  # no tenth-left mention this turn
    await play_turn(h, db_id, b)
    await play_turn(h, db_id, a)
    at(h, 22 + 12)
    assert any("half gone" in s.text() for s in await h.tick())  # the next turn reminds again


async def test_quiet_hours_hold_a_reminder_until_they_end_and_the_deadline_stays(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    reply = await h.slash(b, "game settings", quiet="22-08", timezone="Europe/Madrid")
    assert "22:00 to 08:00" in reply.text() and "Europe/Madrid" in reply.text()
    db_id = await start(h, [a, b])
    await play_turn(h, db_id, a)  # b's turn from 10:00 UTC: half time at 22:00 UTC = 23:00 in Madrid
    at(h, 12)
    assert await h.tick() == []
    at(h, 20.9)  # 06:54 UTC, 07:54 in Madrid: still quiet
    assert await h.tick() == []
    at(h, 21)  # 07:00 UTC = 08:00 in Madrid: the held reminder goes out
    sent = await h.tick()
    assert len(sent) == 1 and "half gone" in sent[0].text()
    at(h, 21.6)  # the tenth-left moment (08:36 in Madrid) is not quiet
    assert len(mentions_of(await h.tick(), b)) == 1
    assert parse_stamp((await clock_of(h, db_id)).deadline) == START + timedelta(hours=24)


def test_quiet_hours_wrap_midnight_and_follow_the_time_zone():
    winter = datetime(2026, 11, 23, 22, 30, tzinfo=UTC)  # 23:30 in Madrid
    assert quiet_until(winter, 22, 8, "Europe/Madrid") == datetime(2026, 11, 24, 7, 0, tzinfo=UTC)
    assert quiet_until(winter, 22, 8, "America/New_York") is None  # 17:30 there
    assert quiet_until(winter.replace(hour=3), 1, 5, None) == winter.replace(hour=5, minute=0)
    assert parse_quiet("off") is None and parse_quiet("22-08") == (22, 8)
    for bad in ("22", "25-03", "7-7", "a-b", "²-3"):
        try:
            parse_quiet(bad)
        except ValueError:
            continue
        raise AssertionError(bad)


# --- the stand-in keeps a seat, and gives it back ------------------------------------------------------
async def test_three_timed_out_turns_hand_the_seat_to_the_stand_in(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start(h, [a, b], length="long")
    hours = 0.0
    for timeout in range(1, 4):
        await play_turn(h, db_id, a)
        hours += 24
        at(h, hours)
        sent = await h.tick()
        handed = [s for s in sent if "for the rest of the game" in s.text()]
        assert bool(handed) == (timeout == 3), timeout
    assert (await h.bot.store.seat_states(db_id))[1].standin
    assert "stand-in now plays your seat" in h.dms[b.id][-1].text()
    assert "/table back" in h.dms[b.id][-1].text()


async def test_a_handed_over_seat_is_played_at_once_until_reclaimed(harness: Harness):
    h = harness
    a, b, c = h.user("a"), h.user("b"), h.user("stranger")
    db_id = await start(h, [a, b], table=("handover:1",), length="long")
    await play_turn(h, db_id, a)
    at(h, 24)
    await h.tick()
    assert (await h.bot.store.seat_states(db_id))[1].standin
    # a's next turn: the moment it ends, the stand-in plays b's seat without waiting for any clock.
    await play_turn(h, db_id, a)
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    assert loaded.to_play_user() == a.id
    reply = await h.slash(c, "table back")
    assert "nothing to come back to" in reply.text()
    reply = await h.slash(a, "table back")
    assert "nothing to come back to" in reply.text()
    reply = await h.slash(b, "table back")
    assert "yours again" in reply.text() and "Welcome back" not in reply.text()
    assert any("took their seat back" in s.text() for s in h.channel_messages)
    await play_turn(h, db_id, a)
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    assert loaded.to_play_user() == b.id  # b plays this one themselves
    assert (await h.bot.store.seat_states(db_id))[1] .timeouts_in_row == 0


async def test_the_opponents_decide_when_time_runs_out(harness: Harness):
    h = harness
    a, b, c = h.user("a"), h.user("b"), h.user("stranger")
    db_id = await start(h, [a, b], table=("timeout:opponents",))
    await play_turn(h, db_id, a)
    at(h, 24)
    sent = await h.tick()
    ask = next(s for s in sent if "you decide" in s.says())
    assert len(mentions_of([ask], a)) == 1
    extend = next(x for x in ask.custom_ids() if x.endswith(":x"))
    standin = next(x for x in ask.custom_ids() if x.endswith(":s"))
    assert "other players decide" in (await h.press(b, extend)).text()
    assert "Only the players" in (await h.press(c, extend)).text()
    assert await h.tick() == []  # without a press the game waits
    await h.press(a, extend)
    clock = await clock_of(h, db_id)
    assert parse_stamp(clock.deadline) == START + timedelta(hours=48) and clock.user_id == b.id
    # The question's card now says who decided what, in the colour it had, its buttons gone.
    answered = h.messages[ask.message_id]
    assert answered.is_card and answered.custom_ids() == [] and "another day" in answered.says()
    assert answered.accent_colour == ask.accent_colour and ask.is_card
    assert "decided already" in (await h.press(a, standin)).text()  # a forged or late press
    at(h, 48)
    ask = next(s for s in await h.tick() if "you decide" in s.says())
    await h.press(a, next(x for x in ask.custom_ids() if x.endswith(":s")))
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    assert loaded.to_play_user() == a.id


# --- vacations -----------------------------------------------------------------------------------------
async def test_away_freezes_every_clock_and_back_restarts_it_with_the_time_left(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start(h, [a, b])
    await play_turn(h, db_id, a)
    at(h, 2)
    reply = await h.slash(b, "table away", days=2)
    assert "away until" in reply.text()
    assert "away until" in (await h.slash(a, "game status")).text()
    at(h, 32)
    assert await h.tick() == []  # no reminder, no time-out while away
    reply = await h.slash(b, "table back")
    assert "run again" in reply.text()
    clock = await clock_of(h, db_id)
    assert clock.paused_at is None
    assert parse_stamp(clock.deadline) == START + timedelta(hours=24 + 30)
    at(h, 24 + 29.9)
    await h.tick()
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    assert loaded.to_play_user() == b.id
    at(h, 24 + 30)
    assert any("Time ran out" in s.text() for s in await h.tick())


async def test_a_vacation_that_ends_on_its_own_restarts_the_clock_at_its_end(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start(h, [a, b])
    await play_turn(h, db_id, a)
    at(h, 1)
    await h.slash(b, "table away", days=1)
    at(h, 30)  # the tick comes late (the bot was down): b still gets exactly the day they were away
    await h.tick()
    clock = await clock_of(h, db_id)
    assert clock.paused_at is None and parse_stamp(clock.deadline) == START + timedelta(hours=48)


async def test_away_refusals_are_clear(harness: Harness):
    h = harness
    b = h.user("b")
    assert "between 1 and 30 days" in (await h.slash(b, "table away", days=31)).text()
    assert "not away" in (await h.slash(b, "table back")).text()
    await h.slash(b, "table away", days=20)
    assert "already away" in (await h.slash(b, "table away", days=2)).text()
    h.clock.advance(days=20)
    reply = await h.slash(b, "table away", days=15)
    assert "at most 30 days a quarter" in reply.text() and "10 days left" in reply.text()


def test_the_away_allowance_counts_days_inside_the_quarter():
    now = datetime(2026, 12, 20, tzinfo=UTC)
    start, end = quarter_of(now)
    assert (start, end) == (datetime(2026, 10, 1, tzinfo=UTC), datetime(2027, 1, 1, tzinfo=UTC))
    vacations = [("2026-09-25T00:00:00+00:00", "2026-10-03T00:00:00+00:00"),  # 2 days inside
                 ("2026-11-01T00:00:00+00:00", "2026-11-10T12:00:00+00:00")]  # 9.5 -> 10 with the rest
    assert away_days_used(vacations, now) == 12
    assert AWAY_DAYS_PER_QUARTER == 30


# --- restarts ------------------------------------------------------------------------------------------
@pytest.mark.usefixtures("test_games")
async def test_a_restart_between_two_reminders_sends_nothing_twice(tmp_path: Path):
    h = await Harness.create(tmp_path, games={GAME.id: GAME}, clock=FakeClock(START))
    try:
        a, b = h.user("a"), h.user("b")
        db_id = await start(h, [a, b])
        await play_turn(h, db_id, a)
        at(h, 13)
        assert len(await h.tick()) == 1
        await h.restart()
        assert await h.tick() == []
        at(h, 22)
        await h.restart()
        assert len(mentions_of(await h.tick(), b)) == 1
        await h.restart()
        assert await h.tick() == []
        assert (await clock_of(h, db_id)).user_id == b.id
    finally:
        await h.close()


# --- lists ---------------------------------------------------------------------------------------------
async def test_list_and_mine_show_the_right_games_and_nothing_hidden(harness: Harness):
    h = harness
    a, b, c, watcher = h.user("a"), h.user("b"), h.user("c"), h.user("watcher")
    first = await start(h, [a, b], channel_id=70_001)
    await play_turn(h, first, a, channel_id=70_001)  # now b's turn there
    second = await start(h, [c, a], channel_id=70_002)  # c's turn there
    await open_lobby(h, "menagerie", [b], channel_id=70_003)
    reply = await h.slash(watcher, "game list")
    text = reply.text()
    assert text.count("**Menagerie**") == 3 and "<#70001>" in text and "<#70003>" in text
    assert f"<@{b.id}> to play" in text and "time runs out <t:" in text
    assert not CARD_RE.search(text)
    reply = await h.slash(a, "game mine")
    lines = reply.text().splitlines()
    assert "none waits for you" in lines[0] and len(lines) == 3
    reply = await h.slash(b, "game mine")
    lines = reply.text().splitlines()
    assert "1 waiting for you" in lines[0] and lines[1].startswith("⏳ <#70001>") and "[board](" in lines[1]
    assert not CARD_RE.search(reply.text())
    assert second and (await h.slash(watcher, "game mine")).text().startswith("You are in no game")
    # In a DM with the bot too.
    reply = await h.slash(b, "game mine", channel_id=h.dm_channel(b))
    assert reply.text().splitlines()[1].startswith("⏳ <#70001>")
    assert "server channel" in (await h.slash(b, "game list", channel_id=h.dm_channel(b))).text()


# --- housekeeping --------------------------------------------------------------------------------------
async def test_an_expired_lobby_closes_itself_and_frees_the_channel(harness: Harness):
    h = harness
    a = h.user("a")
    db_id = await open_lobby(h, "menagerie", [a])
    at(h, 47.9)
    assert await h.tick() == []
    at(h, 48)
    sent = await h.tick()
    assert any("closed itself after 48 hours" in s.content for s in sent)
    assert (await h.bot.store.get_game(db_id)).status == "aborted"
    reply = await h.slash(a, "game new", game="menagerie")
    assert any(c.startswith("lb:") for s in reply.sent for c in s.custom_ids())


async def test_server_config_sets_the_default_clock_and_needs_manage_server(harness: Harness):
    h = harness
    member, admin = h.user("member"), h.user("admin")
    admin.permissions |= 1 << 5  # Manage Server
    assert "24 hours** (the bot default)" in (await h.slash(member, "game config")).text()
    assert "Manage Server" in (await h.slash(member, "game config", clock="7d")).text()
    reply = await h.slash(admin, "game config", clock="48h", channel_mentions="no", lobby_expiry_hours=12)
    assert "48 hours" in reply.text() and "by DM instead" in reply.text() and "12 hours" in reply.text()
    db_id = await open_lobby(h, "menagerie", [member, admin])
    assert (await h.bot.store.get_game(db_id)).clock_seconds == 48 * 3600
    h.bot.new_seed = lambda: 1
    await h.press(member, f"lb:{db_id}:start")
    await play_turn(h, db_id, member)
    at(h, 48 * 0.9)
    sent = await h.tick()
    assert not mentions_of(sent, admin) and any("nearly up" in s.text() for s in sent if s.where == "dm")


async def test_server_config_offers_a_time_bank_as_the_default_clock(harness: Harness):
    """Issue 30's banks are clock choices like the others: a server may make one its default, and a lobby
    opened without a clock then has that bank."""
    h = harness
    member, admin = h.user("member"), h.user("admin")
    admin.permissions |= 1 << 5  # Manage Server
    reply = await h.slash(admin, "game config", clock="bank5d+1d")
    assert "Bank 5 days, +1 day a turn" in reply.text()
    assert "Bank 5 days" in (await h.slash(member, "game config")).text()
    db_id = await open_lobby(h, "menagerie", [member, admin])
    record = await h.bot.store.get_game(db_id)
    assert (record.clock_seconds, record.bank_increment) == (5 * 86400, 86400)
    # A bank the menus never offer (a minute is under the shortest) is refused; the default stays.
    assert "from the list" in (await h.slash(admin, "game config", clock="bank1m+1m")).text()
    assert (await h.bot.store.guild_settings(GUILD_ID)).default_clock == "bank5d+1d"


async def test_game_new_takes_a_clock_and_no_clock_means_a_vote_after_14_days(harness: Harness):
    h = harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    reply = await h.slash(a, "game new", game="menagerie", clock="off")
    assert "No clock" in reply.text()
    db_id = int(next(x for s in reply.sent for x in s.custom_ids() if x.startswith("lb:")).split(":")[1])
    await h.press(b, f"lb:{db_id}:join")
    h.bot.new_seed = lambda: 2
    await h.press(a, f"lb:{db_id}:start")
    await play_turn(h, db_id, a)
    assert "Time runs out" not in (await h.slash(a, "game status")).text()
    at(h, 24 * 30)
    assert await h.tick() == []  # no clock: nothing happens on its own
    assert "Only the players" in (await h.slash(c, "table vote-end")).text()
    assert "waiting for you" in (await h.slash(b, "table vote-end")).text()
    h.clock.set(START + timedelta(days=13))
    await play_turn(h, db_id, b)
    h.clock.set(START + timedelta(days=26))
    assert "only after 14 days" in (await h.slash(b, "table vote-end")).text()
    h.clock.set(START + timedelta(days=27, hours=1))
    reply = await h.slash(b, "table vote-end")
    assert "decided" in reply.text()
    assert any("no winner recorded" in s.content for s in h.channel_messages)
    record = await h.bot.store.get_game(db_id)
    assert record.status == "aborted" and record.end_reason == "vote"


async def test_a_game_with_a_clock_has_no_vote(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    await start(h, [a, b])
    assert "has a clock" in (await h.slash(b, "table vote-end")).text()


async def test_the_time_zone_autocomplete_offers_iana_names(harness: Harness):
    h = harness
    a = h.user("a")
    names = [choice["value"] for choice in await h.autocomplete(a, "game settings", "timezone", "madrid")]
    assert names == ["Europe/Madrid"]
    assert "Pick your time zone" in (await h.slash(a, "game settings", timezone="Mars/Olympus")).text()
