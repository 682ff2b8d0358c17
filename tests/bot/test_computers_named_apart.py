"""Two computers of one level are named apart everywhere, through the harness in every language: the
lobby, the "added" answer, the cards' seat legend, the final card and the history say "Computer (hard)"
and "Computer 2 (hard)", never the same name twice ("Winner: Computer (hard)" could be either)."""

from __future__ import annotations

import random

import pytest
from harness import LOCALES, Harness, play_turns

from bot.cards import Part
from core.computers import computer_name
from i18n import t, text


@pytest.fixture
def h(computers_harness: Harness) -> Harness:
    return computers_harness


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_two_hard_computers_have_two_names_everywhere(h: Harness, lang: str):
    h.guild_locale = LOCALES[lang]
    alice = h.user("alice")
    h.set_locale(alice, LOCALES[lang])
    reply = await h.slash(alice, "game new", game="tiwanaku")
    db_id = int(next(c for s in reply.sent for c in s.custom_ids() if c.endswith(":join")).split(":")[1])
    added = []
    for _ in range(2):
        pressed = await h.press(alice, f"lc:{db_id}")
        menu = next(s for s in pressed.ephemeral if f"lk:{db_id}" in s.custom_ids())
        added.append((await h.select(alice, f"lk:{db_id}", ["hard"], message_id=menu.message_id)).text())
    await h.select(alice, f"lo:{db_id}:size", ["short"])
    seats = await h.bot.store.seats(db_id)
    first, second = (text(lang, computer_name(user)) for user in seats[1:])
    assert first == t(lang, "computer-seat-hard") and first != second
    assert t(lang, "computer-added", name=second) in added[1]
    lobby = h.message_with(f"lb:{db_id}:join").text()
    assert first in lobby and second in lobby

    h.bot.new_seed = lambda: 4
    await h.press(alice, f"lb:{db_id}:start")
    await h.bot.computers.idle()
    await play_turns(h, db_id, random.Random(4), back_probability=0)
    assert (await h.bot.store.get_game(db_id)).status == "finished"
    final = h.messages[h.message_with(f"rg:{db_id}").message_id]
    legend = final.part(Part.PLAYERS)
    assert f"— {first}" in legend and f"— {second}" in legend, legend
    history = (await h.slash(alice, "records history")).text()
    assert first in history and second in history, history
