"""The game card says the last move once, through the harness in every language: the turn's own lines
(and the last round) tell it; the small print's status leaves out the game's "Last turn: …" line, which
``/game status`` still shows."""

from __future__ import annotations

import random

import pytest
from harness import LOCALES, Harness, play_turns, start_game

import rules
from i18n import t


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_the_card_says_the_last_move_once(tmp_path, lang: str):
    h = await Harness.create(tmp_path, games={"iwari": rules.GAMES["iwari"]})
    try:
        h.guild_locale = LOCALES[lang]
        a, b = h.user("a"), h.user("b")
        for user in (a, b):
            h.set_locale(user, LOCALES[lang])
        db_id = await start_game(h, "iwari", [a, b], seed=2)
        start = len(h.channel_messages)
        await play_turns(h, db_id, random.Random(2), max_turns=6, back_probability=0)
        last_turn = t(lang, "iwari-status-last", text="\x00").split("\x00")[0]
        cards = [h.messages[s.message_id] for s in h.channel_messages[start:]
                 if s.is_card and s.kind == "create"]
        assert len(cards) >= 4
        for card in cards:
            assert last_turn not in card.card_text(), card.card_text()
        # /game status keeps it: it tells no turn of its own.
        loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
        assert loaded.state.last is not None and loaded.state.last.notes
        assert last_turn in (await h.slash(a, "game status")).text()
    finally:
        await h.close()
    assert h.violations == []
