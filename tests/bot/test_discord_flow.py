"""The Discord layer end to end with the test game Menagerie, through real discord.py objects (harness.py).

Every test here runs on both storage backends: the ``harness`` fixture below is the conftest's
``any_harness`` (SQLite, then PostgreSQL when BOARDGAME_TEST_POSTGRES_URL is set)."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from harness import (
    CHANNEL_ID,
    THREAD_ID,
    Harness,
    Sent,
    latest_board,
    open_lobby,
    play_game_through_buttons,
    play_turns,
    png_view,
    start_game,
)
from menagerie import DECK, GAME, TEST_GAMES

from bot.cards import Part
from i18n import t


@pytest.fixture
async def harness(any_harness: Harness) -> AsyncIterator[Harness]:
    """This module's bots run on each backend in turn."""
    yield any_harness


CARD_RE = re.compile(r"\b(" + "|".join(DECK) + r")\b")


def hand_cards_in(text: str, hands: list[list[str]]) -> set[str]:
    secret = {card for hand in hands for card in hand}
    return {card for card in CARD_RE.findall(text) if card in secret}


class HandTracker:
    """Remembers the secret part of every hand after each commit, keyed by how many messages had been sent.

    A card taken from the face-up display is in a hand but public knowledge; everything else in a hand
    (dealt, drawn blind from the deck) is secret.
    """

    def __init__(self, h: Harness) -> None:
        self.h = h
        self.moments: list[tuple[int, list[list[str]]]] = []
        self.seen_in_public: set[str] = set()
        store = h.bot.store
        commit, start = store.commit_action, store.start_game

        def remember(state_json: str) -> None:
            data = json.loads(state_json)
            self.seen_in_public |= set(data["display"]) | {card for cards in data["played"] for card in cards}
            secret = [[card for card in hand if card not in self.seen_in_public] for hand in data["hands"]]
            self.moments.append((len(h.sent), secret))

        async def commit_action(game_id, **kwargs):
            result = await commit(game_id, **kwargs)
            remember(kwargs["state_json"])
            return result

        async def start_game_(game_id, **kwargs):
            result = await start(game_id, **kwargs)
            remember(kwargs["state_json"])
            return result

        store.commit_action = commit_action  # type: ignore[method-assign]
        store.start_game = start_game_  # type: ignore[method-assign]

    def hands_at(self, index: int) -> list[list[str]]:
        hands: list[list[str]] = []
        for sent_count, moment in self.moments:
            if sent_count <= index:
                hands = moment
        return hands


def final_message(h: Harness) -> Sent:
    return next(s for s in reversed(h.channel_messages) if s.kind == "create" and "final scores" in s.text())


async def test_a_whole_game_through_buttons_ends_with_scores_and_frees_the_channel(harness: Harness):
    h = harness
    users = [h.user("ana"), h.user("ben"), h.user("cy")]
    run = await play_game_through_buttons(h, "menagerie", users, {"length": "long", "pairs": "on"}, seed=11)
    record = await h.bot.store.get_game(run.game_db_id)
    assert (
        record.status == "finished" and record.options["pairs"] == "on" and record.options["length"] == "long"
    )
    assert len(await h.bot.store.actions(run.game_db_id)) >= 2 * 3 * 3
    final = final_message(h)
    assert "Pairs **" in final.text() and re.search(r"1\. .+: \d+ points?", final.text())
    assert re.search(r"(wins|share the win)", final.part(Part.RESULT))
    # No Take your turn on the final board: only the Rematch button.
    assert [c.split(":")[0] for c in final.custom_ids()] == ["rg"]
    # The final board, and beside it the score chart (issue 31).
    assert [name for name, _ in final.files] == ["board.png", "scores.png"]
    # Multi-decision turns keep one panel: it shows what just happened and the next question.
    assert any(
        s.where == "ephemeral" and s.kind == "edit" and s.content.startswith("✓") and "**Draw**" in s.content
        for s in run.sent
    )
    # Each completed turn posts one board naming the next player, with the seat legend.
    boards = [
        s
        for s in run.sent
        if s.where == "channel" and s.kind == "create" and "board.png" in [f for f, _ in s.files]
    ]
    assert len(boards) == 1 + 3 * 3  # the opening board, then one per turn (the last is the final board)
    assert all("North player — <@" in b.text() for b in boards)
    reply = await h.slash(users[1], "game new", game="menagerie")
    assert any(c.startswith("lb:") for s in reply.sent for c in s.custom_ids())


async def test_nothing_hidden_reaches_a_public_payload_a_log_or_another_players_dm(harness: Harness, caplog):
    caplog.set_level(logging.DEBUG)
    h = harness
    tracker = HandTracker(h)
    users = [h.user("ana"), h.user("ben"), h.user("cy")]
    run = await play_game_through_buttons(h, "menagerie", users, {"length": "long"}, seed=5)
    checked = 0
    for index, sent in enumerate(h.sent):
        hands = tracker.hands_at(index)
        if sent.where == "channel":
            assert hand_cards_in(sent.text(), hands) == set(), sent.text()
            for name, data in sent.files:
                if name == "scores.png":  # the score chart: only on the final card, once all is public
                    assert sent.title() == t("en", "bot-final-title", game=GAME.title)
                    continue
                assert name == "board.png"
                view = png_view(data)
                assert view["seat"] is None and view["private"] is None
            checked += 1
        elif sent.where == "dm":
            seat = [u.id for u in run.users].index(sent.user_id)
            others = [hand for s, hand in enumerate(hands) if s != seat]
            assert hand_cards_in(sent.text(), others) == set(), sent.text()
            for _, data in sent.files:
                assert png_view(data)["seat"] == seat
    assert checked > 10
    board_calls = [view for kind, _, view in h.renderer.calls if kind == "board"]
    assert board_calls and all(view["seat"] is None and view["private"] is None for view in board_calls)
    everything_logged = "\n".join(record.getMessage() for record in caplog.records)
    all_cards_ever_in_hands = {card for _, hands in tracker.moments for hand in hands for card in hand}
    assert not (set(CARD_RE.findall(everything_logged)) & all_cards_ever_in_hands)


async def test_autocomplete_offers_moves_only_to_the_player_to_move(harness: Harness):
    h = harness
    ana, ben, stranger = h.user("ana"), h.user("ben"), h.user("zed")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=2)
    state = GAME.load(json.loads((await h.bot.store.get_game(db_id)).state))
    mover = [ana, ben][GAME.to_play(state)]
    other = ben if mover is ana else ana
    choices = await h.autocomplete(mover, "game play", "move", "")
    assert {c["value"] for c in choices} == {GAME.encode(a) for a in GAME.legal_actions(state)}
    assert all(len(c["name"]) <= 100 and len(c["value"]) <= 100 for c in choices)
    assert "Play a card › " + state.hands[GAME.to_play(state)][0] in {c["name"] for c in choices}
    assert [c["value"] for c in await h.autocomplete(mover, "game play", "move", "pas")] == ["pass"]
    assert await h.autocomplete(other, "game play", "move", "") == []
    assert await h.autocomplete(stranger, "game play", "move", "") == []
    reply = await h.slash(mover, "game play", move="pass")
    assert reply.ephemeral and "passes" in reply.ephemeral[0].content
    assert (await h.bot.store.actions(db_id))[-1].action == "pass"


async def test_typed_moves_that_are_not_moves_or_not_legal_are_refused_with_a_reason(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=2)
    state = GAME.load(json.loads((await h.bot.store.get_game(db_id)).state))
    mover = [ana, ben][GAME.to_play(state)]
    other = ben if mover is ana else ana
    reply = await h.slash(mover, "game play", move="fly:away")
    assert "not a Menagerie move" in reply.ephemeral[0].content
    reply = await h.slash(mover, "game play", move="draw:deck")
    assert "not allowed now" in reply.ephemeral[0].content
    reply = await h.slash(other, "game play", move="pass")
    assert "not your turn" in reply.ephemeral[0].content
    assert await h.bot.store.actions(db_id) == []


async def test_two_presses_of_the_same_button_at_once_apply_once(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    board = latest_board(h, db_id)
    mover = ana if f"<@{ana.id}>" in board.part(Part.WAITING) else ben
    reply = await h.press(mover, next(c for c in board.custom_ids() if c.startswith("turn:")))
    panel = reply.ephemeral[0]
    pass_id = next(b["custom_id"] for b in panel.buttons() if b["label"] == "Pass")
    first, second = await asyncio.gather(
        h.press(mover, pass_id, message_id=panel.message_id),
        h.press(mover, pass_id, message_id=panel.message_id),
    )
    assert [a.action for a in await h.bot.store.actions(db_id)] == ["pass"]
    texts = first.text() + second.text()
    assert t("en", "bot-stale-panel") in texts and "passes" in texts


async def test_one_live_board_and_an_old_boards_button_is_answered_privately(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    first_board = latest_board(h, db_id)
    first_turn_id = next(c for c in first_board.custom_ids() if c.startswith("turn:"))
    await play_turns(h, db_id, random.Random(1), max_turns=2)
    record = await h.bot.store.get_game(db_id)
    state = GAME.load(json.loads(record.state))
    mover = [ana, ben][GAME.to_play(state)]
    # One live board: the first one lost its buttons when the next was posted; a press of its old id
    # (a client that has not refreshed, or a forged one) is answered privately (see test_stale_panel.py).
    assert h.messages[first_board.message_id].custom_ids() == []
    assert "it is your turn" not in h.messages[first_board.message_id].says()
    assert h.messages[first_board.message_id].files  # the image stays, as history
    live = [c for b in h.board_messages() for c in h.messages[b.message_id].custom_ids()
            if c.startswith("turn:")]
    assert live == [c for c in latest_board(h, db_id).custom_ids() if c.startswith("turn:")]
    reply = await h.press(mover, first_turn_id)
    assert t("en", "bot-stale-board") in reply.ephemeral[0].content
    assert reply.channel == [] and reply.ephemeral[0].files == []
    assert (await h.bot.store.get_game(db_id)).version == record.version


async def test_strangers_and_waiting_players_are_refused_politely(harness: Harness):
    h = harness
    ana, ben, zed = h.user("ana"), h.user("ben"), h.user("zed")
    db_id = await open_lobby(h, "menagerie", [ana, ben])
    reply = await h.press(zed, f"lb:{db_id}:start")
    assert "Only the creator" in reply.ephemeral[0].content
    reply = await h.select(zed, f"lo:{db_id}:length", ["long"])
    assert "Only the game's creator" in reply.ephemeral[0].content
    h.bot.new_seed = lambda: 3
    await h.press(ana, f"lb:{db_id}:start")
    board = latest_board(h, db_id)
    turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
    reply = await h.press(zed, turn_id)
    assert "not playing" in reply.ephemeral[0].content
    waiting = ben if f"<@{ana.id}>" in board.part(Part.WAITING) else ana
    reply = await h.press(waiting, turn_id)
    assert "not your turn" in reply.ephemeral[0].content
    reply = await h.press(zed, f"hand:{db_id}")
    assert "not playing" in reply.ephemeral[0].content
    reply = await h.slash(zed, "game hand")
    assert "not playing" in reply.ephemeral[0].content
    assert await h.bot.store.actions(db_id) == []
    for command in ("game board", "game status", "game log", "game rules"):
        reply = await h.slash(zed, command)
        assert reply.ephemeral and reply.ephemeral[0].text().strip(), command


async def test_a_closed_dm_falls_back_to_a_content_free_channel_notice(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    h.closed_dms.add(ben.id)
    db_id = await start_game(h, "menagerie", [ana, ben], seed=4)
    state = GAME.load(json.loads((await h.bot.store.get_game(db_id)).state))
    notices = [s for s in h.channel_messages if "cannot send you direct messages" in s.content]
    assert len(notices) == 1 and f"<@{ben.id}>" in notices[0].content and "Show my hand" in notices[0].content
    assert hand_cards_in(notices[0].text(), [list(state.hands[1])]) == set()
    assert h.dms[ben.id] == []
    reply = await h.press(ben, f"hand:{db_id}")
    shown = reply.ephemeral[-1]
    assert all(card in shown.content for card in state.hands[1])
    assert [name for name, _ in shown.files] == ["hand.png"] and png_view(shown.files[0][1])["seat"] == 1


@pytest.mark.parametrize(
    "custom_id",
    [
        "turn:abc",
        "pn:1:1:9.9.9",
        "nonsense",
        "ps:1:1::0",
        "lb:1:explode",
        "pn:999:1:",
        "x" * 100,
        "hand:1:extra",
    ],
)
async def test_forged_custom_ids_are_refused_with_a_message(harness: Harness, custom_id: str):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    assert db_id == 1
    mover = ana if f"<@{ana.id}>" in latest_board(h, db_id).part(Part.WAITING) else ben
    reply = await h.press(mover, custom_id)
    assert len(reply.ephemeral) == 1 and reply.channel == []
    assert re.search(
        r"(recognise|not on the menu|does not exist|exactly one|out of date)", reply.ephemeral[0].text()
    )
    assert await h.bot.store.actions(db_id) == []


async def test_malformed_option_values_are_refused_with_a_message(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await open_lobby(h, "menagerie", [ana, ben])
    for custom_id, values in (
        (f"lo:{db_id}:length", ["gigantic"]),
        (f"lo:{db_id}:nosuch", ["on"]),
        (f"lm:{db_id}", ["pairs", "teleport"]),
        (f"lo:{db_id}:length", ["short", "long"]),
    ):
        reply = await h.select(ana, custom_id, values)
        assert "not offered" in reply.ephemeral[0].content, custom_id
    assert (await h.bot.store.get_game(db_id)).options["length"] == "short"
    reply = await h.slash(ana, "game rules", game="chess")
    assert "do not know" in reply.ephemeral[0].content
    await h.slash(ana, "game abort")
    reply = await h.press(ana, f"ab:{db_id}")
    reply = await h.slash(ana, "game new", game="monopoly")
    assert "do not know that game" in reply.ephemeral[0].content
    # A panel answer that is not an index is refused too.
    h.bot.new_seed = lambda: 3
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    board = latest_board(h, db_id)
    mover = ana if f"<@{ana.id}>" in board.part(Part.WAITING) else ben
    await h.press(mover, next(c for c in board.custom_ids() if c.startswith("turn:")))
    version = (await h.bot.store.get_game(db_id)).version
    reply = await h.select(mover, f"ps:{db_id}:{version}::0", ["drop table"])
    assert "not on the menu" in reply.ephemeral[-1].content


async def test_lobby_options_modules_and_seat_rules(harness: Harness):
    h = harness
    ana, ben, cy, dee, eve = (h.user(n) for n in ("ana", "ben", "cy", "dee", "eve"))
    reply = await h.slash(ana, "game new", game="menagerie")
    lobby = reply.sent[0]
    assert not lobby.where == "ephemeral"
    # Five options do not fit the three rows left beside the buttons and the time control: the on/off
    # ones share one "Modules" multi-select.
    assert [c["custom_id"] for c in lobby.selects()] == ["lo:1:length", "lo:1:table", "lm:1", "lt:1"]
    assert len(lobby.components) <= 5
    reply = await h.slash(ana, "game start")
    assert "needs 2–4 players" in reply.ephemeral[0].content
    reply = await h.press(ana, "lb:1:join")
    assert "already in this game" in reply.ephemeral[0].content
    reply = await h.press(ana, "lb:1:leave")
    assert "abort" in reply.ephemeral[0].content
    for user in (ben, cy, dee):
        await h.press(user, "lb:1:join")
    reply = await h.slash(eve, "game join")
    assert "full" in reply.ephemeral[0].content
    reply = await h.slash(dee, "game leave")
    assert "left" in reply.ephemeral[0].content
    await h.select(ana, "lm:1", ["pairs", "fast_start"])
    await h.select(ana, "lo:1:table", ["felt"])
    record = await h.bot.store.get_game(1)
    assert record.options == {
        "length": "short",
        "pairs": "on",
        "open_display": "off",
        "fast_start": "on",
        "table": "felt",
    }
    assert await h.bot.store.seats(1) == [ana.id, ben.id, cy.id]
    lobby_now = h.messages[lobby.message_id]
    assert "Green felt" in lobby_now.text() and f"<@{cy.id}>" in lobby_now.text()
    reply = await h.slash(ben, "game new", game="menagerie")
    assert "already has a game" in reply.ephemeral[0].content


async def test_abort_needs_the_creator_or_manage_channels_and_a_confirmation(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    mod = h.user("mod", manage_channels=True)
    db_id = await start_game(h, "menagerie", [ana, ben], seed=1)
    reply = await h.slash(ben, "game abort")
    assert "Only the game's creator" in reply.ephemeral[0].content
    reply = await h.press(ben, f"ab:{db_id}")
    assert "Only the game's creator" in reply.ephemeral[0].content
    reply = await h.slash(mod, "game abort")
    assert f"ab:{db_id}" in reply.ephemeral[0].custom_ids()
    assert (await h.bot.store.get_game(db_id)).status == "active"
    reply = await h.press(mod, f"ab:{db_id}", message_id=reply.ephemeral[0].message_id)
    assert (await h.bot.store.get_game(db_id)).status == "aborted"
    assert any("cancelled" in s.content for s in reply.channel)
    reply = await h.slash(ben, "game status")
    assert "no game in this channel" in reply.ephemeral[0].content


async def test_turn_reminders_can_be_turned_off(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    reply = await h.slash(ana, "game settings", reminders="no")
    assert "off" in reply.ephemeral[0].content
    db_id = await start_game(h, "menagerie", [ana, ben], seed=1)
    await play_turns(h, db_id, random.Random(2), max_turns=3)
    assert not any("Your turn in" in s.content for s in h.dms[ana.id])
    assert any("Your turn in" in s.content for s in h.dms[ben.id])
    reminder = next(s for s in h.dms[ben.id] if "Your turn in" in s.content)
    assert re.search(r"https://discord.com/channels/\d+/\d+/\d+", reminder.content)


async def test_a_game_without_private_information_sends_no_hand_dms(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    await play_game_through_buttons(h, "openmenagerie", [ana, ben], seed=8)
    for user in (ana, ben):
        assert h.dms[user.id] and all("Your turn in" in s.content or "is over" in s.content
                                      for s in h.dms[user.id])
    boards = [s for s in h.channel_messages if any(c.startswith("turn:") for c in s.custom_ids())]
    assert boards and not any(c.startswith("hand:") for s in boards for c in s.custom_ids())


async def test_a_deleted_channel_does_not_lose_the_game(harness: Harness, caplog):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=6)
    h.deleted_channels.add(CHANNEL_ID)
    posted = len(h.channel_messages)
    await play_turns(h, db_id, random.Random(3), max_turns=1)
    assert len(h.channel_messages) == posted
    assert "cannot post in channel" in caplog.text
    record = await h.bot.store.get_game(db_id)
    assert record.status == "active" and GAME.load(json.loads(record.state)).turns == 1
    h.deleted_channels.clear()
    reply = await h.slash(ana, "game board")
    assert [name for name, _ in reply.ephemeral[-1].files] == ["board.png"]


@pytest.mark.usefixtures("test_games")
async def test_a_restarted_bot_continues_the_game_from_the_last_board_button(tmp_path: Path, database: str):
    h = await Harness.create(tmp_path, games=TEST_GAMES, database=database)
    try:
        ana, ben = h.user("ana"), h.user("ben")
        db_id = await start_game(h, "menagerie", [ana, ben], seed=9)
        await play_turns(h, db_id, random.Random(4), max_turns=2)
        before = await h.bot.store.get_game(db_id)
        await h.restart()
        assert (await h.bot.store.get_game(db_id)).state == before.state
        board = latest_board(h, db_id)
        mover = ana if f"<@{ana.id}>" in board.part(Part.WAITING) else ben
        reply = await h.press(
            mover, next(c for c in board.custom_ids() if c.startswith("turn:")), message_id=board.message_id
        )
        assert any(c.startswith("pn:") for c in reply.ephemeral[0].custom_ids())
        await play_turns(h, db_id, random.Random(5))
        assert (await h.bot.store.get_game(db_id)).status == "finished"
    finally:
        await h.close()


async def test_log_status_rules_and_hand_commands(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=7)
    await play_turns(h, db_id, random.Random(6), max_turns=2)
    reply = await h.slash(ben, "game log")
    assert reply.ephemeral[0].content.count("Turn ") >= 4
    reply = await h.slash(ben, "game status")
    assert "Scores" in reply.ephemeral[0].content and f"<@{ana.id}>" in reply.ephemeral[0].content
    reply = await h.slash(ben, "game rules")
    assert [e["title"] for e in reply.ephemeral[0].embeds] == ["Menagerie", "Turn", "End"]
    state = GAME.load(json.loads((await h.bot.store.get_game(db_id)).state))
    mover = [ana, ben][GAME.to_play(state)]
    reply = await h.slash(mover, "game hand")
    shown = reply.ephemeral[-1]
    assert "Your hand" in shown.content and any(c.startswith("pn:") for c in shown.custom_ids())
    waiting = ben if mover is ana else ana
    reply = await h.slash(waiting, "game hand")
    assert "Your hand" in reply.ephemeral[-1].content and reply.ephemeral[-1].custom_ids() == []


async def test_a_game_started_by_command_posts_the_first_board(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    await h.slash(ana, "game new", game="menagerie")
    reply = await h.slash(ben, "game join")
    assert "joined" in reply.ephemeral[0].content
    reply = await h.slash(ben, "game start")
    assert "Only the creator" in reply.ephemeral[0].content
    reply = await h.slash(ana, "game start")
    assert reply.ephemeral and "Started" in reply.ephemeral[-1].content
    assert latest_board(h, 1) is not None
    lobby = next(s for s in h.messages.values() if s.where == "channel" and "Menagerie: started" in s.text())
    assert lobby.custom_ids() == []


async def test_a_game_whose_data_cannot_be_rebuilt_gets_a_polite_message(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    await play_turns(h, db_id, random.Random(1), max_turns=1)
    await h.bot.store.execute("UPDATE games SET state = 'not json' WHERE id = ?", (db_id,))
    await h.bot.store.execute("UPDATE actions SET action = 'teleport' WHERE game_id = ?", (db_id,))
    board = latest_board(h, db_id)
    for user in (ana, ben):
        reply = await h.press(user, next(c for c in board.custom_ids() if c.startswith("turn:")))
        assert "damaged" in reply.ephemeral[0].content and "/game abort" in reply.ephemeral[0].content
    reply = await h.slash(ana, "game board")
    assert "damaged" in reply.ephemeral[-1].content
    reply = await h.slash(ana, "game abort")
    await h.press(ana, f"ab:{db_id}", message_id=reply.ephemeral[0].message_id)
    assert (await h.bot.store.get_game(db_id)).status == "aborted"


async def test_a_corrupt_snapshot_is_repaired_silently_and_play_goes_on(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    await play_turns(h, db_id, random.Random(1), max_turns=1)
    await h.bot.store.execute("UPDATE games SET state = '{}' WHERE id = ?", (db_id,))
    await play_turns(h, db_id, random.Random(2))
    assert (await h.bot.store.get_game(db_id)).status == "finished"


async def test_a_committed_move_is_announced_even_if_the_panel_cannot_be_updated(harness: Harness, caplog):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    board = latest_board(h, db_id)
    mover = ana if f"<@{ana.id}>" in board.part(Part.WAITING) else ben
    panel = (await h.press(mover, next(c for c in board.custom_ids() if c.startswith("turn:")))).ephemeral[0]
    pass_id = next(b["custom_id"] for b in panel.buttons() if b["label"] == "Pass")
    await h.press(mover, pass_id, message_id=panel.message_id)
    draw_id = next(b["custom_id"] for b in h.messages[panel.message_id].buttons() if "deck" in b["label"])
    await h.press(mover, draw_id, message_id=panel.message_id)
    # A deck draw shows a hidden card: the panel asks for Confirm before it is made.
    assert "cannot be taken back" in h.messages[panel.message_id].content
    confirm = next(b["custom_id"] for b in h.messages[panel.message_id].buttons()
                   if b["custom_id"].endswith(":ok"))
    h.fail_interaction_responses = True
    reply = await h.press(mover, confirm, message_id=panel.message_id)
    assert "panel not updated" in caplog.text
    assert any(c == f"turn:{db_id}:1" for s in reply.channel for c in s.custom_ids())
    assert len(await h.bot.store.actions(db_id)) == 2


@pytest.mark.parametrize(
    ("path", "values", "expected"),
    [
        ("game settings", {"reminders": "maybe"}, "Pick Yes or No"),
        ("game settings", {"reminders": 7}, "Pick Yes or No"),
        ("game config", {"threads": "true"}, "Pick Yes or No"),
        ("game new", {"game": 12}, "do not know that game"),
        ("game play", {"move": "x" * 300}, "short text"),
        ("game new", {}, "reload Discord"),  # a command form Discord still has from an older version
    ],
)
async def test_malformed_slash_option_values_are_refused_with_a_message(
    harness: Harness, path, values, expected
):
    h = harness
    reply = await h.slash(h.user("ana"), path, **values)
    assert len(reply.ephemeral) == 1 and expected in reply.ephemeral[0].content
    assert reply.channel == []


async def test_each_player_gets_one_dm_a_turn_and_the_next_one_has_the_hand(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    board = latest_board(h, db_id)
    mover, waiting = (ana, ben) if f"<@{ana.id}>" in board.part(Part.WAITING) else (ben, ana)
    dms_before = {user.id: len(h.dms[user.id]) for user in (ana, ben)}
    await play_turns(h, db_id, random.Random(7), max_turns=1)  # play (hand changes) then draw (changes again)
    # The mover saw their hand change in their panel; the player to move next gets one DM: the reminder
    # with their hand in it.
    new_mover = h.dms[mover.id][dms_before[mover.id] :]
    new_waiting = h.dms[waiting.id][dms_before[waiting.id] :]
    assert new_mover == [] and len(new_waiting) == 1 and "Your turn in" in new_waiting[0].content
    state = GAME.load(json.loads((await h.bot.store.get_game(db_id)).state))
    seat = [ana, ben].index(waiting)
    assert all(card in new_waiting[0].content for card in state.hands[seat])


async def test_a_game_in_a_thread_is_played_there_and_leaves_the_parent_channel_free(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=2, channel_id=THREAD_ID)
    await play_turns(h, db_id, random.Random(3))
    record = await h.bot.store.get_game(db_id)
    assert record.channel_id == THREAD_ID and record.status == "finished"
    boards = [s for s in h.channel_messages if "board.png" in [f for f, _ in s.files]]
    assert boards and all(s.channel_id == THREAD_ID for s in boards)
    reply = await h.slash(ben, "game new", game="menagerie")  # the parent channel has no game
    assert any(c.startswith("lb:") for s in reply.sent for c in s.custom_ids())
