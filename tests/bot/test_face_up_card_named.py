"""A face-up card taken is named in the mover's answer, through the harness in every language: taking a
card from Iwari's display answers "You got: Tundra." in the player's words, as a card drawn blind does,
never "One new item is in your private view" (the same decision also changes the private view's
"refill your hand, 1 more card" line, which is not an item)."""

from __future__ import annotations

import pytest
from harness import LOCALES, Harness, start_game

import rules
from i18n import t


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_a_face_up_card_taken_is_named(tmp_path, lang: str):
    h = await Harness.create(tmp_path, games={"iwari": rules.GAMES["iwari"]})
    try:
        a, b = h.user("a"), h.user("b")
        for user in (a, b):
            h.set_locale(user, LOCALES[lang])
        db_id = await start_game(h, "iwari", [a, b], seed=3)
        named = 0
        for _ in range(200):
            loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
            if loaded.record.status != "active" or named >= 2:
                break
            game, state = loaded.game, loaded.state
            user = h.user_by_id(loaded.to_play_user())
            codes = [game.encode(action) for action in game.legal_actions(state)]
            face_up = [code for code in codes if code.startswith("d:") and code != "d:deck"]
            move = face_up[0] if face_up else next((c for c in codes if not c.startswith("d:")), codes[0])
            reply = await h.slash(user, "game play", move=move)
            said = reply.text()
            assert t(lang, "bot-you-got-count", count=1) not in said, said
            if face_up:
                biome = move.split(":", 1)[1]
                assert t(lang, "bot-you-got", items=(t(lang, "iwari-biome", biome=biome),)) in said, said
                named += 1
        assert named >= 1
    finally:
        await h.close()
    assert h.violations == []
