"""Issue 26, "readable by everyone", through the Discord harness.

- ``/game describe`` answers privately, in the reader's language, with the channel's board in words (the
  game's ``board_text``), headings bold, in as many messages as it takes, each within Discord's limit; it
  says nothing a public view does not (a Menagerie hand's unusual card names never appear), and politely
  refuses where there is no game (a channel without one, a lobby, a DM). ``/game board show:words`` gives
  the same words.
- ``/game settings boards:text`` turns what the bot sends that player privately into words: the turn DM
  and the hand DMs carry the hand and the board as text and no image, ``/game hand`` and ``/game board``
  answer in words; the other players keep their images, and so does the channel's board.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from harness import Harness, latest_board, play_turns, start_game
from menagerie import DECK

import i18n
import rules
from bot import messages
from i18n import t
from rules.base import ALT_TEXT_LIMIT

LOCALES = {"en": "en-US", "es": "es-ES", "de": "de", "it": "it"}


async def loaded_game(h: Harness, db_id: int):
    record = await h.bot.store.get_game(db_id)
    assert record is not None
    return await h.bot.service.load(record)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
async def test_the_board_in_words_answers_privately_in_the_readers_language(tmp_path: Path, lang: str):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        ana, ben, eve = h.user("ana"), h.user("ben"), h.user("eve")
        db_id = await start_game(h, "iwari", [ana, ben], {"expeditions": "on", "feats": "on"}, seed=3)
        await play_turns(h, db_id, random.Random(2), max_turns=4)
        h.set_locale(eve, LOCALES[lang])  # a reader who does not play: only the public view is hers
        before = len(h.channel_messages)
        reply = await h.slash(eve, "game describe")
        loaded = await loaded_game(h, db_id)
        sections = loaded.game.board_text(loaded.view(None))
        expected = messages.board_in_words(lang, sections,
                                           head=t(lang, "bot-describe-head", game=loaded.game.title))
        assert len(h.channel_messages) == before and reply.channel == []
        assert [s.content for s in reply.ephemeral] == expected
        assert len(expected) >= 2 and all(len(chunk) <= messages.MAX_CONTENT for chunk in expected)
        assert all(not s.files and not s.embeds for s in reply.ephemeral)
        words = "\n".join(expected)
        for section in sections:
            assert f"**{i18n.text(lang, section.heading)}**" in words
        # In the reader's language: the territories' heading, the board's title.
        assert i18n.t(lang, "iwari-text-heading", heading="territories") in words
        assert i18n.text(lang, sections[0].lines[0]) in words
        # Nothing private: no player's own view (their hand) is in it.
        for seat in range(2):
            assert i18n.text(lang, loaded.game.private_text(loaded.state, seat)) not in words
        # /game board show:words says the same.
        board = await h.slash(eve, "game board", show="words")
        assert [s.content for s in board.ephemeral] == expected and board.channel == []
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


async def test_the_board_in_words_names_no_card_of_a_hidden_hand(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    db_id = await start_game(h, "menagerie", [ana, ben], seed=5)
    await play_turns(h, db_id, random.Random(3), max_turns=2)
    reply = await h.slash(ana, "game describe")
    record = await h.bot.store.get_game(db_id)
    data = json.loads(record.state)
    public = set(data["display"]) | {card for cards in data["played"] for card in cards}
    hidden = {card for hand in data["hands"] for card in hand} - public
    words = "\n".join(s.content for s in reply.ephemeral)
    assert hidden and "Menagerie table" in words
    assert {card for card in DECK if card in hidden and card in words} == set()


async def test_the_board_in_words_is_refused_politely_without_a_game(harness: Harness):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    h.set_locale(ana, "it")
    reply = await h.slash(ana, "game describe")
    assert [s.content for s in reply.ephemeral] == [t("it", "bot-error-no-game-here")]
    reply = await h.slash(ana, "game describe", channel_id=h.dm_channel(ana))
    assert [s.content for s in reply.ephemeral] == [t("it", "bot-error-games-live-in-channels")]
    await h.slash(ben, "game new", game="menagerie")  # a lobby: no board yet
    reply = await h.slash(ana, "game describe")
    assert [s.content for s in reply.ephemeral] == [t("it", "bot-error-board-lobby")]
    assert reply.channel == []


async def test_text_instead_of_images_turns_a_players_dms_and_answers_into_words(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        ana, ben = h.user("ana"), h.user("ben")
        h.set_locale(ben, "es-ES")
        reply = await h.slash(ben, "game settings", boards="text")
        assert t("es", "bot-boards-text") in reply.ephemeral[-1].content
        assert (await h.bot.store.user_settings(ben.id)).text_only
        db_id = await start_game(h, "iwari", [ana, ben], seed=4)
        await play_turns(h, db_id, random.Random(5), max_turns=6)
        loaded = await loaded_game(h, db_id)
        # Ben's DMs (his hand at the start, his turn DMs) are text only; Ana's still carry the hand image.
        assert h.dms[ben.id] and all(not dm.files for dm in h.dms[ben.id])
        assert any(name == "hand.png" for dm in h.dms[ana.id] for name, _ in dm.files)
        turn_dms = [dm for dm in h.dms[ben.id] if "discord.com/channels" in dm.content]
        assert turn_dms, [dm.content[:80] for dm in h.dms[ben.id]]
        pointer = t("es", "bot-describe-pointer", channel=f"<#{loaded.record.channel_id}>")
        for dm in turn_dms:
            assert pointer in dm.content and "**El tablero:**" in dm.content
            assert "Tu mano (Tribu azul) tiene" in dm.content  # the hand image's words
            assert len(dm.content) <= messages.MAX_CONTENT
        # The channel's board keeps its image for everyone.
        assert any(name == "board.png" for name, _ in latest_board(h, db_id).files)
        # His own answers: /game hand and /game board in words, no image; show:image still gives it.
        hand = await h.slash(ben, "game hand")
        assert not hand.ephemeral[0].files
        assert i18n.fit_text("es", loaded.game.hand_alt(loaded.view(1)), limit=ALT_TEXT_LIMIT,
                             separator="\n") in hand.ephemeral[0].content
        board = await h.slash(ben, "game board")
        assert board.ephemeral and all(not s.files for s in board.ephemeral)
        assert board.ephemeral[0].content.startswith(t("es", "bot-describe-head", game="Iwari"))
        picture = await h.slash(ben, "game board", show="image")
        assert [name for name, _ in picture.ephemeral[0].files] == ["board.png"]
        # Ana has not asked for text: her board is the picture.
        assert [name for name, _ in (await h.slash(ana, "game board")).ephemeral[0].files] == ["board.png"]
        # Back to images: the next hand answer carries the picture again.
        await h.slash(ben, "game settings", boards="images")
        assert [name for name, _ in (await h.slash(ben, "game hand")).ephemeral[0].files] == ["hand.png"]
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


async def test_a_bad_boards_choice_is_refused(harness: Harness):
    h = harness
    ana = h.user("ana")
    reply = await h.slash(ana, "game settings", boards="braille")
    assert reply.ephemeral[-1].content == t("en", "bot-settings-bad-boards")
    assert not (await h.bot.store.user_settings(ana.id)).text_only
