"""Fewer Confirm taps (issue 27, point 4), through the harness.

- A choice that shows nothing hidden is applied on its tap; a choice that shows hidden information asks,
  with "Don't ask again" (which applies it and keeps the preference) and ``/game settings confirm:``
  (always ask / never ask) to change it back; a forced move is shown as its one button.
- Whole seeded games of every title through the panel's buttons: the confirmations shown are exactly the
  chosen moves that reveal, and the same game with "never ask" shows none and costs that many taps less.
  The figures (confirmations, forced one-button panels, taps per turn) are printed (``pytest -s``).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from harness import Harness, latest_board, start_game
from taps import Taps, play_counting_taps

import rules
from bot.cards import Part
from bot.panel import navigate
from i18n import t

LANGS = {"en": "en-US", "es": "es-ES", "de": "de", "it": "it"}


async def panel_of(h: Harness, db_id: int, mover):
    board = latest_board(h, db_id)
    turn_id = next(c for c in board.custom_ids() if c.startswith("turn:"))
    return (await h.press(mover, turn_id, message_id=board.message_id)).ephemeral[0]


def mover_of(h: Harness, db_id: int, users):
    waiting = latest_board(h, db_id).part(Part.WAITING)
    return next(user for user in users if f"<@{user.id}>" in waiting)


def button(h: Harness, message_id: int, *, label_has: str = "", id_ends: str = "") -> str:
    buttons = h.messages[message_id].buttons()
    return next(b["custom_id"] for b in buttons
                if label_has in str(b.get("label", "")) and b["custom_id"].endswith(id_ends))


@pytest.mark.parametrize("lang", sorted(LANGS))
async def test_dont_ask_again_applies_the_move_and_settings_bring_the_question_back(harness: Harness, lang):
    h = harness
    ana, ben = h.user("ana"), h.user("ben")
    for user in (ana, ben):
        h.set_locale(user, LANGS[lang])
    db_id = await start_game(h, "menagerie", [ana, ben], seed=3)
    mover = mover_of(h, db_id, [ana, ben])
    panel = await panel_of(h, db_id, mover)
    # Passing shows nothing: applied on the tap, no question.
    await h.press(mover, button(h, panel.message_id, label_has="Pass"), message_id=panel.message_id)
    assert len(await h.bot.store.actions(db_id)) == 1
    # A deck draw shows a hidden card: asked, and the question says Undo cannot take it back.
    await h.press(mover, button(h, panel.message_id, label_has="deck"), message_id=panel.message_id)
    asking = h.messages[panel.message_id]
    assert t(lang, "bot-panel-confirm-reveals-back") in asking.content
    assert len(await h.bot.store.actions(db_id)) == 1
    never = button(h, panel.message_id, id_ends=":na")
    labels = {b["custom_id"]: b["label"] for b in asking.buttons()}
    assert labels[never] == t(lang, "bot-panel-never-ask")
    await h.press(mover, never, message_id=panel.message_id)
    # Applied and remembered: the panel says so in the player's language.
    assert len(await h.bot.store.actions(db_id)) == 2
    assert t(lang, "bot-panel-never-ask-done") in h.messages[panel.message_id].content
    assert (await h.bot.store.user_settings(mover.id)).confirm_reveals is False
    other = ben if mover is ana else ana
    assert (await h.bot.store.user_settings(other.id)).confirm_reveals is True

    # The other player is still asked; the mover's next deck draw is made on its tap.
    panel = await panel_of(h, db_id, other)
    await h.press(other, button(h, panel.message_id, label_has="Pass"), message_id=panel.message_id)
    await h.press(other, button(h, panel.message_id, label_has="deck"), message_id=panel.message_id)
    assert len(await h.bot.store.actions(db_id)) == 3
    await h.press(other, button(h, panel.message_id, id_ends=":ok"), message_id=panel.message_id)
    assert len(await h.bot.store.actions(db_id)) == 4
    panel = await panel_of(h, db_id, mover)
    await h.press(mover, button(h, panel.message_id, label_has="Pass"), message_id=panel.message_id)
    await h.press(mover, button(h, panel.message_id, label_has="deck"), message_id=panel.message_id)
    assert len(await h.bot.store.actions(db_id)) == 6

    # /game settings confirm: always brings the question back; the summary names the setting.
    reply = await h.slash(mover, "game settings", confirm="always")
    assert t(lang, "bot-confirm-always") in reply.ephemeral[-1].content
    assert (await h.bot.store.user_settings(mover.id)).confirm_reveals is True
    reply = await h.slash(mover, "game settings", confirm="never")
    assert t(lang, "bot-confirm-never") in reply.ephemeral[-1].content
    assert (await h.bot.store.user_settings(mover.id)).confirm_reveals is False


async def test_the_confirm_setting_is_a_menu_of_named_choices_in_every_language(harness: Harness):
    command = next(c for c in harness.bot.tree.get_commands() if c.name == "game")
    settings = next(c for c in command.commands if c.name == "settings")
    option = next(p for p in settings.parameters if p.name == "confirm")
    assert [choice.value for choice in option.choices] == ["always", "never"]
    reply = await harness.slash(harness.user("ana"), "game settings", confirm="sometimes")
    assert "always or never" in reply.ephemeral[-1].content


# --- whole games: the confirmations counted --------------------------------------------------------------
# Seeds picked for games of moderate length (random presses wander), to keep the suite fast.
WHOLE_GAMES = [
    ("iwari", 3, {}, 1),
    ("tiwanaku", 1, {}, 4),
    ("wayfinders", 2, {"exploration": "on", "setup": "resources"}, 6),
]


def expected_screens(game_id: str, players: int, options: dict, seed: int,
                     texts: list[str]) -> tuple[int, int]:
    """From the stored log: how many decisions were chosen moves that reveal (each must have asked) and
    how many were forced (each shown as its one button)."""
    game = rules.GAMES[game_id]
    state = game.setup(players, options, seed)
    revealing = forced = 0
    for text in texts:
        action = game.decode(text)
        root = navigate(game, state, ())
        if root.kind == "only":
            forced += 1
        elif game.reveals(state, action):
            revealing += 1
        state = game.apply(state, action)
    return revealing, forced


async def whole_game(tmp_path: Path, game_id: str, players: int, options: dict, seed: int, *,
                     never: bool) -> tuple[Taps, list[str]]:
    h = await Harness.create(tmp_path, games={game_id: rules.GAMES[game_id]})
    try:
        users = [h.user(f"player{k}") for k in range(players)]
        for user in users:
            # Forced decisions shown as their one button (the setting's other choice makes them at once:
            # tests/bot/test_plans.py).
            await h.slash(user, "game settings", forced="ask")
        if never:
            for user in users:
                await h.slash(user, "game settings", confirm="never")
        db_id = await start_game(h, game_id, users, options, seed)
        taps = await play_counting_taps(h, db_id, random.Random(seed))
        record = await h.bot.store.get_game(db_id)
        assert record is not None and record.status == "finished"
        assert h.violations == []
        return taps, [entry.action for entry in await h.bot.store.actions(db_id)]
    finally:
        await h.close()


@pytest.mark.parametrize(("game_id", "players", "options", "seed"), WHOLE_GAMES)
async def test_whole_games_ask_only_before_moves_that_reveal(tmp_path: Path, game_id, players, options, seed):
    asked, log = await whole_game(tmp_path / "ask", game_id, players, options, seed, never=False)
    revealing, forced = expected_screens(game_id, players, options, seed, log)
    assert asked.confirms == revealing and asked.forced == forced
    assert all(t("en", "bot-panel-confirm-reveals-back") in text
               for turn in asked.turns for text in turn.confirm_texts)
    if game_id == "iwari":
        # A face-up card is taken on its tap: every question was about a card from the deck.
        deck_answers = {t("en", "iwari-a-draw-deck", reshuffle=value) for value in ("yes", "no")}
        assert all(any(answer in text for answer in deck_answers)
                   for turn in asked.turns for text in turn.confirm_texts)
    # The same seeded game by players who said "never ask": no question, one tap less for each.
    quiet, quiet_log = await whole_game(tmp_path / "never", game_id, players, options, seed, never=True)
    assert quiet_log == log
    assert quiet.confirms == 0 and quiet.forced == forced
    assert sum(turn.taps for turn in quiet.turns) == sum(turn.taps for turn in asked.turns) - asked.confirms
    print(f"\n{game_id} {players}p {options} seed {seed}: always ask: {asked.summary()}; "
          f"never ask: {quiet.summary()}")
