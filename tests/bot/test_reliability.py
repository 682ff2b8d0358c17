"""Reliability under real load (issue 16): concurrent channels, lobby races, bounded waits, the outbox after
a crash, stale snapshots, damaged rows, forged ids and values, honest messages for database faults.

Every test here drives the real bot through the harness; "at the same instant" means the interactions are
handed to discord.py in the same event-loop step (``asyncio.gather`` of presses that each parse their
payload before their first await).
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from pathlib import Path

import pytest
from harness import Harness, latest_board, open_lobby, start_game
from menagerie import GAME, TEST_GAMES

from bot.app import GENERIC_FAILURE
from bot.cards import Part
from i18n import text
from store import StoreUnavailable, open_store

BASE_CHANNEL = 40_000


def ephemeral_texts(h: Harness, user) -> list[str]:
    return [sent.text() for sent in h.ephemeral[user.id]]


def failures(h: Harness) -> list[str]:
    """Every answer that was the generic "Something went wrong"."""
    return [s.text() for s in h.sent if text("en", GENERIC_FAILURE) in s.text()]


async def assert_sound(h: Harness, db_id: int, game=GAME) -> None:
    """A game is sound when its seats are the players its state was set up for, every seat has a user,
    and its action log replays from the stored seed and options to exactly the stored snapshot."""
    store = h.bot.store
    record = await store.get_game(db_id)
    assert record is not None
    users = await store.seats(db_id)
    assert all(isinstance(user, int) and user > 0 for user in users)
    if record.status == "lobby":
        assert record.state is None
        return
    if record.status == "aborted" and record.state is None:
        return
    state = game.load(json.loads(record.state))
    assert state.players == len(users), f"game {db_id}: {len(users)} seats, state for {state.players}"
    replayed = game.setup(len(users), record.options, int(record.seed))
    for entry in await store.actions(db_id):
        replayed = game.apply(replayed, game.decode(entry.action))
    assert game.dump(replayed) == game.dump(state), f"game {db_id}: the log does not rebuild the snapshot"
    for board in [s for s in h.channel_messages if f"turn:{db_id}:" in " ".join(s.custom_ids())]:
        assert "<@None>" not in board.says()


async def first_move(h: Harness, db_id: int) -> str:
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    return GAME.encode(GAME.legal_actions(loaded.state)[0])


# --- 1. two channels at once ----------------------------------------------------------------------------
async def test_fifty_channels_moving_at_the_same_instant_all_succeed(harness: Harness):
    h = harness
    games = []
    for i in range(50):
        a, b = h.user(f"a{i}"), h.user(f"b{i}")
        db_id = await start_game(h, "menagerie", [a, b], seed=i, channel_id=BASE_CHANNEL + i)
        games.append((db_id, a, BASE_CHANNEL + i, await first_move(h, db_id)))
    await asyncio.gather(*(h.slash(a, "game play", channel_id=channel, move=move)
                           for _, a, channel, move in games))
    for db_id, a, _, _ in games:
        record = await h.bot.store.get_game(db_id)
        assert record.version == 2, ephemeral_texts(h, a)
        assert any(text.startswith("✓") for text in ephemeral_texts(h, a))
        await assert_sound(h, db_id)
    assert failures(h) == []


async def test_fifty_channels_pressing_panel_buttons_at_the_same_instant_all_succeed(harness: Harness):
    h = harness
    panels = []
    for i in range(50):
        a, b = h.user(f"pa{i}"), h.user(f"pb{i}")
        db_id = await start_game(h, "menagerie", [a, b], seed=100 + i, channel_id=BASE_CHANNEL + i)
        board = latest_board(h, db_id)
        turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
        reply = await h.press(a, turn_id, message_id=board.message_id)
        panel = next(s for s in reply.ephemeral if s.custom_ids())
        answer = next(b["custom_id"] for b in panel.buttons() if b["custom_id"].startswith("pn:")
                      and b.get("label") != "Back")
        panels.append((db_id, a, panel.message_id, answer))
    await asyncio.gather(*(h.press(a, answer, message_id=message) for _, a, message, answer in panels))
    assert failures(h) == []
    for db_id, *_ in panels:
        await assert_sound(h, db_id)


# --- 2. lobby presses racing Start ----------------------------------------------------------------------
@pytest.mark.parametrize("race", ["leave", "join", "option", "module"])
async def test_lobby_changes_racing_start_never_break_a_game(harness: Harness, race: str):
    h = harness
    for round_ in range(50):
        channel = BASE_CHANNEL + round_
        a, b, c = h.user(f"{race}a{round_}"), h.user(f"{race}b{round_}"), h.user(f"{race}c{round_}")
        seated = [a, b, c] if race == "leave" else [a, b]
        db_id = await open_lobby(h, "menagerie", seated, channel_id=channel)
        h.bot.new_seed = lambda: 7
        start = h.press(a, f"lb:{db_id}:start")
        if race == "leave":
            other = h.press(c, f"lb:{db_id}:leave")
        elif race == "join":
            other = h.press(c, f"lb:{db_id}:join")
        elif race == "option":
            other = h.select(a, f"lo:{db_id}:length", ["long"])
        else:
            other = h.select(a, f"lm:{db_id}", ["pairs"])
        pair = (start, other) if round_ % 2 else (other, start)
        await asyncio.gather(*pair)
        record = await h.bot.store.get_game(db_id)
        assert record.status == "active"
        await assert_sound(h, db_id)
        # The game plays on, and undo works: the options it started with are the stored ones.
        move = await first_move(h, db_id)
        mover = h.user_by_id((await h.bot.store.seats(db_id))[0])
        await h.slash(mover, "game play", channel_id=channel, move=move)
        await h.slash(mover, "game undo", channel_id=channel)
        assert any("Taken back" in text for text in ephemeral_texts(h, mover)), ephemeral_texts(h, mover)
        await assert_sound(h, db_id)
    assert failures(h) == []


async def test_the_same_user_joining_twice_at_once_gets_a_clear_answer(harness: Harness):
    h = harness
    a, b = h.user("creator"), h.user("twice")
    db_id = await open_lobby(h, "menagerie", [a])
    await asyncio.gather(h.press(b, f"lb:{db_id}:join"), h.press(b, f"lb:{db_id}:join"))
    assert await h.bot.store.seats(db_id) == [a.id, b.id]
    assert any("already in this game" in text for text in ephemeral_texts(h, b))
    assert failures(h) == []


async def test_two_users_taking_the_last_seat_at_once_one_hears_the_table_is_full(harness: Harness):
    h = harness
    users = [h.user(f"s{i}") for i in range(3)]
    late = [h.user("late1"), h.user("late2")]
    db_id = await open_lobby(h, "menagerie", users)
    await asyncio.gather(*(h.press(user, f"lb:{db_id}:join") for user in late))
    seats = await h.bot.store.seats(db_id)
    assert len(seats) == GAME.max_players
    refused = [user for user in late if user.id not in seats]
    assert len(refused) == 1
    assert any("table is full" in text for text in ephemeral_texts(h, refused[0]))
    assert failures(h) == []


# --- 3. bounded waits, deferred first -------------------------------------------------------------------
async def test_a_move_waiting_for_a_busy_database_is_deferred_then_told_to_press_again(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b])
    move = await first_move(h, db_id)
    h.bot.store.busy_wait = 0.05
    h.bot.answer_bound = 0  # the wait for the database outlasts the bound (2 s in production)
    async with h.bot.store.transaction():
        reply = await h.slash(a, "game play", move=move)
    # Deferred while the work waits for the database, so Discord never shows "This interaction failed".
    assert reply.responses and reply.responses[0]["type"] == 5
    assert "database is busy" in reply.text() and "not made" in reply.text()
    assert (await h.bot.store.get_game(db_id)).version == 1
    await h.slash(a, "game play", move=move)
    assert (await h.bot.store.get_game(db_id)).version == 2


async def test_a_panel_press_waiting_for_the_game_is_bounded_too(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b])
    board = latest_board(h, db_id)
    turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
    h.bot.service.busy_wait = 0.05
    h.bot.answer_bound = 0  # the wait for the game outlasts the bound (2 s in production)
    async with h.bot.service.locked(db_id):
        reply = await h.press(a, turn_id, message_id=board.message_id)
    assert reply.responses[0]["type"] == 5
    assert "busy" in reply.text() and "press again" in reply.text()
    assert failures(h) == []


async def test_reading_commands_in_another_channel_do_not_wait_behind_a_write(harness: Harness):
    h = harness
    a, b, c, d = (h.user(name) for name in "abcd")
    await start_game(h, "menagerie", [a, b])
    await start_game(h, "menagerie", [c, d], channel_id=BASE_CHANNEL)
    async with h.bot.store.transaction():
        for command in ("game status", "game board", "game log", "game hand"):
            reply = await asyncio.wait_for(h.slash(c, command, channel_id=BASE_CHANNEL), timeout=5)
            assert reply.text() and "busy" not in reply.text(), command


# --- 4. the post after a crash --------------------------------------------------------------------------
class Crash(BaseException):
    """Stands for the process dying: not an Exception, so no handler of the bot catches it."""


@pytest.mark.usefixtures("test_games")
async def test_a_crash_between_commit_and_post_is_announced_once_after_the_restart(tmp_path: Path):
    h = await Harness.create(tmp_path, games=TEST_GAMES)
    try:
        a, b = h.user("a"), h.user("b")
        db_id = await start_game(h, "menagerie", [a, b])
        # A whole turn (play, then draw) ends with the board post; the process dies right before it.
        await h.slash(a, "game play", move=await first_move(h, db_id))

        async def die(*args, **kwargs):
            raise Crash

        h.bot.announcer.post_board = die  # type: ignore[method-assign]
        await h.slash(a, "game play", move=await first_move(h, db_id))
        assert (await h.bot.store.get_game(db_id)).version == 3
        boards_before = len(h.board_messages())
        dms_before, hands_before = len(h.dms[b.id]), len(h.dms[a.id])
        await h.restart()
        boards = h.board_messages()[boards_before:]
        assert len(boards) == 1
        assert boards[0].part(Part.WAITING).startswith(f"<@{b.id}>, it is your turn")
        # b is reminded once, with their hand; a saw the card they drew before the crash.
        assert [dm.text() for dm in h.dms[b.id][dms_before:]] == [h.dms[b.id][-1].text()]
        assert "Your turn" in h.dms[b.id][-1].text() and "private view" in h.dms[b.id][-1].text()
        assert len(h.dms[a.id]) == hands_before
        await h.restart()
        assert len(h.board_messages()) == boards_before + 1
        assert len(h.dms[b.id]) == dms_before + 1 and len(h.dms[a.id]) == hands_before
    finally:
        await h.close()


# --- 5. a stale snapshot --------------------------------------------------------------------------------
async def test_a_well_formed_snapshot_from_three_moves_ago_is_rebuilt_from_the_log(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b])
    snapshots = []
    for _ in range(4):
        snapshots.append((await h.bot.store.get_game(db_id)).state)
        record = await h.bot.store.get_game(db_id)
        loaded = await h.bot.service.load(record)
        mover = [a, b][GAME.to_play(loaded.state)]
        await h.slash(mover, "game play", move=await first_move(h, db_id))
    current = (await h.bot.store.get_game(db_id)).state
    await h.bot.store.execute("UPDATE games SET state = ? WHERE id = ?", (snapshots[1], db_id))
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    assert json.dumps(GAME.dump(loaded.state)) == current
    assert (await h.bot.store.get_game(db_id)).state == current


# --- 6. a bad options value -----------------------------------------------------------------------------
async def test_damaged_options_are_reported_clearly_and_the_game_can_still_be_aborted(
        harness: Harness, caplog: pytest.LogCaptureFixture):
    h = harness
    a, b = h.user("a"), h.user("b")
    manager = h.user("mod", manage_channels=True)
    db_id = await start_game(h, "menagerie", [a, b])
    await h.bot.store.execute("UPDATE games SET options = '{not json' WHERE id = ?", (db_id,))
    caplog.set_level(logging.INFO)
    for command in ("game status", "game board", "game hand", "game log"):
        reply = await h.slash(a, command)
        assert "damaged" in reply.text() and "/game abort" in reply.text(), (command, reply.text())
    reply = await h.press(a, f"turn:{db_id}:0")
    assert "damaged" in reply.text()
    damaged_logs = [r for r in caplog.records if "damaged" in r.getMessage()]
    assert len(damaged_logs) == 1 and not damaged_logs[0].exc_info
    reply = await h.slash(manager, "game abort")
    confirm = next(c for s in reply.ephemeral for c in s.custom_ids() if c.startswith("ab:"))
    await h.press(manager, confirm)
    assert (await h.bot.store.get_game(db_id)).status == "aborted"
    assert failures(h) == []


# --- 7. forged ids of a cancelled lobby -----------------------------------------------------------------
async def test_forged_ids_of_a_cancelled_lobby_are_refused_without_writing(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await open_lobby(h, "menagerie", [a, b])
    reply = await h.slash(a, "game abort")
    confirm = next(c for s in reply.ephemeral for c in s.custom_ids() if c.startswith("ab:"))
    await h.press(a, confirm)
    before = await h.bot.store.get_game(db_id)
    dms = sum(len(v) for v in h.dms.values())
    for forged in (f"hand:{db_id}", f"turn:{db_id}:0", f"pn:{db_id}:0:", f"pn:{db_id}:0::ok",
                   f"un:{db_id}:0", f"lb:{db_id}:start", f"ps:{db_id}:0::0"):
        values = ["0"] if forged.startswith("ps:") else None
        reply = await h.press(a, forged, values=values, component_type=3 if values else 2)
        assert reply.text() and text("en", GENERIC_FAILURE) not in reply.text(), forged
    after = await h.bot.store.get_game(db_id)
    assert after == before and after.state is None and after.seed is None
    assert sum(len(v) for v in h.dms.values()) == dms


# --- 8. forged values ------------------------------------------------------------------------------------
@pytest.mark.parametrize("value", ["²", "٣", "1²", "-1", " 1", "9999", ""])
async def test_forged_select_values_get_the_usual_refusal(harness: Harness, caplog: pytest.LogCaptureFixture,
                                                          value: str):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b])
    board = latest_board(h, db_id)
    turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
    await h.press(a, turn_id, message_id=board.message_id)
    caplog.set_level(logging.DEBUG)
    reply = await h.press(a, f"ps:{db_id}:1::0", values=[value], component_type=3)
    assert "not on the menu" in reply.text()
    assert not [r for r in caplog.records if r.exc_info]
    assert (await h.bot.store.get_game(db_id)).version == 1


@pytest.mark.parametrize("value", [5, 2.5, True, None, ["x"]])
async def test_a_non_string_autocomplete_value_gets_no_suggestions_and_no_traceback(
        harness: Harness, caplog: pytest.LogCaptureFixture, value: object):
    h = harness
    a, b = h.user("a"), h.user("b")
    await start_game(h, "menagerie", [a, b])
    caplog.set_level(logging.DEBUG)
    assert await h.autocomplete(a, "game play", "move", value) == []
    assert not [r for r in caplog.records if r.exc_info]


@pytest.mark.parametrize("forged", ["turn:١:0", "pn:1:٣:", "pn:1:1::p٣", "un:1:²"])
async def test_forged_unicode_digits_in_ids_are_not_ours(harness: Harness, forged: str):
    h = harness
    a, b = h.user("a"), h.user("b")
    await start_game(h, "menagerie", [a, b])
    reply = await h.press(a, forged)
    assert "do not recognise this control" in reply.text()


# --- 9. honest messages for faults ----------------------------------------------------------------------
async def test_a_full_disk_says_what_is_wrong_and_changes_nothing(harness: Harness,
                                                                 caplog: pytest.LogCaptureFixture):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b])
    # The file may not grow any more and the free space of every table a move writes to is used up by
    # another game's rows: SQLite then answers exactly as it does on a full disk.
    store = h.bot.store
    other = await store.create_lobby(guild_id=1, channel_id=BASE_CHANNEL, game="menagerie", options={},
                                     creator_id=a.id)
    await store.execute(f"PRAGMA max_page_count = {int(await store.scalar('PRAGMA page_count'))}")
    seq = 0
    for size in (2000, 200, 20, 1):
        with pytest.raises(StoreUnavailable, match="disk is full"):
            for _ in range(10_000):
                seq += 1
                await store.execute(
                    "INSERT INTO actions (game_id, seq, seat, action, description, turn, at) "
                    "VALUES (?, ?, 0, hex(randomblob(?)), '', 0, '')", (other.id, seq, size))
        with pytest.raises(StoreUnavailable, match="disk is full"):
            for _ in range(10_000):
                await store.execute("INSERT INTO outbox (game_id, version, payload, created_at) "
                                    "VALUES (?, 0, hex(randomblob(?)), '')", (other.id, size))
    caplog.set_level(logging.INFO)
    # A move may still fit into a page's last free bytes; within a few moves one needs a new page.
    for _ in range(10):
        record = await store.get_game(db_id)
        mover = [a, b][GAME.to_play((await h.bot.service.load(record)).state)]
        reply = await h.slash(mover, "game play", move=await first_move(h, db_id))
        if "cannot save" in reply.text():
            break
    assert "cannot save" in reply.text() and "disk is full" in reply.text()
    assert "nothing was changed" in reply.text()
    assert (await store.get_game(db_id)).version == record.version
    logged = " ".join(r.getMessage() for r in caplog.records)
    assert "disk is full" in logged and "cannot rollback" not in logged
    assert failures(h) == []


async def test_a_read_only_database_says_what_is_wrong(harness: Harness, caplog: pytest.LogCaptureFixture):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b])
    await h.bot.store.execute("PRAGMA query_only = ON")
    caplog.set_level(logging.INFO)
    reply = await h.slash(a, "game play", move=await first_move(h, db_id))
    assert "cannot save" in reply.text() and "read-only" in reply.text()
    assert "read-only" in " ".join(r.getMessage() for r in caplog.records)
    assert failures(h) == []


async def test_a_read_only_database_file_is_reported_at_start_up(tmp_path: Path):
    path = tmp_path / "ro.sqlite3"
    store = await open_store(str(path))
    await store.close()
    data = bytearray(path.read_bytes())
    data[18] = 3  # the file format's write version: above 2 SQLite opens the file read-only
    path.write_bytes(bytes(data))
    with pytest.raises(StoreUnavailable, match="read-only"):
        await open_store(str(path))


# --- 1,000 mixed races -----------------------------------------------------------------------------------
async def test_a_thousand_mixed_races_give_no_failure_and_no_broken_game(harness: Harness):
    h = harness
    rng = random.Random(16)
    races = 0
    games: list[int] = []
    channel = BASE_CHANNEL
    while races < 1000:
        channel += 1
        a, b, c = h.user(f"ra{channel}"), h.user(f"rb{channel}"), h.user(f"rc{channel}")
        db_id = await open_lobby(h, "menagerie", [a, b], channel_id=channel)
        games.append(db_id)
        h.bot.new_seed = lambda: rng.randrange(1000)
        # lobby against Start
        change = rng.choice(["join", "leave", "option"])
        if change == "join":
            other = h.press(c, f"lb:{db_id}:join")
        elif change == "leave":
            other = h.press(b, f"lb:{db_id}:leave")
        else:
            other = h.select(a, f"lo:{db_id}:length", ["long"])
        await asyncio.gather(h.press(a, f"lb:{db_id}:start"), other)
        races += 1
        record = await h.bot.store.get_game(db_id)
        if record.status != "active":
            continue
        users = {u.id: u for u in (a, b, c)}
        for _ in range(12):
            record = await h.bot.store.get_game(db_id)
            if record.status != "active":
                break
            loaded = await h.bot.service.load(record)
            mover = users[loaded.to_play_user()]
            actions = GAME.legal_actions(loaded.state)
            kind = rng.choice(["twice", "two_channels", "undo"])
            move = GAME.encode(rng.choice(actions))
            if kind == "twice":
                await asyncio.gather(h.slash(mover, "game play", channel_id=channel, move=move),
                                     h.slash(mover, "game play", channel_id=channel, move=move))
            elif kind == "two_channels" and len(games) > 1:
                other_id = rng.choice(games[:-1])
                other_record = await h.bot.store.get_game(other_id)
                jobs = [h.slash(mover, "game play", channel_id=channel, move=move)]
                if other_record.status == "active":
                    other_loaded = await h.bot.service.load(other_record)
                    other_mover = h.user_by_id(other_loaded.to_play_user())
                    other_move = GAME.encode(GAME.legal_actions(other_loaded.state)[0])
                    jobs.append(h.slash(other_mover, "game play", channel_id=other_record.channel_id,
                                        move=other_move))
                await asyncio.gather(*jobs)
            else:
                await h.slash(mover, "game play", channel_id=channel, move=move)
                record = await h.bot.store.get_game(db_id)
                if record.status == "active":
                    loaded = await h.bot.service.load(record)
                    nxt = users[loaded.to_play_user()]
                    follow = GAME.encode(GAME.legal_actions(loaded.state)[0])
                    await asyncio.gather(h.slash(mover, "game undo", channel_id=channel),
                                         h.slash(nxt, "game play", channel_id=channel, move=follow))
            races += 1
    assert failures(h) == []
    for db_id in games:
        await assert_sound(h, db_id)
    # The per-game locks are gone once nobody holds or awaits them: the table does not grow with every game.
    assert h.bot.service.lock_count == 0

