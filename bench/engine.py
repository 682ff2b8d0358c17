"""Engine speed: random full games per second per game and player count, and one decision step.

Random games per second bounds any computer opponent; the step time (``legal_actions`` + ``apply``) is
the rules' share of a turn.
"""

from __future__ import annotations

import time

from bench import Table, median_p95
from rules import GAMES
from rules.players import RandomPlayer


def run(quick: bool = False) -> Table:
    table = Table(
        "Engine: random full games (default options)",
        ["game", "players", "games", "games/s", "actions/game", "step median ms", "step p95 ms"],
    )
    budget_s = 0.5 if quick else 3.0
    for game in GAMES.values():
        for players in range(game.min_players, game.max_players + 1):
            games = 0
            actions = 0
            step_ms: list[float] = []
            start = time.perf_counter()
            seed = 0
            while time.perf_counter() - start < budget_s or games == 0:
                seed += 1
                state = game.setup(players, {}, seed)
                player = RandomPlayer(seed)
                while not game.is_over(state):
                    t0 = time.perf_counter()
                    action = player.choose(game, state)
                    state = game.apply(state, action)
                    step_ms.append((time.perf_counter() - t0) * 1000.0)
                    actions += 1
                games += 1
            elapsed = time.perf_counter() - start
            median, p95 = median_p95(step_ms)
            table.rows.append([game.id, players, games, games / elapsed, actions / games, median, p95])
    return table
