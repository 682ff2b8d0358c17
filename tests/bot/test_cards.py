"""The game cards (issue 26): every board post is a Components V2 message whose accent is the colour of the
seat to move, whose image carries alt text in the reader's language, and which loses its buttons (keeping
its image and its words) when the next one is posted; the harness refuses what Discord refuses of a V2
message; a card answers a deferred interaction by editing the original response."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import discord
import pytest
from discord_spec import violations
from harness import (
    COMPONENTS_V2,
    Harness,
    Sent,
    attachment_id,
    latest_board,
    play_turns,
    start_game,
    v2_violations,
)
from menagerie import GAME
from PIL import Image

import render
import rules
from bot import cards
from bot.app import CHART_HEIGHT
from bot.cards import ALT_TEXT_LIMIT, BoardCard, Part
from i18n import fit_text, t, text
from render.chart import WIDTH

IWARI = rules.GAMES["iwari"]


def boards_of(h: Harness, db_id: int) -> list[Sent]:
    """The game's board posts (cards created with its announcement nonce), oldest first."""
    return [s for s in h.channel_messages if s.kind == "create"
            and str(s.payload.get("nonce") or "").startswith(f"b{db_id}v")]


async def test_a_board_card_wears_the_colour_of_the_seat_to_move_and_describes_its_image(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        red, blue = h.user("red"), h.user("blue")
        db_id = await start_game(h, "iwari", [red, blue], seed=3)
        await play_turns(h, db_id, random.Random(2), max_turns=3)
        for board in boards_of(h, db_id):
            assert board.is_card and board.content == "" and board.embeds == []
        board = latest_board(h, db_id)
        loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
        view = IWARI.view(loaded.state, None)
        r, g, b = render.seat_colour("iwari", view, IWARI.to_play(loaded.state))
        assert board.accent_colour == (r << 16) | (g << 8) | b
        # Another seat to move, another colour: the red and blue tribes' cards differ.
        assert len({s.accent_colour for s in boards_of(h, db_id)}) == 2
        (item,) = board.media()
        assert item["media"]["url"] == "attachment://board.png"
        assert [name for name, _ in board.files] == ["board.png"]
        alt = item["description"]
        assert 0 < len(alt) <= ALT_TEXT_LIMIT
        assert alt == fit_text("en", IWARI.board_alt(view), limit=ALT_TEXT_LIMIT)  # the describer's words
        assert "after turn 3" in alt and "after turn 3" in board.title()
        # The parts a player reads, in order: heading, image, what happened, whom it waits for, the score
        # line, the players; then the buttons.
        kinds = [(c.get("type"), c.get("id")) for c in board.components[0]["components"]]
        assert kinds[:3] == [(10, Part.TITLE), (12, Part.BOARD), (14, None)]
        assert [kind for kind in kinds[3:] if kind[0] == 10] == [
            (10, Part.HAPPENED), (10, Part.WAITING), (10, Part.STATUS), (10, Part.PLAYERS)]
        assert kinds[-1] == (1, Part.BUTTONS)
        assert board.part(Part.HAPPENED).startswith("• ")
        assert "<t:" in board.part(Part.WAITING)  # the deadline as a Discord timestamp
        assert f"<@{red.id}>" in board.part(Part.PLAYERS) and f"<@{blue.id}>" in board.part(Part.PLAYERS)
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


async def test_the_previous_card_loses_its_buttons_and_keeps_its_image_and_words(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    first = latest_board(h, db_id)
    assert first.custom_ids()
    start = len(h.http_log)
    await play_turns(h, db_id, random.Random(1), max_turns=1)
    retired = h.messages[first.message_id]
    assert retired.kind == "edit" and retired.is_card and retired.custom_ids() == []
    assert retired.files == first.files and retired.media() == first.media()
    assert retired.part(Part.HAPPENED) == first.part(Part.HAPPENED) and retired.title() == first.title()
    assert retired.part(Part.WAITING) == ""  # whom it waited for is history now
    # The edit sent the whole card again and named the image it keeps by its id.
    (edit,) = [body for method, path, body in h.http_log[start:]
               if method == "PATCH" and path.endswith(f"/messages/{first.message_id}")]
    assert edit["flags"] & COMPONENTS_V2 and edit["attachments"] == [
        {"id": attachment_id(first.message_id, 0)}]
    # The one live card is the newest, with its buttons.
    assert latest_board(h, db_id).message_id != first.message_id


async def test_a_restarted_bot_retires_the_card_it_did_not_post(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    first = latest_board(h, db_id)
    await h.restart()  # nothing in memory: the card's words come from the database
    await play_turns(h, db_id, random.Random(1), max_turns=1)
    retired = h.messages[first.message_id]
    assert retired.custom_ids() == [] and retired.media() == first.media() and retired.files == first.files
    assert retired.part(Part.HAPPENED) == first.part(Part.HAPPENED)


async def test_a_board_posted_before_cards_is_retired_as_it_was_posted(harness: Harness):
    """A game in play when the bot was upgraded: its live board is an embed, and no card is kept for it.
    The next board (a card) takes its buttons and first line off the old way."""
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    record = await h.bot.store.get_game(db_id)
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(custom_id=f"turn:{db_id}:0", label="Take your turn"))
    old = await h.bot.post(record, content=f"<@{a.id}>, it is your turn.", view=view,
                           embed=discord.Embed(title="Menagerie · the game begins"))
    await h.bot.store.set_board_message(db_id, old.id)  # as the bot before cards kept it: no card
    await play_turns(h, db_id, random.Random(1), max_turns=1)
    retired = h.messages[old.id]
    assert not retired.is_card and retired.content == "" and retired.custom_ids() == []
    assert retired.embeds[0]["title"] == "Menagerie · the game begins"
    assert latest_board(h, db_id).is_card


async def test_the_final_card_has_the_outcome_the_scores_and_rematch(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    await play_turns(h, db_id, random.Random(1))
    final = boards_of(h, db_id)[-1]
    assert final.is_card and final.title() == t("en", "bot-final-title", game="Menagerie")
    assert "after turn" in final.part(Part.TITLE)
    assert final.part(Part.RESULT) and final.part(Part.SCORES).startswith("**1. ")
    assert [c.split(":")[0] for c in final.custom_ids()] == ["rg"]
    assert final.media() and final.media()[0]["description"]
    assert final.part(Part.WAITING) == "" and final.accent_colour is not None
    # Beside the board, the score chart (issue 31): each seat's score after every turn, drawn, with its
    # alt text naming the final scores.
    board, chart = final.media()
    assert board["media"]["url"] == "attachment://board.png"
    assert chart["media"]["url"] == "attachment://scores.png"
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    assert chart["description"].startswith("Chart of the scores after each of the")
    assert all(f"{text('en', GAME.seat_label(loaded.state, seat))} {score}" in chart["description"]
               for seat, score in enumerate(GAME.scores(loaded.state)))
    png = dict(final.files)["scores.png"]
    assert Image.open(io.BytesIO(png)).size == (WIDTH, CHART_HEIGHT)


async def test_a_hand_dm_carries_its_alt_text_in_the_players_language(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    h.set_locale(b, "de")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    dms = [(method, body) for method, path, body in h.http_log
           if method == "POST" and any(name == "hand.png" for name, _ in _files(body))]
    assert dms
    for _, body in dms:
        (attachment,) = body["attachments"]
        assert attachment["filename"] == "hand.png" and 0 < len(attachment["description"]) <= ALT_TEXT_LIMIT
    # The describer's words for that seat's own view (test games speak plain English).
    seat = loaded.users.index(b.id)
    assert any(body["attachments"][0]["description"] == fit_text(
        "de", GAME.hand_alt(GAME.view(loaded.state, seat)), limit=ALT_TEXT_LIMIT) for _, body in dms)


def _files(body: dict) -> list[tuple[str, str]]:
    return [(a.get("filename"), a.get("description"))
            for a in body.get("attachments") or [] if a.get("filename")]


@pytest.mark.parametrize("bound", [60.0, 0.0])
async def test_the_private_board_card_answers_at_once_or_by_editing_the_deferred_answer(harness: Harness,
                                                                                    bound: float):
    h = harness
    a, b = h.user("a"), h.user("b")
    await start_game(h, "menagerie", [a, b], seed=4)
    h.bot.answer_bound = bound
    start = len(h.http_log)
    reply = await h.slash(b, "game board")
    (card,) = reply.ephemeral
    assert card.is_card and card.title() == "Menagerie · now" and card.media()[0]["description"]
    assert [name for name, _ in card.files] == ["board.png"]
    calls = [(method, path.split("/")[-1]) for method, path, _ in h.http_log[start:]]
    if bound:
        assert calls == [("POST", "callback")]  # one response: the card itself (type 4)
        assert reply.responses[0]["type"] == 4
    else:
        # Deferred ("thinking"), then the original response edited into the card: never a follow-up,
        # which Discord refuses to turn a deferred answer into a V2 message.
        assert calls == [("POST", "callback"), ("PATCH", "@original")]
        assert reply.responses[0]["type"] == 5


async def test_the_lobby_card_fills_the_deferred_new_game_answer(harness: Harness):
    h = harness
    a = h.user("a")
    reply = await h.slash(a, "game new", game="menagerie")
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    assert lobby.is_card and lobby.where == "channel"
    assert ("PATCH", "@original") in [(m, p.split("/")[-1]) for m, p, _ in h.http_log]
    assert lobby.title() == t("en", "bot-lobby-title-new", game="Menagerie")


async def test_a_replay_animation_has_alt_text_naming_the_game_and_its_turns(harness: Harness):
    h = harness
    a, b = h.user("a"), h.user("b")
    db_id = await start_game(h, "menagerie", [a, b], seed=4)
    await play_turns(h, db_id, random.Random(1))
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    turns = GAME.turn_count(loaded.state)
    start = len(h.http_log)
    await h.slash(b, "records replay", id=db_id)
    (post,) = [body for method, path, body in h.http_log[start:]
               if method == "POST" and path.endswith("/messages") and _files(body)]
    (name, alt), = _files(post)
    assert name.endswith(".gif") and alt.startswith(f"Replay of game {db_id}, {turns} turns.")
    assert len(alt) <= ALT_TEXT_LIMIT and "Game over" in alt  # then the final position, in words


# --- the format rules the harness enforces ---------------------------------------------------------------
def card_payload(*texts: str, rows: int = 0, content: str | None = None) -> dict:
    items = [{"type": 10, "content": value} for value in texts]
    items += [{"type": 1, "components": [{"type": 2, "style": 2, "label": "x", "custom_id": f"b{n}"}]}
              for n in range(rows)]
    payload = {"flags": COMPONENTS_V2, "components": [{"type": 17, "components": items}]}
    if content is not None:
        payload["content"] = content
    return payload


def test_the_harness_refuses_what_discord_refuses_of_a_v2_message():
    assert v2_violations(card_payload("### A card", "hello"), []) == []
    assert any("content" in p for p in v2_violations(card_payload("hello", content="hi"), []))
    with_embeds = {**card_payload("hello"), "embeds": [{"title": "x"}]}
    assert any("embeds" in p for p in v2_violations(with_embeds, []))
    # 41 components: the container, 20 action rows and their 20 buttons.
    assert any("41 components" in p for p in v2_violations(card_payload(rows=20), []))
    assert v2_violations(card_payload("x", rows=19), []) == []  # 40 in all
    assert any("4001 characters" in p for p in v2_violations(card_payload("x" * 4000, "y"), []))
    assert v2_violations(card_payload("x" * 3999, "y"), []) == []
    gallery = {"type": 12, "items": [{"media": {"url": "attachment://board.png"}, "description": "a board"}]}
    with_image = {"flags": COMPONENTS_V2, "components": [{"type": 17, "components": [gallery]}]}
    assert v2_violations(with_image, ["board.png"]) == []
    assert any("names no file" in p for p in v2_violations(with_image, ["hand.png"]))
    gallery["items"][0]["description"] = "x" * 1025
    assert any("alt text" in p for p in v2_violations(with_image, ["board.png"]))


def test_discords_specification_refuses_an_oversized_card_too():
    """The OpenAPI check (every request of the whole-game tests) reads V2 payloads as well."""
    path = "/channels/1/messages"
    assert violations("POST", path, card_payload("### A card", "hello")) == []
    assert violations("POST", path, card_payload("x" * 4001))  # one text display over 4000
    too_many = {"flags": COMPONENTS_V2, "components": [
        {"type": 17, "components": [{"type": 10, "content": "x"}] * 41}]}
    assert violations("POST", path, too_many)


async def test_the_harness_refuses_a_deferred_answer_turned_into_a_card_by_a_follow_up(harness: Harness):
    h = harness
    a = h.user("a")

    async def answered_the_wrong_way(interaction: discord.Interaction) -> None:
        await h.bot.defer(interaction)
        await interaction.followup.send(view=cards.text_card("A card", "sent the wrong way"), ephemeral=True)

    h.bot.get_cog("InfoCog").my_games = answered_the_wrong_way  # type: ignore[union-attr]
    await h.slash(a, "game mine")
    assert any("follow-up cannot turn a deferred answer into a V2 message" in p for p in h.violations)
    h.violations.clear()


def test_a_card_fits_discords_4000_characters_whatever_its_parts_say():
    long = BoardCard(title="Iwari · after turn 9", image="board.png", alt="a board",
                     happened="\n".join(f"• line {n} " + "x" * 80 for n in range(80)),
                     waiting="<@1>, it is your turn.", status="s" * 2000, players="-# Red — <@1>")
    payload = {"flags": COMPONENTS_V2, "components": long.layout().to_components()}
    assert v2_violations(payload, ["board.png"]) == []
    shown = [c["content"] for c in payload["components"][0]["components"] if c["type"] == 10]
    assert sum(map(len, shown)) <= 4000
    assert "<@1>, it is your turn." in shown and any(text.endswith("…") for text in shown)


def test_a_kept_card_round_trips_and_an_unreadable_one_is_none():
    card = BoardCard(title="T", image="board.png", alt="alt", attachment_id=5, waiting="w", colour=0x123456)
    assert BoardCard.from_json(card.to_json()) == card
    assert BoardCard.from_json(json.dumps({**json.loads(card.to_json()), "later_field": 1})) == card
    assert BoardCard.from_json(None) is None and BoardCard.from_json("not json") is None
    assert card.retired().waiting == "" and card.retired().image == "board.png"
