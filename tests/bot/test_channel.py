"""A channel people want to read (issue 11) and a turn's cost in Discord calls (issue 17), through the
harness: one notification per turn per player, the hand in the reminder DM, closed DMs said once, one live
board, the panel that shows what you decide on, the end of a game (mentions, result DMs, Rematch, the
finished game still reachable, the whole log), ``/game help`` and games in their own thread.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from pathlib import Path

from harness import Harness, Sent, latest_board, open_lobby, play_turns, start_game
from menagerie import DECK, GAME

import i18n
import rules
from bot.cards import Part
from bot.messages import help_embeds

CARD_RE = re.compile(r"\b(" + "|".join(DECK) + r")\b")


def pinged(sent: Sent) -> list[int]:
    mentions = sent.payload.get("allowed_mentions") or {}
    return [int(user) for user in mentions.get("users") or []]


async def play_turn(h: Harness, db_id: int, user, *, channel_id: int | None = None) -> None:
    """``user`` plays a turn of two decisions, after thinking it over a while: each player comes back to
    the table for their turn (one who acted minutes ago is not reminded: issue 27)."""
    h.clock.advance(minutes=10)
    kwargs = {"channel_id": channel_id} if channel_id else {}
    for _ in range(2):
        loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
        move = GAME.encode(GAME.legal_actions(loaded.state)[0])
        await h.slash(user, "game play", move=move, **kwargs)


# --- calm notifications --------------------------------------------------------------------------------
async def test_the_player_to_move_gets_the_dm_or_the_mention_never_both(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    for turn in range(3):
        mover, other = (a, b) if turn % 2 == 0 else (b, a)
        start = len(h.sent)
        await play_turn(h, db_id, mover)
        sent = h.sent[start:]
        board = next(s for s in sent if s.where == "channel" and "it is your turn" in s.says())
        assert pinged(board) == []  # the DM is the notification
        turn_dms = [s for s in sent if s.where == "dm" and s.user_id == other.id]
        assert len(turn_dms) == 1 and "Your turn in" in turn_dms[0].text()
        assert not any(other.id in pinged(s) for s in sent if s.where == "channel")
        # The mover saw their new hand (the card they drew) in their answer: no DM for it.
        assert not [s for s in sent if s.where == "dm" and s.user_id == mover.id]


async def test_without_reminder_dms_the_board_mentions_the_player_instead(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    await h.slash(b, "game settings", reminders="no")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    start = len(h.sent)
    await play_turn(h, db_id, a)
    sent = h.sent[start:]
    board = next(s for s in sent if s.where == "channel" and "it is your turn" in s.says())
    assert pinged(board) == [b.id]
    assert not [s for s in sent if s.where == "dm" and s.user_id == b.id]


async def test_closed_dms_are_said_once_per_game_and_the_player_is_mentioned_instead(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    h.closed_dms.add(b.id)
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    for _ in range(2):
        await play_turn(h, db_id, a)
        await play_turn(h, db_id, b)
    notices = [s for s in h.channel_messages if "cannot send you direct messages" in s.content]
    assert len(notices) == 1 and not CARD_RE.search(notices[0].text())
    boards = [s for s in h.channel_messages if s.part(Part.WAITING).startswith(f"<@{b.id}>, it is your turn")]
    assert boards and all(b.id in pinged(s) for s in boards)


async def test_the_hand_travels_in_the_reminder_dm(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        red, blue = h.user("red"), h.user("blue")
        game = rules.GAMES["iwari"]
        # A seed whose first player is not the creator, so the first reminder goes out with the hand.
        seed = next(s for s in range(50) if game.to_play(game.setup(2, {}, s)) == 1)
        db_id = await open_lobby(h, "iwari", [red, blue])
        h.bot.new_seed = lambda: seed
        await h.press(red, f"lb:{db_id}:start")
        assert (await h.bot.store.get_game(db_id)).status == "active"
        assert len(h.dms[blue.id]) == 1
        dm = h.dms[blue.id][0]
        assert "Your turn in" in dm.text() and "your private view" in dm.text()
        assert len(h.dms[red.id]) == 1 and "Your turn" not in h.dms[red.id][0].text()
    finally:
        await h.close()


async def test_a_solo_player_is_never_mentioned(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        solo = h.user("solo")
        db_id = await start_game(h, "tiwanaku", [solo], seed=2)
        await play_turns(h, db_id, random.Random(3), max_turns=3)
        assert (await h.bot.store.get_game(db_id)).status == "active"
        assert len(h.board_messages()) >= 3
        assert not any(solo.id in pinged(s) for s in h.channel_messages)
        assert not h.dms[solo.id]
    finally:
        await h.close()


# --- the panel -----------------------------------------------------------------------------------------
async def test_the_panel_shows_the_hand_and_names_a_card_drawn_blind(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    board = latest_board(h, db_id)
    reply = await h.press(a, next(c for c in board.custom_ids() if c.startswith("turn:")))
    panel = reply.ephemeral[0]
    state = GAME.load(json.loads((await h.bot.store.get_game(db_id)).state))
    assert all(card in panel.content for card in state.hands[0])
    await h.press(a, next(x["custom_id"] for x in panel.buttons() if x["label"] == "Pass"),
                  message_id=panel.message_id)
    deck = next(x["custom_id"] for x in h.messages[panel.message_id].buttons() if "deck" in x["label"])
    await h.press(a, deck, message_id=panel.message_id)
    current = h.messages[panel.message_id]
    assert "cannot be taken back" in current.content and "Back" in [x["label"] for x in current.buttons()]
    confirm = next(x["custom_id"] for x in current.buttons() if x["custom_id"].endswith(":ok"))
    await h.press(a, confirm, message_id=panel.message_id)
    drawn = GAME.load(json.loads((await h.bot.store.get_game(db_id)).state)).hands[0][-1]
    assert f"You got: **{drawn}**" in h.messages[panel.message_id].content
    assert drawn not in " ".join(s.text() for s in h.public_payloads())


# --- the end of a game ---------------------------------------------------------------------------------
async def finish(h: Harness, users, *, minutes_a_turn: float = 0) -> int:
    """A game of menagerie played to the end, each turn ``minutes_a_turn`` after the last."""
    db_id = await start_game(h, "menagerie", users, {"length": "long"}, seed=9)
    rng = random.Random(5)
    while (await h.bot.store.get_game(db_id)).status == "active":
        h.clock.advance(minutes=minutes_a_turn)
        await play_turns(h, db_id, rng, max_turns=1)
    return db_id


async def test_the_end_mentions_everyone_and_dms_the_result(harness: Harness):
    h = harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    await h.slash(c, "game settings", reminders="no")
    db_id = await finish(h, [a, b, c], minutes_a_turn=10)
    final = next(s for s in reversed(h.channel_messages) if "final scores" in s.text())
    # Everyone but the player who made the last move (at the table: issue 27) is pinged.
    actions = await h.bot.store.actions(db_id)
    last = (await h.bot.store.seats(db_id))[actions[-1].seat]
    assert sorted(pinged(final)) == sorted({a.id, b.id, c.id} - {last})
    for user in (a, b):
        assert "is over" in h.dms[user.id][-1].text()
    assert not any("is over" in s.text() for s in h.dms[c.id])


async def test_a_finished_game_stays_reachable_and_its_whole_log_pages_back(harness: Harness):
    h = harness
    a, b, c, d = h.user("a"), h.user("b"), h.user("c"), h.user("d")
    db_id = await finish(h, [a, b, c, d])
    total = len(await h.bot.store.actions(db_id))
    assert total > 20
    status = await h.slash(b, "game status")
    assert "finished" in status.text()
    board = await h.slash(b, "game board")
    assert "final board" in board.text() and board.ephemeral[0].files
    log = (await h.slash(b, "game log")).ephemeral[0]
    assert f"of {total}" in log.content and log.content.count("\nTurn ") == 20
    older = next(x["custom_id"] for x in log.buttons() if x["label"] == "Older")
    await h.press(b, older, message_id=log.message_id)
    page = h.messages[log.message_id]
    assert "decisions 1–" in page.content or total <= 40
    assert "Newer" in [x["label"] for x in page.buttons()]
    # A new game replaces the finished one in those answers.
    await open_lobby(h, "menagerie", [a])
    assert "lobby" in (await h.slash(b, "game status")).text()


async def test_rematch_opens_a_lobby_with_the_same_options_and_asks_the_others(harness: Harness):
    h = harness
    a, b, stranger = h.user("a"), h.user("b"), h.user("stranger")
    db_id = await finish(h, [a, b])
    final = next(s for s in reversed(h.channel_messages) if "final scores" in s.text())
    rematch = next(c for c in final.custom_ids() if c.startswith("rg:"))
    assert "Only the players" in (await h.press(stranger, rematch)).text()
    await h.press(b, rematch)
    record = await h.bot.store.open_game_in_channel(final.channel_id)
    assert record.id != db_id and record.status == "lobby" and record.creator_id == b.id
    assert record.options == (await h.bot.store.get_game(db_id)).options
    assert await h.bot.store.seats(record.id) == [b.id]
    invite = next(s for s in reversed(h.channel_messages) if "wants a rematch" in s.says())
    assert pinged(invite) == [a.id]
    await h.press(a, f"lb:{record.id}:join")
    assert await h.bot.store.seats(record.id) == [b.id, a.id]
    assert "already have a seat" in (await h.press(a, rematch)).text()


async def test_a_second_rematch_press_seats_the_presser_in_the_open_rematch_lobby(any_harness: Harness):
    h = any_harness
    a, b, c, d, e = (h.user(name) for name in "abcde")
    await finish(h, [a, b])
    final = next(s for s in reversed(h.channel_messages) if "final scores" in s.text())
    rematch = next(c for c in final.custom_ids() if c.startswith("rg:"))
    await h.press(b, rematch)
    lobby = await h.bot.store.open_game_in_channel(final.channel_id)
    reply = await h.press(a, rematch)
    assert await h.bot.store.seats(lobby.id) == [b.id, a.id]
    link = f"/channels/{lobby.guild_id}/{lobby.channel_id}/{lobby.lobby_message_id}"
    assert "seat in its lobby" in reply.text() and link in reply.text()
    assert a.mention in h.messages[lobby.lobby_message_id].text()  # the lobby message shows the new seat
    assert "Rematch" in [x["label"] for x in h.messages[final.message_id].buttons()]  # the board stays
    for user in (a, b):  # pressed again, by a seated player or the one who opened it
        reply = await h.press(user, rematch)
        assert "already have a seat" in reply.text() and link in reply.text()
    assert await h.bot.store.seats(lobby.id) == [b.id, a.id]
    # A full rematch lobby is said to be full.
    for user in (c, d):
        await h.press(user, f"lb:{lobby.id}:join")
    await h.press(a, f"lb:{lobby.id}:leave")
    await h.press(e, f"lb:{lobby.id}:join")
    reply = await h.press(a, rematch)
    assert "is full (4 players)" in reply.text() and a.id not in await h.bot.store.seats(lobby.id)
    # Started without them: where it is and how to follow it.
    h.bot.new_seed = lambda: 3
    await h.press(b, f"lb:{lobby.id}:start")
    board = latest_board(h, lobby.id)
    reply = await h.press(a, rematch)
    assert "has already started" in reply.text() and f"/{board.message_id}" in reply.text()
    assert a.id not in await h.bot.store.seats(lobby.id)


async def test_both_players_pressing_rematch_at_once_share_one_lobby(any_harness: Harness):
    h = any_harness
    a, b = h.user("a"), h.user("b")
    db_id = await finish(h, [a, b])
    final = next(s for s in reversed(h.channel_messages) if "final scores" in s.text())
    rematch = next(x for x in final.custom_ids() if x.startswith("rg:"))
    replies = await asyncio.gather(h.press(a, rematch), h.press(b, rematch))
    lobby = await h.bot.store.open_game_in_channel(final.channel_id)
    assert lobby.id != db_id and sorted(await h.bot.store.seats(lobby.id)) == sorted([a.id, b.id])
    assert any("seat in its lobby" in reply.text() for reply in replies)
    assert a.mention in h.messages[lobby.lobby_message_id].text()
    assert b.mention in h.messages[lobby.lobby_message_id].text()


async def test_a_rematch_press_while_another_game_waits_in_the_channel_says_which(any_harness: Harness):
    h = any_harness
    a, b, c = h.user("a"), h.user("b"), h.user("c")
    await finish(h, [a, b])
    final = next(s for s in reversed(h.channel_messages) if "final scores" in s.text())
    rematch = next(x for x in final.custom_ids() if x.startswith("rg:"))
    await h.slash(c, "game new", game="openmenagerie")
    other = await h.bot.store.open_game_in_channel(final.channel_id)
    reply = await h.press(a, rematch)
    assert "lobby open for another game, Open Menagerie" in reply.text()
    assert f"/{other.lobby_message_id}" in reply.text()
    assert await h.bot.store.seats(other.id) == [c.id]


async def test_help_explains_the_bot_in_a_few_short_embeds(harness: Harness):
    h = harness
    reply = await h.slash(h.user("new"), "game help")
    embeds = reply.ephemeral[0].embeds
    assert 3 <= len(embeds) <= 7  # the platform's five pages, the rooms' own commands, the games
    assert all(len(e.get("description", "")) < 800 for e in embeds)
    assert "Take your turn" in reply.text() and "/game rules" in reply.text()
    # Short in every language (German runs longest), so a phone shows each part without a wall of text.
    for lang in i18n.LANGUAGES:
        for embed in help_embeds(lang, list(h.bot.games.values()),
                                 [room.HELP for room in h.bot.rooms if room.HELP]):
            assert len(embed.description or "") < 800, (lang, embed.title)


# --- threads -------------------------------------------------------------------------------------------
async def test_a_game_in_its_own_thread(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    reply = await h.slash(a, "game new", game="menagerie", thread="yes")
    (thread_id, (parent, name)), = h.threads.items()
    assert name.startswith("Menagerie") and f"<#{thread_id}>" in reply.text()
    assert reply.ephemeral  # the answer in the channel is private; the lobby is in the thread
    lobby = next(s for s in h.channel_messages if s.channel_id == thread_id and s.is_card)
    record = await h.bot.store.open_game_in_channel(thread_id)
    assert record is not None and lobby.message_id == record.lobby_message_id
    assert await h.bot.store.open_game_in_channel(parent) is None  # the channel stays free
    await h.press(b, f"lb:{record.id}:join", message_id=lobby.message_id)
    h.bot.new_seed = lambda: 4
    await h.press(a, f"lb:{record.id}:start", message_id=lobby.message_id)
    assert any(s.channel_id == thread_id and "it is your turn" in s.says() for s in h.channel_messages)


async def test_the_server_can_make_threads_the_default(harness: Harness):
    h = harness
    admin = h.user("admin")
    admin.permissions |= 1 << 5
    await h.slash(admin, "game config", threads="yes")
    await h.slash(admin, "game new", game="menagerie")
    assert len(h.threads) == 1
    await h.slash(admin, "game new", game="menagerie", thread="no")
    assert len(h.threads) == 1


# --- a turn's cost in Discord calls (issue 17) ---------------------------------------------------------
async def test_a_turn_costs_the_answer_the_post_and_at_most_two_more_calls(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    await play_turn(h, db_id, a)
    await play_turn(h, db_id, b)  # every DM channel is open by now
    h.clock.advance(minutes=10)  # b has left the table meanwhile: their turn DM goes
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    move = GAME.encode(GAME.legal_actions(loaded.state)[0])
    await h.slash(a, "game play", move=move)
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    start = len(h.http_log)
    await h.slash(a, "game play", move=GAME.encode(GAME.legal_actions(loaded.state)[0]))  # ends the turn
    calls = [(method, path) for method, path, _ in h.http_log[start:]]
    answer = [c for c in calls if c[1].startswith("/interactions/") or c[1].startswith("/webhooks/")]
    rest = [c for c in calls if c not in answer]
    # One answer (issue 25: no defer for quick work); the board post; then the previous board's buttons
    # removed (one live board) and the next player's DM, which carries their reminder and hand in one
    # message.
    assert len(answer) == 1
    assert sorted(method for method, _ in rest) == ["PATCH", "POST", "POST"], rest
    assert not any(path.startswith("/users/") for _, path in rest)  # no user fetch, no DM channel opened
