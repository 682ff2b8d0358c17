"""The lean playout steps (issue 13) take exactly the engine's transitions, move for move: every
registered game's declared playout (``spec.playout``; the generic one for a game that declares none)."""

from __future__ import annotations

import pytest

from rules import GAMES
from rules.base import Rng


def _cases():
    for game_id in sorted(GAMES):
        game = GAMES[game_id]
        for players in range(game.min_players, game.max_players + 1):
            yield game_id, players


@pytest.mark.parametrize(("game_id", "players"), list(_cases()))
def test_lean_apply_matches_apply_move_for_move(game_id, players):
    game = GAMES[game_id]
    playout = game.spec.playout
    for seed in (1, 2):
        state = game.setup(players, {}, seed)
        rng = Rng.from_seed(seed)
        moves = 0
        while not game.is_over(state):
            action = rng.choice(game.legal_actions(state))
            expected = game.apply(state, action)
            lean = playout.lean_apply(state, action)
            assert game.dump(lean) == game.dump(expected), (seed, moves, game.encode(action))
            state = expected
            moves += 1
        assert moves > 10


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_playout_steps_are_legal_moves(game_id):
    """Each lean playout step is one legal action applied (the policy never invents a move)."""
    game = GAMES[game_id]
    playout = game.spec.playout
    state = game.setup(2, {}, 7)
    rng = Rng.from_seed(7)
    for _ in range(300):
        if game.is_over(state):
            break
        after = playout.step(state, rng)
        reachable = [game.dump(game.apply(state, action)) for action in game.legal_actions(state)]
        assert game.dump(after) in reachable
        state = after


@pytest.mark.parametrize("players", [2, 3, 5])
def test_iwari_estimate_is_the_end_scoring_of_now(players):
    """I-22: the search's fast estimate adds exactly what scoring the game now would give each tribe."""
    game = GAMES["iwari"]
    playout = game.spec.playout
    for seed in (3, 4):
        state = game.setup(players, {}, seed)
        rng = Rng.from_seed(seed)
        checked = 0
        while not game.is_over(state):
            expected = [float(s) for s in game.scores(game.spec.engine._score_end(state))]
            assert playout.estimate(state) == expected
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            checked += 1
        assert checked > 20


def test_iwari_remembered_estimates_are_the_fresh_ones():
    """The estimate remembers its answers (issue 31): a remembered answer is the I-22 scoring of now,
    changing the list a caller was given changes no later answer, and a board that differs in what it
    scores (a tribe's points) gets its own answer."""
    from rules.base import evolve
    from rules.iwari import playout as iwari_playout

    game = GAMES["iwari"]
    iwari_playout._estimates.clear()
    state = game.setup(3, {}, 5)
    rng = Rng.from_seed(5)
    checked = 0
    while not game.is_over(state):
        expected = [float(s) for s in game.scores(game.spec.engine._score_end(state))]
        first = iwari_playout.estimate(state)
        first[0] += 100.0  # a caller's own list: the memo keeps its copy
        assert iwari_playout.estimate(state) == expected
        richer = evolve(state, points=tuple((row[0] + 7,) + row[1:] if tribe == 1 else row
                                            for tribe, row in enumerate(state.points)))
        assert iwari_playout.estimate(richer) == [v + 7.0 if tribe == 1 else v
                                                  for tribe, v in enumerate(expected)]
        state = game.apply(state, rng.choice(game.legal_actions(state)))
        checked += 1
    assert checked > 20
    assert 0 < len(iwari_playout._estimates) <= iwari_playout.ESTIMATE_CACHE_SIZE
