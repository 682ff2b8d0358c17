"""A season of one division, through the harness in every language: the answer that turns it on and its
card say what a one-division season does (the standings start again each month; nobody goes up or down),
never "the top 2 of each division go up"; a month's close then moves nobody and sends no DM about it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from harness import LOCALES, Harness
from test_seasons import beat, manager, season_cards

from i18n import t

pytestmark = pytest.mark.usefixtures("test_games")


def up_words(lang: str) -> str:
    """The words a season of several divisions uses for going up (the part before its numbers)."""
    return t(lang, "season-card-rules", divisions=2, promote=2, relegate=2, end="\x00").split("\x00")[1][:40]


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_a_season_of_one_division_says_nobody_goes_up_or_down(harness: Harness, lang: str):
    h = harness
    h.guild_locale = LOCALES[lang]
    mod = manager(h)
    a, b = h.user("a"), h.user("b")
    for user in (mod, a, b):
        h.set_locale(user, LOCALES[lang])
    reply = await h.slash(mod, "records season", game="menagerie", divisions=1, promote=2, relegate=2)
    said = reply.text()
    assert t(lang, "season-on", game="Menagerie", channel="\x00", divisions=1, promote=2,
             relegate=2).split("\x00")[1] in said
    [card] = season_cards(h)
    join = next(cid for cid in card.custom_ids() if cid.startswith("sj:"))
    for player in (a, b):
        await h.press(player, join, message_id=card.message_id)
    text = h.messages[card.message_id].card_text()
    one = t(lang, "season-card-rules", divisions=1, promote=2, relegate=2, end="\x00").split("\x00")[0]
    assert one in text
    assert up_words(lang) not in text and up_words(lang) not in said
    # The month ends: nobody moved, nobody told they go up or down.
    await beat(h, a, b)
    await h.tick()  # the game's own announcements (its result DMs) go out first
    h.clock.set(datetime(2026, 12, 1, 0, 5, tzinfo=UTC))
    sent = await h.tick()
    told = "\n".join(s.text() for s in sent if s.where == "dm")
    for key in ("season-dm-up", "season-dm-down"):
        rendered = t(lang, key, game="\x00", month="\x00", server="\x00", place="\x00", division="\x00",
                     channel="\x00")
        assert max(rendered.split("\x00"), key=len) not in told
    cards = season_cards(h)
    new_card = h.messages[cards[-1].message_id].card_text()
    assert one in new_card and up_words(lang) not in new_card
