"""Computer players' strength and speed (issue 13): ``python -m bench --only ai``.

Per game: hard against medium and medium against easy, over seeded games with the seats rotated (every
seat order is played equally often), 2 players: the stronger level's win share (ties count half); and the
median and p95 decision time of each level. Budget per hard decision: ``BENCH_BUDGET_MS`` (smaller than
the bot's 1,000 ms so the section finishes on a small shared machine; the bot's hard player is stronger).
Also: playouts per second, the engine's ``apply`` with uniform random moves against the lean playout step.
"""

from __future__ import annotations

import importlib
import sys
import time

from bench import Table, median_p95
from rules import GAMES
from rules.ai import choose
from rules.base import Rng

GAMES_PER_PAIRING = 200
QUICK_GAMES = 6
BENCH_BUDGET_MS = 100


def _play(game, levels: list[str], seed: int, times: dict[str, list[float]]) -> list[float]:
    """One game; per seat 1 for a sole win, 1/k for a k-way tie, 0 otherwise."""
    state = game.setup(len(levels), {}, seed)
    steps = 0
    while not game.is_over(state):
        seat = game.to_play(state)
        start = time.perf_counter()
        action = choose(game, game.view(state, seat), level=levels[seat], seed=seed * 1000 + steps,
                        budget_ms=BENCH_BUDGET_MS)
        times[levels[seat]].append((time.perf_counter() - start) * 1000.0)
        state = game.apply(state, action)
        steps += 1
    winners = game.winners(state)
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(len(levels))]


def _playouts_per_second(game, lean: bool, seconds: float) -> float:
    sim = importlib.import_module(f"rules.{game.id}.playout")
    starts = []
    for seed in range(1, 4):
        state = game.setup(2, {}, seed)
        rng = Rng.from_seed(seed)
        for _ in range(20):
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        starts.append(state)
    done = 0
    begin = time.perf_counter()
    rng = Rng.from_seed(0)
    while time.perf_counter() - begin < seconds:
        state = starts[done % len(starts)]
        while not game.is_over(state):
            if lean:
                state = sim.step(game, state, rng)
            else:
                state = game.apply(state, rng.choice(game.legal_actions(state)))
        done += 1
    return done / (time.perf_counter() - begin)


def run(quick: bool = False) -> list[Table]:
    count = QUICK_GAMES if quick else GAMES_PER_PAIRING
    strength = Table(
        f"Computer players, 2 players, {count} games per pairing, seats rotated, hard {BENCH_BUDGET_MS} ms",
        ["game", "pairing", "games", "win share", "strong median ms", "strong p95 ms", "weak median ms",
         "weak p95 ms"],
    )
    speed = Table("Playouts per second (whole games from turn 20, 2 players)",
                  ["game", "apply, random moves", "lean playout step"])
    for game in GAMES.values():
        for strong, weak in (("hard", "medium"), ("medium", "easy")):
            times: dict[str, list[float]] = {strong: [], weak: []}
            share = 0.0
            for index in range(count):
                levels = [strong, weak] if index % 2 == 0 else [weak, strong]
                result = _play(game, levels, 1 + index, times)
                share += result[levels.index(strong)]
            sm, sp = median_p95(times[strong])
            wm, wp = median_p95(times[weak])
            strength.rows.append([game.id, f"{strong} vs {weak}", count, share / count, sm, sp, wm, wp])
            print("ai:", *strength.rows[-1], file=sys.stderr, flush=True)  # progress of a long run
        seconds = 1.0 if quick else 5.0
        speed.rows.append([game.id, _playouts_per_second(game, False, seconds),
                           _playouts_per_second(game, True, seconds)])
        print("ai:", *speed.rows[-1], file=sys.stderr, flush=True)
    return [speed, strength]
