"""The greedy player's shortcuts (issue 31: they made a Wayfinders decision several times faster) give
the answers of the plain definitions, on positions from seeded games of 2, 3 and 4 players.

- ``best_target`` remembers its answers: a remembered answer is the fresh one, and two positions that
  differ in a field the answer reads (the seat's resources) get their own answers.
- ``_build_gain`` scores a build from the seat's airstrip cells alone: the same points as the running
  score (W-16) of the position with that airstrip built.
"""

from __future__ import annotations

import pytest

from rules.base import Rng, evolve
from rules.players import RandomPlayer
from rules.wayfinders import GAME
from rules.wayfinders import players as greedy
from rules.wayfinders.engine import free_flight_colours, tile_at
from rules.wayfinders.scoring import seat_score
from rules.wayfinders.tiles import HOME, TILES


def positions(players: int, seed: int, limit: int = 160, options: dict | None = None):
    """Positions of a seeded game: greedy moves, one in three replaced by a random legal one."""
    state = GAME.setup(players, options or {}, seed)
    rng = Rng.from_seed(seed)
    bots = [greedy.GreedyPlayer(), RandomPlayer(seed)]
    for _ in range(limit):
        if GAME.is_over(state):
            return
        yield state
        bot = bots[1] if rng.randbelow(3) == 0 else bots[0]
        state = GAME.apply(state, bot.choose(GAME, state))


def effect_bonus(state, seat: int, cell: int) -> float:
    """The points-equivalent the greedy player adds for a tile's effect (players.py's documented values)."""
    tile = tile_at(state, cell)
    if tile.kind in ("score", "draw"):
        return float(tile.amount)
    if tile.kind == "free_flight" and tile.colour in free_flight_colours(state, seat):
        return 0.0
    if tile.kind in ("keep", "free_flight", "wild"):
        return greedy.PERMANENT_POWER_VALUE
    return 0.0


@pytest.mark.parametrize(("players", "seed"), [(2, 11), (3, 12), (4, 13)])
def test_remembered_targets_are_the_fresh_ones(players: int, seed: int) -> None:
    greedy._targets.clear()
    checked = 0
    for state in positions(players, seed):
        for seat in range(players):
            for affordable_only in (True, False):
                fresh = greedy._best_target(state, seat, affordable_only)
                assert greedy.best_target(state, seat, affordable_only=affordable_only) == fresh  # computed
                assert greedy.best_target(state, seat, affordable_only=affordable_only) == fresh  # remembered
                checked += 1
    assert checked > 300


def test_a_position_with_other_resources_gets_its_own_answer() -> None:
    greedy._targets.clear()
    for state in positions(3, 21):
        seat = state.seat_to_play
        target = greedy.best_target(state, seat)
        if target is None or not target.needs:
            continue
        broke = evolve(state, supplies=tuple((0,) * len(s) if i == seat else s
                                             for i, s in enumerate(state.supplies)))
        assert greedy.best_target(broke, seat) is None  # nothing can be paid with nothing
        assert greedy.best_target(state, seat) == target
        return
    pytest.fail("no position with a paid target in this game")


def test_the_memo_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(greedy, "TARGET_CACHE_SIZE", 5)
    greedy._targets.clear()
    for state in positions(2, 31, limit=40):
        greedy.best_target(state, 0)
        assert len(greedy._targets) <= 5


def gain_matches(state, seat: int, cell: int) -> bool:
    built = evolve(state, airstrips=tuple(s + (seat,) if c == cell else s
                                          for c, s in enumerate(state.airstrips)))
    expected = seat_score(built, seat).total - seat_score(state, seat).total + effect_bonus(state, seat, cell)
    return greedy._build_gain(state, seat, cell) == expected


@pytest.mark.parametrize(("players", "seed", "options"), [
    (2, 41, {}), (3, 42, {}), (4, 43, {}), (4, 44, {"setup": "scoring"}), (3, 45, {"setup": "scoring"})])
def test_a_builds_gain_is_the_running_score_it_adds(players: int, seed: int, options: dict) -> None:
    """W-16: the gain of a build is the running score after it minus before, plus the effect's value."""
    checked = 0
    for state in positions(players, seed, options=options):
        for seat in range(players):
            for cell in range(len(state.cells)):
                if tile_at(state, cell) is None or seat in state.airstrips[cell]:
                    continue
                assert gain_matches(state, seat, cell), (seat, cell)
                checked += 1
    assert checked > 1000


def test_a_build_beside_another_airstrip_counts_for_the_shared_family() -> None:
    """W-16 family 4: building where another player already has an airstrip adds a shared unit to the
    builder's shared-family island, and the greedy player's gain counts it."""
    state = GAME.setup(2, {"setup": "scoring"}, 1)
    shared = next(tile.id for tile in TILES if tile.kind == "score" and tile.family == "shared")
    island, other = [c for c in range(len(state.cells)) if state.cells[c] != HOME][:2]
    cells = tuple(shared if c == island else (state.cells[island] if state.cells[c] == shared else t)
                  for c, t in enumerate(state.cells))
    state = evolve(state, cells=cells, face_up=(True,) * len(cells),
                   airstrips=tuple((0,) if c == island else (1,) if c == other else s
                                   for c, s in enumerate(state.airstrips)))
    before = seat_score(state, 0).scoring
    assert gain_matches(state, 0, other)
    built = evolve(state, airstrips=tuple(s + (0,) if c == other else s
                                          for c, s in enumerate(state.airstrips)))
    assert seat_score(built, 0).scoring > before
