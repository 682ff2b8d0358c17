"""Taking a decision back: ``/game undo`` and the turn panel's Undo button.

Allowed only for the seat that took the last stored action, still to play, inside the same turn, when the
game says the action revealed nothing hidden (``Game.undoable``). Menagerie covers the flow (its card play
can be undone, every draw ends the turn); real Iwari covers walking back two decisions and a deck draw
that stands.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from harness import Harness, declared_id_formats, discord_limit_violations, latest_board, start_game
from menagerie import GAME, TEST_GAMES

import rules
from bot import ids, messages
from bot.cards import Part
from bot.messages import UNDO_LABEL as UNDO_MSG
from bot.panel import PanelStep
from i18n import t, text
from rules.iwari.actions import DECK, Draw, Place
from store import NewAction, StaleVersion, open_store

UNDO_LABEL = text("en", UNDO_MSG)


def parse(custom_id: str) -> ids.ParsedId | None:
    """``ids.parse`` by the formats the rooms declare."""
    return ids.parse(custom_id, declared_id_formats())


def mover_of(h: Harness, db_id: int, users):
    board = latest_board(h, db_id)
    return next(user for user in users if f"<@{user.id}>" in board.part(Part.WAITING)), board


def button_id(sent, label: str) -> str:
    return next(b["custom_id"] for b in sent.buttons() if b.get("label") == label)


async def stored(h: Harness, db_id: int, game=GAME):
    record = await h.bot.store.get_game(db_id)
    return record, game.load(json.loads(record.state))


async def test_the_undo_button_takes_a_play_back_and_shows_the_first_decision_again(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    start_record, start_state = await stored(h, db_id)
    mover, board = mover_of(h, db_id, [ana, ben])
    reply = await h.press(mover, next(c for c in board.custom_ids() if c.startswith("turn:")))
    panel = reply.ephemeral[0]
    assert UNDO_LABEL not in [b.get("label") for b in panel.buttons()]  # nothing decided yet
    await h.press(mover, button_id(panel, "Play a card"), message_id=panel.message_id)
    card = start_state.hands[start_state.to_play][0]
    await h.press(mover, button_id(h.messages[panel.message_id], card), message_id=panel.message_id)
    after_play = h.messages[panel.message_id]
    assert "Draw" in after_play.text() and UNDO_LABEL in [b.get("label") for b in after_play.buttons()]
    old_ids = after_play.custom_ids()
    channel_before = len(h.channel_messages)

    reply = await h.press(mover, button_id(after_play, UNDO_LABEL), message_id=panel.message_id)
    assert reply.channel == [] and len(h.channel_messages) == channel_before
    restored = h.messages[panel.message_id]
    assert "Taken back" in restored.text() and "Play a card" in [b.get("label") for b in restored.buttons()]
    assert UNDO_LABEL not in [b.get("label") for b in restored.buttons()]
    record, state = await stored(h, db_id)
    assert state == start_state and record.state == start_record.state
    assert record.version == start_record.version + 2
    assert await h.bot.store.actions(db_id) == []

    # Every button of the panel from before the undo is stale now, the Undo button included. Pressed as a
    # forged client would (on a made-up public message: the panel itself shows the new ids), each answers
    # privately with the current panel and changes nothing.
    for custom_id in old_ids:
        reply = await h.press(mover, custom_id)
        assert reply.channel == [] and len(reply.ephemeral) == 1, custom_id
        assert t("en", "bot-stale-panel") in reply.ephemeral[0].content, custom_id
        assert reply.ephemeral[0].custom_ids() == restored.custom_ids(), custom_id
    assert (await h.bot.store.get_game(db_id)).version == record.version

    # The turn goes on from the restored panel; the board's summary never mentions the undone play.
    other = start_state.hands[start_state.to_play][1]
    await h.press(mover, button_id(restored, "Play a card"), message_id=panel.message_id)
    await h.press(mover, button_id(h.messages[panel.message_id], other), message_id=panel.message_id)
    deck = button_id(h.messages[panel.message_id], "From the deck")
    await h.press(mover, deck, message_id=panel.message_id)
    confirm = next(b["custom_id"] for b in h.messages[panel.message_id].buttons()
                   if b["custom_id"].endswith(":ok"))
    await h.press(mover, confirm, message_id=panel.message_id)
    new_board = latest_board(h, db_id)
    assert new_board is not board and f"plays {other}" in new_board.text()
    assert f"plays {card}" not in new_board.text()


async def test_game_undo_command_and_its_refusals(harness: Harness):
    h = harness
    ana, ben, zed = h.user("ana"), h.user("ben"), h.user("zed")
    reply = await h.slash(ana, "game undo")
    assert "no game in this channel" in reply.ephemeral[0].content
    db_id = await start_game(h, "menagerie", [ana, ben], seed=5)
    _, start_state = await stored(h, db_id)
    mover, _ = mover_of(h, db_id, [ana, ben])
    waiting = ben if mover is ana else ana
    reply = await h.slash(mover, "game undo")
    assert "Nothing to undo" in reply.ephemeral[0].content
    card = start_state.hands[start_state.to_play][0]
    await h.slash(mover, "game play", move=f"play:{card}")

    reply = await h.slash(zed, "game undo")
    assert "not playing" in reply.ephemeral[0].content
    reply = await h.slash(waiting, "game undo")
    assert "Only the player who took the last decision" in reply.ephemeral[0].content
    assert len(await h.bot.store.actions(db_id)) == 1

    reply = await h.slash(mover, "game undo")
    assert reply.channel == [] and len(reply.ephemeral) == 1
    assert "Taken back" in reply.ephemeral[0].content and f"plays {card}" in reply.ephemeral[0].content
    assert "Play a card" in [b.get("label") for b in reply.ephemeral[0].buttons()]
    _, state = await stored(h, db_id)
    assert state == start_state
    reply = await h.slash(mover, "game undo")
    assert "Nothing to undo this turn" in reply.ephemeral[0].content

    # A completed turn stands, for the player who took it and for the next one.
    await h.slash(mover, "game play", move=f"play:{card}")
    await h.slash(mover, "game play", move="draw:deck")
    reply = await h.slash(mover, "game undo")
    assert "already over" in reply.ephemeral[0].content
    reply = await h.slash(waiting, "game undo")
    assert "Nothing to undo this turn" in reply.ephemeral[0].content
    assert len(await h.bot.store.actions(db_id)) == 2


@pytest.mark.usefixtures("test_games")
async def test_undo_after_a_restart_works_from_the_database(tmp_path: Path):
    h = await Harness.create(tmp_path, games=TEST_GAMES)
    try:
        ana, ben = h.user("ana"), h.user("ben")
        db_id = await start_game(h, "menagerie", [ana, ben], seed=9)
        _, start_state = await stored(h, db_id)
        mover, _ = mover_of(h, db_id, [ana, ben])
        await h.slash(mover, "game play", move="pass")
        await h.restart()
        reply = await h.slash(mover, "game undo")
        assert "Taken back" in reply.ephemeral[0].content
        _, state = await stored(h, db_id)
        assert state == start_state and await h.bot.store.actions(db_id) == []
    finally:
        await h.close()
    assert h.violations == []


async def test_iwari_undo_walks_back_two_decisions_and_a_deck_draw_stands(tmp_path: Path):
    iwari = rules.GAMES["iwari"]
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        red, blue = h.user("red"), h.user("blue")
        db_id = await start_game(h, "iwari", [red, blue], seed=21)
        _, start = await stored(h, db_id, iwari)
        mover = [red, blue][iwari.to_play(start)]
        own = next(a for a in iwari.legal_actions(start)
                   if isinstance(a, Place) and iwari.apply(start, a).phase == "neutral")
        await h.slash(mover, "game play", move=iwari.encode(own))
        _, placed = await stored(h, db_id, iwari)
        neutral = next(a for a in iwari.legal_actions(placed)
                       if iwari.turn_count(iwari.apply(placed, a)) == placed.turn_count)
        reply = await h.slash(mover, "game play", move=iwari.encode(neutral))
        assert reply.channel == []

        reply = await h.slash(mover, "game undo")
        assert "Taken back" in reply.ephemeral[0].content and reply.ephemeral[0].custom_ids()
        assert (await stored(h, db_id, iwari))[1] == placed
        reply = await h.slash(mover, "game undo")
        assert "Taken back" in reply.ephemeral[0].content
        assert (await stored(h, db_id, iwari))[1] == start
        reply = await h.slash(mover, "game undo")
        assert "Nothing to undo this turn" in reply.ephemeral[0].content

        # Place and the neutral turn again, then draw blind from the deck: that card was hidden.
        await h.slash(mover, "game play", move=iwari.encode(own))
        await h.slash(mover, "game play", move=iwari.encode(neutral))
        _, before_draw = await stored(h, db_id, iwari)
        assert len(before_draw.hands[before_draw.seat]) <= 3
        await h.slash(mover, "game play", move=iwari.encode(Draw(DECK)))
        record, drawn = await stored(h, db_id, iwari)
        assert drawn.turn_count == start.turn_count
        reply = await h.slash(mover, "game undo")
        assert "revealed hidden information" in reply.ephemeral[0].content
        assert "draws from the deck" in reply.ephemeral[0].content
        assert (await h.bot.store.get_game(db_id)).version == record.version
        assert reply.channel == []
    finally:
        await h.close()
    assert h.violations == []


async def test_the_store_undoes_only_the_last_action_at_the_expected_version(tmp_path: Path):
    store = await open_store(str(tmp_path / "undo.sqlite3"))
    try:
        record = await store.create_lobby(guild_id=9, channel_id=1, game=GAME.id, options={}, creator_id=100)
        await store.add_seat(record.id, 200)
        first = GAME.setup(2, {}, 5)
        version = await store.start_game(record.id, seed=5, state_json=json.dumps(GAME.dump(first)))
        played = GAME.apply(first, GAME.legal_actions(first)[0])
        version = await store.commit_action(
            record.id, expected_version=version, actions=[NewAction(0, "x", "line", 0)],
            state_json=json.dumps(GAME.dump(played)), finished=False, turn_completed=False)
        [entry] = await store.actions(record.id)
        for kwargs in ({"expected_version": version - 1, "seq": entry.seq},
                       {"expected_version": version, "seq": entry.seq + 1}):
            with pytest.raises(StaleVersion):
                await store.undo_action(record.id, state_json="{}", **kwargs)
        assert len(await store.actions(record.id)) == 1
        new_version = await store.undo_action(record.id, expected_version=version, seq=entry.seq,
                                              state_json=json.dumps(GAME.dump(first)))
        stored_record = await store.get_game(record.id)
        assert new_version == version + 1 == stored_record.version
        assert GAME.load(json.loads(stored_record.state)) == first
        assert stored_record.turn_start_state == json.dumps(GAME.dump(first))
        assert await store.actions(record.id) == []
    finally:
        await store.close()


@pytest.mark.parametrize("step", [
    PanelStep("choose", (0,), (("Action", "Place"),), question="Space",
              options=tuple(f"Space {i}" for i in range(count)), can_go_back=True, back_path=())
    for count in (3, 30, 130)
] + [PanelStep("confirm", (0,), (("Draw", "From the deck"),), action="d")])
def test_the_undo_button_fits_every_panel_layout_and_carries_the_version(step):
    view = messages.panel_view("en", 7, 3, step, page=1, undo=True)
    components = view.to_components()
    undo = [item for row in components for item in row["components"] if item.get("label") == UNDO_LABEL]
    assert [item["custom_id"] for item in undo] == [ids.undo(7, 3)] == ["un:7:3"]
    assert parse("un:7:3") == ids.ParsedId("un", 7, {"version": "3"})
    assert parse("un:7:x") is None and parse("un:7") is None
    assert discord_limit_violations({"components": components}) == []
    plain = messages.panel_view("en", 7, 3, step, page=1)
    assert all(item.get("label") != UNDO_LABEL for row in plain.to_components() for item in row["components"])
