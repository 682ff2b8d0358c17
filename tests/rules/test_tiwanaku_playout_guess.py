"""Tiwanaku's playouts guess fairly (issue 31, point 4): a hard player's playout runs on a sampled board
where every crop is written down, and weighed one action ahead a divination (T-17) named the sampled crop,
so the search believed it never guessed wrong and moved to divine far too often. The playout's policy now
guesses from what the board shows (T-4: a region holds each crop once; T-5: equal crops never touch)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from rules import GAMES
from rules.ai import policy_step
from rules.base import Rng
from rules.players import RandomPlayer
from rules.tiwanaku.board import cell_name, neighbours4, neighbours8
from rules.tiwanaku.engine import ENGINE
from rules.tiwanaku.generator import generate
from rules.tiwanaku.playout import CROP_PRIOR, PLAYOUT, fair_actions, possible_crops
from rules.tiwanaku.state import DIVINE, Divine

GAME = GAMES["tiwanaku"]


def _regions(width: int, height: int, terrain: tuple[str, ...]) -> list[list[int]]:
    around, seen, regions = neighbours4(width, height), set(), []
    for start in range(width * height):
        if start in seen:
            continue
        region, frontier = [start], [start]
        seen.add(start)
        while frontier:
            here = frontier.pop()
            for there in around[here]:
                if there not in seen and terrain[there] == terrain[start]:
                    seen.add(there)
                    region.append(there)
                    frontier.append(there)
        regions.append(region)
    return regions


def test_the_crop_prior_is_what_the_generator_makes():
    """CROP_PRIOR (how often each crop lies in a region of at least k spaces) measured again on other seeds
    than those it was taken from: a stale table would make the playouts guess on wrong odds."""
    counts = {k: Counter() for k in range(1, 6)}
    for size in ("short", "long"):
        for seed in range(1001, 1031):
            puzzle = generate(size, seed)
            for region in _regions(puzzle.width, puzzle.height, puzzle.terrain):
                for k in range(1, len(region) + 1):
                    counts[k].update(puzzle.crop[cell] for cell in region)
    for k, expected in CROP_PRIOR.items():
        total = sum(counts[k].values())
        measured = [counts[k][crop] / total for crop in range(1, 6)]
        assert max(abs(a - b) for a, b in zip(measured, expected, strict=True)) < 0.05, (k, measured)


def _divining(players: int, seed: int):
    """A position of a random game where the seat to play must divine (T-17 after a move onto a
    discovered space)."""
    state = GAME.setup(players, {}, seed)
    player = RandomPlayer(seed)
    while not GAME.is_over(state):
        if state.phase == DIVINE:
            return state
        state = GAME.apply(state, player.choose(GAME, state))
    return None


def test_the_playouts_guess_is_the_same_whatever_the_sample_holds():
    """Boards sampled from one seat's view differ in their hidden crops; the playout's guess may not follow
    them (it used to name each sample's own crop, a certain win)."""
    checked = missed = 0
    for seed in range(1, 30):
        state = _divining(4, seed)
        if state is None:
            continue
        view = GAME.view(state, state.current)
        rng = Rng.from_seed(seed)
        samples = [GAME.determinize(view, rng) for _ in range(12)]
        guesses = {fair_actions(sample, GAME.legal_actions(sample))[0] for sample in samples}
        assert len(guesses) == 1
        [guess] = guesses
        # and on each sample the policy step plays that guess, right or wrong there
        wrong = 0
        for number, sample in enumerate(samples):
            after = policy_step(GAME, PLAYOUT, sample, 4, Rng.from_seed(number))
            assert after == PLAYOUT.lean_apply(sample, guess)
            wrong += sample.crop[ENGINE._cell(sample, guess.cell)] != guess.crop
        missed += wrong
        checked += 1
    assert checked >= 10
    assert missed > 0  # some samples hold another crop than the guess: the policy did not read them


def test_a_crop_the_board_shows_by_elimination_is_named_and_a_neighbours_crop_never():
    """T-4: a closed region with all its other crops shown leaves one crop, which the playout names; T-5:
    a crop shown next to a space is not among its possibilities."""
    state = GAME.setup(2, {}, 7)
    width, height = state.width, state.height
    every = tuple(True for _ in state.discovered)
    region = next(r for r in _regions(width, height, state.terrain) if len(r) >= 3)
    cell = region[0]
    shown = tuple(index != cell for index in range(width * height))
    solved = replace(state, discovered=every, crop_shown=shown, phase=DIVINE)
    possible, _ = possible_crops(solved, cell)
    assert possible == [state.crop[cell]]
    name = cell_name(cell, width)
    guesses = [Divine(name, crop) for crop in range(1, 6)]
    assert fair_actions(solved, guesses) == [Divine(name, state.crop[cell])]
    # T-5: with only the neighbours' crops shown, none of them is a possibility
    around = neighbours8(width, height)[cell]
    near = tuple(index in around for index in range(width * height))
    partial = replace(state, discovered=every, crop_shown=near, phase=DIVINE)
    possible, weights = possible_crops(partial, cell)
    assert state.crop[cell] in possible
    assert not {state.crop[index] for index in around} & set(possible)
    assert set(weights) == set(possible)
