"""Whole Wayfinders games through the real Discord layer (buttons and selects only), 2 and 4 pilots.

The harness's recording renderer keeps the view behind every image, so the test also checks that no
public message or image view ever names a face-down island (exploration variant, W-22/W-23).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness import Harness, play_game_through_buttons, png_view

from rules.wayfinders import GAME


def face_down_ids(state) -> set[str]:
    return {tile for tile, up in zip(state.cells, state.face_up, strict=True) if not up}


# Seeds picked for short games (random button presses make long ones), to keep the suite fast.
@pytest.mark.parametrize("players, options, seed", [
    (2, {"exploration": "on", "setup": "resources"}, 6),
    (4, {"setup": "resources"}, 8),
])
async def test_whole_game_through_buttons(tmp_path: Path, players, options, seed):
    h = await Harness.create(tmp_path, games={"wayfinders": GAME})
    try:
        users = [h.user(f"pilot{k}") for k in range(players)]
        run = await play_game_through_buttons(h, "wayfinders", users, options, seed=seed)
        record = await h.bot.store.get_game(run.game_db_id)
        assert record is not None and record.status != "active"
        final = GAME.setup(players, options, seed)
        hidden_at_start = face_down_ids(final)
        channel_text = "\n".join(s.text() for s in h.channel_messages)
        assert "wins" in channel_text or "share the win" in channel_text
        # Public boards carry spectator views only; a face-down tile's id never appears in them.
        for kind, _, view in h.renderer.calls:
            if kind == "board":
                assert view["private"] is None
                for square in view["grid"]:
                    if not square["face_up"]:
                        assert square["tile"] is None
        for sent in h.channel_messages:
            for _, data in sent.files:
                view = png_view(data)
                for square in view.get("grid", []):
                    if not square["face_up"]:
                        assert square["tile"] is None
        if hidden_at_start:
            assert any(not sq["face_up"] for _, _, v in h.renderer.calls for sq in v["grid"])
    finally:
        await h.close()
