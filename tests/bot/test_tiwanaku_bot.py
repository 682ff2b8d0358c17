"""Whole Tiwanaku games through the real Discord layer (buttons and selects only): two players and solo.

The harness's recording renderer keeps the view behind every image. Replaying the stored action log gives
every state the game went through, so the test checks that each board image was drawn from the spectator
view of one of those states, and that no channel text names a crop the table never saw.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from harness import Harness, play_game_through_buttons, play_turns, png_view, start_game

from i18n import t
from rules.tiwanaku import GAME
from rules.tiwanaku.board import CROP_NAMES, cell_name


def spectator_views_of_history(players, options, seed, action_texts):
    state = GAME.setup(players, options, seed)
    views = {json.dumps(GAME.view(state, None), sort_keys=True)}
    for text in action_texts:
        state = GAME.apply(state, GAME.decode(text))
        views.add(json.dumps(GAME.view(state, None), sort_keys=True))
    return state, views


# Seeds picked for games of moderate length (random presses wander), to keep the suite fast.
@pytest.mark.parametrize("players, options, seed", [
    (2, {"size": "short"}, 3),
    (1, {}, 4),
])
async def test_whole_game_through_buttons_keeps_the_hidden_board_hidden(tmp_path: Path, players, options,
                                                                        seed):
    h = await Harness.create(tmp_path, games={"tiwanaku": GAME})
    try:
        users = [h.user(f"explorer{k}") for k in range(players)]
        run = await play_game_through_buttons(h, "tiwanaku", users, options, seed=seed)
        record = await h.bot.store.get_game(run.game_db_id)
        assert record is not None and record.status == "finished"
        texts = [entry.action for entry in await h.bot.store.actions(run.game_db_id)]
        assert record.seed == seed and record.options.get("size", "long") == options.get("size", "long")
        final, public_views = spectator_views_of_history(players, record.options, record.seed, texts)
        assert GAME.is_over(final)
        assert final.size == options.get("size", "long")
        assert GAME.dump(final) == json.loads(record.state)
        if players == 1:
            assert final.mode == "solo"
        # Every board image shows the spectator view of a state the game really went through.
        boards = [view for kind, _, view in h.renderer.calls if kind == "board"]
        assert boards
        for view in boards:
            assert view["private"] is None
            assert json.dumps(view, sort_keys=True) in public_views
        for sent in h.channel_messages:
            for name, data in sent.files:
                if name == "scores.png":  # the final card's score chart (issue 31): drawn once all is public
                    assert sent.title().endswith(t("en", "bot-final-title", game="").strip())
                    continue
                assert json.dumps(png_view(data), sort_keys=True) in public_views
        # No channel text names the crop of a space whose crop was never revealed.
        channel_text = "\n".join(s.text() for s in h.channel_messages)
        for cell, shown in enumerate(final.crop_shown):
            if shown:
                continue
            name = cell_name(cell, final.width)
            secret = CROP_NAMES[final.crop[cell]]
            assert not re.search(rf"\b{name}\b[^\n]*\b{secret}\b", channel_text)
        assert "points" in channel_text
    finally:
        await h.close()


async def test_t22_solo_game_sends_no_turn_reminder_dms(tmp_path: Path):
    """Solo: the only player is always the one who just played, so "your turn" DMs would be pure noise;
    the opening line counts one player in the singular."""
    h = await Harness.create(tmp_path, games={"tiwanaku": GAME})
    try:
        solo = h.user("sola")
        db_id = await start_game(h, "tiwanaku", [solo], seed=4)
        await play_turns(h, db_id, random.Random(4), max_turns=4)
        boards = [s for s in h.channel_messages if s.kind == "create" and "Take your turn" in s.text()]
        assert len(boards) >= 4
        assert not any("Your turn in" in s.content for s in h.dms[solo.id])
        assert any("The game begins with 1 player." in s.text() for s in h.channel_messages)
    finally:
        await h.close()
