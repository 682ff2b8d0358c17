"""Names, not colours (issue 27, point 7), through the harness in every language: where a message means the
person it names them too ("It is not your turn: North player (@Ana) is to play"), and a solo game says
nothing meant for a table of several (no "Mode: Competitive", no "Everyone hands in…")."""

from __future__ import annotations

from pathlib import Path

import pytest
from harness import Harness, latest_board, play_game_through_buttons, start_game

import rules
from bot.cards import Part
from i18n import t

LANGS = {"en": "en-US", "es": "es-ES", "de": "de", "it": "it"}


def seated(h: Harness, db_id: int, users):
    waiting = latest_board(h, db_id).part(Part.WAITING)
    mover = next(user for user in users if f"<@{user.id}>" in waiting)
    return mover, next(user for user in users if user is not mover)


@pytest.mark.parametrize("lang", sorted(LANGS))
async def test_not_your_turn_and_status_name_the_person_with_the_seat(harness: Harness, lang):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    for user in (ana, ben):
        h.set_locale(user, LANGS[lang])
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    mover, waiting = seated(h, db_id, [ana, ben])
    record = await h.bot.store.get_game(db_id)
    loaded = await h.bot.service.load(record)
    seat = loaded.game.seat_label(loaded.state, loaded.seat_of(mover.id))
    named = t(lang, "bot-seat-of", seat=seat, player=f"<@{mover.id}>")

    board = latest_board(h, db_id)
    turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
    reply = await h.press(waiting, turn_id, message_id=board.message_id)
    assert t(lang, "bot-error-not-your-turn-remind", who=named) in reply.ephemeral[-1].content
    # The answer names the other player without pinging them.
    assert reply.ephemeral[-1].payload.get("allowed_mentions", {}).get("parse") == []

    reply = await h.slash(waiting, "game play", move="pass")
    assert named in reply.ephemeral[-1].content

    reply = await h.slash(waiting, "game status")
    assert t(lang, "bot-stale-now-decides", user=f"<@{mover.id}>", seat=seat) in reply.ephemeral[-1].content

    # The mover passes; the other player's undo is refused naming whose decision it was.
    await h.slash(mover, "game play", move="pass")
    reply = await h.slash(waiting, "game undo")
    assert t(lang, "bot-error-undo-not-yours", who=named) in reply.ephemeral[-1].content


@pytest.mark.parametrize("lang", sorted(LANGS))
async def test_a_solo_game_says_nothing_meant_for_a_table_of_several(tmp_path: Path, lang):
    h = await Harness.create(tmp_path, games={"tiwanaku": rules.GAMES["tiwanaku"]})
    try:
        h.guild_locale = LANGS[lang]
        explorer = h.user("explorer")
        h.set_locale(explorer, LANGS[lang])
        run = await play_game_through_buttons(h, "tiwanaku", [explorer], {}, seed=4)
        everything = "\n".join(sent.text() for sent in run.sent)
        mode = t(lang, "tiwanaku-option-mode")
        lobby = next(s for s in reversed(h.sent) if any(c.startswith("lb:") for c in s.custom_ids())
                     or t(lang, "bot-lobby-title-started", game="Tiwanaku") in s.text())
        assert f"**{mode}**" not in lobby.text()
        assert t(lang, "tiwanaku-hand-in") not in everything
        assert t(lang, "tiwanaku-hand-in-solo") in everything
        assert t(lang, "tiwanaku-final-blocked") not in everything
    finally:
        await h.close()


async def test_a_table_of_several_still_lists_the_mode(tmp_path: Path):
    h = await Harness.create(tmp_path, games={"tiwanaku": rules.GAMES["tiwanaku"]})
    try:
        users = [h.user("one"), h.user("two")]
        await start_game(h, "tiwanaku", users, {"size": "short"}, seed=3)
        started = [s for s in h.sent if t("en", "bot-lobby-title-started", game="Tiwanaku") in s.text()]
        assert started and "**Mode**: Competitive" in started[-1].text()
    finally:
        await h.close()
