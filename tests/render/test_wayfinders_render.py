"""Wayfinders images: they render for many random positions of every size and variant, stay small and
deterministic, and never depend on face-down tiles (the public image is the same whatever lies face down)."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image

import render
from i18n import LANGUAGES
from rules.players import RandomPlayer
from rules.wayfinders import GAME
from rules.wayfinders.tiles import HOME, TILES_BY_ID


def states_along(players: int, options: dict, seed: int, samples: int = 4):
    state = GAME.setup(players, options, seed)
    player = RandomPlayer(seed)
    history = [state]
    while not GAME.is_over(state):
        state = GAME.apply(state, player.choose(GAME, state))
        history.append(state)
    step = max(1, len(history) // samples)
    return history[::step] + [history[-1]]


@pytest.mark.parametrize("players, options, seed, lang", [
    (2, {}, 1, "en"), (3, {"setup": "random24"}, 2, "es"), (4, {"exploration": "on"}, 3, "de"),
    (4, {"setup": "scoring"}, 7, "it"),
])
def test_board_and_hand_render_along_a_game(players, options, seed, lang):
    for state in states_along(players, options, seed):
        png = render.board("wayfinders", GAME.view(state, None), lang=lang)
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert len(png) < 400_000
        width, height = Image.open(io.BytesIO(png)).size
        # Phone first (issue 11): at most about 1100 px wide, portrait, not endless.
        assert 900 <= width <= 1100 and 1200 <= height <= 1700
        hand = render.hand("wayfinders", GAME.view(state, 0), lang=lang)
        assert Image.open(io.BytesIO(hand)).size[0] >= 400


def test_each_language_draws_its_own_words_and_every_language_is_deterministic():
    state = states_along(3, {}, 5)[2]
    view = GAME.view(state, None)
    boards = {lang: render.board("wayfinders", view, lang=lang) for lang in LANGUAGES}
    assert len(set(boards.values())) == len(LANGUAGES)
    for lang, png in boards.items():
        assert render.board("wayfinders", view, lang=lang) == png
        assert render.hand("wayfinders", GAME.view(state, 1), lang=lang) == render.hand(
            "wayfinders", GAME.view(state, 1), lang=lang)


def test_the_view_carries_codes_not_english():
    """Issue 12: render words the view; the view itself holds ids and codes only."""
    state = states_along(4, {}, 6)[3]
    view = GAME.view(state, None)
    assert {info["colour"] for info in view["player_info"]} == {"orange", "teal", "white", "black"}
    assert all("label" not in info for info in view["player_info"])
    tiles = [square["tile"] for square in view["grid"] if square["tile"]]
    assert tiles and all("effect" not in tile and "island" not in tile for tile in tiles)


def test_board_bytes_are_deterministic():
    state = states_along(3, {}, 5)[2]
    first = render.board("wayfinders", GAME.view(state, None), last_action="Orange pilot flies north.")
    again = render.board("wayfinders", GAME.view(state, None), last_action="Orange pilot flies north.")
    assert first == again


def test_w22_public_image_ignores_what_lies_face_down():
    state = GAME.setup(2, {"exploration": "on"}, 4)
    hidden = [i for i, up in enumerate(state.face_up) if not up]
    # Swap two face-down tiles of the same back: the picture must not change.
    by_back: dict[str, list[int]] = {}
    for i in hidden:
        by_back.setdefault(TILES_BY_ID[state.cells[i]].back, []).append(i)
    a, b = next(cells for cells in by_back.values() if len(cells) >= 2)[:2]
    cells = list(state.cells)
    cells[a], cells[b] = cells[b], cells[a]
    swapped = replace(state, cells=tuple(cells))
    assert HOME in swapped.cells
    assert render.board("wayfinders", GAME.view(state, None)) == render.board(
        "wayfinders", GAME.view(swapped, None))


def test_cached_cells_give_the_same_bytes_as_a_cold_render():
    """The cell tiles and the frame are cached: a render from empty caches and one from warm caches of
    other positions must give the same bytes."""
    from render import wayfinders

    states = states_along(4, {}, 6)
    views = [GAME.view(state, None) for state in states]
    warm = [render.board("wayfinders", view) for view in views]
    for view, expected in zip(reversed(views), reversed(warm), strict=True):
        wayfinders._cell_tile.cache_clear()
        wayfinders._frame.cache_clear()
        wayfinders._legend_height.cache_clear()
        assert render.board("wayfinders", view) == expected
