"""Render speed: per game with a renderer, a mid-game board's render time, its PNG size, and the floor.

The board comes from a seeded random game (largest player count, default options) stopped halfway. The
first render fills the renderer's caches (static map layers) and is reported on its own as "cold"; the
median and p95 are over the warm renders a turn actually costs. The floor is how long Pillow takes to
encode a blank RGB image of the same size as PNG: a render within a few times that is drawing little
beyond the unavoidable encode.
"""

from __future__ import annotations

import importlib
import importlib.util
import io
import time

from PIL import Image

import render
from bench import Table, median_p95, timed
from render import kit
from rules import GAMES
from rules.base import Game
from rules.players import RandomPlayer


def _has_renderer(game_id: str) -> bool:
    return importlib.util.find_spec(f"render.{game_id}") is not None


def mid_game_view(game: Game, players: int, seed: int = 1) -> dict:
    """The public view halfway through one seeded random game."""
    state = game.setup(players, {}, seed)
    player = RandomPlayer(seed)
    history = [state]
    while not game.is_over(state):
        state = game.apply(state, player.choose(game, state))
        history.append(state)
    return game.view(history[len(history) // 2], None)


def run(quick: bool = False) -> Table:
    table = Table(
        "Render: mid-game board (largest player count, default options)",
        ["game", "players", "image", "cold ms", "median ms", "p95 ms", "PNG KB", "blank encode ms",
         "x floor"],
    )
    repeat = 5 if quick else 30
    for game in GAMES.values():
        if not _has_renderer(game.id):
            continue
        view = mid_game_view(game, game.max_players)
        start = time.perf_counter()
        png = render.board(game.id, view)
        cold_ms = (time.perf_counter() - start) * 1000.0
        median, p95 = median_p95(timed(lambda v=view, g=game.id: render.board(g, v), repeat))
        size = Image.open(io.BytesIO(png)).size
        blank = Image.new("RGB", size, kit.WHITE)
        floor, _ = median_p95(timed(lambda b=blank: kit.to_png(b), repeat))
        table.rows.append([game.id, game.max_players, f"{size[0]}x{size[1]}", cold_ms, median, p95,
                           len(png) / 1024.0, floor, median / floor if floor else 0.0])
    return table
