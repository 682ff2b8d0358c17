"""The strength ladder (issue 31, point 3): how strong each computer level is, as a rating.

``python -m bench --only ladder [--games N] [--game ID] [--players N] [--budget-ms MS] [--jobs N] [--quick]
[--write]``.

Five players: ``random`` (a uniform legal move; bench only), ``easy``, ``medium``, ``hard`` at the bot's
budget (``--budget-ms``, default 1,000 ms) and ``hard4``, hard at four times that budget (through
``rules.ai.choose``'s bench-only ``iterations`` override, so beyond the bot's ``MAX_BUDGET_MS``; its
cap on samples grows with it, ``rules.ai.samples_for``, or in Iwari and Wayfinders, where the cap ends a
second's search, hard4 would be hard again). As in
``bench.ai`` the budget is turned into search iterations with the game's measured rate and no wall clock:
the same command gives the same games whatever the machine's load.

Tables, per game and player count, over seeded games with the seats rotated:

- 2 players: every adjacent pair of the ladder (random–easy, easy–medium, medium–hard, hard–hard4) plays
  ``--games`` games, and every pair one rung apart (random–medium, easy–hard, medium–hard4) half as many,
  the two levels swapping seats game by game;
- 3 and 4 players: every run of that many consecutive levels (random–easy–medium, easy–medium–hard, …)
  plays ``--games`` games, every other game in the reverse order round the table, the seating rotated
  (see :func:`schedule`).

Places are ``bench.ai.ranks`` (winners first, then by score, ties share the better place). One OpenSkill
Plackett–Luce rating per level is fitted from all the results of a row (no drift: ``tau = 0``; the mean
of passes over the games in several seeded orders, so the order they were played in does not count, see
:func:`fit`). It is reported as **mu scaled to Elo**, random at 0: a two-player
Plackett–Luce model gives the stronger side ``1 / (1 + exp(-d / c))`` with ``c = sqrt(2) * beta``, which is
Elo's ``1 / (1 + 10 ** (-D / 400))`` for ``D = d * 400 / (ln 10 * c)`` (about 29.5 Elo per point of mu);
its ± is the level's sigma on the same scale (each level's own uncertainty, not that of a difference).
Beside the fit, the empirical head-to-head share between adjacent levels: of the games where both sat,
the share in which the stronger one placed better (a tie counts half), ± its standard error.

``--write`` merges the fitted rows into ``rules/ladder.json`` (read by the lobby's level menu, see
``core/ladder.py``) with the date, the budget and the game counts.
"""

from __future__ import annotations

import datetime
import fcntl
import json
import math
import os
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from openskill.models import PlackettLuce

from bench import Table
from bench.ai import play_seeded, ranks
from rules import GAMES
from rules.ai import DEFAULT_BUDGET_MS, choose, iterations_for
from rules.base import Rng

LADDER: tuple[str, ...] = ("random", "easy", "medium", "hard", "hard4")
GAMES_PER_TABLE = 20
QUICK_GAMES = 2
#: The quick run's budget: a smoke run, not a measurement.
QUICK_BUDGET_MS = 20
PLAYER_COUNTS = (2, 3, 4)
HARD_FACTOR = 4
#: Orders of the games the rating fit averages over (see :func:`fit`).
FIT_ORDERS = 24
LADDER_FILE = Path(__file__).resolve().parents[1] / "rules" / "ladder.json"
#: Elo points per point of OpenSkill's mu (see the module's docstring).
MODEL = PlackettLuce(tau=0.0)
ELO_PER_MU = 400.0 / (math.log(10) * math.sqrt(2) * MODEL.beta)


@dataclass(frozen=True)
class Result:
    """One finished game: each seat's level and place (1 is first)."""

    levels: tuple[str, ...]
    places: tuple[float, ...]


@dataclass
class Rung:
    level: str
    mu: float
    sigma: float
    games: int
    avg_place: float = 0.0

    def elo(self, anchor_mu: float) -> float:
        return (self.mu - anchor_mu) * ELO_PER_MU

    @property
    def sigma_elo(self) -> float:
        return self.sigma * ELO_PER_MU


@dataclass(frozen=True)
class HeadToHead:
    strong: str
    weak: str
    games: int
    share: float

    @property
    def se(self) -> float:
        """The share's standard error; on a smoothed share ((wins + 1) / (games + 2)), so a clean sweep
        of a few games does not claim certainty."""
        if not self.games:
            return 0.0
        smoothed = (self.share * self.games + 1) / (self.games + 2)
        return math.sqrt(smoothed * (1 - smoothed) / self.games)


# --- the schedule ---
def schedule(players: int, count: int) -> list[tuple[str, ...]]:
    """The seatings of a row, interleaved (one game of every table in turn), seats rotated.

    At 3 and 4 players the order round the table matters as much as the seat: a level seated right after
    another always moves after it, and between two near-equal levels the earlier one takes what both want
    (with one cyclic order, hard always moved right before hard4 and won 0.75 of their Iwari meetings at 4
    players although the two choose the same moves). So every other game seats the levels in the reverse
    order: over an even number of games each level sits right after and right before its neighbours equally
    often, and the rotation still moves every level through the seats."""
    if players == 2:
        tables = [(LADDER[i], LADDER[i + 1], count) for i in range(len(LADDER) - 1)]
        tables += [(LADDER[i], LADDER[i + 2], (count + 1) // 2) for i in range(len(LADDER) - 2)]
    else:
        tables = [(*LADDER[i:i + players], count) for i in range(len(LADDER) - players + 1)]
    seatings: list[tuple[str, ...]] = []
    for game in range(count):
        for *levels, games in tables:
            if game >= games:
                continue
            if len(levels) > 2 and game % 2:
                levels = levels[::-1]
            shift = (game if len(levels) == 2 else game // 2) % len(levels)
            seatings.append(tuple(levels[shift:] + levels[:shift]))
    return seatings


# --- one game ---
def decide(game, view: dict, level: str, seed: int, budget_ms: int):
    """The move of a ladder level, from the seat's view only (random too: it draws the legal moves from a
    state sampled from the view, as the computer players do, never from the real one)."""
    if level == "random":
        rng = Rng.from_seed(seed)
        return rng.choice(game.legal_actions(game.determinize(view, rng)))
    if level == "hard4":
        return choose(game, view, level="hard", seed=seed,
                      iterations=HARD_FACTOR * iterations_for(game, budget_ms))
    return choose(game, view, level=level, seed=seed, budget_ms=budget_ms)


def play(game_id: str, levels: tuple[str, ...], seed: int, budget_ms: int
         ) -> tuple[Result, dict[str, list[float]]]:
    """One seeded game among ``levels`` (seat by seat): the places, and each level's decision times."""
    state, times = play_seeded(game_id, levels, seed,
                               lambda game, view, level, s: decide(game, view, level, s, budget_ms))
    return Result(levels, tuple(ranks(GAMES[game_id], state, len(levels)))), times


# --- the fit ---
def _one_pass(results: Sequence[Result], levels: Sequence[str]) -> dict[str, tuple[float, float]]:
    ratings = {level: MODEL.rating(name=level) for level in levels}
    for result in results:
        rated = MODEL.rate([[ratings[level]] for level in result.levels], ranks=list(result.places))
        for level, (after,) in zip(result.levels, rated, strict=True):
            ratings[level] = after
    return {level: (float(rating.mu), float(rating.sigma)) for level, rating in ratings.items()}


def fit(results: Iterable[Result], levels: Sequence[str] = LADDER, orders: int = FIT_ORDERS
        ) -> dict[str, Rung]:
    """One OpenSkill rating per level from all ``results``.

    OpenSkill rates game by game, and one pass depends on the order of the games: ten wins then ten losses
    leave a level far below ten losses then ten wins, though the levels are even. The strengths are fixed
    here (no drift between games), so the order must not matter: the fit is the mean of ``orders`` passes,
    the first in the given order, the others in seeded shuffles of it (the same results always give the
    same ratings). A level sitting twice at a table plays as two teams of the same rating, each update
    applied in turn."""
    results = list(results)
    games = Counter(level for result in results for level in result.levels)
    places: dict[str, list[float]] = {level: [] for level in levels}
    for result in results:
        for level, place in zip(result.levels, result.places, strict=True):
            places[level].append(place)
    passes = []
    for index in range(max(1, orders)):
        order = list(results)
        if index:
            random.Random(index).shuffle(order)
        passes.append(_one_pass(order, levels))
    return {level: Rung(level, statistics.fmean(p[level][0] for p in passes),
                        statistics.fmean(p[level][1] for p in passes), games[level],
                        statistics.fmean(places[level]) if places[level] else 0.0)
            for level in levels}


def head_to_head(results: Iterable[Result], strong: str, weak: str) -> HeadToHead:
    """Of the games where both sat, the share in which ``strong`` placed better than ``weak`` (a tie,
    or a table with either level twice where they split, counts as its share)."""
    games, score = 0, 0.0
    for result in results:
        mine = [p for level, p in zip(result.levels, result.places, strict=True) if level == strong]
        theirs = [p for level, p in zip(result.levels, result.places, strict=True) if level == weak]
        if not mine or not theirs:
            continue
        games += 1
        pairs = [(a, b) for a in mine for b in theirs]
        score += sum(1.0 if a < b else 0.5 if a == b else 0.0 for a, b in pairs) / len(pairs)
    return HeadToHead(strong, weak, games, score / games if games else 0.0)


# --- the stored ladder ---
def ladder_row(game_id: str, players: int, rungs: dict[str, Rung], pairs: list[HeadToHead],
               budget_ms: int, games: int, date: str) -> dict:
    anchor = rungs[LADDER[0]].mu
    return {
        "date": date, "budget_ms": budget_ms, "hard4_budget_ms": HARD_FACTOR * budget_ms, "games": games,
        "scale": "elo: OpenSkill Plackett-Luce mu scaled to Elo, random = 0; sigma on the same scale",
        "levels": {level: {"elo": round(rung.elo(anchor)), "sigma": round(rung.sigma_elo),
                           "mu": round(rung.mu, 3), "sigma_mu": round(rung.sigma, 3), "games": rung.games,
                           "avg_place": round(rung.avg_place, 3)}
                   for level, rung in rungs.items()},
        "head_to_head": [{"strong": pair.strong, "weak": pair.weak, "games": pair.games,
                          "share": round(pair.share, 3), "se": round(pair.se, 3)} for pair in pairs],
    }


def _merge_file(path: Path, merge: Callable[[dict], None]) -> None:
    """Change the ladder file with ``merge`` (given its content; ``{"games": {}}`` if missing or
    unreadable).

    Several runs may write at once (one ladder run per core, each with its own ``--game``, or
    ``python -m bench.strength --write``): the read, merge and write happen under an exclusive lock on a
    sibling ``.lock`` file, and the new file replaces the old in one rename, so no run loses another's
    rows and the bot never reads half a file."""
    with open(path.with_name(path.name + ".lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            stored = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(stored.get("games"), dict):
                raise ValueError
        except (OSError, ValueError, AttributeError):
            stored = {"games": {}}
        stored["about"] = ("The computer levels' strength ladder: python -m bench --only ladder --write "
                           "(bench/ladder.py); 'strength': the 2-player head-to-heads of the strength "
                           "table, python -m bench.strength --write. Read by core/ladder.py.")
        merge(stored)
        temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        temporary.write_text(json.dumps(stored, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(temporary, path)


def _merge_rows(table: dict, rows: dict[str, dict]) -> dict:
    for game_id, by_players in rows.items():
        table.setdefault(game_id, {}).update(by_players)
    return {game_id: dict(sorted(table[game_id].items())) for game_id in sorted(table)}


def write(rows: dict[str, dict[str, dict]], path: Path | None = None) -> None:
    """Merge ``rows`` (game id → player count → row) into the ladder file; other rows stay."""
    def merge(stored: dict) -> None:
        stored["games"] = _merge_rows(stored["games"], rows)
    _merge_file(path or LADDER_FILE, merge)


def write_strength(rows: dict[str, dict[str, list[dict]]], path: Path | None = None) -> None:
    """Merge the strength table's head-to-heads (game id → player count → pairs, each as in a ladder row's
    ``head_to_head`` plus its date) into the ladder file's ``strength`` table; the ladder's rows stay.

    The strength table plays 200 games a pairing where the ladder plays 10 to 20, so where both measured a
    pair the lobby tells the one with more games (``core.ladder.beats``)."""
    def merge(stored: dict) -> None:
        table = stored.get("strength")
        stored["strength"] = _merge_rows(table if isinstance(table, dict) else {}, rows)
    _merge_file(path or LADDER_FILE, merge)


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else 0.0


def run(quick: bool = False, games: int | None = None, jobs: int | None = None,
        only_game: str | None = None, players: int | None = None, budget_ms: int | None = None,
        write_ladder: bool = False) -> list[Table]:
    count = games or (QUICK_GAMES if quick else GAMES_PER_TABLE)
    jobs = jobs or os.cpu_count() or 1
    budget_ms = budget_ms or (QUICK_BUDGET_MS if quick else DEFAULT_BUDGET_MS)
    date = datetime.datetime.now(datetime.UTC).date().isoformat()
    ratings = Table(
        f"Strength ladder: OpenSkill mu as Elo (random = 0) ± sigma; hard {budget_ms} ms, hard4 "
        f"{HARD_FACTOR * budget_ms} ms; {count} games per table (2 players: half for levels one apart)",
        ["game", "players", "level", "games", "elo", "±", "avg place", "median ms"])
    shares = Table("Strength ladder: head-to-head between adjacent levels (the stronger placed better; "
                   "ties half)", ["game", "players", "stronger vs weaker", "games", "share", "±"])
    pool = ProcessPoolExecutor(max_workers=jobs) if jobs > 1 else None
    try:
        for game in [g for g in GAMES.values() if only_game in (None, g.id)]:
            if not game.spec.capabilities.determinize:
                continue
            written: dict[str, dict] = {}
            for seats in PLAYER_COUNTS:
                if not game.min_players <= seats <= game.max_players or players not in (None, seats):
                    continue
                seatings = schedule(seats, count)
                if pool is not None:
                    outcomes: Iterable = (f.result() for f in [
                        pool.submit(play, game.id, levels, 1 + index, budget_ms)
                        for index, levels in enumerate(seatings)])
                else:
                    outcomes = (play(game.id, levels, 1 + index, budget_ms)
                                for index, levels in enumerate(seatings))
                results: list[Result] = []
                times: dict[str, list[float]] = {level: [] for level in LADDER}
                started = time.perf_counter()
                for index, (result, spent) in enumerate(outcomes):
                    results.append(result)
                    for level, values in spent.items():
                        times[level].extend(values)
                    print(f"ladder: {game.id} {seats}p game {index + 1}/{len(seatings)} "
                          f"{'-'.join(result.levels)} places {result.places} "
                          f"({time.perf_counter() - started:.0f} s)", file=sys.stderr, flush=True)
                rungs = fit(results)
                anchor = rungs[LADDER[0]].mu
                for level, rung in rungs.items():
                    ratings.rows.append([game.id, seats, level, rung.games, round(rung.elo(anchor)),
                                         round(rung.sigma_elo), rung.avg_place, _median(times[level])])
                pairs = [head_to_head(results, LADDER[i + 1], LADDER[i]) for i in range(len(LADDER) - 1)]
                for pair in pairs:
                    shares.rows.append([game.id, seats, f"{pair.strong} vs {pair.weak}", pair.games,
                                        pair.share, pair.se])
                written[str(seats)] = ladder_row(game.id, seats, rungs, pairs, budget_ms, len(results), date)
            if write_ladder and written:
                write({game.id: written})  # after each game: a long run interrupted keeps what it finished
    finally:
        if pool is not None:
            pool.shutdown()
    return [ratings, shares]
