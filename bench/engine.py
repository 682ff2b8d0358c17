"""Engine speed: random full games per second per game and player count, and one decision step.

Random games per second bounds any computer opponent; the step time (``legal_actions`` + ``apply``) is
the rules' share of a turn.

Two rates per row: per wall-clock second, and per CPU second of this process (``time.process_time``),
which the other work on a shared machine disturbs far less (issue 25 sets its goal in those). Both are
printed against a floor taken in the same run: a plain Python loop of fixed work (``floor_work``: tuple
indexing, integer arithmetic and list appends, the kind of work an engine step does), timed in CPU
seconds before and after the games. ``floor loops/game`` is how many of those loops one game costs, a
figure that hardly moves with the machine's speed or load: a slower engine shows as a larger number.
"""

from __future__ import annotations

import time

from bench import Table, median_p95
from rules import GAMES
from rules.players import RandomPlayer

#: Iterations of the floor loop: about a millisecond of CPU on the 2-core development machine.
FLOOR_ITERATIONS = 10_000


def floor_work(iterations: int = FLOOR_ITERATIONS) -> int:
    """The floor: a plain loop of fixed work, nothing of ours in it."""
    values = tuple(range(64))
    out: list[int] = []
    total = 0
    for i in range(iterations):
        total += values[i & 63] * 3 + (i ^ total) % 7
        if i & 7 == 0:
            out.append(total)
    return total + len(out)


def floor_per_cpu_second(seconds: float) -> float:
    """Floor loops per CPU second, over at least ``seconds`` of CPU."""
    loops = 0
    start = time.process_time()
    while True:
        floor_work()
        loops += 1
        spent = time.process_time() - start
        if spent >= seconds:
            return loops / spent


def run(quick: bool = False) -> Table:
    budget_s = 0.5 if quick else 3.0
    floor_before = floor_per_cpu_second(0.2 if quick else 1.0)
    rows = []
    for game in GAMES.values():
        for players in range(game.min_players, game.max_players + 1):
            games = 0
            actions = 0
            step_ms: list[float] = []
            start = time.perf_counter()
            cpu_start = time.process_time()
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
            cpu = time.process_time() - cpu_start
            elapsed = time.perf_counter() - start
            median, p95 = median_p95(step_ms)
            rows.append([game.id, players, games, games / elapsed, games / cpu, actions / games, median, p95])
    floor_after = floor_per_cpu_second(0.2 if quick else 1.0)
    floor = (floor_before + floor_after) / 2
    table = Table(
        f"Engine: random full games (default options); floor: a plain loop of fixed work, "
        f"{floor:,.0f} loops per CPU second ({floor_before:,.0f} before the games, {floor_after:,.0f} after)",
        ["game", "players", "games", "games/s", "games/CPU-s", "floor loops/game", "actions/game",
         "step median ms", "step p95 ms"],
    )
    for game_id, players, games, per_s, per_cpu_s, per_game, median, p95 in rows:
        table.rows.append([game_id, players, games, per_s, per_cpu_s, floor / per_cpu_s, per_game,
                           median, p95])
    return table
