"""Matchmaking and reliability (issue 30): ``/game queue`` through the real bot on the injected clock, the
queue's periodic work (matches claimed in the database, the game opened in a thread of the server's queue
channel, each player told by DM), entries that expire, two processes on one database, and the reliability
score (a seat timed out to the stand-in lowers it; a lobby's minimum refuses a join with a clear message).

Tests taking ``database`` run on SQLite and on PostgreSQL (the latter when BOARDGAME_TEST_POSTGRES_URL is
set). The matched games are started, never played (their start is checked).
"""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from harness import CHANNEL_ID, GUILD_ID, FakeClock, Harness, crash_once, open_lobby
from menagerie import GAME

from bot.app import TICK_SECONDS
from core.queue import ANYONE_AFTER, plan_matches, window
from core.ratings import RATING_SCALE, RATING_START
from core.reliability import MIN_GAMES, Score, score_of
from store import FLOW_QUEUE_MATCH, QueueEntry, stamp

START = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)
MANAGE_GUILD = 1 << 5


async def set_rating(h: Harness, user_id: int, game: str, shown: int) -> None:
    """A player's rating on the test server as if earned (sigma 1, five games): what the queue reads."""
    mu = (shown - RATING_START) / RATING_SCALE + 3
    await h.bot.store._write_one(
        "INSERT INTO ratings (scope, game, user_id, mu, sigma, games, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (GUILD_ID, game, user_id, mu, 1.0, 5, stamp(h.clock())))


async def open_queue(h: Harness) -> None:
    admin = h.user("admin")
    admin.permissions |= MANAGE_GUILD
    reply = await h.slash(admin, "game config", queue_here="yes")
    assert f"matched games open in <#{CHANNEL_ID}>" in reply.text()


async def games_made(h: Harness) -> dict[int, tuple[str, list[int], int | None]]:
    """The games in the queue's threads: id -> (title, seated users, clock seconds), read from the database
    through the match rows (the queue records the game each match became)."""
    rows = await h.bot.store._read_all("SELECT game_id FROM queue_matches WHERE game_id IS NOT NULL")
    out = {}
    for (game_id,) in rows:
        record = await h.bot.store.get_game(int(game_id))
        # Started (the days simulated here let the stand-in play some of them to their end).
        assert record is not None and record.status in ("active", "finished")
        out[record.id] = (record.game, await h.bot.store.seats(record.id), record.clock_seconds)
    return out


async def test_thirty_players_over_days_are_matched_in_compatible_groups_and_a_far_one_waits(
        database: str, tmp_path: Path, test_games):
    h = await Harness.create(tmp_path, games=test_games, database=database, clock=FakeClock(START))
    try:
        first = h.user("p00")
        refused = await h.slash(first, "game queue", game="menagerie")
        assert "no matchmaking channel" in refused.text() and "/game config queue_here" in refused.text()
        await open_queue(h)
        rng = random.Random(30)
        # (title, players, clock, ratings): each table's players are compatible once their windows widened.
        tables = [("menagerie", 2, "24h", [1000, 1040, 1110, 1180, 1250, 1260, 1400, 1480]),
                  ("openmenagerie", 3, "48h", [900, 950, 1000, 1100, 1150, 1200, 1300, 1320, 1350,
                                               1500, 1560, 1600]),
                  ("menagerie", 4, "24h", [1000, 1010, 1030, 1090, 1200, 1220, 1260, 1290])]
        joins = [(title, players, clock, rating) for title, players, clock, ratings in tables
                 for rating in ratings]
        rng.shuffle(joins)
        users = {}
        for index, (title, players, clock, rating) in enumerate(joins):
            user = h.user(f"p{index:02d}")
            users[user.id] = (title, players, clock, rating)
            await set_rating(h, user.id, title, rating)
            reply = await h.slash(user, "game queue", game=title, players=players, clock=clock)
            assert "You wait for" in reply.text(), reply.text()
            h.clock.advance(hours=2)  # one player every two hours: 56 hours of joining
            await h.tick()
        # The far pair: a strong and a new player at the same table, 900 points apart.
        far, near = h.user("far"), h.user("near")
        await set_rating(h, far.id, "menagerie", 1900)
        for user in (far, near):
            users[user.id] = ("menagerie", 2, "48h", 1900 if user is far else RATING_START)
            await h.slash(user, "game queue", game="menagerie", clock="48h")
        joined = h.clock()
        for hours in range(3, 48, 3):
            h.clock.set(joined + timedelta(hours=hours))
            await h.tick()
            status = await h.slash(far, "game queue")
            assert "place 1 of 2" in status.text(), status.text()  # still waiting: too far apart
        h.clock.set(joined + ANYONE_AFTER)
        await h.tick()
        assert "You are not waiting" in (await h.slash(far, "game queue")).text()
        for _ in range(8):  # the last to join wait until their windows reach each other
            h.clock.advance(hours=6)
            await h.tick()
        made = await games_made(h)
        seated = [user for _, seats, _ in made.values() for user in seats]
        assert sorted(seated) == sorted(users) and len(seated) == len(set(seated)) == 30
        for title, seats, clock_seconds in made.values():
            keys = {users[user][:3] for user in seats}
            assert len(keys) == 1, keys  # one title, one table size, one time per turn
            (key,) = keys
            assert key[0] == title and key[1] == len(seats)
            assert clock_seconds == {"24h": 86400, "48h": 172800}[key[2]]
        for user_id in users:
            dm = [s.text() for s in h.dms[user_id] if "from the queue has started" in s.text()]
            assert len(dm) == 1 and "<#" in dm[0]
        assert len(h.threads) == len(made) == 4 + 4 + 2 + 1
    finally:
        await h.close()


async def test_two_processes_on_one_database_never_match_a_player_twice(database: str, tmp_path: Path,
                                                                        test_games):
    clock = FakeClock(START)
    one = await Harness.create(tmp_path, games=test_games, database=database, clock=clock)
    two = await Harness.create(tmp_path, games=test_games, database=database, clock=clock, discord_of=one)
    try:
        # (Answers to interactions are recorded by the harness created last: the commands go through it.)
        await open_queue(two)
        players = [two.user(f"q{n}") for n in range(12)]
        for user in players:
            reply = await two.slash(user, "game queue", game="openmenagerie", players=3)
            assert "You wait for" in reply.text()
        for _ in range(3):
            await asyncio.gather(one.tick(), two.tick())
        rows = await one.bot.store._read_all("SELECT game_id FROM queue_matches")
        assert len(rows) == 4 and all(row[0] for row in rows)
        seated = [user for (game_id,) in rows for user in await one.bot.store.seats(int(game_id))]
        assert sorted(seated) == sorted(user.id for user in players)
        assert one.threads is two.threads and len(one.threads) == 4  # one Discord: its threads
    finally:
        await two.close()
        await one.close()


async def test_queue_leave_status_duplicates_expiry_and_a_restart(tmp_path: Path, test_games):
    h = await Harness.create(tmp_path, games=test_games, clock=FakeClock(START))
    try:
        await open_queue(h)
        ann, bea = h.user("ann"), h.user("bea")
        await h.slash(ann, "game queue", game="menagerie", players=3)
        again = await h.slash(ann, "game queue", game="menagerie", players=4)
        assert "already waiting for Menagerie" in again.text()
        assert "2 to 4 players" not in again.text()
        bad = await h.slash(bea, "game queue", game="menagerie", players=7)
        assert "played by 2 to 4 players" in bad.text()
        await h.slash(bea, "game queue", game="menagerie", players=3, minimum=85)
        status = await h.slash(bea, "game queue", action="status")
        assert "place 2 of 2" in status.text() and "reliability asked: 85%" in status.text()
        await h.slash(bea, "game queue", game="openmenagerie")
        h = await h.restart()  # everything is in the database
        await h.tick()  # two of three: no match
        status = await h.slash(ann, "game queue")
        assert "place 1 of 2" in status.text() and "rating gap accepted now: ±100" in status.text()
        left = await h.slash(bea, "game queue", action="leave")
        assert "left the queue for 2 games" in left.text()
        assert "You are not waiting" in (await h.slash(bea, "game queue")).text()
        refused = await h.slash(bea, "game queue", action="leave", game="menagerie")
        assert "not waiting in this server's queue for that" in refused.text()
        h.clock.advance(days=7)
        await h.tick()
        assert any("place in the queue expired" in s.text() for s in h.dms[ann.id])
        assert "You are not waiting" in (await h.slash(ann, "game queue")).text()
    finally:
        await h.close()


def entry(n: int, rating: int, joined: datetime, minimum: int | None = None) -> QueueEntry:
    return QueueEntry(n, GUILD_ID, 1000 + n, "g", 2, "24h", minimum, rating, stamp(joined), stamp(joined))


def test_the_window_widens_every_six_hours_and_opens_after_two_days():
    assert window(timedelta(0)) == 100 and window(timedelta(hours=5, minutes=59)) == 100
    assert window(timedelta(hours=6)) == 200 and window(timedelta(hours=47)) == 100 + 7 * 100
    assert window(timedelta(days=2)) == float("inf")
    now = START
    pair = [entry(1, 1000, now), entry(2, 1250, now)]
    assert plan_matches(pair, now, {}) == []
    assert plan_matches(pair, now + timedelta(hours=12), {}) == [pair]  # ±300 after 12 hours
    # A minimum asked is met by a score at or above it, and by a new player here.
    picky = [entry(1, 1000, now, minimum=85), entry(2, 1000, now)]
    assert plan_matches(picky, now, {1002: Score(0.8, 10)}) == []
    assert plan_matches(picky, now, {1002: Score(0.9, 10)}) == [picky]
    assert plan_matches(picky, now, {1002: Score(None, 2)}) == [picky]


def test_a_score_is_new_below_five_games_and_meets_minimums():
    assert score_of(MIN_GAMES - 1, 0) == Score(None, MIN_GAMES - 1)
    assert score_of(10, 9) == Score(0.9, 10) and Score(0.9, 10).percent == 90
    assert Score(0.9, 10).meets(0.85) and Score(0.9, 10).meets(85) and not Score(0.9, 10).meets(95)
    assert Score(None, 0).meets(None) and Score(None, 0).meets(70) and not Score(None, 0).meets(70,
                                                                                                allow_new=False)


async def test_a_timed_out_seat_lowers_reliability_and_a_lobby_minimum_refuses_with_a_reason(
        harness: Harness):
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    db_id = await open_lobby(h, "menagerie", [ann, bob])
    lobby = h.message_with(f"lb:{db_id}:join")
    assert lobby.text().count("· new") == 2  # both players, too new for a score
    h.bot.new_seed = lambda: 11
    await h.press(ann, f"lb:{db_id}:start")
    # Bob lets one turn time out (the stand-in plays it), then both play the game to its end.
    timed_out = False
    while True:
        record = await h.bot.store.get_game(db_id)
        if record.status != "active":
            break
        loaded = await h.bot.service.load(record)
        if loaded.to_play_user() == bob.id and not timed_out:
            h.clock.advance(hours=24, seconds=1)
            await h.tick()
            timed_out = True
            continue
        user = ann if loaded.to_play_user() == ann.id else bob
        move = GAME.encode(GAME.legal_actions(loaded.state)[0])
        await h.slash(user, "game play", move=move)
    assert timed_out
    counts = await h.bot.store.reliability_counts([ann.id, bob.id])
    assert counts == {ann.id: (1, 1), bob.id: (1, 0)}
    stats = await h.slash(bob, "records stats")
    assert "Reliability: new (finished games: 1; a score needs 5)" in stats.text()
    # A new lobby asking 70%, new players kept out: Bob is told why, Ann's table shows the minimum.
    new_lobby = await open_lobby(h, "menagerie", [ann], channel_id=CHANNEL_ID + 7)
    await h.select(ann, f"lt:{new_lobby}", ["reliable:70"])
    await h.select(ann, f"lt:{new_lobby}", ["reliable:new"])
    card = h.message_with(f"lb:{new_lobby}:join")
    assert "at least 70% (new players kept out)" in card.text()
    reply = await h.press(bob, f"lb:{new_lobby}:join")
    assert "asks for at least 70% reliability" in reply.text() and "you have 1" in reply.text()
    assert await h.bot.store.seats(new_lobby) == [ann.id]
    await h.select(ann, f"lt:{new_lobby}", ["reliable:new"])  # new players welcome again
    await h.press(bob, f"lb:{new_lobby}:join")
    assert await h.bot.store.seats(new_lobby) == [ann.id, bob.id]


async def test_a_match_whose_process_stopped_before_its_game_is_made_within_two_ticks(tmp_path: Path,
                                                                                       test_games):
    """A process claims a match (the players' places removed, the match and its flow written) and dies
    before making the game: the flow's short lease runs out and the periodic work makes the game within
    two ticks, once (every step of it killed in turn: ``test_exactly_once.py``)."""
    h = await Harness.create(tmp_path, games=test_games, clock=FakeClock(START))
    try:
        await open_queue(h)
        ann, bob = h.user("ann"), h.user("bob")
        for user in (ann, bob):
            await h.slash(user, "game queue", game="menagerie")
        entries = await h.bot.store.queue_entries(GUILD_ID)
        claimed = await h.bot.store.claim_match(GUILD_ID, "menagerie", "24h", [e.id for e in entries],
                                                [ann.id, bob.id])
        assert claimed is not None
        assert await h.bot.store.claim_match(GUILD_ID, "menagerie", "24h", [e.id for e in entries],
                                             [ann.id, bob.id]) is None  # taken once
        assert await h.bot.flows.claim(FLOW_QUEUE_MATCH, str(claimed)) is not None  # the dead process's
        await h.tick()
        assert await games_made(h) == {}  # its lease still runs
        h.clock.advance(seconds=TICK_SECONDS)
        await h.tick()
        h.clock.advance(seconds=TICK_SECONDS)
        await h.tick()
        made = await games_made(h)
        assert [seats for _, seats, _ in made.values()] == [[ann.id, bob.id]]
        assert sum("from the queue has started" in s.text() for s in h.dms[ann.id]) == 1
    finally:
        await h.close()


@pytest.mark.parametrize("step", ["after the thread", "after the lobby", "after the start"])
async def test_a_failure_at_each_step_of_making_a_matched_game_is_tried_again_from_that_step(
        step: str, database: str, tmp_path: Path, test_games, monkeypatch):
    """A step that fails (an exception, not a crash: the process lives on) gives the match's flow back, and
    the periodic work goes on from that step: one thread, one game, both players seated, the match
    recorded, each player told once."""
    h = await Harness.create(tmp_path, games=test_games, database=database, clock=FakeClock(START))
    try:
        await open_queue(h)
        ann, bob = h.user("ann"), h.user("bob")
        for user in (ann, bob):
            await h.slash(user, "game queue", game="menagerie")
        store, tables = h.bot.store, h.bot.tables
        crashed: list[str] = []
        if step == "after the thread":
            crash_once(monkeypatch, tables, "open", crashed)
        elif step == "after the lobby":
            crash_once(monkeypatch, tables, "joining", crashed, context=True)
        else:
            crash_once(monkeypatch, store, "match_made", crashed)
        await h.tick()
        assert len(crashed) == 1 and len(h.threads) == 1
        made = await games_made(h)
        assert [seats for _, seats, _ in made.values()] == [[ann.id, bob.id]]
        assert len(h.threads) == 1  # no second thread
        (game_id,) = made
        assert (await store.get_game(game_id)).channel_id == next(iter(h.threads))
        rows = await store._read_all("SELECT COUNT(*) FROM games WHERE game = 'menagerie'")
        assert int(rows[0][0]) == 1  # no second game either
        for user in (ann, bob):
            assert sum("from the queue has started" in s.text() for s in h.dms[user.id]) == 1
        assert await store._read_all("SELECT kind FROM flows") == []
    finally:
        await h.close()
