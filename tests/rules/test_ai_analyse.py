"""The hard level's search telling its numbers (issue 31): ``analyse`` (a seat's view: the hint),
``analyse_state`` and ``outlook_of`` (whole states of a finished game: the post-game review).

Budgets are tiny so the suite stays fast; the figures are checked for what a player relies on: the moves are
legal and distinct, the chances are shares in [0, 1] that add up to one across the table, a decided game's
outlook is its result, and the hint reads the view alone (two states that look the same give the same
hint)."""

from __future__ import annotations

import math

import pytest
from scenario_cases import game_ids, per_game, require

from rules import GAMES
from rules.ai import analyse, analyse_state, outlook_of
from rules.base import Rng
from rules.players import RandomPlayer

TINY_MS = 10


def _thinks(capabilities) -> bool:
    return capabilities.determinize


HIDDEN_OPTIONS = per_game("ai_options", when=_thinks)


def _midgame(game, players, options, seed, actions=9):
    state = game.setup(players, options, seed)
    player = RandomPlayer(seed)
    for _ in range(actions):
        if game.is_over(state):
            break
        state = game.apply(state, player.choose(game, state))
    return state


def _finished(game, players, seed):
    state = game.setup(players, {}, seed)
    player = RandomPlayer(seed)
    while not game.is_over(state):
        state = game.apply(state, player.choose(game, state))
    return state


def _other_secret(game, state, seat):
    view = game.view(state, seat)
    for draw in range(20):
        other = game.determinize(view, Rng.from_seed(200 + draw))
        if game.dump(other) != game.dump(state):
            return other
    raise AssertionError("no second state with the same view")


@pytest.mark.parametrize("game_id", game_ids(_thinks))
def test_a_hint_offers_up_to_three_distinct_legal_moves_with_chances(game_id):
    game = GAMES[game_id]
    for players in sorted({max(2, game.min_players), game.max_players}):
        state = _midgame(game, players, {}, seed=players)
        seat = game.to_play(state)
        outlooks = analyse(game, game.view(state, seat), seed=4, budget_ms=TINY_MS)
        legal = {game.encode(action) for action in game.legal_actions(state)}
        keys = [game.encode(outlook.action) for outlook in outlooks]
        assert 1 <= len(outlooks) <= 3 and len(set(keys)) == len(keys) and set(keys) <= legal
        for outlook in outlooks:
            assert len(outlook.win) == players and all(0.0 <= w <= 1.0 for w in outlook.win)
            assert math.isclose(sum(outlook.win), 1.0, abs_tol=1e-9) or sum(outlook.win) == 0.0
            assert outlook.playouts >= 4
        chances = [outlook.chance(seat) for outlook in outlooks]
        assert chances == sorted(chances, reverse=True)


@pytest.mark.parametrize("game_id, hidden_options", HIDDEN_OPTIONS)
def test_a_hint_reads_the_view_alone(game_id, hidden_options):
    """Issue 31 point 5: two states that look the same to the seat give the same hint, figure for figure."""
    game = GAMES[game_id]
    options = require(hidden_options)[0]
    state = _midgame(game, 2, options, seed=6)
    seat = game.to_play(state)
    other = _other_secret(game, state, seat)
    first = analyse(game, game.view(state, seat), seed=3, budget_ms=TINY_MS)
    second = analyse(game, game.view(other, seat), seed=3, budget_ms=TINY_MS)
    assert [(game.encode(o.action), o.win, o.score) for o in first] == \
        [(game.encode(o.action), o.win, o.score) for o in second]


def test_a_hint_is_only_for_the_seat_to_play():
    game = GAMES["iwari"]
    state = game.setup(2, {}, 1)
    waiting = 1 - game.to_play(state)
    with pytest.raises(ValueError):
        analyse(game, game.view(state, waiting), seed=1, budget_ms=TINY_MS)
    with pytest.raises(ValueError):
        analyse(game, game.view(state, None), seed=1, budget_ms=TINY_MS)


@pytest.mark.parametrize("game_id", game_ids(_thinks))
def test_a_finished_games_outlook_is_its_result(game_id):
    game = GAMES[game_id]
    state = _finished(game, 2, seed=8)
    outlook = outlook_of(game, state, 2, seed=1, samples=2)
    winners = game.winners(state)
    assert outlook.win == tuple(1.0 / len(winners) if seat in winners else 0.0 for seat in range(2))
    assert analyse_state(game, state, 2, seed=1) == []


@pytest.mark.parametrize("game_id", game_ids(_thinks))
def test_the_review_search_is_reproducible(game_id):
    game = GAMES[game_id]
    state = _midgame(game, 2, {}, seed=2, actions=5)
    first = analyse_state(game, state, 2, seed=5, budget_ms=TINY_MS)
    again = analyse_state(game, state, 2, seed=5, budget_ms=TINY_MS)
    assert [(game.encode(o.action), o.win) for o in first] == [(game.encode(o.action), o.win) for o in again]
    assert first and all(0.0 <= o.chance(game.to_play(state)) <= 1.0 for o in first)
