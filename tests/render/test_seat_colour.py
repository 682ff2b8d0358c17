"""``render.seat_colour``: the colour each seat has on its game's board, read without drawing (the bot's
card takes the colour of the seat to move)."""

from __future__ import annotations

import pytest

import render
import rules
from render import kit


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_every_seat_has_its_own_colour_read_from_the_public_view(game_id):
    game = rules.GAMES[game_id]
    for players in range(game.min_players, game.max_players + 1):
        view = game.view(game.setup(players, {}, 5), None)
        colours = [render.seat_colour(game_id, view, seat) for seat in range(players)]
        assert all(isinstance(c, tuple) and len(c) == 3 and all(0 <= x <= 255 for x in c) for c in colours)
        assert len(set(colours)) == players, (game_id, players, colours)


def test_the_colours_are_those_the_boards_draw():
    iwari = rules.GAMES["iwari"]
    view = iwari.view(iwari.setup(3, {}, 2), None)
    assert [render.seat_colour("iwari", view, seat) for seat in range(3)] == [
        kit.TRIBE_COLOURS[view["tribes"][seat]["mark"]] for seat in range(3)]
    tiwanaku = rules.GAMES["tiwanaku"]
    view = tiwanaku.view(tiwanaku.setup(2, {}, 1), None)
    assert render.seat_colour("tiwanaku", view, 1) == kit.player_colour(1)


def test_a_game_without_a_module_of_its_own_has_no_seat_colours():
    assert render.seat_colour("nosuchgame", {}, 0) is None
