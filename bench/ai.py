"""Computer players' strength and speed (issue 13).

``python -m bench --only ai [--games N] [--jobs N] [--game ID] [--players N] [--budget-ms MS]
[--pairing hard-medium]``.

Per game and pairing (hard against medium, medium against easy), over seeded games with the stronger
level's seat rotated through every position:

- 2 players: the stronger level's win share (a shared win counts as its share);
- 3 and 4 players (one stronger seat against weaker ones): the stronger and the weaker levels' average
  rank (1 is first; winners rank first, the others by score, ties share the better rank);
- the median and p95 time of one decision of each level.

Hard thinks for ``BENCH_BUDGET_MS`` per decision (``--budget-ms``: the bot's 1,000 ms, say), turned into
search iterations with the game's declared rate (``rules.ai.iterations_for``; the bot uses the rate it
measures when its computer pool starts) and no wall clock, so the table is reproducible whatever the
load. Games run in ``--jobs`` processes
(default: all cores). Also: playouts per second, the engine's ``apply`` with uniform random moves against
the lean step.
"""

from __future__ import annotations

import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from bench import Table, median_p95
from rules import GAMES
from rules.ai import choose
from rules.base import Rng

GAMES_PER_PAIRING = 200
QUICK_GAMES = 4
BENCH_BUDGET_MS = 150
PAIRINGS = (("hard", "medium"), ("medium", "easy"))
PLAYER_COUNTS = (2, 3, 4)


def ranks(game, state, players: int) -> list[float]:
    """Per seat its place: winners first, then by score; tied seats share the better place."""
    winners = set(game.winners(state))
    scores = game.scores(state)
    result = []
    for seat in range(players):
        if seat in winners:
            result.append(1.0)
            continue
        ahead = sum(1 for other in range(players)
                    if other != seat and (other in winners or scores[other] > scores[seat]))
        result.append(1.0 + ahead)
    return result


def play_seeded(game_id: str, levels: tuple[str, ...], seed: int,
                decide) -> tuple[object, dict[str, list[float]]]:
    """One seeded game among ``levels`` (seat by seat), each decision ``decide(game, view, level, seed)``:
    the final state and each level's decision times (ms). The strength benches share it (ai, ladder)."""
    game = GAMES[game_id]
    state = game.setup(len(levels), {}, seed)
    times: dict[str, list[float]] = {level: [] for level in levels}
    steps = 0
    while not game.is_over(state):
        seat = game.to_play(state)
        start = time.perf_counter()
        action = decide(game, game.view(state, seat), levels[seat], seed * 1000 + steps)
        times[levels[seat]].append((time.perf_counter() - start) * 1000.0)
        state = game.apply(state, action)
        steps += 1
    return state, times


def play_one(game_id: str, levels: tuple[str, ...], seed: int, budget_ms: int = BENCH_BUDGET_MS
             ) -> tuple[list[float], list[float], dict[str, list[float]]]:
    """One seeded game: per seat the win share and the rank, and each level's decision times (ms)."""
    game = GAMES[game_id]
    state, times = play_seeded(game_id, levels, seed, lambda g, view, level, s: choose(
        g, view, level=level, seed=s, budget_ms=budget_ms))
    winners = game.winners(state)
    shares = [1.0 / len(winners) if seat in winners else 0.0 for seat in range(len(levels))]
    return shares, ranks(game, state, len(levels)), times


def _playouts_per_second(game, lean: bool, seconds: float) -> float:
    playout = game.spec.playout
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
                state = playout.step(state, rng)
            else:
                state = game.apply(state, rng.choice(game.legal_actions(state)))
        done += 1
    return done / (time.perf_counter() - begin)


def _fmt_rank(values: list[float]) -> str:
    return f"{sum(values) / len(values):.2f}"


def run(quick: bool = False, games: int | None = None, jobs: int | None = None,
        only_game: str | None = None, players: int | None = None, budget_ms: int | None = None,
        pairing: str | None = None, first: int = 1) -> list[Table]:
    count = games or (QUICK_GAMES if quick else GAMES_PER_PAIRING)
    jobs = jobs or os.cpu_count() or 1
    budget_ms = budget_ms or BENCH_BUDGET_MS
    strength = Table(
        f"Computer players: {count} games per row, the stronger seat rotated, hard {budget_ms} ms",
        ["game", "players", "strong vs weak", "games", "strong win share", "strong avg rank",
         "weak avg rank", "strong median ms", "strong p95 ms", "weak median ms", "weak p95 ms"],
    )
    speed = Table("Playouts per second (whole games from turn 20, 2 players)",
                  ["game", "apply, random moves", "lean playout step"])
    chosen = [g for g in GAMES.values() if only_game in (None, g.id)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for game in chosen:
            for seats in PLAYER_COUNTS:
                if not game.min_players <= seats <= game.max_players or players not in (None, seats):
                    continue
                for strong, weak in PAIRINGS:
                    if pairing not in (None, f"{strong}-{weak}"):
                        continue
                    seatings = []
                    # Game i (from 1) has seed i and the stronger seat at (i - 1) % seats, whatever
                    # --first: pieces of a row played apart are the games of one whole run.
                    indices = range(first - 1, first - 1 + count)
                    for index in indices:
                        levels = [weak] * seats
                        levels[index % seats] = strong
                        seatings.append(tuple(levels))
                    futures = [pool.submit(play_one, game.id, levels, 1 + index, budget_ms)
                               for index, levels in zip(indices, seatings, strict=True)]
                    share, strong_ranks, weak_ranks = 0.0, [], []
                    times: dict[str, list[float]] = {strong: [], weak: []}
                    for index, future in zip(indices, futures, strict=True):
                        shares, places, spent = future.result()
                        mine = index % seats
                        share += shares[mine]
                        strong_ranks.append(places[mine])
                        weak_ranks.extend(place for seat, place in enumerate(places) if seat != mine)
                        for level, values in spent.items():
                            times[level].extend(values)
                        # One line per game, so a run cut short still tells what it played.
                        others = sum(p for seat, p in enumerate(places) if seat != mine) / (seats - 1)
                        print("ai game:", game.id, seats, f"{strong}-{weak}", index + 1, shares[mine],
                              places[mine], f"{others:.3f}", file=sys.stderr, flush=True)
                    sm, sp = median_p95(times[strong])
                    wm, wp = median_p95(times[weak])
                    strength.rows.append([game.id, seats, f"{strong} vs {weak}", count, share / count,
                                          _fmt_rank(strong_ranks), _fmt_rank(weak_ranks), sm, sp, wm, wp])
                    print("ai:", *strength.rows[-1], file=sys.stderr, flush=True)  # progress of a long run
    for game in chosen:
        seconds = 1.0 if quick else 5.0
        speed.rows.append([game.id, _playouts_per_second(game, False, seconds),
                           _playouts_per_second(game, True, seconds)])
        print("ai:", *speed.rows[-1], file=sys.stderr, flush=True)
    return [speed, strength]
