"""Issue 14, ratings: OpenSkill Plackett–Luce moves the right way, computer seats keep their fixed ratings,
a seat the stand-in held is a loss, and a result is recorded once (on both backends)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from types import SimpleNamespace

import pytest

from core.computers import computer_user_id
from core.ratings import (
    COMPUTER_RATINGS,
    INITIAL,
    LEADERBOARD_MIN_GAMES,
    RATING_START,
    conservative,
    new_ratings,
    placements,
    provisional,
    rated_users,
    shown_rating,
)
from rules.base import Scoring
from store import ResultSeat, Store, open_store


@dataclass(frozen=True)
class Finished:
    """A stand-in for a finished game's state: the rules object answers from it."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]


class ScoredGame:
    """Just the parts of the Game protocol that placements() reads."""

    def __init__(self, scoring: Scoring | None = None) -> None:
        self.spec = SimpleNamespace(scoring=scoring or Scoring())

    def scores(self, state: Finished) -> list[int]:
        return list(state.scores)

    def winners(self, state: Finished) -> list[int]:
        return list(state.winners)


GAME = ScoredGame()


def test_places_put_winners_first_then_scores_with_ties():
    seats = placements(GAME, Finished((10, 14, 14, 3), (1, 2)), [11, 12, 13, 14], [False] * 4)  # type: ignore[arg-type]
    assert [s.place for s in seats] == [3, 1, 1, 4]
    assert [s.won for s in seats] == [False, True, True, False]


def test_when_the_lowest_total_wins_the_lower_scores_place_first():
    """A game declaring ``Scoring(lower_wins=True)``: after its winners, the lowest scores place first."""
    lowest = ScoredGame(Scoring(lower_wins=True))
    seats = placements(lowest, Finished((10, 14, 3, 30), (2,)), [11, 12, 13, 14], [False] * 4)  # type: ignore[arg-type]
    assert [s.place for s in seats] == [2, 3, 1, 4]
    seats = placements(lowest, Finished((20, 20, 25), (1,)), [11, 12, 13], [False] * 3)  # type: ignore[arg-type]
    assert [s.place for s in seats] == [2, 1, 3]


def test_a_winner_beats_an_equal_score_that_lost_a_tie_break():
    seats = placements(GAME, Finished((20, 20, 5), (1,)), [11, 12, 13], [False] * 3)  # type: ignore[arg-type]
    assert [s.place for s in seats] == [2, 1, 3]


def test_a_seat_the_stand_in_held_is_last_and_never_a_win():
    seats = placements(GAME, Finished((30, 10, 12), (0,)), [11, 12, 13], [True, False, False])  # type: ignore[arg-type]
    assert [s.place for s in seats] == [3, 2, 1]
    assert [s.won for s in seats] == [False, False, False]
    assert seats[0].standin


def test_the_winner_goes_up_and_the_loser_down():
    new = new_ratings([ResultSeat(0, 11, 30, 1, True), ResultSeat(1, 12, 20, 2, False)], {})
    assert new[11][0] > INITIAL[0] > new[12][0]
    assert all(sigma < INITIAL[1] for _, sigma in new.values())


def test_with_three_players_the_order_of_finish_is_the_order_of_the_new_ratings():
    seats = [ResultSeat(0, 11, 30, 1, True), ResultSeat(1, 12, 20, 2, False), ResultSeat(2, 13, 10, 3, False)]
    new = new_ratings(seats, {})
    assert new[11][0] > INITIAL[0] > new[13][0]
    assert new[11][0] > new[12][0] > new[13][0]


def test_a_tie_between_equals_moves_nobody_apart():
    seats = [ResultSeat(0, 11, 10, 1, True), ResultSeat(1, 12, 10, 1, True)]
    new = new_ratings(seats, {11: (25.0, 5.0), 12: (25.0, 5.0)})
    assert new[11] == pytest.approx(new[12])
    assert new[11][0] == pytest.approx(25.0, abs=1e-6)
    # A tie against a stronger player is worth something to the weaker one.
    new = new_ratings(seats, {11: (20.0, 5.0), 12: (30.0, 5.0)})
    assert new[11][0] > 20.0 and new[12][0] < 30.0


def test_computer_seats_play_with_their_fixed_rating_and_are_never_rated():
    easy, hard = computer_user_id("easy"), computer_user_id("hard")
    beat_easy = new_ratings([ResultSeat(0, 11, 9, 1, True), ResultSeat(1, easy, 3, 2, False)], {})
    beat_hard = new_ratings([ResultSeat(0, 11, 9, 1, True), ResultSeat(1, hard, 3, 2, False)], {})
    assert set(beat_easy) == set(beat_hard) == {11}
    assert beat_hard[11][0] > beat_easy[11][0] > INITIAL[0]
    assert rated_users([ResultSeat(0, 11, 9, 1, True), ResultSeat(1, hard, 3, 2, False)]) == [11]
    assert COMPUTER_RATINGS["easy"][0] < COMPUTER_RATINGS["medium"][0] < COMPUTER_RATINGS["hard"][0]


def test_the_shown_rating_starts_at_1000_and_never_reorders_the_leaderboard():
    """Issue 23, 13: players read the conservative value (what the leaderboard ranks by) as a whole number
    on a friendly scale: a newcomer at 1,000, a newcomer who lost once just below it, never negative."""
    assert shown_rating(*INITIAL) == RATING_START == 1000
    lost_once = new_ratings([ResultSeat(0, 11, 30, 1, True), ResultSeat(1, 12, 20, 2, False)], {})[12]
    assert conservative(*lost_once) < 0 < 900 < shown_rating(*lost_once) < 1000
    assert shown_rating(0.0, INITIAL[1]) > 0  # even an estimate of 0, far below any player's
    ratings = [(mu / 2, sigma / 4) for mu in range(0, 80) for sigma in range(4, 34, 3)]
    ranked = sorted(ratings, key=lambda rating: conservative(*rating), reverse=True)
    shown = [shown_rating(*rating) for rating in ranked]
    assert shown == sorted(shown, reverse=True)
    levels = ("easy", "medium", "hard")
    assert [shown_rating(*COMPUTER_RATINGS[level]) for level in levels] == [1280, 1440, 1600]


def test_a_rating_is_provisional_below_the_leaderboards_minimum():
    assert [provisional(games) for games in range(LEADERBOARD_MIN_GAMES + 2)] == (
        [True] * LEADERBOARD_MIN_GAMES + [False, False])


def test_a_solo_game_moves_no_rating():
    assert rated_users([ResultSeat(0, 11, 9, 1, True)]) == []


async def _finished_game(store: Store, guild_id: int, channel_id: int, users: list[int]) -> int:
    record = await store.create_lobby(guild_id=guild_id, channel_id=channel_id, game="menagerie", options={},
                                      creator_id=users[0])
    for user in users[1:]:
        await store.add_seat(record.id, user)
    await store.start_game(record.id, seed=1, state_json=json.dumps({"x": 1}))
    await store.execute("UPDATE games SET status = 'finished' WHERE id = ?", (record.id,))
    return record.id


async def test_a_result_is_recorded_once_and_moves_server_and_overall_ratings(database: str):
    store = await open_store(database)
    try:
        hard = computer_user_id("hard")
        game_id = await _finished_game(store, 5, 50, [11, 12, hard])
        seats = [ResultSeat(0, 11, 9, 1, True), ResultSeat(1, 12, 5, 2, False),
                 ResultSeat(2, hard, 1, 3, False)]

        def rate(current: dict[int, tuple[float, float]]) -> dict[int, tuple[float, float]]:
            return new_ratings(seats, current)

        for attempt in range(2):
            done = await store.record_result(game_id, guild_id=5, game="menagerie", started_at="a",
                                             finished_at="b", turns=3, seats=seats, rated_users=[11, 12],
                                             rate=rate, initial=INITIAL)
            assert done is (attempt == 0)
        for scope in (0, 5):
            mine = await store.ratings_of(11, scope=scope, game="menagerie")
            theirs = await store.ratings_of(12, scope=scope, game="menagerie")
            assert mine[0].games == theirs[0].games == 1
            # Second place beat Computer (hard), rated 33: that is worth more than losing to a newcomer.
            assert mine[0].mu > theirs[0].mu > INITIAL[0]
        assert await store.ratings_of(hard) == []
        result = await store.game_result(game_id)
        assert result is not None and result.rated and [s.place for s in result.seats] == [1, 2, 3]
        assert result.seats[0].mu_before == pytest.approx(INITIAL[0])
        assert result.seats[0].mu_after == pytest.approx(mine[0].mu)
        # An unfinished game is never recorded.
        other = await store.create_lobby(guild_id=5, channel_id=51, game="menagerie", options={},
                                         creator_id=11)
        assert not await store.record_result(other.id, guild_id=5, game="menagerie", started_at="a",
                                             finished_at="b", turns=0, seats=seats)
    finally:
        await store.close()
