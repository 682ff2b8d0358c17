"""Small words, through the harness in every language: the settings reply's example time zone is the
player's own (a player who set Mexico City is not shown Madrid), else one of their locale's region, and
German joins a biome and a card or a pair into one word ("Küstenkarte", "Waldpaar"), never "Küste-Karte",
in the lines of a played game."""

from __future__ import annotations

import re

import pytest
from harness import LOCALES, Harness, start_game

import rules
from i18n import t, text
from rules.base import Msg

REGIONS = {"en-US": "America/New_York", "es-ES": "Europe/Madrid", "de": "Europe/Berlin", "it": "Europe/Rome"}
HYPHENED = re.compile(r"\w-(Karten?|Paar)\b")


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_the_settings_example_time_zone_is_the_players_own_or_of_their_region(harness: Harness,
                                                                                      lang: str):
    h = harness
    ana, luz = h.user("ana"), h.user("luz")
    h.set_locale(ana, LOCALES[lang])
    h.set_locale(luz, "es-419")
    await h.slash(luz, "game settings", language=lang)  # a player in Mexico who reads the bot in ``lang``
    said = (await h.slash(ana, "game settings")).text()
    assert f":{REGIONS[LOCALES[lang]]} " in said, said
    said = (await h.slash(luz, "game settings")).text()
    assert ":America/Mexico_City " in said and "Europe/Madrid" not in said, said
    said = (await h.slash(luz, "game settings", timezone="America/Bogota")).text()
    assert ":America/Bogota " in said and "Europe/Madrid" not in said, said
    refused = (await h.slash(luz, "game settings", timezone="Mars/Olympus")).text()
    assert t(lang, "bot-settings-bad-timezone", zone="America/Bogota") in refused, refused


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_a_biome_card_and_pair_read_as_one_word(tmp_path, lang: str):
    h = await Harness.create(tmp_path, games={"iwari": rules.GAMES["iwari"]})
    try:
        h.guild_locale = LOCALES[lang]
        a, b = h.user("a"), h.user("b")
        for user in (a, b):
            h.set_locale(user, LOCALES[lang])
        db_id = await start_game(h, "iwari", [a, b], seed=3)
        drawn = 0
        for _ in range(60):
            loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
            if loaded.record.status != "active" or drawn >= 2:
                break
            game, state = loaded.game, loaded.state
            codes = [game.encode(action) for action in game.legal_actions(state)]
            face_up = [code for code in codes if code.startswith("d:") and code != "d:deck"]
            move = face_up[0] if face_up else codes[0]
            await h.slash(h.user_by_id(loaded.to_play_user()), "game play", move=move)
            drawn += bool(face_up)
        log = (await h.slash(a, "game log")).text()
        everything = log + "\n".join(s.text() for s in h.channel_messages)
        assert drawn and not HYPHENED.search(everything), HYPHENED.search(everything)
        # The words of every biome: one word in German, the biome's name elsewhere.
        for code in ("tundra", "forest", "glacier", "coast", "desert"):
            biome = Msg("iwari-biome", biome=code)
            taken = text(lang, Msg("iwari-describe-draw-display", tribe=Msg("iwari-seat", tribe="red"),
                                   biome=biome))
            pair = text(lang, Msg("iwari-pay-pair", biome=biome))
            assert not HYPHENED.search(taken) and not HYPHENED.search(pair)
            if lang == "de":
                assert {"coast": "Küstenkarte", "forest": "Waldkarte"}.get(code, "karte") in taken
                assert {"coast": "Küstenpaar", "forest": "Waldpaar"}.get(code, "paar") in pair
            else:
                assert text(lang, biome) in taken and text(lang, biome) in pair
    finally:
        await h.close()
    assert h.violations == []
