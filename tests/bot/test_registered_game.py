"""Adding a game is its own package plus one registry line (issue 24): a game registered at run time
through ``rules.register``, the same mechanism as the registry's lines, is played by a bot that knows it
only from the registry (``create_bot`` without ``games=``), through real Discord payloads.

Menagerie (hidden hands, no ``determinize``) is played through the buttons to its end; Coin race
(``tests/scratch_game.py``: nothing hidden, ``determinize``) is played against a hard computer seat, whose
decisions the bot's process pool takes in the registered game by its id. Neither name appears anywhere in
the bot (tests/test_registry.py checks that no platform module names a game).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness import Harness, play_game_through_buttons, play_turns
from scratch_game import GAME_ID, coin_race_spec

import rules
from bot import create_bot
from rules.registry import registered


@pytest.fixture
def coin_race() -> Iterator[None]:
    with registered(coin_race_spec()):
        yield


@pytest.mark.usefixtures("test_games")
async def test_a_game_registered_at_run_time_is_played_through_the_buttons_from_the_registry(tmp_path: Path):
    h = await Harness.create(tmp_path)  # no games=: the bot offers what the registry holds
    try:
        assert h.bot.games is rules.GAMES and {"iwari", "menagerie"} <= set(h.bot.games)
        alice, bob = h.user("alice"), h.user("bob")
        run = await play_game_through_buttons(h, "menagerie", [alice, bob], {"length": "long"}, seed=3)
        record = await h.bot.store.get_game(run.game_db_id)
        assert record.game == "menagerie" and record.status == "finished"
        # Hands are hidden (declared): each player got theirs by DM, and never saw the other's.
        assert h.dms[alice.id] and h.dms[bob.id]
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


@pytest.mark.usefixtures("coin_race")
async def test_a_computer_seat_plays_a_game_registered_at_run_time(tmp_path: Path):
    h = await Harness.create(tmp_path)
    h.bot.computers.budget_ms = 5
    try:
        alice = h.user("alice")
        reply = await h.slash(alice, "game new", game=GAME_ID)
        lobby = next(s for s in reply.sent if any(c.startswith("lb:") for c in s.custom_ids()))
        db_id = int(next(c for c in lobby.custom_ids() if c.endswith(":join")).split(":")[1])
        reply = await h.press(alice, f"lc:{db_id}")
        menu = next(s for s in reply.ephemeral if f"lk:{db_id}" in s.custom_ids())
        await h.select(alice, f"lk:{db_id}", ["hard"], message_id=menu.message_id)
        h.bot.new_seed = lambda: 4
        await h.press(alice, f"lb:{db_id}:start")
        await play_turns(h, db_id, random.Random(4))
        record = await h.bot.store.get_game(db_id)
        assert record.status == "finished"
        actions = await h.bot.store.actions(db_id)
        assert {action.seat for action in actions} == {0, 1}  # the computer took its turns
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]


def test_a_bot_offers_registered_games_only(tmp_path: Path):
    """A test game is registered for the test that asks for it and forgotten after; a bot cannot be
    given a game the registry does not hold."""
    assert "menagerie" not in rules.GAMES
    with pytest.raises(ValueError, match="not a registered game"):
        create_bot(str(tmp_path / "bot.sqlite3"), games=["menagerie"])
