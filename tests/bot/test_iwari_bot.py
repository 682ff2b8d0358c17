"""Iwari played end to end through the bot: /game new, Join, options, Start, then buttons only."""

from __future__ import annotations

import io
import json
import logging
from pathlib import Path

import pytest
from harness import Harness, RecordingRenderer, play_game_through_buttons, png_view, start_game
from PIL import Image

import rules
from bot.app import ModuleRenderer
from i18n import t, text

pytestmark = pytest.mark.skipif("iwari" not in rules.GAMES, reason="Iwari is not registered")


def check_no_hidden_info(h: Harness, users) -> None:
    """Boards come from spectator views; hand images and texts go only to their own seat's DMs."""
    seat_of = {user.id: seat for seat, user in enumerate(users)}
    renderer: RecordingRenderer = h.renderer
    assert all(
        view["seat"] is None and view["private"] is None
        for kind, _, view in renderer.calls
        if kind == "board"
    )
    for sent in h.sent:
        if sent.where == "channel":
            assert "Your hand" not in sent.text() and "private view" not in sent.text()
            for name, data in sent.files:
                if name == "scores.png":  # the final card's score chart (issue 31): drawn once all is public
                    assert sent.title().endswith(t("en", "bot-final-title", game="").strip())
                    continue
                assert name == "board.png" and png_view(data)["seat"] is None
        elif sent.where in ("dm", "ephemeral"):
            for name, data in sent.files:
                view = png_view(data)
                assert view["seat"] in (None, seat_of[sent.user_id])
                if name == "hand.png":
                    assert view["seat"] == seat_of[sent.user_id] and view["private"] is not None


async def test_two_player_iwari_with_the_neutral_tribe_to_the_final_scores(tmp_path: Path, caplog):
    caplog.set_level(logging.DEBUG)
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        users = [h.user("red"), h.user("blue")]
        run = await play_game_through_buttons(h, "iwari", users, {"map": "lowlands"}, seed=21)
        record = await h.bot.store.get_game(run.game_db_id)
        assert record.status == "finished" and record.options["map"] == "lowlands"
        final = next(s for s in reversed(h.channel_messages) if "final scores" in s.text())
        assert "neutral" in final.text() and "Tents at half journey" in final.text()
        assert [c.split(":")[0] for c in final.custom_ids()] == ["rg"]
        state = rules.GAMES["iwari"].load(json.loads(record.state))
        assert text("en", rules.GAMES["iwari"].outcome_text(state)) in final.text()
        assert h.dms[users[0].id] and h.dms[users[1].id]
        check_no_hidden_info(h, users)
        logged = "\n".join(record.getMessage() for record in caplog.records)
        assert "hand" not in logged.lower() and '"deck"' not in logged
        # The channel is free again.
        reply = await h.slash(users[1], "game new", game="iwari")
        assert any(c.startswith("lb:") for s in reply.sent for c in s.custom_ids())
    finally:
        await h.close()


async def test_four_player_iwari_with_feats_to_the_final_scores(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        users = [h.user(name) for name in ("red", "blue", "yellow", "green")]
        run = await play_game_through_buttons(h, "iwari", users, {"feats": "on", "map": "highlands"}, seed=4)
        record = await h.bot.store.get_game(run.game_db_id)
        assert record.status == "finished" and record.options["feats"] == "on"
        final = next(s for s in reversed(h.channel_messages) if "final scores" in s.text())
        assert "Feats" in final.text()
        assert all(f"<@{user.id}>" in final.text() for user in users)
        boards = [
            s for s in h.channel_messages if s.kind == "create" and "board.png" in [f for f, _ in s.files]
        ]
        assert (
            len(boards)
            == rules.GAMES["iwari"].turn_count(rules.GAMES["iwari"].load(json.loads(record.state))) + 1
        )
        check_no_hidden_info(h, users)
    finally:
        await h.close()


async def test_iwari_boards_and_hands_are_real_pngs_with_the_real_renderer(tmp_path: Path):
    h = await Harness.create(tmp_path, games=rules.GAMES, renderer=ModuleRenderer())
    try:
        users = [h.user("red"), h.user("blue"), h.user("yellow")]
        await start_game(h, "iwari", users, {"expeditions": "on"}, seed=8)
        board = next(s for s in h.channel_messages if "board.png" in [f for f, _ in s.files])
        image = Image.open(io.BytesIO(dict(board.files)["board.png"]))
        assert image.format == "PNG" and 400 <= image.width <= 4000 and 300 <= image.height <= 4000
        hand_dm = next(s for s in h.dms[users[0].id] if s.files)
        hand = Image.open(io.BytesIO(dict(hand_dm.files)["hand.png"]))
        assert hand.format == "PNG" and hand.width > 50
    finally:
        await h.close()
