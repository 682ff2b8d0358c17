"""The heads-up and the daily digest (issue 27, points 2 and 3), through the harness on the injected clock:
the settings, the heads-up once a turn (not in quiet hours, not to a player who did not ask, not at a
table of two, not twice after a crash), the digest at the chosen local hour across days in two time zones
(one crossing a daylight-saving change), with the games' time left, links and what changed, no per-turn
DM to a digest player while the last-tenth reminder still comes, and the digest's claim (a restart
between claim and send, a DM that failed for a passing reason, several processes). The store's side runs
on both backends.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import discord
import pytest
from databases import query_work
from harness import CHANNEL_ID, THREAD_ID, FakeClock, Harness, Sent, http_error, latest_board, open_lobby
from menagerie import GAME

from bot.app import TICK_SECONDS
from core.digest import CLAIM_FOR, in_quiet_hours, next_digest_at
from i18n import t
from store import open_store, parse_stamp, stamp

LANGS = {"en": "en-US", "es": "es-ES", "de": "de", "it": "it"}


class Crash(BaseException):
    """Stands for the process dying: not an Exception, so no handler of the bot catches it."""


async def start(h: Harness, users, *, clock: str = "7d", channel_id: int = CHANNEL_ID) -> int:
    """A Menagerie game with ``clock`` per turn, started by the first user."""
    db_id = await open_lobby(h, "menagerie", users, channel_id=channel_id)
    await h.select(users[0], f"lt:{db_id}", [f"clock:{clock}"])
    h.bot.new_seed = lambda: 11
    await h.press(users[0], f"lb:{db_id}:start")
    return db_id


async def play_turn(h: Harness, db_id: int, user, channel_id: int = CHANNEL_ID) -> None:
    """``user`` plays a whole Menagerie turn (a card, then a draw) with ``/game play``."""
    for _ in range(2):
        loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
        assert loaded.to_play_user() == user.id
        reply = await h.slash(user, "game play", channel_id=channel_id,
                              move=GAME.encode(GAME.legal_actions(loaded.state)[0]))
        assert "✓" in reply.text(), reply.text()


def headsups(h: Harness, user, lang: str = "en") -> list[Sent]:
    word = t(lang, "bot-headsup-dm", player="", game="", channel="", link="").split(":")[0]
    return [dm for dm in h.dms[user.id] if dm.text().startswith(word + ":")]


def turn_dms(h: Harness, user) -> list[Sent]:
    return [dm for dm in h.dms[user.id] if dm.text().startswith("Your turn")]


def digests(sent: list[Sent], user) -> list[Sent]:
    return [s for s in sent if s.where == "dm" and s.user_id == user.id and "daily digest" in s.text()]


# --- the settings ------------------------------------------------------------------------------------------
async def test_the_settings_offer_heads_up_and_digest_as_choices_and_say_the_next_digest(harness: Harness):
    h = harness
    ana = h.user("ana")
    reply = await h.slash(ana, "game settings")
    assert "Heads-up when the player before you starts their turn: **off**" in reply.text()
    assert "Daily digest: **off (a DM on each of your turns)**" in reply.text()
    h.clock.set(datetime(2026, 11, 23, 10, 0, tzinfo=UTC))  # 11:00 in Madrid
    reply = await h.slash(ana, "game settings", headsup="on", digest="18", timezone="Europe/Madrid")
    next_at = datetime(2026, 11, 23, 17, 0, tzinfo=UTC)  # 18:00 in Madrid, today
    assert "Heads-up when the player before you starts their turn: **on**" in reply.text()
    assert f"every day at 18:00 (Europe/Madrid), the next one <t:{int(next_at.timestamp())}:f>" \
        in reply.text()
    assert "quiet hours" not in reply.text().split("Daily digest")[1].split("\n")[1]
    # Inside the quiet hours: it still comes then, and the answer says so.
    reply = await h.slash(ana, "game settings", quiet="22-08", digest="7")
    assert "That hour is inside your quiet hours: the digest still comes then" in reply.text()
    settings = await h.bot.store.user_settings(ana.id)
    assert settings.digest_hour == 7 and settings.headsup
    assert parse_stamp(settings.digest_next_at) == datetime(2026, 11, 24, 6, 0, tzinfo=UTC)
    # A new time zone moves the next digest to that zone's hour.
    await h.slash(ana, "game settings", timezone="America/New_York")
    settings = await h.bot.store.user_settings(ana.id)
    assert parse_stamp(settings.digest_next_at) == datetime(2026, 11, 23, 12, 0, tzinfo=UTC)  # 07:00 EST
    reply = await h.slash(ana, "game settings", digest="off", headsup="off")
    assert "Daily digest: **off" in reply.text() and "starts their turn: **off**" in reply.text()
    assert (await h.bot.store.user_settings(ana.id)).digest_next_at is None


async def test_the_settings_menus_are_localised_choices(harness: Harness):
    h = harness
    payload = next(c for c in h.bot.tree.get_commands() if c.name == "game")
    settings = next(c for c in payload.commands if c.name == "settings")
    params = {p.name: p for p in settings.parameters}
    assert [c.value for c in params["headsup"].choices] == ["on", "off"]
    assert [c.value for c in params["digest"].choices] == ["off", *(str(hour) for hour in range(24))]
    assert len(params["digest"].choices) <= 25  # Discord's limit of choices
    for lang, locale in LANGS.items():
        ana = h.user(f"ana-{lang}")
        h.set_locale(ana, locale)
        reply = await h.slash(ana, "game settings", digest="18")
        assert t(lang, "bot-settings-digest-at", hour="18:00", zone="UTC", next="").split("18:00")[0] \
            in reply.text(), (lang, reply.text())


def test_the_next_digest_keeps_its_local_hour_across_days_and_daylight_saving():
    # New York springs forward on 14 March 2027: 08:00 is 13:00 UTC before and 12:00 UTC after.
    now = datetime(2027, 3, 13, 14, 0, tzinfo=UTC)
    assert next_digest_at(now, 8, "America/New_York") == datetime(2027, 3, 14, 12, 0, tzinfo=UTC)
    assert next_digest_at(datetime(2027, 3, 13, 12, 0, tzinfo=UTC), 8, "America/New_York") == \
        datetime(2027, 3, 13, 13, 0, tzinfo=UTC)
    # The hour the clocks skip (02:00 on 14 March) comes at 03:00 that day; never a day lost.
    assert next_digest_at(datetime(2027, 3, 14, 5, 0, tzinfo=UTC), 2, "America/New_York") == \
        datetime(2027, 3, 14, 7, 0, tzinfo=UTC)
    # Auckland is a day ahead of UTC: 07:00 there on the 24th is 18:00 UTC on the 23rd.
    assert next_digest_at(datetime(2026, 11, 23, 10, 0, tzinfo=UTC), 7, "Pacific/Auckland") == \
        datetime(2026, 11, 23, 18, 0, tzinfo=UTC)
    # Once one was sent on a local day, the next is on the next local day, whatever the hour.
    sent = datetime(2026, 11, 23, 9, 0, tzinfo=UTC)
    assert next_digest_at(sent, 18, "UTC", last=sent) == datetime(2026, 11, 24, 18, 0, tzinfo=UTC)
    assert in_quiet_hours(7, 22, 8) and not in_quiet_hours(8, 22, 8) and not in_quiet_hours(7, None, None)


# --- the heads-up -------------------------------------------------------------------------------------
async def test_a_heads_up_comes_once_when_the_player_before_starts_and_only_to_who_asked(harness: Harness):
    h = harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    await h.slash(c, "game settings", headsup="on")
    db_id = await start(h, [a, b, c])
    assert headsups(h, c) == []  # a starts: the player before c is b, not a
    await play_turn(h, db_id, a)  # b's turn starts: c plays next
    [headsup] = headsups(h, c)
    assert f"<@{b.id}>" in headsup.text() and "you play next" in headsup.text()
    assert "https://discord.com/channels/" in headsup.text()
    assert headsups(h, a) == [] and headsups(h, b) == []  # they did not ask
    await play_turn(h, db_id, b)  # c's turn: the turn DM, no heads-up
    assert len(headsups(h, c)) == 1 and len(turn_dms(h, c)) == 1
    await play_turn(h, db_id, c)  # a's turn: b would be next, but b did not ask
    await play_turn(h, db_id, a)  # b's turn again: c's second heads-up, one for this turn
    assert len(headsups(h, c)) == 2 and headsups(h, b) == []
    assert await h.tick() == []  # nothing held for later


async def test_no_heads_up_in_quiet_hours_it_is_dropped_not_held(harness: Harness):
    h = harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    await h.slash(c, "game settings", headsup="on", quiet="09-12", timezone="UTC")  # now is 10:00 UTC
    db_id = await start(h, [a, b, c])
    await play_turn(h, db_id, a)
    assert headsups(h, c) == []
    h.clock.advance(hours=3)  # the quiet hours are over: a heads-up then would be late, none comes
    assert [s for s in await h.tick() if s.user_id == c.id] == []
    assert headsups(h, c) == []
    await play_turn(h, db_id, b)
    await play_turn(h, db_id, c)
    await play_turn(h, db_id, a)  # 13:00 UTC: b's turn again, c is not in quiet hours now
    assert len(headsups(h, c)) == 1


async def test_no_heads_up_at_a_table_of_two(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    for user in (a, b):
        await h.slash(user, "game settings", headsup="on")
    db_id = await start(h, [a, b])
    for _ in range(2):
        await play_turn(h, db_id, a)
        await play_turn(h, db_id, b)
    assert headsups(h, a) == [] and headsups(h, b) == []


async def test_a_heads_up_is_not_sent_twice_when_a_crash_makes_the_board_go_again(tmp_path: Path, test_games):
    h = await Harness.create(tmp_path, games=test_games)
    try:
        a, b, c = h.user("a"), h.user("b"), h.user("c")
        h.set_locale(c, "de")
        await h.slash(c, "game settings", headsup="on")
        db_id = await start(h, [a, b, c])

        async def die(*args, **kwargs):
            raise Crash

        # The board and its DMs went, then the process died before marking the announcement delivered.
        h.bot.announcer.mark_delivered = die  # type: ignore[method-assign]
        try:
            await play_turn(h, db_id, a)
        except Crash:
            pass
        assert len(headsups(h, c, "de")) == 1
        assert headsups(h, c, "de")[0].text().startswith("Vorwarnung:")
        await h.restart()  # the start delivers the announcement again (Discord's nonce keeps one board)
        assert (await h.bot.store.pending_announcements(game_id=db_id)) == []
        assert len(headsups(h, c, "de")) == 1
    finally:
        await h.close()


# --- the daily digest --------------------------------------------------------------------------------------
async def test_the_digest_replaces_turn_dms_and_comes_daily_at_the_local_hour(harness: Harness):
    h = harness
    h.clock.set(datetime(2026, 11, 23, 9, 0, tzinfo=UTC))
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    # b in Madrid (UTC+1 in winter) at 18:00; c in Auckland (UTC+13 in summer) at 07:00.
    await h.slash(b, "game settings", digest="18", timezone="Europe/Madrid")
    await h.slash(c, "game settings", digest="7", timezone="Pacific/Auckland")
    first = await start(h, [a, b, c])
    second = await start(h, [c, a], channel_id=THREAD_ID)
    await play_turn(h, first, a)  # b's turn: no DM, no ping
    assert turn_dms(h, b) == [] and h.dms[b.id] == []
    assert not any(f"<@{b.id}>" in str(s.payload.get("allowed_mentions")) for s in h.channel_messages)
    board = latest_board(h, first)
    assert board is not None and f"<@{b.id}>, it is your turn" in board.text()  # still named, not pinged
    sent_at: dict[str, list[datetime]] = {"b": [], "c": []}
    texts: dict[str, list[str]] = {"b": [], "c": []}
    for _ in range(3 * 24 * 4):  # three days, a tick every quarter of an hour
        h.clock.advance(minutes=15)
        sent = await h.tick()
        for name, user in (("b", b), ("c", c)):
            for dm in digests(sent, user):
                sent_at[name].append(h.clock.now)
                texts[name].append(dm.text())
            # Nothing else reaches a digest player: no reminder at half time, no DM at all.
            assert [s for s in sent if s.user_id == user.id and s not in digests(sent, user)] == []
    assert sent_at["b"] == [datetime(2026, 11, day, 17, 0, tzinfo=UTC) for day in (23, 24, 25)]
    assert sent_at["c"] == [datetime(2026, 11, day, 18, 0, tzinfo=UTC) for day in (23, 24, 25)]
    text = texts["b"][0]
    assert "**Your daily digest**: one game is waiting for you" in text
    assert "**Menagerie**" in text and f"<#{CHANNEL_ID}>" in text and "https://discord.com/channels/" in text
    deadline = datetime(2026, 11, 23, 9, 0, tzinfo=UTC) + timedelta(days=7)
    assert f"<t:{int(deadline.timestamp())}:R>" in text
    # What a did (b has not played yet: since the game began).
    assert "Since the game began" in text and f"<@{a.id}>" in text
    # c is to move in the second game only (in the first, b is).
    assert "one game is waiting for you" in texts["c"][0] and f"<#{THREAD_ID}>" in texts["c"][0]
    # Hidden information never rides in a digest: no hand.
    loaded = await h.bot.service.load(await h.bot.store.get_game(first))
    hand = loaded.view(1).get("private")
    assert "private view" not in text and hand is not None
    del second


async def test_the_digest_keeps_its_local_hour_across_a_daylight_saving_change(harness: Harness):
    h = harness
    h.clock.set(datetime(2027, 3, 12, 12, 0, tzinfo=UTC))  # New York springs forward on Sunday 14 March
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    h.set_locale(b, "it")
    await h.slash(b, "game settings", digest="8", timezone="America/New_York")
    await h.slash(c, "game settings", digest="8", timezone="Europe/Rome")  # Rome changes on 28 March
    first = await start(h, [a, b])
    await play_turn(h, first, a)
    second = await start(h, [c, a], channel_id=THREAD_ID)
    sent_at: dict[int, list[datetime]] = {b.id: [], c.id: []}
    for _ in range(4 * 24 * 2):  # four days, a tick every half hour
        h.clock.advance(minutes=30)
        for s in await h.tick():
            if s.where == "dm" and s.user_id in sent_at:
                sent_at[s.user_id].append(h.clock.now)
    # 08:00 in New York: 13:00 UTC while on standard time, 12:00 UTC from Sunday on.
    assert sent_at[b.id] == [datetime(2027, 3, day, hour, 0, tzinfo=UTC)
                             for day, hour in ((12, 13), (13, 13), (14, 12), (15, 12), (16, 12))]
    assert sent_at[c.id] == [datetime(2027, 3, day, 7, 0, tzinfo=UTC) for day in (13, 14, 15, 16)]
    del second


async def test_a_digest_player_still_gets_the_last_tenth_reminder_and_nothing_else(harness: Harness):
    h = harness
    start_at = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)
    h.clock.set(start_at)
    a, b = h.user("a"), h.user("b")
    await h.slash(b, "game settings", digest="6", timezone="UTC")
    db_id = await start(h, [a, b], clock="24h")
    await play_turn(h, db_id, a)  # b's turn from 10:00: half time at 22:00, a tenth left at 07:36
    sent_to_b: list[Sent] = []
    for _ in range(22 * 4):  # until 08:00 the next day
        h.clock.advance(minutes=15)
        sent_to_b += [s for s in await h.tick() if s.user_id == b.id or f"<@{b.id}>" in s.says()]
    kinds = [("digest" if "daily digest" in s.text() else "tenth" if "nearly up" in s.says() else s.text())
             for s in sent_to_b]
    assert kinds == ["digest", "tenth"], kinds  # 06:00 the digest; 07:36 the last reminder; no half time


async def test_a_restart_between_claim_and_send_sends_the_digest_once_within_two_ticks(
        tmp_path: Path, test_games):
    clock = FakeClock(datetime(2026, 11, 23, 9, 0, tzinfo=UTC))
    h = await Harness.create(tmp_path, games=test_games, clock=clock)
    try:
        a, b = h.user("a"), h.user("b")
        h.set_locale(b, "it")
        await h.slash(b, "game settings", digest="10", timezone="UTC")
        db_id = await start(h, [a, b])
        await play_turn(h, db_id, a)
        h.clock.set(datetime(2026, 11, 23, 10, 0, tzinfo=UTC))

        async def die(*args, **kwargs):
            raise Crash

        h.bot.dm = die  # type: ignore[method-assign]
        with pytest.raises(Crash):
            await h.bot.periodic()  # claimed, then the process died before the DM
        await h.restart()
        assert h.dms[b.id] == []
        sent = []
        for _ in range(2):  # the digest's flow is carried on within two ticks of the bot running again
            h.clock.advance(seconds=TICK_SECONDS)
            sent += [s for s in await h.tick() if s.user_id == b.id]
        assert len(sent) == 1 and "Il tuo riepilogo giornaliero" in sent[0].text()
        h.clock.advance(seconds=CLAIM_FOR.total_seconds())
        assert [s for s in await h.tick() if s.user_id == b.id] == []
        settings = await h.bot.store.user_settings(b.id)
        assert parse_stamp(settings.digest_next_at) == datetime(2026, 11, 24, 10, 0, tzinfo=UTC)
    finally:
        await h.close()


async def test_a_digest_that_failed_for_a_passing_reason_is_sent_at_the_next_tick(harness: Harness):
    h = harness
    h.clock.set(datetime(2026, 11, 23, 9, 0, tzinfo=UTC))
    a, b = h.user("a"), h.user("b")
    h.set_locale(b, "es-ES")
    await h.slash(b, "game settings", digest="10", timezone="UTC")
    db_id = await start(h, [a, b])
    await play_turn(h, db_id, a)
    dm_channel = h.dm_channel(b)
    h.http_fault = lambda method, path, body: (
        ("before", http_error(discord.HTTPException, 503, 0, "Service Unavailable"))
        if path.startswith(f"/channels/{dm_channel}/") else None)
    h.clock.set(datetime(2026, 11, 23, 10, 0, tzinfo=UTC))
    assert [s for s in await h.tick() if s.user_id == b.id] == []
    h.http_fault = None
    h.clock.advance(minutes=1)
    sent = [s for s in await h.tick() if s.user_id == b.id]
    assert len(sent) == 1 and "Tu resumen diario" in sent[0].text()
    assert "una partida te espera" in sent[0].text()


async def test_no_digest_when_nothing_waits_and_none_twice_in_a_day(harness: Harness):
    h = harness
    h.clock.set(datetime(2026, 11, 23, 9, 0, tzinfo=UTC))
    a, b = h.user("a"), h.user("b")
    h.set_locale(b, "de")
    await h.slash(b, "game settings", digest="10", timezone="UTC")
    db_id = await start(h, [a, b])  # a's turn: nothing waits for b
    h.clock.set(datetime(2026, 11, 23, 10, 0, tzinfo=UTC))
    assert [s for s in await h.tick() if s.user_id == b.id] == []
    await play_turn(h, db_id, a)
    h.clock.set(datetime(2026, 11, 24, 10, 0, tzinfo=UTC))
    sent = [s for s in await h.tick() if s.user_id == b.id]
    assert len(sent) == 1 and "Deine Tagesübersicht" in sent[0].text()
    assert "Ein Spiel wartet auf dich" in sent[0].text()
    # A later hour chosen after today's digest went brings no second one today: the next is tomorrow.
    h.clock.advance(minutes=5)
    reply = await h.slash(b, "game settings", digest="11")
    tomorrow = datetime(2026, 11, 25, 11, 0, tzinfo=UTC)
    assert f"<t:{int(tomorrow.timestamp())}:f>" in reply.text()
    h.clock.set(datetime(2026, 11, 24, 11, 0, tzinfo=UTC))
    assert [s for s in await h.tick() if s.user_id == b.id] == []
    h.clock.set(tomorrow)
    assert len([s for s in await h.tick() if s.user_id == b.id]) == 1


# --- the store, on both backends -----------------------------------------------------------------------
async def test_the_digest_claim_and_the_heads_up_claim_in_the_store(database: str):
    store = await open_store(database)
    try:
        now = datetime(2026, 11, 23, 17, 0, tzinfo=UTC)
        due = stamp(now)
        await store.set_digest(1, 18, due)
        await store.set_digest(2, 19, stamp(now + timedelta(hours=1)))
        await store.set_headsup(1, True)
        found = await store.digests_due(stamp(now))
        assert [(d.user_id, d.settings.digest_hour, d.settings.headsup) for d in found] == [(1, 18, True)]
        claim = stamp(now + CLAIM_FOR)
        assert await store.claim_digest(1, due, stamp(now), claim)
        assert not await store.claim_digest(1, due, stamp(now), claim)  # a second process: no
        assert await store.digests_due(stamp(now)) == []  # claimed: not due for anyone else
        later = now + CLAIM_FOR
        assert [d.user_id for d in await store.digests_due(stamp(later))] == [1]  # the claim ran out
        await store.release_digest(1, claim)
        assert await store.claim_digest(1, due, stamp(now), claim)
        nxt = stamp(now + timedelta(days=1))
        assert await store.digest_done(1, due, nxt, stamp(now))
        assert not await store.digest_done(1, due, nxt, stamp(now))  # settled: not due then any more
        settings = await store.user_settings(1)
        assert settings.digest_next_at == nxt and settings.digest_last == stamp(now)
        assert await store.digests_due(stamp(later)) == []
        await store.set_digest(1, None, None)
        assert (await store.user_settings(1)).digest_hour is None
        # The heads-up: once a turn, whichever process asks first.
        record = await store.create_lobby(guild_id=1, channel_id=7, game="menagerie", options={},
                                          creator_id=1)
        assert await store.claim_headsup(record.id, 3)
        assert not await store.claim_headsup(record.id, 3)
        assert not await store.claim_headsup(record.id, 2)
        assert await store.claim_headsup(record.id, 4)
    finally:
        await store.close()


async def test_the_due_digests_are_found_by_the_index_however_many_players_have_one(database: str):
    """Ten digests due among ten, then among three thousand players (two thousand with a digest later
    today, a thousand without one): the tick's read does the same work."""
    store = await open_store(database)
    try:
        now = datetime(2026, 11, 23, 17, 0, tzinfo=UTC)

        async def add(first: int, count: int, next_at: str | None) -> None:
            async with store.transaction() as db:
                for user in range(first, first + count):
                    await db.execute("INSERT INTO user_settings (user_id, digest_hour, digest_next_at) "
                                     "VALUES (?, ?, ?)", (user, 18 if next_at else None, next_at))

        await add(1, 10, stamp(now - timedelta(minutes=1)))
        sql, params = store._digests_due_query(stamp(now), None, 500)
        assert len(await store.digests_due(stamp(now))) == 10
        few = await query_work(store.backend, database, sql, params, ("user_settings",))
        await add(100, 2000, stamp(now + timedelta(hours=3)))
        await add(5000, 1000, None)
        if store.backend == "postgresql":
            await store.analyze()
        assert len(await store.digests_due(stamp(now))) == 10
        many = await query_work(store.backend, database, sql, params, ("user_settings",))
        assert many <= few * 1.2 + 20, (few, many)
        # The check can fail: the same read without the index walks every row.
        if store.backend == "sqlite":
            unindexed = sql.replace("FROM user_settings", "FROM user_settings NOT INDEXED")
            assert await query_work(store.backend, database, unindexed, params, ("user_settings",)) > few * 20
    finally:
        await store.close()
