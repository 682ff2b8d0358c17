"""Whole Wayfinders games through the real Discord layer (buttons and selects only), 2 and 4 pilots.

The harness's recording renderer keeps the view behind every image, so the test also checks that no
public message or image view ever names a face-down island (exploration variant, W-22/W-23).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from harness import Harness, play_game_through_buttons, png_view

from i18n import t, text
from rules.players import RandomPlayer
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
            for name, data in sent.files:
                if name == "scores.png":  # the final card's score chart (issue 31): drawn once all is public
                    assert sent.title().endswith(t("en", "bot-final-title", game="").strip())
                    continue
                view = png_view(data)
                for square in view.get("grid", []):
                    if not square["face_up"]:
                        assert square["tile"] is None
        if hidden_at_start:
            assert any(not sq["face_up"] for _, _, v in h.renderer.calls for sq in v["grid"])
    finally:
        await h.close()


async def test_fly_to_an_island_is_one_choice_on_the_panel(tmp_path: Path):
    """Issue 11: "Fly to <island>" along a shortest route in one press, the single steps still offered."""
    from harness import latest_board, start_game

    h = await Harness.create(tmp_path, games={"wayfinders": GAME})
    try:
        users = [h.user("pilot0"), h.user("pilot1")]
        db_id = await start_game(h, "wayfinders", users, {"order": "joined"}, seed=0)
        player = RandomPlayer(3)
        for _ in range(300):  # random play until a pilot with resources is flying and can reach islands
            loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
            if GAME.shortcuts(loaded.state):
                break
            mover = users[loaded.game.to_play(loaded.state)]
            await h.slash(mover, "game play", move=GAME.encode(player.choose(GAME, loaded.state)))
        mover = users[loaded.game.to_play(loaded.state)]
        board = latest_board(h, db_id)
        reply = await h.press(mover, next(c for c in board.custom_ids() if c.startswith("turn:")))
        panel = reply.ephemeral[0]
        select = next(s for s in panel.selects() if s["custom_id"].startswith("fs:"))
        assert any(c.get("label", "").startswith("Fly ") for c in panel.buttons() + panel.selects())
        label = select["options"][0]["label"]
        loaded = await h.bot.service.load(await h.bot.store.get_game(db_id))
        label_wanted, route = GAME.shortcuts(loaded.state)[0]
        assert label == text("en", label_wanted) and len(route) >= 2 and label.startswith("Fly to ")
        version = loaded.version
        # A second panel for the same decision, left open: the shortcut taken in the first leaves it behind.
        take_turn = next(c for c in board.custom_ids() if c.startswith("turn:"))
        spare = (await h.press(mover, take_turn, message_id=board.message_id)).ephemeral[0]
        assert select["custom_id"] in spare.custom_ids()
        await h.select(mover, select["custom_id"], ["0"], message_id=panel.message_id)
        after = await h.bot.service.load(await h.bot.store.get_game(db_id))
        assert after.version == version + len(route)
        expected = loaded.state
        for action in route:
            expected = GAME.apply(expected, action)
        assert GAME.dump(after.state) == GAME.dump(expected)
        assert h.messages[panel.message_id].content.startswith("✓ ")
        # The shortcut pressed again on the panel left behind changes nothing: that panel says it was out
        # of date (with the current panel or who decides now), and nothing else is sent.
        reply = await h.select(mover, select["custom_id"], ["0"], message_id=spare.message_id)
        assert (await h.bot.store.get_game(db_id)).version == after.version
        assert [(s.kind, s.message_id) for s in reply.sent] == [("edit", spare.message_id)]
        assert reply.sent[0].files == [] and t("en", "bot-stale-panel") in reply.sent[0].content
    finally:
        await h.close()
