"""The Discord calls of one turn (issue 25): a completed turn costs at most four (its one interaction
answer, the board post, the old board's buttons removed, the turn DM), on a player's first turn as on
every later one; each user's DM channel is kept in the database, so a restart opens none again and a
channel Discord forgot is opened again; a slow action is still deferred in time, and answered the same."""

from __future__ import annotations

import asyncio

from harness import CHANNEL_ID, Harness, latest_board, start_game
from menagerie import GAME, OPEN_GAME

OPENS = ("POST", "/users/@me/channels")


def calls_of(h: Harness, start: int) -> list[tuple[str, str]]:
    return [(method, path) for method, path, _ in h.http_log[start:]]


def answers(calls: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The calls that answer an interaction (its response, follow-ups and edits through its token)."""
    return [c for c in calls if c[1].startswith(("/interactions/", "/webhooks/"))]


async def move_of(h: Harness, db_id: int) -> tuple[int, str, bool]:
    """Who is to move, a legal move of theirs, and whether it completes the turn."""
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    game = loaded.game
    legal = game.legal_actions(loaded.state)
    ending = [action for action in legal
              if game.turn_count(game.apply(loaded.state, action)) != loaded.turn
              or game.is_over(game.apply(loaded.state, action))]
    return loaded.to_play_user(), game.encode((ending or legal)[0]), bool(ending)


async def play_until_turn_done(h: Harness, db_id: int) -> tuple[int, list[tuple[str, str]]]:
    """Play decisions with ``/game play`` until one completes a turn; the mover and the calls of that
    last decision (the one that completes the turn). Each turn is played some minutes after the last: the
    next player is away from the table and gets their turn DM (issue 27: not one who just acted)."""
    h.clock.advance(minutes=10)
    for _ in range(50):
        user_id, move, completes = await move_of(h, db_id)
        start = len(h.http_log)
        channel = (await h.bot.store.get_game(db_id)).channel_id
        await h.slash(h.user_by_id(user_id), "game play", move=move, channel_id=channel)
        if completes:
            return user_id, calls_of(h, start)
    raise AssertionError("no turn completed in 50 decisions")


async def test_a_completed_turn_costs_at_most_four_calls_first_turn_included(any_harness: Harness):
    h = any_harness
    a, b = h.user("a"), h.user("b")
    # With hands (DMed at the start) and without (no DM at all before a turn), each in its channel.
    for game, channel in ((GAME, CHANNEL_ID), (OPEN_GAME, CHANNEL_ID + 100)):
        db_id = await start_game(h, game.id, [a, b], seed=4, channel_id=channel)
        for turn in range(4):  # each player's first turn, then later ones (while the game lasts)
            dms_before = {user.id: len(h.dms[user.id]) for user in (a, b)}
            mover, calls = await play_until_turn_done(h, db_id)
            answer = answers(calls)
            assert len(answer) == 1 and answer[0][1].endswith("/callback"), (game.id, turn, calls)
            assert OPENS not in calls, (game.id, turn, calls)
            # Not by leaving anything out: the board is posted, the old one retired, the next player DMed
            # (their hand rides in that DM).
            assert ("POST", f"/channels/{channel}/messages") in calls
            assert any(method == "PATCH" and path.startswith(f"/channels/{channel}/messages/")
                       for method, path in calls)
            loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
            if loaded.record.status != "active":
                break
            next_user = loaded.to_play_user()
            assert len(h.dms[next_user]) == dms_before[next_user] + 1, (game.id, turn)
            # A hand that changed for another seat (a card taken from it) is told by a DM of its own:
            # more to say, not the turn's cost.
            hands = sum(len(h.dms[user.id]) - dms_before[user.id] for user in (a, b) if user.id != next_user)
            assert hands == 0 or game is GAME
            assert len(calls) - hands <= 4, (game.id, turn, calls)


async def test_a_panel_press_that_completes_a_turn_is_answered_by_one_update(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "openmenagerie", [a, b], seed=4)
    board = latest_board(h, db_id)
    turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
    reply = await h.press(a, turn_id, message_id=board.message_id)
    assert [r["type"] for r in reply.responses] == [4]  # the panel, in one private message
    panel = reply.ephemeral[-1]
    for _ in range(20):
        current = h.messages[panel.message_id]
        buttons = [x["custom_id"] for x in current.buttons()
                   if x["custom_id"].startswith("pn:") and not x.get("disabled")]
        if not buttons:
            break
        start = len(h.http_log)
        reply = await h.press(a, buttons[0], message_id=panel.message_id)
        assert [r["type"] for r in reply.responses] == [7], reply.responses  # the panel updated in place
        calls = calls_of(h, start)
        assert len(answers(calls)) == 1
    record = await h.bot.store.get_game(db_id)
    assert latest_board(h, db_id).message_id != board.message_id and record.version > 1
    assert len(calls) <= 4 and OPENS not in calls, calls  # the press that completed the turn


async def test_the_dm_channel_is_kept_across_a_restart(any_harness: Harness):
    h = any_harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "openmenagerie", [a, b], seed=4)
    opened = [body["recipient_id"] for method, path, body in h.http_log if (method, path) == OPENS]
    assert sorted(int(user) for user in opened) == sorted([a.id, b.id])  # once each, at the start
    kept = {user.id: await h.bot.store.dm_channel(user.id) for user in (a, b)}
    assert all(kept.values())
    await h.restart()  # a new process: nothing in memory
    start = len(h.http_log)
    for _ in range(3):
        mover, _calls = await play_until_turn_done(h, db_id)
    calls = calls_of(h, start)
    assert OPENS not in calls
    for user in (a, b):
        assert ("POST", f"/channels/{kept[user.id]}/messages") in calls  # its turn DMs went to the kept one
        assert h.dms[user.id][-1].channel_id == kept[user.id]


async def test_a_dm_channel_discord_no_longer_knows_is_opened_again(any_harness: Harness):
    h = any_harness
    a, b = h.user("a"), h.user("b")
    forgotten = 4242
    await h.bot.store.set_dm_channel(b.id, forgotten)  # kept from long ago; Discord lost it since
    h.deleted_channels.add(forgotten)
    db_id = await start_game(h, "openmenagerie", [a, b], seed=4)
    assert all(int(body["recipient_id"]) != b.id
               for method, path, body in h.http_log if (method, path) == OPENS)  # trusted as kept
    mover, calls = await play_until_turn_done(h, db_id)
    assert mover == a.id
    # The turn DM to b: refused as Unknown Channel, the channel opened again, kept, and the DM delivered.
    refused = calls.index(("POST", f"/channels/{forgotten}/messages"))
    assert calls[refused + 1] == OPENS
    fresh = await h.bot.store.dm_channel(b.id)
    assert fresh is not None and fresh != forgotten
    assert calls[refused + 2] == ("POST", f"/channels/{fresh}/messages")
    assert h.dms[b.id] and h.dms[b.id][-1].channel_id == fresh
    # The next DM goes straight to the new one.
    start = len(h.http_log)
    await play_until_turn_done(h, db_id)
    await play_until_turn_done(h, db_id)
    assert ("POST", f"/channels/{fresh}/messages") in calls_of(h, start)
    assert OPENS not in calls_of(h, start)


async def until(condition, limit: int = 10_000) -> None:
    """Let the event loop run until ``condition()`` holds (no sleeping: each step yields once)."""
    for _ in range(limit):
        if condition():
            return
        await asyncio.sleep(0)
    raise AssertionError("the condition never held")


async def test_a_slow_move_is_deferred_in_time_and_answered_the_same(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    user_id, move, _ = await move_of(h, db_id)
    player = h.user_by_id(user_id)
    h.bot.answer_bound = 0  # in production 2 s; here the work is held until the deferral is seen
    first = len(h.responses)
    async with h.bot.service.locked(db_id):  # the move's work waits for the game: it cannot finish yet
        pressed = asyncio.create_task(h.slash(player, "game play", move=move))
        await until(lambda: len(h.responses) > first)
        assert h.responses[first]["type"] == 5  # deferred, privately, while the work waits
        assert not pressed.done()
    reply = await pressed
    assert [r["type"] for r in reply.responses] == [5]
    ephemeral = reply.ephemeral
    assert len(ephemeral) == 1 and ephemeral[0].content.startswith("✓ ")  # the answer fills the deferral
    assert (await h.bot.store.get_game(db_id)).version == 2

    # The same move answered quickly: one response carrying the same answer.
    h.bot.answer_bound = 60
    user_id, move, _ = await move_of(h, db_id)
    quick = await h.slash(h.user_by_id(user_id), "game play", move=move)
    assert [r["type"] for r in quick.responses] == [4]
    assert quick.ephemeral[0].content.startswith("✓ ")


async def test_a_slow_panel_press_is_deferred_as_an_update_and_edits_the_panel(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "openmenagerie", [a, b], seed=4)
    board = latest_board(h, db_id)
    turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
    panel = (await h.press(a, turn_id, message_id=board.message_id)).ephemeral[-1]
    button = next(x["custom_id"] for x in panel.buttons() if x["custom_id"].startswith("pn:"))
    h.bot.answer_bound = 0
    first = len(h.responses)
    async with h.bot.service.locked(db_id):
        pressed = asyncio.create_task(h.press(a, button, message_id=panel.message_id))
        await until(lambda: len(h.responses) > first)
        assert h.responses[first]["type"] == 6  # deferred as an update of the panel
    reply = await pressed
    assert [r["type"] for r in reply.responses] == [6]
    edits = [s for s in reply.sent if s.message_id == panel.message_id]
    assert edits and edits[-1].kind == "edit"  # the panel itself changed, through the deferred answer
    assert h.messages[panel.message_id].content != panel.content
