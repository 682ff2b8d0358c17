"""Quiet games against the computer (issue 27, point 5), through the harness.

A human's move that leaves a computer to play is posted at once as a card that says which computer is
thinking (no image yet); the computers' moves that follow are folded into that card by one edit when a
human is to play again or the game is over: their lines, the board's one image, whose turn it is. A
player who acted in the game in the last five minutes gets no turn DM. The outbox's promises hold: a
computer's move whose posting waits for the next computer is delivered even if that move never comes
(a crash before or after the claim, after the commit, after the edit; a broken pool), exactly once.
Budgets are tiny (a few search iterations) so the tests stay fast, as in test_computer_play.py."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from harness import Harness, play_turns

from bot.cards import Part
from bot.computer_play import seat_name
from core.computers import is_computer
from i18n import t
from rules import GAMES

TINY_MS = 5
LOCALES = {"en": "en-US", "es": "es-ES", "de": "de", "it": "it"}


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness.create(tmp_path, games=GAMES)
    harness.bot.computers.budget_ms = TINY_MS
    try:
        yield harness
    finally:
        await harness.close()
    assert harness.violations == [], harness.violations[:5]


async def against_computers(h: Harness, game_id: str, human, levels=("hard", "hard"), seed: int = 3) -> int:
    """A lobby of ``human`` and computers of ``levels``, started; the computers before the human played."""
    reply = await h.slash(human, "game new", game=game_id)
    lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
    db_id = int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1])
    for level in levels:
        reply = await h.press(human, f"lc:{db_id}")
        menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
        await h.select(human, f"lk:{db_id}", [level], message_id=menu.message_id)
    h.bot.new_seed = lambda: seed
    await h.press(human, f"lb:{db_id}:start")
    return db_id


def cards_posted(sent) -> list:
    return [s for s in sent if s.where == "channel" and s.kind == "create" and s.is_card]


async def loaded_of(h: Harness, db_id: int):
    return await h.bot.service.load(await h.bot.store.get_game(db_id))


def happened(h: Harness, message_id: int) -> list[str]:
    return h.messages[message_id].part(Part.HAPPENED).splitlines()


# --- a whole game ------------------------------------------------------------------------------------
def thinking_tail(lang: str) -> str:
    """The end of the "thinking" line in ``lang`` ("is thinking…")."""
    return t(lang, "computer-thinking", name="X", label="Y").split("(Y)")[1].strip()


def answers(calls) -> list:
    return [c for c in calls if c[1].startswith(("/interactions/", "/webhooks/"))]


@pytest.mark.parametrize(("game_id", "lang"), [("wayfinders", "en"), ("iwari", "es"), ("tiwanaku", "de"),
                                                ("wayfinders", "it")])
async def test_a_whole_game_against_two_hard_computers_is_one_card_per_human_turn(h: Harness, game_id, lang):
    alice = h.user("alice")
    h.guild_locale = LOCALES[lang]
    h.set_locale(alice, LOCALES[lang])
    db_id = await against_computers(h, game_id, alice)
    rng = random.Random(5)
    turns = 0
    while (await h.bot.store.get_game(db_id)).status == "active":
        assert (await loaded_of(h, db_id)).to_play_user() == alice.id  # the computers never keep her waiting
        h.clock.advance(seconds=40)  # she takes her time, then plays; the computers answer at once
        start, calls = len(h.sent), len(h.http_log)
        await play_turns(h, db_id, rng, max_turns=1)
        sent = h.sent[start:]
        turns += 1
        loaded = await loaded_of(h, db_id)
        # One card per turn of hers: posted at once saying which computer thinks (no image yet), then
        # edited once, when the computers had played: her line and theirs, one image, her turn again.
        posted = cards_posted(sent)
        assert len(posted) == 1, [s.says()[:80] for s in posted]
        first = posted[0]
        card = h.messages[first.message_id]
        edits = [s for s in sent if s.kind == "edit" and s.message_id == first.message_id]
        waiting = first.part(Part.WAITING)
        # A computer was to play (her move may also have ended the game, or left her to play again).
        if waiting and not waiting.startswith(f"<@{alice.id}>"):
            assert waiting.endswith(thinking_tail(lang)), waiting
            assert any(seat_name(lang, u) in waiting for u in loaded.users if is_computer(u))
            assert not first.files and len(edits) == 1
            assert len(happened(h, first.message_id)) > len(first.part(Part.HAPPENED).splitlines())
        assert len(card.files) == 1 and card.media()
        if loaded.record.status == "active":
            assert card.part(Part.WAITING).startswith(f"<@{alice.id}>")
            assert not (card.payload.get("allowed_mentions") or {}).get("users")  # named, not pinged
            # No DM at all: she acted seconds ago, her panel says it is her turn again.
            assert not [s for s in sent if s.where == "dm"], [s.text()[:80] for s in sent if s.where == "dm"]
        # Beside her panel's answers: the card, the previous card's buttons off, the fold. No other post,
        # and no DM but the result's at the end.
        rest = [c for c in h.http_log[calls:] if c not in answers(h.http_log[calls:])]
        result_dms = [s for s in sent if s.where == "dm"] if loaded.record.status == "finished" else []
        assert len(result_dms) <= 1
        assert len(rest) <= 3 + len(result_dms), [(m, p) for m, p, _ in rest]
    assert turns >= 3
    actions = await h.bot.store.actions(db_id)
    loaded = await loaded_of(h, db_id)
    assert turns == len({a.turn for a in actions if a.seat == loaded.seat_of(alice.id)})
    # Every computer decision is told once, on the cards as they are now.
    told = [line for s in cards_posted(h.sent) for line in happened(h, s.message_id)]
    assert len(told) == len(set(told)) or len(told) >= len(actions) // 2
