"""Tiwanaku images: they render for states all through random games, stay small and deterministic, and
depend on public information only (a shuffled hidden board gives the very same bytes)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import i18n
import render
from rules.players import RandomPlayer
from rules.tiwanaku import GAME
from rules.tiwanaku.scenarios import hidden_changed


def states_through_a_game(players, options, seed, samples=6):
    state = GAME.setup(players, options, seed)
    chooser = RandomPlayer(seed)
    history = [state]
    while not GAME.is_over(state):
        state = GAME.apply(state, chooser.choose(GAME, state))
        history.append(state)
    step = max(1, len(history) // samples)
    return history[::step] + [history[-1]]


def hidden_shuffled(state):
    return hidden_changed(state)


@pytest.mark.parametrize("players, options", [(1, {}), (2, {}), (4, {}), (3, {"size": "short"}),
                                              (4, {"size": "short", "mode": "cooperative"})])
def test_board_and_hand_images_render_small_deterministic_and_public_only(players, options):
    for state in states_through_a_game(players, options, 21 + players):
        public = GAME.view(state, None)
        png = render.board("tiwanaku", public)
        assert png.startswith(b"\x89PNG") and len(png) < 1_000_000
        assert render.board("tiwanaku", public) == png  # deterministic bytes
        width, height = Image.open(io.BytesIO(png)).size
        assert 600 <= width <= 1400 and 600 <= height <= 1600
        # Nothing hidden can change the picture (T-24).
        assert render.board("tiwanaku", GAME.view(hidden_shuffled(state), None)) == png
        hand = render.hand("tiwanaku", GAME.view(state, players - 1))
        assert hand.startswith(b"\x89PNG") and len(hand) < 300_000
        hand_width, _ = Image.open(io.BytesIO(hand)).size
        assert hand_width <= 1000


def test_hand_needs_a_seat():
    state = GAME.setup(2, {}, 1)
    with pytest.raises(ValueError):
        render.hand("tiwanaku", GAME.view(state, None))


def test_last_turn_is_highlighted_and_changes_the_image():
    state = GAME.setup(2, {"size": "short"}, 8)
    move = GAME.legal_actions(state)[0]
    after = GAME.apply(state, move)
    while GAME.turn_count(after) == 0:
        after = GAME.apply(after, GAME.legal_actions(after)[0])
    view = GAME.view(after, None)
    assert view["last_turn"]["seat"] == 0 and view["last_turn"]["to"] == move.cell
    without = dict(view, last_turn=None)
    assert render.board("tiwanaku", view) != render.board("tiwanaku", without)


@pytest.mark.parametrize("lang", ["es", "de", "it"])
@pytest.mark.parametrize("players, options",
                         [(1, {}), (4, {}), (4, {"size": "short", "mode": "cooperative"})])
def test_images_render_in_every_language_deterministic_public_only_and_in_that_language(players, options,
                                                                                      lang, monkeypatch):
    """Issue 12: the words change with the language (strict catalogs: no missing id, no wrong argument),
    nothing hidden reaches the image in any language, and the bytes are the same for the same view."""
    monkeypatch.setattr(i18n, "STRICT", True)
    for state in states_through_a_game(players, options, 40 + players, samples=3):
        public = GAME.view(state, None)
        png = render.board("tiwanaku", public, lang=lang)
        assert render.board("tiwanaku", public, lang=lang) == png
        assert png != render.board("tiwanaku", public, lang="en")
        assert render.board("tiwanaku", GAME.view(hidden_shuffled(state), None), lang=lang) == png
        seat_view = GAME.view(state, 0)
        hand = render.hand("tiwanaku", seat_view, lang=lang)
        assert hand.startswith(b"\x89PNG") and hand != render.hand("tiwanaku", seat_view, lang="en")
        assert render.hand("tiwanaku", GAME.view(hidden_shuffled(state), 0), lang=lang) == hand


def test_the_view_carries_codes_not_english_words():
    """Issue 12: render names seats, terrains and grades itself; the view has codes only."""
    state = GAME.setup(1, {}, 5)
    view = GAME.view(state, None)
    assert [player["colour"] for player in view["players_info"]] == ["red"]
    assert "label" not in view["players_info"][0]
    assert view["grade"]["code"] == "apprentice" and view["ladder"][-1]["grade"] == "high-priest"
