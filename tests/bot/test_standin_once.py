"""A turn the stand-in played says so once, through the harness in every language: a Menagerie turn is two
decisions (a card, a draw); when the stand-in plays a timed-out turn, the card, the player's catch-up and
the log mark it once ("Played by the stand-in: East passed."), not after each decision, and never with
". (" between a line's full stop and the mark."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from harness import LOCALES, Harness, latest_board, open_lobby
from menagerie import GAME

from i18n import t

START = datetime(2026, 11, 23, 10, 0, tzinfo=UTC)


async def play_turn(h: Harness, db_id: int, user) -> None:
    for _ in range(2):
        loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
        await h.slash(user, "game play", move=GAME.encode(GAME.legal_actions(loaded.state)[0]))


@pytest.mark.parametrize("lang", sorted(LOCALES))
async def test_a_turn_the_stand_in_played_is_marked_once(harness: Harness, lang: str):
    h = harness
    h.guild_locale = LOCALES[lang]
    a, b = h.user("a"), h.user("b")
    for user in (a, b):
        h.set_locale(user, LOCALES[lang])
    db_id = await open_lobby(h, "menagerie", [a, b], {"length": "long"})
    h.bot.new_seed = lambda: 11
    await h.press(a, f"lb:{db_id}:start")
    await play_turn(h, db_id, a)
    h.clock.set(START + timedelta(hours=24))
    sent = await h.tick()  # b's time ran out: the stand-in plays b's whole turn, a card and a draw
    actions = await h.bot.store.actions(db_id)
    assert [a_.seat for a_ in actions[-2:]] == [1, 1]  # two decisions of the stand-in's
    mark = t(lang, "bot-played-by-standin", line="\x00").split("\x00")[0].strip()

    card = next(s for s in sent if s.where == "channel" and s.is_card)
    card = h.messages[card.message_id]
    told = card.card_text()
    assert told.count(mark) == 1, told
    assert ". (" not in told
    assert latest_board(h, db_id) is not None

    log = (await h.slash(a, "game log")).text()
    assert log.count(mark) == 1, log
    assert ". (" not in log

    h.clock.advance(minutes=5)
    catchup = (await h.slash(b, "game catchup")).text()
    assert catchup.count(mark) == 1, catchup
    assert ". (" not in catchup
