"""Computer players (issue 13): the players never peek, the same view/seed/budget gives the same action,
and every level finishes whole games of every game and player count (that ``determinize`` never changes
what a seat sees is the game contract's, checked by the conformance kit: ``observer.determinize``).
Budgets are tiny (a few search iterations) so the suite stays fast.

The games are every registered game whose capabilities declare ``determinize`` (the others have no
computer player, and ``choose`` refuses them); the options that hide something are each game's declared
``scenarios.ai_options`` (tests/scenario_cases.py: a game without them fails here)."""

from __future__ import annotations

import pytest
from scenario_cases import game_ids, per_game, require

from rules import GAMES
from rules.ai import LEVELS, calibrate, choose, iterations_for, max_samples, rewards
from rules.base import Rng
from rules.players import RandomPlayer


def _thinks(capabilities) -> bool:
    return capabilities.determinize


#: (game id, its declared option sets that hide something): every kind of hidden information is sampled.
HIDDEN_OPTIONS = per_game("ai_options", when=_thinks)
TINY_MS = 10  # a few iterations: enough to exercise the search, fast enough for the suite


def _positions(game, players, options, seed, every=7):
    """States along one random game, every ``every`` actions, with the seat to play."""
    state = game.setup(players, options, seed)
    player = RandomPlayer(seed)
    count = 0
    while not game.is_over(state):
        if count % every == 0:
            yield state
        state = game.apply(state, player.choose(game, state))
        count += 1


def _same_view_other_secret(game, state, seat):
    """Another state with the same view for ``seat`` but different hidden information."""
    view = game.view(state, seat)
    for draw in range(20):
        other = game.determinize(view, Rng.from_seed(100 + draw))
        if game.dump(other) != game.dump(state):
            assert game.view(other, seat) == view
            return other
    raise AssertionError("no second state with the same view")


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id, hidden_options", HIDDEN_OPTIONS)
def test_no_peeking_same_view_same_choice(game_id, hidden_options, level):
    """Two states that look the same to the seat (different hands, deck, board or tiles) lead to the same
    choice with the same seed: the player's decision depends on the view alone."""
    game = GAMES[game_id]
    options = require(hidden_options)[0]
    players = 2
    for state in list(_positions(game, players, options, seed=5, every=13))[:3]:
        seat = game.to_play(state)
        other = _same_view_other_secret(game, state, seat)
        first = choose(game, game.view(state, seat), level=level, seed=9, budget_ms=TINY_MS)
        second = choose(game, game.view(other, seat), level=level, seed=9, budget_ms=TINY_MS)
        assert game.encode(first) == game.encode(second)
        assert first in game.legal_actions(state) and first in game.legal_actions(other)


@pytest.mark.parametrize("game_id", game_ids(_thinks))
def test_same_view_seed_and_budget_give_the_same_action(game_id):
    game = GAMES[game_id]
    state = list(_positions(game, 2, {}, seed=8, every=9))[2]
    view = game.view(state, game.to_play(state))
    for level in LEVELS:
        picks = {game.encode(choose(game, view, level=level, seed=4, budget_ms=30)) for _ in range(3)}
        assert len(picks) == 1


def test_budget_is_counted_in_iterations_and_capped():
    game = GAMES["iwari"]
    assert iterations_for(game, 1000) > iterations_for(game, 100) > 0
    assert iterations_for(game, 60_000) == iterations_for(game, 2000)


@pytest.mark.parametrize("game_id", game_ids(_thinks))
def test_a_measured_rate_sets_the_iterations_and_a_decision_at_it_stays_reproducible(game_id):
    """Issue 31: the bot plans its search with the rate it measured (``calibrate``), the bench and tests
    with the declared one; either way the same view, seed, budget and rate give the same action. The
    calibration counts the search's steady step (a sample, two moves with their playouts) per second of
    the clock it is given: here a clock that moves 1 ms per look, once per sample, so 2 per ms."""
    game = GAMES[game_id]
    declared = game.spec.playout.iterations_per_second
    assert iterations_for(game, 1000) == declared
    assert iterations_for(game, 1000, rate=40) == 40 and iterations_for(game, 500, rate=40) == 20
    ticks = iter(range(100_000))
    assert calibrate(game, lambda: next(ticks) * 0.001, seconds=0.015) == 2000
    state = list(_positions(game, 2, {}, seed=3, every=9))[1]
    view = game.view(state, game.to_play(state))
    picks = {game.encode(choose(game, view, level="hard", seed=2, budget_ms=100, rate=60)) for _ in range(2)}
    assert len(picks) == 1


@pytest.mark.parametrize("game_id", game_ids(_thinks))
def test_a_finished_playout_is_judged_by_the_place_reached_not_only_the_win(game_id):
    """Issue 31: at three seats second place is worth clearly more than last (half the place's weight),
    as the table ranks them (winners first, then by score); a win-or-nothing judgement made the search
    gamble on winning and place worse on average than medium."""
    game = GAMES[game_id]
    if not game.min_players <= 3 <= game.max_players:
        pytest.skip("no three-seat game")
    rng = Rng.from_seed(3)
    state = game.setup(3, {}, 3)
    while not game.is_over(state):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    sim = game.spec.playout
    if sim.cooperative is not None and sim.cooperative(state):
        pytest.skip("a cooperative game has no places")
    winners, scores = set(game.winners(state)), game.scores(state)
    places = sorted(range(3), key=lambda seat: (seat in winners, scores[seat]), reverse=True)
    judged = rewards(game, sim, state, 3)
    keys = [(seat in winners, scores[seat]) for seat in places]
    for better, worse, key_better, key_worse in zip(places, places[1:], keys, keys[1:], strict=False):
        if key_better > key_worse:
            assert judged[better] - judged[worse] >= 0.3, (judged, keys)


def test_more_seats_get_more_samples():
    assert max_samples(4) > max_samples(3) > max_samples(2) > 2


def test_a_longer_budget_draws_more_samples_where_the_cap_ends_the_search():
    """Issue 31 (the ladder's hard at four times the budget): in Wayfinders the sample cap, not the
    iterations, ends a second's search, so the cap is per second of budget. At a second or less it is
    ``max_samples``; four times the iterations draw four times the samples and spend more of them."""
    from rules.ai import _search, samples_for

    game = GAMES["wayfinders"]
    second = iterations_for(game, 1000)
    assert samples_for(game, 2, second) == samples_for(game, 2, second // 10) == max_samples(2)
    assert samples_for(game, 3, 4 * second) == 4 * max_samples(3)
    state = next(s for s in _positions(game, 2, {}, seed=5, every=3) if len(game.legal_actions(s)) > 3)
    seat = game.to_play(state)
    view = game.view(state, seat)
    spent = {}
    for factor in (1, 4):
        iterations = factor * second
        _, spent[factor] = _search(game, game.spec.playout, view, seat, Rng.from_seed(1), iterations,
                                   None, None, samples_for(game, 2, iterations))
    assert spent[1] < second  # the cap ended it
    assert spent[4] > 3 * spent[1]


def test_a_clock_stops_the_search_at_the_deadline():
    """With a clock the hard player stops when the budget's time is up, whatever its iteration count."""
    game = GAMES["wayfinders"]
    state = game.setup(2, {}, 2)
    ticks = iter(range(10_000))
    calls = []

    def clock():
        calls.append(1)
        return next(ticks) * 0.5  # half a second per look at the clock

    action = choose(game, game.view(state, game.to_play(state)), level="hard", seed=1, budget_ms=1000,
                    clock=clock)
    assert action in game.legal_actions(state)
    assert len(calls) < 10


def test_the_search_ends_within_the_budget_not_one_sample_after_it():
    """A sample that would end past the deadline is not started (issue 27: the computer's answer within its
    budget): each look at the clock here costs 0.07 s, a sample looks twice."""
    for game_id in ("wayfinders", "iwari", "tiwanaku"):
        game = GAMES[game_id]
        state = game.setup(3, {}, 4)
        seen: list[float] = []

        def clock(seen: list[float] = seen) -> float:
            seen.append(len(seen) * 0.07)
            return seen[-1]

        choose(game, game.view(state, game.to_play(state)), level="hard", seed=1, budget_ms=1000, clock=clock)
        assert seen and seen[-1] - seen[0] < 1.0, (game_id, seen[-1])
        assert len(seen) > 4, game_id  # several samples, not one


def test_a_view_of_another_seat_is_refused():
    game = GAMES["wayfinders"]
    state = game.setup(2, {}, 2)
    other = 1 - game.to_play(state)
    with pytest.raises(ValueError):
        choose(game, game.view(state, other), level="easy", seed=1)
    with pytest.raises(ValueError):
        choose(game, game.view(state, game.to_play(state)), level="expert", seed=1)


def _cases():
    for game_id in game_ids(_thinks):
        game = GAMES[game_id]
        for players in range(game.min_players, game.max_players + 1):
            yield game_id, players


@pytest.mark.parametrize(("game_id", "players"), list(_cases()))
def test_every_level_finishes_whole_games(game_id, players):
    """Seats of all three levels (rotated) play a whole game to its end with legal actions only."""
    game = GAMES[game_id]
    state = game.setup(players, {}, 40 + players)
    levels = [LEVELS[(seat + players) % 3] for seat in range(players)]
    steps = 0
    while not game.is_over(state):
        seat = game.to_play(state)
        action = choose(game, game.view(state, seat), level=levels[seat], seed=steps, budget_ms=2)
        state = game.apply(state, action)  # apply raises on an illegal action
        steps += 1
        assert steps < 3000
    assert game.is_over(state)
