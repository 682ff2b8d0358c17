"""Wayfinders tile balance: per-tile build rate and win rate when built, for random and greedy players.

This checks the balancing rule of ``rules/wayfinders/tiles.py`` (value ≈ 2 × cost): no tile should be a
must-build (built in nearly every game it appears in, with a high win rate) or a never-build. Games mix
2, 3 and 4 players with the standard set-up. For scoring islands the table also gives the average points
the effect scored for its builders.

Columns: ``shown`` = games the tile was on the map; ``built %`` = share of those games where at least
one player built on it; ``builders`` = airstrips per game shown; ``win % built`` = share of its builders
who won (a shared win counts as a win); ``avg pts`` = scoring-island points per builder.
"""

from __future__ import annotations

from collections import defaultdict

from bench import Table
from i18n import text
from rules.players import RandomPlayer
from rules.wayfinders import GAME
from rules.wayfinders.players import GreedyPlayer
from rules.wayfinders.scoring import family_units
from rules.wayfinders.tiles import HOME, TILES, TILES_BY_ID


def _play(players: int, seed: int, greedy: bool):
    state = GAME.setup(players, {}, seed)
    bots = [GreedyPlayer() if greedy else RandomPlayer(seed * 10 + seat) for seat in range(players)]
    while not GAME.is_over(state):
        state = GAME.apply(state, bots[GAME.to_play(state)].choose(GAME, state))
    return state


def tile_table(greedy: bool, games: int) -> Table:
    shown: dict[str, int] = defaultdict(int)
    built: dict[str, int] = defaultdict(int)
    builders: dict[str, int] = defaultdict(int)
    wins: dict[str, int] = defaultdict(int)
    points: dict[str, int] = defaultdict(int)
    scores: list[int] = []
    for game_index in range(games):
        players = 2 + game_index % 3
        state = _play(players, game_index + 1, greedy)
        winners = set(GAME.winners(state))
        scores.extend(GAME.scores(state))
        for cell, tile_id in enumerate(state.cells):
            if tile_id == HOME:
                continue
            tile = TILES_BY_ID[tile_id]
            shown[tile_id] += 1
            owners = state.airstrips[cell]
            built[tile_id] += bool(owners)
            for seat in owners:
                builders[tile_id] += 1
                wins[tile_id] += seat in winners
                if tile.kind == "score":
                    points[tile_id] += tile.amount * family_units(state, seat, cell)
    who = "greedy" if greedy else "random"
    mean = sum(scores) / max(1, len(scores))
    table = Table(f"Wayfinders tiles, {who} players: {games} games (2-4 players), mean score {mean:.1f}",
                  ["tile", "back", "cost", "effect", "shown", "built %", "builders", "win % built",
                   "avg pts"])
    for tile in TILES:
        n = shown[tile.id]
        b = builders[tile.id]
        table.rows.append([
            tile.id, tile.back, len(tile.cost), text("en", tile.effect_msg()), n,
            f"{100.0 * built[tile.id] / n:.0f}%" if n else "-",
            f"{b / n:.2f}" if n else "-",
            f"{100.0 * wins[tile.id] / b:.0f}%" if b else "-",
            f"{points[tile.id] / b:.1f}" if b and tile.kind == "score" else "",
        ])
    return table


def run(quick: bool = False) -> list[Table]:
    games = 30 if quick else 300
    return [tile_table(False, games), tile_table(True, games)]
