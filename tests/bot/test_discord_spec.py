"""Every request the bot makes in whole games, in every language it speaks, is one Discord's published API
specification accepts: the route exists and the body matches its schema (interaction answers of every
type, deferred or not, board posts and edits, DMs, the DM channels)."""

from __future__ import annotations

import random

import pytest
from discord_spec import route_of, violations
from harness import CHANNEL_ID, Harness, latest_board, play_turns, start_game
from menagerie import GAME, OPEN_GAME
from test_turn_calls import play_until_turn_done

import rules


def test_the_validator_refuses_what_discord_refuses():
    assert route_of("/channels/1/messages/2") == "/channels/{channel_id}/messages/{message_id}"
    assert route_of("/users/@me/channels") == "/users/@me/channels"
    assert violations("POST", "/channels/1/messages", {"content": "hi"}) == []
    assert violations("POST", "/channels/1/messages", {"content": 5})
    assert violations("POST", "/interactions/1/tok/callback", {"type": 7, "data": {"content": "x"}}) == []
    assert violations("POST", "/interactions/1/tok/callback", {"type": 99})
    assert violations("POST", "/no/such/route", {})


@pytest.mark.parametrize("locale", ["en-US", "de", "es-ES", "it"])
async def test_whole_games_send_only_what_the_specification_accepts(tmp_path, test_games, locale):
    h = await Harness.create(tmp_path, games=[GAME.id, OPEN_GAME.id])
    try:
        a, b = h.user("a"), h.user("b")
        for user in (a, b):
            h.locales[user.id] = locale
        h.guild_locale = locale
        for game, channel in ((GAME, CHANNEL_ID), (OPEN_GAME, CHANNEL_ID + 100)):
            db_id = await start_game(h, game.id, [a, b], seed=4, channel_id=channel)
            for _ in range(40):
                if (await h.bot.store.get_game(db_id)).status != "active":
                    break
                await play_until_turn_done(h, db_id)
        h.bot.answer_bound = 0  # and every answer deferred, then filled in
        db_id = await start_game(h, GAME.id, [a, b], seed=5, channel_id=CHANNEL_ID + 200)
        await play_until_turn_done(h, db_id)
        answered = {body["type"] for _, path, body in h.http_log if path.endswith("/callback")}
        assert {4, 5} <= answered  # answered at once, and deferred then filled in (/game play)
        assert any(path.startswith("/webhooks/") for _, path, _ in h.http_log)
        found = sorted({problem for method, path, body in h.http_log
                        for problem in violations(method, path, body)})
        assert found == [], "\n".join(found)
    finally:
        await h.close()


@pytest.mark.parametrize("locale", ["en-US", "de", "es-ES", "it"])
async def test_every_titles_cards_are_what_the_specification_accepts(tmp_path, locale):
    """Iwari, Tiwanaku and Wayfinders in each language: lobby, start and turns (and so the previous cards'
    edits) are cards the specification accepts (the whole games to the final card: test_languages.py)."""
    h = await Harness.create(tmp_path, games=rules.GAMES)
    try:
        a, b = h.user("a"), h.user("b")
        for user in (a, b):
            h.locales[user.id] = locale
        h.guild_locale = locale
        for offset, game_id in enumerate(("iwari", "tiwanaku", "wayfinders")):
            db_id = await start_game(h, game_id, [a, b], seed=7, channel_id=CHANNEL_ID + offset)
            await play_turns(h, db_id, random.Random(offset), max_turns=3)
            board = latest_board(h, db_id)
            assert board.is_card and board.media() and board.accent_colour is not None
        assert [s for s in h.channel_messages if s.kind == "create" and s.files and not s.is_card] == []
        assert any(method == "PATCH" for method, _, _ in h.http_log)
        found = sorted({problem for method, path, body in h.http_log
                        for problem in violations(method, path, body)})
        assert found == [], "\n".join(found)
    finally:
        await h.close()
    assert h.violations == [], h.violations[:5]
