"""Out-of-date controls: a turn panel's button pressed after the game moved on (a second
panel, a typed move, an undo from another panel, a turn that ended) and "Take your turn" on a board of an
earlier turn.

Such a press applies nothing, stores nothing, renders nothing and posts nothing. The player reads that the
control was out of date and gets their current panel when the decision is still theirs (a panel press
edits the panel it came from, as every panel press does), else what the game waits for now, with a link
to the newest board. Each test runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import json
import random
from typing import Any

from harness import Harness, Reply, Sent, declared_id_formats, latest_board, play_turns, start_game
from menagerie import GAME

from bot import ids
from bot.messages import UNDO_LABEL as UNDO_MSG
from bot.messages import jump_url
from i18n import t, text

STALE_PANEL = t("en", "bot-stale-panel")
STALE_BOARD = t("en", "bot-stale-board")
YOUR_DECISION = t("en", "bot-stale-your-decision")
UNDO_LABEL = text("en", UNDO_MSG)


def parse(custom_id: str) -> ids.ParsedId | None:
    """``ids.parse`` by the formats the rooms declare."""
    return ids.parse(custom_id, declared_id_formats())


def button_id(sent: Sent, label: str) -> str:
    return next(b["custom_id"] for b in sent.buttons() if b.get("label") == label)


def turn_id(board: Sent) -> str:
    return next(c for c in board.custom_ids() if c.startswith("turn:"))


def versions(sent: Sent) -> set[int]:
    """The game versions the panel controls of a message were built at."""
    found = set()
    for custom_id in sent.custom_ids():
        parsed = parse(custom_id)
        assert parsed is not None, custom_id
        if parsed.kind in ("pn", "ps", "fs", "un"):
            found.add(int(parsed.fields["version"]))
    return found


async def snapshot(h: Harness, db_id: int) -> tuple[Any, ...]:
    """Everything a press could change about the game: its row (version, state, board, times) and its log."""
    return (await h.bot.store.get_game(db_id), await h.bot.store.actions(db_id))


async def mover_and_other(h: Harness, db_id: int, users: list[Any]) -> tuple[Any, Any]:
    record = await h.bot.store.get_game(db_id)
    seat = GAME.to_play(GAME.load(json.loads(record.state)))
    return users[seat], users[1 - seat]


async def open_panel(h: Harness, user: Any, db_id: int) -> Sent:
    board = latest_board(h, db_id)
    reply = await h.press(user, turn_id(board), message_id=board.message_id)
    panel = next(s for s in reply.ephemeral if s.custom_ids())
    assert versions(panel) == {(await h.bot.store.get_game(db_id)).version}
    return panel


def assert_only_edited(reply: Reply, message_id: int) -> Sent:
    """The press edited the message it was on and did nothing else: no new message anywhere, no image."""
    assert [(s.kind, s.where, s.message_id) for s in reply.sent] == [("edit", "ephemeral", message_id)]
    assert reply.sent[0].files == []
    return reply.sent[0]


async def test_an_out_of_date_panel_of_your_own_decision_becomes_the_current_panel(any_harness: Harness):
    """Case (a): two panels for one decision. A decision made in one (or typed with /game play, or taken
    back with Undo) leaves the other out of date: its buttons, Undo included, turn it into the current
    panel, in place, and the press applies nothing."""
    h = any_harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    mover, _ = await mover_and_other(h, db_id, [ana, ben])
    record = await h.bot.store.get_game(db_id)
    hand = GAME.load(json.loads(record.state)).hands[GAME.load(json.loads(record.state)).to_play]
    older, newer = await open_panel(h, mover, db_id), await open_panel(h, mover, db_id)
    pass_on_older = button_id(older, "Pass")

    # A card played in the newer panel: the older one is out of date, the decision (the draw) still the
    # mover's.
    await h.press(mover, button_id(newer, "Play a card"), message_id=newer.message_id)
    await h.press(mover, button_id(h.messages[newer.message_id], hand[0]), message_id=newer.message_id)
    current = h.messages[newer.message_id]
    assert "Draw" in current.text() and UNDO_LABEL in current.text()
    before, renders = await snapshot(h, db_id), len(h.renderer.calls)
    channel_before = len(h.channel_messages)

    reply = await h.press(mover, pass_on_older, message_id=older.message_id)
    edited = assert_only_edited(reply, older.message_id)
    assert STALE_PANEL in edited.content and YOUR_DECISION in edited.content
    assert edited.custom_ids() == current.custom_ids()  # the current panel: the draw, with Undo
    assert versions(edited) == {before[0].version}
    assert await snapshot(h, db_id) == before and len(h.renderer.calls) == renders
    assert len(h.channel_messages) == channel_before

    # Undo from the newer panel: the older one (now showing the draw with Undo) is out of date again, and
    # its Undo button must not take a second decision back.
    await h.press(mover, button_id(current, UNDO_LABEL), message_id=newer.message_id)
    after_undo = await snapshot(h, db_id)
    assert after_undo[1] == []
    reply = await h.press(mover, button_id(h.messages[older.message_id], UNDO_LABEL),
                          message_id=older.message_id)
    edited = assert_only_edited(reply, older.message_id)
    assert STALE_PANEL in edited.content
    assert "Play a card" in edited.text() and UNDO_LABEL not in edited.text()
    assert edited.custom_ids() == [c for c in h.messages[newer.message_id].custom_ids()]
    assert await snapshot(h, db_id) == after_undo and len(h.channel_messages) == channel_before

    # A move typed with /game play leaves the panel out of date the same way.
    await h.slash(mover, "game play", move=f"play:{hand[1]}")
    moved = await snapshot(h, db_id)
    reply = await h.press(mover, button_id(h.messages[older.message_id], "Play a card"),
                          message_id=older.message_id)
    edited = assert_only_edited(reply, older.message_id)
    assert STALE_PANEL in edited.content and "Draw" in edited.text()
    assert versions(edited) == {moved[0].version}
    assert await snapshot(h, db_id) == moved
    assert len(h.channel_messages) == channel_before


async def test_an_out_of_date_panel_after_your_turn_says_who_decides_now(any_harness: Harness):
    """Case (b): the mover's turn ended elsewhere (here with /game play) while a panel of it was open. Its
    buttons say the panel is out of date, who decides now and where the newest board is; the panel loses
    its dead buttons, and nothing is applied, rendered or posted."""
    h = any_harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    mover, other = await mover_and_other(h, db_id, [ana, ben])
    panel = await open_panel(h, mover, db_id)
    pass_id = button_id(panel, "Pass")
    await h.slash(mover, "game play", move="pass")
    await h.slash(mover, "game play", move="draw:deck")
    before, renders = await snapshot(h, db_id), len(h.renderer.calls)
    assert before[0].board_message_id is not None
    channel_before = len(h.channel_messages)

    reply = await h.press(mover, pass_id, message_id=panel.message_id)
    edited = assert_only_edited(reply, panel.message_id)
    assert STALE_PANEL in edited.content and YOUR_DECISION not in edited.content
    seat = GAME.to_play(GAME.load(json.loads(before[0].state)))
    assert t("en", "bot-stale-now-decides", user=other.mention, seat=GAME.seat_label(None, seat)) \
        in edited.content
    assert jump_url(before[0].guild_id, before[0].channel_id, before[0].board_message_id) in edited.content
    assert edited.custom_ids() == [] and edited.embeds == []
    assert await snapshot(h, db_id) == before and len(h.renderer.calls) == renders
    assert len(h.channel_messages) == channel_before


async def test_take_your_turn_on_a_board_of_an_earlier_turn_answers_privately_without_a_board(
        any_harness: Harness):
    """Case (c): "Take your turn" on an older board (a client that did not refresh after the board lost its
    buttons). The player whose decision it is now gets their current panel, the other player who decides
    now and a link to the newest board, and after the end that the game is over; all privately,
    without an image, and the old board stays as it is."""
    h = any_harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    first_board = latest_board(h, db_id)
    old_turn = turn_id(first_board)
    await play_turns(h, db_id, random.Random(1), max_turns=2)
    mover, other = await mover_and_other(h, db_id, [ana, ben])
    before, renders = await snapshot(h, db_id), len(h.renderer.calls)
    old_board = h.messages[first_board.message_id]
    channel_before = len(h.channel_messages)

    reply = await h.press(mover, old_turn)
    assert len(reply.sent) == 1 and reply.ephemeral == reply.sent
    answer = reply.sent[0]
    assert answer.kind == "create" and answer.files == [] and answer.embeds == []
    assert STALE_BOARD in answer.content and YOUR_DECISION in answer.content
    assert versions(answer) == {before[0].version}
    assert "Play a card" in answer.text()
    fresh = await open_panel(h, mover, db_id)
    assert answer.custom_ids() == fresh.custom_ids()

    reply = await h.press(other, old_turn)
    assert len(reply.sent) == 1 and reply.ephemeral == reply.sent
    answer = reply.sent[0]
    assert answer.files == [] and answer.embeds == [] and answer.custom_ids() == []
    assert STALE_BOARD in answer.content
    assert t("en", "bot-stale-now-decides", user=mover.mention,
             seat=GAME.seat_label(None, [ana, ben].index(mover))) in answer.content
    assert jump_url(before[0].guild_id, before[0].channel_id, before[0].board_message_id) in answer.content

    assert h.messages[first_board.message_id] == old_board
    assert len(h.channel_messages) == channel_before and len(h.renderer.calls) == renders
    assert await snapshot(h, db_id) == before

    # Once the game is over the old board's button says so, and links to the final board.
    await play_turns(h, db_id, random.Random(2))
    final, channel_before = await snapshot(h, db_id), len(h.channel_messages)
    assert final[0].status == "finished"
    reply = await h.press(mover, old_turn)
    assert len(reply.sent) == 1 and reply.ephemeral == reply.sent
    answer = reply.sent[0]
    assert answer.files == [] and answer.custom_ids() == []
    assert STALE_BOARD in answer.content and t("en", "bot-panel-game-over") in answer.content
    assert jump_url(final[0].guild_id, final[0].channel_id, final[0].board_message_id) in answer.content
    assert len(h.channel_messages) == channel_before and await snapshot(h, db_id) == final
