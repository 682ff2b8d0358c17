"""Time banks said plainly, through the harness in every language: a lobby with a bank of 3 days + 12
hours says what it means for someone who plays once every two days (it lasts one such turn, then every
turn times out), its time menu shows the average time a turn each bank allows, and the first warning of a
turn (the half-time reminder DM) says it again."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from harness import LOCALES, Harness, open_lobby

from core.clocks import BANKS, CASUAL_PACE, bank_lasts, duration_words
from i18n import t

START = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)


def menu_labels(h: Harness, db_id: int) -> dict[str, str]:
    lobby = h.message_with(f"lt:{db_id}")
    menu = next(s for s in lobby.selects() if s["custom_id"] == f"lt:{db_id}")
    return {option["value"]: option["label"] for option in menu["options"]}


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_a_bank_says_what_it_means_at_a_casual_pace(harness: Harness, lang: str):
    h = harness
    h.guild_locale = LOCALES[lang]
    a, b = h.user("a"), h.user("b")
    for user in (a, b):
        h.set_locale(user, LOCALES[lang])
    db_id = await open_lobby(h, "menagerie", [a, b])
    # The menu: each bank with the average time a turn it allows (its increment, in the long run).
    labels = menu_labels(h, db_id)
    for name, bank in BANKS.items():
        average = t(lang, "bank-table-choice-average", value="\x00",
                    average=duration_words(lang, bank.increment))
        assert average.split("\x00")[1] in labels[f"clock:{name}"], labels[f"clock:{name}"]
    await h.select(a, f"lt:{db_id}", ["clock:bank3d+12h"])
    bank = BANKS["bank3d+12h"]
    assert bank_lasts(bank) == 1 and bank_lasts(BANKS["bank10d+2d"]) is None
    said = t(lang, "bank-pace-runs-dry", pace=duration_words(lang, CASUAL_PACE),
             increment=duration_words(lang, bank.increment), turns=1)
    assert said in h.message_with(f"lb:{db_id}:join").text()

    # The first warning of a turn: the half-time reminder DM says it too.
    h.bot.new_seed = lambda: 11
    await h.press(a, f"lb:{db_id}:start")
    loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
    mover = h.user_by_id(loaded.to_play_user())
    before = len(h.dms[mover.id])
    h.clock.set(START + timedelta(seconds=bank.start // 2 + 60))
    await h.tick()
    reminders = [s.text() for s in h.dms[mover.id][before:]]
    assert any(said in text for text in reminders), reminders
