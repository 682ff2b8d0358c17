"""Async play you can trust (issue 23), through the harness and the production loop: the stand-in plays
one turn per time-out (a solo game is never played out behind the player's back), a failed stand-in or
computer move is tried again by a later tick and happens once, the loop ``on_ready`` starts is the one the
tests run, presses are accepted only where the bot put them, time away shows on the live board and ends
with a DM, a late tick sends no reminder for a deadline already past, several processes never search the
same computer decision, and the search seed reveals nothing of the set-up seed.

``h.tick()`` runs one pass of ``bot.periodic`` (the loop object ``on_ready`` starts); time moves only when
a test says so.
"""

from __future__ import annotations

import asyncio
import logging
import random
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import discord
import pytest
from harness import FakeClock, Harness, Sent, http_error, latest_board, open_lobby, play_turns

from bot.announce import DELIVERY_RETRY_AFTER
from bot.cards import Part
from core import players as computer_play
from core.computers import is_computer
from rules import GAMES
from store import StoreUnavailable, parse_stamp

START = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)
TINY_MS = 5


async def loaded(h: Harness, db_id: int):
    return await h.bot.service.load(await h.bot.store.get_game(db_id))


async def start_menagerie(h: Harness, users, *, table: tuple[str, ...] = (), seed: int = 11,
                          channel_id: int | None = None) -> int:
    kwargs = {"channel_id": channel_id} if channel_id else {}
    db_id = await open_lobby(h, "menagerie", users, **kwargs)
    for value in table:
        await h.select(users[0], f"lt:{db_id}", [value])
    h.bot.new_seed = lambda: seed
    await h.press(users[0], f"lb:{db_id}:start")
    return db_id


async def play_whole_turn(h: Harness, db_id: int, user) -> None:
    """``user`` plays their whole Menagerie turn with ``/game play`` (the first legal move each time)."""
    first = (await loaded(h, db_id)).turn
    while True:
        game = await loaded(h, db_id)
        if game.record.status != "active" or game.turn != first or game.to_play_user() != user.id:
            return
        move = game.game.encode(game.game.legal_actions(game.state)[0])
        reply = await h.slash(user, "game play", move=move)
        assert "✓" in reply.text(), reply.text()


def boards(sent: list[Sent], db_id: int) -> list[Sent]:
    """Board posts of a game (new channel messages carrying its "Take your turn" or the final board)."""
    return [s for s in sent if s.where == "channel" and s.kind == "create"
            and any(c.startswith((f"turn:{db_id}:", f"rg:{db_id}")) for c in s.custom_ids())]


async def lobby_against_computer(h: Harness, user, level: str, *, channel_id: int | None = None,
                                 **options: str) -> int:
    """``/game new`` of Wayfinders by ``user``, with a computer of ``level`` added; returns the game id."""
    where = {"channel_id": channel_id} if channel_id else {}
    await h.slash(user, "game new", game="wayfinders", **where, **options)
    db_id = int(h.find_custom_id("lb:", ":join").split(":")[1])
    await h.press(user, f"lc:{db_id}", **where)
    await h.select(user, f"lk:{db_id}", [level], **where)
    return db_id


async def computer_decision_due(h: Harness, user, level: str, seed: int) -> int:
    """A Wayfinders game of ``user`` against a computer of ``level``, started with ``seed`` and brought to
    the computer's first decision while its searches fail (as a pool broken again and again): that
    decision is left due. Returns the game id."""
    db_id = await lobby_against_computer(h, user, level)
    real_decide = h.bot.computers.decide

    async def broken(*args, **kwargs):
        raise RuntimeError("the computer players' pool keeps breaking")

    h.bot.computers.decide = broken  # type: ignore[method-assign]
    h.bot.new_seed = lambda: seed
    await h.press(user, f"lb:{db_id}:start")
    if (await loaded(h, db_id)).to_play_user() == user.id:
        await play_turns(h, db_id, random.Random(2), max_turns=1)
    assert is_computer((await loaded(h, db_id)).to_play_user())
    h.bot.computers.decide = real_decide  # type: ignore[method-assign]
    return db_id


def fail_first_post(h: Harness, when: str, status: int = 500) -> list[str]:
    """Make Discord fail the bot's first announcement post (one with a nonce) with a 5xx: ``before``
    nothing is made, ``after`` the message is made and the answer lost. Returns the failed posts' paths."""
    failures: list[str] = []

    def fault(method, path, body):
        if method == "POST" and body.get("nonce") and not failures:
            failures.append(path)
            return (when, http_error(discord.DiscordServerError, status, 0, "Server Error"))
        return None

    h.http_fault = fault
    return failures


@pytest.fixture
async def real(tmp_path: Path):
    """A harness with the three real games (computers search with a tiny budget)."""
    h = await Harness.create(tmp_path, games=GAMES, clock=FakeClock(START))
    h.bot.computers.budget_ms = TINY_MS
    try:
        yield h
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


# --- 1. one turn per time-out; solo games ----------------------------------------------------------------
async def test_a_solo_game_starts_without_a_clock_unless_one_is_chosen(real: Harness):
    h = real
    alice = h.user("alice")
    reply = await h.slash(alice, "game new", game="tiwanaku")
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    assert "none if you play alone" in lobby.text()
    db_id = int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1])
    h.bot.new_seed = lambda: 3
    await h.press(alice, f"lb:{db_id}:start")
    record = await h.bot.store.get_game(db_id)
    assert record.clock_seconds is None and await h.bot.store.get_clock(db_id) is not None
    assert (await h.bot.store.get_clock(db_id)).deadline is None
    h.clock.set(START + timedelta(days=30))
    assert await h.tick() == []  # nobody waits for a solo player: a month passes without a word
    # A clock chosen in the lobby is kept, even alone.
    await h.slash(alice, "game abort")
    await h.press(alice, h.find_custom_id("ab:"))
    await h.slash(alice, "game new", game="tiwanaku")
    db_id = int(h.find_custom_id("lb:", ":join").split(":")[1])
    await h.select(alice, f"lt:{db_id}", ["clock:24h"])
    assert "none if you play alone" not in h.message_with(f"lb:{db_id}:join").text()
    await h.press(alice, f"lb:{db_id}:start")
    assert (await h.bot.store.get_game(db_id)).clock_seconds == 24 * 3600


async def test_a_solo_time_out_plays_that_one_turn_and_the_clock_starts_again(real: Harness):
    """Tiwanaku solo with a 24 h clock: each missed deadline, one tick, one turn by the stand-in (every
    decision of it), one board; the player's clock then runs again for their next turn. Never handed over,
    however many turns are missed. The last-tenth reminder comes by DM, never as a channel mention. The
    result says the stand-in played a part of it."""
    h = real
    alice = h.user("alice")
    await h.slash(alice, "game new", game="tiwanaku")
    db_id = int(h.find_custom_id("lb:", ":join").split(":")[1])
    await h.select(alice, f"lt:{db_id}", ["clock:24h"])
    h.bot.new_seed = lambda: 3
    await h.press(alice, f"lb:{db_id}:start")
    total_turns = 0
    for missed in range(1, 5):
        before = await loaded(h, db_id)
        clock = await h.bot.store.get_clock(db_id)
        deadline = parse_stamp(clock.deadline)
        # The last tenth: a DM, no channel mention of a solo player.
        h.clock.set(deadline - timedelta(hours=2))
        sent = await h.tick()
        assert [s.where for s in sent] == ["dm"], [s.text()[:80] for s in sent]
        h.clock.set(deadline)
        sent = await h.tick()
        after = await loaded(h, db_id)
        assert after.turn == before.turn + 1, "the stand-in played exactly one turn"
        assert len(boards(sent, db_id)) == 1
        assert f"Time ran out for <@{alice.id}>" in boards(sent, db_id)[0].text()
        assert not any(f"<@{alice.id}>" in s.content and s.where == "channel"
                       and str(alice.id) in str(s.payload.get("allowed_mentions")) for s in sent)
        clock = await h.bot.store.get_clock(db_id)
        assert clock.turn == after.turn and parse_stamp(clock.deadline) == deadline + timedelta(hours=24)
        states = await h.bot.store.seat_states(db_id)
        assert states[0].standin is False and states[0].timeouts_in_row == missed  # never handed over
        total_turns = after.turn
        assert await h.tick() == []  # nothing more at the same moment
    assert total_turns == 4
    # The player finishes the game themselves.
    await play_turns(h, db_id, random.Random(4))
    record = await h.bot.store.get_game(db_id)
    assert record.status == "finished"
    final = boards(h.channel_messages, db_id)[-1]
    moves = (await h.bot.store.seat_states(db_id))[0].standin_moves
    assert moves >= 4
    assert f"The stand-in made {moves} decisions for <@{alice.id}>" in final.text()
    result = await h.bot.store.game_result(db_id)
    assert result is not None and result.seats[0].standin_moves == moves
    # ... and so do /game status and the history line, wherever the grade is shown.
    part = f"The stand-in made {moves} decisions for <@{alice.id}>"
    assert part in (await h.slash(alice, "game status")).text()
    assert part in (await h.slash(alice, "game board")).text()
    assert f"(the stand-in made {moves} decisions)" in (await h.slash(alice, "records history")).text()


async def test_a_silent_player_against_a_computer_is_never_handed_over(real: Harness):
    """One human against a computer, with a chosen clock: each time-out is one turn; the seat stays the
    player's (handing it over would leave the game to computers alone)."""
    h = real
    alice = h.user("alice")
    db_id = await lobby_against_computer(h, alice, "easy", clock="12h")
    h.bot.new_seed = lambda: 2
    await h.press(alice, f"lb:{db_id}:start")
    for _ in range(4):
        game = await loaded(h, db_id)
        if is_computer(game.to_play_user()):
            await h.tick()
            game = await loaded(h, db_id)
        assert game.to_play_user() == alice.id
        turn = game.turn
        h.clock.set(parse_stamp((await h.bot.store.get_clock(db_id)).deadline))
        await h.tick()
        game = await loaded(h, db_id)
        assert game.turn > turn
        assert (await h.bot.store.seat_states(db_id))[0].standin is False


# --- 2. a failed stand-in move is tried again, once -----------------------------------------------------
@pytest.mark.parametrize("failure", ["commit", "pool"])
async def test_a_failed_stand_in_move_is_tried_again_by_the_next_tick_and_happens_once(any_harness: Harness,
                                                                                         failure: str):
    h = any_harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_menagerie(h, [a, b])
    await play_whole_turn(h, db_id, a)
    store = h.bot.store
    actions_before = await store.count_actions(db_id)
    real_commit, real_decide = store.commit_action, h.bot.computers.decide

    async def failing_commit(*args, **kwargs):
        raise StoreUnavailable("down", "the server went away")

    async def failing_decide(*args, **kwargs):
        raise RuntimeError("the computer players' pool keeps breaking")

    if failure == "commit":
        store.commit_action = failing_commit  # type: ignore[method-assign]
    else:
        h.bot.computers.decide = failing_decide  # type: ignore[method-assign]
    h.clock.set(START + timedelta(hours=24))
    sent = await h.tick()
    # Nothing was committed, so nothing was said: no "the stand-in plays" before its move.
    assert not any("stand-in" in s.text() for s in sent if s.where == "channel"), [s.text() for s in sent]
    assert await store.count_actions(db_id) == actions_before
    assert (await store.get_clock(db_id)).asked == 2  # the time-out stays claimed
    store.commit_action, h.bot.computers.decide = real_commit, real_decide  # type: ignore[method-assign]
    h.clock.set(START + timedelta(hours=25))
    sent = await h.tick()
    game = await loaded(h, db_id)
    assert game.to_play_user() == a.id and game.turn == 2
    assert await store.count_actions(db_id) == actions_before + 2  # the turn's two decisions, once
    posted = boards(sent, db_id)
    assert len(posted) == 1 and f"Time ran out for <@{b.id}>" in posted[0].text()
    assert "Played by the stand-in" in posted[0].text()
    assert (await store.seat_states(db_id))[1].timeouts_in_row == 1  # counted once, not per attempt
    assert boards(await h.tick(), db_id) == []


async def test_the_opponents_choice_of_the_stand_in_survives_a_failed_move(any_harness: Harness):
    h = any_harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    db_id = await start_menagerie(h, [a, b, c], table=("timeout:opponents",))
    await play_whole_turn(h, db_id, a)
    h.clock.set(START + timedelta(hours=24))
    ask = next(s for s in await h.tick() if "you decide" in s.says())
    button = next(cid for cid in ask.custom_ids() if cid.endswith(":s"))
    store = h.bot.store
    real_commit = store.commit_action

    async def failing_commit(*args, **kwargs):
        raise StoreUnavailable("busy", "locked")

    store.commit_action = failing_commit  # type: ignore[method-assign]
    reply = await h.press(c, button, message_id=ask.message_id)
    assert "let the stand-in play" in h.messages[ask.message_id].text(), reply.text()
    assert boards(reply.sent, db_id) == []
    store.commit_action = real_commit  # type: ignore[method-assign]
    assert (await store.get_clock(db_id)).asked == 2  # chosen and claimed: the question is closed
    sent = await h.tick()
    assert len(boards(sent, db_id)) == 1 and (await loaded(h, db_id)).to_play_user() == c.id


@pytest.mark.parametrize("when", ["before", "after"])
async def test_a_board_post_that_failed_is_posted_later_exactly_once(any_harness: Harness, when: str):
    """Discord answers the board post with a 500 (``before``: nothing made; ``after``: the message was
    made but the answer lost). The move stays committed; the announcement stays in the outbox; a later
    tick posts it, and the post's nonce keeps a made message from being doubled."""
    h = any_harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_menagerie(h, [a, b])
    failures = fail_first_post(h, when)
    await play_whole_turn(h, db_id, a)
    assert failures
    assert len(await h.bot.store.pending_announcements(game_id=db_id)) == 1
    made = len(boards(h.channel_messages, db_id))
    assert made == (2 if when == "after" else 1)  # the start's board, and the lost-answer one
    h.clock.set(START + DELIVERY_RETRY_AFTER / 2)
    assert boards(await h.tick(), db_id) == []  # maybe still on its way in another process
    h.clock.set(START + DELIVERY_RETRY_AFTER * 2)
    await h.tick()
    assert await h.bot.store.pending_announcements(game_id=db_id) == []
    turn_boards = [s for s in boards(h.channel_messages, db_id) if "turn:" in " ".join(s.custom_ids())]
    assert len(turn_boards) == 2  # the start and the turn: once each
    assert latest_board(h, db_id).custom_ids()[0] == f"turn:{db_id}:1"


async def test_an_undelivered_board_is_not_lost_when_the_game_moves_on(any_harness: Harness):
    """The board of a's turn fails; b plays before any tick: a's lines are posted before b's board."""
    h = any_harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_menagerie(h, [a, b])
    fail_first_post(h, "before", 503)
    await play_whole_turn(h, db_id, a)
    posts = len(h.channel_messages)
    await play_whole_turn(h, db_id, b)
    board = latest_board(h, db_id)
    assert board.custom_ids()[0] == f"turn:{db_id}:2"
    # a's turn comes first, in a short post of its own lines (no image, no buttons, nobody pinged), then
    # b's board: every turn told once, in order.
    late, live = [s for s in h.channel_messages[posts:] if s.kind == "create"]
    assert live is board and late.files == [] and late.custom_ids() == []
    assert late.payload["allowed_mentions"]["parse"] == []
    assert [line[:14] for line in late.text().splitlines() if line.startswith("• ")] == ["• North player"] * 2
    # b's board shows the last round before a plays again (issue 27): b's turn, one line for b's seat.
    (round_line,) = [line for line in board.text().splitlines() if line.startswith("• ")]
    assert round_line.startswith(f"• **<@{b.id}>** (East player): East player ")
    assert round_line.count("East player") == 3  # the seat's name, and its two decisions
    assert await h.bot.store.pending_announcements(game_id=db_id) == []


# --- 3. one periodic entry point -------------------------------------------------------------------------
async def test_the_loop_on_ready_starts_runs_the_whole_periodic_work(real: Harness, monkeypatch):
    """A computer move that failed (the pool broke again and again) is played by the loop production
    runs, without a restart: the very loop object ``on_ready`` starts."""
    h = real
    alice = h.user("alice")
    db_id = await computer_decision_due(h, alice, "medium", seed=5)
    # Commands are synced in on_ready: answer that call as Discord would.
    monkeypatch.setattr(h.bot.tree, "sync", lambda *a, **k: asyncio.sleep(0, result=[]))
    await h.bot.on_ready()
    assert h.bot.periodic.is_running()
    # The loop's first run does real database work on aiosqlite's thread (the rooms' periodic reads, the
    # digest's among them): wait for it by the event loop's clock, not a count of yields, which a loaded
    # machine outruns. This waits for work to finish; the bot's own time is still the injected clock.
    loop = asyncio.get_running_loop()
    give_up = loop.time() + 60
    while not h.bot.ticks and loop.time() < give_up:
        await asyncio.sleep(0.005)
    h.bot.periodic.cancel()
    await h.bot.computers.idle()
    assert h.bot.ticks == 1
    assert (await loaded(h, db_id)).to_play_user() == alice.id
    assert h.bot.periodic.coro == h.bot.tick  # the loop's body is the tests' tick


# --- 4. presses only where the bot put them ---------------------------------------------------------------
async def test_a_lobby_press_forged_in_a_dm_or_another_channel_is_refused_and_writes_nothing(
        any_harness: Harness):
    h = any_harness
    alice, mallory = h.user("alice"), h.user("mallory")
    db_id = await open_lobby(h, "menagerie", [alice])
    lobby_edits = len([s for s in h.sent if s.kind == "edit"])
    for where in (h.dm_channel(mallory), 900_000_000_000_000_777):
        reply = await h.press(mallory, f"lb:{db_id}:join", channel_id=where)
        assert "belongs to a game in another channel" in reply.text(), reply.text()
    assert await h.bot.store.seats(db_id) == [alice.id]
    assert len([s for s in h.sent if s.kind == "edit"]) == lobby_edits  # the lobby was not redrawn
    # The reminder's button lives in a DM: pressed in a channel, it is refused too.
    reply = await h.press(alice, f"rm:{db_id}:0:0")
    assert "belongs to a game in another channel" in reply.text()


# --- 7. time away on the live board, and its end ---------------------------------------------------------
async def test_time_away_during_ones_turn_updates_the_live_board_and_back_restarts_it(any_harness: Harness):
    h = any_harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_menagerie(h, [a, b])
    await play_whole_turn(h, db_id, a)
    board = latest_board(h, db_id)
    deadline = int((START + timedelta(hours=24)).timestamp())
    assert f"<t:{deadline}:R>" in h.messages[board.message_id].part(Part.WAITING)
    h.clock.set(START + timedelta(hours=2))
    await h.slash(b, "table away", days=2)
    shown = h.messages[board.message_id].part(Part.WAITING)
    assert f"<t:{deadline}:R>" not in shown and "away" in shown, shown
    h.clock.set(START + timedelta(hours=26))
    reply = await h.slash(b, "table back")
    # The clock stood still 24 hours: the deadline moved by as much, on the board and in the answer.
    moved = int((START + timedelta(hours=48)).timestamp())
    assert f"<t:{moved}:R>" in h.messages[board.message_id].part(Part.WAITING)
    # Each rewrite sent the whole card again: its image (kept by id), its lines and its buttons stay.
    live = h.messages[board.message_id]
    assert live.files == board.files and live.media() == board.media()
    assert live.part(Part.HAPPENED) == board.part(Part.HAPPENED) and live.custom_ids() == board.custom_ids()
    assert f"<t:{moved}:R>" in reply.text() and "Menagerie" in reply.text()


async def test_time_away_that_ends_on_its_own_is_followed_by_one_dm_after_quiet_hours(any_harness: Harness):
    h = any_harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_menagerie(h, [a, b])
    await play_whole_turn(h, db_id, a)
    board = latest_board(h, db_id)
    await h.slash(b, "game settings", quiet="08-12", timezone="UTC")
    await h.slash(b, "table away", days=1)  # ends 11-24 10:00 UTC, inside b's quiet hours
    h.clock.set(datetime(2026, 11, 24, 10, 0, tzinfo=UTC))
    sent = await h.tick()
    assert [s for s in sent if s.where == "dm"] == []
    # The clock runs again from the end of the time away, with the 24 hours it had: the board says so.
    deadline = int(datetime(2026, 11, 25, 10, 0, tzinfo=UTC).timestamp())
    assert f"<t:{deadline}:R>" in h.messages[board.message_id].part(Part.WAITING)
    h.clock.set(datetime(2026, 11, 24, 12, 0, tzinfo=UTC))
    dms = [s for s in await h.tick() if s.where == "dm"]
    assert len(dms) == 1 and dms[0].user_id == b.id
    assert "Your time away is over" in dms[0].text() and "Menagerie" in dms[0].text()
    assert f"<t:{deadline}:R>" in dms[0].text(), dms[0].text()
    assert [s for s in await h.tick() if s.where == "dm"] == []  # once


async def test_no_welcome_back_dm_with_reminders_off(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    await start_menagerie(h, [a, b])
    await h.slash(b, "game settings", reminders="no")
    await h.slash(b, "table away", days=1)
    h.clock.set(START + timedelta(days=2))
    assert [s for s in await h.tick() if s.where == "dm" and s.user_id == b.id] == []


# --- 8. no reminder for a deadline already passed ---------------------------------------------------------
async def test_a_late_tick_sends_no_reminder_for_a_deadline_already_passed(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_menagerie(h, [a, b])
    await play_whole_turn(h, db_id, a)
    h.clock.set(START + timedelta(hours=26))  # the bot was down over the half and tenth moments
    sent = await h.tick()
    # Neither reminder ("half gone", "nearly up: runs out 2 hours ago"), straight to the time-out.
    assert not any("nearly up" in s.text() or "half gone" in s.text() for s in sent), [s.text() for s in sent]
    assert [s for s in sent if s.where == "dm" and s.user_id == b.id] == []
    assert any(f"Time ran out for <@{b.id}>" in s.text() for s in sent)


# --- 11. one process searches a computer decision ----------------------------------------------------------
async def test_two_processes_never_search_the_same_computer_decision(database: str, tmp_path: Path, caplog):
    """Two bots on one database both find the same computer decision due (a tick in each): the first to
    claim it searches and moves; the other leaves it, without searching and without an error."""
    from bot.app import create_bot

    clock = FakeClock(START)
    first = await Harness.create(tmp_path, games=GAMES, database=database, clock=clock)
    other = None
    try:
        alice = first.user("alice")
        first.bot.computers.budget_ms = TINY_MS
        # The computer's decision stays due: its first search fails (and gives its claim back).
        db_id = await computer_decision_due(first, alice, "hard", seed=8)
        game = await loaded(first, db_id)
        other = create_bot(database, games=GAMES, clock=clock, renderer=first.renderer)
        await other._async_setup_hook()
        other.http.request = first._http_request  # type: ignore[method-assign]
        await other.setup_hook()
        await other.computers.idle()
        other.computers.budget_ms = TINY_MS
        searched: list[str] = []
        gate = asyncio.Event()

        def holding(name: str, real):
            async def search(game, seat, level):
                searched.append(name)
                await gate.wait()  # both processes are in play_one at once
                return await real(game, seat, level)
            return search

        first.bot.computers.decide = holding("first", first.bot.computers.decide)  # type: ignore[method-assign]
        other.computers.decide = holding("other", other.computers.decide)  # type: ignore[method-assign]
        caplog.set_level(logging.DEBUG)
        caplog.clear()  # the set-up's own failure above
        races = [asyncio.create_task(first.bot.computers.play_one(db_id)),
                 asyncio.create_task(other.computers.play_one(db_id))]
        for _ in range(500):
            if all(task.done() for task in races) or len(searched) == 2:
                break
            await asyncio.sleep(0)
        gate.set()
        results = await asyncio.gather(*races)
        assert sorted(results) == [False, True] and len(searched) == 1, searched
        assert (await loaded(first, db_id)).version == game.version + 1  # one move
        assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    finally:
        if other is not None:
            await other.close()
        await first.close()


# --- 12. the search seed reveals nothing of the set-up seed ------------------------------------------------
async def test_the_search_seed_comes_from_a_search_secret_not_the_setup_seed(tmp_path: Path, monkeypatch):
    """Two games with the same set-up seed reach the same position: their computers search with
    different seeds (from each game's own secret), and each seed a search gets is the secret's."""
    h = await Harness.create(tmp_path, games=GAMES, clock=FakeClock(START))
    h.bot.computers = computer_play.ComputerPlayers(h.bot, budget_ms=TINY_MS,
                                                    executor_factory=lambda: ThreadPoolExecutor(1))
    given: list[tuple[dict, int]] = []
    real_worker = computer_play.decide_in_worker

    def spy(game_id, view, level, seed, budget_ms, rate=None):
        given.append((view, seed))
        return real_worker(game_id, view, level, seed, budget_ms, rate)

    monkeypatch.setattr(computer_play, "decide_in_worker", spy)
    made: dict[tuple[int, int, int], int] = {}
    real_seed = h.bot.computers.search_seed

    async def recording(game, seat):
        made[(game.id, game.version, seat)] = seed = await real_seed(game, seat)
        return seed

    h.bot.computers.search_seed = recording  # type: ignore[method-assign]
    try:
        alice = h.user("alice")
        ids = []
        for channel in (900_000_000_000_000_101, 900_000_000_000_000_102):
            db_id = await lobby_against_computer(h, alice, "easy", channel_id=channel)
            h.bot.new_seed = lambda: 7  # the same set-up seed in both games
            first_search = len(given)
            await h.press(alice, f"lb:{db_id}:start", channel_id=channel)
            if (await loaded(h, db_id)).to_play_user() == alice.id:
                await play_turns(h, db_id, random.Random(3), max_turns=1)
            assert len(given) > first_search, "the computer searched"
            ids.append((db_id, first_search))
        records = [await h.bot.store.get_game(db_id) for db_id, _ in ids]
        assert records[0].seed == records[1].seed == 7
        (view_a, seed_a), (view_b, seed_b) = (given[index] for _, index in ids)
        assert view_a == view_b  # the same deal, the same position, the same seat's view ...
        assert seed_a != seed_b  # ... and yet different searches
        assert {seed for _, seed in given} <= set(made.values())  # every search seed is the secret's
        assert all(seed != (7 * 1_000_003 + version) % (2**63) for (_, version, _), seed in made.items())
        again = await h.restart()
        for (game_id, version, seat), seed in made.items():
            game = await loaded(again, game_id)
            game.record = replace(game.record, version=version)
            assert await again.bot.computers.search_seed(game, seat) == seed  # stored, stable
    finally:
        await h.close()


def test_due_reminder_is_none_past_the_deadline():
    from core.clocks import due_reminder, new_clock

    clock = new_clock(1, 0, 42, 3, 24 * 3600, START)
    assert due_reminder(clock, START + timedelta(hours=12)).which == "half"
    assert due_reminder(clock, START + timedelta(hours=23)).which == "tenth"
    assert due_reminder(clock, START + timedelta(hours=24)) is None

