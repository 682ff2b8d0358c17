"""Handing a seat over, through the harness on both databases: a player's offer accepted (the member plays
on, the hand reaches only them and only once they accepted, never the channel, and no longer the one who
left), refused, run out (the periodic loop), a table's offer of a seat the stand-in keeps (by majority and
by the creator), every refusal with its own answer, a double acceptance accepted once, and the result: who
held the seat, who is rated, who counts an abandonment.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from harness import CHANNEL_ID, LOCALES, THREAD_ID, FakeUser, Harness, open_lobby, start_game

from bench.statements import reading, unindexed
from core.clocks import discord_time
from core.handover import OFFER_HOURS, holders
from i18n import t
from store import stamp
from store.sql.handover import AcceptRefused

START = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)


def hand_of(loaded: Any, seat: int) -> list[str]:
    return list((loaded.view(seat).get("private") or {}).get("hand") or [])


async def loaded_game(h: Harness, db_id: int) -> Any:
    return await h.bot.service.load(await h.bot.store.get_game(db_id))


async def play_one_turn(h: Harness, user: FakeUser) -> None:
    await h.slash(user, "game play", move="pass")
    await h.slash(user, "game play", move="draw:deck")


async def play_out(h: Harness, db_id: int) -> None:
    """Every member to play passes and draws until the game ends; the stand-in's and computers' turns are
    played by the bot's own work."""
    for _ in range(200):
        record = await h.bot.store.get_game(db_id)
        if record.status != "active":
            return
        loaded = await h.bot.service.load(record)
        user = h.user_by_id(loaded.to_play_user() or 0)
        states = await h.bot.store.seat_states(db_id)
        seat = loaded.game.to_play(loaded.state)
        if user is not None and not states[seat].standin:
            h.clock.advance(minutes=5)
            await play_one_turn(h, user)
        else:
            h.clock.advance(minutes=5)
            await h.tick()
        await h.bot.computers.idle()
        while pending := [task for task in h.bot._background if not task.done()]:
            await asyncio.gather(*pending, return_exceptions=True)
    raise AssertionError("the game did not end")


def offer_button(h: Harness, verb: str = "a") -> str:
    return h.find_custom_id("ho:", f":{verb}")


def channel_text_since(h: Harness, start: int) -> str:
    return "\n".join(s.text() for s in h.channel_messages[start:])


async def test_a_player_hands_their_seat_over_and_only_the_new_holder_gets_the_hand(any_harness: Harness):
    h = any_harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    channel_start = len(h.channel_messages)
    reply = await h.slash(b, "game handover", member=c)
    assert reply.ephemeral[-1].text() == t("en", "handover-offered-reply", user=c.mention, hours=OFFER_HOURS)
    offer = h.message_with(offer_button(h))
    assert offer is not None and offer.where == "channel" and c.mention in offer.text()
    hand = hand_of(await loaded_game(h, db_id), 1)
    assert hand
    # Before accepting, the member has nothing of the seat's hand; nothing of it is in the channel.
    assert not any(card in s.text() for s in h.dms[c.id] for card in hand)
    dms_of_b = len(h.dms[b.id])

    reply = await h.press(c, offer_button(h))
    seats = await h.bot.store.seat_states(db_id)
    assert seats[1].user_id == c.id and not seats[1].standin
    assert t("en", "handover-accepted-edit", user=c.mention, seat="East player") in reply.text()
    # The hand by DM to the new holder, once; never in the channel.
    got = [s for s in h.dms[c.id] if all(card in s.text() for card in hand)]
    assert len(got) == 1
    assert t("en", "handover-accepted-post", user=c.mention, left=b.mention, seat="East player", turns=0) in \
        channel_text_since(h, channel_start)
    assert not any(card in channel_text_since(h, channel_start) for card in hand)
    # The one who left no longer reads the seat's hand: "Show my hand" is not theirs, no DM comes.
    reply = await h.press(b, f"hand:{db_id}")
    assert not any(card in reply.text() for card in hand)
    dms_of_c = len(h.dms[c.id])
    await play_one_turn(h, a)
    assert len(h.dms[b.id]) == dms_of_b
    # The turn DM with the seat's hand now goes to its new holder.
    hand_now = hand_of(await loaded_game(h, db_id), 1)
    assert any(card in s.text() for s in h.dms[c.id][dms_of_c:] for card in hand_now)
    # The new holder plays on.
    loaded = await loaded_game(h, db_id)
    assert loaded.to_play_user() == c.id
    before = loaded.version
    await play_one_turn(h, c)
    assert (await h.bot.store.get_game(db_id)).version > before


async def test_a_refused_offer_leaves_the_seat_and_only_the_member_named_may_answer(any_harness: Harness):
    h = any_harness
    a, b, c, d = h.user("a"), h.user("b"), h.user("c"), h.user("d")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    await h.slash(b, "game handover", member=c)
    accept, refuse = offer_button(h, "a"), offer_button(h, "r")
    reply = await h.press(d, accept)
    assert reply.text() == t("en", "handover-error-not-yours")
    reply = await h.press(c, refuse)
    assert t("en", "handover-refused-edit", user=c.mention, seat="East player") in reply.text()
    assert (await h.bot.store.seat_states(db_id))[1].user_id == b.id
    reply = await h.press(c, accept)  # a stale button
    assert reply.text() == t("en", "handover-error-closed")
    assert (await h.bot.store.seat_states(db_id))[1].user_id == b.id
    # The seat may be offered again once the first offer is answered.
    reply = await h.slash(b, "game handover", member=d)
    assert reply.ephemeral[-1].text() == t("en", "handover-offered-reply", user=d.mention, hours=OFFER_HOURS)


async def test_an_offer_runs_out_and_the_channel_is_told_once(any_harness: Harness):
    h = any_harness
    h.clock.set(START)
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    await h.slash(b, "game handover", member=c)
    accept = offer_button(h)
    told = t("en", "handover-expired-post", user=c.mention, seat="East player")
    h.clock.set(START + timedelta(hours=OFFER_HOURS - 1))
    await h.tick()
    assert told not in channel_text_since(h, 0)
    h.clock.set(START + timedelta(hours=OFFER_HOURS, minutes=1))
    await h.tick()
    await h.tick()
    assert sum(s.text().count(told) for s in h.channel_messages) == 1
    reply = await h.press(c, accept)
    assert reply.text() == t("en", "handover-error-closed")
    assert (await h.bot.store.seat_states(db_id))[1].user_id == b.id


async def test_every_refusal_has_its_own_answer(any_harness: Harness):
    h = any_harness
    a, b, c, d, e = (h.user(name) for name in "abcde")
    app = h.user("app")
    app.bot = True
    lobby = await open_lobby(h, "menagerie", [a, b])
    reply = await h.slash(b, "game handover", member=c)
    assert reply.text() == t("en", "handover-error-lobby")
    await h.press(a, f"lb:{lobby}:start")

    async def said(user: FakeUser, **options: Any) -> str:
        return (await h.slash(user, "game handover", **options)).text()

    assert await said(b, member=app) == t("en", "handover-error-computer")
    assert await said(b, member=a) == t("en", "handover-error-seated", user=a.mention)
    assert await said(b, member=b) == t("en", "handover-error-self")
    assert await said(d, member=c) == t("en", "handover-error-no-seat")
    assert await said(b, member=c, seat=5) == t("en", "handover-error-no-such-seat", count=2)
    assert await said(a, member=c, seat=2) == t("en", "handover-error-not-standin")
    await h.slash(b, "game handover", member=c)
    assert await said(b, member=d) == t("en", "handover-error-pending")
    assert (await h.bot.store.seat_states(lobby))[1].user_id == b.id

    # A member seated in another game of the channel (the thread's game and its channel's).
    await start_game(h, "menagerie", [d, e], seed=2, channel_id=THREAD_ID)
    reply = await h.slash(e, "game handover", channel_id=THREAD_ID, member=a)
    assert reply.text() == t("en", "handover-error-elsewhere", user=a.mention)

    # A computer's seat cannot be handed over.
    other = await open_lobby(h, "menagerie", [c], channel_id=CHANNEL_ID + 5)
    await h.press(c, f"lc:{other}", channel_id=CHANNEL_ID + 5)
    await h.select(c, f"lk:{other}", ["easy"])
    await h.press(c, f"lb:{other}:start", channel_id=CHANNEL_ID + 5)
    reply = await h.slash(c, "game handover", channel_id=CHANNEL_ID + 5, member=d, seat=2)
    assert reply.text() == t("en", "handover-error-computer-seat")


async def standin_keeps(h: Harness, users: list[FakeUser]) -> int:
    """A game of ``users`` whose second player timed out once: the stand-in keeps their seat for good."""
    h.clock.set(START)
    db_id = await open_lobby(h, "menagerie", users)
    await h.select(users[0], f"lt:{db_id}", ["handover:1"])
    h.bot.new_seed = lambda: 5
    await h.press(users[0], f"lb:{db_id}:start")
    await play_one_turn(h, users[0])
    h.clock.set(START + timedelta(hours=25))
    await h.tick()
    await h.bot.computers.idle()
    while pending := [task for task in h.bot._background if not task.done()]:
        await asyncio.gather(*pending, return_exceptions=True)
    assert (await h.bot.store.seat_states(db_id))[1].standin
    return db_id


async def test_the_table_offers_a_seat_the_stand_in_keeps_by_majority(any_harness: Harness):
    h = any_harness
    a, b, e, f, c = (h.user(name) for name in "abefc")
    db_id = await standin_keeps(h, [a, b, e, f])
    # b's own seat is the stand-in's: b offers nothing; a seat still played is not the table's to offer.
    said = (await h.slash(e, "game handover", member=c, seat=1)).text()
    assert said == t("en", "handover-error-not-standin")
    reply = await h.slash(e, "game handover", member=c, seat=2)
    assert reply.ephemeral[-1].text() == t("en", "handover-proposed-reply", user=c.mention, hours=OFFER_HOURS)
    agree = offer_button(h, "v")
    with_agree = h.message_with(agree)
    assert with_agree is not None and "1/2" in with_agree.text()
    # Nobody is asked yet; the member named cannot accept a proposal, a voter agrees once.
    assert not [x for s in h.channel_messages for x in s.custom_ids()
                if x.startswith("ho:") and x.endswith(":a")]
    assert (await h.press(e, agree)).text() == t("en", "handover-error-voted")
    assert (await h.press(c, agree)).text() == t("en", "handover-error-not-voter")
    reply = await h.press(f, agree)
    assert t("en", "handover-vote-decided", user=c.mention, seat="East player") in reply.text()
    await h.press(c, offer_button(h, "a"))
    seats = await h.bot.store.seat_states(db_id)
    assert seats[1].user_id == c.id and not seats[1].standin and seats[1].standin_moves == 0
    # The one the table replaced is told by DM that the seat is no longer theirs.
    assert any(t("en", "handover-left-dm", game="Menagerie", channel=f"<#{CHANNEL_ID}>", user=c.mention,
                 seat="East player") in s.text() for s in h.dms[b.id])
    # b left and was replaced: an abandonment in their reliability once the game ends.
    await play_out(h, db_id)
    counts = await h.bot.store.reliability_counts([b.id, c.id])
    assert counts[b.id] == (1, 0)
    assert counts[c.id][0] == 1


async def test_the_creator_alone_decides_the_tables_offer(any_harness: Harness):
    h = any_harness
    a, b, e, f, c = (h.user(name) for name in "abefc")
    db_id = await standin_keeps(h, [a, b, e, f])
    await h.slash(e, "game handover", member=c, seat=2)
    reply = await h.press(a, offer_button(h, "v"))  # a opened the game
    assert t("en", "handover-vote-decided", user=c.mention, seat="East player") in reply.text()
    # Offered by the creator: at once, no vote.
    await h.press(c, offer_button(h, "a"))
    assert (await h.bot.store.seat_states(db_id))[1].user_id == c.id
    d = h.user("d")
    await h.slash(c, "game handover", member=d)
    reply = await h.slash(a, "game handover", member=h.user("g"), seat=2)
    assert reply.text() == t("en", "handover-error-not-standin")


async def test_a_double_acceptance_is_accepted_once(any_harness: Harness):
    h = any_harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    await h.slash(b, "game handover", member=c)
    accept = offer_button(h)
    start = len(h.channel_messages)
    await asyncio.gather(h.press(c, accept), h.press(c, accept))
    posted = t("en", "handover-accepted-post", user=c.mention, left=b.mention, seat="East player", turns=0)
    assert sum(s.text().count(posted) for s in h.channel_messages[start:]) == 1
    hand = hand_of(await loaded_game(h, db_id), 1)
    assert len([s for s in h.dms[c.id] if all(card in s.text() for card in hand)]) == 1
    # The database's own answer to a second acceptance, whoever asks: refused, nothing written.
    offer = (await h.bot.store.seat_handovers(db_id))[0]
    try:
        await h.bot.store.accept_handover(offer.id, c.id, turn=0, guild_id=None, now="2099-01-01T00:00:00")
    except AcceptRefused as refused:
        assert refused.reason == "gone"
    else:
        raise AssertionError("a second acceptance was not refused")
    assert len(await h.bot.store.seat_handovers(db_id)) == 1


async def test_the_result_records_the_holders_and_rates_a_holder_of_half_the_turns(any_harness: Harness):
    h = any_harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    await play_one_turn(h, a)
    await h.slash(b, "game handover", member=c)
    await h.press(c, offer_button(h))
    await play_out(h, db_id)
    loaded = await loaded_game(h, db_id)
    turns = loaded.turn
    lines = holders(loaded.users, await h.bot.store.seat_handovers(db_id), turns)
    assert [(x.user_id, x.turns) for x in lines[1]] == [(b.id, 1), (c.id, turns - 1)]
    result = await h.bot.store.game_result(db_id)
    assert result.seats[1].user_id == c.id
    # The finished game's public record (``/records export``) says who held the seat and how long.
    record = await h.bot.history.record_of(loaded)
    assert record["seats"][1]["held_by"] == [{"user_id": b.id, "from_turn": 0, "turns": 1},
                                             {"user_id": c.id, "from_turn": 1, "turns": turns - 1}]
    assert "held_by" not in record["seats"][0]
    rated = {int(r[0]) for r in await h.bot.store._read_all("SELECT user_id FROM ratings WHERE scope = 0")}
    assert c.id in rated and b.id not in rated
    # A voluntary handover, the stand-in never having played for b: not an abandonment, not counted.
    counts = await h.bot.store.reliability_counts([b.id, c.id])
    assert counts.get(b.id, (0, 0)) == (0, 0) and counts[c.id] == (1, 1)


async def test_a_holder_of_less_than_half_the_turns_is_not_rated(any_harness: Harness):
    h = any_harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    for _ in range(3):
        loaded = await loaded_game(h, db_id)
        await play_one_turn(h, h.user_by_id(loaded.to_play_user()))
    await h.slash(b, "game handover", member=c)
    await h.press(c, offer_button(h))
    await play_out(h, db_id)
    rated = {int(r[0]) for r in await h.bot.store._read_all("SELECT user_id FROM ratings WHERE scope = 0")}
    assert a.id in rated and c.id not in rated and b.id not in rated


async def test_the_ticks_look_for_offers_run_out_through_their_index(any_harness: Harness, database: str):
    """Thousands of offers answered long ago and one waiting: the periodic loop's read of the offers run
    out reads through the partial index of the open ones, on both backends, and writes nothing."""
    h = any_harness
    h.clock.set(START)
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    await h.bot.store.execute(
        "INSERT INTO handovers (game_id, seat, from_user_id, to_user_id, offered_by, by_table, voters, "
        "state, created_at, expires_at) "
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000) "
        f"SELECT {db_id}, i % 2, {b.id}, 5000 + i, {b.id}, 0, '[]', "
        "CASE WHEN i % 2 = 0 THEN 'refused' ELSE 'expired' END, '2026-01-01', '2026-01-02' FROM n")
    await h.slash(b, "game handover", member=c)
    if h.bot.store.backend == "postgresql":
        await h.bot.store.analyze()
    h.clock.advance(minutes=1)
    with reading(h.bot.store) as reads:
        assert await h.tick() == []
    mine = [(sql, params) for sql, params in reads.queries if "FROM handovers" in sql]
    assert mine
    location = h.bot.store.path if h.bot.store.backend == "sqlite" else database
    for sql, params in mine:
        assert await unindexed(h.bot.store.backend, location, sql, params, most_rows=50) == [], sql


async def test_a_seat_taken_over_on_its_turn_gets_a_whole_turns_time(any_harness: Harness):
    h = any_harness
    h.clock.set(START)
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    await play_one_turn(h, a)
    before = await h.bot.store.get_clock(db_id)
    assert before is not None and before.user_id == b.id and before.deadline
    h.clock.advance(hours=20)
    await h.slash(b, "game handover", member=c)
    await h.press(c, offer_button(h))
    clock = await h.bot.store.get_clock(db_id)
    assert clock is not None and clock.user_id == c.id and clock.seat == 1
    assert clock.deadline > before.deadline  # a whole turn from the acceptance, not b's last 4 hours
    h.clock.advance(hours=5)
    await h.tick()
    seats = await h.bot.store.seat_states(db_id)
    assert seats[1].user_id == c.id and seats[1].timeouts_in_row == 0 and seats[1].standin_moves == 0
    assert (await loaded_game(h, db_id)).to_play_user() == c.id
    # The live card's waiting line names the new player (an edit: nobody pinged).
    board = await h.bot.store.get_game(db_id)
    assert c.mention in h.messages[board.board_message_id].text()


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_the_offer_and_its_answers_are_in_each_readers_language(harness: Harness, lang: str):
    h = harness
    h.guild_locale = LOCALES[lang]
    a, b, c, d = h.user("a"), h.user("b"), h.user("c"), h.user("d")
    for user in (a, b, c, d):
        h.set_locale(user, LOCALES[lang])
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    reply = await h.slash(b, "game handover", member=a)
    assert reply.text() == t(lang, "handover-error-seated", user=a.mention)
    reply = await h.slash(b, "game handover", member=c)
    assert reply.ephemeral[-1].text() == t(lang, "handover-offered-reply", user=c.mention, hours=OFFER_HOURS)
    offer = h.message_with(offer_button(h))
    assert offer is not None
    expires = (await h.bot.store.open_handover(db_id, 1)).expires_at
    said = t(lang, "handover-offer-post", by=b.mention, user=c.mention, seat="East player", game="Menagerie",
             relative=discord_time(expires))
    assert said in offer.text()
    assert t(lang, "handover-button-accept") in str(offer.buttons())
    assert (await h.press(d, offer_button(h))).text() == t(lang, "handover-error-not-yours")
    start = len(h.channel_messages)
    await h.press(c, offer_button(h))
    assert t(lang, "handover-accepted-post", user=c.mention, left=b.mention, seat="East player", turns=0) in \
        channel_text_since(h, start)
    welcome = t(lang, "handover-welcome-dm", seat="East player", game="Menagerie", channel=f"<#{CHANNEL_ID}>")
    assert any(welcome in s.text() for s in h.dms[c.id])


async def test_the_table_offers_the_seat_of_a_player_who_deleted_their_data(any_harness: Harness):
    """A player who deleted their data left their seat to the stand-in: the table offers it (the creator
    decides), the posts name no former player, and nobody counts an abandonment for a former player."""
    h = any_harness
    a, b, e, c = (h.user(name) for name in "abec")
    db_id = await start_game(h, "menagerie", [a, b, e], seed=4)
    reply = await h.slash(b, "game privacy", channel_id=h.dm_channel(b))
    delete = next(x for x in reply.ephemeral[-1].custom_ids() if x.endswith(":rm"))
    reply = await h.press(b, delete, channel_id=h.dm_channel(b))
    standin = next(x for x in reply.sent[-1].custom_ids() if ":s:" in x)
    reply = await h.press(b, standin, channel_id=h.dm_channel(b))
    confirm = next(x for x in reply.sent[-1].custom_ids() if ":ok:" in x)
    await h.press(b, confirm, channel_id=h.dm_channel(b))
    seats = await h.bot.store.seat_states(db_id)
    assert seats[1].standin and seats[1].user_id < 0
    start = len(h.channel_messages)
    reply = await h.slash(a, "game handover", member=c, seat=2)
    assert reply.ephemeral[-1].text() == t("en", "handover-offered-reply", user=c.mention, hours=OFFER_HOURS)
    offer = h.message_with(offer_button(h))
    assert offer is not None and str(seats[1].user_id) not in offer.text()
    await h.press(c, offer_button(h))
    assert (await h.bot.store.seat_states(db_id))[1].user_id == c.id
    said = channel_text_since(h, start)
    assert t("en", "handover-accepted-post-former", user=c.mention, seat="East player", turns=0) in said
    assert str(seats[1].user_id) not in said
    await play_out(h, db_id)
    assert (await h.bot.store.game_result(db_id)).seats[1].user_id == c.id


async def test_an_acceptance_waits_while_a_decision_for_the_seat_is_being_made(any_harness: Harness):
    """Another process searching the seat's decision (its claim in the database): the member is asked to
    press again, nothing changes; once the claim is released the acceptance goes through."""
    h = any_harness
    h.clock.set(START)
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    await play_one_turn(h, a)
    await h.slash(b, "game handover", member=c)
    record = await h.bot.store.get_game(db_id)
    now = h.clock()
    assert await h.bot.store.claim_decision(db_id, record.version, "elsewhere", stamp(now),
                                            stamp(now + timedelta(seconds=60)))
    reply = await h.press(c, offer_button(h))
    assert reply.text() == t("en", "handover-error-busy")
    assert (await h.bot.store.seat_states(db_id))[1].user_id == b.id
    await h.bot.store.release_decision(db_id, record.version, "elsewhere")
    await h.press(c, offer_button(h))
    assert (await h.bot.store.seat_states(db_id))[1].user_id == c.id


async def test_the_creator_who_hands_their_seat_over_hands_over_the_creators_part(any_harness: Harness):
    h = any_harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    await h.slash(a, "game handover", member=c)
    await h.press(c, offer_button(h))
    record = await h.bot.store.get_game(db_id)
    assert record.creator_id == c.id and (await h.bot.store.seat_states(db_id))[0].user_id == c.id
    # The one who left can no longer abort the table they left.
    reply = await h.slash(a, "game abort")
    assert reply.text() == t("en", "bot-error-abort-permission")
    assert (await h.bot.store.get_game(db_id)).status == "active"


@pytest.mark.parametrize("ending", ["finished", "aborted", "vote"])
async def test_an_open_offer_is_closed_when_its_game_ends(any_harness: Harness, ending: str):
    """A game that ends (its last move, cancelled, ended by vote) closes its open offer: stored closed by
    the end, a press after it edits the offer's card to say the game is over (its buttons gone), the seat
    stays, the database refuses an acceptance of a game over, and the offer's running out says nothing."""
    h = any_harness
    h.clock.set(START)
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await open_lobby(h, "menagerie", [a, b])
    if ending == "vote":
        await h.select(a, f"lt:{db_id}", ["clock:off"])
    h.bot.new_seed = lambda: 3
    await h.press(a, f"lb:{db_id}:start")
    await h.slash(b, "game handover", member=c)
    accept = offer_button(h, "a")
    hid = int(accept.split(":")[2])
    card = h.message_with(accept)
    assert card is not None and (await h.bot.store.get_handover(hid)).state == "offered"
    if ending == "finished":
        await play_out(h, db_id)
    elif ending == "aborted":
        await h.slash(a, "game abort")
        await h.press(a, h.find_custom_id(f"ab:{db_id}"))
    else:
        h.clock.set(START + timedelta(days=15))
        loaded = await loaded_game(h, db_id)
        voter = a if loaded.to_play_user() == b.id else b
        assert "decided" in (await h.slash(voter, "table vote-end")).text()
    record = await h.bot.store.get_game(db_id)
    assert record.status == ("finished" if ending == "finished" else "aborted")
    closed = await h.bot.store.get_handover(hid)
    assert closed.state == "expired" and not closed.open and closed.decided_at is not None
    for verb in ("a", "r"):
        reply = await h.press(c, f"ho:{db_id}:{hid}:{verb}", message_id=card.message_id)
        said = t("en", "handover-closed-game-over", user=c.mention, seat="East player")
        assert said in h.messages[card.message_id].text(), reply.text()  # the offer's card, answered
        assert not [x for x in h.messages[card.message_id].custom_ids() if x.startswith("ho:")]
    assert (await h.bot.store.seat_states(db_id))[1].user_id == b.id
    # However the game ended, the database takes no new player for it: an offer left open is refused.
    await h.bot.store._write_one("UPDATE handovers SET state = 'offered' WHERE id = ?", (hid,))
    with pytest.raises(AcceptRefused) as refused:
        # (at a moment the offer had not run out yet: only the game's end refuses it)
        await h.bot.store.accept_handover(hid, c.id, turn=1, guild_id=record.guild_id, now=closed.created_at)
    assert refused.value.reason == "over"
    # Closing is for games over only: nothing of a game in play is closed.
    assert await h.bot.store.close_handovers(db_id, stamp(h.clock())) == 1
    start = len(h.channel_messages)
    h.clock.advance(hours=OFFER_HOURS + 1)
    await h.tick()
    assert "ran out" not in channel_text_since(h, start)


async def test_closing_offers_leaves_a_game_in_play_alone(any_harness: Harness):
    h = any_harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_game(h, "menagerie", [a, b], seed=3)
    await h.slash(b, "game handover", member=c)
    hid = int(offer_button(h).split(":")[2])
    assert await h.bot.store.close_handovers(db_id, stamp(h.clock())) == 0
    assert (await h.bot.store.get_handover(hid)).state == "offered"
    await h.press(c, offer_button(h))
    assert (await h.bot.store.seat_states(db_id))[1].user_id == c.id
